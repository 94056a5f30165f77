//! Predicated copies cannot reach past the memory of their tensors (run under Miri by
//! `scripts/miri.sh`): a vector atom's predicate is one `bool` per copy (CuTe's `tXpX`, the
//! rest modes of the partition, made by `make_rest_pred`), a predicate of another shape is an
//! error, and a tensor over a slice whose layout is longer than the slice reports the copies
//! and elements past its end instead of writing them.

use layout_core::layout;
use layout_core::prelude::*;

/// `n` halves in an allocation of exactly `2 n` bytes, 16-byte aligned (as a device buffer):
/// Miri reports any access past element `n`.
struct Buffer {
    ptr: *mut u16,
    n: usize,
}

impl Buffer {
    fn layout(n: usize) -> std::alloc::Layout {
        std::alloc::Layout::from_size_align(2 * n, 16).expect("a buffer layout")
    }
    fn new(n: usize, f: impl Fn(usize) -> u16) -> Buffer {
        // SAFETY: the layout's size is not zero (n > 0 in these tests).
        let ptr = unsafe { std::alloc::alloc(Buffer::layout(n)) }.cast::<u16>();
        assert!(!ptr.is_null());
        for i in 0..n {
            // SAFETY: `i < n`, inside the allocation.
            unsafe { ptr.add(i).write(f(i)) };
        }
        Buffer { ptr, n }
    }
    fn to_vec(&self) -> Vec<u16> {
        // SAFETY: the `n` elements were written by `new`.
        unsafe { std::slice::from_raw_parts(self.ptr, self.n) }.to_vec()
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        // SAFETY: allocated by `new` with this layout.
        unsafe { std::alloc::dealloc(self.ptr.cast(), Buffer::layout(self.n)) }
    }
}

/// 8 threads, one 128-bit copy (8 halves) each: the 64-half tile of a ragged problem of `n`
/// halves held in buffers of exactly `n` halves, the way a kernel holds them (tagged pointers,
/// the tile past the end of the problem), copied in and out by `copy_if` under
/// `make_rest_pred`. Returns the output buffer.
fn vector_copy_of_a_ragged_tail(n: usize) -> Vec<u16> {
    let tiled = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, u16>::default(),
        layout!((_8, _1):(_1, _0)),
        layout!((_8, _1):(_1, _0)),
    );
    let x = Buffer::new(n, |i| i as u16 + 1);
    let y = Buffer::new(n, |_| 0);
    // SAFETY: every access below is to an element below `n`: the copies are predicated by
    // `make_rest_pred`, which is what this test checks (Miri reports any other access).
    let (g_x, mut g_y) = unsafe {
        (
            make_tensor(make_gmem_ptr(x.ptr.cast_const()), make_layout((_64, _1))),
            make_tensor(make_gmem_ptr(y.ptr), make_layout((_64, _1))),
        )
    };
    let id = make_tensor(CountingIterator::new(0), make_layout((_64, _1)));
    let n = n as i32;
    for t in 0..8 {
        let thr = tiled.get_slice(t);
        let t_x = thr.partition_S(&g_x); // ((_8),_1,_1)
        let pred = make_rest_pred(&thr.partition_S(&id), |i: i32| i < n); // (_1,_1)
        let mut frg = make_fragment_like(&t_x);
        tiled.copy_if(&pred, &t_x, &mut frg);
        tiled.copy_if(&pred, &frg, &mut thr.partition_D_mut(&mut g_y));
    }
    y.to_vec()
}

#[test]
fn a_vector_copy_is_predicated_as_a_whole_and_never_crosses_the_edge() {
    // 13 halves: the copy of 8..16 would cross the end, so it is predicated off
    let y = vector_copy_of_a_ragged_tail(13);
    assert_eq!(&y[..8], &[1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(&y[8..], &[0; 5]);
    // a residue that is a multiple of the vector width: every element, as in CuTe
    let y = vector_copy_of_a_ragged_tail(16);
    assert_eq!(y, (1..=16).collect::<Vec<u16>>());
}

#[test]
fn a_predicate_of_another_shape_is_an_error_before_any_copy() {
    let tiled = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, u16>::default(),
        layout!((_8, _1):(_1, _0)),
        layout!((_8, _1):(_1, _0)),
    );
    let x = vec![7_u16; 64];
    let g_x = make_tensor(&x[..], make_layout((_64, _1)));
    let t_x = tiled.get_slice(1).partition_S(&g_x);
    let mut frg = make_fragment_like(&t_x);
    // one bool per element (8) where the copy has one per copy (1): dynamic, so checked
    let per_element = [true; 8];
    let pred = make_tensor(&per_element[..], make_layout((8, 1)));
    let e = tiled.try_copy_if(&pred, &t_x, &mut frg).unwrap_err();
    assert!(matches!(
        e,
        TensorError::PredicateShape { op: "copy_if", .. }
    ));
    assert!(e
        .to_string()
        .starts_with("copy_if: the predicate's shape (8,1) is not (_1,_1)"));
    assert!(frg.engine().as_slice().iter().all(|&v| v == 0));
}

#[test]
fn a_vector_copy_past_a_slice_is_an_error_not_a_write() {
    let tiled = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, u16>::default(),
        layout!((_8, _1):(_1, _0)),
        layout!((_8, _1):(_1, _0)),
    );
    let x = vec![5_u16; 64];
    let mut y = vec![0_u16; 13]; // the view below is (_64,_1): longer than its memory
    let g_x = make_tensor(&x[..], make_layout((_64, _1)));
    let mut g_y = make_tensor(&mut y[..], make_layout((_64, _1)));
    let mut all = make_fragment::<bool, _>(make_layout((_1, _1)));
    all.write(0, true); // a predicate that admits the copy crossing the end
    let mut errors = 0;
    // threads 0 and 1: the partitions of threads 2.. start past the slice (partition_D panics)
    for t in 0..2 {
        let thr = tiled.get_slice(t);
        let r = tiled.try_copy_if(
            &all,
            &thr.partition_S(&g_x),
            &mut thr.partition_D_mut(&mut g_y),
        );
        if let Err(e) = r {
            assert!(
                matches!(
                    e,
                    TensorError::OutOfBounds {
                        tensor: "destination",
                        ..
                    }
                ),
                "{e}"
            );
            errors += 1;
        }
    }
    assert_eq!(errors, 1); // thread 1's copy of 8..16 reaches past element 13
    assert_eq!(&y[..8], &[5; 8]);
    assert_eq!(&y[8..], &[0; 5]);
}

#[test]
fn reads_and_writes_past_a_slice_are_refused() {
    let mut data = vec![1_i32; 5];
    let mut t = make_tensor(&mut data[..], make_layout((_4, _2))); // 8 coordinates, 5 elements
    assert_eq!(t.try_read((0, 1)), Some(1));
    assert_eq!(t.try_read((1, 1)), None);
    assert_eq!(t.try_write((3, 1), 9), None);
    assert!(t.get_mut((2, 1)).is_none());
    let e = try_fill(&mut t, 4).unwrap_err();
    assert!(matches!(e, TensorError::OutOfBounds { index: 5, .. }));
    let x = [2_i32; 8];
    let xt = make_tensor(&x[..], make_layout((_4, _2)));
    let e = try_copy_if(&|_: i32| true, &xt, &mut t).unwrap_err();
    assert!(matches!(
        e,
        TensorError::OutOfBounds {
            op: "copy_if",
            index: 5,
            ..
        }
    ));
    let e = try_axpby_if(&|_: i32| true, 1, &xt, 1, &mut t).unwrap_err();
    assert!(matches!(
        e,
        TensorError::OutOfBounds {
            op: "axpby",
            index: 5,
            ..
        }
    ));
    assert_eq!(data, [4; 5]);
}

#[test]
#[should_panic(expected = "outside")]
fn a_write_past_a_slice_panics() {
    let mut data = vec![0_u8; 3];
    let mut t = make_tensor(&mut data[..], make_layout(_4));
    t.write(3, 1);
}
