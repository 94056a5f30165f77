//! Slicing a swizzled layout (CuTe's `slice_and_offset` for `ComposedLayout<Swizzle,O,L>`,
//! `swizzle_layout.hpp`, and its shared-memory-flag variant in `pointer_flagged.hpp`).
//!
//! Slicing fixes some modes of `L` to integers. The fixed part contributes an offset whose
//! bits on the swizzle's `Y`/`Z` masks join `O` (tracked as [`MixedBits`](crate::runtime::MixedBits)
//! when they come from run-time indices); the rest of the offset is dropped, as CuTe's `slice`
//! drops it. Then, with `P` the projection of offsets onto the `Y` and `Z` bits:
//!
//! | the sliced layout reaches ... | result |
//! | --- | --- |
//! | a `Y` bit and its `Z` bit (statically) | `Sw o O' o sliced` (not reducible) |
//! | otherwise | a plain layout: `sliced` composed with the swizzle written as a layout whose strides flip sign on the offset's bits (static where those bits are) |
//!
//! With a shared-memory flag offset the swizzle is kept and the slice's offset replaces the
//! flag unless it is a static zero.
//!
//! CuTe combines the offset, the fixed modes' contributions and the sliced layout's indices
//! with `xor` where the layout adds them; when they share bits (a carry), its result is not
//! the slice. That case is an error here (see `check_bitwise`).

use super::{compose3, ComposedLayout, Offset};
use crate::runtime::algebra::composition::compose_layouts;
use crate::runtime::algebra::coord::{crd2idx, idx2crd};
use crate::runtime::mixed_bits::{make_mixed_bits, Bits};
use crate::runtime::{Error, Int, IntTuple, Layout, Value};
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;

/// CuTe's `slice(crd, Sw o O o L)`: the composed (or, when the swizzle decays, plain) layout of
/// the modes of `crd` that are `_`.
///
/// ```
/// use layout_core::runtime::evaluate;
/// let s = |e: &str| evaluate(e).unwrap().to_string();
/// assert_eq!(s("slice((_,_,_1,_),Sw<3,3,3> o _0 o (_8,_8,_2,_4):(_64,_1,_8,_16))"),
///            "Sw<3,3,3> o _8 o (_8,_8,_4):(_64,_1,_16)");
/// assert_eq!(s("slice((1,_,_),Sw<3,3,3> o _0 o (_8,_64,_3):(_64,_1,_512))"),
///            "((_8,_2,_2,_2),_3):((_1,-8,16,32),_512)");
/// assert_eq!(s("slice((2,_),Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8))"),
///            "Sw<1,4,3> o 2 o (_8):(_8)");
/// ```
pub fn slice_composed(crd: &Value, c: &ComposedLayout) -> Result<Value, Error> {
    slice_and_offset_composed(crd, c).map(|(layout, _)| layout)
}

/// CuTe's `slice_and_offset(crd, Sw o O o L)`: the slice of [`slice_composed`] and the offset
/// a tensor's iterator moves by (a tensor over the composed layout slices into
/// `(data + offset) o slice`). The offset is the part of the fixed modes' index that the
/// swizzle leaves alone when the swizzle stays, the whole swizzled index when it decays, and 0
/// when every mode is kept or the offset is a shared-memory flag.
///
/// ```
/// use layout_core::runtime::{parse_value, slice_and_offset_composed, Value};
/// let Value::Composed(c) = parse_value("Sw<3,3,3> o _0 o (_8,_64,_3):(_64,_1,_512)").unwrap() else { panic!() };
/// let (l, off) = slice_and_offset_composed(&parse_value("(1,_,_)").unwrap(), &c).unwrap();
/// assert_eq!((l.to_string(), off.to_string()), ("((_8,_2,_2,_2),_3):((_1,-8,16,32),_512)".into(), "72".into()));
/// ```
pub fn slice_and_offset_composed(crd: &Value, c: &ComposedLayout) -> Result<(Value, Int), Error> {
    let sliced = Layout::raw(
        pick(crd, &c.layout.shape, true)?,
        pick(crd, &c.layout.stride, true)?,
    );
    if let Offset::SmemFlag(bits) = c.offset {
        let off = crd2idx(&zero_underscores(crd)?, &c.layout.shape, &c.layout.stride)?;
        let offset = if off.is_constant(0) {
            Offset::SmemFlag(bits)
        } else {
            Offset::Int(off)
        };
        let layout = Value::Composed(ComposedLayout {
            swizzle: c.swizzle,
            offset,
            layout: sliced,
        });
        return Ok((layout, Int::stat(0)));
    }
    if all_underscore(crd) {
        return Ok((compose3(c.swizzle, c.offset, sliced), Int::stat(0)));
    }
    check_bitwise(crd, c, &sliced)?;
    let sw = c.swizzle;
    let (m, b, s) = (
        sw.base as i64,
        sw.bits as i64,
        sw.shift.unsigned_abs() as i64,
    );
    let p2 = |e: i64| Int::stat(1i64 << e);
    let proj_shape = IntTuple::Tuple(vec![
        IntTuple::Int(p2(m)),
        IntTuple::Int(p2(b)),
        IntTuple::Int(p2(s - b)),
        IntTuple::Int(p2(b)),
        IntTuple::Int(Int::stat(1)),
    ]);
    let zero = IntTuple::Int(Int::stat(0));
    let only_zy = Layout::raw(
        proj_shape,
        IntTuple::Tuple(vec![
            zero.clone(),
            IntTuple::Int(p2(m)),
            zero.clone(),
            IntTuple::Int(p2(m + s)),
            zero,
        ]),
    );
    let diced = Layout::raw(
        pick(crd, &c.layout.shape, false)?,
        pick(crd, &c.layout.stride, false)?,
    );
    let diced_coord = to_coord(&dice_value(crd))?;
    let diced_zy = compose_layouts(&only_zy, &diced)?;
    let crd_zy = idx2crd(&diced_coord, &diced_zy.shape)?;
    let offset = c
        .offset
        .bits()
        .xor(to_mixed_bits(&diced_zy.shape, &diced_zy.stride, &crd_zy)?);
    // The bits of the fixed modes' index that the swizzle neither reads nor writes.
    let anti_zy = Layout::raw(
        only_zy.shape.clone(),
        IntTuple::Tuple(vec![
            IntTuple::Int(Int::stat(1)),
            IntTuple::Int(Int::stat(0)),
            IntTuple::Int(p2(m + b)),
            IntTuple::Int(Int::stat(0)),
            IntTuple::Int(p2(m + b + s)),
        ]),
    );
    let diced_anti = compose_layouts(&anti_zy, &diced)?;
    let crd_anti = idx2crd(&diced_coord, &diced_anti.shape)?;
    let offset_anti_zy = crd2idx(&crd_anti, &diced_anti.shape, &diced_anti.stride)?;

    let sliced_zy = compose_layouts(&only_zy, &sliced)?;
    let last = sliced_zy.size()?.try_sub(Int::stat(1))?;
    let active = sliced_zy.eval(&IntTuple::Int(last))?;
    if active.is_static && active.value & !sw.apply(active.value) != 0 {
        // The sliced layout reaches a Y bit and its Z bit: the swizzle stays.
        return Ok((
            compose3(sw, Offset::from_bits(offset), sliced),
            offset_anti_zy,
        ));
    }
    let z = sw.zzz_mask() & -sw.zzz_mask();
    let y = sw.yyy_mask() & -sw.yyy_mask();
    let strides = |lower: bool| -> IntTuple {
        let items = (0..b)
            .map(|i| {
                let (mask, keep, flip) = if lower {
                    (y << i, z << i, -(z << i))
                } else {
                    (z << i, (y + z) << i, (y - z) << i)
                };
                IntTuple::Int(match offset.static_zero_under(mask) {
                    Some(true) => Int::stat(keep),
                    Some(false) => Int::stat(flip),
                    None if offset.value() & mask == 0 => Int::dynamic(keep),
                    None => Int::dynamic(flip),
                })
            })
            .collect();
        IntTuple::Tuple(items)
    };
    let twos = IntTuple::Tuple(vec![IntTuple::Int(Int::stat(2)); b as usize]);
    let swizzle_layout = Layout::raw(
        IntTuple::Tuple(vec![
            IntTuple::Int(p2(m)),
            twos.clone(),
            IntTuple::Int(p2(s - b)),
            twos,
            IntTuple::Int(Int::stat(1)),
        ]),
        IntTuple::Tuple(vec![
            IntTuple::Int(Int::stat(1)),
            strides(z < y),
            IntTuple::Int(p2(m + b)),
            strides(z > y),
            IntTuple::Int(p2(m + b + s)),
        ]),
    );
    let moved = Int::dynamic(sw.apply(offset.value())).try_add(offset_anti_zy)?;
    let layout = compose_layouts(&swizzle_layout, &sliced)?;
    Ok((Value::Layout(layout), moved))
}

/// The condition under which CuTe's bitwise slicing equals the slice: the offset, the fixed
/// modes' contributions and every index the sliced layout reaches add without carries.
fn check_bitwise(crd: &Value, c: &ComposedLayout, sliced: &Layout) -> Result<(), Error> {
    let diced = Layout::raw(
        pick(crd, &c.layout.shape, false)?,
        pick(crd, &c.layout.stride, false)?,
    );
    let coords = to_coord(&dice_value(crd))?;
    let coords = idx2crd(&coords, &diced.shape)?.leaves();
    let mut pieces = vec![c.offset.value().value];
    for (x, d) in coords.iter().zip(diced.stride.leaves()) {
        pieces.push(x.value.saturating_mul(d.value));
    }
    let (mut sum, mut xor) = (0i64, 0i64);
    for p in &pieces {
        sum = sum.saturating_add(*p);
        xor ^= *p;
    }
    let span = sliced
        .shape
        .leaves()
        .iter()
        .zip(sliced.stride.leaves())
        .fold(0i64, |acc, (s, d)| acc | reach(s.value, d.value));
    if pieces.iter().any(|p| *p < 0) || sum != xor || sum & span != 0 {
        return Err(Error::new(
            "slice",
            format!(
                "the offset {sum} of slicing {c} at {crd} (parts {pieces:?}) and the indices of the sliced layout {sliced} (bits {span}) must add without carries, as CuTe combines them with xor"
            ),
        ));
    }
    Ok(())
}

/// The bits the indices `k * d`, `0 <= k < s`, can set: those from `d`'s lowest bit up to the
/// largest index's highest bit.
pub(crate) fn reach(s: i64, d: i64) -> i64 {
    let d = d.saturating_abs();
    let top = (s - 1).max(0).saturating_mul(d);
    if top == 0 {
        return 0;
    }
    let below_top = i64::MAX >> (top.leading_zeros() - 1);
    let low = d & d.wrapping_neg();
    below_top & !(low - 1)
}

/// CuTe's `slice` (`keep_underscores`) or `dice` (the other modes) of an IntTuple by a
/// coordinate: the selected modes as a flat tuple; `_` (resp. an integer) keeps everything.
fn pick(crd: &Value, t: &IntTuple, keep_underscores: bool) -> Result<IntTuple, Error> {
    fn lift(a: &Value, b: &IntTuple, keep: bool, out: &mut Vec<IntTuple>) -> Result<(), Error> {
        match (a, b) {
            (Value::Tuple(cs), IntTuple::Tuple(bs)) if cs.len() == bs.len() => cs
                .iter()
                .zip(bs)
                .try_for_each(|(c, s)| lift(c, s, keep, out)),
            (Value::Underscore, _) | (Value::Int(_), _) => {
                if matches!(a, Value::Underscore) == keep {
                    out.push(b.clone());
                }
                Ok(())
            }
            _ => Err(Error::new(
                "slice",
                format!("coordinate {a} does not match the shape {b}"),
            )),
        }
    }
    match crd {
        Value::Tuple(_) => {
            let mut out = Vec::new();
            lift(crd, t, keep_underscores, &mut out)?;
            Ok(IntTuple::Tuple(out))
        }
        Value::Underscore if keep_underscores => Ok(t.clone()),
        Value::Int(_) if !keep_underscores => Ok(t.clone()),
        Value::Underscore | Value::Int(_) => Ok(IntTuple::Tuple(Vec::new())),
        other => Err(Error::new("slice", format!("{other} is not a coordinate"))),
    }
}

/// CuTe's `dice(crd, crd)`: the integer parts of a coordinate.
fn dice_value(crd: &Value) -> Value {
    fn lift(a: &Value, out: &mut Vec<Value>) {
        match a {
            Value::Tuple(cs) => cs.iter().for_each(|c| lift(c, out)),
            Value::Underscore => {}
            other => out.push(other.clone()),
        }
    }
    match crd {
        Value::Tuple(_) => {
            let mut out = Vec::new();
            lift(crd, &mut out);
            Value::Tuple(out)
        }
        other => other.clone(),
    }
}

fn to_coord(v: &Value) -> Result<IntTuple, Error> {
    v.to_int_tuple()
        .ok_or_else(|| Error::new("slice", format!("{v} is not a coordinate")))
}

/// The coordinate with every `_` replaced by a static `_0` (CuTe's `crd2idx` of a slice).
fn zero_underscores(crd: &Value) -> Result<IntTuple, Error> {
    match crd {
        Value::Underscore => Ok(IntTuple::Int(Int::stat(0))),
        Value::Int(i) => Ok(IntTuple::Int(*i)),
        Value::Tuple(items) => items
            .iter()
            .map(zero_underscores)
            .collect::<Result<Vec<_>, _>>()
            .map(IntTuple::Tuple),
        other => Err(Error::new("slice", format!("{other} is not a coordinate"))),
    }
}

fn all_underscore(crd: &Value) -> bool {
    match crd {
        Value::Underscore => true,
        Value::Tuple(items) => items.iter().all(all_underscore),
        _ => false,
    }
}

/// CuTe's `to_mixed_bits(shape, stride, coord)`: the offset of a coordinate in a layout of
/// power-of-two extents, keeping track of which bits are static. Requires static shapes and
/// strides whose products are zero or powers of two.
fn to_mixed_bits(shape: &IntTuple, stride: &IntTuple, crd: &IntTuple) -> Result<Bits, Error> {
    match (shape, stride, crd) {
        (IntTuple::Tuple(s), IntTuple::Tuple(d), IntTuple::Tuple(c))
            if s.len() == d.len() && s.len() == c.len() =>
        {
            let mut acc = Bits::Int(Int::stat(0));
            for ((s, d), c) in s.iter().zip(d).zip(c) {
                acc = acc.xor(to_mixed_bits(s, d, c)?);
            }
            Ok(acc)
        }
        (IntTuple::Int(s), IntTuple::Int(d), IntTuple::Int(c)) => {
            let span = s.value.checked_mul(d.value);
            let pow2 = span.is_some_and(|p| p == 0 || (p > 0 && p.count_ones() == 1));
            if !s.is_static || !d.is_static || !pow2 {
                return Err(Error::new(
                    "slice",
                    format!(
                        "the swizzle bits of the sliced modes need a static power-of-two extent, got {s}:{d}"
                    ),
                ));
            }
            let flags = u32::try_from((s.value - 1) * d.value).map_err(|_| {
                Error::new(
                    "slice",
                    format!("the swizzle bits of {s}:{d} do not fit in 32 bits"),
                )
            })?;
            let at = c.try_mul(*d)?;
            Ok(make_mixed_bits(0, at, flags))
        }
        _ => Err(Error::new(
            "slice",
            format!("coordinate {crd} does not match the shape {shape}"),
        )),
    }
}
