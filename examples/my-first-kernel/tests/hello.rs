//! The kernel's printing, run on the CPU, prints what the host prints for the same values:
//! static parts as `_1024`, dynamic ones (the number of tiles, each thread's offset) as their
//! values. On the GPU the same body prints through `vprintf` (the torch-interop script compares
//! the two on the GPU machine).

use gpu_host::print::capture_prints;
use gpu_kernels::grid::Grid;
use layout_core::prelude::*;
use my_first_kernel_device::{hello, PRINTING, THREADS, TILE};

#[test]
fn the_kernel_prints_what_the_host_prints() {
    let n = 10_000;
    let blocks = (n as u32).div_ceil(TILE);
    let ((), text) = capture_prints(|| {
        for g in Grid::all(blocks, 1, THREADS) {
            // SAFETY: `hello` touches no memory.
            unsafe { hello(g, n) }
        }
    });
    let tv = make_layout((_128, _8));
    let printing = PRINTING as i32;
    let mut expected = format!(
        "Hello world\ntiles: {}  tv: {}\n{}{}",
        make_layout((_1024, blocks as i32)),
        tv,
        Layout::new((printing, _8), (_1, _128)).print_layout(),
        print_tensor(&make_identity_tensor((printing, _8))),
    );
    for block in [0, blocks - 1] {
        for thread in 0..4 {
            let id = make_identity_tensor((n,));
            let tile = id.zipped_divide((_1024,)).slice((X, block as i32));
            let mine = tile.compose(tv).slice((thread, X));
            expected += &format!("block {block} thread {thread}: {mine}\n");
        }
    }
    assert_eq!(text, expected);
    // CuTe's printed forms, spelled out.
    assert!(text.starts_with(
        "Hello world\ntiles: (_1024,10):(_1,_1024)  tv: (_128,_8):(_1,_128)\n(4,_8):(_1,_128)\n"
    ));
    assert!(text.contains(
        " 3  |   3 | 131 | 259 | 387 | 515 | 643 | 771 | 899 |\n\
         \x20   +-----+-----+-----+-----+-----+-----+-----+-----+\n\
         ArithTuple(_0,_0) o (4,_8):(_1@0,_1@1):\n\
         \x20 (0,0)  (0,1)  (0,2)  (0,3)  (0,4)  (0,5)  (0,6)  (0,7)\n"
    ));
    assert!(text.contains("\nblock 0 thread 0: ArithTuple(0) o (_8):(_128@0)\n"));
    assert!(text.ends_with("block 9 thread 3: ArithTuple(9219) o (_8):(_128@0)\n"));
}
