//! CuTe's `upcast<N>`, `downcast<N>` and `recast_layout<Old, New>`: reinterpreting a layout
//! of elements as a layout of wider or narrower elements.

use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;

fn by_leaf(l: &Layout, f: &dyn Fn(Int, Int) -> Result<(Int, Int), Error>) -> Result<Layout, Error> {
    fn go(
        s: &IntTuple,
        d: &IntTuple,
        f: &dyn Fn(Int, Int) -> Result<(Int, Int), Error>,
    ) -> Result<Layout, Error> {
        match (s, d) {
            (IntTuple::Int(a), IntTuple::Int(b)) => {
                let (x, y) = f(*a, *b)?;
                Ok(Layout::leaf(x, y))
            }
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) if a.len() == b.len() => {
                let modes = a.iter().zip(b).map(|(x, y)| go(x, y, f));
                Ok(Layout::concat(
                    &modes.collect::<Result<alloc::vec::Vec<_>, _>>()?,
                ))
            }
            _ => Err(Error::new(
                "recast",
                format!("shape {s} and stride {d} are not congruent"),
            )),
        }
    }
    go(&l.shape, &l.stride, f)
}

fn check_factor(n: i64, op: &str) -> Result<Int, Error> {
    if n <= 0 {
        return Err(Error::new(
            op,
            format!("the factor must be positive, not {n}"),
        ));
    }
    Ok(Int::stat(n))
}

/// CuTe's `upcast<N>(L)`: a stride-1 mode's size is divided by `N`, every other stride is
/// divided by `N` (static `_0` strides stay). Errors unless the divisibility condition holds.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_4,_8):(_1,_4)").unwrap() else { panic!() };
/// assert_eq!(l.upcast(2).unwrap().to_string(), "(_2,_8):(_1,_2)");
/// ```
pub fn upcast(l: &Layout, n: i64) -> Result<Layout, Error> {
    let big_n = check_factor(n, "upcast")?;
    by_leaf(l, &|s, d| {
        if d.is_constant(0) {
            return Ok((s, d));
        }
        if d.is_static {
            if d.value % n != 0 && n % d.value != 0 {
                return Err(Error::new(
                    "upcast",
                    format!("divisibility condition fails: stride {d} and {n} do not divide each other in {l}"),
                ));
            }
            let ad = d.abs()?;
            let shape = s.ceil_div(big_n.ceil_div(ad)?)?;
            let stride = d.signum().try_mul(ad.ceil_div(big_n)?)?;
            return Ok((shape, stride));
        }
        if d.value % n != 0 {
            return Err(Error::new(
                "upcast",
                format!("divisibility condition fails: dynamic stride {d} is not divisible by {n} in {l}"),
            ));
        }
        Ok((s, d.try_div(big_n)?))
    })
}

fn has_static_one(t: &IntTuple) -> bool {
    t.leaves().iter().any(|d| d.is_constant(1))
}

/// CuTe's `downcast<N>(L)`: a stride-`_1` (or `_-1`) mode's size is multiplied by `N`, every
/// other stride is multiplied by `N`. Requires a static `_1` stride ("adjacent elements").
pub fn downcast(l: &Layout, n: i64) -> Result<Layout, Error> {
    let big_n = check_factor(n, "downcast")?;
    if !has_static_one(&l.stride) {
        return Err(Error::new(
            "downcast",
            format!("downcast requires adjacent elements (a stride _1): {l}"),
        ));
    }
    by_leaf(l, &|s, d| {
        if d.is_constant(1) || d.is_constant(-1) {
            Ok((s.try_mul(big_n)?, d))
        } else {
            Ok((s, d.try_mul(big_n)?))
        }
    })
}

/// CuTe's `recast_layout<Old, New>(L)` for element widths of `old_bits` and `new_bits`: the
/// ratio `new/old` in lowest terms `num/den` gives `downcast<den>(upcast<num>(L))` (each step
/// skipped when its factor is 1).
pub fn recast_layout(l: &Layout, old_bits: i64, new_bits: i64) -> Result<Layout, Error> {
    if old_bits <= 0 || new_bits <= 0 {
        return Err(Error::new(
            "recast_layout",
            format!("bit widths must be positive: {old_bits}, {new_bits}"),
        ));
    }
    let g = Int::stat(new_bits).gcd(Int::stat(old_bits)).value;
    let (num, den) = (new_bits / g, old_bits / g);
    let up = if num == 1 { l.clone() } else { upcast(l, num)? };
    if den == 1 {
        Ok(up)
    } else {
        downcast(&up, den)
    }
}
