//! The calls of the expression language that this module evaluates: argument conversion from
//! [`Value`]s, kind checks with errors naming the operation, and the call itself.

use super::coalesce::{coalesce, coalesce_profile_of, filter};
use super::complement::{complement, complement_default};
use super::composition::{composition, Tiler};
use super::coord::{crd2idx_of, idx2crd, idx2crd_strided};
use super::divide::{
    flat_divide_owned, logical_divide_owned, tiled_divide_owned, zipped_divide_owned,
};
use super::int_tuple_ops::{product, Major};
use super::inverse::{left_inverse, right_inverse};
use super::make::{make_compact, make_ordered_layout};
use super::max_common::{max_common_layout, max_common_vector};
use super::product::{
    blocked_product, flat_product_owned, logical_product_owned, raked_product, tiled_product_owned,
    zipped_product_owned,
};
use super::recast::{downcast, recast_layout, upcast};
use crate::runtime::{Error, Int, IntTuple, Layout, Value};
use alloc::format;
use alloc::vec::Vec;

/// The argument kinds a call can ask for, for error messages.
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Int(_) => "an integer",
        Value::Underscore => "`_`",
        Value::Layout(_) => "a layout",
        Value::Tuple(_) => "a tuple",
        Value::LayoutLeft | Value::LayoutRight => "a stride generator",
        Value::Text(_) => "text",
        Value::Swizzle(_) => "a swizzle",
        Value::Composed(_) => "a composed layout",
        Value::Atom(_) => "an atom",
        Value::Tensor(_) => "a tensor",
    }
}

fn wrong(op: &str, k: usize, want: &str, v: &Value) -> Error {
    Error::new(
        op,
        format!("argument {} must be {want}, not {} ({v})", k + 1, kind(v)),
    )
}

fn layout_arg<'a>(op: &str, args: &'a [Value], k: usize) -> Result<&'a Layout, Error> {
    match &args[k] {
        Value::Layout(l) => {
            if !l.shape.congruent(&l.stride) {
                return Err(Error::new(
                    op,
                    format!("shape and stride of {l} are not congruent"),
                ));
            }
            Ok(l)
        }
        v => Err(wrong(op, k, "a layout", v)),
    }
}

fn int_tuple_arg(op: &str, args: &[Value], k: usize) -> Result<IntTuple, Error> {
    args[k]
        .to_int_tuple()
        .ok_or_else(|| wrong(op, k, "an integer or a tuple of integers", &args[k]))
}

/// An IntTuple argument read in place (the error of [`int_tuple_arg`] otherwise).
fn int_tuple_ref<'a>(op: &str, args: &'a [Value], k: usize) -> Result<&'a Value, Error> {
    fn int_tuple_like(v: &Value) -> bool {
        match v {
            Value::Int(_) => true,
            Value::Tuple(items) => items.iter().all(int_tuple_like),
            _ => false,
        }
    }
    if int_tuple_like(&args[k]) {
        Ok(&args[k])
    } else {
        Err(wrong(op, k, "an integer or a tuple of integers", &args[k]))
    }
}

fn int_arg(op: &str, args: &[Value], k: usize) -> Result<i64, Error> {
    match &args[k] {
        Value::Int(i) => Ok(i.value),
        v => Err(wrong(op, k, "an integer", v)),
    }
}

/// Moves a tiler out of an argument value.
fn to_tiler(op: &str, v: Value, k: usize) -> Result<Tiler, Error> {
    match v {
        Value::Layout(l) => {
            if !l.shape.congruent(&l.stride) {
                return Err(Error::new(
                    op,
                    format!("shape and stride of {l} are not congruent"),
                ));
            }
            Ok(Tiler::Layout(l))
        }
        Value::Int(i) => Ok(Tiler::Int(i)),
        Value::Underscore => Ok(Tiler::Underscore),
        Value::Tuple(items) => Ok(Tiler::Tuple(
            items
                .into_iter()
                .map(|x| to_tiler(op, x, k))
                .collect::<Result<_, _>>()?,
        )),
        other => Err(wrong(
            op,
            k,
            "a layout, an integer, `_` or a tuple of those (a tiler)",
            &other,
        )),
    }
}

fn arity(op: &str, args: &[Value], lo: usize, hi: usize) -> Result<(), Error> {
    if args.len() < lo || args.len() > hi {
        let want = if lo == hi {
            format!("{lo}")
        } else {
            format!("{lo} to {hi}")
        };
        return Err(Error::new(
            op,
            format!("takes {want} arguments, got {}", args.len()),
        ));
    }
    Ok(())
}

/// A call `op(L, tiler)` of a tiler operation; the layout and the tiler are moved out of
/// `args`.
fn tiler_call(
    op: &str,
    args: &mut [Value],
    f: fn(Layout, &Tiler) -> Result<Layout, Error>,
) -> Result<Value, Error> {
    layout_arg(op, args, 0)?;
    let t = to_tiler(op, core::mem::replace(&mut args[1], Value::Underscore), 1)?;
    let Value::Layout(l) = core::mem::replace(&mut args[0], Value::Underscore) else {
        return Err(wrong(op, 0, "a layout", &args[0]));
    };
    Ok(f(l, &t)?.into())
}

/// Evaluates `name(args...)`, a row of the operation table whose evaluator is the algebra;
/// the caller has checked the number of arguments against the row.
pub(crate) fn eval_call(name: &str, args: &mut [Value]) -> Result<Value, Error> {
    let op = name;
    let v: Value = match name {
        "composition" => tiler_call(op, args, |l, t| composition(&l, t))?,
        "logical_divide" => tiler_call(op, args, logical_divide_owned)?,
        "zipped_divide" => tiler_call(op, args, zipped_divide_owned)?,
        "tiled_divide" => tiler_call(op, args, tiled_divide_owned)?,
        "flat_divide" => tiler_call(op, args, flat_divide_owned)?,
        "logical_product" => tiler_call(op, args, logical_product_owned)?,
        "zipped_product" => tiler_call(op, args, zipped_product_owned)?,
        "tiled_product" => tiler_call(op, args, tiled_product_owned)?,
        "flat_product" => tiler_call(op, args, flat_product_owned)?,
        "make_layout" if !args.is_empty() && args.iter().all(|a| matches!(a, Value::Layout(_))) => {
            // the layouts as the modes of one layout, moved out of `args`
            for k in 0..args.len() {
                layout_arg(op, args, k)?;
            }
            let layouts =
                args.iter_mut()
                    .filter_map(|a| match core::mem::replace(a, Value::Underscore) {
                        Value::Layout(l) => Some(l),
                        _ => None,
                    });
            Value::Layout(layouts.collect())
        }
        _ => eval_value_call(name, args)?,
    };
    Ok(v)
}

/// The calls of [`eval_call`] that read their arguments without moving them.
fn eval_value_call(name: &str, args: &[Value]) -> Result<Value, Error> {
    let op = name;
    let v: Value = match name {
        "coalesce" => {
            let l = layout_arg(op, args, 0)?;
            if args.len() == 2 {
                coalesce_profile_of(&l.shape, &l.stride, int_tuple_ref(op, args, 1)?)?.into()
            } else {
                coalesce(l)?.into()
            }
        }
        "filter" => filter(layout_arg(op, args, 0)?)?.into(),
        "complement" => {
            let l = layout_arg(op, args, 0)?;
            if args.len() == 2 {
                complement(l, &int_tuple_arg(op, args, 1)?)?.into()
            } else {
                complement_default(l)?.into()
            }
        }
        "right_inverse" | "left_inverse" => {
            let l = layout_arg(op, args, 0)?;
            if name == "right_inverse" {
                right_inverse(l)?
            } else {
                left_inverse(l)?
            }
            .into()
        }
        "blocked_product" | "raked_product" => {
            let (a, b) = (layout_arg(op, args, 0)?, layout_arg(op, args, 1)?);
            if name == "blocked_product" {
                blocked_product(a, b)?
            } else {
                raked_product(a, b)?
            }
            .into()
        }
        "max_common_vector" => Value::Int(max_common_vector(
            layout_arg(op, args, 0)?,
            layout_arg(op, args, 1)?,
        )?),
        "max_common_layout" => {
            max_common_layout(layout_arg(op, args, 0)?, layout_arg(op, args, 1)?)?.into()
        }
        "upcast" | "downcast" => {
            let (l, n) = (layout_arg(op, args, 0)?, int_arg(op, args, 1)?);
            if name == "upcast" {
                upcast(l, n)?
            } else {
                downcast(l, n)?
            }
            .into()
        }
        "recast_layout" => {
            let l = layout_arg(op, args, 0)?;
            recast_layout(l, int_arg(op, args, 1)?, int_arg(op, args, 2)?)?.into()
        }
        "make_layout" => make_layout_call(args)?,
        "make_ordered_layout" => {
            let s = int_tuple_arg(op, args, 0)?;
            match &args[1] {
                Value::LayoutLeft => make_compact(&s, Major::Left)?.into(),
                Value::LayoutRight => make_compact(&s, Major::Right)?.into(),
                _ => make_ordered_layout(&s, &int_tuple_arg(op, args, 1)?)?.into(),
            }
        }
        "crd2idx" => {
            let (c, s, d) = (
                int_tuple_ref(op, args, 0)?,
                int_tuple_ref(op, args, 1)?,
                int_tuple_ref(op, args, 2)?,
            );
            Value::Int(crd2idx_of(c, s, d)?)
        }
        "idx2crd" => {
            let (c, s) = (int_tuple_arg(op, args, 0)?, int_tuple_arg(op, args, 1)?);
            if args.len() == 3 {
                idx2crd_strided(&c, &s, &int_tuple_arg(op, args, 2)?)?.into()
            } else {
                idx2crd(&c, &s)?.into()
            }
        }
        "eval" => {
            if args.len() < 2 {
                return Err(Error::new(
                    op,
                    format!(
                        "takes a layout and a coordinate, got {} arguments",
                        args.len()
                    ),
                ));
            }
            let l = layout_arg(op, args, 0)?;
            if args.len() == 2 {
                let c = int_tuple_ref(op, args, 1)?;
                return Ok(Value::Int(crd2idx_of(c, &l.shape, &l.stride)?));
            }
            let coord = {
                let parts = (1..args.len()).map(|k| int_tuple_arg(op, args, k));
                IntTuple::Tuple(parts.collect::<Result<Vec<_>, _>>()?)
            };
            Value::Int(l.eval(&coord)?)
        }
        "size" => match &args[0] {
            Value::Layout(l) => Value::Int(l.size()?),
            v => match value_product(v) {
                Some(p) => Value::Int(p?),
                None => Value::Int(product(&int_tuple_arg(op, args, 0)?)?),
            },
        },
        "cosize" => Value::Int(layout_arg(op, args, 0)?.cosize()?),
        _ => return Err(Error::new(op, "not an operation of the layout algebra")),
    };
    Ok(v)
}

/// [`product`] of a value that is an IntTuple, read in place; `None` for other values.
fn value_product(v: &Value) -> Option<Result<Int, Error>> {
    match v {
        Value::Int(i) => Some(Ok(*i)),
        Value::Tuple(items) => {
            let mut it = items.iter();
            let Some(first) = it.next() else {
                return Some(Ok(Int::stat(1)));
            };
            let mut acc = value_product(first)?;
            for m in it {
                let p = value_product(m)?;
                acc = acc.and_then(|a| a.try_mul(p?));
            }
            Some(acc)
        }
        _ => None,
    }
}

fn make_layout_call(args: &[Value]) -> Result<Value, Error> {
    let op = "make_layout";
    if args.is_empty() {
        return Err(Error::new(op, "takes at least one argument"));
    }
    if args.iter().all(|a| matches!(a, Value::Layout(_))) {
        let ls = (0..args.len())
            .map(|k| layout_arg(op, args, k).cloned())
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(Layout::concat(&ls).into());
    }
    arity(op, args, 1, 2)?;
    let s = int_tuple_arg(op, args, 0)?;
    if args.len() == 1 {
        return Ok(make_compact(&s, Major::Left)?.into());
    }
    Ok(match &args[1] {
        Value::LayoutLeft => make_compact(&s, Major::Left)?,
        Value::LayoutRight => make_compact(&s, Major::Right)?,
        _ => Layout::new(s, int_tuple_arg(op, args, 1)?)?,
    }
    .into())
}
