//! CuTe's `signum` on integers: static for a static integer.

use super::{_m1, Int, StaticInt, _1};
use typenum::{NInt, NonZero, PInt, Unsigned, Z0};

/// CuTe's `signum(x)`: -1, 0 or 1, static for a static integer.
///
/// ```
/// use layout_core::int::{Int, Signum, _1, _4, _m1, _m3};
/// use static_assertions::assert_type_eq_all;
/// assert_type_eq_all!(<_4 as Signum>::Out, _1);
/// assert_type_eq_all!(<_m3 as Signum>::Out, _m1);
/// assert_eq!(Signum::signum(-7_i32).value(), -1);
/// ```
pub trait Signum: Int {
    /// -1, 0 or 1.
    type Out: Int;
    /// The value.
    fn signum(self) -> Self::Out;
}
/// A dynamic integer's sign is dynamic.
impl Signum for i32 {
    type Out = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn signum(self) -> i32 {
        i32::signum(self)
    }
}
/// `signum(_0) = _0`.
impl Signum for Z0 {
    type Out = Z0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn signum(self) -> Z0 {
        Z0::new()
    }
}
/// `signum(_N) = _1` for N > 0.
impl<U: Unsigned + NonZero> Signum for PInt<U>
where
    PInt<U>: StaticInt,
{
    type Out = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn signum(self) -> _1 {
        _1::default()
    }
}
/// `signum(_-N) = _-1`.
impl<U: Unsigned + NonZero> Signum for NInt<U>
where
    NInt<U>: StaticInt,
{
    type Out = _m1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn signum(self) -> Self::Out {
        Default::default()
    }
}
