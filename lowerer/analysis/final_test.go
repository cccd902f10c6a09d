package analysis

import (
	"strings"
	"testing"
)

// omp_in_final() in a task with a final clause is spelled as the
// clause's condition (its macros expanded by the front end, its variable captured even
// where only the clause names it); outside such tasks it stays the
// header's routine.
func TestInFinalSpelling(t *testing.T) {
	p := build(t, "s.c", `#include <omp.h>
#define LIM 3
void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:3])
  {
    a[0] = omp_in_final();
    #pragma omp task final(n > LIM) shared(a)
    {
      a[1] = omp_in_final();
      #pragma omp task final(1) shared(a)
      a[2] = omp_in_final();
    }
  }
}
`, Options{})
	if len(p.Kernels) != 1 {
		t.Fatalf("%d kernels, want 1", len(p.Kernels))
	}
	k := p.Kernels[0]
	for _, want := range []string{
		"a[0] = omp_in_final()",
		"a[1] = __omp_final_of((n > 3))",
		"a[2] = __omp_final_of((n > 3) || (1))",
	} {
		if !strings.Contains(k.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, k.Body)
		}
	}
	captured := false
	for _, m := range k.Args {
		captured = captured || m.Var == "n"
	}
	if !captured {
		t.Errorf("n, named only in the final clause, is not passed to the kernel: %+v", k.Args)
	}
}
