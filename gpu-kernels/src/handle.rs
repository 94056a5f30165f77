//! A kernel's entry point as a typed value: its name and its parameter types, written once by
//! [`kernel!`](crate::kernel), which also writes the entry point itself (on nvptx64). The host
//! launches a [`Kernel`] with arguments checked against its parameter types
//! (`gpu_host::launch::Module::launch`).

use core::marker::PhantomData;

/// The entry point `name` with parameters `Params` (a tuple of the kernel's parameter types).
pub struct Kernel<Params> {
    name: &'static str,
    params: PhantomData<fn(Params)>,
}

impl<Params> Kernel<Params> {
    /// The handle of entry point `name`; [`kernel!`](crate::kernel) writes it with the entry
    /// point, so name and parameters match.
    pub const fn new(name: &'static str) -> Kernel<Params> {
        Kernel {
            name,
            params: PhantomData,
        }
    }

    /// The entry point's name in the PTX.
    pub const fn name(&self) -> &'static str {
        self.name
    }
}

impl<Params> Clone for Kernel<Params> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Params> Copy for Kernel<Params> {}

/// Writes a kernel's entry point (on nvptx64: `#[no_mangle] extern "ptx-kernel" fn name`,
/// which calls `body(Grid::current(), params...)`) and its typed handle (everywhere: `pub
/// const HANDLE: Kernel<(params...)>`), from one line.
///
/// ```
/// use gpu_kernels::grid::Grid;
/// /// `y[i] = x[i]` for `i < n`, one element per thread.
/// unsafe fn copy_body(g: Grid, x: *const f32, y: *mut f32, n: u32) {
///     let i = g.block * g.block_dim + g.thread;
///     if i < n {
///         unsafe { *y.add(i as usize) = *x.add(i as usize) }
///     }
/// }
/// gpu_kernels::kernel! {
///     /// The copy kernel.
///     pub COPY = copy(x: *const f32, y: *mut f32, n: u32) => copy_body;
/// }
/// assert_eq!(COPY.name(), "copy");
/// ```
#[macro_export]
macro_rules! kernel {
    ($(#[$doc:meta])* $vis:vis $handle:ident = $name:ident($($arg:ident: $t:ty),* $(,)?) => $body:path;) => {
        $(#[$doc])*
        $vis const $handle: $crate::handle::Kernel<($($t,)*)> =
            $crate::handle::Kernel::new(stringify!($name));

        $(#[$doc])*
        ///
        /// # Safety
        /// The body's contract (valid pointers for every offset it touches).
        #[cfg(target_arch = "nvptx64")]
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $name($($arg: $t),*) {
            unsafe { $body($crate::grid::Grid::current(), $($arg),*) }
        }
    };
}

/// CUDA's `__launch_bounds__(threads, min_blocks)` for a kernel: call it first in the entry
/// point. On nvptx64 it writes a marker comment into the kernel's PTX that the project's PTX
/// linker (`cute-layout-build`) turns into `.maxntid threads, 1, 1` and `.minnctapersm
/// min_blocks` directives: ptxas then sizes registers for that block size and occupancy, a launch
/// with more threads fails, and tools read the block size off the PTX. Nothing on the host.
///
/// ```
/// fn entry() {
///     gpu_kernels::launch_bounds!(128, 2);
///     // ...
/// }
/// entry();
/// ```
#[macro_export]
macro_rules! launch_bounds {
    ($threads:expr) => {
        $crate::handle::max_threads_marker::<{ ($threads) as u32 }>()
    };
    ($threads:expr, $min_blocks:expr) => {
        $crate::handle::launch_bounds_marker::<{ ($threads) as u32 }, { ($min_blocks) as u32 }>()
    };
}

/// [`launch_bounds!`]`(threads)`: the marker comment, written here so that the inline
/// assembly (a nightly feature on nvptx64) stays inside this crate.
#[doc(hidden)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn max_threads_marker<const THREADS: u32>() {
    #[cfg(target_arch = "nvptx64")]
    // SAFETY: a comment; no instruction.
    unsafe {
        core::arch::asm!(
            "// cute-launch-bounds maxntid={t}",
            t = const THREADS,
            options(nomem, nostack, preserves_flags)
        )
    }
}

/// [`launch_bounds!`]`(threads, min_blocks)`: the marker comment (see [`max_threads_marker`]).
#[doc(hidden)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn launch_bounds_marker<const THREADS: u32, const MIN_BLOCKS: u32>() {
    #[cfg(target_arch = "nvptx64")]
    // SAFETY: a comment; no instruction.
    unsafe {
        core::arch::asm!(
            "// cute-launch-bounds maxntid={t} minnctapersm={b}",
            t = const THREADS,
            b = const MIN_BLOCKS,
            options(nomem, nostack, preserves_flags)
        )
    }
}
