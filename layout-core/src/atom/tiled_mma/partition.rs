//! CuTe's `ThrMMA::partition_A/B/C` and `partition_fragment_A/B/C` (`mma_atom.hpp`): a
//! thread's part of an operand tensor, `make_tensor(T.data(), thrfrg_X(T.layout()))` sliced at
//! the thread's `(v, (m, k))` (A), `(v, (n, k))` (B) or `(v, (m, n))` (C), of shape
//! `(MMA, MMA_M, MMA_K, ...)`: mode 0 the values of one MMA, then one mode per mode of `T`.

use super::engine::{OperandA, OperandB, OperandC, ThrFrg, ThrFrgOf, TiledMmaCore};
use super::ThrMMA;
use crate::algebra::{Sliced, Underscore};
use crate::atom::MmaTraits;
use crate::int::_1;
use crate::int_tuple::IntTuple;
use crate::layout::make_layout;
use crate::layout::Layout;
use crate::stride::{Compact, LayoutLeft};
use crate::tensor::{make_fragment, FragmentOf};
use crate::tensor::{
    make_fragment_like, view_mut, CosizeLength, Engine, FragmentLayout, FragmentLike, Partition,
    PartitionEngine, SliceEngine, SliceEngineMut, Tensor, TileEngine, Underscores,
};

/// The coordinate a thread slices `((ThrV,(Thr0,Thr1)),(FrgV,(Rest...)))` with.
pub type MmaThrCoord<S> = ((i32, (i32, i32)), (Underscore, <S as Underscores>::Output));

/// The tensor [`ThrMMA::partition_C`] (and `_A`, `_B`) returns (an alias; see [`Tensor`]).
pub type MmaPartition<'a, E, M, Op, S, D> =
    Tensor<<E as SliceEngine>::View<'a>, Sliced<MmaThrCoord<S>, ThrFrgOf<M, Op, Layout<S, D>>>>;
/// The tensor [`ThrMMA::partition_C_mut`] (and `_A`, `_B`) returns (an alias; see [`Tensor`]).
pub type MmaPartitionMut<'a, E, M, Op, S, D> = Tensor<
    <E as SliceEngineMut>::ViewMut<'a>,
    Sliced<MmaThrCoord<S>, ThrFrgOf<M, Op, Layout<S, D>>>,
>;

fn unwrap<T, E: core::fmt::Display>(r: Result<T, E>) -> T {
    match r {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}

macro_rules! partition {
    ($(#[$doc:meta])* $name:ident, $name_mut:ident, $frag:ident, $Op:ty, $coord:ident, $op:literal) => {
        $(#[$doc])*
        ///
        /// # Panics
        /// When the tensor's layout cannot be divided by the MMA's tile (a dynamic
        /// precondition of the algebra), or, for engines that check origins, when the thread
        /// is outside the tiled MMA.
        #[allow(non_snake_case)]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        #[track_caller]
        pub fn $name<'a, E, S, D>(
            &self,
            tensor: &'a Tensor<E, Layout<S, D>>,
        ) -> <E as PartitionEngine<'a, ThrFrgOf<M, $Op, Layout<S, D>>, MmaThrCoord<S>>>::Output
        where
            E: PartitionEngine<'a, ThrFrgOf<M, $Op, Layout<S, D>>, MmaThrCoord<S>>,
            S: IntTuple + Underscores,
            D: IntTuple,
            M: ThrFrg<$Op, Layout<S, D>>,
        {
            let verify = <E as PartitionEngine<'a, ThrFrgOf<M, $Op, Layout<S, D>>, MmaThrCoord<S>>>::VERIFY;
            let frg = unwrap(<M as ThrFrg<$Op, Layout<S, D>>>::thrfrg(tensor.layout(), verify));
            let c = (self.$coord(), (Underscore, S::underscores()));
            unwrap(tensor.engine().partition(frg, c, $op))
        }

        #[doc = concat!("[`ThrMMA::", stringify!($name), "`] of a mutable tensor: the partition is writable.")]
        ///
        /// # Panics
        #[doc = concat!("As [`ThrMMA::", stringify!($name), "`].")]
        #[allow(non_snake_case)]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        #[track_caller]
        pub fn $name_mut<'a, E, S, D>(
            &self,
            tensor: &'a mut Tensor<E, Layout<S, D>>,
        ) -> MmaPartitionMut<'a, E, M, $Op, S, D>
        where
            E: TileEngine + SliceEngineMut,
            S: IntTuple + Underscores,
            D: IntTuple,
            M: ThrFrg<$Op, Layout<S, D>>,
            ThrFrgOf<M, $Op, Layout<S, D>>: Partition<MmaThrCoord<S>>,
        {
            let verify = E::CHECKS_ORIGIN || cfg!(debug_assertions);
            let frg = unwrap(<M as ThrFrg<$Op, Layout<S, D>>>::thrfrg(tensor.layout(), verify));
            let c = (self.$coord(), (Underscore, S::underscores()));
            unwrap(view_mut(tensor.engine_mut(), frg, c, $op))
        }

        #[doc = concat!("CuTe's `", stringify!($frag), "(T)`: a register fragment of the shape of [`ThrMMA::", stringify!($name), "`]`(T)` (`make_fragment_like` of it; the element type is the tensor's).")]
        ///
        /// # Panics
        #[doc = concat!("As [`ThrMMA::", stringify!($name), "`].")]
        #[allow(non_snake_case)]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        #[track_caller]
        pub fn $frag<E, S, D>(
            &self,
            tensor: &Tensor<E, Layout<S, D>>,
        ) -> FragmentLike<E, Sliced<MmaThrCoord<S>, ThrFrgOf<M, $Op, Layout<S, D>>>>
        where
            E: TileEngine + SliceEngine,
            <E as Engine>::Value: Default,
            S: IntTuple + Underscores,
            D: IntTuple,
            M: ThrFrg<$Op, Layout<S, D>>,
            ThrFrgOf<M, $Op, Layout<S, D>>: Partition<MmaThrCoord<S>>,
            Sliced<MmaThrCoord<S>, ThrFrgOf<M, $Op, Layout<S, D>>>: FragmentLayout,
            <Sliced<MmaThrCoord<S>, ThrFrgOf<M, $Op, Layout<S, D>>> as FragmentLayout>::Output: CosizeLength,
        {
            make_fragment_like(&self.$name(tensor))
        }
    };
}

#[allow(non_snake_case)]
impl<M: Copy + TiledMmaCore> ThrMMA<M> {
    /// CuTe's `thr_mma.make_fragment_C(tCgC)`: a register fragment of the MMA's accumulator
    /// type (`ValTypeC`) shaped like `tensor`, a [`ThrMMA::partition_C`] result `(MMA, MMA_M,
    /// MMA_N)`, column-major.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mma = make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, X, X);
    /// let data = [0.0_f32; 32 * 16];
    /// let c = make_tensor(&data[..], make_layout((_32, _16)));
    /// let thr_mma = mma.get_slice(0);
    /// let t_c = thr_mma.partition_C(&c);
    /// let acc = thr_mma.make_fragment_C(&t_c);
    /// assert_eq!(acc.layout().to_string(), "((_2,_2),_2,_2):((_1,_2),_4,_8)");
    /// let _: f32 = acc[0]; // the atom's ValTypeC
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn make_fragment_C<E, S, D>(&self, tensor: &Tensor<E, Layout<S, D>>) -> MmaFragmentC<M, S>
    where
        S: IntTuple + Compact<LayoutLeft, _1>,
        D: IntTuple,
        MmaValC<M>: Default,
        Layout<S, <S as Compact<LayoutLeft, _1>>::Stride>: CosizeLength,
    {
        make_fragment(make_layout(tensor.shape()))
    }
}

/// The accumulator value type (`ValTypeC`) of a tiled MMA.
pub type MmaValC<M> = <<M as TiledMmaCore>::Atom as MmaTraits>::ValTypeC;
/// The fragment [`ThrMMA::make_fragment_C`] returns for a partition of shape `S` (an alias; see
/// [`Tensor`]).
pub type MmaFragmentC<M, S> =
    FragmentOf<MmaValC<M>, Layout<S, <S as Compact<LayoutLeft, _1>>::Stride>>;

#[allow(non_snake_case)]
impl<M: Copy> ThrMMA<M> {
    partition! {
        /// CuTe's `thr_mma.partition_A(A)`: this thread's part of an `(M,K,...)` tensor of
        /// the A operand, `(MMA, MMA_M, MMA_K, ...)`.
        ///
        /// ```
        /// use layout_core::prelude::*;
        /// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
        /// let a = make_tensor(CountingIterator::new(0), make_layout((_32, _8)));
        /// let t = mma.get_slice(5).partition_A(&a);
        /// assert_eq!(t.layout().to_string(), "((_2,_2),_2,_1):((_32,_8),_16,_0)");
        /// // thread 5's first value: get_layoutA_TV's (m,k) in the 16x8 tile, here in 32x8
        /// let c = mma.get_layoutA_TV().call((5, 0)).value();
        /// assert_eq!(t.read(0), c % 16 + 32 * (c / 16));
        /// ```
        partition_A, partition_A_mut, partition_fragment_A, OperandA, thr_vmk, "partition_A"
    }
    partition! {
        /// CuTe's `thr_mma.partition_B(B)`: this thread's part of an `(N,K,...)` tensor of
        /// the B operand, `(MMA, MMA_N, MMA_K, ...)`.
        ///
        /// ```
        /// use layout_core::prelude::*;
        /// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
        /// let b = make_tensor(CountingIterator::new(0), make_layout((_8, _8)));
        /// assert_eq!(mma.get_slice(5).partition_B(&b).layout().to_string(), "(_2,_1,_1):(_8,_0,_0)");
        /// ```
        partition_B, partition_B_mut, partition_fragment_B, OperandB, thr_vnk, "partition_B"
    }
    partition! {
        /// CuTe's `thr_mma.partition_C(C)`: this thread's part of an `(M,N,...)` tensor of
        /// the accumulators, `(MMA, MMA_M, MMA_N, ...)`; `partition_fragment_C(C)` gives the
        /// accumulator fragment of that shape.
        ///
        /// ```
        /// use layout_core::prelude::*;
        /// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
        /// let data = [0.0_f32; 32 * 16];
        /// let c = make_tensor(&data[..], make_layout((_32, _16)));
        /// let t = mma.get_slice(0).partition_C(&c);
        /// assert_eq!(t.layout().to_string(), "((_2,_2),_2,_2):((_32,_8),_16,_256)");
        /// let acc = mma.get_slice(0).partition_fragment_C(&c);
        /// assert_eq!(acc.layout().to_string(), "((_2,_2),_2,_2):((_1,_2),_4,_8)");
        /// ```
        partition_C, partition_C_mut, partition_fragment_C, OperandC, thr_vmn, "partition_C"
    }
}
