//! Properties of the runtime layer's layout algebra (CuTe's post-conditions):
//! coalesce keeps the function, composition is `A o B`, complements are ordered and disjoint,
//! inverses invert, divides and products obey their mode laws, and no operation panics.
//!
//! At least 1000 cases per property; set `PROPTEST_CASES` for more.

use layout_core::runtime::{evaluate, Int, IntTuple, Layout};
use layout_tests::gen;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(1000u32);
    ProptestConfig::with_cases(cases.max(1000))
}

fn leaf(v: i64, st: bool) -> IntTuple {
    IntTuple::Int(Int::with(v, st))
}

/// A small positive shape leaf (1..=6), static or dynamic.
fn shape_leaf() -> impl Strategy<Value = IntTuple> {
    (1i64..=6, any::<bool>()).prop_map(|(v, s)| leaf(v, s))
}

/// A shape of depth <= 2 and rank 1..=3 per level.
fn shape() -> impl Strategy<Value = IntTuple> {
    shape_leaf().prop_recursive(2, 8, 3, |inner| {
        prop::collection::vec(inner, 1..=3).prop_map(IntTuple::Tuple)
    })
}

fn congruent_strides(s: &IntTuple, max: i64) -> BoxedStrategy<IntTuple> {
    match s {
        IntTuple::Int(_) => (0..=max, any::<bool>())
            .prop_map(|(v, st)| leaf(v, st))
            .boxed(),
        IntTuple::Tuple(items) => {
            let parts: Vec<_> = items.iter().map(|m| congruent_strides(m, max)).collect();
            parts.prop_map(IntTuple::Tuple).boxed()
        }
    }
}

/// Any small layout: a shape and random non-negative strides.
fn layout() -> impl Strategy<Value = Layout> {
    shape().prop_flat_map(|s| {
        let d = congruent_strides(&s, 24);
        (Just(s), d).prop_map(|(shape, stride)| Layout { shape, stride })
    })
}

/// An injective layout with static strides: modes with strides `d_k = d_{k-1} * s_{k-1} * g_k`
/// (so every stride is a multiple of the extent below it), in a random order; size-1 modes are
/// static (CuTe cannot drop a dynamic one and would see colliding strides).
fn injective() -> impl Strategy<Value = Layout> {
    prop::collection::vec((1i64..=4, 1i64..=3, any::<bool>()), 1..=4)
        .prop_flat_map(|modes| {
            let n = modes.len();
            (Just(modes), Just(n).prop_shuffle_indices())
        })
        .prop_map(|(modes, order)| {
            let mut d = 1;
            let mut built = Vec::new();
            for (s, g, st) in modes {
                d *= g;
                // a dynamic size-1 mode is not filtered out by CuTe: keep size-1 modes static
                built.push((leaf(s, st || s == 1), leaf(d, true)));
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

trait ShuffleIndices {
    fn prop_shuffle_indices(self) -> BoxedStrategy<Vec<usize>>;
}
impl ShuffleIndices for Just<usize> {
    fn prop_shuffle_indices(self) -> BoxedStrategy<Vec<usize>> {
        Just((0..self.0).collect::<Vec<_>>()).prop_shuffle().boxed()
    }
}

/// A layout whose shapes and strides are powers of two (so divisibility always holds).
fn pow2_layout(max_rank: usize) -> impl Strategy<Value = Layout> {
    prop::collection::vec(
        (0u32..=2, 0u32..=4, any::<bool>(), any::<bool>()),
        1..=max_rank,
    )
    .prop_map(|m| {
        let (s, d): (Vec<_>, Vec<_>) = m
            .into_iter()
            .map(|(a, b, sa, sb)| (leaf(1 << a, sa), leaf(1 << b, sb)))
            .unzip();
        Layout {
            shape: IntTuple::Tuple(s),
            stride: IntTuple::Tuple(d),
        }
    })
}

fn size(l: &Layout) -> i64 {
    l.size().unwrap().value
}
fn at(l: &Layout, i: i64) -> i64 {
    l.eval(&IntTuple::dynamic(i)).unwrap().value
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn coalesce_keeps_function_size_and_flattens(l in layout()) {
        let c = l.coalesce().unwrap();
        prop_assert!(c.depth() <= 1, "{l} -> {c}");
        prop_assert_eq!(size(&c), size(&l));
        for i in 0..size(&l) {
            prop_assert_eq!(at(&c, i), at(&l, i), "{} -> {} at {}", l, c, i);
        }
    }

    #[test]
    fn filter_keeps_the_image(l in layout()) {
        let f = l.filter().unwrap();
        let img = |x: &Layout| (0..size(x)).map(|i| at(x, i)).collect::<BTreeSet<_>>();
        prop_assert_eq!(img(&f), img(&l), "{} -> {}", l, f);
    }

    #[test]
    fn composition_is_a_after_b(a in pow2_layout(3), b in pow2_layout(3)) {
        let a = Layout::column_major(&a.shape).unwrap();
        if let Ok(r) = a.composition(&b) {
            prop_assert!(b.shape.compatible(&r.shape).unwrap(), "{} o {} = {}", a, b, r);
            for i in 0..size(&b) {
                prop_assert_eq!(at(&r, i), at(&a, at(&b, i)), "{} o {} = {} at {}", a, b, r, i);
            }
        }
    }

    #[test]
    fn composition_with_compact_rhs_succeeds(s in shape(), t in shape()) {
        // A compact layout composed with a compact layout of no larger size is admissible
        // whenever the shapes divide; check the function wherever CuTe accepts it.
        let a = Layout::column_major(&s).unwrap();
        let b = Layout::column_major(&t).unwrap();
        if let Ok(r) = a.composition(&b) {
            for i in 0..size(&b) {
                prop_assert_eq!(at(&r, i), at(&a, at(&b, i)));
            }
        }
    }

    #[test]
    fn complement_is_ordered_disjoint_and_covers(l in injective(), k in 1i64..=3) {
        let cot = l.cosize().unwrap().value * k;
        let c = l.complement(&IntTuple::stat(cot)).unwrap();
        let image: BTreeSet<i64> = (0..size(&l)).map(|i| at(&l, i)).collect();
        for i in 1..size(&c) {
            prop_assert!(at(&c, i - 1) < at(&c, i), "{} complement {} not ordered", l, c);
            prop_assert!(!image.contains(&at(&c, i)), "{} complement {} not disjoint", l, c);
        }
        prop_assert!(size(&l) * size(&c) >= cot, "{} complement {} for {}", l, c, cot);
        // (L, L*) is injective: every index below the cotarget is hit at most once
        let both = Layout { shape: IntTuple::Tuple(vec![l.shape.clone(), c.shape.clone()]),
                            stride: IntTuple::Tuple(vec![l.stride.clone(), c.stride.clone()]) };
        let all: BTreeSet<i64> = (0..size(&both)).map(|i| at(&both, i)).collect();
        prop_assert_eq!(all.len() as i64, size(&both));
    }

    #[test]
    fn right_inverse_inverts(l in layout()) {
        let r = l.right_inverse().unwrap();
        for i in 0..size(&r) {
            prop_assert_eq!(at(&l, at(&r, i)), i, "{} right inverse {}", l, r);
        }
    }

    #[test]
    fn left_inverse_inverts(l in injective()) {
        let r = l.left_inverse().unwrap();
        for i in 0..size(&l) {
            prop_assert_eq!(at(&r, at(&l, i)), i, "{} left inverse {}", l, r);
        }
    }

    #[test]
    fn logical_divide_mode_laws(s in pow2_layout(3), t in injective()) {
        let l = Layout::column_major(&s.shape).unwrap();
        if let Ok(r) = l.logical_divide(&t) {
            prop_assert_eq!(r.rank(), 2);
            prop_assert_eq!(size(&r.mode(0).unwrap()), size(&t));
            let tile = r.mode(0).unwrap();
            for i in 0..size(&t) {
                prop_assert_eq!(at(&tile, i), at(&l, at(&t, i)), "{} / {} = {}", l, t, r);
            }
        }
    }

    #[test]
    fn logical_product_mode_laws(a in injective(), b in pow2_layout(2)) {
        let b = Layout::column_major(&b.shape).unwrap();
        if let Ok(r) = a.logical_product(&b) {
            prop_assert_eq!(r.rank(), 2);
            prop_assert_eq!(r.mode(0).unwrap(), a.clone());
            prop_assert_eq!(size(&r.mode(1).unwrap()), size(&b));
            // the second mode lands outside the image of the block (apart from 0)
            let image: BTreeSet<i64> = (0..size(&a)).map(|i| at(&a, i)).collect();
            let m1 = r.mode(1).unwrap();
            for i in 1..size(&m1) {
                prop_assert!(!image.contains(&at(&m1, i)), "{} x {} = {}", a, b, r);
            }
        }
    }

    #[test]
    fn algebra_never_panics(a in gen::layout(), b in gen::layout(), n in gen::int()) {
        for op in ["coalesce", "filter", "complement", "right_inverse", "left_inverse", "size", "cosize"] {
            let _ = evaluate(&format!("{op}({a})"));
        }
        for op in ["composition", "logical_divide", "zipped_divide", "tiled_divide", "flat_divide",
                   "logical_product", "zipped_product", "tiled_product", "flat_product",
                   "blocked_product", "raked_product", "max_common_vector", "max_common_layout"] {
            let _ = evaluate(&format!("{op}({a},{b})"));
            let _ = evaluate(&format!("{op}({a},({b},_))"));
        }
        for op in ["upcast", "downcast", "complement", "eval", "idx2crd", "coalesce"] {
            let _ = evaluate(&format!("{op}({a},{n})"));
        }
        let _ = evaluate(&format!("crd2idx({n},{},{})", a.shape, a.stride));
        let _ = evaluate(&format!("idx2crd({n},{})", a.shape));
        let _ = evaluate(&format!("make_ordered_layout({},{})", a.shape, b.shape));
        let _ = evaluate(&format!("recast_layout({a},{n},8)"));
    }
}
