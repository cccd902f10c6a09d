/* LLVM 19 libomptarget ABI, as used by omplower's generated code.
 * Only compiler-builtin types are used so this can be placed before any
 * user #include without disturbing feature-test macros. */
#ifndef OMP_OFFLOAD_ABI_H
#define OMP_OFFLOAD_ABI_H
struct __tgt_offload_entry {
  void *addr;              /* host id symbol of a kernel */
  char *name;              /* device symbol name */
  __SIZE_TYPE__ size;      /* 0 for kernels */
  __INT32_TYPE__ flags;
  __INT32_TYPE__ data;
};
struct __tgt_device_image {
  void *ImageStart;
  void *ImageEnd;
  struct __tgt_offload_entry *EntriesBegin;
  struct __tgt_offload_entry *EntriesEnd;
};
struct __tgt_bin_desc {
  __INT32_TYPE__ NumDeviceImages;
  struct __tgt_device_image *DeviceImages;
  struct __tgt_offload_entry *HostEntriesBegin;
  struct __tgt_offload_entry *HostEntriesEnd;
};
/* Kernel-args Version 1: the kernel's parameters are exactly the mapped
 * arguments (Version >= 2 would prepend an implicit launch-environment
 * pointer), and teams/threads come from __tgt_target_kernel's own
 * arguments. Every omplower kernel takes its grid as two leading literal
 * parameters, so both plugins see the same parameter list. */
#define OMP_OFFLOAD_KERNEL_ARGS_VERSION 1
struct __tgt_kernel_arguments {
  __UINT32_TYPE__ Version;
  __UINT32_TYPE__ NumArgs;
  void **ArgBasePtrs;
  void **ArgPtrs;
  __INT64_TYPE__ *ArgSizes;
  __INT64_TYPE__ *ArgTypes;
  void **ArgNames;
  void **ArgMappers;
  __UINT64_TYPE__ Tripcount;
  __UINT64_TYPE__ Flags;
  __UINT32_TYPE__ NumTeams[3];
  __UINT32_TYPE__ ThreadLimit[3];
  __UINT32_TYPE__ DynCGroupMem;
};
/* OpenMP 5.1 routines of LLVM 19's libomptarget that gcc 12's omp.h
 * does not declare: without a prototype, gcc would truncate the pointer
 * they return to an int. */
void *omp_get_mapped_ptr(const void *ptr, int device);
void *omp_target_memset(void *ptr, int value, __SIZE_TYPE__ n, int device);
/* The asynchronous device memory routines take depend objects, which
 * gcc's depobj construct makes its own way ({address, kind}) and
 * libomptarget reads as libomp's (a pointer to a kmp_depend_info): the
 * calls go to the registration source's wrappers, which translate them
 * (the list is void * here: omp_depend_t is not declared yet). */
#ifndef __clang__
#define omp_target_memcpy_async __omp_offload_memcpy_async
#define omp_target_memcpy_rect_async __omp_offload_memcpy_rect_async
#define omp_target_memset_async __omp_offload_memset_async
#endif
int __omp_offload_memcpy_async(void *dst, const void *src, __SIZE_TYPE__ length,
                               __SIZE_TYPE__ dst_offset, __SIZE_TYPE__ src_offset,
                               int dst_device, int src_device, int depobj_count,
                               void *depobj_list);
int __omp_offload_memcpy_rect_async(void *dst, const void *src, __SIZE_TYPE__ element_size,
                                    int num_dims, const __SIZE_TYPE__ *volume,
                                    const __SIZE_TYPE__ *dst_offsets,
                                    const __SIZE_TYPE__ *src_offsets,
                                    const __SIZE_TYPE__ *dst_dimensions,
                                    const __SIZE_TYPE__ *src_dimensions, int dst_device,
                                    int src_device, int depobj_count, void *depobj_list);
void *__omp_offload_memset_async(void *ptr, int value, __SIZE_TYPE__ n, int device,
                                 int depobj_count, void *depobj_list);
/* Runtime support defined once per binary by the registration source. */
int __omp_offload_run(void *host_id, int if_true, __INT64_TYPE__ device,
                      __INT64_TYPE__ teams, __INT64_TYPE__ threads,
                      __UINT64_TYPE__ tripcount, __INT32_TYPE__ nargs,
                      void **base, void **ptrs, __INT64_TYPE__ *sizes,
                      __INT64_TYPE__ *types, const char *where);
/* Copies a unit's table of the host addresses of its declare target
 * indirect functions to the device before a launch (when it offloads and
 * the device's bit in *sent says it has not reached it yet). */
void __omp_offload_indirect(int if_true, __INT64_TYPE__ device, void **table,
                            __INT64_TYPE__ size, __UINT64_TYPE__ *sent);
/* A launch block's run-time error ("where: error: what" on stderr, then
 * abort): a trip count that does not fit, memory that ran out. */
void __omp_offload_fail(const char *where, const char *what);
/* Data mapping (target data, enter/exit data, update). LLVM 19's entry
 * points; loc, names and mappers may be null. */
void __tgt_target_data_begin_mapper(void *loc, __INT64_TYPE__ device,
                                    __INT32_TYPE__ n, void **base, void **ptrs,
                                    __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                                    void **names, void **mappers);
void __tgt_target_data_end_mapper(void *loc, __INT64_TYPE__ device,
                                  __INT32_TYPE__ n, void **base, void **ptrs,
                                  __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                                  void **names, void **mappers);
void __tgt_target_data_update_mapper(void *loc, __INT64_TYPE__ device,
                                     __INT32_TYPE__ n, void **base, void **ptrs,
                                     __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                                     void **names, void **mappers);
/* Map-type bit of a non-contiguous target update entry: its ptrs slot
 * points to one descriptor per dimension, outermost first (LLVM 19's
 * __tgt_target_non_contig), and its sizes slot holds the dimension count;
 * the base slot is the address the offsets start from. */
#define OMP_OFFLOAD_MAPTYPE_NON_CONTIG 0x100000000000LL
/* Map-type bit (unused by LLVM 19) of the parent entry of several
 * sections of one array, whose sections are its MEMBER_OF entries: the
 * runtime support maps it as written where every section is present,
 * and otherwise gives each section an entry of its own, as clang-19
 * does; libomptarget never sees the bit. */
#define OMP_OFFLOAD_MAPTYPE_SECTIONS 0x800LL
struct __omp_offload_dim {
  __UINT64_TYPE__ offset, count, stride; /* stride in bytes */
};
#define OMP_OFFLOAD_DATA_BEGIN 0
#define OMP_OFFLOAD_DATA_END 1
#define OMP_OFFLOAD_DATA_UPDATE 2
/* One data operation; skipped when if_true is 0 or the device is the
 * host. Entries with the present modifier are checked first: an absent
 * one stops the program with a message naming it (names[i], may be
 * null). */
void __omp_offload_data(int op, int if_true, __INT64_TYPE__ device,
                        __INT32_TYPE__ n, void **base, void **ptrs,
                        __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                        const char *const *names, const char *where);
/* One list item of a depend clause, as libomp's kmp_depend_info_t. */
struct __omp_offload_dep {
  __INTPTR_TYPE__ addr;
  __SIZE_TYPE__ len;
  unsigned char flags; /* 1 in, 3 out/inout, 4 mutexinoutset, 8 inoutset */
};
/* A target task (a construct with nowait or depend): the operation of
 * __omp_offload_run or __omp_offload_data after the dependences are met.
 * With nowait, a deferred task of libomp's (a hidden helper task, as
 * clang's target tasks) runs it on map arrays copied now; without, the
 * encountering thread waits for the dependences and runs it. A kernel
 * launch returns 1 when the caller must run the host fallback (its
 * dependences met), as __omp_offload_run. temps are the entries whose
 * host storage is the launch block's, which a nowait launch copies. */
int __omp_offload_run_task(void *host_id, int if_true, __INT64_TYPE__ device,
                           __INT64_TYPE__ teams, __INT64_TYPE__ threads,
                           __UINT64_TYPE__ tripcount, __INT32_TYPE__ nargs,
                           void **base, void **ptrs, __INT64_TYPE__ *sizes,
                           __INT64_TYPE__ *types, const char *where, int nowait,
                           __INT32_TYPE__ ndeps, struct __omp_offload_dep *deps,
                           __INT32_TYPE__ ntemps, const __INT32_TYPE__ *temps);
void __omp_offload_data_task(int op, int if_true, __INT64_TYPE__ device,
                             __INT32_TYPE__ n, void **base, void **ptrs,
                             __INT64_TYPE__ *sizes, __INT64_TYPE__ *types,
                             const char *const *names, const char *where, int nowait,
                             __INT32_TYPE__ ndeps, struct __omp_offload_dep *deps);
#endif
