//! Whether a coordinate lies in a shape's domain, computed on the types: for static shapes the
//! bounds are constants and the check folds to compares against them (no reflection, no calls),
//! which keeps checked accessors cheap in kernels.
//!
//! | coordinate | shape | in the domain when |
//! |------------|-------|--------------------|
//! | an integer `c` | any (sub)shape `s` | `0 <= c < size(s)` |
//! | a tuple `(c0, ..., cn)` | a tuple `(s0, ..., sn)` of the same rank | every `ci` in `si` |

use crate::int::Int;
use crate::int_tuple::IntTuple;

/// `Self` (a coordinate) lies in the domain of shape `S`.
#[diagnostic::on_unimplemented(
    message = "coordinate `{Self}` does not fit shape `{S}`",
    note = "a coordinate is an integer or a tuple with the same rank as the shape, mode by mode"
)]
pub trait InDomain<S> {
    /// Whether the coordinate is in the domain of `shape`.
    fn in_domain(&self, shape: &S) -> bool;
}

impl<C: Int, S: IntTuple> InDomain<S> for C {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn in_domain(&self, shape: &S) -> bool {
        let c = self.value();
        c >= 0 && c < shape.size().value()
    }
}

macro_rules! tuple_in_domain {
    ($(($C:ident, $S:ident)),*) => {
        #[allow(non_snake_case)]
        impl<$($C: InDomain<$S>, $S),*> InDomain<($($S,)*)> for ($($C,)*) {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn in_domain(&self, shape: &($($S,)*)) -> bool {
                let ($($C,)*) = self;
                let ($($S,)*) = shape;
                true $(&& $C.in_domain($S))*
            }
        }
    };
}
tuple_in_domain!();
tuple_in_domain!((C0, S0));
tuple_in_domain!((C0, S0), (C1, S1));
tuple_in_domain!((C0, S0), (C1, S1), (C2, S2));
tuple_in_domain!((C0, S0), (C1, S1), (C2, S2), (C3, S3));
tuple_in_domain!((C0, S0), (C1, S1), (C2, S2), (C3, S3), (C4, S4));
tuple_in_domain!((C0, S0), (C1, S1), (C2, S2), (C3, S3), (C4, S4), (C5, S5));
tuple_in_domain!(
    (C0, S0),
    (C1, S1),
    (C2, S2),
    (C3, S3),
    (C4, S4),
    (C5, S5),
    (C6, S6)
);
tuple_in_domain!(
    (C0, S0),
    (C1, S1),
    (C2, S2),
    (C3, S3),
    (C4, S4),
    (C5, S5),
    (C6, S6),
    (C7, S7)
);
tuple_in_domain!(
    (C0, S0),
    (C1, S1),
    (C2, S2),
    (C3, S3),
    (C4, S4),
    (C5, S5),
    (C6, S6),
    (C7, S7),
    (C8, S8)
);
tuple_in_domain!(
    (C0, S0),
    (C1, S1),
    (C2, S2),
    (C3, S3),
    (C4, S4),
    (C5, S5),
    (C6, S6),
    (C7, S7),
    (C8, S8),
    (C9, S9)
);
tuple_in_domain!(
    (C0, S0),
    (C1, S1),
    (C2, S2),
    (C3, S3),
    (C4, S4),
    (C5, S5),
    (C6, S6),
    (C7, S7),
    (C8, S8),
    (C9, S9),
    (C10, S10)
);
tuple_in_domain!(
    (C0, S0),
    (C1, S1),
    (C2, S2),
    (C3, S3),
    (C4, S4),
    (C5, S5),
    (C6, S6),
    (C7, S7),
    (C8, S8),
    (C9, S9),
    (C10, S10),
    (C11, S11)
);
