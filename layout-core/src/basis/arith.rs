//! Arithmetic on coordinate values (CuTe's `ArithmeticTuple`): the values of an identity
//! tensor are tuples of integers that add mode by mode and scale by an integer.

use crate::int::{Int, IntAdd, IntMul, IntProd, IntSum};
use crate::int_tuple::IntTuple;

/// Mode-by-mode sum of two congruent coordinates, CuTe's `ArithmeticTuple + ArithmeticTuple`
/// (static where both leaves are).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::basis::arith_add;
/// assert_eq!(arith_add((1, 2), (10, 20)), (11, 22));
/// assert_eq!(display(arith_add((_1, (2, _3)), (_4, (5, _0)))).to_string(), "(_5,(7,_3))");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn arith_add<A: ArithAdd<B>, B>(a: A, b: B) -> A::Output {
    a.arith_add(b)
}

/// Every leaf of a coordinate times an integer, CuTe's `ArithmeticTuple * n`.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::basis::arith_scale;
/// assert_eq!(arith_scale((1, 2), 3), (3, 6));
/// assert_eq!(display(arith_scale((_1, (2, _3)), _2)).to_string(), "(_2,(4,_6))");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn arith_scale<A: ArithScale<N>, N: Int>(a: A, n: N) -> A::Output {
    a.arith_scale(n)
}

/// The trait of [`arith_add`].
#[diagnostic::on_unimplemented(
    message = "arith_add: `{Self}` and `{B}` are not congruent coordinates",
    note = "arithmetic tuples add mode by mode: both need the same nesting of tuples"
)]
pub trait ArithAdd<B> {
    /// The sum.
    type Output: IntTuple;
    /// Adds.
    fn arith_add(self, b: B) -> Self::Output;
}
/// The trait of [`arith_scale`].
pub trait ArithScale<N> {
    /// The scaled coordinate.
    type Output: IntTuple;
    /// Scales.
    fn arith_scale(self, n: N) -> Self::Output;
}

macro_rules! int_arith {
    ([$($g:tt)*] $A:ty) => {
        impl<B: Int, $($g)*> ArithAdd<B> for $A
        where
            $A: IntAdd<B>,
        {
            type Output = IntSum<$A, B>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn arith_add(self, b: B) -> Self::Output {
                self.int_add(b)
            }
        }
        impl<N: Int, $($g)*> ArithScale<N> for $A
        where
            $A: IntMul<N>,
        {
            type Output = IntProd<$A, N>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn arith_scale(self, n: N) -> Self::Output {
                self.int_mul(n)
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_arith);

macro_rules! tuple_arith {
    ($(($A:ident, $B:ident)),*) => {
        #[allow(non_snake_case, unused_variables, clippy::unused_unit)]
        impl<$($A: ArithAdd<$B>, $B),*> ArithAdd<($($B,)*)> for ($($A,)*)
        where
            ($($A::Output,)*): IntTuple,
        {
            type Output = ($($A::Output,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn arith_add(self, b: ($($B,)*)) -> Self::Output {
                let ($($A,)*) = self;
                let ($($B,)*) = b;
                ($($A.arith_add($B),)*)
            }
        }
        #[allow(non_snake_case, unused_variables, clippy::unused_unit)]
        impl<N: Int, $($A: ArithScale<N>),*> ArithScale<N> for ($($A,)*)
        where
            ($(<$A as ArithScale<N>>::Output,)*): IntTuple,
        {
            type Output = ($(<$A as ArithScale<N>>::Output,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn arith_scale(self, n: N) -> Self::Output {
                let ($($A,)*) = self;
                ($($A.arith_scale(n),)*)
            }
        }
    };
}
tuple_arith!();
crate::int_tuple::for_each_indexed_tuple_arity!(tuple_arith);
