package hostloops_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// The host fallback of a parallel loop construct runs its loop as the
// host's parallel loop with the construct's parallel, loop and simd
// clauses; on one thread where the host's loop would run it otherwise.
func TestFallbackParallelLoop(t *testing.T) {
	const src = "void f(int *a, int n, unsigned un, int lim) {\n  int s = 0, last = 0;\n  #pragma omp target %s\n  for (int i = 0; i < %s; i++) { s += a[i]; last = i; }\n  a[0] = s + last;\n}\n"
	one := "#pragma omp parallel num_threads(1)"
	cases := []struct {
		name, dir, bound, want string
		loop                   bool
	}{
		{"parallel for", "parallel for num_threads(4) schedule(dynamic, 2) map(to: a[0:n]) reduction(+: s) lastprivate(last)", "n",
			"#pragma omp parallel for num_threads( 4 ) schedule( dynamic , 2 ) reduction( + : s ) lastprivate( last ) firstprivate( last )", true},
		{"parallel for simd", "parallel for simd if(n > 4) simdlen(4) map(to: a[0:n]) reduction(+: s) device(0)", "n",
			"#pragma omp parallel for simd if( n > 4 ) simdlen( 4 ) reduction( + : s )", true},
		{"teams distribute parallel for", "teams distribute parallel for num_teams(2) thread_limit(lim) dist_schedule(static) collapse(1) default(none) shared(a, n, s, last) reduction(+: s)", "n",
			"#pragma omp parallel for collapse( 1 ) shared( a , n , s , last ) reduction( + : s )", true},
		{"if for target only", "parallel for if(target: n > 4) reduction(+: s)", "n",
			"#pragma omp parallel for reduction( + : s )", true},
		{"ordered", "parallel for ordered reduction(+: s)", "n", "", false},
		{"linear", "parallel for linear(last) reduction(+: s)", "n", one, false},
		// Over normalized counters (normal.go).
		{"mixed compare", "parallel for reduction(+: s)", "un", "#pragma omp parallel for reduction( + : s )", true},
		{"teams distribute", "teams distribute reduction(+: s)", "n", "", false},
	}
	for _, c := range cases {
		p := analysistest.Build(t, "fl.c", fmt.Sprintf(src, c.dir, c.bound), analysis.Options{})
		if len(p.Splices) != 1 {
			t.Fatalf("%s: %d splices, want 1", c.name, len(p.Splices))
		}
		s := p.Splices[0]
		if s.FallbackParallel != c.want || s.FallbackLoop != c.loop {
			t.Errorf("%s: fallback line %q (loop %v), want %q (loop %v)", c.name, s.FallbackParallel, s.FallbackLoop, c.want, c.loop)
		}
		normal := c.bound == "un" && c.loop
		if got := s.FallbackDecls != "" && strings.Contains(s.Fallback, "int i = "); got != normal {
			t.Errorf("%s: loop over normalized counters %v, want %v:\n%s\n%s", c.name, got, normal, s.FallbackDecls, s.Fallback)
		}
	}
}

// Loop constructs the fallback keeps for gcc run over normalized
// counters where gcc would compute their iteration space otherwise, and
// every taskloop does (grainsize(strict:) as one task per chunk, linear
// items set from the logical iteration).
func TestFallbackNormalLoops(t *testing.T) {
	const src = "void f(int *a, int n, unsigned un, int x) {\n  #pragma omp target map(tofrom: a[0:64], x)\n  {\n  %s\n  for (int i = %s) { a[i & 63] += x; %s }\n  }\n}\n"
	cases := []struct {
		name, dir, header, body string
		want, gone              []string
	}{
		{"inclusive", "#pragma omp parallel for", "n; i >= -2147483647 - 1; i--", "",
			[]string{"__omp_ntrip1_0 = __omp_trip_s(", "for (__UINT64_TYPE__ __omp_niv1_0 = 0;", "int i = (int)("}, []string{"i >= -"}},
		{"mixed compare", "#pragma omp parallel for", "-1; i < un; i++", "",
			[]string{"__omp_trip_u((unsigned long long)((unsigned)(__omp_nlb1_0))", "#line 4"}, []string{"i < un"}},
		{"exclusive", "#pragma omp parallel for", "0; i < n; i++", "", []string{"i < n; i++"}, []string{"__omp_niv"}},
		{"simd", "#pragma omp simd", "0; i <= n; i++", "", []string{"__omp_niv1_0"}, []string{"i <= n"}},
		{"taskloop", "#pragma omp taskloop num_tasks(3)", "n; i > 0; i--", "",
			[]string{"#pragma omp taskloop num_tasks(3)\n", "__omp_niv1_0 < __omp_ntrip1_0"}, []string{"i > 0"}},
		{"strict", "#pragma omp taskloop grainsize(strict: n / 2) shared(a)", "0; i < n; i++", "",
			[]string{"grainsize(1) shared( a )", "(n / 2) < 1 ? 1 :", "__omp_niv1_0 - __omp_nc1 * __omp_ngs1 < __omp_ngs1"}, []string{"strict"}},
		{"linear", "#pragma omp taskloop simd linear(x: 2) grainsize(4)", "0; i < n; i++", "x += 2;",
			[]string{"lastprivate( x ) grainsize( 4 )", "x = __omp_nlx1_x + (long long)__omp_niv1_0 * __omp_nls1_x;"}, []string{"linear"}},
	}
	for _, c := range cases {
		analysistest.CheckFallback(t, c.name, "fn.c", fmt.Sprintf(src, c.dir, c.header, c.body), c.want, c.gone)
	}
}

// A loop construct whose line the fallback rewrites (lastprivate items
// firstprivate too, an orphaned construct as a parallel loop) runs over
// normalized counters where its test needs them, printed from the
// rewritten line; one whose test gcc computes as C keeps that line and
// its loop.
func TestFallbackRewrittenLines(t *testing.T) {
	const src = "void f(int *a, int n, int x) {\n  int t = 0;\n  unsigned v = 0;\n  #pragma omp target %s map(tofrom: a[0:64], t, v)\n  {\n  %s\n  for (%s) { a[t & 63] += x; t = x; }\n  }\n}\n"
	const prologue = "{ unsigned q = (unsigned)((unsigned long long)(__omp_nlb1_0) + (unsigned long long)(__omp_niv1_0) * (unsigned long long)(__omp_nst1_0));"
	down := "unsigned q = 28u; q > 0u; q -= 3"
	cases := []struct {
		name, target, dir, header string
		want, gone                []string
	}{
		{"parallel for", "", "#pragma omp parallel for lastprivate(t)", down,
			[]string{"#line 6 \"fl.c\"\n#pragma omp parallel for lastprivate ( t ) firstprivate( t )\n", prologue}, []string{"q > 0u"}},
		{"several items, default(none)", "", "#pragma omp parallel for lastprivate(t) default(none) shared(a) lastprivate(x)", down,
			[]string{"#pragma omp parallel for lastprivate ( t ) default ( none ) shared ( a ) lastprivate ( x ) firstprivate( t , x ) firstprivate(__omp_nlb1_0, __omp_nst1_0, __omp_ntrip1_0)\n", prologue}, []string{"q > 0u"}},
		{"index copied out", "", "#pragma omp parallel for lastprivate(t, v)", "v = 28u; v > 0u; v -= 3",
			[]string{"#pragma omp parallel for lastprivate( t ) firstprivate( t )\n", "if (__omp_ntrip1_0 != 0) v = "}, []string{"v > 0u"}},
		{"for in parallel", "parallel", "#pragma omp for simd lastprivate(t)", down,
			[]string{"#pragma omp for simd lastprivate ( t ) firstprivate( t )\n", prologue}, []string{"q > 0u"}},
		{"distribute parallel for in teams", "teams", "#pragma omp distribute parallel for lastprivate(t)", down,
			[]string{"#pragma omp parallel for lastprivate ( t ) firstprivate( t )\n", prologue}, []string{"q > 0u", "distribute"}},
		{"signed, literal bounds", "", "#pragma omp parallel for lastprivate(t)", "int q = 28; q > 0; q -= 3",
			[]string{"#pragma omp parallel for lastprivate ( t ) firstprivate( t )\n  for (int q = 28; q > 0; q -= 3)"}, []string{"__omp_niv"}},
		{"signed, difference may overflow", "", "#pragma omp parallel for lastprivate(t)", "int q = x; q < n; q += 3",
			[]string{"#pragma omp parallel for lastprivate ( t ) firstprivate( t )\n", "__omp_niv1_0 < __omp_ntrip1_0"}, []string{"q < n"}},
	}
	for _, c := range cases {
		analysistest.CheckFallback(t, c.name, "fl.c", fmt.Sprintf(src, c.target, c.dir, c.header), c.want, c.gone)
	}
}
