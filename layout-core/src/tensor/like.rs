//! Register tensors shaped like another tensor (CuTe's `make_tensor_like`,
//! `make_fragment_like`, and their layouts `make_layout_like`, `make_fragment_like(layout)`).
//!
//! | CuTe | here | layout of `(_8,_8):(_16,ldc)` |
//! |------|------|--------------------------------|
//! | `make_layout_like(L)`: compact, in the order of `L`'s strides; static-zero strides stay `_0` | [`make_layout_like`] | `(_8,_8):(_1,_8)` |
//! | `make_fragment_like(L)`: mode 0 compact column-major, the other modes in the order of their strides | [`make_fragment_layout`] | `(_8,(_8)):(_1,(_8))` |
//! | `make_tensor_like(t)`, `make_fragment_like(t)`: an owned tensor of `t`'s value type | [`make_tensor_like`], [`make_fragment_like`] | |
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe 03_tensor.md: rmem_4x8_like = make_tensor_like(rmem_4x8_pad)
//! let pad = make_fragment::<f32, _>(make_layout_with((_4, _8), (_32, _2)));
//! let like = make_tensor_like(&pad);
//! assert_eq!(like.layout().to_string(), "(_4,_8):(_8,_1)");
//! assert_eq!(core::mem::size_of_val(&like), 32 * 4);
//! // CuTe's documented example of make_layout_like
//! let l = make_layout_like(make_layout_with((_2, _2, _2, _2), (_0, _2, _4, _1)));
//! assert_eq!(l.to_string(), "(_2,_2,_2,_2):(_0,_2,_4,_1)");
//! let l = make_layout_like(make_layout_with((2, 3, 4, 5), (_0, 42, _1, _0)));
//! assert_eq!(l.to_string(), "(2,3,4,5):(_0,4,_1,_0)");
//! ```

use super::engine::{make_fragment, CosizeLength, Engine, FragmentOf};
use super::Tensor;
use crate::algebra::{tiled_product, TiledProduct, TiledProductOf};
use crate::int::{for_each_int_ctor, _1};
use crate::int_tuple::IntTuple;
use crate::layout::{make_layout, make_layout_with, Layout};
use crate::stride::{
    compact_col_major, Compact, CompactOrder, CompactOrderOf, CompactStride, LayoutLeft,
};

/// CuTe's `filter_zeros(stride, shape)`: the shape with every mode whose stride is the static
/// `_0` replaced by `_1` (those modes get no storage).
pub trait FilterZeros<S> {
    /// The filtered shape.
    type Output: IntTuple;
    /// Filters.
    fn filter_zeros(self, shape: S) -> Self::Output;
}
impl<S: IntTuple> FilterZeros<S> for typenum::Z0 {
    type Output = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter_zeros(self, _: S) -> _1 {
        _1
    }
}
macro_rules! nonzero_stride {
    ([$($g:tt)*] $D:ty) => {
        impl<S: IntTuple, $($g)*> FilterZeros<S> for $D {
            type Output = S;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn filter_zeros(self, shape: S) -> S {
                shape
            }
        }
    };
}
nonzero_stride!([] i32);
nonzero_stride!([U: typenum::Unsigned + typenum::NonZero] typenum::PInt<U>);
nonzero_stride!([U: typenum::Unsigned + typenum::NonZero] typenum::NInt<U>);
macro_rules! tuple_filter_zeros {
    ($(($D:ident, $S:ident, $d:ident, $s:ident)),*) => {
        #[allow(clippy::unused_unit)]
        impl<$($D: FilterZeros<$S>, $S),*> FilterZeros<($($S,)*)> for ($($D,)*)
        where
            ($($D::Output,)*): IntTuple,
        {
            type Output = ($($D::Output,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[allow(unused_variables)]
            fn filter_zeros(self, shape: ($($S,)*)) -> Self::Output {
                let ($($d,)*) = self;
                let ($($s,)*) = shape;
                ($($d.filter_zeros($s),)*)
            }
        }
    };
}
tuple_filter_zeros!();
tuple_filter_zeros!((D0, S0, d0, s0));
tuple_filter_zeros!((D0, S0, d0, s0), (D1, S1, d1, s1));
tuple_filter_zeros!((D0, S0, d0, s0), (D1, S1, d1, s1), (D2, S2, d2, s2));
tuple_filter_zeros!(
    (D0, S0, d0, s0),
    (D1, S1, d1, s1),
    (D2, S2, d2, s2),
    (D3, S3, d3, s3)
);
tuple_filter_zeros!(
    (D0, S0, d0, s0),
    (D1, S1, d1, s1),
    (D2, S2, d2, s2),
    (D3, S3, d3, s3),
    (D4, S4, d4, s4)
);

/// The layout of [`make_layout_like`]; this is an alias, see [`Layout`].
pub type LayoutLikeOf<S, D> = Layout<S, CompactOrderOf<<D as FilterZeros<S>>::Output, D>>;

/// CuTe's `make_layout_like(layout)`: the compact layout of the same shape whose strides grow
/// in the order of `layout`'s (dynamic strides rank after the static ones), modes with a static
/// zero stride keeping `_0`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_layout_like<S, D>(layout: Layout<S, D>) -> LayoutLikeOf<S, D>
where
    S: IntTuple,
    D: IntTuple + FilterZeros<S>,
    D::Output: CompactOrder<D>,
    S: crate::layout::CongruentWith<CompactOrderOf<D::Output, D>>,
{
    let filtered = layout.stride().filter_zeros(layout.shape());
    Layout::new(layout.shape(), filtered.compact_order_by())
}

/// A layout's fragment layout, CuTe's `make_fragment_like(layout)` (see [`make_fragment_layout`]).
pub trait FragmentLayout: Copy {
    /// The fragment layout.
    type Output: Copy;
    /// Computes it.
    fn fragment_layout(self) -> Self::Output;
}
macro_rules! int_fragment_layout {
    ([$($g:tt)*] $S:ty) => {
        /// An integer shape: `make_layout(shape)`.
        impl<D: IntTuple, $($g)*> FragmentLayout for Layout<$S, D>
        where
            $S: Compact<LayoutLeft, _1> + IntTuple,
            Layout<$S, D>: Copy,
        {
            type Output = Layout<$S, CompactStride<$S, LayoutLeft>>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn fragment_layout(self) -> Self::Output {
                make_layout(self.shape())
            }
        }
    };
}
for_each_int_ctor!(int_fragment_layout);
/// A rank-1 tuple shape: `make_layout(shape)`.
impl<S0: IntTuple, D0: IntTuple> FragmentLayout for Layout<(S0,), (D0,)>
where
    (S0,): Compact<LayoutLeft, _1>,
    (D0,): IntTuple,
{
    type Output = Layout<(S0,), CompactStride<(S0,), LayoutLeft>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fragment_layout(self) -> Self::Output {
        make_layout(self.shape())
    }
}
macro_rules! tuple_fragment_layout {
    ($(($S:ident, $D:ident, $s:ident, $d:ident)),*) => {
        /// Rank 2 and more: `tiled_product(mode 0 compact column-major, the other modes ordered
        /// by their strides)`.
        impl<S0, D0, $($S, $D),*> FragmentLayout for Layout<(S0, $($S,)*), (D0, $($D,)*)>
        where
            (S0, $($S,)*): IntTuple,
            (D0, $($D,)*): IntTuple,
            S0: IntTuple,
            D0: FilterZeros<S0>,
            D0::Output: Compact<LayoutLeft, _1>,
            S0: crate::layout::CongruentWith<CompactStride<D0::Output, LayoutLeft>>,
            ($($S,)*): CompactOrder<($($D,)*)>,
            ($($S,)*): crate::layout::CongruentWith<CompactOrderOf<($($S,)*), ($($D,)*)>>,
            Layout<S0, CompactStride<D0::Output, LayoutLeft>>:
                TiledProduct<Layout<($($S,)*), CompactOrderOf<($($S,)*), ($($D,)*)>>>,
            TiledProductOf<
                Layout<S0, CompactStride<D0::Output, LayoutLeft>>,
                Layout<($($S,)*), CompactOrderOf<($($S,)*), ($($D,)*)>>,
            >: Copy,
        {
            type Output = TiledProductOf<
                Layout<S0, CompactStride<D0::Output, LayoutLeft>>,
                Layout<($($S,)*), CompactOrderOf<($($S,)*), ($($D,)*)>>,
            >;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn fragment_layout(self) -> Self::Output {
                let (s0, $($s,)*) = self.shape();
                let (d0, $($d,)*) = self.stride();
                $(let _ = $d;)*
                let first = Layout::new(s0, compact_col_major(d0.filter_zeros(s0)));
                let rest = ($($s,)*);
                tiled_product(first, make_layout_with(rest, rest.compact_order_by()))
            }
        }
    };
}
tuple_fragment_layout!((S1, D1, s1, d1));
tuple_fragment_layout!((S1, D1, s1, d1), (S2, D2, s2, d2));
tuple_fragment_layout!((S1, D1, s1, d1), (S2, D2, s2, d2), (S3, D3, s3, d3));

/// CuTe's `make_fragment_like(layout)`: mode 0 compact column-major (it is the mode MMA and
/// copy atoms consume), the other modes compact in the order of their strides.
///
/// ```
/// use layout_core::prelude::*;
/// let l = make_fragment_layout(make_layout_with((_4, _8, _2), (_8, _1, _64)));
/// assert_eq!(l.to_string(), "(_4,_8,_2):(_1,_4,_32)");
/// // rank 2: the product keeps mode 1 as the rank-1 tuple `take<1,2>` made (as CuTe)
/// let l = make_fragment_layout(make_layout_with((_4, _2), (_32, _0)));
/// assert_eq!(l.to_string(), "(_4,(_2)):(_1,(_4))");
/// let l = make_fragment_layout(make_layout_with((_4, _2), (_0, _1)));
/// assert_eq!(l.to_string(), "(_4,(_2)):(_0,(_1))");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_fragment_layout<L: FragmentLayout>(layout: L) -> L::Output {
    layout.fragment_layout()
}

/// The tensor of [`make_tensor_like`]; this is an alias, see [`Tensor`].
pub type TensorLike<E, S, D> = FragmentOf<<E as Engine>::Value, LayoutLikeOf<S, D>>;

/// CuTe's `make_tensor_like(tensor)`: an owned (register) tensor of the same value type and
/// shape, its strides in the order of `tensor`'s (see [`make_layout_like`]); the shape must
/// be static. Elements start at `T::default()`.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe sgemm_1: tCrC = make_tensor_like(tCgC), tCgC = (_8,_8):(_16, 16 * ldC)
/// let c = [0.0_f32; 4096];
/// let ldc = 32;
/// let tcgc = make_tensor(&c[..], make_layout_with((_8, _8), (_16, 16 * ldc)));
/// let tcrc = make_tensor_like(&tcgc);
/// assert_eq!(tcrc.layout().to_string(), "(_8,_8):(_1,_8)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_tensor_like<E, S, D>(tensor: &Tensor<E, Layout<S, D>>) -> TensorLike<E, S, D>
where
    E: Engine,
    E::Value: Default,
    S: IntTuple,
    D: IntTuple + FilterZeros<S>,
    D::Output: CompactOrder<D>,
    S: crate::layout::CongruentWith<CompactOrderOf<D::Output, D>>,
    LayoutLikeOf<S, D>: CosizeLength,
{
    make_fragment(make_layout_like(tensor.layout()))
}

/// The tensor of [`make_fragment_like`]; this is an alias, see [`Tensor`].
pub type FragmentLike<E, L> = FragmentOf<<E as Engine>::Value, <L as FragmentLayout>::Output>;

/// CuTe's `make_fragment_like(tensor)`: an owned (register) tensor of the same value type and
/// shape whose mode 0 is compact column-major (see [`make_fragment_layout`]).
///
/// ```
/// use layout_core::prelude::*;
/// let s = [0_i32; 1024];
/// let t = make_tensor(&s[..], make_layout_with((_4, _8), (_32, _1)));
/// let f = make_fragment_like(&t);
/// assert_eq!(f.layout().to_string(), "(_4,(_8)):(_1,(_4))");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_fragment_like<E, L>(tensor: &Tensor<E, L>) -> FragmentLike<E, L>
where
    E: Engine,
    E::Value: Default,
    L: FragmentLayout,
    L::Output: CosizeLength,
{
    make_fragment(tensor.layout().fragment_layout())
}
