package nested_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// A parallel construct nested in a target parallel region runs inline on
// each thread: its routines are spelled for its level, its firstprivate
// and reduction items get copies around the statement, and the routines
// outside it keep their names.
func TestNestedParallelInline(t *testing.T) {
	p := analysistest.Build(t, "s.c", `#include <omp.h>
void f(int *a, int n) {
  int s = 0;
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:n], s)
  {
    int t = omp_get_thread_num();
    #pragma omp parallel firstprivate(t) reduction(+: s)
    {
      a[t] = omp_get_thread_num() + omp_get_level() + omp_get_team_size(2) + omp_get_ancestor_thread_num(1);
      s += omp_get_num_threads() + omp_get_active_level();
    }
  }
}
`, analysis.Options{})
	if len(p.Kernels) != 1 {
		t.Fatalf("%d kernels, want 1", len(p.Kernels))
	}
	body := p.Kernels[0].Body
	for _, want := range []string{
		"int t = omp_get_thread_num();",
		"__omp_nest_thread_num() + __omp_nest_level() + __omp_nest_team_size(2) + __omp_nest_ancestor_thread_num(1)",
		"__omp_nest_num_threads() + omp_get_active_level()",
		"__omp_critical_enter(",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if !p.RuntimeState {
		t.Error("RuntimeState unset: the nested region reads the level")
	}
}
