//! Tensors over a counting iterator (`goldens/oracle-cpp-kernel/README.md`, form `N o L`):
//! the element at coordinate `c` is `N + L(c)`, so a tensor prints where its first element
//! lies and how its coordinates walk memory; that is what tiling and partitioning a tensor
//! compute (CuTe's `tensor_impl.hpp`).
//!
//! | call | CuTe | result |
//! |------|------|--------|
//! | `local_tile(T, tiler, coord)` = `inner_partition(T, tiler, coord)` | `zipped_divide(T, tiler)((_,..,_), coord)` | the tile at `coord` |
//! | `local_tile(T, tiler, coord, proj)` | `local_tile(T, dice(proj, tiler), dice(proj, coord))` | |
//! | `outer_partition(T, tiler, coord)` | `zipped_divide(T, tiler)(coord, (_,..,_))` | one element of every tile |
//! | `local_partition(T, thr, idx)` | `outer_partition(T, product_each(shape(thr)), thr.get_flat_coord(idx))` | thread `idx`'s elements |
//! | `local_partition(T, thr, idx, proj)` | `local_partition(T, dice(proj, thr), idx)` | |
//! | `slice(crd, T)`, `eval(T, crd)` with `_` | `T(crd)`: `(N + offset) o slice(crd, L)` | a sub-tensor |
//! | `composition`, the divides of `T` | the layout operation, `N` kept | |
//!
//! A coordinate of lower rank than the mode it indexes is padded with `_` (CuTe's
//! `append<R>(coord, _)`). `T` may be a layout or a composed layout (a tensor at `0`); the
//! sub-tensor of a swizzled layout moves by CuTe's `slice_and_offset`.
//!
//! ```
//! use layout_core::runtime::evaluate;
//! let show = |e: &str| evaluate(e).unwrap().to_string();
//! // CuTe's sgemm_1: thread 234 of the (_32,_8) copy threads over a (_128,_16) tile, rows only
//! assert_eq!(show("local_partition((_128,_16):(_1,_128),(_32,_8):(_1,_32),234,(_1,X))"),
//!            "10 o (_4,_16):(_32,_128)");
//! assert_eq!(show("local_tile((384,256):(_1,384),(_64,_64,_32),(0,1,_),(_1,_1,X))"),
//!            "24576 o (_64,_64):(_1,384)");
//! assert_eq!(show("slice((_,2),16 o (_4,_8):(_1,_4))"), "24 o (_4):(_1)");
//! ```

use super::algebra::coord::{crd2idx, idx2crd_strided};
use super::{calc, slice_and_offset_composed, Error, Int, IntTuple, Layout, Value};
use alloc::boxed::Box;
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// A tensor over a counting iterator: `origin o layout`, the element at `c` being
/// `origin + layout(c)`.
///
/// ```
/// use layout_core::runtime::parse_value;
/// let t = parse_value("1040 o (_128,_8):(_1,640)").unwrap();
/// assert_eq!(t.to_string(), "1040 o (_128,_8):(_1,640)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountingTensor {
    /// The iterator's position: the value at coordinate 0 (before a layout offset).
    pub origin: Int,
    /// The layout: a plain [`Value::Layout`] or a [`Value::Composed`].
    pub layout: Box<Value>,
}

impl CountingTensor {
    /// The tensor `origin o layout`, when `layout` is a layout or a composed layout.
    pub fn new(origin: Int, layout: Value) -> Result<CountingTensor, Error> {
        match layout {
            Value::Layout(_) | Value::Composed(_) => Ok(CountingTensor {
                origin,
                layout: Box::new(layout),
            }),
            other => Err(Error::new(
                "tensor",
                format!("`N o L` needs a layout or a composed layout L, not {other}"),
            )),
        }
    }

    /// The inner layout: the layout itself, or the `B` of `Sw o O o B` (its shape is the
    /// tensor's domain).
    fn inner(&self) -> &Layout {
        match &*self.layout {
            Value::Composed(c) => &c.layout,
            Value::Layout(l) => l,
            _ => unreachable!("checked by CountingTensor::new"),
        }
    }

    /// CuTe's `tensor(crd)` with `_` in `crd`: the sub-tensor, its origin moved by
    /// `slice_and_offset`.
    pub fn slice(&self, crd: &Value) -> Result<CountingTensor, Error> {
        let (layout, offset) = slice_and_offset(crd, &self.layout)?;
        let origin = Int::dynamic(self.origin.try_add(offset)?.value);
        CountingTensor::new(origin, layout)
    }
}

impl fmt::Display for CountingTensor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o {}", self.origin, self.layout)
    }
}

/// CuTe's `slice_and_offset(crd, L)`: the layout of the modes of `crd` that are `_`, and the
/// index of `crd` with every `_` read as `_0` (for a swizzled layout, see
/// [`slice_and_offset_composed`]).
pub fn slice_and_offset(crd: &Value, layout: &Value) -> Result<(Value, Int), Error> {
    match layout {
        Value::Composed(c) => slice_and_offset_composed(crd, c),
        Value::Layout(l) => {
            let sliced = calc::call("slice", vec![crd.clone(), layout.clone()])?;
            let origin = zero_underscores(crd)?;
            let offset = crd2idx(&origin, &l.shape, &l.stride)?;
            Ok((sliced, offset))
        }
        other => Err(Error::new(
            "slice",
            format!("{other} is not a layout of a tensor"),
        )),
    }
}

/// The coordinate with every `_` read as `_0`.
fn zero_underscores(crd: &Value) -> Result<IntTuple, Error> {
    match crd {
        Value::Underscore => Ok(IntTuple::stat(0)),
        Value::Int(i) => Ok(IntTuple::Int(*i)),
        Value::Tuple(items) => items
            .iter()
            .map(zero_underscores)
            .collect::<Result<Vec<_>, _>>()
            .map(IntTuple::Tuple),
        other => Err(Error::new("slice", format!("{other} is not a coordinate"))),
    }
}

/// The names of this module's calls.
const CALLS: &[&str] = &[
    "local_tile",
    "local_partition",
    "inner_partition",
    "outer_partition",
];

/// Layout operations that apply to a tensor's layout and keep its iterator.
const ON_LAYOUT: &[&str] = &[
    "composition",
    "logical_divide",
    "zipped_divide",
    "tiled_divide",
    "flat_divide",
];

/// Evaluates `name(args...)` for the tensor calls and for calls on a tensor; `None` otherwise.
pub(crate) fn call(name: &str, args: &[Value]) -> Option<Result<Value, Error>> {
    let on_tensor = args.iter().any(|a| matches!(a, Value::Tensor(_)));
    if !CALLS.contains(&name) && !on_tensor {
        return None;
    }
    Some(dispatch(name, args).map_err(|e| {
        if e.op == name {
            e
        } else {
            Error::new(name, format!("{e}"))
        }
    }))
}

fn dispatch(name: &str, args: &[Value]) -> Result<Value, Error> {
    match (name, args) {
        ("local_tile" | "inner_partition", [t, tiler, coord]) => {
            inner_partition(&tensor_arg(name, t)?, tiler, coord).map(Value::Tensor)
        }
        ("local_tile", [t, tiler, coord, proj]) => {
            let (tiler, coord) = (dice(proj, tiler)?, dice(proj, coord)?);
            inner_partition(&tensor_arg(name, t)?, &tiler, &coord).map(Value::Tensor)
        }
        ("outer_partition", [t, tiler, coord]) => {
            outer_partition(&tensor_arg(name, t)?, tiler, coord).map(Value::Tensor)
        }
        ("local_partition", [t, thr, idx]) => {
            local_partition(&tensor_arg(name, t)?, thr, idx).map(Value::Tensor)
        }
        ("local_partition", [t, thr, idx, proj]) => {
            let thr = dice(proj, thr)?;
            local_partition(&tensor_arg(name, t)?, &thr, idx).map(Value::Tensor)
        }
        ("slice", [crd, Value::Tensor(t)]) => t.slice(crd).map(Value::Tensor),
        ("eval", [Value::Tensor(t), crd @ ..]) if !crd.is_empty() => {
            let crd = match crd {
                [one] => one.clone(),
                many => Value::Tuple(many.to_vec()),
            };
            if crd.to_int_tuple().is_some() {
                let (_, offset) = slice_and_offset(&crd, &t.layout)?;
                return Ok(Value::Int(Int::dynamic(t.origin.try_add(offset)?.value)));
            }
            t.slice(&crd).map(Value::Tensor)
        }
        (_, [Value::Tensor(t), rest @ ..]) if ON_LAYOUT.contains(&name) => {
            let mut inner = Vec::with_capacity(args.len());
            inner.push((*t.layout).clone());
            inner.extend_from_slice(rest);
            let layout = calc::call(name, inner)?;
            CountingTensor::new(t.origin, layout).map(Value::Tensor)
        }
        (_, [Value::Tensor(t), ..]) if matches!(name, "size" | "shape" | "rank" | "depth") => {
            calc::call(name, vec![(*t.layout).clone()])
        }
        ("local_tile" | "inner_partition" | "outer_partition", _) => Err(Error::new(
            name,
            format!("takes a tensor, a tiler and a coordinate, got {} arguments", args.len()),
        )),
        ("local_partition", _) => Err(Error::new(
            name,
            format!(
                "takes a tensor, a thread layout, an index and a projection (optional), got {} arguments",
                args.len()
            ),
        )),
        _ => Err(Error::new(
            name,
            format!(
                "not defined for tensors with these arguments: ({})",
                args.iter()
                    .map(|a| format!("{a}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )),
    }
}

/// A tensor argument: a tensor, or a layout or composed layout read as a tensor at 0.
fn tensor_arg(op: &str, v: &Value) -> Result<CountingTensor, Error> {
    match v {
        Value::Tensor(t) => Ok(t.clone()),
        Value::Layout(_) | Value::Composed(_) => CountingTensor::new(Int::dynamic(0), v.clone()),
        other => Err(Error::new(
            op,
            format!("argument 1 must be a tensor (`N o L`) or a layout, not {other}"),
        )),
    }
}

/// `repeat<r>(_)`: `_` for `r == 1`, a tuple of `r` underscores otherwise.
fn underscores(r: usize) -> Value {
    if r == 1 {
        Value::Underscore
    } else {
        Value::Tuple(vec![Value::Underscore; r])
    }
}

/// CuTe's `append<r>(coord, _)` for a tuple coordinate; an integer coordinate stays.
fn pad(op: &str, coord: &Value, r: usize) -> Result<Value, Error> {
    match coord {
        Value::Tuple(items) if items.len() > r => Err(Error::new(
            op,
            format!(
                "coordinate {coord} has {} modes but the mode it indexes has rank {r}",
                items.len()
            ),
        )),
        Value::Tuple(items) => {
            let mut items = items.clone();
            items.resize(r, Value::Underscore);
            Ok(Value::Tuple(items))
        }
        Value::Int(_) | Value::Underscore => Ok(coord.clone()),
        other => Err(Error::new(op, format!("{other} is not a coordinate"))),
    }
}

/// `zipped_divide(tensor, tiler)` and the ranks of its two modes.
fn tiled(
    op: &str,
    t: &CountingTensor,
    tiler: &Value,
) -> Result<(CountingTensor, usize, usize), Error> {
    let layout = calc::call("zipped_divide", vec![(*t.layout).clone(), tiler.clone()])?;
    let divided = CountingTensor::new(t.origin, layout)?;
    let modes = match &divided.inner().shape {
        IntTuple::Tuple(m) if m.len() == 2 => [m[0].rank(), m[1].rank()],
        s => {
            return Err(Error::new(
                op,
                format!("zipped_divide gave the shape {s}, not a pair (tile, rest)"),
            ))
        }
    };
    Ok((divided, modes[0], modes[1]))
}

/// CuTe's `inner_partition(tensor, tiler, coord)` (`local_tile`): the tile at `coord`.
pub fn inner_partition(
    t: &CountingTensor,
    tiler: &Value,
    coord: &Value,
) -> Result<CountingTensor, Error> {
    let (divided, r0, r1) = tiled("inner_partition", t, tiler)?;
    let crd = Value::Tuple(vec![underscores(r0), pad("inner_partition", coord, r1)?]);
    divided.slice(&crd)
}

/// CuTe's `outer_partition(tensor, tiler, coord)`: element `coord` of every tile.
pub fn outer_partition(
    t: &CountingTensor,
    tiler: &Value,
    coord: &Value,
) -> Result<CountingTensor, Error> {
    let (divided, r0, r1) = tiled("outer_partition", t, tiler)?;
    let crd = Value::Tuple(vec![pad("outer_partition", coord, r0)?, underscores(r1)]);
    divided.slice(&crd)
}

/// CuTe's `local_partition(tensor, thr_layout, index)`: `outer_partition` by the thread
/// layout's top-level mode sizes at the thread's flat coordinate.
pub fn local_partition(
    t: &CountingTensor,
    thr: &Value,
    idx: &Value,
) -> Result<CountingTensor, Error> {
    let op = "local_partition";
    let Value::Layout(thr) = thr else {
        return Err(Error::new(
            op,
            format!("the thread layout must be a layout, not {thr}"),
        ));
    };
    let Value::Int(idx) = idx else {
        return Err(Error::new(
            op,
            format!("the index must be an integer, not {idx}"),
        ));
    };
    // product_each(shape(thr)) and get_flat_coord(idx)
    let modes: Vec<IntTuple> = match &thr.shape {
        IntTuple::Tuple(m) => m.clone(),
        s => vec![s.clone()],
    };
    let tiler = Value::Tuple(
        modes
            .iter()
            .map(|m| super::algebra::int_tuple_ops::product(m).map(Value::Int))
            .collect::<Result<_, _>>()?,
    );
    let hier = idx2crd_strided(&IntTuple::Int(*idx), &thr.shape, &thr.stride)?;
    let coord = match (&hier, &thr.shape) {
        (IntTuple::Tuple(cs), IntTuple::Tuple(ss)) if cs.len() > 1 => Value::Tuple(
            cs.iter()
                .zip(ss)
                .map(|(c, s)| natural_index(c, s).map(Value::Int))
                .collect::<Result<_, _>>()?,
        ),
        _ => Value::Int(natural_index(&hier, &thr.shape)?),
    };
    outer_partition(t, &tiler, &coord)
}

/// CuTe's `crd2idx(c, s)`: the colexicographic index of a coordinate in a shape.
fn natural_index(c: &IntTuple, s: &IntTuple) -> Result<Int, Error> {
    let compact =
        super::algebra::make::make_compact(s, super::algebra::int_tuple_ops::Major::Left)?;
    crd2idx(c, s, &compact.stride)
}

/// CuTe's `dice(proj, x)`: the modes of `x` whose step in `proj` is an integer (`_1`), the
/// modes under `_` (`X`) dropped; of a layout, its shape and stride alike.
pub fn dice(proj: &Value, x: &Value) -> Result<Value, Error> {
    fn keep(p: &Value, x: &Value, out: &mut Vec<Value>) -> Result<(), Error> {
        match (p, x) {
            (Value::Underscore, _) => Ok(()),
            (Value::Tuple(ps), Value::Tuple(xs)) if ps.len() == xs.len() => {
                ps.iter().zip(xs).try_for_each(|(p, x)| keep(p, x, out))
            }
            (Value::Int(_), _) => {
                out.push(x.clone());
                Ok(())
            }
            _ => Err(Error::new(
                "dice",
                format!("projection {p} does not match {x}"),
            )),
        }
    }
    match x {
        Value::Layout(l) => {
            let shape = dice(proj, &Value::from(l.shape.clone()))?;
            let stride = dice(proj, &Value::from(l.stride.clone()))?;
            let (Some(s), Some(d)) = (shape.to_int_tuple(), stride.to_int_tuple()) else {
                return Err(Error::new("dice", format!("projection {proj} of {l}")));
            };
            Ok(Value::Layout(Layout::new(s, d)?))
        }
        _ => match proj {
            Value::Tuple(_) => {
                let mut out = Vec::new();
                keep(proj, x, &mut out)?;
                Ok(Value::Tuple(out))
            }
            Value::Underscore => Ok(Value::Tuple(Vec::new())),
            _ => Ok(Value::Tuple(vec![x.clone()])),
        },
    }
}

/// Reads `N o L` from its parts: the position and the layout (plain or composed).
pub(crate) fn from_parts(
    origin: &Value,
    layout: Value,
) -> Result<CountingTensor, alloc::string::String> {
    match origin {
        Value::Int(i) => CountingTensor::new(*i, layout).map_err(|e| e.message.clone()),
        other => Err(format!(
            "the position of `N o L` must be an integer, not {other}"
        )),
    }
}
