//! CPU emulation of the numeric check kernels: each kernel's body, run for every (block,
//! thread) of its launch, against the element functions applied in a plain loop; and the
//! files and manifest the GPU script reads.

use gpu_host::numeric_check::{write_checks, Buffer, CheckKind, CheckRun, NUMERIC_CHECKS};
use gpu_kernels::kernels::numeric_check::{ARITH_OPS, MATH_OPS};
use gpu_kernels::numeric::{bf16, e4m3, e5m2, f16, tf32};
use layout_core::numeric::{convert, Arith, Math, Numeric, NumericKind, Soft};

fn run(name: &str) -> CheckRun {
    NUMERIC_CHECKS
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no check {name}"))
        .run()
}

fn check_convert<S: Numeric, D: Numeric>(run: &CheckRun) {
    let (x, y) = (
        run.inputs[0].elements::<S>(),
        run.outputs[0].elements::<D>(),
    );
    assert_eq!(x.len(), y.len());
    for (i, (&a, &b)) in x.iter().zip(&y).enumerate() {
        let want: D = convert(a);
        assert_eq!(
            b.to_bits(),
            want.to_bits(),
            "{} -> {}: element {i}",
            S::NAME,
            D::NAME
        );
    }
}

fn convert_by_kind(src: NumericKind, dst: NumericKind, run: &CheckRun) {
    use NumericKind::*;
    match (src, dst) {
        (F32, F16) => check_convert::<f32, f16>(run),
        (F16, F32) => check_convert::<f16, f32>(run),
        (F32, BF16) => check_convert::<f32, bf16>(run),
        (BF16, F32) => check_convert::<bf16, f32>(run),
        (F32, TF32) => check_convert::<f32, tf32>(run),
        (F32, E4M3) => check_convert::<f32, e4m3>(run),
        (E4M3, F32) => check_convert::<e4m3, f32>(run),
        (F32, E5M2) => check_convert::<f32, e5m2>(run),
        (E5M2, F32) => check_convert::<e5m2, f32>(run),
        (F16, E4M3) => check_convert::<f16, e4m3>(run),
        (E4M3, F16) => check_convert::<e4m3, f16>(run),
        (F16, E5M2) => check_convert::<f16, e5m2>(run),
        (E5M2, F16) => check_convert::<e5m2, f16>(run),
        (F16, BF16) => check_convert::<f16, bf16>(run),
        (F32, I8) => check_convert::<f32, i8>(run),
        other => panic!("no reference for {other:?}"),
    }
}

fn check_arith<T: Arith>(run: &CheckRun) {
    let (a, b) = (run.inputs[0].elements::<T>(), run.inputs[1].elements::<T>());
    let out = run.outputs[0].elements::<T>();
    let n = run.n;
    for (k, &op) in ARITH_OPS.iter().enumerate() {
        for i in 0..n {
            let want = Soft::binary(op, a[i], b[i]);
            assert_eq!(
                out[k * n + i].to_bits(),
                want.to_bits(),
                "{} {op:?} element {i}",
                T::NAME
            );
        }
    }
}

fn check_math<T: Arith>(run: &CheckRun) {
    let x = run.inputs[0].elements::<T>();
    let out = run.outputs[0].elements::<T>();
    let n = run.n;
    for (k, &op) in MATH_OPS.iter().enumerate() {
        for i in 0..n {
            let want = Soft::unary(op, x[i]);
            assert_eq!(
                out[k * n + i].to_bits(),
                want.to_bits(),
                "{} {op:?} element {i}",
                T::NAME
            );
        }
    }
}

/// `ssa_expr` by plain loops over the `(rows, 8)` row-major matrices.
fn check_expr(run: &CheckRun) {
    use layout_core::numeric::{BinaryOp, UnaryOp};
    let (a, b) = (
        run.inputs[0].elements::<f16>(),
        run.inputs[1].elements::<f16>(),
    );
    let (y, rowmax) = (
        run.outputs[0].elements::<bf16>(),
        run.outputs[1].elements::<f32>(),
    );
    for row in 0..run.n / 8 {
        let r: Vec<f32> = (0..8)
            .map(|c| {
                let (x, w) = (a[row * 8 + c], b[row * 8 + c]);
                let s = Soft::binary(BinaryOp::Add, Soft::binary(BinaryOp::Mul, x, w), x);
                convert::<f16, f32>(s)
            })
            .collect();
        let m = r
            .iter()
            .fold(f32::NEG_INFINITY, |m, &v| Soft::binary(BinaryOp::Max, m, v));
        assert_eq!(rowmax[row].to_bits(), m.to_bits(), "rowmax {row}");
        for c in 0..8 {
            let e = Soft::unary(UnaryOp::Exp, r[c] - m);
            let want: bf16 = convert(e);
            assert_eq!(y[row * 8 + c].to_bits(), want.to_bits(), "y ({row}, {c})");
        }
    }
}

#[test]
fn every_check_kernel_computes_its_element_function() {
    for spec in NUMERIC_CHECKS {
        let run = spec.run();
        assert_eq!(run.n % 32, 0, "{}", spec.name);
        match spec.kind {
            CheckKind::Convert { src, dst } => convert_by_kind(src, dst, &run),
            CheckKind::Arith(NumericKind::F32) => check_arith::<f32>(&run),
            CheckKind::Arith(NumericKind::F16) => check_arith::<f16>(&run),
            CheckKind::Arith(NumericKind::BF16) => check_arith::<bf16>(&run),
            CheckKind::Math(NumericKind::F32) => check_math::<f32>(&run),
            CheckKind::Math(NumericKind::F16) => check_math::<f16>(&run),
            CheckKind::Expr => check_expr(&run),
            other => panic!("{}: no reference for {other:?}", spec.name),
        }
    }
}

#[test]
fn inputs_cover_every_code_of_the_narrow_types() {
    let codes = |b: &Buffer| {
        let mut seen = vec![false; 1 << (b.dtype.bits().min(16))];
        for c in b.bytes.chunks(b.bytes.len() / b.len()) {
            let v = if c.len() == 1 {
                c[0] as usize
            } else {
                u16::from_le_bytes([c[0], c[1]]) as usize
            };
            seen[v] = true;
        }
        seen.iter().all(|&s| s)
    };
    for name in [
        "cvt_f16_f32",
        "cvt_bf16_f32",
        "cvt_e4m3_f32",
        "cvt_e5m2_f16",
        "math_f16",
    ] {
        assert!(codes(&run(name).inputs[0]), "{name}: not every code");
    }
}

#[test]
fn manifest_lists_every_kernel_and_file() {
    let dir = std::env::temp_dir().join(format!("numeric-check-{}", std::process::id()));
    let specs: Vec<_> = NUMERIC_CHECKS
        .iter()
        .filter(|s| s.name.starts_with("cvt_e4m3") || s.name == "ssa_expr")
        .copied()
        .collect();
    write_checks(&dir, &specs).unwrap();
    let manifest = std::fs::read_to_string(dir.join("manifest.json")).unwrap();
    for spec in &specs {
        assert!(manifest.contains(&format!(r#""kernel": "{}""#, spec.name)));
    }
    assert!(manifest.contains(r#""dtype": "float8_e4m3fn""#));
    let y = std::fs::read(dir.join("ssa_expr.rowmax.bin")).unwrap();
    assert_eq!(y.len(), run("ssa_expr").n / 8 * 4);
    std::fs::remove_dir_all(&dir).unwrap();
}
