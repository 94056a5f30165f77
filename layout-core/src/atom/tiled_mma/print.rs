//! CuTe's `print(TiledMMA)` (`include/cute/atom/mma_atom.hpp`): the tiled MMA's thread
//! layout and permutation, then its atom's traits, a line each.

use super::{FmtTiles, TiledMMA, TiledMmaCore};
use crate::atom::mma::{fmt_mma_atom, MmaTraits};
use core::fmt;

/// CuTe's `print(TiledMMA)`: `TiledMMA`, its `ThrLayoutVMNK` and `PermutationMNK` (padded to
/// three modes), then the atom's `MMA_Atom` block; every line ends with a newline, as CuTe's
/// does.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), X);
/// assert_eq!(mma.to_string(), "\
/// TiledMMA
///   ThrLayoutVMNK:  (_32,_2,_2,_1):(_1,_32,_64,_0)
///   PermutationMNK: (_,_,_)
/// MMA_Atom
///   ThrID:      _32:_1
///   Shape_MNK:  (_16,_8,_8)
///   LayoutA_TV: ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))
///   LayoutB_TV: ((_4,_8),_2):((_16,_1),_8)
///   LayoutC_TV: ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))
/// ");
/// ```
impl<A: MmaTraits, L, P: FmtTiles + Default> fmt::Display for TiledMMA<A, L, P>
where
    Self: TiledMmaCore,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "TiledMMA")?;
        writeln!(f, "  ThrLayoutVMNK:  {}", self.get_thr_layout_vmnk())?;
        f.write_str("  PermutationMNK: ")?;
        P::default().fmt_tiles(f)?;
        f.write_str("\n")?;
        fmt_mma_atom::<A>(f)
    }
}
