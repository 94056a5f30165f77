// Produces tests/data/print_tensor_cute.txt (addresses then replaced by ADDR) from CuTe C++ (CUTLASS 7107b0553):
// g++ -std=c++17 -I<cutlass>/include pt.cpp (with stub CUDA headers), ./a.out | sed -E "s/0x[0-9a-f]+/ADDR/g"
#include <cute/tensor_impl.hpp>
#include <cute/util/print_tensor.hpp>
#include <cmath>
using namespace cute;
int main() {
  float f[16]; for (int i = 0; i < 16; ++i) f[i] = (i - 5) * 1.25f;
  f[3] = NAN; f[4] = -INFINITY; f[7] = 123456.0f; f[8] = 0.000123f;
  print_tensor(make_tensor(&f[0], make_layout(make_shape(Int<2>{}, 3), make_stride(3, Int<1>{})))); printf("#\n");
  int a[64]; for (int i = 0; i < 64; ++i) a[i] = i * 7 - 20;
  print_tensor(make_tensor(&a[0], make_shape(4))); printf("#\n");
  print_tensor(make_tensor(&a[0], make_shape(make_shape(2,2)))); printf("#\n");
  print_tensor(make_tensor(&a[0], make_shape(2,3,2))); printf("#\n");
  print_tensor(make_tensor(&a[0], make_shape(Int<2>{},2,3,2))); printf("#\n");
  print_tensor(make_tensor(&a[0], make_layout(make_shape(make_shape(2,2),3), make_stride(make_stride(1,6),2)))); printf("#\n");
  double d[4] = {1.5, -2.25e-7, 1e300, 0.0};
  print_tensor(make_tensor(&d[0], make_shape(2,2))); printf("#\n");
  bool b[4] = {true,false,true,true};
  print_tensor(make_tensor(&b[0], make_shape(4))); printf("#\n");
  int8_t c[4] = {1,-2,3,100};
  print_tensor(make_tensor(&c[0], make_shape(2,2))); printf("#\n");
  uint16_t u[2] = {1,65535};
  print_tensor(make_tensor(&u[0], make_shape(2))); printf("#\n");
  long long ll[2] = {1,-123456789012LL};
  print_tensor(make_tensor((int64_t*)ll, make_shape(2))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(4,5))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(Int<3>{},2))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(make_shape(2,3),2))); printf("#\n");
  print_tensor(make_identity_tensor(6)); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(6))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(make_shape(Int<1>{},3)))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(make_shape(2,3)))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(make_shape(Int<2>{},make_shape(Int<1>{},2)),Int<1>{}))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(2,2,2))); printf("#\n");
  print_tensor(make_identity_tensor(make_shape(2,1,2,2))); printf("#\n");
  print(make_identity_tensor(make_shape(make_shape(2,make_shape(3,Int<4>{})),2))); printf("\n#\n");
  print(make_identity_tensor(Int<8>{})); printf("\n#\n");
  print(make_tensor((float*)nullptr, make_shape(0))); printf("\n#\n");
}
