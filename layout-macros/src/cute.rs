//! Expansion of `cute!(<expression>)`: each call of `docs/EXPRESSIONS.md` becomes the typed
//! free function of `layout-core` with CuTe's name.
//!
//! The kind of every sub-expression (IntTuple, layout, tiler, ...) is known from the notation
//! alone, so the expansion picks the right typed function without trait dispatch:
//!
//! | expression | expansion (`P` = `$crate::__private`, `A` = `P::algebra`) |
//! |---|---|
//! | `S:D` | `Layout::new(S, D)` |
//! | `size(x)`, `cosize(L)` | `P::Layout::size(&x)` / `P::IntTuple::size(&x)`, `P::Layout::cosize(&L)` |
//! | `rank(x)`, `depth(x)` | `P::rank_of(&x)`, `P::depth_of(&x)` (static, as CuTe's) |
//! | `shape(L)`, `stride(L)` | `P::Layout::shape(&L)`, `P::Layout::stride(&L)` (`shape(t)` of an IntTuple is `t`) |
//! | `rank(x, i, j)`, `shape(L, i)`, ... | CuTe's `rank<i, j>(x)`: the op on `get(x, i, j)` |
//! | `get(x, i, j)` | `P::get_layout::<j, _, _>(P::get_layout::<i, _, _>(x))` (or `get_tuple`) |
//! | `flatten(x)` | `P::flatten_layout(x)` / `P::flatten(x)` |
//! | `make_layout(S)`, `(S, D)`, `(S, LayoutRight)`, `(L1, L2, ...)` | `make_layout`, `make_layout_with`, `P::concat_layouts` |
//! | `make_ordered_layout(S, O)` | `make_ordered_layout(S, O)` |
//! | `crd2idx(c, S, D)`, `idx2crd(i, S)` | `P::crd2idx`, `P::idx2crd` |
//! | `eval(L, c)` | `P::Layout::call(&L, c)`; with `_` in `c`: `A::slice(c, L)` |
//! | `slice(c, L)`, `slice(c, t)` | `A::slice(c, L)`, `P::slice_tuple(c, t)` (an IntTuple sliced as CuTe's tuple slice) |
//! | `coalesce(L, p)`, `complement(L, m)` | `A::coalesce_with(L, p)`, `A::complement_to(L, m)` |
//! | `upcast(L, 2)`, `take(L, 0, 2)`, `select(L, (1, 3))` | template integers become static: `A::upcast(L, _2)` |
//! | `print_layout(L)` | `P::PrintLayoutOwned(L)` |
//! | any other op of the algebra | its row's typed function (`layout_ops::OPS`), e.g. `A::composition(args...)` |
//!
//! An IntTuple result is wrapped in `print::Show`, so `cute!(...).to_string()` prints what
//! CuTe prints for every result.

use crate::expand::{describe, static_val, Ctx};
use crate::parse::{check_congruent, Node};
use proc_macro2::{Ident, Span, TokenStream};
use quote::{quote, quote_spanned};

/// The kind of a sub-expression.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    /// An integer or a tuple of IntTuples.
    IntTuple,
    /// A layout.
    Layout,
    /// A tuple holding layouts or `_` (a tiler, or a coordinate for slicing).
    Tiler,
    /// `_`.
    Under,
    /// `LayoutLeft` / `LayoutRight`.
    Generator,
    /// The result of `print_layout`.
    Printed,
    /// Something that failed; its error is recorded.
    Bad,
}

/// Expands a whole `cute!` expression; IntTuple results are wrapped for printing.
pub fn expand_cute(ctx: &mut Ctx, n: &Node) -> TokenStream {
    let (e, kind) = expr(ctx, n);
    let k = ctx.krate.clone();
    let p = ctx.p();
    if !ctx.errs.is_empty() {
        return quote!(#p::Stub);
    }
    match kind {
        Kind::IntTuple => quote!(#k::print::Show(#e)),
        _ => e,
    }
}

fn bad(span: Span) -> (TokenStream, Kind) {
    (quote_spanned!(span=> 0_i32), Kind::Bad)
}

/// Expands one sub-expression and tells its kind.
fn expr(ctx: &mut Ctx, n: &Node) -> (TokenStream, Kind) {
    let k = ctx.krate.clone();
    let p = ctx.p();
    match n {
        Node::Static(..) | Node::Dynamic(..) | Node::Expr(..) | Node::Bad(_) => (
            crate::expand::value(ctx, n, crate::expand::Allow::IntTuple),
            Kind::IntTuple,
        ),
        Node::Underscore(s) => (quote_spanned!(*s=> #p::Underscore), Kind::Under),
        Node::Tuple(items, _) => {
            let mut all_int = true;
            let mut vs = Vec::new();
            for item in items {
                let (v, kind) = expr(ctx, item);
                match kind {
                    Kind::IntTuple | Kind::Bad => {}
                    Kind::Layout | Kind::Tiler | Kind::Under => all_int = false,
                    Kind::Generator | Kind::Printed => {
                        ctx.errs.push(
                            item.span(),
                            format!("{} cannot be an element of a tuple", describe(item)),
                        );
                    }
                }
                vs.push(v);
            }
            let kind = if all_int { Kind::IntTuple } else { Kind::Tiler };
            (quote!((#(#vs,)*)), kind)
        }
        Node::Layout(shape, stride) => {
            let (s, ks) = expr(ctx, shape);
            let (d, kd) = expr(ctx, stride);
            for (node, kind, what) in [(shape, ks, "shape"), (stride, kd, "stride")] {
                if !matches!(kind, Kind::IntTuple | Kind::Bad) {
                    ctx.errs.push(
                        node.span(),
                        format!(
                            "the {what} of a layout must be an IntTuple, found {}",
                            describe(node)
                        ),
                    );
                }
            }
            if shape.is_int_tuple() && stride.is_int_tuple() {
                check_congruent(shape, stride, &mut ctx.errs);
            }
            (quote!(#k::Layout::new(#s, #d)), Kind::Layout)
        }
        Node::Name(id) => match id.to_string().as_str() {
            "LayoutLeft" | "LayoutRight" => {
                (quote_spanned!(id.span()=> #k::stride::#id), Kind::Generator)
            }
            other => {
                ctx.errs.push(
                    id.span(),
                    format!("unknown name `{other}`: expected a value, a call, `_`, `LayoutLeft` or `LayoutRight`"),
                );
                bad(id.span())
            }
        },
        Node::Call(name, args) => call(ctx, name, args),
    }
}

/// A template integer (`get(L, 1)`, `upcast(L, 2)`): a literal, static or not.
fn template_int(ctx: &mut Ctx, n: &Node, op: &str) -> Option<i64> {
    match n {
        Node::Static(v, _) | Node::Dynamic(v, _) => Some(*v),
        Node::Bad(_) => None,
        other => {
            ctx.errs.push(
                other.span(),
                format!(
                    "{op}: this argument is a C++ template integer and must be an integer literal, found {}",
                    describe(other)
                ),
            );
            None
        }
    }
}

/// A template integer as a static integer value (`2` → `_2`).
fn template_static(ctx: &mut Ctx, n: &Node, op: &str) -> TokenStream {
    match template_int(ctx, n, op) {
        Some(v) => static_val(ctx, v, n.span()),
        None => quote!(0_i32),
    }
}

/// A tuple of template integers (`select(L, (1, 3))`) as a tuple of static integers.
fn template_tuple(ctx: &mut Ctx, n: &Node, op: &str) -> TokenStream {
    match n {
        Node::Tuple(items, _) => {
            let vs: Vec<_> = items.iter().map(|i| template_static(ctx, i, op)).collect();
            quote!((#(#vs,)*))
        }
        other => {
            let v = template_static(ctx, other, op);
            quote!((#v,))
        }
    }
}

/// Records an error unless `kind` is one of `want`.
fn expect_kind(ctx: &mut Ctx, op: &str, n: &Node, kind: Kind, want: &[Kind], what: &str) {
    if kind != Kind::Bad && !want.contains(&kind) {
        ctx.errs.push(
            n.span(),
            format!("{op}: expected {what}, found {}", describe(n)),
        );
    }
}

/// `get<i, j, ...>(e)`: mode `i` of `e`, then its mode `j`, ... (layouts give sub-layouts).
fn get_path(ctx: &mut Ctx, op: &str, mut e: TokenStream, kind: Kind, idx: &[Node]) -> TokenStream {
    let p = ctx.p();
    for n in idx {
        let Some(i) = template_int(ctx, n, op) else {
            continue;
        };
        if i < 0 {
            ctx.errs
                .push(n.span(), format!("{op}: an index cannot be negative"));
            continue;
        }
        let i = proc_macro2::Literal::usize_unsuffixed(i as usize);
        e = if kind == Kind::Layout {
            quote_spanned!(n.span()=> #p::get_layout::<#i, _, _>(#e))
        } else {
            quote_spanned!(n.span()=> #p::get_tuple::<#i, _>(#e))
        };
    }
    e
}

/// The typed function of an operation's row, `$crate::__private::<path>`.
fn typed(ctx: &Ctx, row: &layout_ops::Op, span: Span) -> TokenStream {
    let p = ctx.p();
    let parts = row.typed.split("::").map(|s| Ident::new(s, span));
    quote_spanned!(span=> #p #(::#parts)*)
}

fn call(ctx: &mut Ctx, name: &Ident, args: &[Node]) -> (TokenStream, Kind) {
    let op = name.to_string();
    let Some(row) = layout_ops::find(&op) else {
        ctx.errs.push(
            name.span(),
            format!("unknown operation `{op}`: see EXPRESSIONS.md for the operations of the layout algebra"),
        );
        return bad(name.span());
    };
    let (lo, hi) = (row.min_args, row.max_args);
    if args.len() < lo || args.len() > hi {
        let want = if lo == hi {
            format!("{lo}")
        } else {
            format!("{lo} to {hi}")
        };
        ctx.errs.push(
            name.span(),
            format!("{op}: takes {want} arguments, found {}", args.len()),
        );
        return bad(name.span());
    }
    let k = ctx.krate.clone();
    let p = ctx.p();
    let a = quote!(#p::algebra);
    // Template-integer arguments are not expressions: handle those ops first.
    match op.as_str() {
        "get" | "rank" | "depth" | "shape" | "stride" => {
            // CuTe's `get<I...>(x)`, `rank<I...>(x)`, ...: follow the template indices first.
            let (e, kind) = expr(ctx, &args[0]);
            let (want, what): (&[Kind], _) = if op == "stride" {
                (&[Kind::Layout], "a layout")
            } else {
                (&[Kind::Layout, Kind::IntTuple], "a layout or an IntTuple")
            };
            expect_kind(ctx, &op, &args[0], kind, want, what);
            let e = get_path(ctx, &op, e, kind, &args[1..]);
            let f = Ident::new(&op, name.span());
            return match op.as_str() {
                "get" => (e, kind),
                "rank" | "depth" => {
                    let f = Ident::new(&format!("{op}_of"), name.span());
                    (quote!(#p::#f(&#e)), Kind::IntTuple)
                }
                // the shape of an IntTuple is itself
                _ if kind != Kind::Layout => (e, kind),
                _ => (quote!(#p::Layout::#f(&#e)), Kind::IntTuple),
            };
        }
        "replace" => {
            let (l, kind) = expr(ctx, &args[0]);
            expect_kind(ctx, &op, &args[0], kind, &[Kind::Layout], "a layout");
            let i = template_static(ctx, &args[1], &op);
            let (x, x_kind) = expr(ctx, &args[2]);
            expect_kind(ctx, &op, &args[2], x_kind, &[Kind::Layout], "a layout");
            let f = typed(ctx, row, name.span());
            return (quote!(#f(#l, #i, #x)), Kind::Layout);
        }
        "upcast" | "downcast" | "recast_layout" | "take" | "group" | "select" => {
            let (l, kind) = expr(ctx, &args[0]);
            expect_kind(ctx, &op, &args[0], kind, &[Kind::Layout], "a layout");
            let rest: Vec<TokenStream> = if op == "select" {
                vec![template_tuple(ctx, &args[1], &op)]
            } else {
                args[1..]
                    .iter()
                    .map(|n| template_static(ctx, n, &op))
                    .collect()
            };
            let f = typed(ctx, row, name.span());
            return (quote!(#f(#l, #(#rest),*)), Kind::Layout);
        }
        _ => {}
    }
    let evaluated: Vec<(TokenStream, Kind)> = args.iter().map(|n| expr(ctx, n)).collect();
    let v: Vec<&TokenStream> = evaluated.iter().map(|(t, _)| t).collect();
    let kinds: Vec<Kind> = evaluated.iter().map(|(_, k)| *k).collect();
    let want = |ctx: &mut Ctx, i: usize, ks: &[Kind], what: &str| {
        expect_kind(ctx, &op, &args[i], kinds[i], ks, what);
    };
    const L: &[Kind] = &[Kind::Layout];
    const T: &[Kind] = &[Kind::IntTuple];
    match op.as_str() {
        "size" => {
            want(
                ctx,
                0,
                &[Kind::Layout, Kind::IntTuple],
                "a layout or an IntTuple",
            );
            let x = v[0];
            if kinds[0] == Kind::Layout {
                (quote!(#p::Layout::size(&#x)), Kind::IntTuple)
            } else {
                (quote!(#p::IntTuple::size(&#x)), Kind::IntTuple)
            }
        }
        "cosize" => {
            want(ctx, 0, L, "a layout");
            let x = v[0];
            (quote!(#p::Layout::cosize(&#x)), Kind::IntTuple)
        }
        "flatten" => {
            want(
                ctx,
                0,
                &[Kind::Layout, Kind::IntTuple],
                "a layout or an IntTuple",
            );
            let x = v[0];
            if kinds[0] == Kind::Layout {
                (quote!(#p::flatten_layout(#x)), Kind::Layout)
            } else {
                (quote!(#p::flatten(#x)), Kind::IntTuple)
            }
        }
        "make_layout" => {
            if kinds.iter().all(|k| *k == Kind::Layout) {
                return (quote!(#p::concat_layouts((#(#v,)*))), Kind::Layout);
            }
            want(ctx, 0, T, "a shape (or layouts only)");
            match v.len() {
                1 => (quote!(#k::make_layout(#(#v)*)), Kind::Layout),
                2 => {
                    want(
                        ctx,
                        1,
                        &[Kind::IntTuple, Kind::Generator],
                        "a stride, `LayoutLeft` or `LayoutRight`",
                    );
                    let (s, d) = (v[0], v[1]);
                    (quote!(#k::make_layout_with(#s, #d)), Kind::Layout)
                }
                n => {
                    ctx.errs.push(name.span(), format!("make_layout: takes a shape and a stride, or layouts only; found {n} arguments"));
                    bad(name.span())
                }
            }
        }
        "make_ordered_layout" => {
            want(ctx, 0, T, "a shape");
            want(ctx, 1, &[Kind::IntTuple, Kind::Generator], "an order");
            let (s, o) = (v[0], v[1]);
            if kinds[1] == Kind::Generator {
                (quote!(#k::make_layout_with(#s, #o)), Kind::Layout)
            } else {
                (quote!(#k::make_ordered_layout(#s, #o)), Kind::Layout)
            }
        }
        "crd2idx" => {
            for i in 0..3 {
                want(ctx, i, T, "an IntTuple");
            }
            let (c, s, d) = (v[0], v[1], v[2]);
            (quote!(#p::crd2idx(#c, #s, #d)), Kind::IntTuple)
        }
        "idx2crd" => {
            want(ctx, 0, T, "an index");
            want(ctx, 1, T, "a shape");
            let (i, s) = (v[0], v[1]);
            (quote!(#p::idx2crd(#i, #s)), Kind::IntTuple)
        }
        "eval" => {
            want(ctx, 0, L, "a layout");
            let l = v[0];
            let coord = if v.len() == 2 {
                v[1].clone()
            } else {
                let cs = &v[1..];
                quote!((#(#cs,)*))
            };
            let sliced = kinds[1..]
                .iter()
                .any(|k| matches!(k, Kind::Tiler | Kind::Under));
            if sliced {
                (quote!(#a::slice(#coord, #l)), Kind::Layout)
            } else {
                (quote!(#p::Layout::call(&#l, #coord)), Kind::IntTuple)
            }
        }
        "slice" => {
            want(
                ctx,
                0,
                &[Kind::IntTuple, Kind::Tiler, Kind::Under],
                "a coordinate",
            );
            want(
                ctx,
                1,
                &[Kind::Layout, Kind::IntTuple],
                "a layout or an IntTuple",
            );
            let (c, l) = (v[0], v[1]);
            if kinds[1] == Kind::IntTuple {
                (quote!(#p::slice_tuple(#c, #l)), Kind::IntTuple)
            } else {
                (quote!(#a::slice(#c, #l)), Kind::Layout)
            }
        }
        "coalesce" | "complement" => {
            want(ctx, 0, L, "a layout");
            let f = if v.len() == 1 {
                Ident::new(&op, name.span())
            } else {
                want(ctx, 1, T, "an IntTuple");
                let with = if op == "coalesce" {
                    "coalesce_with"
                } else {
                    "complement_to"
                };
                Ident::new(with, name.span())
            };
            (quote!(#a::#f(#(#v),*)), Kind::Layout)
        }
        "max_common_vector" => {
            want(ctx, 0, L, "a layout");
            want(ctx, 1, L, "a layout");
            let (x, y) = (v[0], v[1]);
            (quote!(#a::max_common_vector(#x, #y)), Kind::IntTuple)
        }
        "print_layout" => {
            want(ctx, 0, L, "a layout");
            let x = v[0];
            (quote!(#p::PrintLayoutOwned(#x)), Kind::Printed)
        }
        "composition" | "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide"
        | "logical_product" | "zipped_product" | "tiled_product" | "flat_product"
        | "blocked_product" | "raked_product" => {
            want(ctx, 0, L, "a layout");
            want(
                ctx,
                1,
                &[Kind::Layout, Kind::IntTuple, Kind::Tiler, Kind::Under],
                "a layout or a tiler",
            );
            let f = typed(ctx, row, name.span());
            (quote!(#f(#(#v),*)), Kind::Layout)
        }
        _ => {
            // filter, inverses, max_common_layout, append, prepend: layouts only
            for i in 0..v.len() {
                want(ctx, i, L, "a layout");
            }
            let f = typed(ctx, row, name.span());
            (quote!(#f(#(#v),*)), Kind::Layout)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{parse_all, Errors};

    /// Every row of the operation table is accepted by `cute!` with its example, and expands
    /// to the row's typed function.
    #[test]
    fn every_operation_of_the_table_expands() {
        for row in layout_ops::OPS {
            let ts: TokenStream = row.example.parse().unwrap();
            let mut errs = Errors::default();
            let node = parse_all(ts, &mut errs);
            assert!(
                errs.messages().is_empty(),
                "{}: {:?}",
                row.example,
                errs.messages()
            );
            let mut ctx = Ctx {
                krate: quote!(::layout_core),
                errs,
            };
            let out = expand_cute(&mut ctx, &node).to_string().replace(' ', "");
            assert!(
                ctx.errs.messages().is_empty(),
                "{}: {:?}",
                row.example,
                ctx.errs.messages()
            );
            assert!(
                out.contains(row.typed),
                "{}: {out} does not call {}",
                row.name,
                row.typed
            );
        }
    }
}
