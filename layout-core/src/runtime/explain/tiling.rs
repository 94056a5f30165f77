//! Explanations of the divides, the products and `make_layout_tv`: each is a complement and a
//! composition, then a regrouping of the modes.

use super::algebra::layout_at;
use super::Notes;
use crate::runtime::algebra::complement::complement_unchecked_cover as complement;
use crate::runtime::{evaluate, make_layout_tv_steps, Error, IntTuple, Layout, Value};
use alloc::format;
use alloc::string::String;

pub(super) fn describe(name: &str, args: &[Value], notes: &mut Notes) -> Option<String> {
    let l = layout_at(args, 0);
    let tiler = args.get(1);
    let definition = match name {
        "logical_divide" => {
            if let (Some(l), Some(t)) = (l, tiler) {
                divide_notes(l, t, notes);
            }
            "logical_divide(L, T) = composition(L, make_layout(T, complement(T, shape(coalesce(L)))))\n\
             mode 0 of the result is the tile T, mode 1 the rest T* (every tile's position);\n\
             a tiler (T0,T1,...) divides mode i of L by Ti and keeps the other modes"
        }
        "zipped_divide" | "tiled_divide" | "flat_divide" => {
            if let (Some(l), Some(t)) = (l, tiler) {
                notes.add("logical_divide(L, T)", call("logical_divide", l, t));
                if name != "zipped_divide" {
                    notes.add("zipped_divide(L, T)", call("zipped_divide", l, t));
                }
            }
            match name {
                "zipped_divide" => {
                    "zipped_divide(L, T): logical_divide(L, T), then the tile modes of every\n\
                     divided mode gathered into mode 0 and the rest modes into mode 1:\n\
                     ((tile...), (rest...))"
                }
                "tiled_divide" => {
                    "tiled_divide(L, T): zipped_divide(L, T) with its rest mode unpacked:\n\
                     ((tile...), rest0, rest1, ...)"
                }
                _ => {
                    "flat_divide(L, T): zipped_divide(L, T) with both modes unpacked:\n\
                     (tile0, tile1, ..., rest0, rest1, ...)"
                }
            }
        }
        "logical_product" => {
            if let (Some(a), Some(b)) = (l, tiler) {
                product_notes(a, b, notes);
            }
            "logical_product(A, B) = make_layout(A, composition(complement(A, size(A)*cosize(B)), B))\n\
             mode 0 is the block A, mode 1 places B's copies of it where A does not reach;\n\
             a tiler (B0,B1,...) multiplies mode i of A by Bi and keeps the other modes"
        }
        "zipped_product" | "tiled_product" | "flat_product" => {
            if let (Some(a), Some(b)) = (l, tiler) {
                notes.add("logical_product(A, B)", call("logical_product", a, b));
                if name != "zipped_product" {
                    notes.add("zipped_product(A, B)", call("zipped_product", a, b));
                }
            }
            match name {
                "zipped_product" => {
                    "zipped_product(A, B): logical_product(A, B) regrouped as\n\
                     ((block modes...), (product modes...))"
                }
                "tiled_product" => {
                    "tiled_product(A, B): zipped_product(A, B) with its second mode unpacked"
                }
                _ => "flat_product(A, B): zipped_product(A, B) with both modes unpacked",
            }
        }
        "blocked_product" | "raked_product" => {
            if let (Some(a), Some(b)) = (l, layout_at(args, 1)) {
                blocked_notes(a, b, notes);
            }
            if name == "blocked_product" {
                "blocked_product(A, B): pad A and B to the same rank with _1:_0 modes,\n\
                 C = composition(complement(A, size(A)*cosize(B)), B), then mode i of the result\n\
                 is (A_i, C_i): A's block repeated as B says, block-major"
            } else {
                "raked_product(A, B): as blocked_product but mode i is (C_i, A_i): the copies of\n\
                 each element of A are interleaved (raked) across the result"
            }
        }
        "make_layout_tv" => {
            if let (Some(thr), Some(val)) = (l, layout_at(args, 1)) {
                match make_layout_tv_steps(thr, val) {
                    Ok(s) => {
                        notes.add(
                            "layout_mn = raked_product(thr, val)",
                            Ok::<_, Error>(s.layout_mn),
                        );
                        notes.add("right_inverse(layout_mn)", Ok::<_, Error>(s.inverse));
                        notes.add(
                            "make_layout((size(thr), size(val)))",
                            Ok::<_, Error>(s.thr_val),
                        );
                        notes.add(
                            "layout_tv = composition(right_inverse(layout_mn), that)",
                            Ok::<_, Error>(s.layout_tv),
                        );
                        notes.add(
                            "tiler_mn = product_each(shape(layout_mn))",
                            Ok::<_, Error>(s.tiler_mn),
                        );
                    }
                    Err(e) => notes.add("layout_mn", Err::<Layout, _>(e)),
                }
            }
            "make_layout_tv(thr, val) (CuTe DSL): layout_mn = raked_product(thr, val) maps a tile\n\
             coordinate to (thread, value); its right inverse, shaped (size(thr), size(val)), maps\n\
             (thread, value) to the tile's column-major index. returns (tiler_mn, layout_tv)"
        }
        _ => return None,
    };
    Some(String::from(definition))
}

/// `name(l, t)` through the evaluator (a tiler may be any tiler value).
fn call(name: &str, l: &Layout, t: &Value) -> Result<Value, Error> {
    evaluate(&format!("{name}({l},{t})"))
}

fn divide_notes(l: &Layout, t: &Value, notes: &mut Notes) {
    match t {
        Value::Tuple(ts) => {
            for (k, (m, tk)) in l.modes().iter().zip(ts).enumerate() {
                notes.add(
                    format!("logical_divide(L{k}, T{k}) = logical_divide({m}, {tk})"),
                    call("logical_divide", m, tk),
                );
            }
        }
        Value::Underscore => {}
        _ => {
            let tile = match t {
                Value::Layout(x) => x.clone(),
                Value::Int(n) => match evaluate(&format!("make_layout({n})")) {
                    Ok(Value::Layout(x)) => x,
                    _ => return,
                },
                _ => return,
            };
            let shape = l.coalesce().map(|c| c.shape);
            notes.add("shape(coalesce(L))", shape.clone());
            let Ok(shape) = shape else { return };
            let rest = complement(&tile, &shape);
            notes.add(format!("T* = complement({tile}, {shape})"), rest.clone());
            if let Ok(rest) = rest {
                let both = Layout::concat(&[tile, rest]);
                notes.add("make_layout(T, T*)", Ok::<_, Error>(&both));
                notes.add(format!("composition({l}, {both})"), l.composition(&both));
            }
        }
    }
}

fn product_notes(a: &Layout, b: &Value, notes: &mut Notes) {
    match b {
        Value::Layout(b) => {
            let cotarget = a.size().and_then(|s| s.try_mul(b.cosize()?));
            notes.add("size(A)*cosize(B)", cotarget.clone());
            let Ok(m) = cotarget else { return };
            let rest = complement(a, &IntTuple::Int(m));
            notes.add(format!("complement({a}, {m})"), rest.clone());
            if let Ok(rest) = rest {
                notes.add("composition(complement, B)", rest.composition(b));
            }
        }
        Value::Tuple(ts) => {
            for (k, (m, tk)) in a.modes().iter().zip(ts).enumerate() {
                notes.add(
                    format!("logical_product(A{k}, B{k}) = logical_product({m}, {tk})"),
                    call("logical_product", m, tk),
                );
            }
        }
        _ => {}
    }
}

fn blocked_notes(a: &Layout, b: &Layout, notes: &mut Notes) {
    let r = a.rank().max(b.rank());
    let (Ok(a2), Ok(b2)) = (a.append_to(r), b.append_to(r)) else {
        return;
    };
    notes.add(format!("A padded to rank {r}"), Ok::<_, Error>(&a2));
    notes.add(format!("B padded to rank {r}"), Ok::<_, Error>(&b2));
    let cotarget = a2.size().and_then(|s| s.try_mul(b2.cosize()?));
    notes.add("size(A)*cosize(B)", cotarget.clone());
    let Ok(m) = cotarget else { return };
    let rest = complement(&a2, &IntTuple::Int(m));
    notes.add(format!("complement(A, {m})"), rest.clone());
    if let Ok(rest) = rest {
        notes.add("C = composition(complement, B)", rest.composition(&b2));
    }
}
