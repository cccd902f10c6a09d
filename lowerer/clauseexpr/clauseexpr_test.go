package clauseexpr_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// The if clause of a parallel construct beside code in a target region
// is evaluated on the host where it names only what the host sees as
// the device does; otherwise Host says why, in the error.
func TestHost(t *testing.T) {
	const src = "#define LIMIT 100\nint g;\nint h(int);\nvoid f(double *a, int n, int m) {\n  double d = 1;\n  #pragma omp target map(tofrom: a[0:n]) %s\n  {\n    a[0] = 1;%s\n    #pragma omp parallel if(%s)\n    {\n      #pragma omp for\n      for (int i = 1; i < n; i++) a[i] = 0;\n      a[0] = 1;\n    }\n  }\n}\n"
	cases := []struct {
		name, clauses, code, cond, want string // want "": no error
	}{
		{"firstprivate scalar", "", "", "n > LIMIT", ""},
		{"call", "", "", "h(n) > 1", "a call of 'h' in its condition"},
		{"static", "", "", "g > 1", "'g' in its condition has static storage"},
		{"macro", "", "", "LIMIT > g", "'g' in its condition has static storage"},
		{"mapped", "map(to: m)", "", "m > 1", "'m' in its condition is in a clause of the target construct"},
		{"written", "", "\n    n = n / 2;", "n > 1", "'n' in its condition is written in the region (at 9:5)"},
		{"pointer", "", "", "a != 0", "'a' in its condition is not a variable of arithmetic type"},
	}
	for _, c := range cases {
		_, err := analysistest.TryBuild(t, "pi.c", fmt.Sprintf(src, c.clauses, c.code, c.cond), analysis.Options{})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one with %q", c.name, err, c.want)
		}
	}
}
