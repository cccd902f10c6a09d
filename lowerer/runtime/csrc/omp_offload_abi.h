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
/* Runtime support defined once per binary by the registration source. */
int __omp_offload_run(void *host_id, int if_true, __INT64_TYPE__ device,
                      __INT64_TYPE__ teams, __INT64_TYPE__ threads,
                      __UINT64_TYPE__ tripcount, __INT32_TYPE__ nargs,
                      void **base, void **ptrs, __INT64_TYPE__ *sizes,
                      __INT64_TYPE__ *types, const char *where);
#endif
