//! Slicing a tensor with `_` (CuTe's `tensor(c)` with `Underscore`s in `c`): for `c = c' ⊕ c*`,
//! where `c*` are the modes marked `_`,
//!
//! `T(c) = (E + L(c')) o slice(c, L)`:
//!
//! the engine moves to the index of `c` with every `_` read as `_0`, and the layout keeps the
//! modes marked `_` (see [`slice`](crate::algebra::slice)).
//!
//! | engine | `try_slice(&self)` gives | `try_slice_mut(&mut self)` gives |
//! |--------|--------------------------|----------------------------------|
//! | `&[T]` | `&[T]` from the new origin | — |
//! | `&mut [T]`, [`ArrayEngine`] | `&[T]` | `&mut [T]` |
//! | [`PtrEngine`] | [`PtrView`] (read-only) | [`PtrEngine`] borrowing the parent |
//!
//! A view over a slice starts at its origin, so elements before it (reachable only through
//! negative strides) read as absent (`None`); raw-pointer views reach them.
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe 03_tensor.md: ((_3,2),(2,_5,_2)):((4,1),(_2,13,100))
//! let data: Vec<i32> = (0..300).collect();
//! let a = make_tensor(&data[..], Layout::new(((_3, 2), (2, _5, _2)), ((4, 1), (_2, 13, 100))));
//! let b = a.slice((2, X));
//! assert_eq!(b.layout().to_string(), "((2,_5,_2)):((_2,13,100))");
//! assert_eq!(b[((1, 2, 1),)], a[(2, (1, 2, 1))]);
//! assert_eq!(a.slice((X, 5)).layout().to_string(), "((_3,2)):((4,1))");
//! assert_eq!(a.slice(((X, X), 5)).layout().to_string(), "(_3,2):(4,1)");
//! assert_eq!(a.slice(((X, 1), (0, X, 1))).layout().to_string(), "(_3,_5):(4,13)");
//! let f = a.slice(((2, X), (X, 3, X)));
//! assert_eq!(f.layout().to_string(), "(2,2,_2):(1,_2,100)");
//! assert_eq!(f[(1, 1, 1)], a[((2, 1), (1, 3, 1))]);
//! ```

use super::algorithm::TensorError;
use super::domain::InDomain;
use super::engine::{ArrayEngine, Engine, EngineMut, PtrEngine, PtrView, RefEngine, RefEngineMut};
use super::Tensor;
use crate::algebra::{Slice, Sliced, Underscore};
use crate::int::{Int, _0};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use generic_array::ArrayLength;

/// A slicing coordinate with every `_` read as `_0`: the coordinate of the sub-tensor's origin
/// (CuTe's `Underscore` is an `Int<0>`).
pub trait ZeroUnderscores: Copy {
    /// The coordinate, `_` replaced by `_0`.
    type Output: IntTuple;
    /// Replaces every `_` by `_0`.
    fn zero_underscores(self) -> Self::Output;
}
impl ZeroUnderscores for Underscore {
    type Output = _0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zero_underscores(self) -> _0 {
        _0
    }
}
impl<I: Int> ZeroUnderscores for I {
    type Output = I;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zero_underscores(self) -> I {
        self
    }
}
macro_rules! tuple_zero {
    ($($T:ident),*) => {
        #[allow(non_snake_case, clippy::unused_unit)]
        impl<$($T: ZeroUnderscores),*> ZeroUnderscores for ($($T,)*)
        where
            ($($T::Output,)*): IntTuple,
        {
            type Output = ($($T::Output,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn zero_underscores(self) -> Self::Output {
                let ($($T,)*) = self;
                ($($T.zero_underscores(),)*)
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_zero);

/// An engine that can be viewed from another origin: what slicing a tensor needs.
///
/// # Safety
/// [`SliceEngine::CHECKS_ORIGIN`] is `false` only for engines whose views stay sound when
/// their origin is taken at a coordinate outside the tensor's domain.
pub unsafe trait SliceEngine: Engine {
    /// Whether slicing, tiling and partitioning check that the new origin's coordinate lies in
    /// the tensor's domain (returning [`TensorError::SliceOutside`] otherwise). Engines that
    /// know their memory do (for the error; their views check every access anyway); view
    /// pointers leave it to their constructor's contract, at no cost.
    const CHECKS_ORIGIN: bool = true;
    /// The read-only engine of a sub-tensor.
    type View<'a>: Engine<Value = Self::Value>
    where
        Self: 'a;
    /// The engine from `offset` on.
    ///
    /// # Safety
    /// `offset` was admitted by [`Engine::admit`] for the index of a coordinate (in the
    /// tensor's domain when [`SliceEngine::CHECKS_ORIGIN`]), and the view is used only with a
    /// layout whose indices, added to `offset`, are indices of the tensor's layout on its domain
    /// (any layout for a [`TileEngine`]).
    unsafe fn view_at(&self, offset: isize) -> Option<Self::View<'_>>;
}

/// An engine whose sub-tensors can be written.
pub trait SliceEngineMut: SliceEngine + EngineMut {
    /// The writable engine of a sub-tensor.
    type ViewMut<'a>: EngineMut<Value = Self::Value>
    where
        Self: 'a;
    /// The engine from `offset` on, writable.
    ///
    /// # Safety
    /// As [`SliceEngine::view_at`].
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<Self::ViewMut<'_>>;
}

// SAFETY: origins are checked.
unsafe impl<T> SliceEngine for &[T] {
    type View<'a>
        = &'a [T]
    where
        Self: 'a;
    unsafe fn view_at(&self, offset: isize) -> Option<&[T]> {
        self.get(usize::try_from(offset).ok()?..)
    }
}
// SAFETY: origins are checked.
unsafe impl<T> SliceEngine for &mut [T] {
    type View<'a>
        = &'a [T]
    where
        Self: 'a;
    unsafe fn view_at(&self, offset: isize) -> Option<&[T]> {
        self.get(usize::try_from(offset).ok()?..)
    }
}
impl<T> SliceEngineMut for &mut [T] {
    type ViewMut<'a>
        = &'a mut [T]
    where
        Self: 'a;
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<&mut [T]> {
        self.get_mut(usize::try_from(offset).ok()?..)
    }
}
// SAFETY: origins are checked.
unsafe impl<T, N: ArrayLength> SliceEngine for ArrayEngine<T, N> {
    type View<'a>
        = &'a [T]
    where
        Self: 'a;
    unsafe fn view_at(&self, offset: isize) -> Option<&[T]> {
        self.as_slice().get(usize::try_from(offset).ok()?..)
    }
}
impl<T, N: ArrayLength> SliceEngineMut for ArrayEngine<T, N> {
    type ViewMut<'a>
        = &'a mut [T]
    where
        Self: 'a;
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<&mut [T]> {
        self.as_mut_slice().get_mut(usize::try_from(offset).ok()?..)
    }
}
// SAFETY: origins are checked (the contract of `make_tensor_ptr` covers the domain only).
unsafe impl<T> SliceEngine for PtrEngine<'_, T> {
    type View<'a>
        = PtrView<'a, T>
    where
        Self: 'a;
    unsafe fn view_at(&self, offset: isize) -> Option<PtrView<'_, T>> {
        // SAFETY: the caller passes an offset admitted for an in-domain coordinate, which the
        // contract of `make_tensor_ptr` makes an element of the same allocation.
        Some(PtrView::at(unsafe { self.as_ptr().offset(offset) }))
    }
}
// SAFETY: origins are checked, as for `PtrEngine`.
unsafe impl<T> SliceEngine for PtrView<'_, T> {
    type View<'a>
        = PtrView<'a, T>
    where
        Self: 'a;
    unsafe fn view_at(&self, offset: isize) -> Option<PtrView<'_, T>> {
        // SAFETY: as for `PtrEngine`: the offset of an in-domain coordinate.
        Some(PtrView::at(unsafe { self.as_ptr().offset(offset) }))
    }
}
impl<T> SliceEngineMut for PtrEngine<'_, T> {
    type ViewMut<'a>
        = PtrEngine<'a, T>
    where
        Self: 'a;
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<PtrEngine<'_, T>> {
        // SAFETY: as `view_at`; `&mut self` is borrowed for as long as the view lives.
        Some(PtrEngine::at(unsafe { self.as_mut_ptr().offset(offset) }))
    }
}

/// An engine a tensor may be re-laid-out over (made with any layout, composed, divided, tiled,
/// partitioned, recast): any layout may be paired with it without `unsafe` code, because every
/// access is checked against the engine's memory (every [`BoundedEngine`](super::BoundedEngine):
/// slices, owned fragments), or is covered by the contract of the view pointer's `unsafe`
/// constructor ([`GmemPtr`](super::GmemPtr), [`SmemPtr`](super::SmemPtr)), or reads no memory
/// ([`CountingIterator`](super::CountingIterator)). [`PtrEngine`] is not one: its contract
/// covers its layout's domain only.
///
/// # Safety
/// Pairing the engine (or a view of it) with any layout is sound.
pub unsafe trait TileEngine: Engine {}
// SAFETY: a bounded engine checks every access against its own memory.
unsafe impl<E: super::BoundedEngine> TileEngine for E {}

/// The sub-tensor `tensor.slice(c)` of a tensor with engine `E` and layout `L`; this is an
/// alias, see [`Tensor`].
pub type SubTensor<'a, E, C, L> = Tensor<<E as SliceEngine>::View<'a>, Sliced<C, L>>;
/// The sub-tensor `tensor.slice_mut(c)`; this is an alias, see [`Tensor`].
pub type SubTensorMut<'a, E, C, L> = Tensor<<E as SliceEngineMut>::ViewMut<'a>, Sliced<C, L>>;

/// The error of a slice whose coordinate (with `_` read as `_0`) is outside the tensor.
fn outside(offset: Option<i64>) -> TensorError {
    TensorError::SliceOutside {
        op: "slice",
        offset,
    }
}

impl<E: SliceEngine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// The sub-tensor of the modes marked `_` in `c` (CuTe's `tensor(c)` with underscores):
    /// its engine starts at the index of `c` with `_` read as `_0`.
    ///
    /// # Errors
    /// [`TensorError::SliceOutside`] when that coordinate is outside the tensor's shape or its
    /// index outside its memory.
    #[inline]
    pub fn try_slice<C>(&self, c: C) -> Result<SubTensor<'_, E, C, Layout<S, D>>, TensorError>
    where
        C: ZeroUnderscores,
        C::Output: Crd2Idx<S, D> + InDomain<S>,
        Layout<S, D>: Slice<C>,
    {
        let origin = c.zero_underscores();
        if E::CHECKS_ORIGIN && !origin.in_domain(&self.layout.shape()) {
            return Err(outside(None));
        }
        let index = i64::from(self.layout.call(origin).value());
        let offset = self.engine.admit(index).ok_or(outside(Some(index)))?;
        // SAFETY: `offset` was admitted for the coordinate `origin` (in the domain when the
        // engine checks origins), and the view gets `slice(c, layout)`, whose indices plus
        // `offset` are the layout's indices of coordinates that agree with `c` outside its `_`
        // modes.
        let engine = unsafe { self.engine.view_at(offset) }.ok_or(outside(Some(index)))?;
        Ok(Tensor {
            engine,
            layout: self.layout.slice(c),
        })
    }

    /// [`Tensor::try_slice`], panicking on error.
    ///
    /// # Panics
    /// When the coordinate (with `_` read as `_0`) is outside the tensor's shape or memory.
    #[inline]
    #[track_caller]
    pub fn slice<C>(&self, c: C) -> SubTensor<'_, E, C, Layout<S, D>>
    where
        C: ZeroUnderscores,
        C::Output: Crd2Idx<S, D> + InDomain<S>,
        Layout<S, D>: Slice<C>,
    {
        match self.try_slice(c) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        }
    }
}

impl<E: SliceEngineMut, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// [`Tensor::try_slice`], writable.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut data = [0; 12];
    /// let mut t = make_tensor(&mut data[..], make_layout((_3, _4)));
    /// fill(&mut t.slice_mut((X, 2)), 5); // column 2
    /// assert_eq!(data, [0, 0, 0, 0, 0, 0, 5, 5, 5, 0, 0, 0]);
    /// ```
    ///
    /// # Errors
    /// As [`Tensor::try_slice`].
    #[inline]
    pub fn try_slice_mut<C>(
        &mut self,
        c: C,
    ) -> Result<SubTensorMut<'_, E, C, Layout<S, D>>, TensorError>
    where
        C: ZeroUnderscores,
        C::Output: Crd2Idx<S, D> + InDomain<S>,
        Layout<S, D>: Slice<C>,
    {
        let origin = c.zero_underscores();
        if E::CHECKS_ORIGIN && !origin.in_domain(&self.layout.shape()) {
            return Err(outside(None));
        }
        let index = i64::from(self.layout.call(origin).value());
        let offset = self.engine.admit(index).ok_or(outside(Some(index)))?;
        let layout = self.layout.slice(c);
        // SAFETY: as in `try_slice`; `&mut self` is borrowed while the view lives.
        let engine = unsafe { self.engine.view_mut_at(offset) }.ok_or(outside(Some(index)))?;
        Ok(Tensor { engine, layout })
    }

    /// [`Tensor::try_slice_mut`], panicking on error.
    ///
    /// # Panics
    /// As [`Tensor::slice`].
    #[inline]
    #[track_caller]
    pub fn slice_mut<C>(&mut self, c: C) -> SubTensorMut<'_, E, C, Layout<S, D>>
    where
        C: ZeroUnderscores,
        C::Output: Crd2Idx<S, D> + InDomain<S>,
        Layout<S, D>: Slice<C>,
    {
        match self.try_slice_mut(c) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        }
    }
}
