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
struct __omp_red_add { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a + b; } };
struct __omp_red_mul { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a * b; } };
struct __omp_red_and { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a & b; } };
struct __omp_red_or { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a | b; } };
struct __omp_red_xor { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a ^ b; } };
struct __omp_red_land { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return (T)(a && b); } };
struct __omp_red_lor { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return (T)(a || b); } };
struct __omp_red_min { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return b < a ? b : a; } };
struct __omp_red_max { template <typename T> OMP_RED_OP T operator()(T a, T b) const { return a < b ? b : a; } };
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
static __device__ __forceinline__ bool __omp_red_last(unsigned int *done) {
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
static __device__ __forceinline__ void __omp_red_finish(T *var, const T *partials, Op op) {
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
static inline bool __omp_red_last(unsigned int *) {
  return blockIdx.x == gridDim.x - 1 && threadIdx.x == blockDim.x - 1;
}
template <typename T, typename Op>
static inline void __omp_red_finish(T *var, const T *partials, Op op) {
  T v = *var;
  for (unsigned t = 0; t < gridDim.x; t++) v = op(v, partials[t]);
  *var = v;
}
#endif
#endif
