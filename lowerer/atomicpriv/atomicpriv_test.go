package atomicpriv_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomicpriv"
	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// input parses src, whose one target construct governs a loop holding
// atomic constructs, into the Input of that loop kernel with the mapped
// arrays and pointers of mapped as its arguments.
func input(t *testing.T, src string, mapped ...string) atomicpriv.Input {
	t.Helper()
	u, b := bindingtest.Parse(t, src, frontend.Options{})
	in := atomicpriv.Input{
		Macros: func(name string) ([]string, bool) {
			m := u.AST.Macros[name]
			if m == nil || m.IsFnLike {
				return nil, false
			}
			var rep []string
			for _, r := range m.ReplacementList() {
				rep = append(rep, r.SrcStr())
			}
			return rep, true
		},
		PureCall: func(name string) bool { return name == "sqrt" },
	}
	for _, name := range mapped {
		in.Args = append(in.Args, &plan.Arg{Kind: plan.ArgArray, Var: name})
	}
	for _, p := range u.Pragmas {
		d, derrs := directive.Parse(p.Toks)
		if derrs.HasErrors() {
			t.Fatal(derrs)
		}
		stmt := b.Bind(p.Seq).Stmt
		switch {
		case strings.HasPrefix(string(d.Kind), "target"):
			toks := csyntax.Tokens(stmt)
			in.Directive, in.Region = d, stmt
			in.Lo, in.Hi = toks[0].Seq(), toks[len(toks)-1].Seq()
		case d.Kind == "atomic":
			var errs diag.List
			s := atomics.Match(&errs, p.Pos, d.Atomic, stmt)
			if s == nil {
				t.Fatal(errs)
			}
			in.Sites = append(in.Sites, s)
		}
	}
	return in
}

// Privatize on inputs made by hand: what the analysis says of the
// region (worksharing loops, other directives, the kernel's arguments,
// the pure calls, the macros of section bounds) decides as much as the
// region's code.
func TestPrivatize(t *testing.T) {
	const src = `#define N 64
double g(double);
void f(const unsigned *k, int n) {
  int h[256];
  int s[128];
  #pragma omp target teams distribute parallel for map(to: k[0:n]) map(tofrom: h) map(tofrom: s[0:N])
  for (int i = 0; i < n; i++) {
    #pragma omp atomic
    h[k[i] & 255]++;
    #pragma omp atomic
    s[k[i] % N] += CALL;
  }
}
`
	for _, c := range []struct {
		name, call string
		mapped     []string
		edit       func(*atomicpriv.Input)
		want       string
	}{
		{name: "both", call: "1", mapped: []string{"h", "s"},
			want: "h int 0 256 0; s int 0 64 1024"},
		{name: "pure call", call: "(int)sqrt(4.0)", mapped: []string{"h", "s"},
			want: "h int 0 256 0; s int 0 64 1024"},
		{name: "one mapped", call: "1", mapped: []string{"s"},
			want: "s int 0 64 0; not h: it is not mapped"},
		{name: "other call", call: "(int)g(4.0)", mapped: []string{"h", "s"},
			want: "not h: the region calls a function that may reach it; not s: the region calls a function that may reach it"},
		{name: "worksharing", call: "1", mapped: []string{"h", "s"}, edit: func(in *atomicpriv.Input) { in.Worksharing = true },
			want: "not h: the region has worksharing loops; not s: the region has worksharing loops"},
		{name: "other directives", call: "1", mapped: []string{"h", "s"}, edit: func(in *atomicpriv.Input) { in.OtherDirectives = true },
			want: "not h: the region has directives other than atomic ones; not s: the region has directives other than atomic ones"},
		{name: "unknown macro", call: "1", mapped: []string{"h", "s"}, edit: func(in *atomicpriv.Input) {
			// The front end expands N in the directive; spell it back
			// as a name the macros do not know.
			setLength(in.Directive, "s", "N")
			in.Macros = func(string) ([]string, bool) { return nil, false }
		}, want: "h int 0 256 0; not s: its section's bounds are not constant"},
		{name: "variable bound", call: "1", mapped: []string{"h", "s"}, edit: func(in *atomicpriv.Input) {
			setLength(in.Directive, "s", "n")
		}, want: "h int 0 256 0; not s: its section's bounds are not constant"},
		{name: "no sites", call: "1", mapped: []string{"h", "s"}, edit: func(in *atomicpriv.Input) { in.Sites = nil },
			want: ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := input(t, strings.Replace(src, "CALL", c.call, 1), c.mapped...)
			if c.edit != nil {
				c.edit(&in)
			}
			r := atomicpriv.Privatize(in)
			var got []string
			for _, pa := range r.Privatized {
				got = append(got, fmt.Sprintf("%s %s %d %d %d", pa.Var, pa.Type, pa.Lo, pa.Len, pa.Offset))
			}
			for _, np := range r.NotPrivatized {
				got = append(got, "not "+np.Var+": "+np.Reason)
			}
			if g := strings.Join(got, "; "); g != c.want {
				t.Errorf("got %q, want %q", g, c.want)
			}
		})
	}
}

// setLength sets the length of the section of map item name of d.
func setLength(d *directive.Directive, name, length string) {
	for ci := range d.Clauses {
		for ii := range d.Clauses[ci].Items {
			if it := &d.Clauses[ci].Items[ii]; it.Name == name && len(it.Sections) > 0 {
				it.Sections[0].Length = length
			}
		}
	}
}
