//! CuTe's predication documentation (CUTLASS `media/docs/cpp/cute/0y_predication.md`), each
//! example ported and run on the host: the 1-D tiling with a predicate tensor, the predicated
//! GEMM epilogue through an identity tensor partitioned like `C`, and the m/n predicates of the
//! main loop's copies with a stride-0 `k` mode.
//!
//! Where the port is not the C++ call with Rust syntax, the reason (beyond those listed in
//! `cute_docs_layout.rs`):
//! - the divides of a tensor are its methods, `gmem.logical_divide(tiler)` for CuTe's
//!   `logical_divide(gmem, tiler)` (the free functions take layouts);
//! - `local_tile(t, tiler, coord, Step<..>{})` is `local_tile_proj(&t, tiler, coord, step)`,
//!   `local_partition` of a destination written through is `local_partition_mut`;
//! - `make_tensor<bool>(shape)` of a dynamic shape on the host is
//!   `make_tensor_vec::<bool, _>(shape)`, an owned `Vec` (CuTe's owning `make_tensor<T>` takes
//!   static shapes only); `make_tensor<bool>(shape, stride)` of a static one is
//!   `make_fragment::<bool, _>(layout)`;
//! - `tensor(i) = x` is `tensor[i] = x` (or `.write(i, x)`), `tensor(m, n, k)` reads are
//!   `tensor[(m, n, k)]`, and an identity tensor's value at `c` is `c_tensor.call(c)`.

use layout_core::prelude::*;

/// "A 1-D example": a 1000-element vector tiled by a 128-element shared buffer; the predicate
/// says which elements of the last tile exist.
#[test]
fn one_dimensional_predicate_tensor() {
    let data: Vec<f32> = (0..1000).map(|i| i as f32).collect();
    let gmem = make_tensor(&data[..], make_layout(1000));
    let mut smem_data = [0.0_f32; 128];
    let mut smem = make_tensor(&mut smem_data[..], make_layout(_128));

    let gmem_tiled = gmem.logical_divide(size(&smem));
    assert_eq!(display(shape(&gmem_tiled)).to_string(), "(_128,8)");
    let id_layout = make_layout(shape(&gmem));
    let id_tiled = logical_divide(id_layout, size(&smem));
    assert_eq!(id_tiled.to_string(), "(_128,8):(_1,_128)");

    let mut pred = make_tensor_vec::<bool, _>(shape(&id_tiled));
    for i in 0..size(&pred).value() {
        pred[i] = id_tiled.call(i).value() < size(&id_layout).value();
    }
    // the congruent tensors: for tile 7, only the first 1000 - 7*128 = 104 values exist
    let tile_i = 7;
    for value_j in 0..size(&smem).value() {
        if pred[(value_j, tile_i)] {
            smem[value_j] = gmem_tiled[(value_j, tile_i)];
        }
    }
    assert_eq!(smem_data[103], 999.0);
    assert_eq!(smem_data[104], 0.0);
    assert_eq!(pred.into_vec().iter().filter(|&&p| p).count(), 1000);
}

/// "A GEMM epilogue": `C = alpha * acc + beta * C` written only where the coordinate is inside
/// `C`, the coordinates partitioned exactly as `C` (the identity tensor `cC`).
#[test]
fn predicated_epilogue() {
    let (m, n) = (37, 20); // not multiples of the 32 x 16 tile
    let mut c_data = vec![1.0_f32; m * n];
    // A kernel's C is a global-memory pointer, as here: a thread's partition of the last tiles
    // starts outside C (a view of a slice would refuse it), and only the predicated elements
    // are touched.
    // SAFETY: every access below is predicated by `elem_less(coord, shape(mC))`, so it lies in
    // `c_data`, which nothing else uses meanwhile.
    let mut m_c = make_tensor(
        unsafe { make_gmem_ptr(c_data.as_mut_ptr()) },
        make_layout((m as i32, n as i32)),
    );
    let c_c = make_identity_tensor(shape(&m_c));
    let cta_tiler = (_32, _16, _8);
    let mma = make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, X, X);
    let (alpha, beta) = (2.0_f32, 0.5_f32);
    for bx in 0..2 {
        for by in 0..2 {
            let cta_coord = (bx, by, X);
            let c_shape = shape(&m_c);
            let mut g_c = local_tile_proj_mut(&mut m_c, cta_tiler, cta_coord, (_1, _1, X));
            let cta_c_c = local_tile_proj(&c_c, cta_tiler, cta_coord, (_1, _1, X));
            for tid in 0..32 {
                let thr_mma = mma.get_slice(tid);
                let t_c_c = thr_mma.partition_C(&cta_c_c);
                let mut acc = {
                    let t_c_g = thr_mma.partition_C(&g_c);
                    thr_mma.make_fragment_C(&t_c_g)
                };
                fill(&mut acc, 10.0);
                let mut t_c_g = thr_mma.partition_C_mut(&mut g_c);
                for i in 0..size(&t_c_g).value() {
                    if elem_less(&t_c_c.call(i), &c_shape) {
                        let old = t_c_g.read(i);
                        t_c_g.write(i, alpha * acc[i] + beta * old);
                    }
                }
            }
        }
    }
    // every element of C was written once: 2 * 10 + 0.5 * 1
    assert!(c_data.iter().all(|&v| v == 20.5), "{c_data:?}");
}

/// "Predicated copies in the main loop": the m- (n-) predicate of each thread's rows, shared
/// by every `k` through a stride-0 mode, then `copy_if` of each k-tile.
#[test]
fn main_loop_predicates() {
    let (m, k) = (37, 24);
    let a_data: Vec<f32> = (0..m * k).map(|i| i as f32).collect();
    let m_a = make_tensor(&a_data[..], make_layout((m, k)));
    let c_a = make_identity_tensor(shape(&m_a));
    let cta_tiler = (_32, _16, _8);
    let t_a = make_layout((_8, _4)); // 32 threads over the (32, 8) tile of A
    let (bx, by) = (1, 0); // the last row of tiles: rows 32..37
    let cta_coord = (bx, by, X);
    let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
    let cta_c_a = local_tile_proj(&c_a, cta_tiler, cta_coord, (_1, X, _1));
    assert_eq!(display(shape(&g_a)).to_string(), "(_32,_8,3)");
    for thread_idx in 0..32 {
        let mut s_a_data = [-1.0_f32; 32 * 8];
        let mut s_a = make_tensor(&mut s_a_data[..], make_layout((_32, _8)));
        let t_ag_a = local_partition(&g_a, t_a, thread_idx); // (THR_M,THR_K,k)
        let mut t_as_a = local_partition_mut(&mut s_a, t_a, thread_idx); // (THR_M,THR_K)
        let t_ac_a = local_partition(&cta_c_a, t_a, thread_idx); // (THR_M,THR_K,k) -> (m,k)
                                                                 // tApA: (THR_M, THR_K) with stride (_1, _0), one predicate per row
        let mut t_ap_a = make_fragment::<bool, _>(make_layout_with(
            (
                size(&t_ac_a.layout().get::<0>()),
                size(&t_ac_a.layout().get::<1>()),
            ),
            (_1, _0),
        ));
        for mm in 0..size(&t_ap_a.layout().get::<0>()).value() {
            t_ap_a[(mm, 0)] = t_ac_a.call((mm, 0, 0)).0 < shape(&m_a).0;
        }
        for k_tile in 0..size(&g_a.layout().get::<2>()).value() {
            copy_if(&t_ap_a, &t_ag_a.slice((X, X, k_tile)), &mut t_as_a);
            for mm in 0..4 {
                for kk in 0..2 {
                    let (row, col) = t_ac_a.call((mm, kk, k_tile));
                    let want = if row < m {
                        a_data[(row + col * m) as usize]
                    } else {
                        -1.0
                    };
                    assert_eq!(
                        t_as_a[(mm, kk)],
                        want,
                        "thread {thread_idx}, ({mm},{kk},{k_tile})"
                    );
                }
            }
        }
    }
}
