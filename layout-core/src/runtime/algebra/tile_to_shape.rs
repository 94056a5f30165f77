//! CuTe's `tile_to_shape(block, target_shape[, order])` (`layout.hpp`): repeat a block layout
//! until it covers a target shape.
//!
//! ```text
//! padded  = append<R>(block)                      R = rank(target)
//! product = ceil_div(product_each(target), product_each(shape(padded)))
//! result  = blocked_product(padded, make_ordered_layout(product, order))   order defaults to LayoutLeft
//! ```
//! A static target must be divisible by the block mode by mode (CuTe's `static_assert`).

use super::int_tuple_ops::{ceil_div, product, Major};
use super::make::{make_compact, make_ordered_layout};
use super::product::blocked_product;
use crate::runtime::{Error, IntTuple, Layout, Value};
use alloc::format;
use alloc::vec::Vec;

/// The block repeated over `target`, the repetitions ordered by `order` (`None`: column-major).
///
/// ```
/// use layout_core::runtime::evaluate;
/// let s = |e: &str| evaluate(e).unwrap().to_string();
/// assert_eq!(s("tile_to_shape((_2,_4):(_1,_2),(4,_16))"), "((_2,2),(_4,_4)):((_1,_8),(_2,16))");
/// assert_eq!(s("tile_to_shape((_8,_8):(_8,_1),(_32,_32,_2),LayoutRight)"),
///            "((_8,_4),(_8,_4),(_1,_2)):((_8,_512),(_1,_128),(_0,_64))");
/// assert_eq!(evaluate("tile_to_shape((_8,_8):(_8,_1),(_60,_64))").unwrap_err().to_string(),
///            "tile_to_shape: block shape (_8,_8) does not divide the target shape (_60,_64)");
/// ```
pub fn tile_to_shape(block: &Layout, target: &IntTuple, order: &Value) -> Result<Layout, Error> {
    let op = "tile_to_shape";
    let r = target.rank();
    if block.rank() > r {
        return Err(Error::new(
            op,
            format!("rank of the block {block} exceeds the rank {r} of the target shape {target}"),
        ));
    }
    let padded = block.append_to(r)?;
    let each = |t: &IntTuple| -> Result<IntTuple, Error> {
        match t {
            IntTuple::Int(_) => Ok(IntTuple::Int(product(t)?)),
            IntTuple::Tuple(ms) => ms
                .iter()
                .map(|m| product(m).map(IntTuple::Int))
                .collect::<Result<Vec<_>, _>>()
                .map(IntTuple::Tuple),
        }
    };
    let block_shape = each(&padded.shape)?;
    let target_shape = each(target)?;
    if target_shape.is_static() {
        let divides = target_shape
            .leaves()
            .iter()
            .zip(block_shape.leaves())
            .all(|(t, b)| b.value != 0 && t.value % b.value == 0);
        if !divides {
            return Err(Error::new(
                op,
                format!(
                    "block shape {block_shape} does not divide the target shape {target_shape}"
                ),
            ));
        }
    }
    let reps = ceil_div(&target_shape, &block_shape)?;
    let order_layout = match order {
        Value::LayoutLeft => make_compact(&reps, Major::Left)?,
        Value::LayoutRight => make_compact(&reps, Major::Right)?,
        other => {
            let o = other.to_int_tuple().ok_or_else(|| {
                Error::new(
                    op,
                    format!("the order must be a tuple, LayoutLeft or LayoutRight, got {other}"),
                )
            })?;
            make_ordered_layout(&reps, &o)?
        }
    };
    // CuTe's blocked_product pads both operands to a common rank with `append`, which wraps an
    // integer-shaped repetition layout into a rank-1 tuple.
    let order_layout = if order_layout.shape.is_tuple() {
        order_layout
    } else {
        Layout::concat(&[order_layout])
    };
    blocked_product(&padded, &order_layout)
}

/// `tile_to_shape(L, shape[, order])` as a call of the evaluator.
pub(crate) fn call(args: &[Value]) -> Result<Value, Error> {
    let op = "tile_to_shape";
    let (block, target, order) = match args {
        [Value::Layout(l), t] => (l, t, &Value::LayoutLeft),
        [Value::Layout(l), t, o] => (l, t, o),
        _ => {
            return Err(Error::new(
                op,
                "takes a layout, a target shape and an optional order",
            ))
        }
    };
    let target = target.to_int_tuple().ok_or_else(|| {
        Error::new(
            op,
            format!("the target shape must be an IntTuple, got {target}"),
        )
    })?;
    tile_to_shape(block, &target, order).map(Value::Layout)
}
