//! CuTe's MMA traits and MMA atoms (`include/cute/atom/mma_traits.hpp`, `mma_atom.hpp`) as
//! types: an MMA operation is a zero-sized type whose [`MmaTraits`] say what one instruction
//! computes (`Shape_MNK`), which threads take part (`ThrID`) and which thread holds which
//! element of A, B and C (`ALayout`, `BLayout`, `CLayout`, each `(thr,val) -> coord`, the
//! coordinate as a column-major index of the `(M,K)`, `(N,K)` or `(M,N)` tile).
//!
//! | CuTe | here |
//! |------|------|
//! | `MMA_Traits<OP>::ValTypeD/A/B/C`, `Shape_MNK`, `ThrID`, `ALayout`, `BLayout`, `CLayout` | [`MmaTraits`] on the operation type |
//! | `MMA_Atom<OP>` (`LayoutA_TV` = `ALayout`, ...), `print(mma_atom)` | [`MMA_Atom<Op>`], with the same traits; `Display` |
//! | `UniversalFMA<D, A = D, B = A, C = D>` | [`UniversalFMA<D, A, B, C>`] |
//!
//! The tensor-core families live in `mma_sm70.rs` (Volta quad pairs), `mma_sm80.rs`
//! (`mma.sync`) and `mma_sm90.rs` (`wgmma`).
//!
//! ```
//! use layout_core::atom::{MmaTraits, MMA_Atom, SM80_16x8x8_F16F16F16F16_TN};
//! use layout_core::prelude::*;
//! type Op = SM80_16x8x8_F16F16F16F16_TN;
//! assert_eq!(display(<Op as MmaTraits>::Shape_MNK::default()).to_string(), "(_16,_8,_8)");
//! assert_eq!(<Op as MmaTraits>::CLayout::default().to_string(), "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
//! assert_eq!(Op::default().to_string(), "SM80_16x8x8_F16F16F16F16_TN");
//! // CuTe's print(MMA_Atom<Op>{})
//! assert_eq!(MMA_Atom::<Op>::default().to_string(), "\
//! MMA_Atom
//!   ThrID:      _32:_1
//!   Shape_MNK:  (_16,_8,_8)
//!   LayoutA_TV: ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))
//!   LayoutB_TV: ((_4,_8),_2):((_16,_1),_8)
//!   LayoutC_TV: ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))
//! ");
//! ```

use super::copy::phantom_type;
use super::value_type::ValueBits;
use crate::int::{_0, _1};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::layout_like::LayoutLike;
use core::fmt;

/// The traits of an MMA operation, CuTe's `MMA_Traits<OP>`.
///
/// ```
/// use layout_core::atom::{half_t, MmaTraits, ValueBits, SM80_16x8x16_F32F16F16F32_TN};
/// use layout_core::prelude::*;
/// type T = SM80_16x8x16_F32F16F16F32_TN;
/// assert_eq!(<T as MmaTraits>::ThrID::default().to_string(), "_32:_1");
/// assert_eq!(<T as MmaTraits>::ALayout::default().to_string(), "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))");
/// assert_eq!(<<T as MmaTraits>::ValTypeA as ValueBits>::NAME, "half_t");
/// assert_eq!(<<T as MmaTraits>::ValTypeD as ValueBits>::NAME, "float");
/// ```
#[allow(non_camel_case_types)]
pub trait MmaTraits: Copy + Default + fmt::Display + 'static {
    /// `ValTypeD`: the type of the result D.
    type ValTypeD: ValueBits;
    /// `ValTypeA`: the type of A.
    type ValTypeA: ValueBits;
    /// `ValTypeB`: the type of B.
    type ValTypeB: ValueBits;
    /// `ValTypeC`: the type of the accumulator C.
    type ValTypeC: ValueBits;
    /// `Shape_MNK`: the `(M,N,K)` extent of one instruction, `(_16,_8,_16)`.
    type Shape_MNK: IntTuple + Default;
    /// `ThrID`: logical thread id -> thread index.
    type ThrID: LayoutLike + Default;
    /// `ALayout`: `(thr,val) -> (m,k)`.
    type ALayout: LayoutLike + Default;
    /// `BLayout`: `(thr,val) -> (n,k)`.
    type BLayout: LayoutLike + Default;
    /// `CLayout`: `(thr,val) -> (m,n)`.
    type CLayout: LayoutLike + Default;
}

phantom_type! {
    /// CuTe's `MMA_Atom<OP>`: the operation `Op` as an atom; its [`MmaTraits`] are the
    /// operation's (CuTe's `LayoutA_TV`, `LayoutB_TV`, `LayoutC_TV` are `ALayout`, `BLayout`,
    /// `CLayout`).
    ///
    /// ```
    /// use layout_core::atom::{MmaTraits, MMA_Atom, UniversalFMA};
    /// type A = MMA_Atom<UniversalFMA<f32>>;
    /// assert_eq!(<A as MmaTraits>::ALayout::default().to_string(), "(_1,_1):(_0,_0)");
    /// assert!(A::default().to_string().starts_with("MMA_Atom\n  ThrID:      _1:_0\n"));
    /// ```
    MMA_Atom<Op>
}

impl<Op: MmaTraits> MmaTraits for MMA_Atom<Op> {
    type ValTypeD = Op::ValTypeD;
    type ValTypeA = Op::ValTypeA;
    type ValTypeB = Op::ValTypeB;
    type ValTypeC = Op::ValTypeC;
    type Shape_MNK = Op::Shape_MNK;
    type ThrID = Op::ThrID;
    type ALayout = Op::ALayout;
    type BLayout = Op::BLayout;
    type CLayout = Op::CLayout;
}

/// CuTe's `print(MMA_Atom)`: `MMA_Atom`, then its `ThrID`, `Shape_MNK`, `LayoutA_TV`,
/// `LayoutB_TV` and `LayoutC_TV`, a line each (the operation prints its name).
impl<Op: MmaTraits> fmt::Display for MMA_Atom<Op> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_mma_atom::<Op>(f)
    }
}

/// The `MMA_Atom` block of CuTe's `print(MMA_Atom)` and `print(TiledMMA)`.
pub(crate) fn fmt_mma_atom<A: MmaTraits>(f: &mut fmt::Formatter<'_>) -> fmt::Result {
    writeln!(f, "MMA_Atom")?;
    writeln!(f, "  ThrID:      {}", A::ThrID::default())?;
    writeln!(
        f,
        "  Shape_MNK:  {}",
        crate::print::display(A::Shape_MNK::default())
    )?;
    writeln!(f, "  LayoutA_TV: {}", A::ALayout::default())?;
    writeln!(f, "  LayoutB_TV: {}", A::BLayout::default())?;
    writeln!(f, "  LayoutC_TV: {}", A::CLayout::default())
}

phantom_type! {
    /// CuTe's `UniversalFMA<D, A = D, B = A, C = D>`: one thread computes one `d = a * b + c`.
    /// `Shape_MNK = (_1,_1,_1)`, `ThrID = _1:_0`, `ALayout = BLayout = CLayout = (_1,_1):(_0,_0)`.
    ///
    /// ```
    /// use layout_core::atom::{half_t, MmaTraits, UniversalFMA, ValueBits};
    /// use layout_core::prelude::*;
    /// assert_eq!(<UniversalFMA<f32> as MmaTraits>::CLayout::default().to_string(), "(_1,_1):(_0,_0)");
    /// assert_eq!(UniversalFMA::<f64>::default().to_string(), "UniversalFMA<double>");
    /// type Mixed = UniversalFMA<f32, half_t, half_t>;
    /// assert_eq!(<<Mixed as MmaTraits>::ValTypeC as ValueBits>::NAME, "float");
    /// assert_eq!(Mixed::default().to_string(), "UniversalFMA<float,half_t,half_t,float>");
    /// ```
    UniversalFMA<D, A = D, B = A, C = D>
}

/// `(_1,_1):(_0,_0)`: one thread, one value (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::atom::OneByOne;
/// assert_eq!(OneByOne::default().to_string(), "(_1,_1):(_0,_0)");
/// ```
pub type OneByOne = Layout<(_1, _1), (_0, _0)>;

impl<D: ValueBits, A: ValueBits, B: ValueBits, C: ValueBits> MmaTraits
    for UniversalFMA<D, A, B, C>
{
    type ValTypeD = D;
    type ValTypeA = A;
    type ValTypeB = B;
    type ValTypeC = C;
    type Shape_MNK = (_1, _1, _1);
    type ThrID = Layout<_1, _0>;
    type ALayout = OneByOne;
    type BLayout = OneByOne;
    type CLayout = OneByOne;
}

impl<D: ValueBits, A: ValueBits, B: ValueBits, C: ValueBits> fmt::Display
    for UniversalFMA<D, A, B, C>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if A::NAME == D::NAME && B::NAME == A::NAME && C::NAME == D::NAME {
            write!(f, "UniversalFMA<{}>", D::NAME)
        } else {
            write!(
                f,
                "UniversalFMA<{},{},{},{}>",
                D::NAME,
                A::NAME,
                B::NAME,
                C::NAME
            )
        }
    }
}

/// Declares a unit-struct MMA operation with its traits, printing its CuTe name.
macro_rules! mma_op {
    ($(
        $(#[$doc:meta])*
        $name:ident: [$D:ty, $A:ty, $B:ty, $C:ty], shape $shape:ty, thr $thr:ty,
        a $a:ty, b $b:ty, c $c:ty;
    )*) => {$(
        super::copy::named_unit! {
            $(#[$doc])*
            $name
        }
        impl $crate::atom::MmaTraits for $name {
            type ValTypeD = $D;
            type ValTypeA = $A;
            type ValTypeB = $B;
            type ValTypeC = $C;
            type Shape_MNK = $shape;
            type ThrID = $thr;
            type ALayout = $a;
            type BLayout = $b;
            type CLayout = $c;
        }
    )*};
}
pub(crate) use mma_op;
