//! Post-condition checks: where CuTe's own (static) checks are weaker than the mathematics,
//! the runtime layer verifies the result as a function and reports an inadmissible input
//! instead of returning a wrong layout.
//!
//! Checks run on values only; layouts too large to enumerate cheaply are sampled or skipped.

use crate::runtime::{Error, IntTuple, Layout};
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

/// A layout flattened to its leaf modes, for checks that evaluate it at many points.
///
/// A 1-D index splits over the flat modes exactly as over the hierarchical ones (CuTe's
/// colexicographic split; only the very last mode takes what is left), so the flat form computes
/// the same function for every index, and its evaluation allocates nothing. Arithmetic is in
/// `i128` with checks: an overflow makes the check give up (`None`), never panic.
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

    /// `L(i)` for a 1-D index.
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

    /// `L(i)` for every `i` in `[0, n)`, in order, by an odometer over the flat modes (the last
    /// mode is not wrapped). Stops early when `f` returns `false`; `None` on overflow.
    fn for_each(&self, n: i64, mut f: impl FnMut(i64, i64) -> bool) -> Option<()> {
        if n <= 0 {
            return Some(());
        }
        let r = self.modes.len();
        if r == 0 {
            return Some(());
        }
        let mut crd = vec![0i128; r];
        let mut value: i128 = 0;
        for i in 0..n {
            if !f(i, i64::try_from(value).ok()?) {
                return Some(());
            }
            // advance the coordinate: mode k wraps at its size, except the last mode
            let mut k = 0;
            loop {
                let (s, d) = self.modes[k];
                crd[k] += 1;
                value = value.checked_add(d)?;
                if k + 1 == r || crd[k] < s {
                    break;
                }
                value = value.checked_sub(d.checked_mul(crd[k])?)?;
                crd[k] = 0;
                k += 1;
            }
        }
        Some(())
    }
}

/// The most points a check enumerates; larger layouts are sampled (composition) or skipped.
const LIMIT: i64 = 1 << 16;

/// The points of `[0, n)` a check visits: all of them up to `LIMIT`, otherwise the first
/// `LIMIT / 16` and an evenly spaced sample of the rest.
fn sample_points(n: i64) -> impl Iterator<Item = i64> {
    let n = n.max(0);
    let head = n.min(LIMIT);
    let (tail_start, step) = if n > LIMIT {
        (LIMIT / 16, (n - LIMIT / 16) / (LIMIT - LIMIT / 16) + 1)
    } else {
        (n, 1)
    };
    let head = if n > LIMIT { LIMIT / 16 } else { head };
    (0..head).chain((tail_start..n).step_by(step as usize))
}

fn size_of(l: &Layout) -> Option<i64> {
    let n = l.size().ok()?.value;
    (0..=LIMIT).contains(&n).then_some(n)
}

/// `compatible(B, R)` and `R(i) == A(B(i))` for every `i` in the domain of `B` (points where `B(i) < 0` are skipped:
/// CuTe's index arithmetic on negative indices is not the mathematical one).
///
/// `soft` is a divisibility condition that failed on dynamic values (CuTe does not check those):
/// it is reported if the result is wrong. Layouts larger than `LIMIT` are checked on a sample.
pub(crate) fn composition_post(
    a: &Layout,
    b: &Layout,
    r: &Layout,
    soft: Option<String>,
) -> Result<(), Error> {
    if !super::int_tuple_ops::compatible(&b.shape, &r.shape)? {
        return Err(Error::new(
            "composition",
            match soft {
                Some(m) => m,
                None => format!("inadmissible composition of {a} with {b}: the result {r} is not compatible with {b}"),
            },
        ));
    }
    let Ok(n) = b.size().map(|n| n.value) else {
        return Ok(());
    };
    let (fa, fb, fr) = (Flat::new(a), Flat::new(b), Flat::new(r));
    let mut bad = None;
    let mut check = |i: i64, bi: i64, got: i64| -> bool {
        // points where B(i) < 0 are skipped (see above); overflow gives up silently
        if bi < 0 {
            return true;
        }
        match fa.eval(bi) {
            Some(want) if want != got => {
                bad = Some((i, got, want));
                false
            }
            _ => true,
        }
    };
    if (0..=LIMIT).contains(&n) {
        // both odometers walk [0, n) in step: zip them through a buffer of B's values
        let mut bs = Vec::with_capacity(n as usize);
        fb.for_each(n, |_, v| {
            bs.push(v);
            true
        });
        if bs.len() == n as usize {
            fr.for_each(n, |i, got| check(i, bs[i as usize], got));
        }
    } else {
        for i in sample_points(n) {
            let (Some(bi), Some(got)) = (fb.eval(i), fr.eval(i)) else {
                continue;
            };
            if !check(i, bi, got) {
                break;
            }
        }
    }
    if let Some((i, got, want)) = bad {
        return Err(Error::new(
            "composition",
            match soft {
                Some(m) => m,
                None => format!(
                    "inadmissible composition of {a} with {b}: the result {r} maps {i} to {got}, but A(B({i})) = {want}"
                ),
            },
        ));
    }
    Ok(())
}

/// The complement `r` of `l` for `cotarget`: ordered and disjoint from the image of `l`
/// (apart from 0).
pub(crate) fn complement_post(l: &Layout, cotarget: &IntTuple, r: &Layout) -> Result<(), Error> {
    let (Some(nl), Some(nr)) = (size_of(l), size_of(r)) else {
        return Ok(());
    };
    let fail = |why: &str| {
        Error::new(
            "complement",
            format!("inadmissible complement of {l} for cotarget {cotarget}: {why} (got {r})"),
        )
    };
    let mut image = Vec::with_capacity(nl as usize);
    Flat::new(l).for_each(nl, |_, v| {
        image.push(v);
        true
    });
    image.sort_unstable();
    let mut prev: Option<i64> = None;
    let mut why = None;
    Flat::new(r).for_each(nr, |i, v| {
        if prev.is_some_and(|p| v <= p) {
            why = Some("the result is not ordered");
            return false;
        }
        if i > 0 && image.binary_search(&v).is_ok() {
            why = Some("the result is not disjoint from the layout");
            return false;
        }
        prev = Some(v);
        true
    });
    match why {
        Some(w) => Err(fail(w)),
        None => Ok(()),
    }
}

/// The covering post-condition of `complement`: `cosize((L,R)) >= size(cotarget)`.
pub(crate) fn complement_covers(l: &Layout, cotarget: &IntTuple, r: &Layout) -> Result<(), Error> {
    let both = Layout::concat(&[l.clone(), r.clone()]);
    let target = super::int_tuple_ops::product(cotarget)?.value;
    let co = both.cosize()?.value;
    if co < target {
        return Err(Error::new(
            "complement",
            format!("the complement {r} of {l} does not cover the cotarget {cotarget}: cosize {co} < {target}"),
        ));
    }
    Ok(())
}

/// `L(R(L(i))) == L(i)` for every `i` in the domain of `L`.
pub(crate) fn left_inverse_post(l: &Layout, r: &Layout) -> Result<(), Error> {
    let Some(n) = size_of(l) else { return Ok(()) };
    let (fl, fr) = (Flat::new(l), Flat::new(r));
    let mut bad = None;
    fl.for_each(n, |i, li| {
        if li < 0 {
            return true;
        }
        match fr.eval(li).and_then(|x| fl.eval(x)) {
            Some(back) if back != li => {
                bad = Some((i, li, back));
                false
            }
            _ => true,
        }
    });
    match bad {
        Some((i, li, back)) => Err(Error::new(
            "left_inverse",
            format!("{l} has no left inverse: the candidate {r} maps L({i}) = {li} back to {back}"),
        )),
        None => Ok(()),
    }
}
