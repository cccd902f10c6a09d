package analysis

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// build lowers src (as file name) to a plan; it fails the test on errors.
func build(t *testing.T, name, src string, opts Options) *plan.Plan {
	t.Helper()
	p, errs := tryBuild(t, name, src, opts)
	if errs != nil {
		t.Fatalf("Build: %v", errs)
	}
	return p
}

func tryBuild(t *testing.T, name, src string, opts Options) (*plan.Plan, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("front end: %v", errs)
	}
	p, errs := Build(u, opts)
	if errs.HasErrors() {
		return nil, errs
	}
	return p, nil
}

const capturesSrc = `typedef double real_t;
enum { K = 3 };
void f(int n, double *p, float s, int lb) {
  real_t a[100];
  int m = 4;
  double b[50];
  double c[64];
  int t;
  #pragma omp target teams distribute parallel for map(tofrom: m) map(to: b[2:n]) firstprivate(s) private(t) map(from: c[lb:])
  for (int i = 0; i < n; i++) {
    real_t tmp = p[i] * K;
    t = i;
    a[i] = tmp + s + m + b[i] + t;
    c[i] = a[i];
  }
}
`

func TestCaptures(t *testing.T) {
	p := build(t, "caps.c", capturesSrc, Options{})
	if len(p.Kernels) != 1 {
		t.Fatalf("%d kernels, want 1", len(p.Kernels))
	}
	k := p.Kernels[0]
	type want struct {
		kind              ArgKindAlias
		v                 string
		flags             mapping.Flags
		base, begin, size string
		literal, implicit bool
		text              string
		declPrefix        string // the device declaration starts with it
	}
	TP, TO, FROM, LIT, IMP := mapping.TargetParam, mapping.To, mapping.From, mapping.Literal, mapping.Implicit
	wants := []want{
		// Geometry first.
		{plan.ArgGeometry, "", LIT | TP, "(void *)(__UINTPTR_TYPE__)__omp_teams", "(void *)(__UINTPTR_TYPE__)__omp_teams", "8", true, false, "num_teams", ""},
		{plan.ArgGeometry, "", LIT | TP, "(void *)(__UINTPTR_TYPE__)__omp_threads", "(void *)(__UINTPTR_TYPE__)__omp_threads", "8", true, false, "num_threads", ""},
		// Then clause items in clause order (t is private: a local, no argument).
		{plan.ArgByRef, "m", TO | FROM | TP, "(void *)&m", "(void *)&m", "sizeof(m)", false, false, "m", "int &m = *(int *)"},
		{plan.ArgArray, "b", TO | TP, "(void *)b", "(void *)&b[2]", "(__INT64_TYPE__)(n) * (__INT64_TYPE__)sizeof(b[0])", false, false, "b[2:n]", "double (&b)[50] = *(double (*)[50])"},
		{plan.ArgLiteral, "s", LIT | TP, "(void *)(__UINTPTR_TYPE__)__omp_lit_s", "(void *)(__UINTPTR_TYPE__)__omp_lit_s", "sizeof(s)", true, false, "s", "float s = __omp_unpack<float>("},
		{plan.ArgArray, "c", FROM | TP, "(void *)c", "(void *)&c[lb]", "(__INT64_TYPE__)(64 - (lb)) * (__INT64_TYPE__)sizeof(c[0])", false, false, "c[lb:]", "double (&c)[64]"},
		// Then implicit captures in order of first use.
		{plan.ArgLiteral, "n", LIT | TP | IMP, "(void *)(__UINTPTR_TYPE__)__omp_lit_n", "(void *)(__UINTPTR_TYPE__)__omp_lit_n", "sizeof(n)", true, true, "n", "int n = __omp_unpack<int>("},
		{plan.ArgPointer, "p", TP | IMP, "(void *)p", "(void *)p", "0", false, true, "p", "double *p = (double *)"},
		{plan.ArgArray, "a", TO | FROM | TP | IMP, "(void *)a", "(void *)a", "sizeof(a)", false, true, "a", "double (&a)[100] = *(double (*)[100])"},
	}
	if len(k.Args) != len(wants) {
		var got []string
		for _, a := range k.Args {
			got = append(got, a.Text)
		}
		t.Fatalf("args %q, want %d", got, len(wants))
	}
	for i, w := range wants {
		a := k.Args[i]
		if a.Param != "__omp_arg"+itoa(i) {
			t.Errorf("arg %d: param %q", i, a.Param)
		}
		if a.Kind != w.kind || a.Var != w.v || a.Flags != w.flags || a.Literal != w.literal || a.Implicit != w.implicit || a.Text != w.text {
			t.Errorf("arg %d: kind=%s var=%q flags=%v literal=%v implicit=%v text=%q;\n want kind=%s var=%q flags=%v literal=%v implicit=%v text=%q",
				i, a.Kind, a.Var, a.Flags, a.Literal, a.Implicit, a.Text, w.kind, w.v, w.flags, w.literal, w.implicit, w.text)
		}
		if a.Base != w.base || a.Begin != w.begin || a.Size != w.size {
			t.Errorf("arg %d (%s): base=%q begin=%q size=%q;\n want base=%q begin=%q size=%q", i, a.Text, a.Base, a.Begin, a.Size, w.base, w.begin, w.size)
		}
		if !strings.HasPrefix(a.DeviceDecl, w.declPrefix) || (w.declPrefix != "" && !strings.Contains(a.DeviceDecl, a.Param)) {
			t.Errorf("arg %d (%s): device declaration %q, want prefix %q naming %s", i, a.Text, a.DeviceDecl, w.declPrefix, a.Param)
		}
		if a.Literal && a.Kind != plan.ArgGeometry && a.Slot != "__omp_lit_"+a.Var {
			t.Errorf("arg %d (%s): slot %q", i, a.Text, a.Slot)
		}
	}
	if len(k.Locals) != 1 || k.Locals[0] != "int t;" {
		t.Errorf("locals %q, want [\"int t;\"]", k.Locals)
	}
	// Enum constants are substituted by value; the typedef the region
	// names is collected for the device.
	if strings.Contains(k.Body, "K") || !strings.Contains(k.Body, "(3)") {
		t.Errorf("body does not substitute K by (3):\n%s", k.Body)
	}
	if len(p.DeviceTypedefs) != 1 || p.DeviceTypedefs[0] != "typedef double real_t;" {
		t.Errorf("device typedefs %q, want [typedef double real_t;]", p.DeviceTypedefs)
	}
	if k.Loop == nil || k.Loop.Index != "i" || k.Loop.Upper != "(n)" {
		t.Errorf("loop model %+v", k.Loop)
	}
}

// ArgKindAlias keeps the table above compact.
type ArgKindAlias = plan.ArgKind

func itoa(i int) string { return strconv.Itoa(i) }

func TestCaptureVariants(t *testing.T) {
	tests := []struct {
		name   string
		decls  string
		clause string
		body   string
		v      string
		kind   plan.ArgKind
		flags  mapping.Flags
		begin  string
		size   string
	}{
		{"mapped pointer variable", "double *q = 0;", "map(to: q)", "q[0] = 1;", "q", plan.ArgByRef, mapping.To | mapping.TargetParam, "(void *)&q", "sizeof(q)"},
		{"pointer section", "double *q = 0; int n = 4;", "map(tofrom: q[1:n])", "q[1] = n;", "q", plan.ArgPointer, mapping.To | mapping.From | mapping.TargetParam, "(void *)&q[1]", "(__INT64_TYPE__)(n) * (__INT64_TYPE__)sizeof(q[0])"},
		{"section from zero", "double a[8]; int n = 4;", "map(from: a[:n])", "a[0] = n;", "a", plan.ArgArray, mapping.From | mapping.TargetParam, "(void *)&a[0]", "(__INT64_TYPE__)(n) * (__INT64_TYPE__)sizeof(a[0])"},
		{"subscript", "double a[8];", "map(to: a[3])", "a[3] = 1;", "a", plan.ArgArray, mapping.To | mapping.TargetParam, "(void *)&a[3]", "(__INT64_TYPE__)(1) * (__INT64_TYPE__)sizeof(a[0])"},
		{"always close present", "double a[8];", "map(always, close, present, to: a)", "a[0] = 1;", "a", plan.ArgArray, mapping.To | mapping.Always | mapping.Close | mapping.Present | mapping.TargetParam, "(void *)a", "sizeof(a)"},
		{"alloc", "double a[8];", "map(alloc: a)", "a[0] = 1;", "a", plan.ArgArray, mapping.TargetParam, "(void *)a", "sizeof(a)"},
		{"firstprivate array copy", "double a[8];", "firstprivate(a)", "a[0] = 1;", "a", plan.ArgPrivate, mapping.To | mapping.Private | mapping.TargetParam, "(void *)&a", "sizeof(a)"},
		{"implicit __int128 (over 8 bytes)", "__int128 x = 1;", "", "x += 1;", "x", plan.ArgPrivate, mapping.To | mapping.Private | mapping.TargetParam | mapping.Implicit, "(void *)&x", "sizeof(x)"},
		{"implicit VLA", "int n = 4; double v[n];", "firstprivate(n)", "v[0] = n;", "v", plan.ArgPointer, mapping.To | mapping.From | mapping.TargetParam | mapping.Implicit, "(void *)v", "sizeof(v)"},
	}
	for _, tt := range tests {
		src := "void f(void) {\n  " + tt.decls + "\n  #pragma omp target " + tt.clause + "\n  { " + tt.body + " }\n}\n"
		p, err := tryBuild(t, "v.c", src, Options{})
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		var found *plan.Arg
		for _, a := range p.Kernels[0].Args {
			if a.Var == tt.v {
				found = a
			}
		}
		if found == nil {
			t.Errorf("%s: no argument for %s", tt.name, tt.v)
			continue
		}
		if found.Kind != tt.kind || found.Flags != tt.flags || found.Begin != tt.begin || found.Size != tt.size {
			t.Errorf("%s: kind=%s flags=%v begin=%q size=%q;\n want kind=%s flags=%v begin=%q size=%q", tt.name,
				found.Kind, found.Flags, found.Begin, found.Size, tt.kind, tt.flags, tt.begin, tt.size)
		}
	}
}

const stemsSrc = `void f(double *a, int n) {
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) a[i] = 1;
  #pragma omp target
  { a[0] = 2; }
}
%s
void g(double *a, int n) {
  #pragma omp target parallel for
  for (int i = 0; i < n; i++) a[i] = 3;
}
`

func TestStems(t *testing.T) {
	check := func(p *plan.Plan, unit string) {
		t.Helper()
		want := []struct {
			fn      string
			ordinal int
		}{{"f", 1}, {"f", 2}, {"g", 1}}
		if len(p.Kernels) != len(want) {
			t.Fatalf("%d kernels, want %d", len(p.Kernels), len(want))
		}
		for i, w := range want {
			k := p.Kernels[i]
			stem := "OUT__" + unit + "__" + w.fn + "__" + itoa(w.ordinal) + "__"
			if k.Function != w.fn || k.Ordinal != w.ordinal || k.Stem != stem {
				t.Errorf("kernel %d: function %q ordinal %d stem %q; want %q %d %q", i, k.Function, k.Ordinal, k.Stem, w.fn, w.ordinal, stem)
			}
			if k.ID != stem+"id__" || k.Entry != stem+"omp_offload_entry__" || k.Kernel != stem+"kernel__" {
				t.Errorf("kernel %d: names %+v not derived from stem %q", i, k.Names, stem)
			}
		}
	}
	p1 := build(t, "my-unit.c", strings.Replace(stemsSrc, "%s", "", 1), Options{})
	if p1.Unit != "my_unit" {
		t.Errorf("unit %q, want my_unit", p1.Unit)
	}
	check(p1, "my_unit")
	// Edits elsewhere in the file (a new function with its own region
	// between f and g) do not change the names of f's and g's regions.
	extra := "void h(double *a) {\n  #pragma omp target\n  { a[0] = 0; }\n}\n"
	p2 := build(t, "my-unit.c", strings.Replace(stemsSrc, "%s", extra, 1), Options{})
	var kept []*plan.Kernel
	for _, k := range p2.Kernels {
		if k.Function != "h" {
			kept = append(kept, k)
		} else if k.Stem != "OUT__my_unit__h__1__" {
			t.Errorf("h's region stem %q", k.Stem)
		}
	}
	p2.Kernels = kept
	check(p2, "my_unit")
	// --unit overrides the file name and is sanitized the same way.
	check(build(t, "x.c", strings.Replace(stemsSrc, "%s", "", 1), Options{Unit: "lib/a.b"}), "lib_a_b")
	if got := UnitName("some/dir/9lives-x.c"); got != "_lives_x" {
		t.Errorf("UnitName = %q, want _lives_x", got)
	}
}

func TestLaunchShaping(t *testing.T) {
	loop0 := "for (int i = 0; i < n; i++) a[i] = i;"
	loop1 := "for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i] += j;"
	loop2 := "for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int l = 0; l < n; l++) a[i] += j * l;"
	block := "{ a[0] = 1; }"
	tests := []struct {
		directive, stmt string
		want            plan.Launch
		lane            string // "" for no device loop
		loop            bool
	}{
		{"target", block, plan.Launch{FixedTeams: 1, FixedThreads: 1}, "", false},
		{"target teams", block, plan.Launch{FixedTeams: 1, FixedThreads: 1}, "", false},
		{"target teams num_teams(4) thread_limit(32)", block, plan.Launch{NumTeams: "4", ThreadLimit: "32", FixedThreads: 1}, "", false},
		{"target teams distribute", loop0, plan.Launch{FixedThreads: 1, TeamsFromTrip: true}, "(unsigned long long)blockIdx.x", true},
		{"target teams distribute", loop1, plan.Launch{FixedThreads: 1, TeamsFromTrip: true}, "(unsigned long long)blockIdx.x", true},
		{"target parallel for", loop0, plan.Launch{FixedTeams: 1, ShapeThreads: true}, "(unsigned long long)threadIdx.x", true},
		{"target parallel for num_threads(n / 2)", loop1, plan.Launch{NumThreads: "n / 2", FixedTeams: 1, ShapeThreads: true, ThreadCap: 256}, "(unsigned long long)threadIdx.x", true},
		{"target teams distribute parallel for", loop0, plan.Launch{ShapeThreads: true, TeamsFromTrip: true}, "((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)", true},
		{"target teams distribute parallel for", loop1, plan.Launch{ShapeThreads: true, TeamsFromTrip: true, ThreadCap: 256}, "((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)", true},
		{"target teams distribute parallel for", loop2, plan.Launch{ShapeThreads: true, TeamsFromTrip: true, ThreadCap: 128}, "((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)", true},
		{"target teams distribute parallel for num_teams(8) thread_limit(64)", loop0, plan.Launch{NumTeams: "8", ThreadLimit: "64", ShapeThreads: true, TeamsFromTrip: true}, "((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)", true},
	}
	for _, tt := range tests {
		src := "void f(double *a, int n) {\n  #pragma omp " + tt.directive + "\n  " + tt.stmt + "\n}\n"
		p, err := tryBuild(t, "l.c", src, Options{})
		if err != nil {
			t.Errorf("%s: %v", tt.directive, err)
			continue
		}
		k := p.Kernels[0]
		if k.Launch != tt.want {
			t.Errorf("%s / %s:\n launch %+v\n want   %+v", tt.directive, tt.stmt, k.Launch, tt.want)
		}
		if k.Iteration.Lane != tt.lane || (tt.lane == "") != (k.Iteration.Lanes == "") {
			t.Errorf("%s: iteration %+v, want lane %q", tt.directive, k.Iteration, tt.lane)
		}
		if (k.Loop != nil) != tt.loop {
			t.Errorf("%s: loop model %v, want present=%v", tt.directive, k.Loop, tt.loop)
		}
		if k.Construct != k.Directive.Kind || !strings.HasPrefix(tt.directive, string(k.Construct)) {
			t.Errorf("%s: construct %q", tt.directive, k.Construct)
		}
	}
}

func TestIfDeviceAndSplices(t *testing.T) {
	src := `int f(double *a, int n, int dev) {
  int r = 0; /* before */
  #pragma omp target if(target: n > 100) device(dev) map(tofrom: r)
  {
    r = n;
  }
  return r;
}
`
	p := build(t, "s.c", src, Options{})
	k := p.Kernels[0]
	if k.If != "n > 100" || k.Device != "dev" {
		t.Errorf("if %q device %q", k.If, k.Device)
	}
	if k.Construct != directive.Target || k.Where != k.Pos.String() || k.Pos.Line != 3 || k.Pos.Col != 11 {
		t.Errorf("construct %q where %q pos %v", k.Construct, k.Where, k.Pos)
	}
	if len(p.Splices) != 1 || p.Splices[0].Kernel != k {
		t.Fatalf("splices %+v", p.Splices)
	}
	s := p.Splices[0]
	pragmaStart := strings.Index(src, "  #pragma")
	stmtStart := strings.Index(src, "{\n    r = n;")
	stmtEnd := strings.Index(src, "}\n  return") + 1
	if s.Start != pragmaStart || s.End != stmtEnd {
		t.Errorf("splice [%d,%d), want [%d,%d) (pragma line through the statement)", s.Start, s.End, pragmaStart, stmtEnd)
	}
	if s.Fallback != src[stmtStart:stmtEnd] || s.FallbackLine != 4 || s.ResumeLine != 6 {
		t.Errorf("fallback %q line %d resume %d", s.Fallback, s.FallbackLine, s.ResumeLine)
	}
}

func TestNoDirectives(t *testing.T) {
	p := build(t, "plain.c", "int main(void) { return 0; }\n", Options{})
	if len(p.Kernels) != 0 || len(p.Splices) != 0 || len(p.DeviceTypedefs) != 0 {
		t.Errorf("plan of a file without directives: %+v", p)
	}
}

// wantBuildError builds src as e.c and expects an error containing
// "e.c:"+want; what names the case in messages.
func wantBuildError(t *testing.T, src, what, want string) {
	t.Helper()
	_, err := tryBuild(t, "e.c", src, Options{})
	if err == nil {
		t.Errorf("%q: no error, want %s", what, want)
		return
	}
	if !strings.Contains(err.Error(), "e.c:"+want) {
		t.Errorf("%q:\n got  %v\n want e.c:%s", what, err, want)
	}
}
