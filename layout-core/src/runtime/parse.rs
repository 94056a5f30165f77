//! The parser of the expression language (`docs/EXPRESSIONS.md`).
//!
//! Grammar (spaces are allowed between any two tokens and ignored):
//!
//! ```text
//! expr  := layout [ 'o' offset 'o' layout ]   a composed layout `Sw<B,M,S> o O o L`
//!        | N 'o' expr                         a tensor over a counting iterator at `N`
//! layout:= term [ ':' term ]                  a layout when the ':' is present
//! offset:= term | 'smem_ptr[' N 'b](unset)' | 'M_' N '|(' N '&' N ')=' N
//! term  := '(' [ expr { ',' expr } ] ')'      a tuple; `(4)` is a rank-1 tuple, `()` is empty
//!        | '_' N | N | '_'                    static integer, dynamic integer, underscore
//!        | NAME [ '(' [ expr { ',' expr } ] ')' ]   `LayoutLeft`, `LayoutRight`, or a call
//!        | 'Sw<' N ',' N ',' N '>'            a swizzle
//!        | 'GMMA::' NAME '<' TYPE '>'         a named GMMA shared-memory layout atom
//!        | NAME '<' TYPE { ',' TYPE } '>' | ATOM   an MMA or copy atom (`runtime::atom`)
//! N     := [ '-' ] digits                     a 64-bit integer
//! ```
//!
//! Sub-expressions without calls are folded into [`Value`]s while parsing, so a literal layout
//! whose shape and stride are not congruent is rejected here, with its position.
//!
//! The parser never panics: every malformed input (including integers that do not fit in 64
//! bits and nesting deeper than [`MAX_DEPTH`]) is an [`Error`] of operation `parse` whose
//! message starts with the byte offset of the problem: `parse: at 7: expected ')' or ','`.

use super::composed::from_parts;
use super::{Error, Int, IntTuple, Layout, Value};

mod literal;
mod printed_forms;
use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// The deepest nesting of parentheses (tuples and calls) the parser accepts.
///
/// Deeper input is rejected with an error instead of risking the stack.
///
/// ```
/// use layout_core::runtime::{parse_value, MAX_DEPTH};
/// let deep = format!("{}_1{}", "(".repeat(MAX_DEPTH + 1), ")".repeat(MAX_DEPTH + 1));
/// assert!(parse_value(&deep).unwrap_err().to_string().contains("nesting deeper than"));
/// let ok = format!("{}_1{}", "(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
/// assert!(parse_value(&ok).is_ok());
/// ```
pub const MAX_DEPTH: usize = 128;

/// Parses a value written without calls: an integer (`_4`, `4`), `_`, a tuple, a layout
/// (`S:D`), `LayoutLeft` or `LayoutRight`.
///
/// Printing the result gives the canonical text (no spaces), and parsing that text again
/// gives the same value.
///
/// ```
/// use layout_core::runtime::parse_value;
/// let v = parse_value("( _2 , (2,_2) ) : (_4,(2,_1))").unwrap();
/// assert_eq!(v.to_string(), "(_2,(2,_2)):(_4,(2,_1))");
/// assert_eq!(parse_value("(4)").unwrap().to_string(), "(4)");
/// assert_eq!(
///     parse_value("(4,2):(1)").unwrap_err().to_string(),
///     "parse: at 5: shape (4,2) and stride (1) of a layout are not congruent"
/// );
/// assert!(parse_value("size(8:1)").is_err()); // calls need `evaluate`
/// ```
pub fn parse_value(text: &str) -> Result<Value, Error> {
    match parse_expr(text)? {
        Expr::Value(v) => Ok(v),
        other => {
            let (pos, name) = first_call(&other).unwrap_or((0, ""));
            Err(err(pos, format!("unexpected call `{name}` in a value")))
        }
    }
}

/// The position and name of the first call inside an expression.
fn first_call<'a>(e: &Expr<'a>) -> Option<(usize, &'a str)> {
    match e {
        Expr::Value(_) => None,
        Expr::Call { name, pos, .. } => Some((*pos, *name)),
        Expr::Tuple(items) => items.iter().find_map(first_call),
        Expr::Layout { shape, stride, .. } => first_call(shape).or_else(|| first_call(stride)),
    }
}

/// A parsed expression: a value, or a structure that still contains calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Expr<'a> {
    /// A sub-expression without calls, already folded into a value.
    Value(Value),
    /// A tuple with at least one call inside.
    Tuple(Vec<Expr<'a>>),
    /// `shape:stride` where one side contains a call; `pos` is the byte offset of the `:`.
    Layout {
        shape: Box<Expr<'a>>,
        stride: Box<Expr<'a>>,
        pos: usize,
    },
    /// `name(args...)`; `pos` is the byte offset of the name.
    Call {
        name: &'a str,
        args: Vec<Expr<'a>>,
        pos: usize,
    },
}

/// Parses a whole expression (values and calls).
pub(crate) fn parse_expr(text: &str) -> Result<Expr<'_>, Error> {
    let mut p = Parser { text, pos: 0 };
    let e = p.expr(0)?;
    p.skip_space();
    if p.pos < text.len() {
        return Err(p.expected("end of input"));
    }
    Ok(e)
}

/// Builds the layout `shape:stride` from two values, checking that both are IntTuples of the
/// same profile. The error message does not name an operation or position; callers add them.
pub(crate) fn make_layout_value(shape: &Value, stride: &Value) -> Result<Layout, String> {
    let s = shape.to_int_tuple().ok_or_else(|| {
        format!("the shape {shape} of a layout must be an integer or a tuple of integers")
    })?;
    let d = stride.to_int_tuple().ok_or_else(|| {
        format!("the stride {stride} of a layout must be an integer or a tuple of integers")
    })?;
    if !congruent(&s, &d) {
        return Err(format!(
            "shape {s} and stride {d} of a layout are not congruent"
        ));
    }
    Ok(Layout {
        shape: s,
        stride: d,
    })
}

/// [`make_layout_value`] moving the values (no copy of their trees).
pub(crate) fn make_layout_owned(shape: Value, stride: Value) -> Result<Layout, String> {
    fn int_tuple_like(v: &Value) -> bool {
        match v {
            Value::Int(_) => true,
            Value::Tuple(items) => items.iter().all(int_tuple_like),
            _ => false,
        }
    }
    fn into_int_tuple(v: Value) -> IntTuple {
        match v {
            Value::Tuple(items) => IntTuple::Tuple(items.into_iter().map(into_int_tuple).collect()),
            Value::Int(i) => IntTuple::Int(i),
            // checked by `int_tuple_like` first
            _ => IntTuple::Tuple(Vec::new()),
        }
    }
    if !(int_tuple_like(&shape) && int_tuple_like(&stride)) {
        return make_layout_value(&shape, &stride);
    }
    let (s, d) = (into_int_tuple(shape), into_int_tuple(stride));
    if !congruent(&s, &d) {
        return Err(format!(
            "shape {s} and stride {d} of a layout are not congruent"
        ));
    }
    Ok(Layout {
        shape: s,
        stride: d,
    })
}

/// Whether two IntTuples have the same profile (same nesting, same ranks).
pub(crate) fn congruent(a: &IntTuple, b: &IntTuple) -> bool {
    match (a, b) {
        (IntTuple::Int(_), IntTuple::Int(_)) => true,
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(u, v)| congruent(u, v))
        }
        _ => false,
    }
}

fn err(pos: usize, message: String) -> Error {
    Error::new("parse", format!("at {pos}: {message}"))
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn skip_space(&mut self) {
        let bytes = self.text.as_bytes();
        while let Some(&b) = bytes.get(self.pos) {
            match b {
                b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                0x80.. => {
                    // non-ASCII: Unicode white space, as `str::trim_start` sees it
                    let rest = &self.text[self.pos..];
                    self.pos += rest.len() - rest.trim_start().len();
                    return;
                }
                _ => return,
            }
        }
    }

    /// The next character after spaces, without consuming it.
    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        match self.text.as_bytes().get(self.pos) {
            Some(&b) if b.is_ascii() => Some(char::from(b)),
            _ => self.text[self.pos..].chars().next(),
        }
    }

    /// An "expected ..." error at the current position, naming what was found.
    fn expected(&mut self, what: &str) -> Error {
        let found = match self.peek() {
            None => "end of input".to_string(),
            Some(c) => format!("'{c}'"),
        };
        err(self.pos, format!("expected {what}, found {found}"))
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn expr(&mut self, depth: usize) -> Result<Expr<'a>, Error> {
        let first = self.layout(depth)?;
        if !self.at_compose() {
            return Ok(first);
        }
        let pos = self.pos;
        self.pos += 1;
        if let Expr::Value(n @ Value::Int(_)) = &first {
            // `N o L`: a tensor over a counting iterator
            return match self.expr(depth)? {
                Expr::Value(l) => super::tensor::from_parts(n, l)
                    .map(|t| Expr::Value(Value::Tensor(t)))
                    .map_err(|m| err(pos, m)),
                _ => Err(err(
                    pos,
                    "the layout of `N o L` must be a value, not a call".to_string(),
                )),
            };
        }
        let offset = self.offset(depth)?;
        if !self.at_compose() {
            return Err(self.expected("` o ` and the layout of `A o O o B`"));
        }
        self.pos += 1;
        let inner = self.layout(depth)?;
        match (first, inner) {
            (Expr::Value(a), Expr::Value(b)) => from_parts(&a, offset, &b)
                .map(|c| Expr::Value(Value::Composed(c)))
                .map_err(|m| err(pos, m)),
            _ => Err(err(
                pos,
                "the parts of `A o O o B` must be values, not calls".to_string(),
            )),
        }
    }

    fn layout(&mut self, depth: usize) -> Result<Expr<'a>, Error> {
        if let Some(e) = self.literal(depth) {
            return Ok(e);
        }
        let shape = self.term(depth)?;
        if self.peek() != Some(':') {
            return Ok(shape);
        }
        let colon = self.pos;
        self.pos += 1;
        let stride = self.term(depth)?;
        match (shape, stride) {
            (Expr::Value(s), Expr::Value(d)) => make_layout_owned(s, d)
                .map(Value::Layout)
                .map(Expr::Value)
                .map_err(|m| err(colon, m)),
            (s, d) => Ok(Expr::Layout {
                shape: Box::new(s),
                stride: Box::new(d),
                pos: colon,
            }),
        }
    }

    fn term(&mut self, depth: usize) -> Result<Expr<'a>, Error> {
        let start = match self.peek() {
            None => return Err(self.expected("a value")),
            Some(c) => c,
        };
        match start {
            '(' => {
                let items = self.list(depth)?;
                if items.iter().all(|e| matches!(e, Expr::Value(_))) {
                    let values = items
                        .into_iter()
                        .filter_map(|e| match e {
                            Expr::Value(v) => Some(v),
                            _ => None,
                        })
                        .collect();
                    Ok(Expr::Value(Value::Tuple(values)))
                } else {
                    Ok(Expr::Tuple(items))
                }
            }
            '_' => {
                self.pos += 1;
                match self.text[self.pos..].chars().next() {
                    Some(c) if c.is_ascii_digit() || c == '-' => {
                        Ok(Expr::Value(Value::Int(Int::stat(self.integer()?))))
                    }
                    _ => Ok(Expr::Value(Value::Underscore)),
                }
            }
            c if c.is_ascii_digit() || c == '-' => {
                Ok(Expr::Value(Value::Int(Int::dynamic(self.integer()?))))
            }
            c if c.is_ascii_alphabetic() => self.name(depth),
            _ => Err(self.expected("a value")),
        }
    }

    /// `'(' [ expr { ',' expr } ] ')'`, the opening parenthesis being the next token.
    fn list(&mut self, depth: usize) -> Result<Vec<Expr<'a>>, Error> {
        if depth >= MAX_DEPTH {
            return Err(err(
                self.pos,
                format!("nesting deeper than {MAX_DEPTH} levels"),
            ));
        }
        self.eat('(');
        let mut items = Vec::new();
        if self.eat(')') {
            return Ok(items);
        }
        loop {
            items.push(self.expr(depth + 1)?);
            if self.eat(')') {
                return Ok(items);
            }
            if !self.eat(',') {
                return Err(self.expected("')' or ','"));
            }
        }
    }

    /// An identifier: `LayoutLeft`, `LayoutRight` or the name of a call.
    fn name(&mut self, depth: usize) -> Result<Expr<'a>, Error> {
        let start = self.pos;
        let len = self.text[start..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(self.text.len() - start);
        self.pos += len;
        let text: &'a str = self.text;
        let name = &text[start..start + len];
        if name == "Sw" && text[self.pos..].starts_with('<') {
            return self.swizzle(start);
        }
        if name == "GMMA" && text[self.pos..].starts_with("::") {
            return self.gmma_atom(start);
        }
        if let Some((len, atom)) = super::atom::atom_at(&text[start..], len) {
            self.pos = start + len;
            return atom.map(Expr::Value).map_err(|e| err(start, e.to_string()));
        }
        if self.peek() == Some('(') {
            let args = self.list(depth)?;
            return Ok(Expr::Call {
                name,
                args,
                pos: start,
            });
        }
        match name {
            "LayoutLeft" => Ok(Expr::Value(Value::LayoutLeft)),
            "LayoutRight" => Ok(Expr::Value(Value::LayoutRight)),
            // CuTe's `X`, the underscore's name in projections (`Step<_1, X, _1>`)
            "X" => Ok(Expr::Value(Value::Underscore)),
            _ => Err(err(
                start,
                format!("unknown name `{name}` (a call needs parentheses)"),
            )),
        }
    }

    /// `[ '-' ] digits` at the current position (no spaces inside).
    fn integer(&mut self) -> Result<i64, Error> {
        let start = self.pos;
        let bytes = self.text.as_bytes();
        let negative = bytes.get(self.pos) == Some(&b'-');
        if negative {
            self.pos += 1;
        }
        let digits_start = self.pos;
        let mut value: i64 = 0;
        while let Some(d) = bytes.get(self.pos).filter(|b| b.is_ascii_digit()) {
            let d = i64::from(d - b'0');
            // Accumulate on the negative side so that i64::MIN is representable.
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_sub(d))
                .ok_or_else(|| err(start, "integer does not fit in 64 bits".to_string()))?;
            self.pos += 1;
        }
        if self.pos == digits_start {
            return Err(err(self.pos, "expected a digit".to_string()));
        }
        if negative {
            Ok(value)
        } else {
            value
                .checked_neg()
                .ok_or_else(|| err(start, "integer does not fit in 64 bits".to_string()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(text: &str) -> String {
        match parse_value(text) {
            Ok(v) => v.to_string(),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn values() {
        assert_eq!(round("_-1"), "_-1");
        assert_eq!(round(" -2 "), "-2");
        assert_eq!(round("()"), "()");
        assert_eq!(round("():()"), "():()");
        assert_eq!(round("(_3:_1, _ , _4)"), "(_3:_1,_,_4)");
        assert_eq!(round("LayoutRight"), "LayoutRight");
        assert_eq!(round("-9223372036854775808"), "-9223372036854775808");
        assert_eq!(round("_9223372036854775807"), "_9223372036854775807");
    }

    #[test]
    fn errors() {
        assert_eq!(
            round("(1,2 3)"),
            "parse: at 5: expected ')' or ',', found '3'"
        );
        assert_eq!(
            round("9223372036854775808"),
            "parse: at 0: integer does not fit in 64 bits"
        );
        assert_eq!(
            round("(1"),
            "parse: at 2: expected ')' or ',', found end of input"
        );
        assert_eq!(
            round("1:2:3"),
            "parse: at 3: expected end of input, found ':'"
        );
        assert_eq!(round("_-"), "parse: at 2: expected a digit");
        assert_eq!(
            round("foo"),
            "parse: at 0: unknown name `foo` (a call needs parentheses)"
        );
        assert_eq!(
            round(""),
            "parse: at 0: expected a value, found end of input"
        );
        assert_eq!(round("(1,é)"), "parse: at 3: expected a value, found 'é'");
        let deep = "(".repeat(100_000);
        assert!(round(&deep).contains("nesting deeper"));
    }
}
