package analysis

// Orphaned constructs (docs/sync.md): a '#pragma omp for' or '#pragma
// omp barrier' in a declare target function binds to the team of the
// caller; package orphan lowers the loops. Every thread of the team must
// reach the construct (OpenMP 5.2 §11.1), so a call of such a function is
// refused where not every thread of the team runs it (package devcall).

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// orphanIn is what package orphan reads of the analysis.
func (a *analyzer) orphanIn() orphan.Input {
	return orphan.Input{Errs: &a.errs, Env: a.env, ConstInt: a.constInt, Temps: &a.temps, RuntimeState: &a.plan.RuntimeState, Linear: a.orphanLinearCode,
		Src: a.u.Src, PragmasIn: a.src.In, HostSplice: a.orphanHostSplice}
}

// orphanHostSplice records splice s of the host text of a function once.
func (a *analyzer) orphanHostSplice(s *plan.Splice) {
	if a.orphanHost[s.Start] {
		return
	}
	if a.orphanHost == nil {
		a.orphanHost = map[int]bool{}
	}
	a.orphanHost[s.Start] = true
	a.plan.Splices = append(a.plan.Splices, s)
}

// orphanFor checks the clauses of the worksharing loop d at q in a
// declare target function and records it with the synchronisation
// constructs. inParallel: the loop stands in a parallel construct of
// the function.
func (a *analyzer) orphanFor(q frontend.Pragma, d *directive.Directive, inParallel bool) {
	if orphan.Check(a.orphanIn(), d, inParallel) {
		a.syncSite(q, d)
	}
}

// orphanLinearCode is orphanLinear (nested.go) as package orphan
// reads it.
func (a *analyzer) orphanLinearCode(s *devsync.Site, nest *loops.Nest, vars []devsync.Var) (orphan.Linear, bool) {
	l, ok := a.orphanLinear(s, nest, vars)
	return orphan.Linear{Open: l.open, Iter: l.iter, LastCopy: l.lastCopy}, ok
}
