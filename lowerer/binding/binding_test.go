package binding_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// bindUnit parses src as u.c and returns it with a binder over its
// functions.
func bindUnit(t *testing.T, src string) (*frontend.Unit, *binding.Binder) {
	t.Helper()
	return bindingtest.Parse(t, src, frontend.Options{})
}

// TestBind binds each pragma of a unit and checks the statement (or the
// error) it finds; the analysis's own tests cover kernels built on it.
func TestBind(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string // per pragma: the statement's text, or "error: ..."
	}{
		{"statement after a declaration", "void f(int *a) {\n  int x = 1;\n#pragma omp target\n  a[0] = x;\n}\n",
			[]string{"a[0] = x;"}},
		{"outermost statement", "void f(int *a) {\n#pragma omp target\n  for (int i = 0; i < 4; i++) a[i] = i;\n}\n",
			[]string{"for (int i = 0; i < 4; i++) a[i] = i;"}},
		{"macro with pragma and statement", "#define RUN(v) _Pragma(\"omp target\") { v = 2; }\nvoid f(int v) {\n  RUN(v)\n}\n",
			[]string{"{v = 2; }"}},
		{"nested", "void f(int *a) {\n#pragma omp target\n  {\n#pragma omp parallel\n    a[0] = 1;\n  }\n}\n",
			[]string{"{\na[0] = 1;\n}", "a[0] = 1;"}},
		{"end of block", "void f(void) {\n  ;\n#pragma omp target\n}\n",
			[]string{"error: u.c:4:1: error: '#pragma omp target' must be followed by a statement, not the end of the block"}},
		{"declaration", "void f(void) {\n#pragma omp target\n  int x = 0;\n  (void)x;\n}\n",
			[]string{"error: u.c:3:3: error: '#pragma omp target' must be followed by a statement, not a declaration"}},
		{"file scope", "#pragma omp target\nint x;\n",
			[]string{"error: u.c:1:9: error: '#pragma omp target' must be followed by a statement inside a function"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, b := bindUnit(t, tc.src)
			if len(u.Pragmas) != len(tc.want) {
				t.Fatalf("%d pragmas, want %d", len(u.Pragmas), len(tc.want))
			}
			for i, p := range u.Pragmas {
				r := b.Bind(p.Seq)
				got := ""
				if r.Stmt != nil {
					got = csyntax.Text(r.Stmt)
				} else {
					var l diag.List
					r.Error(&l, p.Pos, "target")
					got = "error: " + strings.ReplaceAll(l.Error(), filepath.Dir(u.Path)+string(filepath.Separator), "")
				}
				if got != tc.want[i] {
					t.Errorf("pragma %d: got %q, want %q", i, got, tc.want[i])
				}
			}
		})
	}
}

// TestAround checks which construct holds a pragma: the innermost one the
// filter accepts, none outside every statement.
func TestAround(t *testing.T) {
	src := "void f(int *a, int n) {\n#pragma omp target\n  {\n#pragma omp parallel\n    {\n#pragma omp for\n      for (int i = 0; i < n; i++) {\n#pragma omp atomic\n        a[0] += i;\n      }\n    }\n  }\n#pragma omp barrier\n}\n"
	u, b := bindUnit(t, src)
	var dirs []*directive.Directive
	for _, p := range u.Pragmas {
		d, errs := directive.Parse(p.Toks)
		if errs.HasErrors() {
			t.Fatal(errs)
		}
		dirs = append(dirs, d)
	}
	any := func(*directive.Directive) bool { return true }
	parallel := func(d *directive.Directive) bool { return d.Kind.HasParallel() }
	target := func(d *directive.Directive) bool { return d.Kind == "target" }
	for _, c := range []struct {
		name string
		q    int
		keep func(*directive.Directive) bool
		want int
	}{
		{"atomic in the loop", 3, any, 2},
		{"atomic in the parallel region", 3, parallel, 1},
		{"atomic in the target region", 3, target, 0},
		{"for in the parallel region", 2, any, 1},
		{"target outside everything", 0, any, -1},
		{"barrier after the region", 4, any, -1},
	} {
		if got := b.Around(u.Pragmas, dirs, u.Pragmas[c.q], c.keep); got != c.want {
			t.Errorf("%s: Around = %d, want %d", c.name, got, c.want)
		}
	}
}

// TestSpan checks that a statement's kept span is its first and last
// tokens', the same on every ask.
func TestSpan(t *testing.T) {
	src := "void f(int *a, int n) {\n#pragma omp target\n  {\n#pragma omp parallel for\n    for (int i = 0; i < n; i++) a[i] = i;\n  }\n}\n"
	u, b := bindUnit(t, src)
	for i, p := range u.Pragmas {
		st := b.Bind(p.Seq).Stmt
		if st == nil {
			t.Fatalf("pragma %d binds no statement", i)
		}
		wlo, whi := csyntax.Span(st)
		for ask := 0; ask < 2; ask++ {
			if lo, hi, ok := b.Span(st); !ok || lo != wlo || hi != whi {
				t.Errorf("pragma %d, ask %d: Span = %d, %d, %v; want %d, %d, true", i, ask, lo, hi, ok, wlo, whi)
			}
		}
	}
}
