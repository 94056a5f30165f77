//! CuTe's predicate tensor of a copy with an atom, `tXpX`: one `bool` per rest coordinate of
//! the thread's partition (`(CPY_M, CPY_N)` for a partition `(CPY, CPY_M, CPY_N)`), made from
//! the coordinates partitioned like the data (CuTe's predication tutorial, `0y_predication.md`:
//! `tXpX(i) = elem_less(tXcX(0,i), shape)`).

use super::algorithm::{EachGroup, SizeOf};
use crate::int::Int;
use crate::int_tuple::{IntTuple, RestModes, RestOf};
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use crate::tensor::{make_fragment, CosizeLength, Engine, FragmentOf, IntoLayout, Tensor};

/// The layout of the predicate of a partition of shape `S`: its rest modes, compact.
pub type RestPredLayout<S> = <RestOf<S> as IntoLayout>::Layout;
/// The predicate tensor [`make_rest_pred`] makes for a partition of shape `S`: a register
/// fragment of `bool`s of the rest modes' shape.
pub type RestPred<S> = FragmentOf<bool, RestPredLayout<S>>;

/// CuTe's `tXpX` for [`copy_if`](super::algorithm::copy_if): a fragment of `bool`s shaped like
/// the rest modes of `coords` (a thread's partition of a coordinate tensor, e.g. a
/// [`CountingIterator`](crate::tensor::CountingIterator) tensor partitioned like the data),
/// whose entry `r` holds `f(c)` for every coordinate `c` of `coords(_, r)`: CuTe's
/// `elem_less(tXcX(0,r), shape)` when `f` is `elem_less(c, shape)`. Every value of mode 0 is
/// tested, not only the first, so a copy that would cross the edge of the problem (a vector
/// atom whose residue is not a multiple of its width) is predicated off instead of reaching
/// past it; for an atom of one value, and whenever the residue is a multiple of the vector
/// width, this is CuTe's predicate. A coordinate `coords` cannot read counts as outside.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// // 8 threads, 4 halves per 64-bit copy, 2 copies per thread (CPY_M = 2): 13 of 64 elements
/// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u64>, u16>::default(),
///                             layout!((_8,_1):(_1,_0)), layout!((_4,_1):(_1,_0)));
/// let id = make_tensor(CountingIterator::new(0), make_layout((_64, _1)));
/// let t_id = tiled.get_slice(3).partition_S(&id);   // ((_4),_2,_1): elements 12..16, 44..48
/// let pred = make_rest_pred(&t_id, |c: i32| c < 13);
/// assert_eq!(pred.layout().to_string(), "(_2,_1):(_1,_0)");
/// assert_eq!((pred.read(0), pred.read(1)), (false, false)); // 12..16 crosses 13
/// assert!(make_rest_pred(&t_id, |c: i32| c < 16).read(0));
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_rest_pred<E, S, D, F>(coords: &Tensor<E, Layout<S, D>>, f: F) -> RestPred<S>
where
    E: Engine,
    E::Value: Copy,
    S: RestModes,
    D: IntTuple,
    i32: Crd2Idx<S, D>,
    RestOf<S>: IntoLayout,
    RestPredLayout<S>: CosizeLength,
    SizeOf<RestOf<S>>: EachGroup,
    SizeOf<<S as RestModes>::Mode0>: EachGroup,
    F: Fn(E::Value) -> bool,
{
    let shape = coords.layout().shape();
    let (mode0, rest) = (shape.mode0().size(), shape.rest());
    let mut pred = make_fragment::<bool, _>(rest.into_layout());
    let size0 = mode0.value();
    let _ = rest.size().each_group(
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        |r| {
            let mut all = true;
            let _ = mode0.each_group(
                #[cfg_attr(target_arch = "nvptx64", inline(always))]
                #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                |j| {
                    all &= coords.try_read(r * size0 + j).is_some_and(&f);
                    Ok::<(), ()>(())
                },
            );
            // the fragment is compact: rest coordinate `r` is element `r`
            if let Some(p) = pred.engine_mut().as_mut_slice().get_mut(r as usize) {
                *p = all;
            }
            Ok::<(), ()>(())
        },
    );
    pred
}
