//! CuTe's copy traits and copy atoms (`include/cute/atom/copy_traits.hpp`, `copy_atom.hpp`) as
//! types: a copy operation is a zero-sized type whose [`CopyTraits`] name its layouts, and
//! [`Copy_Atom<Op, T>`] recasts them from bits to elements of `T`.
//!
//! | CuTe | here |
//! |------|------|
//! | `Copy_Traits<OP>::ThrID`, `SrcLayout`, `DstLayout`, `RefLayout` (bits) | [`CopyTraits`]`::ThrID`, ... on the operation type |
//! | `UniversalCopy<S, D = S>` | [`UniversalCopy<S, D>`] |
//! | `AutoVectorizingCopyWithAssumedAlignment<N>`, `AutoVectorizingCopy`, `DefaultCopy` | [`AutoVectorizingCopyWithAssumedAlignment<N>`], [`AutoVectorizingCopy`], [`DefaultCopy`] |
//! | `Copy_Atom<OP, T>`, `print(copy_atom)` | [`Copy_Atom<Op, T>`], its [`CopyAtom`] traits; `Display` |
//! | `Copy_Atom::ValLayoutSrc` = `recast_layout<uint1_t, T>(SrcLayout)`, ... | [`CopyAtom::ValLayoutSrc`], ... |
//!
//! The architecture families live in `copy_sm75.rs` (`ldmatrix`, `movmatrix`), `copy_sm80.rs`
//! (`cp.async`) and `copy_sm90.rs` (`stmatrix`).
//!
//! ```
//! use layout_core::atom::{half_t, CopyAtom, CopyTraits, Copy_Atom, UniversalCopy};
//! use layout_core::prelude::*;
//! type Op = UniversalCopy<u128>;
//! assert_eq!(<Op as CopyTraits>::DstLayout::default().to_string(), "(_1,_128):(_0,_1)");
//! type A = Copy_Atom<Op, half_t>;
//! assert_eq!(<A as CopyAtom>::ValLayoutDst::default().to_string(), "(_1,_8):(_0,_1)");
//! assert_eq!(Op::default().to_string(), "UniversalCopy<uint128_t>");
//! assert!(A::default().to_string().ends_with("\n  ValueType:    16b\n")); // CuTe's print
//! assert_eq!(core::mem::size_of::<A>(), 0);
//! ```

use super::value_type::ValueBits;
use crate::algebra::{Recast, RecastLayout};
use crate::int::{IntEq, IntEqual, IntGe, IntGreaterEq, StaticInt, _0, _1, _8};
use crate::int_tuple::{Get, GetOf, IntTuple};
use crate::layout::Layout;
use crate::layout_like::LayoutLike;
use core::fmt;

use typenum::B1;

/// The traits of a copy operation, CuTe's `Copy_Traits<OP>`: which threads take part and which
/// bit of the moved data each `(thread, value)` is, in the source, the destination and the
/// reference the tiled copy is laid out by.
///
/// ```
/// use layout_core::atom::{CopyTraits, SM75_U32x4_LDSM_N};
/// use layout_core::prelude::*;
/// type T = SM75_U32x4_LDSM_N;
/// assert_eq!(<T as CopyTraits>::ThrID::default().to_string(), "_32:_1");
/// assert_eq!(<T as CopyTraits>::SrcLayout::default().to_string(), "(_32,_128):(_128,_1)");
/// assert_eq!(<T as CopyTraits>::DstLayout::default().to_string(), "(_32,(_32,_4)):(_32,(_1,_1024))");
/// ```
pub trait CopyTraits: Copy + Default + fmt::Display + 'static {
    /// `ThrID`: logical thread id -> thread index.
    type ThrID: LayoutLike + Default;
    /// `SrcLayout`: `(src thread, src value) -> bit`.
    type SrcLayout: LayoutLike + Default;
    /// `DstLayout`: `(dst thread, dst value) -> bit`.
    type DstLayout: LayoutLike + Default;
    /// `RefLayout`: `(thread, value) -> bit` of the reference a tiled copy is laid out by.
    type RefLayout: LayoutLike + Default;
}

/// Declares a zero-sized type with type parameters (no bounds on them), with the derivable
/// traits written out so that they do not ask anything of the parameters.
macro_rules! phantom_type {
    ($(#[$doc:meta])* $name:ident<$($P:ident $(= $def:ty)?),*>) => {
        $(#[$doc])*
        #[allow(non_camel_case_types)]
        pub struct $name<$($P $(= $def)?),*>(core::marker::PhantomData<fn() -> ($($P,)*)>);
        impl<$($P),*> Clone for $name<$($P),*> {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<$($P),*> Copy for $name<$($P),*> {}
        impl<$($P),*> Default for $name<$($P),*> {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn default() -> Self {
                $name(core::marker::PhantomData)
            }
        }
        impl<$($P),*> PartialEq for $name<$($P),*> {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn eq(&self, _: &Self) -> bool {
                true
            }
        }
        impl<$($P),*> Eq for $name<$($P),*> {}
        impl<$($P),*> core::fmt::Debug for $name<$($P),*>
        where
            Self: core::fmt::Display,
        {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Display::fmt(self, f)
            }
        }
    };
}
pub(crate) use phantom_type;

/// Declares unit structs named as CuTe names them, printing their name.
macro_rules! named_unit {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;
        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(stringify!($name))
            }
        }
    };
}
pub(crate) use named_unit;

/// `(_1,_bits):(_0,_1)`: one thread moving one value of `bits` bits (an alias; see
/// [`Layout`]).
///
/// ```
/// use layout_core::atom::OneValue;
/// use layout_core::prelude::*;
/// assert_eq!(OneValue::<_128>::default().to_string(), "(_1,_128):(_0,_1)");
/// ```
pub type OneValue<Bits> = Layout<(_1, Bits), (_0, _1)>;

/// Prints `Name<S>` when `S` and `D` have the same name, else `Name<S,D>`.
pub(crate) fn fmt_source_dest<S: ValueBits, D: ValueBits>(
    f: &mut fmt::Formatter<'_>,
    name: &str,
) -> fmt::Result {
    if S::NAME == D::NAME {
        write!(f, "{name}<{}>", S::NAME)
    } else {
        write!(f, "{name}<{},{}>", S::NAME, D::NAME)
    }
}

phantom_type! {
    /// CuTe's `UniversalCopy<S, D = S>`: one thread reads one `S` and writes one `D` (a plain
    /// assignment, vectorized by the width of `S`). In bits: `ThrID = _1:_0`,
    /// `SrcLayout = RefLayout = (_1,S):(_0,_1)`, `DstLayout = (_1,D):(_0,_1)`.
    ///
    /// ```
    /// use layout_core::atom::{CopyTraits, UniversalCopy};
    /// use layout_core::prelude::*;
    /// assert_eq!(<UniversalCopy<u64> as CopyTraits>::RefLayout::default().to_string(), "(_1,_64):(_0,_1)");
    /// assert_eq!(UniversalCopy::<u32, u128>::default().to_string(), "UniversalCopy<uint32_t,uint128_t>");
    /// ```
    UniversalCopy<S, D = S>
}

/// The value types of `UniversalCopy` are at least a byte wide.
#[diagnostic::on_unimplemented(
    message = "UniversalCopy<{S}, {D}>: the value types must be at least 8 bits wide",
    note = "sub-byte values are copied as part of a wider type, e.g. UniversalCopy<u8>"
)]
#[doc(hidden)]
pub trait UniversalCopyWidth<S, D> {}
impl<S, D> UniversalCopyWidth<S, D> for (B1, B1) {}

impl<S: ValueBits, D: ValueBits> CopyTraits for UniversalCopy<S, D>
where
    S::Bits: IntGe<_8>,
    D::Bits: IntGe<_8>,
    OneValue<S::Bits>: LayoutLike + Default,
    OneValue<D::Bits>: LayoutLike + Default,
    (IntGreaterEq<S::Bits, _8>, IntGreaterEq<D::Bits, _8>): UniversalCopyWidth<S, D>,
{
    type ThrID = Layout<_1, _0>;
    type SrcLayout = OneValue<S::Bits>;
    type DstLayout = OneValue<D::Bits>;
    type RefLayout = OneValue<S::Bits>;
}

impl<S: ValueBits, D: ValueBits> fmt::Display for UniversalCopy<S, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_source_dest::<S, D>(f, "UniversalCopy")
    }
}

/// The layouts of the auto-vectorizing copies: the copy algorithm picks the width, so the
/// traits are `(_1,_1):(_0,_0)` throughout (and `ThrID = _1:_0`).
///
/// ```
/// use layout_core::atom::Placeholder;
/// assert_eq!(Placeholder::default().to_string(), "(_1,_1):(_0,_0)");
/// ```
pub type Placeholder = Layout<(_1, _1), (_0, _0)>;

phantom_type! {
    /// CuTe's `AutoVectorizingCopyWithAssumedAlignment<MaxVecBits>` (`MaxVecBits` is `_8`,
    /// `_16`, `_32`, `_64` or `_128`): the copy algorithm vectorizes up to that width. Its traits
    /// are placeholders, `(_1,_1):(_0,_0)`.
    ///
    /// ```
    /// use layout_core::atom::{AutoVectorizingCopyWithAssumedAlignment, CopyTraits};
    /// use layout_core::prelude::*;
    /// type Op = AutoVectorizingCopyWithAssumedAlignment<_128>;
    /// assert_eq!(<Op as CopyTraits>::SrcLayout::default().to_string(), "(_1,_1):(_0,_0)");
    /// assert_eq!(Op::default().to_string(), "AutoVectorizingCopyWithAssumedAlignment<128>");
    /// ```
    AutoVectorizingCopyWithAssumedAlignment<N>
}

/// A vector width of the auto-vectorizing copies: 8, 16, 32, 64 or 128 bits.
///
/// ```
/// use layout_core::atom::MaxVecBits;
/// use layout_core::prelude::*;
/// fn bits<N: MaxVecBits>() -> i32 { N::VALUE }
/// assert_eq!(bits::<_64>(), 64);
/// ```
#[diagnostic::on_unimplemented(
    message = "AutoVectorizingCopyWithAssumedAlignment<{Self}>: MaxVecBits must be 8, 16, 32, 64 or 128",
    note = "write the width as a static integer: `_128`"
)]
pub trait MaxVecBits: StaticInt {}
impl MaxVecBits for _8 {}
impl MaxVecBits for crate::int::_16 {}
impl MaxVecBits for crate::int::_32 {}
impl MaxVecBits for crate::int::_64 {}
impl MaxVecBits for crate::int::_128 {}

impl<N: MaxVecBits> CopyTraits for AutoVectorizingCopyWithAssumedAlignment<N> {
    type ThrID = Layout<_1, _0>;
    type SrcLayout = Placeholder;
    type DstLayout = Placeholder;
    type RefLayout = Placeholder;
}
impl<N: MaxVecBits> fmt::Display for AutoVectorizingCopyWithAssumedAlignment<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AutoVectorizingCopyWithAssumedAlignment<{}>", N::VALUE)
    }
}

named_unit! {
    /// CuTe's `AutoVectorizingCopy` (= `AutoVectorizingCopyWithAssumedAlignment<128>`): traits
    /// `(_1,_1):(_0,_0)`.
    ///
    /// ```
    /// use layout_core::atom::{AutoVectorizingCopy, CopyTraits};
    /// assert_eq!(<AutoVectorizingCopy as CopyTraits>::DstLayout::default().to_string(), "(_1,_1):(_0,_0)");
    /// ```
    AutoVectorizingCopy
}
named_unit! {
    /// CuTe's `DefaultCopy`: the copy algorithm's default, traits `(_1,_1):(_0,_0)`.
    ///
    /// ```
    /// use layout_core::atom::{CopyTraits, DefaultCopy};
    /// assert_eq!(<DefaultCopy as CopyTraits>::ThrID::default().to_string(), "_1:_0");
    /// ```
    DefaultCopy
}
macro_rules! placeholder_traits {
    ($($name:ty),*) => {$(
        impl CopyTraits for $name {
            type ThrID = Layout<_1, _0>;
            type SrcLayout = Placeholder;
            type DstLayout = Placeholder;
            type RefLayout = Placeholder;
        }
    )*};
}
placeholder_traits!(AutoVectorizingCopy, DefaultCopy);

// ---------------------------------------------------------------------------------------------
// Copy_Atom

phantom_type! {
    /// CuTe's `Copy_Atom<OP, T>`: the copy operation `Op` moving elements of type `T`; its
    /// layouts ([`CopyAtom`]) are the operation's recast from bits to elements of `T`.
    ///
    /// ```
    /// use layout_core::atom::{half_t, CopyAtom, Copy_Atom, SM75_U32x4_LDSM_N};
    /// use layout_core::prelude::*;
    /// type A = Copy_Atom<SM75_U32x4_LDSM_N, half_t>;
    /// assert_eq!(<A as CopyAtom>::ValLayoutSrc::default().to_string(), "(_32,_8):(_8,_1)");
    /// assert_eq!(A::default().to_string(), "\
    /// Copy_Atom
    ///   ThrID:        _32:_1
    ///   ValLayoutSrc: (_32,_8):(_8,_1)
    ///   ValLayoutDst: (_32,(_2,_4)):(_2,(_1,_64))
    ///   ValLayoutRef: (_32,(_2,_4)):(_2,(_1,_64))
    ///   ValueType:    16b
    /// ");
    /// ```
    ///
    /// An operation that cannot move `T` (its recast layouts lose threads) does not compile:
    /// ```compile_fail
    /// use layout_core::atom::{CopyAtom, Copy_Atom, SM75_U16x8_LDSM_T};
    /// let _ = <Copy_Atom<SM75_U16x8_LDSM_T, f32> as CopyAtom>::ValLayoutSrc::default();
    /// ```
    Copy_Atom<Op, T>
}

/// CuTe's `print(Copy_Atom)`: `Copy_Atom`, then its `ThrID`, `ValLayoutSrc`, `ValLayoutDst`,
/// `ValLayoutRef` and `ValueType` (the bits of `T`), a line each (the operation prints its
/// name).
impl<Op: CopyTraits, T: ValueBits> fmt::Display for Copy_Atom<Op, T>
where
    Self: CopyAtom,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_copy_atom::<Self>(f)
    }
}

/// The `Copy_Atom` block of CuTe's `print(Copy_Atom)` and `print(TiledCopy)`.
pub(crate) fn fmt_copy_atom<A: CopyAtom>(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    writeln!(f, "Copy_Atom")?;
    writeln!(f, "  ThrID:        {}", A::ThrID::default())?;
    writeln!(f, "  ValLayoutSrc: {}", A::ValLayoutSrc::default())?;
    writeln!(f, "  ValLayoutDst: {}", A::ValLayoutDst::default())?;
    writeln!(f, "  ValLayoutRef: {}", A::ValLayoutRef::default())?;
    // CuTe prints `sizeof_bits<T>::value`, a plain integer: `16b`, not `_16b`
    let bits = <<A::ValType as ValueBits>::Bits as StaticInt>::VALUE;
    writeln!(f, "  ValueType:    {bits}b")
}

/// The layouts of `Copy_Atom<Op, T>`, CuTe's `Copy_Atom` members: the operation's traits
/// recast from bits to elements of `T` (`ValLayoutSrc = recast_layout<uint1_t, T>(SrcLayout)`,
/// ...), valid only where every recast layout keeps `size(ThrID)` threads.
///
/// ```
/// use layout_core::atom::{half_t, CopyAtom, Copy_Atom, SM75_U32x1_LDSM_N};
/// use layout_core::prelude::*;
/// type A = Copy_Atom<SM75_U32x1_LDSM_N, half_t>;
/// assert_eq!(<A as CopyAtom>::ValLayoutDst::default().to_string(), "(_32,_2):(_2,_1)");
/// assert_eq!(<<A as CopyAtom>::NumVal as StaticInt>::VALUE, 2);
/// ```
pub trait CopyAtom: Copy + Default + fmt::Display + 'static {
    /// The copy operation.
    type Op: CopyTraits;
    /// The element type `T`.
    type ValType: ValueBits;
    /// `ThrID`: the operation's.
    type ThrID: LayoutLike + Default;
    /// `ValLayoutSrc`: `(src thread, src value) -> element`.
    type ValLayoutSrc: LayoutLike + Default;
    /// `ValLayoutDst`: `(dst thread, dst value) -> element`.
    type ValLayoutDst: LayoutLike + Default;
    /// `ValLayoutRef`: `(thread, value) -> element`.
    type ValLayoutRef: LayoutLike + Default;
    /// `size<0>(ValLayoutRef)`: the threads of one atom (CuTe's `AtomNumThr`).
    type NumThr: StaticInt;
    /// `size<1>(ValLayoutRef)`: the values of one thread in one atom (CuTe's `AtomNumVal`, the
    /// vector width of the copy).
    type NumVal: StaticInt;
}

/// A layout's mode `I` size.
type ModeSize<L, const I: usize> = <GetOf<<L as LayoutLike>::Shape, I> as IntTuple>::Size;
/// The recast of a bit layout to elements of `T`.
type ToElements<L, T> = Recast<L, _1, <T as ValueBits>::Bits>;
/// `B1` when the threads of a recast layout are the threads of `ThrID`.
type KeepsThreads<L, Thr> =
    IntEqual<ModeSize<L, 0>, <<Thr as LayoutLike>::Shape as IntTuple>::Size>;

/// The recast source layout keeps `size(ThrID)` threads.
#[diagnostic::on_unimplemented(
    message = "Copy_Atom<{Op}, {T}>: CopyOperation is not valid for Src of ValType (SrcLayout recast from bits to elements of the value type must keep size(ThrID) threads: the operation moves values narrower than its source vectors)"
)]
#[doc(hidden)]
pub trait ValidForSrc<Op, T> {}
impl<Op, T> ValidForSrc<Op, T> for B1 {}
/// The recast destination layout keeps `size(ThrID)` threads.
#[diagnostic::on_unimplemented(
    message = "Copy_Atom<{Op}, {T}>: CopyOperation is not valid for Dst of ValType (DstLayout recast from bits to elements of the value type must keep size(ThrID) threads: each thread receives values narrower than the value type)"
)]
#[doc(hidden)]
pub trait ValidForDst<Op, T> {}
impl<Op, T> ValidForDst<Op, T> for B1 {}
/// The recast reference layout keeps `size(ThrID)` threads.
#[diagnostic::on_unimplemented(
    message = "Copy_Atom<{Op}, {T}>: CopyOperation is not valid for Ref of ValType (RefLayout recast from bits to elements of the value type must keep size(ThrID) threads)"
)]
#[doc(hidden)]
pub trait ValidForRef<Op, T> {}
impl<Op, T> ValidForRef<Op, T> for B1 {}

impl<Op: CopyTraits, T: ValueBits> CopyAtom for Copy_Atom<Op, T>
where
    Op::SrcLayout: RecastLayout<_1, T::Bits>,
    Op::DstLayout: RecastLayout<_1, T::Bits>,
    Op::RefLayout: RecastLayout<_1, T::Bits>,
    ToElements<Op::SrcLayout, T>: LayoutLike + Default,
    ToElements<Op::DstLayout, T>: LayoutLike + Default,
    ToElements<Op::RefLayout, T>: LayoutLike + Default,
    <ToElements<Op::SrcLayout, T> as LayoutLike>::Shape: Get<0>,
    <ToElements<Op::DstLayout, T> as LayoutLike>::Shape: Get<0>,
    <ToElements<Op::RefLayout, T> as LayoutLike>::Shape: Get<0> + Get<1>,
    ModeSize<ToElements<Op::SrcLayout, T>, 0>:
        IntEq<<<Op::ThrID as LayoutLike>::Shape as IntTuple>::Size>,
    ModeSize<ToElements<Op::DstLayout, T>, 0>:
        IntEq<<<Op::ThrID as LayoutLike>::Shape as IntTuple>::Size>,
    ModeSize<ToElements<Op::RefLayout, T>, 0>:
        IntEq<<<Op::ThrID as LayoutLike>::Shape as IntTuple>::Size>,
    KeepsThreads<ToElements<Op::SrcLayout, T>, Op::ThrID>: ValidForSrc<Op, T>,
    KeepsThreads<ToElements<Op::DstLayout, T>, Op::ThrID>: ValidForDst<Op, T>,
    KeepsThreads<ToElements<Op::RefLayout, T>, Op::ThrID>: ValidForRef<Op, T>,
    ModeSize<ToElements<Op::RefLayout, T>, 0>: StaticInt,
    ModeSize<ToElements<Op::RefLayout, T>, 1>: StaticInt,
{
    type Op = Op;
    type ValType = T;
    type ThrID = Op::ThrID;
    type ValLayoutSrc = ToElements<Op::SrcLayout, T>;
    type ValLayoutDst = ToElements<Op::DstLayout, T>;
    type ValLayoutRef = ToElements<Op::RefLayout, T>;
    type NumThr = ModeSize<ToElements<Op::RefLayout, T>, 0>;
    type NumVal = ModeSize<ToElements<Op::RefLayout, T>, 1>;
}
