//! Explanations of the calls that build, query or rearrange layouts: `make_layout`,
//! `make_ordered_layout`, coordinates (`crd2idx`, `idx2crd`, `eval`), `size`, `cosize`, the
//! structural operations and `print_layout`.

use super::algebra::layout_at;
use super::Notes;
use crate::runtime::{Error, Value};
use alloc::string::String;

pub(super) fn describe(name: &str, args: &[Value], notes: &mut Notes) -> Option<String> {
    let l = layout_at(args, 0);
    let definition = match name {
        "make_layout" => {
            if let Some(s) = args.first().and_then(Value::to_int_tuple)
                && (args.len() == 1 || matches!(args.get(1), Some(Value::LayoutLeft)))
            {
                notes.add("prefix_product(S)", s.prefix_product());
            }
            "make_layout(S): compact column-major (LayoutLeft): stride i is the product of\n\
             the shapes before mode i, from _1; make_layout(S, LayoutRight): row-major, from the\n\
             last mode; make_layout(S, D): the strides given; make_layout(L0, L1, ...): the\n\
             layouts as modes"
        }
        "make_ordered_layout" => {
            "make_ordered_layout(S, order): compact strides assigned in the order given: the mode\n\
             with the smallest order gets stride _1, the next the product of the shapes before it"
        }
        "crd2idx" | "eval" => {
            if let (Some(l), Some(c)) = (l, args.get(1).and_then(Value::to_int_tuple))
                && c.as_int().is_some()
            {
                notes.add("idx2crd(c, shape(L))", c.idx2crd(&l.shape));
            }
            "crd2idx(c, S, D) / L(c): an integer coordinate is first unfolded colexicographically\n\
             (idx2crd) to S's profile; the index is the sum of c_i * d_i over the leaves"
        }
        "idx2crd" => {
            "idx2crd(i, S): the colexicographic coordinate of i in S: c_0 = i % s_0,\n\
             c_1 = (i / s_0) % s_1, ..."
        }
        "size" => "size(L) = product of the shape's leaves",
        "cosize" => {
            if let Some(l) = l {
                let m1 = l
                    .shape
                    .try_map_leaves(&mut |s| s.try_sub(crate::runtime::Int::stat(1)));
                notes.add("shape - 1", m1);
            }
            "cosize(L) = L(size(L) - 1) + 1 = sum((s_i - 1) * |d_i|) + 1"
        }
        "shape" | "stride" => "the shape or the stride of a layout",
        "get" => "get(x, i, ...): mode i of x (then mode j of that, ...)",
        "rank" => "rank(x): the number of top-level modes (1 for an integer)",
        "depth" => "depth(x): 0 for an integer, 1 + the largest depth of the modes of a tuple",
        "flatten" => "flatten(x): the leaves as one flat tuple (a layout: shape and stride alike)",
        "select" => "select(L, (i,j,...)): the modes i, j, ... of L, in that order",
        "take" => "take(L, b, e): the modes b..e-1 of L",
        "group" => "group(L, b, e): the modes b..e-1 of L gathered into one mode",
        "replace" => "replace(L, i, M): mode i of L replaced by the layout M",
        "append" | "prepend" => "append(L, M) / prepend(L, M): M added as the last / first mode",
        "slice" => {
            "slice(c, L): the modes where c has `_`, the others fixed at their coordinate (the\n\
             offset L(c with _ as 0) is dropped, as CuTe's slice does)"
        }
        "print_layout" => {
            if let Some(l) = l {
                notes.add("L", Ok::<_, Error>(l));
            }
            "print_layout(L): the table of L(m, n) for a rank-2 layout, CuTe's format"
        }
        _ => return None,
    };
    Some(String::from(definition))
}
