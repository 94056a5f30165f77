//! **Ignore me!** CuTe's `detail::bw_coalesce` on lists of leaf modes: the one engine of
//! `coalesce`, `filter` and CuTe's `detail::coalesce_x` (used by composition, complement, the
//! inverses, the divides and the products).
//!
//! The fold walks the modes from the last to the first; the state is the list of result modes,
//! front first (rules in [`super::Coalesce`]'s module table).
#![doc(hidden)]

use crate::basis::{PathEq, PathEqOut, StrideLeaf};
use crate::hlist::{HCons, HList, HNil, ReverseInto, Reversed};
use crate::int::{
    Int, IntEq, IntEqual, IntMul, IntProd, IsOne, IsOneOut, IsStatic, IsStaticOut, StaticTrue,
    StaticTrueOut, _0, _1, _2,
};
use crate::layout::Layout;
use typenum::{B0, B1};

// ------------------------------------------------------------------------------------------
// CuTe's bw_coalesce on a list of leaf modes

/// The front mode of a coalescing state merges the mode `Layout<S, D>` before it, or not.
///
/// State `Self` is the list of result modes, front first. Dispatch (CuTe's order):
/// `_1:d` is skipped; a state that is the single `_1` is replaced; `s:d` merges into a static
/// front `s1:d1` when `s*d == d1` is statically true; otherwise the mode is prepended.
pub trait BwStep<S, D> {
    /// The new state.
    type Output: HList;
    /// Steps.
    fn bw_step(self, m: Layout<S, D>) -> Self::Output;
}
impl<St, S: IsOne, D: StrideLeaf> BwStep<S, D> for St
where
    IsOneOut<S>: BwSkip<St, S, D>,
{
    type Output = <IsOneOut<S> as BwSkip<St, S, D>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_step(self, m: Layout<S, D>) -> Self::Output {
        <IsOneOut<S> as BwSkip<St, S, D>>::bw_skip(self, m)
    }
}
/// `B1`: the mode has static size 1 and is skipped.
pub trait BwSkip<St, S, D> {
    /// The new state.
    type Output: HList;
    /// Steps.
    fn bw_skip(st: St, m: Layout<S, D>) -> Self::Output;
}
impl<St: HList, S, D> BwSkip<St, S, D> for B1 {
    type Output = St;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_skip(st: St, _: Layout<S, D>) -> St {
        st
    }
}
impl<St: BwReplace<S, D>, S, D> BwSkip<St, S, D> for B0 {
    type Output = St::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_skip(st: St, m: Layout<S, D>) -> Self::Output {
        st.bw_replace(m)
    }
}
/// Replaces a state that is the single static `_1`, or merges/prepends.
pub trait BwReplace<S, D> {
    /// The new state.
    type Output: HList;
    /// Steps.
    fn bw_replace(self, m: Layout<S, D>) -> Self::Output;
}
impl<S: Int, D: StrideLeaf, FS: IsOne, FD: StrideLeaf> BwReplace<S, D>
    for HCons<Layout<FS, FD>, HNil>
where
    IsOneOut<FS>: BwReplaceIf<Self, S, D>,
{
    type Output = <IsOneOut<FS> as BwReplaceIf<Self, S, D>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_replace(self, m: Layout<S, D>) -> Self::Output {
        <IsOneOut<FS> as BwReplaceIf<Self, S, D>>::bw_replace_if(self, m)
    }
}
impl<S, D, F0, F1, T> BwReplace<S, D> for HCons<F0, HCons<F1, T>>
where
    Self: BwMerge<S, D>,
{
    type Output = <Self as BwMerge<S, D>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_replace(self, m: Layout<S, D>) -> Self::Output {
        self.bw_merge(m)
    }
}
/// `B1`: the single-mode state has static size 1 and is replaced.
pub trait BwReplaceIf<St, S, D> {
    /// The new state.
    type Output: HList;
    /// Steps.
    fn bw_replace_if(st: St, m: Layout<S, D>) -> Self::Output;
}
impl<St, S: Copy, D: Copy> BwReplaceIf<St, S, D> for B1 {
    type Output = HCons<Layout<S, D>, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_replace_if(_: St, m: Layout<S, D>) -> Self::Output {
        HCons(m, HNil)
    }
}
impl<St: BwMerge<S, D>, S, D> BwReplaceIf<St, S, D> for B0 {
    type Output = St::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_replace_if(st: St, m: Layout<S, D>) -> Self::Output {
        st.bw_merge(m)
    }
}
/// Merges into the front mode when `is_static(s1) && is_constant<true>(s*d == d1)`, else
/// prepends.
pub trait BwMerge<S, D> {
    /// The new state.
    type Output: HList;
    /// Steps.
    fn bw_merge(self, m: Layout<S, D>) -> Self::Output;
}
impl<S, D, FS, FD, T> BwMerge<S, D> for HCons<Layout<FS, FD>, T>
where
    D: StrideLeaf,
    FD: StrideLeaf,
    S: IntMul<D::Value>,
    FS: IsStatic,
    IntProd<S, D::Value>: IntEq<FD::Value>,
    IntEqual<IntProd<S, D::Value>, FD::Value>: StaticTrue,
    IsStaticOut<FS>: core::ops::BitAnd<StaticTrueOut<IntEqual<IntProd<S, D::Value>, FD::Value>>>,
    D::Path: PathEq<FD::Path>,
    typenum::And<IsStaticOut<FS>, StaticTrueOut<IntEqual<IntProd<S, D::Value>, FD::Value>>>:
        core::ops::BitAnd<PathEqOut<D::Path, FD::Path>>,
    BwMergeKey<S, D, FS, FD>: BwMergeIf<Self, S, D>,
{
    type Output = <BwMergeKey<S, D, FS, FD> as BwMergeIf<Self, S, D>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_merge(self, m: Layout<S, D>) -> Self::Output {
        <BwMergeKey<S, D, FS, FD> as BwMergeIf<Self, S, D>>::bw_merge_if(self, m)
    }
}
/// The merge condition of `s:d` into the front `s1:d1`: `is_static<s1> && is_constant<true,
/// s*d == d1>`; a basis stride equals only a stride of the same basis (CuTe's `operator==` of
/// `ScaledBasis`), so the basis paths must agree too.
pub type BwMergeKey<S, D, FS, FD> = typenum::And<
    typenum::And<
        IsStaticOut<FS>,
        StaticTrueOut<IntEqual<IntProd<S, <D as StrideLeaf>::Value>, <FD as StrideLeaf>::Value>>,
    >,
    PathEqOut<<D as StrideLeaf>::Path, <FD as StrideLeaf>::Path>,
>;
/// `B1`: merge `s:d` into the front `s1:d1` giving `s*s1:d`; `B0`: prepend.
pub trait BwMergeIf<St, S, D> {
    /// The new state.
    type Output: HList;
    /// Steps.
    fn bw_merge_if(st: St, m: Layout<S, D>) -> Self::Output;
}
impl<S: IntMul<FS>, D: StrideLeaf, FS: Int, FD: StrideLeaf, T>
    BwMergeIf<HCons<Layout<FS, FD>, T>, S, D> for B1
where
    IntProd<S, FS>: crate::layout::CongruentWith<D>,
    HCons<Layout<IntProd<S, FS>, D>, T>: HList,
{
    type Output = HCons<Layout<IntProd<S, FS>, D>, T>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_merge_if(st: HCons<Layout<FS, FD>, T>, m: Layout<S, D>) -> Self::Output {
        HCons(
            Layout::new(m.shape().int_mul(st.0.shape()), m.stride()),
            st.1,
        )
    }
}
impl<St, S, D> BwMergeIf<St, S, D> for B0
where
    HCons<Layout<S, D>, St>: HList,
{
    type Output = HCons<Layout<S, D>, St>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_merge_if(st: St, m: Layout<S, D>) -> Self::Output {
        HCons(m, st)
    }
}

/// Folds [`BwStep`] over a list of modes given in reverse order (last mode first).
pub trait BwFold<St> {
    /// The final state.
    type Output: HList;
    /// Folds.
    fn bw_fold(self, st: St) -> Self::Output;
}
impl<St: HList> BwFold<St> for HNil {
    type Output = St;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_fold(self, st: St) -> St {
        st
    }
}
impl<St: BwStep<S, D>, S, D, T: BwFold<St::Output>> BwFold<St> for HCons<Layout<S, D>, T> {
    type Output = T::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_fold(self, st: St) -> Self::Output {
        self.1.bw_fold(st.bw_step(self.0))
    }
}

/// The end of `bw_coalesce`: a single `_1` mode becomes `_1:_0`.
pub trait BwFinish {
    /// The final list of modes.
    type Output: HList;
    /// Finishes.
    fn bw_finish(self) -> Self::Output;
}
impl<FS: IsOne, FD: StrideLeaf> BwFinish for HCons<Layout<FS, FD>, HNil>
where
    IsOneOut<FS>: BwFinishIf<FS, FD>,
{
    type Output = <IsOneOut<FS> as BwFinishIf<FS, FD>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_finish(self) -> Self::Output {
        <IsOneOut<FS> as BwFinishIf<FS, FD>>::bw_finish_if(self.0)
    }
}
impl<F0, F1, T> BwFinish for HCons<F0, HCons<F1, T>>
where
    Self: HList,
{
    type Output = Self;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_finish(self) -> Self {
        self
    }
}
/// `B1`: the single mode is `_1:d` and becomes `_1:_0`.
pub trait BwFinishIf<S, D> {
    /// The list of modes.
    type Output: HList;
    /// Finishes.
    fn bw_finish_if(m: Layout<S, D>) -> Self::Output;
}
impl<S, D> BwFinishIf<S, D> for B1 {
    type Output = HCons<Layout<_1, _0>, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_finish_if(_: Layout<S, D>) -> Self::Output {
        HCons(Layout::new(_1::default(), _0::default()), HNil)
    }
}
impl<S: Copy, D: Copy> BwFinishIf<S, D> for B0 {
    type Output = HCons<Layout<S, D>, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bw_finish_if(m: Layout<S, D>) -> Self::Output {
        HCons(m, HNil)
    }
}

/// CuTe's `coalesce` on a list of leaf modes (first to last): the coalesced modes, front first.
pub trait CoalesceModes {
    /// The coalesced modes (one mode: an integral layout).
    type Output: HList;
    /// Coalesces.
    fn coalesce_modes(self) -> Self::Output;
}
impl<L: ReverseInto<HNil>> CoalesceModes for L
where
    Reversed<L>: CoalesceRev,
{
    type Output = <Reversed<L> as CoalesceRev>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_modes(self) -> Self::Output {
        self.reverse_into(HNil).coalesce_rev()
    }
}
/// [`CoalesceModes`] on the reversed list.
#[diagnostic::on_unimplemented(
    message = "coalesce: the layout has no modes to coalesce",
    note = "CuTe's coalesce needs a layout whose flattened shape has rank >= 1"
)]
pub trait CoalesceRev {
    /// The coalesced modes.
    type Output: HList;
    /// Coalesces.
    fn coalesce_rev(self) -> Self::Output;
}
impl<S, D, T> CoalesceRev for HCons<Layout<S, D>, T>
where
    T: BwFold<HCons<Layout<S, D>, HNil>>,
    T::Output: BwFinish,
{
    type Output = <T::Output as BwFinish>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_rev(self) -> Self::Output {
        self.1.bw_fold(HCons(self.0, HNil)).bw_finish()
    }
}
/// The coalesced modes of a list of leaf modes.
pub type CoalesceModesOut<L> = <L as CoalesceModes>::Output;

/// CuTe's `detail::coalesce_x` on a list of leaf modes: like [`CoalesceModes`], but a last
/// mode of static size 1 starts the fold as `_2` so that its stride survives.
pub trait CoalesceXModes {
    /// The coalesced modes.
    type Output: HList;
    /// Coalesces.
    fn coalesce_x_modes(self) -> Self::Output;
}
impl<L: ReverseInto<HNil>> CoalesceXModes for L
where
    Reversed<L>: CoalesceXRev,
{
    type Output = <Reversed<L> as CoalesceXRev>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_x_modes(self) -> Self::Output {
        self.reverse_into(HNil).coalesce_x_rev()
    }
}
/// [`CoalesceXModes`] on the reversed list.
pub trait CoalesceXRev {
    /// The coalesced modes.
    type Output: HList;
    /// Coalesces.
    fn coalesce_x_rev(self) -> Self::Output;
}
impl<S: IsOne, D: StrideLeaf, T> CoalesceXRev for HCons<Layout<S, D>, T>
where
    <IsOneOut<S> as XInit<S, D>>::S: crate::layout::CongruentWith<D>,
    IsOneOut<S>: XInit<S, D>,
    T: BwFold<HCons<Layout<<IsOneOut<S> as XInit<S, D>>::S, D>, HNil>>,
    T::Output: BwFinish,
{
    type Output = <T::Output as BwFinish>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_x_rev(self) -> Self::Output {
        let first = Layout::new(
            <IsOneOut<S> as XInit<S, D>>::init(self.0.shape()),
            self.0.stride(),
        );
        self.1.bw_fold(HCons(first, HNil)).bw_finish()
    }
}
/// The first shape of `coalesce_x`: `_2` for a static `_1`.
pub trait XInit<S, D> {
    /// The shape.
    type S: Int;
    /// Computes it.
    fn init(s: S) -> Self::S;
}
impl<S: Int, D> XInit<S, D> for B1 {
    type S = _2;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn init(_: S) -> _2 {
        _2::default()
    }
}
impl<S: Int, D> XInit<S, D> for B0 {
    type S = S;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn init(s: S) -> S {
        s
    }
}
