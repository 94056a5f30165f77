//! **Ignore me!** Run-time reflection of typed layouts: a layout's shape and stride for code
//! that is generic over the layout type, and CuTe's `size` and `layout(i)` evaluated at run time
//! through [`DynIntTuple`] (used by the post-condition checks and the TV kernels).
#![doc(hidden)]

use crate::int_tuple::{DynIntTuple, IntTuple};
use crate::layout::Layout;

/// A layout's shape and stride, for code that is generic over the layout type.
pub trait LayoutParts: Copy {
    /// The shape.
    type S: IntTuple;
    /// The stride.
    type D: IntTuple;
    /// The shape and the stride.
    fn parts(&self) -> (Self::S, Self::D);
    /// `L(i)` for a 1-D index.
    fn eval_dyn(&self, i: i64) -> i64 {
        let (s, d) = self.parts();
        dyn_eval(&s, &d, i)
    }
    /// The size, in `i64`.
    fn size_dyn(&self) -> i64 {
        dyn_size(&self.parts().0)
    }
}
impl<S: IntTuple, D: IntTuple> LayoutParts for Layout<S, D> {
    type S = S;
    type D = D;
    #[inline(always)]
    fn parts(&self) -> (S, D) {
        (self.shape(), self.stride())
    }
}

/// The size of an IntTuple, in `i64`.
pub fn dyn_size(t: &dyn DynIntTuple) -> i64 {
    match t.leaf() {
        Some((v, _)) => i64::from(v),
        None => (0..t.rank_dyn())
            .filter_map(|i| t.mode_dyn(i))
            .map(dyn_size)
            .product(),
    }
}

/// `L(i)` for a 1-D index `i` (colexicographic split, the last mode taking the rest).
pub fn dyn_eval(s: &dyn DynIntTuple, d: &dyn DynIntTuple, i: i64) -> i64 {
    match (s.leaf(), d.leaf()) {
        (Some(_), Some((dv, _))) => i * i64::from(dv),
        _ => {
            let r = s.rank_dyn();
            let mut rest = i;
            let mut acc = 0;
            for k in 0..r {
                let (Some(sk), Some(dk)) = (s.mode_dyn(k), d.mode_dyn(k)) else {
                    return acc;
                };
                if k + 1 == r {
                    acc += dyn_eval(sk, dk, rest);
                } else {
                    let n = dyn_size(sk);
                    if n == 0 {
                        return acc;
                    }
                    acc += dyn_eval(sk, dk, rest % n);
                    rest /= n;
                }
            }
            acc
        }
    }
}

/// The most points a post-condition check enumerates.
pub const CHECK_LIMIT: i64 = 1 << 16;
