//! Building layouts: CuTe's `make_layout` with compact strides and `make_ordered_layout`.

use super::int_tuple_ops::{compact, compact_major, product, Major};
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::vec::Vec;

/// CuTe's `make_layout(S)` / `make_layout(S, LayoutLeft)` / `make_layout(S, LayoutRight)`:
/// the compact layout of a shape, strides seeded with a static `_1`.
///
/// ```
/// use layout_core::runtime::{parse_value, Layout};
/// let s = parse_value("(2,4)").unwrap().to_int_tuple().unwrap();
/// assert_eq!(Layout::column_major(&s).unwrap().to_string(), "(2,4):(_1,2)");
/// assert_eq!(Layout::row_major(&s).unwrap().to_string(), "(2,4):(4,_1)");
/// ```
pub fn make_compact(shape: &IntTuple, major: Major) -> Result<Layout, Error> {
    Ok(Layout::raw(shape.clone(), compact_major(shape, major)?))
}

/// CuTe's `make_ordered_layout(S, order)`: compact strides that grow in the order given by
/// `order` (congruent with, or coarser than, `S`). Dynamic entries of `order` count as larger
/// than every static one, ordered left to right.
pub fn make_ordered_layout(shape: &IntTuple, order: &IntTuple) -> Result<Layout, Error> {
    let op = "make_ordered_layout";
    // product_like(shape, order), flattened: the size of the part of `shape` under each leaf
    fn product_like(s: &IntTuple, o: &IntTuple, out: &mut Vec<Int>) -> Result<(), Error> {
        match o {
            IntTuple::Int(_) => {
                out.push(product(s)?);
                Ok(())
            }
            IntTuple::Tuple(os) => {
                let IntTuple::Tuple(ss) = s else {
                    return Err(Error::new(
                        "make_ordered_layout",
                        format!("order {o} does not match shape {s}"),
                    ));
                };
                if ss.len() != os.len() {
                    return Err(Error::new(
                        "make_ordered_layout",
                        format!("order {o} does not match shape {s}"),
                    ));
                }
                ss.iter()
                    .zip(os)
                    .try_for_each(|(a, b)| product_like(a, b, out))
            }
        }
    }
    let mut ref_shape = Vec::new();
    product_like(shape, order, &mut ref_shape)?;
    let flat_order = order.leaves();
    let mut max_order = Int::stat(0);
    for o in &flat_order {
        if max_order.lt(*o).is_static_true() {
            max_order = *o;
        }
    }
    let mut ref_order = Vec::with_capacity(flat_order.len());
    for (k, o) in flat_order.iter().enumerate() {
        let big = max_order
            .value
            .checked_add(1 + k as i64)
            .ok_or_else(|| Error::new(op, format!("order {order} is too large")))?;
        ref_order.push(if o.is_static { o.value } else { big });
    }
    let leaves: Vec<IntTuple> = ref_order.iter().map(|&v| IntTuple::stat(v)).collect();
    let new_order = IntTuple::unflatten(&leaves, order)?;
    fn go(s: &IntTuple, o: &IntTuple, rs: &[Int], ro: &[i64], op: &str) -> Result<IntTuple, Error> {
        match o {
            IntTuple::Tuple(os) => {
                let IntTuple::Tuple(ss) = s else {
                    return Err(Error::new(
                        op,
                        format!("order {o} does not match shape {s}"),
                    ));
                };
                let v = ss.iter().zip(os).map(|(a, b)| go(a, b, rs, ro, op));
                Ok(IntTuple::Tuple(v.collect::<Result<_, _>>()?))
            }
            IntTuple::Int(me) => {
                let mut acc: Option<Int> = None;
                for (s_k, &o_k) in rs.iter().zip(ro) {
                    let f = if o_k < me.value { *s_k } else { Int::stat(1) };
                    acc = Some(match acc {
                        None => f,
                        Some(a) => a.try_mul(f)?,
                    });
                }
                Ok(compact(s, acc.unwrap_or(Int::stat(1)), Major::Left)?.0)
            }
        }
    }
    let stride = go(shape, &new_order, &ref_shape, &ref_order, op)?;
    Ok(Layout::raw(shape.clone(), stride))
}
