//! Compile-time unrolled loops.
//!
//! Register arrays (the values a thread has in flight) stay in registers only when every index
//! is a constant after inlining; LLVM does not always unroll a 16-trip loop whose body is
//! inline assembly, and the array then lands in local memory. [`unroll`] writes the calls out.

/// Calls `f(0)`, `f(1)`, ..., `f(N - 1)`, written out one by one for `N` in 1, 2, 3, 4, 8, 16, 32
/// and 64 (other `N` fall back to a loop).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn unroll<const N: usize>(mut f: impl FnMut(usize)) {
    macro_rules! calls {
        ($($i:literal)*) => {{ $(f($i);)* }};
    }
    match N {
        1 => calls!(0),
        2 => calls!(0 1),
        3 => calls!(0 1 2),
        4 => calls!(0 1 2 3),
        8 => calls!(0 1 2 3 4 5 6 7),
        16 => calls!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15),
        32 => calls!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28
            29 30 31),
        64 => calls!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28
            29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57
            58 59 60 61 62 63),
        _ => {
            for i in 0..N {
                f(i)
            }
        }
    }
}

/// Writes `body` out `N` times (`N` in 2, 3, 4, 8), with `i` bound to `0`, `1`, ... in each
/// copy: `unroll!(i in 4 => { ... })`. For bodies too large for [`unroll`]'s closure to be
/// inlined (LLVM then calls the closure, and the arrays it touches go to local memory).
///
/// ```
/// let mut seen = [0usize; 4];
/// gpu_kernels::unroll!(i in 4 => { seen[i] = i + 1; });
/// assert_eq!(seen, [1, 2, 3, 4]);
/// ```
#[macro_export]
macro_rules! unroll {
    ($i:ident in 2 => $body:block) => {{
        $crate::unroll!(@ $i [0 1] $body)
    }};
    ($i:ident in 3 => $body:block) => {{
        $crate::unroll!(@ $i [0 1 2] $body)
    }};
    ($i:ident in 4 => $body:block) => {{
        $crate::unroll!(@ $i [0 1 2 3] $body)
    }};
    ($i:ident in 8 => $body:block) => {{
        $crate::unroll!(@ $i [0 1 2 3 4 5 6 7] $body)
    }};
    (@ $i:ident [$($n:literal)*] $body:block) => {{
        $({
            #[allow(clippy::identity_op, clippy::erasing_op)]
            let $i: usize = $n;
            $body
        })*
    }};
}

#[cfg(test)]
mod tests {
    use super::unroll;

    #[test]
    fn visits_each_index_once_in_order() {
        for n in [1usize, 2, 3, 4, 8, 16] {
            let mut seen = [usize::MAX; 16];
            let mut k = 0;
            let mut record = |i: usize| {
                seen[k] = i;
                k += 1;
            };
            match n {
                1 => unroll::<1>(&mut record),
                2 => unroll::<2>(&mut record),
                3 => unroll::<3>(&mut record),
                4 => unroll::<4>(&mut record),
                8 => unroll::<8>(&mut record),
                _ => unroll::<16>(&mut record),
            }
            assert_eq!(k, n);
            assert!(seen[..n].iter().enumerate().all(|(i, &s)| i == s));
        }
    }
}
