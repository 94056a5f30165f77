//! CuTe's `get<I>(layout)` for every `I`: the modes of a layout as a list of `(shape, stride)`
//! pairs, and back (the working form of `append`, `select`, `take`, `group` and slicing).

use crate::hlist::{HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::{for_each_int_ctor, Int};
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, IntTuple};
use crate::layout::{CongruentWith, Layout};

// ---------------------------------------------------------------------------------------------
// Modes of a layout as a list of (shape, stride) pairs, and back

#[doc(hidden)]
/// The modes of a layout as a list of `(shape, stride)` pairs (an integer-shaped layout is its
/// own only mode).
pub trait ModesOf {
    /// The list of pairs.
    type Modes: Copy;
    /// Splits the layout into its modes.
    fn modes(self) -> Self::Modes;
}
#[doc(hidden)]
/// The result of [`ModesOf`].
pub type ModesOut<L> = <L as ModesOf>::Modes;
impl<S: IntTuple + ShapeModes<D>, D: IntTuple> ModesOf for Layout<S, D> {
    type Modes = S::Modes;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn modes(self) -> Self::Modes {
        self.shape().shape_modes(self.stride())
    }
}

#[doc(hidden)]
/// The modes of shape `Self` paired with those of stride `D`.
pub trait ShapeModes<D> {
    /// The list of pairs.
    type Modes: Copy;
    /// Pairs them.
    fn shape_modes(self, d: D) -> Self::Modes;
}
macro_rules! leaf_shape_modes {
    ([$($g:tt)*] $I:ty) => {
        impl<D: Copy, $($g)*> ShapeModes<D> for $I
        where
            $I: Int,
        {
            type Modes = HCons<($I, D), HNil>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn shape_modes(self, d: D) -> Self::Modes {
                HCons((self, d), HNil)
            }
        }
    };
}
for_each_int_ctor!(leaf_shape_modes);
macro_rules! tuple_shape_modes {
    ($($T:ident),*) => {
        impl<D: Tuple, $($T: IntTuple),*> ShapeModes<D> for ($($T,)*)
        where
            hlist_ty!($($T),*): ModesZip<D::HList>,
        {
            type Modes = <hlist_ty!($($T),*) as ModesZip<D::HList>>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn shape_modes(self, d: D) -> Self::Modes {
                self.into_hlist().zip_modes(d.into_hlist())
            }
        }
    };
}
for_each_tuple_arity!(tuple_shape_modes);

#[doc(hidden)]
/// Zips a list of shapes with a list of strides into `(shape, stride)` pairs.
pub trait ModesZip<DL> {
    /// The list of pairs.
    type Output: Copy;
    /// Zips.
    fn zip_modes(self, d: DL) -> Self::Output;
}
impl ModesZip<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_modes(self, _: HNil) -> HNil {
        HNil
    }
}
impl<S: Copy, ST: ModesZip<DT>, D: Copy, DT> ModesZip<HCons<D, DT>> for HCons<S, ST> {
    type Output = HCons<(S, D), ST::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_modes(self, d: HCons<D, DT>) -> Self::Output {
        HCons((self.0, d.0), self.1.zip_modes(d.1))
    }
}

#[doc(hidden)]
/// A list of `(shape, stride)` modes as the layout of a tuple shape and a tuple stride.
pub trait FromModes {
    /// The layout.
    type Output;
    /// Builds it.
    fn into_layout(self) -> Self::Output;
}
#[doc(hidden)]
/// The result of [`FromModes`].
pub type FromModesOut<ML> = <ML as FromModes>::Output;
impl<ML: UnzipModes> FromModes for ML
where
    ML::Shapes: ToTuple,
    TupleOf<ML::Shapes>: IntTuple + CongruentWith<TupleOf<ML::Strides>>,
    ML::Strides: ToTuple,
    TupleOf<ML::Strides>: IntTuple,
{
    type Output = Layout<TupleOf<ML::Shapes>, TupleOf<ML::Strides>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_layout(self) -> Self::Output {
        let (s, d) = self.unzip_modes();
        Layout::new(s.into_tuple(), d.into_tuple())
    }
}

#[doc(hidden)]
/// Splits a list of `(shape, stride)` pairs into a list of shapes and a list of strides.
pub trait UnzipModes {
    /// The shapes.
    type Shapes: HList;
    /// The strides.
    type Strides: HList;
    /// Splits.
    fn unzip_modes(self) -> (Self::Shapes, Self::Strides);
}
impl UnzipModes for HNil {
    type Shapes = HNil;
    type Strides = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unzip_modes(self) -> (HNil, HNil) {
        (HNil, HNil)
    }
}
impl<S, D, T: UnzipModes> UnzipModes for HCons<(S, D), T>
where
    HCons<S, T::Shapes>: HList,
    HCons<D, T::Strides>: HList,
{
    type Shapes = HCons<S, T::Shapes>;
    type Strides = HCons<D, T::Strides>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unzip_modes(self) -> (Self::Shapes, Self::Strides) {
        let (s, d) = self.1.unzip_modes();
        (HCons((self.0).0, s), HCons((self.0).1, d))
    }
}
