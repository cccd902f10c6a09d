/* LD_PRELOAD shim for exitorder_test.sh. It models a device driver that,
 * as the CUDA driver does, sets up its own teardown (an atexit handler)
 * while libomptarget initializes the plugins inside __tgt_register_lib,
 * and reports each event on stderr: a program must unregister its images
 * (and so free their device memory) before that teardown runs. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int torn_down;

static void say(const char *m) {
  ssize_t n = write(2, m, strlen(m));
  (void)n;
}

static void driver_teardown(void) {
  torn_down = 1;
  say("exitorder: driver teardown\n");
}

void __tgt_register_lib(void *desc) {
  void (*real)(void *) = (void (*)(void *))dlsym(RTLD_NEXT, "__tgt_register_lib");
  say("exitorder: register\n");
  real(desc);
  /* Right after the plugins came up, as a driver's own atexit would be. */
  atexit(driver_teardown);
}

void __tgt_unregister_lib(void *desc) {
  void (*real)(void *) = (void (*)(void *))dlsym(RTLD_NEXT, "__tgt_unregister_lib");
  if (torn_down) say("exitorder: error: __tgt_unregister_lib runs after the driver's teardown\n");
  say("exitorder: unregister\n");
  real(desc);
}
