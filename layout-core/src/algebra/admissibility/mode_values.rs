//! The typed layer's bridge: the leaf values of static IntTuples as constants, and the leaf
//! values of any IntTuple at run time, as [`Modes`].

use super::{Mode, Modes};

/// The leaf values of an IntTuple, in order, as a constant when every leaf is static (`None`
/// when a leaf is dynamic or there are more than [`MAX_MODES`](super::MAX_MODES) leaves). Values are in the
/// `shape` field of each [`Mode`].
pub trait ConstLeaves {
    /// The leaves, for a static IntTuple.
    const LEAVES: Option<Modes>;
    /// Whether a leaf is a scaled basis stride ([`ScaledBasis`](crate::basis::ScaledBasis)):
    /// the admissibility conditions do not apply to such layouts (CuTe checks none).
    const BASIS: bool = false;
}

impl<I: crate::int::Int> ConstLeaves for I {
    const LEAVES: Option<Modes> = match I::STATIC {
        Some(v) => {
            let mut m = Modes::new();
            m.push(Mode {
                shape: v as i64,
                stride: 0,
            });
            Some(m)
        }
        None => None,
    };
}

macro_rules! tuple_const_leaves {
    ($($T:ident),*) => {
        impl<$($T: ConstLeaves),*> ConstLeaves for ($($T,)*) {
            const LEAVES: Option<Modes> = concat_leaves(&[$($T::LEAVES),*]);
            const BASIS: bool = false $(|| $T::BASIS)*;
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_const_leaves);

const fn concat_leaves(parts: &[Option<Modes>]) -> Option<Modes> {
    let mut out = Modes::new();
    let mut i = 0;
    while i < parts.len() {
        match &parts[i] {
            Some(p) => out.extend(p),
            None => return None,
        }
        i += 1;
    }
    if out.overflow {
        return None;
    }
    Some(out)
}

/// The modes of a static layout `S:D` (shape and stride leaves paired), as a constant.
pub const fn const_modes(shape: Option<Modes>, stride: Option<Modes>) -> Option<Modes> {
    match (shape, stride) {
        (Some(s), Some(d)) => {
            let m = s.zip(&d);
            if m.overflow {
                None
            } else {
                Some(m)
            }
        }
        _ => None,
    }
}

/// Appends the values of a list of leaf layouts (a typed layer's mode list) to a [`Modes`].
pub trait PushModes {
    /// Appends each mode's shape and stride.
    fn push_modes(&self, out: &mut Modes);
}
impl PushModes for crate::hlist::HNil {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn push_modes(&self, _: &mut Modes) {}
}
impl<S: crate::int::Int, D: crate::basis::StrideLeaf, T: PushModes> PushModes
    for crate::hlist::HCons<crate::layout::Layout<S, D>, T>
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn push_modes(&self, out: &mut Modes) {
        out.push(Mode {
            shape: i64::from(self.0.shape().value()),
            stride: i64::from(crate::int::Int::value(self.0.stride().basis_value())),
        });
        self.1.push_modes(out);
    }
}

/// Appends the leaf modes of the layout `s:d` (congruent IntTuples) to `out`, at run time.
pub fn push_leaf_modes(
    s: &dyn crate::int_tuple::DynIntTuple,
    d: &dyn crate::int_tuple::DynIntTuple,
    out: &mut Modes,
) {
    match (s.leaf(), d.leaf()) {
        (Some((sv, _)), Some((dv, _))) => out.push(Mode {
            shape: i64::from(sv),
            stride: i64::from(dv),
        }),
        _ => {
            for i in 0..s.rank_dyn() {
                if let (Some(x), Some(y)) = (s.mode_dyn(i), d.mode_dyn(i)) {
                    push_leaf_modes(x, y, out);
                }
            }
        }
    }
}
