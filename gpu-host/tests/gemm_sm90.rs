//! The Hopper GEMMs' index logic on the host: the thread maps are CuTe's (`TiledCopy` and the
//! GMMA `TiledMMA` layouts, evaluated by the runtime layer), each thread's shared-memory chunks
//! step linearly (the kernels add constant strides), and the copies cover every 16-byte chunk
//! of a stage exactly once.

use gemm_kernels::wgmma_sm90::{block_bytes, Operand, StageK, StageMn};
use gpu_kernels::gmma::{acc_mn, K, MN};
use layout_core::runtime::evaluate;

fn at(layout: &str, t: i32, v: i32) -> i32 {
    evaluate(&format!("eval({layout},({t},{v}))"))
        .unwrap()
        .to_string()
        .parse()
        .unwrap()
}

/// `acc_mn` is CuTe's `get_layoutC_TV` of `make_tiled_mma(SM90_64x64x16_F16F16F16_SS<K,K>)`
/// (the `(m, n)` of every thread and value of the 64 x 64 atom).
#[test]
fn accumulator_map_is_cutes() {
    let c = evaluate(
        "get_layoutC_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
    )
    .unwrap()
    .to_string();
    for t in 0..128 {
        for v in 0..32 {
            let idx = at(&c, t, v);
            assert_eq!(acc_mn(t, v), (idx % 64, idx / 64), "thread {t}, value {v}");
        }
    }
}

/// The copy threads are CuTe's `make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,
/// half_t>, thr, val)` of the tutorial: TN `(_16,_8):(_8,_1)`, `(_1,_8)`; NT `(_16,_8)`,
/// `(_8,_1)` (value 0 of each thread, and its tile repeats every `PASS`).
#[test]
fn copy_maps_are_cutes() {
    let copy = |thr: &str, val: &str| {
        let tc = format!(
            "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,{thr},{val})"
        );
        let tv = evaluate(&format!("get_layoutS_TV({tc})"))
            .unwrap()
            .to_string();
        let tiler = evaluate(&format!("Tiler_MN({tc})")).unwrap().to_string();
        (tv, tiler)
    };
    let (tv, tiler) = copy("(_16,_8):(_8,_1)", "(_1,_8):(_0,_1)");
    assert_eq!(tiler, "(_16,_64)");
    for t in 0..128 {
        let idx = at(&tv, t, 0);
        assert_eq!(
            <K as Operand>::copy_coord(t),
            (idx % 16, idx / 16),
            "TN thread {t}"
        );
    }
    assert_eq!(<K as Operand>::PASS, (16, 0));
    let (tv, tiler) = copy("(_16,_8):(_1,_16)", "(_8,_1):(_1,_0)");
    assert_eq!(tiler, "(_128,_8)");
    for t in 0..128 {
        let idx = at(&tv, t, 0);
        assert_eq!(
            <MN as Operand>::copy_coord(t),
            (idx % 128, idx / 128),
            "NT thread {t}"
        );
    }
    assert_eq!(<MN as Operand>::PASS, (0, 8));
}

/// Each thread's 8 chunks of a stage: linear in the pass (the kernel adds `i * step` to the
/// first chunk's address), each 16 bytes inside the 16 KiB stage, every chunk of the stage
/// written exactly once, and the global chunks cover the 128 x 64 tile exactly once.
fn check_copies<M: Operand>(name: &str) {
    let mut seen = vec![0u8; 16384 / 16];
    let mut tile = vec![0u8; 128 * 64 / 8];
    let step = M::smem_bytes(M::PASS.0, M::PASS.1);
    for t in 0..128 {
        let (r, k) = M::copy_coord(t);
        for i in 0..8 {
            let (ri, ki) = (r + i * M::PASS.0, k + i * M::PASS.1);
            let bytes = M::smem_bytes(ri, ki);
            assert_eq!(
                bytes,
                M::smem_bytes(r, k) + i as u32 * step,
                "{name}: thread {t} pass {i}"
            );
            assert!(bytes % 16 == 0 && bytes < 16384, "{name}: {bytes}");
            seen[bytes as usize / 16] += 1;
            // the 8 elements of the chunk are consecutive rows (MN) or ks (K) of the tile
            let global = M::gmem(ri, ki, 1000);
            let next = if M::TNSP == 0 {
                M::gmem(ri, ki + 1, 1000)
            } else {
                M::gmem(ri + 1, ki, 1000)
            };
            assert_eq!(
                next,
                global + 1,
                "{name}: chunk is contiguous in global memory"
            );
            let chunk = if M::TNSP == 0 {
                ri * 8 + ki / 8
            } else {
                ki * 16 + ri / 8
            };
            tile[chunk as usize] += 1;
        }
    }
    assert!(
        seen.iter().all(|&c| c == 1),
        "{name}: stage chunks written {seen:?}"
    );
    assert!(
        tile.iter().all(|&c| c == 1),
        "{name}: tile chunks read {tile:?}"
    );
}

#[test]
fn copies_cover_each_stage_once_and_step_linearly() {
    check_copies::<K>("TN");
    check_copies::<MN>("NT");
}

/// The blocks the descriptors start at: 64-row block `i`, k-block `kb` of a stage (TN: rows
/// 8 KiB apart, k-blocks 32 bytes; NT: rows 128 bytes, k-blocks 4 KiB).
#[test]
fn descriptor_blocks_are_where_the_layout_puts_them() {
    assert_eq!(
        [(0, 1), (1, 0), (1, 3)].map(|(i, kb)| block_bytes::<StageK>(i, kb)),
        [32, 8192, 8192 + 96]
    );
    assert_eq!(
        [(0, 1), (1, 0), (1, 3)].map(|(i, kb)| block_bytes::<StageMn>(i, kb)),
        [4096, 1024, 1024 + 3 * 4096]
    );
}

/// The warp-specialised kernel's `B` stage is CuTe's `tile_to_shape(GMMA::Layout_K_SW128_Atom
/// <half_t>, (_256,_64))`, and its stages fill with one TMA box each (the kernel's expected
/// bytes are the two boxes).
#[test]
fn warp_specialized_stages_are_cutes_and_one_box_each() {
    use gemm_kernels::wgmma_tma_ws_sm90::{StageA, StageB, TX_BYTES};
    use gpu_host::tma::{plan_tma, GlobalTensor, TmaDtype};
    let cute = evaluate("tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>,(_256,_64))")
        .unwrap()
        .to_string();
    assert_eq!(StageB::default().to_string(), cute);
    let operand = |rows| GlobalTensor {
        ptr: 1 << 20,
        dtype: TmaDtype::F16,
        shape: [rows, 1000],
        stride: [1008, 1],
    };
    let a = plan_tma::<StageA>(&operand(300)).unwrap();
    let b = plan_tma::<StageB>(&operand(300)).unwrap();
    assert_eq!((a.box_dim, b.box_dim), ([64, 128], [64, 256]));
    assert_eq!((a.issues.len(), b.issues.len()), (1, 1));
    assert_eq!(a.stage_bytes() + b.stage_bytes(), TX_BYTES);
}

/// The persistent tile order visits every tile once, for grids that divide the tiles and
/// grids that do not.
#[test]
fn tile_order_covers_every_tile_once() {
    use gpu_kernels::tile_scheduler::tile_coord;
    for (tiles_m, tiles_n) in [(1, 1), (3, 7), (8, 8), (20, 3), (40, 20), (9, 1), (1, 33)] {
        let mut seen = vec![0u32; (tiles_m * tiles_n) as usize];
        for tile in 0..tiles_m * tiles_n {
            let (tm, tn) = tile_coord(tile, tiles_m, tiles_n);
            assert!(tm < tiles_m && tn < tiles_n, "tile {tile} -> ({tm}, {tn})");
            seen[(tm * tiles_n + tn) as usize] += 1;
        }
        assert!(
            seen.iter().all(|&s| s == 1),
            "{tiles_m} x {tiles_n}: {seen:?}"
        );
    }
}

/// The persistent work list covers every k-tile of every tile exactly once over the blocks,
/// splits only a partly empty last wave, gives each block at most one K-slice (after its
/// whole tiles) of at least `MIN_SLICE_K_TILES` k-tiles, and runs no more slices than blocks.
#[test]
fn work_list_covers_every_k_tile_once() {
    use gpu_kernels::tile_scheduler::{WorkList, MIN_SLICE_K_TILES};
    for (tiles, k_tiles, grid) in [
        (800, 64, 132),
        (2048, 128, 132),
        (840, 64, 132),
        (1, 1, 1),
        (7, 3, 7),
        (133, 64, 132),
        (131, 64, 132),
        (300, 5, 132),
        (265, 100, 132),
        (800, 0, 132),
    ] {
        let list = WorkList::new(tiles, k_tiles, grid);
        let tail = tiles % grid;
        assert_eq!(
            list.splits > 1,
            tiles >= grid && tail != 0 && grid / tail >= 2 && k_tiles >= 2 * MIN_SLICE_K_TILES,
            "{tiles} tiles, {k_tiles} k-tiles, {grid} blocks: {list:?}"
        );
        let mut seen = vec![0u32; (tiles * k_tiles) as usize];
        let mut slices = 0;
        for block in 0..grid {
            let mut j = 0;
            let mut sliced = false;
            while let Some(w) = list.item(block, j) {
                assert!(!sliced, "a block's slice is its last item");
                assert!(w.tile < tiles && w.k_begin <= w.k_end && w.k_end <= k_tiles);
                if w.slice.is_some() {
                    assert!(w.tile >= list.whole && w.k_end - w.k_begin >= MIN_SLICE_K_TILES);
                    sliced = true;
                    slices += 1;
                } else {
                    assert_eq!((w.k_begin, w.k_end), (0, k_tiles));
                }
                for kt in w.k_begin..w.k_end {
                    seen[(w.tile * k_tiles + kt) as usize] += 1;
                }
                j += 1;
            }
        }
        assert!(slices <= grid);
        assert!(
            seen.iter().all(|&s| s == 1),
            "{tiles} {k_tiles} {grid}: {list:?}"
        );
    }
}
