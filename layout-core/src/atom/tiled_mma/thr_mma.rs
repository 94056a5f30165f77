//! CuTe's `ThrMMA`: one thread's slice of a tiled MMA, holding the thread's `(v,m,n,k)`
//! coordinate in `ThrLayoutVMNK` (computed from the thread index with the static layout).

use crate::hlist::{HCons, HNil};
use crate::int::Int;
use crate::int_tuple::flatten::Leaves;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;

/// CuTe's `ThrMMA`: one thread's slice of a tiled MMA `M`, holding the thread's coordinate
/// `(v,m,n,k)` in `ThrLayoutVMNK` (CuTe's `thr_vmnk_`, from `get_flat_coord(thr_idx)`: each
/// mode's coordinate as a column-major index within the mode).
///
/// The partitioning of tensors by it (CuTe's `partition_A/B/C`, `partition_fragment_A/B/C`) is
/// built on [`TiledMMA::thrfrg_A`](super::TiledMMA::thrfrg_A) and its twins: a thread's part of a tensor `T` is
/// `thrfrg_C(layout(T))` sliced at `((v,(m,n)),(_,(_,_,...)))`, with `(v,m)` and `k`
/// ([`ThrMMA::thr_vmk`]) for A and `(v,n)` and `k` ([`ThrMMA::thr_vnk`]) for B.
///
/// ```
/// use layout_core::atom::{make_tiled_mma, SM70_8x8x4_F32F16F16F32_NT};
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let mma = make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, layout!((_2,_2):(_2,_1)), X);
/// // ((_4,_2),_2,_2,_1):((_1,_16),_8,_4,_0): thread 21 is (1,1) of the quad pair -> v = 5
/// let thr = mma.get_slice(21);
/// assert_eq!(thr.thr_vmnk(), (5, 0, 1, 0));
/// assert_eq!(thr.thr_vmn(), (5, (0, 1)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThrMMA<M> {
    thr_vmnk: (i32, i32, i32, i32),
    mma: M,
}

impl<M: Copy> ThrMMA<M> {
    /// The slice of `mma` at the thread coordinate `thr_vmnk`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(crate) fn new(thr_vmnk: (i32, i32, i32, i32), mma: M) -> Self {
        ThrMMA { thr_vmnk, mma }
    }
    /// The thread's `(v,m,n,k)` coordinate in `ThrLayoutVMNK`; example at [`ThrMMA`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn thr_vmnk(&self) -> (i32, i32, i32, i32) {
        self.thr_vmnk
    }
    /// The coordinate `partition_C` slices `thrfrg_C` at: `(v,(m,n))`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn thr_vmn(&self) -> (i32, (i32, i32)) {
        let (v, m, n, _) = self.thr_vmnk;
        (v, (m, n))
    }
    /// The coordinate `partition_A` slices `thrfrg_A` at: `(v,(m,k))`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn thr_vmk(&self) -> (i32, (i32, i32)) {
        let (v, m, _, k) = self.thr_vmnk;
        (v, (m, k))
    }
    /// The coordinate `partition_B` slices `thrfrg_B` at: `(v,(n,k))`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn thr_vnk(&self) -> (i32, (i32, i32)) {
        let (v, _, n, k) = self.thr_vmnk;
        (v, (n, k))
    }
    /// The tiled MMA; example at [`ThrMMA`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn tiled_mma(&self) -> M {
        self.mma
    }
}

/// A thread index as the flat `(v,m,n,k)` coordinate of a `ThrLayoutVMNK` (CuTe's
/// `get_flat_coord`): in each mode, the coordinate `(idx / d) % s` of every leaf `s:d` (`0` for
/// a leaf of size 1 or stride 0), as a column-major index within the mode.
///
/// ```
/// use layout_core::atom::VmnkCoord;
/// use layout_core::layout;
/// let vmnk = layout!(((_4,_2),_2,_2,_1):((_1,_16),_8,_4,_0));
/// assert_eq!(vmnk.vmnk_coord(21), (5, 0, 1, 0)); // 21 = 1 + 16 + 4
/// ```
pub trait VmnkCoord {
    /// The coordinate.
    fn vmnk_coord(&self, idx: i32) -> (i32, i32, i32, i32);
}
impl<S0, S1, S2, S3, D0, D1, D2, D3> VmnkCoord for Layout<(S0, S1, S2, S3), (D0, D1, D2, D3)>
where
    S0: Leaves,
    S1: Leaves,
    S2: Leaves,
    S3: Leaves,
    D0: Leaves,
    D1: Leaves,
    D2: Leaves,
    D3: Leaves,
    (S0, S1, S2, S3): IntTuple,
    (D0, D1, D2, D3): IntTuple,
    S0::List: ModeCoord<D0::List>,
    S1::List: ModeCoord<D1::List>,
    S2::List: ModeCoord<D2::List>,
    S3::List: ModeCoord<D3::List>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn vmnk_coord(&self, idx: i32) -> (i32, i32, i32, i32) {
        let ((s0, s1, s2, s3), (d0, d1, d2, d3)) = (self.shape(), self.stride());
        (
            s0.leaves().mode_coord(d0.leaves(), idx, 1),
            s1.leaves().mode_coord(d1.leaves(), idx, 1),
            s2.leaves().mode_coord(d2.leaves(), idx, 1),
            s3.leaves().mode_coord(d3.leaves(), idx, 1),
        )
    }
}

/// The column-major index within a mode (the list of its shape leaves, `Self`) of the
/// coordinate that the mode's strides `D` give a thread index.
#[doc(hidden)]
pub trait ModeCoord<D> {
    /// `sum(((idx / d) % s) * prefix)` over the leaves.
    fn mode_coord(self, d: D, idx: i32, prefix: i32) -> i32;
}
impl ModeCoord<HNil> for HNil {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn mode_coord(self, _: HNil, _: i32, _: i32) -> i32 {
        0
    }
}
impl<S: Int, ST: ModeCoord<DT>, D: Int, DT> ModeCoord<HCons<D, DT>> for HCons<S, ST> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn mode_coord(self, d: HCons<D, DT>, idx: i32, prefix: i32) -> i32 {
        let (s, stride) = (self.0.value(), d.0.value());
        let c = if s == 1 || stride == 0 {
            0
        } else {
            (idx / stride) % s
        };
        c * prefix + self.1.mode_coord(d.1, idx, prefix * s)
    }
}
