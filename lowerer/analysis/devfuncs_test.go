package analysis

import (
	"bytes"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
)

// TestDeviceFuncs checks the declare target functions of a unit: every
// one (begin/end and list forms) is in the plan, callees before callers,
// with prototypes spelled by ctype (const kept, arrays decayed),
// enumerators and __func__ substituted; the device source declares them
// all before any definition and holds no source positions.
func TestDeviceFuncs(t *testing.T) {
	src := `enum { K = 4 };
typedef double real;
#pragma omp declare target
int odd(int n);
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int odd(int n) { return n == 0 ? 0 : even(n - 1); }
static real dot(const real *a, int n, real w[]) {
  real s = 0;
  for (int i = 0; i < n; i++) s += a[i] * w[i % K];
  return s + (__func__[0] == 'd');
}
#pragma omp end declare target
int top(int n) { return even(n) + 2; }
#pragma omp declare target(top)
int f(double *x, double *w) {
  int r = 0;
#pragma omp target map(from: r) map(to: x[0:8], w[0:4])
  { r = top(3) + (int)dot(x, 8, w); }
  return r;
}
`
	p := build(t, "g.c", src, Options{})
	var got []string
	for _, f := range p.DeviceFuncs {
		got = append(got, f.Proto)
	}
	want := []string{
		"static __device__ int odd(int n)",
		"static __device__ int even(int n)",
		"static __device__ double dot(const double *a, int n, double *w)",
		"static __device__ int top(int n)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("device functions\n got  %s\n want %s", strings.Join(got, "\n      "), strings.Join(want, "\n      "))
	}
	body := p.DeviceFuncs[2].Body
	for _, s := range []string{"w[i % (4)]", `"dot"[0]`, "real s = 0;"} {
		if !strings.Contains(body, s) {
			t.Errorf("dot body lacks %q:\n%s", s, body)
		}
	}
	if strings.Contains(body, "static const char") {
		t.Errorf("dot body keeps the parser's __func__ declaration:\n%s", body)
	}
	var cu bytes.Buffer
	if err := device.Emit(&cu, p, "test"); err != nil {
		t.Fatal(err)
	}
	out := cu.String()
	lastProto := strings.Index(out, want[3]+";")
	firstDef := strings.Index(out, want[0]+" {")
	if lastProto < 0 || firstDef < 0 || lastProto > firstDef {
		t.Errorf("prototypes do not all precede the definitions:\n%s", out[strings.Index(out, "/* declare target functions */"):])
	}
	if strings.Contains(out, "g.c:") {
		t.Errorf("device source holds a source position")
	}
}

// TestMathOutCallsAreNotCached checks that an element a math function
// writes through its pointer (modf's integral part) is read again after
// the call, not kept in a scalar by the cleanups (which keep loads only
// when the body calls nothing that writes memory and the array's
// address does not escape).
func TestMathOutCallsAreNotCached(t *testing.T) {
	src := `#include <math.h>
void f(const double *a, double *b, double *c) {
#pragma omp target teams distribute parallel for map(to: a[0:100]) map(tofrom: b[0:100]) map(from: c[0:100])
  for (int i = 0; i < 100; i++) {
    double t = modf(a[i] + b[i], b + i);
    c[i] = t + b[i];
  }
}
`
	p := build(t, "g.c", src, Options{})
	body := p.Kernels[0].Body
	if !strings.Contains(body, "t + b[i]") {
		t.Errorf("b[i] is not read again after modf writes it (b + i):\n%s", body)
	}
}
