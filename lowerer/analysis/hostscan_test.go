package analysis

import (
	"strings"
	"testing"
)

// Host worksharing loops with inscan reductions: a parallel for [simd]
// runs its loop in order (its directive and scan blanked), simd stays,
// the others are refused (gcc's code would abort in libomp).
func TestHostScans(t *testing.T) {
	loop := "for (int i = 0; i < 8; i++) {\ns += a[i];\n#pragma omp scan inclusive(s)\nb[i] = s;\n}\n"
	for _, tt := range []struct {
		name, dir, err string
		blanked        int // host splices that blank a line
	}{
		{"parallel for", "#pragma omp parallel for reduction(inscan, +: s) schedule(static)\n", "", 2},
		{"parallel for simd", "#pragma omp parallel for simd reduction(inscan, +: s)\n", "", 2},
		{"simd stays", "#pragma omp simd reduction(inscan, +: s)\n", "", 0},
		{"parallel for private", "#pragma omp parallel for reduction(inscan, +: s) private(t)\n", "on this worksharing loop outside target regions is not supported yet", 0},
		{"for in parallel", "#pragma omp parallel\n#pragma omp for reduction(inscan, +: s)\n", "on this worksharing loop outside target regions is not supported yet", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := "void f(int *a, int *b) {\nint s = 0, t = 0;\n" + tt.dir + loop + "}\nint main(void) {\nint x = 0;\n#pragma omp target map(tofrom: x)\nx = 1;\nreturn x;\n}\n"
			p, errs := tryBuild(t, "scan.c", src, Options{})
			if tt.err != "" {
				if errs == nil || !strings.Contains(errs.Error(), tt.err) {
					t.Fatalf("errors %v, want %q", errs, tt.err)
				}
				return
			}
			if errs != nil {
				t.Fatal(errs)
			}
			n := 0
			for _, s := range p.Splices {
				if s.Blank && s.Start < strings.Index(src, "int main") {
					n++
				}
			}
			if n != tt.blanked {
				t.Errorf("%d blanked lines in f, want %d", n, tt.blanked)
			}
		})
	}
}
