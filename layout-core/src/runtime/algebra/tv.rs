//! CuTe DSL's `make_layout_tv(thr_layout, val_layout)` at run time: a thread-value layout and
//! its tile, built from a layout of threads and a layout of values per thread (the runtime
//! twin of [`crate::algebra::make_layout_tv`]).

use crate::runtime::args::{arity, layout_arg};
use crate::runtime::{Error, IntTuple, Layout, Value};
use alloc::vec::Vec;

/// CuTe DSL's `make_layout_tv(thr, val)`, returning `(tiler_mn, layout_tv)`:
///
/// 1. `layout_mn = raked_product(thr, val)`: the tile, each thread's values raked across it;
/// 2. `layout_tv = composition(right_inverse(layout_mn), make_layout((size(thr), size(val))))`:
///    `(thread, value)` to the tile's column-major index;
/// 3. `tiler_mn = product_each(shape(layout_mn))`.
///
/// ```
/// use layout_core::runtime::{evaluate, make_layout_tv, Value};
/// let r = evaluate("make_layout_tv(make_ordered_layout((_4,_32),(_1,_0)), make_ordered_layout((_4,_8),(_1,_0)))");
/// assert_eq!(r.unwrap().to_string(), "((_16,_256),((_32,_4),(_8,_4)):((_128,_4),(_16,_1)))");
/// ```
///
/// # Errors
/// When the raked product, the right inverse or the composition fails (their errors are
/// returned, naming `make_layout_tv`).
pub fn make_layout_tv(thr: &Layout, val: &Layout) -> Result<(IntTuple, Layout), Error> {
    let steps = make_layout_tv_steps(thr, val)?;
    Ok((steps.tiler_mn, steps.layout_tv))
}

/// Every intermediate of [`make_layout_tv`], for explanations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TvSteps {
    /// `raked_product(thr, val)`.
    pub layout_mn: Layout,
    /// `right_inverse(layout_mn)`.
    pub inverse: Layout,
    /// `make_layout((size(thr), size(val)))`.
    pub thr_val: Layout,
    /// `composition(inverse, thr_val)`.
    pub layout_tv: Layout,
    /// `product_each(shape(layout_mn))`.
    pub tiler_mn: IntTuple,
}

/// [`make_layout_tv`] with its intermediates.
///
/// ```
/// use layout_core::runtime::{make_layout_tv_steps, parse_value, Value};
/// let Value::Layout(thr) = parse_value("(_2,_2):(_2,_1)").unwrap() else { panic!() };
/// let Value::Layout(val) = parse_value("(_1,_2):(_2,_1)").unwrap() else { panic!() };
/// let s = make_layout_tv_steps(&thr, &val).unwrap();
/// assert_eq!(s.layout_mn.to_string(), "((_1,_2),(_2,_2)):((_8,_2),(_4,_1))");
/// assert_eq!(s.tiler_mn.to_string(), "(_2,_4)");
/// ```
pub fn make_layout_tv_steps(thr: &Layout, val: &Layout) -> Result<TvSteps, Error> {
    let op = "make_layout_tv";
    let named = |e: Error| {
        if e.op == op {
            e
        } else {
            Error::new(op, alloc::format!("{e}"))
        }
    };
    let layout_mn = thr.raked_product(val).map_err(named)?;
    let inverse = layout_mn.right_inverse().map_err(named)?;
    let sizes = IntTuple::Tuple(Vec::from([
        IntTuple::Int(thr.size().map_err(named)?),
        IntTuple::Int(val.size().map_err(named)?),
    ]));
    let thr_val = Layout::column_major(&sizes).map_err(named)?;
    let layout_tv = inverse.composition(&thr_val).map_err(named)?;
    let tiler_mn = IntTuple::Tuple(
        layout_mn
            .shape
            .modes()
            .iter()
            .map(|m| m.product().map(IntTuple::Int))
            .collect::<Result<Vec<_>, _>>()
            .map_err(named)?,
    );
    Ok(TvSteps {
        layout_mn,
        inverse,
        thr_val,
        layout_tv,
        tiler_mn,
    })
}

/// `make_layout_tv(thr, val)` as a call of the evaluator: the tuple `(tiler_mn, layout_tv)`.
pub(crate) fn call(args: &[Value]) -> Result<Value, Error> {
    let op = "make_layout_tv";
    arity(op, args, 2, 2)?;
    let (tiler, tv) = make_layout_tv(layout_arg(op, &args[0])?, layout_arg(op, &args[1])?)?;
    Ok(Value::Tuple(Vec::from([tiler.into(), tv.into()])))
}
