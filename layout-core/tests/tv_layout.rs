//! `make_layout_tv` and `product_each` (CuTe DSL), checked against the runtime layer's evaluation
//! of the same expression chain and against CuTe DSL's notebooks' TV layouts. Every expected string here
//! was also printed by CuTe C++ (CUTLASS 7107b0553, the goldens' commit) for the same chain
//! `raked_product`, `right_inverse`, `composition`, `product_each`.

use layout_core::prelude::*;
use layout_core::runtime::evaluate;

/// The runtime chain CuTe DSL's `make_layout_tv` is defined by, for layout expressions `thr`
/// and `val`: `(product_each(shape(mn)), right_inverse(mn) o make_layout((size thr, size val)))`.
fn runtime_tv(thr: &str, val: &str) -> (String, String) {
    let mn = format!("raked_product({thr}, {val})");
    let tv = format!("composition(right_inverse({mn}), make_layout((size({thr}), size({val}))))");
    let tv = evaluate(&tv).unwrap().to_string();
    let shape = evaluate(&format!("shape({mn})")).unwrap().to_string();
    (shape, tv)
}

#[test]
fn seed_004_elementwise_add_tv_layout() {
    let thr = make_ordered_layout((_4, _64), (_1, _0));
    let val = recast_layout(make_ordered_layout((_16, _16), (_1, _0)), _8, _16);
    assert_eq!(thr.to_string(), "(_4,_64):(_64,_1)");
    assert_eq!(val.to_string(), "(_16,_8):(_8,_1)");
    let (tiler, tv) = make_layout_tv(thr, val);
    assert_eq!(display(tiler).to_string(), "(_64,_512)");
    assert_eq!(tv.to_string(), "((_64,_4),(_8,_16)):((_512,_16),(_64,_1))");
    let (shape, rt) = runtime_tv(&thr.to_string(), &val.to_string());
    assert_eq!(shape, "((_16,_4),(_8,_64))");
    assert_eq!(tv.to_string(), rt);
    // 256 threads of 128 values cover the 64x512 tile exactly once
    let mut seen = vec![0_u8; 64 * 512];
    for t in 0..256 {
        for v in 0..128 {
            seen[tv.call((t, v)) as usize] += 1;
        }
    }
    assert!(seen.iter().all(|&k| k == 1));
    // the same kernel for 32-bit elements
    let val32 = recast_layout(make_ordered_layout((_16, _16), (_1, _0)), _8, _32);
    let (tiler, tv) = make_layout_tv(thr, val32);
    assert_eq!(display(tiler).to_string(), "(_64,_256)");
    assert_eq!(tv.to_string(), "((_64,_4),(_4,_16)):((_256,_16),(_64,_1))");
    assert_eq!(
        tv.to_string(),
        runtime_tv(&thr.to_string(), &val32.to_string()).1
    );
}

#[test]
fn seed_004_walkthrough_tile() {
    // the (16,256) walk-through: 4x32 threads, 4x8 values each
    let thr = make_ordered_layout((_4, _32), (_1, _0));
    let val = make_ordered_layout((_4, _8), (_1, _0));
    let (tiler, tv) = make_layout_tv(thr, val);
    assert_eq!(display(tiler).to_string(), "(_16,_256)");
    assert_eq!(tv.to_string(), "((_32,_4),(_8,_4)):((_128,_4),(_16,_1))");
    let (_, rt) = runtime_tv(&thr.to_string(), &val.to_string());
    assert_eq!(tv.to_string(), rt);
    // composed with the row-major (16,256) block of a (256,512) tensor, as the seed shows
    let blk = Layout::new((_16, _256), (512, _1));
    // (CuTe DSL prints `((32,4),(8,4)):((8,2048),(1,512))`: it shows no `_` on static leaves)
    let c = composition(blk, tv);
    assert_eq!(c.to_string(), "((_32,_4),(_8,_4)):((_8,2048),(_1,512))");
    let rt = evaluate(&format!("composition({blk}, {tv})"))
        .unwrap()
        .to_string();
    assert_eq!(c.to_string(), rt);
    // thread 5's fragment: (8,4):(1,512) from row 0, column 5 * 8
    let thr5 = slice((5, X), c);
    assert_eq!(thr5.to_string(), "((_8,_4)):((_1,512))");
    assert_eq!(c.call((5, 0)), 40);
}

#[test]
fn other_thread_and_value_shapes_match_the_runtime_chain() {
    let (t, v) = (make_layout((_2, _3)), make_layout((_2, _2)));
    let (tiler, tv) = make_layout_tv(t, v);
    let (shape, rt) = runtime_tv(&t.to_string(), &v.to_string());
    assert_eq!(tv.to_string(), rt);
    assert_eq!(display(tiler).to_string(), "(_4,_6)");
    assert_eq!(tv.to_string(), "((_2,_3),(_2,_2)):((_2,_8),(_1,_4))");
    assert_eq!(
        display(tiler).to_string(),
        format!("{}", display(product_each(raked_product(t, v).shape())))
    );
    assert!(shape.starts_with('('));
    let (t, v) = (Layout::new(_8, _1), Layout::new(_4, _1));
    let (tiler, tv) = make_layout_tv(t, v);
    assert_eq!(display(tiler).to_string(), "(_32)");
    assert_eq!(tv.to_string(), runtime_tv(&t.to_string(), &v.to_string()).1);
    let (t, v) = (
        make_ordered_layout((_8, _4), (_1, _0)),
        make_layout((_1, _4)),
    );
    let (_, tv) = make_layout_tv(t, v);
    assert_eq!(tv.to_string(), runtime_tv(&t.to_string(), &v.to_string()).1);
}

#[test]
fn dynamic_value_layouts_match_the_runtime_chain() {
    let (t, v) = (make_ordered_layout((_4, _8), (_1, _0)), make_layout((2, 2)));
    let (tiler, tv) = try_make_layout_tv(t, v).unwrap();
    assert_eq!(tv.to_string(), runtime_tv(&t.to_string(), &v.to_string()).1);
    let mn = raked_product(t, v);
    assert_eq!(
        display(tiler).to_string(),
        display(product_each(mn.shape())).to_string()
    );
    // right_inverse follows static strides only (as CuTe): a dynamic value layout stops it
    // early, so this TV layout covers part of the tile, exactly as CuTe's does
    assert_eq!(display(tiler).to_string(), "(8,16)");
    assert_eq!(tv.to_string(), "((_8,_4),4):((16,2),_1)");
}

#[test]
fn product_each_wraps_integers() {
    assert_eq!(display(product_each((_2, (3, _4)))).to_string(), "(_2,12)");
    assert_eq!(display(product_each(7)).to_string(), "(7)");
}
