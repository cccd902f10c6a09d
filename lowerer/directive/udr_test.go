package directive

import (
	"strings"
	"testing"
)

func TestDeclareReduction(t *testing.T) {
	d, errs := Parse(tokenize("omp declare reduction(acc : struct s, acc_t : omp_out.a = omp_in.a, f(&omp_out)) initializer(omp_priv = {0, (1)})"))
	if errs.HasErrors() || d == nil || d.Kind != DeclareReduction || !d.HostOnly || len(d.Deferred) > 0 {
		t.Fatalf("Parse = %+v, %v", d, errs)
	}
	r := d.Reduction
	join := func(toks []Token) string {
		var w []string
		for _, t := range toks {
			w = append(w, t.Text)
		}
		return strings.Join(w, " ")
	}
	if r.ID != "acc" || len(r.Types) != 2 || join(r.Types[0]) != "struct s" || join(r.Types[1]) != "acc_t" {
		t.Errorf("head = %q %v", r.ID, r.Types)
	}
	if got := join(r.Combiner); got != "omp_out . a = omp_in . a , f ( & omp_out )" {
		t.Errorf("combiner = %q", got)
	}
	if got := join(r.Init); got != "omp_priv = { 0 , ( 1 ) }" {
		t.Errorf("initializer = %q", got)
	}
	// An operator may be declared for other types; no initializer.
	d, errs = Parse(tokenize("omp declare reduction(+ : vec : omp_out = add(omp_out, omp_in))"))
	if errs.HasErrors() || d.Reduction == nil || d.Reduction.ID != "+" || d.Reduction.Init != nil {
		t.Errorf("Parse(+) = %+v, %v", d, errs)
	}
	// Errors wait in Deferred: the directive is the host compiler's
	// until a reduction on the device names it.
	for _, tt := range []struct{ src, want string }{
		{"omp declare reduction(x : int omp_out += omp_in)", "expected ': combiner' after the type-list"},
		{"omp declare reduction(x : : omp_out += omp_in)", "expected a type in the type-list"},
		{"omp declare reduction(x : int : omp_out += omp_in) initializer(omp_priv = 0", "expected ')'"},
		{"omp declare reduction(x : int : omp_out += omp_in) nowait", "expected 'initializer'"},
		{"omp declare reduction(1 : int : omp_out += omp_in)", "expected a reduction identifier"},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil || len(d.Deferred) == 0 || !strings.Contains(d.Deferred[0].Msg, tt.want) {
			t.Errorf("Parse(%q) = %+v, %v; want deferred %q", tt.src, d, errs, tt.want)
		}
	}
	// A reduction clause takes the identifier.
	d, errs = Parse(tokenize("omp target parallel for reduction(acc: s)"))
	if errs.HasErrors() || d.Clauses[0].ReductionOp != "acc" {
		t.Errorf("reduction(acc: s) = %+v, %v", d, errs)
	}
}
