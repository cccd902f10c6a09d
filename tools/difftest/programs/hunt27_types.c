/* Unions, bit-fields, enums, bool, const and volatile data in regions. */
#include "hunt27_harness.h"
#include <stdint.h>
#define N 16

typedef union { float f; uint32_t u; unsigned char b[4]; } pun_t;
typedef struct { unsigned a : 3; unsigned b : 5; int c : 7; unsigned : 0; unsigned d : 12; } bits_t;
typedef enum { RED = 1, GREEN = 4, BLUE = 9 } color_t;
enum mode { MODE_ADD, MODE_MUL };

static int test_union(void) {
  int errs = 0;
  pun_t u[N];
  for (int i = 0; i < N; i++) u[i].f = (float)i;
  uint32_t bits[N];
#pragma omp target map(to: u) map(from: bits)
  for (int i = 0; i < N; i++) bits[i] = u[i].u;
  H27_CHECK(errs, bits[1] == 0x3f800000u && bits[2] == 0x40000000u && bits[0] == 0);
  pun_t one;
  one.u = 0x40490fdbu;
  float f = 0;
  unsigned char b0 = 0;
#pragma omp target map(from: f, b0)
  { f = one.f; b0 = one.b[0]; }
  H27_CHECK(errs, f > 3.14159f && f < 3.1416f && b0 == 0xdb);
  H27_DONE(errs);
  return errs;
}

static int test_bitfields(void) {
  int errs = 0;
  bits_t b[4];
  memset(b, 0, sizeof b);
  for (int i = 0; i < 4; i++) { b[i].a = i; b[i].b = 30 - i; b[i].c = -i * 10; b[i].d = 4000 + i; }
#pragma omp target teams distribute parallel for map(tofrom: b)
  for (int i = 0; i < 4; i++) { b[i].a += 2; b[i].b++; b[i].c -= 3; b[i].d ^= 1; }
  H27_CHECK(errs, b[3].a == 5 && b[3].b == 28 && b[3].c == -33 && b[3].d == 4002);
  H27_CHECK(errs, b[0].a == 2 && b[0].b == 31 && b[0].c == -3 && b[0].d == 4001);
  bits_t one = b[1];
  int sum = 0;
#pragma omp target map(from: sum)
  sum = one.a + one.b + one.c + one.d;
  H27_CHECK(errs, sum == 3 + 30 - 13 + 4000);
  H27_DONE(errs);
  return errs;
}

static int test_enum_bool(void) {
  int errs = 0;
  color_t cols[N];
  bool flags[N];
  enum mode m = MODE_MUL;
  for (int i = 0; i < N; i++) cols[i] = (i % 3 == 0) ? RED : (i % 3 == 1) ? GREEN : BLUE;
  int acc = 0;
  bool any_blue = false;
#pragma omp target teams distribute parallel for map(to: cols) map(from: flags) reduction(+: acc) reduction(||: any_blue)
  for (int i = 0; i < N; i++) {
    flags[i] = cols[i] == GREEN;
    acc += (m == MODE_MUL) ? cols[i] * 2 : cols[i];
    any_blue = any_blue || cols[i] == BLUE;
  }
  H27_CHECK(errs, acc == 2 * (6 * 1 + 5 * 4 + 5 * 9) && any_blue);
  H27_CHECK(errs, flags[1] && !flags[0] && flags[13] && !flags[14]);
  bool t = true;
  _Bool u = 0;
#pragma omp target map(tofrom: u)
  u = !t;
  H27_CHECK(errs, u == 0);
  H27_DONE(errs);
  return errs;
}

/* Not const: clang-19 crashes on a file-scope const array in a region. */
static double coeffs[4] = {0.5, 0.25, 0.125, 0.0625};

static int test_const_volatile(void) {
  int errs = 0;
  const int scale = 3;
  const double local_c[3] = {1, 2, 3};
  volatile int vflag = 7;
  double out[3];
  int vout = 0;
#pragma omp target map(from: out, vout) map(to: coeffs)
  {
    for (int i = 0; i < 3; i++) out[i] = local_c[i] * scale + coeffs[i];
    vout = vflag + 1;
  }
  H27_CHECK(errs, out[0] == 3.5 && out[1] == 6.25 && out[2] == 9.125 && vout == 8);
  volatile double vsum = 0;
#pragma omp target map(tofrom: vsum)
  for (int i = 0; i < 4; i++) vsum += coeffs[i];
  H27_CHECK(errs, vsum == 0.9375);
  const char *msg = "offload";
  int len = 0;
#pragma omp target map(to: msg[0:8]) map(tofrom: len)
  { while (msg[len]) len++; }
  H27_CHECK(errs, len == 7);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_union();
  errs += test_bitfields();
  errs += test_enum_bool();
  errs += test_const_volatile();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
