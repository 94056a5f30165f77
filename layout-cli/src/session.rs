//! The results of an interactive session, referable as `$1`, `$2`, ...: substitution into a
//! line, and mapping an error's position in the substituted text back to the typed line.

use layout_core::runtime::Value;

/// A `$N` reference replaced in a line: where it was typed and where its text landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    typed_at: usize,
    typed_len: usize,
    new_at: usize,
    new_len: usize,
}

/// A line with its `$N` references replaced by the printed results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expanded {
    /// The text to evaluate.
    pub text: String,
    spans: Vec<Span>,
}

impl Expanded {
    /// The position in the typed line of position `pos` of the expanded text (a position inside
    /// a substituted result maps to its `$`).
    pub fn typed_position(&self, pos: usize) -> usize {
        let mut shift: isize = 0;
        for s in &self.spans {
            if pos < s.new_at {
                break;
            }
            if pos < s.new_at + s.new_len {
                return s.typed_at;
            }
            shift += s.new_len as isize - s.typed_len as isize;
        }
        pos.saturating_add_signed(-shift)
    }

    /// Rewrites the first `at N:` of an error message to the typed line's position.
    pub fn map_error(&self, message: &str) -> (String, Option<usize>) {
        let Some(start) = message.find("at ") else {
            return (message.to_string(), None);
        };
        let digits: String = message[start + 3..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let after = start + 3 + digits.len();
        let (Ok(pos), true) = (digits.parse::<usize>(), message[after..].starts_with(':')) else {
            return (message.to_string(), None);
        };
        let typed = self.typed_position(pos);
        let text = format!("{}at {typed}{}", &message[..start], &message[after..]);
        (text, Some(typed))
    }
}

/// The results so far; result `k` (1-based) is `$k`.
#[derive(Default)]
pub struct Session {
    results: Vec<Value>,
}

impl Session {
    /// Stores a result and returns its number.
    pub fn push(&mut self, v: Value) -> usize {
        self.results.push(v);
        self.results.len()
    }

    /// Replaces every `$N` by the printed result `N`.
    ///
    /// # Errors
    /// A `$` not followed by a number, a number with no result, or a result that is text (a
    /// `print_layout` table), with the position of the `$`.
    pub fn expand(&self, line: &str) -> Result<Expanded, (usize, String)> {
        let mut text = String::with_capacity(line.len());
        let mut spans = Vec::new();
        let mut rest = line.char_indices().peekable();
        while let Some((i, c)) = rest.next() {
            if c != '$' {
                text.push(c);
                continue;
            }
            let mut digits = String::new();
            while let Some(&(_, d)) = rest.peek().filter(|(_, d)| d.is_ascii_digit()) {
                digits.push(d);
                rest.next();
            }
            let n: usize = digits
                .parse()
                .map_err(|_| (i, "expected a result number after `$`, e.g. $1".to_string()))?;
            let v = n
                .checked_sub(1)
                .and_then(|k| self.results.get(k))
                .ok_or_else(|| {
                    (
                        i,
                        format!("no result ${n} (there are {})", self.results.len()),
                    )
                })?;
            if matches!(v, Value::Text(_)) {
                return Err((i, format!("${n} is a table, not a value")));
            }
            let printed = v.to_string();
            spans.push(Span {
                typed_at: i,
                typed_len: 1 + digits.len(),
                new_at: text.len(),
                new_len: printed.len(),
            });
            text.push_str(&printed);
        }
        Ok(Expanded { text, spans })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use layout_core::runtime::evaluate;

    #[test]
    fn references_and_positions() {
        let mut s = Session::default();
        s.push(evaluate("(_4,_2):(_2,_1)").unwrap());
        let e = s.expand("coalesce($1, (1,2 3))").unwrap();
        assert_eq!(e.text, "coalesce((_4,_2):(_2,_1), (1,2 3))");
        // the parse error after the substitution points into the typed line
        let err = evaluate(&e.text).unwrap_err().to_string();
        let (msg, pos) = e.map_error(&err);
        assert_eq!(pos, Some(18));
        assert_eq!(&"coalesce($1, (1,2 3))"[18..19], "3");
        assert!(msg.contains("at 18:"), "{msg}");
        assert_eq!(e.typed_position(12), 9);
    }

    #[test]
    fn bad_references() {
        let s = Session::default();
        assert_eq!(s.expand("size($)").unwrap_err().0, 5);
        assert_eq!(
            s.expand("size($3)").unwrap_err(),
            (5, "no result $3 (there are 0)".to_string())
        );
        assert_eq!(s.expand("$99999999999999999999999").unwrap_err().0, 0);
    }
}
