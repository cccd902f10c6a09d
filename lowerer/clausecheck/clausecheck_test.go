package clausecheck_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// Each check refuses what clang-19 refuses, and accepts the same
// clause written within range.
func TestChecks(t *testing.T) {
	cases := []struct {
		name, body string
		want       string // "" : accepted
	}{
		{"num_teams zero", "#pragma omp target teams num_teams(0)\n{ a[0] = 1; }", "the argument of 'num_teams' must be a strictly positive integer, found 0"},
		{"num_teams positive", "#pragma omp target teams num_teams(2)\n{ a[0] = 1; }", ""},
		{"device negative", "#pragma omp target device(-1)\n{ a[0] = 1; }", "the argument of 'device' must be a non-negative integer, found -1"},
		{"chunk zero", "#pragma omp target teams distribute parallel for schedule(static, 0)\nfor (int i = 0; i < n; i++) a[i] = i;", "the chunk size of 'schedule' must be a strictly positive integer, found 0"},
		{"simdlen over safelen", "#pragma omp target teams distribute parallel for simd safelen(2) simdlen(4)\nfor (int i = 0; i < n; i++) a[i] = i;", "the argument of 'simdlen' (4) must not be greater than that of 'safelen' (2)"},
		{"const private", "#pragma omp target private(c)\n{ a[0] = c; }", "'c' is const-qualified and cannot be in clause 'private'"},
		{"const firstprivate", "#pragma omp target firstprivate(c)\n{ a[0] = c; }", ""},
		{"shared index", "#pragma omp target teams distribute parallel for shared(i)\nfor (i = 0; i < n; i++) a[i] = i;", "'i' is the index of a loop of '#pragma omp target teams distribute parallel for' and cannot be shared"},
		{"aligned scalar", "#pragma omp target teams distribute parallel for simd aligned(n)\nfor (int i = 0; i < n; i++) a[i] = i;", "'n' in clause 'aligned' must be a pointer or an array, not 'int'"},
		{"aligned pointer", "#pragma omp target teams distribute parallel for simd aligned(a)\nfor (int i = 0; i < n; i++) a[i] = i;", ""},
	}
	for _, c := range cases {
		src := "void f(int *a, int n) {\n  const int c = 1;\n  int i;\n" + c.body + "\n}\n"
		_, err := analysistest.TryBuild(t, "cc.c", src, analysis.Options{})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && err == nil:
			t.Errorf("%s: accepted, want %q", c.name, c.want)
		case c.want != "" && !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// A threadprivate variable has no device copy: it cannot be mapped.
func TestThreadprivateMapped(t *testing.T) {
	src := "int tp;\n#pragma omp threadprivate(tp)\nvoid f(int *a) {\n#pragma omp target map(tofrom: tp)\n{ a[0] = 1; }\n}\n"
	_, err := analysistest.TryBuild(t, "tp.c", src, analysis.Options{})
	if err == nil || !strings.Contains(err.Error(), "'tp' is threadprivate and cannot be in clause 'map'") {
		t.Errorf("err = %v, want the threadprivate map refused", err)
	}
}
