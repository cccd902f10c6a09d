package hostlinear_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostlinear"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// hostText applies the plan's splices, all host text, to text.
func hostText(t *testing.T, name, text string) string {
	t.Helper()
	p := analysistest.Build(t, "hl.c", text, analysis.Options{})
	var out strings.Builder
	at := 0
	for _, s := range p.Splices {
		if !s.Blank {
			t.Fatalf("%s: a splice that is not host text", name)
		}
		out.WriteString(text[at:s.Start] + s.Keep + strings.Repeat("\n", s.Newlines))
		at = s.End
	}
	out.WriteString(text[at:])
	return out.String()
}

// The host's own loop constructs with linear items print the directive
// anew in gcc's spelling and set each item at the start of every
// iteration from the loop's indices.
func TestRewrite(t *testing.T) {
	const src = "void f(int *a, int n) {\n  int z = 0; long w = 1; int *p = a;\n  #pragma omp parallel\n  {\n  %s\n  %s\n  }\n  a[0] = z + (int)w;\n}\n"
	const loop = "for (int i = 0; i < n; i++) a[i] = z;"
	cases := []struct {
		name, dir, loop string
		want, gone      []string
	}{
		{"for", "#pragma omp for linear(z: 2) schedule(static, 2)", loop,
			[]string{"{ const __typeof__(z) __omp_fl_z = z; const int __omp_nlb1_0 = (0);", "\n#pragma omp barrier\n#line 5 ", "\n#pragma omp for schedule( static , 2 ) linear(z: 2LL)\n",
				"(void)i; { z = (__typeof__(z))((unsigned long long)__omp_fl_z + (unsigned long long)(((long long)(i) - (long long)((0))) / (long long)(1)) * (unsigned long long)(2LL));  a[i] = z; } } }"},
			nil},
		{"val modifiers", "#pragma omp simd linear(val(z): 3) linear(w: val, step(-1))", loop,
			[]string{"\n#pragma omp simd linear(z: 3LL) linear(w: -1LL)\n", "__omp_fl_w", "(unsigned long long)(-1LL)"}, []string{"barrier", "val", "step("}},
		{"pointer", "#pragma omp simd linear(p: 2)", "for (int i = 0; i < n; i++) *p = i;",
			[]string{"p = __omp_fl_p + (((long long)(i) - (long long)((0))) / (long long)(1)) * (long long)(2LL);"}, nil},
		{"collapse", "#pragma omp for collapse(2) linear(z)", "for (int i = 0; i < n; i++) for (int j = 9; j > 0; j -= 3) a[i] = z;",
			[]string{"const __UINT64_TYPE__ __omp_flt1_1 = __omp_trip_s(", "* (long long)__omp_flt1_1 + (((long long)(j) - (long long)((9))) / (long long)((-(long long)(3))))"}, nil},
		{"taskloop simd", "#pragma omp taskloop simd linear(z: 2) grainsize(4)", loop,
			[]string{"\n#pragma omp taskloop simd grainsize( 4 ) private(z)\n"}, []string{"linear(", "barrier"}},
		{"default(none)", "#pragma omp parallel for default(none) shared(a, n) linear(z: 2)", loop,
			[]string{"linear(z: 2LL) firstprivate(__omp_fl_z, __omp_nlb"}, []string{"barrier"}},
		{"loop variable", "#pragma omp simd linear(z) linear(i: 1)", "for (i = 0; i < n; i++) a[i] = z;",
			[]string{"linear(i: 1LL) linear(z: 1LL)", "i = 0; i < n; i++"}, []string{"__omp_fl_i"}},
	}
	for _, c := range cases {
		text := fmt.Sprintf(src, c.dir, c.loop)
		if c.name == "loop variable" {
			text = strings.Replace(text, "int z = 0;", "int z = 0, i;", 1)
		}
		out := hostText(t, c.name, text)
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: the host text lacks %q:\n%s", c.name, w, out)
			}
		}
		for _, g := range c.gone {
			if strings.Contains(out, g) {
				t.Errorf("%s: the host text has %q:\n%s", c.name, g, out)
			}
		}
	}
}

// Iteration counts a collapsed nest's iterations row by row; Code steps
// pointers by elements and integers in unsigned arithmetic.
func TestCode(t *testing.T) {
	levels := []*loops.Model{
		{Index: "i", Lower: "(0)", Step: "2", Kind: loops.Signed},
		{Index: "q", Lower: "(b)", Step: "1", Kind: loops.Pointer},
	}
	cases := []struct {
		name   string
		levels []*loops.Model
		trips  []string
		items  []hostlinear.Item
		decl   string
		set    string
	}{
		{"one level", levels[:1], nil, []hostlinear.Item{{Name: "z", Step: "3LL"}},
			"const __typeof__(z) __omp_fl_z = z; ",
			"z = (__typeof__(z))((unsigned long long)__omp_fl_z + (unsigned long long)(((long long)(i) - (long long)((0))) / (long long)(2)) * (unsigned long long)(3LL)); "},
		{"pointer level and item", levels, []string{"T1"}, []hostlinear.Item{{Name: "p", Step: "-2LL", Pointer: true}},
			"const __typeof__(p) __omp_fl_p = p; ",
			"p = __omp_fl_p + ((((long long)(i) - (long long)((0))) / (long long)(2)) * (long long)T1 + ((long long)((q) - ((b))) / (long long)(1))) * (long long)(-2LL); "},
	}
	for _, c := range cases {
		decl, set := hostlinear.Code(c.items, hostlinear.Iteration(c.levels, c.trips))
		if decl != c.decl || set != c.set {
			t.Errorf("%s: Code = %q, %q; want %q, %q", c.name, decl, set, c.decl, c.set)
		}
	}
}
