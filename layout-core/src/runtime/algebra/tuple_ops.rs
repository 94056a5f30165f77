//! The structural operations of the expression language: they rearrange modes without any
//! arithmetic (`shape`, `stride`, `get`, `rank`, `depth`, `flatten`, `select`, `take`,
//! `group`, `append`, `prepend`; `slice` and `eval` with a `_` are in the sibling `slice.rs`).
//!
//! Each follows CuTe C++ (`include/cute/layout.hpp`, `algorithm/tuple_algorithms.hpp`,
//! `underscore.hpp`): an operation on a layout is the tuple operation applied to its shape and
//! to its stride. A non-tuple value counts as a rank-1 tuple whose only mode is itself (CuTe's
//! `get<0>(x) == x` for an integer). Where CuTe refuses to compile (an index out of range, a bad
//! `take` range) these return an [`Error`] naming the operation.

use crate::runtime::args::{arity, index_arg, int_arg, on_parts, to_layout};
use crate::runtime::{Error, Int, IntTuple, Layout, Value};
use alloc::format;
use alloc::vec::Vec;

/// The largest rank `append`/`prepend` will extend a value to.
const MAX_RANK: usize = 1 << 16;

/// Evaluates `name(args...)` if `name` is one of this module's operations.
pub(crate) fn call(name: &str, args: &[Value]) -> Option<Result<Value, Error>> {
    let result = match name {
        "shape" => shape(args),
        "stride" => stride(args),
        "get" => get(args),
        "rank" => rank(args),
        "depth" => depth(args),
        "flatten" => flatten(args),
        "select" => select(args),
        "take" => take(args),
        "group" => group(args),
        "replace" => replace(args),
        "append" => extend("append", args),
        "prepend" => extend("prepend", args),
        "slice" => super::slice::slice(args),
        "eval" => super::slice::eval_slice(args),
        _ => return None,
    };
    Some(result)
}

/// The modes of a (non-layout) value: a tuple's elements, or the value itself.
fn modes(v: &Value) -> &[Value] {
    match v {
        Value::Tuple(items) => items,
        other => core::slice::from_ref(other),
    }
}

/// The rank of a value: a tuple's length, a layout's shape's rank, 1 otherwise.
pub(crate) fn rank_of(v: &Value) -> usize {
    match v {
        Value::Tuple(items) => items.len(),
        Value::Layout(l) => l.shape.rank(),
        _ => 1,
    }
}

fn depth_of(v: &Value) -> usize {
    match v {
        Value::Tuple(items) => 1 + items.iter().map(depth_of).max().unwrap_or(0),
        Value::Layout(l) => l.shape.depth(),
        _ => 0,
    }
}

/// Mode `i` of `v` (which is not a layout).
fn mode(op: &str, v: &Value, i: usize) -> Result<Value, Error> {
    let m = modes(v);
    m.get(i)
        .cloned()
        .ok_or_else(|| Error::new(op, format!("index {i} out of range for rank {}", m.len())))
}

/// `get<i0, i1, ...>(v)`: follows the path of indices; layouts give sub-layouts.
fn get_path(op: &str, v: &Value, path: &[usize]) -> Result<Value, Error> {
    match walk(op, v, path)? {
        Some(At::Value(x)) => Ok(x.clone()),
        Some(At::Layout(s, d)) => Ok(Value::Layout(Layout::raw(s.clone(), d.clone()))),
        None => get_path_copying(op, v, path),
    }
}

/// [`get_path`] building each intermediate value (the general form).
fn get_path_copying(op: &str, v: &Value, path: &[usize]) -> Result<Value, Error> {
    match path.split_first() {
        None => Ok(v.clone()),
        Some((&i, rest)) => {
            let next = on_parts(op, v, |t| mode(op, t, i))?;
            get_path_copying(op, &next, rest)
        }
    }
}

/// Where a path of indices leads inside a value, without copying: a value, or the mode
/// `shape:stride` of a layout.
enum At<'a> {
    Value(&'a Value),
    Layout(&'a IntTuple, &'a IntTuple),
}

/// Follows `path` inside `v` by reference, with [`get_path`]'s errors; `None` where the path
/// enters a layout whose shape and stride are not congruent (left to the general form).
fn walk<'a>(op: &str, v: &'a Value, path: &[usize]) -> Result<Option<At<'a>>, Error> {
    let out_of_range =
        |i: usize, n: usize| Error::new(op, format!("index {i} out of range for rank {n}"));
    let mut at = At::Value(v);
    for &i in path {
        at = match at {
            At::Value(Value::Layout(l)) => {
                if !l.shape.congruent(&l.stride) {
                    return Ok(None);
                }
                At::Layout(&l.shape, &l.stride)
            }
            other => other,
        };
        at = match at {
            At::Layout(s, d) => {
                let (ss, ds) = (s.modes(), d.modes());
                match (ss.get(i), ds.get(i)) {
                    (Some(x), Some(y)) => At::Layout(x, y),
                    _ => return Err(out_of_range(i, ss.len())),
                }
            }
            At::Value(x) => {
                let m = modes(x);
                At::Value(m.get(i).ok_or_else(|| out_of_range(i, m.len()))?)
            }
        };
    }
    Ok(Some(at))
}

/// The trailing index arguments `args[from..]`.
fn indices(op: &str, args: &[Value], from: usize) -> Result<Vec<usize>, Error> {
    args[from..]
        .iter()
        .map(|a| index_arg(op, a, "an index"))
        .collect()
}

/// `get(x, i, j, ...)`: the mode `i` of `x`, then its mode `j`, ...
fn get(args: &[Value]) -> Result<Value, Error> {
    arity("get", args, 2, usize::MAX)?;
    get_path("get", &args[0], &indices("get", args, 1)?)
}

/// `rank(x, i...)`: the number of modes of `get(x, i...)`, a static integer.
fn rank(args: &[Value]) -> Result<Value, Error> {
    arity("rank", args, 1, usize::MAX)?;
    let path = indices("rank", args, 1)?;
    Ok(static_int(match walk("rank", &args[0], &path)? {
        Some(At::Layout(s, _)) => s.rank(),
        Some(At::Value(x)) => rank_of(x),
        None => rank_of(&get_path_copying("rank", &args[0], &path)?),
    }))
}

/// `depth(x, i...)`: the nesting depth of `get(x, i...)` (0 for an integer), a static integer.
fn depth(args: &[Value]) -> Result<Value, Error> {
    arity("depth", args, 1, usize::MAX)?;
    let x = get_path("depth", &args[0], &indices("depth", args, 1)?)?;
    Ok(static_int(depth_of(&x)))
}

fn static_int(n: usize) -> Value {
    // A rank or depth is bounded by the input's size, far below i64::MAX.
    Value::Int(Int::stat(i64::try_from(n).unwrap_or(i64::MAX)))
}

/// `shape(x, i...)`: the shape of `get(x, i...)`; for a tuple of layouts, the tuple of shapes.
fn shape(args: &[Value]) -> Result<Value, Error> {
    fn shape_of(v: &Value) -> Value {
        match v {
            Value::Layout(l) => l.shape.clone().into(),
            Value::Tuple(items) => Value::Tuple(items.iter().map(shape_of).collect()),
            other => other.clone(),
        }
    }
    arity("shape", args, 1, usize::MAX)?;
    let path = indices("shape", args, 1)?;
    Ok(match walk("shape", &args[0], &path)? {
        Some(At::Layout(s, _)) => s.clone().into(),
        Some(At::Value(x)) => shape_of(x),
        None => shape_of(&get_path_copying("shape", &args[0], &path)?),
    })
}

/// `stride(L, i...)`: the stride of `get(L, i...)`.
fn stride(args: &[Value]) -> Result<Value, Error> {
    fn stride_of(v: &Value) -> Result<Value, Error> {
        match v {
            Value::Layout(l) => Ok(l.stride.clone().into()),
            Value::Tuple(items) => items
                .iter()
                .map(stride_of)
                .collect::<Result<_, _>>()
                .map(Value::Tuple),
            other => Err(Error::new(
                "stride",
                format!("expected a layout, got {other}"),
            )),
        }
    }
    arity("stride", args, 1, usize::MAX)?;
    let path = indices("stride", args, 1)?;
    match walk("stride", &args[0], &path)? {
        Some(At::Layout(_, d)) => Ok(d.clone().into()),
        Some(At::Value(x)) => stride_of(x),
        None => stride_of(&get_path_copying("stride", &args[0], &path)?),
    }
}

/// `flatten(x)`: a tuple of depth at most 1; an integer (or an integer-shaped layout) stays.
fn flatten(args: &[Value]) -> Result<Value, Error> {
    fn leaves(v: &Value, out: &mut Vec<Value>) {
        match v {
            Value::Tuple(items) => items.iter().for_each(|x| leaves(x, out)),
            other => out.push(other.clone()),
        }
    }
    arity("flatten", args, 1, 1)?;
    if let Value::Layout(l) = &args[0]
        && l.shape.congruent(&l.stride)
    {
        return Ok(Value::Layout(l.flatten()));
    }
    on_parts("flatten", &args[0], |t| {
        Ok(match t {
            Value::Tuple(_) => {
                let mut out = Vec::new();
                leaves(t, &mut out);
                Value::Tuple(out)
            }
            other => other.clone(),
        })
    })
}

/// `select(L, (i,j,...))` or `select(L, i, j, ...)`: the tuple of the modes `i, j, ...`.
fn select(args: &[Value]) -> Result<Value, Error> {
    arity("select", args, 2, usize::MAX)?;
    let idx = match &args[1..] {
        [Value::Tuple(items)] => items
            .iter()
            .map(|a| index_arg("select", a, "an index"))
            .collect::<Result<Vec<_>, _>>()?,
        _ => indices("select", args, 1)?,
    };
    on_parts("select", &args[0], |t| {
        idx.iter()
            .map(|&i| mode("select", t, i))
            .collect::<Result<_, _>>()
            .map(Value::Tuple)
    })
}

/// The range `[b, e)` of the modes of a value of rank `rank`; `e == -1` means "to the end".
fn range(op: &str, b: i64, e: i64, rank: usize) -> Result<(usize, usize), Error> {
    let r = i64::try_from(rank).unwrap_or(i64::MAX);
    let e = if e == -1 { r } else { e };
    if b < 0 || e > r || b > e {
        return Err(Error::new(
            op,
            format!("range [{b},{e}) out of bounds for rank {r}"),
        ));
    }
    // Both are within 0..=rank here.
    Ok((
        usize::try_from(b).unwrap_or(0),
        usize::try_from(e).unwrap_or(0),
    ))
}

/// `take(L, b, e)`: the modes `[b, e)`, as a tuple.
fn take(args: &[Value]) -> Result<Value, Error> {
    arity("take", args, 3, 3)?;
    let b = int_arg("take", &args[1], "the begin index")?;
    let e = int_arg("take", &args[2], "the end index")?;
    let x = &args[0];
    if matches!(x, Value::Layout(_)) && b >= e {
        return Err(Error::new("take", format!("empty range [{b},{e})")));
    }
    let (b, e) = range("take", b, e, rank_of(x))?;
    on_parts("take", x, |t| Ok(Value::Tuple(modes(t)[b..e].to_vec())))
}

/// `group(L, b, e)`: the modes `[b, e)` replaced by one mode, the tuple of them.
fn group(args: &[Value]) -> Result<Value, Error> {
    arity("group", args, 3, 3)?;
    let b = int_arg("group", &args[1], "the begin index")?;
    let e = int_arg("group", &args[2], "the end index")?;
    let (b, e) = range("group", b, e, rank_of(&args[0]))?;
    on_parts("group", &args[0], |t| {
        let m = modes(t);
        let mut out = m[..b].to_vec();
        if b < e {
            out.push(Value::Tuple(m[b..e].to_vec()));
        }
        out.extend_from_slice(&m[e..]);
        Ok(Value::Tuple(out))
    })
}

/// `replace(L, i, x)`: mode `i` of `L` replaced by `x` (CuTe's `replace<I>`); on a layout, `x`
/// is a layout, its shape and stride replacing the mode's.
fn replace(args: &[Value]) -> Result<Value, Error> {
    arity("replace", args, 3, 3)?;
    let i = index_arg("replace", &args[1], "the index")?;
    let rank = rank_of(&args[0]);
    if i >= rank {
        return Err(Error::new(
            "replace",
            format!("index {i} out of range for rank {rank}"),
        ));
    }
    let put = |t: &Value, x: Value| {
        let mut m = modes(t).to_vec();
        m[i] = x;
        Value::Tuple(m)
    };
    match (&args[0], &args[2]) {
        (Value::Layout(l), Value::Layout(x)) => to_layout(
            "replace",
            &put(&l.shape.clone().into(), x.shape.clone().into()),
            &put(&l.stride.clone().into(), x.stride.clone().into()),
        )
        .map(Value::Layout),
        (Value::Layout(_), other) => Err(Error::new(
            "replace",
            format!("a layout's mode is replaced by a layout, got {other}"),
        )),
        (t, x) => Ok(put(t, x.clone())),
    }
}

/// `append(a, x)` / `prepend(a, x)` on tuples, extended to rank `n` when given
/// (CuTe's `append<N>`): `x` is repeated until the rank is `n`.
fn extend_tuple(op: &str, a: &Value, x: &Value, n: Option<i64>) -> Result<Value, Error> {
    let m = modes(a);
    let len = m.len();
    let copies = match n {
        None => 1,
        Some(n) => {
            let n = usize::try_from(n)
                .ok()
                .filter(|&n| n >= len && n <= MAX_RANK)
                .ok_or_else(|| {
                    Error::new(
                        op,
                        format!("cannot extend a value of rank {len} to rank {n}"),
                    )
                })?;
            if n == len {
                return Ok(a.clone());
            }
            n - len
        }
    };
    let extra = core::iter::repeat_n(x.clone(), copies);
    let items: Vec<Value> = if op == "append" {
        m.iter().cloned().chain(extra).collect()
    } else {
        extra.chain(m.iter().cloned()).collect()
    };
    Ok(Value::Tuple(items))
}

/// `append(L, M)`, `append(L, M, n)`, `append(L, n)` (M defaults to `_1:_0`, as in CuTe), and the
/// same for `prepend`; on tuples, `append(t, x)` adds the element `x`.
fn extend(op: &str, args: &[Value]) -> Result<Value, Error> {
    arity(op, args, 1, 3)?;
    let unit = Value::Layout(Layout {
        shape: IntTuple::Int(Int::stat(1)),
        stride: IntTuple::Int(Int::stat(0)),
    });
    let (x, n) = match (&args[0], &args[1..]) {
        (Value::Layout(_), []) => (&unit, None),
        (Value::Layout(_), [Value::Int(n)]) => (&unit, Some(n.value)),
        (_, [x]) => (x, None),
        (_, [x, n]) => (x, Some(int_arg(op, n, "the target rank")?)),
        _ => return Err(Error::new(op, "expected a second argument")),
    };
    match (&args[0], x) {
        (Value::Layout(a), Value::Layout(x)) => {
            let shape = extend_tuple(op, &a.shape.clone().into(), &x.shape.clone().into(), n)?;
            let stride = extend_tuple(op, &a.stride.clone().into(), &x.stride.clone().into(), n)?;
            crate::runtime::args::to_layout(op, &shape, &stride).map(Value::Layout)
        }
        (Value::Layout(_), other) => Err(Error::new(
            op,
            format!("expected a layout to add, got {other}"),
        )),
        (a, x) => extend_tuple(op, a, x, n),
    }
}
