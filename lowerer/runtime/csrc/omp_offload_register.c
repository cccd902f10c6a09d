/* Registration and launch support, one copy per offload binary. The
 * generated part above this text defines __omp_images[] (the embedded
 * device images, CUBINs first, the host-plugin object last) and
 * OMP_OFFLOAD_NUM_IMAGES. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void __tgt_register_lib(struct __tgt_bin_desc *desc);
void __tgt_unregister_lib(struct __tgt_bin_desc *desc);
int __tgt_target_kernel(void *loc, __INT64_TYPE__ device_id, __INT32_TYPE__ num_teams,
                        __INT32_TYPE__ thread_limit, void *host_ptr,
                        struct __tgt_kernel_arguments *args);
int omp_get_initial_device(void);

/* The linker brackets the omp_offloading_entries section with these; weak
 * so a binary whose units hold no kernel still links. */
extern struct __tgt_offload_entry __start_omp_offloading_entries[] __attribute__((weak));
extern struct __tgt_offload_entry __stop_omp_offloading_entries[] __attribute__((weak));

static struct __tgt_device_image __omp_device_images[OMP_OFFLOAD_NUM_IMAGES + 1];
static struct __tgt_bin_desc __omp_bin_desc;

__attribute__((constructor)) static void __omp_offload_register(void) {
  struct __tgt_offload_entry *b = __start_omp_offloading_entries;
  struct __tgt_offload_entry *e = __stop_omp_offloading_entries;
  int i;
  if (b == 0 || b == e || OMP_OFFLOAD_NUM_IMAGES == 0) return;
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
}

__attribute__((destructor)) static void __omp_offload_unregister(void) {
  if (__omp_bin_desc.NumDeviceImages != 0) __tgt_unregister_lib(&__omp_bin_desc);
}

static int __omp_offload_mandatory(void) {
  const char *v = getenv("OMP_TARGET_OFFLOAD");
  return v != 0 && strcasecmp(v, "MANDATORY") == 0;
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
  if (!if_true) return 1; /* if(false): the region runs on the host */
  if (device == omp_get_initial_device()) return 1;
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
  rc = __tgt_target_kernel(0, device, (__INT32_TYPE__)teams, (__INT32_TYPE__)threads, host_id, &ka);
  if (rc == 0) return 0;
  if (__omp_offload_mandatory()) {
    fprintf(stderr, "%s: error: the target region could not be offloaded and OMP_TARGET_OFFLOAD=MANDATORY\n", where);
    abort();
  }
  return 1;
}
