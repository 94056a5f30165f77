//! The evaluator's calls on atoms: the trait queries (`ThrID(OP)`, `ALayout(OP)`,
//! `ValLayoutSrc(A)`, ...), the constructors (`make_tiled_mma`, `make_tiled_copy`,
//! `make_tiled_copy_A/B/C`, `make_tiled_copy_impl`) and the members of a tiled MMA or copy
//! (`get_layoutA_TV(TM)`, `tile_size(TM, i)`, `Tiler_MN(TC)`, ...).
//!
//! A `TiledMMA` is also its `MMA_Atom`, and a `TiledCopy` its `Copy_Atom`, as in CuTe (the
//! tiled types derive from the atoms), so the trait queries accept them too.

use super::tiled_mma::Operand;
use super::{Atom, CopyAtom, CopyTraits, MmaTraits, TiledCopy, TiledMma};
use crate::runtime::args::{arity, index_arg, layout_arg};
use crate::runtime::{Error, Int, IntTuple, Layout, Value};
use alloc::boxed::Box;
use alloc::format;

/// The calls on atoms, one row each: the call as the help writes it, and what it returns.
/// `layout-cli --help` prints them (see [`help`]); a unit test checks that each is evaluated.
pub(crate) const CALLS: &[(&str, &str)] = &[
    (
        "ThrID(A)",
        "the atom's thread layout: logical thread -> thread index",
    ),
    ("Shape_MNK(A)", "the (M,N,K) extent of an MMA operation"),
    (
        "ALayout(A) BLayout(A) CLayout(A)",
        "(thread,value) -> (m,k) / (n,k) / (m,n) of an MMA",
    ),
    (
        "SrcLayout(A) DstLayout(A) RefLayout(A)",
        "(thread,value) -> bit of a copy operation",
    ),
    (
        "ValLayoutSrc(A) ValLayoutDst(A) ValLayoutRef(A)",
        "the same, in elements of T, for Copy_Atom<OP,T>",
    ),
    (
        "make_tiled_mma(A,[L],[P])",
        "atoms laid out by L (padded to (M,N,K)), tiles P per mode (`_`: the atoms')",
    ),
    (
        "get_layoutA_TV(TM) get_layoutB_TV(TM) get_layoutC_TV(TM)",
        "(thread,value) -> coordinate in the tiled MMA's tile",
    ),
    (
        "get_thr_layout_vmnk(TM)",
        "(ThrV,ThrM,ThrN,ThrK) -> thread index",
    ),
    (
        "tile_shape(TM) tile_size(TM,n)",
        "the (M,N,K) tile of the tiled MMA, or mode n of it",
    ),
    (
        "thr_size(TM,[n],...)",
        "the number of threads (of mode n of (V,M,N,K))",
    ),
    (
        "partition_shape_A(TM,t) partition_shape_B(TM,t) partition_shape_C(TM,t)",
        "one thread's fragment shape of a tensor of shape t",
    ),
    (
        "make_tiled_copy(A,L,[V])",
        "threads laid out by L, each with a block V of values (default _1:_0)",
    ),
    (
        "make_tiled_copy_A(A,TM) make_tiled_copy_B(A,TM) make_tiled_copy_C(A,TM)",
        "the copy atom over the tiled MMA's A/B/C tile",
    ),
    (
        "make_tiled_copy_impl(A,L,t)",
        "a tiled copy from its TV layout L and tile t (its printed form)",
    ),
    (
        "get_layoutS_TV(TC) get_layoutD_TV(TC)",
        "(thread,value) -> coordinate, in the source's / destination's order",
    ),
    (
        "Tiler_MN(TC) TiledLayout_TV(TC)",
        "the tiled copy's tile and its (thread,value) -> coordinate",
    ),
];

/// The ATOMS section of `layout-cli --help`: each call on atoms, then what it returns.
///
/// ```
/// let help = layout_core::runtime::atom::help();
/// assert!(help.contains("get_layoutA_TV(TM)"));
/// ```
pub fn help() -> alloc::string::String {
    let mut out = alloc::string::String::from(
        "\nATOMS (A: an MMA or copy atom, written as CuTe's type name: SM80_16x8x16_F16F16F16F16_TN,\n",
    );
    out.push_str("    MMA_Atom<UniversalFMA<float>>, Copy_Atom<SM75_U32x4_LDSM_N,half_t>, ...;\n");
    out.push_str("    TM: make_tiled_mma(...); TC: make_tiled_copy(...) or its _A/_B/_C forms):\n");
    for (call, what) in CALLS {
        out.push_str(&format!("    {call}\n        {what}\n"));
    }
    out
}

/// Evaluates `name(args...)` when it is a call on atoms; `None` for any other call (`size`
/// only when its argument is a tiled MMA, CuTe's deprecated alias of `thr_size`).
pub(crate) fn call(name: &str, args: &[Value]) -> Option<Result<Value, Error>> {
    let result = match name {
        "ThrID" => one(name, args).map(thr_id),
        "Shape_MNK" => one(name, args)
            .and_then(|a| mma_traits(name, a))
            .map(|t| t.shape_mnk.clone().into()),
        "ALayout" | "BLayout" | "CLayout" => one(name, args)
            .and_then(|a| mma_traits(name, a))
            .map(|t| Value::Layout(operand_layout(t, name).clone())),
        "SrcLayout" | "DstLayout" | "RefLayout" => one(name, args)
            .and_then(|a| copy_traits(name, a))
            .map(|t| Value::Layout(bit_layout(t, name).clone())),
        "ValLayoutSrc" | "ValLayoutDst" | "ValLayoutRef" => one(name, args)
            .and_then(|a| copy_atom(name, a))
            .map(|c| Value::Layout(val_layout(c, name).clone())),
        "make_tiled_mma" => make_tiled_mma(args),
        "get_layoutA_TV" | "get_layoutB_TV" | "get_layoutC_TV" => {
            let operand = operand_of(name);
            tiled_mma(name, args, 1).and_then(|m| m.layout_tv(operand).map(Value::Layout))
        }
        "get_thr_layout_vmnk" => {
            tiled_mma(name, args, 1).map(|m| Value::Layout(m.thr_layout_vmnk.clone()))
        }
        "tile_shape" => tiled_mma(name, args, 1).and_then(|m| m.tile_shape().map(Value::from)),
        "tile_size" => tile_size(args),
        "thr_size" => thr_size(name, args),
        "size" if matches!(args.first(), Some(Value::Atom(a)) if matches!(**a, Atom::TiledMma(_))) => {
            thr_size(name, args)
        }
        "partition_shape_A" | "partition_shape_B" | "partition_shape_C" => {
            partition_shape(name, args)
        }
        "make_tiled_copy" => make_tiled_copy(args),
        "make_tiled_copy_A" | "make_tiled_copy_B" | "make_tiled_copy_C" => {
            make_tiled_copy_for(name, args)
        }
        "make_tiled_copy_impl" => make_tiled_copy_impl(args),
        "get_layoutS_TV" => tiled_copy(name, args).and_then(|c| c.layout_s_tv().map(Value::Layout)),
        "get_layoutD_TV" => tiled_copy(name, args).and_then(|c| c.layout_d_tv().map(Value::Layout)),
        "Tiler_MN" => tiled_copy(name, args).map(|c| c.tiler.clone().into()),
        "TiledLayout_TV" => tiled_copy(name, args).map(|c| Value::Layout(c.layout_tv.clone())),
        _ => return None,
    };
    Some(result)
}

fn one<'a>(op: &str, args: &'a [Value]) -> Result<&'a Atom, Error> {
    arity(op, args, 1, 1)?;
    atom_arg(op, &args[0])
}

fn atom_arg<'a>(op: &str, v: &'a Value) -> Result<&'a Atom, Error> {
    match v {
        Value::Atom(a) => Ok(a),
        other => Err(Error::new(
            op,
            format!("expected an MMA or copy atom (a CuTe type name such as SM80_16x8x16_F16F16F16F16_TN or Copy_Atom<UniversalCopy<uint128_t>,half_t>), got {other}"),
        )),
    }
}

fn wrong(op: &str, want: &str, a: &Atom) -> Error {
    Error::new(op, format!("expected {want}, got {a}"))
}

/// `ThrID` of any atom: the MMA's, or the copy's.
fn thr_id(a: &Atom) -> Value {
    let l = match a {
        Atom::Mma(m) => &m.traits.thr_id,
        Atom::TiledMma(m) => &m.atom.traits.thr_id,
        Atom::CopyOp(c) => &c.traits.thr_id,
        Atom::Copy(c) => &c.op.traits.thr_id,
        Atom::TiledCopy(c) => &c.atom.op.traits.thr_id,
    };
    Value::Layout(l.clone())
}

fn mma_traits<'a>(op: &str, a: &'a Atom) -> Result<&'a MmaTraits, Error> {
    match a {
        Atom::Mma(m) => Ok(&m.traits),
        Atom::TiledMma(m) => Ok(&m.atom.traits),
        other => Err(wrong(op, "an MMA operation, MMA_Atom or TiledMMA", other)),
    }
}

fn copy_traits<'a>(op: &str, a: &'a Atom) -> Result<&'a CopyTraits, Error> {
    match a {
        Atom::CopyOp(c) => Ok(&c.traits),
        Atom::Copy(c) => Ok(&c.op.traits),
        Atom::TiledCopy(c) => Ok(&c.atom.op.traits),
        other => Err(wrong(op, "a copy operation, Copy_Atom or TiledCopy", other)),
    }
}

fn copy_atom<'a>(op: &str, a: &'a Atom) -> Result<&'a CopyAtom, Error> {
    match a {
        Atom::Copy(c) => Ok(c),
        Atom::TiledCopy(c) => Ok(&c.atom),
        Atom::CopyOp(c) => Err(Error::new(
            op,
            format!("{op} is in elements of a value type: ask Copy_Atom<{c},T>, e.g. Copy_Atom<{c},half_t>"),
        )),
        other => Err(wrong(op, "a Copy_Atom<OP,T> or TiledCopy", other)),
    }
}

fn operand_layout<'a>(t: &'a MmaTraits, name: &str) -> &'a Layout {
    match name {
        "ALayout" => &t.a,
        "BLayout" => &t.b,
        _ => &t.c,
    }
}

fn bit_layout<'a>(t: &'a CopyTraits, name: &str) -> &'a Layout {
    match name {
        "SrcLayout" => &t.src,
        "DstLayout" => &t.dst,
        _ => &t.reference,
    }
}

fn val_layout<'a>(c: &'a CopyAtom, name: &str) -> &'a Layout {
    match name {
        "ValLayoutSrc" => &c.val_src,
        "ValLayoutDst" => &c.val_dst,
        _ => &c.val_ref,
    }
}

/// The operand named by the last letter before `_TV` or the last letter of the call.
fn operand_of(name: &str) -> Operand {
    let letter = name.trim_end_matches("_TV").chars().last();
    match letter {
        Some('A') => Operand::A,
        Some('B') => Operand::B,
        _ => Operand::C,
    }
}

fn tiled_mma<'a>(op: &str, args: &'a [Value], n: usize) -> Result<&'a TiledMma, Error> {
    arity(op, args, n, n)?;
    match atom_arg(op, &args[0])? {
        Atom::TiledMma(m) => Ok(m),
        other => Err(wrong(op, "a TiledMMA (make_tiled_mma(...))", other)),
    }
}

fn tiled_copy<'a>(op: &str, args: &'a [Value]) -> Result<&'a TiledCopy, Error> {
    arity(op, args, 1, 1)?;
    match atom_arg(op, &args[0])? {
        Atom::TiledCopy(c) => Ok(c),
        other => Err(wrong(op, "a TiledCopy (make_tiled_copy(...))", other)),
    }
}

fn atom_value(a: Atom) -> Value {
    Value::Atom(Box::new(a))
}

/// `make_tiled_mma(ATOM[, atom_layout[, permutation]])`.
fn make_tiled_mma(args: &[Value]) -> Result<Value, Error> {
    let op = "make_tiled_mma";
    arity(op, args, 1, 3)?;
    let atom = match atom_arg(op, &args[0])? {
        Atom::Mma(m) => m.clone(),
        other => return Err(wrong(op, "an MMA operation or MMA_Atom", other)),
    };
    let layout = args.get(1).map(|v| layout_arg(op, v)).transpose()?;
    TiledMma::new(atom, layout, args.get(2))
        .map(Atom::TiledMma)
        .map(atom_value)
}

/// `tile_size(TM, i)`: CuTe's `tile_size<i>(TM)`.
fn tile_size(args: &[Value]) -> Result<Value, Error> {
    let op = "tile_size";
    let m = tiled_mma(op, args, 2)?;
    let i = index_arg(op, &args[1], "the mode (0: M, 1: N, 2: K)")?;
    if i > 2 {
        return Err(Error::new(
            op,
            format!("mode {i} is not one of M, N, K (0, 1, 2)"),
        ));
    }
    m.tile_size(i).map(Value::Int)
}

/// `thr_size(TM[, i...])`: CuTe's `thr_size<I...>(TM)`, the size of (a mode of) the thread
/// layout `(V,M,N,K)`.
fn thr_size(op: &str, args: &[Value]) -> Result<Value, Error> {
    arity(op, args, 1, 8)?;
    let m = match atom_arg(op, &args[0])? {
        Atom::TiledMma(m) => m,
        other => return Err(wrong(op, "a TiledMMA (make_tiled_mma(...))", other)),
    };
    let mut l = m.thr_layout_vmnk.clone();
    for a in &args[1..] {
        l = l.mode(index_arg(op, a, "a mode of (V,M,N,K)")?)?;
    }
    l.size().map(Value::Int)
}

/// `partition_shape_A/B/C(TM, shape)`.
fn partition_shape(name: &str, args: &[Value]) -> Result<Value, Error> {
    let m = tiled_mma(name, args, 2)?;
    let shape = args[1]
        .to_int_tuple()
        .ok_or_else(|| Error::new(name, format!("expected a shape, got {}", args[1])))?;
    m.partition_shape(operand_of(name), &shape).map(Value::from)
}

fn copy_atom_arg<'a>(op: &str, v: &'a Value) -> Result<&'a CopyAtom, Error> {
    match atom_arg(op, v)? {
        Atom::Copy(c) => Ok(c),
        Atom::CopyOp(c) => Err(Error::new(
            op,
            format!("expected Copy_Atom<OP,T>, got the bare operation {c}: write Copy_Atom<{c},T>"),
        )),
        other => Err(wrong(op, "a Copy_Atom<OP,T>", other)),
    }
}

/// `make_tiled_copy(A, thr_layout[, val_layout = _1:_0])`.
fn make_tiled_copy(args: &[Value]) -> Result<Value, Error> {
    let op = "make_tiled_copy";
    arity(op, args, 2, 3)?;
    let atom = copy_atom_arg(op, &args[0])?.clone();
    let thr = layout_arg(op, &args[1])?;
    let unit = Layout::leaf(Int::stat(1), Int::stat(0));
    let val = match args.get(2) {
        Some(v) => layout_arg(op, v)?,
        None => &unit,
    };
    TiledCopy::make(atom, thr, val)
        .map(Atom::TiledCopy)
        .map(atom_value)
}

/// `make_tiled_copy_A/B/C(A, TM)`.
fn make_tiled_copy_for(name: &str, args: &[Value]) -> Result<Value, Error> {
    arity(name, args, 2, 2)?;
    let atom = copy_atom_arg(name, &args[0])?.clone();
    let mma = match atom_arg(name, &args[1])? {
        Atom::TiledMma(m) => m,
        other => return Err(wrong(name, "a TiledMMA (make_tiled_mma(...))", other)),
    };
    TiledCopy::for_mma(atom, mma, operand_of(name))
        .map(Atom::TiledCopy)
        .map(atom_value)
}

/// `make_tiled_copy_impl(A, layout_tv, tiler)`: the printed form of a tiled copy.
fn make_tiled_copy_impl(args: &[Value]) -> Result<Value, Error> {
    let op = "make_tiled_copy_impl";
    arity(op, args, 3, 3)?;
    let atom = copy_atom_arg(op, &args[0])?.clone();
    let tv = layout_arg(op, &args[1])?.clone();
    let tiler: IntTuple = args[2]
        .to_int_tuple()
        .ok_or_else(|| Error::new(op, format!("expected the tile's shape, got {}", args[2])))?;
    TiledCopy::new(atom, tv, tiler)
        .map(Atom::TiledCopy)
        .map(atom_value)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name of the help table is a call of this module (without arguments it is
    /// answered, with an arity or argument error, not passed on).
    #[test]
    fn every_documented_call_is_evaluated() {
        for (calls, _) in CALLS {
            for c in calls.split(' ') {
                let name = &c[..c.find('(').unwrap_or(c.len())];
                assert!(call(name, &[]).is_some(), "{name} is not evaluated");
            }
        }
        assert!(help().contains("get_layoutS_TV(TC)"));
        assert!(call("size", &[]).is_none());
    }
}
