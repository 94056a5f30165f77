//! CuTe's `print_tensor` (`util/print_tensor.hpp`) as a [`Display`](fmt::Display) value.
//!
//! The header is the tensor (`<engine> o <layout>`) and a colon; then, by the layout's rank:
//! 1. one element per line;
//! 2. one row per coordinate of mode 0, the elements of mode 1 side by side;
//! 3. the rank-2 table of each coordinate of mode 2, separated by `5 * size<1>` dashes;
//! 4. the rank-3 print of each coordinate of mode 3, separated by `5 * size<1>` `=` signs.
//!
//! Other ranks print only the header. Elements print with [`PrettyPrint`].

use super::engine::Engine;
use super::identity::ArithTuple;
use super::identity_print::{fmt_natural, fmt_value_at, is_fresh, Piece};
use super::pretty::PrettyPrint;
use super::Tensor;
use crate::int_tuple::reflect::{dyn_eval, dyn_size};
use crate::int_tuple::{DynIntTuple, IntTuple};
use crate::layout::Layout;
use core::fmt;

/// The body of [`print_tensor`]: the elements of a tensor in CuTe's rank-1 to rank-4 formats.
pub trait PrintTensorBody: fmt::Display {
    /// Writes the elements (everything after the header line).
    fn fmt_body(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

/// CuTe's `print_tensor(tensor)`, made by [`print_tensor`].
pub struct PrintTensor<'a, T>(&'a T);

impl<T: PrintTensorBody> fmt::Display for PrintTensor<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}:", self.0)?;
        self.0.fmt_body(f)
    }
}

/// CuTe's `print_tensor(tensor)` as a [`Display`](fmt::Display) value (no allocation, works in
/// `no_std`).
///
/// ```
/// use layout_core::prelude::*;
/// let data = [0, 1, 2, 3, 4, 5];
/// let t = make_tensor(&data[..], make_layout_with((_2, _3), (_3, _1)));
/// let text = print_tensor(&t).to_string();
/// let body: Vec<&str> = text.lines().skip(1).collect();
/// assert!(text.starts_with("ptr[32b](0x"));
/// assert!(text.lines().next().unwrap().ends_with(") o (_2,_3):(_3,_1):"));
/// assert_eq!(body, ["    0    1    2", "    3    4    5"]);
///
/// let id = make_identity_tensor((2, 3));
/// assert_eq!(print_tensor(&id).to_string(), "\
/// ArithTuple(_0,_0) o (2,3):(_1@0,_1@1):
///   (0,0)  (0,1)  (0,2)
///   (1,0)  (1,1)  (1,2)
/// ");
/// ```
pub fn print_tensor<T: PrintTensorBody>(tensor: &T) -> PrintTensor<'_, T> {
    PrintTensor(tensor)
}

impl<E, L> Tensor<E, L>
where
    Self: PrintTensorBody,
{
    /// This tensor as CuTe's `print_tensor` (see [`print_tensor`]).
    pub fn print_tensor(&self) -> PrintTensor<'_, Self> {
        PrintTensor(self)
    }
}

/// The top-level rank of a shape (1 for an integer).
fn rank_of(s: &dyn DynIntTuple) -> usize {
    if s.leaf().is_some() {
        1
    } else {
        s.rank_dyn()
    }
}

/// The size of mode `k` of a shape (an integer shape is its own mode 0).
fn mode_size(s: &dyn DynIntTuple, k: usize) -> i64 {
    if s.leaf().is_some() {
        return if k == 0 { dyn_size(s) } else { 0 };
    }
    s.mode_dyn(k).map_or(0, dyn_size)
}

/// The element writer: the per-mode 1-D indices (only the first `rank` are used; for rank 1
/// the index is the 1-D index of the whole tensor).
type Elem<'a> = dyn FnMut(&mut fmt::Formatter<'_>, [i64; 4]) -> fmt::Result + 'a;

/// The rank-1 to rank-4 formats of `print_tensor`.
fn fmt_body(
    f: &mut fmt::Formatter<'_>,
    shape: &dyn DynIntTuple,
    elem: &mut Elem<'_>,
) -> fmt::Result {
    let rank = rank_of(shape);
    let size = |k| mode_size(shape, k);
    // tensor(_,_,k,p) as a rank-2 table
    let mut table = |f: &mut fmt::Formatter<'_>, k: i64, p: i64| -> fmt::Result {
        for m in 0..size(0) {
            for n in 0..size(1) {
                elem(f, [m, n, k, p])?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    };
    let rule = |f: &mut fmt::Formatter<'_>, c: char| -> fmt::Result {
        for _ in 0..5 * size(1) {
            write!(f, "{c}")?;
        }
        f.write_str("\n")
    };
    match rank {
        1 => {
            for m in 0..dyn_size(shape) {
                elem(f, [m, 0, 0, 0])?;
                f.write_str("\n")?;
            }
            Ok(())
        }
        2 => table(f, 0, 0),
        3 | 4 => {
            let ps = if rank == 4 { size(3) } else { 1 };
            for p in 0..ps.max(1) {
                if p > 0 {
                    rule(f, '=')?;
                }
                table(f, 0, p)?;
                for k in 1..size(2) {
                    rule(f, '-')?;
                    table(f, k, p)?;
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The layout's index of per-mode 1-D indices.
fn offset_of(shape: &dyn DynIntTuple, stride: &dyn DynIntTuple, idx: [i64; 4]) -> i64 {
    if shape.leaf().is_some() {
        return dyn_eval(shape, stride, idx[0]);
    }
    (0..shape.rank_dyn().min(4))
        .map(|k| match (shape.mode_dyn(k), stride.mode_dyn(k)) {
            (Some(s), Some(d)) => dyn_eval(s, d, idx[k]),
            _ => 0,
        })
        .sum()
}

impl<E: Engine, S: IntTuple, D: IntTuple> PrintTensorBody for Tensor<E, Layout<S, D>>
where
    E::Value: PrettyPrint + Copy,
{
    fn fmt_body(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (shape, stride) = (self.layout.shape(), self.layout.stride());
        let rank = rank_of(&shape);
        fmt_body(f, &shape, &mut |f, idx| {
            // CuTe prints the first slice of an empty mode too; never read outside the domain.
            let in_domain = if rank == 1 {
                idx[0] < dyn_size(&shape)
            } else {
                (0..rank.min(4)).all(|k| idx[k] < mode_size(&shape, k))
            };
            let off = if in_domain {
                self.engine.admit(offset_of(&shape, &stride, idx))
            } else {
                None
            };
            match off {
                // SAFETY: `admit` accepted the offset of an in-domain coordinate (see `Engine`).
                Some(off) => unsafe { self.engine.read(off) }.pretty_print(f),
                None => f.write_str("  <out of memory>"),
            }
        })
    }
}

impl<O: IntTuple, S: IntTuple, D: IntTuple> PrintTensorBody
    for Tensor<ArithTuple<O>, Layout<S, D>>
{
    fn fmt_body(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (shape, stride, origin) = (
            self.layout.shape(),
            self.layout.stride(),
            self.engine.origin,
        );
        // A fresh identity tensor prints its values with CuTe's static markers (`_0` where the
        // split of the index is static); a tiled or sliced one prints plain values.
        let fresh = is_fresh(&origin, &stride);
        fmt_body(f, &shape, &mut |f, idx| {
            if !fresh {
                return fmt_value_at(&origin, &shape, &stride, idx, f);
            }
            if shape.leaf().is_some() {
                // an integer shape: the value is an integer, `%5d`
                return write!(f, "{:>5}", idx[0]);
            }
            f.write_str("  ")?;
            if shape.rank_dyn() == 1 {
                return fmt_natural(&shape, Piece::Dyn(idx[0]), f);
            }
            f.write_str("(")?;
            for k in 0..shape.rank_dyn() {
                if k > 0 {
                    f.write_str(",")?;
                }
                if let (Some(m), Some(&i)) = (shape.mode_dyn(k), idx.get(k)) {
                    fmt_natural(m, Piece::Dyn(i), f)?;
                }
            }
            f.write_str(")")
        })
    }
}
