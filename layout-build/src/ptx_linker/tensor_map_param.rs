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
    crate::entries::map_decls(ptx, |entry| {
        let mut decl = entry.decl.to_string();
        for line in entry.body.lines().map(str::trim) {
            if let Some(param) = line.strip_prefix(MARKER) {
                decl = align_param(&decl, entry.name, param.trim())?;
            }
        }
        Ok(decl)
    })
}

/// The entry declaration `decl` with the declaration of `param` raised to [`ALIGN`].
fn align_param(decl: &str, kernel: &str, param: &str) -> Result<String, String> {
    let line = decl
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
    let words: Vec<&str> = line.trim_end_matches(',').split_whitespace().collect();
    // `.param .align A .b8 NAME[128]`
    let ok = matches!(words.as_slice(), [".param", ".align", _, ".b8", last]
        if *last == format!("{param}[128]"));
    if !ok {
        return Err(format!(
            "kernel {kernel}: the tensor-map parameter `{param}` is `{line}`, not 128 bytes \
             (declare it as a TensorMapParam)"
        ));
    }
    let comma = if line.ends_with(',') { "," } else { "" };
    Ok(decl.replacen(
        line,
        &format!(".param .align {ALIGN} .b8 {param}[128]{comma}"),
        1,
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
