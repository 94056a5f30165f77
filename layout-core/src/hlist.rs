//! Heterogeneous lists: the private engine of every type-level recursion over tuples.
//!
//! Public types are native Rust tuples; each algorithm converts a tuple to an `HCons`/`HNil`
//! list, recurses with a base case and a step case (frunk's pattern), and converts back.
//! Lists ([`HList`]) have any length; tuples, and so [`ToTuple`], stop at 12 elements (the
//! arity of `for_each_tuple_arity!`), with an error that names the limit.
#![doc(hidden)]

/// The empty list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HNil;

/// A list with head `H` and tail `T`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HCons<H, T>(pub H, pub T);

/// A native tuple viewed as a list.
pub trait Tuple: Copy {
    /// The list type.
    type HList: ToTuple<Tuple = Self>;
    /// Converts to the list.
    fn into_hlist(self) -> Self::HList;
}

/// A list of any length: the engine's intermediate results (the leaves of a layout, the
/// pieces of a composition) may be longer than the longest tuple.
pub trait HList: Copy {
    /// The length.
    const LEN: usize;
}
impl HList for HNil {
    const LEN: usize = 0;
}
impl<H: Copy, T: HList> HList for HCons<H, T> {
    const LEN: usize = 1 + T::LEN;
}

/// A list short enough to be a native tuple (at most 12 elements, the longest tuple the typed
/// layer supports at every nesting level).
#[diagnostic::on_unimplemented(
    message = "a result would have more than 12 modes: tuples of the typed layer hold at most 12 elements",
    note = "every tuple (a shape, a stride, a coordinate, a mode) has rank 0 to 12 at every nesting level; the runtime layer (`layout_core::runtime`) has no limit"
)]
pub trait ToTuple: HList {
    /// The tuple type.
    type Tuple: Tuple<HList = Self>;
    /// Converts to the tuple.
    fn into_tuple(self) -> Self::Tuple;
}

/// The list form of a tuple.
pub type HListOf<T> = <T as Tuple>::HList;
/// The tuple form of a list.
pub type TupleOf<L> = <L as ToTuple>::Tuple;

/// Appends a list at the end of this one.
pub trait Concat<R> {
    /// The concatenation.
    type Output;
    /// Concatenates.
    fn concat(self, r: R) -> Self::Output;
}
impl<R> Concat<R> for HNil {
    type Output = R;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn concat(self, r: R) -> R {
        r
    }
}
impl<H, T: Concat<R>, R> Concat<R> for HCons<H, T> {
    type Output = HCons<H, T::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn concat(self, r: R) -> Self::Output {
        HCons(self.0, self.1.concat(r))
    }
}

/// Reverses a list (with an accumulator).
pub trait ReverseInto<Acc> {
    /// The reversed list followed by `Acc`.
    type Output;
    /// Reverses.
    fn reverse_into(self, acc: Acc) -> Self::Output;
}
impl<Acc> ReverseInto<Acc> for HNil {
    type Output = Acc;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn reverse_into(self, acc: Acc) -> Acc {
        acc
    }
}
impl<H, T: ReverseInto<HCons<H, Acc>>, Acc> ReverseInto<Acc> for HCons<H, T> {
    type Output = T::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn reverse_into(self, acc: Acc) -> Self::Output {
        self.1.reverse_into(HCons(self.0, acc))
    }
}
/// The reverse of a list.
pub type Reversed<L> = <L as ReverseInto<HNil>>::Output;

/// The list type of `T0, ..., Tn`.
macro_rules! hl_ty {
    () => { HNil };
    ($H:ident $(, $T:ident)*) => { HCons<$H, hl_ty!($($T),*)> };
}
/// The list pattern/expression of `t0, ..., tn`.
macro_rules! hl_val {
    () => { HNil };
    ($h:ident $(, $t:ident)*) => { HCons($h, hl_val!($($t),*)) };
}
macro_rules! tuple_hlist {
    ($($T:ident $t:ident),*) => {
        impl<$($T: Copy),*> Tuple for ($($T,)*) {
            type HList = hl_ty!($($T),*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[allow(clippy::unused_unit)]
            fn into_hlist(self) -> Self::HList {
                let ($($t,)*) = self;
                hl_val!($($t),*)
            }
        }
        impl<$($T: Copy),*> ToTuple for hl_ty!($($T),*) {
            type Tuple = ($($T,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[allow(clippy::unused_unit)]
            fn into_tuple(self) -> Self::Tuple {
                let hl_val!($($t),*) = self;
                ($($t,)*)
            }
        }
    };
}
tuple_hlist!();
tuple_hlist!(T0 t0);
tuple_hlist!(T0 t0, T1 t1);
tuple_hlist!(T0 t0, T1 t1, T2 t2);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4, T5 t5);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4, T5 t5, T6 t6);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4, T5 t5, T6 t6, T7 t7);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4, T5 t5, T6 t6, T7 t7, T8 t8);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4, T5 t5, T6 t6, T7 t7, T8 t8, T9 t9);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4, T5 t5, T6 t6, T7 t7, T8 t8, T9 t9, T10 t10);
tuple_hlist!(T0 t0, T1 t1, T2 t2, T3 t3, T4 t4, T5 t5, T6 t6, T7 t7, T8 t8, T9 t9, T10 t10, T11 t11);
