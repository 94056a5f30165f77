//! Reading cargo's dep-info file (`target/.../release/<name>.d`): the source files of the
//! kernel crate and of its path dependencies, which the host's build script watches.

use std::path::{Path, PathBuf};

/// The prerequisites of the first rule of a Makefile-style dep-info text (`out: a.rs b\ c.rs`),
/// with `\ ` unescaped.
pub fn parse(text: &str) -> Vec<PathBuf> {
    let Some(line) = text.lines().next() else {
        return Vec::new();
    };
    let Some((_, deps)) = line.split_once(": ") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = deps.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&' ') => {
                current.push(' ');
                chars.next();
            }
            ' ' => {
                if !current.is_empty() {
                    out.push(PathBuf::from(std::mem::take(&mut current)));
                }
            }
            _ => current.push(c),
        }
    }
    if !current.is_empty() {
        out.push(PathBuf::from(current));
    }
    out
}

/// The sources listed in the dep-info file at `path`, except those under `sysroot` (the
/// nightly's `core`, which `-Zbuild-std` compiles).
pub fn sources(path: &Path, sysroot: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    parse(&text)
        .into_iter()
        .filter(|p| !p.starts_with(sysroot))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_first_rule_with_escaped_spaces() {
        let text = "/t/k.ptx: /k/src/lib.rs /my\\ dir/a.rs /s/core/lib.rs\n\n/other: x\n";
        assert_eq!(
            parse(text),
            vec![
                PathBuf::from("/k/src/lib.rs"),
                PathBuf::from("/my dir/a.rs"),
                PathBuf::from("/s/core/lib.rs")
            ]
        );
        assert!(parse("").is_empty());
    }
}
