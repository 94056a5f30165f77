//! The engines a thread partition takes (`ThrCopy::partition_S/D`, `ThrMMA::partition_A/B/C`):
//! memory, whose partition is a view, and identity tensors' coordinates, whose partition moves
//! the origin. CuTe's predication idiom partitions the coordinates exactly as the data:
//!
//! ```
//! use layout_core::prelude::*;
//! let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
//! let data: Vec<i32> = (0..32 * 16).collect(); // each element its offset
//! let c = make_tensor(&data[..], make_layout((_32, _16)));
//! let c_c = make_identity_tensor((_32, _16));
//! // CuTe: tCgC = thr_mma.partition_C(gC); tCcC = thr_mma.partition_C(cC)
//! let t_c = mma.get_slice(5).partition_C(&c);
//! let t_cc = mma.get_slice(5).partition_C(&c_c);
//! assert_eq!(t_cc.to_string(), "ArithTuple(1,2) o ((_2,_2),_2,_2):((_1@1,_8@0),_16@0,_8@1)");
//! for i in 0..8 {
//!     let (m, n) = t_cc.call(i);
//!     assert_eq!(t_c.read(i), m + 32 * n);
//! }
//! // CuTe: tAcA = thr_copy.partition_S(cA), the copy's predicate from the coordinates
//! let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u64>, i32>::default(),
//!                            make_layout((_16, _2)), make_layout((_2, _1)));
//! let t_s = copy.get_slice(17).partition_S(&c);
//! let t_sc = copy.get_slice(17).partition_S(&c_c);
//! for i in 0..t_sc.size().value() {
//!     let (m, n) = t_sc.call(i);
//!     assert_eq!(t_s.read(i), m + 32 * n);
//! }
//! ```

use super::algorithm::TensorError;
use super::identity::ArithTuple;
use super::identity_tiling::{SliceIdentity, SlicedIdentity};
use super::partition_coord::Partition;
use super::slice::{SliceEngine, TileEngine};
use super::tile::view;
use super::Tensor;
use crate::algebra::Sliced;

/// An engine whose tensors a thread partition takes: the partition of the tensor whose layout
/// is `L` (the thread-fragment layout) at the thread's coordinate `C`.
#[diagnostic::on_unimplemented(
    message = "a thread partition takes a tensor over memory or an identity tensor",
    note = "thread partitions (partition_S/D, partition_A/B/C) slice the tensor's memory or move an identity tensor's origin"
)]
pub trait PartitionEngine<'a, L, C> {
    /// Whether the layout algebra of a partition of a tensor over this engine checks its
    /// dynamic preconditions: as a tiling of such a tensor (verified for engines that check
    /// origins and in builds with debug assertions, CuTe's unchecked algebra at no cost for
    /// view pointers in release builds, whose constructor's contract covers every access).
    const VERIFY: bool = true;
    /// The partition.
    type Output;
    /// The thread's partition of a tensor over this engine, its layout already `L`.
    ///
    /// # Errors
    /// [`TensorError::SliceOutside`] for engines that check origins.
    fn partition(&'a self, layout: L, c: C, op: &'static str) -> Result<Self::Output, TensorError>;
}

impl<'a, E, L, C> PartitionEngine<'a, L, C> for E
where
    E: TileEngine + SliceEngine + 'a,
    L: Partition<C>,
    C: Copy,
{
    const VERIFY: bool = E::CHECKS_ORIGIN || cfg!(debug_assertions);
    type Output = Tensor<E::View<'a>, Sliced<C, L>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn partition(&'a self, layout: L, c: C, op: &'static str) -> Result<Self::Output, TensorError> {
        view(self, layout, c, op)
    }
}

impl<'a, O, L, C> PartitionEngine<'a, L, C> for ArithTuple<O>
where
    O: Copy,
    Tensor<ArithTuple<O>, L>: SliceIdentity<C>,
{
    type Output = SlicedIdentity<Tensor<ArithTuple<O>, L>, C>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn partition(&'a self, layout: L, c: C, op: &'static str) -> Result<Self::Output, TensorError> {
        // an identity tensor has no memory: unchecked, as its slices are
        Tensor {
            engine: *self,
            layout,
        }
        .try_slice_identity(c, op, false)
    }
}
