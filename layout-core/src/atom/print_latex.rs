//! CuTe's `print_latex` of an MMA atom, a `TiledMMA` and a `TiledCopy`
//! (`include/cute/util/print_latex.hpp`): the LaTeX/TikZ document that draws which thread and
//! value holds each element of the tiles. The typed layouts are read into the runtime layer's
//! picture engine ([`runtime::draw`](crate::runtime::draw)): one drawing model for both layers.
//!
//! | CuTe | here | drawing |
//! | --- | --- | --- |
//! | `print_latex(mma_atom)` | [`print_latex`]`(&MMA_Atom::<Op>::default())` | `print_latex(make_tiled_mma(mma_atom))` |
//! | `print_latex(tiled_mma)` | [`print_latex`]`(&mma)` | C `(M,N)`, A `(M,K)` left of it, B `(N,K)` above it, `k` down ([`Figure::of_mma`]) |
//! | `print_latex(tiled_copy)` | [`print_latex`]`(&copy)` | S `(M,N)`, D right of it ([`Figure::of_copy`]) |
//!
//! Each cell is labelled with the first `(thread, value)` that reaches it (threads in order,
//! each thread's values in order) and coloured by thread, as CuTe draws it. The comment lines
//! print the TV layouts themselves; CuTe prints them composed with the tile's identity tensor
//! (`ArithTuple(_0,_0) o ...:(..@0,..@1)`), the same map written with coordinates.
//!
//! ```
//! use layout_core::prelude::*;
//! let tex = print_latex(&MMA_Atom::<SM80_16x8x8_F16F16F16F16_TN>::default());
//! assert!(tex.starts_with("% LayoutC: ((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))\n"));
//! // C's (m,n) = (8,0) is thread 0's value 2 (its second row of the atom)
//! assert!(tex.contains("\\node[fill={rgb,255:red,175;green,175;blue,255}] at (8,0) {\\shortstack{T0 \\\\ V2}};\n"));
//! ```

use super::mma::{MMA_Atom, MmaTraits};
use super::tiled_copy::{CopyLayoutTv, CopyLayoutTvOf, Destination, Source, TiledCopy};
use super::tiled_mma::{
    make_tiled_mma, LayoutTv, LayoutTvOf, OperandA, OperandB, OperandC, TiledMMA, TiledMmaCore,
    TiledMmaOf,
};
use crate::algebra::Underscore;
use crate::int_tuple::{DynIntTuple, IntTuple};
use crate::layout_like::LayoutLike;
use crate::runtime::draw::{to_tikz_figure, Figure};
use crate::runtime::{Error, Int as RtInt, IntTuple as RtTuple, Layout as RtLayout};
use alloc::string::String;
use alloc::vec::Vec;

/// What CuTe's `print_latex` draws: an MMA atom, a `TiledMMA` or a `TiledCopy` (see the module
/// documentation).
pub trait PrintLatex {
    /// The drawing: its panels and their cells, which tests and tools can read.
    ///
    /// # Errors
    /// A tile over [`MAX_PICTURE_CELLS`](crate::runtime::draw::MAX_PICTURE_CELLS) cells.
    fn latex_figure(&self) -> Result<Figure, Error>;
}

/// CuTe's `print_latex(x)` of an MMA atom, a `TiledMMA` or a `TiledCopy`: the LaTeX/TikZ
/// document (a `standalone` TikZ picture, one node per drawn cell, `T#` over `V#`).
///
/// # Panics
/// When a tile has more than [`MAX_PICTURE_CELLS`](crate::runtime::draw::MAX_PICTURE_CELLS)
/// cells (512 x 512); [`PrintLatex::latex_figure`] returns that as an error.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// // CuTe's 0t_mma_atom.md: four SM70 quad pairs, 2x2 n-major
/// let mma = make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, layout!((_2,_2):(_2,_1)), X);
/// let tex = print_latex(&mma);
/// assert!(tex.starts_with("% LayoutC: "));
/// // A's (m,k) = (8,0) is drawn at (8, k-K-1) = (8,-5): thread 8 (the second quad pair in M)
/// assert!(tex.contains("at (8,-5) {\\shortstack{T8 \\\\ V0}};\n"));
/// ```
pub fn print_latex<T: PrintLatex>(x: &T) -> String {
    match x.latex_figure() {
        Ok(f) => to_tikz_figure(&f),
        Err(e) => panic!("{e}"),
    }
}

impl<Op: MmaTraits> PrintLatex for MMA_Atom<Op>
where
    TiledMmaOf<MMA_Atom<Op>, Underscore, Underscore>: PrintLatex,
{
    /// `print_latex(make_tiled_mma(mma_atom))`, as CuTe draws an atom.
    fn latex_figure(&self) -> Result<Figure, Error> {
        make_tiled_mma(*self, Underscore, Underscore).latex_figure()
    }
}

impl<A, L, P> PrintLatex for TiledMMA<A, L, P>
where
    Self: TiledMmaCore + LayoutTv<OperandA> + LayoutTv<OperandB> + LayoutTv<OperandC>,
    LayoutTvOf<Self, OperandA>: LayoutLike,
    LayoutTvOf<Self, OperandB>: LayoutLike,
    LayoutTvOf<Self, OperandC>: LayoutLike,
{
    /// C, A and B over `tile_shape(mma)`, as CuTe's `print_latex(TiledMMA)` draws them.
    fn latex_figure(&self) -> Result<Figure, Error> {
        Figure::of_mma(
            &runtime_layout(&self.get_layoutC_TV()),
            &runtime_layout(&self.get_layoutA_TV()),
            &runtime_layout(&self.get_layoutB_TV()),
            &runtime_tuple(&self.tile_shape()),
        )
    }
}

impl<A, L, T> PrintLatex for TiledCopy<A, L, T>
where
    Self: CopyLayoutTv<Source> + CopyLayoutTv<Destination>,
    CopyLayoutTvOf<Self, Source>: LayoutLike,
    CopyLayoutTvOf<Self, Destination>: LayoutLike,
    T: IntTuple + Default,
{
    /// S and D over `Tiler_MN`, as CuTe's `print_latex(TiledCopy)` draws them.
    fn latex_figure(&self) -> Result<Figure, Error> {
        let s = <Self as CopyLayoutTv<Source>>::layout_tv().map_err(algebra)?;
        let d = <Self as CopyLayoutTv<Destination>>::layout_tv().map_err(algebra)?;
        Figure::of_copy(
            &runtime_layout(&s),
            &runtime_layout(&d),
            &runtime_tuple(&T::default()),
        )
    }
}

fn algebra(e: crate::algebra::AlgebraError) -> Error {
    Error::new("print_latex", alloc::format!("{e}"))
}

/// A typed IntTuple as the runtime layer's, leaf by leaf (values and static marks).
fn runtime_tuple(t: &dyn DynIntTuple) -> RtTuple {
    match t.leaf() {
        Some((v, is_static)) => RtTuple::Int(RtInt::with(i64::from(v), is_static)),
        None => RtTuple::Tuple(
            (0..t.rank_dyn())
                .filter_map(|i| t.mode_dyn(i))
                .map(runtime_tuple)
                .collect::<Vec<_>>(),
        ),
    }
}

/// A typed layout as the runtime layer's.
fn runtime_layout<L: LayoutLike>(l: &L) -> RtLayout {
    let (shape, stride) = (runtime_tuple(&l.shape()), runtime_tuple(&l.stride()));
    match RtLayout::new(shape, stride) {
        Ok(l) => l,
        // a typed layout's shape and stride are congruent by construction
        Err(e) => panic!("{e}"),
    }
}
