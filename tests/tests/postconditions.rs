//! The runtime layer decides admissibility in closed form; the post-conditions, checked here by
//! enumeration (`layout_tests::postconditions`), are the oracle.
//!
//! For random layouts with random static/dynamic marks, per operation:
//! * every accepted result satisfies CuTe's post-conditions (composition `R(c) == A(B(c))` and
//!   `compatible(B, R)`; complement ordered, disjoint and covering; left inverse
//!   `L(R(L(i))) == L(i)`);
//! * every rejected input where CuTe's own result (the `*_unchecked` forms) passes the same
//!   enumeration is printed (run with `--nocapture`): the closed forms are sufficient
//!   conditions, and such a case is one where CuTe's result is right by accident (e.g. `A`
//!   with two equal strides, `composition((3,3):(22,22), _2:_19)`) or where CuTe rejects the
//!   input itself on static values.
//!
//! At least 1000 cases per operation; set `PROPTEST_CASES` for more.

use layout_core::runtime::algebra::complement::complement_unchecked;
use layout_core::runtime::algebra::composition::compose_layouts_unchecked;
use layout_core::runtime::algebra::inverse::left_inverse_unchecked;
use layout_core::runtime::{Int, IntTuple, Layout};
use layout_tests::postconditions as post;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::cell::RefCell;

fn config() -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(1000u32);
    Config::with_cases(cases.max(1000))
}

fn leaf(v: i64, st: bool) -> IntTuple {
    IntTuple::Int(Int::with(v, st))
}

/// A shape of depth <= 2, rank 1..=3 per level, leaves 1..=max, static or dynamic.
fn shape(max: i64) -> impl Strategy<Value = IntTuple> {
    (1i64..=max, any::<bool>())
        .prop_map(|(v, s)| leaf(v, s))
        .prop_recursive(2, 8, 3, |inner| {
            prop::collection::vec(inner, 1..=3).prop_map(IntTuple::Tuple)
        })
}

fn strides_like(s: &IntTuple, max: i64) -> BoxedStrategy<IntTuple> {
    match s {
        IntTuple::Int(_) => (0..=max, any::<bool>())
            .prop_map(|(v, st)| leaf(v, st))
            .boxed(),
        IntTuple::Tuple(items) => {
            let parts: Vec<_> = items.iter().map(|m| strides_like(m, max)).collect();
            parts.prop_map(IntTuple::Tuple).boxed()
        }
    }
}

/// A layout with shapes up to `s_max` and non-negative strides up to `d_max`.
fn layout(s_max: i64, d_max: i64) -> impl Strategy<Value = Layout> {
    shape(s_max).prop_flat_map(move |s| {
        let d = strides_like(&s, d_max);
        (Just(s), d).prop_map(|(shape, stride)| Layout { shape, stride })
    })
}

/// A layout whose strides are mostly products of its shapes (compact, permuted, with gaps),
/// so that admissible inputs are common.
fn structured() -> impl Strategy<Value = Layout> {
    prop::collection::vec((1i64..=4, 1i64..=3, any::<bool>(), any::<bool>()), 1..=4)
        .prop_flat_map(|modes| {
            let n = modes.len();
            (Just(modes), Just((0..n).collect::<Vec<_>>()).prop_shuffle())
        })
        .prop_map(|(modes, order)| {
            let mut d = 1;
            let mut built = Vec::new();
            for (s, g, ss, ds) in modes {
                d *= g;
                built.push((leaf(s, ss), leaf(d, ds)));
                d *= s;
            }
            let (shape, stride): (Vec<_>, Vec<_>) =
                order.into_iter().map(|k| built[k].clone()).unzip();
            Layout {
                shape: IntTuple::Tuple(shape),
                stride: IntTuple::Tuple(stride),
            }
        })
}

fn any_layout() -> impl Strategy<Value = Layout> {
    prop_oneof![layout(6, 40), structured()]
}

/// Runs `body` on the configured number of inputs (failing on the first accepted result that
/// breaks a post-condition), then prints the rejected inputs whose CuTe result passes the
/// enumeration.
fn run<S: Strategy>(
    name: &str,
    strategy: S,
    body: impl Fn(S::Value, &RefCell<Vec<String>>) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    let found = RefCell::new(Vec::new());
    let mut runner = TestRunner::new(config());
    let result = runner.run(&strategy, |v| body(v, &found));
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
    let found = found.into_inner();
    println!(
        "{name}: {} rejected input(s) whose CuTe result passes the enumeration",
        found.len()
    );
    for case in &found {
        println!("  {case}");
    }
}

#[test]
fn composition_accepts_only_a_after_b() {
    run(
        "composition",
        (any_layout(), any_layout()),
        |(a, b), found| {
            match a.composition(&b) {
                Ok(r) => {
                    if let Err(e) = post::composition(&a, &b, &r) {
                        return Err(TestCaseError::fail(format!("accepted: {e}")));
                    }
                }
                Err(err) => {
                    if let Ok(raw) = compose_layouts_unchecked(&a, &b) {
                        if post::composition(&a, &b, &raw) == Ok(true) {
                            found
                                .borrow_mut()
                                .push(format!("composition({a},{b}) -> {raw}: {err}"));
                        }
                    }
                }
            }
            Ok(())
        },
    );
}

#[test]
fn complement_accepts_only_ordered_disjoint_covering() {
    run(
        "complement",
        (any_layout(), 1i64..=200, any::<bool>()),
        |(l, m, st), found| {
            let cotarget = leaf(m, st);
            match l.complement(&cotarget) {
                Ok(r) => {
                    for check in [
                        post::complement(&l, &r),
                        post::complement_covers(&l, &cotarget, &r),
                    ] {
                        if let Err(e) = check {
                            return Err(TestCaseError::fail(format!("accepted: {e}")));
                        }
                    }
                }
                Err(err) => {
                    if let Ok(raw) = complement_unchecked(&l, &cotarget) {
                        let fine = post::complement(&l, &raw) == Ok(true)
                            && post::complement_covers(&l, &cotarget, &raw) == Ok(true);
                        if fine {
                            found
                                .borrow_mut()
                                .push(format!("complement({l},{cotarget}) -> {raw}: {err}"));
                        }
                    }
                }
            }
            Ok(())
        },
    );
}

#[test]
fn left_inverse_accepts_only_inverses() {
    run("left_inverse", any_layout(), |l, found| {
        match l.left_inverse() {
            Ok(r) => {
                if let Err(e) = post::left_inverse(&l, &r) {
                    return Err(TestCaseError::fail(format!("accepted: {e}")));
                }
            }
            Err(err) => {
                if let Ok(raw) = left_inverse_unchecked(&l) {
                    if post::left_inverse(&l, &raw) == Ok(true) {
                        found
                            .borrow_mut()
                            .push(format!("left_inverse({l}) -> {raw}: {err}"));
                    }
                }
            }
        }
        Ok(())
    });
}

#[test]
fn divides_and_products_accept_only_compositions() {
    run(
        "logical_divide/logical_product",
        (any_layout(), any_layout()),
        |(a, b), _| {
            if let Ok(r) = a.logical_divide(&b) {
                // the first mode of L / T is L o T
                let tile = r.mode(0).map_err(|e| TestCaseError::fail(e.to_string()))?;
                if let Err(e) = post::composition(&a, &b, &tile) {
                    return Err(TestCaseError::fail(format!("logical_divide accepted: {e}")));
                }
            }
            if let Ok(r) = a.logical_product(&b) {
                // the second mode is disjoint from the first (apart from 0)
                let rest = r.mode(1).map_err(|e| TestCaseError::fail(e.to_string()))?;
                if let Err(e) = post::disjoint(&a, &rest) {
                    return Err(TestCaseError::fail(format!(
                        "logical_product accepted: {e}"
                    )));
                }
            }
            Ok(())
        },
    );
}

#[test]
fn max_common_layout_is_common() {
    run(
        "max_common_layout",
        (any_layout(), any_layout()),
        |(a, b), _| {
            if let Ok(r) = a.max_common_layout(&b) {
                if let Err(e) = post::common_layout(&a, &b, &r) {
                    return Err(TestCaseError::fail(format!("accepted: {e}")));
                }
                let n = a
                    .max_common_vector(&b)
                    .map_err(|e| TestCaseError::fail(e.to_string()))?;
                prop_assert_eq!(r.size().map(|s| s.value).ok(), Some(n.value));
            }
            Ok(())
        },
    );
}
