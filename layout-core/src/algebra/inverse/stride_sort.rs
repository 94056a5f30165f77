//! CuTe's `sort<stride>` inside `right_inverse` and `left_inverse`: the modes with their prefix
//! products, the static-stride filter, and the compile-time exchange sort by stride.

use crate::hlist::{HCons, HList, HNil};
use crate::int::IsStatic;
use crate::int::{Int, IntMul, IntProd};
use crate::layout::Layout;
use typenum::{IsLess, Le, B0, B1};

/// One coalesced mode with its exclusive prefix product: shape, stride, prefix.
#[derive(Clone, Copy, Debug, Default)]
pub struct Elt<S, D, P>(pub S, pub D, pub P);

// ------------------------------------------------------------------------------------------
// Preparation: prefix products, static filter, exchange sort

/// Pairs each mode with the exclusive prefix product of the shapes before it (`P` so far).
pub trait WithPrefix<P> {
    /// The list of [`Elt`]s.
    type Output: HList;
    /// Pairs.
    fn with_prefix(self, p: P) -> Self::Output;
}
impl<P> WithPrefix<P> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn with_prefix(self, _: P) -> HNil {
        HNil
    }
}
impl<S: IntMul<P>, D: Int, P: Int, T: WithPrefix<IntProd<S, P>>> WithPrefix<P>
    for HCons<Layout<S, D>, T>
where
    HCons<Elt<S, D, P>, T::Output>: HList,
{
    type Output = HCons<Elt<S, D, P>, T::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn with_prefix(self, p: P) -> Self::Output {
        let (s, d) = (self.0.shape(), self.0.stride());
        HCons(Elt(s, d, p), self.1.with_prefix(s.int_mul(p)))
    }
}

/// Keeps the modes with a static stride (`right_inverse`'s "Filter out any dynamic strides").
pub trait FilterStatic {
    /// The kept modes.
    type Output: HList;
    /// Filters.
    fn filter_static(self) -> Self::Output;
}
impl FilterStatic for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter_static(self) -> HNil {
        HNil
    }
}
impl<S, D: IsStatic, P, T: FilterStatic> FilterStatic for HCons<Elt<S, D, P>, T>
where
    <D as IsStatic>::Out: KeepIf<Elt<S, D, P>, T::Output>,
{
    type Output = <<D as IsStatic>::Out as KeepIf<Elt<S, D, P>, T::Output>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter_static(self) -> Self::Output {
        <<D as IsStatic>::Out as KeepIf<Elt<S, D, P>, T::Output>>::keep_if(
            self.0,
            self.1.filter_static(),
        )
    }
}
/// `B1`: keep the element; `B0`: drop it.
pub trait KeepIf<E, T> {
    /// The list.
    type Output: HList;
    /// Keeps or drops.
    fn keep_if(e: E, t: T) -> Self::Output;
}
impl<E, T> KeepIf<E, T> for B1
where
    HCons<E, T>: HList,
{
    type Output = HCons<E, T>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn keep_if(e: E, t: T) -> Self::Output {
        HCons(e, t)
    }
}
impl<E, T: HList> KeepIf<E, T> for B0 {
    type Output = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn keep_if(_: E, t: T) -> T {
        t
    }
}

/// CuTe's compile-time `exchange_sort` by stride: for each position, swap in every later
/// element with a smaller stride (not stable; ties resolve exactly as in CuTe).
pub trait ExchangeSort {
    /// The sorted list.
    type Output: HList;
    /// Sorts.
    fn exchange_sort(self) -> Self::Output;
}
impl ExchangeSort for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn exchange_sort(self) -> HNil {
        HNil
    }
}
impl<H, T: ExchangePass<H>> ExchangeSort for HCons<H, T>
where
    T::Rest: ExchangeSort,
    HCons<T::Min, <T::Rest as ExchangeSort>::Output>: HList,
{
    type Output = HCons<T::Min, <T::Rest as ExchangeSort>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn exchange_sort(self) -> Self::Output {
        let (min, rest) = self.1.exchange_pass(self.0);
        HCons(min, rest.exchange_sort())
    }
}
/// One outer pass of the exchange sort: carries the current front element `C` across the
/// list, swapping it with every smaller element.
pub trait ExchangePass<C> {
    /// The front element after the pass.
    type Min;
    /// The rest of the list after the pass.
    type Rest;
    /// Passes.
    fn exchange_pass(self, c: C) -> (Self::Min, Self::Rest);
}
impl<C> ExchangePass<C> for HNil {
    type Min = C;
    type Rest = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn exchange_pass(self, c: C) -> (C, HNil) {
        (c, HNil)
    }
}
impl<CS, CD, CP, XS, XD: IsLess<CD>, XP, T> ExchangePass<Elt<CS, CD, CP>>
    for HCons<Elt<XS, XD, XP>, T>
where
    Le<XD, CD>: SwapIf<Elt<CS, CD, CP>, Elt<XS, XD, XP>, T>,
{
    type Min = <Le<XD, CD> as SwapIf<Elt<CS, CD, CP>, Elt<XS, XD, XP>, T>>::Min;
    type Rest = <Le<XD, CD> as SwapIf<Elt<CS, CD, CP>, Elt<XS, XD, XP>, T>>::Rest;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn exchange_pass(self, c: Elt<CS, CD, CP>) -> (Self::Min, Self::Rest) {
        <Le<XD, CD> as SwapIf<Elt<CS, CD, CP>, Elt<XS, XD, XP>, T>>::swap_if(c, self.0, self.1)
    }
}
/// `B1` (`x < c`): `c` stays here and `x` is carried on; `B0`: `x` stays, `c` is carried on.
pub trait SwapIf<C, X, T> {
    /// The front element after the pass.
    type Min;
    /// The rest of the list after the pass.
    type Rest;
    /// Swaps or not.
    fn swap_if(c: C, x: X, t: T) -> (Self::Min, Self::Rest);
}
impl<C, X, T: ExchangePass<X>> SwapIf<C, X, T> for B1 {
    type Min = T::Min;
    type Rest = HCons<C, T::Rest>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn swap_if(c: C, x: X, t: T) -> (Self::Min, Self::Rest) {
        let (m, r) = t.exchange_pass(x);
        (m, HCons(c, r))
    }
}
impl<C, X, T: ExchangePass<C>> SwapIf<C, X, T> for B0 {
    type Min = T::Min;
    type Rest = HCons<X, T::Rest>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn swap_if(c: C, x: X, t: T) -> (Self::Min, Self::Rest) {
        let (m, r) = t.exchange_pass(c);
        (m, HCons(x, r))
    }
}
