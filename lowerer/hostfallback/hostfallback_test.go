package hostfallback_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
)

// A worksharing loop with an inscan reduction runs in order on one
// thread in the fallback (libomp lacks the entry gcc compiles its scan
// to): the loop and scan directives are dropped; a simd loop's scan
// stays. With other data-sharing clauses the loop
// stays as written.
func TestFallbackInscan(t *testing.T) {
	const src = "void f(int *a, int *b, int n) {\n  int s = 0, x = 0;\n  #pragma omp target map(tofrom: s, b[0:n]) map(to: a[0:n])\n  {\n  %s\n  for (int i = 0; i < n; i++) {\n    s += a[i];\n    #pragma omp scan inclusive(s)\n    b[i] = s;\n  }\n  }\n}\n"
	cases := []struct {
		name, dir string
		gone      []string
		kept      []string
	}{
		{"parallel for", "#pragma omp parallel for reduction(inscan, +: s)", []string{"parallel for", "scan"}, nil},
		{"simd", "#pragma omp simd reduction(inscan, +: s)", nil, []string{"#pragma omp simd reduction(inscan, +: s)", "#pragma omp scan inclusive(s)"}},
		{"private", "#pragma omp parallel for reduction(inscan, +: s) private(x)", nil, []string{"#pragma omp parallel for reduction(inscan, +: s) private(x)", "#pragma omp scan inclusive(s)"}},
	}
	for _, c := range cases {
		analysistest.CheckFallback(t, c.name, "fs.c", fmt.Sprintf(src, c.dir), c.kept, c.gone)
	}
}

// pragma is the pragma of text (its tokens separated by spaces) and its
// directive.
func pragma(t *testing.T, text string) (*frontend.Pragma, *directive.Directive) {
	t.Helper()
	q := &frontend.Pragma{}
	for _, w := range strings.Fields(text) {
		q.Toks = append(q.Toks, directive.Token{Text: w})
	}
	d, errs := directive.Parse(q.Toks)
	if errs.HasErrors() {
		t.Fatalf("%s: %v", text, errs)
	}
	return q, d
}

// An orphaned worksharing construct of a fallback runs in the team, or
// on the one thread, the fallback has, with its data-sharing clauses.
func TestWorksharingAsHost(t *testing.T) {
	cases := []struct{ text, want string }{
		{"omp distribute parallel for dist_schedule ( static ) private ( x )", "#pragma omp parallel for private ( x )"},
		{"omp for simd lastprivate ( x ) nowait", "#pragma omp parallel for simd lastprivate ( x ) num_threads(1)"},
		{"omp distribute firstprivate ( x )", "#pragma omp parallel for firstprivate ( x ) num_threads(1)"},
		{"omp loop bind ( parallel ) private ( x )", "#pragma omp parallel for private ( x ) num_threads(1)"},
		{"omp single firstprivate ( x ) copyprivate ( y )", "#pragma omp parallel firstprivate ( x ) num_threads(1)"},
		{"omp teams num_teams ( 4 ) thread_limit ( 8 ) reduction ( + : r ) default ( none )", "#pragma omp parallel reduction ( + : r ) num_threads(1)"},
		{"omp teams distribute parallel for num_teams ( 2 ) dist_schedule ( static ) private ( x )", "#pragma omp parallel for private ( x )"},
		{"omp teams distribute simd firstprivate ( x )", "#pragma omp parallel for simd firstprivate ( x ) num_threads(1)"},
		{"omp teams loop lastprivate ( x )", "#pragma omp parallel for lastprivate ( x ) num_threads(1)"},
	}
	for _, c := range cases {
		q, d := pragma(t, c.text)
		if got := hostfallback.WorksharingAsHost(d, q); got != c.want {
			t.Errorf("%s: %q, want %q", c.text, got, c.want)
		}
	}
}

// gcc takes a teams construct only outside every construct: in the
// fallback of a target region that stands in another construct, a teams
// directive nested in the region (its own line or in its block) runs as
// one team, and the distribute loops in it stand orphaned; elsewhere it
// stays.
func TestFallbackEnclosedTeams(t *testing.T) {
	const src = "void f(int *a, int n) {\n  int r = 0;\n%s  #pragma omp target map(tofrom: a[0:n])\n%s%s}\n"
	const block = "  {\n    #pragma omp teams num_teams(2) reduction(+: r)\n    {\n      #pragma omp distribute\n      for (int i = 0; i < n; i++) r += a[i];\n      a[0] = r;\n    }\n  }\n"
	const line = "  #pragma omp teams distribute parallel for num_teams(2)\n  for (int i = 0; i < n; i++) a[i]++;\n"
	cases := []struct {
		name, outer, region, close string
		gone, kept                 []string
	}{
		{"block in a parallel region", "  #pragma omp parallel\n  {\n", block, "  }\n",
			[]string{"omp teams", "omp distribute"}, []string{"#pragma omp parallel reduction ( + : r ) num_threads(1)", "#pragma omp parallel for num_threads(1)"}},
		{"line in a task", "  #pragma omp task\n  {\n", line, "  }\n",
			[]string{"omp teams"}, []string{"#pragma omp parallel for\n"}},
		{"block outside", "", block, "",
			nil, []string{"#pragma omp teams num_teams(2) reduction(+: r)", "#pragma omp distribute\n"}},
		{"line outside", "", line, "",
			nil, []string{"#pragma omp teams distribute parallel for num_teams(2)"}},
	}
	for _, c := range cases {
		analysistest.CheckFallback(t, c.name, "et.c", fmt.Sprintf(src, c.outer, c.region, c.close), c.kept, c.gone)
	}
}
