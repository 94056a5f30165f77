//! The groups of a copy, one call each: written out for a static count, a loop for a dynamic
//! one (the copy algorithms' loop, `algorithm.rs`).

use crate::int::Int;
use crate::tensor::Unrolled;
use typenum::{NInt, NonZero, PInt, Unsigned, Z0};

/// The number of groups of a copy: a static count is written out call by call whatever its
/// size (a fragment stays in registers only when every index into it is a constant), a
/// dynamic one is a loop.
pub trait EachGroup: Int {
    /// Calls `f(0)`, `f(1)`, ..., stopping at the first error.
    ///
    /// # Errors
    /// The first error `f` returns.
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, f: F) -> Result<(), E>;
}
impl EachGroup for i32 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, mut f: F) -> Result<(), E> {
        for g in 0..self.max(0) {
            f(g)?;
        }
        Ok(())
    }
}
impl EachGroup for Z0 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, _: F) -> Result<(), E> {
        Ok(())
    }
}
impl<U: Unsigned + NonZero + Unrolled> EachGroup for PInt<U>
where
    PInt<U>: Int,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, mut f: F) -> Result<(), E> {
        U::run_from(0, &mut f)
    }
}
impl<U: Unsigned + NonZero> EachGroup for NInt<U>
where
    NInt<U>: Int,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn each_group<E, F: FnMut(i32) -> Result<(), E>>(self, _: F) -> Result<(), E> {
        Ok(())
    }
}
