// Reason: ldmatrix.trans moves 16-bit values; a float does not fit its per-thread slots.
use layout_core::atom::{CopyAtom, Copy_Atom, SM75_U16x8_LDSM_T};

fn main() {
    let _ = <Copy_Atom<SM75_U16x8_LDSM_T, f32> as CopyAtom>::ValLayoutSrc::default();
}
