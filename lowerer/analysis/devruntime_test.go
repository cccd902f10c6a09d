package analysis

import (
	"strings"
	"testing"
)

// Kernels know their level and constant thread limit; a unit whose
// device code reads the execution state (here only in a declare target
// function) says so, and one that does not leaves its kernels as they
// were.
func TestDeviceRuntimeState(t *testing.T) {
	src := `#include <omp.h>
#define TL 6
#pragma omp declare target
static int lvl(void) { return omp_get_level(); }
#pragma omp end declare target
void f(int *a, int n, int m) {
  #pragma omp target teams num_teams(2) thread_limit(TL) map(tofrom: a[0:n])
  a[0] = lvl();
  #pragma omp target parallel for thread_limit(m + 1) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = omp_get_thread_num();
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel num_threads(4)
  {
    #pragma omp for
    for (int i = 0; i < n; i++) a[i] += 1;
    #pragma omp for
    for (int i = 0; i < n; i++) a[i] += 2;
  }
  #pragma omp target map(tofrom: a[0:n]) thread_limit(2 * TL)
  {
    a[0] = 1;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
`
	p := build(t, "s.c", src, Options{})
	if !p.RuntimeState {
		t.Error("RuntimeState unset: a declare target function calls omp_get_level")
	}
	type want struct{ level, limit int }
	wants := []want{{0, 6}, {1, 0}, {1, 0}, {0, 12}}
	if len(p.Kernels) != len(wants) {
		t.Fatalf("%d kernels, want %d", len(p.Kernels), len(wants))
	}
	for i, k := range p.Kernels {
		if k.Level != wants[i].level || k.ThreadLimit != wants[i].limit {
			t.Errorf("kernel %d (%s): level %d thread limit %d, want %d %d", i, k.Directive.Kind, k.Level, k.ThreadLimit, wants[i].level, wants[i].limit)
		}
	}

	p = build(t, "n.c", `#include <omp.h>
void f(int *a, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = omp_get_thread_num() + omp_get_team_num() + omp_get_max_threads();
}
`, Options{})
	if p.RuntimeState {
		t.Error("RuntimeState set, but no routine reads the execution state")
	}
}

// OpenMP routines the device does not provide are positioned errors that
// say why.
func TestDeviceRoutineRefused(t *testing.T) {
	_, err := tryBuild(t, "r.c", `#include <omp.h>
void f(int *a) {
  #pragma omp target map(tofrom: a[0:4])
  {
    omp_set_num_threads(2);
    a[0] = omp_get_num_places();
    a[1] = omp_get_partition_num_places();
  }
}
`, Options{})
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{
		"5:5: error: OpenMP routine 'omp_set_num_threads' cannot be called in a target region",
		"6:12: error: OpenMP routine 'omp_get_num_places' in a target region is not supported yet",
		"7:12: error: OpenMP routine 'omp_get_partition_num_places' in a target region is not supported yet",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("errors lack %q:\n%v", want, err)
		}
	}
}
