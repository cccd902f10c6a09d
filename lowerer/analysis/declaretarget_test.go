package analysis

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
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
		{"int g;\n#pragma omp declare target enter(g)\n#pragma omp declare target link(g)\n", "3:33: error: 'g' is already declare target with 'enter' (or 'to'); a variable cannot be both 'link' and 'enter'"},
		{"int g;\n#pragma omp declare target link(g)\n#pragma omp declare target to(g)\n", "3:31: error: 'g' is already in a 'link' clause; a variable cannot be both 'link' and 'enter' (or 'to')"},
		{"void f(void) {}\n#pragma omp declare target link(f)\n", "2:33: error: 'f' in a 'link' clause is a function"},
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

// TestDeclareTargetLink checks the plan of a link variable: a device
// pointer of its own with a host counterpart, and one PTR_AND_OBJ entry
// beside each mapping that can create the device copy.
func TestDeclareTargetLink(t *testing.T) {
	src := `double g[8];
int s;
#pragma omp declare target link(g, s)
#pragma omp declare target
static double get(int i) { return g[i] + s; }
#pragma omp end declare target
int main(void) {
  double r = 0;
#pragma omp target data map(to: g[2:4])
  {
#pragma omp target map(from: r)
    r = get(3) + s;
  }
  return (int)r;
}
`
	p, err := tryBuild(t, "x.c", src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range p.Globals {
		got = append(got, g.Name+"="+g.Device+" | "+g.Host)
	}
	want := []string{
		`__omp_link_g=extern "C" { __device__ double (*__omp_link_g)[8]; } | static void *__omp_link_g = (void *)&g;`,
		`__omp_link_s=extern "C" { __device__ int *__omp_link_s; } | static void *__omp_link_s = (void *)&s;`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("globals\n got  %s\n want %s", strings.Join(got, "\n      "), strings.Join(want, "\n      "))
	}
	if len(p.DataOps) != 1 || len(p.DataOps[0].Entries) != 1 {
		t.Fatalf("target data: want one entry that maps the section and attaches it, got %+v", p.DataOps)
	}
	at := p.DataOps[0].Entries[0]
	if at.Base != "(void *)&__omp_link_g" || at.Begin != "(void *)&g[2]" || at.Flags != mapping.PtrAndObj|mapping.To {
		t.Errorf("attach entry: base %s begin %s flags %v", at.Base, at.Begin, at.Flags)
	}
	// The region maps s tofrom (it references it) and attaches it; the
	// function reads both through the device pointers.
	k := p.Kernels[0]
	var kinds []string
	for _, a := range k.Args[2:] {
		kinds = append(kinds, fmt.Sprintf("%s:%v", a.Base, a.Flags))
	}
	wantArgs := "(void *)&r:FROM|TARGET_PARAM (void *)&s:FROM|IMPLICIT|TARGET_PARAM|TO (void *)&__omp_link_s:IMPLICIT|PTR_AND_OBJ"
	if strings.Join(kinds, " ") != wantArgs {
		t.Errorf("kernel entries\n got  %s\n want %s", strings.Join(kinds, " "), wantArgs)
	}
	if len(p.DeviceFuncs) != 1 || !strings.Contains(p.DeviceFuncs[0].Body, "(*__omp_link_g)[i] + (*__omp_link_s)") {
		t.Errorf("device function body: %+v", p.DeviceFuncs)
	}
}

// tryBuildWithHeader builds main.c with a header at rel (h.h beside it,
// sub/h.h in a directory below).
func tryBuildWithHeader(t *testing.T, rel, header, src string) (*plan.Plan, error) {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, rel)), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, rel), []byte(header), 0o666); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "main.c")
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("front end: %v", errs)
	}
	p, errs := Build(u, Options{})
	if errs.HasErrors() {
		return nil, errs
	}
	return p, nil
}

// TestDeclareTargetInHeader checks that a header's declare target range
// and list form make its declarations declare target, with the program's
// definition of an extern one, and that the host output keeps the header's
// directives (no splice outside the main file).
func TestDeclareTargetInHeader(t *testing.T) {
	header := `#pragma omp declare target
extern int scale;
static inline int times(int x) { return scale * x; }
#pragma omp end declare target
extern double tab[4];
#pragma omp declare target to(tab)
`
	src := `#include "h.h"
int scale = 3;
double tab[4] = {1, 2, 3, 4};
int f(void) {
  int r = 0;
#pragma omp target map(from: r)
  { r = times(2) + (int)tab[1]; }
  return r;
}
`
	p, err := tryBuildWithHeader(t, "h.h", header, src)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range p.Globals {
		got = append(got, g.Device)
	}
	want := []string{`extern "C" { __device__ int scale = 3; }`, `extern "C" { __device__ double tab[4] = {((double)(1)), ((double)(2)), ((double)(3)), ((double)(4))}; }`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("globals\n got  %v\n want %v", got, want)
	}
	if len(p.Splices) != 1 || p.Splices[0].Kernel == nil {
		t.Errorf("want only the region's splice, got %d splices", len(p.Splices))
	}
}

// TestDeclareTargetInHeaderErrors checks what stays refused in a header
// that is not read into the unit (one with an #include_next line, even
// one the preprocessor skips, which the host output includes as written;
// the `#line 1` after it keeps the header's line numbers): the forms gcc 12 (which compiles the host
// code) rejects, and target regions. Without it the same headers lower
// (TestHeaderReadIn).
func TestDeclareTargetInHeaderErrors(t *testing.T) {
	tests := []struct{ header, want string }{
		{"#pragma omp begin declare target\nint g;\n#pragma omp end declare target\n",
			"sub/h.h:1:9: error: '#pragma omp begin declare target' in an included file is not supported yet: the host compiler (gcc 12) sees it as written and rejects it"},
		{"int g;\n#pragma omp declare target enter(g)\n",
			"sub/h.h:2:28: error: clause 'enter' of '#pragma omp declare target' in an included file is not supported yet"},
		{"int g(void) { return 1; }\n#pragma omp declare target to(g) indirect\n",
			"sub/h.h:2:34: error: clause 'indirect' of '#pragma omp declare target' in an included file is not supported yet"},
		{"#pragma omp declare target\nint g;\n",
			"main.c:3:9: error: this '#pragma omp end declare target' is removed from the host code, but its '#pragma omp declare target' stays there as written"},
		{"static inline void inc(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n",
			"sub/h.h:2:9: error: '#pragma omp target' in an included file that is not read into the unit is not supported yet"},
	}
	for _, tc := range tests {
		src := "#include \"sub/h.h\"\nint x;\n"
		if strings.HasPrefix(tc.header, "#pragma omp declare target\n") {
			src += "#pragma omp end declare target\n"
		}
		_, err := tryBuildWithHeader(t, "sub/h.h", "#if 0\n#include_next <none.h>\n#endif\n#line 1 \"sub/h.h\"\n"+tc.header, src)
		if err == nil {
			t.Errorf("%q: no error, want %s", tc.header, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q:\n got  %v\n want %s", tc.header, err, tc.want)
		}
	}
}

// TestHeaderReadIn checks that a header beside the main file with a
// target region and the declare target forms gcc 12 rejects is read into
// the unit: the region is a kernel at the header's position, and the
// directives are removed from the host output with the rest.
func TestHeaderReadIn(t *testing.T) {
	header := `#pragma once
#pragma omp begin declare target
static int k = 2;
#pragma omp end declare target
int g;
#pragma omp declare target enter(g)
static inline void inc(int *p) {
#pragma omp target map(tofrom: p[0:1])
  p[0] += k + g;
}
`
	p, err := tryBuildWithHeader(t, "h.h", header, "#include \"h.h\"\nint main(void) { int v = 0; inc(&v); return v; }\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Kernels) != 1 || len(p.Globals) != 2 {
		t.Fatalf("%d kernels, %d globals; want 1 and 2", len(p.Kernels), len(p.Globals))
	}
	// Physical: line 1 of the unit is the #line directive before the
	// header (the outputs give h.h:8, frontend.Logical).
	if pos := p.Kernels[0].Pos; filepath.Base(pos.File) != "main.c" || pos.Line != 9 {
		t.Errorf("kernel at %v, want main.c line 9", pos)
	}
}

// TestExternAndDefinitionOneVariable checks that a global declared extern
// (as a header does) and defined later is one variable in a region: the
// map clause and the references agree, so it travels once.
func TestExternAndDefinitionOneVariable(t *testing.T) {
	src := "extern int g;\nextern double t[];\nint g;\ndouble t[4];\nint f(void) {\n#pragma omp target map(tofrom: g, t)\n  { g += 1; t[1] = g; }\n  return g;\n}\n"
	p := build(t, "x.c", src, Options{})
	n := map[string]int{}
	for _, a := range p.Kernels[0].Args {
		n[a.Var]++
	}
	if n["g"] != 1 || n["t"] != 1 {
		t.Errorf("g travels %d times, t %d times; want once each", n["g"], n["t"])
	}
}
