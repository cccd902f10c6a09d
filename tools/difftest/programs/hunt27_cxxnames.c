/* C identifiers that are C++ keywords or CUDA names, used as variables,
 * members, parameters, typedefs and functions in device code and in
 * clauses. */
#include "hunt27_harness.h"
#define N 8

typedef struct { int class; double new; int *this; } object_t;
typedef int template;

#pragma omp declare target
static int operator(int private_, int delete) { return private_ * 10 + delete; }
static double virtual(double friend) { return friend + 0.5; }
int namespace_ = 3;
#pragma omp end declare target

static int test_names(void) {
  int errs = 0;
  int new = 2, delete = 3, class = 4, this = 5, try = 6, catch = 7, throw = 8;
  int public[N], private = 1, protected = 0;
  template typename = 9;
  for (int i = 0; i < N; i++) public[i] = i;
  bool explicit = false, mutable = true;
#pragma omp target map(tofrom: public, protected, explicit) firstprivate(new, delete, class, this, try) map(to: catch, throw, typename, mutable)
  {
    for (int i = 0; i < N; i++) public[i] += new * delete + class;
    protected = this + try + catch + throw + typename + private + operator(new, delete) + namespace_;
    explicit = mutable;
  }
  H27_CHECK(errs, public[0] == 10 && public[7] == 17);
  H27_CHECK(errs, protected == 5 + 6 + 7 + 8 + 9 + 1 + 23 + 3 && explicit);
  H27_DONE(errs);
  return errs;
}

static int test_members(void) {
  int errs = 0;
  int storage[N] = {0};
  object_t o = {1, 2.5, storage};
  double result = 0;
#pragma omp target map(to: o) map(tofrom: o.this[0:N]) map(from: result)
  {
    for (int i = 0; i < N; i++) o.this[i] = o.class + i;
    result = virtual(o.new);
  }
  H27_CHECK(errs, storage[7] == 8 && result == 3.0);
  /* Names the device headers declare (CUDA's built-in variables threadIdx,
   * blockDim, ... are refused with an error; a declare target variable
   * named by a C++ keyword too). */
  int __syncthreads_ = 4, dim3 = 5, int2 = 6, float4 = 7, rint = 8;
  int sum = 0;
#pragma omp target map(tofrom: sum)
  sum = __syncthreads_ + dim3 + int2 + float4 + rint;
  H27_CHECK(errs, sum == 30);
  H27_DONE(errs);
  return errs;
}

static int test_loop_names(void) {
  int errs = 0;
  double and_[N];
  int reinterpret_cast = 0, static_cast = 2;
#pragma omp target teams distribute parallel for map(from: and_) reduction(+: reinterpret_cast) firstprivate(static_cast)
  for (int nullptr = 0; nullptr < N; nullptr++) {
    and_[nullptr] = nullptr * static_cast;
    reinterpret_cast += nullptr;
  }
  H27_CHECK(errs, and_[7] == 14.0 && reinterpret_cast == 28);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_names();
  errs += test_members();
  errs += test_loop_names();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
