//! CuTe's GEMM tutorial (CUTLASS `media/docs/cpp/cute/0x_gemm_tutorial.md`): `sgemm_1.cu`'s
//! `gemm_device` (thread layouts `tA`, `tB`, `tC`) and `sgemm_2.cu`'s (a `TiledCopy` and a
//! `TiledMMA`) ported line by line, with the host setups `gemm_nt`, `gemm_tn` and `gett` the
//! document shows, and launched on the host: every thread of every block runs the kernel body
//! on an OS thread of its own, the block's threads concurrently, `__syncthreads()` a barrier of
//! the block and `__shared__` arrays carved from the block's shared memory. Each GEMM is checked
//! against a triple loop, and every layout and shape the document states is checked as CuTe
//! prints it. One test per section of the document, in its order. The kernels and their host
//! setups are in `cute_docs_gemm_tutorial/sgemm_1.rs` and `sgemm_2.rs`, as in the tutorial's
//! files (the document's `gett` with `sgemm_1.cu`'s kernel); the launch is `launch.rs`.
//!
//! Where the port is not the C++ call with Rust syntax, the reason (beyond those listed in
//! `cute_docs_layout.rs`, `tensor_tutorial.rs` and `cute_docs_predication.rs`):
//! - A `template <...> __global__ void gemm_device(...)` is a macro here (`gemm_device!`): the
//!   C++ body is generic over every layout type, and a generic Rust function would have to
//!   state the bounds of every call in the body on the types of the call before it (the result
//!   types of `local_tile`, `local_partition`, `partition_S`, ...). A macro is instantiated per
//!   call, as a template is; its body is the kernel's, statement by statement. The element types
//!   `TA`, `TB`, `TC` are its first arguments.
//! - The CUDA built-ins are the emulated thread's: `blockIdx.x` is `thread.block_idx.x`,
//!   `threadIdx.x` is `thread.thread_idx.x`, `thread0()` is `thread.thread0()`, `__syncthreads()`
//!   is `thread.syncthreads()`, and `__shared__ TA smemA[N]` is `thread.shared_array::<TA>(N)`
//!   (the same offset in every thread of a block, as a static `__shared__` array is).
//! - `CUTE_STATIC_ASSERT_V(x == y)` is `assert_eq!(x, y)`: on static integers the two sides are
//!   types, and sides that differ do not compile; `size<0>(cta_tiler) % size<0>(tA) == Int<0>{}`
//!   compares with `_0` the same way. `static_assert(is_static<ASmemLayout>::value)` is
//!   `assert!(is_static(&s_a_layout))` (`is_static` is a `const fn`). A precondition on dynamic
//!   values (`congruent(select<0,2>(shape_MNK), dA)`) is an `assert!`.
//! - `make_tensor(make_gmem_ptr(A), shape, stride)` is `make_tensor(make_gmem_ptr(a),
//!   make_layout_with(shape, stride))`, the pointer made in an `unsafe` block (its contract
//!   covers every access through the tensor and its tiles).
//! - `size<I>(tensor)` is `size(&tensor.layout().get::<I>())`, `get<I>(t)` is `get::<I, _>(t)`
//!   (Rust takes every generic argument or none: `_` infers the tuple), so `size<I>(cta_tiler)`
//!   is `size(&get::<I, _>(cta_tiler))`; `cosize_v<ASmemLayout>` is `cosize(&s_a_layout)`.
//! - `size(mmaC)` and `size(copy_a)` (threads) are the methods `mma_c.thr_size()` (CuTe's
//!   `thr_size(mma)`) and `copy_a.size()`: the free `size` takes what has a shape (IntTuples,
//!   layouts, tensors).
//! - `Layout<Shape<_32,_8>>{}` is `make_layout((_32, _8))`, `Layout<Shape<_32,_8>,Stride<_8,_1>>{}`
//!   is `make_layout_with((_32, _8), (_8, _1))`; `make_tiled_mma(atom, layout)` takes CuTe's
//!   default permutation as `X`.
//! - `tAgA(_,_,k_tile)` is `t_a_g_a.slice((X, X, k_tile))`.
//! - `cute::copy(copy_a, tAgA(_,_,_,k), tArA)` and `cute::gemm(mma, tCsA, tCsB, tCrC)` are
//!   `copy_a.copy(&t_a_g_a.slice((X, X, X, k)), &mut t_a_r_a)` and `mma.gemm(&t_c_s_a, &t_c_s_b,
//!   &mut t_c_r_c)` (or `algorithm::copy` / `algorithm::gemm`, `cute_docs_algorithms.rs`).
//! - `print_latex(copyA)` and `print_latex(mmaC)` draw pictures (the document shows them as
//!   images, not text): CuTe's printing of tiled copies and MMAs belongs to `0t_mma_atom.md`'s
//!   port; here the partitions they draw are checked through the shapes and values the document
//!   states (each thread 4x1 floats of `A` per copy, one value per `UniversalFMA`).
//!
//! The document's slips:
//! - its BLAS table writes the static unit strides as `1` (`(M,K):(1,ldA)`); CuTe prints `_1`, as
//!   checked here;
//! - "To use the `TiledCopy`" ends with `cute::copy(copy_a, tAgA, tArA)`, a rank-4 source
//!   `(CPY,CPY_M,CPY_K,k)` into a rank-3 fragment: CuTe rejects it at compile time
//!   (`CopyAtom rank-mismatch`); `sgemm_2.cu` copies one k-tile, `tAgA(_,_,_,k_tile)`, as here
//!   (the port of the document's line would fail with sizes that differ);
//! - its `gett` passes `ldB` to `make_stride`, but the function's parameter is `ldBk`: the C++
//!   does not compile as written; ported with `ldBk`.

#[path = "cute_docs_gemm_tutorial/launch.rs"]
mod launch;
#[path = "cute_docs_gemm_tutorial/sgemm_1.rs"]
mod sgemm_1;
#[path = "cute_docs_gemm_tutorial/sgemm_2.rs"]
mod sgemm_2;

use launch::{launch, Dim2, Global};
use layout_core::prelude::*;
use std::sync::Mutex;

/// `print(x)` of an IntTuple.
fn shown(x: impl IntTuple) -> String {
    display(x).to_string()
}

/// "The Full Tensors": the problem shape, its selected modes and the full tensors of the NT
/// and TN setups; the BLAS table of majorness, each stride-1 mode where the table says.
#[test]
fn the_full_tensors() {
    let (m, n, k) = (256, 384, 32);
    let prob_shape = (m, n, k); // (M, N, K)
    assert_eq!(rank(&prob_shape), 3);
    assert_eq!(shown(select(prob_shape, (_0, _2))), "(256,32)");
    assert_eq!(shown(select(prob_shape, (_1, _2))), "(384,32)");
    assert_eq!(shown(select(prob_shape, (_0, _1))), "(256,384)");

    // NT: (dM, dK) = (_1, ldA), (dN, dK) = (_1, ldB), (dM, dN) = (_1, ldC)
    let (ld_a, ld_b, ld_c) = (m, n, m);
    let (d_a, d_b, d_c) = ((_1, ld_a), (_1, ld_b), (_1, ld_c));
    assert!(congruent(&select(prob_shape, (_0, _2)), &d_a));
    assert!(congruent(&select(prob_shape, (_1, _2)), &d_b));
    assert!(congruent(&select(prob_shape, (_0, _1)), &d_c));
    let data = [0.0_f32; 1];
    // SAFETY: nothing is accessed through these tensors: only their layouts are printed.
    let g = unsafe { make_gmem_ptr(data.as_ptr()) };
    let m_a = make_tensor(g, make_layout_with(select(prob_shape, (_0, _2)), d_a)); // (M,K)
    let m_b = make_tensor(g, make_layout_with(select(prob_shape, (_1, _2)), d_b)); // (N,K)
    let m_c = make_tensor(g, make_layout_with(select(prob_shape, (_0, _1)), d_c)); // (M,N)
    assert_eq!(m_a.layout().to_string(), "(256,32):(_1,256)");
    assert_eq!(m_b.layout().to_string(), "(384,32):(_1,384)");
    assert_eq!(m_c.layout().to_string(), "(256,384):(_1,256)");

    // The table: A is (M,K), B is (N,K); "1" of the table is CuTe's static _1
    let (ld_a, ld_b) = (1000, 2000);
    let (mk, nk) = ((m, k), (n, k));
    let m_major = make_layout_with(mk, (_1, ld_a)).to_string();
    let k_major_a = make_layout_with(mk, (ld_a, _1)).to_string();
    let n_major = make_layout_with(nk, (_1, ld_b)).to_string();
    let k_major_b = make_layout_with(nk, (ld_b, _1)).to_string();
    let table = [
        ("NT", &m_major, &n_major),
        ("TN", &k_major_a, &k_major_b),
        ("NN", &m_major, &k_major_b),
        ("TT", &k_major_a, &n_major),
    ];
    let doc = [
        ("NT", "(M,K):(1,ldA)", "(N,K):(1,ldB)"),
        ("TN", "(M,K):(ldA,1)", "(N,K):(ldB,1)"),
        ("NN", "(M,K):(1,ldA)", "(N,K):(ldB,1)"),
        ("TT", "(M,K):(ldA,1)", "(N,K):(1,ldB)"),
    ];
    let spell = |s: &str| {
        s.replace("M", &m.to_string())
            .replace("N", &n.to_string())
            .replace("K", &k.to_string())
            .replace("ldA", &ld_a.to_string())
            .replace("ldB", &ld_b.to_string())
            .replace(",1)", ",_1)")
            .replace(":(1,", ":(_1,")
    };
    for ((blas, a, b), (doc_blas, doc_a, doc_b)) in table.iter().zip(doc) {
        assert_eq!(*blas, doc_blas);
        assert_eq!(**a, spell(doc_a), "{blas} A");
        assert_eq!(**b, spell(doc_b), "{blas} B");
    }
}

/// "CTA Partitioning": the CTA tiler, `local_tile` with the projections, and the two forms the
/// document says it is shorthand for (`select` of the tiler and the coordinate; `zipped_divide`
/// then a slice of the rest mode).
#[test]
fn cta_partitioning() {
    let (m, n, k) = (256, 384, 32);
    // one buffer large enough for each of the three tensors (M*N elements)
    let a = Global::values((m * n) as usize, 1);
    // SAFETY: the tensors below read only elements of `a`: (256,32), (384,32) and (256,384)
    // column-major tensors all lie in its 256*384 elements.
    let g = unsafe { make_gmem_ptr(a.ptr()) };
    let m_a = make_tensor(g, make_layout_with((m, k), (_1, m))); // (M,K)
    let m_b = make_tensor(g, make_layout_with((n, k), (_1, n))); // (N,K)
    let m_c = make_tensor(g, make_layout_with((m, n), (_1, m))); // (M,N)

    // Define CTA tile sizes (static)
    let (b_m, b_n, b_k) = (_128, _128, _8);
    let cta_tiler = (b_m, b_n, b_k); // (BLK_M, BLK_N, BLK_K)
    assert_eq!(shown(cta_tiler), "(_128,_128,_8)");

    // blockIdx = (1, 2)
    let cta_coord = (1, 2, X); // (m,n,k)
    let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
    let g_b = local_tile_proj(&m_b, cta_tiler, cta_coord, (X, _1, _1)); // (BLK_N,BLK_K,k)
    let g_c = local_tile_proj(&m_c, cta_tiler, cta_coord, (_1, _1, X)); // (BLK_M,BLK_N)
    assert_eq!(g_a.layout().to_string(), "(_128,_8,4):(_1,256,2048)");
    assert_eq!(g_b.layout().to_string(), "(_128,_8,4):(_1,384,3072)");
    assert_eq!(g_c.layout().to_string(), "(_128,_128):(_1,256)");
    // the tiles' origins: A(128, 0), B(256, 0), C(128, 256)
    assert_eq!(g_a.read((0, 0, 0)), a.as_slice()[128]);
    assert_eq!(g_b.read((0, 0, 0)), a.as_slice()[256]);
    assert_eq!(g_c.read((0, 0)), a.as_slice()[128 + 256 * m as usize]);

    // Use select<0,2> to use only the M- and K-modes of the tiler and coord
    let g_a_select = local_tile(
        &m_a,
        select(cta_tiler, (_0, _2)),
        select(cta_coord, (_0, _2)),
    );
    assert_eq!(g_a_select.layout(), g_a.layout());
    assert_eq!(g_a_select.read((5, 3, 2)), g_a.read((5, 3, 2)));

    // 1. apply the tiler: ((BLK_M,BLK_K),(m,k))
    let g_a_mk = m_a.zipped_divide(select(cta_tiler, (_0, _2)));
    assert_eq!(
        g_a_mk.layout().to_string(),
        "((_128,_8),(2,4)):((_1,256),(_128,2048))"
    );
    // 2. slice the rest mode at the CTA's coordinate: (BLK_M,BLK_K,k)
    let g_a_sliced = g_a_mk.slice(((X, X), select(cta_coord, (_0, _2))));
    assert_eq!(g_a_sliced.layout(), g_a.layout());
    for (i, j, kk) in [(0, 0, 0), (127, 7, 3), (9, 4, 1)] {
        assert_eq!(g_a_sliced.read((i, j, kk)), g_a.read((i, j, kk)));
    }
}

/// "SMEM tensors": the M-, N- and K-major shared layouts, their preconditions and their cosize
/// (the length of the `__shared__` arrays).
#[test]
fn smem_tensors() {
    let (b_m, b_n, b_k) = (_128, _128, _8);
    let cta_tiler = (b_m, b_n, b_k);
    // gemm_nt
    let s_a = make_layout((b_m, b_k)); // (m,k) -> smem_idx; m-major
    let s_b = make_layout((b_n, b_k)); // (n,k) -> smem_idx; n-major
    assert_eq!(s_a.to_string(), "(_128,_8):(_1,_128)");
    assert_eq!(s_b.to_string(), "(_128,_8):(_1,_128)");
    // gemm_tn
    let s_a_tn = make_layout_with((b_m, b_k), LayoutRight); // (m,k) -> smem_idx; k-major
    let s_b_tn = make_layout_with((b_n, b_k), LayoutRight); // (n,k) -> smem_idx; k-major
    assert_eq!(s_a_tn.to_string(), "(_128,_8):(_8,_1)");
    assert_eq!(s_b_tn.to_string(), "(_128,_8):(_8,_1)");
    for s in [s_a, s_b] {
        assert!(is_static(&s));
        assert_eq!(size(&s.get::<0>()), size(&get::<0, _>(cta_tiler))); // BLK_M
        assert_eq!(size(&s.get::<1>()), size(&get::<2, _>(cta_tiler))); // BLK_K
    }
    assert!(is_static(&s_a_tn) && is_static(&s_b_tn));
    assert_eq!(shown(cosize(&s_a)), "_1024");
    assert_eq!(shown(cosize(&s_a_tn)), "_1024");
    // a layout with a dynamic stride is not static
    assert!(!is_static(&make_layout_with((b_m, b_k), (_1, 130))));
}

/// "Copy partitioning": the thread layouts of `gemm_nt` and `gemm_tn`, each thread's 4x1
/// subtensor of the 128x8 tile, and the copy by every thread equal to `thread0()`'s copy of the
/// whole tile.
#[test]
fn copy_partitioning() {
    let t_a = make_layout((_32, _8)); // (m,k) -> thr_idx
    let t_a_tn = make_layout_with((_32, _8), LayoutRight); // (m,k) -> thr_idx; k-major
    assert_eq!(t_a.to_string(), "(_32,_8):(_1,_32)");
    assert_eq!(t_a_tn.to_string(), "(_32,_8):(_8,_1)");
    let cta_tiler = (_128, _128, _8);
    assert_eq!(size(&t_a), _256);
    assert_eq!(size(&get::<0, _>(cta_tiler)) % size(&t_a.get::<0>()), _0); // BLK_M / THR_M
    assert_eq!(size(&get::<2, _>(cta_tiler)) % size(&t_a.get::<1>()), _0); // BLK_K / THR_K

    let (m, k) = (256, 24);
    let a = Global::values((m * k) as usize, 2);
    // SAFETY: reads of `a` only, whole tiles.
    let m_a = make_tensor(
        unsafe { make_gmem_ptr(a.ptr()) },
        make_layout_with((m, k), (_1, m)),
    );
    let g_a = local_tile_proj(&m_a, cta_tiler, (1, 0, X), (_1, X, _1)); // (BLK_M,BLK_K,k)
    let s_a_layout = make_layout((_128, _8));

    // the same tile, copied by thread0() alone and by every thread, for both thread layouts
    macro_rules! copies_agree {
        ($t_a:expr) => {{
            let t_a = $t_a;
            // thread0's copy of tile 0, element by element
            let mut by_one = vec![0.0_f32; 1024];
            let mut s_a = make_tensor(&mut by_one[..], s_a_layout);
            let g_a0 = g_a.slice((X, X, 0)); // (BLK_M,BLK_K), the 0th tile
            for i in 0..size(&s_a).value() {
                s_a[i] = g_a0.read(i);
            }
            // every thread its own subtensor
            let mut by_all = vec![0.0_f32; 1024];
            let mut s_a = make_tensor(&mut by_all[..], s_a_layout);
            for tid in 0..256 {
                let t_a_g_a = local_partition(&g_a, t_a, tid); // (THR_M,THR_K,k)
                let mut t_a_s_a = local_partition_mut(&mut s_a, t_a, tid); // (THR_M,THR_K)
                assert_eq!(shown(shape(&t_a_g_a)), "(_4,_1,3)");
                assert_eq!(shown(shape(&t_a_s_a)), "(_4,_1)");
                copy(&t_a_g_a.slice((X, X, 0)), &mut t_a_s_a);
            }
            assert_eq!(by_all, by_one);
        }};
    }
    copies_agree!(t_a);
    copies_agree!(t_a_tn);
    // thread 33 of the m-major tA: rows 1, 33, 65, 97 of column 1
    let t_a_g_a = local_partition(&g_a, t_a, 33);
    assert_eq!(t_a_g_a.layout().to_string(), "(_4,_1,3):(_32,_0,2048)");
    assert_eq!(t_a_g_a.read((2, 0, 0)), a.as_slice()[128 + 65 + 256]);
}

/// "Math partitioning": `tC`, the projections of it on `sA`, `sB` and `gC` (each thread an
/// 8x8 subtensor of C), accumulators like the partition, and `gemm` by every thread equal to
/// `thread0()`'s triple loop over the whole tile.
#[test]
fn math_partitioning() {
    let t_c = make_layout((_16, _16)); // (m,n) -> thr_idx; m-major
    assert_eq!(t_c.to_string(), "(_16,_16):(_1,_16)");
    let cta_tiler = (_128, _128, _8);
    assert_eq!(size(&t_c), size(&make_layout((_32, _8)))); // NumThreads
    assert_eq!(size(&get::<0, _>(cta_tiler)) % size(&t_c.get::<0>()), _0); // BLK_M / THR_M
    assert_eq!(size(&get::<1, _>(cta_tiler)) % size(&t_c.get::<1>()), _0); // BLK_N / THR_N

    let (a, b) = (Global::values(1024, 3), Global::values(1024, 4));
    let s_a = make_tensor(a.as_slice(), make_layout((_128, _8))); // (BLK_M,BLK_K)
    let s_b = make_tensor(b.as_slice(), make_layout_with((_128, _8), LayoutRight)); // (BLK_N,BLK_K)
    let ld_c = 200;
    let mut c_one = vec![1.0_f32; 128 * ld_c as usize];
    let mut c_all = c_one.clone();

    // thread0's loop
    let mut g_c = make_tensor(&mut c_one[..], make_layout_with((_128, _128), (_1, ld_c)));
    for m in 0..size(&g_c.layout().get::<0>()).value() {
        for n in 0..size(&g_c.layout().get::<1>()).value() {
            for k in 0..size(&s_a.layout().get::<1>()).value() {
                g_c[(m, n)] += s_a[(m, k)] * s_b[(n, k)];
            }
        }
    }

    // every thread
    // SAFETY: each thread writes only its partition of `c_all`, one thread at a time.
    let g_c = make_tensor(
        unsafe { make_gmem_ptr(c_all.as_mut_ptr()) },
        make_layout_with((_128, _128), (_1, ld_c)),
    );
    for tid in 0..256 {
        let t_c_s_a = local_partition_proj(&s_a, t_c, tid, (_1, X)); // (THR_M,BLK_K)
        let t_c_s_b = local_partition_proj(&s_b, t_c, tid, (X, _1)); // (THR_N,BLK_K)
        let mut t_c_g_c = local_partition_proj(&g_c, t_c, tid, (_1, _1)); // (THR_M,THR_N)
        let mut t_c_r_c = make_tensor_like(&t_c_g_c); // (THR_M,THR_N)
        assert_eq!(shown(shape(&t_c_s_a)), "(_8,_8)");
        assert_eq!(shown(shape(&t_c_s_b)), "(_8,_8)");
        assert_eq!(t_c_g_c.layout().to_string(), "(_8,_8):(_16,3200)");
        assert_eq!(t_c_r_c.layout().to_string(), "(_8,_8):(_1,_8)");
        assert_eq!(
            size(&t_c_s_a.layout().get::<1>()),
            size(&t_c_s_b.layout().get::<1>())
        ); // BLK_K
        copy(&t_c_g_c, &mut t_c_r_c);
        gemm(&t_c_s_a, &t_c_s_b, &mut t_c_r_c);
        copy(&t_c_r_c, &mut t_c_g_c);
    }
    assert_eq!(c_all, c_one);
    // thread 17 owns C(1 + 16 i, 1 + 16 j)
    let t_c_s_a = local_partition_proj(&s_a, t_c, 17, (_1, X));
    assert_eq!(t_c_s_a.layout().to_string(), "(_8,_8):(_16,_128)");
    assert_eq!(t_c_s_a.read((2, 3)), s_a.read((33, 3)));
}

/// The reference of a column-major problem: `A(m,k)` at `m * sam + k * sak`, and so on.
fn check(
    (m, n, k): (usize, usize, usize),
    (alpha, beta): (f32, f32),
    (a, sam, sak): (&Global, usize, usize),
    (b, sbn, sbk): (&Global, usize, usize),
    (c0, c, ldc): (&[f32], &[f32], usize),
) {
    let (a, b) = (a.as_slice(), b.as_slice());
    for i in 0..m {
        for j in 0..n {
            let dot: f32 = (0..k)
                .map(|l| a[i * sam + l * sak] * b[j * sbn + l * sbk])
                .sum();
            let want = alpha * dot + beta * c0[i + j * ldc];
            assert_eq!(c[i + j * ldc], want, "C({i},{j}) of {m}x{n}x{k}");
        }
    }
}

/// "Mainloop": `sgemm_1.cu`'s kernel, NT and TN, launched over several blocks, against a
/// triple loop (the full `C = alpha * A * B^T + beta * C`, epilogue included).
#[test]
fn sgemm_1_mainloop() {
    // NT: A (M,K):(1,ldA), B (N,K):(1,ldB); 2x2 blocks, 3 k-tiles
    let (m, n, k) = (256, 256, 24);
    let (a, b) = (Global::values(m * k, 5), Global::values(n * k, 6));
    let mut c = Global::values(m * n, 7);
    let c0 = c.as_slice().to_vec();
    let (ld_a, ld_b, ld_c) = (m as i32, n as i32, m as i32);
    let (mi, ni, ki) = (m as i32, n as i32, k as i32);
    sgemm_1::gemm_nt(
        mi,
        ni,
        ki,
        0.5,
        a.ptr(),
        ld_a,
        b.ptr(),
        ld_b,
        -1.0,
        c.mut_ptr(),
        ld_c,
    );
    check(
        (m, n, k),
        (0.5, -1.0),
        (&a, 1, m),
        (&b, 1, n),
        (&c0, c.as_slice(), m),
    );

    // TN: A (M,K):(ldA,1), B (N,K):(ldB,1); 1x2 blocks, 2 k-tiles
    let (m, n, k) = (128, 256, 16);
    let (a, b) = (Global::values(m * k, 8), Global::values(n * k, 9));
    let mut c = Global::values(m * n, 10);
    let c0 = c.as_slice().to_vec();
    let (mi, ni, ki) = (m as i32, n as i32, k as i32);
    sgemm_1::gemm_tn(
        mi,
        ni,
        ki,
        2.0,
        a.ptr(),
        ki,
        b.ptr(),
        ki,
        0.0,
        c.mut_ptr(),
        mi,
    );
    check(
        (m, n, k),
        (2.0, 0.0),
        (&a, k, 1),
        (&b, k, 1),
        (&c0, c.as_slice(), m),
    );
}

/// "sgemm_2.cu": the `TiledCopy` of `gemm_nt` (each thread a 4x1 vector of floats, one 128-bit
/// copy: the `CPY` mode has 4 values) and the `TiledMMA` (16x16x1 `UniversalFMA`: the `MMA`
/// mode has 1 value), and the kernel built on them, NT and TN, against a triple loop.
#[test]
fn sgemm_2_tiled_copy_and_tiled_mma() {
    let copy_a = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(), // Atom: Copy TAs as if they were uint128_t
        make_layout((_32, _8)),                           // Thr layout 32x8 m-major
        make_layout((_4, _1)),                            // Val layout  4x1 m-major
    );
    assert_eq!(shown(copy_a.tiler_mn()), "(_128,_8)");
    assert_eq!(shown(copy_a.size()), "_256");
    let mma = make_tiled_mma(
        UniversalFMA::<f32, f32, f32>::default(),
        make_layout((_16, _16, _1)),
        X,
    ); // 16x16x1 UniversalFMA
    assert_eq!(shown(mma.tile_shape()), "(_16,_16,_1)");

    let (m, k) = (128, 16);
    let a = Global::values(m * k, 11);
    // SAFETY: reads of `a` only, whole tiles.
    let m_a = make_tensor(
        unsafe { make_gmem_ptr(a.ptr()) },
        make_layout_with((m as i32, k as i32), (_1, m as i32)),
    );
    let g_a = local_tile_proj(&m_a, (_128, _128, _8), (0, 0, X), (_1, X, _1)); // (BLK_M,BLK_K,k)
    let s_a = make_tensor(&a.as_slice()[..1024], make_layout((_128, _8))); // (BLK_M,BLK_K)
    let s_b = s_a;
    let thr_copy_a = copy_a.get_slice(37);
    let t_a_g_a = thr_copy_a.partition_S(&g_a); // (CPY,CPY_M,CPY_K,k)
    let t_a_s_a = thr_copy_a.partition_D(&s_a); // (CPY,CPY_M,CPY_K)
    let mut t_a_r_a = make_fragment_like(&t_a_s_a); // (CPY,CPY_M,CPY_K)
    assert_eq!(
        t_a_g_a.layout().to_string(),
        "((_4,_1),_1,_1,2):((_1,_0),_0,_0,1024)"
    );
    assert_eq!(shown(size(&t_a_s_a.layout().get::<0>())), "_4");
    copy_a.copy(&t_a_g_a.slice((X, X, X, 1)), &mut t_a_r_a);
    // thread 37 is (5, 1) of the 32x8 threads: rows 20..24 of column 1 of k-tile 1
    let col = 8 + 1;
    assert_eq!(
        t_a_r_a.engine().as_slice(),
        &a.as_slice()[20 + m * col..24 + m * col]
    );

    let thr_mma = mma.get_slice(37);
    let t_c_s_a = thr_mma.partition_A(&s_a); // (MMA,MMA_M,MMA_K)
    let t_c_s_b = thr_mma.partition_B(&s_b); // (MMA,MMA_N,MMA_K)
    assert_eq!(shown(shape(&t_c_s_a)), "(_1,_8,_8)");
    assert_eq!(shown(shape(&t_c_s_b)), "(_1,_8,_8)");
    assert_eq!(t_c_s_a.layout().to_string(), "(_1,_8,_8):(_0,_16,_128)");

    // the kernel: NT with 128-bit copies, 1x2 blocks
    let (m, n, k) = (128, 256, 24);
    let (a, b) = (Global::values(m * k, 12), Global::values(n * k, 13));
    let mut c = Global::values(m * n, 14);
    let c0 = c.as_slice().to_vec();
    let (mi, ni, ki) = (m as i32, n as i32, k as i32);
    sgemm_2::gemm_nt(
        mi,
        ni,
        ki,
        1.0,
        a.ptr(),
        mi,
        b.ptr(),
        ni,
        1.0,
        c.mut_ptr(),
        mi,
    );
    check(
        (m, n, k),
        (1.0, 1.0),
        (&a, 1, m),
        (&b, 1, n),
        (&c0, c.as_slice(), m),
    );

    // TN with padded smem, 2x1 blocks
    let (m, n, k) = (256, 128, 16);
    let (a, b) = (Global::values(m * k, 15), Global::values(n * k, 16));
    let mut c = Global::values(m * n, 17);
    let c0 = c.as_slice().to_vec();
    let (mi, ni, ki) = (m as i32, n as i32, k as i32);
    sgemm_2::gemm_tn(
        mi,
        ni,
        ki,
        -1.0,
        a.ptr(),
        ki,
        b.ptr(),
        ki,
        0.5,
        c.mut_ptr(),
        mi,
    );
    check(
        (m, n, k),
        (-1.0, 0.5),
        (&a, k, 1),
        (&b, k, 1),
        (&c0, c.as_slice(), m),
    );
}

/// "Other changes": the padded M- and N-major shared layouts of `sgemm_2`'s `gemm_tn`.
#[test]
fn padded_smem_layouts() {
    let (b_m, b_n, b_k) = (_128, _128, _8);
    let s_a = make_layout_with((b_m, b_k), (_1, b_m + _1)); // (m,k) -> smem_idx; padded m-major
    let s_b = make_layout_with((b_n, b_k), (_1, b_n + _1)); // (n,k) -> smem_idx; padded n-major
    assert_eq!(s_a.to_string(), "(_128,_8):(_1,_129)");
    assert_eq!(s_b.to_string(), "(_128,_8):(_1,_129)");
    assert!(is_static(&s_a));
    assert_eq!(shown(cosize(&s_a)), "_1031");
}

/// "GETT as GEMM": `sgemm_1.cu`'s kernel unchanged on a tensor contraction with two m-modes,
/// through a multimodal problem shape, strides and CTA tiler.
#[test]
fn gett_as_gemm() {
    let (m0, m1, n, k) = (128_usize, 4, 128, 16);
    // A (m0,m1,k) and C (m0,m1,n) m0-major, with padded leading dimensions; B (n,k) n-major
    let (ld_a_m1, ld_a_k) = (m0 + 4, (m0 + 4) * m1);
    let (ld_c_m1, ld_c_n) = (m0 + 8, (m0 + 8) * m1);
    let a = Global::values(ld_a_k * k, 18);
    let b = Global::values(n * k, 19);
    let mut c = Global::values(ld_c_n * n, 20);
    let c0 = c.as_slice().to_vec();

    let m = (m0 as i32, m1 as i32);
    let shape_mnk = (m, n as i32, k as i32);
    let d_a = ((_1, ld_a_m1 as i32), ld_a_k as i32);
    assert!(congruent(&select(shape_mnk, (_0, _2)), &d_a));
    let b_m = (_64, _2);
    assert_eq!(shown(make_layout((b_m, _8)).shape()), "((_64,_2),_8)");
    assert_eq!(
        make_layout((b_m, _8)).to_string(),
        "((_64,_2),_8):((_1,_64),_128)"
    );
    // the CTA tile of block (3, 0): m0 in 64..128, m1 in 2..4
    let data = [0.0_f32; 1];
    // SAFETY: nothing is accessed: only the layout is printed.
    let m_a = make_tensor(
        unsafe { make_gmem_ptr(data.as_ptr()) },
        make_layout_with(select(shape_mnk, (_0, _2)), d_a),
    );
    let g_a = local_tile_proj(&m_a, (b_m, _128, _8), (3, 0, X), (_1, X, _1));
    assert_eq!(
        g_a.layout().to_string(),
        "((_64,_2),_8,2):((_1,132),528,4224)"
    );

    sgemm_1::gett(
        (m0 as i32, m1 as i32, n as i32, k as i32),
        1.0,
        (a.ptr(), ld_a_m1 as i32, ld_a_k as i32),
        (b.ptr(), n as i32),
        -1.0,
        (c.mut_ptr(), ld_c_m1 as i32, ld_c_n as i32),
    );
    let (a, b, c) = (a.as_slice(), b.as_slice(), c.as_slice());
    for i0 in 0..m0 {
        for i1 in 0..m1 {
            for j in 0..n {
                let dot: f32 = (0..k)
                    .map(|l| a[i0 + i1 * ld_a_m1 + l * ld_a_k] * b[j + l * n])
                    .sum();
                let at = i0 + i1 * ld_c_m1 + j * ld_c_n;
                assert_eq!(c[at], dot - c0[at], "C({i0},{i1},{j})");
            }
        }
    }
    // the padding between the m0 columns is untouched
    assert_eq!(c[m0 + 3], c0[m0 + 3]);
}

/// The launch itself: every thread of every block runs, the barrier orders the block's phases
/// (each thread reads what the others wrote before it), and `thread0()` is one thread.
#[test]
fn the_launch_runs_every_thread_between_barriers() {
    let seen = Mutex::new(Vec::new());
    launch(Dim2 { x: 2, y: 3 }, 64, |thread| {
        let flags = thread.shared_array::<i32>(64);
        // SAFETY: thread t writes element t, then all read all after the barrier.
        unsafe { *flags.add(thread.thread_idx.x as usize) = thread.thread_idx.x + 1 };
        thread.syncthreads();
        // SAFETY: as above.
        let sum: i32 = (0..64).map(|i| unsafe { *flags.add(i) }).sum();
        seen.lock().unwrap().push((
            thread.block_idx.x,
            thread.block_idx.y,
            thread.thread_idx.x,
            sum,
            thread.thread0(),
        ));
    });
    let seen = seen.into_inner().unwrap();
    assert_eq!(seen.len(), 2 * 3 * 64);
    assert!(seen.iter().all(|s| s.3 == 64 * 65 / 2));
    assert_eq!(seen.iter().filter(|s| s.4).count(), 1);
    assert!(seen.iter().any(|s| s.4 && s.0 == 0 && s.1 == 0 && s.2 == 0));
}
