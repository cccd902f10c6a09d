package allocate_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/allocate"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// TestDirectives checks the allocate directives of small units as
// device code (Check, then AlignBody) and as host text (HostSplices):
// what is refused, the specifier the aligned declarations get, and the
// directives the host text drops.
func TestDirectives(t *testing.T) {
	for _, c := range []struct {
		name, src string
		dynamic   bool
		want      string // the errors, or the body's and the host's edits
	}{
		{name: "aligned",
			src:  "#define A 16\nvoid f(void) {\n  int a, b[2];\n  #pragma omp allocate(a, b) allocator(omp_default_mem_alloc) align(2 * A)\n  a = b[0] = 0;\n}\n",
			want: "body: _Alignas(32) int; host: +_Alignas(32) @30; -[43,118)"},
		{name: "no align",
			src:  "void f(void) {\n  int a;\n  #pragma omp allocate(a) allocator(omp_default_mem_alloc)\n  a = 0;\n}\n",
			want: "body:; host: -[24,83)"},
		{name: "no allocator",
			src:  "void f(void) {\n  int a;\n  #pragma omp allocate(a)\n  a = 0;\n}\n",
			want: "u.c:3:11: error: '#pragma omp allocate' in device code needs an 'allocator' clause (or '#pragma omp requires dynamic_allocators')"},
		{name: "no allocator, dynamic allocators", dynamic: true,
			src:  "void f(void) {\n  int a;\n  #pragma omp allocate(a)\n  a = 0;\n}\n",
			want: "body:; host: -[24,50)"},
		{name: "not in scope",
			src:  "void f(void) {\n  int a;\n  #pragma omp allocate(b) allocator(omp_default_mem_alloc)\n  a = 0;\n}\n",
			want: "u.c:3:24: error: 'b' in '#pragma omp allocate' is not a variable in scope"},
		{name: "other scope",
			src:  "void f(void) {\n  int a;\n  {\n    #pragma omp allocate(a) allocator(omp_default_mem_alloc)\n    a = 0;\n  }\n}\n",
			want: "u.c:4:26: error: '#pragma omp allocate' must be in the same scope as the declaration of 'a'"},
		{name: "no power of two",
			src:  "void f(void) {\n  int a;\n  #pragma omp allocate(a) allocator(omp_default_mem_alloc) align(24)\n  a = 0;\n}\n",
			want: "u.c:3:66: error: the alignment '24' of clause 'align' of '#pragma omp allocate' must be a constant positive power of two"},
		{name: "declared by a macro",
			src:  "#define DECL int a;\nvoid f(void) {\n  DECL\n  #pragma omp allocate(a) allocator(omp_default_mem_alloc) align(8)\n  a = 0;\n}\n",
			want: "u.c:4:24: error: clause 'align' of '#pragma omp allocate' on 'a', whose declaration is not written in the unit's own text (a macro or a header produces it), is not supported yet"},
	} {
		t.Run(c.name, func(t *testing.T) {
			x, u, dirs, errs := directives(t, c.src, c.dynamic)
			for i, q := range u.Pragmas {
				x.Check(q, dirs[i])
			}
			if errs.HasErrors() {
				if g := errs.Error(); g != c.want {
					t.Errorf("errors %q, want %q", g, c.want)
				}
				return
			}
			subst := map[int]string{}
			x.AlignBody(subst)
			var body []string
			for _, text := range subst {
				body = append(body, " "+text)
			}
			var host []string
			for _, s := range x.HostSplices(nil) {
				if s.Start == s.End {
					host = append(host, fmt.Sprintf("+%s@%d", s.Keep, s.Start))
				} else {
					host = append(host, fmt.Sprintf("-[%d,%d)", s.Start, s.End))
				}
			}
			if g := "body:" + strings.Join(body, "") + "; host: " + strings.Join(host, "; "); g != c.want {
				t.Errorf("got %q, want %q", g, c.want)
			}
			if len(x.In(0, len(u.Src))) != len(u.Pragmas) {
				t.Errorf("In does not find the unit's directives")
			}
		})
	}
}

// directives parses src as u.c and returns the planner of its allocate
// directives with the unit, its parsed directives and the list its
// errors go to.
func directives(t *testing.T, src string, dynamic bool) (*allocate.Directives, *frontend.Unit, []*directive.Directive, *diag.List) {
	t.Helper()
	u, b := bindingtest.Parse(t, src, frontend.Options{SourceName: "u.c"})
	dirs := make([]*directive.Directive, len(u.Pragmas))
	for i, p := range u.Pragmas {
		d, derrs := directive.Parse(p.Toks)
		if derrs.HasErrors() {
			t.Fatal(derrs)
		}
		dirs[i] = d
	}
	var list diag.List
	macros := func(name string) ([]string, bool) {
		m := u.AST.Macros[name]
		if m == nil || m.IsFnLike {
			return nil, false
		}
		var rep []string
		for _, r := range m.ReplacementList() {
			rep = append(rep, r.SrcStr())
		}
		return rep, true
	}
	x := allocate.New(allocate.Input{Unit: u, Dirs: dirs, Binder: b, Errs: &list, Macros: macros, DynamicAllocators: dynamic})
	return x, u, dirs, &list
}
