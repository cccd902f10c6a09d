package analysis

import (
	"fmt"
	"strings"
	"testing"
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
		{"mixed compare", "parallel for reduction(+: s)", "un", one, false},
		{"teams distribute", "teams distribute reduction(+: s)", "n", "", false},
	}
	for _, c := range cases {
		p := build(t, "fl.c", fmt.Sprintf(src, c.dir, c.bound), Options{})
		if len(p.Splices) != 1 {
			t.Fatalf("%s: %d splices, want 1", c.name, len(p.Splices))
		}
		s := p.Splices[0]
		if s.FallbackParallel != c.want || s.FallbackLoop != c.loop {
			t.Errorf("%s: fallback line %q (loop %v), want %q (loop %v)", c.name, s.FallbackParallel, s.FallbackLoop, c.want, c.loop)
		}
	}
}

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
		p := build(t, "fs.c", fmt.Sprintf(src, c.dir), Options{})
		if len(p.Splices) != 1 {
			t.Fatalf("%s: %d splices, want 1", c.name, len(p.Splices))
		}
		fb := p.Splices[0].Fallback
		for _, g := range c.gone {
			if strings.Contains(fb, g) {
				t.Errorf("%s: the fallback still has %q:\n%s", c.name, g, fb)
			}
		}
		for _, k := range c.kept {
			if !strings.Contains(fb, k) {
				t.Errorf("%s: the fallback lacks %q:\n%s", c.name, k, fb)
			}
		}
	}
}
