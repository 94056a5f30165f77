//! `gpu-bench`: runs the PTX kernels on a GPU, for scripts/gpu_bench.py.
//!
//! ```text
//! gpu-bench list
//! gpu-bench check --ptx P --dtype f16|f32 --m M --n N --a FILE --b FILE --out DIR
//! gpu-bench bench --ptx P --dtype f16|f32 --m M --n N [--reps 50] [--warmup 5]
//! ```
//! `check` reads `a` and `b` (raw little-endian elements, `m * n` each), runs every kernel of
//! that element type on them (output poisoned with all-ones bits first; vector kernels also
//! with a 3-block grid-stride launch, named `NAME@g3`) and writes each output to
//! `DIR/NAME.bin`. `bench` draws random inputs, checks every kernel against a host reference
//! (poisoned output, bit-exact), then times each one and a device-to-device copy with CUDA
//! events. Both print one JSON object per line.

use gpu_host::device::{DeviceElement, Gpu, GpuError};
use gpu_host::registry::{DType, Family, GridChoice, KernelSpec, OpKind, Problem, KERNELS};
use gpu_kernels::element::f16;
use gpu_kernels::op::{self, BinaryOp};
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gpu-bench: error: {e}");
            ExitCode::from(2)
        }
    }
}

type Result<T> = std::result::Result<T, String>;

struct Opts(HashMap<String, String>);

impl Opts {
    fn parse(args: &[String]) -> Result<Opts> {
        let mut map = HashMap::new();
        let mut it = args.iter();
        while let Some(key) = it.next() {
            let key = key
                .strip_prefix("--")
                .ok_or_else(|| format!("expected --option, got `{key}`"))?;
            let value = it.next().ok_or_else(|| format!("--{key} needs a value"))?;
            map.insert(key.to_string(), value.clone());
        }
        Ok(Opts(map))
    }
    fn get(&self, key: &str) -> Result<&str> {
        self.0
            .get(key)
            .map(String::as_str)
            .ok_or_else(|| format!("missing --{key}"))
    }
    fn num(&self, key: &str, default: Option<u32>) -> Result<u32> {
        match (self.0.get(key), default) {
            (Some(v), _) => v.parse().map_err(|_| format!("--{key}: not a number: {v}")),
            (None, Some(d)) => Ok(d),
            (None, None) => Err(format!("missing --{key}")),
        }
    }
    fn dtype(&self) -> Result<DType> {
        let d = self.get("dtype")?;
        DType::parse(d).ok_or_else(|| format!("--dtype: expected f16 or f32, got {d}"))
    }
}

fn run(args: &[String]) -> Result<()> {
    let (cmd, rest) = args
        .split_first()
        .ok_or("usage: gpu-bench list|check|bench ...")?;
    let opts = Opts::parse(rest)?;
    match cmd.as_str() {
        "list" => {
            for k in KERNELS {
                println!("{} {} {:?} {:?}", k.name, k.dtype.name(), k.op, k.family);
            }
            Ok(())
        }
        "check" => match opts.dtype()? {
            DType::F32 => check::<f32>(&opts),
            DType::F16 => check::<u16>(&opts),
        },
        "bench" => match opts.dtype()? {
            DType::F32 => bench::<f32>(&opts),
            DType::F16 => bench::<u16>(&opts),
        },
        other => Err(format!("unknown command `{other}`")),
    }
}

/// Host-side element handling for the two device types.
trait Elem: DeviceElement + PartialEq + Send + Sync {
    const BYTES: usize;
    fn poison() -> Self;
    fn from_le(bytes: &[u8]) -> Self;
    fn to_le(self, out: &mut Vec<u8>);
    fn random(state: &mut u64) -> Self;
    fn reference(op: OpKind, a: Self, b: Self) -> Self;
}

fn xorshift(state: &mut u64) -> f64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    (*state >> 11) as f64 / (1u64 << 53) as f64 * 8.0 - 4.0
}

impl Elem for f32 {
    const BYTES: usize = 4;
    fn poison() -> f32 {
        f32::from_bits(u32::MAX)
    }
    fn from_le(b: &[u8]) -> f32 {
        f32::from_le_bytes([b[0], b[1], b[2], b[3]])
    }
    fn to_le(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
    fn random(state: &mut u64) -> f32 {
        xorshift(state) as f32
    }
    fn reference(op: OpKind, a: f32, b: f32) -> f32 {
        match op {
            OpKind::Add => a + b,
            OpKind::Mul => a * b,
            OpKind::MulRelu => (a * b).max(0.0),
        }
    }
}

impl Elem for u16 {
    const BYTES: usize = 2;
    fn poison() -> u16 {
        u16::MAX
    }
    fn from_le(b: &[u8]) -> u16 {
        u16::from_le_bytes([b[0], b[1]])
    }
    fn to_le(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
    fn random(state: &mut u64) -> u16 {
        f16::from_f64(xorshift(state)).to_bits()
    }
    /// The kernels' own operation on the host: the portable half arithmetic (correctly
    /// rounded), which the GPU's `add.rn.f16x2` etc. equal bit for bit.
    fn reference(kind: OpKind, a: u16, b: u16) -> u16 {
        let (x, y) = (f16::from_bits(a), f16::from_bits(b));
        let r = match kind {
            OpKind::Add => op::Add::f16(x, y),
            OpKind::Mul => op::Mul::f16(x, y),
            OpKind::MulRelu => op::MulRelu::f16(x, y),
        };
        r.to_bits()
    }
}

fn gpu(opts: &Opts) -> Result<Gpu> {
    Gpu::open(&PathBuf::from(opts.get("ptx")?)).map_err(|e| e.to_string())
}

fn read_elems<E: Elem>(path: &str, len: usize) -> Result<Vec<E>> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    if bytes.len() != len * E::BYTES {
        return Err(format!(
            "{path}: {} bytes, expected {}",
            bytes.len(),
            len * E::BYTES
        ));
    }
    Ok(bytes.chunks_exact(E::BYTES).map(E::from_le).collect())
}

/// The launches to run for a kernel: vector kernels also grid-stride with a small grid.
fn plans(spec: &KernelSpec, wave: u32) -> Vec<(String, GridChoice)> {
    match spec.family {
        Family::Vector { .. } => vec![
            (spec.name.to_string(), GridChoice::Cover),
            (format!("{}@g{wave}", spec.name), GridChoice::Fixed(wave)),
        ],
        _ => vec![(spec.name.to_string(), GridChoice::Cover)],
    }
}

fn err(e: GpuError) -> String {
    e.to_string()
}

fn check<E: Elem>(opts: &Opts) -> Result<()> {
    let (m, n) = (opts.num("m", None)?, opts.num("n", None)?);
    let len = m as usize * n as usize;
    let problem = Problem::contiguous(m, n);
    let a = read_elems::<E>(opts.get("a")?, len)?;
    let b = read_elems::<E>(opts.get("b")?, len)?;
    let out = PathBuf::from(opts.get("out")?);
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let gpu = gpu(opts)?;
    let stream = gpu.stream().clone();
    let da = stream.clone_htod(&a).map_err(|e| format!("{e:?}"))?;
    let db = stream.clone_htod(&b).map_err(|e| format!("{e:?}"))?;
    let poison = vec![E::poison(); len.max(1)];
    let mut dc = stream.clone_htod(&poison).map_err(|e| format!("{e:?}"))?;
    for spec in KERNELS.iter().filter(|k| k.dtype == E::DTYPE) {
        for (label, grid) in plans(spec, 3) {
            stream
                .memcpy_htod(&poison, &mut dc)
                .map_err(|e| format!("{e:?}"))?;
            gpu.launch(spec, problem, grid, &da, &db, &mut dc)
                .map_err(err)?;
            stream
                .synchronize()
                .map_err(|e| format!("{label}: {e:?}"))?;
            let c: Vec<E> = stream.clone_dtoh(&dc).map_err(|e| format!("{e:?}"))?;
            let mut bytes = Vec::with_capacity(len * E::BYTES);
            c[..len].iter().for_each(|x| x.to_le(&mut bytes));
            let file = out.join(format!("{label}.bin"));
            std::fs::write(&file, bytes).map_err(|e| format!("{}: {e}", file.display()))?;
            println!(
                "{{\"kernel\":\"{label}\",\"op\":\"{:?}\",\"file\":\"{}\"}}",
                spec.op,
                file.display()
            );
        }
    }
    Ok(())
}

/// Applies `f` to `len` indices split over the machine's cores.
fn parallel_fill<E: Elem>(len: usize, f: impl Fn(usize) -> E + Sync) -> Vec<E> {
    let mut out = vec![E::default(); len];
    let threads = std::thread::available_parallelism().map_or(4, |n| n.get());
    let chunk = len.div_ceil(threads).max(1);
    std::thread::scope(|s| {
        for (i, part) in out.chunks_mut(chunk).enumerate() {
            let f = &f;
            s.spawn(move || {
                for (j, x) in part.iter_mut().enumerate() {
                    *x = f(i * chunk + j);
                }
            });
        }
    });
    out
}

fn random_vec<E: Elem>(len: usize, seed: u64) -> Vec<E> {
    parallel_fill(len, |i| {
        let mut state = (i as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ seed;
        for _ in 0..3 {
            xorshift(&mut state);
        }
        E::random(&mut state)
    })
}

fn median(mut v: Vec<f32>) -> f32 {
    v.sort_by(f32::total_cmp);
    v[v.len() / 2]
}

fn bench<E: Elem>(opts: &Opts) -> Result<()> {
    let (m, n) = (opts.num("m", None)?, opts.num("n", None)?);
    let reps = opts.num("reps", Some(50))? as usize;
    let warmup = opts.num("warmup", Some(5))? as usize;
    let len = m as usize * n as usize;
    let problem = Problem::contiguous(m, n);
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    let a = random_vec::<E>(len, seed);
    let b = random_vec::<E>(len, seed.rotate_left(17) ^ 0x5555);
    let gpu = gpu(opts)?;
    let wave = gpu.multiprocessors().map_err(err)? * 8;
    let stream = gpu.stream().clone();
    let e = |x: cudarc::driver::DriverError| format!("{x:?}");
    let da = stream.clone_htod(&a).map_err(e)?;
    let db = stream.clone_htod(&b).map_err(e)?;
    let poison = vec![E::poison(); len];
    let mut dc = stream.clone_htod(&poison).map_err(e)?;
    let bytes = |tensors: usize| (tensors * len * E::BYTES) as f64;
    let dtype = E::DTYPE.name();
    eprintln!("gpu-bench: {} | {dtype} {m}x{n}", gpu.name().map_err(err)?);

    let mut references: HashMap<String, Vec<E>> = HashMap::new();
    for spec in KERNELS.iter().filter(|k| k.dtype == E::DTYPE) {
        let key = format!("{:?}", spec.op);
        let reference = references
            .entry(key)
            .or_insert_with(|| parallel_fill(len, |i| E::reference(spec.op, a[i], b[i])));
        for (label, grid) in plans(spec, wave) {
            stream.memcpy_htod(&poison, &mut dc).map_err(e)?;
            gpu.launch(spec, problem, grid, &da, &db, &mut dc)
                .map_err(err)?;
            stream
                .synchronize()
                .map_err(|x| format!("{label}: {x:?}"))?;
            let c: Vec<E> = stream.clone_dtoh(&dc).map_err(e)?;
            let mismatches = c
                .iter()
                .zip(reference.iter())
                .filter(|(x, y)| x != y)
                .count();
            let times = gpu
                .time(warmup, reps, || {
                    gpu.launch(spec, problem, grid, &da, &db, &mut dc)
                        .map(|_| ())
                })
                .map_err(err)?;
            let ms = median(times);
            let (regs, local) = gpu.resources(spec.name).map_err(err)?;
            println!(
                "{{\"dtype\":\"{dtype}\",\"kernel\":\"{label}\",\"op\":\"{:?}\",\"median_ms\":{ms:.5},\"gbps\":{:.1},\"mismatches\":{mismatches},\"regs\":{regs},\"local_bytes\":{local}}}",
                spec.op,
                bytes(3) / (ms as f64 * 1e6)
            );
        }
    }
    let times = gpu
        .time(warmup, reps, || {
            stream.memcpy_dtod(&da, &mut dc).map_err(GpuError::Driver)
        })
        .map_err(err)?;
    let ms = median(times);
    println!(
        "{{\"dtype\":\"{dtype}\",\"kernel\":\"cudarc memcpy_dtod\",\"op\":\"Copy\",\"median_ms\":{ms:.5},\"gbps\":{:.1},\"mismatches\":0}}",
        bytes(2) / (ms as f64 * 1e6)
    );
    Ok(())
}
