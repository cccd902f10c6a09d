package analysis

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
)

// copyprivate on a single in a declare target function: thread 0 runs
// the statement, then a team of more than one broadcasts each item (the
// copy's last barrier ends the single); a shared item is refused.
func TestOrphanSingleCopyprivate(t *testing.T) {
	src := `#pragma omp declare target
int g(int *a) {
  int x = 1, *p = 0;
  #pragma omp single copyprivate(x, p)
  { x = a[0]; p = a; }
  return x + p[1];
}
#pragma omp end declare target
`
	p := build(t, "s.c", src, Options{})
	if len(p.DeviceFuncs) != 1 {
		t.Fatalf("%d device functions", len(p.DeviceFuncs))
	}
	b := p.DeviceFuncs[0].Body
	want := "{ if (omp_get_thread_num() == 0) { { x = a[0]; p = a; } } if (omp_get_num_threads() > 1) { __omp_copyprivate(&x); __omp_copyprivate(&p); } }"
	if !strings.Contains(b, want) || strings.Contains(b, devsync.FuncBarrier) {
		t.Errorf("body lacks %q or keeps a second barrier:\n%s", want, b)
	}
}

// A team function may be called from the code of a target teams region,
// a target teams distribute loop's body and a generic region's code (a
// team of one there) and its parallel regions of code (every thread of
// the team): each such kernel runs real team threads on the host plugin.
func TestOrphanCallSites(t *testing.T) {
	src := `#pragma omp declare target
void g(int *a, int n) {
  #pragma omp for
  for (int i = 0; i < n; i++) a[i]++;
}
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target teams map(tofrom: a[0:n])
  g(a, n);
  #pragma omp target teams distribute map(tofrom: a[0:n])
  for (int j = 0; j < 2; j++) g(a, n);
  #pragma omp target teams map(tofrom: a[0:n])
  {
    g(a, n);
    #pragma omp distribute
    for (int j = 0; j < 2; j++) g(a, n);
    #pragma omp parallel
    { g(a, n); a[0]++; }
  }
}
`
	p := build(t, "s.c", src, Options{})
	if len(p.Kernels) != 3 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	for i, k := range p.Kernels {
		if !k.TeamThreads {
			t.Errorf("kernel %d (%s) does not run team threads", i, k.Directive)
		}
	}
	if p.Kernels[2].Generic == nil {
		t.Error("the third region is not generic")
	}
}
