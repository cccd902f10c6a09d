package analysis

import (
	"strings"
	"testing"
)

// TestDeclareTargetList checks that the list forms of declare target
// register the same globals as the begin/end form, once each, with the
// initializer of the defining declaration.
func TestDeclareTargetList(t *testing.T) {
	src := `int a[3] = {1, 2, 3};
double b;
extern int c[2];
struct P { int x, y; } d = {4, 5};
#pragma omp declare target(a)
#pragma omp declare target to(b) enter(c)
#pragma omp declare target enter(d, a)
#pragma omp declare target
int e = 7;
#pragma omp end declare target
int c[2] = {8, 9};
int f(void) {
  int r = 0;
#pragma omp target map(from: r)
  { r = a[0] + (int)b + c[1] + d.y + e; }
  return r;
}
`
	p := build(t, "g.c", src, Options{})
	var got []string
	for _, g := range p.Globals {
		got = append(got, g.Name+"="+g.Device)
	}
	want := []string{
		`e=extern "C" { __device__ int e = 7; }`,
		`a=extern "C" { __device__ int a[3] = {1, 2, 3}; }`,
		`b=extern "C" { __device__ double b; }`,
		`c=extern "C" { __device__ int c[2] = {8, 9}; }`,
		`d=extern "C" { __device__ struct P d = {4, 5}; }`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("globals\n got  %s\n want %s", strings.Join(got, "\n      "), strings.Join(want, "\n      "))
	}
	// Kernels use the globals directly: only r is a parameter.
	k := p.Kernels[0]
	for _, a := range k.Args {
		if a.Var != "" && a.Var != "r" && !strings.HasPrefix(a.Var, "__omp") {
			t.Errorf("global %s travels as a kernel argument", a.Var)
		}
	}
}

// TestDeclareTargetListErrors checks the positioned diagnostics of the
// list forms.
func TestDeclareTargetListErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"int g;\n#pragma omp declare target link(g)\n", "2:28: error: '#pragma omp declare target link(...)' is not supported yet; use 'enter' (or 'to') to give the variable a device copy"},
		{"#pragma omp declare target enter(g)\nint g;\n", "1:34: error: 'g' in '#pragma omp declare target' is not declared before the directive"},
		{"void h(void) { int loc; (void)loc; }\n#pragma omp declare target(loc)\n", "2:28: error: 'loc' in '#pragma omp declare target' is not a file-scope variable"},
		{"int g[4];\n#pragma omp declare target to(g[0:2])\n", "2:32: error: 'g[0:2]' in '#pragma omp declare target' must be a variable or function name"},
		{"extern int g;\n#pragma omp declare target(g)\n", "1:12: error: declare target variable 'g' is only declared here; define it in x.c"},
	}
	for _, tc := range tests {
		_, err := tryBuild(t, "x.c", tc.src, Options{})
		if err == nil {
			t.Errorf("%q: no error, want %s", tc.src, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), "x.c:"+tc.want) {
			t.Errorf("%q:\n got  %v\n want x.c:%s", tc.src, err, tc.want)
		}
	}
}
