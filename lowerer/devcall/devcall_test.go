package devcall_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The calls are checked here as the analysis checks them: the tests read
// the plan it builds.

// build plans src, saved as name, and fails the test on any error.
func build(t *testing.T, name, src string) *plan.Plan {
	t.Helper()
	return analysistest.Build(t, name, src, analysis.Options{})
}

// A team function may be called from the code of a target teams region,
// a target teams distribute loop's body and a generic region's code (a
// team of one there) and its parallel regions of code (every thread of
// the team): each such kernel runs real team threads on the host plugin.
func TestOrphanCallSites(t *testing.T) {
	src := `#pragma omp declare target
void g(int *a, int n) {
  #pragma omp for
  for (int i = 0; i < n; i++) a[i]++;
}
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target teams map(tofrom: a[0:n])
  g(a, n);
  #pragma omp target teams distribute map(tofrom: a[0:n])
  for (int j = 0; j < 2; j++) g(a, n);
  #pragma omp target teams map(tofrom: a[0:n])
  {
    g(a, n);
    #pragma omp distribute
    for (int j = 0; j < 2; j++) g(a, n);
    #pragma omp parallel
    { g(a, n); a[0]++; }
  }
}
`
	p := build(t, "s.c", src)
	if len(p.Kernels) != 3 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	for i, k := range p.Kernels {
		if !k.TeamThreads {
			t.Errorf("kernel %d (%s) does not run team threads", i, k.Directive)
		}
	}
	if p.Kernels[2].Generic == nil {
		t.Error("the third region is not generic")
	}
}

// A parallel construct in a declare target function: its device body
// runs the region in place as a team of one at the next level (for the
// calls in parallel regions), and a call in a region's sequential code
// of a function whose body is the construct goes to a copy for a team,
// whose loop is shared out among the team as an orphaned one, in a
// parallel region of code of a generic kernel sized by num_threads.
func TestParallelInDeclareTargetFunction(t *testing.T) {
	src := `#pragma omp declare target
void fill(int *a, int n) {
  #pragma omp parallel for num_threads(4)
  for (int i = 0; i < n; i++) a[i] = omp_get_thread_num();
}
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target parallel num_threads(8) map(tofrom: a[0:n])
  fill(a, n);
  #pragma omp target map(tofrom: a[0:n])
  {
    int m = n;
    fill(a, m);
  }
}
`
	p := build(t, "s.c", src)
	if len(p.Kernels) != 2 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	bodies := map[string]string{}
	for _, f := range p.DeviceFuncs {
		bodies[f.Name] = f.Body
	}
	if b := bodies["fill"]; !strings.Contains(b, "a[i] = __omp_nest_thread_num();") || strings.Contains(b, "__omp_ws_nt") {
		t.Errorf("fill does not run its loop as a team of one:\n%s", b)
	}
	if b := bodies["__omp_teamcall_fill"]; !strings.Contains(b, "__omp_ws_nt = (unsigned long long)omp_get_num_threads()") || !strings.Contains(b, "a[i] = omp_get_thread_num();") {
		t.Errorf("the team's copy does not share its loop among the team:\n%s", b)
	}
	if p.Kernels[0].Generic != nil || strings.Contains(p.Kernels[0].Body, "__omp_teamcall_") {
		t.Errorf("the call in target parallel goes to the team's copy:\n%s", p.Kernels[0].Body)
	}
	g := p.Kernels[1].Generic
	if g == nil || p.Kernels[1].Launch.NumThreads != "4" || !p.Kernels[1].TeamThreads {
		t.Fatalf("the region with the call is not a generic one of 4 real threads: %+v", p.Kernels[1].Launch)
	}
	var text strings.Builder
	for _, pc := range g.Pieces {
		text.WriteString(pc.Text)
	}
	if !strings.Contains(text.String(), "OMP_DEV_PAR_BEGIN") || !strings.Contains(text.String(), "__omp_teamcall_fill(a, m);") {
		t.Errorf("the call is not a parallel region of code:\n%s", text.String())
	}
}

// An if clause on a function's parallel construct refuses a call where
// the region is active (its team is sized at the launch), except one
// with the simd modifier, a hint for each thread's share of a parallel
// for simd loop.
func TestTeamCallIf(t *testing.T) {
	for _, c := range []struct {
		clause string
		want   string // the error, "" when the call lowers
	}{
		{"if(simd: n > 4)", ""},
		{"simdlen(4) if(simd: n > 4)", ""},
		{"if(n > 4)", "its parallel construct has an 'if' clause"},
		{"if(parallel: n > 4)", "its parallel construct has an 'if' clause"},
		{"if(simd: n > 4) if(parallel: n > 2)", "its parallel construct has an 'if' clause"},
	} {
		src := `#pragma omp declare target
void fill(int *a, int n) {
  #pragma omp parallel for simd ` + c.clause + `
  for (int i = 0; i < n; i++) a[i] = i;
}
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  fill(a, n);
}
`
		_, err := analysistest.TryBuild(t, "s.c", src, analysis.Options{})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.clause, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one with %q", c.clause, err, c.want)
		}
	}
}
