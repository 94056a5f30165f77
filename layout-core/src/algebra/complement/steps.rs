//! CuTe's `detail::complement` on the filtered modes: repeatedly take the mode of smallest
//! static stride, emit the gap below it, and finish with the rest of the cotarget.

use super::*;

// ------------------------------------------------------------------------------------------
// detail::complement on the filtered modes

/// CuTe's `detail::complement(shape, stride, cotarget)` on the filtered modes `Self`.
pub trait ComplementFiltered<M> {
    /// The complement.
    type Output: LayoutParts;
    /// Computes it.
    fn complement_filtered(self, m: M, c: &mut Checks) -> Self::Output;
}
/// A single mode: "Special case for irreducible rank-1 stride-0 layout", or the general case.
impl<S: Int, D: Int + IsZero, M> ComplementFiltered<M> for HCons<Layout<S, D>, HNil>
where
    IsZeroOut<D>: ComplementSingle<S, D, M>,
{
    type Output = <IsZeroOut<D> as ComplementSingle<S, D, M>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn complement_filtered(self, m: M, c: &mut Checks) -> Self::Output {
        <IsZeroOut<D> as ComplementSingle<S, D, M>>::complement_single(self, m, c)
    }
}
/// Rank > 1: static strides, then the fold.
impl<M0, M1, T, M> ComplementFiltered<M> for HCons<M0, HCons<M1, T>>
where
    Self: AllStaticStrides,
    <Self as AllStaticStrides>::Checked: ComplementSteps<HNil, _1, M>,
{
    type Output = <<Self as AllStaticStrides>::Checked as ComplementSteps<HNil, _1, M>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn complement_filtered(self, m: M, c: &mut Checks) -> Self::Output {
        self.checked().complement_steps(HNil, _1::default(), m, c)
    }
}

/// `B1`: `make_layout(coalesce(M))`; `B0`: the general case with no fold step.
pub trait ComplementSingle<S, D, M> {
    /// The complement.
    type Output: LayoutParts;
    /// Computes it.
    fn complement_single(l: HCons<Layout<S, D>, HNil>, m: M, c: &mut Checks) -> Self::Output;
}
impl<S, D, M: IntTuple + ShapeCoalesce> ComplementSingle<S, D, M> for B1
where
    M::Output: Compact<LayoutLeft, _1>,
{
    type Output = Layout<M::Output, <M::Output as Compact<LayoutLeft, _1>>::Stride>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn complement_single(_: HCons<Layout<S, D>, HNil>, m: M, _: &mut Checks) -> Self::Output {
        make_layout(m.shape_coalesce())
    }
}
impl<S, D, M> ComplementSingle<S, D, M> for B0
where
    HCons<Layout<S, D>, HNil>: ComplementSteps<HNil, _1, M>,
{
    type Output = <HCons<Layout<S, D>, HNil> as ComplementSteps<HNil, _1, M>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn complement_single(l: HCons<Layout<S, D>, HNil>, m: M, c: &mut Checks) -> Self::Output {
        l.complement_steps(HNil, _1::default(), m, c)
    }
}

/// Every stride of the filtered layout is static (CuTe sorts them at compile time);
/// `Checked` is the list itself, through which the rest of the computation goes.
pub trait AllStaticStrides {
    /// The same list.
    type Checked;
    /// The same list.
    fn checked(self) -> Self::Checked;
}
impl AllStaticStrides for HNil {
    type Checked = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn checked(self) -> HNil {
        HNil
    }
}
impl<S: Int, D: Int + IsStatic, T: AllStaticStrides> AllStaticStrides for HCons<Layout<S, D>, T>
where
    <D as IsStatic>::Out: StaticStride<D>,
{
    type Checked = HCons<Layout<S, <<D as IsStatic>::Out as StaticStride<D>>::Out>, T::Checked>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn checked(self) -> Self::Checked {
        HCons(
            Layout::new(self.0.shape(), Default::default()),
            self.1.checked(),
        )
    }
}

/// A static stride.
#[diagnostic::on_unimplemented(
    message = "complement: Dynamic-stride complement only for rank-1 layouts",
    note = "after filtering, a layout of rank > 1 needs static strides (CuTe sorts them at compile time)"
)]
pub trait StaticStride<D> {
    /// The stride.
    type Out: StaticInt;
}
impl<D: StaticInt> StaticStride<D> for B1 {
    type Out = D;
}

/// The new shape `min_stride / last_stride` is not the static 0.
#[diagnostic::on_unimplemented(
    message = "complement: Non-injective Layout detected in complement",
    note = "a stride is smaller than the extent of the modes below it, so two coordinates map to one index"
)]
pub trait Injective {}
impl Injective for B0 {}

/// The fold of `detail::complement` over the remaining modes `Self`: `Res` are the result
/// modes so far, `Last` the last result stride.
pub trait ComplementSteps<Res, Last, M> {
    /// The complement.
    type Output: LayoutParts;
    /// Folds.
    fn complement_steps(self, res: Res, last: Last, m: M, c: &mut Checks) -> Self::Output;
}

/// `d / last` with a check for a dynamic zero divisor.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn div_checked<A: IntDiv<B>, B: Int>(a: A, b: B, c: &mut Checks) -> IntQuot<A, B> {
    if b.value() == 0 {
        c.fail(AlgebraError::new(
            OP,
            "division by zero",
            [i64::from(a.value()), 0, 0, 0],
        ));
        return Default::default();
    }
    a.int_div(b)
}

/// A fold step: take the mode of smallest (static) stride.
impl<X0, X1, T, Res, Last, M> ComplementSteps<Res, Last, M> for HCons<X0, HCons<X1, T>>
where
    Self: MinStride + RemoveFirstStride<<Self as MinStride>::Min>,
    <Self as MinStride>::Min: StaticInt + IntDiv<Last> + IntMul<RemovedShape<Self>>,
    Last: Int,
    IntQuot<<Self as MinStride>::Min, Last>: IsZero,
    IsZeroOut<IntQuot<<Self as MinStride>::Min, Last>>: Injective,
    Res: Concat<HCons<Layout<IntQuot<<Self as MinStride>::Min, Last>, Last>, HNil>>,
    RemovedRest<Self>: ComplementSteps<
        <Res as Concat<HCons<Layout<IntQuot<<Self as MinStride>::Min, Last>, Last>, HNil>>>::Output,
        IntProd<<Self as MinStride>::Min, RemovedShape<Self>>,
        M,
    >,
{
    type Output = <RemovedRest<Self> as ComplementSteps<
        <Res as Concat<HCons<Layout<IntQuot<<Self as MinStride>::Min, Last>, Last>, HNil>>>::Output,
        IntProd<<Self as MinStride>::Min, RemovedShape<Self>>,
        M,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn complement_steps(self, res: Res, last: Last, m: M, c: &mut Checks) -> Self::Output {
        let min = <Self as MinStride>::Min::default();
        let (shape, rest) = self.remove_first_stride();
        let new_shape = div_checked(min, last, c);
        if new_shape.value() == 0 {
            c.fail(AlgebraError::new(
                OP,
                "non-injective layout",
                [i64::from(min.value()), i64::from(last.value()), 0, 0],
            ));
        }
        let res = res.concat(HCons(Layout::new(new_shape, last), HNil));
        rest.complement_steps(res, min.int_mul(shape), m, c)
    }
}

/// The last mode: append it, then the rest `coalesce(ceil_div(M, d*s))` with compact strides
/// seeded with `d*s`, and coalesce everything.
impl<S, D, Res, Last, M> ComplementSteps<Res, Last, M> for HCons<Layout<S, D>, HNil>
where
    S: Int,
    D: Int + IntDiv<Last> + IntMul<S>,
    Last: Int,
    M: ShapeDiv<IntProd<D, S>>,
    ShapeDivided<M, IntProd<D, S>>: ShapeCoalesce,
    <ShapeDivided<M, IntProd<D, S>> as ShapeCoalesce>::Output: Compact<LayoutLeft, IntProd<D, S>>,
    IntQuot<D, Last>: IsZero,
    IsZeroOut<IntQuot<D, Last>>: Injective,
    Res: Concat<HCons<Layout<IntQuot<D, Last>, Last>, HNil>>,
    RestShape<M, D, S>: LeafModes<RestStride<M, D, S>>,
    <Res as Concat<HCons<Layout<IntQuot<D, Last>, Last>, HNil>>>::Output:
        Concat<<RestShape<M, D, S> as LeafModes<RestStride<M, D, S>>>::List>,
    AllModes<Res, Last, M, D, S>: CoalesceModes,
    CoalesceModesOut<AllModes<Res, Last, M, D, S>>: UnwrapLayout,
    UnwrapLayoutOut<CoalesceModesOut<AllModes<Res, Last, M, D, S>>>: LayoutParts,
{
    type Output = UnwrapLayoutOut<CoalesceModesOut<AllModes<Res, Last, M, D, S>>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn complement_steps(self, res: Res, last: Last, m: M, c: &mut Checks) -> Self::Output {
        let (s, d) = (self.0.shape(), self.0.stride());
        let new_shape = div_checked(d, last, c);
        if new_shape.value() == 0 {
            c.fail(AlgebraError::new(
                OP,
                "non-injective layout",
                [i64::from(d.value()), i64::from(last.value()), 0, 0],
            ));
        }
        let res = res.concat(HCons(Layout::new(new_shape, last), HNil));
        let mut new_stride = d.int_mul(s);
        if new_stride.value() == 0 {
            c.fail(AlgebraError::new(
                OP,
                "division by zero",
                [i64::from(d.value()), i64::from(s.value()), 0, 0],
            ));
            new_stride = Int::from_value(1);
        }
        let rest_shape = m.shape_div(new_stride).shape_coalesce();
        let rest_stride = rest_shape.compact(new_stride).0;
        let all = res.concat(rest_shape.leaf_modes(rest_stride));
        all.coalesce_modes().unwrap_layout()
    }
}
/// `coalesce(ceil_div(M, d*s))`.
pub type RestShape<M, D, S> = <ShapeDivided<M, IntProd<D, S>> as ShapeCoalesce>::Output;
/// `compact_major<LayoutLeft>(rest_shape, d*s)`.
pub type RestStride<M, D, S> = <RestShape<M, D, S> as Compact<LayoutLeft, IntProd<D, S>>>::Stride;
/// The result modes followed by the rest modes.
pub type AllModes<Res, Last, M, D, S> =
    <<Res as Concat<HCons<Layout<IntQuot<D, Last>, Last>, HNil>>>::Output as Concat<
        <RestShape<M, D, S> as LeafModes<RestStride<M, D, S>>>::List,
    >>::Output;

// ------------------------------------------------------------------------------------------
// Smallest static stride, and removing its first mode

/// The smallest stride of a list of modes (all static).
pub trait MinStride {
    /// The minimum.
    type Min;
}
impl<S, D> MinStride for HCons<Layout<S, D>, HNil> {
    type Min = D;
}
impl<S, D: Min<<HCons<X, T> as MinStride>::Min>, X, T> MinStride
    for HCons<Layout<S, D>, HCons<X, T>>
where
    HCons<X, T>: MinStride,
{
    type Min = Minimum<D, <HCons<X, T> as MinStride>::Min>;
}

/// Removes the first mode whose stride is `K` (CuTe's `find` then `remove`), returning its
/// shape and the other modes.
pub trait RemoveFirstStride<K> {
    /// The removed mode's shape.
    type Shape: Int;
    /// The other modes.
    type Rest;
    /// Removes it.
    fn remove_first_stride(self) -> (Self::Shape, Self::Rest);
}
/// The shape of the removed mode.
pub type RemovedShape<L> = <L as RemoveFirstStride<<L as MinStride>::Min>>::Shape;
/// The modes left after the removal.
pub type RemovedRest<L> = <L as RemoveFirstStride<<L as MinStride>::Min>>::Rest;
impl<K, S: Int, D: IsEqual<K>, T> RemoveFirstStride<K> for HCons<Layout<S, D>, T>
where
    Eq<D, K>: RemoveIf<K, S, D, T>,
{
    type Shape = <Eq<D, K> as RemoveIf<K, S, D, T>>::Shape;
    type Rest = <Eq<D, K> as RemoveIf<K, S, D, T>>::Rest;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn remove_first_stride(self) -> (Self::Shape, Self::Rest) {
        <Eq<D, K> as RemoveIf<K, S, D, T>>::remove_if(self)
    }
}
/// `B1`: this mode; `B0`: search the tail.
pub trait RemoveIf<K, S, D, T> {
    /// The removed mode's shape.
    type Shape: Int;
    /// The other modes.
    type Rest;
    /// Removes it.
    fn remove_if(l: HCons<Layout<S, D>, T>) -> (Self::Shape, Self::Rest);
}
impl<K, S: Int, D: Int, T> RemoveIf<K, S, D, T> for B1 {
    type Shape = S;
    type Rest = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn remove_if(l: HCons<Layout<S, D>, T>) -> (S, T) {
        (l.0.shape(), l.1)
    }
}
impl<K, S, D, T: RemoveFirstStride<K>> RemoveIf<K, S, D, T> for B0 {
    type Shape = T::Shape;
    type Rest = HCons<Layout<S, D>, T::Rest>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn remove_if(l: HCons<Layout<S, D>, T>) -> (Self::Shape, Self::Rest) {
        let (s, rest) = l.1.remove_first_stride();
        (s, HCons(l.0, rest))
    }
}
