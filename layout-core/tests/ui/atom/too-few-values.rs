// Reason: a 128-bit copy of half_t moves 8 values per thread; each thread here has 4.
use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, UniversalCopy};
use layout_core::layout;

fn main() {
    let _ = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
        layout!((_32,_8):(_8,_1)),
        layout!((_1,_4):(_4,_1)),
    );
}
