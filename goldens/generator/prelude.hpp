// Included (as a precompiled header) by every translation unit of the golden generator.
// CuTe's layout algebra, tensors, and the MMA/copy atoms that the expression lists name.
#pragma once
#include <cstdio>
#include <cstdlib>

#include <cute/tensor.hpp>
#include <cute/layout_composed.hpp>
#include <cute/swizzle_layout.hpp>
#include <cute/util/print.hpp>
#include <cute/util/print_tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_traits_sm80.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>

namespace golden {

// A dynamic integer: read through a volatile, so the value is only known at run time and its
// type is `int` (CuTe's dynamic integer), never `Int<N>`.
inline int D(int x) {
  volatile int v = x;
  return v;
}

// The counting tensor `N o L` of the expression language: element at c is N + L(c).
template <class L>
auto counting(int n, L const& layout) {
  return cute::make_tensor(cute::counting_iterator<int>(n), layout);
}

// First argument of the tensor-tiling calls: a tensor stays, a layout becomes `0 o L`.
template <class E, class L>
auto as_tensor(cute::Tensor<E, L> const& t) { return t; }
template <class S, class St>
auto as_tensor(cute::Layout<S, St> const& l) { return counting(0, l); }
template <class A, class O, class B>
auto as_tensor(cute::ComposedLayout<A, O, B> const& l) { return counting(0, l); }

// What CuTe prints, with counting tensors written `N o L` (CuTe itself prints the iterator as
// `counting_iter(N)`).
template <class T>
void P(T const& x) { cute::print(x); }
template <class E, class L>
void P(cute::Tensor<E, L> const& t) {
  cute::print(*t.data());
  cute::print(" o ");
  cute::print(t.layout());
}

}  // namespace golden
