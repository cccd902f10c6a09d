package binding_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

const sourceUnit = `#define ARGS(x, y) x + y
void f(int *a, int n) {
#pragma omp target
#pragma omp atomic
  a[0] += 1;
#pragma omp target teams
  {
#pragma omp barrier
#pragma omp frobnicate
    a[1] = ARGS(
#pragma omp parallel
      1, 2);
  }
}
`

// The queries on where directives stand: a pragma's index and kind, the
// pragmas in a range of tokens and before a region, the statement a
// directive governs and why there is none.
func TestSource(t *testing.T) {
	u, b := bindUnit(t, sourceUnit)
	src := binding.Source{Binder: b, Pragmas: u.Pragmas, Path: u.Path, Src: u.Src}
	for _, p := range u.Pragmas {
		d, _ := directive.Parse(p.Toks)
		src.Dirs = append(src.Dirs, d)
	}
	if len(u.Pragmas) != 6 {
		t.Fatalf("%d pragmas, want 6", len(u.Pragmas))
	}
	var kinds []string
	for i, p := range u.Pragmas {
		if got := src.Index(p); got != i {
			t.Errorf("Index(pragma %d) = %d", i, got)
		}
		kinds = append(kinds, src.KindOf(i))
	}
	if got, want := strings.Join(kinds, ","), "target,atomic,target teams,barrier,...,parallel"; got != want {
		t.Errorf("kinds %s, want %s", got, want)
	}
	var errs diag.List
	teams, ok := src.Statement(&errs, &u.Pragmas[2], src.Dirs[2])
	if !ok || teams.Fn.Declarator.Name() != "f" || !strings.HasPrefix(csyntax.Text(teams.Stmt), "{") {
		t.Fatalf("teams region: %v %v", teams, errs)
	}
	lo, hi := teams.Toks[0].Seq(), teams.Toks[len(teams.Toks)-1].Seq()
	var in []string
	for _, q := range src.In(lo, hi) {
		in = append(in, src.KindOf(src.Index(q)))
	}
	if got, want := strings.Join(in, ","), "barrier,...,parallel"; got != want {
		t.Errorf("pragmas in the teams region: %s, want %s", got, want)
	}
	target, _ := src.Statement(&errs, &u.Pragmas[0], src.Dirs[0])
	before := src.Before(&u.Pragmas[0], target.Toks[0].Seq())
	if len(before) != 1 || before[0].Pos != u.Pragmas[1].Pos {
		t.Errorf("pragmas before the target region: %v, want the atomic", before)
	}
	if fn, _, _ := src.ScopeAt(&u.Pragmas[3]); fn == nil || fn.Declarator.Name() != "f" {
		t.Errorf("ScopeAt(barrier): function %v, want f", fn)
	}
	if len(errs) > 0 {
		t.Fatalf("errors %v", errs)
	}
	// The parallel pragma stands among a macro's arguments.
	if _, ok := src.Statement(&errs, &u.Pragmas[5], src.Dirs[5]); ok || len(errs) != 1 {
		t.Errorf("a pragma among macro arguments bound: %v", errs)
	}
}
