//! Property tests: tiling and partitioning safe tensors (slices) never reads or writes outside
//! their memory, whatever the shape, the tiler (dividing or not: ragged tiles), the tile or
//! thread coordinate (in range or not) and the slice's length; every element of a tile is the
//! element a plain-arithmetic model says, or absent when the model says it lies outside the
//! slice. A counting tensor over the same layout gives the same partitions (what the runtime
//! layer's `N o L` and the goldens check).

use layout_core::prelude::*;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: if cfg!(miri) { 4 } else { 256 },
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The element at index `idx` of `data`, as a checked access must return it.
fn model(data: &[i32], idx: i64) -> Option<i32> {
    usize::try_from(idx).ok().and_then(|i| data.get(i)).copied()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn local_tile_stays_in_bounds(
        m in 1..12_i32, n in 1..12_i32, row_major in any::<bool>(),
        t0 in 1..6_i32, t1 in 1..6_i32, bx in -1..6_i32, by in -1..6_i32,
        short in 0..20_usize,
    ) {
        let (d0, d1) = if row_major { (n, 1) } else { (1, m) };
        let len = ((m * n) as usize).saturating_sub(short);
        let mut data: Vec<i32> = (0..len as i32).map(|i| 1000 + i).collect();
        let layout = make_layout_with((m, n), (d0, d1));
        let t = make_tensor(&data[..], layout);
        let tiles = ((m + t0 - 1) / t0, (n + t1 - 1) / t1);
        match try_local_tile(&t, (t0, t1), (bx, by)) {
            Err(_) => {
                let in_range = (0..tiles.0).contains(&bx) && (0..tiles.1).contains(&by);
                let origin = i64::from(bx * t0 * d0 + by * t1 * d1);
                prop_assert!(!in_range || model(&data, origin).is_none());
            }
            Ok(tile) => {
                prop_assert_eq!(tile.layout().to_string(), format!("({t0},{t1}):({d0},{d1})"));
                let origin = i64::from(bx * t0 * d0 + by * t1 * d1);
                for i0 in -1..=t0 {
                    for i1 in -1..=t1 {
                        let inside = (0..t0).contains(&i0) && (0..t1).contains(&i1);
                        let idx = i64::from(i0 * d0 + i1 * d1);
                        let want = if inside { model(&data[origin as usize..], idx) } else { None };
                        prop_assert_eq!(tile.try_read((i0, i1)), want);
                    }
                }
                // the counting tensor gives the same tile at the same origin
                let c = make_tensor(CountingIterator::new(0), layout);
                let ct = local_tile(&c, (t0, t1), (bx, by));
                prop_assert_eq!(ct.to_string(), format!("counting_iter({origin}) o ({t0},{t1}):({d0},{d1})"));
            }
        }
        // a mutable tile writes only its own elements inside the slice
        if (0..tiles.0).contains(&bx) && (0..tiles.1).contains(&by)
            && model(&data, i64::from(bx * t0 * d0 + by * t1 * d1)).is_some()
        {
            let mut t = make_tensor(&mut data[..], layout);
            let _ = try_fill(&mut local_tile_mut(&mut t, (t0, t1), (bx, by)), -1);
            // (a ragged tile's coordinates beyond the shape alias other elements, as in CuTe:
            // what is written is the tile's image, inside the slice)
            let origin = bx * t0 * d0 + by * t1 * d1;
            let image: Vec<i32> = (0..t0)
                .flat_map(|i0| (0..t1).map(move |i1| origin + i0 * d0 + i1 * d1))
                .collect();
            for (i, &x) in data.iter().enumerate() {
                prop_assert!(x != -1 || image.contains(&(i as i32)), "{} written outside the tile", i);
            }
        }
    }

    #[test]
    fn local_partition_stays_in_bounds(
        m in 1..10_i32, n in 1..10_i32, k in 1..4_i32,
        p0 in 1..5_i32, p1 in 1..5_i32, tid in -2..30_i32, short in 0..20_usize,
    ) {
        // a rank-3 tensor partitioned by a rank-2 thread layout: the third mode is kept
        let len = ((m * n * k) as usize).saturating_sub(short);
        let mut data: Vec<i32> = (0..len as i32).collect();
        let layout = make_layout((m, n, k));
        let thr = make_layout((p0, p1));
        let t = make_tensor(&data[..], layout);
        let (r0, r1) = ((m + p0 - 1) / p0, (n + p1 - 1) / p1);
        // CuTe's idx2crd: (tid / stride) % shape, truncating (a negative index gives a negative
        // coordinate, outside the domain, unless the mode has size 1)
        let (tm, tn) = (tid % p0, (tid / p0) % p1);
        let valid = tm >= 0 && tn >= 0 && model(&data, i64::from(tm + tn * m)).is_some();
        let result = try_local_partition(&t, thr, tid);
        prop_assert_eq!(result.is_ok(), valid);
        match result {
            Err(_) => {}
            Ok(part) => {
                prop_assert_eq!(
                    part.layout().to_string(),
                    format!("({r0},{r1},{k}):({p0},{},{})", p1 * m, m * n)
                );
                let origin = (tm + tn * m) as usize;
                for j0 in 0..=r0 {
                    for j1 in 0..r1 {
                        for j2 in 0..k {
                            let idx = i64::from(j0 * p0 + j1 * p1 * m + j2 * m * n);
                            let want = if j0 < r0 { model(&data[origin..], idx) } else { None };
                            prop_assert_eq!(part.try_read((j0, j1, j2)), want);
                        }
                    }
                }
            }
        }
        // every thread writes its partition of a mutable tensor: each element is written once
        // (threads beyond a ragged edge write the elements their tile keeps inside the slice)
        let mut t = make_tensor(&mut data[..], layout);
        for tid in 0..p0 * p1 {
            let origin = i64::from((tid % p0) + (tid / p0) * m);
            if origin < len as i64 && tid % p0 < m && tid / p0 < n {
                let mut part = local_partition_mut(&mut t, thr, tid);
                let _ = try_fill(&mut part, -1);
            }
        }
        if len == (m * n * k) as usize {
            prop_assert!(data.iter().all(|&x| x == -1));
        }
    }
}
