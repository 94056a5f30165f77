//! Why a DLPack tensor does not fit a view, or a buffer cannot be exported.

use super::{Device, DeviceName, DtypeName};
use dlpark::ffi::{DLDataType, DLDevice};
use std::fmt;

/// The shape or the stride of a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The shape.
    Shape,
    /// The stride.
    Stride,
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Shape => "shape",
            Part::Stride => "stride",
        })
    }
}

/// Why a DLPack tensor does not fit the view asked for, or a buffer cannot be exported. The
/// message names the check and the values (`DLPack view: ...`, `DLPack export: ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DlpackError {
    /// The descriptor itself is malformed (dlpark's validation: null shape, negative extents,
    /// overflowing sizes, an unsupported version, ...).
    Descriptor(String),
    /// The tensor's element type is not the view's.
    WrongDtype {
        /// The view's element type.
        expected: DLDataType,
        /// The tensor's.
        found: DLDataType,
    },
    /// The tensor's memory is not where the view wants it.
    WrongDevice {
        /// The view's device.
        expected: Device,
        /// The tensor's.
        found: DLDevice,
    },
    /// The tensor's rank is not the view's layout's.
    WrongRank {
        /// The modes of the view's layout.
        expected: usize,
        /// The tensor's `ndim`.
        found: usize,
    },
    /// The first element (data pointer plus byte offset) is not aligned as the view needs.
    Misaligned {
        /// The data pointer.
        data: u64,
        /// The byte offset.
        byte_offset: u64,
        /// The alignment the view needs, in bytes.
        align: usize,
    },
    /// A mode does not equal the static value the view's layout has there.
    StaticMismatch {
        /// Shape or stride.
        part: Part,
        /// The mode.
        mode: usize,
        /// The layout's static value.
        expected: i32,
        /// The tensor's value.
        found: i64,
    },
    /// A mode does not fit a dynamic leaf (`i32`).
    OutOfRange {
        /// Shape or stride.
        part: Part,
        /// The mode.
        mode: usize,
        /// The tensor's value.
        value: i64,
    },
    /// A host view (a slice) or an export met a negative stride.
    NegativeStride {
        /// The mode.
        mode: usize,
        /// The stride.
        value: i64,
    },
    /// The layout reaches past the buffer being exported.
    BufferTooShort {
        /// Elements the layout reaches (its cosize).
        needed: u64,
        /// Elements in the buffer.
        len: usize,
    },
    /// A writable view of a tensor marked `READ_ONLY`.
    ReadOnly,
    /// Building the managed tensor or reading the device buffer failed.
    Export(String),
}

impl fmt::Display for DlpackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DlpackError::Descriptor(why) => write!(f, "DLPack view: malformed tensor: {why}"),
            DlpackError::WrongDtype { expected, found } => write!(
                f,
                "DLPack view: the tensor holds {} elements, the view wants {}",
                DtypeName(*found),
                DtypeName(*expected)
            ),
            DlpackError::WrongDevice { expected, found } => write!(
                f,
                "DLPack view: the tensor is on {}, the view wants {expected}",
                DeviceName(*found)
            ),
            DlpackError::WrongRank { expected, found } => write!(
                f,
                "DLPack view: the tensor has {found} modes, the view's layout has {expected}"
            ),
            DlpackError::Misaligned {
                data,
                byte_offset,
                align,
            } => write!(
                f,
                "DLPack view: the first element at {:#x} (data pointer {data:#x} + byte offset \
                 {byte_offset}) is not aligned to {align} bytes",
                data.wrapping_add(*byte_offset)
            ),
            DlpackError::StaticMismatch {
                part,
                mode,
                expected,
                found,
            } => write!(
                f,
                "DLPack view: mode {mode} of the {part} is {found}, the view's layout says _{expected}"
            ),
            DlpackError::OutOfRange { part, mode, value } => write!(
                f,
                "DLPack view: mode {mode} of the {part} is {value}, outside a dynamic leaf (i32)"
            ),
            DlpackError::NegativeStride { mode, value } => write!(
                f,
                "DLPack: mode {mode} of the stride is {value}; host views and exports need \
                 non-negative strides"
            ),
            DlpackError::BufferTooShort { needed, len } => write!(
                f,
                "DLPack export: the layout reaches {needed} elements, the buffer holds {len}"
            ),
            DlpackError::ReadOnly => f.write_str(
                "DLPack view: the tensor is read-only (flag READ_ONLY), the view writes to it",
            ),
            DlpackError::Export(why) => write!(f, "DLPack export: {why}"),
        }
    }
}

impl std::error::Error for DlpackError {}

impl From<dlpark::tensor::Error> for DlpackError {
    fn from(e: dlpark::tensor::Error) -> DlpackError {
        DlpackError::Descriptor(e.to_string())
    }
}
