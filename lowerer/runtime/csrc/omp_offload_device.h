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
#endif
