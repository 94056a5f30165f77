//! FlashAttention-2's forward kernel on the SM80 atoms (Dao-AILab/flash-attention,
//! `csrc/flash_attn/src/flash_fwd_kernel.h`, `compute_attn_1rowblock`): one block computes
//! `kBlockM` rows of `O = softmax(Q K^T * scale) V` for one (batch, head), walking the keys in
//! blocks of `kBlockN` from the last to the first, with the online softmax in registers.
//!
//! | FlashAttention-2 (`compute_attn_1rowblock`) | here |
//! | --- | --- |
//! | `Flash_fwd_kernel_traits<kHeadDim, kBlockM, kBlockN, 4>`: `TiledMma<SM80_16x8x16_F32F16F16F32_TN, Layout<(_4,_1,_1)>, Tile<_64,_16,_16>>` | `mma` in [`flash_fwd_body!`] |
//! | `SmemLayoutQ/KV = tile_to_shape(composition(Swizzle<3,3,3>{}, (_8,_64):(_64,_1)), (kBlockM|kBlockN, kHeadDim))` | `smem_q`, `smem_kv` |
//! | `SmemLayoutVtransposed = composition(SmemLayoutKV, make_layout((kHeadDim, kBlockN), GenRowMajor))` | `smem_vt` |
//! | `GmemTiledCopyQKV = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>>, (_16,_8):(_8,_1), (_1,_8))` | `g2s` |
//! | `smem_tiled_copy_Q/K = make_tiled_copy_A/B(SM75_U32x4_LDSM_N, mma)`, `smem_tiled_copy_V = make_tiled_copy_B(SM75_U16x8_LDSM_T, mma)` | `s2r_q`, `s2r_k`, `s2r_v` |
//! | `gemm(acc_s, tSrQ, tSrK, tSsQ, tSsK, ...)` (`utils.h`) | `ldmatrix` of each k-block, then `gemm(mma, ..)` |
//! | `mask.apply_mask<Is_causal>` (`mask.h`) | the causal mask, on the blocks that cross the diagonal |
//! | `softmax.softmax_rescale_o` (`softmax.h`) | [`OnlineSoftmax::rescale_o`] |
//! | `convert_type<Element>(acc_s)`, `convert_layout_acc_Aregs` | `p`, [`acc_to_a`] (layout algebra: the same registers) |
//! | `gemm_rs(acc_o, tOrP, tOrVt, tOsVt, ...)` | `gemm(mma, P, V^T)` with `ldmatrix.trans` of `V` |
//! | `normalize_softmax_lse`, the `sO` epilogue, `gLSE` | [`OnlineSoftmax::normalize`], `s2r`/`r2s` through shared memory with 16-byte stores |
//!
//! The tensors are torch's contiguous `(batch, seq, heads, dim)`; `K` and `V` have `Hk` heads,
//! `H` a multiple of `Hk` (grouped-query attention). The kernel takes whole blocks: `Sq` a
//! multiple of `kBlockM` and `Sk` of `kBlockN` (the host API checks it).

mod softmax;

pub use softmax::{OnlineSoftmax, RowCol, RowColShape};

use layout_core::prelude::*;

/// The accumulator layout `((_2,_2),M,N):((_1,_2),DM,DN)` of an SM80 16x8 atom's fragment.
pub type AccLayout<M, N, DM, DN> = Layout<((_2, _2), M, N), ((_1, _2), DM, DN)>;
/// [`acc_to_a`]'s result: `(((_2,_2),_2),M,N/2):(((_1,_2),DN),DM,2 DN)`.
pub type ALayoutOfAcc<M, N, DM, DN> =
    Layout<(((_2, _2), _2), M, IntQuot<N, _2>), (((_1, _2), DN), DM, IntProd<DN, _2>)>;

/// CuTe's `convert_layout_acc_Aregs` for `SM80_16x8x16`: the accumulator layout
/// `((_2,_2),M,N)` of `S` seen as the `A` operand of the next MMA, `(((_2,_2),_2),M,N/2)`: two
/// neighbouring 8-column atoms of `S` are one 16-wide `k`-block of `P` (the same registers).
///
/// ```
/// use gemm_kernels::flash_attn_sm80::acc_to_a;
/// use layout_core::prelude::*;
/// let acc = make_layout(((_2, _2), _2, _8)); // (MMA, MMA_M, MMA_N) of a 128x64 S on 4 warps
/// assert_eq!(acc_to_a(acc).to_string(), "(((_2,_2),_2),_2,_4):(((_1,_2),_8),_4,_16)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn acc_to_a<M, N, DM, DN>(acc: AccLayout<M, N, DM, DN>) -> ALayoutOfAcc<M, N, DM, DN>
where
    M: Int + IntTuple,
    N: Int + IntTuple + IntDiv<_2>,
    DM: Int + IntTuple,
    DN: Int + IntTuple + IntMul<_2>,
    IntQuot<N, _2>: Int + IntTuple,
    IntProd<DN, _2>: Int + IntTuple,
    ((_2, _2), M, N): IntTuple,
    ((_1, _2), DM, DN): IntTuple,
    (((_2, _2), _2), M, IntQuot<N, _2>): IntTuple,
    (((_1, _2), DN), DM, IntProd<DN, _2>): IntTuple,
{
    let ((_, m, n), (_, dm, dn)) = (acc.shape(), acc.stride());
    Layout::new(
        (((_2, _2), _2), m, n.int_div(_2)),
        (((_1, _2), dn), dm, dn.int_mul(_2)),
    )
}

/// The body of the forward kernel for one block (see the module docs), written out for a
/// head dimension and block sizes: `$d` (`_64`, `_128`), `$bm` (`kBlockM`), `$bn`
/// (`kBlockN`), `$mm` = `kBlockM / 64` (the MMA tiles along M of a warp), `$ns` = `kBlockN / 8`
/// and `$no` = `$d / 8` (the 8-column atoms of `S` and of `O`), `$mm4` = `4 $mm`, `$rows` =
/// `2 $mm` (a thread's rows).
///
/// Arguments: `(g, q, k, v, o, lse, (seqlen_q, seqlen_k, heads, heads_k), scale_softmax,
/// causal, smem)`, `smem` the block's shared memory (`SmemPtr<f16>`, at least
/// `(kBlockM + 2 kBlockN) kHeadDim` halves, 128-byte aligned).
#[macro_export]
macro_rules! flash_fwd_body {
    (($d:ty, $bm:ty, $bn:ty, $mm:ty, $ns:ty, $no:ty, $mm4:ty, $rows:literal),
     $g:expr, $q:expr, $k:expr, $v:expr, $o:expr, $lse:expr, $sizes:expr, $scale:expr,
     $causal:expr, $smem:expr) => {{
        use $crate::flash_attn_sm80::{acc_to_a, OnlineSoftmax, RowCol};
        use layout_core::atom::algorithm;
        use layout_core::numeric::{f16, Math, Ptx};
        use layout_core::prelude::*;
        let (g, q, k, v, o, lse, (seqlen_q, seqlen_k, heads, heads_k), scale_softmax, causal, smem):
            (_, *const f16, *const f16, *const f16, *mut f16, *mut f32, (i32, i32, i32, i32), f32, bool, SmemPtr<f16>) =
            ($g, $q, $k, $v, $o, $lse, $sizes, $scale, $causal, $smem);
        let tid = g.thread as i32;
        let (m_block, bidb, bidh) = (g.block as i32, g.block_y as i32, g.block_z as i32);
        let (bm, bn, d) = (<$bm>::default().value(), <$bn>::default().value(), <$d>::default().value());
        let bidh_k = bidh / (heads / heads_k);
        let scale_log2 = scale_softmax * core::f32::consts::LOG2_E;

        // the block's tiles of mQ(_, bidh, _), mK(_, bidh_k, _), mV, mO: (rows, kHeadDim) with
        // the row stride of the (B, S, H, D) tensors (static shapes: no run-time algebra)
        let (row_q, row_k) = (heads * d, heads_k * d);
        let tile_q = Layout::new((<$bm>::default(), <$d>::default()), (row_q, _1));
        let tile_kv = Layout::new((<$bn>::default(), <$d>::default()), (row_k, _1));
        let q_at = ((bidb * seqlen_q + m_block * bm) * heads + bidh) * d;
        let kv_at = |n: i32| ((bidb * seqlen_k + n * bn) * heads_k + bidh_k) * d;
        // SAFETY: the caller's contract: Q, O hold (B, Sq, H, D), K, V (B, Sk, Hk, D) with whole
        // blocks; the block reads its tiles and writes its rows of O only.
        let g_q = unsafe { make_tensor(make_gmem_ptr(q.add(q_at as usize)), tile_q) }; // (kBlockM, kHeadDim)
        // SAFETY: as above, key block `n` of this batch and head.
        let g_k = |n: i32| unsafe { make_tensor(make_gmem_ptr(k.add(kv_at(n) as usize)), tile_kv) };
        // SAFETY: as above.
        let g_v = |n: i32| unsafe { make_tensor(make_gmem_ptr(v.add(kv_at(n) as usize)), tile_kv) };
        // SAFETY: as above; the block writes its rows of O.
        let mut g_o = unsafe { make_tensor(make_gmem_ptr(o.add(q_at as usize)), tile_q) };

        // shared memory: Q, then K, then V, each Sw<3,3,3>-swizzled 8x64 atoms
        let atom = composition(Swizzle::<_3, _3, _3>::new(), Layout::new((_8, _64), (_64, _1)));
        let smem_q = tile_to_shape(atom, (<$bm>::default(), <$d>::default()));
        let smem_kv = tile_to_shape(atom, (<$bn>::default(), <$d>::default()));
        let q_elems = (bm * d) as isize;
        let kv_elems = (bn * d) as isize;
        // the tiles as the MMA reads them, and as the copies write them (two views each)
        let (s_q, s_k) = (make_tensor(smem, smem_q), make_tensor(smem + q_elems, smem_kv));
        let s_vt = make_tensor(smem + (q_elems + kv_elems),
            composition(smem_kv, make_layout_with((<$d>::default(), <$bn>::default()), LayoutRight)));
        let mut s_q_w = make_tensor(smem, smem_q);
        let mut s_k_w = make_tensor(smem + q_elems, smem_kv);
        let mut s_v_w = make_tensor(smem + (q_elems + kv_elems), smem_kv);

        let g2s = make_tiled_copy(
            Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u128>, half_t>::default(),
            Layout::new((_16, _8), (_8, _1)),
            Layout::new((_1, _8), (_0, _1)),
        );
        let thr_g2s = g2s.get_slice(tid);
        let mut t_k_s_k = thr_g2s.partition_D_mut(&mut s_k_w);
        let mut t_v_s_v = thr_g2s.partition_D_mut(&mut s_v_w);

        let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, make_layout((_4, _1, _1)),
                                 layout_core::tile!((_64, _16, _16)));
        let thr = mma.get_slice(tid);
        let mut t_s_r_q = thr.partition_fragment_A(&s_q); // (MMA, MMA_M, MMA_K)
        let mut t_s_r_k = thr.partition_fragment_B(&s_k); // (MMA, MMA_N, MMA_K)
        let mut t_o_r_vt = thr.partition_fragment_B(&s_vt); // (MMA, MMA_K, MMA_N)
        // (MMA, MMA_M, MMA_N) of the (kBlockM, kHeadDim) output: partition_fragment_C
        let mut acc_o = make_fragment::<f32, _>(make_layout(((_2, _2), <$mm>::default(), <$no>::default())));
        clear(&mut acc_o);

        let s2r_q = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
        let s2r_k = make_tiled_copy_B(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
        let s2r_v = make_tiled_copy_B(Copy_Atom::<SM75_U16x8_LDSM_T, half_t>::default(), mma);
        let (thr_q, thr_k, thr_v) = (s2r_q.get_slice(tid), s2r_k.get_slice(tid), s2r_v.get_slice(tid));
        let t_s_s_q = thr_q.partition_S(&s_q);
        let t_s_s_k = thr_k.partition_S(&s_k);
        let t_o_s_vt = thr_v.partition_S(&s_vt);

        // the key blocks this row block sees: all, or up to the diagonal (bottom-right aligned)
        let mut n_block_max = seqlen_k / bn;
        if causal {
            n_block_max = n_block_max.min(((m_block + 1) * bm + seqlen_k - seqlen_q + bn - 1) / bn);
        }

        g2s.copy(&thr_g2s.partition_S(&g_q), &mut thr_g2s.partition_D_mut(&mut s_q_w));
        if n_block_max > 0 {
            g2s.copy(&thr_g2s.partition_S(&g_k(n_block_max - 1)), &mut t_k_s_k);
        }
        cp_async_fence();

        let mut softmax = OnlineSoftmax::<$rows>::default();
        // the (row, col) of each accumulator value of S in the block's tile
        let c_s = make_identity_tensor((<$bm>::default(), <$bn>::default()));
        let t_s_c_s = thr.partition_C(&c_s);
        let mut n_block = n_block_max - 1;
        let mut first = true;
        while n_block >= 0 {
            let mut acc_s = make_fragment::<f32, _>(make_layout(((_2, _2), <$mm>::default(), <$ns>::default())));
            clear(&mut acc_s);
            cp_async_wait::<0>();
            gpu_kernels::collective::block_sync();
            g2s.copy(&thr_g2s.partition_S(&g_v(n_block)), &mut t_v_s_v);
            cp_async_fence();

            // S = Q K^T, k-block by k-block
            for_each_index(t_s_r_q.shape().2.size(), #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |kb| {
                s2r_q.copy(&t_s_s_q.slice((X, X, kb)), &mut thr_q.retile_D(&mut t_s_r_q).slice_mut((X, X, kb)));
                s2r_k.copy(&t_s_s_k.slice((X, X, kb)), &mut thr_k.retile_D(&mut t_s_r_k).slice_mut((X, X, kb)));
                algorithm::gemm(&mma, &t_s_r_q.slice((X, X, kb)), &t_s_r_k.slice((X, X, kb)), &mut acc_s);
            });

            // the causal mask, on the blocks that cross the diagonal
            if causal && (n_block + 1) * bn > m_block * bm + seqlen_k - seqlen_q + 1 {
                let limit = m_block * bm + seqlen_k - seqlen_q + 1 - n_block * bn;
                for_each_index(acc_s.layout().size(), #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |i| {
                    let (row, col) = t_s_c_s.call(i);
                    if col >= row + limit {
                        acc_s.write(i, f32::NEG_INFINITY);
                    }
                });
            }

            cp_async_wait::<0>();
            gpu_kernels::collective::block_sync();
            if n_block > 0 {
                g2s.copy(&thr_g2s.partition_S(&g_k(n_block - 1)), &mut t_k_s_k);
                cp_async_fence();
            }

            {
                let mut s_rc = acc_s.with_layout_mut(RowCol::<$mm, $ns, $mm4>::default());
                let mut o_rc = acc_o.with_layout_mut(RowCol::<$mm, $no, $mm4>::default());
                if first {
                    softmax.rescale_o::<true, _, _, _, _, _, _>(&mut s_rc, &mut o_rc, scale_log2);
                } else {
                    softmax.rescale_o::<false, _, _, _, _, _, _>(&mut s_rc, &mut o_rc, scale_log2);
                }
            }
            first = false;

            // P = convert(S) in the A-operand layout, then O += P V
            let mut p = make_fragment::<f16, _>(acc_s.layout());
            for_each_index(acc_s.layout().size(), #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |i| p.write(i, Ptx::convert::<f32, f16>(acc_s.read(i))));
            let t_o_r_p = p.with_layout(acc_to_a(p.layout()));
            for_each_index(t_o_r_p.shape().2.size(), #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |kb| {
                s2r_v.copy(&t_o_s_vt.slice((X, X, kb)), &mut thr_v.retile_D(&mut t_o_r_vt).slice_mut((X, X, kb)));
                algorithm::gemm(&mma, &t_o_r_p.slice((X, X, kb)), &t_o_r_vt.slice((X, X, kb)), &mut acc_o);
            });
            n_block -= 1;
        }

        // O /= row sums, the log-sum-exp per row
        let row_lse = {
            let mut o_rc = acc_o.with_layout_mut(RowCol::<$mm, $no, $mm4>::default());
            softmax.normalize(&mut o_rc, scale_softmax)
        };

        // epilogue: O through shared memory (Q's), then 16-byte stores
        let mut r_o = make_fragment::<f16, _>(acc_o.layout());
        for_each_index(acc_o.layout().size(), #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |i| r_o.write(i, Ptx::convert::<f32, f16>(acc_o.read(i))));
        gpu_kernels::collective::block_sync();
        let (mut s_o_w, s_o) = (make_tensor(smem, smem_q), make_tensor(smem, smem_q));
        let r2s = make_tiled_copy_C(Copy_Atom::<UniversalCopy<u32>, half_t>::default(), mma);
        let thr_r2s = r2s.get_slice(tid);
        r2s.copy(&thr_r2s.retile_S(&r_o), &mut thr_r2s.partition_D_mut(&mut s_o_w));
        gpu_kernels::collective::block_sync();
        let s2g = make_tiled_copy(
            Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
            Layout::new((_16, _8), (_8, _1)),
            Layout::new((_1, _8), (_0, _1)),
        );
        let thr_s2g = s2g.get_slice(tid);
        s2g.copy(&thr_s2g.partition_S(&s_o), &mut thr_s2g.partition_D_mut(&mut g_o));

        // LSE: the threads holding column 0 of their rows write them
        // SAFETY: the caller's contract: LSE holds (B, H, Sq) floats; the block writes its rows.
        let mut m_lse = unsafe {
            make_tensor(make_gmem_ptr(lse.add(((bidb * heads + bidh) * seqlen_q) as usize)),
                        make_layout(seqlen_q))
        };
        let c_o = make_identity_tensor((<$bm>::default(), <$d>::default()));
        let t_o_c_o = thr.partition_C(&c_o);
        for_each_index(<$mm>::default(), #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |mi| {
            for_each_index(_2, #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |h| {
                let (row, col) = t_o_c_o.call(((0, h), mi, 0));
                if col == 0 {
                    m_lse.write(m_block * bm + row, row_lse[(h + 2 * mi) as usize]);
                }
            });
        });
    }};
}

/// The forward kernels' configurations, `(name, kHeadDim, kBlockM, kBlockN, ...)` as
/// [`flash_fwd_body!`] takes them, and their dynamic shared memory in bytes
/// (`(kBlockM + 2 kBlockN) kHeadDim` halves): head dim 64 with 128x128 blocks, head dim 128 with
/// 128x64 blocks (FlashAttention-2's sm80 choices for 4 warps).
#[macro_export]
macro_rules! flash_fwd_sm80_kernels {
    ($callback:ident) => {
        $callback! {
            flash_fwd_sm80_hd64_f16((_64, _128, _128, _2, _16, _8, _8, 4), 49152);
            flash_fwd_sm80_hd128_f16((_128, _128, _64, _2, _8, _16, _8, 4), 65536);
        }
    };
}

/// The threads of a block of the forward kernels: 4 warps.
pub const FLASH_THREADS: u32 = 128;

#[cfg(all(
    target_arch = "nvptx64",
    feature = "entry-points",
    feature = "attention"
))]
mod entry {
    use gpu_kernels::grid::Grid;
    use layout_core::numeric::f16;
    use layout_core::prelude::*;
    macro_rules! entries {
        ($($name:ident($cfg:tt, $smem:literal);)*) => {$(
            /// Kernel entry point (see the module docs): grid `(Sq / kBlockM, B, H)`,
            /// [`FLASH_THREADS`](super::FLASH_THREADS) threads, the configuration's bytes of
            /// dynamic shared memory.
            #[no_mangle]
            #[allow(clippy::too_many_arguments)]
            pub unsafe extern "ptx-kernel" fn $name(
                q: *const f16,
                k: *const f16,
                v: *const f16,
                o: *mut f16,
                lse: *mut f32,
                seqlen_q: i32,
                seqlen_k: i32,
                heads: i32,
                heads_k: i32,
                scale_softmax: f32,
                causal: u32,
            ) {
                gpu_kernels::launch_bounds!(128);
                let base = gpu_kernels::smem::dynamic_smem_128();
                // SAFETY: the launch gives the configuration's bytes of dynamic shared memory.
                let smem = unsafe { SmemPtr::<f16>::from_shared_address(base) };
                let g = Grid::current();
                let _ = $smem;
                $crate::flash_fwd_body!($cfg, g, q, k, v, o, lse,
                    (seqlen_q, seqlen_k, heads, heads_k), scale_softmax, causal != 0, smem);
            }
        )*};
    }
    crate::flash_fwd_sm80_kernels!(entries);
}
