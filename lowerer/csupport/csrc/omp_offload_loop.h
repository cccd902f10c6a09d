/* Canonical-loop arithmetic shared by host launch shaping and device
 * kernels: both sides compute the trip count with this one formula. */
#ifndef OMP_OFFLOAD_LOOP_H
#define OMP_OFFLOAD_LOOP_H
#ifdef __CUDACC__
#define OMP_LOOP_FN static __host__ __device__ inline __attribute__((unused))
#else
#define OMP_LOOP_FN static inline __attribute__((unused))
#endif
/* Trip count of `for (i = lb; i OP ub; i += step)` for a signed index of at
 * most 64 bits (or a pointer, as element offsets from lb). inclusive is 1
 * for <= and >=. Computed in unsigned 64-bit arithmetic, so bounds such as
 * i <= INT64_MAX neither wrap nor overflow. */
OMP_LOOP_FN unsigned long long __omp_trip_s(long long lb, long long ub, long long step, int inclusive) {
  unsigned long long d;
  if (step > 0) {
    if (inclusive ? lb > ub : lb >= ub) return 0;
    d = (unsigned long long)ub - (unsigned long long)lb;
    if (!inclusive) d -= 1;
    return d / (unsigned long long)step + 1;
  }
  if (step == 0) return 0;
  if (inclusive ? lb < ub : lb <= ub) return 0;
  d = (unsigned long long)lb - (unsigned long long)ub;
  if (!inclusive) d -= 1;
  return d / (0ULL - (unsigned long long)step) + 1;
}
/* The same for an unsigned index. */
OMP_LOOP_FN unsigned long long __omp_trip_u(unsigned long long lb, unsigned long long ub, long long step, int inclusive) {
  unsigned long long d;
  if (step > 0) {
    if (inclusive ? lb > ub : lb >= ub) return 0;
    d = ub - lb;
    if (!inclusive) d -= 1;
    return d / (unsigned long long)step + 1;
  }
  if (step == 0) return 0;
  if (inclusive ? lb < ub : lb <= ub) return 0;
  d = lb - ub;
  if (!inclusive) d -= 1;
  return d / (0ULL - (unsigned long long)step) + 1;
}
/* Product of two trip counts (collapse), saturated at 2^64-1: the host
 * refuses to launch a collapsed nest whose iteration space does not fit. */
OMP_LOOP_FN unsigned long long __omp_trip_mul(unsigned long long a, unsigned long long b) {
  if (a != 0 && b > ~0ULL / a) return ~0ULL;
  return a * b;
}
/* Saturating helpers for walking [0, trip) in chunks without wrapping. */
OMP_LOOP_FN unsigned long long __omp_sat_mul(unsigned long long a, unsigned long long b) {
#if defined(__CUDA_ARCH__)
  /* The high word of the product instead of a 64-bit division: the
   * static-chunked walk computes several of these per thread. */
  return __umul64hi(a, b) ? ~0ULL : a * b;
#else
  unsigned long long p;
  return __builtin_mul_overflow(a, b, &p) ? ~0ULL : p;
#endif
}
OMP_LOOP_FN unsigned long long __omp_sat_add(unsigned long long a, unsigned long long b) {
  return a + b < a ? ~0ULL : a + b;
}
/* The next position lo + stride, or hi when that passes (or wraps past) hi;
 * requires lo <= hi. */
OMP_LOOP_FN unsigned long long __omp_next(unsigned long long lo, unsigned long long stride, unsigned long long hi) {
  return hi - lo > stride ? lo + stride : hi;
}
/* *r % d, leaving *r / d in *r (d > 0): a collapsed nest's level index.
 * A GPU has no 64-bit divider (nvcc calls a long routine), so operands
 * that fit in 32 bits take the 32-bit path; the results are the same. */
OMP_LOOP_FN unsigned long long __omp_divmod(unsigned long long *r, unsigned long long d) {
#if defined(__CUDA_ARCH__)
  if (((*r | d) >> 32) == 0) {
    const unsigned x = (unsigned)*r, y = (unsigned)d, q = x / y;
    *r = q;
    return x - q * y;
  }
#endif
  const unsigned long long x = *r, q = x / d;
  *r = q;
  return x - q * d;
}
/* ceil(a / b) for b > 0, without overflow. */
OMP_LOOP_FN unsigned long long __omp_ceil_div(unsigned long long a, unsigned long long b) {
  return a / b + (a % b != 0);
}
#endif
