//! Shared memory: a block's tile, addressed through a static (plain or swizzled) layout.
//!
//! Stock rustc has no `__shared__`. A kernel declares its tile with [`smem_tile!`], which
//! emits, inside the kernel's own PTX function, `.shared .align 128 .b8 tile[BYTES];` and takes
//! its 32-bit shared-window address (`mov.u32`). `BYTES` is the cosize of the tile's static
//! layout times the element size, so a swizzled layout gets exactly the bytes its offsets reach.
//! The 128-byte alignment puts offset 0 in bank 0, which is what the bank-conflict model of
//! `layout_core::runtime::bank_conflicts` assumes (and what 16-byte `cp.async` / `ldmatrix`
//! need). Reads and writes are single `ld.shared` / `st.shared` instructions on that address.
//!
//! A tile sized at launch lives in the block's dynamic shared memory instead
//! ([`SmemTile::launch_sized`], after rustc's `gpu_launch_sized_workgroup_mem`): the launch
//! gives the bytes, the kernel checks them against the layout's before use.
//!
//! On the host (emulation) the tile is a plain buffer that the emulator allocates per block;
//! [`block_sync`] is then the emulator's barrier (`gpu_host::emulate::run_block`).
//!
//! # Soundness contract
//! A shared tile is visible to every thread of the block. Between two barriers
//! ([`block_sync`] on the GPU, the emulator's barrier on the host) a tile element may be
//! written by at most one thread and, if written, read by no other thread; what a thread wrote
//! before a barrier is visible to every thread after it. [`SmemTile::write`] and
//! [`SmemTile::read`] are `unsafe` because the compiler cannot check this: a kernel states, at
//! each call, which thread owns which elements in that phase (for the transpose: the reading
//! threads' partition before the barrier, the writing threads' partition after it). Offsets must
//! lie in `0..COSIZE`, which the layout guarantees for coordinates inside its shape.
//!
//! ```
//! use gpu_kernels::smem::{SmemTile, TileLayout};
//! use layout_core::prelude::*;
//! type Sw = ComposedLayout<Swizzle<_5, _0, _6>, _0, Layout<(_64, _64), (_64, _1)>>;
//! assert_eq!(<Sw as TileLayout>::COSIZE, 4096);
//! assert_eq!(SmemTile::<f32, Sw>::BYTES, 16384);
//! assert_eq!(Sw::default().to_string(), "Sw<5,0,6> o _0 o (_64,_64):(_64,_1)");
//! // row 1, column 0 lands in bank 1: the swizzle moves each row by its index
//! assert_eq!(<Sw as TileLayout>::offset((1, 0)), 65);
//! ```

use crate::element::f16;
use crate::mem::Vec16;
use core::marker::PhantomData;
use layout_core::prelude::*;

/// A static rank-2 layout a shared tile can be addressed through: a plain [`Layout`] or a
/// swizzled [`ComposedLayout`], from a `(row, column)` coordinate to an element offset.
pub trait TileLayout: Copy + Default {
    /// One past the largest offset (CuTe's `cosize`): the elements the tile must hold.
    const COSIZE: usize;
    /// The element width in bits a `Sw o smem_ptr[N] o L` layout is written for (CuTe's
    /// `smem_ptr_flag_bits<N>`: its swizzle acts on byte addresses); 0 for the others, which
    /// hold any element type.
    const POINTER_BITS: u32 = 0;
    /// The element offset of `(row, column)`.
    fn offset(coord: (i32, i32)) -> i32;
}

impl<S, D> TileLayout for Layout<S, D>
where
    S: IntTuple + Default,
    D: IntTuple + Default,
    S::Size: StaticInt + IntSub<_1>,
    IntDiff<S::Size, _1>: Crd2Idx<S, D>,
    Crd2IdxOf<IntDiff<S::Size, _1>, S, D>: IntAdd<_1>,
    CosizeOf<S, D>: StaticInt,
    (i32, i32): Crd2Idx<S, D>,
{
    const COSIZE: usize = Self::COSIZE as usize;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn offset(coord: (i32, i32)) -> i32 {
        Self::default().call(coord).value()
    }
}

impl<A, O, S, D> TileLayout for ComposedLayout<A, O, Layout<S, D>>
where
    A: OffsetFn + Copy + Default,
    O: ComposedOffset + Copy + Default,
    Layout<S, D>: TileLayout,
    S: IntTuple,
    D: IntTuple,
    (i32, i32): Crd2Idx<S, D>,
{
    // A swizzle permutes offsets inside aligned blocks of 2^(B+M+S) elements (bytes, behind a
    // pointer flag); the tiles used with one have a cosize that is a multiple of that block, so
    // the cosize is B's.
    const COSIZE: usize = <Layout<S, D> as TileLayout>::COSIZE;
    const POINTER_BITS: u32 = O::SMEM_PTR_BITS;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn offset(coord: (i32, i32)) -> i32 {
        let l = Self::default();
        if O::SMEM_PTR_BITS == 0 {
            l.call(coord)
        } else {
            // CuTe's swizzle_ptr: the swizzle moves the byte address of the element; it keeps
            // whole elements together (its lowest bit M is at least log2 of their bytes)
            let bytes = O::SMEM_PTR_BITS / 8;
            let inner = l.layout_b().call(coord).value();
            (l.layout_a().apply_to(inner * bytes as i32) as u32 / bytes) as i32
        }
    }
}

/// An element that can be stored in shared memory with one `st.shared` / `ld.shared`.
pub trait SmemElement: Copy + Default + 'static {
    /// Writes `v` at the shared-window address `addr`.
    ///
    /// # Safety
    /// `addr` must be a shared address inside a tile, aligned for `Self`.
    #[cfg(target_arch = "nvptx64")]
    unsafe fn st_shared(addr: u32, v: Self);
    /// Reads the element at the shared-window address `addr`.
    ///
    /// # Safety
    /// As [`st_shared`](Self::st_shared).
    #[cfg(target_arch = "nvptx64")]
    unsafe fn ld_shared(addr: u32) -> Self;
}

macro_rules! smem_element {
    ($t:ty, $bits:ty, $width:literal, $reg:ident, $to:expr, $from:expr) => {
        impl SmemElement for $t {
            #[cfg(target_arch = "nvptx64")]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn st_shared(addr: u32, v: Self) {
                let bits: $bits = $to(v);
                // SAFETY: the caller's contract.
                unsafe {
                    core::arch::asm!(
                        concat!("st.shared.b", $width, " [{a}], {v};"),
                        a = in(reg32) addr, v = in($reg) bits,
                        options(nostack),
                    );
                }
            }
            #[cfg(target_arch = "nvptx64")]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn ld_shared(addr: u32) -> Self {
                let bits: $bits;
                // SAFETY: the caller's contract.
                unsafe {
                    core::arch::asm!(
                        concat!("ld.shared.b", $width, " {v}, [{a}];"),
                        a = in(reg32) addr, v = out($reg) bits,
                        options(readonly, nostack),
                    );
                }
                $from(bits)
            }
        }
    };
}

smem_element!(f32, u32, "32", reg32, f32::to_bits, f32::from_bits);
smem_element!(u32, u32, "32", reg32, |w: u32| w, |w: u32| w);
smem_element!(f16, u16, "16", reg16, f16::to_bits, f16::from_bits);
smem_element!(
    layout_core::numeric::bf16,
    u16,
    "16",
    reg16,
    layout_core::numeric::bf16::to_bits,
    layout_core::numeric::bf16::from_bits
);
smem_element!(u16, u16, "16", reg16, |w: u16| w, |w: u16| w);

/// A block's shared-memory tile of `T`, addressed through the static layout `L`.
///
/// Zero-sized apart from its base address (a 32-bit shared-window address on the GPU, a host
/// pointer in emulation). Made by [`smem_tile!`] in a kernel, or by the emulator.
pub struct SmemTile<T, L> {
    #[cfg(target_arch = "nvptx64")]
    base: u32,
    #[cfg(not(target_arch = "nvptx64"))]
    base: *mut T,
    _layout: PhantomData<(T, L)>,
}

impl<T, L> Clone for SmemTile<T, L> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, L> Copy for SmemTile<T, L> {}

impl<T: SmemElement, L: TileLayout> SmemTile<T, L> {
    /// Bytes the tile occupies: the layout's cosize times the element size. A compile error
    /// if the layout is written for pointers to elements of another width (`smem_ptr[N]`).
    pub const BYTES: usize = {
        assert!(
            L::POINTER_BITS == 0 || L::POINTER_BITS as usize == 8 * core::mem::size_of::<T>(),
            "the shared layout's smem_ptr[N] flag is for elements of another width"
        );
        L::COSIZE * core::mem::size_of::<T>()
    };
    /// The tile's alignment in bytes (offset 0 in bank 0; enough for 16-byte accesses).
    pub const ALIGN: usize = 128;

    /// The tile at the shared-window address `base` (what [`smem_tile!`] declares).
    ///
    /// # Safety
    /// `base` must be the address of a `.shared` array of at least [`Self::BYTES`] bytes,
    /// aligned to [`Self::ALIGN`].
    #[cfg(target_arch = "nvptx64")]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn from_shared_address(base: u32) -> Self {
        let _ = const { Self::BYTES }; // the element-width check
        SmemTile {
            base,
            _layout: PhantomData,
        }
    }

    /// Declares the block's tile (CUDA's `__shared__ T tile[cosize(L)]`): a `.shared .align
    /// 128 .b8 tile[BYTES];` inside the PTX function this call is inlined into, and its 32-bit
    /// shared-window address. Each call site is its own array: call it once per tile, in the
    /// kernel's body (code inlined into the entry point written by `kernel!`). The inline
    /// assembly is this crate's, so the calling crate needs no nightly feature.
    #[cfg(target_arch = "nvptx64")]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn declare() -> Self {
        let base: u32;
        // SAFETY: declares a fresh `.shared` array (scoped to this block of PTX) and reads its
        // address; no memory is touched.
        unsafe {
            core::arch::asm!(
                "{{ .shared .align 128 .b8 tile[{bytes}]; mov.u32 {base}, tile; }}",
                bytes = const Self::BYTES,
                base = out(reg32) base,
                options(nomem, nostack),
            );
        }
        SmemTile {
            base,
            _layout: PhantomData,
        }
    }

    /// The tile in the block's dynamic shared memory (CUDA's `extern __shared__`, sized at
    /// launch), or `None` if the launch gave fewer than [`Self::BYTES`] bytes (read from
    /// `%dynamic_smem_size`: one comparison per thread).
    ///
    /// # Safety
    /// Nothing else in the kernel uses the dynamic shared memory.
    #[cfg(target_arch = "nvptx64")]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn launch_sized() -> Option<Self> {
        #[repr(C, align(128))]
        struct Aligned([u8; 128]);
        let p = core::intrinsics::gpu::gpu_launch_sized_workgroup_mem::<Aligned>();
        let base: u64;
        // SAFETY: converts a shared-window pointer to its 32-bit shared address; no memory is
        // touched.
        unsafe {
            core::arch::asm!(
                "cvta.to.shared.u64 {b}, {p};",
                b = out(reg64) base, p = in(reg64) p,
                options(pure, nomem, nostack),
            );
        }
        (dynamic_smem_size() as usize >= Self::BYTES).then_some(SmemTile {
            base: base as u32,
            _layout: PhantomData,
        })
    }

    /// The tile over a host buffer (emulation).
    ///
    /// # Safety
    /// `base` must be valid for reads and writes of `L::COSIZE` elements for as long as the tile
    /// is used, and only used as the module's soundness contract says.
    #[cfg(not(target_arch = "nvptx64"))]
    pub unsafe fn from_host_ptr(base: *mut T) -> Self {
        let _ = const { Self::BYTES }; // the element-width check
        SmemTile {
            base,
            _layout: PhantomData,
        }
    }

    /// Writes `v` at `(row, column)` of the tile, through the layout.
    ///
    /// # Safety
    /// The coordinate lies inside the layout's shape, and the calling thread owns the element
    /// in this phase (see the module's soundness contract).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn write(&self, coord: (i32, i32), v: T) {
        let offset = L::offset(coord) as usize;
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract; the offset is below COSIZE.
        unsafe {
            T::st_shared(self.base + (offset * core::mem::size_of::<T>()) as u32, v)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the caller's contract; the offset is below COSIZE.
        unsafe {
            self.base.add(offset).write(v)
        }
    }

    /// Reads the element at `(row, column)` of the tile, through the layout.
    ///
    /// # Safety
    /// As [`write`](Self::write): the element was written before the last barrier, or by this
    /// thread.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn read(&self, coord: (i32, i32)) -> T {
        let offset = L::offset(coord) as usize;
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract.
        unsafe {
            T::ld_shared(self.base + (offset * core::mem::size_of::<T>()) as u32)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the caller's contract.
        unsafe {
            self.base.add(offset).read()
        }
    }
}

impl<T: SmemElement, L: TileLayout> SmemTile<T, L> {
    /// The same shared memory addressed through the layout `L2`, whose elements it holds (a
    /// compile error if `L2` needs more bytes than `L`): one array, two views of it, for a
    /// kernel that takes one of two layouts per block.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn relayout<L2: TileLayout>(self) -> SmemTile<T, L2> {
        const {
            assert!(
                SmemTile::<T, L2>::BYTES <= Self::BYTES,
                "the layout needs more shared memory than the tile holds"
            )
        };
        SmemTile {
            base: self.base,
            _layout: PhantomData,
        }
    }
}

impl<T, L> SmemTile<T, L> {
    /// The tile's base as a shared-memory pointer, the engine of a tensor over the tile
    /// (CuTe's `make_smem_ptr(smemA)`): `make_tensor(tile.ptr(), layout)`.
    ///
    /// # Safety
    /// Accesses through the tensors made from the pointer follow the module's soundness
    /// contract (between two barriers an element is written by at most one thread and then read
    /// by no other) and stay inside the tile.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn ptr(&self) -> SmemPtr<T> {
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract; `base` is the tile's shared-window address.
        unsafe {
            SmemPtr::from_shared_address(self.base)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the caller's contract; `base` is the emulator's buffer for the tile.
        unsafe {
            make_smem_ptr(self.base)
        }
    }
}

impl<T: SmemElement, L: TileLayout> SmemTile<T, L> {
    /// Writes the 4-byte word `w` at `(row, column)`: the `4 / size_of::<T>()` elements from
    /// there along the row, which the layout keeps contiguous (one `st.shared.b32`).
    ///
    /// # Safety
    /// As [`write`](Self::write), for each element of the word; and the layout maps the
    /// word's elements to consecutive offsets starting at a multiple of the word.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn write_word(&self, coord: (i32, i32), w: u32) {
        let byte = L::offset(coord) as usize * core::mem::size_of::<T>();
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract.
        unsafe {
            u32::st_shared(self.base + byte as u32, w)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the caller's contract (the host buffer may be less aligned than a word).
        unsafe {
            self.base
                .cast::<u8>()
                .add(byte)
                .cast::<u32>()
                .write_unaligned(w)
        }
    }

    /// Reads the 4-byte word at `(row, column)` (see [`write_word`](Self::write_word)).
    ///
    /// # Safety
    /// As [`read`](Self::read), for each element of the word, and as
    /// [`write_word`](Self::write_word) for the layout.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn read_word(&self, coord: (i32, i32)) -> u32 {
        let byte = L::offset(coord) as usize * core::mem::size_of::<T>();
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract.
        unsafe {
            u32::ld_shared(self.base + byte as u32)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the caller's contract.
        unsafe {
            self.base
                .cast::<u8>()
                .add(byte)
                .cast::<u32>()
                .read_unaligned()
        }
    }
}

impl<T: SmemElement, L: TileLayout> SmemTile<T, L> {
    /// Writes the 16-byte chunk `v` at `(row, column)`: the `16 / size_of::<T>()` elements from
    /// there along the row, which the layout keeps contiguous (one `st.shared.v4.b32`).
    ///
    /// # Safety
    /// As [`write`](Self::write), for each element of the chunk; and the layout maps the
    /// chunk's elements to consecutive offsets starting at a multiple of the chunk.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn write_chunk(&self, coord: (i32, i32), v: Vec16) {
        let byte = L::offset(coord) as usize * core::mem::size_of::<T>();
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract.
        unsafe {
            core::arch::asm!(
                "st.shared.v4.b32 [{a}], {{{x}, {y}, {z}, {w}}};",
                a = in(reg32) self.base + byte as u32,
                x = in(reg32) v.0[0], y = in(reg32) v.0[1],
                z = in(reg32) v.0[2], w = in(reg32) v.0[3],
                options(nostack),
            );
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the caller's contract (the host buffer may be less aligned than a chunk).
        unsafe {
            self.base
                .cast::<u8>()
                .add(byte)
                .cast::<Vec16>()
                .write_unaligned(v)
        }
    }

    /// Reads the 16-byte chunk at `(row, column)` (see [`write_chunk`](Self::write_chunk)).
    ///
    /// # Safety
    /// As [`read`](Self::read), for each element of the chunk, and as
    /// [`write_chunk`](Self::write_chunk) for the layout.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn read_chunk(&self, coord: (i32, i32)) -> Vec16 {
        let byte = L::offset(coord) as usize * core::mem::size_of::<T>();
        #[cfg(target_arch = "nvptx64")]
        {
            let (x, y, z, w): (u32, u32, u32, u32);
            // SAFETY: the caller's contract.
            unsafe {
                core::arch::asm!(
                    "ld.shared.v4.b32 {{{x}, {y}, {z}, {w}}}, [{a}];",
                    a = in(reg32) self.base + byte as u32,
                    x = out(reg32) x, y = out(reg32) y, z = out(reg32) z, w = out(reg32) w,
                    options(readonly, nostack),
                );
            }
            Vec16([x, y, z, w])
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the caller's contract.
        unsafe {
            self.base
                .cast::<u8>()
                .add(byte)
                .cast::<Vec16>()
                .read_unaligned()
        }
    }
}

/// Declares a block's shared tile of element type `$t` through the static layout `$layout`
/// and returns it as a [`SmemTile`]: `SmemTile::declare()` (nvptx64), which see.
#[macro_export]
macro_rules! smem_tile {
    ($t:ty, $layout:ty) => {
        $crate::smem::SmemTile::<$t, $layout>::declare()
    };
}

/// The 32-bit shared address of the block's dynamic shared memory (the bytes the launch
/// gives), declared aligned as `A`.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn dynamic_smem<A>() -> u32 {
    let p = core::intrinsics::gpu::gpu_launch_sized_workgroup_mem::<A>();
    let base: u64;
    // SAFETY: converts a shared-window pointer to its 32-bit shared address; no memory is
    // touched.
    unsafe {
        core::arch::asm!("cvta.to.shared.u64 {b}, {p};", b = out(reg64) base, p = in(reg64) p,
            options(pure, nomem, nostack));
    }
    base as u32
}

/// The 32-bit shared address of the block's dynamic shared memory (the bytes the launch
/// gives), declared 1024-byte aligned: the alignment the 128-byte swizzle of GMMA and TMA
/// tiles needs (their swizzle acts on address bits). Kernels that rely on it check it.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn dynamic_smem_1024() -> u32 {
    #[repr(C, align(1024))]
    struct Aligned([u8; 1024]);
    dynamic_smem::<Aligned>()
}

/// The 32-bit shared address of the block's dynamic shared memory, declared 128-byte aligned
/// (the `cp.async` and `ldmatrix` kernels: their swizzles act on element offsets).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn dynamic_smem_128() -> u32 {
    #[repr(C, align(128))]
    struct Aligned([u8; 128]);
    dynamic_smem::<Aligned>()
}

/// The bytes of dynamic shared memory the launch gave the block (`%dynamic_smem_size`).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn dynamic_smem_size() -> u32 {
    let size: u32;
    // SAFETY: reads a special register.
    unsafe {
        core::arch::asm!("mov.u32 {s}, %dynamic_smem_size;", s = out(reg32) size,
            options(pure, nomem, nostack));
    }
    size
}

pub use crate::collective::barrier::block_sync;
