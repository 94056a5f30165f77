//! The staging tile of the GMMA epilogue through shared memory
//! (`gpu_kernels::gmma::epilogue::axpby_staged`) on the CPU: for `f16` (`u16` bits) and `f32`
//! outputs it is a bijection of the 64 x 64 block onto the tile's bytes, keeps each column's
//! 16-byte chunks whole, and, by the bank model of `layout_core::runtime`, neither the warps'
//! stores of the accumulator fragment nor their 16-byte loads of columns conflict. The same
//! tile without the swizzle conflicts on the stores.

use gpu_kernels::gmma::acc_mn;
use gpu_kernels::gmma::epilogue::{StagedOut, STAGE_BYTES};
use gpu_kernels::smem::TileLayout;
use layout_core::prelude::*;
use layout_core::runtime::bank_wavefronts;

/// Byte of `(column, row)` in a staging tile with element offsets `offset`.
fn byte(offset: impl Fn((i32, i32)) -> i32, bytes: i32, col: i32, row: i32) -> i64 {
    i64::from(bytes * offset((col, row)))
}

/// (store conflicts, load conflicts) of one warpgroup's staged epilogue of a 64 x 256 block
/// through a tile with element offsets `offset`: per warp, one store instruction per value of
/// the fragment, then the 16-byte loads of the read phase.
fn conflicts(offset: impl Fn((i32, i32)) -> i32 + Copy, bytes: i32) -> (i64, i64) {
    let (mut stores, mut loads) = (0, 0);
    for warp in 0..4 {
        for v in 0..128 {
            let h = v / 32;
            let starts: Vec<i64> = (0..32)
                .map(|lane| {
                    let (row, col) = acc_mn(32 * warp + lane, v);
                    byte(offset, bytes, col - 64 * h, row)
                })
                .collect();
            stores += bank_wavefronts(&starts, i64::from(bytes))
                .unwrap()
                .conflicts();
        }
        let (e, per_column) = (16 / bytes, 64 * bytes / 16);
        for i in 0..(64 * per_column / 128) {
            let starts: Vec<i64> = (0..32)
                .map(|lane| {
                    let q = 32 * warp + lane + 128 * i;
                    byte(offset, bytes, q / per_column, e * (q % per_column))
                })
                .collect();
            loads += bank_wavefronts(&starts, 16).unwrap().conflicts();
        }
    }
    (stores, loads)
}

fn staged<T: StagedOut>() {
    let bytes = std::mem::size_of::<T>() as i32;
    let offset = |c: (i32, i32)| <T::Stage as TileLayout>::offset(c);
    let mut seen = vec![false; 64 * 64];
    for col in 0..64 {
        for row in 0..64 {
            let o = offset((col, row));
            assert!((0..4096).contains(&o), "({col}, {row}) -> {o}");
            assert!(!seen[o as usize], "({col}, {row}) -> {o} twice");
            seen[o as usize] = true;
            // a 16-byte chunk of a column stays whole and in order
            let e = 16 / bytes;
            assert_eq!(o - offset((col, row - row % e)), row % e);
        }
    }
    assert!(64 * 64 * bytes as u32 <= STAGE_BYTES);
    assert_eq!(
        conflicts(offset, bytes),
        (0, 0),
        "swizzled, {bytes}-byte elements"
    );
    let plain = Layout::new((_64, _64), (_64, _1));
    let (stores, loads) = conflicts(|c| plain.call(c), bytes);
    assert!(stores > 0, "the plain tile conflicts on the stores");
    assert_eq!(loads, 0);
    println!("{bytes}-byte elements: the plain tile's stores have {stores} conflicts");
}

#[test]
fn the_f16_staging_tile_is_a_conflict_free_bijection() {
    staged::<u16>();
}

#[test]
fn the_f32_staging_tile_is_a_conflict_free_bijection() {
    staged::<f32>();
}
