//! C++ type names as the expression language writes atoms: `UniversalFMA<float>`,
//! `Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>`,
//! `SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::MN>`.
//!
//! A type name is a (possibly `::`-qualified) identifier with optional template arguments,
//! each itself a type name or an integer. Spaces between tokens are allowed and dropped, so
//! the canonical text of a name (its `Display`) has none.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// A C++ type name with its template arguments.
///
/// ```
/// use layout_core::runtime::atom::TypeName;
/// let t = TypeName::parse("Copy_Atom< UniversalCopy<uint128_t>, half_t >").unwrap();
/// assert_eq!(t.name, "Copy_Atom");
/// assert_eq!(t.args[1].name, "half_t");
/// assert_eq!(t.to_string(), "Copy_Atom<UniversalCopy<uint128_t>,half_t>");
/// assert!(TypeName::parse("Copy_Atom<half_t").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeName {
    /// The identifier, with its qualification (`GMMA::Major::K`).
    pub name: String,
    /// The template arguments, in order (empty without `<...>`).
    pub args: Vec<TypeName>,
}

impl TypeName {
    /// A name without template arguments.
    pub fn plain(name: &str) -> TypeName {
        TypeName {
            name: name.to_string(),
            args: Vec::new(),
        }
    }

    /// Parses a whole type name; the error says what was expected where.
    pub fn parse(text: &str) -> Result<TypeName, String> {
        let mut p = NameParser { text, pos: 0 };
        let t = p.type_name(0)?;
        p.skip_space();
        if p.pos < text.len() {
            return Err(format!(
                "unexpected `{}` after the type name `{t}`",
                &text[p.pos..]
            ));
        }
        Ok(t)
    }

    /// The name without a `cute::` or `cutlass::` qualification.
    pub fn base(&self) -> &str {
        self.name
            .strip_prefix("cute::")
            .or_else(|| self.name.strip_prefix("cutlass::"))
            .unwrap_or(&self.name)
    }
}

impl fmt::Display for TypeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("<")?;
        for (k, a) in self.args.iter().enumerate() {
            if k > 0 {
                f.write_str(",")?;
            }
            a.fmt(f)?;
        }
        f.write_str(">")
    }
}

/// The number of bytes at the start of `text` that form an identifier followed by its
/// balanced template arguments `<...>` (spaces before `<` allowed); the parser of the
/// expression language takes these bytes as one type name.
pub(crate) fn type_name_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
        i += 1;
    }
    let ident = i;
    while i < bytes.len() && bytes[i] == b' ' {
        i += 1;
    }
    if bytes.get(i) != Some(&b'<') {
        return ident;
    }
    let mut depth = 0usize;
    while i < bytes.len() {
        match bytes[i] {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            b'(' | b')' => return ident,
            _ => {}
        }
        i += 1;
    }
    ident
}

/// Template arguments nest at most this deep.
const MAX_NESTING: usize = 16;

struct NameParser<'a> {
    text: &'a str,
    pos: usize,
}

impl NameParser<'_> {
    fn skip_space(&mut self) {
        while self.text[self.pos..].starts_with(' ') {
            self.pos += 1;
        }
    }

    fn ident(&mut self) -> Result<String, String> {
        self.skip_space();
        let mut out = String::new();
        loop {
            let rest = &self.text[self.pos..];
            let len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            if len == 0 {
                let found = rest
                    .chars()
                    .next()
                    .map_or("the end".to_string(), |c| format!("`{c}`"));
                return Err(format!(
                    "expected a type name at {}, found {found}",
                    self.pos
                ));
            }
            out.push_str(&rest[..len]);
            self.pos += len;
            if self.text[self.pos..].starts_with("::") {
                self.pos += 2;
                out.push_str("::");
            } else {
                return Ok(out);
            }
        }
    }

    fn type_name(&mut self, depth: usize) -> Result<TypeName, String> {
        if depth > MAX_NESTING {
            return Err(format!(
                "template arguments nested deeper than {MAX_NESTING}"
            ));
        }
        let name = self.ident()?;
        self.skip_space();
        let mut args = Vec::new();
        if self.text[self.pos..].starts_with('<') {
            self.pos += 1;
            loop {
                args.push(self.type_name(depth + 1)?);
                self.skip_space();
                let rest = &self.text[self.pos..];
                if rest.starts_with('>') {
                    self.pos += 1;
                    break;
                }
                if !rest.starts_with(',') {
                    return Err(format!(
                        "expected `,` or `>` in the template arguments of `{name}` at {}",
                        self.pos
                    ));
                }
                self.pos += 1;
            }
        }
        Ok(TypeName { name, args })
    }
}

/// The width in bits of a value type name: CuTe's numeric types (`half_t`, `bfloat16_t`,
/// `tfloat32_t`, `float_e4m3_t`, ...), the standard integer and floating types, and the
/// sub-byte integers (`uint1_t`, `int4b_t`, ...), with or without `cute::`/`cutlass::`.
///
/// ```
/// use layout_core::runtime::atom::{value_bits, TypeName};
/// assert_eq!(value_bits(&TypeName::plain("cutlass::half_t")), Some(16));
/// assert_eq!(value_bits(&TypeName::plain("uint128_t")), Some(128));
/// assert_eq!(value_bits(&TypeName::plain("int4b_t")), Some(4));
/// assert_eq!(value_bits(&TypeName::plain("widget")), None);
/// ```
pub fn value_bits(t: &TypeName) -> Option<u32> {
    if !t.args.is_empty() {
        return match (t.base(), t.args.as_slice()) {
            ("complex", [inner]) => value_bits(inner).map(|b| 2 * b),
            _ => None,
        };
    }
    let name = t.base();
    crate::runtime::element_bits(name).or(match name {
        "uint1_t" | "int1_t" | "bin1_t" => Some(1),
        "uint2_t" | "int2_t" | "uint2b_t" | "int2b_t" => Some(2),
        "uint4_t" | "int4_t" | "uint4b_t" | "int4b_t" | "float_e2m1_t" => Some(4),
        "float_e2m3_t" | "float_e3m2_t" => Some(6),
        "bfloat16" | "half" => Some(16),
        "double" => Some(64),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_cover_the_template_arguments() {
        let text = "Copy_Atom<UniversalCopy<uint128_t>,half_t>, x";
        assert_eq!(
            &text[..type_name_len(text)],
            "Copy_Atom<UniversalCopy<uint128_t>,half_t>"
        );
        assert_eq!(
            type_name_len("SM75_U32x4_LDSM_N)"),
            "SM75_U32x4_LDSM_N".len()
        );
        assert_eq!(type_name_len("Foo<(1)>"), 3);
        assert_eq!(type_name_len("Foo<a"), 3);
    }

    #[test]
    fn qualified_names_and_errors() {
        let t =
            TypeName::parse("SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::MN>").unwrap();
        assert_eq!(t.args[1].name, "GMMA::Major::MN");
        assert!(TypeName::parse("A<>")
            .unwrap_err()
            .contains("expected a type name"));
        assert!(TypeName::parse("A<b c>")
            .unwrap_err()
            .contains("expected `,` or `>`"));
        let deep = format!("{}x{}", "A<".repeat(40), ">".repeat(40));
        assert!(TypeName::parse(&deep)
            .unwrap_err()
            .contains("nested deeper"));
    }
}
