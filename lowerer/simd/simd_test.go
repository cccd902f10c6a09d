package simd_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/simd"
)

// TestLoops plans the simd loops of small functions (Site, Private,
// then Copies): what is refused, the linear clauses handed back, the
// spans recorded and where the private copies are declared.
func TestLoops(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       string // the errors, or "linear N, spans N:" and the edits
	}{
		{name: "private, block body",
			body: "#pragma omp simd private(t) reduction(+: s)\nfor (i = 0; i < n; i++) { t = a[i]; s += t; }",
			want: "linear 0, spans 1: { __typeof__(t) t;"},
		{name: "private, statement body",
			body: "#pragma omp simd private(t, s)\nfor (i = 0; i < n; i++) a[i] = t = s = i;",
			want: "linear 0, spans 1: { __typeof__(t) t; __typeof__(s) s; a | ; }"},
		{name: "linear",
			body: "#pragma omp simd linear(s: 2)\nfor (i = 0; i < n; i++) a[i] = s;",
			want: "linear 1, spans 1:"},
		{name: "loop bind(thread)",
			body: "#pragma omp loop bind(thread) private(t)\nfor (i = 0; i < n; i++) { t = i; a[i] = t; }",
			want: "linear 0, spans 1: { __typeof__(t) t;"},
		{name: "unsigned index stepping by 3: guarded",
			body: "#pragma omp simd reduction(+: s)\nfor (unsigned q = 28u; q > 0u; q -= 3) s += q;",
			want: "linear 0, spans 1: { int __omp_sw2355 = 0; unsigned long long __omp_sv2355 = 0; for | { if (__omp_sw2355 && (unsigned long long)(q) > __omp_sv2355) break; __omp_sw2355 = 1; __omp_sv2355 = (unsigned long long)(q); s | ; } }"},
		{name: "guard and private, statement body",
			body: "#pragma omp simd private(t)\nfor (unsigned q = 0; q < n; q += 2) a[0] = t = q;",
			want: "linear 0, spans 1: { int __omp_sw2355 = 0; unsigned long long __omp_sv2355 = 0; for | { __typeof__(t) t; { if (__omp_sw2355 && (unsigned long long)(q) < __omp_sv2355) break; __omp_sw2355 = 1; __omp_sv2355 = (unsigned long long)(q); a | ; } } }"},
		{name: "collapsed, both levels guarded",
			body: "#pragma omp simd collapse(2)\nfor (unsigned q = 9u; q > 0u; q -= 2)\nfor (unsigned r = 0; r < 7u; r += 3) a[q] = r;",
			want: "linear 0, spans 1: { int __omp_sw2355 = 0; unsigned long long __omp_sv2355 = 0; for | { if (__omp_sw2355 && (unsigned long long)(q) > __omp_sv2355) break; __omp_sw2355 = 1; __omp_sv2355 = (unsigned long long)(q); { int __omp_sw2370 = 0; unsigned long long __omp_sv2370 = 0; for | { if (__omp_sw2370 && (unsigned long long)(r) < __omp_sv2370) break; __omp_sw2370 = 1; __omp_sv2370 = (unsigned long long)(r); a | ; } } } }"},
		{name: "unit steps: no guard",
			body: "#pragma omp simd\nfor (unsigned q = 9u; q > 0u; q--) a[q] = 1;",
			want: "linear 0, spans 1:"},
		{name: "firstprivate",
			body: "#pragma omp simd firstprivate(t)\nfor (i = 0; i < n; i++) a[i] = t;",
			want: "u.c:4:18: error: clause 'firstprivate' is not valid on '#pragma omp simd' (OpenMP 5.2 gives it private, lastprivate and reduction, not firstprivate); put it on an enclosing construct, or use a combined construct that takes it, such as '#pragma omp for simd'"},
		{name: "no loop",
			body: "#pragma omp simd\n{ a[0] = 1; }",
			want: "u.c:4:9: error: '#pragma omp simd' must be followed by a for loop"},
		{name: "private of an unknown name",
			body: "#pragma omp simd private(zz)\nfor (i = 0; i < n; i++) a[i] = i;",
			want: "u.c:4:26: error: 'zz' in clause 'private' is not a variable in scope"},
		{name: "private, body of a construct",
			body: "#pragma omp simd private(t)\nfor (i = 0; i < n; i++)\n#pragma omp atomic\na[0] += i;",
			want: "u.c:4:18: error: clause 'private' on a '#pragma omp simd' nested in a target region is supported only on a loop whose body is no construct's statement"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := "void f(int *a, int n) {\n  int i, s = 0, t = 0;\n  (void)s; (void)t;\n" + c.body + "\n}\n"
			in, u := input(t, src)
			var l simd.Loops
			lin := 0
			for i, q := range u.Pragmas {
				d := in.Dirs[i]
				if d.Kind != "simd" && d.Kind != "loop" {
					continue
				}
				stmt, ls := l.Site(in, q, d)
				if stmt == nil {
					continue
				}
				lin += len(ls)
				l.Private(in, d, stmt)
			}
			if in.Errs.HasErrors() {
				if g := in.Errs.Error(); g != c.want {
					t.Errorf("errors %q, want %q", g, c.want)
				}
				return
			}
			subst := map[int]string{}
			l.Copies(subst)
			var seqs []int
			for seq := range subst {
				seqs = append(seqs, seq)
			}
			sort.Ints(seqs)
			var edits []string
			for _, seq := range seqs {
				edits = append(edits, subst[seq])
			}
			got := fmt.Sprintf("linear %d, spans %d:", lin, len(l.Spans))
			if len(edits) > 0 {
				got += " " + strings.Join(edits, " | ")
			}
			if got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
			if sp := l.Spans; len(sp) == 1 && (!l.HoldsPragma(sp[0][0]) || !l.HoldsPragma(sp[0][1]-1) || l.HoldsPragma(sp[0][1])) {
				t.Errorf("HoldsPragma does not follow the span %v", sp[0])
			}
		})
	}
}

// input parses src as u.c into the Input of its simd loops.
func input(t *testing.T, src string) (simd.Input, *frontend.Unit) {
	t.Helper()
	u, b := bindingtest.Parse(t, src, frontend.Options{SourceName: "u.c"})
	in := simd.Input{Errs: &diag.List{}, Binder: b, Pragmas: u.Pragmas, Dirs: make([]*directive.Directive, len(u.Pragmas))}
	for i, p := range u.Pragmas {
		d, derrs := directive.Parse(p.Toks)
		if derrs.HasErrors() {
			t.Fatal(derrs)
		}
		in.Dirs[i] = d
	}
	return in, u
}

// TestHoldsPragma places the pragmas after a simd construct's one inside
// or outside its loop: a pragma right after the loop (whose seq is the
// loop's last token) is outside.
func TestHoldsPragma(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       []bool // for each pragma after the simd one
	}{
		{name: "after a statement body",
			body: "#pragma omp simd\nfor (i = 0; i < n; i++) a[i] = i;\n#pragma omp barrier\n#pragma omp single\ns = 1;",
			want: []bool{false, false}},
		{name: "after a block body",
			body: "#pragma omp simd\nfor (i = 0; i < n; i++) { a[i] = i; }\n#pragma omp masked\ns = 1;",
			want: []bool{false}},
		{name: "in a block body",
			body: "#pragma omp simd\nfor (i = 0; i < n; i++) {\n#pragma omp ordered simd\na[i] = i;\n}",
			want: []bool{true}},
		{name: "the body's statement",
			body: "#pragma omp simd\nfor (i = 0; i < n; i++)\n#pragma omp ordered simd\na[i] = i;\n",
			want: []bool{true}},
		{name: "after code after the loop",
			body: "#pragma omp simd\nfor (i = 0; i < n; i++) a[i] = i;\ns = 2;\n#pragma omp masked\ns = 1;",
			want: []bool{false}},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := "void f(int *a, int n) {\n  int i, s = 0;\n  (void)s;\n" + c.body + "\n}\n"
			in, u := input(t, src)
			var l simd.Loops
			var got []bool
			for i, q := range u.Pragmas {
				if in.Dirs[i].Kind == "simd" {
					l.Site(in, q, in.Dirs[i])
					continue
				}
				got = append(got, l.HoldsPragma(q.Seq))
			}
			if in.Errs.HasErrors() {
				t.Fatal(in.Errs.Error())
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}
