package devicec_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// TestLongDoubleRefusedOnDevice: every way long double reaches device
// code is refused where it is written, once per region or function.
func TestLongDoubleRefusedOnDevice(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"captured", "void f(long double x, double *a) {\n  #pragma omp target map(tofrom: a[0:1])\n  { a[0] = (double)x; }\n}\n", "3:20: error: type 'long double' is not supported in a target region"},
		{"mapped", "void f(long double x) {\n  #pragma omp target map(tofrom: x)\n  { x = x + 1; }\n}\n", "3:5: error: type 'long double' is not supported in a target region"},
		{"local", "void f(double *a) {\n  #pragma omp target map(tofrom: a[0:1])\n  { long double t = a[0]; a[0] = t; }\n}\n", "3:17: error: type 'long double' is not supported in a target region"},
		{"pointee", "void f(long double *p) {\n  #pragma omp target map(tofrom: p[0:4])\n  { p[1] = 2; }\n}\n", "3:5: error: type 'long double' is not supported in a target region"},
		{"member", "struct S { int n; long double v; };\nvoid f(struct S *s) {\n  #pragma omp target map(tofrom: s[0:1])\n  { s[0].n = 1; }\n}\n", "4:5: error: type 'struct S', which holds a long double, is not supported in a target region"},
		{"declare target function", "#pragma omp declare target\nlong double half(long double x) { return x / 2; }\n#pragma omp end declare target\nvoid f(double *a) {\n  #pragma omp target map(tofrom: a[0:1])\n  { a[0] = 1; }\n}\n", "error: type 'long double' is not supported in declare target function 'half'"},
	} {
		_, err := analysistest.TryBuild(t, "ld.c", tc.src, analysis.Options{})
		if err == nil {
			t.Errorf("%s: lowered without error", tc.name)
			continue
		}
		if lines := strings.Split(err.Error(), "\n"); len(lines) != 1 || !strings.Contains(lines[0], tc.want) {
			t.Errorf("%s: got\n  %v\nwant one error containing\n  %s", tc.name, err, tc.want)
		}
	}
	if _, err := analysistest.TryBuild(t, "ok.c", "void f(long double x, double *a) {\n  x = x * 2;\n  #pragma omp target map(tofrom: a[0:1])\n  { a[0] = 1; }\n}\n", analysis.Options{}); err != nil {
		t.Errorf("long double outside target regions: %v", err)
	}
}
