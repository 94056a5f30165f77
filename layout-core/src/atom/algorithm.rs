//! CuTe's `copy(copy_atom, src, dst)` and `copy_if(copy_atom, pred, src, dst)`
//! (`algorithm/copy.hpp`, `Copy_Atom::call`): a thread's partitions moved by the atom's
//! instruction, one instruction per group of the atom's values; and `gemm(mma, A, B, C)`
//! (`mma_gemm.rs`, re-exported here).
//!
//! | CuTe | here |
//! |------|------|
//! | `copy(copy_atom, src, dst)`, `copy(tiled_copy, src, dst)` | `tiled_copy.copy(&src, &mut dst)` (a method of [`Copy_Atom`], [`TiledCopy`] and [`ThrCopy`]), or [`copy`]`(&atom_or_tiled, &src, &mut dst)` (and `try_` forms) |
//! | `copy_if(copy_atom, pred, src, dst)` | `tiled_copy.copy_if(&pred, &src, &mut dst)`, or [`copy_if`]`(&atom_or_tiled, &pred, &src, &mut dst)` |
//! | `tXpX(i) = elem_less(tXcX(0,i), shape)` (the predicate of the rest modes) | [`make_rest_pred`]`(&tXcX, \|c\| elem_less(&c, &shape))` |
//! | `gemm(mma, A, B, C)` | `mma.gemm(&a, &b, &mut c)`, or [`gemm`]`(&mma, &a, &b, &mut c)` (`mma_gemm.rs`) |
//!
//! The element-wise `copy(src, dst)` and `copy_if(pred, src, dst)` of two tensors are
//! [`tensor::copy`](crate::tensor::copy) and [`tensor::copy_if`](crate::tensor::copy_if), in the
//! prelude. Rust has no overloading, so the forms with an atom are methods, and the free
//! functions live in this module (`atom::algorithm::copy`), out of the glob imports.
//!
//! A partition (`partition_S`/`partition_D`, or a fragment made like one) lists the atom's
//! values first: its 1-D indices `g*V .. g*V+V` are group `g`, where `V` is the atom's number
//! of values per thread ([`CopyAtom::NumVal`], its vector width). Each group must be
//! contiguous in memory (CuTe's `recast<uint128_t>` of the partition) and is moved by one
//! instruction; a static layout's check and index arithmetic fold at compile time. The
//! predicate of `copy_if` is a tensor with the source's rest modes, CuTe's `tXpX` of shape
//! `(CPY_M, CPY_N)` for a source `(CPY, CPY_M, CPY_N)`: one entry per copy of mode 0, whatever
//! the atom's vector width (a static shape that differs does not compile). Make it from the
//! coordinates partitioned like the data with [`make_rest_pred`].
//!
//! ```
//! use layout_core::prelude::*;
//! use layout_core::atom::algorithm;
//! use layout_core::layout;
//! // 16 threads, each one 128-bit vector (4 floats) along M of a 64x1 tile
//! let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, f32>::default(),
//!                             layout!((_16,_1):(_1,_0)), layout!((_4,_1):(_1,_0)));
//! let a: Vec<f32> = (0..64 * 2).map(|i| i as f32).collect();
//! let g = make_tensor(&a[..], make_layout((_64, _2)));
//! let thr = tiled.get_slice(3);
//! let src = thr.partition_S(&g);                     // ((_4,_1),_1,_2)
//! let mut frg = make_fragment_like(&src);
//! algorithm::copy(&tiled, &src, &mut frg);           // two 128-bit copies (or tiled.copy(..))
//! assert_eq!(frg.load().as_slice(), [12.0, 13.0, 14.0, 15.0, 76.0, 77.0, 78.0, 79.0]);
//! ```

#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

use super::copy::{CopyAtom, Copy_Atom};
use super::copy_instruction::CopyInstruction;
use super::tiled_copy::{ThrCopy, TiledCopy, TiledCopyCore};
use super::value_type::ValueBits;
use crate::int::{Int, IntDiv, IntQuot, StaticInt};
use crate::int_tuple::{IntTuple, Mode0Of, RestModes, RestOf};
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use crate::tensor::{Engine, EngineMut, PredicateTensor, Tensor, TensorError, Unrolled};

use super::copy_if_elements::copy_group_if;
pub use super::copy_if_elements::{copy_if_elements, try_copy_if_elements};
pub use super::each_group::EachGroup;
pub use super::mma_gemm::{gemm, try_gemm};
pub use super::rest_pred::make_rest_pred;

/// A copy atom, a tiled copy or a thread's slice of one: what [`copy`] runs with.
pub trait HasCopyAtom {
    /// The copy atom.
    type Atom: CopyAtom;
}
impl<Op, T> HasCopyAtom for Copy_Atom<Op, T>
where
    Self: CopyAtom,
{
    type Atom = Self;
}
impl<A, L, T> HasCopyAtom for TiledCopy<A, L, T>
where
    Self: TiledCopyCore<Atom = A>,
    A: CopyAtom,
{
    type Atom = A;
}
impl<C: HasCopyAtom> HasCopyAtom for ThrCopy<C> {
    type Atom = C::Atom;
}

/// The atom's number of values per thread, its vector width in elements.
pub type NumValOf<C> = <<C as HasCopyAtom>::Atom as CopyAtom>::NumVal;
/// The instruction of the atom of `C`.
pub(super) type OpOf<C> = <<C as HasCopyAtom>::Atom as CopyAtom>::Op;
/// The number of groups of a tensor of shape `S`.
pub type GroupsOf<C, S> = IntQuot<<S as IntTuple>::Size, NumValOf<C>>;
/// The size of the shape `S`.
pub type SizeOf<S> = <S as IntTuple>::Size;
/// The number of the atom's copies in mode 0 (`CPY`) of a partition of shape `S`: the groups
/// one entry of a predicate tensor covers.
pub type CopiesOf<C, S> = IntQuot<SizeOf<Mode0Of<S>>, NumValOf<C>>;

/// The tensors' elements are the atom's value type (checked at compile time).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn check_value_type<A: CopyAtom, T>() {
    const {
        assert!(
            core::mem::size_of::<T>() * 8
                == <<A::ValType as ValueBits>::Bits as StaticInt>::VALUE as usize,
            "copy: the tensors' elements are not as wide as the copy atom's value type"
        )
    }
}

/// Group `g`'s offset in the engine: its first and last elements admitted, consecutive.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) fn group_offset<E: Engine>(
    e: &E,
    index: i32,
    v: i32,
    op: &'static str,
    tensor: &'static str,
) -> Result<isize, TensorError> {
    let oob = |i: i32| TensorError::OutOfBounds {
        op,
        tensor,
        index: i64::from(i),
    };
    let first = e.admit(i64::from(index)).ok_or(oob(index))?;
    if v > 1 {
        let last = e
            .admit(i64::from(index) + i64::from(v - 1))
            .ok_or(oob(index + v - 1))?;
        if last != first + (v - 1) as isize {
            return Err(oob(index + v - 1));
        }
    }
    Ok(first)
}

/// [`check`] for the atom of `C`, as [`copy_if_elements`] runs it.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) fn check_sizes<C: HasCopyAtom, SS, SD, DS, DD>(
    op: &'static str,
    src: Layout<SS, SD>,
    dst: Layout<DS, DD>,
) -> Result<(), TensorError>
where
    SS: IntTuple,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
{
    check::<C::Atom, _, _, _, _>(op, src, dst, <C::Atom as CopyAtom>::NumVal::VALUE)
}

/// The tensors' elements are the atom's value type, and the atom moves one value per copy
/// (checked at compile time): the granularity of a closure of the element index.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) fn check_one_value<C: HasCopyAtom, SE: Engine, DE: Engine>() {
    check_value_type::<C::Atom, SE::Value>();
    check_value_type::<C::Atom, DE::Value>();
    const {
        assert!(
            <NumValOf<C> as StaticInt>::VALUE == 1,
            "copy_if_elements: the copy atom moves several values per copy; a closure of the element index cannot predicate it: pass CuTe's tXpX (make_rest_pred) to copy_if"
        )
    }
}

/// The most runs of consecutive destination values in a group ([`CopyInstruction::DST_RUN`]).
const MAX_RUNS: usize = <MaxRuns as typenum::Unsigned>::USIZE;
/// [`MAX_RUNS`] as a type.
type MaxRuns = typenum::U8;

/// `f(0)`, ..., `f(MAX_RUNS - 1)`, written out (the runs of a group: `core::array::from_fn`
/// is a call LLVM may keep, with the offsets in local memory).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn each_run(mut f: impl FnMut(usize) -> Result<(), TensorError>) -> Result<(), TensorError> {
    <MaxRuns as Unrolled>::run_from(0, &mut |r: i32| f(r as usize))
}

/// The checks of both algorithms: value widths, sizes, groups contiguous in the source and in
/// runs of `run` values in the destination.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn check<A, SS, SD, DS, DD>(
    op: &'static str,
    src: Layout<SS, SD>,
    dst: Layout<DS, DD>,
    run: i32,
) -> Result<(), TensorError>
where
    A: CopyAtom,
    SS: IntTuple,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
{
    let v = A::NumVal::VALUE;
    let (n, m) = (src.size().value(), dst.size().value());
    if n != m {
        return Err(TensorError::SizeMismatch {
            op,
            lhs: ("source", i64::from(n)),
            rhs: ("destination", i64::from(m)),
        });
    }
    if n % v != 0 {
        return Err(TensorError::CopyVector {
            op,
            tensor: "source",
            width: v,
            size: n,
        });
    }
    for e in 1..v {
        if src.call(e).value() != e {
            return Err(TensorError::CopyVector {
                op,
                tensor: "source",
                width: v,
                size: n,
            });
        }
        if dst.call(e).value() - dst.call(e - e % run).value() != e % run
            || v / run > MAX_RUNS as i32
        {
            return Err(TensorError::CopyVector {
                op,
                tensor: "destination",
                width: v,
                size: n,
            });
        }
    }
    Ok(())
}

/// CuTe's `copy(copy_atom, src, dst)`: moves `src` to `dst` (a thread's partitions, or a
/// partition and a fragment made like it) with the atom's instruction, one per group of
/// `V` values (see the module docs). `copy` is a copy atom, a tiled copy or a thread's slice.
///
/// # Errors
/// [`TensorError::SizeMismatch`] when the sizes differ; [`TensorError::CopyVector`] when the
/// size is not a whole number of groups or a group is not contiguous in a tensor (the atom's
/// values do not lie along a unit stride); [`TensorError::OutOfBounds`] when a group lies
/// outside a tensor's memory.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_copy<C, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) -> Result<(), TensorError>
where
    C: HasCopyAtom,
    OpOf<C>: CopyInstruction<SE, DE>,
    SE: Engine,
    DE: EngineMut,
    SS: IntTuple,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
    SS::Size: IntDiv<NumValOf<C>>,
    GroupsOf<C, SS>: EachGroup,
{
    let _ = copy;
    check_value_type::<C::Atom, SE::Value>();
    check_value_type::<C::Atom, DE::Value>();
    let (sl, dl) = (src.layout(), dst.layout());
    let v = NumValOf::<C>::VALUE;
    let run = <OpOf<C> as CopyInstruction<SE, DE>>::DST_RUN.min(v);
    check::<C::Atom, _, _, _, _>("copy", sl, dl, run)?;
    let groups = sl.size().int_div(NumValOf::<C>::default());
    groups.each_group(
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        |g| {
            let s = group_offset(src.engine(), sl.call(g * v).value(), v, "copy", "source")?;
            let runs = (v / run) as usize;
            // each run's offset, or its error (written out: a loop would keep the offsets in
            // local memory)
            let mut d = [0_isize; MAX_RUNS];
            each_run(
                #[cfg_attr(target_arch = "nvptx64", inline(always))]
                #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                |r| {
                    if r < runs {
                        let index = dl.call(g * v + r as i32 * run).value();
                        d[r] = group_offset(dst.engine(), index, run, "copy", "destination")?;
                    }
                    Ok(())
                },
            )?;
            // SAFETY: the group's elements are admitted, consecutive in the source and in each
            // run of the destination.
            unsafe { OpOf::<C>::execute_runs(src.engine(), s, dst.engine_mut(), &d[..runs]) };
            Ok(())
        },
    )
}

/// [`try_copy`], panicking on error.
///
/// # Panics
/// When [`try_copy`] returns an error (its message). For static layouts the checks fold at
/// compile time: a copy that works once works always.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn copy<C, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) where
    C: HasCopyAtom,
    OpOf<C>: CopyInstruction<SE, DE>,
    SE: Engine,
    DE: EngineMut,
    SS: IntTuple,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
    SS::Size: IntDiv<NumValOf<C>>,
    GroupsOf<C, SS>: EachGroup,
{
    if let Err(e) = try_copy(copy, src, dst) {
        panic!("{e}")
    }
}

/// CuTe's `copy_if(copy_atom, pred, src, dst)`: [`copy`], the copies of rest coordinate `r`
/// (every group of `src(_, r)`) run only where `pred(r)` holds (the zero-filling `cp.async`
/// forms write zeros where it does not). `pred` is a tensor of `bool`s shaped like the
/// source's rest modes, CuTe's `tXpX`: `(CPY_M, CPY_N)` for a source `(CPY, CPY_M, CPY_N)`,
/// one entry per copy whatever the atom's vector width. A static shape that differs is a
/// compile error; [`make_rest_pred`] makes it from the coordinates partitioned like the data.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::atom::algorithm;
/// use layout_core::layout;
/// // 4 threads, one float per copy, each thread 2 copies (CPY_M = 2); 5 of the 8 elements
/// // are in the problem
/// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
///                             layout!((_4,_1):(_1,_0)), layout!((_1,_1):(_0,_0)));
/// let a: Vec<f32> = (1..=8).map(|i| i as f32).collect();
/// let mut out = [0.0_f32; 8];
/// let g = make_tensor(&a[..], make_layout((_8, _1)));
/// let mut o = make_tensor(&mut out[..], make_layout((_8, _1)));
/// let coords = make_tensor(CountingIterator::new(0), make_layout((_8, _1))); // identity of the tile
/// for t in 0..4 {
///     let thr = tiled.get_slice(t);
///     let src = thr.partition_S(&g);                        // (CPY, CPY_M, CPY_N) = (_1,_2,_1)
///     let pred = make_rest_pred(&thr.partition_S(&coords), |c: i32| c < 5); // (_2,_1)
///     algorithm::copy_if(&tiled, &pred, &src, &mut thr.partition_D_mut(&mut o));
/// }
/// assert_eq!(out, [1.0, 2.0, 3.0, 4.0, 5.0, 0.0, 0.0, 0.0]);
/// ```
///
/// # Errors
/// As [`try_copy`]; also [`TensorError::PredicateShape`] when the predicate's (dynamic) shape
/// is not the source's rest modes, and [`TensorError::CopyVector`] when mode 0 is not a whole
/// number of the atom's groups.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_copy_if<C, P, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    pred: &P,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) -> Result<(), TensorError>
where
    C: HasCopyAtom,
    OpOf<C>: CopyInstruction<SE, DE>,
    P: PredicateTensor<RestOf<SS>> + ?Sized,
    SE: Engine,
    DE: EngineMut,
    SS: RestModes,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
    SizeOf<Mode0Of<SS>>: IntDiv<NumValOf<C>>,
    CopiesOf<C, SS>: EachGroup,
    SizeOf<RestOf<SS>>: EachGroup,
{
    let _ = copy;
    check_value_type::<C::Atom, SE::Value>();
    check_value_type::<C::Atom, DE::Value>();
    let (sl, dl) = (src.layout(), dst.layout());
    check::<C::Atom, _, _, _, _>("copy_if", sl, dl, NumValOf::<C>::VALUE)?;
    let (mode0, rest) = (sl.shape().mode0(), sl.shape().rest());
    pred.check_shape("copy_if", &rest)?;
    let v = NumValOf::<C>::VALUE;
    let size0 = mode0.size().value();
    if size0 % v != 0 {
        return Err(TensorError::CopyVector {
            op: "copy_if",
            tensor: "source",
            width: v,
            size: size0,
        });
    }
    let copies = mode0.size().int_div(NumValOf::<C>::default());
    rest.size().each_group(
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        |r| {
            let p = pred.test(r).ok_or(TensorError::OutOfBounds {
                op: "copy_if",
                tensor: "predicate",
                index: i64::from(r),
            })?;
            copies.each_group(
                #[cfg_attr(target_arch = "nvptx64", inline(always))]
                #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                |j| copy_group_if::<OpOf<C>, _, _, _, _, _, _>(p, src, dst, r * size0 + j * v, v),
            )
        },
    )
}

/// [`try_copy_if`], panicking on error.
///
/// ```compile_fail
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
///                             layout!((_4,_1):(_1,_0)), layout!((_1,_1):(_0,_0)));
/// let a = [0.0_f32; 8];
/// let src = tiled.get_slice(0).partition_S(&make_tensor(&a[..], make_layout((_8, _1))));
/// let mut frg = make_fragment_like(&src);
/// // a closure of the group index is not a predicate of the copies: one bool per copy, tXpX
/// tiled.copy_if(&|i: i32| i < 5, &src, &mut frg);
/// ```
///
/// # Panics
/// When [`try_copy_if`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn copy_if<C, P, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    pred: &P,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) where
    C: HasCopyAtom,
    OpOf<C>: CopyInstruction<SE, DE>,
    P: PredicateTensor<RestOf<SS>> + ?Sized,
    SE: Engine,
    DE: EngineMut,
    SS: RestModes,
    SD: IntTuple,
    DS: IntTuple,
    DD: IntTuple,
    i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
    SizeOf<Mode0Of<SS>>: IntDiv<NumValOf<C>>,
    CopiesOf<C, SS>: EachGroup,
    SizeOf<RestOf<SS>>: EachGroup,
{
    if let Err(e) = try_copy_if(copy, pred, src, dst) {
        panic!("{e}")
    }
}

macro_rules! copy_methods {
    ($([$($g:tt)*] $Ty:ty;)*) => {$(
        impl<$($g)*> $Ty
        where
            Self: HasCopyAtom,
        {
            /// CuTe's `copy(copy_atom, src, dst)` with this atom, tiled copy or thread slice:
            /// [`copy`](fn@copy).
            ///
            /// ```
            /// use layout_core::prelude::*;
            /// use layout_core::layout;
            /// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u64>, f32>::default(),
            ///                             layout!((_4,_1):(_1,_0)), layout!((_2,_1):(_1,_0)));
            /// let a = [1.0_f32, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
            /// let g = make_tensor(&a[..], make_layout((_8, _1)));
            /// let thr = tiled.get_slice(2);
            /// let src = thr.partition_S(&g);
            /// let mut frg = make_fragment_like(&src);
            /// thr.copy(&src, &mut frg); // one 64-bit copy
            /// assert_eq!(frg.load().as_slice(), [5.0, 6.0]);
            /// ```
            ///
            /// # Panics
            /// As [`copy`](fn@copy).
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[track_caller]
            pub fn copy<SE, SS, SD, DE, DS, DD>(
                &self,
                src: &Tensor<SE, Layout<SS, SD>>,
                dst: &mut Tensor<DE, Layout<DS, DD>>,
            ) where
                OpOf<Self>: CopyInstruction<SE, DE>,
                SE: Engine,
                DE: EngineMut,
                SS: IntTuple,
                SD: IntTuple,
                DS: IntTuple,
                DD: IntTuple,
                i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
                SS::Size: IntDiv<NumValOf<Self>>,
                GroupsOf<Self, SS>: EachGroup,
            {
                copy(self, src, dst)
            }

            /// [`try_copy`] with this atom, tiled copy or thread slice; example at the method
            /// `copy`.
            ///
            /// # Errors
            /// As [`try_copy`].
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub fn try_copy<SE, SS, SD, DE, DS, DD>(
                &self,
                src: &Tensor<SE, Layout<SS, SD>>,
                dst: &mut Tensor<DE, Layout<DS, DD>>,
            ) -> Result<(), TensorError>
            where
                OpOf<Self>: CopyInstruction<SE, DE>,
                SE: Engine,
                DE: EngineMut,
                SS: IntTuple,
                SD: IntTuple,
                DS: IntTuple,
                DD: IntTuple,
                i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
                SS::Size: IntDiv<NumValOf<Self>>,
                GroupsOf<Self, SS>: EachGroup,
            {
                try_copy(self, src, dst)
            }

            /// CuTe's `copy_if(copy_atom, pred, src, dst)` with this atom, tiled copy or
            /// thread slice: [`copy_if`](fn@copy_if), `pred` shaped like the source's rest
            /// modes.
            ///
            /// ```
            /// use layout_core::prelude::*;
            /// use layout_core::layout;
            /// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u64>, f32>::default(),
            ///                             layout!((_2,_1):(_1,_0)), layout!((_2,_1):(_1,_0)));
            /// let a = [1.0_f32, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
            /// let g = make_tensor(&a[..], make_layout((_8, _1)));
            /// let thr = tiled.get_slice(1);
            /// let src = thr.partition_S(&g); // ((_2),_2,_1): two 64-bit copies
            /// let mut frg = make_fragment_like(&src);
            /// let mut pred = make_fragment::<bool, _>(make_layout((_2, _1)));
            /// pred.write((1, 0), true); // the second copy only
            /// thr.copy_if(&pred, &src, &mut frg);
            /// assert_eq!(frg.load().as_slice(), [0.0, 0.0, 7.0, 8.0]);
            /// ```
            ///
            /// # Panics
            /// As [`copy_if`](fn@copy_if).
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[track_caller]
            pub fn copy_if<P, SE, SS, SD, DE, DS, DD>(
                &self,
                pred: &P,
                src: &Tensor<SE, Layout<SS, SD>>,
                dst: &mut Tensor<DE, Layout<DS, DD>>,
            ) where
                OpOf<Self>: CopyInstruction<SE, DE>,
                P: PredicateTensor<RestOf<SS>> + ?Sized,
                SE: Engine,
                DE: EngineMut,
                SS: RestModes,
                SD: IntTuple,
                DS: IntTuple,
                DD: IntTuple,
                i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
                SizeOf<Mode0Of<SS>>: IntDiv<NumValOf<Self>>,
                CopiesOf<Self, SS>: EachGroup,
                SizeOf<RestOf<SS>>: EachGroup,
            {
                copy_if(self, pred, src, dst)
            }

            /// [`try_copy_if`] with this atom, tiled copy or thread slice; example at the
            /// method `copy_if`.
            ///
            /// # Errors
            /// As [`try_copy_if`].
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub fn try_copy_if<P, SE, SS, SD, DE, DS, DD>(
                &self,
                pred: &P,
                src: &Tensor<SE, Layout<SS, SD>>,
                dst: &mut Tensor<DE, Layout<DS, DD>>,
            ) -> Result<(), TensorError>
            where
                OpOf<Self>: CopyInstruction<SE, DE>,
                P: PredicateTensor<RestOf<SS>> + ?Sized,
                SE: Engine,
                DE: EngineMut,
                SS: RestModes,
                SD: IntTuple,
                DS: IntTuple,
                DD: IntTuple,
                i32: Crd2Idx<SS, SD> + Crd2Idx<DS, DD>,
                SizeOf<Mode0Of<SS>>: IntDiv<NumValOf<Self>>,
                CopiesOf<Self, SS>: EachGroup,
                SizeOf<RestOf<SS>>: EachGroup,
            {
                try_copy_if(self, pred, src, dst)
            }
        }
    )*};
}
copy_methods! {
    [Op, T] Copy_Atom<Op, T>;
    [A, L, T] TiledCopy<A, L, T>;
    [C] ThrCopy<C>;
}
