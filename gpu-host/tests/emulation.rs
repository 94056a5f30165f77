//! CPU emulation of every kernel: the kernel's own body and index logic, run for every
//! (block, thread) of its launch over small ragged problems, against a plain loop.

use gpu_host::emulate::{emulate, AlignedBuffer, HostElement};
use gpu_host::registry::{DType, Family, GridChoice, KernelSpec, OpKind, Problem, KERNELS};
use gpu_kernels::element::f16;

/// A small xorshift generator: fresh inputs per case, reproducible per seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Uniform in [-4, 4).
    fn value(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 * 8.0 - 4.0
    }
}

trait TestElement: HostElement + PartialEq + std::fmt::Debug {
    fn random(rng: &mut Rng) -> Self;
    fn poison() -> Self;
    fn bits(self) -> u32;
    fn reference(op: OpKind, a: Self, b: Self) -> Self;
}

impl TestElement for f32 {
    fn random(rng: &mut Rng) -> f32 {
        rng.value() as f32
    }
    fn poison() -> f32 {
        f32::from_bits(u32::MAX)
    }
    fn bits(self) -> u32 {
        self.to_bits()
    }
    fn reference(op: OpKind, a: f32, b: f32) -> f32 {
        match op {
            OpKind::Add => a + b,
            OpKind::Mul => a * b,
            OpKind::MulRelu => (a * b).max(0.0),
        }
    }
}

/// `x` rounded to the nearest half, ties to even, by exact f64 arithmetic: the reference for
/// half arithmetic (the exact sum or product of two halves fits an f64).
fn round_half(x: f64) -> f16 {
    if x == 0.0 {
        return f16::from_f64(x);
    }
    let e = (((x.abs().to_bits() >> 52) as i32) - 1023).max(-14);
    let ulp = 2f64.powi(e - 10);
    let r = (x / ulp).round_ties_even() * ulp;
    if r.abs() > 65504.0 {
        f16::from_f64(f64::INFINITY.copysign(x))
    } else {
        f16::from_f64(r) // exact: r has at most 11 significant bits
    }
}

impl TestElement for f16 {
    fn random(rng: &mut Rng) -> f16 {
        f16::from_f64(rng.value())
    }
    fn poison() -> f16 {
        f16::from_bits(u16::MAX)
    }
    fn bits(self) -> u32 {
        self.to_bits().into()
    }
    fn reference(op: OpKind, a: f16, b: f16) -> f16 {
        let (x, y) = (a.to_f64(), b.to_f64());
        match op {
            OpKind::Add => round_half(x + y),
            OpKind::Mul => round_half(x * y),
            OpKind::MulRelu => {
                let p = round_half(x * y);
                if p.to_f64() > 0.0 {
                    p
                } else {
                    f16::ZERO
                }
            }
        }
    }
}

fn check<T: TestElement>(spec: &KernelSpec, problem: Problem, grid: GridChoice, seed: u64) {
    let span = problem.span() as usize;
    let mut rng = Rng(seed | 1);
    let mut a = AlignedBuffer::<T>::new(span, T::poison());
    let mut b = AlignedBuffer::<T>::new(span, T::poison());
    for x in a
        .as_mut_slice()
        .iter_mut()
        .chain(b.as_mut_slice().iter_mut())
    {
        *x = T::random(&mut rng);
    }
    let mut c = AlignedBuffer::<T>::new(span, T::poison());
    emulate(
        spec,
        problem,
        grid,
        a.as_slice(),
        b.as_slice(),
        c.as_mut_slice(),
    )
    .unwrap_or_else(|e| panic!("{} {problem:?} {grid:?}: {e}", spec.name));

    let (a, b, c) = (a.as_slice(), b.as_slice(), c.as_slice());
    for k in 0..span {
        let (row, col) = (k / problem.ld as usize, k % problem.ld as usize);
        let expect = if col < problem.n as usize {
            T::reference(spec.op, a[k], b[k])
        } else {
            T::poison() // padding between rows: never written
        };
        assert_eq!(
            c[k].bits(),
            expect.bits(),
            "{} {problem:?} {grid:?}: element ({row}, {col})",
            spec.name
        );
    }
}

fn problems(spec: &KernelSpec) -> Vec<Problem> {
    let mut out: Vec<Problem> = [
        (1, 1),
        (3, 1000),
        (67, 515),
        (64, 512),
        (130, 1030),
        (1, 9999),
    ]
    .into_iter()
    .map(|(m, n)| Problem::contiguous(m, n))
    .collect();
    if !matches!(spec.family, Family::Vector { .. } | Family::Tensor { .. }) {
        out.push(Problem {
            m: 70,
            n: 520,
            ld: 528,
        }); // padded rows, still 16-byte aligned
        out.push(Problem {
            m: 65,
            n: 513,
            ld: 517,
        }); // padded rows that break alignment
    }
    out
}

fn grids(spec: &KernelSpec) -> Vec<GridChoice> {
    match spec.family {
        Family::Vector { .. } => vec![
            GridChoice::Cover,
            GridChoice::Fixed(1),
            GridChoice::Fixed(3),
        ],
        _ => vec![GridChoice::Cover],
    }
}

#[test]
fn every_kernel_matches_a_plain_loop() {
    let mut seed = 0x9e37_79b9_7f4a_7c15;
    for spec in KERNELS {
        for problem in problems(spec) {
            for grid in grids(spec) {
                seed += 1;
                match spec.dtype {
                    DType::F32 => check::<f32>(spec, problem, grid, seed),
                    DType::F16 => check::<f16>(spec, problem, grid, seed),
                }
            }
        }
    }
}

#[test]
fn emulation_rejects_bad_input() {
    let contiguous_f32 = |k: &&KernelSpec| k.dtype == DType::F32 && k.name.starts_with("vadd_");
    let spec = KERNELS.iter().find(contiguous_f32).unwrap();
    let a = vec![0.0f32; 8];
    let mut c = vec![0.0f32; 8];
    let short = emulate(
        spec,
        Problem::contiguous(4, 4),
        GridChoice::Cover,
        &a,
        &a,
        &mut c,
    );
    assert!(short.is_err());
    let halves = vec![f16::ZERO; 8];
    let mut out = vec![f16::ZERO; 8];
    let wrong = emulate(
        spec,
        Problem::contiguous(2, 4),
        GridChoice::Cover,
        &halves,
        &halves,
        &mut out,
    );
    assert!(wrong.is_err());
}
