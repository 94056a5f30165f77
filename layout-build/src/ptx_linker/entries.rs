//! The `.entry` functions of a PTX text, for the passes that rewrite their declarations from
//! what their bodies say ([`crate::launch_bounds`], [`crate::tensor_map_param`]).

/// One entry: its name, its declaration (from `.entry` to the end of the line before the body's
/// `{`) and its body (from that `{` line to before the closing `}` line).
pub struct Entry<'a> {
    /// The kernel's name.
    pub name: &'a str,
    /// `.entry name(...)` and any directives before the body.
    pub decl: &'a str,
    /// The body, from its `{` line.
    pub body: &'a str,
}

/// The PTX with each entry's declaration replaced by `f(entry)`; the rest as it is.
pub fn map_decls(
    ptx: &str,
    mut f: impl FnMut(&Entry) -> Result<String, String>,
) -> Result<String, String> {
    let mut out = String::with_capacity(ptx.len() + 64);
    let mut rest = ptx;
    while let Some(start) = rest.find(".entry ") {
        // the declaration ends at the first `{` line; the body at the matching `}` line
        let Some(open) = rest[start..].find("\n{").map(|i| start + i) else {
            break;
        };
        let close = rest[open..]
            .find("\n}")
            .map(|i| open + i)
            .unwrap_or(rest.len());
        let name = rest[start + 7..]
            .split(|c: char| c == '(' || c.is_whitespace())
            .next()
            .unwrap_or("?");
        let entry = Entry {
            name,
            decl: &rest[start..open],
            body: &rest[open..close],
        };
        out.push_str(&rest[..start]);
        out.push_str(&f(&entry)?);
        out.push_str(entry.body);
        rest = &rest[close..];
    }
    out.push_str(rest);
    Ok(out)
}
