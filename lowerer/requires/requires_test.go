package requires_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/requires"
)

// An atomic construct without a memory-order clause takes the order of
// requires atomic_default_mem_order: fences around it; one with a clause
// keeps its own. unified_shared_memory sets the requirement flag, and
// the host output keeps only the clause the host compiler acts on.
func TestRequiresDefaultMemOrder(t *testing.T) {
	src := `#pragma omp requires unified_shared_memory, atomic_default_mem_order(seq_cst)
void f(int *h, int n) {
  #pragma omp target map(tofrom: h[0:n])
  {
    #pragma omp atomic
    h[0] += 1;
    #pragma omp atomic relaxed
    h[1] += 1;
  }
}
`
	p := analysistest.Build(t, "requires.c", src, analysis.Options{})
	body := p.Kernels[0].Body
	for _, want := range []string{
		"{ __omp_atomic_fence(); __omp_atomic_hw_add(&(h[0]), (1), 0); __omp_atomic_fence(); }",
		"(void)__omp_atomic_hw_add(&(h[1]), (1), 0);",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if p.Requires != requires.UnifiedSharedMemory {
		t.Errorf("requires flags %#x, want %#x", p.Requires, requires.UnifiedSharedMemory)
	}
	kept := false
	for _, s := range p.Splices {
		if s.Blank && s.Keep != "" {
			kept = s.Keep == "#pragma omp requires atomic_default_mem_order(seq_cst)"
			if !kept {
				t.Errorf("host keeps %q", s.Keep)
			}
		}
	}
	if !kept {
		t.Errorf("the host output keeps no atomic_default_mem_order")
	}
}
