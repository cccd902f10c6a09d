package analysis

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/devdirs"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/simd"
)

// dirsInput is package devdirs's view of the unit: where the directives
// of device code go.
func (a *analyzer) dirsInput() devdirs.Input {
	return devdirs.Input{Errs: &a.errs, Src: a.src, Split: a.split,
		InSimdLoop: func(seq int) bool { return a.simd.HoldsPragma(seq) }}
}

// runStage runs the stage that route r (package devdirs) names for
// the directive of pragma q, in a target region or in the body of a
// declare target function.
func (a *analyzer) runStage(q frontend.Pragma, r devdirs.Route) {
	d := r.Dir
	switch r.Stage {
	case devdirs.Atomic:
		a.atomic(q, d)
	case devdirs.Sync:
		a.syncSite(q, d)
	case devdirs.Allocate:
		a.allocs.Check(q, d) // package allocate
	case devdirs.Simd:
		a.simdSite(q, d)
	case devdirs.Transform:
		a.transformSite(q, d) // transform.go
	case devdirs.Scan:
		a.scans.Check(&a.errs, q) // package inscan
	case devdirs.NestWorkshare:
		a.nest.Workshare(a.nestInput(), q, d) // package nested
	case devdirs.NestOrdered:
		a.nest.Ordered(a.nestInput(), q, d)
	case devdirs.NestedParallel:
		if r.Outer >= 0 {
			a.nest.Parallel(a.nestInput(), q, d, r.Outer)
			break
		}
		// The parallel construct of declare target function a.parFn
		// (docs/nested.md#parallel-constructs-in-declare-target-functions):
		// for the calls in a parallel region of a target region, an
		// inactive nested region that the calling thread runs in place;
		// its level and team size are read from the device runtime.
		// The calls where it would be active go to the copy a team
		// calls (fnteam.go) or are refused (package devcall).
		a.plan.RuntimeState = true
		a.inFnPar = true
		a.nest.Parallel(a.nestInput(), q, d, -1)
		a.inFnPar = false
	case devdirs.OrphanFor:
		// for simd: each thread runs its share in order (one lane).
		a.orphanFor(q, orphan.WithoutSimd(d), r.InParallel) // orphan.go
	case devdirs.TeamParallel:
		a.teamParallel(q, d) // fnteam.go
	}
}

// simdSite checks a simd construct in device code, or a loop construct
// with bind(thread): its loop runs on the thread that meets it, which
// its clauses allow when they share no data (package simd).
func (a *analyzer) simdSite(q frontend.Pragma, d *directive.Directive) {
	in := a.simdInput()
	stmt, lin := a.simd.Site(in, q, d)
	if stmt == nil {
		return
	}
	if !a.simdConditional(d, stmt) { // lastcond.go
		return
	}
	a.simd.Private(in, d, stmt)
	if len(lin) > 0 {
		// The loop runs in order: each iteration's linear values, as
		// in a nested region's loop (package nested).
		a.nest.SimdLinear(a.nestInput(), q, d, lin, stmt)
	}
}

// simdInput is package simd's view of the unit.
func (a *analyzer) simdInput() simd.Input {
	return simd.Input{Errs: &a.errs, Binder: a.binder, Pragmas: a.u.Pragmas, Dirs: a.dirs}
}
