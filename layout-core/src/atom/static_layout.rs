//! The static-only bound of tiled MMAs and tiled copies: they are types (zero-sized, folded
//! at compile time), so the layouts that make them have static integers only.
#![doc(hidden)]

use typenum::{NInt, NonZero, PInt, Unsigned, Z0};

/// An integer of a tiled MMA's or tiled copy's layouts: static.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is dynamic: a TiledMMA or TiledCopy is a type, the layouts that make it are static",
    note = "write every integer of the layout of atoms, the permutations, the thread and value layouts as a static `_N` (CuTe requires static permutations of MNK and static TV layouts)"
)]
pub trait StaticLeaf {}
impl StaticLeaf for Z0 {}
impl<U: Unsigned + NonZero> StaticLeaf for PInt<U> {}
impl<U: Unsigned + NonZero> StaticLeaf for NInt<U> {}

/// Every leaf of an IntTuple is static.
pub trait StaticTuple {}
impl<T: crate::int_tuple::flatten::Leaves> StaticTuple for T where T::List: StaticLeaves {}

/// Every element of a list of integers is static.
pub trait StaticLeaves {}
impl StaticLeaves for crate::hlist::HNil {}
impl<H: StaticLeaf, T: StaticLeaves> StaticLeaves for crate::hlist::HCons<H, T> {}
