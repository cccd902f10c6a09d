package analysis

// The analyzer's side of the calls of declare target functions whose
// parallel region is active (package devcall, devcall/teamcall.go): the
// calls recorded, the copies that teams call planned as device functions,
// and their parallel constructs planned.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// teamCallLoops finds the calls in the region of the target construct
// of pragma ti (tokens lo to hi) that its initial thread runs, of
// functions whose body is a parallel construct, adds each to g as a
// parallel region of code and records it. It reports false when one is
// refused.
func (a *analyzer) teamCallLoops(g *generic.Region, ti, lo, hi int) bool {
	r := a.binder.Bind(a.u.Pragmas[ti].Seq)
	if r.Stmt == nil {
		return true
	}
	calls, ok := a.calls.TeamCallLoops(&a.errs, g, r.Stmt, lo, hi)
	if a.routes.AddTeamCalls(calls) {
		a.plan.RuntimeState = true // the levels of the region
	}
	return ok
}

// teamAround wraps, in subst, the code around the parallel construct
// (pragma k) of the team's copy of function def for the team's thread 0
// (devcall.TeamAround).
func (a *analyzer) teamAround(def *cc.FunctionDefinition, k int, subst map[int]string) {
	if par := a.binder.Bind(a.u.Pragmas[k].Seq).Stmt; par != nil {
		devcall.TeamAround(def, par, subst)
	}
}

// teamClones adds the copies that teams call (dfs: the device functions
// planned, by name) to the plan.
func (a *analyzer) teamClones(dfs map[string]*plan.DeviceFunc) {
	for _, n := range a.routes.TeamCalled() {
		if dfs[n] == nil {
			continue
		}
		k, _ := a.calls.TeamCallable(n)
		a.teamPass, a.teamParIdx = true, k
		df, _ := a.deviceFunc(a.callee.Def(n))
		a.teamPass, a.teamParIdx = false, -1
		if df != nil {
			a.plan.DeviceFuncs = append(a.plan.DeviceFuncs, df)
		}
	}
}

// teamParallel plans, in the copy a team calls, the parallel construct
// d (pragma q) that is all of the function's body.
func (a *analyzer) teamParallel(q frontend.Pragma, d *directive.Directive) {
	r := a.binder.Bind(q.Seq)
	if r.Stmt == nil {
		return
	}
	// default(private|firstprivate): the clauses it implies, written out.
	lo, hi, _ := a.binder.Span(r.Stmt)
	d, ok := dataenv.ExpandDefault(&a.errs, d, r.Stmt, lo, hi)
	if !ok || !a.calls.TeamLocalWrites(&a.errs, a.parFn, d, r.Stmt) {
		return
	}
	if d.Kind == "parallel" {
		vars, ok := nested.Vars(a.nestInput(), d, r.Stmt)
		if ok {
			a.nest.Pars = append(a.nest.Pars, &nested.Par{Stmt: r.Stmt, DS: a.temps.Copies(vars), Active: true})
		}
		return
	}
	// parallel for: the loop is the team's worksharing loop, with the
	// clauses of both leaves as its copies (those of a simd leaf are
	// hints for each thread's share, run in order).
	d = orphan.WithoutSimd(d)
	ld := *d
	ld.Kind = "for"
	ld.Clauses = nil
	for _, c := range d.Clauses {
		switch c.Name {
		case "num_threads", "if", "proc_bind", "shared", "default":
		default:
			ld.Clauses = append(ld.Clauses, c)
		}
	}
	a.orphanFor(q, &ld, true)
}
