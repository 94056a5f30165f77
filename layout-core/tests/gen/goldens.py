#!/usr/bin/env python3
"""Turns golden cases (the EXPRESSIONS.md format) into `cute!` tests of the typed layer.

Usage (from anywhere):

    python3 layout-core/tests/gen/goldens.py            # writes layout-core/tests/generated_goldens.rs
    LAYOUT_ORACLE_DIRS=/a:/b python3 layout-core/tests/gen/goldens.py [OUT]

Every `*.jsonl` file under each directory of `LAYOUT_ORACLE_DIRS` (colon-separated; default
the repository's `goldens/oracle-cpp`) becomes one `#[test]`; each of its lines one case:

* `{"expr": E, "expect": X}`: `cute!(E).to_string() == X` (and the runtime layer prints X too:
  typed == runtime == CuTe); when E has no dynamic value (every
  integer is `_N`, template integers such as the `1` of `get(L, 1)` aside) the result must also
  be zero-sized: the type checker computed it.
* `{"expr": E, "expect_error": true}`: the typed layer rejects a static violation at compile time
  (the compile-fail suite under `tests/ui` holds one case per diagnostic), so it cannot be in a
  test that must compile; the case is checked through the runtime layer instead
  (`runtime::evaluate(E)` is an error), with the expression kept in a comment.

Optional: `GOLDEN_OPS=a,b` keeps only the files `a.jsonl`, `b.jsonl` (for partial builds).
The output is deterministic (files and lines in order), formatted by rustfmt, and starts with
`// THIS IS GENERATED CODE by <generator>; do not edit`.
"""

import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
DEFAULT_DIRS = [os.path.normpath(os.path.join(REPO, "goldens", "oracle-cpp"))]
DEFAULT_OUT = os.path.join(REPO, "layout-core", "tests", "generated_goldens.rs")

# Arguments that are C++ template integers (`get<1>(L)` is `get(L, 1)`): not run-time values.
TEMPLATE_ARGS = {
    "get": lambda i: i >= 1,
    "upcast": lambda i: i == 1,
    "downcast": lambda i: i == 1,
    "recast_layout": lambda i: i >= 1,
    "select": lambda i: i == 1,
    "take": lambda i: i >= 1,
    "group": lambda i: i >= 1,
}

TOKEN = re.compile(r"\s*(?:(_-?\d+)|(-?\d+)|([A-Za-z_][A-Za-z0-9_]*)|(.))")


def tokens(text):
    pos, out = 0, []
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m or m.end() == pos:
            break
        pos = m.end()
        static, dyn, ident, punct = m.groups()
        if static is not None:
            out.append(("static", static))
        elif dyn is not None:
            out.append(("dyn", dyn))
        elif ident is not None:
            out.append(("ident", ident))
        elif punct is not None and not punct.isspace():
            out.append(("punct", punct))
    return out


def has_dynamic(text):
    """Whether an expression holds a dynamic integer outside template-integer arguments."""
    toks = tokens(text)
    pos = 0

    def term(template):
        nonlocal pos
        found = primary(template)
        if pos < len(toks) and toks[pos] == ("punct", ":"):
            pos += 1
            found |= primary(template)
        return found

    def items(op):
        nonlocal pos
        found, i = False, 0
        pos += 1  # '('
        while pos < len(toks) and toks[pos] != ("punct", ")"):
            tmpl = op is not None and TEMPLATE_ARGS.get(op, lambda _: False)(i)
            found |= term(tmpl)
            if pos < len(toks) and toks[pos] == ("punct", ","):
                pos += 1
            i += 1
        pos += 1  # ')'
        return found

    def primary(template):
        nonlocal pos
        if pos >= len(toks):
            return False
        kind, val = toks[pos]
        if kind == "punct" and val == "(":
            return items(None) and not template
        if kind == "ident" and pos + 1 < len(toks) and toks[pos + 1] == ("punct", "("):
            pos += 1
            return items(val)
        if kind == "punct" and val == "{":
            pos += 1
            return True
        pos += 1
        return kind == "dyn" and not template

    return term(False)


def rust_str(s):
    return json.dumps(s, ensure_ascii=False)


def test_name(path):
    base = os.path.splitext(os.path.basename(path))[0]
    return re.sub(r"[^A-Za-z0-9_]", "_", base)


def generate(dirs, only=None):
    files = []
    for d in dirs:
        for root, _, names in os.walk(d):
            for n in names:
                if n.endswith(".jsonl"):
                    files.append(os.path.join(root, n))
    files.sort()
    out = [
        "// THIS IS GENERATED CODE by layout-core/tests/gen/goldens.py; do not edit.",
        "// Every golden case, evaluated by `cute!` through the typed layer (no recursion_limit needed).",
        "#![allow(clippy::all)]",
        "",
        "use layout_core::cute;",
        "",
        "/// Collects the failures of one file, so a run reports all of them.",
        "#[derive(Default)]",
        "struct Check(Vec<String>);",
        "impl Check {",
        "    fn eq(&mut self, expr: &str, got: String, want: &str) {",
        "        if got != want {",
        '            self.0.push(format!("{expr}\\n   got: {got}\\n  want: {want}"));',
        "        }",
        "    }",
        "    /// The runtime layer must print the same (typed == runtime == CuTe).",
        "    fn runtime(&mut self, expr: &str, want: &str) {",
        "        match layout_core::runtime::evaluate(expr) {",
        "            Ok(v) if v.to_string() == want => {}",
        '            Ok(v) => self.0.push(format!("{expr}\\n   runtime layer: {v}\\n  want: {want}")),',
        '            Err(e) => self.0.push(format!("{expr}\\n   runtime layer: error: {e}\\n  want: {want}")),',
        "        }",
        "    }",
        "    fn zst(&mut self, expr: &str, size: usize) {",
        "        if size != 0 {",
        '            self.0.push(format!("{expr}\\n   static input, but the result is {size} bytes"));',
        "        }",
        "    }",
        "    fn err(&mut self, expr: &str) {",
        "        if layout_core::runtime::evaluate(expr).is_ok() {",
        '            self.0.push(format!("{expr}\\n   expected an error from the runtime layer"));',
        "        }",
        "    }",
        "    fn done(self, file: &str) {",
        '        assert!(self.0.is_empty(), "{file}: {} failures:\\n{}", self.0.len(), self.0.join("\\n"));',
        "    }",
        "}",
    ]
    names = set()
    count = {"ok": 0, "zst": 0, "err": 0}
    for path in files:
        name = test_name(path)
        if only is not None and name not in only:
            continue
        while name in names:
            name += "_"
        names.add(name)
        out += ["", "#[test]", f"fn {name}() {{", "    let mut c = Check::default();"]
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                case = json.loads(line)
                expr = case["expr"]
                src = case.get("src", "").replace("\n", " ")
                out.append(f"    // {src}")
                if case.get("expect_error"):
                    out.append(f"    // expect_error: {expr}")
                    out.append(f"    c.err({rust_str(expr)});")
                    count["err"] += 1
                    continue
                out.append("    {")
                out.append(f"        let r = cute!({expr});")
                out.append(
                    f"        c.eq({rust_str(expr)}, r.to_string(), {rust_str(case['expect'])});"
                )
                out.append(f"        c.runtime({rust_str(expr)}, {rust_str(case['expect'])});")
                if not has_dynamic(expr):
                    out.append(
                        f"        c.zst({rust_str(expr)}, core::mem::size_of_val(&r));"
                    )
                    count["zst"] += 1
                out.append("    }")
                count["ok"] += 1
        out += [f"    c.done({rust_str(os.path.basename(path))});", "}"]
    return "\n".join(out) + "\n", count


def main():
    env = os.environ.get("LAYOUT_ORACLE_DIRS")
    dirs = [d for d in env.split(":") if d] if env else DEFAULT_DIRS
    only = os.environ.get("GOLDEN_OPS")
    only = set(only.split(",")) if only else None
    out_path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUT
    text, count = generate(dirs, only)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)
    # keep `cargo fmt --check` clean (rustfmt leaves the cute! invocations as written)
    try:
        subprocess.run(["rustfmt", "--edition", "2021", out_path], check=False)
    except FileNotFoundError:
        print("rustfmt not found: the output is not formatted", file=sys.stderr)
    print(
        f"{out_path}: {count['ok']} cases ({count['zst']} static), "
        f"{count['err']} expect_error cases checked through the runtime layer",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
