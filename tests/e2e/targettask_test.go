package e2e

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// A nowait region's firstprivate struct (a copy too large for a literal
// slot) is captured when the construct is encountered, as a task's
// firstprivate variables are (OpenMP 5.2 §13.8); clang-19 reads it when
// the task runs, so this is no clang-compared program. The region waits
// until the host has changed the struct, through a flag in device memory.
func TestTargetTaskCapturesStructAtCreation(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <omp.h>
#include <stdio.h>
struct params { int a, b; double scale[4]; };
int main(void) {
  int dev = omp_get_default_device(), zero = 0, one = 1, r = 0;
  int *flag = (int *)omp_target_alloc(sizeof(int), dev);
  omp_target_memcpy(flag, &zero, sizeof(int), 0, 0, dev, omp_get_initial_device());
  struct params p = {2, 5, {1, 2, 3, 4}};
  int s = 3;
#pragma omp target nowait map(from: r) firstprivate(p) is_device_ptr(flag)
  {
    volatile int *f = flag;
    double t0 = omp_get_wtime();
    while (*f == 0 && omp_get_wtime() - t0 < 20.0) {
    }
    r = *f * (s * 100 + p.a * 10 + p.b + (int)p.scale[3]);
  }
  s = 9;
  p.a = 8;
  p.scale[3] = 50;
  omp_target_memcpy(flag, &one, sizeof(int), 0, 0, dev, omp_get_initial_device());
#pragma omp taskwait
  printf("r=%d\n", r);
  return r == 329 ? 0 : 1;
}
`
	stdout, stderr, err := runSource(t, ts, "capture", prog)
	if err != nil || stdout != "r=329\n" {
		t.Errorf("exit %v, stdout %q (want r=329: s, p.a and p.scale[3] as the construct saw them); stderr:\n%s", err, stdout, stderr)
	}
}

// A strided target update with nowait: its descriptors are copied when
// the construct is encountered. (clang-19 moves st[0..2] instead of
// every other element, with or without nowait, so this is no
// clang-compared program.)
func TestTargetTaskStridedUpdate(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <stdio.h>
int main(void) {
  int st[12];
  for (int i = 0; i < 12; i++) st[i] = i;
#pragma omp target enter data map(to: st)
#pragma omp target nowait depend(out: st)
  for (int i = 0; i < 12; i++) st[i] = 100 + i;
#pragma omp target update from(st[0:6:2]) nowait depend(in: st)
#pragma omp taskwait
#pragma omp target exit data map(release: st)
  printf("%d %d %d %d %d\n", st[0], st[1], st[2], st[10], st[11]);
  return 0;
}
`
	stdout, stderr, err := runSource(t, ts, "strided", prog)
	if err != nil || stdout != "100 1 102 110 11\n" {
		t.Errorf("exit %v, stdout %q, want \"100 1 102 110 11\" (every other element from the device); stderr:\n%s", err, stdout, stderr)
	}
}

// A reduction with nowait, after a slow region it depends on: the
// partials and the teams count the launch block allocates (and frees at
// once) are copied at the construct, and the host reuses that memory
// before the reduction runs. (clang-19's program hangs on a reduction
// with nowait, so this is no clang-compared program.)
func TestTargetTaskReduction(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void scribble(void) {
  volatile char junk[4096];
  for (int i = 0; i < 4096; i++) junk[i] = (char)0x7f;
  for (int k = 0; k < 64; k++) {
    char *p = (char *)malloc(64 * (k + 1));
    memset(p, 0x7f, 64 * (k + 1));
    free(p);
  }
}
int main(void) {
  long r0 = 0, r1 = 0;
#pragma omp target nowait map(tofrom: r0) depend(out: r0)
  {
    double t0 = omp_get_wtime();
    while (omp_get_wtime() - t0 < 0.3) {
    }
    r0 = 5;
  }
#pragma omp target teams distribute parallel for nowait map(tofrom: r0) reduction(+: r0) depend(inout: r0)
  for (int i = 0; i < 1000; i++) r0 += i;
  scribble();
#pragma omp target teams distribute parallel for nowait map(tofrom: r1) reduction(+: r1)
  for (int i = 0; i < 2000; i++) r1 += i;
  scribble();
#pragma omp taskwait
  printf("%ld %ld\n", r0, r1);
  return 0;
}
`
	stdout, stderr, err := runSource(t, ts, "reduction", prog)
	if err != nil || stdout != "499505 1999000\n" {
		t.Errorf("exit %v, stdout %q, want \"499505 1999000\"; stderr:\n%s", err, stdout, stderr)
	}
}
