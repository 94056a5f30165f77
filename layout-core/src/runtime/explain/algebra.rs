//! Explanations of the layout algebra on single layouts: `coalesce`, `filter`, `composition`,
//! `complement`, the inverses, `max_common_vector`/`max_common_layout` and the recasts.

use super::Notes;
use crate::runtime::algebra::coalesce::filter_zeros;
use crate::runtime::{Error, Int, IntTuple, Layout, Value};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The `k`-th argument as a layout.
pub(super) fn layout_at(args: &[Value], k: usize) -> Option<&Layout> {
    match args.get(k) {
        Some(Value::Layout(l)) => Some(l),
        _ => None,
    }
}

/// The layout of the leaves `lo..hi` of a flat layout.
fn leaves(shape: &[Int], stride: &[Int], lo: usize, hi: usize) -> Layout {
    let wrap = |v: &[Int]| IntTuple::Tuple(v.iter().copied().map(IntTuple::Int).collect());
    Layout::raw(wrap(&shape[lo..hi]), wrap(&stride[lo..hi]))
}

/// Checks `R(c) == A(B(c))` at the first few coordinates, as a line of evidence.
pub(super) fn spot_check(a: &Layout, b: &Layout, r: &Layout) -> Result<String, Error> {
    let n = b.size()?.value.clamp(0, 6);
    let mut parts = Vec::new();
    for c in 0..n {
        let c = IntTuple::dynamic(c);
        let via = a.eval(&IntTuple::Int(b.eval(&c)?))?.value;
        let direct = r.eval(&c)?.value;
        let mark = if via == direct { "" } else { " (differs!)" };
        parts.push(format!("R({c})={direct}{mark}"));
    }
    Ok(parts.join(" "))
}

pub(super) fn describe(name: &str, args: &[Value], notes: &mut Notes) -> Option<String> {
    let l = layout_at(args, 0);
    let definition = match name {
        "coalesce" if args.len() == 2 => {
            if let (Some(l), Some(p)) = (l, args[1].to_int_tuple()) {
                for (k, m) in l.modes().iter().enumerate().take(p.rank()) {
                    notes.add(format!("coalesce(mode {k} = {m})"), m.coalesce());
                }
            }
            "coalesce(L, profile): coalesce each mode of L that the profile names, keep the rest"
        }
        "coalesce" => {
            if let Some(l) = l {
                coalesce_trace(l, notes);
            }
            "coalesce(L): the same function on size(L) with the fewest modes CuTe can prove.\n\
             flatten L, then walk its modes right to left (CuTe's bw_coalesce): skip a mode of\n\
             shape _1; merge s0:d0 into the front mode s1:d1 when d1 == s0*d0 (decided on static\n\
             values only); otherwise it becomes the new front mode"
        }
        "filter" => {
            if let Some(l) = l {
                let z = filter_zeros(l);
                notes.add(
                    "filter_zeros(L) (stride-0 modes become _1:_0)",
                    Ok::<_, Error>(&z),
                );
                notes.add("coalesce(filter_zeros(L))", z.coalesce());
            }
            "filter(L) = coalesce(filter_zeros(L)): drop the modes of stride 0 and of size 1"
        }
        "composition" => {
            composition_notes(args, notes);
            "composition(A, B): R(c) = A(B(c)) for every c in B's domain, R compatible with B.\n\
             left-distributive: A o (B0,B1,...) = (A o B0, A o B1, ...); for one mode s:d of B,\n\
             A is divided by d (shape_div, stride divisibility condition) and its first s elements\n\
             kept (shape divisibility condition); a tiler (T0,T1,...) composes mode i of A with Ti"
        }
        "complement" => {
            if let Some(l) = l {
                complement_notes(l, args.get(1), notes);
            }
            "complement(L, M): the ordered layout of the indices in [0, M) that L does not reach,\n\
             so that (L, complement) is a bijection onto [0, M) when L is injective.\n\
             sort the modes s_i:d_i of filter(L) by stride; result shapes (d_0, d_1/(s_0*d_0), ...,\n\
             M/(s_last*d_last)) with strides (1, s_0*d_0, ..., s_last*d_last), then coalesced.\n\
             complement(L) uses M = cosize(filter(L))"
        }
        "right_inverse" => {
            if let Some(l) = l {
                notes.add("coalesce(L)", l.coalesce());
                if let Ok(r) = l.right_inverse() {
                    notes.add("L o R", l.composition(&r));
                    notes.add("check L(R(i)) == i", spot_check(l, &r, &identity(&r)));
                }
            }
            "right_inverse(L): the largest R with L(R(i)) == i for i in [0, size(R)).\n\
             sort the modes of coalesce(L) by stride; take the run whose strides are the\n\
             products of the shapes before them, starting from 1; R has those shapes in stride\n\
             order, with strides the prefix products of their positions in L"
        }
        "left_inverse" => {
            if let Some(l) = l {
                notes.add("coalesce(L)", l.coalesce());
                if let Ok(r) = l.left_inverse() {
                    notes.add("R o L", r.composition(l));
                    notes.add("check R(L(i)) == i", spot_check(&r, l, &identity(l)));
                }
            }
            "left_inverse(L): R with R(L(i)) == i for i in [0, size(L)) (L injective):\n\
             the right inverse of L completed with its complement, right_inverse(make_layout(L,\n\
             complement(L)))"
        }
        "max_common_vector" | "max_common_layout" => {
            if let (Some(a), Some(b)) = (l, layout_at(args, 1)) {
                let inv = b.right_inverse();
                notes.add("right_inverse(B)", inv.clone());
                if let Ok(inv) = inv {
                    let ab = a.composition(&inv);
                    notes.add("A o right_inverse(B)", ab.clone());
                    if let Ok(ab) = ab {
                        notes.add("coalesce(A o right_inverse(B))", ab.coalesce());
                    }
                }
            }
            if name == "max_common_vector" {
                "max_common_vector(A, B): how many elements A and B both keep contiguous:\n\
                 C = coalesce(composition(A, right_inverse(B))); the size of C's first mode when it\n\
                 is static with stride _1, else _1"
            } else {
                "max_common_layout(A, B): C = coalesce(composition(A, right_inverse(B))); when C's\n\
                 first mode has a static shape and stride _1, composition(right_inverse(B), that\n\
                 mode), else _1:_0"
            }
        }
        "upcast" => {
            "upcast(L, n): L seen in elements n times larger: each stride d becomes d/n (strides\n\
             and n must divide each other), and a mode of stride smaller than n shrinks to\n\
             ceil_div(s, n/|d|); stride-0 modes are kept"
        }
        "downcast" => {
            "downcast(L, n): L seen in elements n times smaller: the stride-_1 mode's shape is\n\
             multiplied by n, every other stride by n"
        }
        "recast_layout" => {
            if let (Some(l), [_, Value::Int(old), Value::Int(new)]) = (l, args) {
                recast_notes(l, old.value, new.value, notes);
            }
            "recast_layout(L, old_bits, new_bits): with g = gcd(old, new), upcast by new/g and\n\
             then downcast by old/g"
        }
        _ => return None,
    };
    Some(String::from(definition))
}

/// The identity layout `size(l):_1` as an `i -> i` reference for the checks.
fn identity(l: &Layout) -> Layout {
    let n = l.size().unwrap_or(Int::stat(0));
    Layout::leaf(n, Int::stat(1))
}

/// `coalesce(L)` step by step: the flat modes, then the coalesced suffixes from the right.
fn coalesce_trace(l: &Layout, notes: &mut Notes) {
    let flat = l.flatten();
    notes.add("flatten(L)", Ok::<_, Error>(&flat));
    let (s, d) = (flat.shape.leaves(), flat.stride.leaves());
    let n = s.len();
    for k in (0..n.saturating_sub(1)).rev() {
        let part = leaves(&s, &d, k, n);
        notes.add(
            format!("coalesce of flat modes {k}..{}", n - 1),
            part.coalesce(),
        );
    }
}

fn composition_notes(args: &[Value], notes: &mut Notes) {
    let Some(a) = layout_at(args, 0) else { return };
    match args.get(1) {
        Some(Value::Layout(b)) => {
            if b.rank() > 1 && b.shape.is_tuple() {
                for (k, m) in b.modes().iter().enumerate() {
                    notes.add(format!("A o B{k} = {a} o {m}"), a.composition(m));
                }
            }
            if let Ok(r) = a.composition(b) {
                notes.add("check R(c) == A(B(c))", spot_check(a, b, &r));
            }
        }
        Some(Value::Tuple(ts)) => {
            for (k, (m, t)) in a.modes().iter().zip(ts).enumerate() {
                let r = crate::runtime::evaluate(&format!("composition({m},{t})"));
                notes.add(format!("A{k} o T{k} = {m} o {t}"), r);
            }
        }
        _ => {}
    }
}

fn complement_notes(l: &Layout, cotarget: Option<&Value>, notes: &mut Notes) {
    let filtered = l.filter();
    notes.add("filter(L)", filtered.clone());
    let Ok(f) = filtered else { return };
    let mut modes: Vec<(Int, Int)> = f
        .shape
        .leaves()
        .into_iter()
        .zip(f.stride.leaves())
        .collect();
    modes.sort_by_key(|(_, d)| d.value);
    let sorted: Vec<String> = modes.iter().map(|(s, d)| format!("{s}:{d}")).collect();
    notes.add("modes sorted by stride", Ok::<_, Error>(sorted.join(", ")));
    let m = match cotarget.and_then(Value::to_int_tuple) {
        Some(m) => Ok(m),
        None => f.cosize().map(IntTuple::Int),
    };
    notes.add("M", m);
    let result = match cotarget.and_then(Value::to_int_tuple) {
        Some(m) => l.complement(&m),
        None => l.complement_default(),
    };
    if let Ok(r) = result {
        let both = Layout::concat(&[l.clone(), r]);
        notes.add("make_layout(L, complement)", Ok::<_, Error>(&both));
        notes.add("indices it reaches", reach(&both));
    }
}

fn recast_notes(l: &Layout, old: i64, new: i64, notes: &mut Notes) {
    if old <= 0 || new <= 0 {
        return;
    }
    let g = Int::stat(new).gcd(Int::stat(old)).value;
    let (up, down) = (new / g, old / g);
    notes.add("gcd(old, new)", Ok::<_, Error>(g));
    let upped = if up == 1 { Ok(l.clone()) } else { l.upcast(up) };
    notes.add(format!("upcast(L, {up})"), upped.clone());
    if let (Ok(u), true) = (upped, down != 1) {
        notes.add(
            format!("downcast(upcast(L, {up}), {down})"),
            u.downcast(down),
        );
    }
}

/// Whether a layout reaches every index of `[0, size)` exactly once (checked up to 4096
/// elements).
fn reach(l: &Layout) -> Result<String, Error> {
    let n = l.size()?.value;
    if !(0..=4096).contains(&n) {
        return Ok(format!("{n} elements (not enumerated)"));
    }
    let mut seen = (0..n)
        .map(|i| Ok(l.eval(&IntTuple::dynamic(i))?.value))
        .collect::<Result<Vec<i64>, Error>>()?;
    seen.sort_unstable();
    let once = seen.iter().enumerate().all(|(k, &v)| v == k as i64);
    Ok(if once {
        format!("each of [0, {n}) once")
    } else {
        String::from("not a bijection onto [0, size)")
    })
}
