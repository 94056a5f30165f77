//! Admissibility in closed form: whether CuTe's `composition`, `complement` and `left_inverse`
//! compute what they promise, decided from the inputs' modes in O(rank) without enumerating
//! the result (the post-conditions are verified by the tests, `tests/src/postconditions.rs`).
//!
//! | operation | admissible iff |
//! |---|---|
//! | `composition(A, B)` | per leaf `s:d` of `B` walked over `coalesce(A)`'s modes: stride and shape divisibility, and the leaves' largest digits in each block of `A` sum below its extent (disjoint images) |
//! | `complement(L)` | sorted by stride (stride-0 and size-1 modes out), strides are non-negative and each is at least the extent of the mode sorted below it |
//! | `complement(L, M)` covers `M` | `cosize((L, R)) >= size(M)` |
//! | `left_inverse(L)` | the same on `coalesce(L)` in CuTe's sort order (stride-0 modes out), and each sorted stride a multiple of the one below it |
//!
//! Why these suffice for `complement`: with sorted modes `s_k:d_k` and `d_k >= s_{k-1} d_{k-1}`,
//! the values of `L` that use no mode from `k` on lie below `s_{k-1} d_{k-1}`, and the others
//! are at least `d_k`; CuTe's complement puts its mode `k` (stride `s_{k-1} d_{k-1}`, shape
//! `d_k / (s_{k-1} d_{k-1})`, rounded down) exactly into that gap, and its last mode above
//! `L`'s largest value. Divisibility is not needed: rounded down, the complement is smaller
//! but still ordered and disjoint.

use crate::runtime::{Error, IntTuple, Layout};
use alloc::format;
use alloc::vec::Vec;

/// One mode of a flattened layout, by value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mode {
    /// The mode's shape.
    pub shape: i64,
    /// The mode's stride.
    pub stride: i64,
}

/// The leaf modes of `l`, in order.
pub(crate) fn modes(l: &Layout) -> Vec<Mode> {
    fn go(s: &IntTuple, d: &IntTuple, out: &mut Vec<Mode>) {
        match (s, d) {
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) => {
                for (x, y) in a.iter().zip(b) {
                    go(x, y, out);
                }
            }
            (IntTuple::Int(x), IntTuple::Int(y)) => out.push(Mode {
                shape: x.value,
                stride: y.value,
            }),
            // not congruent: callers check congruence first; nothing to add
            _ => {}
        }
    }
    let mut out = Vec::new();
    go(&l.shape, &l.stride, &mut out);
    out
}

fn overflow(op: &str) -> Error {
    Error::new(op, "integer overflow while checking admissibility")
}

/// One leaf's digits in a bounded mode of `A`: `m * q` for `q < r`, in mode `j`.
struct Digits {
    j: usize,
    m: i64,
    r: i64,
}

/// Whether CuTe's `composition_impl` of `a` (the modes of `coalesce_x(A)`, in order) with each
/// leaf mode of `b` is `A o B`.
pub(crate) fn composition(a: &[Mode], b: &[Mode]) -> Result<(), Error> {
    const OP: &str = "composition";
    let n = a.len();
    if n <= 1 {
        return Ok(()); // one mode: A is linear, every leaf maps exactly
    }
    let mut uses: Vec<Digits> = Vec::new();
    for leaf in b {
        if leaf.shape <= 1 || leaf.stride == 0 {
            continue;
        }
        let (mut rest_s, mut rest_d) = (leaf.shape, leaf.stride.checked_abs().ok_or(overflow(OP))?);
        for (j, mode) in a[..n - 1].iter().enumerate() {
            let sa = mode.shape;
            if sa <= 0 {
                return Err(Error::new(
                    OP,
                    format!("mode {j} of the left layout has shape {sa}"),
                ));
            }
            if rest_d >= sa {
                if rest_d % sa != 0 {
                    return Err(Error::new(
                        OP,
                        format!("stride divisibility condition fails: the leaf {}:{} reaches mode {j} of the left layout with remaining stride {rest_d}, which is not divisible by its shape {sa}", leaf.shape, leaf.stride),
                    ));
                }
                rest_d /= sa;
                continue;
            }
            let reach = (sa - 1) / rest_d + 1;
            if rest_s <= reach {
                uses.push(Digits {
                    j,
                    m: rest_d,
                    r: rest_s,
                });
                rest_s = 1;
                break;
            }
            if sa % rest_d != 0 {
                return Err(Error::new(
                    OP,
                    format!("shape divisibility condition fails: the leaf {}:{} runs past mode {j} of the left layout, whose shape {sa} is not divisible by the remaining stride {rest_d}", leaf.shape, leaf.stride),
                ));
            }
            if rest_s % (sa / rest_d) != 0 {
                return Err(Error::new(
                    OP,
                    format!("shape divisibility condition fails: the leaf {}:{} runs past mode {j} of the left layout with remaining shape {rest_s}, which is not divisible by {} (its shape {sa} over the remaining stride {rest_d})", leaf.shape, leaf.stride, sa / rest_d),
                ));
            }
            uses.push(Digits {
                j,
                m: rest_d,
                r: sa / rest_d,
            });
            rest_s /= sa / rest_d;
            rest_d = 1;
        }
        let _ = rest_s; // what is left lands in the last, unbounded mode
    }
    disjoint(a, &uses)
}

/// The leaves' digits do not carry out of any block of `A` (maximal runs of bounded modes whose
/// strides chain, `e_{j+1} == a_j * e_j`, bounded size-1 modes left out): within a block `A` is linear,
/// across blocks it is not, so the leaves' largest offsets in a block must sum below its extent.
fn disjoint(a: &[Mode], uses: &[Digits]) -> Result<(), Error> {
    let n = a.len();
    // per mode: (the first mode of its block, the weight of the mode inside its block)
    let mut info: Vec<(usize, i128)> = Vec::with_capacity(n);
    let (mut start, mut weight, mut prev): (usize, i128, Option<Mode>) = (0, 1, None);
    for (j, &m) in a.iter().enumerate() {
        // a size-1 bounded mode holds no digit; the last mode is unbounded whatever its shape
        if m.shape != 1 || j == n - 1 {
            match prev {
                Some(p) if i128::from(m.stride) == i128::from(p.shape) * i128::from(p.stride) => {
                    weight = weight.saturating_mul(i128::from(p.shape));
                }
                Some(_) => (start, weight) = (j, 1),
                None => {}
            }
            prev = Some(m);
        }
        info.push((start, weight));
    }
    let last_block = info[n - 1].0;
    let mut sums: Vec<i128> = alloc::vec![0; n];
    for u in uses {
        let (block, w) = info[u.j];
        if block != last_block {
            sums[block] = sums[block].saturating_add(
                i128::from(u.m)
                    .saturating_mul(i128::from(u.r - 1))
                    .saturating_mul(w),
            );
        }
    }
    for (s, &total) in sums.iter().enumerate() {
        if total == 0 {
            continue;
        }
        let extent: i128 = (s..n)
            .take_while(|&j| info[j].0 == s)
            .fold(1i128, |e, j| e.saturating_mul(i128::from(a[j].shape)));
        if total >= extent {
            return Err(Error::new(
                "composition",
                format!("the right layout's modes do not compose separately: their largest offsets in the coalesced left layout's modes from {s} sum to {total}, which reaches the extent {extent} of those modes and carries past them, where the left layout is not linear"),
            ));
        }
    }
    Ok(())
}

/// The modes of `l` that matter to injectivity (stride 0 and size 1 out), sorted by stride.
fn sorted(l: &[Mode]) -> Vec<Mode> {
    let mut v: Vec<Mode> = l
        .iter()
        .copied()
        .filter(|m| m.stride != 0 && m.shape != 1)
        .collect();
    v.sort_by_key(|m| m.stride);
    v
}

/// The sorted-stride condition: each stride at least the extent of the mode sorted below it
/// (so the modes' ranges do not interleave).
fn sorted_strides(op: &str, l: &[Mode]) -> Result<(), Error> {
    let v = sorted(l);
    if let Some(m) = v.first().filter(|m| m.stride < 0) {
        return Err(Error::new(
            op,
            format!(
                "needs non-negative strides, found the mode {}:{}",
                m.shape, m.stride
            ),
        ));
    }
    for w in v.windows(2) {
        let (lo, hi) = (w[0], w[1]);
        let ext = lo.shape.checked_mul(lo.stride).ok_or(overflow(op))?;
        if hi.stride < ext {
            return Err(Error::new(
                op,
                format!(
                    "stride {} is smaller than {ext}, the extent of the mode {}:{} sorted below it",
                    hi.stride, lo.shape, lo.stride
                ),
            ));
        }
    }
    Ok(())
}

/// Whether CuTe's complement of `l` (its leaf modes, unfiltered) is ordered and disjoint.
pub(crate) fn complement(l: &[Mode]) -> Result<(), Error> {
    sorted_strides("complement", l)
}

/// `cosize((L, R)) >= size(cotarget)` for the leaf modes of `L` and `R`.
pub(crate) fn complement_covers(l: &[Mode], r: &[Mode], cotarget: i64) -> Result<(), Error> {
    let last: i128 = l.iter().chain(r).fold(0i128, |acc, m| {
        acc.saturating_add((i128::from(m.shape) - 1).saturating_mul(i128::from(m.stride)))
    });
    let cosize = last + 1;
    if cosize < i128::from(cotarget) {
        return Err(Error::new(
            "complement",
            format!("the result does not cover the cotarget: cosize {cosize} of the layout and its complement is below {cotarget}"),
        ));
    }
    Ok(())
}

/// Whether CuTe's `left_inverse` of a coalesced layout is a left inverse, given its modes in
/// the order CuTe sorts them (by stride; ties as CuTe's exchange sort leaves them, since the
/// last one's shape becomes the result's last mode). Stride-0 modes are skipped, as CuTe does;
/// size-1 modes count (CuTe keeps a dynamic one).
pub(crate) fn left_inverse(sorted: &[Mode]) -> Result<(), Error> {
    const OP: &str = "left_inverse";
    let mut below: Option<Mode> = None;
    for &m in sorted.iter().filter(|m| m.stride != 0) {
        if m.stride < 0 {
            return Err(Error::new(
                OP,
                format!(
                    "needs non-negative strides, found the mode {}:{}",
                    m.shape, m.stride
                ),
            ));
        }
        if let Some(lo) = below {
            let ext = lo.shape.checked_mul(lo.stride).ok_or(overflow(OP))?;
            if m.stride < ext {
                return Err(Error::new(
                    OP,
                    format!("stride {} is smaller than {ext}, the extent of the mode {}:{} sorted below it", m.stride, lo.shape, lo.stride),
                ));
            }
            if m.stride % lo.stride != 0 {
                return Err(Error::new(
                    OP,
                    format!(
                        "stride {} is not a multiple of the stride {} sorted below it",
                        m.stride, lo.stride
                    ),
                ));
            }
        }
        below = Some(m);
    }
    Ok(())
}
