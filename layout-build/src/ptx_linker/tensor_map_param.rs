//! Tensor maps passed by value (CUDA's `const __grid_constant__ CUtensorMap`): a kernel names
//! the parameter that holds a map in a marker comment inside its body
//! (`gpu_kernels::tensor_map_param!` writes it with the instructions that take the parameter's
//! address), and this pass declares that parameter 64-byte aligned, as the TMA needs its tensor
//! maps. rustc declares a kernel parameter with its Rust type's alignment and rejects more than
//! 16 for kernel parameters, so the alignment cannot come from the type.

/// The marker a kernel body carries: `// cute-tensor-map-param <kernel>_param_<i>`.
pub const MARKER: &str = "// cute-tensor-map-param ";

/// The alignment TMA needs of a tensor map's address.
const ALIGN: u32 = 64;

/// The PTX with each parameter a marker names declared `.param .align 64 .b8 <name>[128]`. A
/// marker that names no parameter of the entry it sits in, or a parameter that is not 128
/// bytes, is an error naming the kernel and the parameter.
pub fn apply(ptx: &str) -> Result<String, String> {
    let mut out = String::with_capacity(ptx.len() + 64);
    let mut rest = ptx;
    while let Some(start) = rest.find(".entry ") {
        // the entry's header (its parameter list) ends at the first `{` line; its body at the
        // matching `}` line
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
        let mut header = rest[..open].to_string();
        for line in rest[open..close].lines().map(str::trim) {
            if let Some(param) = line.strip_prefix(MARKER) {
                header = align_param(&header, start, name, param.trim())?;
            }
        }
        out.push_str(&header);
        out.push_str(&rest[open..close]);
        rest = &rest[close..];
    }
    out.push_str(rest);
    Ok(out)
}

/// `header` (text before the entry's body, the entry's declaration from `start`) with the
/// declaration of `param` raised to [`ALIGN`].
fn align_param(header: &str, start: usize, kernel: &str, param: &str) -> Result<String, String> {
    let decl = header[start..]
        .lines()
        .map(str::trim)
        .find(|l| {
            l.starts_with(".param ")
                && l.trim_end_matches(',')
                    .split_whitespace()
                    .last()
                    .is_some_and(|w| w == param || w.starts_with(&format!("{param}[")))
        })
        .ok_or_else(|| {
            format!(
                "kernel {kernel}: the tensor-map parameter `{param}` is not one of its parameters"
            )
        })?;
    let words: Vec<&str> = decl.trim_end_matches(',').split_whitespace().collect();
    // `.param .align A .b8 NAME[128]`
    let ok = matches!(words.as_slice(), [".param", ".align", _, ".b8", last]
        if *last == format!("{param}[128]"));
    if !ok {
        return Err(format!(
            "kernel {kernel}: the tensor-map parameter `{param}` is `{decl}`, not 128 bytes \
             (declare it as a TensorMapParam)"
        ));
    }
    let comma = if decl.ends_with(',') { "," } else { "" };
    let aligned = format!(".param .align {ALIGN} .b8 {param}[128]{comma}");
    let at = start + header[start..].find(decl).expect("found above");
    Ok(format!(
        "{}{aligned}{}",
        &header[..at],
        &header[at + decl.len()..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PTX: &str = "\
.version 8.3
.target sm_90
.visible .entry a(
\t.param .align 16 .b8 a_param_0[128],
\t.param .align 16 .b8 a_param_1[128],
\t.param .u64 a_param_2
)
{
\t// begin inline asm
\t// cute-tensor-map-param a_param_1
\tmov.b64 %rd1, a_param_1;
\tcvta.param.u64 %rd1, %rd1;
\t// end inline asm
\tret;
}
.visible .entry b(
\t.param .align 16 .b8 b_param_0[128]
)
{
\tret;
}
";

    #[test]
    fn the_named_parameter_is_aligned_to_64() {
        let out = apply(PTX).unwrap();
        assert!(
            out.contains("\t.param .align 16 .b8 a_param_0[128],\n"),
            "{out}"
        );
        assert!(
            out.contains("\t.param .align 64 .b8 a_param_1[128],\n"),
            "{out}"
        );
        assert!(
            out.contains("\t.param .align 16 .b8 b_param_0[128]\n"),
            "{out}"
        );
        assert_eq!(out.len(), PTX.len());
    }

    #[test]
    fn a_marker_on_no_map_parameter_is_an_error() {
        let wrong = PTX.replace("param a_param_1\n", "param a_param_2\n");
        let e = apply(&wrong).unwrap_err();
        assert!(e.contains("kernel a: the tensor-map parameter `a_param_2` is `.param .u64 a_param_2`, not 128 bytes"), "{e}");
        let other = PTX.replace("param a_param_1\n", "param b_param_0\n");
        let e = apply(&other).unwrap_err();
        assert!(
            e.contains("`b_param_0` is not one of its parameters"),
            "{e}"
        );
    }

    #[test]
    fn ptx_without_markers_is_unchanged() {
        let plain = PTX.replace("cute-tensor-map-param", "something else");
        assert_eq!(apply(&plain).unwrap(), plain);
    }
}
