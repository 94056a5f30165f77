//! The shapes a register value can have: fully static IntTuples.

use super::unroll::Unroll;
use crate::hlist::{HCons, HNil};
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, IntTuple};
use crate::tensor::StaticLength;
use generic_array::ArrayLength;
use typenum::{NonZero, PInt, Unsigned, B0, B1, Z0};

/// The most top-level modes a shape has (the longest tuple of the typed layer).
pub const MAX_MODES: usize = 12;

/// A fully static shape (every leaf a `_N`): the shape of a register value
/// ([`TensorSsa`](super::TensorSsa)), its size and its top-level modes known at compile time.
///
/// ```
/// use layout_core::prelude::*;
/// type S = (_4, (_2, _3));
/// assert_eq!(<S as StaticShape>::SIZE, 24);
/// assert_eq!(<S as StaticShape>::MODES[..3], [4, 6, 1]); // mode sizes, then 1s
/// ```
#[diagnostic::on_unimplemented(
    message = "not a static shape: a register value's shape has only static integers (`_N`), no `i32`",
    note = "register values (`tensor.load()`) have a compile-time shape, as CuTe DSL's TensorSSA; load from a tensor whose shape is static, e.g. a fragment or a thread's partition"
)]
pub trait StaticShape: IntTuple + Default {
    /// The number of elements.
    const SIZE: usize;
    /// The size of each top-level mode (an integer shape is its own mode 0), then 1s.
    const MODES: [usize; MAX_MODES];
    /// [`Self::SIZE`] as a typenum length: the storage of a value of this shape.
    type Len: Unroll + ArrayLength;
    /// The top-level modes as a list (an integer shape is a list of itself).
    #[doc(hidden)]
    type Modes;
    /// `B1` for an integer shape, `B0` for a tuple.
    #[doc(hidden)]
    type IsInt;
}

#[diagnostic::do_not_recommend]
impl<U: Unsigned + NonZero + Unroll + ArrayLength> StaticShape for PInt<U>
where
    PInt<U>: IntTuple + Default,
{
    const SIZE: usize = U::USIZE;
    const MODES: [usize; MAX_MODES] = {
        let mut m = [1; MAX_MODES];
        m[0] = U::USIZE;
        m
    };
    type Len = U;
    type Modes = HCons<PInt<U>, HNil>;
    type IsInt = B1;
}

#[diagnostic::do_not_recommend]
impl StaticShape for Z0 {
    const SIZE: usize = 0;
    const MODES: [usize; MAX_MODES] = {
        let mut m = [1; MAX_MODES];
        m[0] = 0;
        m
    };
    type Len = typenum::U0;
    type Modes = HCons<Z0, HNil>;
    type IsInt = B1;
}

macro_rules! tuple_static_shape {
    ($($T:ident),*) => {
        #[diagnostic::do_not_recommend]
        impl<$($T: StaticShape),*> StaticShape for ($($T,)*)
        where
            ($($T,)*): IntTuple + Default,
            <($($T,)*) as IntTuple>::Size: StaticLength,
            <<($($T,)*) as IntTuple>::Size as StaticLength>::Len: Unroll + ArrayLength,
        {
            const SIZE: usize = 1 $(* $T::SIZE)*;
            const MODES: [usize; MAX_MODES] = {
                let sizes: &[usize] = &[$($T::SIZE),*];
                let mut m = [1; MAX_MODES];
                let mut i = 0;
                while i < sizes.len() {
                    m[i] = sizes[i];
                    i += 1;
                }
                m
            };
            type Len = <<($($T,)*) as IntTuple>::Size as StaticLength>::Len;
            type Modes = hlist_ty!($($T),*);
            type IsInt = B0;
        }
    };
}
for_each_tuple_arity!(tuple_static_shape);

/// The product of the first `k` mode sizes: the 1-D index step of mode `k`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) const fn stride_of(modes: &[usize; MAX_MODES], k: usize) -> usize {
    let mut p = 1;
    let mut i = 0;
    while i < k {
        p *= modes[i];
        i += 1;
    }
    p
}
