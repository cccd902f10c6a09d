package vla_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// TestVLAView checks how a multi-dimensional variable-length array
// reaches a kernel: its storage as a pointer parameter, one literal per
// extent whose host value is the sizeof quotient C fixed at the
// declaration, a view built from them, and sizeof from the view.
func TestVLAView(t *testing.T) {
	src := `void f(int n, int m) {
  double v[n][m];
  double (*p)[m] = v;
  double s = 0;
#pragma omp target map(tofrom: v, s) map(to: p[1:2][0:m])
  { s = sizeof(v) + sizeof(v[1]) + sizeof *p + sizeof(p) + p[1][2] + v[0][m - 1] + (&v[1])[0][0]; }
}
`
	p, err := analysistest.TryBuild(t, "x.c", src, analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := p.Kernels[0]
	var slots, decls []string
	for _, a := range k.Args {
		if a.SlotValue != "" {
			slots = append(slots, a.Slot+"="+a.SlotValue)
		}
		if strings.Contains(a.DeviceDecl, "__omp_vla") {
			decls = append(decls, a.DeviceDecl)
		}
	}
	wantSlots := []string{
		"__omp_ext_v_0=sizeof((v)) / sizeof((v)[0])",
		"__omp_ext_v_1=sizeof((v)[0]) / sizeof((v)[0][0])",
		"__omp_ext_p_1=sizeof((p)[0]) / sizeof((p)[0][0])",
	}
	if strings.Join(slots, "\n") != strings.Join(wantSlots, "\n") {
		t.Errorf("extent slots\n got  %s\n want %s", strings.Join(slots, "\n      "), strings.Join(wantSlots, "\n      "))
	}
	wantDecls := []string{
		"__omp_vla<double, 2> v = __omp_vla_at<double, 2>((double *)__omp_arg2, (long long)__omp_arg3, {(long long)__omp_arg4});",
		"__omp_vla<double, 2> p = __omp_vla_at<double, 2>((double *)__omp_arg6, -1, {(long long)__omp_arg7});",
	}
	if strings.Join(decls, "\n") != strings.Join(wantDecls, "\n") {
		t.Errorf("views\n got  %s\n want %s", strings.Join(decls, "\n      "), strings.Join(wantDecls, "\n      "))
	}
	for _, want := range []string{
		"((unsigned long)(v).__omp_bytes())",
		"((unsigned long)(v).__omp_rowbytes())",
		"((unsigned long)(p).__omp_rowbytes())",
		"((unsigned long)sizeof(void *))",
		"(((v) + (1)))[0][0]",
	} {
		if !strings.Contains(k.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, k.Body)
		}
	}
	for _, a := range k.Args {
		if a.Var == "p" && a.Begin != "(void *)&p[1][0]" {
			t.Errorf("p's section begins at %s", a.Begin)
		}
	}
}

// TestVLAParam checks a declare target function's variable-length
// parameter: the device takes the first element and builds the view from
// the parameter's own extents; callers pass the first element.
func TestVLAParam(t *testing.T) {
	src := `#pragma omp declare target
static double g(int n, int m, double a[n][m + 1]) { return a[n - 1][m]; }
#pragma omp end declare target
double f(int n, int m) {
  double v[n][m + 1];
  double r = 0;
#pragma omp target map(tofrom: v, r)
  r = g(n, m, v);
  return r;
}
`
	p, err := analysistest.TryBuild(t, "x.c", src, analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.DeviceFuncs) != 1 {
		t.Fatalf("device functions: %+v", p.DeviceFuncs)
	}
	df := p.DeviceFuncs[0]
	if !strings.Contains(df.Proto, "double *__omp_vp_a") {
		t.Errorf("prototype %s", df.Proto)
	}
	if !strings.Contains(df.Body, "__omp_vla<double, 2> a = __omp_vla_at<double, 2>(__omp_vp_a, -1, {(long long)(m + 1)});") {
		t.Errorf("body %s", df.Body)
	}
	if !strings.Contains(p.Kernels[0].Body, "g(n, m, ((double *)(v)))") {
		t.Errorf("call %s", p.Kernels[0].Body)
	}
}

// TestVLALocal checks the rewrite of variable-length arrays declared in
// a target region: heap storage of the declaring thread, sized by the
// extents where C evaluates them, the variable a pointer or a view, and
// sizeof read from the storage (one dimension) or the view.
func TestVLALocal(t *testing.T) {
	for _, tc := range []struct {
		name, decl, use string
		want            []string
	}{
		{"one dimension", "double t[n + 1];", "t[0] = 1; s = sizeof t;", []string{
			"__omp_vla_buf __omp_vb_t; const unsigned long long &__omp_vlabytes_t = __omp_vb_t.bytes; double * t = __omp_vla_ptr<double>(&__omp_vb_t, {(long long)(n + 1)});",
			"s = ((unsigned long)__omp_vb_t.bytes)",
		}},
		{"two dimensions", "double g[n][m];", "g[1][2] = 1; s = sizeof g + sizeof g[0];", []string{
			"__omp_vla_buf __omp_vb_g; __omp_vla<double, 2> g = __omp_vla_new<double, 2>(&__omp_vb_g, {(long long)(n), (long long)(m)});",
			"((unsigned long)(g).__omp_bytes())",
			"((unsigned long)(g).__omp_rowbytes())",
		}},
		{"fixed outer extent", "float c[3][m];", "c[2][0] = 1;", []string{
			"__omp_vla<float, 2> c = __omp_vla_new<float, 2>(&__omp_vb_c, {(long long)(3), (long long)(m)});",
		}},
		{"pointer elements", "int *r[n];", "r[0] = 0;", []string{
			"int * * r = __omp_vla_ptr<int *>(&__omp_vb_r, {(long long)(n)});",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "void f(int n, int m) {\n  double s = 0;\n#pragma omp target map(tofrom: s)\n  { " + tc.decl + " " + tc.use + " }\n}\n"
			p, err := analysistest.TryBuild(t, "x.c", src, analysis.Options{})
			if err != nil {
				t.Fatal(err)
			}
			body := p.Kernels[0].Body
			for _, w := range tc.want {
				if !strings.Contains(body, w) {
					t.Errorf("body lacks %q:\n%s", w, body)
				}
			}
		})
	}
}

// TestLocalDeclList checks the rewrite of declarations that hold
// variable-length arrays beside other declarators: each array becomes a
// declaration of its own where the list had it, and a declarator after an
// array starts a declaration that spells its type in full.
func TestLocalDeclList(t *testing.T) {
	for _, tc := range []struct{ decl, want string }{
		{"int k = n, v[k], w = 3;", "int k = n; __omp_vla_buf __omp_vb_v; const unsigned long long &__omp_vlabytes_v = __omp_vb_v.bytes; int * v = __omp_vla_ptr<int>(&__omp_vb_v, {(long long)(k)}); int w = 3;"},
		{"double a[n][m], *p, b[m];", "__omp_vla_buf __omp_vb_a; __omp_vla<double, 2> a = __omp_vla_new<double, 2>(&__omp_vb_a, {(long long)(n), (long long)(m)}); double *p; __omp_vla_buf __omp_vb_b; const unsigned long long &__omp_vlabytes_b = __omp_vb_b.bytes; double * b = __omp_vla_ptr<double>(&__omp_vb_b, {(long long)(m)});"},
		{"long c[3][m], d[n], e;", "__omp_vla_buf __omp_vb_c; __omp_vla<long, 2> c = __omp_vla_new<long, 2>(&__omp_vb_c, {(long long)(3), (long long)(m)}); __omp_vla_buf __omp_vb_d; const unsigned long long &__omp_vlabytes_d = __omp_vb_d.bytes; long * d = __omp_vla_ptr<long>(&__omp_vb_d, {(long long)(n)}); long e;"},
	} {
		src := "void f(int n, int m) {\n  double s = 0;\n#pragma omp target map(tofrom: s)\n  { " + tc.decl + " s = 1; }\n}\n"
		p, err := analysistest.TryBuild(t, "x.c", src, analysis.Options{})
		if err != nil {
			t.Errorf("%s: %v", tc.decl, err)
			continue
		}
		body := strings.Join(strings.Fields(p.Kernels[0].Body), " ")
		if !strings.Contains(body, tc.want) {
			t.Errorf("%s: body lacks\n  %s\n%s", tc.decl, tc.want, body)
		}
	}
}
