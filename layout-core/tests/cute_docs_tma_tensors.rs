//! CuTe's TMA-tensor documentation (CUTLASS `media/docs/cpp/cute/0z_tma_tensors.md`), each
//! example ported and checked against what the document prints: a tensor over a counting
//! iterator, the `ArithmeticTupleIterator` and its offsets, basis elements (`E<0>`, `1@0`) and
//! their linear combinations, and the tensors of TMA coordinates `a` and `b`.
//!
//! Where the port is not the C++ call with Rust syntax, the reason (beyond those listed in
//! `cute_docs_layout.rs`):
//! - `counting_iterator<int>(42)` is `counting_iterator(42)` (the value type is `i32`);
//!   `make_inttuple_iter(a, b, c)` takes one tuple, `make_inttuple_iter((a, b, c))`, and
//!   `print(*iter)` is `display(*iter)`;
//! - `make_tensor(iter, shape, stride)` is `make_tensor(iter, make_layout_with(shape, stride))`
//!   (Rust functions have one arity);
//! - `E<0>{}`, `E<1>{}` are `E0::default()`, `E1::default()`; a nested `E<0,1>{}` is
//!   `E::<HCons<U0, HCons<U1, HNil>>>::default()` (the path as a type list: Rust has no
//!   variadic const generics); `5*E<1>{}` is `E1::default().scale(5)`; `E<>{}`, the basis
//!   element of the empty path, is the integer `_1` (a stride leaf without a path is an
//!   integer here);
//! - a sum of scaled basis elements written on its own (`3*E<0>{} + 4*E<1>{}`) is not an
//!   operator here: the library adds basis elements where CuTe's layouts do, in a layout's
//!   inner product of a coordinate with its strides, so the document's sums are checked as the
//!   layouts `(1,1):(3@0,4@1)` and `(2,3,4,7):(2@1@0,1@1,5@1,1@0@0)` evaluated at a
//!   coordinate;
//! - the TMA instruction of the introduction (`SM90_TMA_STORE_3D::copy`) is a PTX wrapper of the
//!   kernel crates (`gpu_kernels::arch::tma::store_2d`, `load_3d`, ...), not layout-library API.
//!
//! The document's own slip: its table of basis elements prints `E<0>{}` as `1@0`, where CuTe
//! prints the static scale as `_1@0` (and `E<>{}` as `_1`), as its own `print_tensor` outputs
//! below the table do (`(_1@0,_1@1)`).

use layout_core::basis::{E, E0, E1, E2, E3};
use layout_core::hlist::{HCons, HNil};
use layout_core::prelude::*;
use layout_core::typenum::{U0, U1};

/// The introduction's tensor: `ArithTuple(0,_0,_0,_0) o ((_128,_64),2,3,1):((_1@0,_1@1),_64@1,_1@2,_1@3)`.
#[test]
fn introduction_tma_tensor_prints() {
    let t = make_tensor(
        make_inttuple_iter((0, _0, _0, _0)),
        make_layout_with(
            ((_128, _64), 2, 3, 1),
            (
                (E0::default(), E1::default()),
                E1::default().scale(_64),
                E2::default(),
                E3::default(),
            ),
        ),
    );
    assert_eq!(
        t.to_string(),
        "ArithTuple(0,_0,_0,_0) o ((_128,_64),2,3,1):((_1@0,_1@1),_64@1,_1@2,_1@3)"
    );
    // the TMA coordinate of element ((5,3),1,2,0): (5, 3 + 64, 2, 0)
    assert_eq!(display(t.call(((5, 3), 1, 2, 0))).to_string(), "(5,67,2,0)");
}

/// "Implicit CuTe Tensors": a tensor of implicit integers over `counting_iterator<int>(42)`.
#[test]
fn counting_iterator_tensor() {
    let a = make_tensor(counting_iterator(42), make_layout((4, 5)));
    assert_eq!(
        print_tensor(&a).to_string(),
        "counting_iter(42) o (4,5):(_1,4):\n\
         \x20  42   46   50   54   58\n\
         \x20  43   47   51   55   59\n\
         \x20  44   48   52   56   60\n\
         \x20  45   49   53   57   61\n"
    );
    // tiled and sliced like any tensor, by offsetting the iterator
    let col = a.slice((X, 2));
    assert_eq!(col.to_string(), "counting_iter(50) o (4):(_1)");
}

/// "ArithTupleIterators and ArithTuples": an iterator over coordinates, offset by a tuple.
#[test]
fn arith_tuple_iterator() {
    let citer_1 = make_inttuple_iter((42, _2, _7));
    let citer_2 = citer_1 + (_0, 5, _2);
    assert_eq!(display(*citer_2).to_string(), "(42,7,_9)");
    assert_eq!(citer_2.to_string(), "ArithTuple(42,7,_9)");
}

/// "Basis elements": how `E<...>` and scaled elements print.
#[test]
fn basis_elements_print() {
    type E00 = E<HCons<U0, HCons<U0, HNil>>>;
    type E01 = E<HCons<U0, HCons<U1, HNil>>>;
    type E10 = E<HCons<U1, HCons<U0, HNil>>>;
    type E11 = E<HCons<U1, HCons<U1, HNil>>>;
    let printed = [
        display(_1).to_string(),
        display(E0::default()).to_string(),
        display(E1::default()).to_string(),
        display(E00::default()).to_string(),
        display(E01::default()).to_string(),
        display(E10::default()).to_string(),
        display(E11::default()).to_string(),
    ];
    // the document's table without the `_` of the static scale (see the module doc)
    assert_eq!(
        printed,
        ["_1", "_1@0", "_1@1", "_1@0@0", "_1@1@0", "_1@0@1", "_1@1@1"]
    );
    assert_eq!(display(E1::default().scale(5)).to_string(), "5@1");
    assert_eq!(display(E01::default().scale(5)).to_string(), "5@1@0");
}

/// "Basis elements" (sums) and "Linear combinations of strides": `3*E<0> + 4*E<1>` is
/// `(3,4)`, and `2*2@1@0 + 3*1@1 + 4*5@1 + 7*1@0@0` is `((7,4),23)`; `(i,j)` with strides
/// `(1@0,1@1)` is `(i,j)`, with `(1@1,1@0)` it is `(j,i)`.
#[test]
fn linear_combinations() {
    let sum = make_tensor(
        make_inttuple_iter((0, 0)),
        make_layout_with((1, 1), (E0::default().scale(3), E1::default().scale(4))),
    );
    assert_eq!(display(sum.call((1, 1))).to_string(), "(3,4)");

    type E01 = E<HCons<U0, HCons<U1, HNil>>>;
    type E00 = E<HCons<U0, HCons<U0, HNil>>>;
    let combo = make_tensor(
        make_inttuple_iter(((0, 0), 0)),
        make_layout_with(
            (_3, _4, _5, _8),
            (
                E01::default().scale(_2),
                E1::default(),
                E1::default().scale(_5),
                E00::default(),
            ),
        ),
    );
    assert_eq!(display(combo.call((2, 3, 4, 7))).to_string(), "((7,4),23)");

    let ij = make_layout_with((4, 5), (E0::default(), E1::default()));
    let ji = make_layout_with((4, 5), (E1::default(), E0::default()));
    let (i, j) = (3, 2);
    assert_eq!(
        make_tensor(make_inttuple_iter((0, 0)), ij).call((i, j)),
        (i, j)
    );
    assert_eq!(
        make_tensor(make_inttuple_iter((0, 0)), ji).call((i, j)),
        (j, i)
    );
}

/// "Application to TMA Tensors": the tensors `a` and `b` of TMA coordinates, printed.
#[test]
fn tma_coordinate_tensors() {
    let a = make_tensor(
        make_inttuple_iter((0, 0)),
        make_layout_with((4, 5), (E0::default(), E1::default())),
    );
    let b = make_tensor(
        make_inttuple_iter((0, 0)),
        make_layout_with((4, 5), (E1::default(), E0::default())),
    );
    assert_eq!(
        print_tensor(&a).to_string(),
        "ArithTuple(0,0) o (4,5):(_1@0,_1@1):\n\
         \x20 (0,0)  (0,1)  (0,2)  (0,3)  (0,4)\n\
         \x20 (1,0)  (1,1)  (1,2)  (1,3)  (1,4)\n\
         \x20 (2,0)  (2,1)  (2,2)  (2,3)  (2,4)\n\
         \x20 (3,0)  (3,1)  (3,2)  (3,3)  (3,4)\n"
    );
    assert_eq!(
        print_tensor(&b).to_string(),
        "ArithTuple(0,0) o (4,5):(_1@1,_1@0):\n\
         \x20 (0,0)  (1,0)  (2,0)  (3,0)  (4,0)\n\
         \x20 (0,1)  (1,1)  (2,1)  (3,1)  (4,1)\n\
         \x20 (0,2)  (1,2)  (2,2)  (3,2)  (4,2)\n\
         \x20 (0,3)  (1,3)  (2,3)  (3,3)  (4,3)\n"
    );
}
