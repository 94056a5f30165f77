//! Sizes and values of IntTuples and layouts read through [`DynIntTuple`] (reflection), in
//! `i64`: what printing and the generic [`LayoutLike`](crate::LayoutLike) methods need when
//! the types are not known.

use super::DynIntTuple;

/// The size of an IntTuple, in `i64`.
pub fn dyn_size(t: &dyn DynIntTuple) -> i64 {
    match t.leaf() {
        Some((v, _)) => i64::from(v),
        None => (0..t.rank_dyn())
            .filter_map(|i| t.mode_dyn(i))
            .map(dyn_size)
            .product(),
    }
}

/// `L(i)` for a 1-D index `i` (colexicographic split, the last mode taking the rest).
pub fn dyn_eval(s: &dyn DynIntTuple, d: &dyn DynIntTuple, i: i64) -> i64 {
    match (s.leaf(), d.leaf()) {
        (Some(_), Some((dv, _))) => i * i64::from(dv),
        _ => {
            let r = s.rank_dyn();
            let mut rest = i;
            let mut acc = 0;
            for k in 0..r {
                let (Some(sk), Some(dk)) = (s.mode_dyn(k), d.mode_dyn(k)) else {
                    return acc;
                };
                if k + 1 == r {
                    acc += dyn_eval(sk, dk, rest);
                } else {
                    let n = dyn_size(sk);
                    if n == 0 {
                        return acc;
                    }
                    acc += dyn_eval(sk, dk, rest % n);
                    rest /= n;
                }
            }
            acc
        }
    }
}
