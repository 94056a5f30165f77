//! The printed forms of swizzles and composed layouts in the expression language: `Sw<B,M,S>`,
//! the composition mark `o` of `A o O o B`, the offsets `smem_ptr[Nb](unset)` and
//! `M_S|(D&F)=V`, and the named atoms `GMMA::Layout_..._Atom<T>`.

use super::{err, Expr, Parser};
use crate::runtime::composed::Offset;
use crate::runtime::{Error, MixedBits, Value};
use alloc::format;
use alloc::string::ToString;

impl<'a> Parser<'a> {
    /// Whether the next token is the composition mark `o` (a lone `o`, not a longer name).
    pub(super) fn at_compose(&mut self) -> bool {
        if self.peek() != Some('o') {
            return false;
        }
        let next = self.text[self.pos + 1..].chars().next();
        !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    }

    /// The offset `O` of `A o O o B`: an integer, `smem_ptr[Nb](unset)` or `M_S|(D&F)=V`.
    pub(super) fn offset(&mut self, depth: usize) -> Result<Offset, Error> {
        self.skip_space();
        let start = self.pos;
        let rest = &self.text[self.pos..];
        if rest.starts_with("smem_ptr[") {
            self.pos += "smem_ptr[".len();
            let bits = self.integer()?;
            if !self.text[self.pos..].starts_with("b](unset)") {
                return Err(self.expected("`b](unset)`"));
            }
            self.pos += "b](unset)".len();
            return u32::try_from(bits)
                .ok()
                .filter(|b| *b > 0)
                .map(Offset::SmemFlag)
                .ok_or_else(|| err(start, format!("element width {bits} must be positive")));
        }
        if rest.starts_with("M_") && rest[2..].starts_with(|c: char| c.is_ascii_digit()) {
            self.pos += 2;
            let fixed = self.integer()?;
            let field = |p: &mut Self, lead: &str| -> Result<i64, Error> {
                if !p.text[p.pos..].starts_with(lead) {
                    return Err(p.expected(&format!("`{lead}`")));
                }
                p.pos += lead.len();
                p.integer()
            };
            let dynamic = field(self, "|(")?;
            let flags = field(self, "&")?;
            let value = field(self, ")=")?;
            let bits = |v: i64| u32::try_from(v).ok();
            return match (bits(fixed), bits(dynamic), bits(flags)) {
                (Some(s), Some(d), Some(f)) if s & f == 0 && f != 0 && d & !f == 0 => {
                    let m = MixedBits::new(s, d, f);
                    if m.value() != value {
                        return Err(err(
                            start,
                            format!(
                                "mixed bits {s}|({d}&{f}) have the value {}, not {value}",
                                m.value()
                            ),
                        ));
                    }
                    Ok(Offset::Mixed(m))
                }
                _ => Err(err(
                    start,
                    "mixed bits need 32-bit S, D, F with F non-zero, S & F == 0 and D inside F"
                        .to_string(),
                )),
            };
        }
        match self.term(depth)? {
            Expr::Value(Value::Int(i)) => Ok(Offset::Int(i)),
            _ => Err(err(
                start,
                "the offset of `A o O o B` must be an integer, `smem_ptr[Nb](unset)` or `M_S|(D&F)=V`"
                    .to_string(),
            )),
        }
    }

    /// `<B,M,S>` after `Sw`: a swizzle.
    pub(super) fn swizzle(&mut self, start: usize) -> Result<Expr<'a>, Error> {
        self.pos += 1;
        let mut v = [0i64; 3];
        for (k, slot) in v.iter_mut().enumerate() {
            self.skip_space();
            *slot = self.integer()?;
            let sep = if k == 2 { '>' } else { ',' };
            if !self.eat(sep) {
                return Err(self.expected(&format!("'{sep}' in Sw<B,M,S>")));
            }
        }
        crate::runtime::Swizzle::new(v[0], v[1], v[2])
            .map(|s| Expr::Value(Value::Swizzle(s)))
            .map_err(|e| err(start, e.to_string()))
    }

    /// `::NAME<TYPE>` after `GMMA`: a named GMMA shared-memory layout atom.
    pub(super) fn gmma_atom(&mut self, start: usize) -> Result<Expr<'a>, Error> {
        self.pos += 2;
        let rest = &self.text[self.pos..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let name = &rest[..len];
        self.pos += len;
        if !self.eat('<') {
            return Err(self.expected("'<' and an element type"));
        }
        let rest = &self.text[self.pos..];
        let Some(close) = rest.find('>') else {
            return Err(self.expected("'>' after the element type"));
        };
        let element = rest[..close].trim();
        self.pos += close + 1;
        crate::runtime::smem_atom::gmma_atom_value(name, element)
            .map(Expr::Value)
            .map_err(|e| err(start, e.to_string()))
    }
}
