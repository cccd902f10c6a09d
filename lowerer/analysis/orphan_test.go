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
