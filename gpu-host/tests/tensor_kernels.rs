//! The element-wise kernels written with tensors and tiled copies
//! (`gpu_kernels::kernels::tensor_apply`), run on the CPU for every (block, thread): interior
//! tiles (16-byte copies), the ragged last tile (predicated element copies), buffers that are
//! not 16-byte aligned (every tile predicated), and the `bf16` kernels, which the registry's
//! element types do not cover, against a plain loop.

use gpu_kernels::element::f16;
use gpu_kernels::grid::Grid;
use gpu_kernels::kernels::tensor_apply::{FragmentOp, Rows, TensorApply, R16, R4};
use gpu_kernels::numeric::bf16;
use gpu_kernels::op::{Add, Mul, MulRelu};

/// A small xorshift generator.
struct Rng(u64);
impl Rng {
    fn value(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64 * 8.0 - 4.0
    }
}

trait Elem: TensorApply + PartialEq + std::fmt::Debug {
    fn from(x: f64) -> Self;
    fn to(self) -> f64;
    fn round(x: f64) -> Self;
}
impl Elem for f32 {
    fn from(x: f64) -> f32 {
        x as f32
    }
    fn to(self) -> f64 {
        f64::from(self)
    }
    fn round(x: f64) -> f32 {
        x as f32
    }
}
impl Elem for f16 {
    fn from(x: f64) -> f16 {
        f16::from_f64(x)
    }
    fn to(self) -> f64 {
        self.to_f64()
    }
    fn round(x: f64) -> f16 {
        f16::from_f32(x as f32) // exact in f32: one rounding
    }
}
impl Elem for bf16 {
    fn from(x: f64) -> bf16 {
        bf16::from_f64(x)
    }
    fn to(self) -> f64 {
        self.to_f64()
    }
    fn round(x: f64) -> bf16 {
        bf16::from_f32(x as f32) // exact in f32 for these inputs: one rounding
    }
}

/// The exact result (products and sums of two such values are exact in f32), rounded once.
fn reference<T: Elem>(op: &str, a: T, b: T) -> T {
    let (x, y) = (a.to(), b.to());
    match op {
        "add" => T::round(x + y),
        "mul" => T::round(x * y),
        _ => T::round((x * y).max(0.0)),
    }
}

/// Runs the body over `total` elements starting `skew` elements into 16-byte aligned buffers.
fn run<T: Elem, Op: FragmentOp, R: Rows>(op: &str, total: usize, skew: usize, seed: u64) {
    let mut rng = Rng(seed);
    let n = total + skew;
    // 16-byte aligned storage
    let mut store = vec![[0u128; 1]; 3 * (n * std::mem::size_of::<T>()).div_ceil(16) + 3];
    let words = (n * std::mem::size_of::<T>()).div_ceil(16) + 1;
    let (sa, rest) = store.split_at_mut(words);
    let (sb, sc) = rest.split_at_mut(words);
    // SAFETY: each region holds at least `n` elements of `T`, aligned to 16 bytes; `T` is
    // valid for any bits.
    let (a, b, c) = unsafe {
        (
            std::slice::from_raw_parts_mut(sa.as_mut_ptr().cast::<T>(), n),
            std::slice::from_raw_parts_mut(sb.as_mut_ptr().cast::<T>(), n),
            std::slice::from_raw_parts_mut(sc.as_mut_ptr().cast::<T>(), n),
        )
    };
    for i in 0..n {
        a[i] = T::from(rng.value());
        b[i] = T::from(rng.value());
        c[i] = T::from(-1234.0);
    }
    let blocks = (total as u32).div_ceil(T::tile::<R>()).max(1);
    let (pa, pb, pc) = (
        a[skew..].as_ptr(),
        b[skew..].as_ptr(),
        c[skew..].as_mut_ptr(),
    );
    for g in Grid::all(blocks, 1, 256) {
        // SAFETY: the buffers hold `total` elements from the pointers; `c` is separate.
        unsafe { T::tensor_apply::<Op, R>(g, pa, pb, pc, total as i32) }
    }
    for i in 0..n {
        let want = if i < skew {
            T::from(-1234.0)
        } else {
            reference(op, a[i], b[i])
        };
        assert_eq!(
            c[i], want,
            "{op} total {total} skew {skew}: element {i}: {:?} {:?}",
            a[i], b[i]
        );
    }
}

fn each_problem<T: Elem>() {
    let tile = T::tile::<R16>() as usize;
    let sizes = [
        1,
        7,
        tile - 1,
        tile,
        2 * tile,
        2 * tile + 513,
        3 * tile + tile / 2 + 3,
    ];
    for (k, &total) in sizes.iter().enumerate() {
        for skew in [0, 1] {
            let seed = 0x9e37_79b9_7f4a_7c15 + k as u64 * 7 + skew as u64;
            run::<T, Add, R16>("add", total, skew, seed);
            run::<T, Mul, R16>("mul", total, skew, seed + 1);
            run::<T, MulRelu, R16>("mul_relu", total, skew, seed + 2);
            run::<T, Add, R4>("add", total, skew, seed + 3);
        }
    }
}

#[test]
fn f32_kernels_match_a_plain_loop() {
    each_problem::<f32>();
}

#[test]
fn f16_kernels_match_a_plain_loop() {
    each_problem::<f16>();
}

#[test]
fn bf16_kernels_match_a_plain_loop() {
    each_problem::<bf16>();
}
