//! CuTe's `MixedBits<S, F>` (`include/cute/swizzle.hpp`): a 32-bit offset whose bits `S` are
//! known statically and whose bits `F` are known only at run time. Slicing a swizzled layout
//! with a run-time index produces one; it prints `M_S|(D&F)=V` with `V = S | (D & F)`.

use core::fmt;
use core::marker::PhantomData;
use typenum::Unsigned;

/// CuTe's `MixedBits<S, F>`: the offset `S | (d & F)` with `S` and `F` static (typenum
/// unsigned integers, disjoint, `F` not empty) and `d` a run-time value.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::typenum::{U448, U8};
/// let m = MixedBits::<U8, U448>::new(64);
/// assert_eq!(m.to_string(), "M_8|(64&448)=72");
/// assert_eq!(m.value(), 72);
/// ```
pub struct MixedBits<S, F> {
    dynamic: u32,
    bits: PhantomData<(S, F)>,
}

impl<S, F> Clone for MixedBits<S, F> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<S, F> Copy for MixedBits<S, F> {}

impl<S: Unsigned, F: Unsigned> MixedBits<S, F> {
    /// `S`: the statically known set bits.
    pub const FIXED: u32 = S::U32;
    /// `F`: the bits known only at run time.
    pub const FLAGS: u32 = F::U32;

    /// The bits `S | (dynamic & F)` (bits of `dynamic` outside `F` are dropped).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn new(dynamic: u32) -> Self {
        MixedBits {
            dynamic: dynamic & F::U32,
            bits: PhantomData,
        }
    }
    /// The run-time bits, `dynamic & F`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn dynamic_bits(self) -> u32 {
        self.dynamic
    }
    /// The value `S | (dynamic & F)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn value(self) -> u32 {
        S::U32 | self.dynamic
    }
}

impl<S: Unsigned, F: Unsigned> fmt::Display for MixedBits<S, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "M_{}|({}&{})={}",
            S::U32,
            self.dynamic,
            F::U32,
            self.value()
        )
    }
}
impl<S: Unsigned, F: Unsigned> fmt::Debug for MixedBits<S, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
