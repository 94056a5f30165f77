//! CuTe's products: `logical_product` and its zipped, tiled, flat, blocked and raked forms.

use super::coalesce::coalesce_x_in_place;
use super::complement::{complement_flat_modes, complement_unchecked_cover as complement};
use super::composition::{compose_layouts, compose_modes, Tiler};
use super::divide::by_mode;
use super::tile_unzip::{tile_unzip, unpack, zip_layouts};
use crate::runtime::{Error, IntTuple, Layout};
use alloc::vec;

/// CuTe's `logical_product(A, B)`: `(A, A* o B)` where `A*` is the complement of `A` in
/// `size(A) * cosize(B)`; a tiler tuple applies by mode and keeps the other modes.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(a) = parse_value("_2:_1").unwrap() else { panic!() };
/// let Value::Layout(b) = parse_value("_3:_1").unwrap() else { panic!() };
/// assert_eq!(a.logical_product(&b).unwrap().to_string(), "(_2,_3):(_1,_2)");
/// ```
pub fn logical_product(a: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    logical_product_owned(a.clone(), tiler)
}

/// [`logical_product`] taking `A` by value (moved into the result, not copied).
pub(crate) fn logical_product_owned(a: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    match tiler {
        Tiler::Underscore => Ok(a),
        Tiler::Tuple(ts) => by_mode(a, ts, tiler, "logical_product", logical_product_owned),
        _ => match tiler.leaf_layout_ref() {
            Some(b) => product_by(a, &b),
            None => Ok(a),
        },
    }
}

/// `logical_product(A, B)` of a layout `B`: `(A, complement(A, size(A) * cosize(B)) o B)`.
fn product_by(a: Layout, b: &Layout) -> Result<Layout, Error> {
    let cotarget = a.size()?.try_mul(b.cosize()?)?;
    let mut rest = complement_flat_modes(&a.shape, &a.stride, &[cotarget])?;
    coalesce_x_in_place(&mut rest)?;
    let c = compose_modes(&rest, b)?;
    Ok(Layout::raw(
        IntTuple::Tuple(vec![a.shape, c.shape]),
        IntTuple::Tuple(vec![a.stride, c.stride]),
    ))
}

/// CuTe's `zipped_product(A, B)`: `((block modes...), (product modes...))`.
pub fn zipped_product(a: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    tile_unzip(logical_product(a, tiler)?, tiler, "zipped_product")
}

/// CuTe's `tiled_product(A, B)`: `((block modes...), product modes...)`.
pub fn tiled_product(a: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_product(a, tiler)?, false, "tiled_product")
}

/// CuTe's `flat_product(A, B)`: `(block modes..., product modes...)`.
pub fn flat_product(a: &Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_product(a, tiler)?, true, "flat_product")
}

/// [`zipped_product`] taking `A` by value.
pub(crate) fn zipped_product_owned(a: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    tile_unzip(logical_product_owned(a, tiler)?, tiler, "zipped_product")
}

/// [`tiled_product`] taking `A` by value.
pub(crate) fn tiled_product_owned(a: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_product_owned(a, tiler)?, false, "tiled_product")
}

/// [`flat_product`] taking `A` by value.
pub(crate) fn flat_product_owned(a: Layout, tiler: &Tiler) -> Result<Layout, Error> {
    unpack(zipped_product_owned(a, tiler)?, true, "flat_product")
}

fn rank_padded_product(a: &Layout, b: &Layout) -> Result<(Layout, Layout), Error> {
    let r = a.rank().max(b.rank());
    let a2 = a.append_to(r)?;
    let b2 = b.append_to(r)?;
    let cotarget = a2.size()?.try_mul(b2.cosize()?)?;
    let rest = complement(&a2, &IntTuple::Int(cotarget))?;
    let c = compose_layouts(&rest, &b2)?;
    Ok((a2, c))
}

/// CuTe's `blocked_product(A, B)`: each mode of `A` repeated by the matching mode of `B`,
/// block-major (`rank = max(rank(A), rank(B))`).
pub fn blocked_product(a: &Layout, b: &Layout) -> Result<Layout, Error> {
    let (a2, c) = rank_padded_product(a, b)?;
    zip_layouts(&a2, &c, "blocked_product")
}

/// CuTe's `raked_product(A, B)`: like `blocked_product`, with the blocks interleaved.
pub fn raked_product(a: &Layout, b: &Layout) -> Result<Layout, Error> {
    let (a2, c) = rank_padded_product(a, b)?;
    zip_layouts(&c, &a2, "raked_product")
}
