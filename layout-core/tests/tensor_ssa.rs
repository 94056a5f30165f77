//! Register values (`TensorSsa`) against plain loops: element-wise arithmetic (with scalars
//! and broadcast), comparisons and selection, math functions, conversions, reductions over all
//! elements and over one mode, and load/store through several layouts.

// Element i of a value against element i of its inputs: index loops read as the definition.
#![allow(clippy::needless_range_loop)]

use layout_core::numeric::{bf16_from_f32, f16_from_f32, BinaryOp, CmpOp, UnaryOp};
use layout_core::prelude::*;
use proptest::prelude::*;

type S48 = (_4, _8);

fn floats(n: usize) -> impl Strategy<Value = Vec<f32>> {
    prop::collection::vec(
        prop_oneof![
            8 => -100.0f32..100.0,
            1 => prop::sample::select(vec![0.0f32, -0.0, f32::INFINITY, f32::NAN, 1e-40, 65504.0]),
        ],
        n,
    )
}

fn value<T: Numeric, S: StaticShape>(shape: S, xs: &[f32]) -> TensorSsa<T, S> {
    TensorSsa::from_fn(shape, |i| T::from_f32(xs[i]))
}

/// Bit equality, with every NaN equal to every NaN.
fn same<T: Numeric>(a: T, b: T) -> bool {
    a.to_bits() == b.to_bits() || (a.to_f32().is_nan() && b.to_f32().is_nan())
}

/// `x` rounded to the nearest half, ties to even, by exact f64 arithmetic (`±inf` past the
/// largest half; the `half` crate's own f64 conversion drops low bits before rounding).
fn round_to_half(x: f64) -> f64 {
    if x == 0.0 {
        return x;
    }
    let e = (((x.abs().to_bits() >> 52) as i32) - 1023).max(-14);
    let ulp = 2f64.powi(e - 10);
    let r = (x / ulp).round_ties_even() * ulp;
    if r.abs() > 65504.0 {
        f64::INFINITY.copysign(x)
    } else if r == 0.0 {
        0.0f64.copysign(x)
    } else {
        r
    }
}

fn check_binary<T: Arith>(xs: &[f32], ys: &[f32]) -> Result<(), TestCaseError> {
    let (a, b) = (value::<T, _>((_4, _8), xs), value::<T, _>((_4, _8), ys));
    for (op, got) in [
        (BinaryOp::Add, a + b),
        (BinaryOp::Sub, a - b),
        (BinaryOp::Mul, a * b),
        (BinaryOp::Div, a / b),
        (BinaryOp::Max, a.max(b)),
        (BinaryOp::Min, a.min(b)),
    ] {
        for i in 0..32 {
            let want = Soft::binary(op, a.as_slice()[i], b.as_slice()[i]);
            prop_assert!(
                same(got.as_slice()[i], want),
                "{:?} {} {:?}",
                op,
                T::NAME,
                i
            );
        }
    }
    // scalars on either side
    let s = b.as_slice()[0];
    let (right, left) = (a * s, a.full_like(s) - a);
    for i in 0..32 {
        prop_assert!(same(
            right.as_slice()[i],
            Soft::binary(BinaryOp::Mul, a.as_slice()[i], s)
        ));
        prop_assert!(same(
            left.as_slice()[i],
            Soft::binary(BinaryOp::Sub, s, a.as_slice()[i])
        ));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn arithmetic_is_the_element_operation(xs in floats(32), ys in floats(32)) {
        check_binary::<f32>(&xs, &ys)?;
        check_binary::<f16>(&xs, &ys)?;
        check_binary::<bf16>(&xs, &ys)?;
        check_binary::<tf32>(&xs, &ys)?;
        check_binary::<e4m3>(&xs, &ys)?;
        check_binary::<e5m2>(&xs, &ys)?;
    }

    // the half crate detects the CPU's f16 instructions with inline assembly, which Miri lacks
    #[test]
    #[cfg_attr(miri, ignore)]
    fn half_sums_are_correctly_rounded(xs in floats(32), ys in floats(32)) {
        let (a, b) = (value::<f16, S48>(Default::default(), &xs), value::<f16, S48>(Default::default(), &ys));
        let (sum, prod) = (a + b, a * b);
        for i in 0..32 {
            let (x, y) = (a.as_slice()[i].to_f64(), b.as_slice()[i].to_f64());
            // the exact sum and product of two halves fit an f64: rounding once is the truth
            if (x + y).is_finite() {
                prop_assert_eq!(sum.as_slice()[i].to_f64(), round_to_half(x + y), "{} + {}", x, y);
            }
            if (x * y).is_finite() {
                prop_assert_eq!(prod.as_slice()[i].to_f64(), round_to_half(x * y), "{} * {}", x, y);
            }
        }
    }

    #[test]
    fn integer_arithmetic_wraps(xs in prop::collection::vec(any::<i32>(), 32), ys in prop::collection::vec(any::<i32>(), 32)) {
        let a = TensorSsa::<i32, S48>::from_fn(Default::default(), |i| xs[i]);
        let b = TensorSsa::<i32, S48>::from_fn(Default::default(), |i| ys[i]);
        let (s, d, q) = (a + b, a * b, a / b);
        for i in 0..32 {
            prop_assert_eq!(s.as_slice()[i], xs[i].wrapping_add(ys[i]));
            prop_assert_eq!(d.as_slice()[i], xs[i].wrapping_mul(ys[i]));
            prop_assert_eq!(q.as_slice()[i], if ys[i] == 0 { 0 } else { xs[i].wrapping_div(ys[i]) });
        }
    }

    #[test]
    fn comparisons_and_select(xs in floats(32), ys in floats(32)) {
        let (a, b) = (value::<f32, S48>(Default::default(), &xs), value::<f32, S48>(Default::default(), &ys));
        let results = [
            (CmpOp::Lt, a.less(b)),
            (CmpOp::Le, a.less_equal(b)),
            (CmpOp::Gt, a.greater(b)),
            (CmpOp::Ge, a.greater_equal(b)),
            (CmpOp::Eq, a.equal(b)),
            (CmpOp::Ne, a.not_equal(b)),
        ];
        for (op, got) in results {
            for i in 0..32 {
                let (x, y) = (xs[i], ys[i]);
                let want = match op {
                    CmpOp::Lt => x < y,
                    CmpOp::Le => x <= y,
                    CmpOp::Gt => x > y,
                    CmpOp::Ge => x >= y,
                    CmpOp::Eq => x == y,
                    CmpOp::Ne => x != y,
                };
                prop_assert_eq!(got.as_slice()[i], want);
            }
        }
        let picked = where_(a.greater(b), a, -1.0);
        for i in 0..32 {
            let want = if xs[i] > ys[i] { xs[i] } else { -1.0 };
            prop_assert!(same(picked.as_slice()[i], want));
        }
    }

    // as above: f16 conversions use inline assembly on x86, which Miri lacks
    #[test]
    #[cfg_attr(miri, ignore)]
    fn math_functions_are_the_element_functions(xs in floats(8)) {
        let v = value::<f32, _>(_8, &xs);
        let h = v.to::<f16>();
        for (op, got, got_h) in [
            (UnaryOp::Sqrt, v.sqrt(), h.sqrt()),
            (UnaryOp::Rsqrt, v.rsqrt(), h.rsqrt()),
            (UnaryOp::Exp, v.exp(), h.exp()),
            (UnaryOp::Exp2, v.exp2(), h.exp2()),
            (UnaryOp::Log, v.log(), h.log()),
            (UnaryOp::Log2, v.log2(), h.log2()),
            (UnaryOp::Tanh, v.tanh(), h.tanh()),
        ] {
            for i in 0..8 {
                prop_assert!(same(got.as_slice()[i], Soft::unary(op, xs[i])));
                let hx = h.as_slice()[i];
                prop_assert!(same(got_h.as_slice()[i], f16::from_f32(Soft::unary(op, hx.to_f32()))));
            }
        }
        // the fast formulas against the exact functions, where the values are normal
        for i in 0..8 {
            let x = xs[i];
            if x.is_finite() && x.abs() < 80.0 {
                let exact = f64::from(x).exp();
                prop_assert!(((f64::from(v.exp().as_slice()[i]) - exact) / exact).abs() < 1e-5);
            }
        }
    }

    #[test]
    fn conversions_are_the_element_conversions(xs in floats(32)) {
        let v = value::<f32, S48>(Default::default(), &xs);
        let (h, b, t, e, m, i) = (v.to::<f16>(), v.to::<bf16>(), v.to::<tf32>(), v.to::<e4m3>(), v.to::<e5m2>(), v.to::<i8>());
        for k in 0..32 {
            let x = xs[k];
            prop_assert_eq!(h.as_slice()[k].to_bits(), f16_from_f32(x).to_bits());
            prop_assert_eq!(b.as_slice()[k].to_bits(), bf16_from_f32(x).to_bits());
            prop_assert_eq!(t.as_slice()[k].to_bits(), tf32::from_f32(x).to_bits());
            prop_assert_eq!(e.as_slice()[k].to_bits(), e4m3::from_f32(x).to_bits());
            prop_assert_eq!(m.as_slice()[k].to_bits(), e5m2::from_f32(x).to_bits());
            prop_assert_eq!(i.as_slice()[k], x as i8);
        }
        // through half: each step is the element conversion
        let back = h.to::<e4m3>().to::<f32>();
        for k in 0..32 {
            let want = e4m3::from_f32(f16_from_f32(xs[k]).to_f32()).to_f32();
            prop_assert!(same(back.as_slice()[k], want));
        }
    }

    #[test]
    fn reductions_fold_in_order(xs in floats(24)) {
        let v = value::<f32, _>((_2, (_3, _4)), &xs);
        let mut sum = 0.0f32;
        for &x in &xs {
            sum += x;
        }
        prop_assert!(same(v.sum(), sum));
        let mut max = f32::NEG_INFINITY;
        for &x in &xs {
            max = Soft::binary(BinaryOp::Max, max, x);
        }
        prop_assert!(same(v.reduce(ReductionOp::Max, f32::NEG_INFINITY), max));
        // mode 1 (size 12) folded: element r of the result sums xs[r + 2 * k]
        let rows = v.reduce_mode::<1>(ReductionOp::Add, 0.5);
        for r in 0..2 {
            let mut acc = 0.5f32;
            for k in 0..12 {
                acc += xs[r + 2 * k];
            }
            prop_assert!(same(rows.as_slice()[r], acc));
        }
        // mode 0 (size 2) folded: a value of shape ((_3,_4)) -> its element k sums xs[2k], xs[2k+1]
        let cols = v.reduce_mode::<0>(ReductionOp::Min, f32::INFINITY);
        for k in 0..12 {
            let want = Soft::binary(BinaryOp::Min, Soft::binary(BinaryOp::Min, f32::INFINITY, xs[2 * k]), xs[2 * k + 1]);
            prop_assert!(same(cols.as_slice()[k], want));
        }
    }

    #[test]
    fn broadcast_repeats_size_one_modes(xs in floats(4), ys in floats(3)) {
        let col = value::<f32, _>((_4, _1), &xs);
        let row = value::<f32, _>((_1, _3), &ys);
        let grid = col + row;
        let padded = value::<f32, _>((_4,), &xs) * row;
        for c in 0..3 {
            for r in 0..4 {
                let i = r + 4 * c; // column-major (4,3)
                prop_assert!(same(grid.as_slice()[i], xs[r] + ys[c]));
                prop_assert!(same(padded.as_slice()[i], xs[r] * ys[c]));
            }
        }
    }
}

#[test]
fn load_and_store_follow_the_one_d_index() {
    let data: Vec<f32> = (0..64).map(|i| i as f32).collect();
    let layouts_agree = |v: &[f32], t: &dyn Fn(i32) -> f32| {
        for (i, &x) in v.iter().enumerate() {
            assert_eq!(x, t(i as i32), "element {i}");
        }
    };
    // row-major, strided (padding), nested
    let t = make_tensor(&data[..], make_layout_with((_4, _8), LayoutRight));
    layouts_agree(t.load().as_slice(), &|i| t[i]);
    let t = make_tensor(&data[..], Layout::new((_4, _8), (_16, _1)));
    layouts_agree(t.load().as_slice(), &|i| t[i]);
    let t = make_tensor(&data[..], Layout::new(((_2, _2), _8), ((_1, _16), _2)));
    layouts_agree(t.load().as_slice(), &|i| t[i]);
    // a dynamic stride: a thread's partition of global memory
    let t = make_tensor(&data[..], Layout::new((_4, _4), (16, _1)));
    layouts_agree(t.load().as_slice(), &|i| t[i]);

    // store writes element i at 1-D index i; load gives it back
    let mut out = [0.0f32; 64];
    let mut t = make_tensor(&mut out[..], Layout::new(((_2, _2), _8), ((_1, _16), _2)));
    let v = TensorSsa::<f32, _>::from_fn(((_2, _2), _8), |i| i as f32 * 0.5);
    t.store(v);
    assert_eq!(t.load(), v);
    assert_eq!(out[16 + 2 * 3], v.as_slice()[2 + 4 * 3]); // coordinate ((0,1),3)
}

#[test]
fn fragments_round_trip_through_values() {
    let mut a = make_fragment::<bf16, _>(make_layout_with((_2, _4), LayoutRight));
    a.store(TensorSsa::from_fn((_2, _4), |i| bf16::from_f32(i as f32)));
    let doubled = a.load() * bf16::from_f32(2.0);
    let mut b = make_rmem_tensor::<bf16, _>(make_layout((_2, _4)));
    b.store(doubled);
    for i in 0..8 {
        assert_eq!(b[i].to_f32(), 2.0 * i as f32);
    }
}

#[test]
fn values_print_as_cute_dsl() {
    let v = TensorSsa::<f16, _>::from_fn((_2, _3), |i| f16::from_f32(i as f32 - 2.0));
    assert_eq!(v.to_string(), "tensor_value<vector<6xf16> o (_2,_3)>");
    assert_eq!(
        print_tensor(&v).to_string(),
        "tensor_value<vector<6xf16> o (_2,_3)>:\n   -2.00    0.00    2.00\n   -1.00    1.00    3.00\n"
    );
    let b = v.greater(f16::ZERO);
    assert_eq!(b.to_string(), "tensor_value<vector<6xi1> o (_2,_3)>");
    let t = TensorSsa::<tf32, _>::full(_2, tf32::from_f32(1.5));
    assert_eq!(
        print_tensor(&t).to_string(),
        "tensor_value<vector<2xtf32> o _2>:\n  1.50e+00\n  1.50e+00\n"
    );
}

/// `dot` folds fused multiply-adds: one rounding per element, where `(a * b).sum()` rounds the
/// product and the sum; the integer form wraps. (Not under Miri: `libm::fmaf` detects the CPU's
/// FMA with `cpuid`, which Miri cannot run; the test has no `unsafe` for Miri to check.)
#[test]
#[cfg_attr(miri, ignore)]
fn dot_folds_fused_multiply_adds() {
    // 1 + 2^-12 squared is 1 + 2^-11 + 2^-24: the product rounds the 2^-24 away, the fma keeps it
    let x = 1.0 + f32::EPSILON * 2048.0;
    let v = TensorSsa::<f32, _>::from_fn((_2, _2), |i| if i == 0 { x } else { 0.0 });
    let fused = v.dot(v, -1.0);
    assert_eq!(fused, libm::fmaf(x, x, -1.0));
    assert_eq!(fused, 2f32.powi(-11) + 2f32.powi(-24));
    assert_eq!((v * v).sum() - 1.0, 2f32.powi(-11));
    let mut acc = 0.5f32;
    let w = TensorSsa::<f32, _>::from_fn(_8, |i| 0.1 * i as f32 - 0.3);
    for e in w.as_slice() {
        acc = libm::fmaf(*e, *e, acc);
    }
    assert_eq!(w.dot(w, 0.5), acc, "the 1-D order, one fma per element");
    let i = TensorSsa::<i32, _>::from_fn(_4, |i| i32::MAX - i as i32);
    assert_eq!(
        i.dot(i, 7),
        (0..4).fold(7i32, |a, k| {
            let e = i32::MAX - k;
            a.wrapping_add(e.wrapping_mul(e))
        })
    );
}
