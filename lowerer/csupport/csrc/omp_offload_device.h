/* Device-side support for omplower kernels. The same translation unit is
 * compiled by nvcc (CUBIN for the CUDA plugin) and by a host C++ compiler
 * (shared object for libomptarget's host plugin); in the latter the kernel
 * walks the grid the host asked for, one (team, thread) pair at a time. */
#ifndef OMP_OFFLOAD_DEVICE_H
#define OMP_OFFLOAD_DEVICE_H
#include <math.h>
#include <stdio.h>
#include <string.h>
#ifdef __CUDACC__
#define OMP_DEV_FN static __device__ __forceinline__ __attribute__((unused))
#define OMP_DEV_GRID_BEGIN(teams, threads) {
#define OMP_DEV_GRID_END }
#else
#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __restrict__ __restrict
struct __omp_dim3 { unsigned x, y, z; };
/* Per host thread: host threads of an OpenMP program launch kernels at
 * the same time, and the host plugin runs each on the launching thread. */
static __thread struct __omp_dim3 threadIdx, blockIdx, blockDim, gridDim;
#define __ldg(p) (*(p))
#define OMP_DEV_FN static inline __attribute__((unused))
#define OMP_DEV_GRID_BEGIN(teams, threads)                                   \
  gridDim.x = (unsigned)(teams); blockDim.x = (unsigned)(threads);           \
  gridDim.y = gridDim.z = blockDim.y = blockDim.z = 1;                       \
  blockIdx.y = blockIdx.z = threadIdx.y = threadIdx.z = 0;                   \
  for (blockIdx.x = 0; blockIdx.x < gridDim.x; blockIdx.x++)                 \
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
#define OMP_DEV_GRID_END }
#endif
#define restrict __restrict__
/* Before a chunk's loop of the static-chunked walk: nvcc would unroll it
 * with a remainder ladder that costs more than it saves when chunks are
 * short (schedule(static, 1) runs it once). */
#ifdef __CUDACC__
#define OMP_DEV_NOUNROLL _Pragma("unroll 1")
#else
#define OMP_DEV_NOUNROLL
#endif
/* The OpenMP device API available inside target regions. A team is a
 * block; the threads of a parallel region are the block's threads. */
OMP_DEV_FN int omp_is_initial_device(void) { return 0; }
OMP_DEV_FN int omp_get_team_num(void) { return (int)blockIdx.x; }
OMP_DEV_FN int omp_get_num_teams(void) { return (int)gridDim.x; }
OMP_DEV_FN int omp_get_thread_num(void) { return (int)threadIdx.x; }
OMP_DEV_FN int omp_get_num_threads(void) { return (int)blockDim.x; }
/* Literal parameters travel as the bytes of a 64-bit slot. */
template <typename T> OMP_DEV_FN T __omp_unpack(unsigned long long slot) {
  T v;
  memcpy(&v, &slot, sizeof v);
  return v;
}
/* Reductions: every lane reduces into a private copy, then each team
 * leaves one partial in partials[blockIdx.x]; the last team to do so
 * combines the partials into the variable's device copy (the one the
 * construct maps tofrom, or the one already present). On a GPU a team's
 * lanes combine in a fixed tree (so the result does not depend on
 * timing): lane t takes lane t+s's value at s = 1, 2, 4, ... when t is a
 * multiple of 2s, first inside each warp through register shuffles, then
 * over the warps' results through 32 words of shared memory and one
 * barrier; one atomic count finds the last team, whose lanes fold the
 * partials (lane t those at t, t+n, t+2n, ... in order) and combine them
 * by the same tree. The host plugin walks the lanes of a team one after
 * another, so lane 0 stores and the others fold in, in lane order, and the
 * last lane of the last team combines the partials in team order. */
#ifdef __CUDACC__
#define OMP_RED_OP __host__ __device__ __forceinline__
#else
#define OMP_RED_OP inline
#endif
struct __omp_redop_add { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a + b; } };
struct __omp_redop_mul { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a * b; } };
struct __omp_redop_and { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a & b; } };
struct __omp_redop_or { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a | b; } };
struct __omp_redop_xor { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a ^ b; } };
struct __omp_redop_land { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return (T)(a && b); } };
struct __omp_redop_lor { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return (T)(a || b); } };
struct __omp_redop_min { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return b < a ? b : a; } };
struct __omp_redop_max { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a < b ? b : a; } };
#ifdef __CUDACC__
/* One step of the tree inside a warp of n lanes (n <= 32, mask = those
 * lanes): lane t combines its value with lane t+s's. Values of any size
 * travel as 32-bit words. */
template <typename T, typename Op>
static __device__ __forceinline__ T __omp_warp_reduce(T v, Op op, unsigned n, unsigned mask) {
  const unsigned lane = threadIdx.x & 31;
  for (unsigned s = 1; s < 32; s <<= 1) {
    unsigned w[(sizeof(T) + 3) / 4] = {0};
    memcpy(w, &v, sizeof v);
    for (unsigned i = 0; i < (sizeof(T) + 3) / 4; i++) w[i] = __shfl_down_sync(mask, w[i], s);
    T o;
    memcpy(&o, w, sizeof o);
    /* Only lanes that are multiples of 2s carry on; the others' results
     * are never read. */
    if (lane + s < n) v = op(v, o);
  }
  return v;
}
/* The fixed tree over the first m lanes of the team (1 <= m <=
 * blockDim.x); every lane of the team calls it, and lane 0 gets the
 * result. */
template <typename T, typename Op>
static __device__ __forceinline__ T __omp_block_reduce(T v, Op op, unsigned m) {
  __shared__ T sh[32];
  const unsigned t = threadIdx.x, warp = t >> 5, nwarps = (m + 31) >> 5;
  if (t < m) {
    const unsigned inwarp = m - (warp << 5) < 32 ? m - (warp << 5) : 32;
    v = __omp_warp_reduce(v, op, inwarp, inwarp == 32 ? 0xffffffffu : (1u << inwarp) - 1);
  }
  if (nwarps == 1) return v;
  __syncthreads(); /* a previous reduction of the same type is done with sh */
  if (t < m && (t & 31) == 0) sh[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = t < nwarps ? sh[t] : v;
    v = __omp_warp_reduce(v, op, nwarps, 0xffffffffu);
  }
  return v;
}
template <typename T, typename Op>
static __device__ __forceinline__ void __omp_team_reduce(T *partials, T v, Op op) {
  v = __omp_block_reduce(v, op, blockDim.x);
  if (threadIdx.x == 0) partials[blockIdx.x] = v;
}
/* Every lane of the last team to leave its partial learns that it is the
 * last: lane 0 makes its partial visible device-wide before the count says
 * so. Called by all lanes of every team. */
static __device__ __forceinline__ bool __omp_redlast(unsigned int *done) {
  __shared__ unsigned int last;
  if (threadIdx.x == 0) {
    __threadfence();
    last = atomicAdd(done, 1u) == gridDim.x - 1;
  }
  __syncthreads();
  return last != 0;
}
/* The last team combines every team's partial into the device copy: a
 * fixed assignment of partials to lanes and the fixed tree, so the result
 * is the same from run to run, and no lane reads more than
 * ceil(gridDim.x / blockDim.x) partials, eight at a time. */
template <typename T, typename Op>
static __device__ __forceinline__ void __omp_redfinish(T *var, const T *partials, Op op) {
  const volatile T *p = partials; /* written by other teams: no cached copy */
  const unsigned t = threadIdx.x, n = blockDim.x, g = gridDim.x, m = g < n ? g : n;
  T v = (T)p[t < m ? t : 0];
  if (t < m) {
    /* Eight loads in flight before they are folded, in order. */
    unsigned i = t + n;
    for (; i + 7 * n < g; i += 8 * n) {
      T a[8];
#pragma unroll
      for (unsigned k = 0; k < 8; k++) a[k] = (T)p[i + k * n];
#pragma unroll
      for (unsigned k = 0; k < 8; k++) v = op(v, a[k]);
    }
    for (; i < g; i += n) v = op(v, (T)p[i]);
  }
  v = __omp_block_reduce(v, op, m);
  if (t == 0) *var = op(*var, v);
}
#else
template <typename T, typename Op>
static inline void __omp_team_reduce(T *partials, T v, Op op) {
  partials[blockIdx.x] = threadIdx.x == 0 ? v : op(partials[blockIdx.x], v);
}
static inline bool __omp_redlast(unsigned int *) {
  return blockIdx.x == gridDim.x - 1 && threadIdx.x == blockDim.x - 1;
}
template <typename T, typename Op>
static inline void __omp_redfinish(T *var, const T *partials, Op op) {
  T v = *var;
  for (unsigned t = 0; t < gridDim.x; t++) v = op(v, partials[t]);
  *var = v;
}
#endif
/* Atomic constructs (docs/atomic.md). Every operation is relaxed; the
 * lowerer puts __omp_atomic_fence() before and after it as the memory
 * order asks. An update computes x's new value from its old one with the
 * operator functor (the C expression, so C's conversions apply) and
 * swaps it in with a compare-and-swap loop on the bit pattern; the
 * __omp_atomic_hw_* forms, used where converting the operand to x's type
 * first changes nothing, use CUDA's atomic functions where the type has
 * one. The helpers return x's old value, or its new one when want_new. */
#define OMP_AOP(name, expr)                                                   \
  struct __omp_aop_##name {                                                   \
    template <typename T, typename E> OMP_RED_OP T operator()(T x, E e) const { \
      return (T)(expr);                                                       \
    }                                                                         \
  };
OMP_AOP(add, x + e)
OMP_AOP(sub, x - e)
OMP_AOP(mul, x * e)
OMP_AOP(div, x / e)
OMP_AOP(mod, x % e)
OMP_AOP(shl, x << e)
OMP_AOP(shr, x >> e)
OMP_AOP(and, x & e)
OMP_AOP(or, x | e)
OMP_AOP(xor, x ^ e)
OMP_AOP(rsub, e - x)
OMP_AOP(rdiv, e / x)
OMP_AOP(rmod, e % x)
OMP_AOP(rshl, e << x)
OMP_AOP(rshr, e >> x)
OMP_AOP(set, ((void)x, e))
OMP_AOP(min, e < x ? e : x)
OMP_AOP(max, x < e ? e : x)
#undef OMP_AOP
/* x's new value from its old one: op(x, e). */
template <typename T, typename E, typename Op> struct __omp_abind {
  E e;
  Op op;
  OMP_RED_OP T operator()(T x) const { return op(x, e); }
};
/* x == e ? d : x */
template <typename T, typename E, typename D> struct __omp_acmp {
  E e;
  D d;
  OMP_RED_OP T operator()(T x) const { return x == e ? (T)d : x; }
};
#ifdef __CUDACC__
#define __omp_atomic_fence() __threadfence()
template <int N> struct __omp_aword;
template <> struct __omp_aword<4> { typedef unsigned int type; };
template <> struct __omp_aword<8> { typedef unsigned long long type; };
/* The compare-and-swap loop: on the value's own 4 or 8 bytes, or on the
 * aligned 4-byte word that holds a 1- or 2-byte value. Bit patterns are
 * compared, so a NaN ends the loop too. */
template <typename T, typename F, int N = sizeof(T)> struct __omp_armw {
  static __device__ __forceinline__ T run(T *p, F f, T *nv) {
    typedef typename __omp_aword<N>::type W;
    W *w = (W *)p;
    W old = *(volatile W *)w, assumed, nw;
    T o, n;
    do {
      assumed = old;
      memcpy(&o, &assumed, N);
      n = f(o);
      memcpy(&nw, &n, N);
      old = atomicCAS(w, assumed, nw);
    } while (old != assumed);
    *nv = n;
    return o;
  }
};
template <typename T, typename F> struct __omp_armw_sub {
  static __device__ __forceinline__ T run(T *p, F f, T *nv) {
    unsigned long long a = (unsigned long long)p;
    unsigned int *w = (unsigned int *)(a & ~3ull);
    const unsigned off = (unsigned)(a & 3);
    unsigned int old = *(volatile unsigned int *)w, assumed, nw;
    unsigned char b[4];
    T o, n;
    do {
      assumed = old;
      memcpy(b, &assumed, 4);
      memcpy(&o, b + off, sizeof(T));
      n = f(o);
      memcpy(b + off, &n, sizeof(T));
      memcpy(&nw, b, 4);
      old = atomicCAS(w, assumed, nw);
    } while (old != assumed);
    *nv = n;
    return o;
  }
};
template <typename T, typename F> struct __omp_armw<T, F, 1> : __omp_armw_sub<T, F> {};
template <typename T, typename F> struct __omp_armw<T, F, 2> : __omp_armw_sub<T, F> {};
template <typename T, typename F> OMP_DEV_FN T __omp_atomic_rmw(T *p, F f, T *nv) {
  return __omp_armw<T, F>::run(p, f, nv);
}
/* Naturally aligned loads and stores of up to 8 bytes are single
 * accesses; volatile keeps them from being cached or merged. */
template <typename T> OMP_DEV_FN T __omp_atomic_read(T *p) { return *(volatile T *)p; }
template <typename T, typename E> OMP_DEV_FN void __omp_atomic_write(T *p, E e) { *(volatile T *)p = (T)e; }
#else
#define __omp_atomic_fence() __atomic_thread_fence(__ATOMIC_SEQ_CST)
template <typename T, typename F> static inline T __omp_atomic_rmw(T *p, F f, T *nv) {
  T o, n;
  __atomic_load(p, &o, __ATOMIC_SEQ_CST);
  do {
    n = f(o);
  } while (!__atomic_compare_exchange(p, &o, &n, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  *nv = n;
  return o;
}
template <typename T> static inline T __omp_atomic_read(T *p) {
  T v;
  __atomic_load(p, &v, __ATOMIC_SEQ_CST);
  return v;
}
template <typename T, typename E> static inline void __omp_atomic_write(T *p, E e) {
  T v = (T)e;
  __atomic_store(p, &v, __ATOMIC_SEQ_CST);
}
#endif
template <typename T, typename E, typename Op>
OMP_DEV_FN T __omp_atomic_update(T *p, E e, Op op, int want_new) {
  __omp_abind<T, E, Op> f = {e, op};
  T n, o = __omp_atomic_rmw(p, f, &n);
  return want_new ? n : o;
}
template <typename T, typename E> OMP_DEV_FN T __omp_atomic_xchg(T *p, E e) {
  return __omp_atomic_update(p, e, __omp_aop_set(), 0);
}
template <typename T, typename E, typename D>
OMP_DEV_FN T __omp_atomic_cmpxchg(T *p, E e, D d, int want_new) {
  __omp_acmp<T, E, D> f = {e, d};
  T n, o = __omp_atomic_rmw(p, f, &n);
  return want_new ? n : o;
}
/* Hardware operations: __omp_ahw_<op>(p, v) returns the old value; the
 * templates are the compare-and-swap fallback for the other types (and
 * everything on the host-plugin build). */
#define OMP_AHW_GENERIC(name)                                                  \
  template <typename T> OMP_DEV_FN T __omp_ahw_##name(T *p, T v) {             \
    return __omp_atomic_update(p, v, __omp_aop_##name(), 0);                   \
  }
OMP_AHW_GENERIC(add)
OMP_AHW_GENERIC(sub)
OMP_AHW_GENERIC(and)
OMP_AHW_GENERIC(or)
OMP_AHW_GENERIC(xor)
OMP_AHW_GENERIC(min)
OMP_AHW_GENERIC(max)
#undef OMP_AHW_GENERIC
#ifdef __CUDACC__
typedef unsigned long long __omp_ull;
/* Native forms: T, the CUDA function, the type it takes. 64-bit long and
 * unsigned long go through the long long forms of the same width; +, -,
 * &, |, ^ are the same on signed and unsigned two's complement bits. */
#define OMP_AHW(name, T, fn, U)                                                \
  OMP_DEV_FN T __omp_ahw_##name(T *p, T v) { return (T)fn((U *)p, (U)v); }
OMP_AHW(add, int, atomicAdd, int)
OMP_AHW(add, unsigned, atomicAdd, unsigned)
OMP_AHW(add, __omp_ull, atomicAdd, __omp_ull)
OMP_AHW(add, long, atomicAdd, __omp_ull)
OMP_AHW(add, unsigned long, atomicAdd, __omp_ull)
OMP_AHW(add, long long, atomicAdd, __omp_ull)
OMP_AHW(add, float, atomicAdd, float)
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
OMP_AHW(add, double, atomicAdd, double)
#endif
OMP_AHW(sub, int, atomicSub, int)
OMP_AHW(sub, unsigned, atomicSub, unsigned)
OMP_DEV_FN __omp_ull __omp_ahw_sub(__omp_ull *p, __omp_ull v) { return atomicAdd(p, 0ull - v); }
OMP_DEV_FN long __omp_ahw_sub(long *p, long v) { return (long)atomicAdd((__omp_ull *)p, 0ull - (__omp_ull)v); }
OMP_DEV_FN unsigned long __omp_ahw_sub(unsigned long *p, unsigned long v) { return (unsigned long)atomicAdd((__omp_ull *)p, 0ull - (__omp_ull)v); }
OMP_DEV_FN long long __omp_ahw_sub(long long *p, long long v) { return (long long)atomicAdd((__omp_ull *)p, 0ull - (__omp_ull)v); }
/* x - v is x + (-v) exactly in IEEE arithmetic. */
OMP_DEV_FN float __omp_ahw_sub(float *p, float v) { return atomicAdd(p, -v); }
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
OMP_DEV_FN double __omp_ahw_sub(double *p, double v) { return atomicAdd(p, -v); }
#endif
#define OMP_AHW_BITS(name, fn)                                                 \
  OMP_AHW(name, int, fn, int)                                                  \
  OMP_AHW(name, unsigned, fn, unsigned)                                        \
  OMP_AHW(name, __omp_ull, fn, __omp_ull)                                      \
  OMP_AHW(name, long, fn, __omp_ull)                                           \
  OMP_AHW(name, unsigned long, fn, __omp_ull)                                  \
  OMP_AHW(name, long long, fn, __omp_ull)
OMP_AHW_BITS(and, atomicAnd)
OMP_AHW_BITS(or, atomicOr)
OMP_AHW_BITS(xor, atomicXor)
#undef OMP_AHW_BITS
#define OMP_AHW_ORD(name, fn)                                                  \
  OMP_AHW(name, int, fn, int)                                                  \
  OMP_AHW(name, unsigned, fn, unsigned)                                        \
  OMP_AHW(name, __omp_ull, fn, __omp_ull)                                      \
  OMP_AHW(name, unsigned long, fn, __omp_ull)                                  \
  OMP_AHW(name, long, fn, long long)                                           \
  OMP_AHW(name, long long, fn, long long)
OMP_AHW_ORD(min, atomicMin)
OMP_AHW_ORD(max, atomicMax)
#undef OMP_AHW_ORD
#undef OMP_AHW
#endif
#define OMP_AHW_OP(name, newv)                                                 \
  template <typename T, typename E>                                            \
  OMP_DEV_FN T __omp_atomic_hw_##name(T *p, E e, int want_new) {               \
    const T v = (T)e;                                                          \
    const T o = __omp_ahw_##name(p, v);                                        \
    return want_new ? (T)(newv) : o;                                           \
  }
OMP_AHW_OP(add, o + v)
OMP_AHW_OP(sub, o - v)
OMP_AHW_OP(and, o & v)
OMP_AHW_OP(or, o | v)
OMP_AHW_OP(xor, o ^ v)
OMP_AHW_OP(min, v < o ? v : o)
OMP_AHW_OP(max, o < v ? v : o)
#undef OMP_AHW_OP
#endif
