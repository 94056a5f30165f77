//! Register values (`TensorSsa`) of nested shapes and broadcasts between static shapes against
//! their element-wise definitions: the fragments of the copy atoms and MMAs (their shapes taken
//! from the atoms), a nested shape, and broadcast pairs whose expected elements are written out
//! coordinate by coordinate.

// Elements at coordinates: index loops read as the definition.
#![allow(clippy::needless_range_loop)]

use layout_core::layout;
use layout_core::numeric::{BinaryOp, CmpOp, UnaryOp};
use layout_core::prelude::*;

/// Deterministic, varied values (negative, fractional, no two equal in a row).
fn data(n: usize, seed: u32) -> Vec<f32> {
    (0..n)
        .map(|i| {
            let x = (i as u32)
                .wrapping_mul(2654435761)
                .wrapping_add(seed.wrapping_mul(40503));
            (x % 2001) as f32 / 64.0 - 15.0
        })
        .collect()
}

fn value<S: StaticShape>(shape: S, xs: &[f32]) -> TensorSsa<f32, S> {
    TensorSsa::from_fn(shape, |i| xs[i])
}

/// The shape of the fragment a thread of `make_tiled_copy(atom, (_16,_8) row-major threads,
/// val)` gets for a row-major `rows x cols` tile.
macro_rules! copy_fragment {
    ($atom:ty, $t:ty, $val:expr, $rows:expr, $cols:expr) => {{
        let copy = make_tiled_copy(
            Copy_Atom::<$atom, $t>::default(),
            layout!((_16, _8):(_8, _1)),
            $val,
        );
        let data = vec![<$t>::default(); 64 * 256];
        let tile = make_tensor(&data[..], make_layout_with(($rows, $cols), LayoutRight));
        make_fragment_like(&copy.get_slice(5).partition_S(&tile)).shape()
    }};
}

/// Every element-wise operation, the reductions and the conversions of a value of `shape`
/// against the element operations, and against the same operation on the flat `_N` value.
macro_rules! check_shape {
    ($shape:expr, $flat:expr, $n:expr) => {{
        let shape = $shape;
        let (xs, ys) = (data($n, 1), data($n, 2));
        let (v, w) = (value(shape, &xs), value(shape, &ys));
        let (fv, fw) = (v.reshape($flat), w.reshape($flat));
        for (op, got, flat) in [
            (BinaryOp::Add, v + w, (fv + fw).reshape(shape)),
            (BinaryOp::Sub, v - w, (fv - fw).reshape(shape)),
            (BinaryOp::Mul, v * w, (fv * fw).reshape(shape)),
            (BinaryOp::Div, v / w, (fv / fw).reshape(shape)),
            (BinaryOp::Max, v.max(w), fv.max(fw).reshape(shape)),
        ] {
            assert_eq!(got, flat, "{op:?} on {}", got);
            for i in 0..$n {
                assert_eq!(
                    got.as_slice()[i],
                    Soft::binary(op, xs[i], ys[i]),
                    "{op:?} {i}"
                );
            }
        }
        let scaled = 2.0 * v - 1.0;
        let over = v / 4.0 + 0.5;
        let sel = where_(v.greater(w), v, w * 0.5);
        let cmp = v.less_equal(w);
        let half = v.to::<f16>();
        let e = v.exp2();
        for i in 0..$n {
            assert_eq!(scaled.as_slice()[i], 2.0 * xs[i] - 1.0);
            assert_eq!(over.as_slice()[i], xs[i] / 4.0 + 0.5);
            let want = if Soft::compare(CmpOp::Gt, xs[i], ys[i]) {
                xs[i]
            } else {
                ys[i] * 0.5
            };
            assert_eq!(sel.as_slice()[i], want);
            assert_eq!(cmp.as_slice()[i], xs[i] <= ys[i]);
            assert_eq!(half.as_slice()[i], f16::from_f32(xs[i]));
            assert_eq!(
                half.to::<f32>().as_slice()[i],
                f16::from_f32(xs[i]).to_f32()
            );
            assert_eq!(e.as_slice()[i], Soft::unary(UnaryOp::Exp2, xs[i]));
        }
        let fold = |op: BinaryOp, init: f32| xs.iter().fold(init, |a, &x| Soft::binary(op, a, x));
        assert_eq!(v.sum(), fold(BinaryOp::Add, 0.0));
        assert_eq!(v.sum(), fv.sum());
        assert_eq!(
            v.reduce(ReductionOp::Max, f32::NEG_INFINITY),
            fold(BinaryOp::Max, f32::NEG_INFINITY)
        );
        assert_eq!(
            v.reduce(ReductionOp::Min, f32::INFINITY),
            fold(BinaryOp::Min, f32::INFINITY)
        );
        v
    }};
}

#[test]
fn copy_atom_fragments_compute_element_by_element() {
    let s = copy_fragment!(
        UniversalCopy<u32>,
        f32,
        layout!((_1, _1):(_0, _1)),
        _64,
        _64
    );
    assert_eq!(display(s).to_string(), "((_1,_1),_4,_8)");
    check_shape!(s, _32, 32);
    let s = copy_fragment!(
        UniversalCopy<u64>,
        f32,
        layout!((_1, _2):(_0, _1)),
        _32,
        _128
    );
    assert_eq!(display(s).to_string(), "((_2,_1),_2,_8)");
    check_shape!(s, _32, 32);
    let s = copy_fragment!(
        UniversalCopy<u128>,
        f32,
        layout!((_1, _4):(_0, _1)),
        _16,
        _256
    );
    assert_eq!(display(s).to_string(), "((_4,_1),_1,_8)");
    check_shape!(s, _32, 32);
    let s = copy_fragment!(
        UniversalCopy<u32>,
        half_t,
        layout!((_1, _2):(_0, _1)),
        _64,
        _64
    );
    assert_eq!(display(s).to_string(), "((_2,_1),_4,_4)");
    check_shape!(s, _32, 32);
    let s = copy_fragment!(
        UniversalCopy<u64>,
        bfloat16_t,
        layout!((_1, _4):(_0, _1)),
        _32,
        _128
    );
    assert_eq!(display(s).to_string(), "((_4,_1),_2,_4)");
    check_shape!(s, _32, 32);
    let s = copy_fragment!(
        UniversalCopy<u128>,
        half_t,
        layout!((_1, _8):(_0, _1)),
        _16,
        _256
    );
    assert_eq!(display(s).to_string(), "((_8,_1),_1,_4)");
    check_shape!(s, _32, 32);
    let s = copy_fragment!(
        UniversalCopy<u128>,
        bfloat16_t,
        layout!((_1, _8):(_0, _1)),
        _32,
        _128
    );
    assert_eq!(display(s).to_string(), "((_8,_1),_2,_2)");
    check_shape!(s, _32, 32);
    let s = copy_fragment!(
        SM80_CP_ASYNC_CACHEALWAYS<u128>,
        half_t,
        layout!((_1, _8):(_0, _1)),
        _64,
        _64
    );
    assert_eq!(display(s).to_string(), "((_8,_1),_4,_1)");
    check_shape!(s, _32, 32);
}

#[test]
fn mma_fragments_compute_element_by_element() {
    let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, layout!((_2, _2):(_1, _2)), X);
    let c = vec![0.0_f32; 32 * 128];
    let acc = mma
        .get_slice(7)
        .partition_fragment_C(&make_tensor(&c[..], make_layout((_32, _128))));
    assert_eq!(display(acc.shape()).to_string(), "((_2,_2),_1,_8)");
    check_shape!(acc.shape(), _32, 32);
    let a = vec![f16::ZERO; 64 * 32];
    let frg_a = mma
        .get_slice(7)
        .partition_fragment_A(&make_tensor(&a[..], make_layout((_64, _32))));
    assert_eq!(display(frg_a.shape()).to_string(), "((_2,_2,_2),_2,_2)");
    check_shape!(frg_a.shape(), _32, 32);
}

#[test]
fn nested_shapes_compute_element_by_element() {
    check_shape!(((_2, _2), _2, (_2, _4)), _64, 64);
    check_shape!((_4, ((_2, _3), _1), _2), _48, 48);
}

/// `op(v, w)` at each coordinate `(a, b, c)` of a 3-mode result, with the operands' 1-D indices
/// given by the caller (the definition, written per case).
fn expect3(
    got: &[f32],
    (ma, mb, mc): (usize, usize, usize),
    v: impl Fn(usize, usize, usize) -> f32,
    w: impl Fn(usize, usize, usize) -> f32,
    op: BinaryOp,
) {
    for c in 0..mc {
        for b in 0..mb {
            for a in 0..ma {
                let i = a + ma * (b + mb * c);
                assert_eq!(
                    got[i],
                    Soft::binary(op, v(a, b, c), w(a, b, c)),
                    "({a},{b},{c})"
                );
            }
        }
    }
}

#[test]
fn broadcasts_repeat_size_one_modes_of_nested_shapes() {
    let (xs, ys) = (data(64, 3), data(64, 4));

    // The accumulator ((_2,_2),_1,_8) with a per-row value ((_2,_2)): padded to ((_2,_2),_1,_1).
    let acc = value(((_2, _2), _1, _8), &xs);
    let rows = value(((_2, _2),), &ys);
    let sum = acc + rows;
    assert_eq!(
        sum.to_string(),
        "tensor_value<vector<32xf32> o ((_2,_2),_1,_8)>"
    );
    expect3(
        sum.as_slice(),
        (4, 1, 8),
        |a, _, c| xs[a + 4 * c],
        |a, _, _| ys[a],
        BinaryOp::Add,
    );
    // the same with the smaller value on the left
    let diff = rows - acc;
    expect3(
        diff.as_slice(),
        (4, 1, 8),
        |a, _, _| ys[a],
        |a, _, c| xs[a + 4 * c],
        BinaryOp::Sub,
    );

    // ... with a per-column value (_1,_1,_8)
    let cols = value((_1, _1, _8), &ys);
    let prod = acc * cols;
    expect3(
        prod.as_slice(),
        (4, 1, 8),
        |a, _, c| xs[a + 4 * c],
        |_, _, c| ys[c],
        BinaryOp::Mul,
    );

    // The 16-byte copy's fragment ((_8,_1),_1,_4) with one value per copy (_1,_1,_4), and with
    // one value per element of a copy ((_8,_1),_1,_1).
    let frg = value(((_8, _1), _1, _4), &xs);
    let per_copy = frg + value((_1, _1, _4), &ys);
    expect3(
        per_copy.as_slice(),
        (8, 1, 4),
        |a, _, c| xs[a + 8 * c],
        |_, _, c| ys[c],
        BinaryOp::Add,
    );
    let per_elem = frg / value(((_8, _1), _1, _1), &ys);
    expect3(
        per_elem.as_slice(),
        (8, 1, 4),
        |a, _, c| xs[a + 8 * c],
        |a, _, _| ys[a],
        BinaryOp::Div,
    );

    // Nested ((_2,_2),_2,(_2,_4)) with (_1,_2,(_2,_4)): the nested last mode kept whole.
    let nested = value(((_2, _2), _2, (_2, _4)), &xs);
    let mid = nested.max(value((_1, _2, (_2, _4)), &ys).broadcast_to(nested.shape()));
    expect3(
        mid.as_slice(),
        (4, 2, 8),
        |a, b, c| xs[a + 4 * b + 8 * c],
        |_, b, c| ys[b + 2 * c],
        BinaryOp::Max,
    );

    // Both operands broadcast: (_1,_2,(_2,_4)) + ((_2,_2),_1,_1).
    let both = value((_1, _2, (_2, _4)), &xs) + value(((_2, _2), _1, _1), &ys);
    assert_eq!(
        both.to_string(),
        "tensor_value<vector<64xf32> o ((_2,_2),_2,(_2,_4))>"
    );
    expect3(
        both.as_slice(),
        (4, 2, 8),
        |_, b, c| xs[b + 2 * c],
        |a, _, _| ys[a],
        BinaryOp::Add,
    );

    // Integer shapes and a size-1 value: _32 with _1 stays _32.
    let flat = value(_32, &xs) - value(_1, &ys);
    for i in 0..32 {
        assert_eq!(flat.as_slice()[i], xs[i] - ys[0]);
    }
}

#[test]
fn mode_reductions_of_nested_shapes() {
    let xs = data(64, 5);
    let nested = value(((_2, _2), _2, (_2, _4)), &xs);
    // over the middle mode: element (a, c) of ((_2,_2),(_2,_4)) folds b = 0, 1 in order
    let mid = nested.reduce_mode::<1>(ReductionOp::Add, 0.25);
    assert_eq!(
        mid.to_string(),
        "tensor_value<vector<32xf32> o ((_2,_2),(_2,_4))>"
    );
    for c in 0..8 {
        for a in 0..4 {
            let want = (0..2).fold(0.25, |s, b| s + xs[a + 4 * b + 8 * c]);
            assert_eq!(mid.as_slice()[a + 4 * c], want);
        }
    }
    // over the nested last mode, and over the nested first mode
    let last = nested.reduce_mode::<2>(ReductionOp::Max, f32::NEG_INFINITY);
    let first = nested.reduce_mode::<0>(ReductionOp::Min, f32::INFINITY);
    for b in 0..2 {
        for a in 0..4 {
            let want = (0..8).fold(f32::NEG_INFINITY, |m, c| m.max(xs[a + 4 * b + 8 * c]));
            assert_eq!(last.as_slice()[a + 4 * b], want);
        }
    }
    for c in 0..8 {
        for b in 0..2 {
            let want = (0..4).fold(f32::INFINITY, |m, a| m.min(xs[a + 4 * b + 8 * c]));
            assert_eq!(first.as_slice()[b + 2 * c], want);
        }
    }
    // The accumulator's row sums ((_2,_2),_1,_8) -> ((_2,_2),_1), as (_4,_8) -> (_4)
    let acc = value(((_2, _2), _1, _8), &xs[..32]);
    let rows = acc.sum_mode::<2>();
    assert_eq!(
        rows.as_slice(),
        acc.reshape((_4, _8)).sum_mode::<1>().as_slice()
    );
}
