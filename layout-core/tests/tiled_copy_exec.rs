//! Executing tiled copies the CuTe way: `partition_S` / `partition_D` of a thread slice are the
//! tiled copy's TV layouts (`get_layoutS_TV` / `get_layoutD_TV`, whose goldens are CuTe's)
//! repeated over the tiles of the tensor, every element belongs to exactly one thread, and
//! `copy` / `copy_if` with a tiled copy (and `atom::algorithm`'s free forms) move exactly the partitioned elements, one atom-sized
//! group per instruction.

use layout_core::atom::{self, algorithm};
use layout_core::layout;
use layout_core::prelude::*;

/// Checks a thread's source partition of a `(M, N)` column-major counting tensor against
/// `get_layoutS_TV`: value `v` of tile `(i, j)` is the coordinate `layoutS_TV(t, v)` of that
/// tile, and every element is one thread's, once.
macro_rules! check_partition {
    ($copy:expr, $m:expr, $n:expr, $tm:expr, $tn:expr) => {{
        let copy = $copy;
        let (m, n, tm, tn): (i32, i32, i32, i32) = ($m, $n, $tm, $tn);
        let counting = make_tensor(CountingIterator::new(0), make_layout((m, n)));
        let tv = copy.get_layoutS_TV();
        let threads = copy.size().value();
        let mut seen = vec![0_u32; (m * n) as usize];
        for t in 0..threads {
            let part = copy.get_slice(t).partition_S(&counting);
            let vals = tv.shape().1.size().value();
            assert_eq!(part.size().value(), vals * (m / tm) * (n / tn));
            for i in 0..part.size().value() {
                let idx = part.read(i);
                seen[idx as usize] += 1;
            }
            for j in 0..n / tn {
                for i in 0..m / tm {
                    for v in 0..vals {
                        // the coordinate in the tile, column-major index in (tm, tn)
                        let c = tv.call((t, v)).value();
                        let (ci, cj) = (c % tm, c / tm);
                        let expect = (i * tm + ci) + m * (j * tn + cj);
                        let got = part.read((v, i, j));
                        assert_eq!(got, expect, "thread {t} value {v} tile ({i},{j})");
                    }
                }
            }
        }
        assert!(seen.iter().all(|&k| k == 1), "every element once");
    }};
}

#[test]
#[cfg_attr(
    miri,
    ignore = "counting tensors only (no memory, no unsafe code); minutes under Miri"
)]
fn partition_s_is_layout_s_tv_over_the_tiles() {
    // sgemm_2: 32x8 threads, 4 floats down M each (a 128x8 tile)
    let c = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        layout!((_32, _8):(_1, _32)),
        layout!((_4, _1):(_1, _0)),
    );
    check_partition!(c, 256, 16, 128, 8);
    // sgemm_sm80's g2s copy: 16x8 threads (row-major), 8 halves along N
    let c = make_tiled_copy(
        Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
        layout!((_16, _8):(_8, _1)),
        layout!((_1, _8):(_0, _1)),
    );
    check_partition!(c, 32, 128, 16, 64);
    // CuTe DSL's notebooks' f32 TV: 4x64 threads (row-major), 16x4 values (row-major)
    let c = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        layout!((_4, _64):(_64, _1)),
        layout!((_16, _4):(_4, _1)),
    );
    check_partition!(c, 64, 512, 64, 256);
    // an element atom over the same threads and values
    let c = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u32>, f32>::default(),
        layout!((_4, _64):(_64, _1)),
        layout!((_16, _4):(_4, _1)),
    );
    check_partition!(c, 128, 256, 64, 256);
}

#[test]
fn partition_shapes_are_cutes() {
    // CuTe's sgemm_sm80 tutorial: tAgA (ACPY,ACPY_M,ACPY_K,k) over a (_128,_64,k) tile of A
    let copy_a = make_tiled_copy(
        Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
        layout!((_16, _8):(_8, _1)),
        layout!((_1, _8):(_0, _1)),
    );
    let a = make_tensor(
        CountingIterator::new(0),
        make_layout_with((_128, _64), LayoutRight),
    );
    let t = copy_a.get_slice(0).partition_S(&a);
    assert_eq!(t.layout().to_string(), "((_8,_1),_8,_1):((_1,_0),_1024,_0)");
    // the destination order of an ldmatrix copy (get_layoutD_TV's golden)
    let ldsm = make_tiled_copy(
        Copy_Atom::<SM75_U32x1_LDSM_N, half_t>::default(),
        layout!((_16, _4):(_1, _16)),
        layout!((_4, _1):(_1, _4)),
    );
    let s = make_tensor(CountingIterator::new(0), make_layout((_64, _4)));
    let d = ldsm.get_slice(5).partition_D(&s);
    assert_eq!(d.layout().to_string(), "((_2,_2),_1,_1):((_1,_2),_0,_0)");
    assert_eq!(d.read(0), ldsm.get_layoutD_TV().call((5, 0)).value());
}

#[test]
fn copy_moves_each_threads_vectors_through_a_fragment() {
    // f16, CuTe DSL's notebooks' 16-byte TV: 4x64 threads, 16x8 halves each (a 64x512 tile), two tiles
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
        layout!((_4, _64):(_64, _1)),
        layout!((_16, _8):(_8, _1)),
    );
    let (m, n) = (64, 1024);
    let a: Vec<f16> = (0..m * n)
        .map(|i| f16::from_f32((i % 2048) as f32))
        .collect();
    let mut c = vec![f16::ZERO; m * n];
    let ga = make_tensor(&a[..], make_layout_with((_64, _1024), LayoutRight));
    let mut gc = make_tensor(&mut c[..], make_layout_with((_64, _1024), LayoutRight));
    // under Miri (which runs this thousands of times slower) a few threads, first and last
    // among them; their elements are checked through their partitions below
    let threads: Vec<i32> = if cfg!(miri) {
        vec![0, 1, 130, 255]
    } else {
        (0..256).collect()
    };
    for &t in &threads {
        let thr = copy.get_slice(t);
        let src = thr.partition_S(&ga);
        let mut frg = make_fragment_like(&src);
        copy.copy(&src, &mut frg);
        // the fragment holds the partition's elements in its order
        for i in 0..src.size().value() {
            assert_eq!(frg.read(i), src.read(i));
        }
        let doubled = frg.load() + frg.load();
        frg.store(doubled);
        let mut dst = thr.partition_D_mut(&mut gc);
        algorithm::copy(&copy, &frg, &mut dst);
    }
    // each thread's destination partition holds twice its source partition
    let (ga, gc) = (
        make_tensor(&a[..], make_layout_with((_64, _1024), LayoutRight)),
        make_tensor(&c[..], make_layout_with((_64, _1024), LayoutRight)),
    );
    for &t in &threads {
        let thr = copy.get_slice(t);
        let (src, dst) = (thr.partition_S(&ga), thr.partition_D(&gc));
        for i in 0..src.size().value() {
            assert_eq!(dst.read(i).to_f32(), 2.0 * src.read(i).to_f32());
        }
    }
    if !cfg!(miri) {
        // all threads: every element
        for (x, y) in a.iter().zip(&c) {
            assert_eq!(y.to_f32(), 2.0 * x.to_f32());
        }
    }
}

#[test]
fn copy_if_moves_only_the_predicated_groups() {
    // element atom, one value per copy, a ragged (5, 7) problem inside an (8, 8) tile: each
    // thread's partition is (CPY, CPY_M, CPY_N) = (_1, _2, _4), its predicate (_2, _4)
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u32>, f32>::default(),
        layout!((_4, _2):(_2, _1)),
        layout!((_1, _1):(_0, _0)),
    );
    let a: Vec<f32> = (0..64).map(|i| i as f32).collect();
    let mut c = vec![-1.0_f32; 64];
    let ga = make_tensor(&a[..], make_layout((_8, _8)));
    let mut gc = make_tensor(&mut c[..], make_layout((_8, _8)));
    let id = make_identity_tensor((_8, _8));
    let (em, en) = (5, 7);
    for t in 0..8 {
        let thr = copy.get_slice(t);
        // the coordinates partitioned like the data, then elem_less per rest coordinate
        let rows = make_tensor(CountingIterator::new(0), make_layout((_8, _8)));
        let crd = thr.partition_S(&rows);
        let pred = make_rest_pred(&crd, |i: i32| elem_less(&id.call(i), &(em, en)));
        assert_eq!(pred.layout().to_string(), "(_2,_4):(_1,_2)");
        let src = thr.partition_S(&ga);
        let mut frg = make_fragment_like(&src);
        copy.copy_if(&pred, &src, &mut frg);
        algorithm::copy_if(&copy, &pred, &frg, &mut thr.partition_D_mut(&mut gc));
    }
    for j in 0..8 {
        for i in 0..8 {
            let k = i + 8 * j;
            let want = if i < em && j < en { k as f32 } else { -1.0 };
            assert_eq!(c[k as usize], want, "({i},{j})");
        }
    }
}

#[test]
fn cp_async_copies_global_to_shared() {
    let copy = make_tiled_copy(
        Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u128>, f32>::default(),
        layout!((_8, _4):(_4, _1)),
        layout!((_1, _4):(_0, _1)),
    );
    #[repr(align(16))]
    struct Aligned([f32; 8 * 16]);
    let g = Aligned(core::array::from_fn(|i| i as f32));
    let mut s = Aligned([0.0; 8 * 16]);
    // SAFETY: the tensors access only the 128 floats of `g` and `s`.
    let (gp, sp) = unsafe { (make_gmem_ptr(g.0.as_ptr()), make_smem_ptr(s.0.as_mut_ptr())) };
    let gt = make_tensor(gp, make_layout_with((_8, _16), LayoutRight));
    let mut st = make_tensor(sp, make_layout_with((_8, _16), LayoutRight));
    for t in 0..32 {
        let thr = copy.get_slice(t);
        algorithm::copy(
            &copy,
            &thr.partition_S(&gt),
            &mut thr.partition_D_mut(&mut st),
        );
    }
    atom::cp_async_fence();
    atom::cp_async_wait::<0>();
    assert_eq!(s.0, g.0);
}

#[test]
fn a_group_that_is_not_contiguous_is_an_error() {
    // vectors along N of a column-major tensor: the atom's 4 values have stride 8
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        layout!((_8, _1):(_1, _0)),
        layout!((_1, _4):(_0, _1)),
    );
    let a = [0.0_f32; 32];
    let g = make_tensor(&a[..], make_layout((_8, _4)));
    let src = copy.get_slice(0).partition_S(&g);
    let mut frg = make_fragment_like(&src);
    let e = copy.try_copy(&src, &mut frg).unwrap_err();
    assert_eq!(
        e.to_string(),
        "copy: the copy atom moves 4 consecutive values per instruction, but the source's 4 \
         elements are not groups of 4 consecutive elements (mode 0 of a partition must start \
         with the atom's values, along a unit stride)"
    );
    // sizes that differ
    let mut small = make_fragment::<f32, _>(make_layout((_8,)));
    let e = copy.try_copy(&src, &mut small).unwrap_err();
    assert_eq!(
        e.to_string(),
        "copy: the source has 4 elements but the destination has 8"
    );
}
