#!/usr/bin/env python3
"""Writes layout-core/tests/generated_inadmissible.rs: every `+cute-accepts-inadmissible` golden case
(CuTe compiles the call but its result is not the mathematical one) of the oracle directories,
as a typed call whose `try_*` form must be an error, like the runtime layer's.

Usage: python3 layout-core/tests/gen/inadmissible.py [DIR ...]
(default: goldens/oracle and goldens/oracle-cpp of the repository)."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from algebra_ops import Lay, Parser  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(HERE, "..", "generated_inadmissible.rs")


def rust_arg(x):
    """A typed argument: layouts through `layout!` (any static value), tilers as tuples."""
    if isinstance(x, Lay):
        return f"layout!({x.text()})"
    if x == "_":
        return "X"
    inner = ", ".join(rust_arg(e) for e in x)
    return "(" + inner + ("," if len(x) == 1 else "") + ")"


def main():
    dirs = sys.argv[1:] or [os.path.join(ROOT, "goldens", d) for d in ("oracle", "oracle-cpp")]
    cases = []
    for d in dirs:
        for name in sorted(os.listdir(d)):
            if not name.endswith(".jsonl"):
                continue
            for line in open(os.path.join(d, name)):
                case = json.loads(line)
                if not case.get("src", "").endswith("+cute-accepts-inadmissible"):
                    continue
                op, args = Parser(case["expr"]).call()
                fname = {"complement": "complement_to" if len(args) == 2 else "complement"}.get(op, op)
                rs = ", ".join(rust_arg(a) for a in args)
                cases.append((case["expr"], f"try_{fname}({rs})"))
    lines = [
        "// THIS IS GENERATED CODE by layout-core/tests/gen/inadmissible.py; do not edit.",
        "//! Inputs CuTe accepts although they are inadmissible (`+cute-accepts-inadmissible`",
        "//! golden cases): the typed layer's `try_*` form is an error, as the runtime layer's is.",
        "#![allow(clippy::all)]",
        "use layout_core::layout;",
        "use layout_core::prelude::*;",
        "use layout_core::runtime::evaluate;",
        "",
        "/// Records a failure: the runtime layer or the typed layer accepts `expr`.",
        "fn e<T: core::fmt::Display>(bad: &mut Vec<String>, typed: Result<T, AlgebraError>, expr: &str) {",
        "    if let Ok(v) = evaluate(expr) {",
        "        bad.push(format!(\"runtime layer accepts {expr}: {v}\"));",
        "    }",
        "    if let Ok(v) = typed {",
        "        bad.push(format!(\"typed layer accepts {expr}: {v}\"));",
        "    }",
        "}",
        "",
        "#[test]",
        "fn inadmissible() {",
        "    let mut bad = Vec::new();",
    ]
    for expr, rs in cases:
        lines.append(f"    e(&mut bad, {rs}, \"{expr}\");")
    lines.append("    assert!(bad.is_empty(), \"{} of {} cases accepted:\\n{}\", bad.len(), %d, bad.join(\"\\n\"));" % len(cases))
    lines.append("}")
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    subprocess.run(["rustfmt", "--edition", "2021", OUT], check=True)
    print(f"{os.path.normpath(OUT)}: {len(cases)} cases")


if __name__ == "__main__":
    main()
