//! Named swizzled shared-memory layout atoms: the `sgemm_sm80` tutorial's atom and CuTe's GMMA
//! atoms (`include/cute/atom/mma_traits_sm90_gmma.hpp`, `GMMA::Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>`).

use super::{ComposedLayout, SmemPtrFlag};
use crate::int::{_0, _1, _1024, _3, _4, _8};
use crate::layout::Layout;
use crate::swizzle::Swizzle;
use typenum::Quot;

/// The swizzled shared-memory atom of CuTe's `sgemm_sm80` tutorial:
/// `Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))`, an 8 x 64 tile of 16-bit elements. This is
/// an alias; see [`ComposedLayout`] for methods.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(Sm80SwizzleAtom::default().to_string(), "Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))");
/// ```
pub type Sm80SwizzleAtom =
    ComposedLayout<Swizzle<_3, _3, _3>, _0, Layout<(_8, (_8, _8)), (_8, (_1, crate::int::_64))>>;

/// The row length in elements of a GMMA atom of `R` bits per row and `N`-bit elements.
type Row<R, N> = Quot<R, N>;

macro_rules! gmma_atoms {
    ($($(#[$doc:meta])* $name:ident = $b:ty, $bits:ty, $major:ident, $example:literal;)*) => {$(
        $(#[$doc])*
        ///
        /// `N` is the element width in bits (`_16` for `half_t`). This is an alias; see
        /// [`ComposedLayout`] for methods.
        ///
        /// ```
        /// use layout_core::prelude::*;
        #[doc = concat!("assert_eq!(", stringify!($name), "::<_16>::default().to_string(), \"", $example, "\");")]
        /// ```
        pub type $name<N> = gmma_atoms!(@layout $major, $b, $bits, N);
    )*};
    (@layout K, $b:ty, $bits:ty, $n:ident) => {
        ComposedLayout<Swizzle<$b, _4, _3>, SmemPtrFlag<$n>, Layout<(_8, Row<$bits, $n>), (Row<$bits, $n>, _1)>>
    };
    (@layout MN, $b:ty, $bits:ty, $n:ident) => {
        ComposedLayout<Swizzle<$b, _4, _3>, SmemPtrFlag<$n>, Layout<(Row<$bits, $n>, _8), (_1, Row<$bits, $n>)>>
    };
}

type Bits128 = crate::int::_128;
type Bits256 = crate::int::_256;
type Bits512 = crate::int::_512;

gmma_atoms! {
    /// CuTe's `GMMA::Layout_K_INTER_Atom<T>`: `Sw<0,4,3> o smem_ptr[Nb](unset) o (_8,128/N):(128/N,_1)`.
    GmmaLayoutKInterAtom = _0, Bits128, K, "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)";
    /// CuTe's `GMMA::Layout_K_SW32_Atom<T>`: `Sw<1,4,3> o smem_ptr[Nb](unset) o (_8,256/N):(256/N,_1)`.
    GmmaLayoutKSw32Atom = _1, Bits256, K, "Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)";
    /// CuTe's `GMMA::Layout_K_SW64_Atom<T>`: `Sw<2,4,3> o smem_ptr[Nb](unset) o (_8,512/N):(512/N,_1)`.
    GmmaLayoutKSw64Atom = crate::int::_2, Bits512, K, "Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1)";
    /// CuTe's `GMMA::Layout_K_SW128_Atom<T>`: `Sw<3,4,3> o smem_ptr[Nb](unset) o (_8,1024/N):(1024/N,_1)`.
    GmmaLayoutKSw128Atom = _3, _1024, K, "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)";
    /// CuTe's `GMMA::Layout_MN_INTER_Atom<T>`: `Sw<0,4,3> o smem_ptr[Nb](unset) o (128/N,_8):(_1,128/N)`.
    GmmaLayoutMnInterAtom = _0, Bits128, MN, "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)";
    /// CuTe's `GMMA::Layout_MN_SW32_Atom<T>`: `Sw<1,4,3> o smem_ptr[Nb](unset) o (256/N,_8):(_1,256/N)`.
    GmmaLayoutMnSw32Atom = _1, Bits256, MN, "Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16)";
    /// CuTe's `GMMA::Layout_MN_SW64_Atom<T>`: `Sw<2,4,3> o smem_ptr[Nb](unset) o (512/N,_8):(_1,512/N)`.
    GmmaLayoutMnSw64Atom = crate::int::_2, Bits512, MN, "Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)";
    /// CuTe's `GMMA::Layout_MN_SW128_Atom<T>`: `Sw<3,4,3> o smem_ptr[Nb](unset) o (1024/N,_8):(_1,1024/N)`.
    GmmaLayoutMnSw128Atom = _3, _1024, MN, "Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)";
}
