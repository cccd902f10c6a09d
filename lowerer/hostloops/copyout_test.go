package hostloops_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// hostText is text with the host splices of its plan applied.
func hostText(t *testing.T, text string) string {
	t.Helper()
	var out strings.Builder
	at := 0
	for _, s := range analysistest.Build(t, "hl.c", text, analysis.Options{}).Splices {
		if !s.Blank {
			t.Fatalf("a splice that is not host text")
		}
		out.WriteString(text[at:s.Start] + s.Keep + strings.Repeat("\n", s.Newlines))
		at = s.End
	}
	return out.String() + text[at:]
}

// Host loop constructs outside target regions run over normalized
// counters where gcc computes their iteration space otherwise, with the
// value of a copied-out index (lastprivate, linear, simd's and loop's
// implicit ones) assigned by the rewrite, ordered kept, taskloop
// default(none) printed anew, a macro's directive left in place.
func TestHostLoopForms(t *testing.T) {
	const src = "#define PFOR _Pragma(\"omp parallel for\")\n#define PFORL _Pragma(\"omp parallel for lastprivate(i)\")\n#define LOOP(v) for (v = 0; v <= n; v++)\nvoid f(int *a, int n, unsigned un, int x) {\n  int i = 0;\n  %s\n  for (i = %s) { a[i & 63] += x; }\n  a[1] = i;\n}\n"
	next := "i = (int)((unsigned long long)(__omp_nlb1_0) + (unsigned long long)(__omp_niv1_0 + 1) * (unsigned long long)(__omp_nst1_0)); __typeof__(i) i ="
	shadow := "{ __typeof__(i) i = (int)((unsigned long long)(__omp_nlb1_0) + (unsigned long long)(__omp_niv1_0) * "
	final := "i = (int)((unsigned long long)(__omp_nlb1_0) + (unsigned long long)(__omp_ntrip1_0) * (unsigned long long)(__omp_nst1_0)); }"
	after := "} if (__omp_ntrip1_0 != 0) " + final
	cases := []struct {
		name, dir, header string
		want, gone        []string
	}{
		{"parallel for lastprivate", "#pragma omp parallel for lastprivate(x, i) schedule(static)", "0; i <= n; i++",
			[]string{"#pragma omp parallel for lastprivate( x ) schedule( static )\n", shadow, "} } if (__omp_ntrip1_0 != 0) " + final}, []string{"i <= n"}},
		{"for lastprivate", "#pragma omp parallel\n  #pragma omp for lastprivate(i) nowait", "0; i <= n; i++",
			[]string{"#pragma omp for nowait lastprivate(i) firstprivate(i)\n", next}, []string{"i <= n"}},
		{"parallel for lastprivate, default(none)", "#pragma omp parallel for lastprivate(i) default(none) shared(a, x)", "n; i >= -2147483647 - 1; i--",
			[]string{"#pragma omp parallel for default( none ) shared( a , x ) firstprivate(__omp_nlb1_0, __omp_nst1_0, __omp_ntrip1_0)\n", "} } if (__omp_ntrip1_0 != 0) " + final}, nil},
		{"simd linear", "#pragma omp simd linear(i) safelen(8)", "-1; i < un; i++",
			[]string{"#pragma omp simd safelen( 8 )\n", after}, []string{"linear", "i < un"}},
		{"simd implicit", "#pragma omp simd safelen(8)", "-1; i < un; i++",
			[]string{"#pragma omp simd safelen(8)\n", after}, []string{"i < un"}},
		{"for simd implicit", "#pragma omp parallel for simd", "-1; i < un; i++",
			[]string{"#pragma omp parallel for simd\n", after}, []string{"i < un"}},
		{"loop bind(thread)", "#pragma omp loop bind(thread)", "-1; i < un; i++", []string{after}, []string{"i < un"}},
		{"ordered", "#pragma omp parallel for ordered", "-1; i < un; i++", []string{"#pragma omp parallel for ordered\n", shadow}, []string{"i < un"}},
		{"macro directive", "PFOR", "-1; i < un; i++", []string{"  { const int __omp_nlb1_0 = (-1);", "\nPFOR\n", shadow}, []string{"i < un"}},
		// A loop bound to a team, doacross, a lastprivate modifier, a
		// macro's directive printed anew and a macro's loop keep theirs.
		{"loop", "#pragma omp parallel\n  #pragma omp loop", "-1; i < un; i++", []string{"i < un"}, []string{"__omp_niv"}},
		{"for simd in parallel", "#pragma omp parallel\n  #pragma omp for simd", "-1; i < un; i++", []string{"i < un"}, []string{"__omp_niv"}},
		{"parallel loop", "#pragma omp parallel loop", "-1; i < un; i++", []string{"i < un"}, []string{"__omp_niv"}},
		{"distribute", "#pragma omp teams\n  #pragma omp distribute parallel for lastprivate(i)", "-1; i < un; i++", []string{"i < un"}, []string{"__omp_niv"}},
		{"taskloop lastprivate", "#pragma omp taskloop lastprivate(x, i) grainsize(4)", "0; i <= n; i++",
			[]string{"#pragma omp taskloop lastprivate( x ) grainsize( 4 )\n", "} } if (__omp_ntrip1_0 != 0) " + final}, []string{"i <= n"}},
		{"taskloop nogroup", "#pragma omp taskloop lastprivate(i) nogroup", "0; i <= n; i++", []string{"i <= n"}, []string{"__omp_niv"}},
		{"taskloop simd", "#pragma omp taskloop simd", "0; i <= n; i++", []string{shadow}, []string{"i <= n", "__omp_ntrip1_0)"}},
		{"ordered(1)", "#pragma omp parallel for ordered(1)", "-1; i < un; i++", []string{"i < un"}, []string{"__omp_niv"}},
		{"conditional", "#pragma omp simd lastprivate(conditional: i)", "-1; i < un; i++", []string{"i < un"}, []string{"__omp_niv"}},
		{"macro directive anew", "PFORL", "-1; i < un; i++", []string{"i < un"}, []string{"__omp_niv"}},
	}
	for _, c := range cases {
		got := hostText(t, fmt.Sprintf(src, c.dir, c.header))
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the host text lacks %q:\n%s", c.name, w, got)
			}
		}
		for _, g := range c.gone {
			if strings.Contains(got, g) {
				t.Errorf("%s: the host text has %q:\n%s", c.name, g, got)
			}
		}
	}
	macroLoop := strings.Replace(fmt.Sprintf(src, "#pragma omp parallel for", "0; i <= n; i++"), "for (i = 0; i <= n; i++)", "LOOP(i)", 1)
	if got := hostText(t, macroLoop); strings.Contains(got, "__omp_niv") {
		t.Errorf("a macro's loop was rewritten:\n%s", got)
	}
	const task = "void f(int *a, int n) {\n  #pragma omp taskloop default(none) shared(a) grainsize(strict: 4)\n  for (int i = n; i >= 0; i--) a[i] = i;\n}\n"
	want := "#pragma omp taskloop default( none ) shared( a ) grainsize(1) firstprivate(__omp_nlb1_0, __omp_nst1_0, __omp_ntrip1_0, __omp_ngs1, __omp_nch1)\n"
	if got := hostText(t, task); !strings.Contains(got, want) {
		t.Errorf("taskloop default(none): the host text lacks %q:\n%s", want, got)
	}
}
