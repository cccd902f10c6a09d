/* Host loop entries, one copy per offload binary. The host C is gcc's,
 * and gcc's GOMP_* calls resolve in LLVM's libomp; the definitions below
 * take the place of libomp's for the loop starts it gets wrong, so that
 * each iteration runs on the thread OpenMP 5.2 (and clang-19) gives it.
 * libomp's own _next, ordered and doacross entries go on with the
 * dispatch these starts set up.
 *
 * - An ordered loop of schedule(static, c) (GOMP_loop_ordered_static_start)
 *   is dispatched by libomp as kmp_ord_static, which drops the chunk:
 *   threads get balanced blocks instead of chunks dealt round robin. It
 *   is kmp_ord_static_chunked where there is a chunk, as clang's.
 * - A doacross loop of schedule(static, c) (GOMP_loop_doacross_static_start)
 *   likewise is kmp_sch_static; kmp_sch_static_chunked where there is a
 *   chunk.
 * - The unsigned long long forms (a loop over an unsigned long long whose
 *   range may not fit a long) pass a decreasing loop's step as the
 *   negative value it is; libomp negates it again and finds the loop
 *   empty, so a decreasing loop ran no iteration at all.
 * - libomp's unsigned long long _next entries never end a doacross loop
 *   (its long ones do): the thread's next doacross loop then stops the
 *   program on an assertion. The doacross starts below note the loop,
 *   and the _next entries end it.
 * - libomp's GOMP_doacross_post and _wait read the loop's dimensions from
 *   state that __kmpc_doacross_init leaves unset in a team of one thread
 *   (OMP_NUM_THREADS=1, num_threads(1), a nested inactive region): the
 *   program stopped on a segmentation fault. Every doacross start below
 *   notes the dimensions, and the post and wait entries below pass the
 *   iteration vector to __kmpc_doacross_post and _wait, which do nothing
 *   in such a team. */

#define OMP_OFFLOAD_SCH_STATIC_CHUNKED 33
#define OMP_OFFLOAD_SCH_STATIC 34
#define OMP_OFFLOAD_SCH_DYNAMIC_CHUNKED 35
#define OMP_OFFLOAD_SCH_GUIDED_CHUNKED 36
#define OMP_OFFLOAD_SCH_RUNTIME 37
#define OMP_OFFLOAD_ORD_STATIC_CHUNKED 65
#define OMP_OFFLOAD_ORD_STATIC 66
#define OMP_OFFLOAD_ORD_DYNAMIC_CHUNKED 67
#define OMP_OFFLOAD_ORD_GUIDED_CHUNKED 68
#define OMP_OFFLOAD_ORD_RUNTIME 69
/* gcc's schedule kinds in the GOMP_loop_*_start (OpenMP 5.0) entries. */
#define OMP_OFFLOAD_GFS_MONOTONIC 0x80000000L
#define OMP_OFFLOAD_GFS_RUNTIME 0
#define OMP_OFFLOAD_GFS_STATIC 1
#define OMP_OFFLOAD_GFS_DYNAMIC 2
#define OMP_OFFLOAD_GFS_GUIDED 3

struct __omp_kmp_dim {
  __INT64_TYPE__ lo, up, st;
};
void __kmpc_dispatch_init_8(struct __omp_ident *loc, __INT32_TYPE__ gtid, int sched,
                            __INT64_TYPE__ lb, __INT64_TYPE__ ub, __INT64_TYPE__ st,
                            __INT64_TYPE__ chunk);
void __kmpc_dispatch_init_8u(struct __omp_ident *loc, __INT32_TYPE__ gtid, int sched,
                             __UINT64_TYPE__ lb, __UINT64_TYPE__ ub, __INT64_TYPE__ st,
                             __INT64_TYPE__ chunk);
int __kmpc_dispatch_next_8(struct __omp_ident *loc, __INT32_TYPE__ gtid, __INT32_TYPE__ *last,
                           __INT64_TYPE__ *lb, __INT64_TYPE__ *ub, __INT64_TYPE__ *st);
int __kmpc_dispatch_next_8u(struct __omp_ident *loc, __INT32_TYPE__ gtid, __INT32_TYPE__ *last,
                            __UINT64_TYPE__ *lb, __UINT64_TYPE__ *ub, __INT64_TYPE__ *st);
void __kmpc_doacross_init(struct __omp_ident *loc, __INT32_TYPE__ gtid, __INT32_TYPE__ num_dims,
                          const struct __omp_kmp_dim *dims);
void __kmpc_doacross_fini(struct __omp_ident *loc, __INT32_TYPE__ gtid);
int omp_get_level(void);

void __kmpc_doacross_post(struct __omp_ident *loc, __INT32_TYPE__ gtid, const __INT64_TYPE__ *vec);
void __kmpc_doacross_wait(struct __omp_ident *loc, __INT32_TYPE__ gtid, const __INT64_TYPE__ *vec);

/* libomp's entries for what the starts below pass on unchanged. */
_Bool GOMP_loop_start(long, long, long, long, long, long *, long *, __UINTPTR_TYPE__ *, void **);
_Bool GOMP_loop_ordered_runtime_start(long, long, long, long *, long *);
_Bool GOMP_loop_ordered_dynamic_start(long, long, long, long, long *, long *);
_Bool GOMP_loop_ordered_guided_start(long, long, long, long, long *, long *);

/* The first chunk of a loop over [lb, ub) (gcc's bound is exclusive,
 * libomp's inclusive; it hands back an exclusive one). */
static _Bool __omp_offload_loop_first(int sched, long lb, long ub, long st, long chunk,
                                      long *p_lb, long *p_ub) {
  __INT32_TYPE__ gtid = __kmpc_global_thread_num(&__omp_offload_loc);
  __INT64_TYPE__ lo, hi, stride;
  if (st > 0 ? lb >= ub : lb <= ub) return 0;
  __kmpc_dispatch_init_8(&__omp_offload_loc, gtid, sched, lb, st > 0 ? ub - 1 : ub + 1, st, chunk);
  if (!__kmpc_dispatch_next_8(&__omp_offload_loc, gtid, 0, &lo, &hi, &stride)) return 0;
  *p_lb = lo;
  *p_ub = hi + (st > 0 ? 1 : -1);
  return 1;
}

/* The same over unsigned long long: st is the step as a signed value
 * (gcc passes a decreasing loop's negative step in two's complement). */
static _Bool __omp_offload_loop_first_ull(int sched, _Bool up, unsigned long long lb,
                                          unsigned long long ub, unsigned long long st,
                                          unsigned long long chunk, unsigned long long *p_lb,
                                          unsigned long long *p_ub) {
  __INT32_TYPE__ gtid = __kmpc_global_thread_num(&__omp_offload_loc);
  __UINT64_TYPE__ lo, hi;
  __INT64_TYPE__ stride;
  if (up ? lb >= ub : lb <= ub) return 0;
  __kmpc_dispatch_init_8u(&__omp_offload_loc, gtid, sched, lb, up ? ub - 1 : ub + 1,
                          (__INT64_TYPE__)st, (__INT64_TYPE__)chunk);
  if (!__kmpc_dispatch_next_8u(&__omp_offload_loc, gtid, 0, &lo, &hi, &stride)) return 0;
  *p_lb = lo;
  *p_ub = up ? hi + 1 : hi - 1;
  return 1;
}

_Bool GOMP_loop_ordered_static_start(long lb, long ub, long st, long chunk, long *p_lb,
                                     long *p_ub) {
  return __omp_offload_loop_first(chunk > 0 ? OMP_OFFLOAD_ORD_STATIC_CHUNKED : OMP_OFFLOAD_ORD_STATIC,
                                  lb, ub, st, chunk, p_lb, p_ub);
}

_Bool GOMP_loop_ull_ordered_static_start(_Bool up, unsigned long long lb, unsigned long long ub,
                                         unsigned long long st, unsigned long long chunk,
                                         unsigned long long *p_lb, unsigned long long *p_ub) {
  return __omp_offload_loop_first_ull(chunk > 0 ? OMP_OFFLOAD_ORD_STATIC_CHUNKED : OMP_OFFLOAD_ORD_STATIC,
                                      up, lb, ub, st, chunk, p_lb, p_ub);
}

/* The unsigned long long starts of the other schedules: libomp's lose
 * every decreasing loop. */
#define OMP_OFFLOAD_ULL_START(name, sched)                                                           \
  _Bool name(_Bool up, unsigned long long lb, unsigned long long ub, unsigned long long st,         \
             unsigned long long chunk, unsigned long long *p_lb, unsigned long long *p_ub) {        \
    return __omp_offload_loop_first_ull(sched, up, lb, ub, st, chunk, p_lb, p_ub);                   \
  }
#define OMP_OFFLOAD_ULL_RUNTIME_START(name, sched)                                                   \
  _Bool name(_Bool up, unsigned long long lb, unsigned long long ub, unsigned long long st,         \
             unsigned long long *p_lb, unsigned long long *p_ub) {                                   \
    return __omp_offload_loop_first_ull(sched, up, lb, ub, st, 0, p_lb, p_ub);                       \
  }
_Bool GOMP_loop_ull_static_start(_Bool up, unsigned long long lb, unsigned long long ub,
                                 unsigned long long st, unsigned long long chunk,
                                 unsigned long long *p_lb, unsigned long long *p_ub) {
  return __omp_offload_loop_first_ull(chunk > 0 ? OMP_OFFLOAD_SCH_STATIC_CHUNKED : OMP_OFFLOAD_SCH_STATIC,
                                      up, lb, ub, st, chunk, p_lb, p_ub);
}
OMP_OFFLOAD_ULL_START(GOMP_loop_ull_dynamic_start, OMP_OFFLOAD_SCH_DYNAMIC_CHUNKED)
OMP_OFFLOAD_ULL_START(GOMP_loop_ull_nonmonotonic_dynamic_start, OMP_OFFLOAD_SCH_DYNAMIC_CHUNKED)
OMP_OFFLOAD_ULL_START(GOMP_loop_ull_guided_start, OMP_OFFLOAD_SCH_GUIDED_CHUNKED)
OMP_OFFLOAD_ULL_START(GOMP_loop_ull_nonmonotonic_guided_start, OMP_OFFLOAD_SCH_GUIDED_CHUNKED)
OMP_OFFLOAD_ULL_START(GOMP_loop_ull_ordered_dynamic_start, OMP_OFFLOAD_ORD_DYNAMIC_CHUNKED)
OMP_OFFLOAD_ULL_START(GOMP_loop_ull_ordered_guided_start, OMP_OFFLOAD_ORD_GUIDED_CHUNKED)
OMP_OFFLOAD_ULL_RUNTIME_START(GOMP_loop_ull_runtime_start, OMP_OFFLOAD_SCH_RUNTIME)
OMP_OFFLOAD_ULL_RUNTIME_START(GOMP_loop_ull_maybe_nonmonotonic_runtime_start, OMP_OFFLOAD_SCH_RUNTIME)
OMP_OFFLOAD_ULL_RUNTIME_START(GOMP_loop_ull_nonmonotonic_runtime_start, OMP_OFFLOAD_SCH_RUNTIME)
OMP_OFFLOAD_ULL_RUNTIME_START(GOMP_loop_ull_ordered_runtime_start, OMP_OFFLOAD_ORD_RUNTIME)

/* The nesting levels at which this thread runs a doacross loop (bit
 * omp_get_level()), so that an unsigned long long _next that finds no
 * more chunks ends the loop only where one runs. */
static __thread __UINT64_TYPE__ __omp_offload_doacross_levels;

static void __omp_offload_doacross_note(int on) {
  int level = omp_get_level();
  __UINT64_TYPE__ bit = level >= 0 && level < 64 ? (__UINT64_TYPE__)1 << level : 0;
  if (on)
    __omp_offload_doacross_levels |= bit;
  else
    __omp_offload_doacross_levels &= ~bit;
}

/* The number of loops of the doacross nest this thread runs at each
 * nesting level (GOMP_doacross_post and _wait, below). */
static __thread unsigned __omp_offload_doacross_dims[64];

static unsigned *__omp_offload_doacross_dims_here(void) {
  int level = omp_get_level();
  return level >= 0 && level < 64 ? &__omp_offload_doacross_dims[level] : 0;
}

static void __omp_offload_doacross_end(__INT32_TYPE__ gtid) {
  __omp_offload_doacross_note(0);
  __kmpc_doacross_fini(&__omp_offload_loc, gtid);
}

/* A doacross nest of counts[0..n) iterations per loop: libomp's doacross
 * state over the logical iterations, then the first chunk of the
 * outermost loop. A thread with no chunk is done with the nest. */
static _Bool __omp_offload_doacross_first(int sched, unsigned n, const __INT64_TYPE__ *counts,
                                          __INT64_TYPE__ chunk, __INT64_TYPE__ *p_lb,
                                          __INT64_TYPE__ *p_ub) {
  __INT32_TYPE__ gtid = __kmpc_global_thread_num(&__omp_offload_loc);
  struct __omp_kmp_dim dims[n > 0 ? n : 1];
  __INT64_TYPE__ lo, hi, stride;
  _Bool got = 0;
  unsigned i;
  unsigned *noted = __omp_offload_doacross_dims_here();
  for (i = 0; i < n; i++) {
    dims[i].lo = 0;
    dims[i].up = counts[i] - 1;
    dims[i].st = 1;
  }
  if (noted) *noted = n;
  __kmpc_doacross_init(&__omp_offload_loc, gtid, (__INT32_TYPE__)n, dims);
  if (counts[0] > 0) {
    __kmpc_dispatch_init_8(&__omp_offload_loc, gtid, sched, 0, counts[0] - 1, 1, chunk);
    got = __kmpc_dispatch_next_8(&__omp_offload_loc, gtid, 0, &lo, &hi, &stride) != 0;
  }
  if (!got) {
    __omp_offload_doacross_end(gtid);
    return 0;
  }
  *p_lb = lo;
  *p_ub = hi + 1;
  return 1;
}

_Bool GOMP_loop_doacross_static_start(unsigned n, long *counts, long chunk, long *p_lb,
                                      long *p_ub) {
  __INT64_TYPE__ lo, hi;
  if (!__omp_offload_doacross_first(chunk > 0 ? OMP_OFFLOAD_SCH_STATIC_CHUNKED : OMP_OFFLOAD_SCH_STATIC,
                                    n, (const __INT64_TYPE__ *)counts, chunk, &lo, &hi))
    return 0;
  *p_lb = lo;
  *p_ub = hi;
  return 1;
}

/* The other schedules, as libomp's own starts dispatch them. */
#define OMP_OFFLOAD_DOACROSS_START(name, sched)                                                     \
  _Bool name(unsigned n, long *counts, long chunk, long *p_lb, long *p_ub) {                      \
    __INT64_TYPE__ lo, hi;                                                                         \
    if (!__omp_offload_doacross_first(sched, n, (const __INT64_TYPE__ *)counts, chunk, &lo, &hi))  \
      return 0;                                                                                    \
    *p_lb = lo;                                                                                    \
    *p_ub = hi;                                                                                    \
    return 1;                                                                                      \
  }
OMP_OFFLOAD_DOACROSS_START(GOMP_loop_doacross_dynamic_start, OMP_OFFLOAD_SCH_DYNAMIC_CHUNKED)
OMP_OFFLOAD_DOACROSS_START(GOMP_loop_doacross_guided_start, OMP_OFFLOAD_SCH_GUIDED_CHUNKED)

_Bool GOMP_loop_doacross_runtime_start(unsigned n, long *counts, long *p_lb, long *p_ub) {
  __INT64_TYPE__ lo, hi;
  if (!__omp_offload_doacross_first(OMP_OFFLOAD_SCH_RUNTIME, n, (const __INT64_TYPE__ *)counts, 0,
                                    &lo, &hi))
    return 0;
  *p_lb = lo;
  *p_ub = hi;
  return 1;
}

/* The unsigned long long form, which libomp's _next entries of that
 * type do not end: they are replaced below, and end it at this level. */
static _Bool __omp_offload_ull_doacross_first(int sched, unsigned n, unsigned long long *counts,
                                              unsigned long long chunk, unsigned long long *p_lb,
                                              unsigned long long *p_ub) {
  __INT64_TYPE__ lo, hi;
  if (!__omp_offload_doacross_first(sched, n, (const __INT64_TYPE__ *)counts, (__INT64_TYPE__)chunk,
                                    &lo, &hi))
    return 0;
  __omp_offload_doacross_note(1);
  *p_lb = (unsigned long long)lo;
  *p_ub = (unsigned long long)hi;
  return 1;
}

_Bool GOMP_loop_ull_doacross_static_start(unsigned n, unsigned long long *counts,
                                          unsigned long long chunk, unsigned long long *p_lb,
                                          unsigned long long *p_ub) {
  return __omp_offload_ull_doacross_first(chunk > 0 ? OMP_OFFLOAD_SCH_STATIC_CHUNKED : OMP_OFFLOAD_SCH_STATIC,
                                          n, counts, chunk, p_lb, p_ub);
}

#define OMP_OFFLOAD_ULL_DOACROSS_START(name, sched)                                                 \
  _Bool name(unsigned n, unsigned long long *counts, unsigned long long chunk,                      \
             unsigned long long *p_lb, unsigned long long *p_ub) {                                  \
    return __omp_offload_ull_doacross_first(sched, n, counts, chunk, p_lb, p_ub);                   \
  }
OMP_OFFLOAD_ULL_DOACROSS_START(GOMP_loop_ull_doacross_dynamic_start, OMP_OFFLOAD_SCH_DYNAMIC_CHUNKED)
OMP_OFFLOAD_ULL_DOACROSS_START(GOMP_loop_ull_doacross_guided_start, OMP_OFFLOAD_SCH_GUIDED_CHUNKED)

_Bool GOMP_loop_ull_doacross_runtime_start(unsigned n, unsigned long long *counts,
                                           unsigned long long *p_lb, unsigned long long *p_ub) {
  return __omp_offload_ull_doacross_first(OMP_OFFLOAD_SCH_RUNTIME, n, counts, 0, p_lb, p_ub);
}

/* The next chunk of a non-ordered loop over unsigned long long; where
 * there is none, a doacross loop of this level ends. */
static _Bool __omp_offload_loop_next_ull(unsigned long long *p_lb, unsigned long long *p_ub) {
  __INT32_TYPE__ gtid = __kmpc_global_thread_num(&__omp_offload_loc);
  __UINT64_TYPE__ lo, hi;
  __INT64_TYPE__ stride;
  if (!__kmpc_dispatch_next_8u(&__omp_offload_loc, gtid, 0, &lo, &hi, &stride)) {
    int level = omp_get_level();
    if (level >= 0 && level < 64 && (__omp_offload_doacross_levels >> level & 1))
      __omp_offload_doacross_end(gtid);
    return 0;
  }
  *p_lb = lo;
  *p_ub = stride > 0 ? hi + 1 : hi - 1;
  return 1;
}
#define OMP_OFFLOAD_ULL_NEXT(name)                                                                   \
  _Bool name(unsigned long long *p_lb, unsigned long long *p_ub) {                                  \
    return __omp_offload_loop_next_ull(p_lb, p_ub);                                                 \
  }
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_static_next)
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_dynamic_next)
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_nonmonotonic_dynamic_next)
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_guided_next)
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_nonmonotonic_guided_next)
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_runtime_next)
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_maybe_nonmonotonic_runtime_next)
OMP_OFFLOAD_ULL_NEXT(GOMP_loop_ull_nonmonotonic_runtime_next)

/* The OpenMP 5.0 starts (gcc's, for loops with task reductions) choose
 * the schedule inside libomp, which reaches its own starts directly.
 * Here libomp's GOMP_loop_start registers the reductions (without
 * bounds it does nothing else), then the start of the schedule runs:
 * one of the above, or libomp's where it is right. gcc's schedule kinds
 * are GFS_*, with a monotonic bit libomp ignores; an ordered or doacross
 * loop has no other kind. */
static void __omp_offload_loop_reductions(long sched, __UINTPTR_TYPE__ *reductions, void **mem) {
  if (reductions != 0 || mem != 0) GOMP_loop_start(0, 0, 1, sched, 0, 0, 0, reductions, mem);
}

_Bool GOMP_loop_ordered_start(long lb, long ub, long st, long sched, long chunk, long *p_lb,
                              long *p_ub, __UINTPTR_TYPE__ *reductions, void **mem) {
  __omp_offload_loop_reductions(sched, reductions, mem);
  if (p_lb == 0) return 1;
  switch (sched & ~OMP_OFFLOAD_GFS_MONOTONIC) {
  case OMP_OFFLOAD_GFS_RUNTIME: return GOMP_loop_ordered_runtime_start(lb, ub, st, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_DYNAMIC: return GOMP_loop_ordered_dynamic_start(lb, ub, st, chunk, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_GUIDED: return GOMP_loop_ordered_guided_start(lb, ub, st, chunk, p_lb, p_ub);
  default: return GOMP_loop_ordered_static_start(lb, ub, st, chunk, p_lb, p_ub);
  }
}

_Bool GOMP_loop_ull_ordered_start(_Bool up, unsigned long long lb, unsigned long long ub,
                                  unsigned long long st, long sched, unsigned long long chunk,
                                  unsigned long long *p_lb, unsigned long long *p_ub,
                                  __UINTPTR_TYPE__ *reductions, void **mem) {
  __omp_offload_loop_reductions(sched, reductions, mem);
  if (p_lb == 0) return 1;
  switch (sched & ~OMP_OFFLOAD_GFS_MONOTONIC) {
  case OMP_OFFLOAD_GFS_RUNTIME: return GOMP_loop_ull_ordered_runtime_start(up, lb, ub, st, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_DYNAMIC: return GOMP_loop_ull_ordered_dynamic_start(up, lb, ub, st, chunk, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_GUIDED: return GOMP_loop_ull_ordered_guided_start(up, lb, ub, st, chunk, p_lb, p_ub);
  default: return GOMP_loop_ull_ordered_static_start(up, lb, ub, st, chunk, p_lb, p_ub);
  }
}

/* Non-ordered loops over unsigned long long: only the decreasing loops
 * were wrong; the kinds map as libomp's GOMP_loop_ull_start maps them. */
_Bool GOMP_loop_ull_start(_Bool up, unsigned long long lb, unsigned long long ub,
                          unsigned long long st, long sched, unsigned long long chunk,
                          unsigned long long *p_lb, unsigned long long *p_ub,
                          __UINTPTR_TYPE__ *reductions, void **mem) {
  __omp_offload_loop_reductions(sched, reductions, mem);
  if (p_lb == 0) return 1;
  switch (sched & ~OMP_OFFLOAD_GFS_MONOTONIC) {
  case OMP_OFFLOAD_GFS_RUNTIME:
    return __omp_offload_loop_first_ull(OMP_OFFLOAD_SCH_RUNTIME, up, lb, ub, st, 0, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_STATIC: return GOMP_loop_ull_static_start(up, lb, ub, st, chunk, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_DYNAMIC:
    return __omp_offload_loop_first_ull(OMP_OFFLOAD_SCH_DYNAMIC_CHUNKED, up, lb, ub, st, chunk, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_GUIDED:
    return __omp_offload_loop_first_ull(OMP_OFFLOAD_SCH_GUIDED_CHUNKED, up, lb, ub, st, chunk, p_lb, p_ub);
  default: return __omp_offload_loop_first_ull(OMP_OFFLOAD_SCH_RUNTIME, up, lb, ub, st, 0, p_lb, p_ub);
  }
}

_Bool GOMP_loop_doacross_start(unsigned n, long *counts, long sched, long chunk, long *p_lb,
                               long *p_ub, __UINTPTR_TYPE__ *reductions, void **mem) {
  __omp_offload_loop_reductions(sched, reductions, mem);
  if (p_lb == 0) return 1;
  switch (sched & ~OMP_OFFLOAD_GFS_MONOTONIC) {
  case OMP_OFFLOAD_GFS_RUNTIME: return GOMP_loop_doacross_runtime_start(n, counts, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_DYNAMIC: return GOMP_loop_doacross_dynamic_start(n, counts, chunk, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_GUIDED: return GOMP_loop_doacross_guided_start(n, counts, chunk, p_lb, p_ub);
  default: return GOMP_loop_doacross_static_start(n, counts, chunk, p_lb, p_ub);
  }
}

_Bool GOMP_loop_ull_doacross_start(unsigned n, unsigned long long *counts, long sched,
                                   unsigned long long chunk, unsigned long long *p_lb,
                                   unsigned long long *p_ub, __UINTPTR_TYPE__ *reductions,
                                   void **mem) {
  __omp_offload_loop_reductions(sched, reductions, mem);
  if (p_lb == 0) return 1;
  switch (sched & ~OMP_OFFLOAD_GFS_MONOTONIC) {
  case OMP_OFFLOAD_GFS_RUNTIME: return GOMP_loop_ull_doacross_runtime_start(n, counts, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_DYNAMIC: return GOMP_loop_ull_doacross_dynamic_start(n, counts, chunk, p_lb, p_ub);
  case OMP_OFFLOAD_GFS_GUIDED: return GOMP_loop_ull_doacross_guided_start(n, counts, chunk, p_lb, p_ub);
  default: return GOMP_loop_ull_doacross_static_start(n, counts, chunk, p_lb, p_ub);
  }
}

/* The iteration vectors of depend(source) and depend(sink: ...): gcc
 * passes the logical iterations of the nest's loops, as many as the
 * nest noted by its start has (the first of a sink's is a parameter of
 * its own). */
#define OMP_OFFLOAD_DOACROSS_POST(name, T)                                                          \
  void name(T *counts) {                                                                           \
    unsigned *noted = __omp_offload_doacross_dims_here();                                          \
    unsigned n = noted && *noted ? *noted : 1, i;                                                  \
    __INT64_TYPE__ vec[n];                                                                         \
    for (i = 0; i < n; i++) vec[i] = (__INT64_TYPE__)counts[i];                                    \
    __kmpc_doacross_post(&__omp_offload_loc, __kmpc_global_thread_num(&__omp_offload_loc), vec);   \
  }
OMP_OFFLOAD_DOACROSS_POST(GOMP_doacross_post, long)
OMP_OFFLOAD_DOACROSS_POST(GOMP_doacross_ull_post, unsigned long long)

#define OMP_OFFLOAD_DOACROSS_WAIT(name, T)                                                          \
  void name(T first, ...) {                                                                        \
    unsigned *noted = __omp_offload_doacross_dims_here();                                          \
    unsigned n = noted && *noted ? *noted : 1, i;                                                  \
    __INT64_TYPE__ vec[n];                                                                         \
    __builtin_va_list ap;                                                                          \
    __builtin_va_start(ap, first);                                                                 \
    vec[0] = (__INT64_TYPE__)first;                                                                \
    for (i = 1; i < n; i++) vec[i] = (__INT64_TYPE__)__builtin_va_arg(ap, T);                      \
    __builtin_va_end(ap);                                                                          \
    __kmpc_doacross_wait(&__omp_offload_loc, __kmpc_global_thread_num(&__omp_offload_loc), vec);   \
  }
OMP_OFFLOAD_DOACROSS_WAIT(GOMP_doacross_wait, long)
OMP_OFFLOAD_DOACROSS_WAIT(GOMP_doacross_ull_wait, unsigned long long)
