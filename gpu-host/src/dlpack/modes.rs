//! The flat shapes and strides a DLPack tensor can fill: one leaf per DLPack mode.

use super::error::{DlpackError, Part};
use layout_core::int::Int;
use layout_core::IntTuple;

/// A flat IntTuple of rank 1 to 4 (`(A,)`, `(A, B)`, ...; each leaf `i32` or static), read from
/// and written to DLPack's `int64` shape and stride arrays.
///
/// A dynamic leaf takes any value that fits `i32`; a static leaf only its own value, so the
/// type states what a kernel relies on (`(i32, _1)`: the last mode is contiguous).
///
/// ```
/// use gpu_host::dlpack::{DlpackModes, Part};
/// use layout_core::prelude::*;
/// let s = <(i32, _1)>::read(&[12, 1], Part::Stride).unwrap();
/// assert_eq!(display(s).to_string(), "(12,_1)");
/// let e = <(i32, _1)>::read(&[1, 12], Part::Stride).unwrap_err();
/// assert_eq!(e.to_string(), "DLPack view: mode 1 of the stride is 12, the view's layout says _1");
/// ```
pub trait DlpackModes: IntTuple {
    /// The number of modes.
    const MODES: usize;
    /// The tuple holding `values` (exactly [`MODES`](DlpackModes::MODES) of them), or the
    /// first mode that does not fit.
    fn read(values: &[i64], part: Part) -> Result<Self, DlpackError>;
    /// The values, in mode order.
    fn values(&self) -> Vec<i64>;
}

/// One leaf from a DLPack value.
fn leaf<I: Int>(value: i64, part: Part, mode: usize) -> Result<I, DlpackError> {
    match I::STATIC {
        Some(s) if value == i64::from(s) => Ok(I::from_value(s)),
        Some(s) => Err(DlpackError::StaticMismatch {
            part,
            mode,
            expected: s,
            found: value,
        }),
        None => i32::try_from(value)
            .map(I::from_value)
            .map_err(|_| DlpackError::OutOfRange { part, mode, value }),
    }
}

macro_rules! flat_modes {
    ($n:expr; $($leaf:ident $k:tt),+) => {
        impl<$($leaf: Int),+> DlpackModes for ($($leaf,)+)
        where
            Self: IntTuple,
        {
            const MODES: usize = $n;
            fn read(values: &[i64], part: Part) -> Result<Self, DlpackError> {
                Ok(($(leaf::<$leaf>(values[$k], part, $k)?,)+))
            }
            fn values(&self) -> Vec<i64> {
                vec![$(i64::from(self.$k.value())),+]
            }
        }
    };
}

flat_modes!(1; A 0);
flat_modes!(2; A 0, B 1);
flat_modes!(3; A 0, B 1, C 2);
flat_modes!(4; A 0, B 1, C 2, D 3);

/// The elements a flat layout reaches from its first: its cosize, with every stride
/// non-negative (0 for an empty shape).
pub(crate) fn span(shape: &[i64], stride: &[i64]) -> Result<u64, DlpackError> {
    if shape.contains(&0) {
        return Ok(0);
    }
    let mut last = 0_u64;
    for (mode, (&s, &d)) in shape.iter().zip(stride).enumerate() {
        if d < 0 {
            return Err(DlpackError::NegativeStride { mode, value: d });
        }
        // s >= 1 and d >= 0 are i32 values: no overflow in u64.
        last += (s as u64 - 1) * d as u64;
    }
    Ok(last + 1)
}
