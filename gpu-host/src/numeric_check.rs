//! The numeric device check (`gpu_kernels::kernels::numeric_check`): each kernel's inputs
//! ([`crate::numeric_inputs`]) and its outputs computed on the CPU by the kernel's own body
//! (there `Ptx` computes as the portable `Soft`), written with a manifest for
//! `scripts/numeric_check.py`, which runs the PTX on a GPU and compares bit for bit.
//!
//! The descriptions come from the kernel crate's table (`numeric_check_kernels!`), the one
//! place the names are written.

use crate::numeric_inputs::*;
use gpu_kernels::grid::Grid;
use gpu_kernels::kernels::numeric_check::{
    arith, convert, expr_tiles, math, ARITH_OPS, MATH_OPS, THREADS, TILE,
};
use gpu_kernels::numeric::{bf16, f16};
use layout_core::numeric::{Arith, Float, Numeric, NumericKind};
use std::fmt::Write as _;
use std::path::Path;

/// What a numeric check kernel does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// `y[i] = x[i]` converted from `src` to `dst`.
    Convert {
        /// The source type.
        src: NumericKind,
        /// The destination type.
        dst: NumericKind,
    },
    /// The six binary operations of `ARITH_OPS` on one type.
    Arith(NumericKind),
    /// The seven functions of `MATH_OPS` on one type.
    Math(NumericKind),
    /// The register-value expression `numeric_check::expr`.
    Expr,
}

/// One array of a check: its role (`x`, `a`, `out`, ...), element type and raw bytes.
#[derive(Clone, Debug)]
pub struct Buffer {
    /// The argument's name in the kernel.
    pub role: &'static str,
    /// The element type.
    pub dtype: NumericKind,
    /// Little-endian elements.
    pub bytes: Vec<u8>,
}

impl Buffer {
    fn of<T: Numeric>(role: &'static str, v: &[T]) -> Buffer {
        let width = (T::KIND.bits() as usize).div_ceil(8);
        let mut bytes = Vec::with_capacity(v.len() * width);
        for x in v {
            bytes.extend_from_slice(&x.to_bits().to_le_bytes()[..width]);
        }
        Buffer {
            role,
            dtype: T::KIND,
            bytes,
        }
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.bytes.len() / (self.dtype.bits() as usize).div_ceil(8)
    }

    /// Whether the buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The elements as `T` (which must be the buffer's type).
    ///
    /// # Panics
    /// When `T` is not the buffer's element type.
    pub fn elements<T: Numeric>(&self) -> Vec<T> {
        assert_eq!(
            T::KIND,
            self.dtype,
            "{}: not a {} buffer",
            self.role,
            T::NAME
        );
        let width = (T::KIND.bits() as usize).div_ceil(8);
        self.bytes
            .chunks(width)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..width].copy_from_slice(c);
                T::from_bits(u32::from_le_bytes(b))
            })
            .collect()
    }
}

/// A check's arrays and launch, the outputs computed on the CPU.
#[derive(Clone, Debug)]
pub struct CheckRun {
    /// The `n` argument.
    pub n: usize,
    /// `gridDim.x` (one dimension).
    pub grid: u32,
    /// `blockDim.x`.
    pub block: u32,
    /// The inputs, in argument order.
    pub inputs: Vec<Buffer>,
    /// The outputs, in argument order after the inputs.
    pub outputs: Vec<Buffer>,
}

/// One numeric check kernel: its entry point, what it does, and its CPU run.
#[derive(Clone, Copy, Debug)]
pub struct CheckSpec {
    /// Entry point name.
    pub name: &'static str,
    /// What it computes.
    pub kind: CheckKind,
    run: fn() -> CheckRun,
}

impl CheckSpec {
    /// The inputs and the outputs the kernel's body computes on the CPU.
    pub fn run(&self) -> CheckRun {
        (self.run)()
    }
}

/// Blocks of [`THREADS`] for `tiles` thread tiles.
fn blocks(tiles: usize) -> u32 {
    tiles.div_ceil(THREADS as usize).max(1) as u32
}

/// Every thread of a launch of `grid` blocks of [`THREADS`].
fn threads(grid: u32) -> impl Iterator<Item = Grid> {
    Grid::all(grid, 1, THREADS)
}

/// The source array of a conversion from `S`.
fn sources<S: Numeric>() -> Vec<S> {
    let bits: Vec<u32> = match S::KIND {
        NumericKind::F32 => f32_sources().into_iter().map(f32::to_bits).collect(),
        NumericKind::F16 | NumericKind::BF16 => all_u16().into_iter().map(u32::from).collect(),
        _ => all_u8().into_iter().map(u32::from).collect(),
    };
    bits.into_iter().map(S::from_bits).collect()
}

fn run_convert<S: Numeric, D: Numeric>() -> CheckRun {
    let x = sources::<S>();
    let n = x.len();
    let mut y = vec![D::default(); n];
    let grid = blocks(n / TILE as usize);
    for g in threads(grid) {
        // SAFETY: x and y hold n elements, n a multiple of 8.
        unsafe { convert::<S, D>(g, x.as_ptr(), y.as_mut_ptr(), n as i32) }
    }
    CheckRun {
        n,
        grid,
        block: THREADS,
        inputs: vec![Buffer::of("x", &x)],
        outputs: vec![Buffer::of("y", &y)],
    }
}

/// The operand pairs of `arith_<t>`.
fn pairs<T: Numeric>() -> (Vec<T>, Vec<T>) {
    let (a, b): (Vec<u32>, Vec<u32>) = match T::KIND {
        NumericKind::F32 => {
            let (a, b) = f32_pairs();
            (
                a.into_iter().map(f32::to_bits).collect(),
                b.into_iter().map(f32::to_bits).collect(),
            )
        }
        k => {
            let specials = if k == NumericKind::F16 {
                F16_SPECIALS
            } else {
                BF16_SPECIALS
            };
            let (a, b) = u16_pairs(&specials);
            (
                a.into_iter().map(u32::from).collect(),
                b.into_iter().map(u32::from).collect(),
            )
        }
    };
    (
        a.into_iter().map(T::from_bits).collect(),
        b.into_iter().map(T::from_bits).collect(),
    )
}

fn run_arith<T: Arith>() -> CheckRun {
    let (a, b) = pairs::<T>();
    let n = a.len();
    let mut out = vec![T::default(); ARITH_OPS.len() * n];
    let grid = blocks(n / TILE as usize);
    for g in threads(grid) {
        // SAFETY: a, b hold n elements, out 6 n.
        unsafe { arith::<T>(g, a.as_ptr(), b.as_ptr(), out.as_mut_ptr(), n as i32) }
    }
    CheckRun {
        n,
        grid,
        block: THREADS,
        inputs: vec![Buffer::of("a", &a), Buffer::of("b", &b)],
        outputs: vec![Buffer::of("out", &out)],
    }
}

fn run_math<T: Float>() -> CheckRun {
    let x: Vec<T> = match T::KIND {
        NumericKind::F32 => f32_math_inputs()
            .into_iter()
            .map(|v| T::from_bits(v.to_bits()))
            .collect(),
        _ => all_u16()
            .into_iter()
            .map(|h| T::from_bits(h.into()))
            .collect(),
    };
    let n = x.len();
    let mut out = vec![T::default(); MATH_OPS.len() * n];
    let grid = blocks(n / TILE as usize);
    for g in threads(grid) {
        // SAFETY: x holds n elements, out 7 n.
        unsafe { math::<T>(g, x.as_ptr(), out.as_mut_ptr(), n as i32) }
    }
    CheckRun {
        n,
        grid,
        block: THREADS,
        inputs: vec![Buffer::of("x", &x)],
        outputs: vec![Buffer::of("out", &out)],
    }
}

/// Rows of the `ssa_expr` matrices.
pub const EXPR_ROWS: usize = 8192;

fn run_expr() -> CheckRun {
    let (a, b) = expr_inputs(EXPR_ROWS);
    let a: Vec<f16> = a.into_iter().map(f16::from_bits).collect();
    let b: Vec<f16> = b.into_iter().map(f16::from_bits).collect();
    let n = a.len();
    let mut y = vec![bf16::ZERO; n];
    let mut rowmax = vec![0.0f32; n / 8];
    let grid = blocks(n / 32);
    for g in threads(grid) {
        // SAFETY: a, b, y hold n elements (a multiple of 32), rowmax n / 8.
        unsafe {
            expr_tiles(
                g,
                a.as_ptr(),
                b.as_ptr(),
                y.as_mut_ptr(),
                rowmax.as_mut_ptr(),
                n as i32,
            )
        }
    }
    CheckRun {
        n,
        grid,
        block: THREADS,
        inputs: vec![Buffer::of("a", &a), Buffer::of("b", &b)],
        outputs: vec![Buffer::of("y", &y), Buffer::of("rowmax", &rowmax)],
    }
}

macro_rules! check_spec {
    ($name:ident, convert $s:ty, $d:ty) => {
        CheckSpec {
            name: stringify!($name),
            kind: CheckKind::Convert {
                src: <$s as Numeric>::KIND,
                dst: <$d as Numeric>::KIND,
            },
            run: run_convert::<$s, $d>,
        }
    };
    ($name:ident, arith $t:ty) => {
        CheckSpec {
            name: stringify!($name),
            kind: CheckKind::Arith(<$t as Numeric>::KIND),
            run: run_arith::<$t>,
        }
    };
    ($name:ident, math $t:ty) => {
        CheckSpec {
            name: stringify!($name),
            kind: CheckKind::Math(<$t as Numeric>::KIND),
            run: run_math::<$t>,
        }
    };
    ($name:ident, expr) => {
        CheckSpec {
            name: stringify!($name),
            kind: CheckKind::Expr,
            run: run_expr,
        }
    };
}
macro_rules! check_specs {
    ($($name:ident($($row:tt)*);)*) => {
        [$(check_spec!($name, $($row)*)),*]
    };
}

/// Every numeric check kernel, in the order of `gpu_kernels::numeric_check_kernels!`.
pub const NUMERIC_CHECKS: &[CheckSpec] = &gpu_kernels::numeric_check_kernels!(check_specs);

/// torch's name of an element type (`tf32` has none: it travels as 32-bit patterns).
pub fn torch_dtype(k: NumericKind) -> &'static str {
    match k {
        NumericKind::Bool => "bool",
        NumericKind::I8 => "int8",
        NumericKind::I32 => "int32",
        NumericKind::F16 => "float16",
        NumericKind::BF16 => "bfloat16",
        NumericKind::TF32 => "tf32",
        NumericKind::E4M3 => "float8_e4m3fn",
        NumericKind::E5M2 => "float8_e5m2",
        NumericKind::F32 => "float32",
    }
}

fn json_buffers(out: &mut String, name: &str, buffers: &[Buffer]) {
    out.push('[');
    for (i, b) in buffers.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(
            out,
            r#"{{"role": "{}", "file": "{name}.{}.bin", "dtype": "{}", "count": {}}}"#,
            b.role,
            b.role,
            torch_dtype(b.dtype),
            b.len()
        );
    }
    out.push(']');
}

/// Runs each check of `specs` on the CPU and writes its arrays (`DIR/<kernel>.<role>.bin`) and
/// `DIR/manifest.json`, the description `scripts/numeric_check.py` reads: per kernel its
/// kind, types, `n`, launch, operations, inputs and outputs.
pub fn write_checks(dir: &Path, specs: &[CheckSpec]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let mut manifest = String::from("[\n");
    for (k, spec) in specs.iter().enumerate() {
        let run = spec.run();
        for b in run.inputs.iter().chain(&run.outputs) {
            std::fs::write(dir.join(format!("{}.{}.bin", spec.name, b.role)), &b.bytes)?;
        }
        let (kind, types, ops): (&str, String, Vec<String>) = match spec.kind {
            CheckKind::Convert { src, dst } => (
                "convert",
                format!(
                    r#""src": "{}", "dst": "{}""#,
                    torch_dtype(src),
                    torch_dtype(dst)
                ),
                vec![],
            ),
            CheckKind::Arith(t) => (
                "arith",
                format!(r#""type": "{}""#, torch_dtype(t)),
                ARITH_OPS
                    .iter()
                    .map(|o| format!("{o:?}").to_lowercase())
                    .collect(),
            ),
            CheckKind::Math(t) => (
                "math",
                format!(r#""type": "{}""#, torch_dtype(t)),
                MATH_OPS
                    .iter()
                    .map(|o| format!("{o:?}").to_lowercase())
                    .collect(),
            ),
            CheckKind::Expr => ("expr", r#""type": "float16""#.to_string(), vec![]),
        };
        let ops: Vec<String> = ops.into_iter().map(|o| format!("\"{o}\"")).collect();
        let _ = write!(
            manifest,
            r#"  {{"kernel": "{}", "kind": "{kind}", {types}, "n": {}, "grid": {}, "block": {}, "ops": [{}], "inputs": "#,
            spec.name,
            run.n,
            run.grid,
            run.block,
            ops.join(", ")
        );
        json_buffers(&mut manifest, spec.name, &run.inputs);
        manifest.push_str(r#", "outputs": "#);
        json_buffers(&mut manifest, spec.name, &run.outputs);
        manifest.push('}');
        manifest.push_str(if k + 1 < specs.len() { ",\n" } else { "\n" });
    }
    manifest.push_str("]\n");
    std::fs::write(dir.join("manifest.json"), manifest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_follow_the_kernel_table() {
        for spec in NUMERIC_CHECKS {
            let (prefix, _) = spec.name.split_once('_').unwrap();
            let want = match spec.kind {
                CheckKind::Convert { .. } => "cvt",
                CheckKind::Arith(_) => "arith",
                CheckKind::Math(_) => "math",
                CheckKind::Expr => "ssa",
            };
            assert_eq!(prefix, want, "{}", spec.name);
        }
    }
}
