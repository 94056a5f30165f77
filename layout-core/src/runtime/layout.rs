//! The runtime Layout: a shape and a stride of the same profile, with its basic queries
//! (`size`, `cosize`, `rank`, evaluation at a coordinate) and mode access.

use super::algebra::coord::crd2idx;
use super::algebra::int_tuple_ops::{inner_product, product};
use super::{Error, Int, IntTuple};
use alloc::format;
use alloc::vec::Vec;
use core::fmt;

/// CuTe's `Layout<Shape, Stride>` at run time. Prints as `shape:stride`.
///
/// ```
/// use layout_core::runtime::{IntTuple, Layout};
/// let l = Layout::new(
///     IntTuple::Tuple(vec![IntTuple::stat(2), IntTuple::dynamic(4)]),
///     IntTuple::Tuple(vec![IntTuple::stat(1), IntTuple::stat(2)]),
/// ).unwrap();
/// assert_eq!(l.to_string(), "(_2,4):(_1,_2)");
/// assert_eq!(l.size().unwrap().to_string(), "8");
/// assert_eq!(l.eval(&IntTuple::dynamic(5)).unwrap().to_string(), "5");
/// assert_eq!(l.eval(&IntTuple::stat(5)).unwrap().to_string(), "_5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// The shape.
    pub shape: IntTuple,
    /// The stride, congruent with the shape.
    pub stride: IntTuple,
}

impl Layout {
    /// A layout `shape:stride`; errors unless the two are congruent.
    pub fn new(shape: IntTuple, stride: IntTuple) -> Result<Layout, Error> {
        if !shape.congruent(&stride) {
            return Err(Error::new(
                "make_layout",
                format!("shape {shape} and stride {stride} are not congruent"),
            ));
        }
        Ok(Layout { shape, stride })
    }
    /// A layout from parts known to be congruent (not checked).
    pub(crate) fn raw(shape: IntTuple, stride: IntTuple) -> Layout {
        Layout { shape, stride }
    }
    /// The rank-1 layout `s:d` of two integers.
    pub fn leaf(s: Int, d: Int) -> Layout {
        Layout {
            shape: IntTuple::Int(s),
            stride: IntTuple::Int(d),
        }
    }
    /// CuTe's `rank`.
    pub fn rank(&self) -> usize {
        self.shape.rank()
    }
    /// CuTe's `depth`.
    pub fn depth(&self) -> usize {
        self.shape.depth()
    }
    /// CuTe's `size`: the product of the shape.
    pub fn size(&self) -> Result<Int, Error> {
        product(&self.shape)
    }
    /// CuTe's `cosize`: `inner_product(shape - 1, abs(stride)) + _1`, one more than the largest
    /// index the layout reaches (for non-negative strides).
    pub fn cosize(&self) -> Result<Int, Error> {
        if let Some(c) = cosize_of(&self.shape, &self.stride) {
            return c;
        }
        // not congruent, or an extreme value: the same steps on whole IntTuples
        let m1 = self
            .shape
            .try_map_leaves(&mut |s| s.try_sub(Int::stat(1)))?;
        let ab = self.stride.try_map_leaves(&mut |d| d.abs())?;
        inner_product(&m1, &ab)?.try_add(Int::stat(1))
    }
    /// CuTe's `L(c)`: the index of an integer, flat or hierarchical coordinate.
    pub fn eval(&self, coord: &IntTuple) -> Result<Int, Error> {
        crd2idx(coord, &self.shape, &self.stride)
    }
    /// CuTe's `get<i>(L)`: the sub-layout of mode `i` (`get<0>` of a rank-1 integer layout is
    /// the layout itself).
    pub fn mode(&self, i: usize) -> Result<Layout, Error> {
        let s = self.shape.try_get(i, "get")?;
        let d = self.stride.try_get(i, "get")?;
        Ok(Layout::raw(s.clone(), d.clone()))
    }
    /// The sub-layouts of all modes (one for an integer-shaped layout).
    pub fn modes(&self) -> Vec<Layout> {
        self.shape
            .modes()
            .iter()
            .zip(self.stride.modes())
            .map(|(s, d)| Layout::raw(s.clone(), d.clone()))
            .collect()
    }
    /// CuTe's `make_layout(L1, ..., Ln)`: the layouts as the modes of one layout
    /// (`make_layout(L)` of one layout is the rank-1 tuple layout `(S):(D)`).
    pub fn concat(layouts: &[Layout]) -> Layout {
        Layout::raw(
            IntTuple::Tuple(layouts.iter().map(|l| l.shape.clone()).collect()),
            IntTuple::Tuple(layouts.iter().map(|l| l.stride.clone()).collect()),
        )
    }
    /// CuTe's `append<N>(L)`: pads to rank `n` with `_1:_0` modes.
    pub fn append_to(&self, n: usize) -> Result<Layout, Error> {
        Ok(Layout::raw(
            self.shape.clone().append_to(n, &IntTuple::stat(1))?,
            self.stride.clone().append_to(n, &IntTuple::stat(0))?,
        ))
    }
    /// CuTe's `flatten(L)`.
    pub fn flatten(&self) -> Layout {
        Layout::raw(self.shape.flatten(), self.stride.flatten())
    }
    /// Whether every leaf of shape and stride is static.
    pub fn is_static(&self) -> bool {
        self.shape.is_static() && self.stride.is_static()
    }
}

/// `inner_product(shape - 1, abs(stride))` computed leaf by leaf in the same order, without
/// building the two IntTuples; `None` when the two are not congruent or a leaf is `i64::MIN`
/// (where `- 1` or `abs` overflows: the caller then reports that as the whole form does).
fn cosize_of(shape: &IntTuple, stride: &IntTuple) -> Option<Result<Int, Error>> {
    fn go(s: &IntTuple, d: &IntTuple) -> Option<Result<Int, Error>> {
        match (s, d) {
            (IntTuple::Int(x), IntTuple::Int(y)) => {
                let m1 = Int::with(x.value - 1, x.is_static);
                let ab = Int::with(y.value.abs(), y.is_static);
                Some(m1.try_mul(ab))
            }
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) if a.len() == b.len() => {
                let mut acc = Int::stat(0);
                for (p, q) in a.iter().zip(b) {
                    match go(p, q)? {
                        Ok(v) => match acc.try_add(v) {
                            Ok(n) => acc = n,
                            Err(e) => return Some(Err(e)),
                        },
                        Err(e) => return Some(Err(e)),
                    }
                }
                Some(Ok(acc))
            }
            _ => None,
        }
    }
    fn has_min(t: &IntTuple) -> bool {
        match t {
            IntTuple::Int(i) => i.value == i64::MIN,
            IntTuple::Tuple(v) => v.iter().any(has_min),
        }
    }
    if has_min(shape) || has_min(stride) {
        return None;
    }
    Some(go(shape, stride)?.and_then(|v| v.try_add(Int::stat(1))))
}

/// Collecting layouts makes them the modes of one layout, like [`Layout::concat`] but moving
/// them (CuTe's `make_layout(L1, ..., Ln)`).
///
/// ```
/// use layout_core::runtime::{parse_value, Layout, Value};
/// let modes = ["_2:_1", "(_3,4):(_2,_6)"].map(|t| match parse_value(t).unwrap() {
///     Value::Layout(l) => l,
///     _ => unreachable!(),
/// });
/// let l: Layout = modes.into_iter().collect();
/// assert_eq!(l.to_string(), "(_2,(_3,4)):(_1,(_2,_6))");
/// ```
impl FromIterator<Layout> for Layout {
    fn from_iter<I: IntoIterator<Item = Layout>>(iter: I) -> Layout {
        let (shape, stride): (Vec<IntTuple>, Vec<IntTuple>) =
            iter.into_iter().map(|l| (l.shape, l.stride)).unzip();
        Layout::raw(IntTuple::Tuple(shape), IntTuple::Tuple(stride))
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.shape, self.stride)
    }
}
