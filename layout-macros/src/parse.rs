//! Parsing CuTe notation from tokens into a small AST, in plain Rust over `proc_macro2`.
//!
//! The grammar (that of `docs/EXPRESSIONS.md`, written as Rust tokens):
//!
//! ```text
//! term    := primary [ ':' primary ]            a layout when the ':' is present
//! primary := '_N' | '_' '-' N                  a static integer (`_4`, `_-1`)
//!          | N | '-' N                          a dynamic integer (`4`, `-2`)
//!          | '{' rust-expression '}'            a dynamic integer computed at run time
//!          | '_'                                the underscore
//!          | '(' [ term { ',' term } [','] ] ')'  a tuple (a rank-1 tuple keeps its parentheses)
//!          | name '(' [ term { ',' term } ] ')'  a call (`cute!` only)
//!          | name                               `LayoutLeft`, `LayoutRight`, or `i32` in types
//! ```
//!
//! Errors are collected, not returned at the first one: a bad leaf is recorded with the span of
//! its token and replaced by [`Node::Bad`], so the rest of the input is still checked and the
//! expansion can emit a stub of the right shape next to the `compile_error!`s.

use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use std::fmt::Write as _;

/// A parsed piece of CuTe notation.
#[derive(Clone, Debug)]
pub enum Node {
    /// A static integer `_N` (CuTe's `Int<N>`).
    Static(i64, Span),
    /// A dynamic integer literal `N` (CuTe's `int`).
    Dynamic(i64, Span),
    /// A dynamic integer computed by a Rust expression: `{expr}`.
    Expr(TokenStream, Span),
    /// CuTe's `_`.
    Underscore(Span),
    /// A tuple `(a, b, ...)`.
    Tuple(Vec<Node>, Span),
    /// A layout `shape:stride`.
    Layout(Box<Node>, Box<Node>),
    /// A call `name(args...)`.
    Call(Ident, Vec<Node>),
    /// A bare name: `LayoutLeft`, `LayoutRight`, or `i32` (a dynamic leaf in a type).
    Name(Ident),
    /// A piece that did not parse; its error is already recorded.
    Bad(Span),
}

impl Node {
    /// The span of the node's first token (the whole group for a tuple).
    pub fn span(&self) -> Span {
        match self {
            Node::Static(_, s)
            | Node::Dynamic(_, s)
            | Node::Expr(_, s)
            | Node::Underscore(s)
            | Node::Tuple(_, s)
            | Node::Bad(s) => *s,
            Node::Layout(shape, _) => shape.span(),
            Node::Call(name, _) | Node::Name(name) => name.span(),
        }
    }

    /// Whether this is an IntTuple literal: integers and tuples of them, nothing else.
    pub fn is_int_tuple(&self) -> bool {
        match self {
            Node::Static(..) | Node::Dynamic(..) | Node::Expr(..) | Node::Bad(_) => true,
            Node::Tuple(items, _) => items.iter().all(Node::is_int_tuple),
            _ => false,
        }
    }
}

/// Collects errors (serde's `Ctxt`): every problem is reported, each at its own token.
#[derive(Default)]
pub struct Errors(Vec<syn::Error>);

impl Errors {
    /// Records an error at `span`.
    pub fn push(&mut self, span: Span, msg: impl std::fmt::Display) {
        self.0.push(syn::Error::new(span, msg));
    }
    /// Whether nothing went wrong.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// All errors combined into one (`None` when there is none).
    pub fn combined(self) -> Option<syn::Error> {
        let mut it = self.0.into_iter();
        let mut first = it.next()?;
        for e in it {
            first.combine(e);
        }
        Some(first)
    }
    /// The messages, for tests.
    #[cfg(test)]
    pub fn messages(&self) -> Vec<String> {
        self.0.iter().map(|e| e.to_string()).collect()
    }
}

/// Splits the `$crate ;` prefix the `macro_rules!` façades put before the user's tokens.
pub fn split_krate(input: TokenStream) -> (TokenStream, TokenStream) {
    let mut krate = TokenStream::new();
    let mut it = input.into_iter();
    for tt in it.by_ref() {
        if let TokenTree::Punct(p) = &tt {
            if p.as_char() == ';' {
                return (krate, it.collect());
            }
        }
        krate.extend([tt]);
    }
    // No separator: the whole input was the user's (direct use of the proc macro).
    (quote::quote!(::layout_core), krate)
}

/// Parses one term that must fill the whole input (`layout!`, `shape!`, `cute!`, ...).
pub fn parse_all(input: TokenStream, errs: &mut Errors) -> Node {
    let toks: Vec<TokenTree> = input.into_iter().collect();
    if toks.is_empty() {
        errs.push(
            Span::call_site(),
            "expected CuTe notation, e.g. `(_2,_4):(_1,_2)`, found nothing",
        );
        return Node::Bad(Span::call_site());
    }
    let mut p = Parser {
        toks: &toks,
        pos: 0,
    };
    let node = p.term(errs);
    if let Some(extra) = p.peek() {
        errs.push(
            extra.span(),
            format!(
                "unexpected `{}` after the end of the expression",
                short(extra)
            ),
        );
    }
    node
}

struct Parser<'a> {
    toks: &'a [TokenTree],
    pos: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&TokenTree> {
        self.toks.get(self.pos)
    }
    fn peek_at(&self, k: usize) -> Option<&TokenTree> {
        self.toks.get(self.pos + k)
    }
    fn next(&mut self) -> Option<TokenTree> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }
    fn at_punct(&self, c: char) -> bool {
        matches!(self.peek(), Some(TokenTree::Punct(p)) if p.as_char() == c)
    }

    /// `primary [':' primary]`.
    fn term(&mut self, errs: &mut Errors) -> Node {
        let first = self.primary(errs);
        if self.at_punct(':') {
            let colon = self.next();
            if self.at_punct(':') {
                // `a::b`
                let span = colon.map_or_else(Span::call_site, |c| c.span());
                errs.push(
                    span,
                    "expected `shape:stride` with a single `:`, found `::`",
                );
                self.next();
            }
            if self.peek().is_none() || self.at_punct(',') {
                let span = self
                    .peek()
                    .map_or_else(|| self.last_span(), TokenTree::span);
                errs.push(span, "expected a stride after `:`");
                return Node::Layout(Box::new(first), Box::new(Node::Bad(span)));
            }
            let second = self.primary(errs);
            return Node::Layout(Box::new(first), Box::new(second));
        }
        first
    }

    fn last_span(&self) -> Span {
        self.toks
            .get(self.pos.saturating_sub(1))
            .map_or_else(Span::call_site, TokenTree::span)
    }

    fn primary(&mut self, errs: &mut Errors) -> Node {
        let Some(tok) = self.next() else {
            let span = self.last_span();
            errs.push(span, "expected a value, found the end of the input");
            return Node::Bad(span);
        };
        match tok {
            TokenTree::Group(g) => self.group(g, errs),
            TokenTree::Literal(lit) => parse_number(&lit.to_string(), false, lit.span(), errs)
                .map_or(Node::Bad(lit.span()), |v| Node::Dynamic(v, lit.span())),
            TokenTree::Punct(p) if p.as_char() == '-' => match self.next() {
                Some(TokenTree::Literal(lit)) => {
                    parse_number(&lit.to_string(), true, lit.span(), errs)
                        .map_or(Node::Bad(lit.span()), |v| Node::Dynamic(v, p.span()))
                }
                other => {
                    let span = other.as_ref().map_or(p.span(), TokenTree::span);
                    errs.push(span, "expected a number after `-`");
                    Node::Bad(span)
                }
            },
            TokenTree::Punct(p) if p.as_char() == '_' => self.underscore(p.span(), errs),
            TokenTree::Ident(id) => self.ident(id, errs),
            TokenTree::Punct(p) => {
                errs.push(
                    p.span(),
                    format!(
                        "unexpected `{}`: expected a number, `_N`, `_`, `{{expr}}` or a tuple",
                        p.as_char()
                    ),
                );
                Node::Bad(p.span())
            }
        }
    }

    fn group(&mut self, g: Group, errs: &mut Errors) -> Node {
        match g.delimiter() {
            Delimiter::Parenthesis => Node::Tuple(parse_list(g.stream(), errs), g.span()),
            Delimiter::Brace => {
                if g.stream().is_empty() {
                    errs.push(g.span(), "expected a Rust expression inside `{}`");
                    return Node::Bad(g.span());
                }
                Node::Expr(g.stream(), g.span())
            }
            Delimiter::None => {
                // An invisible group from a macro_rules fragment: look inside.
                let mut inner = Parser {
                    toks: &g.stream().into_iter().collect::<Vec<_>>(),
                    pos: 0,
                };
                inner.term(errs)
            }
            Delimiter::Bracket => {
                errs.push(
                    g.span(),
                    "unexpected `[...]`: tuples are written with parentheses `(a,b)`",
                );
                Node::Bad(g.span())
            }
        }
    }

    /// After a lone `_`: either the underscore or a negative static `_-N`.
    fn underscore(&mut self, span: Span, errs: &mut Errors) -> Node {
        if self.at_punct('-') {
            if let Some(TokenTree::Literal(lit)) = self.peek_at(1) {
                let lit = lit.clone();
                self.pos += 2;
                return parse_number(&lit.to_string(), true, lit.span(), errs)
                    .map_or(Node::Bad(lit.span()), |v| Node::Static(v, span));
            }
        }
        Node::Underscore(span)
    }

    fn ident(&mut self, id: Ident, errs: &mut Errors) -> Node {
        let name = id.to_string();
        if name == "_" {
            return self.underscore(id.span(), errs);
        }
        if let Some(digits) = name.strip_prefix('_') {
            if digits.starts_with(|c: char| c.is_ascii_digit()) {
                return parse_number(digits, false, id.span(), errs)
                    .map_or(Node::Bad(id.span()), |v| Node::Static(v, id.span()));
            }
        }
        if let Some(TokenTree::Group(g)) = self.peek() {
            if g.delimiter() == Delimiter::Parenthesis {
                let g = g.clone();
                self.pos += 1;
                return Node::Call(id, parse_list(g.stream(), errs));
            }
        }
        Node::Name(id)
    }
}

/// A comma-separated list of terms (the inside of a tuple or of a call).
pub fn parse_list(stream: TokenStream, errs: &mut Errors) -> Vec<Node> {
    let toks: Vec<TokenTree> = stream.into_iter().collect();
    let mut p = Parser {
        toks: &toks,
        pos: 0,
    };
    let mut items = Vec::new();
    while p.peek().is_some() {
        if p.at_punct(',') {
            let span = p.peek().map_or_else(Span::call_site, TokenTree::span);
            errs.push(span, "expected a value before `,`");
            p.next();
            continue;
        }
        items.push(p.term(errs));
        match p.peek() {
            None => break,
            Some(TokenTree::Punct(c)) if c.as_char() == ',' => {
                p.next();
            }
            Some(other) => {
                errs.push(
                    other.span(),
                    format!("expected `,` or `)`, found `{}`", short(other)),
                );
                // skip to the next comma
                while p.peek().is_some() && !p.at_punct(',') {
                    p.next();
                }
                p.next();
            }
        }
    }
    items
}

/// Parses the digits of an integer literal (decimal, `_` separators and an `i32` suffix
/// allowed), negated when `neg`; the value must fit an `i32`.
pub fn parse_number(text: &str, neg: bool, span: Span, errs: &mut Errors) -> Option<i64> {
    let body = text.strip_suffix("i32").unwrap_or(text);
    let digits: String = body.chars().filter(|&c| c != '_').collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        errs.push(
            span,
            format!("expected an integer, found `{text}` (values are decimal integers)"),
        );
        return None;
    }
    let v: i64 = match digits.parse::<u64>() {
        Ok(v) if v <= i32::MAX as u64 + u64::from(neg) => v as i64,
        _ => {
            errs.push(
                span,
                format!("integer `{text}` does not fit an i32 (CuTe's `int`)"),
            );
            return None;
        }
    };
    Some(if neg { -v } else { v })
}

/// A short rendering of a token for messages.
fn short(t: &TokenTree) -> String {
    let mut s = String::new();
    match t {
        TokenTree::Group(g) => {
            let (o, c) = match g.delimiter() {
                Delimiter::Parenthesis => ("(", ")"),
                Delimiter::Brace => ("{", "}"),
                Delimiter::Bracket => ("[", "]"),
                Delimiter::None => ("", ""),
            };
            let _ = write!(s, "{o}...{c}");
        }
        other => {
            let _ = write!(s, "{other}");
        }
    }
    s
}

/// Checks that `shape` and `stride` have the same profile; reports the first difference on the
/// stride's token ("shape has rank 2 but stride has rank 3").
pub fn check_congruent(shape: &Node, stride: &Node, errs: &mut Errors) -> bool {
    match (shape, stride) {
        (Node::Bad(_), _) | (_, Node::Bad(_)) => true,
        (Node::Tuple(a, _), Node::Tuple(b, sp)) => {
            if a.len() != b.len() {
                errs.push(
                    *sp,
                    format!("shape has rank {} but stride has rank {}", a.len(), b.len()),
                );
                return false;
            }
            let mut ok = true;
            for (x, y) in a.iter().zip(b) {
                ok &= check_congruent(x, y, errs);
            }
            ok
        }
        (Node::Tuple(a, _), y) => {
            errs.push(
                y.span(),
                format!(
                    "shape is a tuple of rank {} but stride is an integer",
                    a.len()
                ),
            );
            false
        }
        (_, Node::Tuple(b, sp)) => {
            errs.push(
                *sp,
                format!(
                    "shape is an integer but stride is a tuple of rank {}",
                    b.len()
                ),
            );
            false
        }
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> (Node, Vec<String>) {
        let mut errs = Errors::default();
        let ts: TokenStream = s.parse().unwrap();
        let n = parse_all(ts, &mut errs);
        (n, errs.messages())
    }

    #[test]
    fn layouts_and_leaves() {
        let (n, e) = parse("(_2,(_2,_2)):(_4,(2,{x}))");
        assert!(e.is_empty(), "{e:?}");
        let Node::Layout(s, d) = n else {
            panic!("not a layout")
        };
        assert!(matches!(*s, Node::Tuple(ref v, _) if v.len() == 2));
        let Node::Tuple(dv, _) = *d else { panic!() };
        let Node::Tuple(inner, _) = &dv[1] else {
            panic!()
        };
        assert!(matches!(inner[0], Node::Dynamic(2, _)));
        assert!(matches!(inner[1], Node::Expr(..)));
    }

    #[test]
    fn negative_and_underscore() {
        let (n, e) = parse("(_-1, -2, _, _0)");
        assert!(e.is_empty(), "{e:?}");
        let Node::Tuple(v, _) = n else { panic!() };
        assert!(matches!(v[0], Node::Static(-1, _)));
        assert!(matches!(v[1], Node::Dynamic(-2, _)));
        assert!(matches!(v[2], Node::Underscore(_)));
        assert!(matches!(v[3], Node::Static(0, _)));
    }

    #[test]
    fn calls() {
        let (n, e) = parse("composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))");
        assert!(e.is_empty(), "{e:?}");
        let Node::Call(name, args) = n else { panic!() };
        assert_eq!(name.to_string(), "composition");
        assert_eq!(args.len(), 2);
    }

    #[test]
    fn errors_accumulate() {
        let (_, e) = parse("(_2, x$, 99999999999):(_1,_2,_3)");
        assert!(e.len() >= 2, "{e:?}");
        assert!(e.iter().any(|m| m.contains("does not fit an i32")), "{e:?}");
    }

    #[test]
    fn rank_mismatch() {
        let mut errs = Errors::default();
        let (Node::Layout(s, d), _) = parse("(_2,_4):(_1,_2,_3)") else {
            panic!()
        };
        assert!(!check_congruent(&s, &d, &mut errs));
        assert_eq!(
            errs.messages(),
            vec!["shape has rank 2 but stride has rank 3".to_string()]
        );
    }

    #[test]
    fn trailing_tokens() {
        let (_, e) = parse("_2:_1 _3");
        assert_eq!(e, vec!["unexpected `_3` after the end of the expression"]);
    }

    #[test]
    fn krate_prefix() {
        let ts: TokenStream = "::layout_core ; (_2):(_1)".parse().unwrap();
        let (k, rest) = split_krate(ts);
        assert_eq!(k.to_string(), ":: layout_core");
        assert_eq!(rest.to_string(), "(_2) : (_1)");
    }
}
