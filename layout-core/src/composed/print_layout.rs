//! CuTe's `print_layout` of a composed layout with a rank-2 inner layout.
//!
//! Cell `(m, n)` holds `A(O + B(m, n))`, exactly what evaluation gives, and the cells are as
//! wide as the digits of `cosize(B)` plus two, as CuTe prints them. For a layout whose offset is
//! a shared-memory flag (`smem_ptr[16b](unset)`), CuTe's own `print_layout` recasts the swizzle
//! to element units first, so its cells disagree with its own evaluation (NVIDIA/cutlass#3119);
//! here the table always shows the evaluation.

use super::{ComposedLayout, ComposedOffset, OffsetFn};
use crate::int_tuple::reflect::{dyn_eval, dyn_size};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::print::fmt_table;
use core::fmt;

/// CuTe's `print_layout` table of a composed layout, as a [`Display`](fmt::Display) value
/// (works without `std`). Made by [`ComposedLayout::print_layout`].
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = layout!(Sw<1,0,1> o _0 o (_4,_2):(_1,_4));
/// let table = c.print_layout().to_string();
/// assert!(table.starts_with("Sw<1,0,1> o _0 o (_4,_2):(_1,_4)\n"));
/// assert!(table.contains(" 2  | 3 | 7 |")); // row 2: Sw(2) = 3, Sw(6) = 7
/// ```
pub struct PrintComposedLayout<'a, A, O, S, D>(pub(crate) &'a ComposedLayout<A, O, Layout<S, D>>);

impl<A: OffsetFn, O: ComposedOffset, S: IntTuple, D: IntTuple> fmt::Display
    for PrintComposedLayout<'_, A, O, S, D>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        let (shape, stride) = (c.layout.shape(), c.layout.stride());
        let (Some(s0), Some(s1), Some(d0), Some(d1)) = (
            shape.mode_dyn(0),
            shape.mode_dyn(1),
            stride.mode_dyn(0),
            stride.mode_dyn(1),
        ) else {
            return f.write_str("print_layout: the layout must have rank 2");
        };
        if S::RANK != 2 || shape.leaf().is_some() {
            return f.write_str("print_layout: the layout must have rank 2");
        }
        let (m_size, n_size) = (dyn_size(s0), dyn_size(s1));
        let total = m_size * n_size;
        let cosize = if total == 0 {
            0
        } else {
            dyn_eval(&shape, &stride, total - 1) + 1
        };
        let (a, offset) = (c.a, c.offset.offset_value());
        fmt_table(f, c, (m_size, n_size), cosize, &|m, n| {
            let inner = dyn_eval(s0, d0, m) + dyn_eval(s1, d1, n);
            i64::from(a.apply_to(offset.wrapping_add(inner as i32)))
        })
    }
}
