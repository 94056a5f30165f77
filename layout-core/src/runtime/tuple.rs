//! The runtime IntTuple: an integer or a tuple of IntTuples, with CuTe's structural helpers
//! (`rank`, `depth`, `get`, `flatten`, `wrap`, `unwrap`, `append`, ...).
//!
//! The arithmetic on IntTuples (`product`, `inner_product`, `ceil_div`, prefix products, ...)
//! lives in `algebra::int_tuple_ops`.

use super::{Error, Int};
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// CuTe's IntTuple at run time: an integer leaf or a (possibly empty) tuple of IntTuples.
///
/// Prints as CuTe: `(_2,(4,_1))`; a rank-1 tuple keeps its parentheses (`(4)` is not `4`).
///
/// ```
/// use layout_core::runtime::{Int, IntTuple};
/// let t = IntTuple::Tuple(vec![IntTuple::from(Int::stat(2)), IntTuple::from(Int::dynamic(4))]);
/// assert_eq!(t.to_string(), "(_2,4)");
/// assert_eq!(t.rank(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    /// A leaf.
    Int(Int),
    /// A tuple of IntTuples.
    Tuple(Vec<IntTuple>),
}

impl From<Int> for IntTuple {
    fn from(i: Int) -> Self {
        IntTuple::Int(i)
    }
}

impl IntTuple {
    /// A static leaf `_n`.
    pub const fn stat(n: i64) -> Self {
        IntTuple::Int(Int::stat(n))
    }
    /// A dynamic leaf `n`.
    pub const fn dynamic(n: i64) -> Self {
        IntTuple::Int(Int::dynamic(n))
    }
    /// Whether this is a tuple (CuTe's `is_tuple`).
    pub fn is_tuple(&self) -> bool {
        matches!(self, IntTuple::Tuple(_))
    }
    /// The leaf, if this is an integer.
    pub fn as_int(&self) -> Option<Int> {
        match self {
            IntTuple::Int(i) => Some(*i),
            IntTuple::Tuple(_) => None,
        }
    }
    /// CuTe's `is_constant<n, T>`: a static leaf equal to `n`.
    pub fn is_constant(&self, n: i64) -> bool {
        matches!(self, IntTuple::Int(i) if i.is_constant(n))
    }
    /// CuTe's `is_static`: every leaf is static (an empty tuple is static).
    pub fn is_static(&self) -> bool {
        match self {
            IntTuple::Int(i) => i.is_static,
            IntTuple::Tuple(v) => v.iter().all(IntTuple::is_static),
        }
    }
    /// CuTe's `rank`: the number of modes of a tuple, 1 for an integer.
    pub fn rank(&self) -> usize {
        match self {
            IntTuple::Int(_) => 1,
            IntTuple::Tuple(v) => v.len(),
        }
    }
    /// CuTe's `depth`: 0 for an integer, 1 + the largest depth of the modes for a tuple.
    pub fn depth(&self) -> usize {
        match self {
            IntTuple::Int(_) => 0,
            IntTuple::Tuple(v) => 1 + v.iter().map(IntTuple::depth).max().unwrap_or(0),
        }
    }
    /// CuTe's `get<i>`: mode `i` of a tuple; `get<0>` of an integer is the integer itself.
    pub fn get(&self, i: usize) -> Option<&IntTuple> {
        match self {
            IntTuple::Tuple(v) => v.get(i),
            IntTuple::Int(_) if i == 0 => Some(self),
            IntTuple::Int(_) => None,
        }
    }
    /// Like [`IntTuple::get`], with an error naming `op` when the mode does not exist.
    pub fn try_get(&self, i: usize, op: &str) -> Result<&IntTuple, Error> {
        self.get(i).ok_or_else(|| {
            Error::new(
                op,
                format!("index {i} out of range for {self} of rank {}", self.rank()),
            )
        })
    }
    /// The modes of a tuple; an integer is seen as the single mode of a rank-1 sequence.
    pub fn modes(&self) -> &[IntTuple] {
        match self {
            IntTuple::Tuple(v) => v,
            IntTuple::Int(_) => core::slice::from_ref(self),
        }
    }
    /// The leaves, left to right.
    pub fn leaves(&self) -> Vec<Int> {
        let mut out = Vec::new();
        self.collect_leaves(&mut out);
        out
    }
    fn collect_leaves(&self, out: &mut Vec<Int>) {
        match self {
            IntTuple::Int(i) => out.push(*i),
            IntTuple::Tuple(v) => v.iter().for_each(|m| m.collect_leaves(out)),
        }
    }
    /// CuTe's `flatten`: an integer stays an integer; a tuple becomes the tuple of its leaves.
    pub fn flatten(&self) -> IntTuple {
        match self {
            IntTuple::Int(_) => self.clone(),
            IntTuple::Tuple(_) => {
                IntTuple::Tuple(self.leaves().into_iter().map(IntTuple::Int).collect())
            }
        }
    }
    /// CuTe's `wrap`: a tuple stays; an integer becomes a rank-1 tuple.
    pub fn wrap(self) -> IntTuple {
        match self {
            IntTuple::Int(_) => IntTuple::Tuple(vec![self]),
            t => t,
        }
    }
    /// CuTe's `unwrap`: strips rank-1 tuples until a non-tuple or a tuple of rank != 1 remains.
    pub fn unwrap(self) -> IntTuple {
        match self {
            IntTuple::Tuple(mut v) if v.len() == 1 => v
                .pop()
                .map_or(IntTuple::Tuple(Vec::new()), IntTuple::unwrap),
            t => t,
        }
    }
    /// CuTe's `append`: a tuple gets `x` as a new last mode; an integer `a` becomes `(a,x)`.
    pub fn append(self, x: IntTuple) -> IntTuple {
        match self {
            IntTuple::Tuple(mut v) => {
                v.push(x);
                IntTuple::Tuple(v)
            }
            a => IntTuple::Tuple(vec![a, x]),
        }
    }
    /// CuTe's `prepend`: a tuple gets `x` as a new first mode; an integer `a` becomes `(x,a)`.
    pub fn prepend(self, x: IntTuple) -> IntTuple {
        match self {
            IntTuple::Tuple(mut v) => {
                v.insert(0, x);
                IntTuple::Tuple(v)
            }
            a => IntTuple::Tuple(vec![x, a]),
        }
    }
    /// CuTe's `append<N>`: pads to rank `n` with copies of `x` (an integer stays an integer for
    /// `n == 1`). Errors when the rank already exceeds `n`.
    pub fn append_to(self, n: usize, x: &IntTuple) -> Result<IntTuple, Error> {
        let r = self.rank();
        if r > n {
            return Err(Error::new(
                "append",
                format!("cannot pad {self} of rank {r} to rank {n}"),
            ));
        }
        if r == n {
            return Ok(self);
        }
        let mut v = match self {
            IntTuple::Tuple(v) => v,
            a => vec![a],
        };
        v.resize(n, x.clone());
        Ok(IntTuple::Tuple(v))
    }
    /// CuTe's `congruent`: the same hierarchical profile.
    pub fn congruent(&self, other: &IntTuple) -> bool {
        match (self, other) {
            (IntTuple::Int(_), IntTuple::Int(_)) => true,
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.congruent(y))
            }
            _ => false,
        }
    }
    /// A tuple with the profile of `self` whose every leaf is `x` (CuTe's `repeat_like`).
    pub fn repeat_like(&self, x: Int) -> IntTuple {
        match self {
            IntTuple::Int(_) => IntTuple::Int(x),
            IntTuple::Tuple(v) => IntTuple::Tuple(v.iter().map(|m| m.repeat_like(x)).collect()),
        }
    }
    /// Rebuilds a tuple with the profile of `profile` from flat leaves (CuTe's `unflatten`).
    pub fn unflatten(leaves: &[IntTuple], profile: &IntTuple) -> Result<IntTuple, Error> {
        fn go(it: &mut core::slice::Iter<'_, IntTuple>, p: &IntTuple) -> Option<IntTuple> {
            match p {
                IntTuple::Int(_) => it.next().cloned(),
                IntTuple::Tuple(v) => v
                    .iter()
                    .map(|m| go(it, m))
                    .collect::<Option<Vec<_>>>()
                    .map(IntTuple::Tuple),
            }
        }
        let mut it = leaves.iter();
        match go(&mut it, profile) {
            Some(t) if it.next().is_none() => Ok(t),
            _ => Err(Error::new(
                "unflatten",
                format!("{} leaves do not fit the profile {profile}", leaves.len()),
            )),
        }
    }
    /// Applies `f` to every leaf, keeping the profile.
    pub fn try_map_leaves(
        &self,
        f: &mut impl FnMut(Int) -> Result<Int, Error>,
    ) -> Result<IntTuple, Error> {
        Ok(match self {
            IntTuple::Int(i) => IntTuple::Int(f(*i)?),
            IntTuple::Tuple(v) => IntTuple::Tuple(
                v.iter()
                    .map(|m| m.try_map_leaves(f))
                    .collect::<Result<_, _>>()?,
            ),
        })
    }
}

impl fmt::Display for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntTuple::Int(i) => i.fmt(f),
            IntTuple::Tuple(items) => fmt_tuple(items, f),
        }
    }
}

/// Writes `(a,b,...)` as CuTe prints a tuple: commas, no spaces, parentheses kept for rank 1.
pub(crate) fn fmt_tuple<T: fmt::Display>(items: &[T], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str("(")?;
    for (k, item) in items.iter().enumerate() {
        if k > 0 {
            f.write_str(",")?;
        }
        item.fmt(f)?;
    }
    f.write_str(")")
}
