//! The owned tensor of a shape known at run time (`make_tensor_vec`, a `Vec` in `VecEngine`):
//! its layout and zeros, element access, the algorithms, slices, tiles and partitions, and
//! the accesses that must fail. Sizes are small, so Miri runs the file (`scripts/miri.sh`).

use layout_core::prelude::*;
use layout_core::tensor::VectorEngine;

/// The element at a column-major `(i, j)` of an `m`-row matrix, for checks by hand.
fn at(v: &[i32], m: i32, i: i32, j: i32) -> i32 {
    v[(i + m * j) as usize]
}

#[test]
fn compact_column_major_of_zeros() {
    let (m, n) = (3, 4);
    let t = make_tensor_vec::<f32, _>((m, n));
    assert_eq!(t.layout().to_string(), "(3,4):(_1,3)");
    assert_eq!(t.engine().len(), 12);
    assert!(t.engine().as_slice().iter().all(|&x| x == 0.0));

    // static leaves stay static, nested shapes are compact column-major too
    let u = make_tensor_vec::<i32, _>((_2, (m, _4)));
    assert_eq!(u.layout().to_string(), "(_2,(3,_4)):(_1,(_2,6))");
    assert_eq!(size(&u), 24);
    let s = make_tensor_vec::<u8, _>((_2, _3));
    assert_eq!(s.layout().to_string(), "(_2,_3):(_1,_2)");
    assert_eq!(s.engine().len(), 6);

    // a type that is only `Default`
    #[derive(Default, Debug, PartialEq)]
    struct NotClone(u8);
    let d = make_tensor_vec::<NotClone, _>(2);
    assert_eq!(d.engine().as_slice(), &[NotClone(0), NotClone(0)]);
}

#[test]
fn read_write_index() {
    let (m, n) = (3, 4);
    let mut t = make_tensor_vec::<i32, _>((m, n));
    for i in 0..m {
        for j in 0..n {
            t[(i, j)] = 10 * i + j;
        }
    }
    t.write((2, 3), -1);
    assert_eq!(t.read((2, 3)), -1);
    assert_eq!(t[(1, 2)], 12);
    assert_eq!(t[7], t[(1, 2)]); // 1-D index 7 is (1, 2)
    *t.get_mut((0, 1)).unwrap() = 99;
    assert_eq!(t.try_read((0, 1)), Some(99));
    assert_eq!(t.get((3, 0)), None);
    assert_eq!(t.get((0, 4)), None);
    assert_eq!(t.get(-1), None);
    assert_eq!(t.try_write(12, 5), None);
    let v = t.clone().into_vec();
    assert_eq!(at(&v, m, 1, 2), 12);
    assert_eq!(at(&v, m, 0, 1), 99);
    // a clone owns its own elements
    let mut c = t.clone();
    c[(0, 0)] = 42;
    assert_eq!((t[(0, 0)], c[(0, 0)]), (0, 42));
}

#[test]
#[should_panic(expected = "tensor index out of bounds")]
fn index_outside_the_shape_panics() {
    let t = make_tensor_vec::<i32, _>((2, 2));
    let _ = t[(2, 0)];
}

#[test]
#[should_panic(expected = "negative extent")]
fn negative_extent_panics() {
    let _ = make_tensor_vec::<i32, _>((2, -3));
}

#[test]
fn empty_shape() {
    let t = make_tensor_vec::<i32, _>((0, 5));
    assert!(t.engine().is_empty());
    assert_eq!(t.get((0, 0)), None);
    assert!(t.into_vec().is_empty());
}

#[test]
fn algorithms() {
    // gemm's M and N are static (they size its register fragments), K may be dynamic
    let (m, n, k) = (_3, _2, 4);
    let mut a = make_tensor_vec::<i32, _>((m, k));
    let mut b = make_tensor_vec::<i32, _>((n, k));
    assert!(a.engine().as_slice().iter().all(|&x| x == 0));
    for i in 0..m.value() {
        for p in 0..k {
            a[(i, p)] = i + 2 * p;
        }
    }
    fill(&mut b, 1);
    b[(1, 3)] = 5;

    // gemm: C(i, j) += sum_p A(i, p) * B(j, p)
    let mut c = make_tensor_vec::<i32, _>((m, n));
    fill(&mut c, 1);
    gemm(&a, &b, &mut c);
    for i in 0..m.value() {
        for j in 0..n.value() {
            let want = 1 + (0..k).map(|p| a[(i, p)] * b[(j, p)]).sum::<i32>();
            assert_eq!(c[(i, j)], want, "C({i},{j})");
        }
    }

    // copy to and from memory viewed as a tensor
    let mut out = [0_i32; 6];
    copy(&c, &mut make_tensor(&mut out[..], make_layout((m, n))));
    assert_eq!(out.to_vec(), c.clone().into_vec());
    let mut back = make_tensor_vec::<i32, _>((m, n));
    copy(&make_tensor(&out[..], make_layout((m, n))), &mut back);
    assert_eq!(back, c);

    // axpby and clear
    let mut y = make_tensor_vec::<i32, _>((m, n));
    fill(&mut y, 10);
    axpby(2, &c, -1, &mut y);
    for i in 0..6 {
        assert_eq!(y[i], 2 * c[i] - 10);
    }
    clear(&mut y);
    assert!(y.into_vec().iter().all(|&x| x == 0));
}

#[test]
fn slices_tiles_partitions() {
    let (m, n) = (4, 6);
    let mut t = make_tensor_vec::<i32, _>((m, n));
    for i in 0..m * n {
        t[i] = i;
    }

    let col = t.slice((X, 2));
    assert_eq!(col.layout().to_string(), "(4):(_1)");
    assert_eq!(col[3], 11);
    fill(&mut t.slice_mut((1, X)), -1); // row 1
    assert_eq!(t[(1, 5)], -1);
    assert_eq!(t[(2, 5)], 22);

    // a 2x3 tile at tile coordinate (1, 1): rows 2..4, columns 3..6
    let tile = local_tile(&t, (_2, _3), (1, 1));
    assert_eq!(display(shape(&tile)).to_string(), "(_2,_3)");
    assert_eq!(tile[(0, 0)], t[(2, 3)]);
    assert_eq!(tile[(1, 2)], t[(3, 5)]);
    fill(&mut local_tile_mut(&mut t, (_2, _3), (0, 0)), 7);
    assert_eq!((t[(0, 0)], t[(1, 2)], t[(2, 0)]), (7, 7, 2));

    // thread 3 of a 2x2 thread layout: rows 1, 3 and columns 1, 3, 5
    let part = local_partition(&t, make_layout((_2, _2)), 3);
    assert_eq!(part[(1, 2)], t[(3, 5)]);
    fill(
        &mut local_partition_mut(&mut t, make_layout((_2, _2)), 3),
        0,
    );
    assert_eq!((t[(1, 1)], t[(3, 5)], t[(2, 5)]), (0, 0, 22));

    // re-laid-out through the algebra
    let d = t.clone().zipped_divide((_2, _2));
    assert_eq!(d.layout().to_string(), "((_2,_2),(2,3)):((_1,4),(_2,8))");
    assert_eq!(d[((1, 0), (1, 2))], t[(3, 4)]); // row 1 + 2 * 1, column 0 + 2 * 2
    assert_eq!(t[(3, 4)], 3 + 4 * 4);
}

#[test]
fn printing() {
    let mut t = make_tensor_vec::<f32, _>((2, _3));
    t[(1, 2)] = 1.5;
    let s = t.to_string();
    assert!(s.starts_with("ptr[32b](0x"), "{s}");
    assert!(s.ends_with(") o (2,_3):(_1,2)"), "{s}");
    let body = print_tensor(&t).to_string();
    assert!(body.contains("1.5"), "{body}");
}

#[test]
fn vector_loads_and_stores() {
    let mut t = make_tensor_vec::<u16, _>(8);
    for i in 0..8 {
        t[i] = i as u16 + 1;
    }
    let e = t.engine();
    // SAFETY: elements 2 and 3 are inside the 8 elements of the engine.
    let v: u32 = unsafe { e.load_vector(2) };
    let b = v.to_ne_bytes();
    assert_eq!(
        [
            u16::from_ne_bytes([b[0], b[1]]),
            u16::from_ne_bytes([b[2], b[3]])
        ],
        [3, 4]
    );
}
