"""The test body the golden generators write: the cases in functions of a few dozen lines each
(`cases_<i>`, one codegen unit each, so the compiler's back end works on them in parallel) and
one `#[test]` that runs them all with the checker of `layout-core/tests/golden_check/`."""
import json

CHUNK = 16


def chunked_test(test_name, what, cases):
    """Rust text: the functions holding `cases` (statements on `k`) and the test `test_name`."""
    chunks = [cases[i:i + CHUNK] for i in range(0, len(cases), CHUNK)]
    funcs = []
    for i, chunk in enumerate(chunks):
        body = "\n".join(chunk)
        funcs.append(f"fn cases_{i}(k: &mut Check) {{\n{body}\n}}\n")
    calls = "\n".join(f"    cases_{i}(&mut k);" for i in range(len(chunks)))
    return "\n".join(funcs) + f"""
#[test]
fn {test_name}() {{
    let mut k = Check::default();
{calls}
    k.finish({json.dumps(what)});
}}
"""
