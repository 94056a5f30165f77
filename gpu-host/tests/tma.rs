//! The TMA planner (`gpu_host::tma::plan_tma`): the box, swizzle, strides and instructions it
//! derives from the global tensor and the shared stage, checked against what the stage layout
//! says element by element; and the layouts it rejects, with messages that name the values.

use gpu_host::tma::{plan_tma, GlobalTensor, TmaDtype, TmaError, TmaPlan, TmaSwizzle};
use layout_core::prelude::*;

type H = SmemPtrFlag<_16>;
/// tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64))
type KSw128 =
    ComposedLayout<Swizzle<_3, _4, _3>, H, Layout<((_8, _16), (_64, _1)), ((_64, _512), (_1, _0))>>;
/// ... (_128,_128): two 64-wide atoms along K
type KSw128K128 = ComposedLayout<
    Swizzle<_3, _4, _3>,
    H,
    Layout<((_8, _16), (_64, _2)), ((_64, _512), (_1, _8192))>,
>;
/// tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (_128,_64))
type MnSw128 = ComposedLayout<
    Swizzle<_3, _4, _3>,
    H,
    Layout<((_64, _2), (_8, _8)), ((_1, _512), (_64, _1024))>,
>;
/// tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>, (_128,_32))
type KSw64 =
    ComposedLayout<Swizzle<_2, _4, _3>, H, Layout<((_8, _16), (_32, _1)), ((_32, _256), (_1, _0))>>;

fn tensor(shape: [u64; 2], stride: [u64; 2]) -> GlobalTensor {
    GlobalTensor {
        ptr: 0x7f00_0000_0000,
        dtype: TmaDtype::F16,
        shape,
        stride,
    }
}

/// Where TMA puts element `(x0, x1)` of box `issue` (inner coordinate first): dense rows of the
/// box, at the issue's shared offset.
fn tma_offset(plan: &TmaPlan, issue: usize, x0: u32, x1: u32) -> u32 {
    plan.issues[issue].smem_bytes / 2 + x0 + plan.box_dim[0] * x1
}

/// Every element of the stage is written by exactly one box, where the layout puts it.
fn check_covers(plan: &TmaPlan, tile: (u32, u32), layout_b: impl LayoutLike) {
    let mut seen = vec![0u8; (tile.0 * tile.1) as usize];
    for (i, issue) in plan.issues.iter().enumerate() {
        for x1 in 0..plan.box_dim[1] {
            for x0 in 0..plan.box_dim[0] {
                // the tile coordinate of this box element, (rows, cols)
                let (c0, c1) = (issue.coord[0] + x0, issue.coord[1] + x1);
                let (row, col) = if plan.inner_mode == 0 {
                    (c0, c1)
                } else {
                    (c1, c0)
                };
                assert!(
                    row < tile.0 && col < tile.1,
                    "box {i} reaches ({row},{col})"
                );
                let want = layout_b.eval_mn(i64::from(row), i64::from(col)) as u32;
                assert_eq!(
                    tma_offset(plan, i, x0, x1),
                    want,
                    "box {i} element ({x0},{x1})"
                );
                seen[(row + tile.0 * col) as usize] += 1;
            }
        }
    }
    assert!(seen.iter().all(|&s| s == 1), "every element once");
}

#[test]
fn k_major_tiles_are_one_box_per_stage() {
    // A (M,K):(ldA,_1), M = 1000, K = 4000, ldA = 4096
    let plan = plan_tma::<KSw128>(&tensor([1000, 4000], [4096, 1])).unwrap();
    assert_eq!(plan.dims, [4000, 1000]);
    assert_eq!(plan.stride_bytes, 8192);
    assert_eq!(
        (plan.box_dim, plan.swizzle, plan.inner_mode),
        ([64, 128], TmaSwizzle::B128, 1)
    );
    assert_eq!(plan.issues.len(), 1);
    assert_eq!(plan.stage_bytes(), 16384);
    check_covers(&plan, (128, 64), KSw128::default().layout_b());

    let plan = plan_tma::<KSw128K128>(&tensor([1000, 4000], [4096, 1])).unwrap();
    assert_eq!(plan.box_dim, [64, 128]);
    assert_eq!(
        plan.issues
            .iter()
            .map(|i| (i.smem_bytes, i.coord))
            .collect::<Vec<_>>(),
        [(0, [0, 0]), (16384, [64, 0])]
    );
    check_covers(&plan, (128, 128), KSw128K128::default().layout_b());

    let plan = plan_tma::<KSw64>(&tensor([512, 512], [512, 1])).unwrap();
    assert_eq!((plan.box_dim, plan.swizzle), ([32, 128], TmaSwizzle::B64));
    check_covers(&plan, (128, 32), KSw64::default().layout_b());
}

#[test]
fn mn_major_tiles_take_a_box_per_atom_row_group() {
    // A (M,K):(_1,ldA): 64-element columns of 8 k each, two along M, eight along K
    let plan = plan_tma::<MnSw128>(&tensor([4096, 1024], [1, 4096])).unwrap();
    assert_eq!(
        (plan.dims, plan.box_dim, plan.inner_mode),
        ([4096, 1024], [64, 8], 0)
    );
    assert_eq!(plan.issues.len(), 16);
    assert_eq!(plan.issues[1].smem_bytes, 1024);
    assert_eq!(plan.issues[1].coord, [64, 0]);
    assert_eq!(plan.issues[2].coord, [0, 8]);
    check_covers(&plan, (128, 64), MnSw128::default().layout_b());
}

fn message(r: Result<TmaPlan, TmaError>) -> String {
    r.unwrap_err().to_string()
}

#[test]
fn what_tma_cannot_do_is_an_error_naming_the_values() {
    let m = message(plan_tma::<KSw128>(&tensor([1000, 4000], [4096, 2])));
    assert!(m.contains("no unit-stride mode (strides [4096, 2])"), "{m}");
    let m = message(plan_tma::<KSw128>(&GlobalTensor {
        ptr: 0x1008,
        ..tensor([64, 64], [64, 1])
    }));
    assert!(m.contains("0x1008 is not 16-byte aligned"), "{m}");
    let m = message(plan_tma::<KSw128>(&tensor([64, 60], [60, 1])));
    assert!(m.contains("stride of mode 0 is 120 bytes"), "{m}");
    let m = message(plan_tma::<KSw128>(&GlobalTensor {
        dtype: TmaDtype::F32,
        ..tensor([64, 64], [64, 1])
    }));
    assert!(
        m.contains("16-bit elements, the tensor F32 (32-bit)"),
        "{m}"
    );
    // the K-major stage read against an M-major tensor: its M mode is not contiguous
    let m = message(plan_tma::<KSw128>(&tensor([64, 64], [1, 64])));
    assert!(m.contains("its first stride is 64, not 1"), "{m}");
    // 128 contiguous halves (256 bytes) under a 128-byte swizzle
    type Wide = ComposedLayout<Swizzle<_3, _4, _3>, H, Layout<(_64, _128), (_128, _1)>>;
    let m = message(plan_tma::<Wide>(&tensor([64, 128], [128, 1])));
    assert!(
        m.contains("128 elements (256 bytes)") && m.contains("spans 128 bytes"),
        "{m}"
    );
    assert!(m.starts_with("make_tma_atom: "), "{m}");
}
