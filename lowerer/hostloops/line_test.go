package hostloops

import (
	"reflect"
	"testing"
)

func TestLineTokens(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{" omp parallel for lastprivate ( t ) firstprivate( t , u )",
			[]string{"omp", "parallel", "for", "lastprivate", "(", "t", ")", "firstprivate", "(", "t", ",", "u", ")"}},
		{"omp for num_threads(1) schedule(static, n<<2)",
			[]string{"omp", "for", "num_threads", "(", "1", ")", "schedule", "(", "static", ",", "n", "<<", "2", ")"}},
		{"omp simd safelen(0x1p+3e) aligned(p->q: 8)",
			[]string{"omp", "simd", "safelen", "(", "0x1p+3e", ")", "aligned", "(", "p", "->", "q", ":", "8", ")"}},
		// A preprocessing number takes the dots after it, as in C.
		{"omp x(\"a b\\\"\", L'c', .5f..., ...)",
			[]string{"omp", "x", "(", "\"a b\\\"\"", ",", "L'c'", ",", ".5f...", ",", "...", ")"}},
		{"omp for \\\n  lastprivate(a)", []string{"omp", "for", "lastprivate", "(", "a", ")"}},
	} {
		if got := lineTokens(c.line); !reflect.DeepEqual(got, c.want) {
			t.Errorf("lineTokens(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}
