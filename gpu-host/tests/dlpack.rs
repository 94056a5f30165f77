//! DLPack views and exports on host memory descriptors: what a view accepts, the layout it
//! reads, and the errors (not panics) for tensors that do not fit. No GPU needed: "device"
//! descriptors here label host memory `cuda:0`, which a device view never reads.

use dlpark::ffi::{DLDataType, DLDevice, DLManagedTensor, DLManagedTensorVersioned, DLTensor};
use dlpark::metadata::Dynamic;
use dlpark::Managed;
use gpu_host::dlpack::{export_host, DlpackError, DlpackTensor, Part};
use layout_core::prelude::*;
use std::sync::Arc;

/// A versioned DLPack tensor over `data` with the given descriptor fields.
fn tensor(
    data: Arc<Vec<f32>>,
    shape: &[i64],
    strides: &[i64],
    device: DLDevice,
    byte_offset: u64,
) -> DlpackTensor {
    let ptr = data.as_ptr() as *mut std::ffi::c_void;
    let mut init = Dynamic::new(shape.to_vec(), strides.to_vec())
        .initialize_as::<DLManagedTensorVersioned>(data)
        .unwrap();
    init.set_data(ptr)
        .set_dtype(DLDataType::F32)
        .set_device(device)
        .set_byte_offset(byte_offset);
    // SAFETY: the descriptors of these tests stay inside `data` whenever a host view reads
    // them; device views never read.
    DlpackTensor::from(unsafe { init.finish() })
}

fn iota(n: usize) -> Arc<Vec<f32>> {
    Arc::new((0..n).map(|i| i as f32).collect())
}

type Dyn2 = (i32, i32);

#[test]
fn a_row_major_tensor_reads_as_cute_reads_it() {
    let data = iota(12);
    let t = tensor(data.clone(), &[4, 3], &[3, 1], DLDevice::CPU, 0);
    // SAFETY: the descriptor covers the 12 elements of `data`.
    let v = unsafe { t.host_view::<f32, Dyn2, Dyn2>() }.unwrap();
    assert_eq!(v.layout().to_string(), "(4,3):(3,1)");
    assert_eq!(v[(2, 1)], 7.0);
    assert_eq!(v[5], 4.0); // 1-D index 5 is (1, 1): CuTe's colexicographic order
    assert_eq!(v.engine().as_ptr(), data.as_ptr(), "a view, not a copy");
    assert_eq!(v.get((4, 0)), None);
}

#[test]
fn a_transposed_tensor_is_the_same_memory_with_swapped_modes() {
    let t = tensor(iota(12), &[3, 4], &[1, 3], DLDevice::CPU, 0);
    // SAFETY: the descriptor covers the 12 elements.
    let v = unsafe { t.host_view::<f32, Dyn2, (_1, i32)>() }.unwrap();
    assert_eq!(v.layout().to_string(), "(3,4):(_1,3)");
    assert_eq!(v[(1, 2)], 7.0);
}

#[test]
fn static_modes_accept_only_their_value() {
    let t = tensor(iota(12), &[4, 3], &[3, 1], DLDevice::CPU, 0);
    // SAFETY: the descriptor covers the 12 elements.
    let v = unsafe { t.host_view::<f32, (i32, _3), (_3, _1)>() }.unwrap();
    assert_eq!(v.layout().to_string(), "(4,_3):(_3,_1)");
    // SAFETY: as above.
    let e = unsafe { t.host_view::<f32, (_8, i32), Dyn2>() }.unwrap_err();
    assert_eq!(
        e,
        DlpackError::StaticMismatch {
            part: Part::Shape,
            mode: 0,
            expected: 8,
            found: 4
        }
    );
    assert_eq!(
        e.to_string(),
        "DLPack view: mode 0 of the shape is 4, the view's layout says _8"
    );
}

#[test]
fn dtype_device_and_rank_are_checked() {
    let t = tensor(iota(12), &[4, 3], &[3, 1], DLDevice::cuda(0), 0);
    // SAFETY: the descriptor covers the 12 elements (and the view is refused before reading).
    let e = unsafe { t.host_view::<f32, Dyn2, Dyn2>() }.unwrap_err();
    assert_eq!(
        e.to_string(),
        "DLPack view: the tensor is on cuda:0, the view wants cpu"
    );
    let e = t.cuda_view::<f32, Dyn2, Dyn2>(1, 4).unwrap_err();
    assert_eq!(
        e.to_string(),
        "DLPack view: the tensor is on cuda:0, the view wants cuda:1"
    );
    let e = t.cuda_view::<i32, Dyn2, Dyn2>(0, 4).unwrap_err();
    assert_eq!(
        e.to_string(),
        "DLPack view: the tensor holds float32 elements, the view wants int32"
    );
    let e = t.cuda_view::<f32, (i32,), (i32,)>(0, 4).unwrap_err();
    assert_eq!(
        e.to_string(),
        "DLPack view: the tensor has 2 modes, the view's layout has 1"
    );
}

#[test]
fn a_device_view_prints_as_cute_and_is_never_read_on_the_host() {
    let data = iota(12);
    let t = tensor(data.clone(), &[4, 3], &[3, 1], DLDevice::cuda(0), 0);
    let v = t.cuda_view::<f32, Dyn2, Dyn2>(0, 16).unwrap();
    assert_eq!(
        v.to_string(),
        format!("gmem_ptr[32b]({:#x}) o (4,3):(3,1)", data.as_ptr() as u64)
    );
    assert_eq!(v.engine().addr(), data.as_ptr() as u64);
    assert_eq!(v.get((0, 0)), None);
}

#[test]
fn the_first_element_must_be_aligned() {
    let data = iota(16);
    let base = data.as_ptr() as u64;
    // Vec<f32> is 4-byte aligned; find an offset that is 4- but not 16-byte aligned.
    let off = (0..4)
        .map(|k| 4 * k)
        .find(|o| !(base + o).is_multiple_of(16))
        .unwrap();
    let t = tensor(data.clone(), &[2], &[1], DLDevice::cuda(0), off);
    let e = t.cuda_view::<f32, (i32,), (i32,)>(0, 16).unwrap_err();
    assert_eq!(
        e,
        DlpackError::Misaligned {
            data: base,
            byte_offset: off,
            align: 16
        }
    );
    assert!(e.to_string().ends_with("is not aligned to 16 bytes"), "{e}");
    let v = t.cuda_view::<f32, (i32,), (i32,)>(0, 4).unwrap();
    assert_eq!(v.engine().addr(), base + off);
    // An offset inside an element is never aligned for f32.
    let t = tensor(data, &[2], &[1], DLDevice::cuda(0), 2);
    let e = t.cuda_view::<f32, (i32,), (i32,)>(0, 1).unwrap_err();
    assert!(matches!(e, DlpackError::Misaligned { align: 4, .. }), "{e}");
}

#[test]
fn values_beyond_i32_and_negative_host_strides_are_errors() {
    let t = tensor(iota(4), &[3_000_000_000], &[1], DLDevice::cuda(0), 0);
    let e = t.cuda_view::<f32, (i32,), (i32,)>(0, 4).unwrap_err();
    assert_eq!(
        e.to_string(),
        "DLPack view: mode 0 of the shape is 3000000000, outside a dynamic leaf (i32)"
    );
    // A reversed view: a device view takes the negative stride, a host slice cannot.
    let data = iota(4);
    let last = unsafe { data.as_ptr().add(3) } as u64 - data.as_ptr() as u64;
    let t = tensor(data, &[4], &[-1], DLDevice::CPU, last);
    // SAFETY: elements 3, 2, 1, 0 of the vector (refused before reading).
    let e = unsafe { t.host_view::<f32, (i32,), (i32,)>() }.unwrap_err();
    assert_eq!(e, DlpackError::NegativeStride { mode: 0, value: -1 });
}

#[test]
fn export_and_import_round_trip_without_copies() {
    let data = iota(6);
    let managed =
        export_host::<DLManagedTensorVersioned, _, _, _>(data.clone(), make_layout((2, 3)))
            .unwrap();
    assert_eq!(Arc::strong_count(&data), 2, "the tensor holds the buffer");
    let mut t = DlpackTensor::from(managed);
    {
        // SAFETY: exported from `data`, alive while `t` is.
        let v = unsafe { t.host_view::<f32, Dyn2, Dyn2>() }.unwrap();
        assert_eq!(v.layout().to_string(), "(2,3):(1,2)");
        assert_eq!(v.engine().as_ptr(), data.as_ptr());
        assert_eq!(v[(1, 2)], 5.0);
    }
    // The export is READ_ONLY (the vector is shared): a writable view is refused.
    // SAFETY: as above.
    let e = unsafe { t.host_view_mut::<f32, Dyn2, Dyn2>() }.unwrap_err();
    assert_eq!(e, DlpackError::ReadOnly);
    drop(t);
    assert_eq!(
        Arc::strong_count(&data),
        1,
        "the deleter released the buffer"
    );
}

#[test]
fn an_export_must_stay_inside_its_buffer() {
    let Err(e) = export_host::<DLManagedTensor, _, _, _>(iota(6), make_layout((2, 4))) else {
        panic!("exported a layout that reaches past its buffer");
    };
    assert_eq!(
        e.to_string(),
        "DLPack export: the layout reaches 8 elements, the buffer holds 6"
    );
}

#[test]
fn legacy_tensors_without_strides_are_compact_row_major() {
    let data: Vec<f32> = (0..6).map(|i| i as f32).collect();
    let mut shape = [2_i64, 3];
    let mut raw = DLManagedTensor {
        dl_tensor: DLTensor {
            data: data.as_ptr() as *mut _,
            device: DLDevice::CPU,
            ndim: 2,
            dtype: DLDataType::F32,
            shape: shape.as_mut_ptr(),
            strides: std::ptr::null_mut(),
            byte_offset: 0,
        },
        manager_ctx: std::ptr::null_mut(),
        deleter: None,
    };
    // SAFETY: `raw` outlives the handle; with no deleter, dropping the handle does nothing.
    let managed = unsafe { Managed::from_raw(&mut raw) }.unwrap();
    let t = DlpackTensor::from(managed);
    // SAFETY: the descriptor covers the 6 elements of `data`.
    let v = unsafe { t.host_view::<f32, Dyn2, Dyn2>() }.unwrap();
    assert_eq!(v.layout().to_string(), "(2,3):(3,1)");
    assert_eq!(v[(1, 0)], 3.0);
}
