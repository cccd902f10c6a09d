package analysis

import (
	"fmt"
	"strings"
	"testing"
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
