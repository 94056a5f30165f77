//! CUDA's `__launch_bounds__` for Rust kernels: rustc has no attribute for them, so a kernel
//! states its bounds in a marker comment inside its body (`gpu_kernels::launch_bounds!` writes it
//! as inline PTX), and this pass moves them where PTX wants them, between the entry's parameter
//! list and its body: `.maxntid T, 1, 1` (and `.minnctapersm B`). ptxas then knows the block
//! size (registers for the occupancy asked for; `setmaxnreg` needs it) and the launch fails
//! with more threads than declared.

/// The marker a kernel body carries: `// cute-launch-bounds maxntid=T minnctapersm=B` (the
/// `minnctapersm` part optional).
pub const MARKER: &str = "// cute-launch-bounds ";

/// The PTX with the bounds of each `.entry` that carries a marker written before its body.
/// An entry with two different markers is an error naming it.
pub fn apply(ptx: &str) -> Result<String, String> {
    crate::entries::map_decls(ptx, |entry| {
        let name = entry.name;
        let mut bounds: Option<&str> = None;
        for line in entry.body.lines().map(str::trim) {
            if let Some(b) = line.strip_prefix(MARKER) {
                let b = b.trim();
                match bounds {
                    Some(prev) if prev != b => {
                        return Err(format!(
                            "kernel {name}: two launch bounds, `{prev}` and `{b}`"
                        ))
                    }
                    _ => bounds = Some(b),
                }
            }
        }
        Ok(match bounds {
            Some(b) => format!("{}\n{}", entry.decl, directives(name, b)?),
            None => entry.decl.to_string(),
        })
    })
}

/// `maxntid=T minnctapersm=B` as PTX directives.
fn directives(name: &str, bounds: &str) -> Result<String, String> {
    let mut text = String::new();
    for part in bounds.split_whitespace() {
        let (key, value) = part.split_once('=').ok_or_else(|| {
            format!("kernel {name}: launch bounds `{bounds}`: expected key=value")
        })?;
        let n: u32 = value
            .parse()
            .map_err(|_| format!("kernel {name}: launch bounds `{part}`: not a number"))?;
        match key {
            "maxntid" => text.push_str(&format!(".maxntid {n}, 1, 1\n")),
            "minnctapersm" => text.push_str(&format!(".minnctapersm {n}\n")),
            _ => return Err(format!("kernel {name}: unknown launch bound `{key}`")),
        }
    }
    Ok(text.trim_end().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const PTX: &str = "\
.version 7.8
.target sm_90
.visible .entry a(
\t.param .u64 a_param_0
)
{
\t// begin inline asm
\t// cute-launch-bounds maxntid=128 minnctapersm=2
\t// end inline asm
\tret;
}
.visible .entry b()
{
\tret;
}
";

    #[test]
    fn bounds_go_before_the_body_of_their_entry() {
        let out = apply(PTX).unwrap();
        assert!(
            out.contains(")\n.maxntid 128, 1, 1\n.minnctapersm 2\n{"),
            "{out}"
        );
        assert!(out.contains(".visible .entry b()\n{"), "{out}");
        assert_eq!(out.matches(".maxntid").count(), 1);
    }

    #[test]
    fn conflicting_or_bad_bounds_are_errors() {
        let two = PTX.replace(
            "\tret;\n}\n.visible .entry b",
            "\t// cute-launch-bounds maxntid=256\n\tret;\n}\n.visible .entry b",
        );
        assert!(apply(&two)
            .unwrap_err()
            .contains("kernel a: two launch bounds"));
        let bad = PTX.replace("maxntid=128", "maxntid=lots");
        assert!(apply(&bad).unwrap_err().contains("not a number"));
        let unknown = PTX.replace("maxntid=128", "threads=128");
        assert!(apply(&unknown)
            .unwrap_err()
            .contains("unknown launch bound `threads`"));
    }

    #[test]
    fn ptx_without_markers_is_unchanged() {
        let plain = PTX.replace("cute-launch-bounds", "something else");
        assert_eq!(apply(&plain).unwrap(), plain);
    }
}
