//! The modes of a flattened layout by value (CuTe's leaf `(shape, stride)` pairs as integers):
//! [`Mode`], the bounded list [`Modes`] that the admissibility checks take, and the typed
//! layer's bridge to it (the leaf values of static IntTuples as constants, of any IntTuple at
//! run time).

/// One mode of a flattened layout, by value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mode {
    /// The mode's size.
    pub shape: i64,
    /// The mode's stride.
    pub stride: i64,
}

/// The most modes a check takes (more is an error naming the limit).
pub const MAX_MODES: usize = 64;

/// A list of at most [`MAX_MODES`] modes, built in `const` contexts.
///
/// ```
/// use layout_core::algebra::admissibility::{Mode, Modes};
/// let mut m = Modes::new();
/// m.push(Mode { shape: 4, stride: 1 });
/// assert_eq!(m.as_slice().len(), 1);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Modes {
    len: usize,
    overflow: bool,
    modes: [Mode; MAX_MODES],
}

impl Default for Modes {
    fn default() -> Self {
        Modes::new()
    }
}

impl Modes {
    /// The empty list.
    pub const fn new() -> Modes {
        Modes {
            len: 0,
            overflow: false,
            modes: [Mode {
                shape: 0,
                stride: 0,
            }; MAX_MODES],
        }
    }
    /// Appends a mode (past [`MAX_MODES`], the list records an overflow instead).
    pub const fn push(&mut self, m: Mode) {
        if self.len < MAX_MODES {
            self.modes[self.len] = m;
            self.len += 1;
        } else {
            self.overflow = true;
        }
    }
    /// Appends every mode of `other`.
    pub const fn extend(&mut self, other: &Modes) {
        let mut i = 0;
        while i < other.len {
            self.push(other.modes[i]);
            i += 1;
        }
        if other.overflow {
            self.overflow = true;
        }
    }
    /// The modes.
    pub const fn as_slice(&self) -> &[Mode] {
        self.modes.split_at(self.len).0
    }
    /// Whether more than [`MAX_MODES`] modes were pushed.
    pub const fn overflowed(&self) -> bool {
        self.overflow
    }
    /// The modes of two lists of the same length paired up, shapes from `self`, strides from
    /// `strides`' shapes (both lists hold plain values in their `shape` fields).
    pub const fn zip(&self, strides: &Modes) -> Modes {
        let mut out = Modes::new();
        let mut i = 0;
        while i < self.len && i < strides.len {
            out.push(Mode {
                shape: self.modes[i].shape,
                stride: strides.modes[i].shape,
            });
            i += 1;
        }
        out.overflow = self.overflow || strides.overflow || self.len != strides.len;
        out
    }
    /// The modes with static-value coalescing as CuTe does for static layouts: size-1 modes
    /// dropped, `s0:d0 ++ s1:s0*d0` merged; at least one mode (`1:0` for an empty result).
    pub const fn coalesced(&self) -> Modes {
        let mut out = Modes::new();
        let mut i = 0;
        while i < self.len {
            let m = self.modes[i];
            i += 1;
            if m.shape == 1 {
                continue;
            }
            if out.len > 0 {
                let last = out.modes[out.len - 1];
                if m.stride == last.shape.wrapping_mul(last.stride) {
                    out.modes[out.len - 1].shape = last.shape.wrapping_mul(m.shape);
                    continue;
                }
            }
            out.push(m);
        }
        if out.len == 0 {
            out.push(Mode {
                shape: 1,
                stride: 0,
            });
        }
        out.overflow = self.overflow;
        out
    }
    /// The modes without those of stride 0 or size 1 (for static values: CuTe's `filter`,
    /// but for the coalescing, which the conditions here do not need).
    pub const fn filtered(&self) -> Modes {
        let mut out = Modes::new();
        let mut i = 0;
        while i < self.len {
            if self.modes[i].stride != 0 && self.modes[i].shape != 1 {
                out.push(self.modes[i]);
            }
            i += 1;
        }
        out.overflow = self.overflow;
        out
    }
    /// The product of the values (the `shape` fields): an IntTuple's size.
    pub const fn product(&self) -> i64 {
        let mut p: i64 = 1;
        let mut i = 0;
        while i < self.len {
            p = p.wrapping_mul(self.modes[i].shape);
            i += 1;
        }
        p
    }
    /// The modes as CuTe's `coalesce_x` leaves them for static values: like
    /// [`coalesced`](Self::coalesced), but the last mode stays (it is unbounded in
    /// `composition`), whatever its size.
    pub const fn coalesced_x(&self) -> Modes {
        if self.len == 0 {
            return *self;
        }
        let last = self.modes[self.len - 1];
        let mut init = *self;
        init.len -= 1;
        let mut out = init.coalesced();
        if out.len == 1 && out.modes[0].shape == 1 {
            out.len = 0;
        }
        let merges = out.len > 0 && {
            let prev = out.modes[out.len - 1];
            last.stride == prev.shape.wrapping_mul(prev.stride)
        };
        if merges {
            let prev = out.modes[out.len - 1];
            out.modes[out.len - 1].shape = prev.shape.wrapping_mul(last.shape);
        } else {
            out.push(last);
        }
        out
    }
}

// ------------------------------------------------------------------------------------------
// The typed layer's bridge: the leaf values of static IntTuples as constants, the leaf values
// of any IntTuple at run time

/// The leaf values of an IntTuple, in order, as a constant when every leaf is static (`None`
/// when a leaf is dynamic or there are more than [`MAX_MODES`] leaves). Values are in the
/// `shape` field of each [`Mode`].
pub trait ConstLeaves {
    /// The leaves, for a static IntTuple.
    const LEAVES: Option<Modes>;
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
    #[inline(always)]
    fn push_modes(&self, _: &mut Modes) {}
}
impl<S: crate::int::Int, D: crate::int::Int, T: PushModes> PushModes
    for crate::hlist::HCons<crate::layout::Layout<S, D>, T>
{
    #[inline(always)]
    fn push_modes(&self, out: &mut Modes) {
        out.push(Mode {
            shape: i64::from(self.0.shape().value()),
            stride: i64::from(self.0.stride().value()),
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
