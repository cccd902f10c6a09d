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
static struct __omp_dim3 threadIdx, blockIdx, blockDim, gridDim;
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
 * combines the partials, in team order, into the variable's device copy
 * (the one the construct maps tofrom, or the one already present). On a
 * GPU the team's lanes combine in shared memory (a fixed tree, so the
 * result does not depend on timing) and one atomic count finds the last
 * team; the host plugin walks the lanes of a team one after another, so
 * lane 0 stores and the others fold in, in lane order, and the last lane
 * of the last team combines. */
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
template <typename T, typename Op>
static __device__ __forceinline__ void __omp_team_reduce(T *partials, T v, Op op) {
  __shared__ T sh[1024];
  const unsigned t = threadIdx.x, n = blockDim.x;
  __syncthreads(); /* a previous reduction of the same type is done with sh */
  sh[t] = v;
  __syncthreads();
  for (unsigned s = 1; s < n; s <<= 1) {
    if (t % (2 * s) == 0 && t + s < n) sh[t] = op(sh[t], sh[t + s]);
    __syncthreads();
  }
  if (t == 0) partials[blockIdx.x] = sh[0];
}
/* Thread 0 of the last team to leave its partials: its partials are
 * visible device-wide before the count says so. */
static __device__ __forceinline__ bool __omp_red_last(unsigned int *done) {
  if (threadIdx.x != 0) return false;
  __threadfence();
  return atomicAdd(done, 1u) == gridDim.x - 1;
}
template <typename T, typename Op>
static __device__ __forceinline__ void __omp_red_finish(T *var, const T *partials, Op op) {
  const volatile T *p = partials; /* written by other teams: no cached copy */
  T v = *var;
  for (unsigned t = 0; t < gridDim.x; t++) v = op(v, (T)p[t]);
  *var = v;
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
