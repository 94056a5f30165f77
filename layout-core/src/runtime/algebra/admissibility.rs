//! The runtime layer's side of [`crate::algebra::admissibility`], the closed-form conditions
//! under which CuTe's `composition`, `complement` and `left_inverse` return the mathematical
//! result (shared with the typed layer): the leaf modes of run-time layouts, and errors in
//! the runtime layer's form with the same message.

use crate::algebra::admissibility as closed_form;
use crate::algebra::admissibility::Mode;
use crate::algebra::AlgebraError;
use crate::runtime::small_vec::SmallVec;
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::string::String;

/// Leaf modes for the closed forms, inline up to 8.
pub(crate) type ModeList = SmallVec<Mode, 8>;

fn no_modes() -> ModeList {
    ModeList::new(Mode {
        shape: 0,
        stride: 0,
    })
}

impl From<AlgebraError> for Error {
    /// The same message: `op: rule with its values`.
    fn from(e: AlgebraError) -> Error {
        use core::fmt::Write;
        // one buffer, large enough for most messages; the `op: ` prefix is cut in place
        let mut text = String::with_capacity(e.op.len() + e.rule.len() + 64);
        let _ = write!(text, "{e}");
        let prefix = e.op.len() + 2;
        if text.starts_with(e.op) && text.get(e.op.len()..prefix) == Some(": ") {
            text.replace_range(..prefix, "");
        }
        Error::new(e.op, text)
    }
}

/// The leaf modes of `l`, in order.
pub(crate) fn modes(l: &Layout) -> ModeList {
    fn go(s: &IntTuple, d: &IntTuple, out: &mut ModeList) {
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
    let mut out = no_modes();
    go(&l.shape, &l.stride, &mut out);
    out
}

/// The modes of `(shape, stride)` pairs.
pub(crate) fn pair_modes(pairs: &[(Int, Int)]) -> ModeList {
    let mut out = no_modes();
    for (s, d) in pairs {
        out.push(Mode {
            shape: s.value,
            stride: d.value,
        });
    }
    out
}

/// [`closed_form::composition`]: `a` the modes of `coalesce_x(A)`, `b` the leaf modes of `B`.
pub(crate) fn composition(a: &[Mode], b: &[Mode]) -> Result<(), Error> {
    Ok(closed_form::composition(a, b)?)
}

/// [`closed_form::complement`]: `f` the modes of `filter(L)`.
pub(crate) fn complement(f: &[Mode]) -> Result<(), Error> {
    Ok(closed_form::complement(f)?)
}

/// [`closed_form::complement_covers`] for the leaf modes of `L` and `R`.
pub(crate) fn complement_covers(l: &[Mode], r: &[Mode], cotarget: i64) -> Result<(), Error> {
    Ok(closed_form::complement_covers(l, r, cotarget)?)
}

/// [`closed_form::left_inverse`] for the modes of `coalesce(L)`, the leaf modes of `L` and of CuTe's result `R`.
pub(crate) fn left_inverse(coalesced: &[Mode], l: &[Mode], r: &[Mode]) -> Result<(), Error> {
    Ok(closed_form::left_inverse(coalesced, l, r)?)
}
