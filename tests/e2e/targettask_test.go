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
