package infinal_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// omp_in_final() in a task with a final clause is spelled as the
// condition only where the condition keeps the value it had where the
// task began; otherwise it is refused, saying why.
func TestConditions(t *testing.T) {
	cases := []struct {
		name, task string
		want       string // "" : spelled
	}{
		{"kept", "#pragma omp task final(n > 2) shared(a)\na[0] = omp_in_final();", ""},
		{"written", "#pragma omp task final(n > 2) shared(a)\n{ n = 1; a[0] = omp_in_final(); }", "'n' in its condition is written in the task"},
		{"static", "#pragma omp task final(s > 2) shared(a)\na[0] = omp_in_final();", "'s' in its condition has static storage"},
		{"call", "#pragma omp task final(g(n)) shared(a)\na[0] = omp_in_final();", "its condition calls 'g'"},
		{"private", "#pragma omp task final(n > 2) private(n) shared(a)\na[0] = omp_in_final();", "'n' in its condition is private in the task"},
	}
	for _, c := range cases {
		src := "#include <omp.h>\nstatic int s;\nint g(int v) { return v; }\nvoid f(int *a, int n) {\n#pragma omp target map(tofrom: a[0:1])\n{\n" + c.task + "\n}\n}\n"
		p, err := analysistest.TryBuild(t, "fin.c", src, analysis.Options{})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want == "" && !strings.Contains(p.Kernels[0].Body, "__omp_final_of((n > 2))"):
			t.Errorf("%s: body lacks the condition:\n%s", c.name, p.Kernels[0].Body)
		case c.want != "" && err == nil:
			t.Errorf("%s: accepted, want %q", c.name, c.want)
		case c.want != "" && !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
