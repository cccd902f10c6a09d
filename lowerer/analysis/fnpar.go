package analysis

// Parallel constructs in declare target functions
// (docs/nested.md#parallel-constructs-in-declare-target-functions). A
// declare target function has one device body for all its calls, so its
// parallel construct is lowered for the calls that stand in a parallel
// region of a target region: there the device's max-active-levels-var
// (1) makes it an inactive nested region, which the calling thread runs
// in place as the one thread of a team of its own, one level deeper
// (lowerer/nested, as for a parallel construct nested in the target region
// itself; clang-19's device runtime runs it the same way). The levels
// are the device runtime's, read where the function runs. A call where
// the region is active (the code a target region's initial thread runs)
// goes to the function's copy for a team where fnteam.go lowers it, and
// is refused at the call, naming the function and the construct,
// elsewhere; so is one from a nested region (whose copy of the function
// would need its levels two deeper) and the use of such a function's
// address (package devcall decides where the calls stand).

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// fnParallel plans parallel construct d (pragma q) in the body of the
// declare target function a.parFn: an inactive nested region, run in
// place (lowerer/nested). 'parallel masked', 'parallel master' and
// 'parallel sections' are such a region whose statement is the inner
// construct (package combine); the directive stays as written, so that
// a call where the region would be active refuses the function
// (devcall.TeamCallable). The other combined constructs but 'parallel
// for' and 'parallel for simd' are refused, as in nested regions.
func (a *analyzer) fnParallel(q frontend.Pragma, d *directive.Directive) {
	if combine.ParallelCombined[d.Kind] {
		par, inner, errs := directive.SplitParallelCombined(q.Toks)
		if errs.HasErrors() {
			a.errs = append(a.errs, errs...)
			return
		}
		par.Pos, inner.Pos = d.Pos, d.Pos
		a.split.Inner[a.src.Index(q)] = inner
		d = par
	}
	if d.Kind != "parallel" && d.Kind != "parallel for" && d.Kind != "parallel for simd" {
		a.errs.Errorf(q.Pos, "'#pragma omp %s' inside a declare target function is not supported yet ('parallel', 'parallel for', 'parallel for simd', 'parallel masked', 'parallel master' and 'parallel sections' are)", d.Kind)
		return
	}
	if c := d.Clause("linear"); c != nil {
		a.errs.Errorf(c.Pos, "clause 'linear' on a '#pragma omp %s' in a declare target function is not supported yet", d.Kind)
		return
	}
	// Its level and team size are read from the device runtime.
	a.plan.RuntimeState = true
	a.inFnPar = true
	a.nestedParallel(q, d, -1)
	a.inFnPar = false
}

// fnParInner plans construct d (pragma q) inside a parallel region of a
// declare target function; it reports false when q is not in one.
func (a *analyzer) fnParInner(q frontend.Pragma, d *directive.Directive) bool {
	if k := a.src.ParallelAround(q); k < 0 || a.teamPass && k == a.teamParIdx {
		return false // in the team's parallel region: bound to the team
	}
	switch {
	case d == nil, d.Kind.HasParallel():
		// Refused by nestedParallel, as any other directive there.
	case nestWSKinds[d.Kind]:
		if c := d.Clause("linear"); c != nil {
			a.errs.Errorf(c.Pos, "clause 'linear' on a '#pragma omp %s' in a declare target function is not supported yet", d.Kind)
			return true
		}
		a.nestWorkshare(q, d) // nested.go
	case d.Kind == directive.Atomic:
		a.atomic(q, d)
	case d.Kind == directive.Ordered && !(d.Sync.Simd && a.inSimdLoop(q)):
		a.nest.Ordered(a.nestInput(), q, d) // in a loop the region's one thread runs in order
	case d.Kind.IsSync():
		a.syncSite(q, d) // critical, flush
	case d.Kind == "simd" || d.Kind == "loop" && bindsThread(d):
		a.simdSite(q, d)
	case isTransform(d):
		a.transformSite(q, d)
	}
	// Any other directive is refused by nestedParallel.
	return true
}
