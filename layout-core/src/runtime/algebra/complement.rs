//! CuTe's `complement(L, cotarget)`: the layout of the "rest" of a codomain that `L` does not
//! reach, ordered and disjoint from `L`.

use super::admissibility::{self, modes, pair_modes};
use super::coalesce::{
    coalesce_in_place, filter_into, filter_modes, flat_parts, flat_parts_into, from_modes,
    no_modes, Modes,
};
use super::int_tuple_ops::{ceil_div, coalesce_shape, compact, compact_major, Major};
use crate::algebra::admissibility::Mode;
use crate::runtime::small_vec::SmallVec;
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;

/// CuTe's `complement(L, cotarget)` (`cotarget` an integer or a shape).
///
/// Errors (for dynamic values too) when `L` is not injective, when a layout of rank > 1 has a
/// dynamic stride ("Dynamic-stride complement only for rank-1 layouts"), or when the result
/// would not be a complement (not ordered, not disjoint, or not covering the cotarget).
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("_4:_2").unwrap() else { panic!() };
/// let cotarget = parse_value("_24").unwrap().to_int_tuple().unwrap();
/// assert_eq!(l.complement(&cotarget).unwrap().to_string(), "(_2,_3):(_1,_8)");
/// ```
pub fn complement(l: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    let mut f = no_modes();
    filter_into(&l.shape, &l.stride, &mut f)?;
    admissibility::complement(&pair_modes(&f))?;
    let mut r = no_modes();
    complement_filtered(&f, Cotarget::Tuple(cotarget), &mut r)?;
    covers(&modes(l), cotarget, &r)?;
    Ok(from_modes(&r))
}

/// [`complement`] without the covering condition (`cosize((L,R)) >= size(cotarget)`): the form
/// the divides and products use.
pub fn complement_unchecked_cover(l: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    let f = filter_modes(l)?;
    admissibility::complement(&pair_modes(&f))?;
    let mut r = no_modes();
    complement_filtered(&f, Cotarget::Tuple(cotarget), &mut r)?;
    Ok(from_modes(&r))
}

/// CuTe's `complement(L, cotarget)` as CuTe computes it, without deciding admissibility first
/// (its own checks remain: a sorted stride below the extent under it leaves no room for a
/// mode). For tests; use [`complement`] otherwise.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// use layout_core::runtime::algebra::complement::complement_unchecked;
/// let Value::Layout(l) = parse_value("(_2,_2):(_1,_3)").unwrap() else { panic!() };
/// let cotarget = parse_value("_12").unwrap().to_int_tuple().unwrap();
/// assert_eq!(complement_unchecked(&l, &cotarget).unwrap().to_string(), "_2:_6");
/// ```
pub fn complement_unchecked(l: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    let mut r = no_modes();
    complement_filtered(&filter_modes(l)?, Cotarget::Tuple(cotarget), &mut r)?;
    Ok(from_modes(&r))
}

/// CuTe's one-argument `complement(L)`: the cotarget is `cosize(filter(L))`.
pub fn complement_default(l: &Layout) -> Result<Layout, Error> {
    let mut f = no_modes();
    filter_into(&l.shape, &l.stride, &mut f)?;
    admissibility::complement(&pair_modes(&f))?;
    let c = modes_cosize(&f)?;
    let mut r = no_modes();
    complement_filtered(&f, Cotarget::Flat(&[c]), &mut r)?;
    covers(&modes(l), &IntTuple::Int(c), &r)?;
    Ok(from_modes(&r))
}

/// `cosize` of the layout of coalesced modes `m` (one mode: a leaf), computed as
/// [`Layout::cosize`] computes it, without building the layout.
fn modes_cosize(m: &[(Int, Int)]) -> Result<Int, Error> {
    if m.iter()
        .any(|(s, d)| s.value == i64::MIN || d.value == i64::MIN)
    {
        return from_modes(m).cosize();
    }
    let term = |(s, d): (Int, Int)| {
        Int::with(s.value - 1, s.is_static).try_mul(Int::with(d.value.abs(), d.is_static))
    };
    let sum = match m {
        [x] => term(*x)?,
        _ => m
            .iter()
            .try_fold(Int::stat(0), |acc, &x| acc.try_add(term(x)?))?,
    };
    sum.try_add(Int::stat(1))
}

/// The covering condition `cosize((L,R)) >= size(cotarget)`, given `L`'s leaf modes.
fn covers(l: &[Mode], cotarget: &IntTuple, r: &[(Int, Int)]) -> Result<(), Error> {
    let target = super::int_tuple_ops::product(cotarget)?.value;
    admissibility::complement_covers(l, &pair_modes(r), target)
}

/// The error for a sorted stride below the extent of the mode sorted below it.
fn overlapping(f: &[(Int, Int)], stride: Int, extent: Int) -> Error {
    let f = from_modes(f);
    let message = if stride.value == 0 {
        format!("{f} has a stride 0 on a mode of size > 1: it is not injective")
    } else {
        format!(
            "stride {stride} of {f} is smaller than {extent}, the extent of the mode sorted below it"
        )
    };
    Error::new("complement", message)
}

/// The cotarget of a complement: an IntTuple, or the leaves of a flat one (a shape after
/// `coalesce`), which needs no tree.
#[derive(Clone, Copy)]
pub(crate) enum Cotarget<'a> {
    /// An integer or a (nested) tuple.
    Tuple(&'a IntTuple),
    /// The leaves of an integer (one) or of a flat tuple (at least one).
    Flat(&'a [Int]),
}

/// [`complement_unchecked_cover`] of the layout `shape:stride` as the coalesced modes of the
/// result, for a cotarget given as the leaves of a flat shape.
pub(crate) fn complement_flat_modes(
    shape: &IntTuple,
    stride: &IntTuple,
    cotarget: &[Int],
) -> Result<Modes, Error> {
    let mut f = no_modes();
    filter_into(shape, stride, &mut f)?;
    admissibility::complement(&pair_modes(&f))?;
    let mut out = no_modes();
    complement_filtered(&f, Cotarget::Flat(cotarget), &mut out)?;
    Ok(out)
}

/// CuTe's complement of the filtered layout of modes `f`: the modes of the result, left to
/// right (one mode: a leaf), written to `out` (empty on entry).
fn complement_filtered(
    f: &[(Int, Int)],
    cotarget: Cotarget<'_>,
    out: &mut Modes,
) -> Result<(), Error> {
    if let [(_, d)] = f
        && d.is_constant(0)
    {
        let owned;
        let c = match cotarget {
            Cotarget::Tuple(c) => c,
            Cotarget::Flat([c]) => {
                owned = IntTuple::Int(*c);
                &owned
            }
            Cotarget::Flat(cs) => {
                owned = IntTuple::Tuple(cs.iter().map(|&c| IntTuple::Int(c)).collect());
                &owned
            }
        };
        let s = coalesce_shape(c)?;
        let d = compact_major(&s, Major::Left)?;
        return flat_parts_into(&s, &d, "complement", false, out);
    }
    let r = f.len();
    if r == 0 {
        return Err(Error::new(
            "complement",
            "cannot complement the empty layout",
        ));
    }
    if r > 1 && f.iter().any(|m| !m.1.is_static) {
        return Err(Error::new(
            "complement",
            format!(
                "dynamic-stride complement only for rank-1 layouts: {}",
                from_modes(f)
            ),
        ));
    }
    // CuTe takes the mode of least stride among those left (the first of equal ones), r - 1
    // times: the order of a stable sort by stride (all static here when r > 1)
    let mut order: SmallVec<usize, 8> = SmallVec::new(0);
    for k in 0..r {
        order.push(k);
        let mut j = k;
        while j > 0 && f[order[j - 1]].1.value > f[order[j]].1.value {
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    // the result's modes: (d_k / extent below, extent below) in stride order, then the rest
    let mut extent = Int::stat(1);
    for &k in &order[..r - 1] {
        let (s, d) = f[k];
        let new_shape = d.try_div(extent)?;
        if new_shape.value == 0 {
            return Err(overlapping(f, d, extent));
        }
        out.push((new_shape, extent));
        extent = d.try_mul(s)?;
    }
    let (s, d) = f[order[r - 1]];
    let new_shape = d.try_div(extent)?;
    if new_shape.value == 0 {
        return Err(overlapping(f, d, extent));
    }
    out.push((new_shape, extent));
    let new_stride = d.try_mul(s)?;
    let flat_leaves: SmallVec<Int, 8>;
    let leaves: &[Int] = match cotarget {
        Cotarget::Flat(cs) => cs,
        Cotarget::Tuple(IntTuple::Int(c)) => core::slice::from_ref(c),
        Cotarget::Tuple(IntTuple::Tuple(v)) if !v.iter().any(IntTuple::is_tuple) => {
            let mut ls = SmallVec::new(Int::stat(0));
            for m in v {
                if let IntTuple::Int(c) = m {
                    ls.push(*c);
                }
            }
            flat_leaves = ls;
            &flat_leaves
        }
        Cotarget::Tuple(c) => {
            let rest_shape = coalesce_shape(&ceil_div(c, &IntTuple::Int(new_stride))?)?;
            let rest_stride = compact(&rest_shape, new_stride, Major::Left)?.0;
            let rest = Layout::raw(rest_shape, rest_stride);
            out.extend_from_slice(&flat_parts(&rest, "complement", false)?);
            return coalesce_in_place(out);
        }
    };
    rest_modes(leaves, new_stride, out)?;
    coalesce_in_place(out)
}

/// The modes of `compact(coalesce(ceil_div(shape, stride)), stride)` for the leaves of a flat
/// shape (one leaf: an integer), as CuTe's `int_tuple` operations compute them, appended to
/// `out`.
fn rest_modes(leaves: &[Int], stride: Int, out: &mut Modes) -> Result<(), Error> {
    // ceil_div(shape, stride): the divisor folds through the modes
    let mut divided: SmallVec<Int, 8> = SmallVec::new(Int::stat(0));
    let mut rest = stride;
    for &x in leaves {
        divided.push(x.ceil_div(rest)?);
        rest = rest.ceil_div(x)?;
    }
    // coalesce of the shape: neighbours of the same static-ness merge
    let mut merged: SmallVec<Int, 8> = SmallVec::new(Int::stat(0));
    for &a in divided.iter() {
        match merged.last_mut() {
            Some(last) if last.is_static == a.is_static => *last = last.try_mul(a)?,
            _ => merged.push(a),
        }
    }
    if merged.is_empty() {
        return Err(Error::new("coalesce", "cannot coalesce the empty shape ()"));
    }
    // compact column-major strides seeded with `stride`; a `_1` mode gets the stride `_0`
    let mut current = stride;
    for &s in merged.iter() {
        if s.is_constant(1) {
            out.push((s, Int::stat(0)));
        } else {
            out.push((s, current));
            current = current.try_mul(s)?;
        }
    }
    Ok(())
}
