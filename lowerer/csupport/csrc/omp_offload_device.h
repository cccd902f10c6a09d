/* Device-side support for omplower kernels. The same translation unit is
 * compiled by nvcc (CUBIN for the CUDA plugin) and by a host C++ compiler
 * (shared object for libomptarget's host plugin); in the latter a team's
 * threads run on real threads (docs/sync.md#on-the-host-plugin). */
#ifndef OMP_OFFLOAD_DEVICE_H
#define OMP_OFFLOAD_DEVICE_H
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#ifndef __CUDACC__
#include <sched.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#endif
#ifdef __CUDACC__
#define OMP_DEV_FN static __device__ __forceinline__ __attribute__((unused))
#define OMP_DEV_GRID_BEGIN(teams, threads) {
#define OMP_DEV_GRID_END }
#define OMP_DEV_GRIDSEQ_BEGIN(teams, threads) {
#define OMP_DEV_GRIDSEQ_END }
#define OMP_DEV_GRIDSYNC_BEGIN(teams, threads) {
#define OMP_DEV_GRIDSYNC_END }
#define OMP_DEV_GRIDALL_BEGIN(teams, threads) {
#define OMP_DEV_GRIDALL_END }
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
/* A kernel whose threads meet nowhere runs each team's threads on a few
 * real threads (__omp_grid_run, below): GRIDSYNC where they share team
 * state (reductions, a dynamic schedule's counter), GRID where they share
 * nothing, GRIDALL as GRIDSYNC with every thread of a team a real thread
 * (the threads of a doacross loop of static chunks wait for each other);
 * one whose lanes hand values to each other in order (ordered, linear)
 * walks the grid one (team, thread) pair at a time. */
#define OMP_DEV_GRID_BEGIN(teams, threads)                                   \
  __omp_grid_run((unsigned)(teams), (unsigned)(threads), false, false, [&]() {
#define OMP_DEV_GRID_END });
#define OMP_DEV_GRIDSYNC_BEGIN(teams, threads)                               \
  __omp_grid_run((unsigned)(teams), (unsigned)(threads), true, false, [&]() {
#define OMP_DEV_GRIDSYNC_END });
#define OMP_DEV_GRIDALL_BEGIN(teams, threads)                                \
  __omp_grid_run((unsigned)(teams), (unsigned)(threads), true, true, [&]() {
#define OMP_DEV_GRIDALL_END });
#define OMP_DEV_GRIDSEQ_BEGIN(teams, threads)                                \
  gridDim.x = (unsigned)(teams); blockDim.x = (unsigned)(threads);           \
  gridDim.y = gridDim.z = blockDim.y = blockDim.z = 1;                       \
  blockIdx.y = blockIdx.z = threadIdx.y = threadIdx.z = 0;                   \
  for (blockIdx.x = 0; blockIdx.x < gridDim.x; blockIdx.x++)                 \
    for (threadIdx.x = 0; threadIdx.x < blockDim.x; threadIdx.x++) {
#define OMP_DEV_GRIDSEQ_END }
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
/* Before a short sequential loop of a loop kernel's body, where the plan
 * chose it (docs/device-code.md#unroll-hints), and before a loop with the
 * user's unroll pragma (n empty: unroll fully; docs/device-code.md, the
 * user's loop pragmas): for nvcc's device pass only. */
#ifdef __CUDA_ARCH__
#define OMP_DEV_PRAGMA_(x) _Pragma(#x)
#define OMP_DEV_UNROLL(n) OMP_DEV_PRAGMA_(unroll n)
#else
#define OMP_DEV_UNROLL(n)
#endif
/* The OpenMP device API available inside target regions
 * (docs/device-runtime.md). A team is a block; the threads of a parallel
 * region are the block's threads. Whether a thread is inside the
 * region's parallel region (the nesting level, 0 or 1: a nested
 * region's level is spelled by the lowerer), the thread_limit the region was given
 * and the device that runs it live in one place, __omp_rt: the kernels
 * of a unit whose device code calls a routine that reads them set it
 * first (__omp_rt_begin, or __omp_rt_generic_begin), and a generic
 * kernel updates the level when it enters and leaves a nested parallel
 * loop (__omp_rt_par_enter, __omp_rt_par_leave). The thread number and
 * team size are the block's (threadIdx.x, blockDim.x): a kernel without
 * a parallel region runs one thread per team, and the code outside the
 * loops of a generic kernel runs on thread 0. */
struct __omp_rt_state {
  int level; /* 1 inside the parallel region */
  int one;   /* the parallel region is inactive: a team of one thread */
  int limit; /* thread_limit, 0: the team's thread count */
  int dev, ndev; /* the device that runs the kernel, the device count */
  int nt;    /* a parallel region's own team size (num_threads), 0: the block's */
  /* run-sched-var as omp_set_schedule in the region's code set it (kind
   * 0: never set, the default) */
  unsigned skind;
  int schunk;
};
/* The kernel's thread-count parameter carries the device number in bits
 * 32-47 and the device count in bits 48-63 (__omp_offload_run). */
#define __omp_rt_dev(slot) ((int)(((slot) >> 32) & 0xffffu))
#define __omp_rt_ndev(slot) ((int)(((slot) >> 48) & 0xffffu))
#ifdef __CUDACC__
/* One per team: thread 0 writes it, and the other threads read it only
 * after a barrier. */
static __shared__ struct __omp_rt_state __omp_rt;
/* 1 while the first threads of the block run a parallel region of a
 * smaller size (generic.h, OMP_DEV_PAR_BEGIN_N): the others wait at
 * reduction barriers (bar.red) until the region's last one, so every
 * barrier in the region is one too (a barrier must not mix the two
 * kinds). Elsewhere all threads read the same value, whatever it is, so
 * they agree on the kind of every barrier. */
static __shared__ int __omp_sub;
OMP_DEV_FN void __omp_bar(void) {
  if (*(volatile int *)&__omp_sub)
    (void)__syncthreads_or(0);
  else
    __syncthreads();
}
/* A kernel of a combined construct: its level for the whole region. */
OMP_DEV_FN void __omp_rt_begin(int level, int limit, unsigned long long slot) {
  if (threadIdx.x == 0) {
    __omp_rt.level = level;
    __omp_rt.one = 0;
    __omp_rt.nt = 0;
    __omp_rt.skind = 0u;
    __omp_rt.limit = limit;
    __omp_rt.dev = __omp_rt_dev(slot);
    __omp_rt.ndev = __omp_rt_ndev(slot);
  }
  __syncthreads();
}
/* A generic kernel: the other threads read the state only inside a
 * nested loop, after the barrier that opens it; thread 0 changes the
 * level before that barrier and after the one that closes the loop. */
OMP_DEV_FN void __omp_rt_generic_begin(int limit, unsigned long long slot) {
  if (threadIdx.x == 0) {
    __omp_rt.level = 0;
    __omp_rt.one = 0;
    __omp_rt.nt = 0;
    __omp_rt.skind = 0u;
    __omp_rt.limit = limit;
    __omp_rt.dev = __omp_rt_dev(slot);
    __omp_rt.ndev = __omp_rt_ndev(slot);
  }
}
OMP_DEV_FN void __omp_rt_par_enter(void) {
  if (threadIdx.x == 0) __omp_rt.level = 1;
}
/* A nested loop whose if clause is false: thread 0 alone runs it. */
OMP_DEV_FN void __omp_rt_par_enter_one(void) {
  if (threadIdx.x == 0) __omp_rt.level = 1, __omp_rt.one = 1;
}
OMP_DEV_FN void __omp_rt_par_leave(void) {
  if (threadIdx.x == 0) __omp_rt.level = 0, __omp_rt.one = 0;
}
#else
/* Per host thread, like the grid indices: every host thread that runs a
 * team's thread (the sequential walk, or a real team thread) sets its
 * own copy. */
static __thread struct __omp_rt_state __omp_rt;
static inline void __omp_rt_begin(int level, int limit, unsigned long long slot) {
  __omp_rt.level = level;
  __omp_rt.one = 0;
  __omp_rt.nt = 0;
  __omp_rt.skind = 0u;
  __omp_rt.limit = limit;
  __omp_rt.dev = __omp_rt_dev(slot);
  __omp_rt.ndev = __omp_rt_ndev(slot);
}
static inline void __omp_rt_generic_begin(int limit, unsigned long long slot) { __omp_rt_begin(0, limit, slot); }
static inline void __omp_rt_par_enter(void) { __omp_rt.level = 1; }
static inline void __omp_rt_par_enter_one(void) { __omp_rt.level = 1, __omp_rt.one = 1; }
static inline void __omp_rt_par_leave(void) { __omp_rt.level = 0, __omp_rt.one = 0; }
#endif
OMP_DEV_FN int omp_is_initial_device(void) { return 0; }
#ifdef __CUDACC__
/* Stops the kernel after an error the device runtime printed. Its own
 * function, never inlined, so that its trap is told apart in the machine
 * code from the traps nvcc puts where it finds undefined behaviour
 * (tests/e2e checks that a CUBIN has no others). */
static __device__ __noinline__ __attribute__((unused)) void __omp_fatal(void) { __trap(); }
#endif
OMP_DEV_FN int omp_get_team_num(void) { return (int)blockIdx.x; }
/* The executing thread's index in the grid: its slot in a buffer of one
 * per thread (the copies of a private variable-length array). */
OMP_DEV_FN unsigned long long __omp_thread_slot(void) {
  return (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
}
/* An error directive with at(execution) (OpenMP 5.2 §10.1): the line
 * clang-19's runtime prints for it, where is the directive's
 * file:line:column and msg its message (NULL without one); a fatal one
 * stops the program. On a GPU the device's printf writes it. */
OMP_DEV_FN void __omp_error_at(const char *where, int fatal, const char *msg) {
  const char *text = msg ? msg : "(null)";
#ifdef __CUDACC__
  if (fatal) {
    printf("OMP: Error #282: %s: Encountered user-directed error: %s.\n", where, text);
    __omp_fatal();
  }
  printf("OMP: Warning #283: %s: Encountered user-directed warning: %s.\n", where, text);
#else
  if (fatal) {
    fprintf(stderr, "OMP: Error #282: %s: Encountered user-directed error: %s.\n", where, text);
    abort();
  }
  fprintf(stderr, "OMP: Warning #283: %s: Encountered user-directed warning: %s.\n", where, text);
#endif
}
/* The private copy of a reduction over an array section of non-constant
 * length on an orphaned worksharing loop (docs/sync.md): n > 0 elements of
 * sz bytes from the heap (on a GPU the device heap, whose size
 * cudaLimitMallocHeapSize sets); running out stops the program. */
OMP_DEV_FN void *__omp_red_alloc(unsigned long long sz, long long n) {
  void *p = malloc(sz * (unsigned long long)(n > 0 ? n : 1));
  if (!p) {
#ifdef __CUDACC__
    printf("omp_offload: no device heap left for the private copy of a reduction of %lld elements\n", n);
    __omp_fatal();
#else
    fprintf(stderr, "omp_offload: no memory for the private copy of a reduction of %lld elements\n", n);
    abort();
#endif
  }
  return p;
}
OMP_DEV_FN int omp_get_num_teams(void) { return (int)gridDim.x; }
OMP_DEV_FN int omp_get_thread_num(void) { return (int)threadIdx.x; }
#ifdef __CUDACC__
/* The team size of the parallel region that runs: its own where a
 * generic kernel's parallel regions ask for different sizes (generic.h,
 * OMP_DEV_PAR_BEGIN_N), else the block's. On the host plugin the
 * region's threads see their own blockDim.x. */
#define __omp_rt_team() (__omp_rt.nt ? (unsigned)__omp_rt.nt : blockDim.x)
#else
#define __omp_rt_team() blockDim.x
#endif
OMP_DEV_FN int omp_get_num_threads(void) { return __omp_rt.level && !__omp_rt.one ? (int)__omp_rt_team() : 1; }
/* The team size of a parallel region that asks for n threads in a block
 * of bd (omp_offload_generic.h, __omp_team_n). */
OMP_DEV_FN unsigned __omp_team_size(long long n, unsigned bd) {
  return n < 1 ? 1u : (unsigned long long)n < bd ? (unsigned)n : bd;
}
#ifndef __CUDACC__
#include <pthread.h>
/* Kernels of OMP_DEV_GRID_BEGIN on the host plugin (combined loop
 * constructs, parallel regions whose threads never meet): the threads of
 * each team are dealt to min(threads, OMP_OFFLOAD_HOST_TEAM_THREADS,
 * default 4) real threads, thread t to real thread t % n, which runs its
 * threads one after another. The real threads take the teams one after
 * another, together when the team's threads share state (GRIDSYNC: they
 * meet at a barrier after each team), each at its own pace otherwise
 * (GRID). So atomics,
 * critical sections, locks and dynamic schedules see threads of one team
 * contend, while a launch starts only n - 1 threads. What a team's
 * threads share lives in a team record (two, used in turn, so that the
 * one of the next team is cleared while the current one is in use): the
 * counters of OMP_DEV_TEAM_COUNTER and the count of threads done with
 * their reductions; the launch's reduction records hold every thread's
 * values, folded in thread order as a sequential walk would
 * (__omp_team_reduce). */
#define OMP_DEV_GRID_COUNTERS 4
#define OMP_DEV_PRIV_BYTES 8192
struct __omp_grid_team {
  unsigned long long ctr[OMP_DEV_GRID_COUNTERS];
  unsigned arrived; /* threads of the team past __omp_redlast */
  unsigned priv_arrived; /* threads of the team past __omp_priv_done */
  /* The team's copies of privatized atomic arrays (__omp_grid_priv). */
  unsigned long long priv[OMP_DEV_PRIV_BYTES / sizeof(unsigned long long)];
  /* The ring of a doacross loop's shared iterations
   * (OMP_DEV_DOACROSS_RING; OMP_DEV_DOACROSS_THREADS slots). */
  unsigned long long dx[1024];
};
/* A reduction record: one slot per thread of a team for the values of
 * one reduction variable (or array element), reused by every team;
 * count is the slots filled since the launch began. */
struct __omp_grid_red {
  void *slots;
  unsigned long long count;
};
#define OMP_DEV_GRID_RED_CHUNK 256
#define OMP_DEV_GRID_RED_CHUNKS 4096
struct __omp_grid_state {
  pthread_barrier_t bar;
  struct __omp_grid_team team[2]; /* team b uses team[b & 1] */
  pthread_mutex_t red_mu; /* creates reduction records */
  struct __omp_grid_red *red[OMP_DEV_GRID_RED_CHUNKS]; /* chunks of records */
  unsigned threads;
  unsigned real; /* the real threads that run the launch */
};
/* Per real thread: the launch, the record of the team it runs, the
 * counters and reduction records the current thread has used. */
static __thread struct __omp_grid_team *__omp_grid_tm;
static __thread struct __omp_grid_state *__omp_grid_st;
static __thread unsigned __omp_grid_nctr, __omp_grid_nred;
static inline unsigned __omp_grid_cap(void) {
  static int cap = 0;
  int c = __atomic_load_n(&cap, __ATOMIC_RELAXED);
  if (c == 0) {
    const char *e = getenv("OMP_OFFLOAD_HOST_TEAM_THREADS");
    c = e && atoi(e) > 0 ? atoi(e) : 4;
    __atomic_store_n(&cap, c, __ATOMIC_RELAXED);
  }
  return (unsigned)c;
}
/* Not templates: one copy in the image, whatever the number of kernels
 * (g++ compiles the image once per build); the kernel's body reaches
 * them as a function and its closure. */
struct __omp_grid_worker {
  void (*call)(void *);
  void *body;
  struct __omp_grid_state *st;
  unsigned teams, threads, real, r;
  bool sync;
};
static __attribute__((noinline, unused)) void *__omp_grid_work(void *p) {
  struct __omp_grid_worker *a = (struct __omp_grid_worker *)p;
  gridDim.x = a->teams; blockDim.x = a->threads;
  gridDim.y = gridDim.z = blockDim.y = blockDim.z = 1;
  blockIdx.y = blockIdx.z = threadIdx.y = threadIdx.z = 0;
  __omp_grid_st = a->st;
  for (unsigned b = 0; b < a->teams; b++) {
    blockIdx.x = b;
    if (a->sync) {
      __omp_grid_tm = &a->st->team[b & 1];
      /* Every real thread is past team b - 1, which used that record. */
      if (a->r == 0) memset((void *)&a->st->team[(b + 1) & 1], 0, sizeof a->st->team[0]);
    }
    for (unsigned t = a->r; t < a->threads; t += a->real) {
      threadIdx.x = t;
      __omp_grid_nctr = 0;
      __omp_grid_nred = 0;
      a->call(a->body);
    }
    if (a->sync && a->real > 1) pthread_barrier_wait(&a->st->bar);
  }
  __omp_grid_tm = 0;
  __omp_grid_st = 0;
  return 0;
}
/* all: one real thread per thread of a team (sync too). */
static __attribute__((noinline, unused)) void __omp_grid_launch(unsigned teams, unsigned threads, bool sync, bool all,
                                                                void (*call)(void *), void *body) {
  const unsigned cap = __omp_grid_cap(), real = threads < cap || all ? threads : cap;
  struct __omp_grid_state *st = (struct __omp_grid_state *)calloc(1, sizeof(struct __omp_grid_state));
  const unsigned n = real < 64 || all ? (real ? real : 1) : 64;
  struct __omp_grid_worker *a = (struct __omp_grid_worker *)calloc(n, sizeof *a);
  pthread_t *tid = (pthread_t *)calloc(n, sizeof *tid);
  if (!st || !a || !tid) {
    fprintf(stderr, "omp_offload: out of memory starting a kernel\n");
    abort();
  }
  pthread_mutex_init(&st->red_mu, 0);
  st->threads = threads;
  st->real = n;
  if (n > 1) pthread_barrier_init(&st->bar, 0, n);
  for (unsigned r = 0; r < n; r++) {
    a[r].call = call; a[r].body = body; a[r].st = st; a[r].teams = teams; a[r].threads = threads;
    a[r].real = n; a[r].r = r; a[r].sync = sync;
  }
  for (unsigned r = 1; r < n; r++) {
    if (pthread_create(&tid[r], 0, __omp_grid_work, &a[r]) != 0) {
      fprintf(stderr, "omp_offload: cannot start thread %u of %u for a kernel's teams\n", r, n);
      abort();
    }
  }
  __omp_grid_work(&a[0]);
  for (unsigned r = 1; r < n; r++) pthread_join(tid[r], 0);
  if (n > 1) pthread_barrier_destroy(&st->bar);
  pthread_mutex_destroy(&st->red_mu);
  for (unsigned c = 0; c < OMP_DEV_GRID_RED_CHUNKS && st->red[c]; c++) {
    for (unsigned i = 0; i < OMP_DEV_GRID_RED_CHUNK; i++) free(st->red[c][i].slots);
    free(st->red[c]);
  }
  free(st);
  free(a);
  free(tid);
}
template <typename F> static void __omp_grid_call(void *f) { (*(F *)f)(); }
template <typename F> static inline void __omp_grid_run(unsigned teams, unsigned threads, bool sync, bool all, F f) {
  __omp_grid_launch(teams, threads, sync, all, &__omp_grid_call<F>, (void *)&f);
}
/* The calling thread's next reduction record, created (with slots of
 * size bytes) by the first thread that needs it. */
static inline struct __omp_grid_red *__omp_grid_red_next(unsigned long size) {
  struct __omp_grid_state *st = __omp_grid_st;
  const unsigned k = __omp_grid_nred++, c = k / OMP_DEV_GRID_RED_CHUNK;
  if (c >= OMP_DEV_GRID_RED_CHUNKS) {
    fprintf(stderr, "omp_offload: more than %d reduction values per thread\n", OMP_DEV_GRID_RED_CHUNKS * OMP_DEV_GRID_RED_CHUNK);
    abort();
  }
  struct __omp_grid_red *ch = __atomic_load_n(&st->red[c], __ATOMIC_ACQUIRE);
  struct __omp_grid_red *r = ch ? &ch[k % OMP_DEV_GRID_RED_CHUNK] : 0;
  if (r && __atomic_load_n(&r->slots, __ATOMIC_ACQUIRE)) return r;
  pthread_mutex_lock(&st->red_mu);
  if (!st->red[c]) {
    ch = (struct __omp_grid_red *)calloc(OMP_DEV_GRID_RED_CHUNK, sizeof *ch);
    if (!ch) {
      fprintf(stderr, "omp_offload: out of memory in a reduction\n");
      abort();
    }
    __atomic_store_n(&st->red[c], ch, __ATOMIC_RELEASE);
  }
  r = &st->red[c][k % OMP_DEV_GRID_RED_CHUNK];
  if (!r->slots) {
    void *p = calloc(st->threads, size);
    if (!p) {
      fprintf(stderr, "omp_offload: out of memory in a reduction\n");
      abort();
    }
    __atomic_store_n(&r->slots, p, __ATOMIC_RELEASE);
  }
  pthread_mutex_unlock(&st->red_mu);
  return r;
}
/* A kernel of OMP_DEV_GRID_BEGIN uses team state it was not given. */
static inline void __omp_grid_unshared(void) {
  if (__omp_grid_st) {
    fprintf(stderr, "omp_offload: a kernel that shares team state runs without team records\n");
    abort();
  }
}
/* The calling thread's next team counter. */
static inline unsigned long long *__omp_grid_counter(void) {
  if (__omp_grid_nctr >= OMP_DEV_GRID_COUNTERS) {
    fprintf(stderr, "omp_offload: a kernel declares more than %d team counters\n", OMP_DEV_GRID_COUNTERS);
    abort();
  }
  return &__omp_grid_tm->ctr[__omp_grid_nctr++];
}
#endif
/* schedule(dynamic) and schedule(guided): each team's threads take chunks
 * from a counter of the team's, which is 0 before any thread takes one
 * (__omp_dyn_next in omp_offload_loop.h). On a GPU the counter is in the
 * block's shared memory, set by thread 0 before a barrier; on the host
 * plugin it is in the team record of a threaded kernel (cleared before
 * the team starts), and a variable of the host thread, set by thread 0,
 * where the team's threads run one after another. The same atomic
 * operations (__atomic) serve both. Relaxed order suffices: the counter
 * only hands out iterations. */
#ifdef __CUDACC__
#define OMP_DEV_TEAM_COUNTER(c)                                                \
  __shared__ unsigned long long c;                                           \
  if (threadIdx.x == 0) c = 0;                                               \
  __omp_bar();
/* CUDA's atomics take global and shared addresses only (nvcc ends a
 * kernel that would apply one to a local address with a trap). A counter,
 * lock or atomic variable in local memory is a thread's own (the orphaned
 * loop of a nested region's team of one thread, a lock or variable
 * declared in a thread's code), so plain accesses serve it. */
#define OMP_DEV_LOCAL(p) __isLocal((const void *)(p))
OMP_DEV_FN unsigned long long __omp_ahw_add(unsigned long long *p, unsigned long long v);
OMP_DEV_FN unsigned long long __omp_dyn_add(unsigned long long *p, unsigned long long v) {
  if (OMP_DEV_LOCAL(p)) {
    const unsigned long long o = *p;
    *p = o + v;
    return o;
  }
  return __omp_ahw_add(p, v); /* not atomicAdd: see OMP_AHW64 */
}
OMP_DEV_FN unsigned long long __omp_dyn_cas(unsigned long long *p, unsigned long long e, unsigned long long d) {
  if (OMP_DEV_LOCAL(p)) {
    const unsigned long long o = *p;
    if (o == e) *p = d;
    return o;
  }
  return atomicCAS(p, e, d);
}
OMP_DEV_FN unsigned long long __omp_dyn_load(unsigned long long *p) { return *(volatile unsigned long long *)p; }
/* Every thread of the team is past this point before any goes on (on
 * the host plugin only kernels that walk their threads one after another
 * use it: nothing to wait for). */
#define OMP_DEV_TEAM_SYNC() __omp_bar()
#else
/* The host plugin's threads share one address space: no local memory. */
#define OMP_DEV_LOCAL(p) 0
#define OMP_DEV_TEAM_SYNC()
#define OMP_DEV_TEAM_COUNTER(c)                                                \
  static __thread unsigned long long c##_seq;                                \
  unsigned long long &c = __omp_grid_tm ? *__omp_grid_counter() : c##_seq;   \
  if (!__omp_grid_tm && (__omp_grid_unshared(), threadIdx.x == 0)) c = 0;
OMP_DEV_FN unsigned long long __omp_dyn_add(unsigned long long *p, unsigned long long v) {
  return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
}
OMP_DEV_FN unsigned long long __omp_dyn_cas(unsigned long long *p, unsigned long long e, unsigned long long d) {
  __atomic_compare_exchange_n(p, &e, d, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return e;
}
OMP_DEV_FN unsigned long long __omp_dyn_load(unsigned long long *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
#endif
/* The ordered region of a loop with the ordered clause (docs/tasks.md):
 * iteration iv waits until the team's ticket *c is iv, runs its region,
 * then sets the ticket to iv + 1. Each thread takes its iterations in
 * increasing order, so the thread holding the ticket's iteration always
 * gets there. */
#ifdef __CUDACC__
/* Lanes of one warp wait for each other here: this relies on the
 * independent thread scheduling of sm_70 and later, as critical does. */
OMP_DEV_FN void __omp_ordered_begin(unsigned long long *c, unsigned long long iv) {
  while (__omp_dyn_load(c) != iv) {
#if __CUDA_ARCH__ >= 700
    __nanosleep(32);
#endif
  }
  __threadfence();
}
OMP_DEV_FN void __omp_ordered_end(unsigned long long *c, unsigned long long iv) {
  __threadfence();
  if (OMP_DEV_LOCAL(c))
    *c = iv + 1ULL;
  else
    atomicExch(c, iv + 1ULL);
}
#endif
/* Doacross loops, ordered(n) (docs/tasks.md#doacross-loops). A position
 * is an iteration's number in the n-level nest, the levels' logical
 * iterations in mixed radix (lexicographic order). The shared levels are
 * dealt in static blocks of iterations in order, so thread t runs the
 * positions of one block [t*per, (t+1)*per) in increasing order, the
 * unshared levels in order inside each shared iteration: prog[t], the
 * position after the last one thread t posted, only grows, and a sink on
 * position p waits until prog[t] > p, t the thread whose block holds
 * shared iteration p / inner (the blocks are clang's: of n shared
 * iterations the first n % T threads take n/T + 1, the others n/T).
 * With dynamic or guided chunks (OMP_DEV_DOACROSS_RING) no number tells
 * which thread runs an iteration, and static chunks give a thread more
 * than one block: prog is a ring of the shared
 * iterations instead, slot s % OMP_DEV_DOACROSS_THREADS holding the
 * position after the last one posted in shared iteration s, set to the
 * end of s when its thread leaves it. A thread claims the slot of s
 * (__omp_doacross_begin) once shared iteration s - ring is done, so a
 * slot's value only grows, and a sink on position p in shared iteration
 * s waits until the slot of s exceeds p. */
#define OMP_DEV_DOACROSS_THREADS 1024
struct __omp_doacross {
  int n;
  long long lb[8], st[8];
  unsigned long long tr[8];
  int ring; /* prog is a ring of the shared iterations */
  unsigned long long per; /* shared iterations per thread, n/T (not a ring) */
  unsigned long long rem; /* threads with one more, n % T (not a ring) */
  unsigned long long inner; /* positions per shared iteration (ring) */
  unsigned long long held; /* 1 + the shared iteration this thread runs (ring) */
  unsigned long long *prog;
};
/* The position of vector v, or 0 when v names no iteration of the nest
 * (a sink outside the iteration space is ignored, OpenMP 5.2 §15.9.6). A
 * value between two iterations counts as the earlier one, as clang's
 * runtime takes it. */
OMP_DEV_FN int __omp_doacross_pos(const struct __omp_doacross *d, const long long *v, unsigned long long *pos) {
  unsigned long long p = 0;
  for (int k = 0; k < d->n; k++) {
    unsigned long long i;
    if (d->st[k] > 0) {
      if (v[k] < d->lb[k]) return 0;
      i = ((unsigned long long)v[k] - (unsigned long long)d->lb[k]) / (unsigned long long)d->st[k];
    } else {
      if (v[k] > d->lb[k]) return 0;
      i = ((unsigned long long)d->lb[k] - (unsigned long long)v[k]) / (0ULL - (unsigned long long)d->st[k]);
    }
    if (i >= d->tr[k]) return 0;
    p = p * d->tr[k] + i;
  }
  *pos = p;
  return 1;
}
/* Whether the sink v (cur: the current iteration's vector; prev: sink
 * omp_cur_iteration - 1) names an iteration to wait for, *p its
 * position. One that is not before the current iteration would wait for
 * ever: the program stops with a message instead. */
OMP_DEV_FN int __omp_doacross_sink(const struct __omp_doacross *d, const long long *v, const long long *cur, int prev, unsigned long long *p) {
  unsigned long long c = 0;
  __omp_doacross_pos(d, cur, &c);
  if (prev) {
    if (c == 0) return 0;
    *p = c - 1;
    return 1;
  }
  if (!__omp_doacross_pos(d, v, p)) return 0;
  if (*p < c) return 1;
#ifdef __CUDACC__
  printf("omp_offload: a doacross sink names iteration %llu, not one before the current iteration %llu\n", *p, c);
  __omp_fatal();
#else
  fprintf(stderr, "omp_offload: a doacross sink names iteration %llu, not one before the current iteration %llu\n", *p, c);
  abort();
#endif
  return 0;
}
#ifdef __CUDACC__
/* Every thread clears its own slot; the caller's barrier follows. */
#define OMP_DEV_DOACROSS(d, trip, ipos)                                       \
  __shared__ unsigned long long d##_prog[OMP_DEV_DOACROSS_THREADS];            \
  struct __omp_doacross d;                                                     \
  if (blockDim.x > OMP_DEV_DOACROSS_THREADS) {                                 \
    printf("omp_offload: a doacross loop runs on more than %d threads\n", OMP_DEV_DOACROSS_THREADS); \
    __omp_fatal();                                                             \
  }                                                                            \
  d##_prog[threadIdx.x] = 0;                                                   \
  d.prog = d##_prog;                                                           \
  d.inner = (ipos);                                                            \
  d.held = 0;                                                                  \
  d.ring = 0;                                                                  \
  d.per = (trip) / (unsigned long long)blockDim.x;                              \
  d.rem = (trip) % (unsigned long long)blockDim.x;
/* The threads clear the ring's slots between them; the caller's barrier
 * follows. */
#define OMP_DEV_DOACROSS_RING(d, trip, ipos)                                  \
  __shared__ unsigned long long d##_prog[OMP_DEV_DOACROSS_THREADS];            \
  struct __omp_doacross d;                                                     \
  for (unsigned __omp_dxi = threadIdx.x; __omp_dxi < OMP_DEV_DOACROSS_THREADS; __omp_dxi += blockDim.x) \
    d##_prog[__omp_dxi] = 0;                                                   \
  d.prog = d##_prog;                                                           \
  d.inner = (ipos);                                                            \
  d.held = 0;                                                                  \
  d.ring = 1;                                                                  \
  d.per = 0;                                                                   \
  d.rem = 0;
OMP_DEV_FN void __omp_doacross_spin(unsigned long long *slot, unsigned long long above) {
  while (__omp_dyn_load(slot) <= above) {
#if __CUDA_ARCH__ >= 700
    __nanosleep(32);
#endif
  }
  __threadfence();
}
/* The thread whose block of shared iterations holds position p. */
OMP_DEV_FN unsigned long long __omp_doacross_owner(const struct __omp_doacross *d, unsigned long long p) {
  const unsigned long long s = d->inner ? p / d->inner : 0, big = d->rem * (d->per + 1ULL);
  if (s < big) return s / (d->per + 1ULL);
  return d->per ? d->rem + (s - big) / d->per : 0;
}
/* Lanes of one warp wait for each other here, which the independent
 * thread scheduling of sm_70 and later allows, as for ordered. */
OMP_DEV_FN void __omp_doacross_wait(const struct __omp_doacross *d, const long long *v, const long long *cur, int prev) {
  unsigned long long p;
  if (!__omp_doacross_sink(d, v, cur, prev, &p) || !d->prog) return; /* (no prog: a team of one) */
  if (d->ring) {
    /* p is in shared iteration p / inner. */
    __omp_doacross_spin(&d->prog[(p / d->inner) % OMP_DEV_DOACROSS_THREADS], p);
    return;
  }
  __omp_doacross_spin(&d->prog[__omp_doacross_owner(d, p)], p);
}
OMP_DEV_FN void __omp_doacross_post(const struct __omp_doacross *d, const long long *cur) {
  unsigned long long c = 0;
  if (!d->prog) return;
  __omp_doacross_pos(d, cur, &c);
  __threadfence();
  if (d->ring) {
    atomicExch(&d->prog[(c / d->inner) % OMP_DEV_DOACROSS_THREADS], c + 1ULL);
    return;
  }
  atomicExch(&d->prog[threadIdx.x], c + 1ULL);
}
/* A ring: the thread leaves the shared iteration it ran (every position
 * of it counts as posted), then claims the slot of shared iteration s
 * once the one before it in that slot is done. The shared iteration with
 * the smallest positions not done was handed out (the counter hands
 * chunks out in order; static chunks are a thread's in increasing order)
 * to a thread that runs it, its slot free and its sinks on done
 * positions only: the team always makes progress. */
OMP_DEV_FN void __omp_doacross_end(struct __omp_doacross *d) {
  if (!d->held || !d->prog) return;
  __threadfence();
  atomicExch(&d->prog[(d->held - 1ULL) % OMP_DEV_DOACROSS_THREADS], d->held * d->inner);
  d->held = 0;
}
OMP_DEV_FN void __omp_doacross_begin(struct __omp_doacross *d, unsigned long long s) {
  __omp_doacross_end(d);
  if (s >= OMP_DEV_DOACROSS_THREADS && d->inner && d->prog)
    __omp_doacross_spin(&d->prog[s % OMP_DEV_DOACROSS_THREADS], (s - OMP_DEV_DOACROSS_THREADS + 1ULL) * d->inner - 1ULL);
  d->held = s + 1ULL;
}
#else
/* The host plugin walks a doacross loop of static blocks' threads one
 * after another, and their blocks hold the iterations in order: every
 * iteration before the current one is done, so a sink only checks that
 * it names one. */
#define OMP_DEV_DOACROSS(d, trip, ipos)                                       \
  struct __omp_doacross d;                                                     \
  d.prog = 0;                                                                  \
  d.ring = 0;                                                                  \
  d.held = 0;                                                                  \
  d.per = 0;                                                                   \
  d.rem = 0;
/* A ring's loop (dynamic or guided chunks, static chunks) runs its
 * team's threads as real threads and keeps the ring in the team's state,
 * waiting as on a GPU: the team record of a threaded grid (GRIDSYNC: a
 * thread holds dynamic chunks only while it runs, so the holder of the
 * earliest shared iteration not done runs; GRIDALL for static chunks,
 * every thread of the team a real thread). Without
 * either, a sequential walk, whose first thread takes every dynamic
 * chunk in order, uses a ring of the host thread's own (ring 2) and
 * stops the program where a wait would never end. */
#define OMP_DEV_DOACROSS_RING(d, trip, ipos)                                  \
  static __thread unsigned long long d##_seq[OMP_DEV_DOACROSS_THREADS];        \
  struct __omp_doacross d;                                                     \
  d.ring = __omp_doacross_ring_of(&d.prog, d##_seq);                           \
  d.inner = (ipos);                                                            \
  d.held = 0;                                                                  \
  d.per = 0;                                                                   \
  d.rem = 0;
/* Where a doacross loop's ring is: 1, the team record its real threads
 * share; 2, seq, the sequential walk's, which its first thread clears. */
static inline unsigned long long *__omp_team_ring(void);
static inline int __omp_doacross_ring_of(unsigned long long **prog, unsigned long long *seq) {
  if (__omp_grid_tm) {
    *prog = __omp_grid_tm->dx;
    return 1;
  }
  if (unsigned long long *r = __omp_team_ring()) {
    /* A generic kernel's real threads: they clear the team's ring
     * between them, between two barriers of the caller's. */
    for (unsigned i = threadIdx.x; i < OMP_DEV_DOACROSS_THREADS; i += blockDim.x) r[i] = 0;
    *prog = r;
    return 1;
  }
  if (threadIdx.x == 0) memset(seq, 0, OMP_DEV_DOACROSS_THREADS * sizeof *seq);
  *prog = seq;
  return 2;
}
OMP_DEV_FN void __omp_doacross_spin(const struct __omp_doacross *d, unsigned long long *slot, unsigned long long above) {
  while (__atomic_load_n(slot, __ATOMIC_ACQUIRE) <= above) {
    if (d->ring == 2) {
      fflush(stdout);
      fprintf(stderr, "omp_offload: a doacross loop waits for position %llu, which the host plugin's walk of one thread after another has not run\n", above);
      abort();
    }
    sched_yield();
  }
}
OMP_DEV_FN void __omp_doacross_wait(const struct __omp_doacross *d, const long long *v, const long long *cur, int prev) {
  unsigned long long p;
  if (!__omp_doacross_sink(d, v, cur, prev, &p) || !d->ring) return;
  __omp_doacross_spin(d, &d->prog[(p / d->inner) % OMP_DEV_DOACROSS_THREADS], p);
}
OMP_DEV_FN void __omp_doacross_post(const struct __omp_doacross *d, const long long *cur) {
  unsigned long long c = 0;
  if (!d->ring) return;
  __omp_doacross_pos(d, cur, &c);
  __atomic_store_n(&d->prog[(c / d->inner) % OMP_DEV_DOACROSS_THREADS], c + 1ULL, __ATOMIC_RELEASE);
}
OMP_DEV_FN void __omp_doacross_end(struct __omp_doacross *d) {
  if (!d->ring || !d->held) return;
  __atomic_store_n(&d->prog[(d->held - 1ULL) % OMP_DEV_DOACROSS_THREADS], d->held * d->inner, __ATOMIC_RELEASE);
  d->held = 0;
}
OMP_DEV_FN void __omp_doacross_begin(struct __omp_doacross *d, unsigned long long s) {
  __omp_doacross_end(d);
  if (d->ring && s >= OMP_DEV_DOACROSS_THREADS && d->inner)
    __omp_doacross_spin(d, &d->prog[s % OMP_DEV_DOACROSS_THREADS], (s - OMP_DEV_DOACROSS_THREADS + 1ULL) * d->inner - 1ULL);
  d->held = s + 1ULL;
}
#endif
/* How a taskloop splits its n > 0 logical iterations into tasks
 * (docs/tasks.md): the first *x tasks take *g + 1 iterations, the others
 * *g, the last one what is left. kind 0: one iteration a task; 1:
 * grainsize(v), tasks of at least v and fewer than 2v iterations (of v
 * with strict); 2: num_tasks(v), min(v, n) tasks of balanced sizes. */
OMP_DEV_FN void __omp_taskloop_split(long long n, int kind, int strict, long long v, long long *g, long long *x) {
  long long nt;
  *g = 1;
  *x = 0;
  if (v < 1) v = 1;
  if (kind == 0) return;
  if (kind == 1 && strict) {
    *g = v;
    return;
  }
  nt = kind == 1 ? n / v : v;
  if (nt < 1) nt = 1;
  if (nt > n) nt = n;
  *g = n / nt;
  *x = n % nt;
}
OMP_DEV_FN int omp_get_level(void) { return __omp_rt.level; }
/* A parallel region of one thread is inactive. */
OMP_DEV_FN int omp_get_active_level(void) { return __omp_rt.level && !__omp_rt.one && __omp_rt_team() > 1u; }
OMP_DEV_FN int omp_in_parallel(void) { return omp_get_active_level(); }
OMP_DEV_FN int omp_get_team_size(int level) {
  if (level == 0) return 1;
  return level == 1 && __omp_rt.level ? omp_get_num_threads() : -1;
}
OMP_DEV_FN int omp_get_ancestor_thread_num(int level) {
  if (level == 0) return 0;
  return level == 1 && __omp_rt.level ? (int)threadIdx.x : -1;
}
/* A nested parallel region (inactive: one thread at the next level) runs
 * inline on the thread that meets it; the lowerer spells its calls of
 * the routines whose value differs there with these. */
OMP_DEV_FN int __omp_nest_thread_num(void) { return 0; }
OMP_DEV_FN int __omp_nest_num_threads(void) { return 1; }
OMP_DEV_FN int __omp_nest_level(void) { return omp_get_level() + 1; }
OMP_DEV_FN int __omp_nest_team_size(int level) {
  return level == omp_get_level() + 1 ? 1 : omp_get_team_size(level);
}
OMP_DEV_FN int __omp_nest_ancestor_thread_num(int level) {
  return level == omp_get_level() + 1 ? 0 : omp_get_ancestor_thread_num(level);
}
/* nthreads-var: the team's thread count, what a parallel region of the
 * kernel runs on (implementation defined on a device). */
OMP_DEV_FN int omp_get_max_threads(void) { return (int)blockDim.x; }
OMP_DEV_FN int omp_get_thread_limit(void) { return __omp_rt.limit ? __omp_rt.limit : (int)blockDim.x; }
/* nteams-var of a device starts at zero (no OMP_NUM_TEAMS reaches it);
 * the device's default-device-var is device 0. */
OMP_DEV_FN int omp_get_max_teams(void) { return 0; }
OMP_DEV_FN int omp_get_default_device(void) { return 0; }
/* ICVs a device region cannot change (omp_set_* is refused there) and
 * no environment variable reaches: dyn-var false, max-active-levels-var
 * 1 (a nested parallel region is inactive), cancel-var false. */
OMP_DEV_FN int omp_get_dynamic(void) { return 0; }
OMP_DEV_FN int omp_get_nested(void) { return 0; }
OMP_DEV_FN int omp_get_max_active_levels(void) { return 1; }
OMP_DEV_FN int omp_get_cancellation(void) { return 0; }
/* bind-var false (no OMP_PROC_BIND reaches a device; proc_bind clauses
 * are hints), max-task-priority-var 0 (a device task runs at once,
 * whatever its priority). The routines' types are the ones the lowered
 * unit gives omp.h's enums (unsigned). */
OMP_DEV_FN unsigned omp_get_proc_bind(void) { return 0u; }
OMP_DEV_FN int omp_get_max_task_priority(void) { return 0; }
/* run-sched-var: static with the default chunk (kind 1, chunk 0), what
 * schedule(runtime) runs on a device (no OMP_SCHEDULE reaches it), until
 * omp_set_schedule in the region's code sets it (the lowerer gives the
 * schedule(runtime) loops after the call what it set: docs/generic.md);
 * teams-thread-limit-var 0 (no OMP_TEAMS_THREAD_LIMIT reaches it).
 * clang-19 gives the same on the host plugin with those variables unset,
 * and keeps a chunk below 1 as LLVM's runtime does (0 for static, 1
 * otherwise; 1 for auto). The kind's type is the one the lowered unit
 * gives omp.h's enum (unsigned). On the host plugin the value lives in
 * the team's record where the team's threads are real threads, so that
 * they all see what the initial thread set. */
#ifdef __CUDACC__
#define __omp_rt_sched() (&__omp_rt)
#else
static inline struct __omp_rt_state *__omp_rt_sched(void);
#endif
OMP_DEV_FN void omp_get_schedule(unsigned *kind, int *chunk) {
  const struct __omp_rt_state *r = __omp_rt_sched();
  *kind = r->skind ? r->skind : 1u;
  *chunk = r->skind ? r->schunk : 0;
}
OMP_DEV_FN void omp_set_schedule(unsigned kind, int chunk) {
  struct __omp_rt_state *r = __omp_rt_sched();
  if (threadIdx.x != 0) return; /* the team's initial thread */
  r->skind = kind;
  r->schunk = kind == 4u ? 1 : chunk >= 1 ? chunk : kind == 1u ? 0 : 1;
}
OMP_DEV_FN int omp_get_teams_thread_limit(void) { return 0; }
/* Nested parallel regions on the device run inactive (one thread), as
 * max-active-levels-var 1 makes them; the count of levels the runtime
 * could support is INT_MAX, LLVM's host runtime's and clang-19's on the
 * host plugin. */
OMP_DEV_FN int omp_get_supported_active_levels(void) { return 2147483647; }
/* Outside tasks with a final clause no task is final: tasks run at once
 * and are not tracked. The lowerer spells a call inside such a task as
 * its clause's condition, __omp_final_of(c), and refuses the routine in
 * functions of a unit with a final clause. */
OMP_DEV_FN int omp_in_final(void) { return 0; }
OMP_DEV_FN int __omp_final_of(int c) { return c != 0; }
#ifdef __CUDACC__
/* The processors of a GPU: its multiprocessors. */
OMP_DEV_FN int omp_get_num_procs(void) {
  unsigned n;
  asm("mov.u32 %0, %%nsmid;" : "=r"(n));
  return (int)n;
}
#else
/* The host's processors the program may run on (its affinity mask), as
 * LLVM's host runtime counts them. */
static inline int omp_get_num_procs(void) {
  cpu_set_t s;
  if (sched_getaffinity(0, sizeof s, &s) == 0 && CPU_COUNT(&s) > 0) return CPU_COUNT(&s);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}
#endif
OMP_DEV_FN int omp_get_device_num(void) { return __omp_rt.dev; }
OMP_DEV_FN int omp_get_num_devices(void) { return __omp_rt.ndev; }
/* The host's device number is the device count (OpenMP 5.1 and later). */
OMP_DEV_FN int omp_get_initial_device(void) { return __omp_rt.ndev; }
#ifdef __CUDACC__
/* The GPU's global nanosecond timer. */
OMP_DEV_FN double omp_get_wtime(void) {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return (double)t * 1e-9;
}
OMP_DEV_FN double omp_get_wtick(void) { return 1e-9; }
#else
static inline double omp_get_wtime(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
static inline double omp_get_wtick(void) {
  struct timespec ts;
  clock_getres(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
#endif
/* Locks in device memory (a variable of the region, a mapped one or a
 * declare target one): the lock object's first byte is 0 when the lock is
 * free and 1 when it is held. A byte, because the device copy of the
 * unit's omp_lock_t keeps the host's size but not always its alignment
 * (libgomp's aligns a member). Templates, because the unit declares
 * omp_lock_t after this header. On a GPU the byte is changed by
 * atomicCAS on the aligned word that holds it (the other bytes of the
 * word are written back as they were), and a thread that wants the lock
 * spins: the thread that holds it makes progress while other threads of
 * its warp spin only with independent thread scheduling (sm_70 and
 * later). The fences make what the holder wrote visible to the next
 * holder, in any team. */
#ifdef __CUDACC__
OMP_DEV_FN unsigned int *__omp_lock_word(void *l, unsigned *shift) {
  const unsigned long long a = (unsigned long long)l;
  *shift = (unsigned)(a & 3ull) * 8u; /* little-endian */
  return (unsigned int *)(a & ~3ull);
}
/* Takes the lock if it is free; returns whether it did. */
OMP_DEV_FN int __omp_lock_try(void *l) {
  unsigned sh;
  unsigned int *w = __omp_lock_word(l, &sh);
  unsigned int old = *(volatile unsigned int *)w;
  for (;;) {
    if ((old >> sh) & 0xffu) return 0;
    if (OMP_DEV_LOCAL(w)) {
      *w = old | (1u << sh);
      return 1;
    }
    const unsigned int prev = atomicCAS(w, old, old | (1u << sh));
    if (prev == old) break;
    old = prev;
  }
  __threadfence();
  return 1;
}
OMP_DEV_FN void __omp_lock_release(void *l) {
  unsigned sh;
  unsigned int *w = __omp_lock_word(l, &sh);
  __threadfence();
  if (OMP_DEV_LOCAL(w))
    *w &= ~(0xffu << sh);
  else
    atomicAnd(w, ~(0xffu << sh));
}
template <typename L> OMP_DEV_FN void omp_set_lock(L *l) {
  while (!__omp_lock_try(l)) {
#if __CUDA_ARCH__ >= 700
    __nanosleep(32);
#endif
  }
}
#else
static inline int __omp_lock_try(void *l) {
  unsigned char z = 0;
  return __atomic_compare_exchange_n((unsigned char *)l, &z, (unsigned char)1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}
static inline void __omp_lock_release(void *l) { __atomic_store_n((unsigned char *)l, (unsigned char)0, __ATOMIC_RELEASE); }
template <typename L> static inline void omp_set_lock(L *l) {
  while (!__omp_lock_try(l)) sched_yield();
}
#endif
template <typename L> OMP_DEV_FN void omp_init_lock(L *l) { __omp_lock_release(l); }
template <typename L> OMP_DEV_FN void omp_destroy_lock(L *l) { __omp_lock_release(l); }
template <typename L> OMP_DEV_FN void omp_unset_lock(L *l) { __omp_lock_release(l); }
template <typename L> OMP_DEV_FN int omp_test_lock(L *l) { return __omp_lock_try(l); }
template <typename L, typename H> OMP_DEV_FN void omp_init_lock_with_hint(L *l, H) { __omp_lock_release(l); }
/* Nestable locks: the object's first byte is a simple lock (above) that
 * guards the nesting count (bytes 1-3, little-endian) and the owner
 * (bytes 4-7: the thread's slot in the grid, unique across the device).
 * The smallest omp_nest_lock_t (LLVM's, one pointer) has 8 bytes; none
 * of them is aligned on the device, so the count and owner are copied
 * bytewise, only while the guard is held. A count of 0 means free. The
 * owner is the thread, not the task: tasks on the device run on their
 * encountering thread. */
OMP_DEV_FN unsigned __omp_nest_me(void) { return (unsigned)__omp_thread_slot(); }
/* Takes the nestable lock for the calling thread if it is free or its
 * own; returns the new nesting count, 0 if another thread holds it. The
 * guard is taken as a simple lock is, backing off between tries. */
OMP_DEV_FN int __omp_nest_try(void *l) {
  omp_set_lock(l);
  volatile unsigned char *vb = (volatile unsigned char *)l;
  unsigned n = vb[1] | (unsigned)vb[2] << 8 | (unsigned)vb[3] << 16, owner = 0;
  for (int i = 0; i < 4; i++) owner |= (unsigned)vb[4 + i] << (8 * i);
  const unsigned me = __omp_nest_me();
  int r = 0;
  if (n == 0 || owner == me) {
    n++;
    for (int i = 0; i < 4; i++) vb[4 + i] = (unsigned char)(me >> (8 * i));
    vb[1] = (unsigned char)n;
    vb[2] = (unsigned char)(n >> 8);
    vb[3] = (unsigned char)(n >> 16);
    r = (int)n;
  }
  __omp_lock_release(l);
  return r;
}
template <typename L> OMP_DEV_FN void omp_init_nest_lock(L *l) {
  static_assert(sizeof(L) >= 8, "omp_nest_lock_t holds a guard, a count and an owner");
  volatile unsigned char *b = (volatile unsigned char *)l;
  for (int i = 7; i >= 0; i--) b[i] = 0;
}
template <typename L, typename H> OMP_DEV_FN void omp_init_nest_lock_with_hint(L *l, H) { omp_init_nest_lock(l); }
template <typename L> OMP_DEV_FN void omp_destroy_nest_lock(L *l) { omp_init_nest_lock(l); }
template <typename L> OMP_DEV_FN int omp_test_nest_lock(L *l) { return __omp_nest_try(l); }
template <typename L> OMP_DEV_FN void omp_set_nest_lock(L *l) {
  while (!__omp_nest_try(l)) {
#ifdef __CUDACC__
#if __CUDA_ARCH__ >= 700
    __nanosleep(32);
#endif
#else
    sched_yield();
#endif
  }
}
/* Called by the owner: one level less; the last unset frees the lock. */
template <typename L> OMP_DEV_FN void omp_unset_nest_lock(L *l) {
  omp_set_lock(l);
  volatile unsigned char *vb = (volatile unsigned char *)l;
  unsigned n = vb[1] | (unsigned)vb[2] << 8 | (unsigned)vb[3] << 16;
  if (n) n--;
  vb[1] = (unsigned char)n;
  vb[2] = (unsigned char)(n >> 8);
  vb[3] = (unsigned char)(n >> 16);
  __omp_lock_release(l);
}
/* Literal parameters travel as the bytes of a 64-bit slot. */
template <typename T> OMP_DEV_FN T __omp_unpack(unsigned long long slot) {
  T v;
  memcpy(&v, &slot, sizeof v);
  return v;
}
/* A variable-length array of rank R >= 2 as C sees it through a pointer,
 * T (*)[e0]...[eR-2] (C++ has no variable-length types): p is the first
 * element, e the inner extents, n the outer extent of an array variable
 * (-1 behind a pointer). Subscripts linearise the index; a row of rank 2
 * is a T *. The extents are values taken where C evaluates them. */
template <typename T, int R> struct __omp_vla;
template <typename T, int R> struct __omp_vla_row {
  typedef __omp_vla<T, R - 1> type;
  static __device__ __forceinline__ type at(T *p, const long long *e) {
    type r;
    r.p = p;
    r.n = e[0];
    for (int k = 0; k < R - 2; k++) r.e[k] = e[k + 1];
    return r;
  }
};
template <typename T> struct __omp_vla_row<T, 2> {
  typedef T *type;
  static __device__ __forceinline__ type at(T *p, const long long *) { return p; }
};
template <typename T, int R> struct __omp_vla {
  T *p;
  long long n;
  long long e[R - 1];
  __device__ __forceinline__ long long __omp_row() const {
    long long s = 1;
    for (int k = 0; k < R - 1; k++) s *= e[k];
    return s;
  }
  __device__ __forceinline__ typename __omp_vla_row<T, R>::type operator[](long long i) const {
    return __omp_vla_row<T, R>::at(p + i * __omp_row(), e);
  }
  __device__ __forceinline__ typename __omp_vla_row<T, R>::type operator*() const { return (*this)[0]; }
  __device__ __forceinline__ operator T *() const { return p; }
  /* Arithmetic moves by whole rows, as on C's pointer to rows. */
  __device__ __forceinline__ __omp_vla operator+(long long i) const {
    __omp_vla r = *this;
    r.p = p + i * __omp_row();
    r.n = -1;
    return r;
  }
  __device__ __forceinline__ __omp_vla operator-(long long i) const { return *this + (-i); }
  __device__ __forceinline__ unsigned long __omp_rowbytes() const { return (unsigned long)(__omp_row() * (long long)sizeof(T)); }
  __device__ __forceinline__ unsigned long __omp_bytes() const { return (unsigned long)n * __omp_rowbytes(); }
};
/* A view over storage p with the given extents (outer first). */
template <typename T, int R> OMP_DEV_FN __omp_vla<T, R> __omp_vla_at(T *p, long long n, const long long (&e)[R - 1]) {
  __omp_vla<T, R> v;
  v.p = p;
  v.n = n;
  for (int k = 0; k < R - 1; k++) v.e[k] = e[k];
  return v;
}
/* The storage of a variable-length array declared in device code, which
 * C++ cannot declare: bytes from the heap (on a GPU the device heap,
 * whose size cudaLimitMallocHeapSize sets) for the extents C evaluated at
 * the declaration. A negative extent or an exhausted heap stops the
 * program with a message, never a smaller array. A POD, so that a
 * generic region's team can hold one in shared memory. */
struct __omp_vla_mem {
  void *p;
  unsigned long long bytes;
};
OMP_DEV_FN void *__omp_vla_alloc(__omp_vla_mem *m, unsigned long long elsz, const long long *e, int r) {
  unsigned long long n = elsz;
  for (int k = 0; k < r; k++) {
    if (e[k] < 0) {
#ifdef __CUDACC__
      printf("omp_offload: variable-length array declared with the negative extent %lld\n", e[k]);
      __omp_fatal();
#else
      fprintf(stderr, "omp_offload: variable-length array declared with the negative extent %lld\n", e[k]);
      abort();
#endif
    }
    n *= (unsigned long long)e[k];
  }
  m->bytes = n;
  m->p = malloc(n ? n : 1);
  if (!m->p) {
#ifdef __CUDACC__
    printf("omp_offload: no device heap left for a variable-length array of %llu bytes\n", n);
    __omp_fatal();
#else
    fprintf(stderr, "omp_offload: no memory for a variable-length array of %llu bytes\n", n);
    abort();
#endif
  }
  return m->p;
}
/* n bytes: a thread's copy of a variable-length array from outside. */
OMP_DEV_FN void *__omp_vla_bytes(__omp_vla_mem *m, unsigned long long n) {
  const long long e = (long long)n;
  return __omp_vla_alloc(m, 1, &e, 1);
}
/* A one-dimensional one is a pointer to its first element. */
template <typename T> OMP_DEV_FN T *__omp_vla_ptr(__omp_vla_mem *m, const long long (&e)[1]) {
  return (T *)__omp_vla_alloc(m, sizeof(T), e, 1);
}
/* One of R >= 2 dimensions is a view of the storage (extents outer first). */
template <typename T, int R> OMP_DEV_FN __omp_vla<T, R> __omp_vla_new(__omp_vla_mem *m, const long long (&e)[R]) {
  __omp_vla<T, R> v;
  v.p = (T *)__omp_vla_alloc(m, sizeof(T), e, R);
  v.n = e[0];
  for (int k = 0; k < R - 1; k++) v.e[k] = e[k + 1];
  return v;
}
/* A thread's own array: freed when its scope ends, however it ends. */
struct __omp_vla_buf : __omp_vla_mem {
  __device__ __forceinline__ __omp_vla_buf() { p = 0; bytes = 0; }
  __device__ __forceinline__ ~__omp_vla_buf() { free(p); }
  __omp_vla_buf(const __omp_vla_buf &) = delete;
  __omp_vla_buf &operator=(const __omp_vla_buf &) = delete;
};
/* A team's array beside a generic region's nested loops (in shared
 * memory, allocated by thread 0): thread 0 frees it when the scope ends,
 * after the team's last loop in it. */
struct __omp_vla_team {
  __omp_vla_mem *m;
  __device__ __forceinline__ explicit __omp_vla_team(__omp_vla_mem *mem) : m(mem) {}
  __device__ __forceinline__ ~__omp_vla_team() {
    if (threadIdx.x == 0) {
      free(m->p);
      m->p = 0;
    }
  }
  __omp_vla_team(const __omp_vla_team &) = delete;
  __omp_vla_team &operator=(const __omp_vla_team &) = delete;
};
/* C's ++ and -- of a _Bool, which C++17 does not have: ++ stores 1, --
 * the negation (b - 1 is -1 when b is 0); the postfix forms give the old
 * value, the prefix ones the new. */
/* C's floating-point classification macros, which math.h expands to the
 * compilers' builtins (__builtin_isnan, ...; the device emitter renames
 * those to these): the values clang gives in C, 0 or 1 (isinf: -1, 0 or
 * 1), for a float or a double. g++'s own signbit of a float is the sign
 * bit in place, and nvcc has no device fpclassify or isinf_sign. */
template <typename T> OMP_DEV_FN int __omp_isnan(T x) { return x != x; }
template <typename T> OMP_DEV_FN int __omp_isfinite(T x) { return x - x == x - x; }
template <typename T> OMP_DEV_FN int __omp_isinf(T x) { return x == x && !__omp_isfinite(x); }
template <typename T> OMP_DEV_FN int __omp_isinf_sign(T x) {
  return __omp_isinf(x) ? (x > 0 ? 1 : -1) : 0;
}
OMP_DEV_FN int __omp_signbit(double x) { return copysign(1.0, x) < 0; }
OMP_DEV_FN int __omp_signbit(float x) { return copysignf(1.0f, x) < 0; }
OMP_DEV_FN int __omp_isnormal(double x) {
  return __omp_isfinite(x) && fabs(x) >= 2.2250738585072013831e-308;
}
OMP_DEV_FN int __omp_isnormal(float x) {
  return __omp_isfinite(x) && fabsf(x) >= 1.17549435082228750797e-38f;
}
template <typename T>
OMP_DEV_FN int __omp_fpclassify(int nan, int inf, int normal, int subnormal, int zero, T x) {
  return __omp_isnan(x) ? nan : !__omp_isfinite(x) ? inf : __omp_isnormal(x) ? normal : x == 0 ? zero : subnormal;
}
template <typename B> OMP_DEV_FN bool __omp_bool_inc(B &b, bool post) {
  bool o = b;
  b = true;
  return post ? o : true;
}
template <typename B> OMP_DEV_FN bool __omp_bool_dec(B &b, bool post) {
  bool o = b;
  b = !o;
  return post ? o : !o;
}
/* GCC's bit builtins that nvcc's device code lacks (it has
 * __builtin_popcount(ll), __builtin_clz(ll), __builtin_ffs(ll),
 * __builtin_expect, __builtin_unreachable and __builtin_assume_aligned),
 * from CUDA's intrinsics; the device emitter spells the builtins as
 * these. On the host plugin they are g++'s builtins. The types are
 * glibc's on LP64 (uint64_t is unsigned long). */
#ifdef __CUDACC__
OMP_DEV_FN int __omp_popcountl(unsigned long x) { return __popcll((unsigned long long)x); }
OMP_DEV_FN int __omp_clzl(unsigned long x) { return __clzll((long long)x); }
OMP_DEV_FN int __omp_ctz(unsigned x) { return __ffs((int)x) - 1; }
OMP_DEV_FN int __omp_ctzl(unsigned long x) { return __ffsll((long long)x) - 1; }
OMP_DEV_FN int __omp_ctzll(unsigned long long x) { return __ffsll((long long)x) - 1; }
OMP_DEV_FN int __omp_ffsl(long x) { return __ffsll((long long)x); }
OMP_DEV_FN int __omp_parity(unsigned x) { return __popc(x) & 1; }
OMP_DEV_FN int __omp_parityl(unsigned long x) { return __popcll((unsigned long long)x) & 1; }
OMP_DEV_FN int __omp_parityll(unsigned long long x) { return __popcll(x) & 1; }
OMP_DEV_FN unsigned short __omp_bswap16(unsigned short x) { return (unsigned short)((x >> 8) | (x << 8)); }
OMP_DEV_FN unsigned __omp_bswap32(unsigned x) { return __byte_perm(x, 0, 0x0123); }
OMP_DEV_FN unsigned long __omp_bswap64(unsigned long x) {
  return ((unsigned long)__omp_bswap32((unsigned)x) << 32) | __omp_bswap32((unsigned)(x >> 32));
}
template <typename... A> OMP_DEV_FN void __omp_prefetch(const void *, A...) {}
#else
OMP_DEV_FN int __omp_popcountl(unsigned long x) { return __builtin_popcountl(x); }
OMP_DEV_FN int __omp_clzl(unsigned long x) { return __builtin_clzl(x); }
OMP_DEV_FN int __omp_ctz(unsigned x) { return __builtin_ctz(x); }
OMP_DEV_FN int __omp_ctzl(unsigned long x) { return __builtin_ctzl(x); }
OMP_DEV_FN int __omp_ctzll(unsigned long long x) { return __builtin_ctzll(x); }
OMP_DEV_FN int __omp_ffsl(long x) { return __builtin_ffsl(x); }
OMP_DEV_FN int __omp_parity(unsigned x) { return __builtin_parity(x); }
OMP_DEV_FN int __omp_parityl(unsigned long x) { return __builtin_parityl(x); }
OMP_DEV_FN int __omp_parityll(unsigned long long x) { return __builtin_parityll(x); }
OMP_DEV_FN unsigned short __omp_bswap16(unsigned short x) { return __builtin_bswap16(x); }
OMP_DEV_FN unsigned __omp_bswap32(unsigned x) { return __builtin_bswap32(x); }
OMP_DEV_FN unsigned long __omp_bswap64(unsigned long x) { return __builtin_bswap64(x); }
template <typename... A> OMP_DEV_FN void __omp_prefetch(const void *p, A...) { __builtin_prefetch(p); }
#endif
/* The C library's string routines that device code may call and nvcc's
 * device code lacks (it has memcpy, memset, malloc and free); the device
 * emitter renames the calls to these. On the GPU they compute what
 * clang's device runtime does (a comparison gives the difference of the
 * first differing bytes, as unsigned char); on the host plugin they are
 * the C library's own, as in clang's host offload. */
#ifdef __CUDACC__
OMP_DEV_FN size_t __omp_strlen(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}
OMP_DEV_FN int __omp_strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
  for (size_t i = 0; i < n; i++) {
    if (p[i] != q[i] || !p[i]) return (int)p[i] - (int)q[i];
  }
  return 0;
}
OMP_DEV_FN int __omp_strcmp(const char *a, const char *b) { return __omp_strncmp(a, b, (size_t)-1); }
OMP_DEV_FN int __omp_memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
  for (size_t i = 0; i < n; i++) {
    if (p[i] != q[i]) return (int)p[i] - (int)q[i];
  }
  return 0;
}
OMP_DEV_FN char *__omp_strcpy(char *d, const char *s) {
  size_t i = 0;
  while ((d[i] = s[i])) i++;
  return d;
}
OMP_DEV_FN char *__omp_strncpy(char *d, const char *s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++) d[i] = s[i];
  for (; i < n; i++) d[i] = 0;
  return d;
}
OMP_DEV_FN void *__omp_memmove(void *d, const void *s, size_t n) {
  unsigned char *p = (unsigned char *)d;
  const unsigned char *q = (const unsigned char *)s;
  if (p < q) {
    for (size_t i = 0; i < n; i++) p[i] = q[i];
  } else {
    for (size_t i = n; i > 0; i--) p[i - 1] = q[i - 1];
  }
  return d;
}
OMP_DEV_FN void *__omp_calloc(size_t n, size_t size) {
  if (size != 0 && n > (size_t)-1 / size) return NULL;
  void *p = malloc(n * size);
  if (p) memset(p, 0, n * size);
  return p;
}
#else
OMP_DEV_FN size_t __omp_strlen(const char *s) { return strlen(s); }
OMP_DEV_FN int __omp_strncmp(const char *a, const char *b, size_t n) { return strncmp(a, b, n); }
OMP_DEV_FN int __omp_strcmp(const char *a, const char *b) { return strcmp(a, b); }
OMP_DEV_FN int __omp_memcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n); }
OMP_DEV_FN char *__omp_strcpy(char *d, const char *s) { return strcpy(d, s); }
OMP_DEV_FN char *__omp_strncpy(char *d, const char *s, size_t n) { return strncpy(d, s, n); }
OMP_DEV_FN void *__omp_memmove(void *d, const void *s, size_t n) { return memmove(d, s, n); }
OMP_DEV_FN void *__omp_calloc(size_t n, size_t size) { return calloc(n, size); }
#endif
/* The standard streams and the routines that end the program, in device
 * code (docs/device-code.md). On the host plugin they are the C
 * library's, as clang's host offloading has them. On a GPU, what is
 * written to stdout or stderr goes to the device's printf output (the
 * process's standard output, when the kernel ends); abort() and exit()
 * stop the kernel with a trap, whose failed launch stops the program
 * (exit's status is not the program's); a failed assert() is CUDA's. */
#ifdef __CUDACC__
#define __omp_stderr ((FILE *)0)
#define __omp_stdout ((FILE *)0)
#define __omp_fprintf(f, ...) ((void)(f), printf(__VA_ARGS__))
OMP_DEV_FN int __omp_fputs(const char *s, FILE *f) {
  (void)f;
  printf("%s", s);
  return 1;
}
OMP_DEV_FN int __omp_fputc(int c, FILE *f) {
  (void)f;
  printf("%c", c);
  return (unsigned char)c;
}
OMP_DEV_FN void __omp_abort(void) {
  printf("omp_offload: abort() called on the device\n");
  __omp_fatal();
}
OMP_DEV_FN void __omp_exit(int status) {
  printf("omp_offload: exit(%d) called on the device\n", status);
  __omp_fatal();
}
#else
#define __omp_stderr stderr
#define __omp_stdout stdout
#define __omp_fprintf fprintf
#define __omp_fputs fputs
#define __omp_fputc fputc
#define __omp_abort abort
#define __omp_exit exit
#endif
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
/* The call operator of a declare reduction's functor: the lowerer prints
 * the functors with the user's code, whose C identifiers it renames where
 * they are C++ keywords (operator among them). */
#define OMP_UDR_CALL operator()
/* A value of partials another team wrote: a record type (a declare
 * reduction's) has no copy from a volatile object in C++, so it is read
 * word by word. */
template <bool Record> struct __omp_vread {
  template <typename T> static OMP_RED_OP T get(const volatile T *p) { return (T)*p; }
};
template <> struct __omp_vread<true> {
  template <typename T> static OMP_RED_OP T get(const volatile T *p) {
    T v;
    if (sizeof(T) % 4 == 0 && alignof(T) >= 4) {
      for (unsigned i = 0; i < sizeof(T) / 4; i++) ((unsigned *)&v)[i] = ((const volatile unsigned *)p)[i];
    } else {
      for (unsigned i = 0; i < sizeof(T); i++) ((unsigned char *)&v)[i] = ((const volatile unsigned char *)p)[i];
    }
    return v;
  }
};
/* Complex values too: nvcc drops the conversion of a volatile complex
 * load (docs/device-code.md#complex-numbers). */
template <typename T> struct __omp_vcplx { enum { value = 0 }; };
template <typename T> struct __omp_vcplx<const T> : __omp_vcplx<T> {};
template <typename T> struct __omp_vcplx<volatile T> : __omp_vcplx<T> {};
template <typename T> struct __omp_vcplx<const volatile T> : __omp_vcplx<T> {};
template <> struct __omp_vcplx<_Complex double> { enum { value = 1 }; };
template <> struct __omp_vcplx<_Complex float> { enum { value = 1 }; };
#define __omp_vget(p)                                                                            \
  (__omp_vread<__is_class(__typeof__(*(p))) || __is_union(__typeof__(*(p))) ||                  \
               __omp_vcplx<__typeof__(*(p))>::value>::get(p))
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
  __omp_bar(); /* a previous reduction of the same type is done with sh */
  if (t < m && (t & 31) == 0) sh[warp] = v;
  __omp_bar();
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
  T v = __omp_vget(p + (t < m ? t : 0));
  if (t < m) {
    /* Eight loads in flight before they are folded, in order. */
    unsigned i = t + n;
    for (; i + 7 * n < g; i += 8 * n) {
      T a[8];
#pragma unroll
      for (unsigned k = 0; k < 8; k++) a[k] = __omp_vget(p + (i + k * n));
#pragma unroll
      for (unsigned k = 0; k < 8; k++) v = op(v, a[k]);
    }
    for (; i < g; i += n) v = op(v, __omp_vget(p + i));
  }
  v = __omp_block_reduce(v, op, m);
  if (t == 0) *var = op(*var, v);
}
#else
/* In a threaded kernel (__omp_grid_run) the k-th value a thread passes
 * here goes to slot t of the launch's k-th reduction record; the thread
 * that fills the team's last slot of a record folds the slots in thread
 * order, as a sequential walk would, and the last thread of the team to
 * reach __omp_redlast (once its own folds are done) is past every fold
 * of its team. The teams run one after another, so the last team's
 * last thread there combines the partials. */
template <typename T, typename Op>
static inline void __omp_team_reduce(T *partials, T v, Op op) {
  if (!__omp_grid_tm) {
    __omp_grid_unshared();
    partials[blockIdx.x] = threadIdx.x == 0 ? v : op(partials[blockIdx.x], v);
    return;
  }
  struct __omp_grid_red *r = __omp_grid_red_next(sizeof(T));
  T *s = (T *)r->slots;
  memcpy((void *)&s[threadIdx.x], (const void *)&v, sizeof v);
  const unsigned long long n = blockDim.x;
  if (__atomic_add_fetch(&r->count, 1ull, __ATOMIC_ACQ_REL) == (blockIdx.x + 1ull) * n) {
    T a = s[0];
    for (unsigned long long t = 1; t < n; t++) a = op(a, s[t]);
    partials[blockIdx.x] = a;
  }
}
static inline bool __omp_redlast(unsigned int *) {
  if (__omp_grid_tm) {
    const unsigned seen = __atomic_add_fetch(&__omp_grid_tm->arrived, 1u, __ATOMIC_ACQ_REL);
    return seen == blockDim.x && blockIdx.x == gridDim.x - 1;
  }
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
    if (OMP_DEV_LOCAL(p)) {
      o = *p;
      *p = *nv = f(o);
      return o;
    }
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
    if (OMP_DEV_LOCAL(p)) {
      o = *p;
      *p = *nv = f(o);
      return o;
    }
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
/* A reduction's fold of a team's value v into *p, which other teams fold
 * into too: an atomic update for values of 1, 2, 4 or 8 bytes, otherwise
 * (a declare reduction's record type) under a lock per type and
 * operator, taken by one thread per team. */
template <bool Atomic> struct __omp_fold_sel {
  template <typename T, typename Op> static __device__ __forceinline__ void run(T *p, T v, Op op) {
    (void)__omp_atomic_update(p, v, op, 0);
  }
};
#ifdef __CUDACC__
template <> struct __omp_fold_sel<false> {
  template <typename T, typename Op> static __device__ __forceinline__ void run(T *p, T v, Op op) {
    static unsigned int __omp_fold_lock;
    while (atomicCAS(&__omp_fold_lock, 0u, 1u) != 0u) {
    }
    __threadfence();
    T n = op(__omp_vget(p), v);
    volatile unsigned char *d = (volatile unsigned char *)p;
    for (unsigned i = 0; i < sizeof(T); i++) d[i] = ((const unsigned char *)&n)[i];
    __threadfence();
    atomicExch(&__omp_fold_lock, 0u);
  }
};
#else
template <> struct __omp_fold_sel<false> {
  template <typename T, typename Op> static __device__ __forceinline__ void run(T *p, T v, Op op) {
    static unsigned int __omp_fold_lock;
    while (__atomic_exchange_n(&__omp_fold_lock, 1u, __ATOMIC_ACQUIRE) != 0u) {
    }
    *p = op(*p, v);
    __atomic_store_n(&__omp_fold_lock, 0u, __ATOMIC_RELEASE);
  }
};
#endif
template <typename T, typename Op> OMP_DEV_FN void __omp_fold_atomic(T *p, T v, Op op) {
  __omp_fold_sel<sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8>::run(p, v, op);
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
/* The compare capture forms that use the comparison's outcome: whether
 * *p was e (and became d); the else form also stores *p's value in *v
 * when it was not. */
template <typename T, typename E, typename D>
OMP_DEV_FN bool __omp_atomic_cmpxchg_ok(T *p, E e, D d) {
  return __omp_atomic_cmpxchg(p, e, d, 0) == e;
}
template <typename T, typename E, typename D, typename V>
OMP_DEV_FN bool __omp_atomic_cmpxchg_else(T *p, E e, D d, V *v) {
  T o = __omp_atomic_cmpxchg(p, e, d, 0);
  if (o == e) return true;
  *v = o;
  return false;
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
/* Native forms of 32-bit operands: T, the CUDA function, the type it
 * takes. 64-bit operands: shared memory has only 64-bit compare-and-swap
 * and exchange, and nvcc emulates the other 64-bit atomics there with a
 * compare-and-store loop (ATOMS.CAST.SPIN), also as the shared branch of
 * an atomic on a pointer whose space it does not know; with two such
 * loops in one kernel an H200 lost and repeated additions
 * (docs/device-code.md). So a 64-bit operation on shared memory is a
 * compare-and-swap loop of our own, and one on global memory the global
 * instruction itself (atom.global: no emulation is compiled). +, -, &, |,
 * ^ are the same on signed and unsigned two's complement bits; x - v is
 * x + (-v), exactly, in IEEE arithmetic too. */
#define OMP_AHW(name, T, fn, U)                                                \
  OMP_DEV_FN T __omp_ahw_##name(T *p, T v) { return (T)fn((U *)p, (U)v); }
#define OMP_AHW64(name, T, ptx, c, operand)                                    \
  OMP_DEV_FN T __omp_ahw_##name(T *p, T v) {                                   \
    if (__isShared((const void *)p)) return __omp_atomic_update(p, v, __omp_aop_##name(), 0); \
    T o, x = (operand);                                                        \
    asm volatile("atom.global." ptx " %0, [%1], %2;"                          \
                 : "=" c(o)                                                    \
                 : "l"(__cvta_generic_to_global((const void *)p)), c(x)         \
                 : "memory");                                                  \
    return o;                                                                  \
  }
#define OMP_AHW64_INTS(name, ptxu, ptxs, operand)                              \
  OMP_AHW64(name, __omp_ull, ptxu, "l", operand)                               \
  OMP_AHW64(name, unsigned long, ptxu, "l", operand)                           \
  OMP_AHW64(name, long, ptxs, "l", operand)                                    \
  OMP_AHW64(name, long long, ptxs, "l", operand)
OMP_AHW(add, int, atomicAdd, int)
OMP_AHW(add, unsigned, atomicAdd, unsigned)
OMP_AHW(add, float, atomicAdd, float)
OMP_AHW64_INTS(add, "add.u64", "add.u64", v)
OMP_AHW(sub, int, atomicSub, int)
OMP_AHW(sub, unsigned, atomicSub, unsigned)
OMP_DEV_FN float __omp_ahw_sub(float *p, float v) { return atomicAdd(p, -v); }
OMP_AHW64_INTS(sub, "add.u64", "add.u64", (__omp_ull)0 - (__omp_ull)v)
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
OMP_AHW64(add, double, "add.f64", "d", v)
OMP_AHW64(sub, double, "add.f64", "d", -v)
#endif
#define OMP_AHW_BITS(name, fn)                                                 \
  OMP_AHW(name, int, fn, int)                                                  \
  OMP_AHW(name, unsigned, fn, unsigned)                                        \
  OMP_AHW64_INTS(name, #name ".b64", #name ".b64", v)
OMP_AHW_BITS(and, atomicAnd)
OMP_AHW_BITS(or, atomicOr)
OMP_AHW_BITS(xor, atomicXor)
#undef OMP_AHW_BITS
#define OMP_AHW_ORD(name, fn)                                                  \
  OMP_AHW(name, int, fn, int)                                                  \
  OMP_AHW(name, unsigned, fn, unsigned)                                        \
  OMP_AHW64_INTS(name, #name ".u64", #name ".s64", v)
OMP_AHW_ORD(min, atomicMin)
OMP_AHW_ORD(max, atomicMax)
#undef OMP_AHW_ORD
#undef OMP_AHW64_INTS
#undef OMP_AHW64
#undef OMP_AHW
#endif
#define OMP_AHW_OP(name, newv)                                                 \
  template <typename T, typename E>                                            \
  OMP_DEV_FN T __omp_atomic_hw_##name(T *p, E e, int want_new) {               \
    const T v = (T)e;                                                          \
    const T o = OMP_DEV_LOCAL(p) ? *p : __omp_ahw_##name(p, v);                \
    if (OMP_DEV_LOCAL(p)) *p = (T)(newv);                                      \
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
/* Privatized atomic updates (docs/device-code.md#privatized-atomic-updates):
 * the atomic updates x += e and x -= e of a kernel on the elements
 * [0, n) of an integer array at g go to the team's copy sh of those
 * elements, zeroed before the loop; after the loop the team adds each
 * nonzero element of its copy to g with one atomic. Integer addition is
 * exact modulo 2^bits, so the sums are those of the atomics on g. An
 * element outside [0, n) is updated in g, as without the copy (the
 * addresses are compared as integers: p may lie outside g's array).
 * On a GPU the copy is in shared memory, zeroed by the block's threads
 * and added to g by them between barriers; on the host plugin (a
 * GRIDSYNC kernel) it is in the team record, zeroed before the team
 * starts, and the team's last thread to finish adds it to g. */
#ifdef __CUDACC__
#define OMP_DEV_PRIV(T, sh, n, off)                                            \
  __shared__ T sh[n];                                                          \
  for (unsigned __omp_pz = threadIdx.x; __omp_pz < (n); __omp_pz += blockDim.x) sh[__omp_pz] = 0;
/* Every copy is zero before any thread updates one. */
#define OMP_DEV_PRIV_READY() __syncthreads();
/* Whether the calling thread adds the copies to the arrays: on a GPU
 * every thread, for its share of the elements, after every update. */
OMP_DEV_FN bool __omp_priv_done(void) {
  __syncthreads();
  return true;
}
#define OMP_DEV_PRIV_FIRST threadIdx.x
#define OMP_DEV_PRIV_STEP blockDim.x
#else
#define OMP_DEV_PRIV(T, sh, n, off) T *const sh = (T *)__omp_grid_priv(off, (n) * sizeof(T));
#define OMP_DEV_PRIV_READY()
/* Where a team's threads run one after another on one host thread (a
 * kernel that walks its grid in order), the copies are that thread's,
 * zeroed by the team's thread 0 and added by its last thread. */
static __thread unsigned long long __omp_grid_priv_seq[OMP_DEV_PRIV_BYTES / sizeof(unsigned long long)];
static inline void *__omp_grid_priv(unsigned off, unsigned long bytes) {
  if (__omp_grid_tm) return (char *)__omp_grid_tm->priv + off;
  __omp_grid_unshared();
  if (threadIdx.x == 0) memset((char *)__omp_grid_priv_seq + off, 0, bytes);
  return (char *)__omp_grid_priv_seq + off;
}
OMP_DEV_FN bool __omp_priv_done(void) {
  if (!__omp_grid_tm) return threadIdx.x == blockDim.x - 1;
  return __atomic_add_fetch(&__omp_grid_tm->priv_arrived, 1u, __ATOMIC_ACQ_REL) == blockDim.x;
}
#define OMP_DEV_PRIV_FIRST 0u
#define OMP_DEV_PRIV_STEP 1u
#endif
#define OMP_PRIV_OP(name)                                                      \
  template <typename T, typename E>                                            \
  OMP_DEV_FN void __omp_priv_##name(T *p, E e, T *sh, T *g, unsigned long long n) { \
    const unsigned long long d = (unsigned long long)p - (unsigned long long)g;  \
    if (d < n * sizeof(T))                                                     \
      (void)__omp_ahw_##name(sh + d / sizeof(T), (T)e);                        \
    else                                                                       \
      (void)__omp_ahw_##name(p, (T)e);                                         \
  }
OMP_PRIV_OP(add)
OMP_PRIV_OP(sub)
#undef OMP_PRIV_OP
template <typename T> OMP_DEV_FN void __omp_priv_flush(T *sh, T *g, unsigned n) {
  for (unsigned b = OMP_DEV_PRIV_FIRST; b < n; b += OMP_DEV_PRIV_STEP) {
    const T v = sh[b];
    if (v != 0) (void)__omp_ahw_add(g + b, v);
  }
}
/* Synchronisation constructs (docs/sync.md). A critical construct's lock
 * is one word of device memory per name, shared by every kernel and
 * declare target function of the image (the variable template is at
 * global scope even where a unit's source sits in a namespace of its
 * own); the unnamed critical construct is __omp_crit_lock<>. */
template <int... Name> __device__ unsigned int __omp_crit_lock = 0u;
#ifdef __CUDACC__
/* A spin lock taken with atomicCAS. It relies on independent thread
 * scheduling (sm_70 and later): a lane that holds the lock makes progress
 * while other lanes of its warp spin. The fences make the construct's
 * accesses visible to the next holder, wherever it runs. */
OMP_DEV_FN void __omp_critical_enter(unsigned int *l) {
  while (atomicCAS(l, 0u, 1u) != 0u) {
#if __CUDA_ARCH__ >= 700
    __nanosleep(32);
#endif
  }
  __threadfence();
}
OMP_DEV_FN void __omp_critical_exit(unsigned int *l) {
  __threadfence();
  atomicExch(l, 0u);
}
#define __omp_flush() __threadfence()
/* All threads of the team meet (__omp_bar: the block's, or those of a
 * parallel region of a smaller size). */
#define __omp_barrier() __omp_bar()
/* The counter that the threads of the team take the chunks of an
 * orphaned worksharing loop's dynamic or guided schedule from (one per
 * team: the loop resets it between two barriers). */
static __shared__ unsigned long long __omp_ws_dyn;
OMP_DEV_FN unsigned long long *__omp_ws_counter(void) { return &__omp_ws_dyn; }
/* The ordered ticket of an orphaned worksharing loop with the ordered
 * clause (one per team, reset as the counter above). */
static __shared__ unsigned long long __omp_ws_ord;
OMP_DEV_FN unsigned long long *__omp_ws_ticket(void) { return &__omp_ws_ord; }
/* The ring of an orphaned doacross loop's shared iterations (one per
 * team, cleared as the counter above is reset: __omp_ws_doacross). */
static __shared__ unsigned long long __omp_ws_dxr[OMP_DEV_DOACROSS_THREADS];
OMP_DEV_FN unsigned long long *__omp_ws_ring(void) { return __omp_ws_dxr; }
/* single copyprivate: thread 0's *v to every thread of the team, through
 * the block's shared memory (docs/tasks.md); every thread calls it. */
template <typename T> OMP_DEV_FN void __omp_copyprivate(T *v) {
  __shared__ T buf;
  if (threadIdx.x == 0) memcpy((void *)&buf, (const void *)v, sizeof(T));
  __omp_bar();
  if (threadIdx.x != 0) memcpy((void *)v, (const void *)&buf, sizeof(T));
  __omp_bar();
}
#define OMP_DEV_TEAM_BEGIN(teams, threads) {
#define OMP_DEV_TEAM_END }
#else
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
static inline void __omp_critical_enter(unsigned int *l) {
  unsigned int z = 0u;
  while (!__atomic_compare_exchange_n(l, &z, 1u, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
    z = 0u;
    sched_yield();
  }
}
static inline void __omp_critical_exit(unsigned int *l) { __atomic_store_n(l, 0u, __ATOMIC_RELEASE); }
#define __omp_flush() __atomic_thread_fence(__ATOMIC_SEQ_CST)
/* Kernels whose threads meet at barriers run each team's threads as
 * real threads (one team after another); the team's barrier is a
 * pthread barrier, which also orders memory. */
struct __omp_team_state {
  pthread_barrier_t bar;
  /* The barrier of a parallel region of fewer threads than the team
   * (generic.h, OMP_DEV_PAR_BEGIN_N): its threads meet there. */
  pthread_barrier_t sub;
  int subinit;
  unsigned tn; /* that region's size, as thread 0 computed it */
  struct __omp_rt_state rt; /* run-sched-var of the team (omp_set_schedule) */
  int flag;    /* a value thread 0 hands to the team (generic.h) */
  void *slots; /* the team's reduction values (generic.h) */
  unsigned long long dyn; /* an orphaned loop's dynamic schedule */
  unsigned long long ord; /* an orphaned loop's ordered ticket */
  /* The ring of a generic kernel's doacross loop (OMP_DEV_DOACROSS_RING). */
  unsigned long long dx[OMP_DEV_DOACROSS_THREADS];
};
static __thread struct __omp_team_state *__omp_team_st;
static __thread int __omp_sub; /* the thread runs such a smaller region */
static inline struct __omp_rt_state *__omp_rt_sched(void) { return __omp_team_st ? &__omp_team_st->rt : &__omp_rt; }
#define __omp_barrier() ((void)pthread_barrier_wait(__omp_sub ? &__omp_team_st->sub : &__omp_team_st->bar))

static inline unsigned long long *__omp_ws_counter(void) { return &__omp_team_st->dyn; }
static inline unsigned long long *__omp_ws_ticket(void) { return &__omp_team_st->ord; }
static inline unsigned long long *__omp_team_ring(void) { return __omp_team_st ? __omp_team_st->dx : 0; }
static inline unsigned long long *__omp_ws_ring(void) { return __omp_team_st->dx; }
/* The host plugin's ordered regions (docs/tasks.md#ordered). Where a
 * team's threads run at once (the team record of a threaded grid, which
 * an ordered loop of static chunks runs every thread of as a real
 * thread, or the real threads of a generic kernel) the ticket's
 * iteration is always running or about to, so a thread waits for it.
 * Otherwise the threads are walked one after another, and an ordered
 * loop's schedule then reaches the iterations in order: the ticket is
 * always there, and anything else would wait forever, so it stops
 * instead. */
OMP_DEV_FN void __omp_ordered_begin(unsigned long long *c, unsigned long long iv) {
  while (__atomic_load_n(c, __ATOMIC_ACQUIRE) != iv) {
    if (!(__omp_grid_tm && __omp_grid_st->real >= blockDim.x) && !__omp_team_st) {
      fflush(stdout);
      fprintf(stderr, "omp_offload: ordered region of iteration %llu reached before iteration %llu's\n", iv, *c);
      abort();
    }
    sched_yield();
  }
}
OMP_DEV_FN void __omp_ordered_end(unsigned long long *c, unsigned long long iv) {
  __atomic_store_n(c, iv + 1ULL, __ATOMIC_RELEASE);
}
template <typename F> struct __omp_team_thread {
  F *f;
  struct __omp_team_state *st;
  unsigned team, teams, thread, threads;
  static void *run(void *p) {
    __omp_team_thread *a = (__omp_team_thread *)p;
    gridDim.x = a->teams; blockDim.x = a->threads;
    gridDim.y = gridDim.z = blockDim.y = blockDim.z = 1;
    blockIdx.x = a->team; threadIdx.x = a->thread;
    blockIdx.y = blockIdx.z = threadIdx.y = threadIdx.z = 0;
    __omp_team_st = a->st;
    (*a->f)();
    return 0;
  }
};
template <typename F> static inline void __omp_team_run(unsigned teams, unsigned threads, F f) {
  typedef __omp_team_thread<F> T;
  T *a = (T *)calloc(threads, sizeof(T));
  pthread_t *tid = (pthread_t *)calloc(threads, sizeof(pthread_t));
  if (!a || !tid) {
    fprintf(stderr, "omp_offload: out of memory starting a team of %u threads\n", threads);
    abort();
  }
  struct __omp_team_state st;
  for (unsigned team = 0; team < teams; team++) {
    pthread_barrier_init(&st.bar, 0, threads);
    st.subinit = 0;
    st.rt.skind = 0u;
    st.flag = 0;
    st.slots = 0;
    st.dyn = 0;
    st.ord = 0;
    for (unsigned t = 0; t < threads; t++) {
      a[t].f = &f; a[t].st = &st; a[t].team = team; a[t].teams = teams;
      a[t].thread = t; a[t].threads = threads;
    }
    for (unsigned t = 1; t < threads; t++) {
      if (pthread_create(&tid[t], 0, T::run, &a[t]) != 0) {
        fprintf(stderr, "omp_offload: cannot start thread %u of a team of %u\n", t, threads);
        abort();
      }
    }
    T::run(&a[0]);
    for (unsigned t = 1; t < threads; t++) pthread_join(tid[t], 0);
    pthread_barrier_destroy(&st.bar);
    if (st.subinit) pthread_barrier_destroy(&st.sub);
  }
  __omp_team_st = 0;
  free(a);
  free(tid);
}
/* Thread 0's value of v, for every thread of the team (generic.h). */
static inline bool __omp_team_uniform(bool v) {
  if (threadIdx.x == 0) __omp_team_st->flag = v;
  __omp_barrier();
  const bool r = __omp_team_st->flag != 0;
  __omp_barrier();
  return r;
}
/* single copyprivate: thread 0's *v to every thread of the team (its
 * threads share the address space); every thread calls it. */
template <typename T> static inline void __omp_copyprivate(T *v) {
  if (threadIdx.x == 0) __omp_team_st->slots = (void *)v;
  __omp_barrier();
  if (threadIdx.x != 0) memcpy((void *)v, (const void *)__omp_team_st->slots, sizeof(T));
  __omp_barrier();
  if (threadIdx.x == 0) __omp_team_st->slots = 0;
}
/* Every thread's v folded into *var in thread order, by thread 0
 * (generic.h); called by every thread of the team. */
template <typename T, typename Op> static inline void __omp_team_fold(T *var, T v, Op op) {
  if (threadIdx.x == 0) {
    __omp_team_st->slots = malloc(sizeof(T) * blockDim.x);
    if (!__omp_team_st->slots) {
      fprintf(stderr, "omp_offload: out of memory in a reduction\n");
      abort();
    }
  }
  __omp_barrier();
  T *s = (T *)__omp_team_st->slots;
  memcpy((void *)&s[threadIdx.x], (const void *)&v, sizeof v);
  __omp_barrier();
  if (threadIdx.x == 0) {
    for (unsigned t = 0; t < blockDim.x; t++) *var = op(*var, s[t]);
    free(s);
    __omp_team_st->slots = 0;
  }
}
#define OMP_DEV_TEAM_BEGIN(teams, threads) \
  __omp_team_run((unsigned)(teams), (unsigned)(threads), [&]() {
#define OMP_DEV_TEAM_END });
#endif
/* The state of an orphaned doacross loop (orphan/doacross.go) whose
 * shared iterations have inner positions each: thread t of a team of nt
 * threads posts to the team's ring, which the team's threads clear
 * between two barriers, so that a loop that follows another starts from
 * an empty ring; a team of one (ring 0) runs its iterations in order and
 * waits for nothing (its sinks are only checked). */
OMP_DEV_FN void __omp_ws_doacross(struct __omp_doacross *d, unsigned long long *ring, unsigned t, unsigned nt, unsigned long long inner) {
  d->prog = ring;
  d->ring = ring != 0;
  d->inner = inner;
  d->held = 0;
  d->per = 0;
  d->rem = 0;
  if (!ring) return;
  __omp_barrier();
  for (unsigned i = t; i < OMP_DEV_DOACROSS_THREADS; i += nt) ring[i] = 0;
  __omp_barrier();
}
/* lastprivate(conditional:) (docs/loops.md): a lane whose copy v was last
 * assigned at logical iteration it - 1 stores it into *dst unless the
 * value there is of a later iteration. s[0] is the greatest it seen, s[1]
 * the lock (its first word), s[2] the iteration plus one of the value in
 * *dst. Only a lane that raises s[0] takes the lock (the lane of the
 * greatest it always does), so few lanes contend for it. */
template <typename T> OMP_DEV_FN void __omp_lastcond(unsigned long long *s, unsigned long long it, T *dst, T v) {
#ifdef __CUDACC__
  if (__omp_ahw_max(s, it) > it) return;
#else
  unsigned long long seen = __atomic_load_n(s, __ATOMIC_RELAXED);
  while (seen < it && !__atomic_compare_exchange_n(s, &seen, it, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
  if (seen > it) return;
#endif
  __omp_critical_enter((unsigned int *)(s + 1));
  if (*(volatile unsigned long long *)(s + 2) < it) {
    *(volatile T *)dst = v;
    *(volatile unsigned long long *)(s + 2) = it;
  }
  __omp_critical_exit((unsigned int *)(s + 1));
}
/* A call through a function pointer in a unit with declare target
 * indirect functions whose address is neither one of the unit's device
 * functions nor the host address of one of its indirect functions: the
 * device has no function there, so the kernel stops instead of jumping. */
#ifdef __CUDACC__
static __device__ __attribute__((unused)) void __omp_indirect_fail(void *p) {
  printf("omp_offload: error: call through a function pointer (%p) that is neither a device function of this unit nor the host address of one of its 'declare target indirect' functions\n", p);
  __omp_fatal();
}
#else
static __attribute__((unused)) void __omp_indirect_fail(void *p) {
  fflush(stdout); /* what the program printed before comes first */
  fprintf(stderr, "omp_offload: error: call through a function pointer (%p) that is neither a device function of this unit nor the host address of one of its 'declare target indirect' functions\n", p);
  abort();
}
#endif
/* The translation of a function pointer called in device code (declare
 * target indirect): an address among the unit's device functions (fns)
 * stays, the host address of one of its indirect functions (host[i])
 * becomes that function's device address (dev[i]), another stops. */
template <class F>
static __device__ __forceinline__ __attribute__((unused)) F
__omp_indirect_lookup(F f, void *const *fns, int nfns, void *const *host, void *const *dev, int n) {
  void *const p = (void *)f;
  for (int i = 0; i < nfns; i++)
    if (fns[i] == p) return f;
  for (int i = 0; i < n; i++)
    if (host[i] == p) return (F)dev[i];
  __omp_indirect_fail(p);
  return f;
}
/* The functions of <complex.h> that device code may call (mathCalls in
 * lowerer/analysis), over the GNU complex types both device compilers
 * take in C++. cabs is hypot of the parts, as C's. */
OMP_DEV_FN double creal(_Complex double z) { return __real__ z; }
OMP_DEV_FN float crealf(_Complex float z) { return __real__ z; }
OMP_DEV_FN double cimag(_Complex double z) { return __imag__ z; }
OMP_DEV_FN float cimagf(_Complex float z) { return __imag__ z; }
OMP_DEV_FN _Complex double conj(_Complex double z) { __imag__ z = -__imag__ z; return z; }
OMP_DEV_FN _Complex float conjf(_Complex float z) { __imag__ z = -__imag__ z; return z; }
OMP_DEV_FN double cabs(_Complex double z) { return hypot(__real__ z, __imag__ z); }
OMP_DEV_FN float cabsf(_Complex float z) { return hypotf(__real__ z, __imag__ z); }
OMP_DEV_FN double carg(_Complex double z) { return atan2(__imag__ z, __real__ z); }
OMP_DEV_FN float cargf(_Complex float z) { return atan2f(__imag__ z, __real__ z); }
/* A real value converted to a complex type, which nvcc refuses in
 * device code (devicec/cxx.go calls these where C converts). */
OMP_DEV_FN _Complex double __omp_cplx(double v) {
  _Complex double z;
  __real__ z = v;
  __imag__ z = 0.0;
  return z;
}
OMP_DEV_FN _Complex float __omp_cplxf(float v) {
  _Complex float z;
  __real__ z = v;
  __imag__ z = 0.0f;
  return z;
}
/* An imaginary constant (1.0i, I), which nvcc would read as a C++
 * user-defined literal (devicec/cxx.go spells it so). */
OMP_DEV_FN _Complex double __omp_imag(double v) {
  _Complex double z;
  __real__ z = 0.0;
  __imag__ z = v;
  return z;
}
OMP_DEV_FN _Complex float __omp_imagf(float v) {
  _Complex float z;
  __real__ z = 0.0f;
  __imag__ z = v;
  return z;
}
/* Complex arithmetic. nvcc drops every arithmetic operation, comparison
 * and conversion of GNU complex values in device code without a word
 * (the kernel compiles to a bare EXIT); copies and __real__/__imag__
 * work. devicec/cxx.go spells each such operation as a call of these,
 * which compute on the parts as C does:
 *   __omp_c{add,sub,mul,div,eq,ne}[f](a, b)  two complex operands,
 *   ...[f]_cr(z, x), ...[f]_rc(x, z)         a real right / left one,
 *                                            which C does not make
 *                                            complex (z + x keeps z's
 *                                            imaginary part, -0.0 too),
 *   __omp_c{add,sub,mul,div}_set(&z, w)      z op= w, the value of z,
 *   __omp_cneg[f], __omp_ctest[f] (z != 0), __omp_cdouble, __omp_cfloat.
 * Multiplication recovers infinities from NaN results as C's Annex G
 * and libgcc's __muldc3 do; division is libgcc's __divdc3 and __divsc3
 * (which clang calls on Linux): scaled against overflow and underflow,
 * a complex float quotient computed in double, infinities and zeros
 * recovered from NaN results. */
/* A product that nvcc may not fuse with an addition into one
 * multiply-add: the fused operation's single rounding gives other
 * results than the host's separate roundings (a / a - 1 not 0, a NaN
 * where the host has an infinity), so complex results agree with the
 * host's to the bit. */
#ifdef __CUDACC__
OMP_DEV_FN double __omp_nmul(double a, double b) { return __dmul_rn(a, b); }
OMP_DEV_FN float __omp_nmul(float a, float b) { return __fmul_rn(a, b); }
#else
OMP_DEV_FN double __omp_nmul(double a, double b) { return a * b; }
OMP_DEV_FN float __omp_nmul(float a, float b) { return a * b; }
#endif
OMP_DEV_FN double __omp_csign(double m, double s) { return copysign(m, s); }
OMP_DEV_FN float __omp_csign(float m, float s) { return copysignf(m, s); }
/* x + iy = (a + ib)(c + id), with Annex G's recovery of infinities. */
template <typename T> OMP_DEV_FN void __omp_cmul_parts(T a, T b, T c, T d, T &x, T &y) {
  T ac = __omp_nmul(a, c), bd = __omp_nmul(b, d), ad = __omp_nmul(a, d), bc = __omp_nmul(b, c);
  x = ac - bd;
  y = ad + bc;
  if (!__omp_isnan(x) || !__omp_isnan(y)) return;
  bool recalc = false;
  if (__omp_isinf(a) || __omp_isinf(b)) { /* the left operand is infinite */
    a = __omp_csign((T)(__omp_isinf(a) ? 1 : 0), a);
    b = __omp_csign((T)(__omp_isinf(b) ? 1 : 0), b);
    if (__omp_isnan(c)) c = __omp_csign((T)0, c);
    if (__omp_isnan(d)) d = __omp_csign((T)0, d);
    recalc = true;
  }
  if (__omp_isinf(c) || __omp_isinf(d)) { /* the right operand is infinite */
    c = __omp_csign((T)(__omp_isinf(c) ? 1 : 0), c);
    d = __omp_csign((T)(__omp_isinf(d) ? 1 : 0), d);
    if (__omp_isnan(a)) a = __omp_csign((T)0, a);
    if (__omp_isnan(b)) b = __omp_csign((T)0, b);
    recalc = true;
  }
  if (!recalc && (__omp_isinf(ac) || __omp_isinf(bd) || __omp_isinf(ad) || __omp_isinf(bc))) {
    /* overflow in the partial products */
    if (__omp_isnan(a)) a = __omp_csign((T)0, a);
    if (__omp_isnan(b)) b = __omp_csign((T)0, b);
    if (__omp_isnan(c)) c = __omp_csign((T)0, c);
    if (__omp_isnan(d)) d = __omp_csign((T)0, d);
    recalc = true;
  }
  if (recalc) {
    x = (T)INFINITY * (__omp_nmul(a, c) - __omp_nmul(b, d));
    y = (T)INFINITY * (__omp_nmul(a, d) + __omp_nmul(b, c));
  }
}
/* Infinities and zeros of a quotient x + iy = (a + ib) / (c + id) that
 * computed as NaN + iNaN: nonzero / zero, infinite / finite, finite /
 * infinite (Annex G). */
template <typename T> OMP_DEV_FN void __omp_cdiv_recover(T a, T b, T c, T d, T &x, T &y) {
  if (!__omp_isnan(x) || !__omp_isnan(y)) return;
  if (c == 0 && d == 0 && (!__omp_isnan(a) || !__omp_isnan(b))) {
    x = __omp_csign((T)INFINITY, c) * a;
    y = __omp_csign((T)INFINITY, c) * b;
  } else if ((__omp_isinf(a) || __omp_isinf(b)) && __omp_isfinite(c) && __omp_isfinite(d)) {
    a = __omp_csign((T)(__omp_isinf(a) ? 1 : 0), a);
    b = __omp_csign((T)(__omp_isinf(b) ? 1 : 0), b);
    x = (T)INFINITY * (__omp_nmul(a, c) + __omp_nmul(b, d));
    y = (T)INFINITY * (__omp_nmul(b, c) - __omp_nmul(a, d));
  } else if ((__omp_isinf(c) || __omp_isinf(d)) && __omp_isfinite(a) && __omp_isfinite(b)) {
    c = __omp_csign((T)(__omp_isinf(c) ? 1 : 0), c);
    d = __omp_csign((T)(__omp_isinf(d) ? 1 : 0), d);
    x = (T)0 * (__omp_nmul(a, c) + __omp_nmul(b, d));
    y = (T)0 * (__omp_nmul(b, c) - __omp_nmul(a, d));
  }
}
/* x + iy = (a + ib) / (c + id) in double: Smith's method, scaled
 * against overflow and underflow, the algorithm of libgcc's __divdc3
 * (which clang calls on Linux), so that quotients agree to the sign of
 * a zero. */
OMP_DEV_FN void __omp_cdiv_parts(double a, double b, double c, double d, double &x, double &y) {
  const double rbig = 1.7976931348623157e308 / 2, rmin = 2.2250738585072014e-308;
  const double rmin2 = 2.220446049250313e-16, rminscal = 1 / 2.220446049250313e-16, rmax2 = rbig * rmin2;
  const bool dbig = fabs(c) < fabs(d); /* scale by the larger part of the divisor */
  const double big = dbig ? fabs(d) : fabs(c);
  if (big >= rbig) {
    a /= 2;
    b /= 2;
    c /= 2;
    d /= 2;
  }
  if (big < rmin2 || (fabs(a) < rmin && fabs(b) < rmax2 && big < rmax2) ||
      (fabs(b) < rmin && fabs(a) < rmax2 && big < rmax2)) {
    a *= rminscal;
    b *= rminscal;
    c *= rminscal;
    d *= rminscal;
  }
  if (dbig) {
    double ratio = c / d, denom = __omp_nmul(c, ratio) + d;
    if (fabs(ratio) > rmin) {
      x = (__omp_nmul(a, ratio) + b) / denom;
      y = (__omp_nmul(b, ratio) - a) / denom;
    } else {
      x = (__omp_nmul(c, a / d) + b) / denom;
      y = (__omp_nmul(c, b / d) - a) / denom;
    }
  } else {
    double ratio = d / c, denom = __omp_nmul(d, ratio) + c;
    if (fabs(ratio) > rmin) {
      x = (__omp_nmul(b, ratio) + a) / denom;
      y = (b - __omp_nmul(a, ratio)) / denom;
    } else {
      x = (a + __omp_nmul(d, b / c)) / denom;
      y = (b - __omp_nmul(d, a / c)) / denom;
    }
  }
  __omp_cdiv_recover(a, b, c, d, x, y); /* the scaled parts, as libgcc's */
}
/* In float: the plain formula in double, rounded once, as libgcc's
 * __divsc3 computes where the hardware has double. */
OMP_DEV_FN void __omp_cdiv_parts(float a, float b, float c, float d, float &x, float &y) {
  double denom = __omp_nmul((double)c, (double)c) + __omp_nmul((double)d, (double)d);
  x = (float)((__omp_nmul((double)a, (double)c) + __omp_nmul((double)b, (double)d)) / denom);
  y = (float)((__omp_nmul((double)b, (double)c) - __omp_nmul((double)a, (double)d)) / denom);
  __omp_cdiv_recover(a, b, c, d, x, y);
}
OMP_DEV_FN _Complex double __omp_cparts(double re, double im) {
  _Complex double z;
  __real__ z = re;
  __imag__ z = im;
  return z;
}
OMP_DEV_FN _Complex float __omp_cpartsf(float re, float im) {
  _Complex float z;
  __real__ z = re;
  __imag__ z = im;
  return z;
}
OMP_DEV_FN _Complex double __omp_cdouble(_Complex float z) { return __omp_cparts(__real__ z, __imag__ z); }
OMP_DEV_FN _Complex float __omp_cfloat(_Complex double z) {
  return __omp_cpartsf((float)__real__ z, (float)__imag__ z);
}
/* The operations of one complex type CT (element type T, suffix S). */
#define OMP_DEV_COMPLEX_OPS(CT, T, S)                                                           \
  OMP_DEV_FN CT __omp_cadd##S(CT a, CT b) {                                                    \
    return __omp_cparts##S(__real__ a + __real__ b, __imag__ a + __imag__ b);                  \
  }                                                                                            \
  OMP_DEV_FN CT __omp_cadd##S##_cr(CT a, T x) { return __omp_cparts##S(__real__ a + x, __imag__ a); } \
  OMP_DEV_FN CT __omp_cadd##S##_rc(T x, CT b) { return __omp_cparts##S(x + __real__ b, __imag__ b); } \
  OMP_DEV_FN CT __omp_csub##S(CT a, CT b) {                                                    \
    return __omp_cparts##S(__real__ a - __real__ b, __imag__ a - __imag__ b);                  \
  }                                                                                            \
  OMP_DEV_FN CT __omp_csub##S##_cr(CT a, T x) { return __omp_cparts##S(__real__ a - x, __imag__ a); } \
  OMP_DEV_FN CT __omp_csub##S##_rc(T x, CT b) { return __omp_cparts##S(x - __real__ b, -__imag__ b); } \
  OMP_DEV_FN CT __omp_cmul##S(CT a, CT b) {                                                    \
    T x, y;                                                                                    \
    __omp_cmul_parts<T>(__real__ a, __imag__ a, __real__ b, __imag__ b, x, y);                 \
    return __omp_cparts##S(x, y);                                                              \
  }                                                                                            \
  OMP_DEV_FN CT __omp_cmul##S##_cr(CT a, T x) { return __omp_cparts##S(__real__ a * x, __imag__ a * x); } \
  OMP_DEV_FN CT __omp_cmul##S##_rc(T x, CT b) { return __omp_cparts##S(x * __real__ b, x * __imag__ b); } \
  OMP_DEV_FN CT __omp_cdiv##S(CT a, CT b) {                                                    \
    T x, y;                                                                                    \
    __omp_cdiv_parts(__real__ a, __imag__ a, __real__ b, __imag__ b, x, y);                    \
    return __omp_cparts##S(x, y);                                                              \
  }                                                                                            \
  OMP_DEV_FN CT __omp_cdiv##S##_cr(CT a, T x) { return __omp_cparts##S(__real__ a / x, __imag__ a / x); } \
  OMP_DEV_FN CT __omp_cdiv##S##_rc(T x, CT b) { return __omp_cdiv##S(__omp_cparts##S(x, (T)0), b); } \
  OMP_DEV_FN int __omp_ceq##S(CT a, CT b) { return __real__ a == __real__ b && __imag__ a == __imag__ b; } \
  OMP_DEV_FN int __omp_ceq##S##_cr(CT a, T x) { return __real__ a == x && __imag__ a == 0; }    \
  OMP_DEV_FN int __omp_ceq##S##_rc(T x, CT b) { return x == __real__ b && 0 == __imag__ b; }    \
  OMP_DEV_FN int __omp_cne##S(CT a, CT b) { return !__omp_ceq##S(a, b); }                      \
  OMP_DEV_FN int __omp_cne##S##_cr(CT a, T x) { return !__omp_ceq##S##_cr(a, x); }             \
  OMP_DEV_FN int __omp_cne##S##_rc(T x, CT b) { return !__omp_ceq##S##_rc(x, b); }             \
  OMP_DEV_FN CT __omp_cneg##S(CT a) { return __omp_cparts##S(-__real__ a, -__imag__ a); }      \
  OMP_DEV_FN int __omp_ctest##S(CT a) { return __real__ a != 0 || __imag__ a != 0; }
OMP_DEV_COMPLEX_OPS(_Complex double, double, )
OMP_DEV_COMPLEX_OPS(_Complex float, float, f)
#undef OMP_DEV_COMPLEX_OPS
/* z op= w for a complex z: w is of the operation's type (complex or its
 * element type); a complex float z with a double operand computes in
 * double, as C does, and rounds the result. */
#define OMP_DEV_COMPLEX_SET(OP)                                                                 \
  OMP_DEV_FN _Complex double __omp_c##OP##_set(_Complex double *p, _Complex double w) {        \
    return *p = __omp_c##OP(*p, w);                                                            \
  }                                                                                            \
  OMP_DEV_FN _Complex double __omp_c##OP##_set(_Complex double *p, double w) {                 \
    return *p = __omp_c##OP##_cr(*p, w);                                                       \
  }                                                                                            \
  OMP_DEV_FN _Complex float __omp_c##OP##_set(_Complex float *p, _Complex float w) {           \
    return *p = __omp_c##OP##f(*p, w);                                                         \
  }                                                                                            \
  OMP_DEV_FN _Complex float __omp_c##OP##_set(_Complex float *p, float w) {                    \
    return *p = __omp_c##OP##f_cr(*p, w);                                                      \
  }                                                                                            \
  OMP_DEV_FN _Complex float __omp_c##OP##_set(_Complex float *p, _Complex double w) {          \
    return *p = __omp_cfloat(__omp_c##OP(__omp_cdouble(*p), w));                               \
  }                                                                                            \
  OMP_DEV_FN _Complex float __omp_c##OP##_set(_Complex float *p, double w) {                   \
    return *p = __omp_cfloat(__omp_c##OP##_cr(__omp_cdouble(*p), w));                          \
  }
OMP_DEV_COMPLEX_SET(add)
OMP_DEV_COMPLEX_SET(sub)
OMP_DEV_COMPLEX_SET(mul)
OMP_DEV_COMPLEX_SET(div)
#undef OMP_DEV_COMPLEX_SET
/* The reduction functors of + (and -) and * on complex items: the
 * operations above, which nvcc does not drop as it drops a + b. */
#ifdef __CUDACC__
#define OMP_CPLX_RED_OP __device__ __forceinline__
#else
#define OMP_CPLX_RED_OP inline
#endif
struct __omp_redop_cadd {
  OMP_CPLX_RED_OP _Complex double operator()(_Complex double a, _Complex double b) const { return __omp_cadd(a, b); }
  OMP_CPLX_RED_OP _Complex float operator()(_Complex float a, _Complex float b) const { return __omp_caddf(a, b); }
};
struct __omp_redop_cmul {
  OMP_CPLX_RED_OP _Complex double operator()(_Complex double a, _Complex double b) const { return __omp_cmul(a, b); }
  OMP_CPLX_RED_OP _Complex float operator()(_Complex float a, _Complex float b) const { return __omp_cmulf(a, b); }
};
#undef OMP_CPLX_RED_OP
#endif
