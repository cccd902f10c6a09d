package analysis

// The list items of a reduction, firstprivate or lastprivate clause on a
// worksharing construct must be shared in the parallel region it binds
// to (OpenMP 5.2 §5.4.4, §5.4.5, §5.5.8): a reduction into each thread's
// private copy would combine nothing, and the copies in and out would
// read and write another thread's variable. The errors are clang-19's.

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// reductionsShared checks the reduction, firstprivate and lastprivate
// items of worksharing construct s (sections, single) in the region of
// a kernel: none may be private, firstprivate or reduction on the
// parallel construct s binds to (the target parallel construct, or one
// nested in the region), or a local of automatic storage declared in
// that parallel region.
func (a *analyzer) reductionsShared(s *devsync.Site) bool {
	sc := a.syncScope
	if sc == nil || s.Combined {
		return true
	}
	var par *directive.Directive
	lo, hi := sc.lo, sc.hi
	if pi := a.src.ParallelAround(s.Pragma); pi >= 0 && a.u.Pragmas[pi].Seq > sc.lo && a.u.Pragmas[pi].Seq < sc.hi {
		// A parallel construct nested in the region.
		r := a.binder.Bind(a.u.Pragmas[pi].Seq)
		if r.Stmt == nil {
			return true
		}
		toks := csyntax.Tokens(r.Stmt)
		par, lo, hi = a.dirs[pi], toks[0].Seq(), toks[len(toks)-1].Seq()
	} else if sc.k != nil && sc.k.Construct == directive.TargetParallel {
		par = sc.k.Directive
	} else {
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
				a.errs.Errorf(it.Pos, "%s variable must be shared", c.Name)
				a.errs.Notef(frontend.Position(decl.NameTok()), "variable with automatic storage duration is predetermined as private; perhaps you forget to enclose 'omp %s' directive into a parallel or another task region?", s.Dir.Kind)
				ok = false
				continue
			}
			if pc, pit := privateOn(par, it.Name, -1); pit != nil {
				a.errs.Errorf(it.Pos, "%s variable must be shared", c.Name)
				a.errs.Notef(pit.Pos, "defined as %s", pc.Name)
				ok = false
			}
		}
	}
	return ok
}

// privateOn returns the private, firstprivate or reduction clause of d
// (each gives the item a copy of each thread's own), and its item, that
// names name; level >= 0 looks at the clauses of that level only.
func privateOn(d *directive.Directive, name string, level int) (*directive.Clause, *directive.Item) {
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "private" && c.Name != "firstprivate" && c.Name != "reduction" || level >= 0 && c.Level != level {
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
