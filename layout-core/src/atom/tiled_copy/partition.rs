//! CuTe's `ThrCopy::partition_S` / `partition_D` (`copy_atom.hpp`): a thread's part of a
//! tensor, `make_tensor(T.data(), tidfrg_S(T.layout()))(thr_idx, _, repeat<rank(T)>(_))`,
//! of shape `(CPY, CPY_M, CPY_N, ...)`: mode 0 the thread's values of one copy (the atom's
//! values first), then one mode per mode of the tensor, the copies along it.

use super::engine::{Destination, Source, TidFrg, TidFrgOf};
use super::retile::{Retile, RetiledOf};
use super::ThrCopy;
use crate::algebra::{Sliced, Underscore};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::tensor::{
    relayout, relayout_mut, view_mut, Partition, PartitionEngine, SliceEngine, SliceEngineMut,
    Tensor, TileEngine, Underscores,
};

/// The coordinate a thread slices `(thread, value, rest)` with: `(thr_idx, _, (_,..,_))`.
pub type ThrCoord<S> = (i32, Underscore, <S as Underscores>::Output);

/// The tensor [`ThrCopy::partition_S`] returns (an alias; see [`Tensor`]).
pub type PartitionS<'a, E, C, S, D> =
    Tensor<<E as SliceEngine>::View<'a>, Sliced<ThrCoord<S>, TidFrgOf<C, Source, Layout<S, D>>>>;
/// The tensor [`ThrCopy::partition_D`] returns (an alias; see [`Tensor`]).
pub type PartitionD<'a, E, C, S, D> = Tensor<
    <E as SliceEngine>::View<'a>,
    Sliced<ThrCoord<S>, TidFrgOf<C, Destination, Layout<S, D>>>,
>;
/// The tensor [`ThrCopy::partition_S_mut`] returns (an alias; see [`Tensor`]).
pub type PartitionSMut<'a, E, C, S, D> = Tensor<
    <E as SliceEngineMut>::ViewMut<'a>,
    Sliced<ThrCoord<S>, TidFrgOf<C, Source, Layout<S, D>>>,
>;
/// The tensor [`ThrCopy::partition_D_mut`] returns (an alias; see [`Tensor`]).
pub type PartitionDMut<'a, E, C, S, D> = Tensor<
    <E as SliceEngineMut>::ViewMut<'a>,
    Sliced<ThrCoord<S>, TidFrgOf<C, Destination, Layout<S, D>>>,
>;

fn unwrap<T, E: core::fmt::Display>(r: Result<T, E>) -> T {
    match r {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}

macro_rules! partition {
    ($(#[$doc:meta])* $name:ident, $name_mut:ident, $Side:ty, $Alias:ident, $AliasMut:ident, $op:literal) => {
        $(#[$doc])*
        ///
        /// # Panics
        /// When the tensor's layout cannot be divided by the tile (a dynamic precondition of
        /// the algebra), or, for engines that check origins, when the thread index is outside
        /// the tiled copy's threads.
        #[allow(non_snake_case)]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        #[track_caller]
        pub fn $name<'a, E, S, D>(
            &self,
            tensor: &'a Tensor<E, Layout<S, D>>,
        ) -> <E as PartitionEngine<'a, TidFrgOf<C, $Side, Layout<S, D>>, ThrCoord<S>>>::Output
        where
            E: PartitionEngine<'a, TidFrgOf<C, $Side, Layout<S, D>>, ThrCoord<S>>,
            S: IntTuple + Underscores,
            D: IntTuple,
            C: TidFrg<$Side, Layout<S, D>>,
        {
            let verify = <E as PartitionEngine<'a, TidFrgOf<C, $Side, Layout<S, D>>, ThrCoord<S>>>::VERIFY;
            let frg = unwrap(<C as TidFrg<$Side, Layout<S, D>>>::tidfrg(tensor.layout(), verify));
            let c = (self.thr_idx(), Underscore, S::underscores());
            unwrap(tensor.engine().partition(frg, c, $op))
        }

        #[doc = concat!("[`ThrCopy::", stringify!($name), "`] of a mutable tensor: the partition is writable.")]
        ///
        /// # Panics
        #[doc = concat!("As [`ThrCopy::", stringify!($name), "`].")]
        #[allow(non_snake_case)]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        #[track_caller]
        pub fn $name_mut<'a, E, S, D>(
            &self,
            tensor: &'a mut Tensor<E, Layout<S, D>>,
        ) -> $AliasMut<'a, E, C, S, D>
        where
            E: TileEngine + SliceEngineMut,
            S: IntTuple + Underscores,
            D: IntTuple,
            C: TidFrg<$Side, Layout<S, D>>,
            TidFrgOf<C, $Side, Layout<S, D>>: Partition<ThrCoord<S>>,
        {
            let verify = E::CHECKS_ORIGIN || cfg!(debug_assertions);
            let frg = unwrap(<C as TidFrg<$Side, Layout<S, D>>>::tidfrg(tensor.layout(), verify));
            let c = (self.thr_idx(), Underscore, S::underscores());
            unwrap(view_mut(tensor.engine_mut(), frg, c, $op))
        }
    };
}

#[allow(non_snake_case)]
impl<C: Copy> ThrCopy<C> {
    partition! {
        /// CuTe's `thr_copy.partition_S(S)`: this thread's part of the source tensor `S` (a
        /// tile of shape `(M,N,...)`, several tiles of the tiled copy's `Tiler_MN` along each
        /// mode), `(CPY, CPY_M, CPY_N, ...)` in the source's thread and value order.
        ///
        /// ```
        /// use layout_core::prelude::*;
        /// use layout_core::layout;
        /// // 32x8 threads, 4 floats (one 128-bit vector) each down M: a 128x8 tile
        /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        ///                            layout!((_32,_8):(_1,_32)), layout!((_4,_1):(_1,_0)));
        /// let data: Vec<f32> = (0..256 * 16).map(|i| i as f32).collect();
        /// let g = make_tensor(&data[..], make_layout((_256, _16)));
        /// let part = copy.get_slice(33).partition_S(&g); // thread 33: column 1, rows 4..8
        /// assert_eq!(part.layout().to_string(), "((_4,_1),_2,_2):((_1,_0),_128,_2048)");
        /// assert_eq!(part[0], (4 + 256 * 1) as f32);
        /// ```
        partition_S, partition_S_mut, Source, PartitionS, PartitionSMut, "partition_S"
    }
    partition! {
        /// CuTe's `thr_copy.partition_D(D)`: as [`ThrCopy::partition_S`], in the
        /// destination's thread and value order.
        ///
        /// ```
        /// use layout_core::prelude::*;
        /// use layout_core::layout;
        /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u64>, half_t>::default(),
        ///                            layout!((_8,_4):(_4,_1)), layout!((_1,_4):(_0,_1)));
        /// let mut out = [f16::ZERO; 8 * 16];
        /// let mut g = make_tensor(&mut out[..], make_layout_with((_8, _16), LayoutRight));
        /// let mut part = copy.get_slice(5).partition_D_mut(&mut g); // thread (1, 1)
        /// assert_eq!(part.layout().to_string(), "((_4,_1),_1,_1):((_1,_0),_0,_0)");
        /// fill(&mut part, f16::ONE);
        /// assert_eq!(out[16 + 4], f16::ONE);
        /// ```
        partition_D, partition_D_mut, Destination, PartitionD, PartitionDMut, "partition_D"
    }

    /// CuTe's `thr_copy.retile_D(tensor)`: a fragment made for another partition (CuTe's
    /// `thr_mma.partition_fragment_A(sA)`) seen in this copy's value grouping, `(CPY, CPY_M,
    /// CPY_K, ...)`, writable, over the same registers: the destination of a copy into the
    /// fragment (`copy(s2r_atom, tXsA(_,_,k), tXrA(_,_,k))`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// use layout_core::{layout, tile};
    /// let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)));
    /// let s2r = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
    /// let s_a = [half_t::ZERO; 128 * 64];
    /// let s_a = make_tensor(&s_a[..], make_layout((_128, _64)));
    /// let mut t_c_r_a = mma.get_slice(0).partition_fragment_A(&s_a); // (MMA,MMA_M,MMA_K)
    /// assert_eq!(t_c_r_a.layout().to_string(), "((_2,_2,_2),_4,_4):((_1,_2,_4),_8,_32)");
    /// let t_x_r_a = s2r.get_slice(0).retile_D(&mut t_c_r_a); // (CPY,CPY_M,CPY_K)
    /// assert_eq!(t_x_r_a.layout().to_string(), "((_8,_1),_4,_4):((_1,_0),_8,_32)");
    /// ```
    ///
    /// # Panics
    /// When the fragment cannot be divided by the copy's tile (a dynamic precondition).
    #[allow(non_snake_case)]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub fn retile_D<'a, E, S, D>(
        &self,
        tensor: &'a mut Tensor<E, Layout<S, D>>,
    ) -> Tensor<E::ViewMut<'a>, RetiledOf<C, S, D>>
    where
        E: TileEngine + SliceEngineMut,
        S: IntTuple,
        D: IntTuple,
        C: Retile<S, D>,
    {
        let l = unwrap(<C as Retile<S, D>>::retile(tensor.layout()));
        relayout_mut(tensor.engine_mut(), l)
    }

    /// CuTe's `thr_copy.retile_S(tensor)`: as [`ThrCopy::retile_D`], read-only: the source of
    /// a copy out of a fragment (an accumulator stored through a copy atom).
    ///
    /// # Panics
    /// As [`ThrCopy::retile_D`].
    #[allow(non_snake_case)]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub fn retile_S<'a, E, S, D>(
        &self,
        tensor: &'a Tensor<E, Layout<S, D>>,
    ) -> Tensor<E::View<'a>, RetiledOf<C, S, D>>
    where
        E: TileEngine + SliceEngine,
        S: IntTuple,
        D: IntTuple,
        C: Retile<S, D>,
    {
        let l = unwrap(<C as Retile<S, D>>::retile(tensor.layout()));
        relayout(tensor.engine(), l)
    }
}
