package wsshared_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// Each worksharing construct's reduction, firstprivate and lastprivate
// items must be shared in the parallel region it binds to; the errors
// name the clause and, in the note, why the item is private there.
func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name, region, want, note string
	}{
		{"private on target parallel", `#pragma omp target parallel private(s) map(tofrom: s)
  {
    #pragma omp sections reduction(+: s)
    { s += 1; }
  }`, "reduction variable must be shared", "defined as private"},
		{"firstprivate on nested parallel", `#pragma omp target map(tofrom: s)
  {
    #pragma omp parallel firstprivate(s)
    {
      #pragma omp single firstprivate(s)
      s += 1;
    }
  }`, "firstprivate variable must be shared", "defined as firstprivate"},
		{"local of the parallel region", `#pragma omp target parallel map(tofrom: s)
  {
    int l = 0;
    #pragma omp sections reduction(+: l)
    { l += 1; }
    s = l;
  }`, "reduction variable must be shared", "predetermined as private"},
		{"shared", `#pragma omp target parallel map(tofrom: s)
  {
    #pragma omp sections reduction(+: s)
    { s += 1; }
  }`, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "void f(void) {\n  int s = 0;\n  " + tc.region + "\n}\n"
			_, err := analysistest.TryBuild(t, "s.c", src, analysis.Options{})
			if tc.want == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.note) {
				t.Fatalf("error %v, want %q with note %q", err, tc.want, tc.note)
			}
		})
	}
}
