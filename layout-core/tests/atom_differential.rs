//! The typed atoms, tiled MMAs and tiled copies (`layout_core::atom`) against the runtime
//! layer (`layout_core::runtime::atom`), which passes CuTe's golden files: the same inputs give
//! the same printed layouts, and the thread-level views agree with the TV layouts.

use layout_core::atom::*;
use layout_core::prelude::*;
use layout_core::runtime::atom::Atom;
use layout_core::runtime::{evaluate, parse_value, IntTuple as RtTuple, Value};
use layout_core::{layout, tile};

fn runtime(expr: &str) -> String {
    evaluate(expr)
        .unwrap_or_else(|e| panic!("{expr}: {e}"))
        .to_string()
}

fn runtime_atom(expr: &str) -> Atom {
    match evaluate(expr) {
        Ok(Value::Atom(a)) => *a,
        other => panic!("{expr}: {other:?}"),
    }
}

fn rt_layout(text: &str) -> layout_core::runtime::Layout {
    match parse_value(text) {
        Ok(Value::Layout(l)) => l,
        other => panic!("{text}: {other:?}"),
    }
}

fn rt_eval(l: &layout_core::runtime::Layout, coord: &[i64]) -> i64 {
    let c = RtTuple::Tuple(coord.iter().map(|&v| RtTuple::stat(v)).collect());
    l.eval(&c).unwrap().value
}

/// Every layout a tiled MMA derives, printed by both layers.
macro_rules! same_tiled_mma {
    ($text:literal, $mma:expr) => {{
        let mma = $mma;
        let m = $text;
        // the value echoes the canonical call; both layers print and draw it as CuTe does
        assert_eq!(runtime(m), m, "{m}");
        let rt = runtime_atom(m);
        let Atom::TiledMma(rt) = rt else {
            panic!("{m}: not a TiledMMA")
        };
        assert_eq!(mma.to_string(), rt.to_string(), "print({m})");
        assert_eq!(
            print_latex(&mma),
            rt.print_latex().unwrap(),
            "print_latex({m})"
        );
        for (what, typed) in [
            ("get_layoutA_TV", mma.get_layoutA_TV().to_string()),
            ("get_layoutB_TV", mma.get_layoutB_TV().to_string()),
            ("get_layoutC_TV", mma.get_layoutC_TV().to_string()),
            ("get_thr_layout_vmnk", mma.get_thr_layout_vmnk().to_string()),
            ("tile_shape", display(mma.tile_shape()).to_string()),
            ("thr_size", display(mma.thr_size()).to_string()),
        ] {
            assert_eq!(typed, runtime(&format!("{what}({m})")), "{what}({m})");
        }
        for (what, typed) in [
            (
                "partition_shape_A",
                display(mma.partition_shape_A((_256, _64))).to_string(),
            ),
            (
                "partition_shape_B",
                display(mma.partition_shape_B((_256, _64))).to_string(),
            ),
            (
                "partition_shape_C",
                display(mma.partition_shape_C((_256, _256))).to_string(),
            ),
        ] {
            let shape = if what.ends_with('C') {
                "(_256,_256)"
            } else {
                "(_256,_64)"
            };
            assert_eq!(
                typed,
                runtime(&format!("{what}({m},{shape})")),
                "{what}({m})"
            );
        }
        mma
    }};
}

#[test]
fn tiled_mmas_agree_with_the_runtime_layer() {
    same_tiled_mma!(
        "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2,_1):(_1,_2,_0),(_32,_32,_16))",
        make_tiled_mma(
            SM80_16x8x16_F16F16F16F16_TN,
            layout!((_2,_2,_1):(_1,_2,_0)),
            tile!((_32, _32, _16))
        )
    );
    same_tiled_mma!(
        "make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT,(_2,_2,_1):(_2,_1,_0),((_4,_4,_2):(_1,_8,_4),_32,_4))",
        make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, layout!((_2,_2,_1):(_2,_1,_0)), tile!(((_4,_4,_2):(_1,_8,_4),_32,_4)))
    );
    same_tiled_mma!(
        "make_tiled_mma(SM90_64x64x16_F32BF16BF16_SS<GMMA::Major::MN,GMMA::Major::K>,(_2,_1,_1):(_1,_0,_0),(_,_,_))",
        make_tiled_mma(
            SM90_64x64x16_F32BF16BF16_SS::<GMMA::Major::MN, GMMA::Major::K>::default(),
            layout!((_2,_1,_1):(_1,_0,_0)),
            X
        )
    );
    same_tiled_mma!(
        "make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_1,_4,_1):(_0,_1,_0),(_16,(_4,_8):(_8,_1),_8))",
        make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN, layout!((_1,_4,_1):(_0,_1,_0)), tile!((_16,(_4,_8):(_8,_1),_8)))
    );
    same_tiled_mma!(
        "make_tiled_mma(MMA_Atom<UniversalFMA<float>>,(_16,_8,_1):(_8,_1,_0),(_,_,_))",
        make_tiled_mma(
            MMA_Atom::<UniversalFMA<f32>>::default(),
            layout!((_16,_8,_1):(_8,_1,_0)),
            X
        )
    );
}

/// `thrfrg_C` of a tensor that is not the tile: the runtime layer's `TiledMma::thrfrg`.
#[test]
fn thrfrg_agrees_with_the_runtime_layer() {
    use layout_core::runtime::atom::{MmaAtom, Operand, TiledMma};
    let mma = make_tiled_mma(
        SM80_16x8x16_F16F16F16F16_TN,
        layout!((_2,_2,_1):(_1,_2,_0)),
        tile!((_32, _32, _16)),
    );
    let atom = MmaAtom::from_name("SM80_16x8x16_F16F16F16F16_TN").unwrap();
    let rt = TiledMma::new(
        atom,
        Some(&rt_layout("(_2,_2,_1):(_1,_2,_0)")),
        Some(&parse_value("(_32,_32,_16)").unwrap()),
    )
    .unwrap();
    let c = layout!((_128,_64):(_64,_1));
    let a = layout!((_128,(_8,_4)):(_1,(_128,_1024)));
    assert_eq!(
        mma.thrfrg_C(c).to_string(),
        rt.thrfrg(Operand::C, &rt_layout("(_128,_64):(_64,_1)"))
            .unwrap()
            .to_string()
    );
    assert_eq!(
        mma.thrfrg_A(a).to_string(),
        rt.thrfrg(Operand::A, &rt_layout("(_128,(_8,_4)):(_1,(_128,_1024))"))
            .unwrap()
            .to_string()
    );
    assert_eq!(
        mma.thrfrg_B(c).to_string(),
        rt.thrfrg(Operand::B, &rt_layout("(_128,_64):(_64,_1)"))
            .unwrap()
            .to_string()
    );
}

/// `get_slice(t)` holds the coordinate of `t` in `ThrLayoutVMNK`: the layout maps it back to `t`.
#[test]
fn thread_slices_invert_the_thread_layout() {
    let mma = make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, layout!((_2,_2):(_2,_1)), X);
    let vmnk = mma.get_thr_layout_vmnk();
    assert_eq!(vmnk.to_string(), "((_4,_2),_2,_2,_1):((_1,_16),_8,_4,_0)");
    for t in 0..32 {
        let (v, m, n, k) = mma.get_slice(t).thr_vmnk();
        assert_eq!(vmnk.call((v, m, n, k)), t, "thread {t}");
        assert!((0..8).contains(&v) && (0..2).contains(&m) && (0..2).contains(&n) && k == 0);
    }
    let gmma = make_tiled_mma(
        SM90_64x32x16_F16F16F16_RS::<GMMA::Major::K, GMMA::Major::K>::default(),
        layout!((_2,_2,_1):(_1,_2,_4)),
        X,
    );
    let vmnk = gmma.get_thr_layout_vmnk();
    for t in 0..512 {
        let (v, m, n, k) = gmma.get_slice(t).thr_vmnk();
        assert_eq!(vmnk.call((v, m, n, k)), t, "thread {t}");
    }
}

/// Every layout a tiled copy derives, printed by both layers.
macro_rules! same_tiled_copy {
    ($text:literal, $copy:expr) => {{
        let copy = $copy;
        let c = $text;
        for (what, typed) in [
            ("get_layoutS_TV", copy.get_layoutS_TV().to_string()),
            ("get_layoutD_TV", copy.get_layoutD_TV().to_string()),
            ("Tiler_MN", display(copy.tiler_mn()).to_string()),
            ("TiledLayout_TV", copy.tiled_layout_tv().to_string()),
        ] {
            assert_eq!(typed, runtime(&format!("{what}({c})")), "{what}({c})");
        }
        let Atom::TiledCopy(rt) = runtime_atom(c) else {
            panic!("{c}: not a TiledCopy")
        };
        assert_eq!(copy.to_string(), rt.to_string(), "print({c})");
        assert_eq!(
            print_latex(&copy),
            rt.print_latex().unwrap(),
            "print_latex({c})"
        );
        copy
    }};
}

#[test]
fn tiled_copies_agree_with_the_runtime_layer() {
    same_tiled_copy!(
        "make_tiled_copy(Copy_Atom<SM75_U16x8_LDSM_T,half_t>,(_8,_4):(_4,_1),(_1,_8):(_8,_1))",
        make_tiled_copy(
            Copy_Atom::<SM75_U16x8_LDSM_T, half_t>::default(),
            layout!((_8,_4):(_4,_1)),
            layout!((_1,_8):(_8,_1))
        )
    );
    same_tiled_copy!(
        "make_tiled_copy(Copy_Atom<SM90_U32x4_STSM_N,half_t>,(_4,_8):(_8,_1),(_2,_4):(_4,_1))",
        make_tiled_copy(
            Copy_Atom::<SM90_U32x4_STSM_N, half_t>::default(),
            layout!((_4,_8):(_8,_1)),
            layout!((_2,_4):(_4,_1))
        )
    );
    same_tiled_copy!(
        "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>,float>,(_16,_8):(_1,_16),(_4,_1):(_1,_0))",
        make_tiled_copy(Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u128>, f32>::default(), layout!((_16,_8):(_1,_16)), layout!((_4,_1):(_1,_0)))
    );
    let mma = make_tiled_mma(
        SM80_16x8x16_F16F16F16F16_TN,
        layout!((_2,_2):(_1,_2)),
        tile!((_32, _32, _16)),
    );
    let m = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))";
    let a = same_tiled_copy!(
        "make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16)))",
        make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma)
    );
    assert_eq!(
        a.tiled_layout_tv().to_string(),
        runtime(&format!("get_layoutA_TV({m})"))
    );
    same_tiled_copy!(
        "make_tiled_copy_C(Copy_Atom<UniversalCopy<uint32_t>,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16)))",
        make_tiled_copy_C(Copy_Atom::<UniversalCopy<u32>, half_t>::default(), mma)
    );
}

/// `tidfrg_S(T)(t, v, (i, j))` is the element of `T` at the coordinate that `get_layoutS_TV`
/// gives `(t, v)` in the tile, moved by `(i, j)` tiles; likewise for `tidfrg_D`. The TV layouts
/// come from the runtime layer.
#[test]
fn tidfrg_follows_the_runtime_tv_layouts() {
    let copy = make_tiled_copy(
        Copy_Atom::<SM75_U32x2_LDSM_N, half_t>::default(),
        layout!((_16,_2):(_2,_1)),
        layout!((_2,_4):(_4,_1)),
    );
    let c = "make_tiled_copy(Copy_Atom<SM75_U32x2_LDSM_N,half_t>,(_16,_2):(_2,_1),(_2,_4):(_4,_1))";
    let (tm, tn) = (32, 8);
    assert_eq!(display(copy.tiler_mn()).to_string(), "(_32,_8)");
    // a 64 x 24 row-major tensor: 2 x 3 tiles
    let tensor = layout!((_64,_24):(_24,_1));
    for (side, frg) in [
        ("get_layoutS_TV", copy.tidfrg_S(tensor).to_string()),
        ("get_layoutD_TV", copy.tidfrg_D(tensor).to_string()),
    ] {
        let tv = rt_layout(&runtime(&format!("{side}({c})")));
        let frg = rt_layout(&frg);
        let (threads, values) = (
            tv.mode(0).unwrap().size().unwrap().value,
            tv.mode(1).unwrap().size().unwrap().value,
        );
        for t in 0..threads {
            for v in 0..values {
                let idx = rt_eval(&tv, &[t, v]);
                let (m, n) = (idx % tm, idx / tm);
                for i in 0..2 {
                    for j in 0..3 {
                        let want = (m + i * tm) * 24 + (n + j * tn);
                        let c = RtTuple::Tuple(vec![
                            RtTuple::stat(t),
                            RtTuple::stat(v),
                            RtTuple::Tuple(vec![RtTuple::stat(i), RtTuple::stat(j)]),
                        ]);
                        assert_eq!(
                            frg.eval(&c).unwrap().value,
                            want,
                            "{side} t={t} v={v} i={i} j={j}"
                        );
                    }
                }
            }
        }
    }
}

/// The atom traits as both layers print them.
#[test]
fn atom_traits_agree_with_the_runtime_layer() {
    type G = SM90_64x24x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::MN>;
    let g = "SM90_64x24x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::MN>";
    assert_eq!(G::default().to_string(), g);
    for (what, typed) in [
        ("ALayout", <G as MmaTraits>::ALayout::default().to_string()),
        ("BLayout", <G as MmaTraits>::BLayout::default().to_string()),
        ("CLayout", <G as MmaTraits>::CLayout::default().to_string()),
        (
            "Shape_MNK",
            display(<G as MmaTraits>::Shape_MNK::default()).to_string(),
        ),
    ] {
        assert_eq!(typed, runtime(&format!("{what}({g})")), "{what}");
    }
    type T = SM90_64x16x8_F32TF32TF32_RS_TN;
    assert_eq!(
        <T as MmaTraits>::ALayout::default().to_string(),
        runtime("ALayout(SM90_64x16x8_F32TF32TF32_RS_TN)")
    );
    type A = Copy_Atom<SM90_U16x4_STSM_T, half_t>;
    let a = "Copy_Atom<SM90_U16x4_STSM_T,half_t>";
    // CuTe's print(Copy_Atom): the members, as the runtime layer evaluates them
    let member = |m: &str| runtime(&format!("{m}({a})"));
    assert_eq!(
        A::default().to_string(),
        format!(
            "Copy_Atom\n  ThrID:        {}\n  ValLayoutSrc: {}\n  ValLayoutDst: {}\n  \
             ValLayoutRef: {}\n  ValueType:    16b\n",
            member("ThrID"),
            member("ValLayoutSrc"),
            member("ValLayoutDst"),
            member("ValLayoutRef")
        )
    );
    assert_eq!(runtime(a), a);
    for (what, typed) in [
        (
            "ValLayoutSrc",
            <A as CopyAtom>::ValLayoutSrc::default().to_string(),
        ),
        (
            "ValLayoutDst",
            <A as CopyAtom>::ValLayoutDst::default().to_string(),
        ),
        (
            "ValLayoutRef",
            <A as CopyAtom>::ValLayoutRef::default().to_string(),
        ),
    ] {
        assert_eq!(typed, runtime(&format!("{what}({a})")), "{what}");
    }
    type I = SM80_16x8x64_S32U4S4S32_TN_SATURATE;
    assert_eq!(
        <I as MmaTraits>::ALayout::default().to_string(),
        runtime("ALayout(SM80_16x8x64_S32U4S4S32_TN_SATURATE)")
    );
    assert_eq!(
        <I as MmaTraits>::BLayout::default().to_string(),
        runtime("BLayout(SM80_16x8x64_S32U4S4S32_TN_SATURATE)")
    );
    type F = SM70_8x8x4_F16F16F16F16_TT;
    assert_eq!(
        <F as MmaTraits>::BLayout::default().to_string(),
        runtime("BLayout(SM70_8x8x4_F16F16F16F16_TT)")
    );
    assert_eq!(
        <F as MmaTraits>::CLayout::default().to_string(),
        runtime("CLayout(SM70_8x8x4_F16F16F16F16_TT)")
    );
}
