//! CuTe's divides: `logical_divide` and its zipped, tiled and flat forms.

use super::coalesce::{coalesce_in_place, coalesce_x_in_place, flat_parts_into, no_modes};
use super::complement::complement_flat_modes;
use super::composition::{compose_with_pair, Tiler};
use super::tile_unzip::{tile_unzip, unpack};
use crate::runtime::small_vec::SmallVec;
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;
use core::mem;

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
        Tiler::Tuple(_) | Tiler::Underscore => logical_divide_owned(l.clone(), tiler),
        _ => match tiler.leaf_layout_ref() {
            Some(t) => divide_by(l, &t),
            None => Ok(l.clone()),
        },
    }
}

/// [`logical_divide`] taking `L` by value (its modes are moved, not copied).
pub(crate) fn logical_divide_owned(l: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    match tiler {
        Tiler::Underscore => Ok(l),
        Tiler::Tuple(ts) => by_mode(l, ts, tiler, "logical_divide", logical_divide_owned),
        _ => match tiler.leaf_layout_ref() {
            Some(t) => divide_by(&l, &t),
            None => Ok(l),
        },
    }
}

/// Applies `f` to the modes of `l` that the tiler tuple `ts` reaches, keeping the others
/// (moved, not copied): the tuple form of the divides and products.
pub(crate) fn by_mode(
    l: Layout,
    ts: &[Tiler],
    tiler: &Tiler,
    op: &str,
    f: fn(Layout, &Tiler) -> Result<Layout, Error>,
) -> Result<Layout, Error> {
    if ts.len() > l.rank() {
        return Err(Error::new(
            op,
            format!(
                "too many modes in tiler: {tiler} has {} modes, {l} has {}",
                ts.len(),
                l.rank()
            ),
        ));
    }
    let (mut shape, mut stride) = match (l.shape, l.stride) {
        (IntTuple::Tuple(s), IntTuple::Tuple(d)) if s.len() == d.len() => (s, d),
        (s @ IntTuple::Int(_), d @ IntTuple::Int(_)) => (vec![s], vec![d]),
        (s, d) => {
            let l = Layout::raw(s, d);
            return Err(Error::new(
                op,
                format!("shape and stride of {l} are not congruent"),
            ));
        }
    };
    for ((s, d), t) in shape.iter_mut().zip(stride.iter_mut()).zip(ts) {
        let empty = || IntTuple::Tuple(Vec::new());
        let m = Layout::raw(mem::replace(s, empty()), mem::replace(d, empty()));
        let r = f(m, t)?;
        *s = r.shape;
        *d = r.stride;
    }
    Ok(Layout::raw(IntTuple::Tuple(shape), IntTuple::Tuple(stride)))
}

/// `logical_divide(L, T)` of a layout `T`: `L o (T, complement(T, shape(coalesce(L))))`.
fn divide_by(l: &Layout, t: &Layout) -> Result<Layout, Error> {
    let mut m = no_modes();
    flat_parts_into(&l.shape, &l.stride, "coalesce", false, &mut m)?;
    let mut c = m.clone();
    coalesce_in_place(&mut c)?;
    let mut shape: SmallVec<Int, 8> = SmallVec::new(Int::stat(0));
    for &(s, _) in c.iter() {
        shape.push(s);
    }
    let rest = complement_flat_modes(&t.shape, &t.stride, &shape)?;
    coalesce_x_in_place(&mut m)?;
    compose_with_pair(&m, t, &rest)
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

/// [`zipped_divide`] taking `L` by value.
pub(crate) fn zipped_divide_owned(l: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    tile_unzip(logical_divide_owned(l, tiler)?, tiler, "zipped_divide")
}

/// [`tiled_divide`] taking `L` by value.
pub(crate) fn tiled_divide_owned(l: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_divide_owned(l, tiler)?, false, "tiled_divide")
}

/// [`flat_divide`] taking `L` by value.
pub(crate) fn flat_divide_owned(l: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_divide_owned(l, tiler)?, true, "flat_divide")
}
