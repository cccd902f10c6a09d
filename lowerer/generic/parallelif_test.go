package generic_test

import (
	"strings"
	"testing"
)

// The if clause of a parallel region of code beside other code sizes the
// launch: the host evaluates it, and the region keeps no condition of
// its own; a combined parallel loop's condition keeps its own runtime
// test, its enumerators spelled for the device (its macros are
// expanded by the front end).
func TestParallelCodeIf(t *testing.T) {
	p := build(t, "s.c", `#define BIG 5
enum { CHUNK = 3 };
void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel num_threads(4) if(parallel: n > BIG)
    {
      int t = n;
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = t;
    }
    #pragma omp parallel for if(n > BIG) schedule(static, CHUNK)
    for (int i = 1; i < n; i++) a[i] += 1;
  }
}
`)
	if len(p.Kernels) != 1 {
		t.Fatalf("%d kernels, want 1", len(p.Kernels))
	}
	k := p.Kernels[0]
	if k.Launch.ParallelIf != "n > 5" {
		t.Errorf("launch if %q, want %q", k.Launch.ParallelIf, "n > 5")
	}
	if k.Generic == nil {
		t.Fatal("not a generic kernel")
	}
	var ifs, outer []string
	for _, pc := range k.Generic.Pieces {
		if pc.Loop != nil {
			ifs = append(ifs, pc.Loop.If)
			outer = append(outer, pc.Loop.Outer...)
		}
	}
	if len(ifs) != 2 || ifs[0] != "" || ifs[1] != "n > 5" {
		t.Errorf("loop conditions %q, want the worksharing loop's none and the parallel loop's %q", ifs, "n > 5")
	}
	if !strings.Contains(strings.Join(outer, "\n"), "(long long)((3))") {
		t.Errorf("the schedule chunk is not the enumerator's value:\n%s", strings.Join(outer, "\n"))
	}
}
