//! The check that a copy atom fits the layout it is tiled over: the atom's threads
//! (`AtomNumThr`) and its values per thread (`AtomNumVal`, the vector width) divide the thread
//! mode and the value mode of `TiledLayout_TV` into whole atoms.
//!
//! CuTe asserts only that the counts are multiples ("TiledCopy uses too few vals for selected
//! CopyAtom") and otherwise fails deep in `zipped_divide` with "Static shape_div failure"; here
//! the condition is the one that division needs (CuTe's `shape_div` on the coalesced mode):
//! walking the mode's leaves `s0, s1, ...` with `r = width`, either `r` is 1, or `s` is a
//! multiple of `r` (the atom fits in this leaf), or `r` is a multiple of `s` (it spans the leaf:
//! `r /= s`, next leaf); it fails when neither divides the other or the leaves run out first.
//!
//! ```compile_fail
//! use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, UniversalCopy};
//! use layout_core::layout;
//! // 8 halves per 128-bit copy, but each thread has 4 values
//! let _ = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
//!                         layout!((_32,_8):(_8,_1)), layout!((_1,_4):(_4,_1)));
//! ```
#![doc(hidden)]

use crate::hlist::{HCons, HNil};
use crate::int::{IntDiv, IntMod, IntQuot, IntRem, IsOne, IsOneOut, IsZero, IsZeroOut};
use typenum::{Bit, B0, B1};

/// Whether `R` values split the list of leaves `Self` into whole groups (see the module doc).
pub trait WidthFold<R> {
    /// `B1` or `B0`.
    type Fits: Bit;
}
/// The verdict of [`WidthFold`].
pub type Fits<L, R> = <L as WidthFold<R>>::Fits;

impl<R: IsOne> WidthFold<R> for HNil {
    type Fits = IsOneOut<R>;
}
impl<R, H, T> WidthFold<R> for HCons<H, T>
where
    R: IsOne + IntRem<H>,
    H: IntRem<R>,
    IntMod<H, R>: IsZero,
    IntMod<R, H>: IsZero,
    (
        IsOneOut<R>,
        IsZeroOut<IntMod<H, R>>,
        IsZeroOut<IntMod<R, H>>,
    ): WidthStep<R, H, T>,
{
    type Fits = <(
        IsOneOut<R>,
        IsZeroOut<IntMod<H, R>>,
        IsZeroOut<IntMod<R, H>>,
    ) as WidthStep<R, H, T>>::Fits;
}

/// One step of [`WidthFold`], keyed on `(r == 1, s % r == 0, r % s == 0)`.
pub trait WidthStep<R, H, T> {
    /// `B1` or `B0`.
    type Fits: Bit;
}
impl<R, H, T, X, Y> WidthStep<R, H, T> for (B1, X, Y) {
    type Fits = B1;
}
impl<R, H, T, Y> WidthStep<R, H, T> for (B0, B1, Y) {
    type Fits = B1;
}
impl<R: IntDiv<H>, H: crate::int::Int, T: WidthFold<IntQuot<R, H>>> WidthStep<R, H, T>
    for (B0, B0, B1)
{
    type Fits = T::Fits;
}
impl<R, H, T> WidthStep<R, H, T> for (B0, B0, B0) {
    type Fits = B0;
}

/// The atom's threads divide the tiled copy's threads into whole atoms.
#[diagnostic::on_unimplemented(
    message = "TiledCopy: {Atom} takes {Threads} threads, which do not split the threads `{Mode}` of the tiled copy into whole atoms",
    label = "the thread mode of TiledLayout_TV must be a multiple of the atom's threads",
    note = "CuTe: \"TiledCopy uses too few thrs for selected CopyAtom\" (or \"Static shape_div failure\"); give the tiled copy a multiple of the atom's threads"
)]
pub trait AtomThreadsFit<Atom, Threads, Mode> {}
impl<Atom, Threads, Mode> AtomThreadsFit<Atom, Threads, Mode> for B1 {}

/// The atom's values per thread (its vector width) divide each thread's values into whole
/// atoms.
#[diagnostic::on_unimplemented(
    message = "TiledCopy: {Atom} moves {Width} values per thread (its vector width), which do not split the values `{Mode}` of each thread into whole vectors",
    label = "the value mode of TiledLayout_TV must split into groups of the atom's vector width",
    note = "CuTe: \"TiledCopy uses too few vals for selected CopyAtom\" or \"Static shape_div failure\"; give each thread a multiple of the atom's values, contiguous in the value layout, or use a narrower copy"
)]
pub trait AtomValuesFit<Atom, Width, Mode> {}
impl<Atom, Width, Mode> AtomValuesFit<Atom, Width, Mode> for B1 {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlist::{HCons, HNil};
    use crate::int::*;
    use static_assertions::assert_type_eq_all;

    type L2<A, B> = HCons<A, HCons<B, HNil>>;

    /// The fold of the module doc: whole groups of `r` values, leaf by leaf.
    #[test]
    fn width_fold_follows_shape_div() {
        assert_type_eq_all!(Fits<L2<_2, _4>, _8>, B1); // 8 spans both leaves
        assert_type_eq_all!(Fits<L2<_2, _4>, _4>, B1); // 4 = 2 x (2 of the 4)
        assert_type_eq_all!(Fits<L2<_2, _3>, _6>, B1);
        assert_type_eq_all!(Fits<L2<_2, _3>, _4>, B0); // 2, then 2 against 3
        assert_type_eq_all!(Fits<HCons<_4, HNil>, _8>, B0); // too few values
        assert_type_eq_all!(Fits<HCons<_6, HNil>, _3>, B1);
        assert_type_eq_all!(Fits<HCons<_6, HNil>, _4>, B0);
        assert_type_eq_all!(Fits<HNil, _1>, B1);
        assert_type_eq_all!(Fits<L2<_1, _1>, _1>, B1);
    }
}
