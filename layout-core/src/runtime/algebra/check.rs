//! Post-condition checks: where CuTe's own (static) checks are weaker than the mathematics,
//! the runtime layer verifies the result as a function and reports an inadmissible input
//! instead of returning a wrong layout.
//!
//! Checks run on values only; layouts too large to enumerate cheaply are sampled or skipped.

use crate::runtime::{Error, IntTuple, Layout};
use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;

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
    for i in sample_points(n) {
        let bi = b.eval_i64(i)?;
        if bi < 0 {
            continue;
        }
        let want = a.eval_i64(bi)?;
        let got = r.eval_i64(i)?;
        if want != got {
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
    let mut image = BTreeSet::new();
    for j in 0..nl {
        image.insert(l.eval_i64(j)?);
    }
    let mut prev = None;
    for i in 0..nr {
        let v = r.eval_i64(i)?;
        if let Some(p) = prev {
            if v <= p {
                return Err(fail("the result is not ordered"));
            }
        }
        if i > 0 && image.contains(&v) {
            return Err(fail("the result is not disjoint from the layout"));
        }
        prev = Some(v);
    }
    Ok(())
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
    for i in 0..n {
        let li = l.eval_i64(i)?;
        if li < 0 {
            continue;
        }
        let back = l.eval_i64(r.eval_i64(li)?)?;
        if back != li {
            return Err(Error::new(
                "left_inverse",
                format!(
                    "{l} has no left inverse: the candidate {r} maps L({i}) = {li} back to {back}"
                ),
            ));
        }
    }
    Ok(())
}
