//! GMMA shared-memory descriptors (`gpu_kernels::gmma::make_gmma_desc`) against CuTe's
//! `make_gmma_desc`: the descriptors CuTe C++ built for the blocks of `make_fragment_A/B` of a
//! tiled GMMA over `tile_to_shape(GMMA::Layout_*_Atom<half_t>, tile)` (printed on the host by
//! a program compiled with nvcc against CUTLASS 7107b0553; start address 0), and a decoder of
//! the canonical layouts that checks every element of a block against the layout.

use gpu_kernels::gmma::{make_gmma_desc, GmmaDesc, GmmaLayout, LayoutType, K, MN};
use layout_core::prelude::*;

type Sw<B> = Swizzle<B, _4, _3>;
type H = SmemPtrFlag<_16>;
/// tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64))
type KSw128 = ComposedLayout<Sw<_3>, H, Layout<((_8, _16), (_64, _1)), ((_64, _512), (_1, _0))>>;
/// ... (_128,_128)
type KSw128K128 =
    ComposedLayout<Sw<_3>, H, Layout<((_8, _16), (_64, _2)), ((_64, _512), (_1, _8192))>>;
/// ... (_256,_64)
type KSw128N256 =
    ComposedLayout<Sw<_3>, H, Layout<((_8, _32), (_64, _1)), ((_64, _512), (_1, _0))>>;
/// tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>, (_128,_32))
type KSw64 = ComposedLayout<Sw<_2>, H, Layout<((_8, _16), (_32, _1)), ((_32, _256), (_1, _0))>>;
/// tile_to_shape(GMMA::Layout_K_SW32_Atom<half_t>, (_128,_16))
type KSw32 = ComposedLayout<Sw<_1>, H, Layout<((_8, _16), (_16, _1)), ((_16, _128), (_1, _0))>>;
/// tile_to_shape(GMMA::Layout_K_INTER_Atom<half_t>, (_128,_16))
type KInter = ComposedLayout<Sw<_0>, H, Layout<((_8, _16), (_8, _2)), ((_8, _64), (_1, _1024))>>;
/// tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (_128,_64))
type MnSw128 = ComposedLayout<Sw<_3>, H, Layout<((_64, _2), (_8, _8)), ((_1, _512), (_64, _1024))>>;
/// ... (_256,_64)
type MnSw128N256 =
    ComposedLayout<Sw<_3>, H, Layout<((_64, _4), (_8, _8)), ((_1, _512), (_64, _2048))>>;
/// tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>, (_128,_64))
type MnSw64 = ComposedLayout<Sw<_2>, H, Layout<((_32, _4), (_8, _8)), ((_1, _256), (_32, _1024))>>;
/// tile_to_shape(GMMA::Layout_MN_SW32_Atom<half_t>, (_128,_64))
type MnSw32 = ComposedLayout<Sw<_1>, H, Layout<((_16, _8), (_8, _8)), ((_1, _128), (_16, _1024))>>;
/// tile_to_shape(GMMA::Layout_MN_INTER_Atom<half_t>, (_128,_64))
type MnInter = ComposedLayout<Sw<_0>, H, Layout<((_8, _16), (_8, _8)), ((_1, _64), (_8, _1024))>>;

/// The smem tile types above are CuTe's `tile_to_shape` results (the runtime layer evaluates
/// CuTe's expression; the oracle checks the runtime layer against CuTe).
#[test]
fn tiles_are_cutes_tile_to_shape() {
    use layout_core::runtime::evaluate;
    let cute = |atom: &str, tile: &str| {
        evaluate(&format!("tile_to_shape(GMMA::{atom}<half_t>,{tile})"))
            .unwrap()
            .to_string()
    };
    assert_eq!(
        KSw128::default().to_string(),
        cute("Layout_K_SW128_Atom", "(_128,_64)")
    );
    assert_eq!(
        KSw128K128::default().to_string(),
        cute("Layout_K_SW128_Atom", "(_128,_128)")
    );
    assert_eq!(
        KSw128N256::default().to_string(),
        cute("Layout_K_SW128_Atom", "(_256,_64)")
    );
    assert_eq!(
        KSw64::default().to_string(),
        cute("Layout_K_SW64_Atom", "(_128,_32)")
    );
    assert_eq!(
        KSw32::default().to_string(),
        cute("Layout_K_SW32_Atom", "(_128,_16)")
    );
    assert_eq!(
        KInter::default().to_string(),
        cute("Layout_K_INTER_Atom", "(_128,_16)")
    );
    assert_eq!(
        MnSw128::default().to_string(),
        cute("Layout_MN_SW128_Atom", "(_128,_64)")
    );
    assert_eq!(
        MnSw128N256::default().to_string(),
        cute("Layout_MN_SW128_Atom", "(_256,_64)")
    );
    assert_eq!(
        MnSw64::default().to_string(),
        cute("Layout_MN_SW64_Atom", "(_128,_64)")
    );
    assert_eq!(
        MnSw32::default().to_string(),
        cute("Layout_MN_SW32_Atom", "(_128,_64)")
    );
    assert_eq!(
        MnInter::default().to_string(),
        cute("Layout_MN_INTER_Atom", "(_128,_64)")
    );
}

/// The element offset (no swizzle) of `(row, k)` in layout `L`: where a block starts.
fn offset<L: LayoutLike>(l: L, row: i64, k: i64) -> u32 {
    l.eval_mn(row, k) as u32
}

/// The descriptors of CuTe's `tCrA(0, m, k)` / `tCrB(0, n, k)` (start address 0): the block
/// at `(64 m or N n, 16 k)` starts `2 L(row, k)` bytes in.
#[test]
fn descriptors_equal_cutes() {
    fn check<M: gpu_kernels::gmma::Major, Rows: StaticInt, L>(
        name: &str,
        cute: &[(i64, i64, u64)],
        layout_b: impl LayoutLike,
    ) where
        L: GmmaLayout<M, Rows>,
    {
        let rows = i64::from(Rows::VALUE);
        for &(i, k, want) in cute {
            let start = 2 * offset(layout_b, rows * i, 16 * k);
            let d = make_gmma_desc::<M, Rows, L>(0).advance(start);
            assert_eq!(d, GmmaDesc(want), "{name} block ({i},{k})\n{d}");
        }
    }
    check::<K, _64, KSw128>(
        "K_SW128 128x64 A",
        &[
            (0, 0, 0x4000004000010000),
            (0, 1, 0x4000004000010002),
            (0, 2, 0x4000004000010004),
            (0, 3, 0x4000004000010006),
            (1, 0, 0x4000004000010200),
            (1, 3, 0x4000004000010206),
        ],
        KSw128::default().layout_b(),
    );
    check::<K, _256, KSw128N256>(
        "K_SW128 256x64 B (N = 256)",
        &[(0, 0, 0x4000004000010000), (0, 3, 0x4000004000010006)],
        KSw128N256::default().layout_b(),
    );
    check::<K, _128, KSw128>(
        "K_SW128 128x64 B (N = 128)",
        &[(0, 0, 0x4000004000010000), (0, 1, 0x4000004000010002)],
        KSw128::default().layout_b(),
    );
    check::<K, _64, KSw64>(
        "K_SW64 128x32 A",
        &[
            (0, 0, 0x8000002000010000),
            (0, 1, 0x8000002000010002),
            (1, 0, 0x8000002000010100),
            (1, 1, 0x8000002000010102),
        ],
        KSw64::default().layout_b(),
    );
    check::<K, _64, KSw32>(
        "K_SW32 128x16 A",
        &[(0, 0, 0xc000001000010000), (1, 0, 0xc000001000010080)],
        KSw32::default().layout_b(),
    );
    check::<K, _64, KInter>(
        "K_INTER 128x16 A",
        &[(0, 0, 0x0000000800800000), (1, 0, 0x0000000800800040)],
        KInter::default().layout_b(),
    );
    check::<K, _64, KSw128K128>(
        "K_SW128 128x128 A",
        &[
            (0, 3, 0x4000004000010006),
            (0, 4, 0x4000004000010400),
            (0, 7, 0x4000004000010406),
            (1, 4, 0x4000004000010600),
            (1, 7, 0x4000004000010606),
        ],
        KSw128K128::default().layout_b(),
    );
    check::<MN, _64, MnSw128>(
        "MN_SW128 128x64 A",
        &[
            (0, 0, 0x4000008000000000),
            (0, 1, 0x4000008000000100),
            (0, 3, 0x4000008000000300),
            (1, 0, 0x4000008000000040),
            (1, 3, 0x4000008000000340),
        ],
        MnSw128::default().layout_b(),
    );
    check::<MN, _256, MnSw128N256>(
        "MN_SW128 256x64 B (N = 256)",
        &[
            (0, 0, 0x4000010000400000),
            (0, 1, 0x4000010000400200),
            (0, 3, 0x4000010000400600),
        ],
        MnSw128N256::default().layout_b(),
    );
    check::<MN, _64, MnSw64>(
        "MN_SW64 128x64 A",
        &[
            (0, 0, 0x8000008000200000),
            (0, 3, 0x8000008000200300),
            (1, 1, 0x8000008000200140),
        ],
        MnSw64::default().layout_b(),
    );
    check::<MN, _64, MnSw32>(
        "MN_SW32 128x64 A",
        &[
            (0, 0, 0xc000008000100000),
            (0, 2, 0xc000008000100200),
            (1, 3, 0xc000008000100340),
        ],
        MnSw32::default().layout_b(),
    );
    check::<MN, _64, MnInter>(
        "MN_INTER 128x64 A",
        &[
            (0, 0, 0x0000000800800000),
            (0, 1, 0x0000000800800100),
            (1, 2, 0x0000000800800240),
        ],
        MnInter::default().layout_b(),
    );
}

/// The byte address the tensor cores read for element `(r, c)` (`r` along M or N, `c` along
/// K) of the block a descriptor describes, as CuTe's comments in `make_gmma_desc` write the
/// canonical layouts (in 16-byte units, `T` elements each) with the swizzle applied to the
/// address bits: an independent reading of the descriptor.
fn decode(d: GmmaDesc, major_k: bool, r: u32, c: u32) -> u32 {
    let t = 8; // 16-bit elements
    let (lbo, sbo) = (d.leading_byte_offset(), d.stride_byte_offset());
    let (w, swizzle_bits) = match d.layout_type() {
        LayoutType::Interleave => (1, 0),
        LayoutType::B32 => (2, 1),
        LayoutType::B64 => (4, 2),
        LayoutType::B128 => (8, 3),
    };
    let inter = w == 1;
    let bytes = if major_k {
        // ((8,m),(T,2)):((W,SBO),(1,1)) in units (interleave: the k step is the LBO)
        let (r0, r1, ct, c16) = (r % 8, r / 8, c % t, c / t);
        let k_step = if inter { lbo } else { 16 };
        r0 * 16 * w + r1 * sbo + c16 * k_step + 2 * ct
    } else {
        // ((W,n),(8,k)):((1,LBO),(W,SBO)) in units of T elements (interleave:
        // ((1,n),(8,k)):((-,SBO),(1,LBO)))
        let (ri, rw, rn) = (r % t, (r / t) % w, r / (t * w));
        let (k0, k1) = (c % 8, c / 8);
        if inter {
            rn * sbo + k0 * 16 + k1 * lbo + 2 * ri
        } else {
            rw * 16 + rn * lbo + k0 * 16 * w + k1 * sbo + 2 * ri
        }
    };
    swizzle(d.start_address() + bytes, swizzle_bits)
}

/// `Sw<B,4,3>` on a byte address: bits `4..4+B` ^= bits `7..7+B`.
fn swizzle(a: u32, b: u32) -> u32 {
    let mask = ((1 << b) - 1) << 7;
    a ^ ((a & mask) >> 3)
}

/// Every element of every block of each tile: the address the descriptor makes the tensor
/// cores read is the address the layout gives for a tile at 1024 bytes, `Sw<B,4,3>` applied to
/// the byte address (CuTe's `smem_ptr_flag`: the swizzle acts on the pointer).
#[test]
fn descriptors_address_every_element_as_the_layout_does() {
    fn check<M: gpu_kernels::gmma::Major, Rows: StaticInt, L>(name: &str, tile: (u32, u32))
    where
        L: GmmaLayout<M, Rows> + LayoutLikeB,
    {
        let major_k = M::TNSP == 0;
        let rows = Rows::VALUE as u32;
        let base = 1024u32;
        for i in 0..tile.0 / rows {
            for k in 0..tile.1 / 16 {
                let start = 2 * L::b_offset(rows * i, 16 * k);
                let d = make_gmma_desc::<M, Rows, L>(base).advance(start);
                for r in 0..rows {
                    for c in 0..16 {
                        let (row, col) = (rows * i + r, 16 * k + c);
                        let want = L::swizzle_bytes(base + 2 * L::b_offset(row, col));
                        assert_eq!(
                            decode(d, major_k, r, c),
                            want,
                            "{name}: block ({i},{k}), element ({r},{c})"
                        );
                    }
                }
            }
        }
    }
    check::<K, _64, KSw128>("K_SW128 A", (128, 64));
    check::<K, _128, KSw128>("K_SW128 B N=128", (128, 64));
    check::<K, _64, KSw128K128>("K_SW128 128x128", (128, 128));
    check::<K, _256, KSw128N256>("K_SW128 B N=256", (256, 64));
    check::<K, _64, KSw64>("K_SW64", (128, 32));
    check::<K, _64, KSw32>("K_SW32", (128, 16));
    check::<K, _64, KInter>("K_INTER", (128, 16));
    check::<MN, _64, MnSw128>("MN_SW128 A", (128, 64));
    check::<MN, _128, MnSw128>("MN_SW128 B N=128", (128, 64));
    check::<MN, _256, MnSw128N256>("MN_SW128 B N=256", (256, 64));
    check::<MN, _64, MnSw64>("MN_SW64", (128, 64));
    check::<MN, _64, MnSw32>("MN_SW32", (128, 64));
    check::<MN, _64, MnInter>("MN_INTER", (128, 64));
}

/// The un-swizzled offset of a composed layout's `B` part (where a block's descriptor starts).
trait LayoutLikeB {
    fn b_offset(row: u32, k: u32) -> u32;
    fn swizzle_bytes(address: u32) -> u32;
}
impl<B, O, S: IntTuple + Default, D: IntTuple + Default> LayoutLikeB
    for ComposedLayout<Swizzle<B, _4, _3>, O, Layout<S, D>>
where
    (B, _4, _3): layout_core::swizzle::SwizzleParams,
    B: StaticInt,
{
    fn b_offset(row: u32, k: u32) -> u32 {
        Layout::<S, D>::default().eval_mn(i64::from(row), i64::from(k)) as u32
    }
    fn swizzle_bytes(address: u32) -> u32 {
        Swizzle::<B, _4, _3>::default().apply(address as i32) as u32
    }
}
