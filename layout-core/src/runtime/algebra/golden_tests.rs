//! Test-only: runs the golden files of `../shared/oracle*` through [`super::call`] with a
//! minimal expression reader (the real parser lives in `runtime::parse`), so the algebra can
//! be checked on its own. Prints a per-op pass table; set `R2_GOLDEN_VERBOSE=1` for failures.

extern crate std;

use crate::runtime::{Int, Layout, Value};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use std::collections::BTreeMap;
use std::println;

struct P<'a> {
    s: &'a [u8],
    i: usize,
}

impl P<'_> {
    fn peek(&self) -> u8 {
        *self.s.get(self.i).unwrap_or(&0)
    }
    fn int(&mut self) -> Option<i64> {
        let st = self.i;
        if self.peek() == b'-' {
            self.i += 1;
        }
        while self.peek().is_ascii_digit() {
            self.i += 1;
        }
        core::str::from_utf8(&self.s[st..self.i]).ok()?.parse().ok()
    }
    fn primary(&mut self) -> Option<Value> {
        match self.peek() {
            b'_' => {
                self.i += 1;
                if self.peek() == b'-' || self.peek().is_ascii_digit() {
                    Some(Value::Int(Int::stat(self.int()?)))
                } else {
                    Some(Value::Underscore)
                }
            }
            b'(' => {
                self.i += 1;
                let mut v = Vec::new();
                if self.peek() == b')' {
                    self.i += 1;
                    return Some(Value::Tuple(v));
                }
                loop {
                    v.push(self.expr()?);
                    match self.peek() {
                        b',' => self.i += 1,
                        b')' => {
                            self.i += 1;
                            return Some(Value::Tuple(v));
                        }
                        _ => return None,
                    }
                }
            }
            c if c == b'-' || c.is_ascii_digit() => Some(Value::Int(Int::dynamic(self.int()?))),
            c if c.is_ascii_alphabetic() => {
                let st = self.i;
                while self.peek().is_ascii_alphanumeric() || self.peek() == b'_' {
                    self.i += 1;
                }
                let name = core::str::from_utf8(&self.s[st..self.i]).ok()?.to_string();
                match name.as_str() {
                    "LayoutLeft" => return Some(Value::LayoutLeft),
                    "LayoutRight" => return Some(Value::LayoutRight),
                    _ => {}
                }
                if self.peek() != b'(' {
                    return None;
                }
                let Value::Tuple(args) = self.primary()? else {
                    return None;
                };
                match super::call(&name, &args) {
                    Some(Ok(v)) => Some(v),
                    Some(Err(e)) => Some(Value::Text(std::format!("error: {e}"))),
                    None => Some(Value::Text("SKIP".into())),
                }
            }
            _ => None,
        }
    }
    fn expr(&mut self) -> Option<Value> {
        let a = self.primary()?;
        if self.peek() == b':' {
            self.i += 1;
            let b = self.primary()?;
            let (Some(s), Some(d)) = (a.to_int_tuple(), b.to_int_tuple()) else {
                return None;
            };
            return Some(Value::Layout(Layout {
                shape: s,
                stride: d,
            }));
        }
        Some(a)
    }
}

fn field(line: &str, key: &str) -> Option<String> {
    let pat = std::format!("\"{key}\": \"");
    let st = line.find(&pat)? + pat.len();
    let rest = &line[st..];
    let mut out = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                o => out.push(o),
            },
            o => out.push(o),
        }
    }
    None
}

#[test]
fn goldens() {
    let verbose = std::env::var("R2_GOLDEN_VERBOSE").is_ok();
    let dirs = std::env::var("LAYOUT_ORACLE_DIRS")
        .unwrap_or_else(|_| "../../shared/oracle:../../shared/oracle-cpp".into());
    let mut table: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for dir in dirs.split(':') {
        let Ok(rd) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut files: Vec<_> = rd.flatten().map(|e| e.path()).collect();
        files.sort();
        for f in files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        {
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            for line in text.lines() {
                let Some(expr) = field(line, "expr") else {
                    continue;
                };
                let op = expr.split('(').next().unwrap_or("").to_string();
                let mut p = P {
                    s: expr.as_bytes(),
                    i: 0,
                };
                let got = p.expr().map(|v| v.to_string());
                if got.as_deref() == Some("SKIP")
                    || got.as_deref().is_some_and(|g| g.contains("SKIP"))
                {
                    continue;
                }
                let want_err = line.contains("\"expect_error\": true");
                let ok = match (&got, field(line, "expect")) {
                    (Some(g), _) if want_err => g.starts_with("error:"),
                    (Some(g), Some(w)) => *g == w,
                    _ => false,
                };
                let e = table.entry(op).or_default();
                e.1 += 1;
                if ok {
                    e.0 += 1;
                } else if verbose {
                    println!(
                        "FAIL {expr}\n  got  {got:?}\n  want {}",
                        if want_err {
                            "error".into()
                        } else {
                            field(line, "expect").unwrap_or_default()
                        }
                    );
                }
            }
        }
    }
    let (mut p, mut t) = (0, 0);
    for (op, (ok, n)) in &table {
        println!("{op:20} {ok:5}/{n:5}");
        p += ok;
        t += n;
    }
    println!("{:20} {p:5}/{t:5}", "TOTAL");
}
