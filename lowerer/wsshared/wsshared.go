// Package wsshared checks that the list items of a reduction,
// firstprivate or lastprivate clause on a worksharing construct in a
// target region are shared in the parallel region it binds to (OpenMP
// 5.2 §5.4.4, §5.4.5, §5.5.8): a reduction into each thread's private
// copy would combine nothing, and the copies in and out would read and
// write another thread's variable. The errors are clang-19's.
package wsshared

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Region is the target region the constructs stand in.
type Region struct {
	// Lo and Hi are the sequence numbers of its first and last tokens.
	Lo, Hi int
	// Par is the directive of the kernel's construct when that is a
	// 'target parallel' (the parallel region of the whole target
	// region), else nil.
	Par *directive.Directive
}

// Check checks the reduction, firstprivate and lastprivate items of
// worksharing construct s (sections, single) in region r: none may be
// private, firstprivate or reduction on the parallel construct s binds
// to (the target parallel construct, or one nested in the region), or a
// local of automatic storage declared in that parallel region. It
// reports false after an error.
func Check(errs *diag.List, src binding.Source, r Region, s *devsync.Site) bool {
	if s.Combined {
		return true
	}
	par, lo, hi := r.Par, r.Lo, r.Hi
	if pi := src.ParallelAround(s.Pragma); pi >= 0 && src.Pragmas[pi].Seq > r.Lo && src.Pragmas[pi].Seq < r.Hi {
		// A parallel construct nested in the region.
		st := src.Binder.Bind(src.Pragmas[pi].Seq).Stmt
		if st == nil {
			return true
		}
		lo, hi, _ = src.Binder.Span(st)
		par = src.Dirs[pi]
	} else if par == nil {
		return true
	}
	scope := resolve.ScopeOf(s.Stmt)
	ok := true
	for _, c := range s.Dir.Sync.DS {
		if c.Name != "reduction" && c.Name != "firstprivate" && c.Name != "lastprivate" {
			continue
		}
		for _, it := range c.Items {
			decl := resolve.Lookup(scope, it.Name, s.Pragma.Seq)
			if decl == nil {
				continue
			}
			if csyntax.LocalTo(decl, lo, hi) {
				errs.Errorf(it.Pos, "%s variable must be shared", c.Name)
				errs.Notef(frontend.Position(decl.NameTok()), "variable with automatic storage duration is predetermined as private; perhaps you forget to enclose 'omp %s' directive into a parallel or another task region?", s.Dir.Kind)
				ok = false
				continue
			}
			if pc, pit := privateOn(par, it.Name); pit != nil {
				errs.Errorf(it.Pos, "%s variable must be shared", c.Name)
				errs.Notef(pit.Pos, "defined as %s", pc.Name)
				ok = false
			}
		}
	}
	return ok
}

// privateOn returns the private, firstprivate or reduction clause of d
// (each gives the item a copy of each thread's own), and its item, that
// names name.
func privateOn(d *directive.Directive, name string) (*directive.Clause, *directive.Item) {
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "private" && c.Name != "firstprivate" && c.Name != "reduction" {
			continue
		}
		for ii := range c.Items {
			if c.Items[ii].Name == name {
				return c, &c.Items[ii]
			}
		}
	}
	return nil, nil
}
