//! Tensor sizes in memory, access by index / flat / hierarchical coordinate, checked and
//! unchecked forms, identity tensors, and the element-wise algorithms.

use core::mem::size_of;
use layout_core::prelude::*;

type L48 = Layout<(_4, _8), (_1, _4)>;
type LPad = Layout<(_4, _8), (_32, _2)>;

#[test]
fn owned_static_tensors_are_exactly_cosize_elements() {
    assert_eq!(size_of::<FragmentOf<f32, L48>>(), size_of::<f32>() * 32);
    assert_eq!(size_of::<FragmentOf<f64, LPad>>(), size_of::<f64>() * 111);
    assert_eq!(size_of::<FragmentOf<u8, Layout<_1, _0>>>(), 1);
    type Nested = Layout<((_2, _2), _3), ((_1, _6), _2)>;
    assert_eq!(Nested::COSIZE, 12);
    assert_eq!(size_of::<FragmentOf<i16, Nested>>(), size_of::<i16>() * 12);
    let f = make_rmem_tensor::<f32, _>(make_layout((_4, _8)));
    assert_eq!(size_of_val(&f), 4 * 32);
}

#[test]
fn views_are_a_slice_or_pointer_plus_the_dynamic_layout() {
    let data = [0_f32; 64];
    let static_view = make_tensor(&data[..], make_layout((_4, _8)));
    assert_eq!(size_of_val(&static_view), size_of::<&[f32]>());
    let mixed = make_tensor(&data[..], make_layout((_4, 8)));
    // shape (_4, 8), stride (_1, _4): one dynamic leaf (plus the tuple's alignment padding)
    assert_eq!(size_of_val(&mixed), size_of::<(&[f32], i32)>());
    let dynamic = make_tensor(&data[..], make_layout_with((4, 8), (8, 1)));
    assert_eq!(size_of_val(&dynamic), size_of::<(&[f32], [i32; 4])>());
    let mut buf = [0_f32; 32];
    // SAFETY: `buf` holds the 32 elements of (_4,_8):(_1,_4) and is only used through `p`.
    let p = unsafe { make_tensor_ptr(buf.as_mut_ptr(), make_layout((_4, _8))) };
    assert_eq!(size_of_val(&p), size_of::<*mut f32>());
    let id = make_identity_tensor((_4, _5));
    assert_eq!(size_of_val(&id), 0);
    let id = make_identity_tensor((4, _5));
    assert_eq!(size_of_val(&id), size_of::<i32>());
}

#[test]
fn access_by_index_flat_and_hierarchical_coordinate() {
    // CuTe 03_tensor.md: A is ((_4,_5),_13):((_12,_1),_64), filled with n + 2*m0
    let mut a = make_fragment::<i32, _>(Layout::new(((_4, _5), _13), ((_12, _1), _64)));
    for m0 in 0..4 {
        for m1 in 0..5 {
            for n in 0..13 {
                a[((m0, m1), n)] = n + 2 * m0;
            }
        }
    }
    let mut b_data = [0_i32; 13 * 20];
    let mut b = make_tensor(&mut b_data[..], make_layout((13, 20)));
    for m in 0..20 {
        for n in 0..13 {
            b[(n, m)] = a[(m, n)];
        }
    }
    for i in 0..260 {
        a[i] = b[i];
    }
    // a(i) = b(i) as 1-D arrays: (9, 4) is 1-D index 9 + 20*4 of A
    assert_eq!(a[(9, 4)], b_data[9 + 20 * 4]);
    // b(4, 9) = a(9, 4) before the copy: n + 2*m0 with m = 9 = m0 + 4*m1, so m0 = 1
    assert_eq!(b_data[4 + 13 * 9], 4 + 2);
    assert_eq!(a.get(260), None);
    assert_eq!(a.get((20, 0)), None);
    assert_eq!(a.get(((4, 0), 0)), None);
    assert_eq!(a.get(((3, 4), 12)), Some(&(12 + 2 * 3)));
    // SAFETY: the coordinate is in the domain and the fragment holds the whole cosize.
    assert_eq!(unsafe { *a.get_unchecked(((3, 4), 12)) }, 18);
    // static coordinates work too
    assert_eq!(a[(_1, _2)], a[(1, 2)]);
}

#[test]
#[should_panic(
    expected = "tensor index out of bounds: coordinate (2,0) is outside the domain of layout (_2,_3):(_1,_2)"
)]
fn index_panics_with_the_coordinate_and_layout() {
    let data = [0_u8; 6];
    let t = make_tensor(&data[..], make_layout((_2, _3)));
    let _ = t[(2, 0)];
}

#[test]
#[should_panic(expected = "coordinate 7 is outside")]
fn index_mut_panics_past_the_slice() {
    let mut data = [0_u8; 6];
    // the layout's cosize (8) exceeds the slice: in-domain index 7 maps past the end
    let mut t = make_tensor(&mut data[..], make_layout((_2, _4)));
    t[5] = 1;
    t[7] = 1;
}

#[test]
fn negative_strides_never_reach_before_the_slice() {
    let data = [0, 1, 2, 3];
    let t = make_tensor(&data[..], Layout::new(4, -1));
    assert_eq!(t.get(0), Some(&0));
    assert_eq!(t.get(1), None);
}

#[test]
fn identity_tensor_values_are_coordinates() {
    let id = make_identity_tensor((4, 5));
    for i in 0..20 {
        let c = id.get(i).unwrap();
        assert_eq!(c, (i % 4, i / 4));
        assert_eq!(id.call(c), c);
    }
    assert_eq!(id.get(20), None);
    assert_eq!(id.get((4, 0)), None);
    let nested = make_identity_tensor(((_2, 3), 4));
    assert_eq!(display(nested.call(7)).to_string(), "((1,0),1)");
    assert_eq!(display(nested.call((3, 2))).to_string(), "((1,1),2)");
    assert_eq!(display(nested.call(((1, 2), 3))).to_string(), "((1,2),3)");
    assert_eq!(id.size(), 20);
    assert_eq!(id.layout().to_string(), "(4,5):(_1@0,_1@1)");
}

#[test]
fn copy_fill_clear_axpby() {
    let src: Vec<f32> = (0..12).map(|i| i as f32).collect();
    let mut dst = [0.0_f32; 12];
    let s = make_tensor(&src[..], make_layout((_3, _4)));
    {
        let mut d = make_tensor(&mut dst[..], make_layout_with((_3, _4), LayoutRight));
        copy(&s, &mut d);
        assert_eq!(d[(2, 3)], 11.0);
    }
    assert_eq!(dst[2 * 4 + 3], 11.0);

    let mut frag = make_fragment::<f32, _>(make_layout((_3, _4)));
    copy(&s, &mut frag);
    let mut y = make_fragment::<f32, _>(make_layout((_3, _4)));
    fill(&mut y, 1.0);
    axpby(2.0, &frag, 3.0, &mut y);
    assert_eq!(y[5], 2.0 * 5.0 + 3.0);
    axpby(1.0, &frag, 0.0, &mut y);
    assert_eq!(y[7], 7.0);
    clear(&mut y);
    assert!(y.engine().as_slice().iter().all(|&v| v == 0.0));

    // copy_if with a predicate tensor of bools, values converted with Into
    let pred_data = [true, false, true, false];
    let pred = make_tensor(&pred_data[..], make_layout(_4));
    let small = [1_u8, 2, 3, 4];
    let mut wide = [0_i32; 4];
    copy_if(
        &pred,
        &make_tensor(&small[..], make_layout(_4)),
        &mut make_tensor(&mut wide[..], make_layout(_4)),
    );
    assert_eq!(wide, [1, 0, 3, 0]);
}

#[test]
fn algorithms_report_size_and_memory_errors() {
    let a = [0_i32; 6];
    let mut b = [0_i32; 8];
    let s = make_tensor(&a[..], make_layout((2, 3)));
    let mut d = make_tensor(&mut b[..], make_layout((2, 4)));
    let e = try_copy(&s, &mut d).unwrap_err();
    assert_eq!(
        e.to_string(),
        "copy: the source has 6 elements but the destination has 8"
    );
    let mut short = [0_i32; 3];
    let mut t = make_tensor(&mut short[..], make_layout(4));
    let e = try_fill(&mut t, 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "fill: element 3 of the tensor is outside the tensor's memory"
    );
    assert_eq!(short, [1, 1, 1]);
    let x = [1_i32; 4];
    let mut t = make_tensor(&mut short[..], make_layout(4));
    let e = try_axpby(1, &make_tensor(&x[..], make_layout(3)), 1, &mut t).unwrap_err();
    assert!(matches!(e, TensorError::SizeMismatch { op: "axpby", .. }));
    let p = [true; 3];
    let e = try_copy_if(
        &make_tensor(&p[..], make_layout(3)),
        &make_tensor(&x[..], make_layout(4)),
        &mut make_tensor(&mut b[..], make_layout(4)),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "copy_if: the predicate's shape 3 is not 4, the shape the copy predicates (CuTe's \
         tXpX: the source's rest modes (CPY_M,CPY_N) for a copy with an atom, one bool per \
         copy; the tensors' shape for an element-wise copy)"
    );
    // a predicate of the destination's size but not its shape
    let p = [true; 4];
    let e = try_copy_if(
        &make_tensor(&p[..], make_layout((2, 2))),
        &make_tensor(&x[..], make_layout((1, 4))),
        &mut make_tensor(&mut b[..], make_layout((1, 4))),
    )
    .unwrap_err();
    assert!(matches!(
        e,
        TensorError::PredicateShape { op: "copy_if", .. }
    ));
    let e = try_clear(&mut make_tensor(&mut short[..], make_layout(5))).unwrap_err();
    assert_eq!(
        e.to_string(),
        "clear: element 3 of the tensor is outside the tensor's memory"
    );
}

#[test]
#[should_panic(expected = "copy: the source has 6 elements but the destination has 8")]
fn copy_panics_with_the_error_message() {
    let a = [0_i32; 6];
    let mut b = [0_i32; 8];
    copy(
        &make_tensor(&a[..], make_layout((2, 3))),
        &mut make_tensor(&mut b[..], make_layout((2, 4))),
    );
}
