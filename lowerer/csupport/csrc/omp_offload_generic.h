/* Generic kernels (docs/generic.md): a target region with ordinary code
 * beside nested parallel loops runs as one team. Thread 0 runs the code
 * outside the loops; every thread of the team takes its share of each
 * nested loop, between two barriers; the decisions of control flow around
 * the loops are thread 0's, passed to all threads by a barrier, so every
 * thread reaches every barrier. Variables declared beside the loops live
 * in storage all threads see. On the host-plugin build the region runs
 * once, as thread 0, and each nested loop walks the team's threads one
 * after another. Macros only: in a merged device source the first unit
 * that includes this header does so inside its own namespace. */
#ifndef OMP_OFFLOAD_GENERIC_H
#define OMP_OFFLOAD_GENERIC_H
#define OMP_DEV_MASTER (threadIdx.x == 0)
#ifdef __CUDACC__
#define OMP_DEV_SHARED __shared__
#define OMP_DEV_GENERIC_BEGIN(teams, threads) {
#define OMP_DEV_GENERIC_END }
/* Thread 0 evaluates c; every thread gets its value. */
#define OMP_DEV_UNIFORM(c) (__syncthreads_or(threadIdx.x == 0 && (c)) != 0)
#define OMP_DEV_PAR_BEGIN __syncthreads(); {
#define OMP_DEV_PAR_END } __syncthreads();
/* A nested loop's reduction: the team's fixed tree, then thread 0 folds
 * the result into the variable. Called by every thread. */
#define __omp_par_reduce(var, v, op)                                         \
  do {                                                                       \
    auto __omp_prv = __omp_block_reduce((v), op, blockDim.x);                \
    if (threadIdx.x == 0) (var) = op((var), __omp_prv);                      \
  } while (0)
#else
#define OMP_DEV_SHARED
#define OMP_DEV_GENERIC_BEGIN(teams, threads)                                \
  gridDim.x = 1; blockDim.x = (unsigned)(threads);                           \
  gridDim.y = gridDim.z = blockDim.y = blockDim.z = 1;                       \
  blockIdx.x = blockIdx.y = blockIdx.z = 0;                                  \
  threadIdx.x = threadIdx.y = threadIdx.z = 0;                               \
  {
#define OMP_DEV_GENERIC_END }
#define OMP_DEV_UNIFORM(c) ((c) != 0)
#define OMP_DEV_PAR_BEGIN for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
#define OMP_DEV_PAR_END } threadIdx.x = 0;
#define __omp_par_reduce(var, v, op) ((var) = op((var), (v)))
#endif
/* omp_get_num_threads() outside the nested parallel loops: the region's
 * one initial thread. */
#define __omp_seq_num_threads() 1
#endif
