// A closure of an index cannot say which copy it predicates: a copy with an atom takes CuTe's
// tXpX, a tensor of the source's rest modes.
use layout_core::atom::algorithm;
use layout_core::layout;
use layout_core::prelude::*;

fn main() {
    let tiled = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
        layout!((_8, _1):(_1, _0)),
        layout!((_8, _1):(_1, _0)),
    );
    let a = [half_t::default(); 64];
    let src = tiled.get_slice(0).partition_S(&make_tensor(&a[..], make_layout((_64, _1))));
    let mut frg = make_fragment_like(&src);
    algorithm::copy_if(&tiled, &|i: i32| i < 13, &src, &mut frg);
}
