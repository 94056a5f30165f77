//! `scale_2d` run on the CPU for every thread of a launch, on the layouts PyTorch hands over:
//! row-major, transposed, and a strided slice of a larger tensor, written in place.

use gpu_kernels::grid::Grid;
use torch_interop_kernels::{scale_2d, THREADS};

/// Runs the kernel body for every thread of `blocks` blocks.
#[allow(clippy::too_many_arguments)]
fn run(blocks: u32, x: &[f32], xs: (i32, i32), y: &mut [f32], ys: (i32, i32), m: i32, n: i32) {
    for g in Grid::all(blocks, 1, THREADS) {
        // SAFETY: the tests' layouts stay inside x and y on (m, n).
        unsafe {
            scale_2d(
                g,
                x.as_ptr(),
                xs.0,
                xs.1,
                y.as_mut_ptr(),
                ys.0,
                ys.1,
                m,
                n,
                2.0,
            )
        }
    }
}

#[test]
fn row_major_into_transposed_with_fewer_threads_than_elements() {
    let (m, n) = (37, 29);
    let x: Vec<f32> = (0..m * n).map(|i| i as f32).collect();
    let mut y = vec![0.0; x.len()];
    // x row-major (m,n):(n,1); y column-major (m,n):(1,m); 2 blocks: a grid-stride loop.
    run(2, &x, (n, 1), &mut y, (1, m), m, n);
    for i in 0..m {
        for j in 0..n {
            assert_eq!(y[(i + j * m) as usize], 2.0 * x[(i * n + j) as usize]);
        }
    }
}

#[test]
fn a_strided_slice_is_written_and_nothing_else() {
    // y is rows 1, 3, 5, 7 and columns 2..5 of an 8x10 row-major tensor: (4,3):(20,1) at 12.
    let x: Vec<f32> = (0..12).map(|i| i as f32 + 1.0).collect();
    let mut big = vec![0.0_f32; 80];
    run(1, &x, (3, 1), &mut big[12..], (20, 1), 4, 3);
    for r in 0..8 {
        for c in 0..10 {
            let got = big[r * 10 + c];
            if r % 2 == 1 && (2..5).contains(&c) {
                assert_eq!(got, 2.0 * x[(r / 2) * 3 + (c - 2)]);
            } else {
                assert_eq!(got, 0.0, "({r}, {c}) was written");
            }
        }
    }
}
