package analysis

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/simd"
)

// soleStatement returns the one statement of a compound statement that
// holds nothing else, or nil.
func soleStatement(s *cc.Statement) *cc.Statement { return csyntax.SoleStatement(s) }

// nested checks a directive inside a target region that did not combine
// with the constructs around it. A simd construct runs its loop on the
// thread that meets it, which its clauses allow when they share no data
// (see simdSequential), and so do the loop transformations (transform.go);
// everything else is reported.
func (a *analyzer) nested(q frontend.Pragma) {
	var d *directive.Directive
	if k := a.src.Index(q); k >= 0 {
		d = a.dirs[k]
	}
	switch {
	case d == nil:
		// Its own error is reported.
	case d.Kind == directive.Atomic:
		a.atomic(q, d)
	case nestWSKinds[d.Kind] && a.inNestedPar(q):
		a.nestWorkshare(q, d) // package nested
	case d.Kind == directive.Ordered && a.inNestedRegion(q) && !(d.Sync.Simd && a.inSimdLoop(q)):
		a.nest.Ordered(a.nestInput(), q, d) // package nested
	case d.Kind.IsSync():
		a.syncSite(q, d)
	case d.Kind == directive.AllocateDir:
		a.allocs.Check(q, d) // package allocate
	case d.Kind == "simd", d.Kind == "loop" && (bindsThread(d) || a.inLoopRegion(q, d)):
		a.simdSite(q, d)
	case isTransform(d):
		a.transformSite(q, d) // transform.go
	case d.Kind == "scan":
		a.scans.Check(&a.errs, q) // package inscan
	case d.Kind == "parallel" && a.src.ParallelAround(q) >= 0:
		a.nestedParallel(q, d, a.src.ParallelAround(q))
	case (d.Kind == "parallel for" || d.Kind == "parallel for simd") && a.src.ParallelAround(q) >= 0:
		a.nestedParallel(q, d, a.src.ParallelAround(q)) // a nested region of its loop
	case d.Kind.IsNestable() && d.Kind.HasParallel() && a.src.ParallelAround(q) >= 0:
		k := a.src.ParallelAround(q)
		a.errs.Errorf(q.Pos, "%s", directive.NestedParallel(d.Kind, a.dirs[k].Kind, a.u.Pragmas[k].Pos))
	case d.Kind.IsNestable():
		a.errs.Errorf(q.Pos, "'#pragma omp %s' inside a target region is supported only as the whole region of the construct around it (tightly nested, e.g. '#pragma omp target' then '#pragma omp teams distribute parallel for' and the loop); with other code beside it not yet", d.Kind)
	case combine.ParallelCombined[d.Kind] && a.src.ParallelAround(q) >= 0:
		// Not rewritten (package combine): a nested parallel region.
		k := a.src.ParallelAround(q)
		a.errs.Errorf(q.Pos, "%s", directive.NestedParallel(d.Kind, a.dirs[k].Kind, a.u.Pragmas[k].Pos))
		if r := a.binder.Bind(q.Seq); r.Stmt != nil && r.Stmt.Case == cc.StatementCompound {
			// Its section directives are reported with it.
			a.split.Refused[r.Stmt.CompoundStatement] = true
		}
	default:
		a.errs.Errorf(q.Pos, "'#pragma omp %s' inside a target region is not supported yet", d.Kind)
	}
}

// inSimdLoop reports whether pragma q stands in a simd loop nested in
// the region (simdSite), whose ordered simd constructs devsync lowers.
func (a *analyzer) inSimdLoop(q frontend.Pragma) bool {
	return (*syncRegion)(a).InSimd(q.Seq)
}

// inLoopRegion reports a loop construct d without bind closely nested in
// the loop of a loop or worksharing-loop construct: not in a teams or
// parallel region, so OpenMP 5.2 leaves its binding region undefined,
// and the one thread that runs the enclosing iteration runs its loop
// whole, as with bind(thread).
func (a *analyzer) inLoopRegion(q frontend.Pragma, d *directive.Directive) bool {
	if d.Clause("bind") != nil {
		return false
	}
	k := a.src.ConstructAround(q)
	if k < 0 {
		return false
	}
	leaves := a.dirs[k].Kind.Leaves()
	last := leaves[len(leaves)-1]
	return last == "loop" || last == "for"
}

// bindsThread reports whether loop construct d binds to the thread that
// meets it (bind(thread)).
func bindsThread(d *directive.Directive) bool {
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "thread"
}

// bindsParallel reports a loop construct with bind(parallel): in a
// declare target function, a worksharing loop of the caller's team.
func bindsParallel(d *directive.Directive) bool {
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "parallel"
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

// loopBody returns the body of iteration statement stmt (a for loop).
func loopBody(stmt *cc.Statement) *cc.Statement { return csyntax.LoopBody(stmt) }
