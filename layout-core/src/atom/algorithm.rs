//! CuTe's `copy(copy_atom, src, dst)` and `copy_if(copy_atom, pred, src, dst)`
//! (`algorithm/copy.hpp`, `Copy_Atom::call`): a thread's partitions moved by the atom's
//! instruction, one instruction per group of the atom's values.
//!
//! | CuTe | here |
//! |------|------|
//! | `copy(copy_atom, src, dst)`, `copy(tiled_copy, src, dst)` | `tiled_copy.copy(&src, &mut dst)` (a method of [`Copy_Atom`], [`TiledCopy`] and [`ThrCopy`]), or [`copy`]`(&atom_or_tiled, &src, &mut dst)` (and `try_` forms) |
//! | `copy_if(copy_atom, pred, src, dst)` | `tiled_copy.copy_if(&pred, &src, &mut dst)`, or [`copy_if`]`(&atom_or_tiled, &pred, &src, &mut dst)` |
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
//! predicate of `copy_if` has one entry per group (for an atom of one value, one per element):
//! make it from an identity tensor partitioned like the data, `elem_less(coord, shape)`.
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
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use crate::tensor::{Engine, EngineMut, Predicate, Tensor, TensorError, Unrolled};
use typenum::{NInt, NonZero, PInt, Unsigned, Z0};

/// The number of groups of a copy: a static count is written out call by call whatever its
/// size (a fragment stays in registers only when every index into it is a constant), a
/// dynamic one is a loop.
pub trait EachGroup: Int {
    /// Calls `f(0)`, `f(1)`, ..., stopping at the first error.
    ///
    /// # Errors
    /// The first error `f` returns.
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, f: &mut F) -> Result<(), E>;
}
impl EachGroup for i32 {
    #[inline(always)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, f: &mut F) -> Result<(), E> {
        for g in 0..self.max(0) {
            f(g)?;
        }
        Ok(())
    }
}
impl EachGroup for Z0 {
    #[inline(always)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, _: &mut F) -> Result<(), E> {
        Ok(())
    }
}
impl<U: Unsigned + NonZero + Unrolled> EachGroup for PInt<U>
where
    PInt<U>: Int,
{
    #[inline(always)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, f: &mut F) -> Result<(), E> {
        U::run_from(0, f)
    }
}
impl<U: Unsigned + NonZero> EachGroup for NInt<U>
where
    NInt<U>: Int,
{
    #[inline(always)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, _: &mut F) -> Result<(), E> {
        Ok(())
    }
}

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
type OpOf<C> = <<C as HasCopyAtom>::Atom as CopyAtom>::Op;
/// The number of groups of a tensor of shape `S`.
pub type GroupsOf<C, S> = IntQuot<<S as IntTuple>::Size, NumValOf<C>>;

/// The tensors' elements are the atom's value type (checked at compile time).
#[inline(always)]
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
#[inline(always)]
fn group_offset<E: Engine>(
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

/// The checks of both algorithms: value widths, sizes, contiguous groups.
#[inline(always)]
fn check<A, SS, SD, DS, DD>(
    op: &'static str,
    src: Layout<SS, SD>,
    dst: Layout<DS, DD>,
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
        if dst.call(e).value() != e {
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
#[inline(always)]
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
    check::<C::Atom, _, _, _, _>("copy", sl, dl)?;
    let v = NumValOf::<C>::VALUE;
    let groups = sl.size().int_div(NumValOf::<C>::default());
    groups.each_group(&mut |g| {
        let s = group_offset(src.engine(), sl.call(g * v).value(), v, "copy", "source")?;
        let d = group_offset(
            dst.engine(),
            dl.call(g * v).value(),
            v,
            "copy",
            "destination",
        )?;
        // SAFETY: the group's elements are admitted and consecutive in both engines.
        unsafe { OpOf::<C>::execute(src.engine(), s, dst.engine_mut(), d) };
        Ok(())
    })
}

/// [`try_copy`], panicking on error.
///
/// # Panics
/// When [`try_copy`] returns an error (its message). For static layouts the checks fold at
/// compile time: a copy that works once works always.
#[inline(always)]
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

/// CuTe's `copy_if(copy_atom, pred, src, dst)`: [`copy`], group `g` moved only where
/// `pred(g)` holds (the zero-filling `cp.async` forms write zeros where it does not). `pred`
/// is a tensor of `bool`s with one entry per group, or a closure of the group index.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::atom::algorithm;
/// use layout_core::layout;
/// // 4 threads, 2 floats each, one float per copy; 5 of the tile's 8 elements are in the problem
/// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
///                             layout!((_4,_1):(_1,_0)), layout!((_2,_1):(_1,_0)));
/// let a: Vec<f32> = (1..=8).map(|i| i as f32).collect();
/// let mut out = [0.0_f32; 8];
/// let g = make_tensor(&a[..], make_layout((_8, _1)));
/// let mut o = make_tensor(&mut out[..], make_layout((_8, _1)));
/// let coords = make_tensor(CountingIterator::new(0), make_layout((_8, _1))); // identity of the tile
/// for t in 0..4 {
///     let thr = tiled.get_slice(t);
///     let crd = thr.partition_S(&coords);
///     let pred = |g: i32| crd.read(g) < 5; // elem_less(coord, shape)
///     algorithm::copy_if(&tiled, &pred, &thr.partition_S(&g), &mut thr.partition_D_mut(&mut o));
/// }
/// assert_eq!(out, [1.0, 2.0, 3.0, 4.0, 5.0, 0.0, 0.0, 0.0]);
/// ```
///
/// # Errors
/// As [`try_copy`]; also [`TensorError::SizeMismatch`] when a predicate tensor's size is not
/// the number of groups.
#[inline(always)]
pub fn try_copy_if<C, P, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    pred: &P,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) -> Result<(), TensorError>
where
    C: HasCopyAtom,
    P: Predicate + ?Sized,
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
    check::<C::Atom, _, _, _, _>("copy_if", sl, dl)?;
    let v = NumValOf::<C>::VALUE;
    let groups = sl.size().int_div(NumValOf::<C>::default());
    if let Some(n) = pred.pred_len() {
        if n != i64::from(groups.value()) {
            return Err(TensorError::SizeMismatch {
                op: "copy_if",
                lhs: ("predicate", n),
                rhs: ("number of copies", i64::from(groups.value())),
            });
        }
    }
    groups.each_group(&mut |g| {
        let p = pred.test(g).ok_or(TensorError::OutOfBounds {
            op: "copy_if",
            tensor: "predicate",
            index: i64::from(g),
        })?;
        let s = group_offset(src.engine(), sl.call(g * v).value(), v, "copy_if", "source")?;
        let d = group_offset(
            dst.engine(),
            dl.call(g * v).value(),
            v,
            "copy_if",
            "destination",
        )?;
        // SAFETY: the group's elements are admitted and consecutive in both engines.
        unsafe { OpOf::<C>::execute_if(p, src.engine(), s, dst.engine_mut(), d) };
        Ok(())
    })
}

/// [`try_copy_if`], panicking on error.
///
/// # Panics
/// When [`try_copy_if`] returns an error (its message).
#[inline(always)]
#[track_caller]
pub fn copy_if<C, P, SE, SS, SD, DE, DS, DD>(
    copy: &C,
    pred: &P,
    src: &Tensor<SE, Layout<SS, SD>>,
    dst: &mut Tensor<DE, Layout<DS, DD>>,
) where
    C: HasCopyAtom,
    P: Predicate + ?Sized,
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
            #[inline(always)]
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
            #[inline(always)]
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
            /// thread slice: [`copy_if`](fn@copy_if).
            ///
            /// ```
            /// use layout_core::prelude::*;
            /// use layout_core::layout;
            /// let tiled = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
            ///                             layout!((_4,_1):(_1,_0)), layout!((_2,_1):(_1,_0)));
            /// let a = [1.0_f32, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
            /// let g = make_tensor(&a[..], make_layout((_8, _1)));
            /// let thr = tiled.get_slice(2);
            /// let src = thr.partition_S(&g);
            /// let mut frg = make_fragment_like(&src);
            /// thr.copy_if(&|i: i32| i == 1, &src, &mut frg); // the second value only
            /// assert_eq!(frg.load().as_slice(), [0.0, 6.0]);
            /// ```
            ///
            /// # Panics
            /// As [`copy_if`](fn@copy_if).
            #[inline(always)]
            #[track_caller]
            pub fn copy_if<P, SE, SS, SD, DE, DS, DD>(
                &self,
                pred: &P,
                src: &Tensor<SE, Layout<SS, SD>>,
                dst: &mut Tensor<DE, Layout<DS, DD>>,
            ) where
                P: Predicate + ?Sized,
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
                copy_if(self, pred, src, dst)
            }

            /// [`try_copy_if`] with this atom, tiled copy or thread slice; example at the
            /// method `copy_if`.
            ///
            /// # Errors
            /// As [`try_copy_if`].
            #[inline(always)]
            pub fn try_copy_if<P, SE, SS, SD, DE, DS, DD>(
                &self,
                pred: &P,
                src: &Tensor<SE, Layout<SS, SD>>,
                dst: &mut Tensor<DE, Layout<DS, DD>>,
            ) -> Result<(), TensorError>
            where
                P: Predicate + ?Sized,
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
