//! Identity tensors tiled, partitioned, composed and sliced: every value equals the coordinate
//! computed by hand from the tile and the position in it, including ragged tiles.

use layout_core::prelude::*;

#[test]
fn identity_values_are_coordinates() {
    for (m, n) in [(1, 1), (5, 9), (16, 7), (33, 64)] {
        let id = make_identity_tensor((m, n));
        for j in 0..n {
            for i in 0..m {
                assert_eq!(id.call((i, j)), (i, j));
                assert_eq!(id.call(i + m * j), (i, j));
            }
        }
        assert_eq!(id.get((m, 0)), None);
    }
}

#[test]
fn zipped_divide_and_local_tile_give_tile_coordinates() {
    for (m, n) in (1..=13).flat_map(|m| (1..=19).map(move |n| (m, n))) {
        let id = make_identity_tensor((m, n));
        let tiled = id.zipped_divide((_4, _3));
        let (rm, rn) = (ceil_div(m, 4), ceil_div(n, 3));
        for bn in 0..rn {
            for bm in 0..rm {
                let blk = tiled.slice(((X, X), (bm, bn)));
                let cta = id.local_tile((_4, _3), (bm, bn));
                assert_eq!(blk.to_string(), cta.to_string());
                for j in 0..3 {
                    for i in 0..4 {
                        let want = (4 * bm + i, 3 * bn + j);
                        assert_eq!(blk.call((i, j)), want);
                        assert_eq!(cta.call((i, j)), want);
                        assert_eq!(tiled.call(((i, j), (bm, bn))), want);
                    }
                }
            }
        }
    }
}

#[test]
fn logical_divide_and_compose() {
    let id = make_identity_tensor((6, 10));
    let ld = id.logical_divide((_2, _5));
    assert_eq!(
        ld.to_string(),
        "ArithTuple(_0,_0) o ((_2,3),(_5,2)):((_1@0,_2@0),(_1@1,_5@1))"
    );
    assert_eq!(ld.call(((1, 2), (3, 1))), (5, 8));
    // a row-major 2x3 view of the first 6 coordinates of the (6,10) column-major order
    let c = id.compose(Layout::new((_2, _3), (_3, _1)));
    assert_eq!(c.call((1, 2)), (5, 0));
    let r3 = make_identity_tensor((3, 4, 5));
    assert_eq!(
        r3.to_string(),
        "ArithTuple(_0,_0,_0) o (3,4,5):(_1@0,_1@1,_1@2)"
    );
    assert_eq!(r3.call(59), (2, 3, 4));
    assert_eq!(r3.slice((X, 2, 3)).call(1), (1, 2, 3));
}

#[test]
fn no_size_limit() {
    // extents far beyond any packed encoding: the coordinates are exact
    let id = make_identity_tensor((100_000, 70_000, 3));
    let t = id.local_tile((_128, _64, _1), (781, 1093, 2));
    assert_eq!(t.call((127, 63, 0)), (781 * 128 + 127, 1093 * 64 + 63, 2));
    assert!(!elem_less(&t.call((127, 63, 0)), &(100_000, 70_000, 3)));
    assert!(elem_less(&t.call((31, 0, 0)), &(100_000, 70_000, 3)));
}

#[test]
fn local_partition_of_tiles_covers_every_coordinate_once() {
    for (m, n) in [(8, 16), (5, 9), (13, 3)] {
        let id = make_identity_tensor((m, n));
        let mut seen = vec![0; (m * n) as usize];
        let (tm, tn) = (ceil_div(m, 4), ceil_div(n, 8));
        for bn in 0..tn {
            for bm in 0..tm {
                let cta = id.local_tile((_4, _8), (bm, bn));
                for tid in 0..8 {
                    let mine = cta.local_partition(make_layout((_2, _4)), tid);
                    assert_eq!(mine.layout().to_string(), "(_2,_2):(_2@0,_4@1)");
                    for v in 0..4 {
                        let (i, j) = mine.call(v);
                        // post-condition: the value is the coordinate of the data element
                        let (ti, tj) = (tid % 2, tid / 2);
                        assert_eq!(
                            (i, j),
                            (4 * bm + ti + 2 * (v % 2), 8 * bn + tj + 4 * (v / 2))
                        );
                        if elem_less(&(i, j), &(m, n)) {
                            seen[(i + m * j) as usize] += 1;
                        }
                    }
                }
            }
        }
        assert!(seen.iter().all(|&k| k == 1), "{m}x{n}");
    }
}

#[test]
fn nested_and_static() {
    let id = make_identity_tensor(((_2, _3), _4));
    assert_eq!(core::mem::size_of_val(&id), 0);
    for c in 0..24 {
        let ((a, b), k) = id.call(c);
        assert_eq!(a.value() + 2 * b.value() + 6 * k.value(), c);
    }
    // static coordinates of a static tensor give static values
    let v = id.call(((_1, _2), _3));
    assert_eq!(display(v).to_string(), "((_1,_2),_3)");
    let z = id.zipped_divide((_2, _2));
    assert_eq!(
        z.to_string(),
        "ArithTuple((_0,_0),_0) o ((_2,_2),(_3,_2)):((_1@0@0,_1@1),(_1@1@0,_2@1))"
    );
}

#[test]
fn print_tensor_of_a_tile() {
    let id = make_identity_tensor((5, 9));
    let blk = id.zipped_divide((_2, _4)).slice(((X, X), (1, 2)));
    assert_eq!(
        print_tensor(&blk).to_string(),
        "ArithTuple(2,8) o (_2,_4):(_1@0,_1@1):\n  (2,8)  (2,9)  (2,10)  (2,11)\n  (3,8)  (3,9)  (3,10)  (3,11)\n"
    );
    // a 1-D identity tensor: integer values
    let line = make_identity_tensor(6).zipped_divide(_4).slice((X, 1));
    assert_eq!(line.to_string(), "ArithTuple4 o (_4):(_1)");
    assert_eq!(line.call(3), 7);
}
