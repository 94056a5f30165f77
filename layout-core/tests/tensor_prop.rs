//! Property tests: the safe tensor APIs never read or write outside their memory, whatever the
//! layout (random shapes, negative and zero strides, slices shorter than the cosize) and the
//! coordinate (random 1-D indices, flat and hierarchical coordinates, negative values).
//! A plain-arithmetic model decides what each access must return.

use layout_core::prelude::*;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: if cfg!(miri) { 6 } else { 256 },
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// What a checked access must return: `Some(index)` when the coordinate is in the domain and
/// its index lies in the slice.
fn model(in_domain: bool, idx: i64, len: usize) -> Option<usize> {
    (in_domain && idx >= 0 && (idx as usize) < len).then_some(idx as usize)
}

/// The colexicographic split of a 1-D index over sizes (the last takes the rest).
fn split(i: i64, sizes: &[i64]) -> Vec<i64> {
    let mut out = Vec::new();
    let mut rest = i;
    for (k, &s) in sizes.iter().enumerate() {
        if k + 1 == sizes.len() || s == 0 {
            out.push(rest);
            rest = 0;
        } else {
            out.push(rest % s);
            rest /= s;
        }
    }
    out
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn rank2_views_stay_in_bounds(
        s0 in 0..6_i32, s1 in 0..6_i32, d0 in -8..9_i32, d1 in -8..9_i32,
        len in 0..50_usize, i in -3..40_i32, c0 in -2..8_i32, c1 in -2..8_i32,
    ) {
        let mut data: Vec<i32> = (0..len as i32).collect();
        let layout = Layout::new((s0, s1), (d0, d1));
        let size = i64::from(s0) * i64::from(s1);
        {
            let t = make_tensor(&data[..], layout);
            // 1-D index
            let dom = i >= 0 && i64::from(i) < size;
            let [m, n] = split(i64::from(i), &[i64::from(s0), i64::from(s1)])[..] else { unreachable!() };
            let idx = m * i64::from(d0) + n * i64::from(d1);
            prop_assert_eq!(t.get(i).copied(), model(dom, idx, len).map(|k| k as i32));
            // flat coordinate
            let dom = c0 >= 0 && c0 < s0 && c1 >= 0 && c1 < s1;
            let idx = i64::from(c0) * i64::from(d0) + i64::from(c1) * i64::from(d1);
            prop_assert_eq!(t.get((c0, c1)).copied(), model(dom, idx, len).map(|k| k as i32));
        }
        let dom = c0 >= 0 && c0 < s0 && c1 >= 0 && c1 < s1;
        let idx = i64::from(c0) * i64::from(d0) + i64::from(c1) * i64::from(d1);
        let mut t = make_tensor(&mut data[..], layout);
        match t.get_mut((c0, c1)) {
            Some(v) => {
                prop_assert_eq!(model(dom, idx, len), Some(*v as usize));
                *v = -1;
            }
            None => prop_assert_eq!(model(dom, idx, len), None),
        }
        // the algorithms stop with an error instead of writing outside the slice
        let all_in = (0..size).all(|k| {
            let [m, n] = split(k, &[i64::from(s0), i64::from(s1)])[..] else { unreachable!() };
            let x = m * i64::from(d0) + n * i64::from(d1);
            x >= 0 && (x as usize) < len
        });
        prop_assert_eq!(try_fill(&mut t, 7).is_ok(), all_in);
        let ones = vec![1_i32; size as usize];
        let src = make_tensor(&ones[..], make_layout((s0, s1)));
        prop_assert_eq!(try_copy(&src, &mut t).is_ok(), all_in);
        prop_assert_eq!(try_axpby(2, &src, 1, &mut t).is_ok(), all_in);
        prop_assert_eq!(data.len(), len);
    }

    #[test]
    fn hierarchical_views_stay_in_bounds(
        s0 in 1..4_i32, s1 in 1..4_i32, s2 in 0..4_i32,
        d0 in -6..7_i32, d1 in -6..7_i32, d2 in -6..7_i32,
        len in 0..40_usize, a in -1..4_i32, b in -1..4_i32, c in -1..5_i32, i in -2..40_i32,
    ) {
        let data: Vec<i32> = (0..len as i32).collect();
        let t = make_tensor(&data[..], Layout::new(((s0, s1), s2), ((d0, d1), d2)));
        let sizes = [i64::from(s0), i64::from(s1), i64::from(s2)];
        let strides = [i64::from(d0), i64::from(d1), i64::from(d2)];
        let dot = |c: &[i64]| c.iter().zip(strides).map(|(x, d)| x * d).sum::<i64>();
        // hierarchical coordinate
        let dom = a >= 0 && a < s0 && b >= 0 && b < s1 && c >= 0 && c < s2;
        let idx = dot(&[i64::from(a), i64::from(b), i64::from(c)]);
        prop_assert_eq!(t.get(((a, b), c)).copied(), model(dom, idx, len).map(|k| k as i32));
        // flat coordinate: mode 0 takes a 1-D index into (s0, s1)
        let m = i64::from(a) + i64::from(s0) * i64::from(b);
        let dom = m >= 0 && m < sizes[0] * sizes[1] && c >= 0 && c < s2;
        let [x, y] = split(m, &sizes[..2])[..] else { unreachable!() };
        let idx = dot(&[x, y, i64::from(c)]);
        prop_assert_eq!(t.get((m as i32, c)).copied(), model(dom, idx, len).map(|k| k as i32));
        // 1-D index
        let dom = i >= 0 && i64::from(i) < sizes.iter().product::<i64>();
        let idx = dot(&split(i64::from(i), &sizes));
        prop_assert_eq!(t.get(i).copied(), model(dom, idx, len).map(|k| k as i32));
        // print_tensor never reads outside the slice either (it would be caught by miri)
        let _ = print_tensor(&t).to_string();
    }

    #[test]
    fn fragments_and_identity_tensors_check_the_domain(
        c0 in -2..6_i32, c1 in -2..6_i32, i in -3..40_i32,
    ) {
        let mut f = make_fragment::<i32, _>(Layout::new((_4, _5), (_5, _1)));
        let dom = (0..4).contains(&c0) && (0..5).contains(&c1);
        prop_assert_eq!(f.get_mut((c0, c1)).is_some(), dom);
        prop_assert_eq!(f.get(i).is_some(), (0..20).contains(&i));
        let id = make_identity_tensor((4, 5));
        prop_assert_eq!(id.get((c0, c1)), dom.then_some((c0, c1)));
        prop_assert_eq!(id.get(i), (0..20).contains(&i).then_some((i % 4, i / 4)));
    }
}
