//! CuTe's `03_tensor.md`, ported as a user would write it: tagged pointers, owning tensors,
//! accesses, tiling, slicing, inner/outer and thread-value partitioning, and the closing
//! examples, each checked against what CuTe prints or computes.

use layout_core::prelude::*;

/// `print(tensor)` with the address replaced by `ADDR` (addresses differ per run).
fn shown(t: &impl core::fmt::Display) -> String {
    let s = t.to_string();
    match (s.find("(0x"), s.find(") o ")) {
        (Some(a), Some(b)) if a < b => format!("{}(ADDR){}", &s[..a], &s[b + 1..]),
        _ => s,
    }
}

#[test]
fn nonowning_tensors_print_their_memory_space() {
    let mut a = vec![0.0_f32; 256];
    let p = a.as_mut_ptr();
    // Untagged pointers: the view of a slice prints CuTe's `ptr[32b]`.
    let tensor_8 = make_tensor(&a[..], make_layout(_8));
    assert_eq!(shown(&tensor_8), "ptr[32b](ADDR) o _8:_1");
    let tensor_8s = make_tensor(&a[..], _8);
    assert_eq!(shown(&tensor_8s), "ptr[32b](ADDR) o _8:_1");
    let tensor_8d2 = make_tensor(&a[..], make_layout_with(8, 2));
    assert_eq!(shown(&tensor_8d2), "ptr[32b](ADDR) o 8:2");
    // Global memory (static or dynamic layouts).
    // SAFETY: every tensor below accesses only elements of `a`, from this thread.
    let g = unsafe { make_gmem_ptr(p) };
    assert_eq!(shown(&make_tensor(g, _8)), "gmem_ptr[32b](ADDR) o _8:_1");
    assert_eq!(shown(&make_tensor(g, 8)), "gmem_ptr[32b](ADDR) o 8:_1");
    assert_eq!(
        shown(&make_tensor(g, (_8, 16))),
        "gmem_ptr[32b](ADDR) o (_8,16):(_1,_8)"
    );
    assert_eq!(
        shown(&make_tensor(g, make_layout_with((8, _16), (_16, _1)))),
        "gmem_ptr[32b](ADDR) o (8,_16):(_16,_1)"
    );
    // Shared memory (a host buffer stands for it).
    let smem_layout = make_layout((_4, _8));
    let mut smem = [0.0_f32; Layout::<(_4, _8), (_1, _4)>::COSIZE as usize];
    // SAFETY: the tensors access only elements of `smem`.
    let s = unsafe { make_smem_ptr(smem.as_mut_ptr()) };
    let smem_4x8_col = make_tensor(s, smem_layout);
    let smem_4x8_row = make_tensor(s, make_layout_with(smem_layout.shape(), LayoutRight));
    assert_eq!(
        shown(&smem_4x8_col),
        "smem_ptr[32b](ADDR) o (_4,_8):(_1,_4)"
    );
    assert_eq!(
        shown(&smem_4x8_row),
        "smem_ptr[32b](ADDR) o (_4,_8):(_8,_1)"
    );
    // The pointers print their element width.
    let mut h = [0_u16; 4];
    // SAFETY: nothing is accessed.
    let s16 = unsafe { make_smem_ptr(h.as_mut_ptr()) };
    assert!(s16.to_string().starts_with("smem_ptr[16b](0x"));
}

#[test]
fn owning_tensors_are_register_fragments() {
    let rmem_4x8_col = make_fragment::<f32, _>(make_layout((_4, _8)));
    let rmem_4x8_row = make_fragment::<f32, _>(make_layout_with((_4, _8), LayoutRight));
    let rmem_4x8_pad = make_fragment::<f32, _>(make_layout_with((_4, _8), (_32, _2)));
    let rmem_4x8_like = make_tensor_like(&rmem_4x8_pad);
    assert_eq!(shown(&rmem_4x8_col), "ptr[32b](ADDR) o (_4,_8):(_1,_4)");
    assert_eq!(shown(&rmem_4x8_row), "ptr[32b](ADDR) o (_4,_8):(_8,_1)");
    assert_eq!(shown(&rmem_4x8_pad), "ptr[32b](ADDR) o (_4,_8):(_32,_2)");
    assert_eq!(shown(&rmem_4x8_like), "ptr[32b](ADDR) o (_4,_8):(_8,_1)");
    // each is its own allocation
    let addrs = [
        rmem_4x8_col.to_string(),
        rmem_4x8_row.to_string(),
        rmem_4x8_pad.to_string(),
        rmem_4x8_like.to_string(),
    ];
    assert!(addrs
        .iter()
        .all(|a| addrs.iter().filter(|b| *b == a).count() == 1));
}

#[test]
fn accessing_a_tensor() {
    // A = make_tensor<float>(((_4,_5),_13):((_12,_1),_64)), B = make_tensor(b_ptr, (13,20))
    let mut a = make_fragment::<f32, _>(Layout::new(((_4, _5), _13), ((_12, _1), _64)));
    let mut b_data = vec![0.0_f32; 13 * 20];
    let mut b = make_tensor(&mut b_data[..], make_layout((13, 20)));
    // Fill A via natural coordinates
    for m0 in 0..4 {
        for m1 in 0..5 {
            for n in 0..13 {
                a[((m0, m1), n)] = (n + 2 * m0) as f32;
            }
        }
    }
    // Transpose A into B
    for m in 0..20 {
        for n in 0..13 {
            b[(n, m)] = a[(m, n)];
        }
    }
    // Copy B to A as if they are arrays
    for i in 0..260 {
        a[i] = b[i];
    }
    // A(m, n) for the 1-D index m of (4,5): m = m0 + 4 * m1
    assert_eq!(a[(7, 3)], b[7 + 20 * 3]);
    assert_eq!(b[(3, 7)], (3 + 2 * (7 % 4)) as f32);
}

#[test]
fn tiling_slicing_and_partitioning() {
    let data: Vec<i32> = (0..8 * 24).collect();
    let a = make_tensor(&data[..], make_layout((8, 24))); // (8,24)
    let tiler = (_4, _8);
    let tiled_a = make_tensor(&data[..], make_layout((8, 24))).zipped_divide(tiler);
    assert_eq!(
        tiled_a.layout().to_string(),
        "((_4,_8),(2,3)):((_1,8),(_4,64))"
    );
    // inner partition: a threadgroup's tile
    let cta_a = tiled_a.slice(((X, X), (1, 2)));
    assert_eq!(cta_a.layout().to_string(), "(_4,_8):(_1,8)");
    let same = local_tile(&a, tiler, (1, 2));
    assert_eq!(cta_a.to_string(), same.to_string());
    // outer partition: thread 9's element of every tile
    let thr_a = tiled_a.slice((9, (X, X)));
    assert_eq!(thr_a.layout().to_string(), "(2,3):(_4,64)");
    assert_eq!(thr_a.to_string(), outer_partition(&a, tiler, 9).to_string());
    assert_eq!(thr_a[(1, 2)], a[(1 + 4, 2 + 8 * 2)]);
    // thread-value partition: (T8,V4) -> (M4,N8)
    let tv_layout = Layout::new(((_2, _4), (_2, _2)), ((_8, _1), (_4, _16)));
    let mut row: Vec<f32> = (0..32).map(|i| i as f32).collect();
    let a = make_tensor(&mut row[..], make_layout_with((_4, _8), LayoutRight));
    let tv = a.compose(tv_layout); // (8,4)
    let v = tv.slice((3, X)); // (4)
    assert_eq!(v.layout().to_string(), "((_2,_2)):((_1,_4))");
    assert_eq!(
        (0..4).map(|i| v[i]).collect::<Vec<_>>(),
        [10.0, 11.0, 14.0, 15.0]
    );
}

#[test]
fn copy_a_subtile_from_global_memory_to_registers() {
    // gmem (_8,16); rmem = make_tensor_like(gmem(_, 0)); copy each column
    let data: Vec<f32> = (0..128).map(|i| i as f32).collect();
    // SAFETY: the tensors read only elements of `data`.
    let gmem = make_tensor(unsafe { make_gmem_ptr(data.as_ptr()) }, (_8, 16));
    let mut rmem = make_tensor_like(&gmem.slice((X, 0)));
    assert_eq!(rmem.layout().to_string(), "(_8):(_1)");
    let mut sum = 0.0;
    for j in 0..gmem.shape().1 {
        copy(&gmem.slice((X, j)), &mut rmem);
        sum += (0..8).map(|i| rmem[i]).sum::<f32>();
    }
    assert_eq!(sum, (0..128).sum::<i32>() as f32);
    // an arbitrary subtile: (24,16) tiled by (_8,_4), one register tile per iteration
    let data: Vec<f32> = (0..24 * 16).map(|i| i as f32).collect();
    // SAFETY: as above.
    let gmem = make_tensor(unsafe { make_gmem_ptr(data.as_ptr()) }, (24, 16));
    let gmem_tiled = gmem.zipped_divide((_8, _4)); // ((_8,_4),Rest)
    let mut rmem = make_tensor_like(&gmem_tiled.slice((X, 0)));
    assert_eq!(rmem.layout().to_string(), "((_8,_4)):((_1,_8))");
    let mut seen = 0.0;
    for j in 0..gmem_tiled.shape().1.size() {
        copy(&gmem_tiled.slice((X, j)), &mut rmem);
        seen += (0..32).map(|i| rmem[i]).sum::<f32>();
    }
    assert_eq!(seen, (0..24 * 16).sum::<i32>() as f32);
}

#[test]
fn mutable_partitions_write_through() {
    // the tutorial's copy into a shared-memory partition, on a slice
    let mut smem = [0_i32; 16 * 8];
    let mut s_a = make_tensor(&mut smem[..], make_layout((_16, _8)));
    for tid in 0..32 {
        let mut t_a_s_a = local_partition_mut(&mut s_a, make_layout((_8, _4)), tid); // (_2,_2)
        assert_eq!(t_a_s_a.layout().to_string(), "(_2,_2):(_8,_64)");
        fill(&mut t_a_s_a, tid + 1);
    }
    // every element written exactly once, by the thread (m % 8, n % 4) of (_8,_4)
    for m in 0..16 {
        for n in 0..8 {
            assert_eq!(s_a[(m, n)], (m % 8 + 8 * (n % 4)) + 1);
        }
    }
    let mut tile = local_tile_proj_mut(&mut s_a, (_8, _16, _4), (1, X, 1), (_1, X, _1));
    fill(&mut tile, 0);
    assert_eq!(s_a[(8, 4)], 0);
    assert_eq!(s_a[(7, 4)], 8);
}

#[test]
fn recast_views_wider_elements() {
    #[repr(C, align(16))]
    struct Aligned([f32; 32]);
    let mut data = Aligned([0.0; 32]);
    for (i, x) in data.0.iter_mut().enumerate() {
        *x = i as f32;
    }
    // SAFETY: the base is 16-byte aligned and every access is inside `data`.
    let t = make_tensor(unsafe { make_gmem_ptr(data.0.as_mut_ptr()) }, (_8, _4));
    // SAFETY: as above.
    let mut v = unsafe { t.recast::<u128>() };
    assert_eq!(v.layout().to_string(), "(_2,_4):(_1,_2)");
    let x = v.read((1, 2)); // floats 20..24
    v.write((0, 0), x);
    assert_eq!(&data.0[..4], &[20.0, 21.0, 22.0, 23.0]);
    // and back to narrower elements
    // SAFETY: as above.
    let h = unsafe { v.recast::<u32>() };
    assert_eq!(h.layout().to_string(), "(_8,_4):(_1,_8)");
    assert_eq!(f32::from_bits(h.read((1, 0))), 21.0);
}
