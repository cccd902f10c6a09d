package hostlastcond_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// A host worksharing loop with lastprivate(conditional:) outside target
// regions is rewritten to track the items itself; the host's combined
// and simd constructs stay for gcc.
func TestHostConditionals(t *testing.T) {
	const src = "int x;\nvoid f(int *a, int n, int c) {\n  int y = 0;\n  #pragma omp parallel\n  {\n  %s\n  for (int i = 0; %s; i++) if (a[i] > c) { x = i; y++; }\n  }\n  a[0] = y;\n}\n"
	cases := []struct {
		name, dir, test string
		want, gone      []string
	}{
		{"for simd", "#pragma omp for simd safelen(4) if(c) lastprivate(conditional: x, y) firstprivate(y) schedule(static, 2) nowait", "i < n",
			[]string{"\n#pragma omp for firstprivate( y ) schedule( static , 2 ) private(x) nowait\n", "#pragma omp single copyprivate(__omp_hlcp1)",
				"({ __typeof__(x) __omp_hlt = x = i; if (!__omp_hlch1_x || (__omp_hlci1_0 >= __omp_hlck1_x_0))",
				"({ __typeof__(y) __omp_hlt = y++;", "y = __omp_hlcv1_y;", "#pragma omp barrier\n}\n#line 7 "},
			[]string{"safelen", "if(", "simd", "conditional", "__omp_niv"}},
		{"inclusive bound", "#pragma omp for lastprivate(conditional: x)", "i <= n",
			[]string{"__omp_niv1_0 < __omp_ntrip1_0", "int i = (int)(", "private(x) nowait"}, []string{"i <= n"}},
	}
	for _, c := range cases {
		text := fmt.Sprintf(src, c.dir, c.test)
		p := analysistest.Build(t, "hc.c", text, analysis.Options{})
		var out strings.Builder
		at := 0
		for _, s := range p.Splices {
			if !s.Blank {
				t.Fatalf("%s: a splice that is not host text", c.name)
			}
			out.WriteString(text[at:s.Start] + s.Keep + strings.Repeat("\n", s.Newlines))
			at = s.End
		}
		out.WriteString(text[at:])
		for _, w := range c.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: the host text lacks %q:\n%s", c.name, w, out.String())
			}
		}
		for _, g := range c.gone {
			if strings.Contains(out.String(), g) {
				t.Errorf("%s: the host text has %q:\n%s", c.name, g, out.String())
			}
		}
	}
	for _, dir := range []string{"#pragma omp simd lastprivate(conditional: x)", "#pragma omp for lastprivate(x)"} {
		if p := analysistest.Build(t, "hc.c", fmt.Sprintf(src, dir, "i < n"), analysis.Options{}); len(p.Splices) != 0 {
			t.Errorf("%s: %d splices, want none", dir, len(p.Splices))
		}
	}
	// A loop written by a macro in a target region is the region's.
	const inTarget = "#define LOOP(v) _Pragma(\"omp for lastprivate(conditional: v)\") for (int i = 0; i < 64; i++) if (a[i] > 0) v = i;\nint a[64];\nint f(void) {\n  int v = -1;\n  #pragma omp target parallel map(tofrom: v, a)\n  {\n    LOOP(v)\n  }\n  return v;\n}\n"
	if p := analysistest.Build(t, "hc.c", inTarget, analysis.Options{}); len(p.Kernels) != 1 {
		t.Errorf("the target region's loop: %d kernels, want 1", len(p.Kernels))
	}
	// Sections: the assignment records its section's number.
	const secs = "int x;\nvoid g(int c) {\n  #pragma omp sections lastprivate(conditional: x)\n  {\n    x = 1;\n    #pragma omp section\n    if (c) x = 2;\n  }\n}\n"
	var keep strings.Builder
	for _, s := range analysistest.Build(t, "hs.c", secs, analysis.Options{}).Splices {
		keep.WriteString(s.Keep)
	}
	for _, w := range []string{"#pragma omp sections private(x) nowait", "__omp_hlci0_0 = 0; if", "__omp_hlci0_0 = 1; if", "#pragma omp barrier"} {
		if !strings.Contains(keep.String(), w) {
			t.Errorf("sections: the host text lacks %q:\n%s", w, keep.String())
		}
	}
}

// The constructs the rewrite cannot track are refused where they stand.
func TestRefusals(t *testing.T) {
	const src = "int x;\nvoid f(int *a, int n) {\n%s}\n"
	cases := []struct{ name, code, want string }{
		{"parallel sections", "  #pragma omp parallel sections lastprivate(conditional: x)\n  {\n    x = 1;\n  }\n",
			"hc.c:3:11: error: 'lastprivate(conditional: ...)' on '#pragma omp parallel sections' outside target regions"},
		{"address", "  #pragma omp for lastprivate(conditional: x)\n  for (int i = 0; i < n; i++) { int *p = &x; *p = i; }\n",
			"hc.c:4:43: error: the address of 'x'"},
		{"outside the innermost body", "  #pragma omp for collapse(2) lastprivate(conditional: x)\n  for (int i = 0; i < n + (x = 0); i++) for (int j = 0; j < n; j++) a[j] = i;\n",
			"hc.c:4:28: error: an assignment of 'x', which is in 'lastprivate(conditional: ...)' on '#pragma omp for', outside the body of its innermost loop"},
		{"loop variable", "  int i;\n  #pragma omp for lastprivate(conditional: i)\n  for (i = 0; i < n; i++) a[i] = i;\n",
			"error: the loop variable 'i' in 'lastprivate(conditional: ...)'"},
		{"cancel", "  #pragma omp for lastprivate(conditional: x)\n  for (int i = 0; i < n; i++) {\n    x = i;\n    #pragma omp cancel for\n  }\n",
			"hc.c:6:13: error: '#pragma omp cancel for' in a loop with 'lastprivate(conditional: ...)'"},
	}
	for _, c := range cases {
		_, err := analysistest.TryBuild(t, "hc.c", fmt.Sprintf(src, c.code), analysis.Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one with %q", c.name, err, c.want)
		}
	}
}
