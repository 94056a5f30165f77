//! FlashAttention-2's online softmax (`softmax.h`, `Softmax::softmax_rescale_o` and
//! `normalize_softmax_lse`) on the accumulator fragments of the SM80 tiled MMA, read through
//! their row/column view: a thread holds rows `(half, m)` and columns `(pair, n)` of the
//! `(MMA=(2,2), MMA_M, MMA_N)` fragment (CuTe's `convert_layout_acc_rowcol`), and the four
//! threads of a quad hold the other columns of the same rows (reduced with two butterfly
//! shuffles).

use gpu_kernels::collective::warp_reduce::warp_reduction;
use layout_core::numeric::{Math, Ptx, UnaryOp};
use layout_core::prelude::*;

/// `2^x` (`ex2.approx.ftz.f32` on the GPU).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn exp2(x: f32) -> f32 {
    Ptx::unary(UnaryOp::Exp2, x)
}

/// CuTe's `convert_layout_acc_rowcol` of a compact accumulator `((_2,_2),M,N)`:
/// `((_2,M),(_2,N)):((_2,_4),(_1,4M))`, rows then columns of this thread's values.
pub type RowCol<M, N, M4> = Layout<((_2, M), (_2, N)), ((_2, _4), (_1, M4))>;

/// The running row statistics of one thread's `ROWS` rows: the maximum of the scaled scores
/// seen so far and the thread's part of the row sum of their exponentials.
pub struct OnlineSoftmax<const ROWS: usize> {
    /// Per row: the maximum score (unscaled).
    pub row_max: [f32; ROWS],
    /// Per row: this thread's part of `sum exp2(s * scale - max * scale)`.
    pub row_sum: [f32; ROWS],
}

impl<const ROWS: usize> Default for OnlineSoftmax<ROWS> {
    fn default() -> Self {
        OnlineSoftmax {
            row_max: [f32::NEG_INFINITY; ROWS],
            row_sum: [0.0; ROWS],
        }
    }
}

/// The maximum of a row over the quad's threads (lanes `4r .. 4r + 4` hold one row).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn quad_max(x: f32) -> f32 {
    warp_reduction(x, ReductionOp::Max, 4)
}

/// The sum of a row over the quad's threads.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn quad_sum(x: f32) -> f32 {
    warp_reduction(x, ReductionOp::Add, 4)
}

impl<const ROWS: usize> OnlineSoftmax<ROWS> {
    /// FlashAttention-2's `softmax_rescale_o`: folds the scores `s` (a row/column view of the
    /// `S` accumulator, `ROWS` rows) into the statistics, replaces them with
    /// `exp2(s * scale_log2 - max * scale_log2)`, and rescales the rows of the output
    /// accumulator `o` (its row/column view) by `exp2((max_old - max_new) * scale_log2)`.
    /// `FIRST`: the first block of keys (no rescaling). Rows whose maximum is `-inf` (every key
    /// masked so far) use 0 in its place, so that they stay 0 instead of NaN.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn rescale_o<const FIRST: bool, ES, SS, SD, EO, OS, OD>(
        &mut self,
        s: &mut Tensor<ES, Layout<SS, SD>>,
        o: &mut Tensor<EO, Layout<OS, OD>>,
        scale_log2: f32,
    ) where
        ES: EngineMut<Value = f32>,
        EO: EngineMut<Value = f32>,
        SS: IntTuple + RowColShape,
        OS: IntTuple + RowColShape,
        SD: IntTuple,
        OD: IntTuple,
        (i32, i32): Crd2Idx<SS, SD> + Crd2Idx<OS, OD> + InDomain<SS> + InDomain<OS>,
    {
        let (rows, s_cols, o_cols) = (SS::rows(), SS::cols(), OS::cols());
        for_each_index(
            rows,
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            |r| {
                let ri = r as usize;
                let mut m = if FIRST {
                    f32::NEG_INFINITY
                } else {
                    self.row_max[ri]
                };
                for_each_index(
                    s_cols,
                    #[cfg_attr(target_arch = "nvptx64", inline(always))]
                    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                    |c| m = m.max(s.read((r, c))),
                );
                let m = quad_max(m);
                let m_scaled = if m == f32::NEG_INFINITY {
                    0.0
                } else {
                    m * scale_log2
                };
                if !FIRST {
                    let correction = exp2((self.row_max[ri] - m) * scale_log2);
                    let correction = if self.row_max[ri] == f32::NEG_INFINITY {
                        if m == f32::NEG_INFINITY {
                            1.0
                        } else {
                            0.0
                        }
                    } else {
                        correction
                    };
                    self.row_sum[ri] *= correction;
                    for_each_index(
                        o_cols,
                        #[cfg_attr(target_arch = "nvptx64", inline(always))]
                        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                        |c| o.write((r, c), o.read((r, c)) * correction),
                    );
                }
                self.row_max[ri] = m;
                let mut sum = self.row_sum[ri];
                for_each_index(
                    s_cols,
                    #[cfg_attr(target_arch = "nvptx64", inline(always))]
                    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                    |c| {
                        let p = exp2(s.read((r, c)) * scale_log2 - m_scaled);
                        s.write((r, c), p);
                        sum += p;
                    },
                );
                self.row_sum[ri] = sum;
            },
        );
    }

    /// FlashAttention-2's `normalize_softmax_lse`: divides the rows of the output accumulator
    /// `o` by their sums (over the quad) and returns each row's log-sum-exp of the scores
    /// times `scale` (natural log; `+inf` for a row with no key, whose output stays 0).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn normalize<EO, OS, OD>(
        &self,
        o: &mut Tensor<EO, Layout<OS, OD>>,
        scale: f32,
    ) -> [f32; ROWS]
    where
        EO: EngineMut<Value = f32>,
        OS: IntTuple + RowColShape,
        OD: IntTuple,
        (i32, i32): Crd2Idx<OS, OD> + InDomain<OS>,
    {
        let mut lse = [0.0_f32; ROWS];
        for_each_index(
            OS::rows(),
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            |r| {
                let ri = r as usize;
                let sum = quad_sum(self.row_sum[ri]);
                let empty = sum == 0.0 || sum.is_nan();
                let inv = if empty { 1.0 } else { 1.0 / sum };
                lse[ri] = if empty {
                    f32::INFINITY
                } else {
                    self.row_max[ri] * scale + Ptx::unary(UnaryOp::Log, sum)
                };
                for_each_index(
                    OS::cols(),
                    #[cfg_attr(target_arch = "nvptx64", inline(always))]
                    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
                    |c| o.write((r, c), o.read((r, c)) * inv),
                );
            },
        );
        lse
    }
}

/// The shape of a row/column view `((_2,M),(_2,N))`: its static numbers of rows and columns.
pub trait RowColShape {
    /// The rows, `2 M`.
    type Rows: ForEachIndex;
    /// The columns, `2 N`.
    type Cols: ForEachIndex;
    /// The rows.
    fn rows() -> Self::Rows;
    /// The columns.
    fn cols() -> Self::Cols;
}
impl<M, N> RowColShape for ((_2, M), (_2, N))
where
    (_2, M): IntTuple,
    (_2, N): IntTuple,
    <(_2, M) as IntTuple>::Size: ForEachIndex,
    <(_2, N) as IntTuple>::Size: ForEachIndex,
{
    type Rows = <(_2, M) as IntTuple>::Size;
    type Cols = <(_2, N) as IntTuple>::Size;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn rows() -> Self::Rows {
        Self::Rows::default()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn cols() -> Self::Cols {
        Self::Cols::default()
    }
}
