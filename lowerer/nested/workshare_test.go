package nested_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// A worksharing loop, single, masked and barrier in a nested parallel
// region run in place on its one thread: the loop keeps its bounds (no
// share of the enclosing team), its lastprivate copy is written back and
// its reduction combined, and the masked block runs under its filter.
func TestNestedWorkshareInline(t *testing.T) {
	p := analysistest.Build(t, "w.c", `#include <omp.h>
void f(int *a, int n) {
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:n])
  {
    int s = 0, q = 0, i;
    #pragma omp parallel
    {
      #pragma omp for reduction(+: s) lastprivate(q) schedule(dynamic)
      for (i = 0; i < n; i++) { s += a[i]; q = i; }
      #pragma omp barrier
      #pragma omp masked filter(1)
      a[0] = s + q;
    }
  }
}
`, analysis.Options{})
	if len(p.Kernels) != 1 {
		t.Fatalf("%d kernels, want 1", len(p.Kernels))
	}
	body := p.Kernels[0].Body
	for _, want := range []string{
		"for (i = 0; i < n; i++)",
		"__typeof__(i) i;",
		"__omp_critical_enter(",
		"if (0) {",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "__omp_barrier") || strings.Contains(body, "__omp_dyn") {
		t.Errorf("a team of one meets no one and shares no iterations:\n%s", body)
	}
	if !strings.Contains(body, "= q; ") {
		t.Errorf("lastprivate q is not written back:\n%s", body)
	}
}
