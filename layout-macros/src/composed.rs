//! Composed layouts in `layout!` and `Layout!`: CuTe's printed form
//! `Sw<B,M,S> o O o shape:stride`, with the offset `O` a static `_N`, a dynamic `N` or
//! `smem_ptr[Nb](unset)`.
//!
//! The input is recognised by its first tokens (`Sw <`); the layout after the second `o` is
//! parsed and expanded as any `layout!` literal.

use crate::expand::{layout_value, static_ty, value, Allow, Ctx};
use crate::parse::{check_congruent, parse_all, Node};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::quote;

/// The parts of `Sw<B,M,S> o O o L`.
struct Parts {
    b: i64,
    m: i64,
    s: i64,
    offset: Offset,
    layout: Node,
}

enum Offset {
    Int(Node),
    Smem(i64),
}

/// Whether the tokens start like a composed layout (`Sw <`).
pub fn is_composed(tokens: &TokenStream) -> bool {
    let mut it = tokens.clone().into_iter();
    matches!(
        (it.next(), it.next()),
        (Some(TokenTree::Ident(i)), Some(TokenTree::Punct(p))) if i == "Sw" && p.as_char() == '<'
    )
}

fn int_lit(t: Option<&TokenTree>) -> Option<i64> {
    match t {
        Some(TokenTree::Literal(l)) => l.to_string().parse().ok(),
        _ => None,
    }
}

/// Parses `Sw<B,M,S> o O o L`, recording errors on the offending tokens.
fn parse(ctx: &mut Ctx, tokens: TokenStream) -> Option<Parts> {
    let toks: Vec<TokenTree> = tokens.into_iter().collect();
    let span = toks.first().map_or(Span::call_site(), TokenTree::span);
    // Sw < B , M , [-] S >
    let mut pos = 2;
    let mut nums = [0i64; 3];
    for (k, slot) in nums.iter_mut().enumerate() {
        let neg = matches!(toks.get(pos), Some(TokenTree::Punct(p)) if p.as_char() == '-');
        if neg {
            pos += 1;
        }
        let Some(v) = int_lit(toks.get(pos)) else {
            let at = toks.get(pos).map_or(span, TokenTree::span);
            ctx.errs.push(at, "expected an integer in `Sw<B,M,S>`");
            return None;
        };
        *slot = if neg { -v } else { v };
        pos += 1;
        let sep = if k == 2 { '>' } else { ',' };
        if !matches!(toks.get(pos), Some(TokenTree::Punct(p)) if p.as_char() == sep) {
            let at = toks.get(pos).map_or(span, TokenTree::span);
            ctx.errs
                .push(at, format!("expected `{sep}` in `Sw<B,M,S>`"));
            return None;
        }
        pos += 1;
    }
    let [b, m, s] = nums;
    if b < 0 || m < 0 || s.abs() < b {
        ctx.errs.push(
            span,
            format!("Sw<{b},{m},{s}>: B >= 0, M >= 0 and |S| >= B are required"),
        );
        return None;
    }
    // o O o L: split at the two top-level `o` identifiers.
    let is_o = |t: &TokenTree| matches!(t, TokenTree::Ident(i) if i == "o");
    let rest = &toks[pos..];
    let marks: Vec<usize> = rest
        .iter()
        .enumerate()
        .filter(|(_, t)| is_o(t))
        .map(|(i, _)| i)
        .collect();
    if marks.len() != 2 || marks[0] != 0 {
        let at = rest.first().map_or(span, TokenTree::span);
        ctx.errs
            .push(at, "expected `Sw<B,M,S> o offset o shape:stride`");
        return None;
    }
    let off = &rest[1..marks[1]];
    let offset = match off {
        [TokenTree::Ident(i), TokenTree::Group(g), TokenTree::Group(u)]
            if i == "smem_ptr" && g.delimiter() == Delimiter::Bracket =>
        {
            let text = g.stream().to_string();
            let bits = text.strip_suffix('b').and_then(|n| n.trim().parse().ok());
            match (bits, u.stream().to_string().as_str()) {
                (Some(n), "unset") if n > 0 => Offset::Smem(n),
                _ => {
                    ctx.errs
                        .push(g.span(), "expected `smem_ptr[Nb](unset)` with N > 0");
                    return None;
                }
            }
        }
        _ => Offset::Int(parse_all(off.iter().cloned().collect(), &mut ctx.errs)),
    };
    let layout = parse_all(
        rest[marks[1] + 1..].iter().cloned().collect(),
        &mut ctx.errs,
    );
    Some(Parts {
        b,
        m,
        s,
        offset,
        layout,
    })
}

fn swizzle_ty(ctx: &Ctx, p: &Parts) -> TokenStream {
    let pr = ctx.p();
    let (b, m, s) = (
        static_ty(ctx, p.b),
        static_ty(ctx, p.m),
        static_ty(ctx, p.s),
    );
    quote!(#pr::Swizzle<#b, #m, #s>)
}

/// The value of `Sw<B,M,S> o O o L` (a stub layout after an error).
pub fn composed_value(ctx: &mut Ctx, tokens: TokenStream) -> TokenStream {
    let k = ctx.krate.clone();
    let stub = quote!(#k::Layout::new(0_i32, 0_i32));
    let Some(parts) = parse(ctx, tokens) else {
        return stub;
    };
    let pr = ctx.p();
    let sw = swizzle_ty(ctx, &parts);
    let offset = match &parts.offset {
        Offset::Smem(n) => {
            let n = static_ty(ctx, *n);
            quote!(#pr::SmemPtrFlag::<#n>::default())
        }
        Offset::Int(node @ (Node::Static(..) | Node::Dynamic(..) | Node::Expr(..))) => {
            value(ctx, node, Allow::IntTuple)
        }
        Offset::Int(other) => {
            ctx.errs.push(
                other.span(),
                "the offset must be `_N`, `N`, `{expr}` or `smem_ptr[Nb](unset)`",
            );
            return stub;
        }
    };
    let layout = match &parts.layout {
        Node::Layout(s, d) => layout_value(ctx, s, d),
        other => {
            ctx.errs
                .push(other.span(), "expected `shape:stride` after the second `o`");
            return stub;
        }
    };
    quote!(#pr::ComposedLayout::new(<#sw>::new(), #offset, #layout))
}

/// The type of `Sw<B,M,S> o O o L` (dynamic leaves written `i32` or any number).
pub fn composed_type(ctx: &mut Ctx, tokens: TokenStream) -> TokenStream {
    let k = ctx.krate.clone();
    let stub = quote!(#k::Layout<i32, i32>);
    let Some(parts) = parse(ctx, tokens) else {
        return stub;
    };
    let pr = ctx.p();
    let sw = swizzle_ty(ctx, &parts);
    let offset = match &parts.offset {
        Offset::Smem(n) => {
            let n = static_ty(ctx, *n);
            quote!(#pr::SmemPtrFlag<#n>)
        }
        Offset::Int(Node::Static(v, _)) => static_ty(ctx, *v),
        Offset::Int(_) => quote!(i32),
    };
    let layout = match &parts.layout {
        Node::Layout(s, d) => {
            let st = crate::expand::int_tuple_ty(ctx, s);
            let dt = crate::expand::int_tuple_ty(ctx, d);
            check_congruent(s, d, &mut ctx.errs);
            quote!(#k::Layout<#st, #dt>)
        }
        other => {
            ctx.errs
                .push(other.span(), "expected `shape:stride` after the second `o`");
            return stub;
        }
    };
    quote!(#pr::ComposedLayout<#sw, #offset, #layout>)
}
