package dataenv

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// TestExpandDefault spells out the default clause of the last pragma of
// each unit: the clause it adds (name and items) or the error.
func TestExpandDefault(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"firstprivate: referenced, not local, not listed",
			"void f(int *a, int n) {\n  int x = 1, y = 2, z = 3;\n#pragma omp parallel default(firstprivate) shared(a) private(z)\n  { int w = x; a[0] = w + y + n + z; }\n}\n",
			"firstprivate(x, y, n)"},
		{"private",
			"void f(int *a) {\n  int x = 1;\n#pragma omp parallel default(private) shared(a)\n  { x = 2; a[0] = x; }\n}\n",
			"private(x)"},
		{"iteration variables of the associated loops are left alone",
			"void f(int *a, int n) {\n  int i, j, s = 0;\n#pragma omp parallel for collapse(2) default(firstprivate) shared(a)\n  for (i = 0; i < n; i++) for (j = 0; j < n; j++) a[i] = s + j;\n}\n",
			"firstprivate(n, s)"},
		{"shared and none change nothing",
			"void f(int *a, int x) {\n#pragma omp parallel default(shared)\n  a[0] = x;\n}\n",
			""},
		{"nothing to spell out",
			"void f(int *a) {\n#pragma omp parallel default(firstprivate) shared(a)\n  a[0] = 1;\n}\n",
			""},
		{"file scope variables are errors",
			"int g;\nvoid f(int *a) {\n#pragma omp parallel default(firstprivate) shared(a)\n  a[0] = g;\n}\n",
			"error: u.c:4:10: error: variable 'g' must have explicitly specified data sharing attributes: default(firstprivate) does not apply to variables declared at file scope"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, b := bindingtest.Parse(t, tc.src, frontend.Options{})
			p := u.Pragmas[len(u.Pragmas)-1]
			d, derrs := directive.Parse(p.Toks)
			if derrs.HasErrors() {
				t.Fatal(derrs)
			}
			stmt := b.Bind(p.Seq).Stmt
			toks := csyntax.Tokens(stmt)
			var errs diag.List
			n := len(d.Clauses)
			nd, ok := ExpandDefault(&errs, d, stmt, toks[0].Seq(), toks[len(toks)-1].Seq())
			got := ""
			switch {
			case !ok:
				got = "error: " + strings.ReplaceAll(errs[0].String(), u.Path, "u.c")
			case len(nd.Clauses) > len(d.Clauses):
				c := nd.Clauses[len(nd.Clauses)-1]
				var names []string
				for _, it := range c.Items {
					names = append(names, it.Name)
				}
				got = c.Name + "(" + strings.Join(names, ", ") + ")"
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
			if len(d.Clauses) != n {
				t.Errorf("the directive itself changed: %d clauses, had %d", len(d.Clauses), n)
			}
		})
	}
}
