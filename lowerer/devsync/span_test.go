package devsync_test

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// A site's span is its statement's first and last tokens, whether the
// binder gave it (NewSite) or the site was built with its statement.
func TestSiteSpan(t *testing.T) {
	u, b := bindingtest.Parse(t, `void f(int *a) {
  #pragma omp critical
  { a[0]++; a[1]++; }
  #pragma omp single
  a[2] = 3;
}
`, frontend.Options{})
	for _, q := range u.Pragmas {
		d, errs := directive.Parse(q.Toks)
		if errs.HasErrors() {
			t.Fatal(errs)
		}
		var el diag.List
		s := devsync.NewSite(&el, b, q, d)
		if s == nil || s.Stmt == nil {
			t.Fatalf("%s: no site: %v", d.Kind, el)
		}
		wlo, whi := csyntax.Span(s.Stmt)
		for _, site := range []*devsync.Site{s, {Pragma: q, Dir: d, Stmt: s.Stmt}} {
			if lo, hi := site.Span(); lo != wlo || hi != whi || lo >= hi {
				t.Errorf("%s: Span() = %d, %d, want %d, %d", d.Kind, lo, hi, wlo, whi)
			}
		}
	}
}
