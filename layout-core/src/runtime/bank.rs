//! Shared-memory bank conflicts of one warp-wide access, and a search for swizzles that remove
//! them.
//!
//! # The model
//!
//! Shared memory has 32 banks of 4 bytes: the 4-byte word `w` (byte address `4w`) lives in
//! bank `w % 32`. A warp's access is served in *phases*; each phase takes one or more
//! *wavefronts*, and a bank delivers one distinct word per wavefront:
//!
//! | bytes per thread | phases | threads per phase |
//! | --- | --- | --- |
//! | 1, 2, 4 | 1 | 32 |
//! | 8 | 2 | 16 (half warps) |
//! | 16 | 4 | 8 (quarter warps) |
//!
//! The wavefronts of a phase are the largest number of *distinct* words any one bank must
//! deliver (threads reading the same word share it: a broadcast costs nothing), and the access
//! takes the sum over its phases. The minimum is one wavefront per phase; every wavefront above
//! it is a bank conflict.
//!
//! # The access
//!
//! The shared-memory layout (plain or swizzled) maps a coordinate of the tile to an element
//! index; the element size in bytes turns it into a byte address (the buffer is assumed
//! aligned to 128 bytes). The access is a CuTe TV layout `(thread, value) -> coordinate` of 32
//! threads: thread `t` touches the elements at `smem(tv(t, v))` for every value `v`, and these
//! must be consecutive and aligned to the access width (one vector load or store per thread,
//! such as a 128-bit `cp.async` or one `ldmatrix` row).
//!
//! ```
//! use layout_core::runtime::evaluate;
//! // The SM80 atom of 16-bit elements; each thread writes 8 consecutive halves along K.
//! let write = "((_8,_4),_8):((_64,_1),_8)";
//! let r = evaluate(&format!("bank_conflicts(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)), {write}, 2)")).unwrap();
//! assert_eq!(r.to_string(), "wavefronts: 4, minimum: 4, conflicts: 0 (16-byte accesses: 4 phases of 8 threads)");
//! let r = evaluate(&format!("bank_conflicts((_8,(_8,_8)):(_8,(_1,_64)), {write}, 2)")).unwrap();
//! assert_eq!(r.to_string(), "wavefronts: 32, minimum: 4, conflicts: 28 (16-byte accesses: 4 phases of 8 threads)");
//! ```

use super::{compose3, Error, Int, IntTuple, Layout, Offset, Swizzle, Value};
use alloc::collections::BTreeSet;
use alloc::format;
use alloc::vec::Vec;

/// Threads in a warp.
const WARP: i64 = 32;
/// Banks, each 4 bytes wide.
const BANKS: i64 = 32;

/// The wavefronts one warp-wide shared-memory access takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BankReport {
    /// Bytes each thread accesses (one vector access).
    pub access_bytes: i64,
    /// Wavefronts of each phase, in phase order.
    pub phases: Vec<i64>,
}

impl BankReport {
    /// All wavefronts of the access.
    pub fn wavefronts(&self) -> i64 {
        self.phases.iter().sum()
    }
    /// The fewest wavefronts an access of this width can take: one per phase.
    pub fn minimum(&self) -> i64 {
        self.phases.len() as i64
    }
    /// Wavefronts above the minimum: the bank conflicts.
    pub fn conflicts(&self) -> i64 {
        self.wavefronts() - self.minimum()
    }
}

impl core::fmt::Display for BankReport {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "wavefronts: {}, minimum: {}, conflicts: {} ({}-byte accesses: {} phases of {} threads)",
            self.wavefronts(),
            self.minimum(),
            self.conflicts(),
            self.access_bytes,
            self.phases.len(),
            WARP / self.phases.len() as i64
        )
    }
}

/// The element index of a 1-D coordinate in a plain or swizzled layout.
fn element_at(smem: &Value, idx: i64) -> Result<i64, Error> {
    let crd = IntTuple::Int(Int::dynamic(idx));
    match smem {
        Value::Layout(l) => Ok(l.eval(&crd)?.value),
        Value::Composed(c) => Ok(c.eval_index(&crd)?.value),
        other => Err(Error::new(
            "bank_conflicts",
            format!("the shared-memory layout must be a layout or a composed layout, got {other}"),
        )),
    }
}

/// The wavefronts of the warp-wide access `tv` (32 threads, `(thread, value) -> coordinate`)
/// to the shared-memory layout `smem` (a [`Value::Layout`] or [`Value::Composed`]) of
/// elements of `elem_bytes` bytes. See the module documentation for the model.
///
/// Errors when `tv` does not have 32 threads, when a thread's elements are not one aligned
/// vector of 1, 2, 4, 8 or 16 bytes, or when an address is negative.
///
/// ```
/// use layout_core::runtime::{bank_conflicts, parse_value, Value};
/// let smem = parse_value("(_32,_32):(_32,_1)").unwrap(); // 32x32 floats, row-major
/// let Value::Layout(column) = parse_value("(_32,_1):(_1,_0)").unwrap() else { panic!() };
/// let r = bank_conflicts(&smem, &column, 4).unwrap(); // a warp reads one column
/// assert_eq!((r.wavefronts(), r.minimum(), r.conflicts()), (32, 1, 31));
/// ```
pub fn bank_conflicts(smem: &Value, tv: &Layout, elem_bytes: i64) -> Result<BankReport, Error> {
    let op = "bank_conflicts";
    if !(1..=16).contains(&elem_bytes) {
        return Err(Error::new(
            op,
            format!("element size must be 1 to 16 bytes, got {elem_bytes}"),
        ));
    }
    let (threads, values) = match tv.rank() {
        2 if tv.shape.is_tuple() => (tv.mode(0)?.size()?.value, tv.mode(1)?.size()?.value),
        _ => {
            return Err(Error::new(
                op,
                format!("the access must be a TV layout (thread, value) -> coordinate, got {tv}"),
            ))
        }
    };
    if threads != WARP {
        return Err(Error::new(
            op,
            format!("the access {tv} has {threads} threads, a warp has {WARP}"),
        ));
    }
    let width = values
        .checked_mul(elem_bytes)
        .filter(|w| matches!(w, 1 | 2 | 4 | 8 | 16))
        .ok_or_else(|| {
            Error::new(
                op,
                format!("{values} values of {elem_bytes} bytes per thread is not a 1, 2, 4, 8 or 16-byte access"),
            )
        })?;
    let (tl, vl) = (tv.mode(0)?, tv.mode(1)?);
    let mut starts = Vec::with_capacity(WARP as usize);
    for t in 0..WARP {
        let base = tl.eval(&IntTuple::Int(Int::dynamic(t)))?;
        let mut first = 0;
        for v in 0..values {
            let crd = base.try_add(vl.eval(&IntTuple::Int(Int::dynamic(v)))?)?;
            let e = element_at(smem, crd.value)?;
            let addr = e
                .checked_mul(elem_bytes)
                .filter(|a| *a >= 0)
                .ok_or_else(|| {
                    Error::new(
                        op,
                        format!("thread {t}, value {v}: element {e} has no valid byte address"),
                    )
                })?;
            if v == 0 {
                if addr % width != 0 {
                    return Err(Error::new(
                        op,
                        format!("thread {t} starts at byte {addr}, not aligned to its {width}-byte access"),
                    ));
                }
                first = addr;
            } else if addr != first + v * elem_bytes {
                return Err(Error::new(
                    op,
                    format!("thread {t}: value {v} is at byte {addr}, not {} (a thread's values must be one contiguous vector)", first + v * elem_bytes),
                ));
            }
        }
        starts.push(first);
    }
    bank_wavefronts(&starts, width)
}

/// The wavefronts of a warp-wide access given as each thread's starting byte address (32 of
/// them, in lane order) and the access width in bytes (1, 2, 4, 8 or 16), for thread maps no
/// TV layout expresses (a swizzled one, say). See the module documentation for the model.
///
/// Errors when there are not 32 addresses, the width is not one of those, or an address is
/// negative or not aligned to the width.
///
/// ```
/// use layout_core::runtime::bank_wavefronts;
/// // 32 threads reading 16 bytes each from 32 consecutive 128-byte rows, all at column 0
/// let column: Vec<i64> = (0..32).map(|t| 128 * t).collect();
/// assert_eq!(bank_wavefronts(&column, 16).unwrap().wavefronts(), 32);
/// // the same rows through a 128-byte swizzle (the 16-byte chunk XOR the row's low 3 bits)
/// let swizzled: Vec<i64> = (0..32).map(|t| 128 * t + 16 * (t % 8)).collect();
/// assert_eq!(bank_wavefronts(&swizzled, 16).unwrap().conflicts(), 0);
/// ```
pub fn bank_wavefronts(starts: &[i64], width: i64) -> Result<BankReport, Error> {
    let op = "bank_wavefronts";
    if starts.len() != WARP as usize {
        return Err(Error::new(
            op,
            format!(
                "{} addresses given, a warp has {WARP} threads",
                starts.len()
            ),
        ));
    }
    if !matches!(width, 1 | 2 | 4 | 8 | 16) {
        return Err(Error::new(
            op,
            format!("a {width}-byte access: the width must be 1, 2, 4, 8 or 16 bytes"),
        ));
    }
    if let Some((t, a)) = starts
        .iter()
        .enumerate()
        .find(|(_, a)| **a < 0 || **a % width != 0)
    {
        return Err(Error::new(
            op,
            format!("thread {t} starts at byte {a}, not a non-negative multiple of its {width}-byte access"),
        ));
    }
    let nphases = (width / 4).max(1);
    let per_phase = WARP / nphases;
    let phases = starts
        .chunks(per_phase as usize)
        .map(|chunk| {
            let words: BTreeSet<i64> = chunk
                .iter()
                .flat_map(|a| (*a / 4)..=(a.saturating_add(width - 1) / 4))
                .collect();
            let mut per_bank = [0i64; BANKS as usize];
            for w in words {
                per_bank[(w % BANKS) as usize] += 1;
            }
            per_bank.iter().copied().max().unwrap_or(0).max(1)
        })
        .collect();
    Ok(BankReport {
        access_bytes: width,
        phases,
    })
}

/// The swizzles `Sw<B,M,S>` (`1 <= B <= 5`, `M <= 4`, `B <= S <= 10`, all masks inside the
/// layout's address range: 5 bits of `B` cover the 32 banks, which a column of 4-byte elements
/// needs) that make both accesses take only their minimum wavefronts when
/// composed onto `layout`, simplest first (fewest bits, then shortest shift, then lowest base).
///
/// ```
/// use layout_core::runtime::evaluate;
/// let found = evaluate("find_swizzle((_8,(_8,_8)):(_8,(_1,_64)), ((_8,_4),_8):((_64,_1),_8), ((_8,_4),_8):((_1,_64),_8), 2)").unwrap();
/// assert_eq!(found.to_string(), "(Sw<3,3,3>)");
/// // a transpose through a (_64,_64) row-major f32 tile: rows written, columns read
/// let found = evaluate("find_swizzle((_64,_64):(_64,_1), (_32,_1):(_64,_0), (_32,_1):(_1,_0), 4)").unwrap();
/// assert_eq!(found.to_string(), "(Sw<5,0,6>)");
/// ```
pub fn find_swizzle(
    layout: &Layout,
    write: &Layout,
    read: &Layout,
    elem_bytes: i64,
) -> Result<Vec<Swizzle>, Error> {
    let cosize = layout.cosize()?.value;
    let reach = 64 - cosize.saturating_sub(1).max(0).leading_zeros() as i64;
    let mut found = Vec::new();
    for b in 1..=5 {
        for s in b..=10 {
            for m in 0..=4 {
                let sw = Swizzle::new(b, m, s)?;
                if sw.code() >= (1i64 << reach) {
                    continue;
                }
                let candidate = compose3(sw, Offset::Int(Int::stat(0)), layout.clone());
                let clean = |tv: &Layout| {
                    bank_conflicts(&candidate, tv, elem_bytes).is_ok_and(|r| r.conflicts() == 0)
                };
                if clean(write) && clean(read) {
                    found.push(sw);
                }
            }
        }
    }
    Ok(found)
}

/// `bank_conflicts(smem, tv, bytes)` and `find_swizzle(layout, write_tv, read_tv, bytes)` as
/// calls of the evaluator.
pub(crate) fn call(name: &str, args: &[Value]) -> Option<Result<Value, Error>> {
    let int = |v: &Value| match v {
        Value::Int(i) => Ok(i.value),
        other => Err(Error::new(
            name,
            format!("expected an element size in bytes, got {other}"),
        )),
    };
    let layout = |v: &Value| match v {
        Value::Layout(l) => Ok(l.clone()),
        other => Err(Error::new(name, format!("expected a layout, got {other}"))),
    };
    match name {
        "bank_conflicts" => Some(match args {
            [smem, tv, bytes] => (|| {
                let report = bank_conflicts(smem, &layout(tv)?, int(bytes)?)?;
                Ok(Value::Text(format!("{report}")))
            })(),
            _ => Err(Error::new(
                name,
                "takes a shared-memory layout, a TV layout and an element size in bytes",
            )),
        }),
        "find_swizzle" => Some(match args {
            [l, w, r, bytes] => (|| {
                let found = find_swizzle(&layout(l)?, &layout(w)?, &layout(r)?, int(bytes)?)?;
                Ok(Value::Tuple(
                    found.into_iter().map(Value::Swizzle).collect(),
                ))
            })(),
            _ => Err(Error::new(
                name,
                "takes a layout, a write TV layout, a read TV layout and an element size in bytes",
            )),
        }),
        _ => None,
    }
}
