//! Coordinate (identity) tensors tiled, composed and sliced: every value equals the coordinate
//! computed by hand from the tile and the position in it, including ragged tiles.

use layout_core::prelude::*;

#[test]
fn identity_values_are_coordinates() {
    for (m, n) in [(1, 1), (5, 9), (16, 7), (33, 64)] {
        let id = make_coord_tensor((m, n)).unwrap();
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
        let id = make_coord_tensor((m, n)).unwrap();
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
    let id = make_coord_tensor((6, 10)).unwrap();
    let ld = id.logical_divide((_2, _5));
    assert_eq!(
        ld.to_string(),
        "ArithTuple(_0,_0) o ((_2,3),(_5,2)):((_1@0,_2@0),(_1@1,_5@1))"
    );
    assert_eq!(ld.call(((1, 2), (3, 1))), (5, 8));
    // a row-major 2x3 view of the first 6 coordinates of the (6,10) column-major order
    let c = id.compose(Layout::new((_2, _3), (_3, _1)));
    assert_eq!(c.call((1, 2)), (5, 0));
    let r3 = make_coord_tensor((3, 4, 5)).unwrap();
    assert_eq!(
        r3.to_string(),
        "ArithTuple(_0,_0,_0) o (3,4,5):(_1@0,_1@1,_1@2)"
    );
    assert_eq!(r3.call(59), (2, 3, 4));
    assert_eq!(r3.slice((X, 2, 3)).call(1), (1, 2, 3));
}

#[test]
fn too_large_shapes_are_errors() {
    assert!(make_coord_tensor((20_000, 4)).is_err());
    assert!(make_coord_tensor((4, 40_000)).is_err());
    assert!(make_coord_tensor((16_384, 32_000)).is_ok());
    assert!(make_coord_tensor((600, 4, 4)).is_err());
}
