package analysis

import (
	"fmt"
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
