//! `hopper-plan`: the launch geometry of the Hopper GEMM kernels as JSON, for
//! scripts/gemm_bench_sm90.py (which runs where there is no Rust).
//!
//! ```text
//! hopper-plan > hopper_kernels.json
//! ```
//! For each kernel: its CTA tile `(BLK_M, BLK_N, BLK_K)`, threads per block, dynamic shared
//! memory, whether it takes any `M`, `N`, `K` and whether it is persistent (a grid of at most
//! one block an SM); for the TMA kernels also the tensor maps of `A` and `B`, from the TMA
//! planner on the kernel's own stage layouts (`gpu_host::tma::plan_tma`): the box (innermost
//! first), the swizzle and element type as the driver's enum values, and the bytes a stage's
//! copies deliver to the full barrier. The global extents and strides are the run's.

use gemm_kernels::{wgmma_sm90, wgmma_tma_sm90, wgmma_tma_ws_sm90};
use gpu_host::tma::{plan_tma, GlobalTensor, TmaDtype, TmaPlan, TmaSmemLayout};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("hopper-plan: error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The plan of a K-major 16-bit operand for a stage of `L` (any extents: the box and swizzle
/// depend on the stage layout only); checks that one box fills the stage (the kernels issue
/// one copy per operand and stage).
fn plan<L: TmaSmemLayout>() -> Result<TmaPlan, String> {
    let operand = GlobalTensor {
        ptr: 1 << 20,
        dtype: TmaDtype::F16,
        shape: [4096, 4096],
        stride: [4096, 1],
    };
    let plan = plan_tma::<L>(&operand).map_err(|e| e.to_string())?;
    if plan.issues.len() != 1 || plan.issues[0].coord != [0, 0] || plan.inner_mode != 1 {
        return Err(format!(
            "the stage takes {} boxes (inner mode {}); the kernels issue one box per operand",
            plan.issues.len(),
            plan.inner_mode
        ));
    }
    Ok(plan)
}

/// The `"tma"` object of a kernel whose stages are `a` and `b`, checked against the bytes the
/// kernel expects on its full barrier.
fn tma_json(a: &TmaPlan, b: &TmaPlan, tx_bytes: u32) -> Result<String, String> {
    if a.stage_bytes() + b.stage_bytes() != tx_bytes {
        return Err(format!(
            "the stages' boxes deliver {} bytes, the kernel expects {tx_bytes}",
            a.stage_bytes() + b.stage_bytes()
        ));
    }
    let map = |p: &TmaPlan| {
        format!(
            "{{\"box\": [{}, {}], \"swizzle\": {}, \"dtype\": {}}}",
            p.box_dim[0],
            p.box_dim[1],
            p.swizzle.cu_value(),
            p.dtype.cu_value()
        )
    };
    Ok(format!(
        "{{\"a\": {}, \"b\": {}, \"tx_bytes\": {tx_bytes}}}",
        map(a),
        map(b)
    ))
}

/// One kernel's JSON entry.
fn kernel(
    name: &str,
    tile: (i32, i32, i32),
    threads: u32,
    smem_bytes: usize,
    (any_mnk, persistent): (bool, bool),
    tma: Option<String>,
) -> String {
    let tma = tma.map(|t| format!(", \"tma\": {t}")).unwrap_or_default();
    // the persistent kernels split a partly empty last wave along K: a zeroed f32 workspace
    // of this many values and a u32 counter for each tail tile (at most one a block)
    let split = if persistent {
        format!(
            ", \"split_k_tile_floats\": {}",
            gpu_kernels::gmma::split_k::TILE_FLOATS
        )
    } else {
        String::new()
    };
    format!(
        "  \"{name}\": {{\"tile\": [{}, {}, {}], \"threads\": {threads}, \"smem_bytes\": \
         {smem_bytes}, \"any_mnk\": {any_mnk}, \"persistent\": {persistent}{tma}{split}}}",
        tile.0, tile.1, tile.2
    )
}

fn run() -> Result<String, String> {
    use wgmma_tma_sm90 as tma;
    use wgmma_tma_ws_sm90 as ws;
    let tutorial = plan::<tma::StageK>()?;
    let entries = [
        kernel(
            "wgmma_sm90",
            (wgmma_sm90::BLK_M, wgmma_sm90::BLK_N, wgmma_sm90::BLK_K),
            wgmma_sm90::THREADS,
            wgmma_sm90::SMEM_BYTES,
            (false, false),
            None,
        ),
        kernel(
            "wgmma_tma_sm90",
            (tma::BLK_M, tma::BLK_N, tma::BLK_K),
            tma::THREADS,
            tma::SMEM_BYTES,
            (true, false),
            Some(tma_json(&tutorial, &tutorial, tma::TX_BYTES)?),
        ),
        kernel(
            "wgmma_tma_ws_sm90",
            (ws::BLK_M, ws::BLK_N, ws::BLK_K),
            ws::THREADS,
            ws::SMEM_BYTES,
            (true, true),
            Some(tma_json(
                &plan::<ws::StageA>()?,
                &plan::<ws::StageB>()?,
                ws::TX_BYTES,
            )?),
        ),
    ];
    Ok(format!("{{\n{}\n}}", entries.join(",\n")))
}
