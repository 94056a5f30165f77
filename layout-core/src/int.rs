//! Integers: static (a zero-sized typenum type, CuTe's `Int<N>`, printed `_N`) or dynamic
//! (an `i32`, CuTe's `int`, printed `N`), behind one trait.
//!
//! | CuTe            | here                        | prints |
//! |-----------------|-----------------------------|--------|
//! | `Int<4>{}`, `_4{}` | [`_4`](type@_4) (typenum `P4`)     | `_4`   |
//! | `Int<-1>{}`, `_m1{}` | [`_m1`](type@_m1) (typenum `N1`)  | `_-1`  |
//! | `int(4)`        | `4_i32`                     | `4`    |
//!
//! # Why `i32` for dynamic values
//! Index arithmetic runs on GPUs, where 32-bit integer multiply, add, divide and modulo are
//! several times cheaper than 64-bit ones (64-bit `div`/`rem` are long software sequences in
//! PTX), and registers are the scarcest resource; CuTe's own dynamic integers are `int` for the
//! same reason. A layout whose cosize exceeds `i32::MAX` should be split into tiles first (as
//! CuTe code does); the runtime layer computes in checked `i64` and reports overflow.
//!
//! # Mixed arithmetic
//! [`IntAdd`], [`IntMul`], ... and their aliases ([`IntSum`], [`IntProd`], ...) follow CuTe:
//! static op static is static (computed by the type checker), anything touching a dynamic value
//! is dynamic, except CuTe's special cases where the result is known anyway:
//! `_0 * d = _0`, `d * _0 = _0`, `_0 / d = _0`, `_0 % d = _0`, `d % _1 = _0`, `d % _-1 = _0`.
//!
//! ```
//! use layout_core::int::*;
//! use static_assertions::assert_type_eq_all;
//! assert_type_eq_all!(IntProd<_2, _3>, _6);
//! assert_type_eq_all!(IntProd<_0, i32>, _0);
//! assert_type_eq_all!(IntSum<_2, i32>, i32);
//! assert_eq!(int_mul(_2, 5), 10);
//! ```

use core::fmt;
use typenum::{Integer, NInt, NonZero, PInt, Unsigned, B0, B1, Z0};

mod comparison;
mod consts;
mod ops;
mod predicates;
mod signum;

pub use comparison::*;
pub use consts::*;
pub use ops::*;
pub use predicates::*;
pub use signum::*;

/// Invokes `$m!([generics] Type)` for each integer constructor (`i32`, `Z0`, `PInt<U>`,
/// `NInt<U>`). An impl for "any integer" written as one blanket impl would also be a candidate
/// for every tuple during impl selection, and rustc would then report the outer trait instead
/// of the failed inner check; one impl per constructor keeps the precise error.
macro_rules! for_each_int_ctor {
    ($m:ident) => {
        $m!([] i32);
        $m!([] typenum::Z0);
        $m!([U: typenum::Unsigned + typenum::NonZero] typenum::PInt<U>);
        $m!([U: typenum::Unsigned + typenum::NonZero] typenum::NInt<U>);
    };
}
pub(crate) use for_each_int_ctor;

mod sealed {
    pub trait Sealed {}
    impl Sealed for i32 {}
    impl Sealed for typenum::Z0 {}
    impl<U: typenum::Unsigned + typenum::NonZero> Sealed for typenum::PInt<U> {}
    impl<U: typenum::Unsigned + typenum::NonZero> Sealed for typenum::NInt<U> {}
    impl Sealed for bool {}
    impl Sealed for typenum::B0 {}
    impl Sealed for typenum::B1 {}
}

/// An integer that is either static (a zero-sized typenum type) or dynamic (`i32`).
///
/// This is the leaf of every [`IntTuple`](crate::IntTuple). It is sealed: the static integers are
/// typenum's `Z0`, `PInt<U>`, `NInt<U>` (named [`_0`](type@_0), [`_4`](type@_4), [`_m1`](type@_m1), ...), the dynamic one is `i32`.
///
/// ```
/// use layout_core::int::{Int, _4};
/// assert_eq!(<_4 as Int>::STATIC, Some(4));
/// assert_eq!(<i32 as Int>::STATIC, None);
/// assert_eq!(_4.value(), 4);
/// assert_eq!(7_i32.value(), 7);
/// ```
pub trait Int: Copy + Default + fmt::Debug + sealed::Sealed + 'static {
    /// `Some(value)` when the integer is static, `None` when it is dynamic.
    const STATIC: Option<i32>;
    /// The value.
    fn value(self) -> i32;
    /// Builds the integer from a value. For a static integer the value is ignored (it is
    /// known from the type); callers only pass values that equal it.
    fn from_value(v: i32) -> Self;
}

/// A static integer: its value is a compile-time constant.
///
/// ```
/// use layout_core::int::{StaticInt, _12, _m3};
/// const TWELVE: i32 = <_12 as StaticInt>::VALUE;
/// assert_eq!(TWELVE, 12);
/// assert_eq!(<_m3 as StaticInt>::VALUE, -3);
/// ```
pub trait StaticInt: Int {
    /// The value.
    const VALUE: i32;
}

#[diagnostic::do_not_recommend]
impl Int for i32 {
    const STATIC: Option<i32> = None;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn value(self) -> i32 {
        self
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_value(v: i32) -> Self {
        v
    }
}

#[diagnostic::do_not_recommend]
impl Int for Z0 {
    const STATIC: Option<i32> = Some(0);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn value(self) -> i32 {
        0
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_value(_: i32) -> Self {
        Z0::new()
    }
}
#[diagnostic::do_not_recommend]
impl StaticInt for Z0 {
    const VALUE: i32 = 0;
}

#[diagnostic::do_not_recommend]
impl<U: Unsigned + NonZero + Default + Copy + fmt::Debug + 'static> Int for PInt<U> {
    const STATIC: Option<i32> = Some(<Self as Integer>::I32);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn value(self) -> i32 {
        <Self as Integer>::I32
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_value(_: i32) -> Self {
        Self::default()
    }
}
#[diagnostic::do_not_recommend]
impl<U: Unsigned + NonZero + Default + Copy + fmt::Debug + 'static> StaticInt for PInt<U> {
    const VALUE: i32 = <Self as Integer>::I32;
}

#[diagnostic::do_not_recommend]
impl<U: Unsigned + NonZero + Default + Copy + fmt::Debug + 'static> Int for NInt<U> {
    const STATIC: Option<i32> = Some(<Self as Integer>::I32);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn value(self) -> i32 {
        <Self as Integer>::I32
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_value(_: i32) -> Self {
        Self::default()
    }
}
#[diagnostic::do_not_recommend]
impl<U: Unsigned + NonZero + Default + Copy + fmt::Debug + 'static> StaticInt for NInt<U> {
    const VALUE: i32 = <Self as Integer>::I32;
}

/// A boolean that is either static (typenum's `B0`/`B1`) or dynamic (`bool`): the result of
/// comparing integers ([`IntLt`], [`IntEq`], ...).
///
/// ```
/// use layout_core::int::{int_lt, Boolean, _2, _3};
/// assert_eq!(int_lt(_2, _3).value(), true);      // a static `B1`
/// assert_eq!(int_lt(_2, 1_i32).value(), false);  // a dynamic `bool`
/// ```
pub trait Boolean: Copy + Default + fmt::Debug + sealed::Sealed + 'static {
    /// `Some(value)` when static.
    const STATIC: Option<bool>;
    /// The value.
    fn value(self) -> bool;
}

impl Boolean for bool {
    const STATIC: Option<bool> = None;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn value(self) -> bool {
        self
    }
}
impl Boolean for B0 {
    const STATIC: Option<bool> = Some(false);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn value(self) -> bool {
        false
    }
}
impl Boolean for B1 {
    const STATIC: Option<bool> = Some(true);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn value(self) -> bool {
        true
    }
}

/// The value of a zero-sized typenum integer, usable in `const` items (typenum's `new()` is not
/// a `const fn`).
pub(crate) const fn zst<T: Copy>() -> T {
    const { assert!(core::mem::size_of::<T>() == 0) };
    // SAFETY: `T` is zero-sized (checked above at compile time) and typenum's integer types carry
    // no invariant beyond their type, so there is exactly one value and no bytes to initialise.
    #[allow(unsafe_code)]
    unsafe {
        core::mem::zeroed()
    }
}
