//! Layout literals in CuTe notation and `cute!`, the expression language on the typed layer.
//!
//! | macro | makes | example |
//! |---|---|---|
//! | [`layout!`] | a [`Layout`](crate::Layout) value | `layout!((_2,(_2,_2)):(_4,(_2,_1)))` |
//! | [`shape!`], [`stride!`] | an IntTuple value | `shape!((_4, {m}))` |
//! | [`coord!`] | a coordinate (may hold `_`) | `coord!((_1, _))` |
//! | [`tile!`] | a tiler: a tuple of layouts, integers and `_` | `tile!((_3:_1, _))` |
//! | [`Layout!`], [`Shape!`], [`Stride!`] | the type of those values | `Layout![(_2, i32):(_1, _2)]` |
//! | [`cute!`] | any expression of `EXPRESSIONS.md`, through the typed algebra | `cute!(coalesce((_2,_4):(_1,_2)))` |
//!
//! `_N` (and `_-N`) is a static integer, written into the type as typenum's binary form, so any
//! `i32` value works; a plain number or a `{expr}` block is a dynamic `i32` leaf.
//!
//! # Recursion limit
//! Deeply nested static layouts may need a larger `#![recursion_limit]` in the crate that uses
//! them (see `BENCHMARKS.md`, "Build times", for what the golden suite needs).

/// A layout value in CuTe notation: `shape:stride`, each leaf `_N` (static), `N` or `{expr}`
/// (dynamic `i32`).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let l = layout!((_2,(_2,_2)):(_4,(_2,_1)));
/// assert_eq!(l.to_string(), "(_2,(_2,_2)):(_4,(_2,_1))");
/// assert_eq!(core::mem::size_of_val(&l), 0);
/// let m = 6;
/// let d = layout!((_4, {m}):(_1, _4));
/// assert_eq!(d.to_string(), "(_4,6):(_1,_4)");
/// // any static value: typenum's binary form is written out directly
/// assert_eq!(layout!(_100000:_-3).to_string(), "_100000:_-3");
/// ```
///
/// A shape and a stride of different profiles are a compile error on the stride:
///
/// ```compile_fail
/// let l = layout_core::layout!((_2,_4):(_1,_2,_8)); // shape has rank 2 but stride has rank 3
/// ```
#[macro_export]
macro_rules! layout {
    ($($t:tt)*) => { $crate::__private::layout_impl!($crate; $($t)*) };
}

/// A shape value (an IntTuple) in CuTe notation.
///
/// ```
/// use layout_core::{shape, prelude::*};
/// assert_eq!(display(shape!((_2, (4, _3)))).to_string(), "(_2,(4,_3))");
/// ```
#[macro_export]
macro_rules! shape {
    ($($t:tt)*) => { $crate::__private::int_tuple_impl!($crate; $($t)*) };
}

/// A stride value (an IntTuple) in CuTe notation.
///
/// ```
/// use layout_core::{shape, stride, Layout};
/// let l = Layout::new(shape!((_2, 4)), stride!((_1, _2)));
/// assert_eq!(l.to_string(), "(_2,4):(_1,_2)");
/// ```
#[macro_export]
macro_rules! stride {
    ($($t:tt)*) => { $crate::__private::int_tuple_impl!($crate; $($t)*) };
}

/// A coordinate value: integers and tuples, and `_` ("all of this mode") for slicing.
///
/// ```
/// use layout_core::{coord, layout, prelude::*};
/// let l = layout!((_2,_4):(_1,_2));
/// assert_eq!(display(l.call(coord!((_1, 3)))).to_string(), "7");
/// assert_eq!(slice(coord!((_1, _)), l).to_string(), "(_4):(_2)");
/// ```
#[macro_export]
macro_rules! coord {
    ($($t:tt)*) => { $crate::__private::coord_impl!($crate; $($t)*) };
}

/// A tiler value: a layout, an integer, `_`, or a tuple of them (`_` leaves a mode alone).
///
/// ```
/// use layout_core::{algebra::logical_divide, layout, tile};
/// let t = tile!((_3:_1, _8));
/// assert_eq!(t.0.to_string(), "_3:_1");
/// let l = layout!((_4,_3):(_1,_4));
/// assert_eq!(logical_divide(l, tile!((_2:_1, _))).to_string(), "((_2,_2),_3):((_1,_2),_4)");
/// ```
#[macro_export]
macro_rules! tile {
    ($($t:tt)*) => { $crate::__private::tile_impl!($crate; $($t)*) };
}

/// The type of a layout in CuTe notation; a dynamic leaf is written `i32` (or any number).
///
/// ```
/// use layout_core::{layout, Layout};
/// let l: Layout![(_2, i32):(_1, _2)] = layout!((_2, 5):(_1, _2));
/// static_assertions::assert_type_eq_all!(
///     Layout![(_2,(_2,_2)):(_4,(_2,_1))],
///     layout_core::Layout<(layout_core::int::_2, (layout_core::int::_2, layout_core::int::_2)),
///                         (layout_core::int::_4, (layout_core::int::_2, layout_core::int::_1))>
/// );
/// assert_eq!(l.to_string(), "(_2,5):(_1,_2)");
/// ```
#[macro_export]
macro_rules! Layout {
    ($($t:tt)*) => { $crate::__private::layout_type_impl!($crate; $($t)*) };
}

/// The type of a shape (an IntTuple) in CuTe notation; a dynamic leaf is `i32`.
///
/// ```
/// use layout_core::Shape;
/// static_assertions::assert_type_eq_all!(Shape![(_4, i32)], (layout_core::int::_4, i32));
/// ```
#[macro_export]
macro_rules! Shape {
    ($($t:tt)*) => { $crate::__private::int_tuple_type_impl!($crate; $($t)*) };
}

/// The type of a stride (an IntTuple) in CuTe notation; a dynamic leaf is `i32`.
///
/// ```
/// use layout_core::Stride;
/// static_assertions::assert_type_eq_all!(Stride![(_1, 8)], (layout_core::int::_1, i32));
/// ```
#[macro_export]
macro_rules! Stride {
    ($($t:tt)*) => { $crate::__private::int_tuple_type_impl!($crate; $($t)*) };
}

/// Evaluates an expression of the layout expression language (`EXPRESSIONS.md`) through the
/// typed layer: each call becomes the typed free function with CuTe's name, so a fully static
/// expression is folded by the type checker. `.to_string()` on the result prints what CuTe
/// prints. `{expr}` leaves bring run-time values in.
///
/// ```
/// use layout_core::cute;
/// let r = cute!(make_layout((2,4)));
/// assert_eq!(r.to_string(), "(2,4):(_1,2)");
/// assert_eq!(cute!(size((_2,_4):(_1,_2))).to_string(), "_8");
/// assert_eq!(cute!(rank(((_2,_3),_4))).to_string(), "_2");
/// assert_eq!(cute!(get((_4,(_3,_6)):(_1,(_4,_12)), 1, 1)).to_string(), "_6:_12");
/// let n = 3;
/// assert_eq!(cute!(eval((_4,_8):(_1,{n}), (_1,_2))).to_string(), "7");
/// ```
///
/// A static result is a type, which [`Layout!`] can name:
///
/// ```
/// use layout_core::algebra::{Composed, LogicalDivided};
/// use layout_core::{cute, Layout};
/// use static_assertions::assert_type_eq_all;
/// assert_type_eq_all!(
///     Composed<Layout![(_6,_2):(_8,_2)], Layout![(_4,_3):(_3,_1)]>,
///     Layout![((_2,_2),_3):((_24,_2),_8)]
/// );
/// assert_type_eq_all!(
///     LogicalDivided<Layout![(_4,_2,_3):(_2,_1,_8)], Layout![_4:_2]>,
///     Layout![((_2,_2),(_2,_3)):((_4,_1),(_2,_8))]
/// );
/// let r: Layout![((_2,_2),(_2,_3)):((_4,_1),(_2,_8))] =
///     cute!(logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2));
/// assert_eq!(core::mem::size_of_val(&r), 0);
/// ```
#[macro_export]
macro_rules! cute {
    ($($t:tt)*) => { $crate::__private::cute_impl!($crate; $($t)*) };
}

/// Paths the macros expand to. Not a public API: names here change without notice.
#[doc(hidden)]
pub mod __private {
    use crate::algebra::{Slice, Sliced};
    use crate::hlist::{HCons, HNil};
    use crate::int::StaticInt;
    use crate::int_tuple::{Flatten, Flattened, Get};
    use crate::layout::CongruentWith;
    use core::fmt;
    use typenum::{NInt, NonZero, PInt, Unsigned, Z0};

    pub use crate::algebra;
    pub use crate::algebra::Underscore;
    pub use crate::composed::{ComposedLayout, SmemPtrFlag};
    pub use crate::int_tuple::{flatten, IntTuple};
    pub use crate::layout::Layout;
    pub use crate::stride::{crd2idx, idx2crd};
    pub use crate::swizzle::Swizzle;
    pub use layout_macros::{
        coord_impl, cute_impl, int_tuple_impl, int_tuple_type_impl, layout_impl, layout_type_impl,
        tile_impl,
    };
    pub use typenum;

    /// The value of a static integer type, usable in `const` contexts.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn stat<T: StaticInt>() -> T {
        crate::int::zst()
    }

    /// A `{expr}` leaf: the expression must be an `i32`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn dynamic(v: i32) -> i32 {
        v
    }

    /// The type a type-form macro with errors expands to: `T`, with the `compile_error!`s in `E`.
    pub type WithErrors<T, const E: usize> = T;

    /// What a macro with errors expands to, after its `compile_error!`s.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct Stub;
    impl fmt::Display for Stub {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("<error>")
        }
    }

    /// `print_layout(L)` as an owned value: CuTe's table, without the final newline (as the
    /// expression language joins lines).
    #[derive(Clone, Copy, Debug)]
    pub struct PrintLayoutOwned<S, D>(pub Layout<S, D>);
    impl<S: IntTuple, D: IntTuple> fmt::Display for PrintLayoutOwned<S, D> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            struct Trim<'a, 'b>(&'a mut fmt::Formatter<'b>, bool);
            impl fmt::Write for Trim<'_, '_> {
                fn write_str(&mut self, s: &str) -> fmt::Result {
                    // hold back one trailing newline until more text follows
                    if self.1 {
                        self.0.write_str("\n")?;
                    }
                    let (body, nl) = match s.strip_suffix('\n') {
                        Some(b) => (b, true),
                        None => (s, false),
                    };
                    self.1 = nl;
                    self.0.write_str(body)
                }
            }
            let mut t = Trim(f, false);
            fmt::write(
                &mut t,
                format_args!("{}", crate::print::PrintLayout(&self.0)),
            )
        }
    }

    /// Whether an IntTuple is an integer ([`IntTag`]) or a tuple ([`TupleTag`]).
    pub trait Tagged {
        /// The tag.
        type Tag;
    }
    /// Tag of integers.
    pub struct IntTag;
    /// Tag of tuples.
    pub struct TupleTag;
    impl Tagged for i32 {
        type Tag = IntTag;
    }
    impl Tagged for Z0 {
        type Tag = IntTag;
    }
    impl<U: Unsigned + NonZero> Tagged for PInt<U> {
        type Tag = IntTag;
    }
    impl<U: Unsigned + NonZero> Tagged for NInt<U> {
        type Tag = IntTag;
    }

    /// `get<I>` of an integer (only `I == 0`, the integer itself) or of a tuple (mode `I`).
    #[diagnostic::on_unimplemented(
        message = "get<{I}>: index {I} is out of range for `{T}`",
        note = "an integer has the single mode 0; a tuple of rank r has modes 0 to r-1"
    )]
    pub trait GetBy<const I: usize, T> {
        /// The mode.
        type Out: IntTuple;
        /// Returns it.
        fn get_by(t: T) -> Self::Out;
    }
    impl<T: IntTuple> GetBy<0, T> for IntTag {
        type Out = T;
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        fn get_by(t: T) -> T {
            t
        }
    }
    impl<const I: usize, T: Get<I>> GetBy<I, T> for TupleTag {
        type Out = T::Output;
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        fn get_by(t: T) -> T::Output {
            t.get()
        }
    }
    /// Mode `I` of an IntTuple.
    pub type GetOut<const I: usize, T> = <<T as Tagged>::Tag as GetBy<I, T>>::Out;

    /// CuTe's `get<I>(t)` of an IntTuple (`get<0>` of an integer is the integer).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get_tuple<const I: usize, T: Tagged>(t: T) -> GetOut<I, T>
    where
        T::Tag: GetBy<I, T>,
    {
        <T::Tag as GetBy<I, T>>::get_by(t)
    }

    /// CuTe's `get<I>(layout)`: mode `I` as a layout (`get<0>` of an integral layout is itself).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get_layout<const I: usize, S, D>(l: Layout<S, D>) -> Layout<GetOut<I, S>, GetOut<I, D>>
    where
        S: IntTuple + Tagged,
        D: IntTuple + Tagged,
        S::Tag: GetBy<I, S>,
        D::Tag: GetBy<I, D>,
        GetOut<I, S>: CongruentWith<GetOut<I, D>>,
    {
        Layout::new(get_tuple::<I, S>(l.shape()), get_tuple::<I, D>(l.stride()))
    }

    /// CuTe's `flatten(layout)`: the layout of the flattened shape and stride.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn flatten_layout<S: Flatten, D: Flatten>(
        l: Layout<S, D>,
    ) -> Layout<Flattened<S>, Flattened<D>>
    where
        Flattened<S>: CongruentWith<Flattened<D>>,
    {
        Layout::new(flatten(l.shape()), flatten(l.stride()))
    }

    /// The shape of a layout-valued result (used to slice an IntTuple through its layout).
    pub trait ShapeOfLayout {
        /// The shape.
        type Shape: IntTuple;
        /// Returns it.
        fn shape_of(self) -> Self::Shape;
    }
    impl<S: IntTuple, D: IntTuple> ShapeOfLayout for Layout<S, D> {
        type Shape = S;
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        fn shape_of(self) -> S {
            self.shape()
        }
    }

    /// CuTe's `slice(c, t)` of an IntTuple: the modes `c` marks with `_`, exactly as the slice
    /// of the layout `t:t` (whose shape it is).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn slice_tuple<C, T>(c: C, t: T) -> <Sliced<C, Layout<T, T>> as ShapeOfLayout>::Shape
    where
        T: IntTuple + CongruentWith<T>,
        Layout<T, T>: Slice<C>,
        Sliced<C, Layout<T, T>>: ShapeOfLayout,
    {
        crate::algebra::slice(c, Layout::new(t, t)).shape_of()
    }

    /// CuTe's `rank(x)` as a static integer.
    pub trait RankOf {
        /// The rank.
        type Rank: StaticInt;
    }
    /// CuTe's `depth(x)` as a static integer.
    pub trait DepthOf {
        /// The depth.
        type Depth: StaticInt + typenum::Integer;
    }
    macro_rules! leaf_rank_depth {
        ($($T:ty $(, $U:ident)?;)*) => {$(
            impl$(<$U: Unsigned + NonZero + Default + Copy + fmt::Debug + 'static>)? RankOf for $T {
                type Rank = crate::int::_1;
            }
            impl$(<$U: Unsigned + NonZero + Default + Copy + fmt::Debug + 'static>)? DepthOf for $T {
                type Depth = Z0;
            }
        )*};
    }
    leaf_rank_depth! { i32; Z0; PInt<U>, U; NInt<U>, U; }

    /// The largest depth of the elements of a list (`_0` for none).
    pub trait MaxDepth {
        /// The maximum.
        type Out: typenum::Integer;
    }
    impl MaxDepth for HNil {
        type Out = Z0;
    }
    impl<H: DepthOf, T: MaxDepth> MaxDepth for HCons<H, T>
    where
        H::Depth: typenum::Max<T::Out>,
        typenum::Maximum<H::Depth, T::Out>: typenum::Integer,
    {
        type Out = typenum::Maximum<H::Depth, T::Out>;
    }

    macro_rules! tuple_rank_depth {
        ($n:ty; $($T:ident),*) => {
            impl<$($T),*> RankOf for ($($T,)*) {
                type Rank = $n;
            }
            impl<$($T),*> DepthOf for ($($T,)*)
            where
                crate::int_tuple::hlist_ty!($($T),*): MaxDepth,
                <crate::int_tuple::hlist_ty!($($T),*) as MaxDepth>::Out: core::ops::Add<typenum::P1>,
                typenum::Sum<<crate::int_tuple::hlist_ty!($($T),*) as MaxDepth>::Out, typenum::P1>:
                    StaticInt + typenum::Integer,
            {
                type Depth =
                    typenum::Sum<<crate::int_tuple::hlist_ty!($($T),*) as MaxDepth>::Out, typenum::P1>;
            }
            impl<$($T),*> Tagged for ($($T,)*) {
                type Tag = TupleTag;
            }
        };
    }
    use crate::int::{_0, _1, _10, _11, _12, _2, _3, _4, _5, _6, _7, _8, _9};
    tuple_rank_depth!(_0;);
    tuple_rank_depth!(_1; T0);
    tuple_rank_depth!(_2; T0, T1);
    tuple_rank_depth!(_3; T0, T1, T2);
    tuple_rank_depth!(_4; T0, T1, T2, T3);
    tuple_rank_depth!(_5; T0, T1, T2, T3, T4);
    tuple_rank_depth!(_6; T0, T1, T2, T3, T4, T5);
    tuple_rank_depth!(_7; T0, T1, T2, T3, T4, T5, T6);
    tuple_rank_depth!(_8; T0, T1, T2, T3, T4, T5, T6, T7);
    tuple_rank_depth!(_9; T0, T1, T2, T3, T4, T5, T6, T7, T8);
    tuple_rank_depth!(_10; T0, T1, T2, T3, T4, T5, T6, T7, T8, T9);
    tuple_rank_depth!(_11; T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10);
    tuple_rank_depth!(_12; T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11);

    impl<S: RankOf, D> RankOf for Layout<S, D> {
        type Rank = S::Rank;
    }
    impl<S: DepthOf, D> DepthOf for Layout<S, D> {
        type Depth = S::Depth;
    }

    /// CuTe's `rank(x)` (static).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn rank_of<T: RankOf>(_: &T) -> T::Rank {
        stat()
    }
    /// CuTe's `depth(x)` (static).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn depth_of<T: DepthOf>(_: &T) -> T::Depth {
        stat()
    }

    /// CuTe's `make_layout(L0, L1, ...)`: the layout whose modes are the given layouts.
    pub trait ConcatLayouts {
        /// The layout.
        type Out;
        /// Builds it.
        fn concat_layouts(self) -> Self::Out;
    }
    macro_rules! concat_layouts {
        ($($S:ident $D:ident $i:tt),*) => {
            impl<$($S: IntTuple + CongruentWith<$D>, $D: IntTuple),*> ConcatLayouts
                for ($(Layout<$S, $D>,)*)
            where
                ($($S,)*): IntTuple,
                ($($D,)*): IntTuple,
            {
                type Out = Layout<($($S,)*), ($($D,)*)>;
                #[cfg_attr(target_arch = "nvptx64", inline(always))]
                #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                fn concat_layouts(self) -> Self::Out {
                    Layout::new(($(self.$i.shape(),)*), ($(self.$i.stride(),)*))
                }
            }
        };
    }
    concat_layouts!(S0 D0 0);
    concat_layouts!(S0 D0 0, S1 D1 1);
    concat_layouts!(S0 D0 0, S1 D1 1, S2 D2 2);
    concat_layouts!(S0 D0 0, S1 D1 1, S2 D2 2, S3 D3 3);
    concat_layouts!(S0 D0 0, S1 D1 1, S2 D2 2, S3 D3 3, S4 D4 4);
    concat_layouts!(S0 D0 0, S1 D1 1, S2 D2 2, S3 D3 3, S4 D4 4, S5 D5 5);
    concat_layouts!(S0 D0 0, S1 D1 1, S2 D2 2, S3 D3 3, S4 D4 4, S5 D5 5, S6 D6 6);
    concat_layouts!(S0 D0 0, S1 D1 1, S2 D2 2, S3 D3 3, S4 D4 4, S5 D5 5, S6 D6 6, S7 D7 7);

    /// `make_layout(L0, L1, ...)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn concat_layouts<T: ConcatLayouts>(t: T) -> T::Out {
        t.concat_layouts()
    }
}
