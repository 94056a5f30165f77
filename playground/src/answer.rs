//! What the page shows for one expression, and its JSON form.

use layout_core::runtime::draw::{picture_of, to_ascii, to_svg};
use layout_core::runtime::evaluate;
use layout_core::runtime::explain::explain;

/// The largest picture the page draws (256 x 256 cells); `layout-cli --svg` draws larger.
pub const MAX_PAGE_CELLS: usize = 1 << 16;

/// The longest expression the page accepts, in bytes.
const MAX_INPUT: usize = 64 * 1024;

/// Everything the page shows for one expression. Absent parts are `None`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// What CuTe prints for the expression (the layout a picture call draws).
    pub result: Option<String>,
    /// CuTe's `print_layout` table of the picture.
    pub table: Option<String>,
    /// The SVG picture.
    pub svg: Option<String>,
    /// Why there is no picture, when the result is not drawable or too large.
    pub note: Option<String>,
    /// How the result was built, call by call.
    pub explanation: Option<String>,
    /// The error, with its position, when the expression fails.
    pub error: Option<String>,
}

/// Evaluates an expression and draws its result when it can be drawn.
///
/// ```
/// use layout_playground::respond;
/// let a = respond("make_layout((_2,_3))");
/// assert_eq!(a.result.as_deref(), Some("(_2,_3):(_1,_2)"));
/// assert!(a.svg.unwrap().starts_with("<svg"));
/// assert!(a.table.unwrap().starts_with("(_2,_3):(_1,_2)\n"));
/// let e = respond("make_layout((_2,_3)");
/// assert_eq!(e.error.as_deref(), Some("parse: at 19: expected ')' or ',', found end of input"));
/// ```
pub fn respond(expr: &str) -> Answer {
    if expr.trim().is_empty() {
        return Answer::error("type an expression, e.g. logical_divide((_8,_8):(_1,_8), (_2,_4))");
    }
    if expr.len() > MAX_INPUT {
        return Answer::error(format!(
            "the expression is {} bytes long; at most {MAX_INPUT} are accepted",
            expr.len()
        ));
    }
    let value = evaluate(expr);
    let picture = picture_of(expr);
    let mut a = Answer {
        explanation: explain(expr).ok().map(|e| e.to_string()),
        ..Answer::default()
    };
    match (&value, &picture) {
        (Ok(v), _) => a.result = Some(v.to_string()),
        (Err(_), Ok(p)) => a.result = Some(p.title().to_string()),
        (Err(e), Err(_)) => a.error = Some(e.to_string()),
    }
    match picture {
        Ok(p) if p.rows() * p.cols() <= MAX_PAGE_CELLS => {
            a.table = Some(to_ascii(&p));
            a.svg = Some(to_svg(&p));
        }
        Ok(p) => {
            a.note = Some(format!(
                "the picture has {}x{} cells, more than the page draws ({MAX_PAGE_CELLS}); \
                 layout-cli --svg FILE draws it",
                p.rows(),
                p.cols()
            ))
        }
        Err(e) if a.error.is_none() => a.note = Some(e.to_string()),
        Err(_) => {}
    }
    a
}

impl Answer {
    /// An answer that is only an error.
    pub fn error(message: impl Into<String>) -> Answer {
        Answer {
            error: Some(message.into()),
            ..Answer::default()
        }
    }

    /// The answer as a JSON object with the fields that are present.
    ///
    /// ```
    /// use layout_playground::Answer;
    /// assert_eq!(Answer::error("a \"b\"\n").to_json(), r#"{"error":"a \"b\"\n"}"#);
    /// ```
    pub fn to_json(&self) -> String {
        let fields = [
            ("result", &self.result),
            ("table", &self.table),
            ("svg", &self.svg),
            ("note", &self.note),
            ("explanation", &self.explanation),
            ("error", &self.error),
        ];
        let mut out = String::from("{");
        for (name, value) in fields {
            let Some(v) = value else { continue };
            if out.len() > 1 {
                out.push(',');
            }
            out.push('"');
            out.push_str(name);
            out.push_str("\":");
            push_json_string(&mut out, v);
        }
        out.push('}');
        out
    }
}

fn push_json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_calls_and_notes() {
        let a = respond("print_latex_tv((_4,_2):(_2,_1), (_2,_4))");
        assert_eq!(a.result.as_deref(), Some("(_4,_2):(_2,_1)"));
        assert!(a.svg.is_some() && a.error.is_none());
        let a = respond("size((_2,_3):(_1,_2))");
        assert_eq!(a.result.as_deref(), Some("_6"));
        assert!(a.note.unwrap().contains("nothing to draw"));
        let a = respond("make_layout((_512,_512))");
        assert!(a.svg.is_none() && a.note.unwrap().contains("more than the page draws"));
    }

    #[test]
    fn hostile_text_is_an_error() {
        let deep = "(".repeat(200_000);
        assert!(respond(&deep).error.unwrap().contains("at most"));
        let deep = "(".repeat(50_000);
        assert!(respond(&deep).error.unwrap().contains("nesting deeper"));
        assert!(respond("\u{0}\u{1f}\"").error.is_some());
        assert_eq!(
            Answer::error("\u{0}\u{1f}").to_json(),
            r#"{"error":"\u0000\u001f"}"#
        );
        assert!(respond("make_layout((_1000000,_1000000))").svg.is_none());
    }
}
