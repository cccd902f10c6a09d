package indirect_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
)

// TestIndirect checks a unit with declare target indirect functions: the
// table of host addresses is a declare target variable named for the
// unit, only the indirect functions are in it, every launch copies it,
// and the device source routes each call through a function pointer
// (not direct calls) through __omp_indirect after the prototypes.
func TestIndirect(t *testing.T) {
	src := `#include <math.h>
struct op { int (*f)(int); };
#pragma omp begin declare target indirect
int sq(int v) { return v * v; }
#pragma omp end declare target
#pragma omp declare target
int plain(int v) { return v + 1; }
int apply(int (*f)(int), int v) { return f(v); }
#pragma omp end declare target
int g(int (*f)(int), struct op o) {
  int r = 0;
#pragma omp target map(from: r) map(to: o)
  r = f(2) + o.f(3) + plain(4) + apply(f, 5) + (int)fabs(-1.0);
#pragma omp target map(tofrom: r)
  { double (*m)(double) = sqrt; r += (int)m(4.0); }
  return r;
}
`
	p := analysistest.Build(t, "u.c", src, analysis.Options{})
	if p.Indirect == nil || p.Indirect.Table != "__omp_indirect_u" || strings.Join(p.Indirect.Funcs, ",") != "sq" {
		t.Fatalf("plan.Indirect = %+v, want table __omp_indirect_u of sq", p.Indirect)
	}
	if strings.Join(p.Indirect.Taken, ",") != "(double (*)(double))sqrt" {
		t.Errorf("addresses taken in device code %q, want sqrt's only (fabs is called)", p.Indirect.Taken)
	}
	if len(p.Kernels) != 2 || p.Kernels[0].Indirect != "__omp_indirect_u" {
		t.Errorf("the launch does not copy the table")
	}
	var host string
	for _, g := range p.Globals {
		if g.Name == "__omp_indirect_u" {
			host = g.Host
		}
	}
	if host != "static void *__omp_indirect_u[1] = {(void *)sq};" {
		t.Errorf("host table %q", host)
	}
	var cu bytes.Buffer
	if err := device.Emit(&cu, p, "test"); err != nil {
		t.Fatal(err)
	}
	out := cu.String()
	for _, s := range []string{"r = __omp_indirect(f)(2) + __omp_indirect(o . f)(3) + plain(4) + apply(f, 5)", "return __omp_indirect(f)(v);", "__omp_indirect(m)(4.0)", "(void *)(double (*)(double))sqrt};"} {
		if !strings.Contains(out, s) {
			t.Errorf("device source lacks %q", s)
		}
	}
	if def, proto := strings.Index(out, "#define __omp_indirect(f)"), strings.Index(out, "static __device__ int apply("); def < 0 || proto < 0 || def < proto {
		t.Errorf("__omp_indirect is not defined after the prototypes")
	}

	// Without indirect functions nothing is translated.
	p = analysistest.Build(t, "v.c", "#pragma omp declare target\nint sq(int v) { return v * v; }\n#pragma omp end declare target\nint h(void) { int r = 0;\n#pragma omp target map(from: r)\n{ int (*f)(int) = sq; r = f(2); }\nreturn r; }\n", analysis.Options{})
	if p.Indirect != nil || p.Kernels[0].Indirect != "" {
		t.Errorf("a unit without indirect functions has a table")
	}
}
