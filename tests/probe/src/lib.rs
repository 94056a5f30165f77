//! Probe functions for the zero-cost promise: each algebra operation called on static layouts
//! (`*_call`) and the same result built from its type (`*_typed`), both evaluated at a run-time
//! index. `layout-tests`'s `zero_cost` test compiles this crate in release mode to assembly and
//! checks that each pair compiles to the same instructions: no calls, no loops from the
//! algebra, the same instruction count.
//!
//! ```
//! assert_eq!(layout_probe::logical_divide_call(5), layout_probe::logical_divide_typed(5));
//! ```
#![no_std]

use layout_core::prelude::*;

/// The layout `(_128,_128):(_1,_128)`.
type A = Layout<(_128, _128), (_1, _128)>;
/// The thread layout of CuTe DSL's notebooks: `(_4,_64):(_64,_1)`.
type Thr = Layout<(_4, _64), (_64, _1)>;
/// Its value layout for 16-bit elements: `(_16,_8):(_8,_1)`.
type Val = Layout<(_16, _8), (_8, _1)>;

macro_rules! probe {
    ($(#[$doc:meta])* $call:ident, $typed:ident, $expr:expr, $ty:ty) => {
        $(#[$doc])*
        #[no_mangle]
        #[inline(never)]
        pub fn $call(i: i32) -> i32 {
            let l = $expr;
            l.call(i).value()
        }
        /// The same layout, built from its type.
        #[no_mangle]
        #[inline(never)]
        pub fn $typed(i: i32) -> i32 {
            let l = <$ty>::default();
            l.call(i).value()
        }
    };
}

probe!(
    /// `composition((_128,_128):(_1,_128), (_32,_64):(_64,_1))` at `i`.
    composition_call,
    composition_typed,
    composition(A::default(), Layout::new((_32, _64), (_64, _1))),
    Composed<A, Layout<(_32, _64), (_64, _1)>>
);
probe!(
    /// `complement((_4,_8):(_2,_16), _256)` at `i`.
    complement_call,
    complement_typed,
    complement_to(Layout::new((_4, _8), (_2, _16)), _256),
    Complemented<Layout<(_4, _8), (_2, _16)>, _256>
);
probe!(
    /// `right_inverse((_4,_8):(_8,_1))` at `i`.
    right_inverse_call,
    right_inverse_typed,
    right_inverse(Layout::new((_4, _8), (_8, _1))),
    RightInverseOf<Layout<(_4, _8), (_8, _1)>>
);
probe!(
    /// `left_inverse((_4,_8):(_16,_2))` at `i`.
    left_inverse_call,
    left_inverse_typed,
    left_inverse(Layout::new((_4, _8), (_16, _2))),
    LeftInverseOf<Layout<(_4, _8), (_16, _2)>>
);
probe!(
    /// `logical_divide((_128,_128):(_1,_128), (_32,_64))` at `i`.
    logical_divide_call,
    logical_divide_typed,
    logical_divide(A::default(), (_32, _64)),
    LogicalDivided<A, (_32, _64)>
);
probe!(
    /// `zipped_divide((_128,_128):(_1,_128), (_32,_64))` at `i`.
    zipped_divide_call,
    zipped_divide_typed,
    zipped_divide(A::default(), (_32, _64)),
    ZippedDivided<A, (_32, _64)>
);
probe!(
    /// `logical_product((_4,_8):(_8,_1), (_2,_3):(_1,_2))` at `i`.
    logical_product_call,
    logical_product_typed,
    logical_product(Layout::new((_4, _8), (_8, _1)), Layout::new((_2, _3), (_1, _2))),
    LogicalProductOf<Layout<(_4, _8), (_8, _1)>, Layout<(_2, _3), (_1, _2)>>
);
probe!(
    /// `raked_product((_4,_64):(_64,_1), (_16,_8):(_8,_1))` at `i`.
    raked_product_call,
    raked_product_typed,
    raked_product(Thr::default(), Val::default()),
    RakedProductOf<Thr, Val>
);
probe!(
    /// The TV layout of `make_layout_tv((_4,_64):(_64,_1), (_16,_8):(_8,_1))` at `i`.
    make_layout_tv_call,
    make_layout_tv_typed,
    make_layout_tv(Thr::default(), Val::default()).1,
    layout_core::algebra::TvLayout<(_4, _64), (_64, _1), (_16, _8), (_8, _1)>
);

/// `128 * 128` values `0, 1, 2, ...`: the memory of the `local_tile` probes.
static DATA: [i32; 16384] = {
    let mut d = [0; 16384];
    let mut k = 0;
    while k < d.len() {
        d[k] = k as i32;
        k += 1;
    }
    d
};

/// Element `i` of `local_tile(make_tensor(DATA, (_128,_128):(_1,_128)), (_32,_64), (_1,_1))`
/// (`-1` outside the tile).
#[no_mangle]
#[inline(never)]
pub fn local_tile_call(i: i32) -> i32 {
    let t = make_tensor(&DATA[..], A::default());
    let tile = local_tile(&t, (_32, _64), (_1, _1));
    tile.get(i).copied().unwrap_or(-1)
}

/// The same element through the type-built `zipped_divide` sliced at the tile.
#[no_mangle]
#[inline(never)]
pub fn local_tile_typed(i: i32) -> i32 {
    let t = make_tensor(&DATA[..], <ZippedDivided<A, (_32, _64)>>::default());
    let tile = t.slice(((X, X), (_1, _1)));
    tile.get(i).copied().unwrap_or(-1)
}
