// Reason: a 64-bit copy of half_t moves 4 values per thread; each thread's values are laid out
// as 2 x 3, which no group of 4 values divides (CuTe: "Static shape_div failure").
use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, UniversalCopy};
use layout_core::layout;

fn main() {
    let _ = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u64>, half_t>::default(),
        layout!((_32,_4):(_4,_1)),
        layout!((_2,_3):(_1,_2)),
    );
}
