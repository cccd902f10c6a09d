package kernelplan_test

import (
	"strings"
	"testing"
)

// TestArrayLastprivateItems checks which arrays a combined construct's
// lastprivate clause takes: "" wants the unit lowered, else a part of
// the error.
func TestArrayLastprivateItems(t *testing.T) {
	tests := []struct{ decl, clauses, want string }{
		{"int v[4];", "lastprivate(v) map(tofrom: v)", ""},
		{"int *v[4];", "lastprivate(v) map(tofrom: v)", ""},
		{"struct lq { int x; int *p; } v[2];", "lastprivate(v) map(tofrom: v)", ""},
		{"union lu { int x; float f; } v[2][3];", "lastprivate(v) map(tofrom: v)", ""},
		{"int v[4];", "firstprivate(v) lastprivate(v) map(tofrom: v)", ""},
		{"int v[n];", "lastprivate(v) map(tofrom: v)", ""},
		{"double v[n];", "firstprivate(v) lastprivate(v) map(tofrom: v[0:n])", ""},
		{"long double v[2];", "lastprivate(v) map(tofrom: v)", "u.c:3:45: error: 'lastprivate' of the array 'v' is not supported yet (long double elements: the device's long double is not the host's)"},
		{"struct ld { long double x; } v[2];", "lastprivate(v) map(tofrom: v)", "(long double elements"},
		{"int v[n][n];", "lastprivate(v) map(tofrom: v)", ""},
		{"struct lq { int x; } v[2][n][n];", "firstprivate(v) lastprivate(v) map(tofrom: v)", ""},
		{"float v[3][n];", "lastprivate(v) map(tofrom: v)", ""},
		{"long double v[n][2];", "lastprivate(v) map(tofrom: v)", "u.c:3:45: error: 'lastprivate' of the array 'v' is not supported yet (long double elements: the device's long double is not the host's)"},
		{"long double v[n];", "lastprivate(v) map(tofrom: v)", "(long double elements"},
		{"int v[4];", "lastprivate(conditional: v) map(tofrom: v)", "'v' in 'lastprivate(conditional: ...)' is not a scalar variable"},
		{"int v[4];", "linear(v) map(tofrom: v)", "'linear' of the array 'v' is not supported yet"},
	}
	for _, tt := range tests {
		src := "void f(int n) {\n  " + tt.decl + "\n#pragma omp target parallel for " + tt.clauses + "\n  for (int i = 0; i < n; i++) ;\n}\n"
		_, errs := lowerSrc(t, src)
		switch {
		case tt.want == "" && errs != "":
			t.Errorf("%s / %s: %s", tt.decl, tt.clauses, errs)
		case tt.want != "" && !strings.Contains(errs, tt.want):
			t.Errorf("%s / %s:\n got %s\nwant %s", tt.decl, tt.clauses, errs, tt.want)
		}
	}
}
