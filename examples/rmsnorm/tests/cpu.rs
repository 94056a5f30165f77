//! The RMSNorm kernel's body on the CPU (gpu-host's block emulator: the block's threads with
//! their barriers and shuffles) against the f32 reference: rows at every alignment, ragged and
//! whole lengths, both entry points' shapes.

use rmsnorm::{inputs, max_ulps, reference, run_on_cpu};

#[test]
fn rmsnorm_matches_the_reference_on_the_cpu() {
    for &(n, rows) in &[(1, 3), (9, 4), (4096, 2), (4100, 2), (8191, 2)] {
        for (offset, blocks) in [(0, rows as u32), (5, rows as u32), (5, 2), (5, 1)] {
            let x = inputs(offset + rows * n, 1 + n as u32);
            let w = inputs(n, 2);
            let y = run_on_cpu(&x, &w, n, 1e-6, offset, blocks);
            let (ulps, at) = max_ulps(&y, &reference(&x[offset..], &w, n, 1e-6));
            assert!(
                ulps <= 2.0,
                "n = {n}, offset {offset}, {blocks} blocks: {ulps} ulps at {at}"
            );
        }
    }
}
