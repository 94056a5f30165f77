//! CuTe's `GmmaDescriptor` and `make_gmma_desc<Major>` (`include/cute/arch/mma_sm90_desc.hpp`,
//! `include/cute/atom/mma_traits_sm90_gmma.hpp`): the 64-bit shared-memory matrix descriptor a
//! `wgmma` reads an operand through, built from the operand's static swizzled layout.
//!
//! | bits | field |
//! | --- | --- |
//! | 0..14 | start address >> 4 |
//! | 16..30 | leading dimension byte offset >> 4 (LBO) |
//! | 32..46 | stride dimension byte offset >> 4 (SBO) |
//! | 49..52 | base offset (0: the swizzle pattern starts at a 1024-byte boundary) |
//! | 62..64 | layout type: 0 interleave, 1 128-byte swizzle, 2 64-byte, 3 32-byte |
//!
//! The descriptor describes one MMA block of an operand, `(rows, k)` with `rows` 64 (A) or `N`
//! (B) and `k` the 32 bytes of one `k16` step. It can express the *canonical* layouts only,
//! which CuTe writes in 16-byte units (`T` elements each) as
//!
//! | major | swizzle | canonical block |
//! | --- | --- | --- |
//! | K | `Sw<B,4,3>`, `B` 1..3 | `((8,m),(T,2)):((W T,SBO),(1,T))`, `W = 2^B` |
//! | K | interleave `Sw<0,4,3>` | `((8,m),(T,2)):((T,SBO),(1,LBO))` |
//! | MN | `Sw<B,4,3>`, `B` 1..3 | `((W T,n),(8,k)):((1,LBO),(W T,SBO))` |
//! | MN | interleave | `((T,n),(8,k)):((1,SBO),(T,LBO))` |
//!
//! (in elements, after `logical_divide` of the block by `(8, T)` for K-major and `(W T, 8)` for
//! MN-major). [`GmmaLayout`] decides this from the layout's type: the block is
//! `composition(layout, (rows:1, k:1))`, divided as above, and must match the pattern, or the
//! program does not compile and the error says which canonical form was expected. The
//! `GMMA::Layout_*_Atom<T>` atoms (`layout_core::composed::GmmaLayoutKSw128Atom` and the others)
//! tiled to the CTA tile by `tile_to_shape` are canonical.
//!
//! ```
//! use gpu_kernels::gmma::{make_gmma_desc, GmmaDesc, GmmaLayout, LayoutType, K, MN};
//! use layout_core::prelude::*;
//! // tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64))
//! type SmemK = ComposedLayout<Swizzle<_3, _4, _3>, SmemPtrFlag<_16>,
//!     Layout<((_8, _16), (_64, _1)), ((_64, _512), (_1, _0))>>;
//! let d = make_gmma_desc::<K, _64, SmemK>(0x400);
//! assert_eq!(d, GmmaDesc(0x4000_0040_0001_0040));
//! assert_eq!((d.layout_type(), d.leading_byte_offset(), d.stride_byte_offset()),
//!            (LayoutType::B128, 16, 1024));
//! // tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (_128,_64))
//! type SmemMn = ComposedLayout<Swizzle<_3, _4, _3>, SmemPtrFlag<_16>,
//!     Layout<((_64, _2), (_8, _8)), ((_1, _512), (_64, _1024))>>;
//! assert_eq!(<SmemMn as GmmaLayout<MN, _64>>::DESC, 0x4000_0080_0000_0000);
//! ```
//!
//! A layout the descriptor cannot express is a compile error:
//!
//! ```compile_fail
//! use gpu_kernels::gmma::{make_gmma_desc, K};
//! use layout_core::prelude::*;
//! // k-major rows of 64 halves, but 128-byte swizzled rows must be 128 bytes apart: padded
//! type Padded = ComposedLayout<Swizzle<_3, _4, _3>, SmemPtrFlag<_16>,
//!     Layout<(_128, _64), (_72, _1)>>;
//! let _ = make_gmma_desc::<K, _64, Padded>(0);
//! ```

use core::fmt;
use layout_core::prelude::*;

/// CuTe's `GMMA::Major`: how an operand is laid out in shared memory ([`K`] or [`MN`], the
/// atoms' own types from `layout_core::atom::GMMA::Major`).
pub trait Major: Copy + Default + 'static {
    /// The `wgmma` transpose immediate (`imm-trans-a`, `imm-trans-b`): 0 for K-major, 1 for
    /// MN-major.
    const TNSP: u32;
}

pub use layout_core::atom::GMMA::Major::{K, MN};

impl Major for K {
    const TNSP: u32 = 0;
}
impl Major for MN {
    const TNSP: u32 = 1;
}

/// CuTe's `GMMA::LayoutType`: the swizzle of the operand's shared memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutType {
    /// No swizzle (`Sw<0,4,3>`), 8 x 16-byte core matrices.
    Interleave = 0,
    /// `Sw<3,4,3>`: 128-byte rows.
    B128 = 1,
    /// `Sw<2,4,3>`: 64-byte rows.
    B64 = 2,
    /// `Sw<1,4,3>`: 32-byte rows.
    B32 = 3,
}

/// CuTe's `GmmaDescriptor`: a shared-memory matrix descriptor.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct GmmaDesc(pub u64);

impl GmmaDesc {
    /// The start address in bytes (bits 0..14, in 16-byte units).
    pub fn start_address(self) -> u32 {
        ((self.0 & 0x3fff) << 4) as u32
    }
    /// The leading dimension byte offset (bits 16..30).
    pub fn leading_byte_offset(self) -> u32 {
        (((self.0 >> 16) & 0x3fff) << 4) as u32
    }
    /// The stride dimension byte offset (bits 32..46).
    pub fn stride_byte_offset(self) -> u32 {
        (((self.0 >> 32) & 0x3fff) << 4) as u32
    }
    /// The base offset (bits 49..52).
    pub fn base_offset(self) -> u32 {
        ((self.0 >> 49) & 0x7) as u32
    }
    /// The layout type (bits 62..64).
    pub fn layout_type(self) -> LayoutType {
        match self.0 >> 62 {
            0 => LayoutType::Interleave,
            1 => LayoutType::B128,
            2 => LayoutType::B64,
            _ => LayoutType::B32,
        }
    }
    /// CuTe's `DescriptorIterator + offset`: the descriptor of the block `bytes` further on
    /// (a multiple of 16), added to the low word as CuTe does.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn advance(self, bytes: u32) -> GmmaDesc {
        let lo = (self.0 as u32).wrapping_add(bytes >> 4);
        GmmaDesc((self.0 & !0xffff_ffff) | lo as u64)
    }
}

/// CuTe's `print(GmmaDescriptor)`.
///
/// ```
/// use gpu_kernels::gmma::GmmaDesc;
/// assert_eq!(GmmaDesc(0x4000_0040_0001_0040).to_string(),
///     "GmmaDescriptor: 0x4000004000010040\n  start_addr :  0x0040\n  leading_off:  0x0001 (1)\n  \
///      stride_off :  0x0040 (64)\n  base_offset:  0x0\n  layout_type:  0x1 (B128)\n");
/// ```
impl fmt::Display for GmmaDesc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lbo, sbo) = (
            self.leading_byte_offset() >> 4,
            self.stride_byte_offset() >> 4,
        );
        writeln!(f, "GmmaDescriptor: 0x{:016x}", self.0)?;
        writeln!(f, "  start_addr :  0x{:04x}", self.start_address() >> 4)?;
        writeln!(f, "  leading_off:  0x{lbo:04x} ({lbo})")?;
        writeln!(f, "  stride_off :  0x{sbo:04x} ({sbo})")?;
        writeln!(f, "  base_offset:  0x{:01x}", self.base_offset())?;
        let t = self.layout_type();
        let name = match t {
            LayoutType::Interleave => "INTERLEAVE",
            LayoutType::B128 => "B128",
            LayoutType::B64 => "B64",
            LayoutType::B32 => "B32",
        };
        writeln!(f, "  layout_type:  0x{:01x} ({name})", t as u8)
    }
}

impl fmt::Debug for GmmaDesc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GmmaDesc(0x{:016x})", self.0)
    }
}

/// The element widths GMMA reads (`_8`, `_16`, `_32` bits): `T` elements fill 16 bytes, a
/// `k` step of the MMA is two of those (32 bytes).
pub trait GmmaBits {
    /// Elements in 16 bytes (CuTe's `T`).
    type T: StaticInt + IntTuple + Default;
    /// Elements in one `k` step (32 bytes).
    type KBlock: StaticInt + IntTuple + Default;
    /// Bytes of an element.
    const BYTES: u32;
}
impl GmmaBits for _16 {
    type T = _8;
    type KBlock = _16;
    const BYTES: u32 = 2;
}
impl GmmaBits for _32 {
    type T = _4;
    type KBlock = _8;
    const BYTES: u32 = 4;
}
impl GmmaBits for _8 {
    type T = _16;
    type KBlock = _32;
    const BYTES: u32 = 1;
}

/// The swizzle bits `B` of a GMMA layout (`Sw<B,4,3>`), with its layout type.
pub trait GmmaSwizzle {
    /// The descriptor's layout type.
    const LAYOUT_TYPE: LayoutType;
}
impl GmmaSwizzle for _0 {
    const LAYOUT_TYPE: LayoutType = LayoutType::Interleave;
}
impl GmmaSwizzle for _1 {
    const LAYOUT_TYPE: LayoutType = LayoutType::B32;
}
impl GmmaSwizzle for _2 {
    const LAYOUT_TYPE: LayoutType = LayoutType::B64;
}
impl GmmaSwizzle for _3 {
    const LAYOUT_TYPE: LayoutType = LayoutType::B128;
}

/// A K-major MMA block divided by `(8, T)` that is canonical for swizzle `B` and `BITS`-bit
/// elements: gives the LBO and SBO in elements.
#[diagnostic::on_unimplemented(
    message = "make_gmma_desc<Major::K>: the shared-memory layout is not a canonical GMMA K-major layout for its swizzle",
    label = "its (rows, k) block divided by (8, 16 bytes)",
    note = "expected ((_8,m),(T,_2)):((W*T,SBO),(_1,T)) in elements: T elements in 16 bytes, W = 2, 4, 8 for Sw<1|2|3,4,3> (Sw<0,4,3>: ((_8,m),(T,_2)):((T,SBO),(_1,LBO)))",
    note = "GMMA::Layout_K_*_Atom tiled to the tile with tile_to_shape is canonical"
)]
pub trait KCanonical<B, BITS> {
    /// The leading byte offset, in elements.
    const LBO: u32;
    /// The stride byte offset, in elements.
    const SBO: u32;
}

/// An MN-major MMA block divided by `(W T, 8)` that is canonical for swizzle `B` and `BITS`-bit
/// elements.
#[diagnostic::on_unimplemented(
    message = "make_gmma_desc<Major::MN>: the shared-memory layout is not a canonical GMMA MN-major layout for its swizzle",
    label = "its (rows, k) block divided by (swizzle width, 8)",
    note = "expected ((W*T,n),(_8,k)):((_1,LBO),(W*T,SBO)) in elements: T elements in 16 bytes, W = 2, 4, 8 for Sw<1|2|3,4,3> (Sw<0,4,3>: ((T,n),(_8,k)):((_1,SBO),(T,LBO)))",
    note = "GMMA::Layout_MN_*_Atom tiled to the tile with tile_to_shape is canonical"
)]
pub trait MnCanonical<B, BITS> {
    /// The leading byte offset, in elements.
    const LBO: u32;
    /// The stride byte offset, in elements.
    const SBO: u32;
}

macro_rules! canonical {
    ($bits:ty, $t:ty; $($b:ty => $wt:ty),*) => {$(
        impl<Mn: StaticInt, Sbo: StaticInt> KCanonical<$b, $bits>
            for Layout<((_8, Mn), ($t, _2)), (($wt, Sbo), (_1, $t))>
        {
            const LBO: u32 = <$t as StaticInt>::VALUE as u32;
            const SBO: u32 = Sbo::VALUE as u32;
        }
        impl<Nn: StaticInt, Kk: StaticInt, Lbo: StaticInt, Sbo: StaticInt> MnCanonical<$b, $bits>
            for Layout<(($wt, Nn), (_8, Kk)), ((_1, Lbo), ($wt, Sbo))>
        {
            const LBO: u32 = Lbo::VALUE as u32;
            const SBO: u32 = Sbo::VALUE as u32;
        }
    )*
        impl<Mn: StaticInt, Sbo: StaticInt, Lbo: StaticInt> KCanonical<_0, $bits>
            for Layout<((_8, Mn), ($t, _2)), (($t, Sbo), (_1, Lbo))>
        {
            const LBO: u32 = Lbo::VALUE as u32;
            const SBO: u32 = Sbo::VALUE as u32;
        }
        // interleave: the block's 8-row step is the SBO, its k step the LBO
        impl<Nn: StaticInt, Kk: StaticInt, Lbo: StaticInt, Sbo: StaticInt> MnCanonical<_0, $bits>
            for Layout<(($t, Nn), (_8, Kk)), ((_1, Sbo), ($t, Lbo))>
        {
            const LBO: u32 = Lbo::VALUE as u32;
            const SBO: u32 = Sbo::VALUE as u32;
        }
    };
}
canonical!(_16, _8; _1 => _16, _2 => _32, _3 => _64);
canonical!(_32, _4; _1 => _8, _2 => _16, _3 => _32);
canonical!(_8, _16; _1 => _32, _2 => _64, _3 => _128);

/// The block of `rows` x one `k` step at the origin of a layout: `composition(L, (rows:1, k:1))`.
pub type GmmaBlock<L, Rows, Bits> =
    Composed<L, (Layout<Rows, _1>, Layout<<Bits as GmmaBits>::KBlock, _1>)>;

/// A K-major block divided into CuTe's canonical modes: `logical_divide(block, (8:1, T:1))`.
pub type KDivided<L, Rows, Bits> =
    LogicalDivided<GmmaBlock<L, Rows, Bits>, (Layout<_8, _1>, Layout<<Bits as GmmaBits>::T, _1>)>;

/// The swizzle width in elements of `Sw<B,4,3>` for `Bits`-bit elements (interleave: `T`).
pub type SwizzleWidth<B, Bits> = <(B, Bits) as SwizzleWidthOf>::Width;

/// [`SwizzleWidth`]'s table.
#[doc(hidden)]
pub trait SwizzleWidthOf {
    /// `W T` elements.
    type Width: StaticInt + IntTuple + Default;
}
macro_rules! widths {
    ($($b:ty, $bits:ty => $w:ty;)*) => {$(
        impl SwizzleWidthOf for ($b, $bits) {
            type Width = $w;
        }
    )*};
}
widths! {
    _0, _16 => _8; _1, _16 => _16; _2, _16 => _32; _3, _16 => _64;
    _0, _32 => _4; _1, _32 => _8; _2, _32 => _16; _3, _32 => _32;
    _0, _8 => _16; _1, _8 => _32; _2, _8 => _64; _3, _8 => _128;
}

/// An MN-major block divided into CuTe's canonical modes: `logical_divide(block, (W T:1, 8:1))`.
pub type MnDivided<L, Rows, B, Bits> =
    LogicalDivided<GmmaBlock<L, Rows, Bits>, (Layout<SwizzleWidth<B, Bits>, _1>, Layout<_8, _1>)>;

/// A static shared-memory layout `(rows, k) -> element` that a GMMA descriptor of majorness
/// `M` expresses for blocks of `Rows` rows (64 for A, `N` for B): CuTe's `make_gmma_desc<M>`
/// accepting it. Implemented for `Sw<B,4,3> o smem_ptr[bits] o L` when the block at the origin
/// is canonical (see the [module docs](self)).
pub trait GmmaLayout<M: Major, Rows> {
    /// The descriptor's static bits: layout type, LBO, SBO (start address 0).
    const DESC: u64;
}

/// The static bits of a descriptor from the layout type and the LBO and SBO in elements.
const fn desc_bits(t: LayoutType, lbo: u32, sbo: u32, bytes: u32) -> u64 {
    let (lbo, sbo) = ((lbo * bytes) >> 4, (sbo * bytes) >> 4);
    assert!(
        lbo < (1 << 14) && sbo < (1 << 14),
        "GMMA descriptor offsets past 256 KiB"
    );
    ((t as u64) << 62) | ((sbo as u64) << 32) | ((lbo as u64) << 16)
}

impl<B, Bits, S, D, Rows> GmmaLayout<K, Rows>
    for ComposedLayout<Swizzle<B, _4, _3>, SmemPtrFlag<Bits>, Layout<S, D>>
where
    B: GmmaSwizzle,
    Bits: GmmaBits,
    Layout<S, D>: Compose<(Layout<Rows, _1>, Layout<Bits::KBlock, _1>)>,
    GmmaBlock<Layout<S, D>, Rows, Bits>: LogicalDivide<(Layout<_8, _1>, Layout<Bits::T, _1>)>,
    KDivided<Layout<S, D>, Rows, Bits>: KCanonical<B, Bits>,
{
    const DESC: u64 = desc_bits(
        B::LAYOUT_TYPE,
        <KDivided<Layout<S, D>, Rows, Bits> as KCanonical<B, Bits>>::LBO,
        <KDivided<Layout<S, D>, Rows, Bits> as KCanonical<B, Bits>>::SBO,
        Bits::BYTES,
    );
}

impl<B, Bits, S, D, Rows> GmmaLayout<MN, Rows>
    for ComposedLayout<Swizzle<B, _4, _3>, SmemPtrFlag<Bits>, Layout<S, D>>
where
    B: GmmaSwizzle,
    Bits: GmmaBits,
    (B, Bits): SwizzleWidthOf,
    Layout<S, D>: Compose<(Layout<Rows, _1>, Layout<Bits::KBlock, _1>)>,
    GmmaBlock<Layout<S, D>, Rows, Bits>:
        LogicalDivide<(Layout<SwizzleWidth<B, Bits>, _1>, Layout<_8, _1>)>,
    MnDivided<Layout<S, D>, Rows, B, Bits>: MnCanonical<B, Bits>,
{
    const DESC: u64 = desc_bits(
        B::LAYOUT_TYPE,
        <MnDivided<Layout<S, D>, Rows, B, Bits> as MnCanonical<B, Bits>>::LBO,
        <MnDivided<Layout<S, D>, Rows, B, Bits> as MnCanonical<B, Bits>>::SBO,
        Bits::BYTES,
    );
}

/// CuTe's `make_gmma_desc<M>(tensor)` for the tensor of layout `L` at shared address `smem`
/// (the block at `L`'s origin, `Rows` rows): the static bits of [`GmmaLayout::DESC`] and the
/// start address. The swizzle acts on address bits, so a swizzled layout's storage starts at a
/// multiple of its pattern (1024 bytes for `Sw<3,4,3>`): the base offset is 0, as in CuTe.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_gmma_desc<M: Major, Rows, L: GmmaLayout<M, Rows>>(smem: u32) -> GmmaDesc {
    GmmaDesc(L::DESC | ((smem >> 4) & 0x3fff) as u64)
}
