use gpu_host::launch::Module;
use gpu_kernels::grid::Grid;
use my_first_kernel_device::{hello, scale, HELLO, SCALE, THREADS, TILE};

const PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/kernel_sm90.ptx"));

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (n, alpha) = (10_000i32, 2.5f32);
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let mut y = vec![0.0f32; x.len()];
    let grid = ((n as u32).div_ceil(TILE), 1, 1);
    let on_gpu = gpu_host::device::driver_present() && !std::env::args().any(|a| a == "--cpu");
    if on_gpu {
        let gpu = Module::load(PTX)?;
        let (dx, mut dy) = (gpu.stream().clone_htod(&x)?, gpu.stream().clone_htod(&y)?);
        // SAFETY: dx and dy hold n elements.
        unsafe { gpu.launch(SCALE, grid, THREADS, (&dx, &mut dy, &alpha, &n))? };
        y = gpu.stream().clone_dtoh(&dy)?;
        println!("ran {} on {}", SCALE.name(), gpu.device_name()?);
        // SAFETY: `hello` reads and writes no memory.
        unsafe { gpu.launch(HELLO, grid, THREADS, (&n,))? };
        gpu.synchronize()?; // the kernel's printf text appears here
    } else {
        gpu_host::print::print_to_stdout();
        for g in Grid::all(grid.0, 1, THREADS) {
            // SAFETY: x and y hold n elements; `hello` touches no memory.
            unsafe { scale(g, x.as_ptr(), y.as_mut_ptr(), alpha, n) }
            unsafe { hello(g, n) }
        }
        println!(
            "no CUDA driver (or --cpu): ran {}'s body on the CPU",
            SCALE.name()
        );
    }
    let expected: Vec<f32> = x.iter().map(|v| alpha * v).collect();
    assert_eq!(y, expected, "y = alpha * x, checked against a CPU loop");
    println!("ok: {n} elements, {} bytes of PTX", PTX.len());
    Ok(())
}
