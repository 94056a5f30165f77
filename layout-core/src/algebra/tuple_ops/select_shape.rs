//! CuTe's `select<I...>(t)` of a tuple (a shape, a stride, a tiler, a coordinate with `_`): the
//! tuple of its modes at the given indices.

use super::{ModesLen, Select, SelectList};
use crate::hlist::{ToTuple, Tuple, TupleOf};

/// [`Select`] on a tuple: CuTe's `select<0,2>(shape_MNK)` and `select<0,2>(cta_coord)`, the
/// tuple of the modes at the indices (an index may repeat; one out of range does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe's GEMM tutorial: mA is (M,K), the modes 0 and 2 of (M,N,K)
/// let shape_mnk = (300, 200, _8);
/// assert_eq!(display(select(shape_mnk, (_0, _2))).to_string(), "(300,_8)");
/// assert_eq!(display(select((_128, _128, _8), (_1, _2))).to_string(), "(_128,_8)");
/// let cta_coord = (3, 1, X);
/// assert_eq!(select(cta_coord, (_0, _2)), (3, X));
/// ```
#[diagnostic::do_not_recommend]
impl<T, I> Select<I> for T
where
    T: Tuple,
    T::HList: ModesLen,
    I: Tuple,
    I::HList: SelectList<T::HList>,
    <I::HList as SelectList<T::HList>>::Output: ToTuple,
{
    type Output = TupleOf<<I::HList as SelectList<T::HList>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn select(self, indices: I) -> Self::Output {
        indices
            .into_hlist()
            .select_list(self.into_hlist())
            .into_tuple()
    }
}
