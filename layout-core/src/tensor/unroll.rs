//! Loops over the 1-D indices of a tensor: written out one call per index when the size is a
//! static integer of at most 256 (CuTe's `CUTE_UNROLL`), a plain loop otherwise. Register
//! fragments stay in registers only when every index into them is a constant after inlining,
//! and LLVM does not always unroll loops whose bodies hold inline assembly (`ld.shared`).
//!
//! The unrolled form follows the binary digits of the size: `2n` indices are `n` twice and
//! `2n + 1` add one more, so the expansion is `log2(size)` levels deep.

use crate::int::Int;
use typenum::{IsLessOrEqual, LeEq, NInt, NonZero, PInt, UInt, UTerm, Unsigned, B0, B1, U256, Z0};

/// The body of a loop over indices: a closure `FnMut(i32) -> Result<(), E>`, or a type whose
/// `call_at` is `inline(always)` on nvptx (a body that must be inlined at every one of its many
/// written-out calls, which LLVM may decline for a large closure).
pub trait IndexFn<E> {
    /// The body at index `i`.
    ///
    /// # Errors
    /// The body's error, which stops the loop.
    fn call_at(&mut self, i: i32) -> Result<(), E>;
}
impl<E, F: FnMut(i32) -> Result<(), E>> IndexFn<E> for F {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn call_at(&mut self, i: i32) -> Result<(), E> {
        self(i)
    }
}

/// A size (the type of `size(tensor)`) whose indices `0..size` can be visited in order.
pub trait ForEachIndex: Int {
    /// Calls `f(0)`, `f(1)`, ..., stopping at the first error.
    ///
    /// # Errors
    /// The first error `f` returns.
    fn try_for_each<E, F: IndexFn<E>>(self, f: &mut F) -> Result<(), E>;
}

/// CuTe's `CUTE_UNROLL for (int i = 0; i < n; ++i) f(i);`: `f(0)`, `f(1)`, ..., `f(n - 1)`,
/// written out one call per index when `n` is a static integer of at most 256 (so that
/// fragments indexed by `i` stay in registers), a loop when it is dynamic. Loop over the
/// k-blocks of a fragment with `for_each_index(size(shape.2), |k| ..)`.
///
/// ```
/// use layout_core::prelude::*;
/// let frag = make_fragment::<f32, _>(make_layout((_8, _1, _4)));
/// let mut seen = [false; 4];
/// for_each_index(frag.shape().2, |k| seen[k as usize] = true); // 4 calls, written out
/// assert_eq!(seen, [true; 4]);
/// for_each_index(3, |k| assert!(k < 3)); // a dynamic count: a loop
/// ```
///
/// In a large kernel, mark the closure forced inline on nvptx (allowed on a closure passed as an
/// argument): it is then written out at every index whatever its size, where LLVM may keep a
/// large closure called many times as a function (its fragments then land in local memory).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn for_each_index<N: ForEachIndex>(n: N, f: impl FnMut(i32)) {
    let _ = n.try_for_each(&mut Infallible(f));
}

/// A loop body that cannot fail, called through a method forced inline on nvptx (so that the
/// body is inlined at every call when it is marked so itself).
struct Infallible<F>(F);
impl<F: FnMut(i32)> IndexFn<core::convert::Infallible> for Infallible<F> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn call_at(&mut self, i: i32) -> Result<(), core::convert::Infallible> {
        (self.0)(i);
        Ok(())
    }
}

impl ForEachIndex for i32 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_for_each<E, F: IndexFn<E>>(self, f: &mut F) -> Result<(), E> {
        for i in 0..self.max(0) {
            f.call_at(i)?;
        }
        Ok(())
    }
}
impl ForEachIndex for Z0 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_for_each<E, F: IndexFn<E>>(self, _: &mut F) -> Result<(), E> {
        Ok(())
    }
}
impl<U: Unsigned + NonZero> ForEachIndex for NInt<U>
where
    NInt<U>: Int,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_for_each<E, F: IndexFn<E>>(self, _: &mut F) -> Result<(), E> {
        Ok(())
    }
}
impl<U: Unsigned + NonZero + IsLessOrEqual<U256>> ForEachIndex for PInt<U>
where
    PInt<U>: Int,
    LeEq<U, U256>: PickLoop<U>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_for_each<E, F: IndexFn<E>>(self, f: &mut F) -> Result<(), E> {
        <LeEq<U, U256> as PickLoop<U>>::run(f)
    }
}

#[doc(hidden)]
/// `B1`: unroll the `U` indices; `B0`: loop over them.
pub trait PickLoop<U> {
    /// Visits `0..U`.
    fn run<E, F: IndexFn<E>>(f: &mut F) -> Result<(), E>;
}
impl<U: Unrolled> PickLoop<U> for B1 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn run<E, F: IndexFn<E>>(f: &mut F) -> Result<(), E> {
        U::run_from(0, f)
    }
}
impl<U: Unsigned> PickLoop<U> for B0 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn run<E, F: IndexFn<E>>(f: &mut F) -> Result<(), E> {
        for i in 0..U::I32 {
            f.call_at(i)?;
        }
        Ok(())
    }
}

#[doc(hidden)]
/// The indices `base..base + Self` written out, one call each.
pub trait Unrolled: Unsigned {
    /// Calls `f(base)`, ..., `f(base + Self - 1)`.
    fn run_from<E, F: IndexFn<E>>(base: i32, f: &mut F) -> Result<(), E>;
}
impl Unrolled for UTerm {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn run_from<E, F: IndexFn<E>>(_: i32, _: &mut F) -> Result<(), E> {
        Ok(())
    }
}
/// `2n` indices: `n` twice.
impl<U: Unrolled> Unrolled for UInt<U, B0> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn run_from<E, F: IndexFn<E>>(base: i32, f: &mut F) -> Result<(), E> {
        U::run_from(base, f)?;
        U::run_from(base + U::I32, f)
    }
}
/// `2n + 1` indices: `n` twice and the last one.
impl<U: Unrolled> Unrolled for UInt<U, B1> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn run_from<E, F: IndexFn<E>>(base: i32, f: &mut F) -> Result<(), E> {
        U::run_from(base, f)?;
        U::run_from(base + U::I32, f)?;
        f.call_at(base + 2 * U::I32)
    }
}

#[cfg(test)]
mod tests {
    use super::ForEachIndex;
    use crate::int::{_1, _13, _64, _65};

    /// The indices visited (at most 80) and how many.
    fn visited<N: ForEachIndex>(n: N) -> ([i32; 80], usize) {
        let (mut seen, mut k) = ([-1; 80], 0);
        n.try_for_each(&mut |i| {
            seen[k] = i;
            k += 1;
            Ok::<(), ()>(())
        })
        .unwrap();
        (seen, k)
    }

    fn in_order(n: usize, (seen, k): ([i32; 80], usize)) -> bool {
        k == n && seen[..k].iter().enumerate().all(|(i, &s)| s == i as i32)
    }

    #[test]
    fn visits_each_index_once_in_order() {
        assert!(in_order(1, visited(_1)));
        assert!(in_order(13, visited(_13)));
        assert!(in_order(64, visited(_64)));
        assert!(in_order(65, visited(_65)));
        assert!(in_order(5, visited(5)));
        assert!(in_order(0, visited(-3)));
    }

    #[test]
    fn stops_at_the_first_error() {
        let mut seen = 0;
        let r = _13.try_for_each(&mut |i| {
            seen += 1;
            if i == 4 {
                Err(i)
            } else {
                Ok(())
            }
        });
        assert_eq!((r, seen), (Err(4), 5));
    }
}
