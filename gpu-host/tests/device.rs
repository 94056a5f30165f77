//! Device runs of every kernel against the CPU emulation, on small ragged problems.
//!
//! Skips with a message where no CUDA driver is present (CI) or no PTX has been built
//! (`scripts/build-ptx.sh`, or the PTX test's `target/ptx-test/`). `GPU_KERNELS_PTX` names
//! another PTX file.

use gpu_host::device::{driver_present, DeviceElement, Gpu};
use gpu_host::emulate::{emulate, AlignedBuffer, HostElement};
use gpu_host::ptx::repo_root;
use gpu_host::registry::{DType, Family, GridChoice, KernelSpec, Problem, KERNELS};
use gpu_kernels::element::f16;
use std::path::PathBuf;

fn ptx_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("GPU_KERNELS_PTX") {
        return Some(PathBuf::from(p));
    }
    let root = repo_root();
    [
        root.join("dist/ptx/kernels_sm90.ptx"),
        root.join("target/ptx-test/kernels_sm90.ptx"),
    ]
    .into_iter()
    .find(|p| p.is_file())
}

/// Host and device views of one element type.
trait Pair: DeviceElement + PartialEq + std::fmt::Debug {
    type Host: HostElement;
    fn to_host(self) -> Self::Host;
    fn random(state: &mut u64) -> Self;
    fn poison() -> Self;
}

fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

impl Pair for f32 {
    type Host = f32;
    fn to_host(self) -> f32 {
        self
    }
    fn random(state: &mut u64) -> f32 {
        (next(state) >> 40) as f32 / (1u64 << 24) as f32 * 8.0 - 4.0
    }
    fn poison() -> f32 {
        f32::from_bits(u32::MAX)
    }
}

impl Pair for u16 {
    type Host = f16;
    fn to_host(self) -> f16 {
        f16::from_bits(self)
    }
    fn random(state: &mut u64) -> u16 {
        // Finite halves of magnitude below 16: exponent field under 19.
        let bits = next(state) as u16;
        (bits & 0x83ff) | ((bits >> 10) % 19) << 10
    }
    fn poison() -> u16 {
        u16::MAX
    }
}

fn bits<T: Copy>(x: T) -> u32 {
    // SAFETY: f32 / f16 / u16 are plain bits of at most 4 bytes.
    unsafe {
        let mut out = 0u32;
        std::ptr::copy_nonoverlapping(
            &x as *const T as *const u8,
            &mut out as *mut u32 as *mut u8,
            std::mem::size_of::<T>(),
        );
        out
    }
}

fn check<E: Pair>(gpu: &Gpu, spec: &KernelSpec, problem: Problem, grid: GridChoice) {
    let len = problem.span() as usize;
    let mut state = 0x2545_f491_4f6c_dd1d ^ len as u64;
    let a: Vec<E> = (0..len).map(|_| E::random(&mut state)).collect();
    let b: Vec<E> = (0..len).map(|_| E::random(&mut state)).collect();
    let stream = gpu.stream();
    let da = stream.clone_htod(&a).unwrap();
    let db = stream.clone_htod(&b).unwrap();
    let mut dc = stream.clone_htod(&vec![E::poison(); len]).unwrap();
    gpu.launch(spec, problem, grid, &da, &db, &mut dc).unwrap();
    stream.synchronize().unwrap();
    let got: Vec<E> = stream.clone_dtoh(&dc).unwrap();

    let poison = E::poison().to_host();
    let mut ha = AlignedBuffer::new(len, poison);
    let mut hb = AlignedBuffer::new(len, poison);
    let mut hc = AlignedBuffer::new(len, poison);
    for i in 0..len {
        ha.as_mut_slice()[i] = a[i].to_host();
        hb.as_mut_slice()[i] = b[i].to_host();
    }
    emulate(
        spec,
        problem,
        grid,
        ha.as_slice(),
        hb.as_slice(),
        hc.as_mut_slice(),
    )
    .unwrap();
    for (i, (g, e)) in got.iter().zip(hc.as_slice()).enumerate() {
        assert_eq!(
            bits(g.to_host()),
            bits(*e),
            "{} {problem:?} {grid:?}: element {i}",
            spec.name
        );
    }
}

#[test]
fn every_kernel_on_the_device_matches_its_emulation() {
    if !driver_present() {
        eprintln!("skipping device runs: no CUDA driver on this machine");
        return;
    }
    let Some(ptx) = ptx_path() else {
        eprintln!("skipping device runs: no PTX (run scripts/build-ptx.sh)");
        return;
    };
    let gpu = Gpu::open(&ptx).expect("open the GPU and load the PTX");
    for spec in KERNELS {
        let grids: &[GridChoice] = match spec.family {
            Family::Vector { .. } => &[GridChoice::Cover, GridChoice::Fixed(3)],
            _ => &[GridChoice::Cover],
        };
        for &grid in grids {
            for problem in [Problem::contiguous(67, 515), Problem::contiguous(1, 9999)] {
                match spec.dtype {
                    DType::F32 => check::<f32>(&gpu, spec, problem, grid),
                    DType::F16 => check::<u16>(&gpu, spec, problem, grid),
                }
            }
        }
    }
    eprintln!(
        "device runs: {} kernels match their emulation",
        KERNELS.len()
    );
}
