//! Rearranging the rank-2 results of the divides and products: CuTe's `zip2_by` /
//! `tile_unzip`, `zip`, and the unpacking slices of the tiled and flat forms.

use super::composition::Tiler;
use crate::runtime::{Error, IntTuple, Layout};
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;

/// CuTe's `zip2_by(t, guide)`: for the rank-2 modes at the terminals of `guide`, gathers the
/// first halves into mode 0 and the second halves (then the modes beyond the guide) into mode 1.
pub fn zip2_by(t: IntTuple, guide: &Tiler, op: &str) -> Result<IntTuple, Error> {
    let mismatched =
        |t: &IntTuple| Error::new(op, format!("mismatched ranks: {t} against tiler {guide}"));
    match guide {
        Tiler::Tuple(gs) => {
            // the modes beyond the guide stay where they are: `ts` becomes the second half
            let mut ts = match t {
                IntTuple::Tuple(ts) if ts.len() >= gs.len() => ts,
                other => return Err(mismatched(&other)),
            };
            let mut firsts = Vec::with_capacity(gs.len());
            let mut outer = None;
            for (gi, slot) in gs.iter().zip(ts.iter_mut()) {
                let ti = core::mem::replace(slot, IntTuple::Tuple(Vec::new()));
                match zip2_by(ti, gi, op)? {
                    IntTuple::Tuple(mut pair) if pair.len() == 2 => {
                        *slot = pair.pop().unwrap_or(IntTuple::Tuple(Vec::new()));
                        firsts.push(pair.pop().unwrap_or(IntTuple::Tuple(Vec::new())));
                        // an emptied pair holds the result's two modes
                        outer.get_or_insert(pair);
                    }
                    other => {
                        return Err(Error::new(op, format!("mode {other} is not of rank 2")));
                    }
                }
            }
            let mut outer = outer.unwrap_or_else(|| Vec::with_capacity(2));
            outer.push(IntTuple::Tuple(firsts));
            outer.push(IntTuple::Tuple(ts));
            Ok(IntTuple::Tuple(outer))
        }
        _ => match t {
            IntTuple::Tuple(v) if v.len() == 2 => Ok(IntTuple::Tuple(v)),
            other => Err(Error::new(
                op,
                format!("mode {other} under tiler {guide} is not of rank 2"),
            )),
        },
    }
}

/// CuTe's `tile_unzip(L, tiler)`: `zip2_by` on the shape and the stride.
pub fn tile_unzip(l: Layout, tiler: &Tiler, op: &str) -> Result<Layout, Error> {
    Ok(Layout::raw(
        zip2_by(l.shape, tiler, op)?,
        zip2_by(l.stride, tiler, op)?,
    ))
}

/// CuTe's `zip(A, B)` of two layouts: `((A0,B0),(A1,B1),...)` when `A` is a tuple (ranks must
/// agree), `((A,B))` otherwise.
pub fn zip_layouts(a: &Layout, b: &Layout, op: &str) -> Result<Layout, Error> {
    let z = |x: &IntTuple, y: &IntTuple| -> Result<IntTuple, Error> {
        match x {
            IntTuple::Tuple(xs) => {
                let ys = match y {
                    IntTuple::Tuple(ys) if ys.len() == xs.len() => ys,
                    _ => {
                        return Err(Error::new(
                            op,
                            format!("mismatched ranks in zip: {x} and {y}"),
                        ))
                    }
                };
                Ok(IntTuple::Tuple(
                    xs.iter()
                        .zip(ys)
                        .map(|(p, q)| IntTuple::Tuple(vec![p.clone(), q.clone()]))
                        .collect(),
                ))
            }
            IntTuple::Int(_) => Ok(IntTuple::Tuple(vec![IntTuple::Tuple(vec![
                x.clone(),
                y.clone(),
            ])])),
        }
    };
    Ok(Layout::raw(
        z(&a.shape, &b.shape)?,
        z(&a.stride, &b.stride)?,
    ))
}

/// The slice `L(_, repeat<R1>(_))` (`unpack_first == false`) or `L(repeat<R0>(_),
/// repeat<R1>(_))` of a rank-2 layout: a mode of rank > 1 is spliced in as separate modes,
/// a mode of rank 1 is kept whole.
pub fn unpack(l: Layout, unpack_first: bool, op: &str) -> Result<Layout, Error> {
    let (s, d) = match (l.shape, l.stride) {
        (IntTuple::Tuple(s), IntTuple::Tuple(d)) if s.len() == 2 && d.len() == 2 => (s, d),
        (s, d) => {
            let l = Layout::raw(s, d);
            return Err(Error::new(op, format!("{l} is not of rank 2")));
        }
    };
    let split_len = |k: usize, m: &IntTuple| match m {
        IntTuple::Tuple(v) if (k == 1 || unpack_first) && v.len() > 1 => v.len(),
        _ => 1,
    };
    let n = split_len(0, &s[0]) + split_len(1, &s[1]);
    let mut out_s = Vec::with_capacity(n);
    let mut out_d = Vec::with_capacity(n);
    for (k, (sk, dk)) in s.into_iter().zip(d).enumerate() {
        let split = (k == 1 || unpack_first) && sk.rank() > 1;
        match (sk, dk) {
            (IntTuple::Tuple(ss), IntTuple::Tuple(ds)) if split => {
                out_s.extend(ss);
                out_d.extend(ds);
            }
            (sk, dk) => {
                out_s.push(sk);
                out_d.push(dk);
            }
        }
    }
    Ok(Layout::raw(IntTuple::Tuple(out_s), IntTuple::Tuple(out_d)))
}
