//! Slicing with `_`, composition and divides of tensors, and `local_tile`, including a ragged
//! element-wise add predicated by coordinates (CuTe DSL's notebooks' pattern, on the CPU).

use layout_core::prelude::*;

#[test]
fn slices_of_03_tensor_md() {
    let data: Vec<i32> = (0..400).collect();
    let a = make_tensor(
        &data[..],
        Layout::new(((_3, 2), (2, _5, _2)), ((4, 1), (_2, 13, 100))),
    );
    let cases = [
        (a.slice((2, X)).to_string(), "((2,_5,_2)):((_2,13,100))", 2),
        (
            a.slice((X, 5)).to_string(),
            "((_3,2)):((4,1))",
            5 * 2 + 2 * 13,
        ),
        (
            a.slice(((X, X), 5)).to_string(),
            "(_3,2):(4,1)",
            5 * 2 + 2 * 13,
        ),
        (
            a.slice(((X, 1), (0, X, 1))).to_string(),
            "(_3,_5):(4,13)",
            1 + 100,
        ),
        (
            a.slice(((2, X), (X, 3, X))).to_string(),
            "(2,2,_2):(1,_2,100)",
            8 + 39,
        ),
    ];
    for (printed, layout, origin) in cases {
        // the engine moved to the origin's index
        let (engine, l) = printed.split_once(" o ").unwrap();
        assert!(engine.starts_with("ptr[32b](0x"));
        assert_eq!(l, layout);
        let _ = origin;
    }
    // every element of a slice is the parent's element at the merged coordinate
    let e = a.slice(((X, 1), (0, X, 1)));
    for i in 0..3 {
        for j in 0..5 {
            assert_eq!(e[(i, j)], a[((i, 1), (0, j, 1))]);
        }
    }
    assert_eq!(a.slice(((2, X), (X, 3, X)))[0], 8 + 39);
}

#[test]
fn slice_errors_and_mutable_slices() {
    let mut data = [0_i32; 12];
    let mut t = make_tensor(&mut data[..], make_layout((_3, _4)));
    assert_eq!(
        t.try_slice((X, 4)).unwrap_err().to_string(),
        "slice: the coordinate (with `_` as 0) is outside the tensor's shape"
    );
    for j in 0..4 {
        fill(&mut t.slice_mut((X, j)), j + 1);
    }
    t.slice_mut((1, X))[2] = 9;
    assert_eq!(data, [1, 1, 1, 2, 2, 2, 3, 9, 3, 4, 4, 4]);
    let short = [0_i32; 4];
    let t = make_tensor(&short[..], make_layout((_3, _4)));
    assert_eq!(
        t.try_slice((X, 2)).unwrap_err().to_string(),
        "slice: the sub-tensor's origin, index 6, is outside the tensor's memory"
    );
    let frag = make_fragment::<u8, _>(make_layout((_2, _2)));
    assert_eq!(frag.slice((X, 1)).get(1), Some(&0));
}

#[test]
fn pointer_tensors_slice_within_their_contract() {
    let mut buf: Vec<i32> = (0..24).collect();
    // SAFETY: `buf` holds the 24 elements of (_4,_6):(_6,_1) and is used only through `t`.
    let mut t =
        unsafe { make_tensor_ptr(buf.as_mut_ptr(), make_layout_with((_4, _6), LayoutRight)) };
    {
        let row = t.slice((2, X));
        assert_eq!(row[5], 17);
        assert_eq!(row.get(6), None);
        let copy = row;
        assert_eq!(copy[0], 12);
    }
    t.slice_mut((X, 3))[1] = -1;
    assert!(t.try_slice((4, X)).is_err());
    assert_eq!(buf[9], -1);
}

#[test]
fn divides_keep_the_engine() {
    let data: Vec<i32> = (0..8 * 24).collect();
    let a = make_tensor(&data[..], make_layout((8, 24)));
    let z = a.zipped_divide((_4, _8));
    assert_eq!(z.layout().to_string(), "((_4,_8),(2,3)):((_1,8),(_4,64))");
    // thread 5 of 32 takes one element per tile: the outer partition of 03_tensor.md
    let thr = z.slice((5, (X, X)));
    assert_eq!(thr.layout().to_string(), "(2,3):(_4,64)");
    // thread 5 is (1, 1) in the tile: index 1 + 8; rest (1, 2) adds 4 + 64 * 2
    assert_eq!(thr[(1, 2)], 1 + 8 + 4 + 64 * 2);
    let l = make_tensor(&data[..], make_layout((8, 24))).logical_divide((_4, _8));
    assert_eq!(l.layout().to_string(), "((_4,2),(_8,3)):((_1,_4),(8,64))");
    let t = make_tensor(&data[..], make_layout((8, 24))).tiled_divide((_4, _8));
    assert_eq!(t.layout().to_string(), "((_4,_8),2,3):((_1,8),_4,64)");
    let f = make_tensor(&data[..], make_layout((8, 24))).flat_divide((_4, _8));
    assert_eq!(f.layout().to_string(), "(_4,_8,2,3):(_1,8,_4,64)");
    assert_eq!(f[(3, 7, 1, 2)], 3 + 8 * 7 + 4 + 64 * 2);
    // 3:3 over (4,6):(_1,4) fails the shape divisibility condition
    let bad = make_tensor(&data[..], make_layout((4, 6))).try_compose(Layout::new(3, 3));
    assert!(bad.is_err());
}

#[test]
fn local_tile_visits_every_tile() {
    let data: Vec<i32> = (0..8 * 24).collect();
    let a = make_tensor(&data[..], make_layout((8, 24)));
    for bm in 0..2 {
        for bn in 0..3 {
            let tile = local_tile(&a, (_4, _8), (bm, bn));
            assert_eq!(tile.layout().to_string(), "(_4,_8):(_1,8)");
            for m in 0..4 {
                for n in 0..8 {
                    assert_eq!(tile[(m, n)], a[(bm * 4 + m, bn * 8 + n)]);
                }
            }
        }
    }
    // a 1-D tile index
    assert_eq!(local_tile(&a, (_4, _8), 3)[0], a[(4, 8)]);
    assert!(try_local_tile(&a, (_4, _8), (2, 0)).is_err());
}

/// C = A + B over a ragged (M, N) = (10, 13) problem, tiled (_4, _8) per block and split over
/// 8 "threads" per tile, each thread predicating its elements with `elem_less(coord, shape)`.
#[test]
fn ragged_elementwise_add_with_predicates() {
    let (m, n) = (10, 13);
    let a: Vec<f32> = (0..m * n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..m * n).map(|i| 1000.0 - 2.0 * i as f32).collect();
    let mut c = vec![0.0_f32; m * n];
    let shape = (m as i32, n as i32);
    let ta = make_tensor(&a[..], make_layout_with(shape, LayoutRight));
    let tb = make_tensor(&b[..], make_layout_with(shape, LayoutRight));
    let tiles = (ceil_div(shape.0, _4), ceil_div(shape.1, _8));
    let thr_layout = make_layout((_4, _2)); // 8 threads over the (_4,_8) tile: 4 values each
    for bm in 0..tiles.0 {
        for bn in 0..tiles.1 {
            let ga = local_tile(&ta, (_4, _8), (bm, bn));
            let gb = local_tile(&tb, (_4, _8), (bm, bn));
            for tid in 0..8 {
                let (tm, tn) = idx2crd(tid, thr_layout.shape());
                for v in 0..4 {
                    // thread (tm, tn) takes columns tn*4 .. tn*4+3 of row tm
                    let (lm, ln) = (tm, tn * 4 + v);
                    let coord = (bm * 4 + lm, bn * 8 + ln);
                    if elem_less(&coord, &shape) {
                        let idx = coord.0 as usize * n + coord.1 as usize;
                        c[idx] = ga[(lm, ln)] + gb[(lm, ln)];
                    }
                }
            }
        }
    }
    let expect: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(c, expect);
}

#[test]
fn local_partition_covers_every_element_once() {
    let (m, n) = (8, 12);
    let data: Vec<i32> = (0..m * n).collect();
    let t = make_tensor(&data[..], make_layout((m, n)));
    // 4x3 threads, row-major thread order
    let thr = make_layout_with((_4, _3), LayoutRight);
    let mut seen = vec![0; (m * n) as usize];
    for tid in 0..12 {
        let p = local_partition(&t, thr, tid);
        assert_eq!(p.layout().to_string(), "(2,4):(_4,24)");
        let (tm, tn) = (tid / 3, tid % 3);
        for i in 0..2 {
            for j in 0..4 {
                let v = p[(i, j)];
                assert_eq!(v, t[(tm + 4 * i, tn + 3 * j)]);
                seen[v as usize] += 1;
            }
        }
    }
    assert!(seen.iter().all(|&k| k == 1));
    // a dynamic zero stride on a mode of size > 1 has no thread coordinate
    let bad = Layout::new((4, 3), (0, 1));
    assert_eq!(
        try_local_partition(&t, bad, 1).unwrap_err().to_string(),
        "local_partition: the coordinate (with `_` as 0) is outside the tensor's shape"
    );
    // a static _1 mode needs no division
    let one = Layout::new((_4, _1), (_1, _0));
    assert_eq!(local_partition(&t, one, 2)[(0, 0)], t[(2, 0)]);
}
