package allocate_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// TestAllocateAlign checks that an allocate directive's align clause
// aligns its variables' declaration in the kernel body, the region's
// host fallback, a declare target function's device body and host text
// (one specifier per declaration, however many of its variables the
// directive names).
func TestAllocateAlign(t *testing.T) {
	src := `#include <omp.h>
#define A 32
#pragma omp declare target
int f(void) {
  int b[2];
  #pragma omp allocate(b) allocator(omp_default_mem_alloc) align(2 * A)
  b[0] = 1;
  return b[0];
}
#pragma omp end declare target
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  {
    int t[4], u;
    #pragma omp allocate(t, u) allocator(omp_default_mem_alloc) align(A)
    t[0] = u = 1;
    r = t[0] + u + f();
  }
  return r;
}
`
	p := analysistest.Build(t, "align.c", src, analysis.Options{})
	if len(p.Kernels) != 1 || !strings.Contains(p.Kernels[0].Body, "_Alignas(32) int t[4], u;") {
		t.Errorf("kernel body lacks the aligned declaration:\n%s", p.Kernels[0].Body)
	}
	var fb string
	inserted := 0
	for _, s := range p.Splices {
		if s.Kernel != nil {
			fb = s.Fallback
		}
		if s.Blank && s.Keep == "_Alignas(64) " && s.Start == s.End {
			inserted++
		}
	}
	if strings.Count(fb, "_Alignas(32) ") != 1 || !strings.Contains(fb, "_Alignas(32) int t[4], u;") || strings.Contains(fb, "allocate") {
		t.Errorf("fallback:\n%s\nwant one aligned declaration and no allocate directive", fb)
	}
	if inserted != 1 {
		t.Errorf("%d insertions of _Alignas(64) in the host text, want 1 (the declare target function's)", inserted)
	}
	if len(p.DeviceFuncs) != 1 || !strings.Contains(p.DeviceFuncs[0].Body, "_Alignas(64) int b[2];") {
		t.Errorf("device function lacks the aligned declaration: %+v", p.DeviceFuncs)
	}
}
