//! CuTe DSL's notebooks' element-wise add through the typed TV partition, on the CPU, over a small ragged
//! problem: every (block, thread) slices its tile out of `zipped_divide(tensor, tiler)`,
//! composes it with the TV layout, slices at `(tid, _)`, and predicates each value with
//! `elem_less(coord, shape)`.

use layout_core::prelude::*;

#[test]
fn ragged_tv_partitioned_add_equals_a_plain_loop() {
    // 2x4 threads (row-major), each 2x2 values (row-major): a (_4,_8) tile
    let thr = make_ordered_layout((_2, _4), (_1, _0));
    let val = make_ordered_layout((_2, _2), (_1, _0));
    let (tiler, tv) = make_layout_tv(thr, val);
    assert_eq!(display(tiler).to_string(), "(_4,_8)");
    assert_eq!(tv.to_string(), "((_4,_2),(_2,_2)):((_8,_2),(_4,_1))");
    let n_thr = thr.size().value();
    let n_val = val.size().value();

    // every shape up to three tiles in each mode, multiples of the tile and ragged ones
    for (m, n) in (1..=12).flat_map(|m| (1..=24).map(move |n| (m, n))) {
        let shape = (m, n);
        let len = (m * n) as usize;
        let a: Vec<i32> = (0..len as i32).collect();
        let b: Vec<i32> = (0..len as i32).map(|i| 1000 - 3 * i).collect();
        let mut c = vec![0_i32; len];
        // row-major (M, N):(N, 1) tensors, as CuTe DSL's notebooks' torch tensors
        let ga = make_tensor(&a[..], make_layout_with(shape, LayoutRight)).zipped_divide(tiler);
        let gb = make_tensor(&b[..], make_layout_with(shape, LayoutRight)).zipped_divide(tiler);
        let mut gc =
            make_tensor(&mut c[..], make_layout_with(shape, LayoutRight)).zipped_divide(tiler);
        // The coordinate tensor of CuTe DSL's notebooks: `zipped_divide(make_identity_tensor(shape), tiler)`
        let cc = make_identity_tensor(shape).zipped_divide(tiler);
        let (rest_m, rest_n) = (ceil_div(m, _4), ceil_div(n, _8));
        assert_eq!(ga.layout().shape().1.size().value(), rest_m * rest_n);
        assert_eq!(cc.layout().shape(), ga.layout().shape());

        let mut touched = 0;
        for bidx in 0..rest_m * rest_n {
            let blk_a = ga.slice(((X, X), bidx)).compose(tv);
            let blk_b = gb.slice(((X, X), bidx)).compose(tv);
            let mut blk_c = gc.slice_mut(((X, X), bidx)).compose(tv);
            let blk_crd = cc.slice(((X, X), bidx)).compose(tv);
            for tid in 0..n_thr {
                let thr_crd = blk_crd.slice((tid, X));
                let coord = |v: i32| thr_crd.call(v);
                // a thread whose first coordinate is outside has nothing to do (every later
                // value lies further right or down in the tile)
                if !elem_less(&coord(0), &shape) {
                    assert!((0..n_val).all(|v| !elem_less(&coord(v), &shape)));
                    continue;
                }
                let thr_a = blk_a.slice((tid, X));
                let thr_b = blk_b.slice((tid, X));
                let mut thr_c = blk_c.slice_mut((tid, X));
                for v in 0..n_val {
                    if elem_less(&coord(v), &shape) {
                        thr_c[v] = thr_a[v] + thr_b[v];
                        touched += 1;
                    }
                }
            }
        }
        assert_eq!(
            touched, len,
            "every element is written exactly once for {shape:?}"
        );
        let expect: Vec<i32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        assert_eq!(c, expect, "shape {shape:?}");
    }
}
