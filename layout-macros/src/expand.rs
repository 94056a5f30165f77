//! Expansion of the parsed notation into Rust: values, types and typed-algebra calls.
//!
//! Static integers become typenum's binary types written out directly
//! (`PInt<UInt<UInt<UTerm, B1>, B0>>` is `_2`), so any `i32` value works. Generated code names
//! only `<krate>::__private::...` (and `<krate>::Layout`), where `<krate>` is the `$crate` the
//! `macro_rules!` façades of `layout-core` pass in.
//!
//! When the input has errors, the expansion is the `compile_error!`s followed by a stub value of
//! the right kind, so one mistake is reported once.

use crate::cute;
use crate::parse::{check_congruent, parse_all, split_krate, Errors, Node};
use proc_macro2::{Literal, Span, TokenStream};
use quote::{quote, quote_spanned};

/// What the macros share: the path of `layout-core` and the error list.
pub struct Ctx {
    /// `$crate` of `layout-core`.
    pub krate: TokenStream,
    /// Errors so far.
    pub errs: Errors,
}

impl Ctx {
    /// `<krate>::__private`.
    pub fn p(&self) -> TokenStream {
        let k = &self.krate;
        quote!(#k::__private)
    }
}

/// The binary typenum unsigned type of `n`: `UTerm` for 0, `UInt<rest, B0|B1>` otherwise.
fn uint_ty(p: &TokenStream, n: u64) -> TokenStream {
    if n == 0 {
        return quote!(#p::typenum::UTerm);
    }
    let rest = uint_ty(p, n >> 1);
    let bit = if n & 1 == 1 {
        quote!(#p::typenum::B1)
    } else {
        quote!(#p::typenum::B0)
    };
    quote!(#p::typenum::UInt<#rest, #bit>)
}

/// The typenum integer type of `v` (`Z0`, `PInt<..>`, `NInt<..>`).
pub fn static_ty(ctx: &Ctx, v: i64) -> TokenStream {
    let p = ctx.p();
    match v.cmp(&0) {
        std::cmp::Ordering::Equal => quote!(#p::typenum::Z0),
        std::cmp::Ordering::Greater => {
            let u = uint_ty(&p, v.unsigned_abs());
            quote!(#p::typenum::PInt<#u>)
        }
        std::cmp::Ordering::Less => {
            let u = uint_ty(&p, v.unsigned_abs());
            quote!(#p::typenum::NInt<#u>)
        }
    }
}

/// The value of the static integer `v`.
pub fn static_val(ctx: &Ctx, v: i64, span: Span) -> TokenStream {
    let p = ctx.p();
    let ty = static_ty(ctx, v);
    quote_spanned!(span=> #p::stat::<#ty>())
}

/// A dynamic `i32` literal.
fn dyn_val(v: i64, span: Span) -> TokenStream {
    let mut lit = Literal::i32_suffixed(v as i32);
    lit.set_span(span);
    quote!(#lit)
}

/// What a literal may contain, by macro.
#[derive(Clone, Copy, PartialEq)]
pub enum Allow {
    /// `shape!`, `stride!`: integers and tuples.
    IntTuple,
    /// `coord!`: integers, tuples and `_`.
    Coord,
    /// `tile!`: integers, tuples, `_` and layouts.
    Tiler,
}

/// The value of a literal (no calls): integers, tuples, `_` and layouts as `allow` permits.
pub fn value(ctx: &mut Ctx, n: &Node, allow: Allow) -> TokenStream {
    let p = ctx.p();
    match n {
        Node::Static(v, s) => static_val(ctx, *v, *s),
        Node::Dynamic(v, s) => dyn_val(*v, *s),
        Node::Expr(e, _) => quote!(#p::dynamic({ #e })),
        Node::Bad(s) => dyn_val(0, *s),
        Node::Tuple(items, _) => {
            let vs: Vec<_> = items.iter().map(|i| value(ctx, i, allow)).collect();
            quote!((#(#vs,)*))
        }
        Node::Underscore(s) if allow != Allow::IntTuple => quote_spanned!(*s=> #p::Underscore),
        Node::Layout(shape, stride) if allow == Allow::Tiler => layout_value(ctx, shape, stride),
        other => {
            let what = match allow {
                Allow::IntTuple => "an integer (`_N`, `N`, `{expr}`) or a tuple",
                Allow::Coord => "an integer, `_` or a tuple",
                Allow::Tiler => "a layout, an integer, `_` or a tuple of them",
            };
            ctx.errs.push(
                other.span(),
                format!("expected {what}, found {}", describe(other)),
            );
            dyn_val(0, other.span())
        }
    }
}

/// `Layout::new(shape, stride)` after checking both are IntTuples of the same profile; after
/// any error the stub is the compact layout of the shape.
pub fn layout_value(ctx: &mut Ctx, shape: &Node, stride: &Node) -> TokenStream {
    let k = ctx.krate.clone();
    let s = value(ctx, shape, Allow::IntTuple);
    let d = value(ctx, stride, Allow::IntTuple);
    if check_congruent(shape, stride, &mut ctx.errs) && ctx.errs.is_empty() {
        quote!(#k::Layout::new(#s, #d))
    } else {
        quote!(#k::make_layout(#s))
    }
}

/// The type of an IntTuple literal: a static integer, `i32` (written `i32` or any number), or a
/// tuple of them.
pub fn int_tuple_ty(ctx: &mut Ctx, n: &Node) -> TokenStream {
    match n {
        Node::Static(v, _) => static_ty(ctx, *v),
        Node::Dynamic(_, s) | Node::Bad(s) => quote_spanned!(*s=> i32),
        Node::Name(id) if id == "i32" => quote_spanned!(id.span()=> i32),
        Node::Tuple(items, _) => {
            let ts: Vec<_> = items.iter().map(|i| int_tuple_ty(ctx, i)).collect();
            quote!((#(#ts,)*))
        }
        other => {
            ctx.errs.push(
                other.span(),
                format!(
                    "expected a type leaf (`_N`, `i32` or a number) or a tuple, found {}",
                    describe(other)
                ),
            );
            quote!(i32)
        }
    }
}

/// A few words naming what a node is, for messages.
pub fn describe(n: &Node) -> String {
    match n {
        Node::Static(v, _) => format!("the static integer `_{v}`"),
        Node::Dynamic(v, _) => format!("the integer `{v}`"),
        Node::Expr(..) => "a `{expr}` value".into(),
        Node::Underscore(_) => "`_`".into(),
        Node::Tuple(..) => "a tuple".into(),
        Node::Layout(..) => "a layout `shape:stride`".into(),
        Node::Call(name, _) => format!("a call of `{name}`"),
        Node::Name(id) => format!("`{id}`"),
        Node::Bad(_) => "an invalid value".into(),
    }
}

/// Which macro is expanding.
#[derive(Clone, Copy)]
pub enum Which {
    /// `layout!`
    Layout,
    /// `shape!`, `stride!`
    IntTuple,
    /// `coord!`
    Coord,
    /// `tile!`
    Tile,
    /// `Layout![]`
    LayoutType,
    /// `Shape![]`, `Stride![]`
    IntTupleType,
    /// `cute!`
    Cute,
}

/// Expands one macro call: parse, expand, and on error add the `compile_error!`s to a stub.
pub fn expand(which: Which, input: TokenStream) -> TokenStream {
    let (krate, body) = split_krate(input);
    let mut ctx = Ctx {
        krate,
        errs: Errors::default(),
    };
    if crate::composed::is_composed(&body) {
        match which {
            Which::Layout => {
                let out = crate::composed::composed_value(&mut ctx, body);
                return finish(which, ctx, out);
            }
            Which::LayoutType => {
                let out = crate::composed::composed_type(&mut ctx, body);
                return finish(which, ctx, out);
            }
            _ => {}
        }
    }
    let node = parse_all(body, &mut ctx.errs);
    let out = match which {
        Which::Layout => match &node {
            Node::Layout(s, d) => layout_value(&mut ctx, s, d),
            other => {
                ctx.errs.push(
                    other.span(),
                    format!(
                        "layout! expects `shape:stride`, e.g. `(_2,_4):(_1,_2)`; found {}",
                        describe(other)
                    ),
                );
                let k = &ctx.krate;
                quote!(#k::Layout::new(0_i32, 0_i32))
            }
        },
        Which::IntTuple => value(&mut ctx, &node, Allow::IntTuple),
        Which::Coord => value(&mut ctx, &node, Allow::Coord),
        Which::Tile => value(&mut ctx, &node, Allow::Tiler),
        Which::LayoutType => match &node {
            Node::Layout(s, d) => {
                let k = ctx.krate.clone();
                let st = int_tuple_ty(&mut ctx, s);
                let dt = int_tuple_ty(&mut ctx, d);
                check_congruent(s, d, &mut ctx.errs);
                quote!(#k::Layout<#st, #dt>)
            }
            other => {
                ctx.errs.push(
                    other.span(),
                    format!(
                        "Layout! expects `shape:stride`, e.g. `(_2,i32):(_1,_2)`; found {}",
                        describe(other)
                    ),
                );
                let k = &ctx.krate;
                quote!(#k::Layout<i32, i32>)
            }
        },
        Which::IntTupleType => int_tuple_ty(&mut ctx, &node),
        Which::Cute => cute::expand_cute(&mut ctx, &node),
    };
    finish(which, ctx, out)
}

/// The expansion `out`, or after errors the `compile_error!`s with `out` as the stub.
fn finish(which: Which, ctx: Ctx, out: TokenStream) -> TokenStream {
    if ctx.errs.is_empty() {
        return out;
    }
    match which {
        // In a type, the errors sit in a const argument that `WithErrors<T, _>` ignores, so
        // the stub type (bad leaves as `i32`) stays and nothing else is reported.
        Which::LayoutType | Which::IntTupleType => {
            let p = ctx.p();
            let errs = ctx.errs.combined().map(syn::Error::into_compile_error);
            quote!(#p::WithErrors<#out, { #errs 0 }>)
        }
        _ => {
            let errs = ctx.errs.combined().map(syn::Error::into_compile_error);
            quote!({ #errs #out })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Ctx {
        Ctx {
            krate: quote!(::layout_core),
            errs: Errors::default(),
        }
    }

    fn squash(ts: TokenStream) -> String {
        ts.to_string()
            .replace(":: layout_core :: __private :: typenum :: ", "")
            .replace(' ', "")
    }

    #[test]
    fn static_types_are_binary() {
        let c = ctx();
        assert_eq!(squash(static_ty(&c, 0)), "Z0");
        assert_eq!(squash(static_ty(&c, 1)), "PInt<UInt<UTerm,B1>>");
        assert_eq!(
            squash(static_ty(&c, 6)),
            "PInt<UInt<UInt<UInt<UTerm,B1>,B1>,B0>>"
        );
        assert_eq!(squash(static_ty(&c, -2)), "NInt<UInt<UInt<UTerm,B1>,B0>>");
    }

    #[test]
    fn layout_expansion() {
        let out = expand(
            Which::Layout,
            "::layout_core ; (_2, 3):(_1, {n})".parse().unwrap(),
        );
        let s = out.to_string().replace(' ', "");
        assert!(s.starts_with("::layout_core::Layout::new(("), "{s}");
        assert!(s.contains("3i32"), "{s}");
        assert!(s.contains("::layout_core::__private::dynamic({n})"), "{s}");
    }

    #[test]
    fn errors_come_with_a_stub() {
        let out = expand(
            Which::Layout,
            "::layout_core ; (_2,_4):(_1,_2,_3)".parse().unwrap(),
        );
        let s = out.to_string();
        assert!(s.contains("compile_error"), "{s}");
        assert!(s.contains("make_layout"), "{s}");
    }
}
