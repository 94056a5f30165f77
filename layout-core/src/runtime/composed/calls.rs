//! The calls of the expression language on swizzles and composed layouts: which operation
//! applies to the inner layout, which rebuilds the swizzle, and the special cases
//! (`composition` in both orders, `slice`, `eval`, recasts, inverses, `print_layout`).

use super::{compose3, reach, slice_composed, ComposedLayout, Offset};
use crate::runtime::algebra::composition::compose_layouts;
use crate::runtime::algebra::inverse::{left_inverse, right_inverse};
use crate::runtime::algebra::recast::{downcast, upcast};
use crate::runtime::calc;
use crate::runtime::print_layout::table;
use crate::runtime::{Error, Int, IntTuple, Layout, Swizzle, Value};
use alloc::format;
use alloc::vec::Vec;

/// Operations that act on the inner layout and keep the swizzle and offset around the result
/// (CuTe's `composition(a.layout_a(), a.offset(), op(a.layout_b(), ...))`).
const ON_INNER: &[&str] = &[
    "get",
    "take",
    "group",
    "flatten",
    "coalesce",
    "filter",
    "logical_divide",
    "zipped_divide",
    "tiled_divide",
    "flat_divide",
    "logical_product",
    "zipped_product",
    "tiled_product",
    "flat_product",
    "blocked_product",
    "raked_product",
    "tile_to_shape",
];

/// Queries that read only the inner layout; their results are returned as they are
/// (`complement` of a composed layout is the complement of its inner layout).
const OF_INNER: &[&str] = &["size", "cosize", "shape", "rank", "depth", "complement"];

fn involved(v: &Value) -> bool {
    matches!(v, Value::Swizzle(_) | Value::Composed(_))
}

/// Evaluates `name(args...)` when an argument is a swizzle or a composed layout; `None`
/// otherwise (the plain algebra handles it).
pub(crate) fn call(name: &str, args: &[Value]) -> Option<Result<Value, Error>> {
    if !args.iter().any(involved) {
        return None;
    }
    Some(dispatch(name, args).map_err(|e| {
        if e.op == name {
            e
        } else {
            Error::new(name, format!("{e}"))
        }
    }))
}

fn dispatch(name: &str, args: &[Value]) -> Result<Value, Error> {
    match (name, args) {
        ("composition", [a, b]) => composition(a, b),
        ("slice", [crd, Value::Composed(c)]) => slice_composed(crd, c),
        ("eval", [Value::Composed(c), coord @ ..]) if !coord.is_empty() => {
            let crd = match coord {
                [one] => one.clone(),
                many => Value::Tuple(many.to_vec()),
            };
            if has_underscore(&crd) {
                return slice_composed(&crd, c);
            }
            let crd = crd
                .to_int_tuple()
                .ok_or_else(|| Error::new("eval", format!("{crd} is not a coordinate")))?;
            Ok(Value::Int(c.eval_index(&crd)?))
        }
        ("upcast" | "downcast", [x, Value::Int(n)]) => recast(name, x, n.value),
        ("recast_layout", [x, Value::Int(old), Value::Int(new)]) => {
            recast_bits(x, old.value, new.value)
        }
        ("right_inverse" | "left_inverse", [Value::Swizzle(s)]) => Ok(Value::Swizzle(*s)),
        ("right_inverse" | "left_inverse", [Value::Composed(c)]) => inverse(name, c),
        ("print_layout", [Value::Composed(c)]) => print_composed(c).map(Value::Text),
        ("stride", [Value::Composed(c)]) => Err(Error::new(
            "stride",
            format!("a composed layout has no strides (CuTe deletes `stride` of {c})"),
        )),
        (_, [Value::Composed(c), rest @ ..])
            if ON_INNER.contains(&name) || OF_INNER.contains(&name) =>
        {
            let mut inner = Vec::with_capacity(args.len());
            inner.push(Value::Layout(c.layout.clone()));
            inner.extend_from_slice(rest);
            match calc::call(name, inner.clone())? {
                Value::Layout(l) if ON_INNER.contains(&name) => {
                    Ok(compose3(c.swizzle, c.offset, l))
                }
                other => Ok(other),
            }
        }
        _ => Err(Error::new(
            name,
            format!(
                "not defined for swizzles or composed layouts with these arguments: ({})",
                args.iter()
                    .map(|a| format!("{a}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )),
    }
}

fn has_underscore(v: &Value) -> bool {
    match v {
        Value::Underscore => true,
        Value::Tuple(items) => items.iter().any(has_underscore),
        _ => false,
    }
}

/// `composition` with a swizzle or a composed layout on either side.
fn composition(a: &Value, b: &Value) -> Result<Value, Error> {
    match (a, b) {
        (Value::Swizzle(s), Value::Layout(l)) => {
            Ok(compose3(*s, Offset::Int(Int::stat(0)), l.clone()))
        }
        (Value::Swizzle(s), Value::Swizzle(t)) => merge_swizzles(*s, *t).map(Value::Swizzle),
        (Value::Layout(l), Value::Swizzle(s)) => layout_then_swizzle(l, *s),
        (Value::Composed(c), tiler) => {
            let inner = calc::call(
                "composition",
                alloc::vec![Value::Layout(c.layout.clone()), tiler.clone()],
            )?;
            match inner {
                Value::Layout(l) => Ok(compose3(c.swizzle, c.offset, l)),
                other => Err(Error::new(
                    "composition",
                    format!("expected a layout from the inner composition, got {other}"),
                )),
            }
        }
        (Value::Layout(l), Value::Composed(c)) => {
            if !c.offset.is_static_zero() {
                return Err(Error::new(
                    "composition",
                    format!("a composed layout on the right needs a static zero offset, got {c}"),
                ));
            }
            match layout_then_swizzle(l, c.swizzle)? {
                Value::Layout(r) => compose_layouts(&r, &c.layout).map(Value::Layout),
                Value::Composed(r) => Ok(compose3(
                    r.swizzle,
                    r.offset,
                    compose_layouts(&r.layout, &c.layout)?,
                )),
                other => Ok(other),
            }
        }
        (a, b) => Err(Error::new(
            "composition",
            format!("cannot compose {a} with {b}"),
        )),
    }
}

/// CuTe's `composition(Swizzle, Swizzle)` of two swizzles with one shift: the masks xor.
fn merge_swizzles(s: Swizzle, t: Swizzle) -> Result<Swizzle, Error> {
    if s.shift != t.shift {
        return Err(Error::new(
            "composition",
            format!("only swizzles of the same shift merge, got {s} and {t}"),
        ));
    }
    Swizzle::from_masks(s.yyy_mask() ^ t.yyy_mask(), s.zzz_mask() ^ t.zzz_mask())
        .map_err(|e| Error::new("composition", e.message))
}

/// CuTe's `composition(L, Sw)`: `Sw' o _0 o L` with `Sw'` the swizzle of masks `L(Y)`, `L(Z)`.
///
/// CuTe returns this form without checking that it is `L o Sw`; here it is returned only when
/// the two functions are equal on the domain of `L`, by one of two sufficient conditions:
/// `Sw` does not act on the domain and `Sw'` does not act on the indices `L` reaches; or `L`
/// is a bitwise-linear map on the offsets it sees (power-of-two modes whose bit images are
/// disjoint bits) and `L(Sw(2^b)) == Sw'(L(2^b))` for every bit `b`. Otherwise an error names
/// the condition that fails.
fn layout_then_swizzle(l: &Layout, s: Swizzle) -> Result<Value, Error> {
    let op = "composition";
    let at = |x: i64| -> Result<i64, Error> { Ok(l.eval(&IntTuple::Int(Int::stat(x)))?.value) };
    let new = Swizzle::from_masks(at(s.yyy_mask())?, at(s.zzz_mask())?).map_err(|e| {
        Error::new(
            op,
            format!("{l} o {s} is not a swizzled layout: {}", e.message),
        )
    })?;
    let size = l.size()?.value;
    let domain = i64::MAX >> (size - 1).max(0).leading_zeros().saturating_sub(1);
    if s.yyy_mask() & domain == 0 {
        // Sw is the identity on the domain of L, so L o Sw is L: Sw' must not move any index
        // L reaches.
        let reached = l
            .shape
            .leaves()
            .iter()
            .zip(l.stride.leaves())
            .fold(0i64, |acc, (m, d)| acc | reach(m.value, d.value));
        if reached & new.yyy_mask() != 0 {
            return Err(Error::new(
                op,
                format!(
                    "{l} o {s} is {l} ({s} does not act below {size}), but {new} o {l} is not: {l} reaches the bits {reached}, which overlap {new}'s mask {}",
                    new.yyy_mask()
                ),
            ));
        }
        return Ok(compose3(new, Offset::Int(Int::stat(0)), l.clone()));
    }
    let top = (size - 1).max(s.code()).max(0);
    let nbits = 64 - top.leading_zeros() as i64;
    // Every mode before the one holding the top bit must have a power-of-two extent.
    let mut extent: i64 = 1;
    let leaves = l.shape.leaves();
    for (k, m) in leaves.iter().enumerate() {
        if k + 1 == leaves.len() || extent >= (1i64 << nbits) {
            break;
        }
        if m.value <= 0 || m.value.count_ones() != 1 {
            return Err(Error::new(
                op,
                format!(
                    "{l} o {s} is not a swizzled layout: mode extent {} is not a power of two, so {l} is not bitwise linear",
                    m.value
                ),
            ));
        }
        extent = extent.saturating_mul(m.value);
    }
    let mut seen = 0i64;
    for b in 0..nbits {
        let img = at(1i64 << b)?;
        if img < 0 || img & seen != 0 {
            return Err(Error::new(
                op,
                format!(
                    "{l} o {s} is not a swizzled layout: {l} maps bit {b} to {img}, which overlaps the images of lower bits"
                ),
            ));
        }
        seen |= img;
        let lhs = at(s.apply(1i64 << b))?;
        let rhs = new.apply(img);
        if lhs != rhs {
            return Err(Error::new(
                op,
                format!(
                    "{l} o {s} is not {new} o {l}: at offset {} they give {lhs} and {rhs}",
                    1i64 << b
                ),
            ));
        }
    }
    Ok(compose3(new, Offset::Int(Int::stat(0)), l.clone()))
}

/// `upcast`/`downcast` of a swizzle or a composed layout.
fn recast(op: &str, x: &Value, n: i64) -> Result<Value, Error> {
    let up = op == "upcast";
    if !(1..=i64::from(u32::MAX)).contains(&n) {
        return Err(Error::new(
            op,
            format!("the factor must be a positive 32-bit integer, not {n}"),
        ));
    }
    match x {
        Value::Swizzle(s) => {
            let r = if up { s.upcast(n)? } else { s.downcast(n)? };
            Ok(Value::Swizzle(r))
        }
        Value::Composed(c) => {
            let layout = if up {
                upcast(&c.layout, n)?
            } else {
                downcast(&c.layout, n)?
            };
            if let Offset::SmemFlag(bits) = c.offset {
                // The flag records the new element width; the swizzle stays in bytes.
                let bits = if up {
                    bits.checked_mul(n as u32)
                } else {
                    bits.checked_div(n as u32)
                }
                .ok_or_else(|| {
                    Error::new(op, format!("element width {bits} times {n} overflows"))
                })?;
                return Ok(Value::Composed(ComposedLayout {
                    swizzle: c.swizzle,
                    offset: Offset::SmemFlag(bits),
                    layout,
                }));
            }
            let (sw, off) = if up {
                (c.swizzle.upcast(n)?, c.offset.bits().upcast(op, n)?)
            } else {
                (c.swizzle.downcast(n)?, c.offset.bits().downcast(op, n)?)
            };
            // Kept composed even when the swizzle drops to no bits and the offset is zero: CuTe's
            // rescaled static offset is an unsigned `C<0u>`, which its identity case
            // (`composition(Swizzle<0,M,S>, Int<0>, L)`) does not match.
            Ok(Value::Composed(ComposedLayout {
                swizzle: sw,
                offset: Offset::from_bits(off),
                layout,
            }))
        }
        other => Err(Error::new(
            op,
            format!("expected a swizzle or a composed layout, got {other}"),
        )),
    }
}

/// CuTe's `recast_layout<Old, New>` of a swizzle or composed layout: the ratio `new/old` in
/// lowest terms `num/den` gives `downcast<den>(upcast<num>(x))`.
fn recast_bits(x: &Value, old: i64, new: i64) -> Result<Value, Error> {
    if old <= 0 || new <= 0 {
        return Err(Error::new(
            "recast_layout",
            format!("bit widths must be positive: {old}, {new}"),
        ));
    }
    let g = Int::stat(new).gcd(Int::stat(old)).value;
    let (num, den) = (new / g, old / g);
    let up = if num == 1 {
        x.clone()
    } else {
        recast("upcast", x, num)?
    };
    if den == 1 {
        Ok(up)
    } else {
        recast("downcast", &up, den)
    }
}

/// CuTe's inverses of `Sw o O o L`: with a static zero offset, `composition(inv(L), Sw)`.
fn inverse(op: &str, c: &ComposedLayout) -> Result<Value, Error> {
    if !c.offset.is_static_zero() {
        return Err(Error::new(
            op,
            format!("the inverse of {c} with a non-zero offset is a layout followed by a swizzle, which this form cannot express"),
        ));
    }
    let sw = c.swizzle;
    let inv = if op == "right_inverse" {
        let inv = right_inverse(&c.layout)?;
        // (Sw o L) o (inv(L) o Sw) is the identity on [0, n) only if Sw maps [0, n) into itself.
        let n = inv.size()?.value;
        let below = i64::MAX >> n.saturating_sub(1).max(0).leading_zeros().saturating_sub(1);
        let acts = sw.yyy_mask() & below != 0;
        let pow2 = n > 0 && n.count_ones() == 1;
        if acts && !(pow2 && sw.zzz_mask() < n) {
            return Err(Error::new(
                op,
                format!(
                    "{sw} maps indices below {n} to indices at or above it, so right_inverse({}) o {sw} = {inv} o {sw} is not a right inverse of {c}",
                    c.layout
                ),
            ));
        }
        inv
    } else {
        left_inverse(&c.layout)?
    };
    layout_then_swizzle(&inv, sw)
}

/// `print_layout` of a rank-2 composed layout: cell `(m, n)` holds `Sw(O + L(m, n))`, exactly
/// what evaluation gives; the cell width follows `cosize(L)` as in CuTe.
fn print_composed(c: &ComposedLayout) -> Result<alloc::string::String, Error> {
    let op = "print_layout";
    if c.layout.rank() != 2 || !c.layout.shape.is_tuple() {
        return Err(Error::new(
            op,
            format!(
                "expected a rank-2 layout, got {c} of rank {}",
                c.layout.rank()
            ),
        ));
    }
    let rows = c.layout.mode(0)?.size()?.value;
    let cols = c.layout.mode(1)?.size()?.value;
    let cosize = c.cosize()?.value;
    table(&alloc::format!("{c}"), rows, cols, cosize, &|m, n| {
        let crd = IntTuple::Tuple(alloc::vec![
            IntTuple::Int(Int::dynamic(m)),
            IntTuple::Int(Int::dynamic(n))
        ]);
        Ok(c.eval_index(&crd)?.value)
    })
}
