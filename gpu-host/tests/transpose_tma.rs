//! The TMA transpose (`gpu_kernels::kernels::transpose_tma`) on the CPU: its shared tiles are
//! where the TMA's 128-byte swizzle puts the elements, its thread map is a bijection whose
//! 16-byte reads and writes have no bank conflicts (by the bank model of
//! `layout_core::runtime`), the host's TMA plan of its tiles is the boxes the benchmark
//! encodes, and one block's worth of threads transposes a tile.

use gpu_host::tma::{plan_tma, GlobalTensor, TmaDtype, TmaSmemLayout, TmaSwizzle};
use gpu_kernels::element::f16;
use gpu_kernels::kernels::transpose_tma::*;
use gpu_kernels::smem::{SmemTile, TileLayout};
use layout_core::runtime::bank_wavefronts;

/// The byte where the TMA puts element `(r, c)` of a tile loaded as boxes 128 bytes wide
/// (`rows` rows each, side by side) with the 128-byte swizzle: box `c / W`, row `r`, the
/// 16-byte chunk `(c % W) / E` XOR `r % 8` (CUDA's `CU_TENSOR_MAP_SWIZZLE_128B`).
fn tma_byte(r: i32, c: i32, rows: i32, bytes: i32) -> i32 {
    let (w, e) = (128 / bytes, 16 / bytes);
    (c / w) * rows * 128 + r * 128 + (((c % w) / e) ^ (r % 8)) * 16 + (c % e) * bytes
}

fn stages_are_the_tma_swizzle<Tl: TmaTile>() {
    let b = std::mem::size_of::<Tl::T>() as i32;
    for r in 0..Tl::TM {
        for c in 0..Tl::TN {
            assert_eq!(
                b * Tl::XStage::offset((r, c)),
                tma_byte(r, c, Tl::TM, b),
                "x ({r}, {c})"
            );
            assert_eq!(
                b * Tl::YStage::offset((c, r)),
                tma_byte(c, r, Tl::TN, b),
                "y ({c}, {r})"
            );
        }
    }
    assert_eq!(
        SmemTile::<Tl::T, Tl::XStage>::BYTES,
        Tl::TILE_BYTES as usize
    );
}

#[test]
fn the_shared_tiles_are_where_the_tma_swizzle_puts_the_elements() {
    stages_are_the_tma_swizzle::<TmaTileF32>();
    stages_are_the_tma_swizzle::<TmaTileF16>();
}

#[test]
fn every_thread_takes_its_own_block() {
    let mut seen = [false; 256];
    for t in 0..256 {
        let (rb, cb) = block_of(t);
        assert!(
            (0..16).contains(&rb) && (0..16).contains(&cb),
            "thread {t}: ({rb}, {cb})"
        );
        assert!(
            !std::mem::replace(&mut seen[(rb + 16 * cb) as usize], true),
            "block ({rb}, {cb}) twice"
        );
    }
}

/// The wavefronts above the minimum of every 16-byte read and write instruction of the block
/// (each warp, each chunk index), with the thread map `block`.
fn conflicts<Tl: TmaTile>(block: impl Fn(i32) -> (i32, i32)) -> (i64, i64) {
    let (e, b) = (Tl::E as i32, std::mem::size_of::<Tl::T>() as i32);
    let (mut reads, mut writes) = (0, 0);
    for warp in 0..8 {
        for i in 0..e {
            let lanes = (0..32).map(|l| block(32 * warp + l));
            let rd: Vec<i64> = lanes
                .clone()
                .map(|(rb, cb)| i64::from(b * Tl::XStage::offset((e * rb + i, e * cb))))
                .collect();
            let wr: Vec<i64> = lanes
                .map(|(rb, cb)| i64::from(b * Tl::YStage::offset((e * cb + i, e * rb))))
                .collect();
            reads += bank_wavefronts(&rd, 16).unwrap().conflicts();
            writes += bank_wavefronts(&wr, 16).unwrap().conflicts();
        }
    }
    (reads, writes)
}

#[test]
fn the_swizzled_thread_map_has_no_bank_conflicts_and_plain_ones_do() {
    assert_eq!(conflicts::<TmaTileF32>(block_of), (0, 0));
    assert_eq!(conflicts::<TmaTileF16>(block_of), (0, 0));
    // the same phases laid along a row of blocks, or along a column: conflicts on one side
    let along_row = |t: i32| (t / 16, t % 16);
    let along_column = |t: i32| (t % 16, t / 16);
    for (name, c) in [
        ("f32 along a row", conflicts::<TmaTileF32>(along_row)),
        ("f32 along a column", conflicts::<TmaTileF32>(along_column)),
        ("f16 along a row", conflicts::<TmaTileF16>(along_row)),
        ("f16 along a column", conflicts::<TmaTileF16>(along_column)),
    ] {
        println!("{name}: {} read, {} write conflicts", c.0, c.1);
        assert!(c.0 + c.1 > 0, "{name}: expected bank conflicts");
    }
}

#[test]
fn the_tma_plans_of_the_tiles_are_128_byte_boxes() {
    fn check<Tl: TmaTile>(dtype: TmaDtype, m: u64, n: u64)
    where
        Tl::XStage: TmaSmemLayout,
        Tl::YStage: TmaSmemLayout,
    {
        let b = std::mem::size_of::<Tl::T>() as u32;
        let x = GlobalTensor {
            ptr: 1 << 20,
            dtype,
            shape: [m, n],
            stride: [n, 1],
        };
        let y = GlobalTensor {
            ptr: 1 << 30,
            dtype,
            shape: [n, m],
            stride: [m, 1],
        };
        for (global, stage, rows) in [
            (x, plan_tma::<Tl::XStage>(&x), Tl::TM),
            (y, plan_tma::<Tl::YStage>(&y), Tl::TN),
        ] {
            let plan = stage.unwrap();
            assert_eq!(plan.box_dim, [128 / b, rows as u32], "{global:?}");
            assert_eq!(plan.swizzle, TmaSwizzle::B128);
            assert_eq!(plan.dims, [global.shape[1], global.shape[0]]);
            assert_eq!(plan.stage_bytes(), Tl::TILE_BYTES);
            let boxes: Vec<_> = plan
                .issues
                .iter()
                .map(|i| (i.smem_bytes, i.coord))
                .collect();
            let w = 128 / b;
            assert_eq!(boxes, [(0, [0, 0]), (rows as u32 * 128, [w, 0])]);
        }
    }
    check::<TmaTileF32>(TmaDtype::F32, 8192, 8188);
    check::<TmaTileF16>(TmaDtype::F16, 1000, 4096);
}

/// One block on the CPU: the `x` tile placed as the TMA loads it, every thread's
/// [`transpose_block`], the `y` tile read back as the TMA stores it.
fn one_block<Tl: TmaTile, const E: usize>(x: &[Tl::T]) -> Vec<Tl::T>
where
    Tl::T: ChunkTranspose<E>,
{
    let (tm, tn) = (Tl::TM as usize, Tl::TN as usize);
    let mut xs = vec![Tl::T::default(); tm * tn];
    let mut ys = vec![Tl::T::default(); tm * tn];
    for r in 0..tm {
        for c in 0..tn {
            xs[Tl::XStage::offset((r as i32, c as i32)) as usize] = x[r * tn + c];
        }
    }
    // SAFETY: both buffers hold a tile; the threads run one after another, each reading the
    // whole x tile and writing its own block of the y tile.
    unsafe {
        let (xt, yt) = (
            SmemTile::<Tl::T, Tl::XStage>::from_host_ptr(xs.as_mut_ptr()),
            SmemTile::<Tl::T, Tl::YStage>::from_host_ptr(ys.as_mut_ptr()),
        );
        for t in 0..Tl::THREADS as i32 {
            transpose_block::<Tl, E>(t, xt, yt);
        }
    }
    (0..tn * tm)
        .map(|i| ys[Tl::YStage::offset(((i / tm) as i32, (i % tm) as i32)) as usize])
        .collect()
}

#[test]
fn a_block_transposes_its_tile() {
    let x: Vec<f32> = (0..64 * 64).map(|i| i as f32).collect();
    let y = one_block::<TmaTileF32, 4>(&x);
    for r in 0..64 {
        for c in 0..64 {
            assert_eq!(y[c * 64 + r], x[r * 64 + c], "f32 ({r}, {c})");
        }
    }
    let x: Vec<f16> = (0..128 * 128u32)
        .map(|i| f16::from_bits(i as u16))
        .collect();
    let y = one_block::<TmaTileF16, 8>(&x);
    for r in 0..128 {
        for c in 0..128 {
            assert_eq!(
                y[c * 128 + r].to_bits(),
                x[r * 128 + c].to_bits(),
                "f16 ({r}, {c})"
            );
        }
    }
}
