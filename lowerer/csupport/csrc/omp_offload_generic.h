/* Generic kernels (docs/generic.md): a target region with ordinary code
 * beside nested parallel loops runs as one team (a teams region as each
 * of its teams, its distribute loops divided among them). Thread 0 runs
 * the code outside the loops; every thread of the team takes its share
 * of each nested loop, between two barriers; the decisions of control
 * flow around the loops are thread 0's, passed to all threads by a
 * barrier, so every thread reaches every barrier. Variables declared
 * beside the loops live in storage all threads see. On the host-plugin
 * build the region runs once per team, as thread 0, and each nested loop
 * walks the team's threads one after another. Macros only: in a merged
 * device source the first unit that includes this header does so inside
 * its own namespace. */
#ifndef OMP_OFFLOAD_GENERIC_H
#define OMP_OFFLOAD_GENERIC_H
#define OMP_DEV_MASTER (threadIdx.x == 0)
#ifdef __CUDACC__
#define OMP_DEV_SHARED __shared__
#define OMP_DEV_GENERIC_BEGIN(teams, threads) {
#define OMP_DEV_GENERIC_END }
/* Thread 0 evaluates c; every thread gets its value. */
#define OMP_DEV_UNIFORM(c) (__syncthreads_or(threadIdx.x == 0 && (c)) != 0)
#define OMP_DEV_GEN_SYNC __syncthreads()
#define OMP_DEV_PAR_BEGIN __syncthreads(); {
#define OMP_DEV_PAR_END } __syncthreads();
/* A parallel region of its own size n (num_threads) where the kernel's
 * parallel regions ask for different sizes (docs/generic.md): the
 * block's first min(n, blockDim.x) threads run it, seeing a block of
 * that many threads (a blockDim of the region's), while the others wait
 * at reduction barriers until the region's last barrier releases them
 * (__omp_sub, __omp_bar). Thread 0 evaluates n, which may read what it
 * has just written, and hands the size to the block. */
#define OMP_DEV_PAR_BEGIN_N(n)                                               \
  {                                                                          \
    __shared__ unsigned __omp_tns;                                           \
    if (threadIdx.x == 0)                                                    \
      __omp_tns = __omp_team_n(n), __omp_sub = 1, __omp_rt.nt = (int)__omp_tns; \
    __syncthreads();                                                         \
    const unsigned __omp_tn = __omp_tns;                                     \
    if (threadIdx.x >= __omp_tn) {                                           \
      while (!__syncthreads_or(0)) {                                         \
      }                                                                      \
    } else {                                                                 \
      const dim3 blockDim(__omp_tn, 1u, 1u);                                 \
      {
#define OMP_DEV_PAR_END_N                                                    \
      }                                                                      \
      (void)__syncthreads_or(1);                                             \
    }                                                                        \
    if (threadIdx.x == 0) __omp_sub = 0, __omp_rt.nt = 0;                    \
    __syncthreads();                                                         \
  }
/* The counter of a worksharing loop's dynamic schedule: reset by thread 0
 * once every thread is done with its previous run. */
#define OMP_DEV_WS_COUNTER(c)                                                \
  __shared__ unsigned long long c;                                           \
  __omp_bar();                                                               \
  if (threadIdx.x == 0) c = 0;                                               \
  __omp_bar();
/* A nested loop's reduction: the team's fixed tree, then thread 0 folds
 * the result into the variable. Called by every thread. */
#define __omp_par_reduce(var, v, op)                                         \
  do {                                                                       \
    auto __omp_prv = __omp_block_reduce((v), op, blockDim.x);                \
    if (threadIdx.x == 0) (var) = op((var), __omp_prv);                      \
  } while (0)
/* The same in a teams region, where other teams fold into var too. */
#define __omp_par_reduce_teams(var, v, op)                                   \
  do {                                                                       \
    auto __omp_prv = __omp_block_reduce((v), op, blockDim.x);                \
    if (threadIdx.x == 0) __omp_fold_atomic(&(var), __omp_prv, op);          \
  } while (0)
#else
/* On the host-plugin build a generic kernel runs in one of two modes,
 * chosen per kernel by OMP_DEV_MODE (the device source defines it as TEAM
 * around the kernels whose loops hold critical, flush or atomic
 * constructs): SEQ runs the region once per team as thread 0 and walks
 * each nested loop's threads one after another; TEAM runs the team's
 * threads as real threads (__omp_team_run), with the variables beside the
 * loops in static storage (launches of one such kernel take turns) and
 * pthread barriers where a GPU has __syncthreads. Either runs the teams
 * one after another, so a reduction's fold needs no atomic. */
#define OMP_DEV_MODE SEQ
#define OMP_DEV_SEL(name) OMP_DEV_SEL_I(name, OMP_DEV_MODE)
#define OMP_DEV_SEL_I(name, m) OMP_DEV_SEL_II(name, m)
#define OMP_DEV_SEL_II(name, m) name##_##m
#define OMP_DEV_SHARED OMP_DEV_SEL(OMP_DEV_SHARED)
#define OMP_DEV_GENERIC_BEGIN OMP_DEV_SEL(OMP_DEV_GENERIC_BEGIN)
#define OMP_DEV_GENERIC_END OMP_DEV_SEL(OMP_DEV_GENERIC_END)
#define OMP_DEV_UNIFORM OMP_DEV_SEL(OMP_DEV_UNIFORM)
#define OMP_DEV_GEN_SYNC OMP_DEV_SEL(OMP_DEV_GEN_SYNC)
#define OMP_DEV_PAR_BEGIN OMP_DEV_SEL(OMP_DEV_PAR_BEGIN)
#define OMP_DEV_PAR_END OMP_DEV_SEL(OMP_DEV_PAR_END)
#define OMP_DEV_PAR_BEGIN_N OMP_DEV_SEL(OMP_DEV_PAR_BEGIN_N)
#define OMP_DEV_PAR_END_N OMP_DEV_SEL(OMP_DEV_PAR_END_N)
#define __omp_par_reduce OMP_DEV_SEL(__omp_par_reduce)
#define OMP_DEV_WS_COUNTER OMP_DEV_SEL(OMP_DEV_WS_COUNTER)
#define OMP_DEV_SHARED_SEQ
#define OMP_DEV_GENERIC_BEGIN_SEQ(teams, threads)                            \
  gridDim.x = (unsigned)(teams); blockDim.x = (unsigned)(threads);           \
  gridDim.y = gridDim.z = blockDim.y = blockDim.z = 1;                       \
  blockIdx.y = blockIdx.z = 0;                                               \
  threadIdx.y = threadIdx.z = 0;                                             \
  for (blockIdx.x = 0; blockIdx.x < gridDim.x; blockIdx.x++) {               \
    threadIdx.x = 0;
#define OMP_DEV_GENERIC_END_SEQ }
#define OMP_DEV_UNIFORM_SEQ(c) ((c) != 0)
#define OMP_DEV_GEN_SYNC_SEQ ((void)0)
#define OMP_DEV_PAR_BEGIN_SEQ for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
#define OMP_DEV_PAR_END_SEQ } threadIdx.x = 0;
/* A region of its own size: its threads see a block of that size. */
#define OMP_DEV_PAR_BEGIN_N_SEQ(n)                                           \
  {                                                                          \
    const unsigned __omp_bd = blockDim.x;                                    \
    blockDim.x = __omp_team_n(n);                                            \
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
#define OMP_DEV_PAR_END_N_SEQ                                                \
    }                                                                        \
    threadIdx.x = 0;                                                         \
    blockDim.x = __omp_bd;                                                   \
  }
#define __omp_par_reduce_SEQ(var, v, op) ((var) = op((var), (v)))
#define __omp_par_reduce_teams __omp_par_reduce
#define OMP_DEV_WS_COUNTER_SEQ OMP_DEV_TEAM_COUNTER
#define OMP_DEV_SHARED_TEAM static
#define OMP_DEV_GENERIC_BEGIN_TEAM(teams, threads)                           \
  static pthread_mutex_t __omp_gen_mu = PTHREAD_MUTEX_INITIALIZER;           \
  pthread_mutex_lock(&__omp_gen_mu);                                         \
  __omp_team_run((unsigned)(teams), (unsigned)(threads), [&]() {
#define OMP_DEV_GENERIC_END_TEAM                                             \
  });                                                                        \
  pthread_mutex_unlock(&__omp_gen_mu);
#define OMP_DEV_UNIFORM_TEAM(c) __omp_team_uniform(threadIdx.x == 0 && (c))
#define OMP_DEV_GEN_SYNC_TEAM __omp_barrier()
#define OMP_DEV_PAR_BEGIN_TEAM __omp_barrier(); {
#define OMP_DEV_PAR_END_TEAM } __omp_barrier();
/* A region of its own size: thread 0 computes the size and readies the
 * region's barrier before the team's, and its threads see a block of
 * that size and meet at that barrier; the others go on to the team's
 * barrier after the region. */
#define OMP_DEV_PAR_BEGIN_N_TEAM(n)                                          \
  {                                                                          \
    const unsigned __omp_bd = blockDim.x;                                    \
    if (threadIdx.x == 0) {                                                  \
      __omp_team_st->tn = __omp_team_n(n);                                   \
      if (__omp_team_st->subinit) pthread_barrier_destroy(&__omp_team_st->sub); \
      pthread_barrier_init(&__omp_team_st->sub, 0, __omp_team_st->tn);       \
      __omp_team_st->subinit = 1;                                            \
    }                                                                        \
    __omp_barrier();                                                         \
    const unsigned __omp_tn = __omp_team_st->tn;                             \
    if (threadIdx.x < __omp_tn) {                                            \
      blockDim.x = __omp_tn;                                                 \
      __omp_sub = 1;                                                         \
      {
#define OMP_DEV_PAR_END_N_TEAM                                               \
      }                                                                      \
      __omp_sub = 0;                                                         \
      blockDim.x = __omp_bd;                                                 \
    }                                                                        \
    __omp_barrier();                                                         \
  }
#define __omp_par_reduce_TEAM(var, v, op) __omp_team_fold(&(var), (v), op)
#define OMP_DEV_WS_COUNTER_TEAM(c)                                           \
  static unsigned long long c;                                               \
  __omp_barrier();                                                           \
  if (threadIdx.x == 0) c = 0;                                               \
  __omp_barrier();
#endif
/* The ordered ticket of a loop one thread walks alone (an inactive
 * parallel region: if false). */
#define OMP_DEV_OWN_COUNTER(c) unsigned long long c = 0;
/* The size of a parallel region that asks for n threads: at least one,
 * at most the block's (the launch is capped by thread_limit). n is
 * evaluated once: it may call a function (__omp_team_size). */
#define __omp_team_n(n) __omp_team_size((long long)(n), blockDim.x)
/* omp_get_num_threads() outside the nested parallel loops: the region's
 * one initial thread. */
#define __omp_seq_num_threads() 1
#endif
