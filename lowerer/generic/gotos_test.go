package generic_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// genericText returns the text pieces of the first kernel's generic
// region, joined.
func genericText(t *testing.T, p *plan.Plan) string {
	t.Helper()
	g := p.Kernels[0].Generic
	if g == nil {
		t.Fatal("the region is not generic")
	}
	var b strings.Builder
	for _, pc := range g.Pieces {
		b.WriteString(pc.Text)
		b.WriteString("\n")
		if pc.Loop != nil {
			for _, in := range pc.Loop.Pieces {
				b.WriteString(in.Text)
				b.WriteString("\n")
			}
		}
	}
	return b.String()
}

// A goto of thread 0's code whose label stands in another statement
// takes the team along; one whose label stands in the same statement
// stays thread 0's.
func TestGenericTeamJumps(t *testing.T) {
	tests := []struct {
		name, region string
		want, not    []string
	}{{
		name: "forward past a loop, to thread 0's statement",
		region: `    if (n < 8) goto small;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] = 0;
  small:
    a[0] = 1;`,
		want: []string{
			"int __omp_jump = 0;",
			"if (n < 8) { __omp_jump = 1; goto __omp_jx_1; }\n__omp_jx_1:;",
			"if (OMP_DEV_UNIFORM(__omp_jump == 1)) { __omp_jump = 0; if (OMP_DEV_MASTER) goto small; goto __omp_jl_1; }",
			"small:\na[0] = 1;\n}\n__omp_jl_1:;",
		},
	}, {
		name: "backward to a label on a loop",
		region: `    int k = 0;
  again:
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] += 1;
    k++;
    if (k < 3) goto again;`,
		want: []string{
			"again:;\n",
			"if (OMP_DEV_UNIFORM(__omp_jump == 1)) { __omp_jump = 0; goto again; }",
		},
		not: []string{"__omp_jl_"},
	}, {
		name: "out of a while that holds a loop",
		region: `    int k = 0;
    while (k < 9) {
      #pragma omp parallel for
      for (int i = 0; i < n; i++) a[i] += k;
      if (a[3] > 40) goto done;
      k++;
    }
  done:
    a[1] = k;`,
		want: []string{"if (OMP_DEV_MASTER) goto done; goto __omp_jl_1; }", "a[1] = k;\n}\n__omp_jl_1:;"},
	}, {
		name: "within thread 0's statement",
		region: `    {
      int k = 0;
    top:
      if (k < 5) { k++; goto top; }
      a[1] = k;
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] += 1;`,
		want: []string{"if (k < 5) { k++; goto top; }"},
		not:  []string{"__omp_jump"},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "void f(double *a, int n) {\n  #pragma omp target map(tofrom: a[0:n])\n  {\n" + tc.region + "\n  }\n}\n"
			got := genericText(t, build(t, "g.c", src))
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("missing %q in\n%s", w, got)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(got, w) {
					t.Errorf("unexpected %q in\n%s", w, got)
				}
			}
		})
	}
}

// The walk thread 0 runs alone when a loop's if clause is false has
// labels of its own.
func TestGenericIfLabels(t *testing.T) {
	src := `void f(double *a, int n, int c) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for if(c)
    for (int i = 1; i < n; i++) {
      if (a[i] < 0) goto zero;
      continue;
    zero:
      a[i] = 0;
    }
  }
}
`
	var l *plan.ParallelLoop
	for _, pc := range build(t, "i.c", src).Kernels[0].Generic.Pieces {
		if pc.Loop != nil {
			l = pc.Loop
		}
	}
	if l == nil || l.If == "" {
		t.Fatalf("loop %+v, want one with an if", l)
	}
	if !strings.Contains(l.Body, "goto zero;") || !strings.Contains(l.Body, "zero:") {
		t.Errorf("Body lacks its label:\n%s", l.Body)
	}
	if !strings.Contains(l.OneBody, "goto __omp_if0_zero;") || !strings.Contains(l.OneBody, "__omp_if0_zero:") || strings.Contains(l.OneBody, " zero") {
		t.Errorf("OneBody's labels are not renamed:\n%s", l.OneBody)
	}
}
