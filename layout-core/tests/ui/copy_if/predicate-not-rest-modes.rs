// A predicate with one entry per element of a vector copy: 8 halves per 128-bit copy, so the
// source (CPY, CPY_M, CPY_N) = ((_8), _1, _1) takes a predicate of shape (_1, _1), not (_8, _1).
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
    let pred = make_fragment::<bool, _>(make_layout((_8, _1)));
    algorithm::copy_if(&tiled, &pred, &src, &mut frg);
}
