//! The algebra as methods of [`Layout`] and [`IntTuple`]: the public Rust API of the runtime
//! layer's algebra (the free functions of the sibling modules do the work).
//!
//! Tiler forms (a tuple of layouts, integers and `_`) are reached through the expression
//! language ([`crate::runtime::evaluate`]); the methods here take layouts.

use super::composition::Tiler;
use super::int_tuple_ops::{self as ops, Major};
use super::{
    coalesce, complement, composition, coord, divide, inverse, make, max_common, product, recast,
};
use crate::runtime::{Error, Int, IntTuple, Layout};

impl Layout {
    /// CuTe's `make_layout(S)` / `make_layout(S, LayoutLeft)`: compact column-major strides
    /// seeded with a static `_1`.
    ///
    /// ```
    /// use layout_core::runtime::{parse_value, Layout};
    /// let s = parse_value("(2,4)").unwrap().to_int_tuple().unwrap();
    /// assert_eq!(Layout::column_major(&s).unwrap().to_string(), "(2,4):(_1,2)");
    /// ```
    pub fn column_major(shape: &IntTuple) -> Result<Layout, Error> {
        make::make_compact(shape, Major::Left)
    }
    /// CuTe's `make_layout(S, LayoutRight)`: compact row-major strides.
    pub fn row_major(shape: &IntTuple) -> Result<Layout, Error> {
        make::make_compact(shape, Major::Right)
    }
    /// CuTe's `make_ordered_layout(S, order)`.
    pub fn ordered(shape: &IntTuple, order: &IntTuple) -> Result<Layout, Error> {
        make::make_ordered_layout(shape, order)
    }
    /// CuTe's `coalesce(L)`.
    ///
    /// ```
    /// use layout_core::runtime::{parse_value, Value};
    /// let Value::Layout(l) = parse_value("(_2,(_1,_6)):(_1,(6,_2))").unwrap() else { panic!() };
    /// assert_eq!(l.coalesce().unwrap().to_string(), "_12:_1");
    /// ```
    pub fn coalesce(&self) -> Result<Layout, Error> {
        coalesce::coalesce(self)
    }
    /// CuTe's `coalesce(L, profile)`: each mode of `profile` coalesced on its own.
    ///
    /// ```
    /// use layout_core::runtime::{parse_value, Value};
    /// let Value::Layout(l) = parse_value("(_2,(_1,_6)):(_1,(6,_2))").unwrap() else { panic!() };
    /// let p = parse_value("(_1,_1)").unwrap().to_int_tuple().unwrap();
    /// assert_eq!(l.coalesce_by(&p).unwrap().to_string(), "(_2,_6):(_1,_2)");
    /// ```
    pub fn coalesce_by(&self, profile: &IntTuple) -> Result<Layout, Error> {
        coalesce::coalesce_profile(self, profile)
    }
    /// CuTe's `filter(L)`.
    pub fn filter(&self) -> Result<Layout, Error> {
        coalesce::filter(self)
    }
    /// CuTe's `composition(self, b)`: `R(c) == self(b(c))`, compatible with `b`.
    ///
    /// ```
    /// use layout_core::runtime::{parse_value, Value};
    /// let Value::Layout(a) = parse_value("(8,8):(8,1)").unwrap() else { panic!() };
    /// let Value::Layout(b) = parse_value("4:3").unwrap() else { panic!() };
    /// let e = a.composition(&b).unwrap_err().to_string();
    /// assert!(e.contains("divisibility condition"));
    /// ```
    pub fn composition(&self, b: &Layout) -> Result<Layout, Error> {
        composition::compose_layouts(self, b)
    }
    /// CuTe's `complement(self, cotarget)`.
    pub fn complement(&self, cotarget: &IntTuple) -> Result<Layout, Error> {
        complement::complement(self, cotarget)
    }
    /// CuTe's `complement(self)`: the cotarget is `cosize(filter(self))`.
    pub fn complement_default(&self) -> Result<Layout, Error> {
        complement::complement_default(self)
    }
    /// CuTe's `right_inverse(self)`.
    pub fn right_inverse(&self) -> Result<Layout, Error> {
        inverse::right_inverse(self)
    }
    /// CuTe's `left_inverse(self)`.
    pub fn left_inverse(&self) -> Result<Layout, Error> {
        inverse::left_inverse(self)
    }
    /// CuTe's `logical_divide(self, tile)`.
    pub fn logical_divide(&self, tile: &Layout) -> Result<Layout, Error> {
        divide::logical_divide(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `zipped_divide(self, tile)`.
    pub fn zipped_divide(&self, tile: &Layout) -> Result<Layout, Error> {
        divide::zipped_divide(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `tiled_divide(self, tile)`.
    pub fn tiled_divide(&self, tile: &Layout) -> Result<Layout, Error> {
        divide::tiled_divide(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `flat_divide(self, tile)`.
    pub fn flat_divide(&self, tile: &Layout) -> Result<Layout, Error> {
        divide::flat_divide(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `logical_product(self, tile)`.
    pub fn logical_product(&self, tile: &Layout) -> Result<Layout, Error> {
        product::logical_product(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `zipped_product(self, tile)`.
    pub fn zipped_product(&self, tile: &Layout) -> Result<Layout, Error> {
        product::zipped_product(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `tiled_product(self, tile)`.
    pub fn tiled_product(&self, tile: &Layout) -> Result<Layout, Error> {
        product::tiled_product(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `flat_product(self, tile)`.
    pub fn flat_product(&self, tile: &Layout) -> Result<Layout, Error> {
        product::flat_product(self, &Tiler::Layout(tile.clone()))
    }
    /// CuTe's `blocked_product(self, tile)`.
    pub fn blocked_product(&self, tile: &Layout) -> Result<Layout, Error> {
        product::blocked_product(self, tile)
    }
    /// CuTe's `raked_product(self, tile)`.
    pub fn raked_product(&self, tile: &Layout) -> Result<Layout, Error> {
        product::raked_product(self, tile)
    }
    /// CuTe's `max_common_vector(self, b)`.
    pub fn max_common_vector(&self, b: &Layout) -> Result<Int, Error> {
        max_common::max_common_vector(self, b)
    }
    /// CuTe's `max_common_layout(self, b)`.
    pub fn max_common_layout(&self, b: &Layout) -> Result<Layout, Error> {
        max_common::max_common_layout(self, b)
    }
    /// CuTe's `upcast<n>(self)`.
    pub fn upcast(&self, n: i64) -> Result<Layout, Error> {
        recast::upcast(self, n)
    }
    /// CuTe's `downcast<n>(self)`.
    pub fn downcast(&self, n: i64) -> Result<Layout, Error> {
        recast::downcast(self, n)
    }
    /// CuTe's `recast_layout<Old, New>(self)` for elements of `old_bits` and `new_bits`.
    pub fn recast(&self, old_bits: i64, new_bits: i64) -> Result<Layout, Error> {
        recast::recast_layout(self, old_bits, new_bits)
    }
}

impl IntTuple {
    /// CuTe's `product` (the `size` of a shape).
    ///
    /// ```
    /// use layout_core::runtime::parse_value;
    /// let t = parse_value("(_1,2,_0)").unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t.product().unwrap().to_string(), "_0");
    /// ```
    pub fn product(&self) -> Result<Int, Error> {
        ops::product(self)
    }
    /// CuTe's `sum` of the leaves.
    pub fn sum(&self) -> Result<Int, Error> {
        ops::sum(self)
    }
    /// CuTe's `inner_product(self, other)`.
    pub fn inner_product(&self, other: &IntTuple) -> Result<Int, Error> {
        ops::inner_product(self, other)
    }
    /// CuTe's `ceil_div(self, other)`.
    pub fn ceil_div(&self, other: &IntTuple) -> Result<IntTuple, Error> {
        ops::ceil_div(self, other)
    }
    /// CuTe's `shape_div(self, other)`, with the divisibility condition checked.
    pub fn shape_div(&self, other: &IntTuple) -> Result<IntTuple, Error> {
        ops::shape_div(self, other)
    }
    /// CuTe's exclusive `prefix_product`, seeded with `_1`.
    pub fn prefix_product(&self) -> Result<IntTuple, Error> {
        ops::prefix_product(self)
    }
    /// CuTe's `compatible(self, other)`.
    pub fn compatible(&self, other: &IntTuple) -> Result<bool, Error> {
        ops::compatible(self, other)
    }
    /// CuTe's `weakly_congruent(self, other)`.
    pub fn weakly_congruent(&self, other: &IntTuple) -> bool {
        ops::weakly_congruent(self, other)
    }
    /// CuTe's `elem_less(self, other)`.
    pub fn elem_less(&self, other: &IntTuple) -> bool {
        ops::elem_less(self, other)
    }
    /// CuTe's `crd2idx(self, shape, stride)` for a coordinate `self`.
    pub fn crd2idx(&self, shape: &IntTuple, stride: &IntTuple) -> Result<Int, Error> {
        coord::crd2idx(self, shape, stride)
    }
    /// CuTe's `idx2crd(self, shape)` for an index `self`.
    pub fn idx2crd(&self, shape: &IntTuple) -> Result<IntTuple, Error> {
        coord::idx2crd(self, shape)
    }
}
