//! `cargo run` (in `examples/rmsnorm`): RMSNorm on the GPU when a CUDA driver is present, else
//! its body on the CPU (the block emulator); either way checked against a plain `f32` loop.
//!
//! ```text
//! rmsnorm                 # check (GPU if present, else CPU)
//! rmsnorm --cpu           # check on the CPU
//! rmsnorm --bench [--json]  # GPU: time N = 4096, 8192, 8191 (16384 rows) against a device copy
//! ```

use gpu_host::launch::Module;
use rmsnorm::{
    f16, grid_for, inputs, max_ulps, reference, ring_bytes, rmsnorm_f16_for, run_on_cpu,
    threads_for, MAX_N,
};

const PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/rmsnorm_sm90.ptx"));
const EPS: f32 = 1e-6;
/// The largest difference from the reference accepted, in f16 ulps (the kernel's `rsqrt` is
/// approximate and its sums are in another order).
const TOLERANCE_ULPS: f32 = 2.0;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let has = |flag: &str| args.iter().any(|a| a == flag);
    let on_gpu = gpu_host::device::driver_present() && !has("--cpu");
    if !on_gpu {
        cpu_check();
        return Ok(());
    }
    let gpu = Module::load(PTX)?;
    if has("--bench") {
        bench(&gpu, has("--json"))
    } else {
        gpu_check(&gpu)
    }
}

/// The kernel's body on the CPU, rows at every alignment, ragged and whole lengths; one block
/// per row, and 3 blocks looping over the rows (rows of one block at different alignments).
fn cpu_check() {
    for &(n, rows) in &[
        (1, 3),
        (7, 5),
        (17, 9),
        (1000, 3),
        (4096, 2),
        (8191, 2),
        (8192, 2),
    ] {
        for (offset, blocks) in [(0, rows as u32), (3, rows as u32), (3, 3)] {
            let x = inputs(offset + rows * n, 7 + n as u32);
            let w = inputs(n, 11);
            let y = run_on_cpu(&x, &w, n, EPS, offset, blocks);
            let (ulps, at) = max_ulps(&y, &reference(&x[offset..], &w, n, EPS));
            assert!(
                ulps <= TOLERANCE_ULPS,
                "n = {n}, offset {offset}, {blocks} blocks: {ulps} ulps at {at}"
            );
        }
    }
    println!("ok: RMSNorm's body on the CPU (block emulator) matches the f32 reference");
}

/// Uploads, runs, downloads and checks one problem; returns the device buffers for timing.
fn gpu_check_one(gpu: &Module, rows: usize, n: usize) -> Result<f32, Box<dyn std::error::Error>> {
    let (x, w) = (inputs(rows * n, 3), inputs(n, 5));
    let s = gpu.stream();
    let (dx, dw, mut dy) = (
        s.clone_htod(&x)?,
        s.clone_htod(&w)?,
        s.alloc_zeros::<f16>(rows * n)?,
    );
    let (rows32, n32, eps) = (rows as i32, n as i32, EPS);
    let grid = grid_for(gpu, rows, n)?;
    // SAFETY: dx and dy hold rows * n elements, dw holds n, all device allocations (256-byte
    // aligned), 1 <= n <= MAX_N; blocks of threads_for(n) threads.
    unsafe {
        gpu.launch_with_shared(
            rmsnorm_f16_for(n32),
            (grid, 1, 1),
            threads_for(n32),
            ring_bytes(n32),
            (&dx, &dw, &mut dy, &rows32, &n32, &eps),
        )?
    };
    let y = s.clone_dtoh(&dy)?;
    let (ulps, at) = max_ulps(&y, &reference(&x, &w, n, EPS));
    if ulps > TOLERANCE_ULPS {
        return Err(format!("n = {n}: {ulps} ulps from the reference at {at}").into());
    }
    Ok(ulps)
}

fn gpu_check(gpu: &Module) -> Result<(), Box<dyn std::error::Error>> {
    for &(rows, n) in &[
        (3, 1),
        (5, 7),
        (9, 17),
        (33, 1000),
        (64, 4096),
        (64, 8191),
        (64, 8192),
        // more rows than the device holds blocks: each block loops over rows
        (3000, 1000),
        (2000, 4096),
        (1500, 8191),
    ] {
        let ulps = gpu_check_one(gpu, rows, n)?;
        println!("rows {rows:>5} n {n:>5}: max {ulps:.2} ulps from the f32 reference");
    }
    println!(
        "ok: rmsnorm_f16_4k/8k on {} match the f32 reference",
        gpu.device_name()?
    );
    Ok(())
}

/// Times the kernel and a device-to-device copy of the same bytes (read x, write y), each as
/// the best of 20 samples of 10 back-to-back launches.
fn bench(gpu: &Module, json: bool) -> Result<(), Box<dyn std::error::Error>> {
    let rows = 16384usize;
    let mut lines = Vec::new();
    for n in [4096usize, 8192, 8191] {
        assert!(n <= MAX_N as usize);
        gpu_check_one(gpu, 64, n)?;
        let s = gpu.stream();
        let (x, w) = (inputs(rows * n, 3), inputs(n, 5));
        let (dx, dw, mut dy) = (
            s.clone_htod(&x)?,
            s.clone_htod(&w)?,
            s.alloc_zeros::<f16>(rows * n)?,
        );
        let (rows32, n32, eps) = (rows as i32, n as i32, EPS);
        let grid = grid_for(gpu, rows, n)?;
        let best = |f: &mut dyn FnMut() -> Result<(), gpu_host::device::GpuError>| {
            let mut best = f32::MAX;
            for _ in 0..20 {
                let ms = gpu.time(|| {
                    for _ in 0..10 {
                        f()?;
                    }
                    Ok(())
                })?;
                best = best.min(ms / 10.0);
            }
            Ok::<f32, gpu_host::device::GpuError>(best)
        };
        let kernel_ms = best(&mut || {
            // SAFETY: as in gpu_check_one.
            unsafe {
                gpu.launch_with_shared(
                    rmsnorm_f16_for(n32),
                    (grid, 1, 1),
                    threads_for(n32),
                    ring_bytes(n32),
                    (&dx, &dw, &mut dy, &rows32, &n32, &eps),
                )
            }
        })?;
        let copy_ms = best(&mut || Ok(s.memcpy_dtod(&dx, &mut dy)?))?;
        let bytes = (2 * rows * n * 2) as f64;
        let gbs = |ms: f32| bytes / (ms as f64 * 1e-3) / 1e9;
        lines.push((n, kernel_ms, copy_ms, gbs(kernel_ms), gbs(copy_ms)));
    }
    if json {
        let items: Vec<String> = lines
            .iter()
            .map(|(n, k, c, _, _)| {
                format!("{{\"rows\": {rows}, \"n\": {n}, \"ours_ms\": {k}, \"copy_ms\": {c}}}")
            })
            .collect();
        println!("[{}]", items.join(", "));
    } else {
        println!(
            "rmsnorm_f16_4k/8k on {}, {rows} rows, f16",
            gpu.device_name()?
        );
        println!(
            "{:>6} {:>10} {:>10} {:>10} {:>10} {:>8}",
            "N", "ours us", "copy us", "ours GB/s", "copy GB/s", "ratio"
        );
        for (n, k, c, gk, gc) in lines {
            println!(
                "{n:>6} {:>10.1} {:>10.1} {gk:>10.0} {gc:>10.0} {:>8.3}",
                k * 1e3,
                c * 1e3,
                c / k
            );
        }
    }
    Ok(())
}
