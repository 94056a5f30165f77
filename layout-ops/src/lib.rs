//! The table of the layout algebra's operations: one row per call of the expression language
//! (`docs/EXPRESSIONS.md`), with CuTe's name, its argument count and kinds, one line of
//! documentation, the typed function `cute!` expands it to, and an example with CuTe's
//! printed result.
//!
//! Three places read this table and nothing else for the list of operations: `cute!` (which
//! names it accepts, with how many arguments), the runtime evaluator (which calls exist, their
//! arity, which evaluator runs them) and `layout-cli --help` (its CALLS section). A new
//! operation is its typed implementation, its runtime implementation and one row here; tests
//! check that every row is evaluated by the runtime layer, expanded by `cute!`, and documented.
//!
//! ```
//! let op = layout_ops::find("composition").unwrap();
//! assert_eq!((op.min_args, op.max_args), (2, 2));
//! assert_eq!(op.example, "composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))");
//! assert_eq!(op.result, "((_2,_2),_3):((_24,_2),_8)");
//! assert!(layout_ops::find("frobnicate").is_none());
//! ```
#![no_std]
#![deny(missing_docs)]

/// The kind of an argument, as the expression language writes it.
///
/// ```
/// use layout_ops::Arg;
/// assert_eq!(Arg::Layout.placeholder(), "L");
/// assert_eq!(Arg::Tiler.placeholder(), "T");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A layout `S:D`.
    Layout,
    /// An integer or a tuple of integers (a shape, a stride, a coordinate, an index).
    IntTuple,
    /// A layout or an IntTuple.
    Value,
    /// A tiler: a layout, an integer, `_`, or a tuple of those.
    Tiler,
    /// A coordinate that may hold `_` (a slice).
    Coord,
    /// A stride, or the generator `LayoutLeft` / `LayoutRight`.
    StrideOrGenerator,
    /// A C++ template integer (`get<1>(L)` is `get(L, 1)`): a literal.
    TemplateInt,
    /// A tuple of C++ template integers (`select<1,3>(L)` is `select(L, (1,3))`).
    TemplateTuple,
}

impl Arg {
    /// The placeholder the help text writes for an argument of this kind.
    pub const fn placeholder(self) -> &'static str {
        match self {
            Arg::Layout => "L",
            Arg::IntTuple => "t",
            Arg::Value => "x",
            Arg::Tiler => "T",
            Arg::Coord => "c",
            Arg::StrideOrGenerator => "D",
            Arg::TemplateInt => "n",
            Arg::TemplateTuple => "(i,...)",
        }
    }
}

/// Which part of the runtime layer evaluates a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluator {
    /// The layout algebra (`runtime::algebra`): arithmetic on shapes and strides.
    Algebra,
    /// The structural operations: modes rearranged without arithmetic.
    Structural,
    /// `print_layout`: CuTe's table.
    Print,
}

/// One operation of the expression language.
#[derive(Clone, Copy, Debug)]
pub struct Op {
    /// CuTe's name.
    pub name: &'static str,
    /// The fewest arguments the call takes.
    pub min_args: usize,
    /// The most arguments the call takes.
    pub max_args: usize,
    /// The kinds of the arguments, in order; the last one repeats up to `max_args`.
    pub args: &'static [Arg],
    /// One line: what the call returns.
    pub doc: &'static str,
    /// The typed function `cute!` expands the call to, a path under `layout_core::__private`.
    pub typed: &'static str,
    /// Which part of the runtime layer evaluates it.
    pub evaluator: Evaluator,
    /// A call of the operation, from CuTe's goldens.
    pub example: &'static str,
    /// What CuTe prints for `example`.
    pub result: &'static str,
}

impl Op {
    /// The kind of argument `k` (0-based), `None` past `max_args`.
    ///
    /// ```
    /// use layout_ops::{find, Arg};
    /// let get = find("get").unwrap();
    /// assert_eq!(get.arg(0), Some(Arg::Value));
    /// assert_eq!(get.arg(3), Some(Arg::TemplateInt));
    /// assert_eq!(get.arg(8), None);
    /// ```
    pub const fn arg(&self, k: usize) -> Option<Arg> {
        if k >= self.max_args || self.args.is_empty() {
            return None;
        }
        let last = self.args.len() - 1;
        Some(self.args[if k < last { k } else { last }])
    }
}

use Arg::{Coord, IntTuple, Layout, StrideOrGenerator, TemplateInt, TemplateTuple, Tiler, Value};
use Evaluator::{Algebra, Print, Structural};

/// A row of the table.
#[allow(clippy::too_many_arguments)]
const fn op(
    name: &'static str,
    (min_args, max_args): (usize, usize),
    args: &'static [Arg],
    doc: &'static str,
    typed: &'static str,
    evaluator: Evaluator,
    example: &'static str,
    result: &'static str,
) -> Op {
    Op {
        name,
        min_args,
        max_args,
        args,
        doc,
        typed,
        evaluator,
        example,
        result,
    }
}

/// Every operation of the expression language, in the order of `EXPRESSIONS.md`.
#[rustfmt::skip]
pub const OPS: &[Op] = &[
    op("size", (1, 1), &[Value], "the number of coordinates: product of the shape",
       "Layout::size", Algebra, "size((_2,4):(_1,2))", "8"),
    op("cosize", (1, 1), &[Layout], "one past the largest index the layout maps to",
       "Layout::cosize", Algebra, "cosize((_2,_4):(_1,_4))", "_14"),
    op("rank", (1, 8), &[Value, TemplateInt], "the number of modes of x (of get(x, n...))",
       "rank_of", Structural, "rank((2,(3,4)):(1,(2,6)))", "_2"),
    op("depth", (1, 8), &[Value, TemplateInt], "the nesting depth of x (of get(x, n...)); 0 for an integer",
       "depth_of", Structural, "depth((_2,(_3,_4)))", "_2"),
    op("shape", (1, 8), &[Value, TemplateInt], "the shape of x (of get(x, n...))",
       "Layout::shape", Structural, "shape((_2,4):(_1,2))", "(_2,4)"),
    op("stride", (1, 8), &[Layout, TemplateInt], "the stride of L (of get(L, n...))",
       "Layout::stride", Structural, "stride((_2,4):(_1,2))", "(_1,2)"),
    op("get", (2, 8), &[Value, TemplateInt], "mode n of x, then the next n of that mode, and so on",
       "get_layout", Structural, "get((_4,(_3,_6)):(_1,(_4,_12)), 1, 1)", "_6:_12"),
    op("flatten", (1, 1), &[Value], "the leaf modes, in order, without nesting",
       "flatten_layout", Structural, "flatten(((_2,_3),_5):((_1,_2),_6))", "(_2,_3,_5):(_1,_2,_6)"),
    op("make_layout", (1, 12), &[Value, StrideOrGenerator],
       "the column-major layout of shape x, x:D, or the layouts x,... side by side",
       "make_layout", Algebra, "make_layout((2,4))", "(2,4):(_1,2)"),
    op("make_ordered_layout", (2, 2), &[IntTuple, StrideOrGenerator],
       "the compact layout of shape t with its modes in the order D",
       "make_ordered_layout", Algebra, "make_ordered_layout((_2,_3,_4), (_1,_0,_2))", "(_2,_3,_4):(_3,_1,_6)"),
    op("crd2idx", (3, 3), &[IntTuple], "crd2idx(c, S, D): the index of coordinate c in shape S with stride D",
       "crd2idx", Algebra, "crd2idx((1,2), (_2,_3), (_1,_2))", "5"),
    op("idx2crd", (2, 3), &[IntTuple], "idx2crd(i, S): the coordinate of index i in shape S (colexicographic)",
       "idx2crd", Algebra, "idx2crd(5, (_2,_3))", "(1,2)"),
    op("eval", (2, 13), &[Layout, Coord], "L(c): the index of coordinate c; a slice if c holds `_`",
       "Layout::call", Algebra, "eval((_2,_3):(_1,_2), (1,2))", "5"),
    op("slice", (2, 2), &[Coord, Value], "the sub-layout (sub-tuple) at the `_` modes of c",
       "algebra::slice", Structural, "slice((_,1,_),(_2,_3,_4):(_1,_2,_6))", "(_2,_4):(_1,_6)"),
    op("coalesce", (1, 2), &[Layout, IntTuple],
       "the same function with as few modes as possible (by mode of a profile)",
       "algebra::coalesce", Algebra, "coalesce((_2,(_1,_6)):(_1,(6,_2)))", "_12:_1"),
    op("filter", (1, 1), &[Layout], "coalesce without the stride-0 (broadcast) modes",
       "algebra::filter", Algebra, "filter((_2,_3):(_0,_1))", "_3:_1"),
    op("composition", (2, 2), &[Layout, Tiler], "L o T: the layout R with R(c) == L(T(c))",
       "algebra::composition", Algebra, "composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))", "((_2,_2),_3):((_24,_2),_8)"),
    op("complement", (1, 2), &[Layout, IntTuple],
       "the ordered layout of what L does not reach, up to the cotarget t",
       "algebra::complement", Algebra, "complement(_4:_2, _24)", "(_2,_3):(_1,_8)"),
    op("right_inverse", (1, 1), &[Layout], "R with L(R(i)) == i, as large as CuTe finds it",
       "algebra::right_inverse", Algebra, "right_inverse((_4,_2):(_2,_1))", "(_2,_4):(_4,_1)"),
    op("left_inverse", (1, 1), &[Layout], "R with R(L(i)) == i for an injective L",
       "algebra::left_inverse", Algebra, "left_inverse((_4,_2):(_2,_1))", "(_2,_4):(_4,_1)"),
    op("logical_divide", (2, 2), &[Layout, Tiler], "L o (T, T*): the tile T, then its repetitions",
       "algebra::logical_divide", Algebra, "logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)", "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"),
    op("zipped_divide", (2, 2), &[Layout, Tiler], "logical_divide as ((tile modes), (rest modes))",
       "algebra::zipped_divide", Algebra, "zipped_divide((_8,_4):(_1,_8), (_2,_2))", "((_2,_2),(_4,_2)):((_1,_8),(_2,_16))"),
    op("tiled_divide", (2, 2), &[Layout, Tiler], "logical_divide as ((tile modes), rest modes...)",
       "algebra::tiled_divide", Algebra, "tiled_divide((_8,_4):(_1,_8), (_2,_2))", "((_2,_2),_4,_2):((_1,_8),_2,_16)"),
    op("flat_divide", (2, 2), &[Layout, Tiler], "logical_divide as (tile modes..., rest modes...)",
       "algebra::flat_divide", Algebra, "flat_divide((_8,_4):(_1,_8), (_2,_2))", "(_2,_2,_4,_2):(_1,_8,_2,_16)"),
    op("logical_product", (2, 2), &[Layout, Tiler], "(L, L* o T): L repeated by T",
       "algebra::logical_product", Algebra, "logical_product(_2:_1, _3:_1)", "(_2,_3):(_1,_2)"),
    op("zipped_product", (2, 2), &[Layout, Tiler], "logical_product as ((block modes), (product modes))",
       "algebra::zipped_product", Algebra, "zipped_product((1):(_1), _5)", "((1),_5):((_1),1)"),
    op("tiled_product", (2, 2), &[Layout, Tiler], "logical_product as ((block modes), product modes...)",
       "algebra::tiled_product", Algebra, "tiled_product((1):(16), (4,_3):(_3,_1))", "((1),(4,1),(3,1)):((16),(_3,16),(_1,16))"),
    op("flat_product", (2, 2), &[Layout, Tiler], "logical_product as (block modes..., product modes...)",
       "algebra::flat_product", Algebra, "flat_product((1,1):(_1,_0), (1))", "((1),1,1):((_1),1,_0)"),
    op("blocked_product", (2, 2), &[Layout], "each mode of the first repeated by that of the second, block-major",
       "algebra::blocked_product", Algebra, "blocked_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))", "((_2,_3),(_2,_2)):((_1,_4),(_2,_12))"),
    op("raked_product", (2, 2), &[Layout], "each mode of the first repeated by that of the second, interleaved",
       "algebra::raked_product", Algebra, "raked_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))", "((_3,_2),(_2,_2)):((_4,_1),(_12,_2))"),
    op("max_common_vector", (2, 2), &[Layout], "how many contiguous elements the two layouts map alike",
       "algebra::max_common_vector", Algebra, "max_common_vector((_4,_2):(_1,_4), (_8):(_1))", "_8"),
    op("max_common_layout", (2, 2), &[Layout], "the layout of the contiguous elements the two layouts map alike",
       "algebra::max_common_layout", Algebra, "max_common_layout((_4,_2):(_1,_4), (_8):(_1))", "_8:_1"),
    op("upcast", (2, 2), &[Layout, TemplateInt], "L in units n times larger (CuTe's upcast<n>)",
       "algebra::upcast", Algebra, "upcast((_4,_8):(_1,_4), 2)", "(_2,_8):(_1,_2)"),
    op("downcast", (2, 2), &[Layout, TemplateInt], "L in units n times smaller (CuTe's downcast<n>)",
       "algebra::downcast", Algebra, "downcast((_4,_8):(_1,_4), 2)", "(_8,_8):(_1,_8)"),
    op("recast_layout", (3, 3), &[Layout, TemplateInt], "recast_layout(L, old_bits, new_bits): L for elements of another width",
       "algebra::recast_layout", Algebra, "recast_layout((_4,_8):(_1,_4), 16, 32)", "(_2,_8):(_1,_2)"),
    op("append", (2, 2), &[Layout], "the first layout with the second added as its last mode",
       "algebra::append", Structural, "append(_2:_1, _3:_2)", "(_2,_3):(_1,_2)"),
    op("prepend", (2, 2), &[Layout], "the first layout with the second added as its first mode",
       "algebra::prepend", Structural, "prepend(_2:_1, _3:_2)", "(_3,_2):(_2,_1)"),
    op("select", (2, 2), &[Layout, TemplateTuple], "the modes of L listed in (i,...)",
       "algebra::select", Structural, "select((_2,_3,_4):(_1,_2,_6), (2,0))", "(_4,_2):(_6,_1)"),
    op("take", (3, 3), &[Layout, TemplateInt], "take(L, begin, end): the modes begin..end of L",
       "algebra::take", Structural, "take((_2,_3,_4):(_1,_2,_6), 1, 3)", "(_3,_4):(_2,_6)"),
    op("group", (3, 3), &[Layout, TemplateInt], "group(L, begin, end): L with the modes begin..end made one mode",
       "algebra::group", Structural, "group((_2,_3,_4):(_1,_2,_6), 1, 3)", "(_2,(_3,_4)):(_1,(_2,_6))"),
    op("replace", (3, 3), &[Layout, TemplateInt, Layout], "replace(L, i, M): L with its mode i replaced by M",
       "algebra::replace", Structural, "replace((_2,_3,_4):(_1,_2,_6), 1, _5:_8)", "(_2,_5,_4):(_1,_8,_6)"),
    op("print_layout", (1, 1), &[Layout], "CuTe's table of L's indices (several lines)",
       "PrintLayoutOwned", Print, "print_layout(((2,2),2):((4,2),1))",
       "((2,2),2):((4,2),1)\n      0   1 \n    +---+---+\n 0  | 0 | 1 |\n    +---+---+\n 1  | 4 | 5 |\n    +---+---+\n 2  | 2 | 3 |\n    +---+---+\n 3  | 6 | 7 |\n    +---+---+"),
];

/// The row of the operation called `name`.
///
/// ```
/// assert_eq!(layout_ops::find("left_inverse").unwrap().min_args, 1);
/// ```
pub fn find(name: &str) -> Option<&'static Op> {
    // length and first byte first: most rows are rejected without comparing the names
    let (len, first) = (name.len(), name.as_bytes().first());
    OPS.iter()
        .find(|op| op.name.len() == len && op.name.as_bytes().first() == first && op.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_well_formed() {
        for (k, op) in OPS.iter().enumerate() {
            assert!(op.min_args <= op.max_args, "{}", op.name);
            assert!(
                !op.args.is_empty() && op.args.len() <= op.max_args,
                "{}",
                op.name
            );
            assert!(!op.doc.is_empty() && !op.doc.ends_with('.'), "{}", op.name);
            assert!(
                op.example.starts_with(op.name) && op.example[op.name.len()..].starts_with('('),
                "{}",
                op.name
            );
            assert!(!op.result.is_empty() && !op.typed.is_empty(), "{}", op.name);
            assert!(
                OPS[..k].iter().all(|o| o.name != op.name),
                "{} twice",
                op.name
            );
        }
    }
}
