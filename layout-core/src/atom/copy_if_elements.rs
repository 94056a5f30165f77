//! A copy with an atom of one value per copy, predicated element by element by a closure of
//! the 1-D element index: the predicate cannot have the wrong granularity, because every copy
//! moves one element (an atom of more values per copy does not compile; it takes CuTe's
//! `tXpX` through [`copy_if`](super::algorithm::copy_if)).

#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

use super::algorithm::{check_one_value, group_offset, EachGroup, GroupsOf, HasCopyAtom, OpOf};
use super::copy_instruction::CopyInstruction;
use crate::int::{Int, IntDiv};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use crate::tensor::{Engine, EngineMut, Tensor, TensorError};

/// `dst(i) = src(i)` with the atom's instruction where `pred(i)` holds, for an atom of one
/// value per copy (`UniversalCopy<u32>` over `f32`, ...): CuTe's element-wise
/// `copy_if(pred, src, dst)` run by the atom, the closure called once per element.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::atom::algorithm;
/// use layout_core::layout;
/// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
///                             layout!((_4,_1):(_1,_0)), layout!((_2,_1):(_1,_0)));
/// let a = [1.0_f32, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
/// let g = make_tensor(&a[..], make_layout((_8, _1)));
/// let src = tiled.get_slice(2).partition_S(&g);
/// let mut frg = make_fragment_like(&src);
/// algorithm::try_copy_if_elements(&tiled, &|i: i32| i == 1, &src, &mut frg).unwrap();
/// assert_eq!(frg.load().as_slice(), [0.0, 6.0]);
/// ```
///
/// An atom of several values per copy does not compile:
/// ```compile_fail
/// use layout_core::prelude::*;
/// use layout_core::atom::algorithm;
/// use layout_core::layout;
/// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u64>, f32>::default(),
///                             layout!((_4,_1):(_1,_0)), layout!((_2,_1):(_1,_0)));
/// let a = [0.0_f32; 8];
/// let src = tiled.get_slice(0).partition_S(&make_tensor(&a[..], make_layout((_8, _1))));
/// let mut frg = make_fragment_like(&src);
/// algorithm::try_copy_if_elements(&tiled, &|i: i32| i < 5, &src, &mut frg).unwrap();
/// ```
///
/// # Errors
/// As [`try_copy`](super::algorithm::try_copy).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_copy_if_elements<C, F, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    pred: &F,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) -> Result<(), TensorError>
where
    C: HasCopyAtom,
    F: Fn(i32) -> bool,
    OpOf<C>: CopyInstruction<SE, DE>,
    SE: Engine,
    DE: EngineMut,
    SS: IntTuple,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
    SS::Size: IntDiv<super::algorithm::NumValOf<C>>,
    GroupsOf<C, SS>: EachGroup,
{
    let _ = copy;
    check_one_value::<C, SE, DE>();
    let (sl, dl) = (src.layout(), dst.layout());
    super::algorithm::check_sizes::<C, _, _, _, _>("copy_if", sl, dl)?;
    let groups = sl
        .size()
        .int_div(super::algorithm::NumValOf::<C>::default());
    groups.each_group(
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        |g| copy_group_if::<OpOf<C>, _, _, _, _, _, _>(pred(g), src, dst, g, 1),
    )
}

/// [`try_copy_if_elements`], panicking on error.
///
/// # Panics
/// When [`try_copy_if_elements`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn copy_if_elements<C, F, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    pred: &F,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) where
    C: HasCopyAtom,
    F: Fn(i32) -> bool,
    OpOf<C>: CopyInstruction<SE, DE>,
    SE: Engine,
    DE: EngineMut,
    SS: IntTuple,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
    SS::Size: IntDiv<super::algorithm::NumValOf<C>>,
    GroupsOf<C, SS>: EachGroup,
{
    if let Err(e) = try_copy_if_elements(copy, pred, src, dst) {
        panic!("{e}")
    }
}

/// One group of a predicated copy: the `v` values at 1-D index `i` of `src` and of `dst`,
/// copied where `p` ([`copy_if`](super::algorithm::copy_if), one group of the atom; [`copy_if_elements`], one element).
///
/// # Errors
/// [`TensorError::OutOfBounds`] when an engine does not admit the group as `v` consecutive
/// elements.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) fn copy_group_if<I, SE, SS, SD, DE, DS, DD>(
    p: bool,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
    i: i32,
    v: i32,
) -> Result<(), TensorError>
where
    I: CopyInstruction<SE, DE>,
    SE: Engine,
    DE: EngineMut,
    SS: IntTuple,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
{
    let s = group_offset(
        src.engine(),
        src.layout().call(i).value(),
        v,
        "copy_if",
        "source",
    )?;
    let d = group_offset(
        dst.engine(),
        dst.layout().call(i).value(),
        v,
        "copy_if",
        "destination",
    )?;
    // SAFETY: `group_offset` found the group's elements admitted and consecutive in both
    // engines.
    unsafe { I::execute_if(p, src.engine(), s, dst.engine_mut(), d) };
    Ok(())
}
