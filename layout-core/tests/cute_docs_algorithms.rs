//! CuTe's algorithms documentation (CUTLASS `media/docs/cpp/cute/04_algorithms.md`), each
//! interface it shows called as a user would and run on the host. The document prints no
//! results: each call is checked against the definition it gives (its own generic `copy`
//! loop, `C_mn += A_mk B_nk`, `y = alpha x + beta y`, ...), computed by plain loops. One test
//! per section of the document, in its order.
//!
//! Where the port is not the C++ call with Rust syntax, the reason (beyond those listed in
//! `cute_docs_layout.rs` and `tensor_tutorial.rs`):
//! - Tensors are passed by reference, the written one by `&mut`: `copy(&src, &mut dst)`.
//! - `copy(copy_atom, src, dst)` and `gemm(mma, A, B, C)` are `algorithm::copy(&copy_atom, &src,
//!   &mut dst)` and `algorithm::gemm(&mma, &a, &b, &mut c)` (module `layout_core::atom::algorithm`),
//!   or the methods `copy_atom.copy(&src, &mut dst)` and `mma.gemm(&a, &b, &mut c)`: Rust has
//!   no overloading, and the prelude's `copy` and `gemm` are the forms without an atom.
//! - A predicate tensor of `copy_if` holds `bool`s (CuTe's "nonzero" element of any type):
//!   Rust converts no integer to `bool` implicitly. A closure of the 1-D index is a predicate
//!   too.
//! - The tensor-core MMA atoms (`mma.sync`, `wgmma`) do not run on the host: one instruction
//!   computes a tile over the registers of a warp or warpgroup, so no thread's `gemm` computes
//!   its part alone; `gemm(mma, ...)` with one does not compile (`gemm: ... is not an MMA of one
//!   value per thread that runs here`). The atom this document and the GEMM tutorial run is
//!   `UniversalFMA`, which runs.
//! - "Other algorithms": CuTe's `for_each(t, op)` and `transform(t, op)` keep their names; the
//!   forms of `transform` with an output tensor are `transform_to(&in, &mut out, op)` and
//!   `transform_binary_to(&in1, &in2, &mut out, op)` (one arity per Rust function).
//!
//! Where the document and CuTe's code differ: its list of `gemm`'s dispatches says that
//! `(M) x (N) => (M,N)` dispatches to `(V,M) x (V,N) => (V,M,N)` with `V = 1` and that
//! `(M,K) x (N,K) => (M,N)` dispatches to `(M) x (N)` for each `k`; CuTe's `gemm.hpp`
//! appends a `K = 1` mode to the outer product (so it becomes `(M,K) x (N,K)`), and prepends
//! a `V = 1` mode to the matrix product (so it becomes `(V,M,K) x (V,N,K)`, then `(V,M) x
//! (V,N)` for each `k`). The results are the same sums in the same `k` order; here all five
//! forms are one routine. With its default `UniversalFMA` (one value per thread) CuTe compiles
//! the forms with a `V` mode only for `V = 1`; here `V` may be any size, each `v` its own
//! product, the formula the document gives.

use layout_core::atom::algorithm;
use layout_core::prelude::*;

/// Small integers as `f32`, so that every sum below is exact.
fn values(len: usize, seed: u32) -> Vec<f32> {
    let mut s = seed.wrapping_mul(2_654_435_761).max(1);
    (0..len)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s % 9) as f32 - 4.0
        })
        .collect()
}

/// The document's "generic `copy` implementation": `dst(i) = src(i)` for every 1-D index.
fn generic_copy<A: Elements, B: ElementsMut<Value = A::Value>>(src: &A, dst: &mut B) {
    for i in 0..dst.size().value() {
        let v = src.element(i).expect("in src");
        dst.set_element(i, v).expect("in dst");
    }
}

/// "`copy`": the two overloads (with and without a `Copy_Atom`) against the generic loop, over
/// tensors of different logical shapes and layouts; the vectorized atom refuses a tensor whose
/// values it cannot move 128 bits at a time (the document's "validate that the copy instruction
/// is appropriate").
#[test]
fn copy_two_overloads() {
    let a = values(48, 1);
    // Any logical shapes: a (4,12) column-major source into a (6,8) row-major destination
    let src = make_tensor(&a[..], make_layout((_4, _12)));
    let mut expect = [0.0_f32; 48];
    let mut got = [0.0_f32; 48];
    generic_copy(
        &src,
        &mut make_tensor(&mut expect[..], make_layout_with((_6, _8), LayoutRight)),
    );
    copy(
        &src,
        &mut make_tensor(&mut got[..], make_layout_with((_6, _8), LayoutRight)),
    );
    assert_eq!(got, expect);
    // element 13 of the source, (1,3), lands at 1-D index 13 of the destination, (1,2): 8 + 2
    assert_eq!(got[8 + 2], a[1 + 4 * 3]);

    // copy(copy_atom, src, dst): four floats per 128-bit instruction
    let atom = Copy_Atom::<UniversalCopy<u128>, f32>::default();
    let mut frg = make_fragment::<f32, _>(make_layout((_4, _12)));
    algorithm::copy(&atom, &src, &mut frg);
    assert_eq!(frg.engine().as_slice(), &a[..]);
    // the same with the method
    let mut frg2 = make_fragment::<f32, _>(make_layout((_4, _12)));
    atom.copy(&src, &mut frg2);
    assert_eq!(frg2.engine().as_slice(), &a[..]);

    // a row-major (4,12) source has no 4 consecutive floats along its first mode
    let rows = make_tensor(&a[..], make_layout_with((_4, _12), LayoutRight));
    let e = algorithm::try_copy(&atom, &rows, &mut frg).unwrap_err();
    assert!(
        e.to_string().starts_with(
            "copy: the copy atom moves 4 consecutive values per instruction, but the source's 48 \
             elements are not groups of 4 consecutive elements"
        ),
        "{e}"
    );
    // the sizes must agree
    let short = make_tensor(&a[..40], make_layout((_4, _10)));
    assert_eq!(
        try_copy(&short, &mut frg).unwrap_err().to_string(),
        "copy: the source has 40 elements but the destination has 48"
    );
}

/// "`copy_if`": only the elements whose predicate is set are copied; the predicate tensor has
/// the shape of the tensors.
#[test]
fn copy_if_copies_where_the_predicate_is_set() {
    let a = values(24, 2);
    let src = make_tensor(&a[..], make_layout((_4, _6)));
    let mut pred = make_fragment::<bool, _>(make_layout((_4, _6)));
    for m in 0..4 {
        for n in 0..6 {
            pred[(m, n)] = (m + n) % 3 == 0;
        }
    }
    let mut dst = make_fragment::<f32, _>(make_layout_with((_4, _6), LayoutRight));
    fill(&mut dst, 100.0);
    copy_if(&pred, &src, &mut dst);
    for m in 0..4 {
        for n in 0..6 {
            let want = if (m + n) % 3 == 0 {
                a[(m + 4 * n) as usize]
            } else {
                100.0
            };
            assert_eq!(dst[(m, n)], want, "({m},{n})");
        }
    }
    // a predicate of another shape is refused
    let other = make_tensor(&[true; 24][..], make_layout((4, 5)));
    let e = try_copy_if(&other, &src, &mut dst).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("copy_if: the predicate's shape (4,5) is not (_4,_6)"),
        "{e}"
    );
    // a closure of the 1-D index is a predicate too: the first 5 elements
    let mut dst2 = make_fragment::<f32, _>(make_layout((_4, _6)));
    copy_if(&|i: i32| i < 5, &src, &mut dst2);
    assert_eq!(
        &dst2.engine().as_slice()[..6],
        &[a[0], a[1], a[2], a[3], a[4], 0.0]
    );
}

/// The sum `C(c) += sum over k of A(a(k)) * B(b(k))` of the document's formulas, by loops.
fn expect(c0: &[f32], terms: impl Fn(usize) -> f32) -> Vec<f32> {
    (0..c0.len()).map(|i| c0[i] + terms(i)).collect()
}

/// "What `gemm` computes": the five forms, each against its formula, with the default
/// `UniversalFMA` and with an explicit `MMA_Atom<UniversalFMA<float>>` (the same products).
#[test]
fn gemm_forms() {
    let mma = MMA_Atom::<UniversalFMA<f32>>::default();
    let (a, b, c0) = (
        values(4 * 3 * 5, 3),
        values(4 * 2 * 5, 4),
        values(4 * 3 * 2, 5),
    );

    // 1. (V) x (V) => (V): C_v += A_v B_v
    let ta = make_tensor(&a[..4], make_layout(_4));
    let tb = make_tensor(&b[..4], make_layout(_4));
    let mut c = c0[..4].to_vec();
    gemm(&ta, &tb, &mut make_tensor(&mut c[..], make_layout(_4)));
    assert_eq!(c, expect(&c0[..4], |v| a[v] * b[v]));

    // 2. (M) x (N) => (M,N): C_mn += A_m B_n
    let ta = make_tensor(&a[..3], make_layout(_3));
    let tb = make_tensor(&b[..2], make_layout(_2));
    let mut c = c0[..6].to_vec();
    gemm(
        &ta,
        &tb,
        &mut make_tensor(&mut c[..], make_layout((_3, _2))),
    );
    assert_eq!(c, expect(&c0[..6], |i| a[i % 3] * b[i / 3]));

    // 3. (M,K) x (N,K) => (M,N): C_mn += A_mk B_nk, B K-major (row-major (N,K))
    let ta = make_tensor(&a[..15], make_layout((_3, _5)));
    let tb = make_tensor(&b[..10], make_layout_with((_2, _5), LayoutRight));
    let mut c = c0[..6].to_vec();
    let mut tc = make_tensor(&mut c[..], make_layout((_3, _2)));
    algorithm::gemm(&mma, &ta, &tb, &mut tc);
    let want = expect(&c0[..6], |i| {
        let (m, n) = (i % 3, i / 3);
        (0..5).map(|k| a[m + 3 * k] * b[5 * n + k]).sum()
    });
    assert_eq!(c, want);

    // 4. (V,M) x (V,N) => (V,M,N): C_vmn += A_vm B_vn
    let ta = make_tensor(&a[..12], make_layout((_4, _3)));
    let tb = make_tensor(&b[..8], make_layout((_4, _2)));
    let mut c = c0.clone();
    mma.gemm(
        &ta,
        &tb,
        &mut make_tensor(&mut c[..], make_layout((_4, _3, _2))),
    );
    let want = expect(&c0, |i| {
        let (v, m, n) = (i % 4, i / 4 % 3, i / 12);
        a[v + 4 * m] * b[v + 4 * n]
    });
    assert_eq!(c, want);

    // 5. (V,M,K) x (V,N,K) => (V,M,N): C_vmn += A_vmk B_vnk
    let ta = make_tensor(&a[..], make_layout((_4, _3, _5)));
    let tb = make_tensor(&b[..], make_layout((_4, _2, _5)));
    let mut c = c0.clone();
    gemm(
        &ta,
        &tb,
        &mut make_tensor(&mut c[..], make_layout((_4, _3, _2))),
    );
    let want = expect(&c0, |i| {
        let (v, m, n) = (i % 4, i / 4 % 3, i / 12);
        (0..5)
            .map(|k| a[v + 4 * m + 12 * k] * b[v + 4 * n + 8 * k])
            .sum()
    });
    assert_eq!(c, want);
}

/// The modes of the operands must agree, as CuTe's static assertions demand (`AM == CM`, ...):
/// dynamic sizes are checked when the call runs.
#[test]
fn gemm_checks_the_modes_of_each_form() {
    let a = values(64, 6);
    let mut c = vec![0.0_f32; 64];
    let err = |r: Result<(), TensorError>| r.unwrap_err().to_string();
    // (V): A has 5 values, C 4
    let (ta, tb) = (
        make_tensor(&a[..5], make_layout(5)),
        make_tensor(&a[..4], make_layout(4)),
    );
    let mut tc = make_tensor(&mut c[..4], make_layout(4));
    assert_eq!(
        err(try_gemm(&ta, &tb, &mut tc)),
        "gemm: the mode 0 of A has 5 elements but the mode 0 of C has 4"
    );
    // (M) x (N): B has 3 values, C 2 columns
    let (ta, tb) = (
        make_tensor(&a[..2], make_layout(_2)),
        make_tensor(&a[..3], make_layout(_3)),
    );
    let mut tc = make_tensor(&mut c[..4], make_layout((_2, 2)));
    assert_eq!(
        err(try_gemm(&ta, &tb, &mut tc)),
        "gemm: the mode 0 of B has 3 elements but the mode 1 of C has 2"
    );
    // (V,M) x (V,N): V of B is 3, of C 2
    let (ta, tb) = (
        make_tensor(&a[..4], make_layout((2, _2))),
        make_tensor(&a[..6], make_layout((3, _2))),
    );
    let mut tc = make_tensor(&mut c[..8], make_layout((2, _2, _2)));
    assert_eq!(
        err(try_gemm(&ta, &tb, &mut tc)),
        "gemm: the mode 0 of B has 3 elements but the mode 0 of C has 2"
    );
    // (V,M,K) x (V,N,K): K of B is 3, of A 4
    let (ta, tb) = (
        make_tensor(&a[..8], make_layout((_1, _2, 4))),
        make_tensor(&a[..6], make_layout((_1, _2, 3))),
    );
    let mut tc = make_tensor(&mut c[..4], make_layout((_1, _2, _2)));
    assert_eq!(
        err(try_gemm(&ta, &tb, &mut tc)),
        "gemm: the mode 2 of B has 3 elements but the mode 2 of A has 4"
    );
}

/// "Dispatch to optimized implementations": `gemm(mma, A, B, C)` with a tiled MMA of
/// `UniversalFMA` over a thread's partitions, `(MMA,MMA_M,MMA_K) x (MMA,MMA_N,MMA_K) =>
/// (MMA,MMA_M,MMA_N)`; every thread of the 8x4 tiled MMA together computes `C = A B^T`.
#[test]
fn gemm_with_a_tiled_mma() {
    use layout_core::layout;
    let mma = make_tiled_mma(
        UniversalFMA::<f32>::default(),
        layout!((_8,_4,_1):(_1,_8,_0)),
        X,
    );
    let (a, b) = (values(16 * 6, 7), values(8 * 6, 8));
    let s_a = make_tensor(&a[..], make_layout((_16, _6))); // (M,K)
    let s_b = make_tensor(&b[..], make_layout((_8, _6))); // (N,K)
    let c_c = make_identity_tensor((_16, _8));
    let mut c = vec![0.0_f32; 16 * 8];
    let zeros = vec![0.0_f32; 16 * 8];
    let g_c = make_tensor(&zeros[..], make_layout((_16, _8))); // (M,N)
    for tid in 0..size(&mma.get_thr_layout_vmnk()).value() {
        let thr_mma = mma.get_slice(tid);
        let t_c_s_a = thr_mma.partition_A(&s_a); // (MMA,MMA_M,MMA_K)
        let t_c_s_b = thr_mma.partition_B(&s_b); // (MMA,MMA_N,MMA_K)
        let t_c_c_c = thr_mma.partition_C(&c_c); // (MMA,MMA_M,MMA_N) -> (m,n)
        let mut t_c_r_c = thr_mma.partition_fragment_C(&g_c);
        clear(&mut t_c_r_c);
        assert_eq!(rank(&t_c_s_a), 3);
        algorithm::gemm(&mma, &t_c_s_a, &t_c_s_b, &mut t_c_r_c);
        for i in 0..size(&t_c_r_c).value() {
            let (m, n) = t_c_c_c.call(i);
            c[(m + 16 * n) as usize] += t_c_r_c[i];
        }
    }
    for m in 0..16 {
        for n in 0..8 {
            let dot: f32 = (0..6).map(|k| a[m + 16 * k] * b[n + 8 * k]).sum();
            assert_eq!(c[m + 16 * n], dot, "C({m},{n})");
        }
    }
}

/// "`axpby`": `y = alpha x + beta y`; with `beta == 0` `y` is not read (a NaN there does not
/// reach the result).
#[test]
fn axpby_examples() {
    let (x, y0) = (values(12, 9), values(12, 10));
    let tx = make_tensor(&x[..], make_layout((_3, _4)));
    let mut y = y0.clone();
    axpby(
        2.0,
        &tx,
        -0.5,
        &mut make_tensor(&mut y[..], make_layout((_3, _4))),
    );
    let want: Vec<f32> = (0..12).map(|i| 2.0 * x[i] - 0.5 * y0[i]).collect();
    assert_eq!(y, want);

    let mut y = vec![f32::NAN; 12];
    axpby(
        3.0,
        &tx,
        0.0,
        &mut make_tensor(&mut y[..], make_layout((_3, _4))),
    );
    let want: Vec<f32> = x.iter().map(|v| 3.0 * v).collect();
    assert_eq!(y, want);
}

/// "`fill`" and "`clear`": every element of the output, whatever its layout (here a strided
/// view: the elements between stay untouched).
#[test]
fn fill_and_clear() {
    let mut data = vec![7_i32; 16];
    let mut t = make_tensor(&mut data[..], make_layout_with((_2, _4), (_8, _2))); // every other
    fill(&mut t, 5);
    let filled: Vec<i32> = (0..16).map(|i| if i % 2 == 0 { 5 } else { 7 }).collect();
    assert_eq!(data, filled);
    let mut t = make_tensor(&mut data[..], make_layout_with((_2, _4), (_8, _2)));
    clear(&mut t);
    let cleared: Vec<i32> = (0..16).map(|i| if i % 2 == 0 { 0 } else { 7 }).collect();
    assert_eq!(data, cleared);
}

/// "Other algorithms": `for_each` and the three forms of `transform`.
#[test]
fn for_each_and_transform() {
    let a: Vec<i32> = (1..=6).collect();
    let ta = make_tensor(&a[..], make_layout_with((_2, _3), LayoutRight));
    let mut sum = 0;
    let mut order = Vec::new();
    for_each(&ta, |v| {
        sum += v;
        order.push(v)
    });
    assert_eq!((sum, order), (21, vec![1, 4, 2, 5, 3, 6]));

    let mut f = make_fragment::<i32, _>(make_layout((_2, _3)));
    copy(&ta, &mut f);
    transform(&mut f, |v| 10 * v);
    assert_eq!(f.engine().as_slice(), &[10, 40, 20, 50, 30, 60]);

    let mut g = make_fragment::<i64, _>(make_layout((_2, _3)));
    transform_to(&ta, &mut g, |v| i64::from(v) - 1);
    assert_eq!(g.engine().as_slice(), &[0, 3, 1, 4, 2, 5]);

    let mut h = make_fragment::<i32, _>(make_layout((_2, _3)));
    transform_binary_to(&ta, &f, &mut h, |x, y| y - x);
    assert_eq!(h.engine().as_slice(), &[9, 36, 18, 45, 27, 54]);
}
