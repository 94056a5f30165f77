//! Which expressions can be drawn, and as what: the picture calls named after CuTe's printers.
//!
//! | expression | picture |
//! | --- | --- |
//! | a layout of rank 1 or 2, e.g. `logical_divide(...)` | the layout, CuTe's 8 greys |
//! | `print_layout(L)`, `print_latex(L)`, `print_svg(L)` | the same |
//! | `print_latex(L, bank_color(B))` | `L` coloured by the 4-byte bank of elements of `B` bytes |
//! | `print_latex(L, TikzColor_White())`, `..., TikzColor_BWx8())` | white, or the greys |
//! | `print_latex_tv(TV, tile)` | CuTe's `print_latex_tv`: `T#/V#` cells, coloured by thread |
//! | `make_layout_tv(thr, val)`, `print_latex_tv(make_layout_tv(thr, val))` | its TV layout in its tile |

use super::fill::Colouring;
use super::picture::Picture;
use crate::runtime::calc::eval;
use crate::runtime::parse::{parse_expr, Expr};
use crate::runtime::{Error, Layout, Value};
use alloc::format;

/// Whether `name` is one of the picture calls of the module's table (`print_latex`,
/// `print_latex_tv`, `print_svg`, `print_layout`).
///
/// ```
/// use layout_core::runtime::draw::is_picture_call;
/// assert!(is_picture_call("print_latex_tv"));
/// assert!(!is_picture_call("coalesce"));
/// ```
pub fn is_picture_call(name: &str) -> bool {
    matches!(
        name,
        "print_layout" | "print_latex" | "print_svg" | "print_latex_tv"
    )
}

/// The picture an expression stands for (see the module's table).
///
/// ```
/// use layout_core::runtime::draw::{picture_of, Fill, Label, PictureKind};
/// let p = picture_of("print_latex((_4,_8):(_8,_1), bank_color(4))").unwrap();
/// assert_eq!(p.cell(1, 0).unwrap().fill, Fill::Bank(8));
/// let tv = picture_of("print_latex_tv((_4,_2):(_2,_1), (_2,_4))").unwrap();
/// assert_eq!(tv.kind(), PictureKind::ThreadValue);
/// assert_eq!(tv.cell(0, 1).unwrap().label, Label::ThreadValue { thread: 1, value: 0 });
/// assert_eq!(
///     picture_of("size(8:1)").unwrap_err().to_string(),
///     "draw: nothing to draw: the result 8 is not a layout"
/// );
/// assert_eq!(
///     picture_of("print_latex(8:1, bank_color(0))").unwrap_err().to_string(),
///     "bank_color: at 17: the element size must be a positive number of bytes, got 0"
/// );
/// ```
pub fn picture_of(expr: &str) -> Result<Picture, Error> {
    let e = parse_expr(expr)?;
    if let Expr::Call { name, args, pos } = &e {
        match *name {
            "print_layout" | "print_latex" | "print_svg" => {
                return layout_call(name, args, *pos);
            }
            "print_latex_tv" => return tv_call(args, *pos),
            _ => {}
        }
    }
    drawable(&eval(e.clone())?, "draw")
}

/// The picture of an evaluated value: a layout, or the `(tile, TV layout)` of `make_layout_tv`.
fn drawable(v: &Value, op: &str) -> Result<Picture, Error> {
    match v {
        Value::Layout(l) => Picture::of_layout(l),
        Value::Tuple(items) => match items.as_slice() {
            [tile, Value::Layout(tv)] => match tile.to_int_tuple() {
                Some(tile) => Picture::of_tv(tv, &tile),
                None => Err(nothing(op, v)),
            },
            _ => Err(nothing(op, v)),
        },
        other => Err(nothing(op, other)),
    }
}

fn nothing(op: &str, v: &Value) -> Error {
    Error::new(
        op,
        format!("nothing to draw: the result {v} is not a layout"),
    )
}

/// `print_latex(L [, colour])` and its siblings.
fn layout_call(name: &str, args: &[Expr], pos: usize) -> Result<Picture, Error> {
    if args.is_empty() || args.len() > 2 {
        return Err(Error::new(
            name,
            format!(
                "at {pos}: takes a layout and an optional colour, got {} arguments",
                args.len()
            ),
        ));
    }
    let layout = match eval(args[0].clone())? {
        Value::Layout(l) => l,
        other => {
            return Err(Error::new(
                name,
                format!("at {pos}: expected a layout, got {other}"),
            ))
        }
    };
    let colouring = match args.get(1) {
        None => Colouring::Greys,
        Some(c) => colouring(c, name, pos)?,
    };
    Picture::of_layout_coloured(&layout, colouring, name)
}

/// A colour argument: `bank_color(bytes)`, `TikzColor_White()`, `TikzColor_BWx8()` (or the
/// `TSVGColor_` spellings).
fn colouring(e: &Expr, op: &str, pos: usize) -> Result<Colouring, Error> {
    let Expr::Call { name, args, pos } = e else {
        return Err(Error::new(
            op,
            format!("at {pos}: expected a colour: bank_color(bytes), TikzColor_White() or TikzColor_BWx8()"),
        ));
    };
    match (*name, args.as_slice()) {
        ("TikzColor_White" | "TSVGColor_White", []) => Ok(Colouring::White),
        ("TikzColor_BWx8" | "TSVGColor_BWx8", []) => Ok(Colouring::Greys),
        ("bank_color", [bytes]) => match eval(bytes.clone())? {
            Value::Int(b) if b.value > 0 => Ok(Colouring::Banks {
                elem_bytes: b.value,
            }),
            other => Err(Error::new(
                "bank_color",
                format!("at {pos}: the element size must be a positive number of bytes, got {other}"),
            )),
        },
        _ => Err(Error::new(
            op,
            format!("at {pos}: unknown colour `{name}` with {} arguments: expected bank_color(bytes), TikzColor_White() or TikzColor_BWx8()", args.len()),
        )),
    }
}

/// `print_latex_tv(tv, tile)` or `print_latex_tv(make_layout_tv(thr, val))`.
fn tv_call(args: &[Expr], pos: usize) -> Result<Picture, Error> {
    let op = "print_latex_tv";
    match args {
        [both] => match eval(both.clone())? {
            v @ Value::Tuple(_) => drawable(&v, op),
            other => Err(Error::new(
                op,
                format!("at {pos}: expected a TV layout and a tile, or make_layout_tv(...), got {other}"),
            )),
        },
        [tv, tile] => {
            let tv: Layout = match eval(tv.clone())? {
                Value::Layout(l) => l,
                other => {
                    return Err(Error::new(
                        op,
                        format!("at {pos}: expected a TV layout, got {other}"),
                    ))
                }
            };
            let tile = match eval(tile.clone())? {
                Value::Layout(l) => l.shape,
                other => other.to_int_tuple().ok_or_else(|| {
                    Error::new(
                        op,
                        format!("at {pos}: expected a tile shape (M,N), got {other}"),
                    )
                })?,
            };
            Picture::of_tv(&tv, &tile)
        }
        _ => Err(Error::new(
            op,
            format!("at {pos}: takes a TV layout and a tile, got {} arguments", args.len()),
        )),
    }
}
