//! The runtime IntTuple: an integer or a tuple of IntTuples.

use super::Int;
use alloc::vec::Vec;
use core::fmt;

/// CuTe's IntTuple at run time: an integer leaf or a (possibly empty) tuple of IntTuples.
///
/// Prints as CuTe: `(_2,(4,_1))`; a rank-1 tuple keeps its parentheses (`(4)` is not `4`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    /// A leaf.
    Int(Int),
    /// A tuple of IntTuples.
    Tuple(Vec<IntTuple>),
}

impl fmt::Display for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntTuple::Int(i) => i.fmt(f),
            IntTuple::Tuple(items) => {
                f.write_str("(")?;
                for (k, item) in items.iter().enumerate() {
                    if k > 0 {
                        f.write_str(",")?;
                    }
                    item.fmt(f)?;
                }
                f.write_str(")")
            }
        }
    }
}
