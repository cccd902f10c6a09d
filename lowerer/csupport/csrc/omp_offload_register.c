/* Registration and launch support, one copy per offload binary. The
 * generated part above this text defines __omp_images[] (the embedded
 * device images, CUBINs first, the host-plugin object last) and
 * OMP_OFFLOAD_NUM_IMAGES, and OMP_OFFLOAD_BUILD_ID (the build id every
 * image must carry). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

void __tgt_register_lib(struct __tgt_bin_desc *desc);
void __tgt_unregister_lib(struct __tgt_bin_desc *desc);
int __tgt_target_kernel(void *loc, __INT64_TYPE__ device_id, __INT32_TYPE__ num_teams,
                        __INT32_TYPE__ thread_limit, void *host_ptr,
                        struct __tgt_kernel_arguments *args);
int omp_get_initial_device(void);
int omp_get_num_devices(void);
int omp_get_default_device(void);

/* The linker brackets the omp_offloading_entries section with these; weak
 * so a binary whose units hold no kernel still links. */
extern struct __tgt_offload_entry __start_omp_offloading_entries[] __attribute__((weak));
extern struct __tgt_offload_entry __stop_omp_offloading_entries[] __attribute__((weak));

static struct __tgt_offload_entry __omp_no_entries[1];

/* The requires flags of the units (one per unit that has any, in their
 * own section) reach libomptarget as clang's do: one more entry, without
 * address or name, whose flags say OMP_REGISTER_REQUIRES and whose data
 * holds the OMP_REQ_* bits. */
extern const __INT64_TYPE__ __start_omp_offload_requires[] __attribute__((weak));
extern const __INT64_TYPE__ __stop_omp_offload_requires[] __attribute__((weak));
#define OMP_OFFLOAD_REGISTER_REQUIRES 0x10
static char __omp_requires_name[1];
static struct __tgt_offload_entry *__omp_with_requires;
static struct __tgt_device_image __omp_device_images[OMP_OFFLOAD_NUM_IMAGES + 1];
static struct __tgt_bin_desc __omp_bin_desc;

/* Finds the n bytes of s in [b, e). */
static const char *__omp_find(const char *b, const char *e, const char *s, size_t n) {
  for (; b != 0 && (size_t)(e - b) >= n; b++)
    if (memcmp(b, s, n) == 0) return b;
  return 0;
}

/* Every image must carry the symbol __omp_build_id_<id> of the device
 * sources this host code was lowered with (the merged device source
 * defines it). An image without it is stale or belongs to another
 * program: registering it would bind this program's entries to foreign
 * kernels, so refuse to run. */
static void __omp_offload_check_images(void) {
  static const char want[] = OMP_OFFLOAD_BUILD_ID; /* NUL included below */
  static const char prefix[] = "__omp_build_id_";
  int i;
  for (i = 0; i < OMP_OFFLOAD_NUM_IMAGES; i++) {
    const char *b = __omp_images[i].start, *e = __omp_images[i].end, *got;
    char have[64];
    size_t k = 0;
    if (__omp_find(b, e, want, sizeof want) != 0) continue;
    got = __omp_find(b, e, prefix, sizeof prefix - 1);
    if (got != 0) {
      got += sizeof prefix - 1;
      while (k + 1 < sizeof have && got + k < e && ((got[k] >= '0' && got[k] <= '9') || (got[k] >= 'a' && got[k] <= 'f'))) {
        have[k] = got[k];
        k++;
      }
    }
    have[k] = 0;
    fprintf(stderr,
            "omp_offload: error: device image %d (%s, %ld bytes) does not belong to this program: "
            "it carries build id %s, the host code expects %s; the image is stale or comes from "
            "another program (rebuild the binary; `omplower verify` names the artifact)\n",
            i, __omp_images[i].kind, (long)(e - b), k ? have : "(none)", want + sizeof prefix - 1);
    fflush(stderr);
    _Exit(70);
  }
}

static void __omp_offload_unregister(void) {
  if (__omp_bin_desc.NumDeviceImages != 0) __tgt_unregister_lib(&__omp_bin_desc);
}

/* Registers the images before any other constructor of the program (101 is
 * the first priority not reserved to the implementation) and unregisters
 * them through atexit, registered right after __tgt_register_lib, as
 * clang's offload wrapper does. __tgt_register_lib initializes the
 * plugins, and a device driver sets up its own teardown then (the CUDA
 * driver's runs at exit): a handler registered after it runs before it, so
 * device memory is freed while the driver is alive. A destructor would run
 * after every atexit handler, when the driver is gone (CUDA_ERROR_
 * DEINITIALIZED at every exit). */
__attribute__((constructor(101))) static void __omp_offload_register(void) {
  struct __tgt_offload_entry *b = __start_omp_offloading_entries;
  struct __tgt_offload_entry *e = __stop_omp_offloading_entries;
  int i;
  __omp_offload_check_images();
  if (OMP_OFFLOAD_NUM_IMAGES == 0) return;
  /* Register even with no entries (a program whose units only move data):
   * registration is what initializes libomptarget, whose API otherwise
   * crashes on first use. An empty range needs valid, equal bounds. */
  if (b == 0 || e == 0) b = e = __omp_no_entries;
  /* Through pointers: gcc warns of an array's address compared with 0,
   * though a weak one is 0 when no unit has the section. */
  const __INT64_TYPE__ *rb = __start_omp_offload_requires, *re = __stop_omp_offload_requires;
  if ((__UINTPTR_TYPE__)rb != 0 && rb != re) {
    const __INT64_TYPE__ *r;
    __INT64_TYPE__ flags = 0;
    size_t n = (size_t)(e - b);
    for (r = rb; r != re; r++) flags |= *r;
    __omp_with_requires = (struct __tgt_offload_entry *)calloc(n + 1, sizeof *__omp_with_requires);
    if (__omp_with_requires == 0) {
      fprintf(stderr, "omp_offload: error: out of memory registering the device images\n");
      _Exit(70);
    }
    if (n > 0) memcpy(__omp_with_requires, b, n * sizeof *b);
    __omp_with_requires[n].name = __omp_requires_name;
    __omp_with_requires[n].flags = OMP_OFFLOAD_REGISTER_REQUIRES;
    __omp_with_requires[n].data = (__INT32_TYPE__)flags;
    b = __omp_with_requires;
    e = __omp_with_requires + n + 1;
  }
  for (i = 0; i < OMP_OFFLOAD_NUM_IMAGES; i++) {
    __omp_device_images[i].ImageStart = (void *)__omp_images[i].start;
    __omp_device_images[i].ImageEnd = (void *)__omp_images[i].end;
    __omp_device_images[i].EntriesBegin = b;
    __omp_device_images[i].EntriesEnd = e;
  }
  __omp_bin_desc.NumDeviceImages = OMP_OFFLOAD_NUM_IMAGES;
  __omp_bin_desc.DeviceImages = __omp_device_images;
  __omp_bin_desc.HostEntriesBegin = b;
  __omp_bin_desc.HostEntriesEnd = e;
  __tgt_register_lib(&__omp_bin_desc);
  atexit(__omp_offload_unregister);
}

/* OMP_TARGET_OFFLOAD=DISABLED: every region runs its host fallback, even
 * where the runtime still counts devices. */
static int __omp_offload_disabled(void) {
  const char *v = getenv("OMP_TARGET_OFFLOAD");
  return v != 0 && strcasecmp(v, "DISABLED") == 0;
}

static int __omp_offload_mandatory(void) {
  const char *v = getenv("OMP_TARGET_OFFLOAD");
  return v != 0 && strcasecmp(v, "MANDATORY") == 0;
}

int omp_get_default_device(void);

/* Whether a construct on device (-1: the default device, which
 * omp_set_default_device may have made the host) runs on the host. */
static int __omp_offload_on_host(__INT64_TYPE__ device) {
  if (device < 0) device = omp_get_default_device();
  return device == omp_get_initial_device() || __omp_offload_disabled();
}


static void __omp_offload_check_present(__INT64_TYPE__ device, __INT32_TYPE__ n,
                                        void **ptrs, __INT64_TYPE__ *sizes,
                                        __INT64_TYPE__ *types,
                                        const char *const *names,
                                        const char *where);

/* OMP_OFFLOAD_KERNEL_TIMING=1 (benchmarks, where no profiler is at hand):
 * each launch maps its data first, then times the launch alone, which
 * libomptarget completes before returning, with the host's monotonic
 * clock, and prints "KERNEL_TIME <kernel> s=<seconds>" on stderr; the
 * figure is the kernel plus one launch's overhead (microseconds). */
static int __omp_offload_timing(void) {
  static int v = -1;
  if (v < 0) {
    const char *e = getenv("OMP_OFFLOAD_KERNEL_TIMING");
    v = e != 0 && *e != 0 && strcmp(e, "0") != 0;
  }
  return v;
}

static double __omp_offload_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static const char *__omp_offload_kernel_name(void *host_id) {
  struct __tgt_offload_entry *e;
  for (e = __start_omp_offloading_entries; e != 0 && e != __stop_omp_offloading_entries; e++)
    if (e->addr == host_id) return e->name;
  return "?";
}

/* Several sections of one array on one construct map as MEMBER_OF
 * entries of a parent that spans them and holds the reference count
 * (OMP_OFFLOAD_MAPTYPE_SECTIONS), which counts the storage once where it
 * is present. OpenMP 5.2 allows such sections on an array that is not
 * present only where they name the same elements; clang-19 gives every
 * section an entry of its own, so sections that are not present become
 * blocks of their own (the bytes between them are not present, a later
 * map of them allocates and copies), a present one counts once more, and
 * the kernel addresses the array from the first section's block. Where
 * a section (of nonzero size) is not present, the parent takes the
 * first section's place (its storage and map type, the kernel
 * parameter kept), the first section becomes an empty member, and the
 * others plain entries: the entries clang-19 passes, in its order. */
static int __omp_offload_sections_absent(int dev, __INT32_TYPE__ n, void **ptrs, __INT64_TYPE__ *sizes,
                                         __INT64_TYPE__ *types, __INT32_TYPE__ p) {
  __INT32_TYPE__ m;
  for (m = p + 1; m < n; m++)
    if (((__UINT64_TYPE__)types[m] >> 48) == (__UINT64_TYPE__)p + 1 && sizes[m] > 0 &&
        omp_get_mapped_ptr(ptrs[m], dev) == 0)
      return 1;
  return 0;
}

/* Rewrites parent p (marked) and its sections as clang-19's entries:
 * the first section's entry is dropped (later MEMBER_OF indices follow)
 * and the parent takes its place. Returns the new entry count. */
static __INT32_TYPE__ __omp_offload_sections_as_clang(__INT32_TYPE__ n, void **base, void **ptrs, __INT64_TYPE__ *sizes,
                                                      __INT64_TYPE__ *types, __INT32_TYPE__ p) {
  const __UINT64_TYPE__ member_of = 0xffff000000000000ULL;
  __INT32_TYPE__ m, first = -1;
  types[p] &= ~OMP_OFFLOAD_MAPTYPE_SECTIONS;
  for (m = p + 1; m < n; m++) {
    __UINT64_TYPE__ t = (__UINT64_TYPE__)types[m];
    if (first >= 0 && (t >> 48) > (__UINT64_TYPE__)first + 1) /* a later parent moved down */
      t -= (__UINT64_TYPE__)1 << 48;
    else if ((t >> 48) == (__UINT64_TYPE__)p + 1 && first < 0) {
      first = m;
      ptrs[p] = ptrs[m];
      sizes[p] = sizes[m];
      types[p] = (__INT64_TYPE__)(t & ~member_of) | (types[p] & 0x20 /* the kernel parameter */);
      continue;
    } else if ((t >> 48) == (__UINT64_TYPE__)p + 1)
      t &= ~member_of;
    if (first >= 0) base[m - 1] = base[m], ptrs[m - 1] = ptrs[m], sizes[m - 1] = sizes[m];
    types[first >= 0 ? m - 1 : m] = (__INT64_TYPE__)t;
  }
  return first >= 0 ? n - 1 : n;
}

/* Whether any of the n entries is a marked parent. */
static int __omp_offload_has_sections(__INT32_TYPE__ n, __INT64_TYPE__ *types) {
  __INT32_TYPE__ i;
  for (i = 0; i < n; i++)
    if (types[i] & OMP_OFFLOAD_MAPTYPE_SECTIONS) return 1;
  return 0;
}

/* A copy of the four arrays (one allocation), or 0. */
static char *__omp_offload_copy_maps(__INT32_TYPE__ n, void ***base, void ***ptrs, __INT64_TYPE__ **sizes,
                                     __INT64_TYPE__ **types) {
  __SIZE_TYPE__ bytes = (__SIZE_TYPE__)n * 8;
  char *copy = (char *)__builtin_malloc(4 * bytes + 8);
  if (copy == 0) return 0;
  __builtin_memcpy(copy, *base, bytes);
  __builtin_memcpy(copy + bytes, *ptrs, bytes);
  __builtin_memcpy(copy + 2 * bytes, *sizes, bytes);
  __builtin_memcpy(copy + 3 * bytes, *types, bytes);
  *base = (void **)copy, *ptrs = (void **)(copy + bytes);
  *sizes = (__INT64_TYPE__ *)(copy + 2 * bytes), *types = (__INT64_TYPE__ *)(copy + 3 * bytes);
  return copy;
}

/* Rewrites the marked parents of the n entries (a copy, base to types)
 * for operation op: at OMP_OFFLOAD_DATA_BEGIN as written where their
 * sections are present and as clang-19 does where not; at the end, as
 * the begin did, which marks a parent it rewrote with size -1 in the
 * program's sizes (own_sizes, 0 for none): a target data block's end
 * call reads them again. Last parent first, so that a parent's index is
 * the program's. Returns the new entry count. */
static __INT32_TYPE__ __omp_offload_sections(int dev, int op, __INT32_TYPE__ n, void **base, void **ptrs,
                                             __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                                             __INT64_TYPE__ *own_sizes) {
  __INT32_TYPE__ p;
  for (p = n - 1; p >= 0; p--) {
    int clang;
    if (!(types[p] & OMP_OFFLOAD_MAPTYPE_SECTIONS)) continue;
    if (op == OMP_OFFLOAD_DATA_BEGIN)
      clang = __omp_offload_sections_absent(dev, n, ptrs, sizes, types, p);
    else
      clang = own_sizes != 0 && own_sizes[p] < 0;
    if (!clang) {
      types[p] &= ~OMP_OFFLOAD_MAPTYPE_SECTIONS;
      continue;
    }
    n = __omp_offload_sections_as_clang(n, base, ptrs, sizes, types, p);
    if (op == OMP_OFFLOAD_DATA_BEGIN && own_sizes != 0) own_sizes[p] = -1;
  }
  return n;
}

/* Launches one kernel; returns 0 when it ran on a device and 1 when the
 * caller must run its host fallback. A failed launch under
 * OMP_TARGET_OFFLOAD=MANDATORY stops the program instead. */
int __omp_offload_run(void *host_id, int if_true, __INT64_TYPE__ device,
                      __INT64_TYPE__ teams, __INT64_TYPE__ threads,
                      __UINT64_TYPE__ tripcount, __INT32_TYPE__ nargs,
                      void **base, void **ptrs, __INT64_TYPE__ *sizes,
                      __INT64_TYPE__ *types, const char *where) {
  struct __tgt_kernel_arguments ka;
  int rc;
  char *sections = 0; /* the arrays rewritten for sections, freed at the end */
  if (!if_true) return 1; /* if(false): the region runs on the host */
  if (__omp_offload_on_host(device)) return 1;
  __omp_offload_check_present(device, nargs, ptrs, sizes, types, 0, where);
  if (__omp_offload_has_sections(nargs, types)) { /* the program's types are static */
    const int dev = device < 0 ? omp_get_default_device() : (int)device;
    if ((sections = __omp_offload_copy_maps(nargs, &base, &ptrs, &sizes, &types)) == 0)
      __omp_offload_fail(where, "out of memory");
    nargs = __omp_offload_sections(dev, OMP_OFFLOAD_DATA_BEGIN, nargs, base, ptrs, sizes, types, 0);
  }
  /* The kernel's second parameter, its thread count (a literal), also
   * tells the device routines which device runs the kernel and how many
   * there are: bits 32-47 and 48-63 (docs/device-runtime.md); the kernel
   * takes the low 32 bits as its thread count. */
  if (nargs >= 2 && (types[1] & 0x100) /* literal */ &&
      (__UINT64_TYPE__)(__UINTPTR_TYPE__)ptrs[1] == (__UINT64_TYPE__)threads) {
    const __UINT64_TYPE__ dev = (__UINT64_TYPE__)(device < 0 ? omp_get_default_device() : (int)device) & 0xffffu;
    /* The device count is fixed once the images are registered; asking
     * libomptarget takes its lock, so it is asked once. */
    static int ndev_cache = -1;
    int nd = __atomic_load_n(&ndev_cache, __ATOMIC_RELAXED);
    if (nd < 0) {
      nd = omp_get_num_devices();
      __atomic_store_n(&ndev_cache, nd, __ATOMIC_RELAXED);
    }
    const __UINT64_TYPE__ ndev = (__UINT64_TYPE__)nd & 0xffffu;
    const __UINT64_TYPE__ slot = ((__UINT64_TYPE__)threads & 0xffffffffu) | dev << 32 | ndev << 48;
    base[1] = ptrs[1] = (void *)(__UINTPTR_TYPE__)slot;
  }
  memset(&ka, 0, sizeof ka);
  ka.Version = OMP_OFFLOAD_KERNEL_ARGS_VERSION;
  ka.NumArgs = (__UINT32_TYPE__)nargs;
  ka.ArgBasePtrs = base;
  ka.ArgPtrs = ptrs;
  ka.ArgSizes = sizes;
  ka.ArgTypes = types;
  ka.Tripcount = tripcount;
  ka.NumTeams[0] = (__UINT32_TYPE__)teams;
  ka.ThreadLimit[0] = (__UINT32_TYPE__)threads;
  if (__omp_offload_timing()) {
    double t0;
    __tgt_target_data_begin_mapper(0, device, nargs, base, ptrs, sizes, types, 0, 0);
    t0 = __omp_offload_now();
    rc = __tgt_target_kernel(0, device, (__INT32_TYPE__)teams, (__INT32_TYPE__)threads, host_id, &ka);
    if (rc == 0) fprintf(stderr, "KERNEL_TIME %s s=%.6e\n", __omp_offload_kernel_name(host_id), __omp_offload_now() - t0);
    __tgt_target_data_end_mapper(0, device, nargs, base, ptrs, sizes, types, 0, 0);
  } else {
    rc = __tgt_target_kernel(0, device, (__INT32_TYPE__)teams, (__INT32_TYPE__)threads, host_id, &ka);
  }
  __builtin_free(sections);
  if (rc == 0) return 0;
  if (__omp_offload_mandatory()) {
    fprintf(stderr, "%s: error: the target region could not be offloaded and OMP_TARGET_OFFLOAD=MANDATORY\n", where);
    abort();
  }
  return 1;
}

void __omp_offload_indirect(int if_true, __INT64_TYPE__ device, void **table,
                            __INT64_TYPE__ size, __UINT64_TYPE__ *sent) {
  void *p = (void *)table;
  __INT64_TYPE__ type = 0x1; /* to: the table is a declare target variable */
  int dev;
  __UINT64_TYPE__ bit = 0;
  if (!if_true) return; /* if(false): the region runs on the host */
  if (__omp_offload_on_host(device)) return;
  /* The table never changes and the device keeps its copy while the
   * image is loaded: once per device (devices past 63 copy every time). */
  dev = device < 0 ? omp_get_default_device() : (int)device;
  if (dev >= 0 && dev < 64) bit = (__UINT64_TYPE__)1 << dev;
  if (bit && (__atomic_load_n(sent, __ATOMIC_ACQUIRE) & bit)) return;
  __tgt_target_data_update_mapper(0, device, 1, &p, &p, &size, &type, 0, 0);
  if (bit) __atomic_fetch_or(sent, bit, __ATOMIC_RELEASE);
}

void __omp_offload_fail(const char *where, const char *what) {
  fflush(stdout); /* what the program printed before comes first */
  fprintf(stderr, "%s: error: %s\n", where, what);
  abort();
}

int omp_target_is_present(const void *ptr, int device);
int omp_get_default_device(void);

/* The present modifier: every entry that carries it must already be
 * mapped on the device, or the program stops with a message. (LLVM 19
 * reports this itself too, but only stops under OMP_TARGET_OFFLOAD=
 * MANDATORY.) */
static void __omp_offload_check_present(__INT64_TYPE__ device, __INT32_TYPE__ n,
                                        void **ptrs, __INT64_TYPE__ *sizes,
                                        __INT64_TYPE__ *types,
                                        const char *const *names,
                                        const char *where) {
  __INT32_TYPE__ i;
  int dev = device < 0 ? omp_get_default_device() : (int)device;
  for (i = 0; i < n; i++) {
    if (!(types[i] & 0x1000) || (types[i] & OMP_OFFLOAD_MAPTYPE_NON_CONTIG)) continue;
    if (omp_target_is_present(ptrs[i], dev)) continue;
    if (names != 0 && names[i] != 0)
      fprintf(stderr, "%s: error: '%s' has the 'present' modifier but is not present on device %d "
              "(host address %p, %lld bytes)\n", where, names[i], dev, ptrs[i], (long long)sizes[i]);
    else
      fprintf(stderr, "%s: error: map entry %d has the 'present' modifier but is not present on device %d "
              "(host address %p, %lld bytes)\n", where, (int)i, dev, ptrs[i], (long long)sizes[i]);
    abort();
  }
}

/* Whether the host bytes [lo, hi) lie in one block of device dev's
 * mappings: their first and last bytes are mapped, as far apart on the
 * device as on the host. */
static int __omp_offload_one_block(char *lo, char *hi, int dev) {
  char *a, *b;
  if (hi <= lo) return 1;
  a = (char *)omp_get_mapped_ptr(lo, dev);
  b = (char *)omp_get_mapped_ptr(hi - 1, dev);
  return a != 0 && b != 0 && b - a == hi - 1 - lo;
}

/* Whether entry type (of size) is a MEMBER_OF entry of entry p that
 * moves data (not a pointee, PTR_AND_OBJ, which counts its own storage). */
static int __omp_offload_member(__INT64_TYPE__ type, __INT64_TYPE__ size, __INT32_TYPE__ p) {
  return (type & (__INT64_TYPE__)0xffff000000000000ULL) && ((__UINT64_TYPE__)type >> 48) == (__UINT64_TYPE__)p + 1 &&
         !(type & 0x10) && size > 0;
}

/* Items of one array or struct on one directive map as MEMBER_OF entries
 * of a parent that spans them and holds the reference count, so that the
 * storage is counted once per construct (OpenMP 5.2 §5.8.3). Where the
 * items are present in several blocks that different directives mapped
 * (`target enter data map(to: a[0:10])`, then `map(to: a[50:10])`, then
 * `target exit data map(from: a[0:10], a[50:10])`), the span is no block
 * of its own and LLVM 19 would count none of them. Each block then gets
 * its own counting entry: the parent spans the members in the block of
 * the first present one, and in every other block the member of the
 * lowest index becomes a plain entry, which counts the block; the
 * others stay MEMBER_OF entries that move data only. Lowest, so that it
 * counts before the others look at the count when mapping (entries go
 * in order) and after they copied back when unmapping (in reverse).
 * This rewrites the parents whose members lie in several blocks (in
 * copies of the arrays) and returns whether there are any; dry: only
 * says so. */
static int __omp_offload_split_parents(int dev, int dry, __INT32_TYPE__ n, void **ptrs,
                                       __INT64_TYPE__ *sizes, __INT64_TYPE__ *types) {
  __INT32_TYPE__ p, m, c, nc, members;
  char **lo, **hi, *all_lo, *all_hi;
  int changed = 0;
  for (p = 0; p < n; p++) {
    if (types[p] & ((__INT64_TYPE__)0xffff000000000000ULL | 0x10)) continue;
    members = 0;
    all_lo = all_hi = 0;
    for (m = p + 1; m < n; m++) {
      char *a = (char *)ptrs[m], *b = a + sizes[m];
      if (!__omp_offload_member(types[m], sizes[m], p)) continue;
      if (members == 0 || a < all_lo) all_lo = a;
      if (members == 0 || b > all_hi) all_hi = b;
      members++;
    }
    if (members < 2 || __omp_offload_one_block(all_lo, all_hi, dev)) continue;
    lo = (char **)__builtin_malloc(2 * (__SIZE_TYPE__)members * sizeof(char *));
    if (lo == 0) return changed;
    hi = lo + members;
    nc = 0;
    for (m = p + 1; m < n; m++) {
      char *a = (char *)ptrs[m], *b = a + sizes[m];
      if (!__omp_offload_member(types[m], sizes[m], p) || omp_get_mapped_ptr(a, dev) == 0) continue;
      for (c = 0; c < nc; c++)
        if (__omp_offload_one_block(a < lo[c] ? a : lo[c], b > hi[c] ? b : hi[c], dev)) break;
      if (c == nc) {
        lo[nc] = a, hi[nc] = b, nc++;
        if (c > 0 && !dry) types[m] &= ~(__INT64_TYPE__)0xffff000000000000ULL; /* counts its own block */
        continue;
      }
      if (a < lo[c]) lo[c] = a;
      if (b > hi[c]) hi[c] = b;
    }
    if (nc > 1) {
      changed = 1;
      if (!dry) ptrs[p] = lo[0], sizes[p] = hi[0] - lo[0];
    }
    __builtin_free(lo);
    if (changed && dry) return 1;
  }
  return changed;
}

/* Maps or unmaps (op) the n entries; where a parent's members lie in
 * several blocks, through rewritten copies of the arrays (the program's
 * own are those a target data block's end call reads again). */
static void __omp_offload_map_counted(int op, __INT64_TYPE__ device, __INT32_TYPE__ n, void **base,
                                      void **ptrs, __INT64_TYPE__ *sizes, __INT64_TYPE__ *types) {
  int dev = device < 0 ? omp_get_default_device() : (int)device;
  __INT64_TYPE__ *own_sizes = sizes;
  char *copy = 0;
  if (__omp_offload_has_sections(n, types)) {
    if ((copy = __omp_offload_copy_maps(n, &base, &ptrs, &sizes, &types)) == 0)
      __omp_offload_fail("__omp_offload_data", "out of memory");
    n = __omp_offload_sections(dev, op, n, base, ptrs, sizes, types, own_sizes);
    __omp_offload_split_parents(dev, 0, n, ptrs, sizes, types);
  } else if (__omp_offload_split_parents(dev, 1, n, ptrs, sizes, types) &&
             (copy = __omp_offload_copy_maps(n, &base, &ptrs, &sizes, &types)) != 0) {
    __omp_offload_split_parents(dev, 0, n, ptrs, sizes, types);
  }
  if (op == OMP_OFFLOAD_DATA_BEGIN)
    __tgt_target_data_begin_mapper(0, device, n, base, ptrs, sizes, types, 0, 0);
  else
    __tgt_target_data_end_mapper(0, device, n, base, ptrs, sizes, types, 0, 0);
  __builtin_free(copy);
}

/* LLVM 19 merges adjacent dimensions of a non-contiguous descriptor when
 * count * stride of the inner one equals the outer stride, but then moves
 * only the first block of the merged dimension; merge them here instead
 * (offsets are zero: the base slot points at the first element), so the
 * runtime finds nothing left to merge. Returns the new dimension count. */
static __INT64_TYPE__ __omp_offload_merge_dims(struct __omp_offload_dim *d, __INT64_TYPE__ n) {
  __INT64_TYPE__ i = n - 1, j;
  while (i > 0) {
    if (d[i].count * d[i].stride == d[i - 1].stride && d[i].offset == 0 && d[i - 1].offset == 0) {
      d[i - 1].count *= d[i].count;
      d[i - 1].stride = d[i].stride;
      for (j = i; j + 1 < n; j++) d[j] = d[j + 1];
      n--;
      if (i > n - 1) i = n - 1;
      continue;
    }
    i--;
  }
  return n;
}

void __omp_offload_data(int op, int if_true, __INT64_TYPE__ device,
                        __INT32_TYPE__ n, void **base, void **ptrs,
                        __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                        const char *const *names, const char *where) {
  __INT32_TYPE__ i;
  if (!if_true || n == 0) return; /* if(false): nothing moves */
  if (__omp_offload_on_host(device)) return;
  if (op != OMP_OFFLOAD_DATA_END) __omp_offload_check_present(device, n, ptrs, sizes, types, names, where);
  switch (op) {
  case OMP_OFFLOAD_DATA_BEGIN:
  case OMP_OFFLOAD_DATA_END:
    __omp_offload_map_counted(op, device, n, base, ptrs, sizes, types);
    break;
  default:
    for (i = 0; i < n; i++) {
      if (types[i] & OMP_OFFLOAD_MAPTYPE_NON_CONTIG) {
        struct __omp_offload_dim *d = (struct __omp_offload_dim *)ptrs[i];
        __INT64_TYPE__ k;
        for (k = 0; k < sizes[i]; k++)
          if (d[k].count == 0) break;
        if (k < sizes[i]) { /* an empty section moves nothing */
          sizes[i] = 0;
          types[i] &= ~(__INT64_TYPE__)OMP_OFFLOAD_MAPTYPE_NON_CONTIG;
          ptrs[i] = base[i];
          continue;
        }
        sizes[i] = __omp_offload_merge_dims(d, sizes[i]);
      }
    }
    __tgt_target_data_update_mapper(0, device, n, base, ptrs, sizes, types, 0, 0);
    break;
  }
}

/* Target tasks. libomp's clang interface: a target task is a hidden
 * helper task (its own threads run it, so it is deferred even where the
 * encountering thread is the only one), registered with the dependences
 * in the parent task's table that gcc's host tasks (GOMP_task, which
 * libomp implements) use too; taskwait, taskgroup and barriers wait for
 * it. */
struct __omp_ident {
  __INT32_TYPE__ reserved_1, flags, reserved_2, reserved_3;
  const char *psource;
};
struct __omp_ktask {
  void *shareds;
  __INT32_TYPE__ (*routine)(__INT32_TYPE__, void *);
  __INT32_TYPE__ part_id;
  void *data1, *data2;
};
struct __omp_ktask *__kmpc_omp_target_task_alloc(struct __omp_ident *loc, __INT32_TYPE__ gtid,
                                                 __INT32_TYPE__ flags, __SIZE_TYPE__ sizeof_task,
                                                 __SIZE_TYPE__ sizeof_shareds,
                                                 __INT32_TYPE__ (*routine)(__INT32_TYPE__, void *),
                                                 __INT64_TYPE__ device);
__INT32_TYPE__ __kmpc_omp_task_with_deps(struct __omp_ident *loc, __INT32_TYPE__ gtid,
                                         struct __omp_ktask *task, __INT32_TYPE__ ndeps,
                                         struct __omp_offload_dep *deps, __INT32_TYPE__ nnoalias,
                                         struct __omp_offload_dep *noalias);
void __kmpc_omp_wait_deps(struct __omp_ident *loc, __INT32_TYPE__ gtid, __INT32_TYPE__ ndeps,
                          struct __omp_offload_dep *deps, __INT32_TYPE__ nnoalias,
                          struct __omp_offload_dep *noalias);
__INT32_TYPE__ __kmpc_global_thread_num(struct __omp_ident *loc);

static struct __omp_ident __omp_offload_loc = {0, 2 /* KMP_IDENT_KMPC */, 0, 0, ";unknown;unknown;0;0;;"};

/* One deferred operation with its own copy of the map arrays. */
struct __omp_offload_job {
  int kernel, op, if_true;
  __INT64_TYPE__ device, teams, threads;
  __UINT64_TYPE__ tripcount;
  void *host_id;
  __INT32_TYPE__ n;
  void **base, **ptrs;
  __INT64_TYPE__ *sizes, *types;
  const char **names;
  const char *where;
};

static __SIZE_TYPE__ __omp_offload_round8(__SIZE_TYPE__ n) { return (n + 7) & ~(__SIZE_TYPE__)7; }

/* Copies the map arrays into one block. A kernel's firstprivate copies
 * (PRIVATE, not literal) are snapshots of the host value now, when the
 * construct is encountered, and so are the entries the launch block
 * allocated (temps: sent to the device only); a non-contiguous update's
 * descriptors are copied with it. The other entries name host storage
 * the program keeps until it waits for the task. */
static int __omp_offload_snapshot(int kernel, __INT64_TYPE__ type, __INT32_TYPE__ i,
                                  __INT32_TYPE__ ntemps, const __INT32_TYPE__ *temps) {
  __INT32_TYPE__ k;
  if (!kernel) return 0;
  if ((type & 0x80) && !(type & 0x100)) return 1;
  for (k = 0; k < ntemps; k++)
    if (temps[k] == i) return 1;
  return 0;
}

static struct __omp_offload_job *__omp_offload_job_new(int kernel, __INT32_TYPE__ n, void **base,
                                                       void **ptrs, __INT64_TYPE__ *sizes,
                                                       __INT64_TYPE__ *types,
                                                       const char *const *names, const char *where,
                                                       __INT32_TYPE__ ntemps, const __INT32_TYPE__ *temps) {
  __SIZE_TYPE__ total = __omp_offload_round8(sizeof(struct __omp_offload_job)) + (__SIZE_TYPE__)n * 5 * 8;
  struct __omp_offload_job *j;
  char *extra;
  __INT32_TYPE__ i;
  for (i = 0; i < n; i++) {
    if (__omp_offload_snapshot(kernel, types[i], i, ntemps, temps)) total += __omp_offload_round8((__SIZE_TYPE__)sizes[i]);
    if (!kernel && (types[i] & OMP_OFFLOAD_MAPTYPE_NON_CONTIG)) total += (__SIZE_TYPE__)sizes[i] * sizeof(struct __omp_offload_dim);
  }
  j = (struct __omp_offload_job *)malloc(total);
  if (j == 0) __omp_offload_fail(where, "out of memory for a target task");
  memset(j, 0, sizeof *j);
  j->kernel = kernel;
  j->n = n;
  j->where = where;
  j->base = (void **)((char *)j + __omp_offload_round8(sizeof *j));
  j->ptrs = j->base + n;
  j->sizes = (__INT64_TYPE__ *)(j->ptrs + n);
  j->types = j->sizes + n;
  j->names = (const char **)(j->types + n);
  extra = (char *)(j->names + n);
  for (i = 0; i < n; i++) {
    j->base[i] = base[i];
    j->ptrs[i] = ptrs[i];
    j->sizes[i] = sizes[i];
    j->types[i] = types[i];
    j->names[i] = names != 0 ? names[i] : 0;
    if (__omp_offload_snapshot(kernel, types[i], i, ntemps, temps)) {
      memcpy(extra, ptrs[i], (__SIZE_TYPE__)sizes[i]);
      j->base[i] = j->ptrs[i] = extra;
      extra += __omp_offload_round8((__SIZE_TYPE__)sizes[i]);
    }
    if (!kernel && (types[i] & OMP_OFFLOAD_MAPTYPE_NON_CONTIG)) {
      __SIZE_TYPE__ sz = (__SIZE_TYPE__)sizes[i] * sizeof(struct __omp_offload_dim);
      memcpy(extra, ptrs[i], sz);
      j->ptrs[i] = extra;
      extra += sz;
    }
  }
  return j;
}

static __INT32_TYPE__ __omp_offload_job_run(__INT32_TYPE__ gtid, void *task) {
  struct __omp_offload_job *j = *(struct __omp_offload_job **)((struct __omp_ktask *)task)->shareds;
  (void)gtid;
  if (j->kernel) {
    if (__omp_offload_run(j->host_id, 1, j->device, j->teams, j->threads, j->tripcount, j->n, j->base,
                          j->ptrs, j->sizes, j->types, j->where))
      /* The host fallback is decided when the task is created; a launch
       * that fails later has none to run. */
      __omp_offload_fail(j->where, "the target region with 'nowait' could not be offloaded");
  } else {
    __omp_offload_data(j->op, j->if_true, j->device, j->n, j->base, j->ptrs, j->sizes, j->types,
                       (const char *const *)j->names, j->where);
  }
  free(j);
  return 0;
}

static void __omp_offload_job_submit(struct __omp_offload_job *j, __INT32_TYPE__ ndeps,
                                     struct __omp_offload_dep *deps) {
  __INT32_TYPE__ gtid = __kmpc_global_thread_num(&__omp_offload_loc);
  struct __omp_ktask *t = __kmpc_omp_target_task_alloc(&__omp_offload_loc, gtid, 1 /* tied */,
                                                       sizeof(struct __omp_ktask), sizeof(void *),
                                                       __omp_offload_job_run, j->device);
  if (t == 0) __omp_offload_fail(j->where, "libomp could not create a target task");
  *(struct __omp_offload_job **)t->shareds = j;
  __kmpc_omp_task_with_deps(&__omp_offload_loc, gtid, t, ndeps, ndeps > 0 ? deps : 0, 0, 0);
}

static void __omp_offload_wait_deps(__INT32_TYPE__ ndeps, struct __omp_offload_dep *deps) {
  if (ndeps > 0)
    __kmpc_omp_wait_deps(&__omp_offload_loc, __kmpc_global_thread_num(&__omp_offload_loc), ndeps, deps, 0, 0);
}

int __omp_offload_run_task(void *host_id, int if_true, __INT64_TYPE__ device,
                           __INT64_TYPE__ teams, __INT64_TYPE__ threads,
                           __UINT64_TYPE__ tripcount, __INT32_TYPE__ nargs,
                           void **base, void **ptrs, __INT64_TYPE__ *sizes,
                           __INT64_TYPE__ *types, const char *where, int nowait,
                           __INT32_TYPE__ ndeps, struct __omp_offload_dep *deps,
                           __INT32_TYPE__ ntemps, const __INT32_TYPE__ *temps) {
  struct __omp_offload_job *j;
  /* The host fallback (if false, the host device, no device at all)
   * runs in the encountering thread once the dependences are met: an
   * undeferred target task, which OpenMP allows for nowait too. */
  if (!nowait || !if_true || __omp_offload_on_host(device) || omp_get_num_devices() == 0) {
    __omp_offload_wait_deps(ndeps, deps);
    return __omp_offload_run(host_id, if_true, device, teams, threads, tripcount, nargs, base, ptrs,
                             sizes, types, where);
  }
  j = __omp_offload_job_new(1, nargs, base, ptrs, sizes, types, 0, where, ntemps, temps);
  j->host_id = host_id;
  j->device = device;
  j->teams = teams;
  j->threads = threads;
  j->tripcount = tripcount;
  __omp_offload_job_submit(j, ndeps, deps);
  return 0;
}

void __omp_offload_data_task(int op, int if_true, __INT64_TYPE__ device,
                             __INT32_TYPE__ n, void **base, void **ptrs,
                             __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                             const char *const *names, const char *where, int nowait,
                             __INT32_TYPE__ ndeps, struct __omp_offload_dep *deps) {
  struct __omp_offload_job *j;
  if (!nowait) {
    __omp_offload_wait_deps(ndeps, deps);
    __omp_offload_data(op, if_true, device, n, base, ptrs, sizes, types, names, where);
    return;
  }
  /* Even an operation that moves nothing is a task its dependences
   * order. */
  j = __omp_offload_job_new(0, n, base, ptrs, sizes, types, names, where, 0, 0);
  j->op = op;
  j->if_true = if_true;
  j->device = device;
  __omp_offload_job_submit(j, ndeps, deps);
}

/* The asynchronous device memory routines (omp_offload_abi.h): each of
 * gcc's depend objects, {address, kind} with kind 1 in, 2 out, 3 inout,
 * 4 mutexinoutset, 5 inoutset, becomes a kmp_depend_info of libomp's,
 * passed by pointer; libomptarget copies them before it returns. */
#undef omp_target_memcpy_async
#undef omp_target_memcpy_rect_async
#undef omp_target_memset_async
int omp_target_memcpy_async(void *, const void *, __SIZE_TYPE__, __SIZE_TYPE__, __SIZE_TYPE__,
                            int, int, int, void **);
int omp_target_memcpy_rect_async(void *, const void *, __SIZE_TYPE__, int, const __SIZE_TYPE__ *,
                                 const __SIZE_TYPE__ *, const __SIZE_TYPE__ *,
                                 const __SIZE_TYPE__ *, const __SIZE_TYPE__ *, int, int, int,
                                 void **);
void *omp_target_memset_async(void *, int, __SIZE_TYPE__, int, int, void **);
static void **__omp_offload_depobjs(int n, void *objs, struct __omp_offload_dep *deps, void **ptrs) {
  if (n <= 0 || !objs) return 0;
  for (int i = 0; i < n; i++) {
    void *const *o = (void *const *)objs + 2 * i;
    const long kind = (long)o[1];
    deps[i].addr = (__INTPTR_TYPE__)o[0];
    deps[i].len = 0;
    deps[i].flags = kind == 1 ? 1 : kind == 4 ? 4 : kind == 5 ? 8 : 3;
    ptrs[i] = &deps[i];
  }
  return ptrs;
}
int __omp_offload_memcpy_async(void *dst, const void *src, __SIZE_TYPE__ length,
                               __SIZE_TYPE__ dst_offset, __SIZE_TYPE__ src_offset,
                               int dst_device, int src_device, int depobj_count,
                               void *depobj_list) {
  struct __omp_offload_dep deps[depobj_count > 0 ? depobj_count : 1];
  void *ptrs[depobj_count > 0 ? depobj_count : 1];
  return omp_target_memcpy_async(dst, src, length, dst_offset, src_offset, dst_device, src_device,
                                 depobj_count, __omp_offload_depobjs(depobj_count, depobj_list, deps, ptrs));
}
int __omp_offload_memcpy_rect_async(void *dst, const void *src, __SIZE_TYPE__ element_size,
                                    int num_dims, const __SIZE_TYPE__ *volume,
                                    const __SIZE_TYPE__ *dst_offsets,
                                    const __SIZE_TYPE__ *src_offsets,
                                    const __SIZE_TYPE__ *dst_dimensions,
                                    const __SIZE_TYPE__ *src_dimensions, int dst_device,
                                    int src_device, int depobj_count, void *depobj_list) {
  struct __omp_offload_dep deps[depobj_count > 0 ? depobj_count : 1];
  void *ptrs[depobj_count > 0 ? depobj_count : 1];
  return omp_target_memcpy_rect_async(dst, src, element_size, num_dims, volume, dst_offsets,
                                      src_offsets, dst_dimensions, src_dimensions, dst_device,
                                      src_device, depobj_count,
                                      __omp_offload_depobjs(depobj_count, depobj_list, deps, ptrs));
}
void *__omp_offload_memset_async(void *ptr, int value, __SIZE_TYPE__ n, int device,
                                 int depobj_count, void *depobj_list) {
  struct __omp_offload_dep deps[depobj_count > 0 ? depobj_count : 1];
  void *ptrs[depobj_count > 0 ? depobj_count : 1];
  return omp_target_memset_async(ptr, value, n, device, depobj_count,
                                 __omp_offload_depobjs(depobj_count, depobj_list, deps, ptrs));
}

/* gcc 12 compiles '#pragma omp error at(execution)' in host code (and in
 * the host fallbacks of target regions) to calls of libgomp's
 * GOMP_warning and GOMP_error, which LLVM's libomp, the program's
 * runtime, lacks. They hand the message to libomp's __kmpc_error, which
 * prints what clang-19's programs print and, for a fatal one, stops the
 * program as there; gcc passes no place, so the line names it
 * "unknown". msglen is (size_t)-1 for a NUL-terminated message. */
void __kmpc_error(struct __omp_ident *loc, int severity, const char *message);
static void __omp_offload_gomp_error(int severity, const char *msg, __SIZE_TYPE__ msglen) {
  char *text = NULL;
  if (msg) {
    if (msglen == (__SIZE_TYPE__)-1)
      msglen = strlen(msg);
    text = malloc(msglen + 1);
    if (!text) {
      fprintf(stderr, "omp_offload: out of memory for the message of an error directive\n");
      abort();
    }
    memcpy(text, msg, msglen);
    text[msglen] = 0;
  }
  __kmpc_error(NULL, severity, text);
  free(text);
}
void GOMP_warning(const char *msg, __SIZE_TYPE__ msglen) { __omp_offload_gomp_error(1, msg, msglen); }
void GOMP_error(const char *msg, __SIZE_TYPE__ msglen) { __omp_offload_gomp_error(2, msg, msglen); }
