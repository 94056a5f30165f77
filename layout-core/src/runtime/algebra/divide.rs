//! CuTe's divides: `logical_divide` and its zipped, tiled and flat forms.

use super::coalesce::coalesced_modes;
use super::complement::complement_flat_modes;
use super::composition::{compose_with_pair, Tiler};
use super::unzip::{tile_unzip, unpack};
use crate::runtime::small_vec::SmallVec;
use crate::runtime::{Error, Int, Layout};
use alloc::format;
use alloc::vec::Vec;

/// CuTe's `logical_divide(L, tiler)`: `L o (T, T*)` where `T*` is the complement of the tile
/// in the (coalesced) shape of `L`; a tiler tuple applies by mode and keeps the other modes.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_4,_2,_3):(_2,_1,_8)").unwrap() else { panic!() };
/// let Value::Layout(tile) = parse_value("_4:_2").unwrap() else { panic!() };
/// let r = l.logical_divide(&tile).unwrap();
/// assert_eq!(r.to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
/// ```
pub fn logical_divide(l: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    match tiler {
        Tiler::Layout(t) => divide_by(l, t),
        Tiler::Int(_) => match tiler.leaf_layout() {
            Some(t) => divide_by(l, &t),
            None => Ok(l.clone()),
        },
        Tiler::Underscore => Ok(l.clone()),
        Tiler::Tuple(ts) => {
            if ts.len() > l.rank() {
                return Err(Error::new(
                    "logical_divide",
                    format!(
                        "too many modes in tiler: {tiler} has {} modes, {l} has {}",
                        ts.len(),
                        l.rank()
                    ),
                ));
            }
            let modes = l.modes();
            let mut out = Vec::with_capacity(modes.len());
            for (k, m) in modes.iter().enumerate() {
                out.push(match ts.get(k) {
                    Some(t) => logical_divide(m, t)?,
                    None => m.clone(),
                });
            }
            Ok(out.into_iter().collect())
        }
    }
}

/// `logical_divide(L, T)` of a layout `T`: `L o (T, complement(T, shape(coalesce(L))))`.
fn divide_by(l: &Layout, t: &Layout) -> Result<Layout, Error> {
    let cotarget = coalesced_modes(l)?;
    let mut shape: SmallVec<Int, 8> = SmallVec::new(Int::stat(0));
    for m in cotarget.iter() {
        shape.push(m.0);
    }
    let rest = complement_flat_modes(t, &shape)?;
    compose_with_pair(l, t, &rest)
}

/// CuTe's `zipped_divide(L, tiler)`: `((tile modes...), (rest modes...))`.
pub fn zipped_divide(l: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    tile_unzip(logical_divide(l, tiler)?, tiler, "zipped_divide")
}

/// CuTe's `tiled_divide(L, tiler)`: `((tile modes...), rest modes...)`.
pub fn tiled_divide(l: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_divide(l, tiler)?, false, "tiled_divide")
}

/// CuTe's `flat_divide(L, tiler)`: `(tile modes..., rest modes...)`.
pub fn flat_divide(l: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_divide(l, tiler)?, true, "flat_divide")
}
