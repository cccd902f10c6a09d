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
/* The level counters of a collapsed nest of at most 2^31 iterations
 * (docs/loops.md#collapsen): *r % d, leaving *r / d in *r (d > 0), where
 * a walk starts; and *c + a for a counter below t with a <= t <= 2^31,
 * wrapped below t, returning the carry into the next level out. */
OMP_LOOP_FN unsigned __omp_divmod32(unsigned *r, unsigned d) {
  const unsigned x = *r, q = x / d;
  *r = q;
  return x - q * d;
}
OMP_LOOP_FN unsigned __omp_carry(unsigned *c, unsigned a, unsigned t) {
  const unsigned v = *c + a, o = v >= t;
  *c = o ? v - t : v;
  return o;
}
/* x, which the device compiler cannot see through: a collapsed level's
 * 32-bit index value, so that the body's signed arithmetic on it keeps its
 * no-overflow flag (docs/benchmarks.md). */
OMP_LOOP_FN unsigned __omp_opaque32(unsigned x) {
#if defined(__CUDA_ARCH__)
  unsigned y;
  asm("mov.b32 %0, %1;" : "=r"(y) : "r"(x));
  return y;
#else
  return x;
#endif
}
/* sizeof of a variable-length array in a loop header, whose bounds are
 * printed for the host and the device alike: C's sizeof on the host; on
 * the device, where a one-dimensional one is a pointer and a
 * multi-dimensional one a view, the size the kernel received
 * (__omp_vlabytes_<name>) or the one the view computes. */
#ifdef OMP_OFFLOAD_DEVICE_H
#define __OMP_VLA_BYTES(v) ((unsigned long)__omp_vlabytes_##v)
#define __OMP_VIEW_BYTES(v) ((unsigned long)(v).__omp_bytes())
#define __OMP_VIEW_ROWBYTES(v) ((unsigned long)(v).__omp_rowbytes())
#else
#define __OMP_VLA_BYTES(v) ((unsigned long)sizeof(v))
#define __OMP_VIEW_BYTES(v) ((unsigned long)sizeof(v))
#define __OMP_VIEW_ROWBYTES(v) ((unsigned long)sizeof((v)[0]))
#endif
/* ceil(a / b) for b > 0, without overflow. */
OMP_LOOP_FN unsigned long long __omp_ceil_div(unsigned long long a, unsigned long long b) {
  return a / b + (a % b != 0);
}
#ifdef OMP_OFFLOAD_DEVICE_H
/* The next chunk [*lo, *hi) of schedule(dynamic) or schedule(guided) for
 * the calling thread, or 0 when its team's iterations are all taken. A
 * team's iterations are its team chunks (team, team + teams, ... of
 * tchunk iterations), each a worksharing loop of its
 * own, so no chunk spans two. dynamic: *ctr counts chunks of c; chunk q
 * is chunk q % k of the team's team chunk q / k (k chunks per team
 * chunk). guided: *ctr is the position in the concatenation of the
 * team's team chunks; a chunk is ceil(left / threads) iterations of the
 * team chunk it starts in, at least c (but no more than are left), and the
 * position skips to the next team chunk when one is used up. */
OMP_DEV_FN int __omp_dyn_next_in(unsigned long long *ctr, unsigned long long team, unsigned long long teams,
                                 unsigned long long tchunk, unsigned long long trip, unsigned long long c, int guided,
                                 unsigned long long *lo, unsigned long long *hi) {
  if (trip == 0 || tchunk == 0) return 0;
  if (!guided) {
    unsigned long long j = __omp_dyn_add(ctr, 1ULL);
    const unsigned long long r = __omp_divmod(&j, __omp_ceil_div(tchunk, c));
    const unsigned long long tlo = __omp_sat_mul(__omp_sat_add(team, __omp_sat_mul(j, teams)), tchunk);
    if (tlo >= trip) return 0;
    const unsigned long long thi = __omp_next(tlo, tchunk, trip);
    const unsigned long long l = __omp_sat_add(tlo, __omp_sat_mul(r, c));
    if (l >= thi) return 0;
    *lo = l;
    *hi = __omp_next(l, c, thi);
    return 1;
  }
  unsigned long long p = __omp_dyn_load(ctr);
  for (;;) {
    unsigned long long j = p;
    const unsigned long long off = __omp_divmod(&j, tchunk);
    const unsigned long long tlo = __omp_sat_mul(__omp_sat_add(team, __omp_sat_mul(j, teams)), tchunk);
    if (tlo >= trip) return 0;
    const unsigned long long len = __omp_next(tlo, tchunk, trip) - tlo;
    if (off >= len) return 0;
    const unsigned long long left = len - off;
    unsigned long long n = __omp_ceil_div(left, (unsigned long long)blockDim.x);
    if (n < c) n = c;
    if (n > left) n = left;
    const unsigned long long np = n == left ? __omp_sat_mul(j + 1, tchunk) : p + n;
    const unsigned long long seen = __omp_dyn_cas(ctr, p, np);
    if (seen == p) {
      *lo = tlo + off;
      *hi = tlo + off + n;
      return 1;
    }
    p = seen;
  }
}
/* The loop of a worksharing construct that a team of one runs: the
 * whole iteration space at once, in order (*taken: whether it was). */
OMP_DEV_FN int __omp_ws_solo(unsigned long long *taken, unsigned long long trip, unsigned long long *lo,
                             unsigned long long *hi) {
  if (*taken || trip == 0) return 0;
  *taken = 1;
  *lo = 0;
  *hi = trip;
  return 1;
}
/* The team chunks dealt to the teams of the launch. */
OMP_DEV_FN int __omp_dyn_next(unsigned long long *ctr, unsigned long long tchunk, unsigned long long trip,
                              unsigned long long c, int guided, unsigned long long *lo, unsigned long long *hi) {
  return __omp_dyn_next_in(ctr, blockIdx.x, gridDim.x, tchunk, trip, c, guided, lo, hi);
}
#endif
#endif
