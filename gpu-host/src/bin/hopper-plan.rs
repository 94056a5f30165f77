//! `hopper-plan`: the launch geometry of the Hopper GEMM kernels as JSON, for
//! scripts/gemm_bench.py (which runs where there is no Rust).
//!
//! ```text
//! hopper-plan > hopper_kernels.json
//! ```
//! For each kernel: its CTA tile `(BLK_M, BLK_N, BLK_K)`, threads per block and dynamic shared
//! memory; for the TMA kernels also the tensor map of an operand, from the TMA planner on the
//! kernel's own stage layout (`gpu_host::tma::plan_tma`): the box (innermost first), the
//! swizzle and element type as the driver's enum values, and the bytes a stage's copies
//! deliver to the full barrier. The global extents and strides are the run's.

use gpu_host::tma::{plan_tma, GlobalTensor, TmaDtype, TmaPlan};
use gpu_kernels::kernels::{wgmma_sm90, wgmma_tma_sm90};
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

/// The tensor map of a K-major 16-bit operand for a stage of `L`, as JSON; checks that one box
/// fills the stage (the kernels issue one copy per operand and stage).
fn tma_json(plan: &TmaPlan, tx_bytes: u32) -> Result<String, String> {
    if plan.issues.len() != 1 || plan.issues[0].coord != [0, 0] || plan.inner_mode != 1 {
        return Err(format!(
            "the stage takes {} boxes (inner mode {}); the kernel issues one box per operand",
            plan.issues.len(),
            plan.inner_mode
        ));
    }
    if 2 * plan.stage_bytes() != tx_bytes {
        return Err(format!(
            "two stages' boxes deliver {} bytes, the kernel expects {tx_bytes}",
            2 * plan.stage_bytes()
        ));
    }
    Ok(format!(
        "{{\"box\": [{}, {}], \"swizzle\": {}, \"dtype\": {}, \"tx_bytes\": {tx_bytes}}}",
        plan.box_dim[0],
        plan.box_dim[1],
        plan.swizzle.cu_value(),
        plan.dtype.cu_value()
    ))
}

fn run() -> Result<String, String> {
    // any K-major (rows, K) operand: the box and swizzle depend on the stage layout only
    let operand = GlobalTensor {
        ptr: 1 << 20,
        dtype: TmaDtype::F16,
        shape: [4096, 4096],
        stride: [4096, 1],
    };
    let plan = plan_tma::<wgmma_tma_sm90::StageK>(&operand).map_err(|e| e.to_string())?;
    let tile = |m: i32, n: i32, k: i32| format!("[{m}, {n}, {k}]");
    Ok(format!(
        "{{\n  \"wgmma_sm90\": {{\"tile\": {}, \"threads\": {}, \"smem_bytes\": {}}},\n  \
         \"wgmma_tma_sm90\": {{\"tile\": {}, \"threads\": {}, \"smem_bytes\": {}, \"tma\": {}}}\n}}",
        tile(wgmma_sm90::BLK_M, wgmma_sm90::BLK_N, wgmma_sm90::BLK_K),
        wgmma_sm90::THREADS,
        wgmma_sm90::SMEM_BYTES,
        tile(wgmma_tma_sm90::BLK_M, wgmma_tma_sm90::BLK_N, wgmma_tma_sm90::BLK_K),
        wgmma_tma_sm90::THREADS,
        wgmma_tma_sm90::SMEM_BYTES,
        tma_json(&plan, wgmma_tma_sm90::TX_BYTES)?,
    ))
}
