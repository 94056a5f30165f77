//! TMA descriptors (CuTe's `make_tma_atom(SM90_TMA_LOAD{}, gmem_tensor, smem_layout, tile)`,
//! `include/cute/atom/copy_traits_sm90_tma.hpp`): the host encodes, with the driver's
//! `cuTensorMapEncodeTiled`, how a box of a global tensor lands in a shared-memory stage.
//!
//! [`plan_tma`] derives every argument of the encode from the two layouts, in closed form on
//! their modes: the global tensor is a pointer with a rank-2 dynamic layout (`(rows, cols)`,
//! one unit stride), the shared stage a static [`TmaSmemLayout`] (`Sw<B,4,3> o smem_ptr[bits] o
//! L`, `L` the same two modes). The box's inner extent is the first run of the shared layout's
//! unit-stride mode (it must fit the swizzle's span: 128 bytes for `Sw<3,4,3>`), its outer
//! extent the run of the other mode that continues it compactly; the modes that remain are
//! copied by more instructions ([`TmaPlan::issues`], each with its shared offset and box
//! coordinates). The swizzle mode is the layout's. Layouts the hardware cannot write (no unit
//! stride, a box wider than the swizzle, boxes not 128-byte aligned, extents past 256) are
//! errors that name the condition and the values.
//!
//! [`encode`] then calls the driver; the kernel takes the 128-byte result by value, as CuTe's
//! `__grid_constant__` parameter (`gpu_kernels::arch::tensor_map`: the launch passes the
//! bytes, the PTX linker aligns the parameter to 64 bytes).
//!
//! ```
//! use gpu_host::tma::{plan_tma, GlobalTensor, TmaDtype, TmaSwizzle};
//! use layout_core::prelude::*;
//! // tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64)): 128 rows of 64 halves
//! type Stage = ComposedLayout<Swizzle<_3, _4, _3>, SmemPtrFlag<_16>,
//!     Layout<((_8, _16), (_64, _1)), ((_64, _512), (_1, _0))>>;
//! // A (M,K):(ldA,_1) with M = 1000, K = 4000, ldA = 4096
//! let a = GlobalTensor { ptr: 0x7f00_0000_0000, dtype: TmaDtype::F16,
//!     shape: [1000, 4000], stride: [4096, 1] };
//! let plan = plan_tma::<Stage>(&a).unwrap();
//! assert_eq!((plan.dims, plan.box_dim, plan.swizzle), ([4000, 1000], [64, 128], TmaSwizzle::B128));
//! assert_eq!(plan.stride_bytes, 8192);
//! assert_eq!(plan.issues.len(), 1);
//! assert_eq!(plan.box_bytes(), 16384);
//! ```

use cudarc::driver::sys;
use layout_core::int_tuple::DynIntTuple;
use layout_core::prelude::*;
use std::fmt;

/// The element type of a tensor map (`CUtensorMapDataType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TmaDtype {
    /// `CU_TENSOR_MAP_DATA_TYPE_FLOAT16`.
    F16,
    /// `CU_TENSOR_MAP_DATA_TYPE_BFLOAT16`.
    Bf16,
    /// `CU_TENSOR_MAP_DATA_TYPE_FLOAT32`.
    F32,
    /// `CU_TENSOR_MAP_DATA_TYPE_UINT8`.
    U8,
}

impl TmaDtype {
    /// Bytes of an element.
    pub fn bytes(self) -> u64 {
        match self {
            TmaDtype::F16 | TmaDtype::Bf16 => 2,
            TmaDtype::F32 => 4,
            TmaDtype::U8 => 1,
        }
    }
    /// The driver's `CUtensorMapDataType` value (what a script passes to
    /// `cuTensorMapEncodeTiled`).
    pub fn cu_value(self) -> u32 {
        self.driver() as u32
    }
    fn driver(self) -> sys::CUtensorMapDataType {
        use sys::CUtensorMapDataType::*;
        match self {
            TmaDtype::F16 => CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
            TmaDtype::Bf16 => CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
            TmaDtype::F32 => CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
            TmaDtype::U8 => CU_TENSOR_MAP_DATA_TYPE_UINT8,
        }
    }
}

/// The shared-memory swizzle of a tensor map (`CUtensorMapSwizzle`): `Sw<B,4,3>` on the
/// address, `B` 0 to 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TmaSwizzle {
    /// `Sw<0,4,3>`: none.
    None,
    /// `Sw<1,4,3>`: 32-byte span.
    B32,
    /// `Sw<2,4,3>`: 64-byte span.
    B64,
    /// `Sw<3,4,3>`: 128-byte span.
    B128,
}

impl TmaSwizzle {
    /// The bytes a box row may span under this swizzle (no swizzle: the 256-element limit
    /// applies instead).
    pub fn span(self) -> Option<u64> {
        match self {
            TmaSwizzle::None => None,
            TmaSwizzle::B32 => Some(32),
            TmaSwizzle::B64 => Some(64),
            TmaSwizzle::B128 => Some(128),
        }
    }
    /// The driver's `CUtensorMapSwizzle` value (what a script passes to
    /// `cuTensorMapEncodeTiled`).
    pub fn cu_value(self) -> u32 {
        self.driver() as u32
    }
    fn driver(self) -> sys::CUtensorMapSwizzle {
        use sys::CUtensorMapSwizzle::*;
        match self {
            TmaSwizzle::None => CU_TENSOR_MAP_SWIZZLE_NONE,
            TmaSwizzle::B32 => CU_TENSOR_MAP_SWIZZLE_32B,
            TmaSwizzle::B64 => CU_TENSOR_MAP_SWIZZLE_64B,
            TmaSwizzle::B128 => CU_TENSOR_MAP_SWIZZLE_128B,
        }
    }
}

/// A global tensor as the host sees it: device address, element type and a rank-2 layout
/// (`(rows, cols)` extents and strides in elements; one stride is 1). The modes are those of
/// the shared stage (`(M, K)` for `A`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GlobalTensor {
    /// The device address of element `(0, 0)`.
    pub ptr: u64,
    /// The element type.
    pub dtype: TmaDtype,
    /// The extents.
    pub shape: [u64; 2],
    /// The strides, in elements.
    pub stride: [u64; 2],
}

/// A static shared-memory stage a TMA box can fill: `Sw<B,4,3> o smem_ptr[bits] o L` with `L`
/// rank 2.
pub trait TmaSmemLayout {
    /// The swizzle.
    const SWIZZLE: TmaSwizzle;
    /// Bits of an element.
    const BITS: u32;
    /// The printed layout (for errors).
    fn describe() -> String;
    /// The leaves `(extent, stride)` of mode `i` (0 or 1) of `L`, flattened.
    fn mode_leaves(i: usize) -> Vec<(u64, u64)>;
}

fn leaves(s: &dyn DynIntTuple, d: &dyn DynIntTuple, out: &mut Vec<(u64, u64)>) {
    match (s.leaf(), d.leaf()) {
        (Some((e, _)), Some((st, _))) => out.push((e as u64, st as u64)),
        _ => {
            for i in 0..s.rank_dyn() {
                if let (Some(sm), Some(dm)) = (s.mode_dyn(i), d.mode_dyn(i)) {
                    leaves(sm, dm, out);
                }
            }
        }
    }
}

macro_rules! tma_swizzle {
    ($($b:ty => $sw:ident),*) => {$(
        impl<Bits: StaticInt, S: IntTuple + Default, D: IntTuple + Default> TmaSmemLayout
            for ComposedLayout<Swizzle<$b, _4, _3>, SmemPtrFlag<Bits>, Layout<S, D>>
        where
            Layout<S, D>: fmt::Display,
            SmemPtrFlag<Bits>: ComposedOffset,
            Swizzle<$b, _4, _3>: fmt::Display,
        {
            const SWIZZLE: TmaSwizzle = TmaSwizzle::$sw;
            const BITS: u32 = Bits::VALUE as u32;
            fn describe() -> String {
                ComposedLayout::new(Swizzle::<$b, _4, _3>::default(), SmemPtrFlag::<Bits>::default(),
                    Layout::<S, D>::default()).to_string()
            }
            fn mode_leaves(i: usize) -> Vec<(u64, u64)> {
                let (s, d) = (S::default(), D::default());
                let (s, d): (&dyn DynIntTuple, &dyn DynIntTuple) = (&s, &d);
                let mut out = Vec::new();
                if let (Some(sm), Some(dm)) = (s.mode_dyn(i), d.mode_dyn(i)) {
                    leaves(sm, dm, &mut out);
                }
                out
            }
        }
    )*};
}
tma_swizzle!(_0 => None, _1 => B32, _2 => B64, _3 => B128);

/// One TMA instruction of a stage: where its box lands and which box it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TmaIssue {
    /// Bytes from the stage's start to the box's.
    pub smem_bytes: u32,
    /// The box's coordinates relative to the tile's origin, innermost dimension first.
    pub coord: [u32; 2],
}

/// The arguments of `cuTensorMapEncodeTiled` for a 2-dimensional tensor, and the instructions
/// one shared stage takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TmaPlan {
    /// The element type.
    pub dtype: TmaDtype,
    /// `globalDim`, innermost (the unit-stride mode) first.
    pub dims: [u64; 2],
    /// `globalStrides[0]`: the bytes between two outer indices.
    pub stride_bytes: u64,
    /// `boxDim`, innermost first.
    pub box_dim: [u32; 2],
    /// The swizzle.
    pub swizzle: TmaSwizzle,
    /// Which global mode is innermost (0: rows, 1: columns).
    pub inner_mode: usize,
    /// The boxes that fill one stage.
    pub issues: Vec<TmaIssue>,
    /// The global address.
    pub ptr: u64,
}

impl TmaPlan {
    /// Bytes of one box (what one instruction delivers to the mbarrier).
    pub fn box_bytes(&self) -> u32 {
        self.box_dim[0] * self.box_dim[1] * self.dtype.bytes() as u32
    }
    /// Bytes of a stage (every issue).
    pub fn stage_bytes(&self) -> u32 {
        self.box_bytes() * self.issues.len() as u32
    }
}

/// Why a TMA descriptor cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TmaError {
    /// A condition on the layouts or the pointer failed; the message names it and the values.
    Layout(String),
    /// The driver rejected the encode.
    Driver(String),
}

impl fmt::Display for TmaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TmaError::Layout(m) => write!(f, "make_tma_atom: {m}"),
            TmaError::Driver(m) => write!(f, "cuTensorMapEncodeTiled: {m}"),
        }
    }
}

impl std::error::Error for TmaError {}

/// Merges consecutive leaves that continue each other (`s2 == e1 s1`) and drops extent-1
/// leaves, keeping each leaf's coordinate step (the product of the extents before it).
fn coalesce(leaves: &[(u64, u64)]) -> Vec<(u64, u64, u64)> {
    let mut out: Vec<(u64, u64, u64)> = Vec::new();
    let mut step = 1;
    for &(e, s) in leaves {
        if e != 1 {
            match out.last_mut() {
                Some(last) if s == last.0 * last.1 => last.0 *= e,
                _ => out.push((e, s, step)),
            }
        }
        step *= e;
    }
    out
}

/// CuTe's `make_tma_atom(SM90_TMA_LOAD{}, tensor, stage_layout, tile)` without the encode: the
/// box, swizzle and strides for copying tiles of `global` into shared stages of layout `L`.
pub fn plan_tma<L: TmaSmemLayout>(global: &GlobalTensor) -> Result<TmaPlan, TmaError> {
    let err = |m: String| Err(TmaError::Layout(m));
    let bytes = global.dtype.bytes();
    if u64::from(L::BITS) != 8 * bytes {
        return err(format!(
            "the shared layout {} holds {}-bit elements, the tensor {:?} ({}-bit)",
            L::describe(),
            L::BITS,
            global.dtype,
            8 * bytes
        ));
    }
    let Some(inner) = (0..2).find(|&i| global.stride[i] == 1) else {
        return err(format!(
            "the global tensor has no unit-stride mode (strides {:?}): TMA reads rows of \
             contiguous elements",
            global.stride
        ));
    };
    let outer = 1 - inner;
    if !global.ptr.is_multiple_of(16) {
        return err(format!(
            "the global address 0x{:x} is not 16-byte aligned",
            global.ptr
        ));
    }
    let stride_bytes = global.stride[outer] * bytes;
    if !stride_bytes.is_multiple_of(16) || stride_bytes >= 1 << 40 {
        return err(format!(
            "the global stride of mode {outer} is {stride_bytes} bytes: TMA needs a multiple of \
             16 below 2^40"
        ));
    }
    for (i, &e) in global.shape.iter().enumerate() {
        if e == 0 || e > 1 << 32 {
            return err(format!(
                "the global extent of mode {i} is {e}: TMA takes 1 to 2^32"
            ));
        }
    }
    let (li, lo) = (
        coalesce(&L::mode_leaves(inner)),
        coalesce(&L::mode_leaves(outer)),
    );
    let Some(&(box_inner, s0, _)) = li.first() else {
        return err(format!(
            "the shared layout {} has an empty mode {inner}",
            L::describe()
        ));
    };
    if s0 != 1 {
        return err(format!(
            "mode {inner} is the global tensor's unit-stride mode, but in the shared layout {} \
             its first stride is {s0}, not 1",
            L::describe()
        ));
    }
    let inner_bytes = box_inner * bytes;
    if let Some(span) = L::SWIZZLE.span() {
        if inner_bytes > span {
            return err(format!(
                "the box's inner extent is {box_inner} elements ({inner_bytes} bytes) in the \
                 shared layout {}; its swizzle spans {span} bytes",
                L::describe()
            ));
        }
    }
    if !inner_bytes.is_multiple_of(16) || box_inner > 256 {
        return err(format!(
            "the box's inner extent is {box_inner} elements ({inner_bytes} bytes): TMA takes a \
             multiple of 16 bytes, at most 256 elements"
        ));
    }
    // the outer extent: the leaves of the other mode that continue the box compactly
    let mut box_outer = 1;
    let mut rest: Vec<(u64, u64, u64, usize)> =
        li[1..].iter().map(|&(e, s, c)| (e, s, c, 0)).collect();
    let mut compact = true;
    for &(e, s, c) in &lo {
        if compact && s == box_inner * box_outer && c == box_outer {
            box_outer *= e;
        } else {
            compact = false;
            rest.push((e, s, c, 1));
        }
    }
    if box_outer > 256 {
        return err(format!(
            "the box's outer extent is {box_outer} rows in the shared layout {}: TMA takes at \
             most 256",
            L::describe()
        ));
    }
    // one instruction per coordinate of the remaining leaves
    let count: u64 = rest.iter().map(|r| r.0).product();
    let mut issues = Vec::with_capacity(count as usize);
    for mut i in 0..count {
        let (mut smem, mut coord) = (0u64, [0u64; 2]);
        for &(e, s, c, mode) in &rest {
            smem += (i % e) * s;
            coord[mode] += (i % e) * c;
            i /= e;
        }
        let smem_bytes = smem * bytes;
        if !smem_bytes.is_multiple_of(128) {
            return err(format!(
                "a box of the shared layout {} starts at byte {smem_bytes}: TMA writes \
                 128-byte aligned boxes",
                L::describe()
            ));
        }
        issues.push(TmaIssue {
            smem_bytes: smem_bytes as u32,
            coord: [coord[0] as u32, coord[1] as u32],
        });
    }
    Ok(TmaPlan {
        dtype: global.dtype,
        dims: [global.shape[inner], global.shape[outer]],
        stride_bytes,
        box_dim: [box_inner as u32, box_outer as u32],
        swizzle: L::SWIZZLE,
        inner_mode: inner,
        issues,
        ptr: global.ptr,
    })
}

/// A `CUtensorMap`: 128 bytes, 64-byte aligned, opaque.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct TensorMap(pub [u64; 16]);

impl fmt::Debug for TensorMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TensorMap(")?;
        for w in self.0 {
            write!(f, "{w:016x}")?;
        }
        write!(f, ")")
    }
}

impl TensorMap {
    /// The 128 bytes as lowercase hex, word by word little-endian (what a script passes to a
    /// launch).
    pub fn to_hex(&self) -> String {
        self.0
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

/// Encodes `plan` with the driver's `cuTensorMapEncodeTiled` (L2 promotion 128 bytes, no OOB
/// NaN fill: a box past the tensor's edge reads zeros). Needs the CUDA driver.
pub fn encode(plan: &TmaPlan) -> Result<TensorMap, TmaError> {
    // SAFETY: looks the driver library up; loads nothing else.
    if !unsafe { sys::is_culib_present() } {
        return Err(TmaError::Driver("no CUDA driver on this machine".into()));
    }
    let driver = |e: sys::CUresult| TmaError::Driver(format!("{e:?}"));
    // SAFETY: initialising the driver is idempotent.
    unsafe { sys::cuInit(0) }
        .result()
        .map_err(|e| driver(e.0))?;
    let mut map = sys::CUtensorMap { opaque: [0; 16] };
    let strides = [plan.stride_bytes];
    let (dims, boxes, elem) = (plan.dims, plan.box_dim, [1u32, 1u32]);
    // SAFETY: every pointer is to a live local array of the lengths rank 2 asks for.
    let r = unsafe {
        sys::cuTensorMapEncodeTiled(
            &mut map,
            plan.dtype.driver(),
            2,
            plan.ptr as *mut core::ffi::c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            boxes.as_ptr(),
            elem.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            plan.swizzle.driver(),
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
    };
    r.result().map_err(|e| driver(e.0))?;
    // CuTe (copy_traits_sm90_tma.hpp, after the encode) clears bit 21 of word 1 for tensors
    // under 128 KiB on drivers up to 13.1: a workaround it carries for those drivers.
    let mut version = 0;
    // SAFETY: writes one int.
    unsafe { sys::cuDriverGetVersion(&mut version) }
        .result()
        .map_err(|e| driver(e.0))?;
    let footprint = (plan.dims[1] - 1) * plan.stride_bytes + plan.dims[0] * plan.dtype.bytes();
    if version <= 13010 && footprint < 131072 {
        map.opaque[1] &= !(1u64 << 21);
    }
    Ok(TensorMap(map.opaque))
}

/// [`plan_tma`] then [`encode`].
pub fn make_tma_load<L: TmaSmemLayout>(
    global: &GlobalTensor,
) -> Result<(TmaPlan, TensorMap), TmaError> {
    let plan = plan_tma::<L>(global)?;
    let map = encode(&plan)?;
    Ok((plan, map))
}
