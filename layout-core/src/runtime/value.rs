//! A value of the expression language (`docs/EXPRESSIONS.md`): what the parser produces
//! and what a call returns.

use super::{ComposedLayout, Int, IntTuple, Layout, Swizzle};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Any value of the expression language.
///
/// A tuple of values covers IntTuples (`(_2,(4,_1))`), tilers (`(_3:_1,_,_4)`) and coordinates
/// with underscores (`(1,_)`); use [`Value::to_int_tuple`] and friends to view it as one of those.
///
/// A value prints exactly as CuTe prints it:
///
/// ```
/// use layout_core::runtime::{parse_value, Int, Value};
/// let v = Value::Tuple(vec![Value::Int(Int::stat(2)), Value::Underscore, Value::Int(Int::dynamic(4))]);
/// assert_eq!(v.to_string(), "(_2,_,4)");
/// assert_eq!(parse_value("(_3:_1,_8:_1)").unwrap().to_string(), "(_3:_1,_8:_1)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// An integer, static (`_4`) or dynamic (`4`).
    Int(Int),
    /// The underscore `_`.
    Underscore,
    /// A layout `S:D`.
    Layout(Layout),
    /// A tuple of values `(a,b,...)`, possibly empty.
    Tuple(Vec<Value>),
    /// The stride generator `LayoutLeft` (compact column-major).
    LayoutLeft,
    /// The stride generator `LayoutRight` (compact row-major).
    LayoutRight,
    /// Multi-line text, e.g. the table of `print_layout`.
    Text(String),
    /// A swizzle `Sw<B,M,S>`.
    Swizzle(Swizzle),
    /// A composed layout `Sw<B,M,S> o O o L`.
    Composed(ComposedLayout),
    /// An MMA or copy atom, a tiled MMA or a tiled copy (see [`super::atom`]).
    Atom(Box<super::atom::Atom>),
    /// A tensor over a counting iterator, `N o L` (see [`super::tensor`]).
    Tensor(super::tensor::CountingTensor),
}

impl Value {
    /// This value as an IntTuple, if it is an integer or a tuple made only of integers.
    ///
    /// ```
    /// use layout_core::runtime::parse_value;
    /// let t = parse_value("(_2,(4,_1))").unwrap().to_int_tuple().unwrap();
    /// assert_eq!(t.to_string(), "(_2,(4,_1))");
    /// assert!(parse_value("(1,_)").unwrap().to_int_tuple().is_none());
    /// ```
    pub fn to_int_tuple(&self) -> Option<IntTuple> {
        match self {
            Value::Int(i) => Some(IntTuple::Int(*i)),
            Value::Tuple(items) => {
                let mut out = Vec::with_capacity(items.len());
                for x in items {
                    out.push(x.to_int_tuple()?);
                }
                Some(IntTuple::Tuple(out))
            }
            _ => None,
        }
    }
}

impl From<IntTuple> for Value {
    fn from(t: IntTuple) -> Self {
        match t {
            IntTuple::Int(i) => Value::Int(i),
            IntTuple::Tuple(items) => Value::Tuple(items.into_iter().map(Value::from).collect()),
        }
    }
}

impl From<Layout> for Value {
    fn from(l: Layout) -> Self {
        Value::Layout(l)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(i) => i.fmt(f),
            Value::Underscore => f.write_str("_"),
            Value::Layout(l) => l.fmt(f),
            Value::Tuple(items) => super::tuple::fmt_tuple(items, f),
            Value::LayoutLeft => f.write_str("LayoutLeft"),
            Value::LayoutRight => f.write_str("LayoutRight"),
            Value::Text(t) => f.write_str(t),
            Value::Swizzle(s) => s.fmt(f),
            Value::Composed(c) => c.fmt(f),
            Value::Atom(a) => a.fmt(f),
            Value::Tensor(t) => t.fmt(f),
        }
    }
}
