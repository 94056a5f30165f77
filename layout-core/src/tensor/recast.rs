//! CuTe's `recast<U>(tensor)`: the same memory viewed as elements of another width, the
//! layout recast with it (`recast_layout<T, U>`: `upcast` to wider elements, `downcast` to
//! narrower ones). Recasting a tensor of `f32` to `u128` turns four consecutive floats into one
//! 16-byte element, so a copy moves them with one vector instruction (`ld.global.v4`,
//! `ld.shared.v4.b32`); the layout must allow it (its stride-1 mode divisible by 4), which
//! the type checker decides for static layouts.
//!
//! ```
//! use layout_core::prelude::*;
//! #[repr(C, align(16))]
//! struct Aligned([f32; 64]);
//! let mut data = Aligned([0.0; 64]);
//! data.0[4..8].copy_from_slice(&[1.0, 2.0, 3.0, 4.0]);
//! // SAFETY: the tensors access the 64 floats (16-byte aligned) of `data`.
//! let t = make_tensor(unsafe { make_gmem_ptr(data.0.as_mut_ptr()) }, make_layout((_8, _8)));
//! // SAFETY: the base is 16-byte aligned and every access is inside `data`.
//! let v = unsafe { t.recast::<u128>() };
//! assert_eq!(v.layout().to_string(), "(_2,_8):(_1,_2)");
//! let x: u128 = v.read((1, 0));
//! assert_eq!(x, u128::from_ne_bytes(unsafe { core::mem::transmute([1.0_f32, 2.0, 3.0, 4.0]) }));
//! ```
//!
//! A layout whose stride-1 mode does not hold whole vectors does not compile:
//! ```compile_fail
//! use layout_core::prelude::*;
//! let mut data = [0.0_f32; 12];
//! let t = make_tensor(unsafe { make_gmem_ptr(data.as_mut_ptr()) }, make_layout((_3, _4)));
//! let v = unsafe { t.recast::<u128>() };
//! ```

use super::pointer::{GmemPtr, SmemPtr};
use super::Tensor;
use crate::algebra::{recast_layout, Recast, RecastLayout};
use crate::int::{StaticInt, _128, _16, _32, _64, _8};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;

/// CuTe's `sizeof_bits<T>` as a static integer: the width the layout of a recast is scaled by.
pub trait SizeofBits {
    /// The width in bits.
    type Bits: StaticInt;
}
macro_rules! sizeof_bits {
    ($bits:ty: $($t:ty),*) => {
        $(impl SizeofBits for $t {
            type Bits = $bits;
        })*
    };
}
sizeof_bits!(_8: u8, i8);
sizeof_bits!(_16: u16, i16);
sizeof_bits!(_32: u32, i32, f32);
sizeof_bits!(_64: u64, i64, f64);
sizeof_bits!(_128: u128, i128);

/// An engine that can be viewed as elements of type `U` (a view pointer).
pub trait RecastEngine<U> {
    /// The recast engine.
    type Output;
    /// The same address as an engine of `U`.
    ///
    /// # Safety
    /// The engine's contract holds for the elements of type `U` accessed through the result.
    unsafe fn recast_engine(self) -> Self::Output;
}
impl<T, U> RecastEngine<U> for GmemPtr<T> {
    type Output = GmemPtr<U>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn recast_engine(self) -> GmemPtr<U> {
        // SAFETY: the caller's contract.
        unsafe { self.recast() }
    }
}
impl<T, U> RecastEngine<U> for SmemPtr<T> {
    type Output = SmemPtr<U>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn recast_engine(self) -> SmemPtr<U> {
        // SAFETY: the caller's contract.
        unsafe { self.recast() }
    }
}

/// The tensor of [`Tensor::recast`]; this is an alias, see [`Tensor`].
pub type Recasted<E, U, L> = Tensor<
    <E as RecastEngine<U>>::Output,
    Recast<L, <<E as super::Engine>::Value as SizeofBits>::Bits, <U as SizeofBits>::Bits>,
>;

impl<E: super::Engine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>>
where
    E::Value: SizeofBits,
{
    /// CuTe's `recast<U>(tensor)`: the same memory as elements of type `U`, the layout recast
    /// from `sizeof_bits<T>` to `sizeof_bits<U>` (see the module docs).
    ///
    /// # Safety
    /// The contract of the view pointer's constructor holds for the elements of type `U`
    /// accessed through the result: in particular each is aligned for `U` (a 16-byte `u128`
    /// needs a 16-byte aligned address).
    ///
    /// # Panics
    /// When a dynamic stride of the layout does not divide by the widths' ratio (the layout
    /// recast's message).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub unsafe fn recast<U: SizeofBits>(self) -> Recasted<E, U, Layout<S, D>>
    where
        E: RecastEngine<U>,
        Layout<S, D>: RecastLayout<<E::Value as SizeofBits>::Bits, U::Bits>,
    {
        let layout = recast_layout(
            self.layout,
            <E::Value as SizeofBits>::Bits::default(),
            U::Bits::default(),
        );
        Tensor {
            // SAFETY: the caller's contract.
            engine: unsafe { self.engine.recast_engine() },
            layout,
        }
    }
}
