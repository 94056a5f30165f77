//! The transpose kernels' bodies on the CPU (every thread of a block concurrently, with the
//! barrier): each equals `x^T` on square, ragged and tiny shapes, for f32 and f16, with tiles
//! in groups of 1, 2 and 3 tile rows (a short last group included) and in column order; the
//! ragged shapes include rows of `y` that start inside a 32-byte sector (the stores from
//! sector boundaries, the halo and the last tile row's tail) and f16 rows of `x` that start
//! between words.

use gpu_host::transpose::{emulate, TransposeElement, TRANSPOSES};
use gpu_kernels::kernels::transpose::COLUMN_ORDER;

fn check<E: TransposeElement + PartialEq + std::fmt::Debug>(make: impl Fn(u32) -> E) {
    for (m, n) in [
        (64, 64),
        (128, 192),
        (67, 130),
        (129, 63),
        (1, 1),
        (3, 200),
        (65, 1),
        (256, 384),
        // rows of y that start inside a sector (M not a multiple of 8 / 16 elements), with
        // interior tile rows between the first and the last; rows of x that start between
        // words (f16, odd N)
        (200, 131),
        (199, 129),
        (264, 136),
        (257, 200),
    ] {
        let x: Vec<E> = (0..m * n).map(&make).collect();
        for (spec, group) in TRANSPOSES
            .iter()
            .filter(|s| s.dtype == E::DTYPE)
            .flat_map(|s| [(s, 1), (s, 2), (s, 3), (s, COLUMN_ORDER)])
        {
            let y = emulate(spec, &x, m, n, group);
            for i in 0..m {
                for j in 0..n {
                    assert_eq!(
                        y[(j * m + i) as usize],
                        x[(i * n + j) as usize],
                        "{} {m}x{n} (groups of {group} tile rows) at ({i},{j})",
                        spec.name
                    );
                }
            }
        }
    }
}

#[test]
fn transposes_f32() {
    check::<f32>(|i| i as f32);
}

#[test]
fn transposes_f16_bits() {
    check::<u16>(|i| (i % 65521) as u16);
}
