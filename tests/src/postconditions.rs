//! CuTe's post-conditions, checked by enumeration: the test oracle for the runtime layer's
//! closed-form admissibility checks.
//!
//! The library decides admissibility from its inputs in O(rank) (divisibility, disjoint images,
//! sorted-stride extents); these functions verify a result as a function, point by point, which
//! is what those closed forms promise. A check returns `Err` with what it found, or `Ok(false)`
//! when the layout is too large to enumerate or its arithmetic overflows (nothing was checked).
//!
//! A 1-D index splits over a layout's leaf modes exactly as over its hierarchical modes (CuTe's
//! colexicographic split; only the very last mode takes what is left), so every check walks the
//! flattened modes with an odometer, in `i128` with checks.

use layout_core::runtime::algebra::int_tuple_ops::{compatible, product};
use layout_core::runtime::{IntTuple, Layout};

/// The most points a check enumerates; larger layouts are not checked.
pub const LIMIT: i64 = 1 << 14;

/// A layout flattened to its leaf modes.
struct Flat {
    modes: Vec<(i128, i128)>,
}

impl Flat {
    fn new(l: &Layout) -> Flat {
        let shapes = l.shape.leaves();
        let strides = l.stride.leaves();
        Flat {
            modes: shapes
                .iter()
                .zip(strides.iter())
                .map(|(s, d)| (i128::from(s.value), i128::from(d.value)))
                .collect(),
        }
    }

    /// `L(i)` for a 1-D index; `None` on overflow.
    fn eval(&self, i: i64) -> Option<i64> {
        let mut rest = i128::from(i);
        let mut acc: i128 = 0;
        let last = self.modes.len().checked_sub(1)?;
        for (k, &(s, d)) in self.modes.iter().enumerate() {
            let c = if k == last || s == 0 { rest } else { rest % s };
            acc = acc.checked_add(c.checked_mul(d)?)?;
            if k != last && s != 0 {
                rest /= s;
            }
        }
        i64::try_from(acc).ok()
    }

    /// `[L(0), ..., L(n-1)]`; `None` on overflow.
    fn values(&self, n: i64) -> Option<Vec<i64>> {
        (0..n).map(|i| self.eval(i)).collect()
    }
}

/// `size(l)` if it is in `[0, LIMIT]`.
fn small_size(l: &Layout) -> Option<i64> {
    let n = l.size().ok()?.value;
    (0..=LIMIT).contains(&n).then_some(n)
}

/// Composition: `compatible(B, R)` and `R(i) == A(B(i))` for every `i < size(B)` (points where
/// `B(i) < 0` are skipped: CuTe's index arithmetic on negative indices is not the mathematical
/// one). `Ok(true)` when checked, `Ok(false)` when too large.
pub fn composition(a: &Layout, b: &Layout, r: &Layout) -> Result<bool, String> {
    if !compatible(&b.shape, &r.shape).unwrap_or(false) {
        return Err(format!("the result {r} is not compatible with {b}"));
    }
    let Some(n) = small_size(b) else {
        return Ok(false);
    };
    let (fa, fb, fr) = (Flat::new(a), Flat::new(b), Flat::new(r));
    for i in 0..n {
        let (Some(bi), Some(got)) = (fb.eval(i), fr.eval(i)) else {
            return Ok(false);
        };
        if bi < 0 {
            continue;
        }
        match fa.eval(bi) {
            Some(want) if want != got => {
                return Err(format!(
                    "{a} o {b} = {r} maps {i} to {got}, but A(B({i})) = {want}"
                ))
            }
            Some(_) => {}
            None => return Ok(false),
        }
    }
    Ok(true)
}

/// Complement: the result `r` of `l` is ordered (`r(i) < r(i+1)`) and disjoint from the image
/// of `l` apart from 0.
pub fn complement(l: &Layout, r: &Layout) -> Result<bool, String> {
    let (Some(nl), Some(nr)) = (small_size(l), small_size(r)) else {
        return Ok(false);
    };
    let Some(mut image) = Flat::new(l).values(nl) else {
        return Ok(false);
    };
    image.sort_unstable();
    let Some(rv) = Flat::new(r).values(nr) else {
        return Ok(false);
    };
    for (i, w) in rv.windows(2).enumerate() {
        if w[1] <= w[0] {
            return Err(format!(
                "complement {r} of {l} is not ordered: R({i}) = {} >= R({}) = {}",
                w[0],
                i + 1,
                w[1]
            ));
        }
    }
    for (i, v) in rv.iter().enumerate().skip(1) {
        if image.binary_search(v).is_ok() {
            return Err(format!(
                "complement {r} of {l} is not disjoint from it: R({i}) = {v} is in the image"
            ));
        }
    }
    Ok(true)
}

/// The covering condition of a complement: `cosize((L, R)) >= size(cotarget)`.
pub fn complement_covers(l: &Layout, cotarget: &IntTuple, r: &Layout) -> Result<bool, String> {
    let both = Layout::concat(&[l.clone(), r.clone()]);
    let (Ok(target), Ok(co)) = (product(cotarget), both.cosize()) else {
        return Ok(false);
    };
    if co.value < target.value {
        return Err(format!(
            "complement {r} of {l} does not cover {cotarget}: cosize {} < {}",
            co.value, target.value
        ));
    }
    Ok(true)
}

/// Left inverse: `L(R(L(i))) == L(i)` for every `i < size(L)` (so `R(L(i)) == i` where `L` is
/// injective).
pub fn left_inverse(l: &Layout, r: &Layout) -> Result<bool, String> {
    let Some(n) = small_size(l) else {
        return Ok(false);
    };
    let (fl, fr) = (Flat::new(l), Flat::new(r));
    for i in 0..n {
        let Some(li) = fl.eval(i) else {
            return Ok(false);
        };
        if li < 0 {
            continue;
        }
        match fr.eval(li).and_then(|x| fl.eval(x)) {
            Some(back) if back != li => {
                return Err(format!(
                    "{r} is not a left inverse of {l}: L({i}) = {li} comes back as {back}"
                ))
            }
            Some(_) => {}
            None => return Ok(false),
        }
    }
    Ok(true)
}

/// Whether `l` is injective on its domain (no two coordinates give one index).
pub fn injective(l: &Layout) -> Option<bool> {
    let n = small_size(l)?;
    let mut v = Flat::new(l).values(n)?;
    v.sort_unstable();
    Some(v.windows(2).all(|w| w[0] != w[1]))
}

/// The values of `r` other than 0 are outside the image of `l` (the block and the repetitions
/// of a product do not overlap).
pub fn disjoint(l: &Layout, r: &Layout) -> Result<bool, String> {
    let (Some(nl), Some(nr)) = (small_size(l), small_size(r)) else {
        return Ok(false);
    };
    let (Some(mut image), Some(rv)) = (Flat::new(l).values(nl), Flat::new(r).values(nr)) else {
        return Ok(false);
    };
    image.sort_unstable();
    match rv
        .iter()
        .enumerate()
        .find(|(_, v)| **v != 0 && image.binary_search(v).is_ok())
    {
        Some((i, v)) => Err(format!("{r} meets {l}: R({i}) = {v} is in its image")),
        None => Ok(true),
    }
}

/// `max_common_layout`: `A(R(i)) == i` and `B(R(i)) == i` for every `i < size(R)`.
pub fn common_layout(a: &Layout, b: &Layout, r: &Layout) -> Result<bool, String> {
    let Some(n) = small_size(r) else {
        return Ok(false);
    };
    let (fa, fb, fr) = (Flat::new(a), Flat::new(b), Flat::new(r));
    for i in 0..n {
        let Some(c) = fr.eval(i) else {
            return Ok(false);
        };
        match (fa.eval(c), fb.eval(c)) {
            (Some(x), Some(y)) if x == i && y == i => {}
            (Some(x), Some(y)) => {
                return Err(format!(
                    "common layout {r} of {a} and {b}: element {i} maps to {x} and {y}"
                ))
            }
            _ => return Ok(false),
        }
    }
    Ok(true)
}
