// Package devdirs routes each directive of device code that did not
// combine with the constructs around it, in a target region or in the
// body of a declare target function, to the stage that plans it, and
// refuses, with its error, each one no stage plans.
//
// The package only decides: the analysis runs the stage a Route names
// (those stages share the analysis's state for the region), so that the
// rules of what may stand where live in one place and the stages in
// theirs.
package devdirs

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
)

// Stage names the stage that plans a directive.
type Stage int

const (
	// None: no stage; the directive's error is reported (here, by its
	// parse, or by the stage of the region around it).
	None Stage = iota
	// Atomic: an atomic construct (package atomics).
	Atomic
	// Sync: a synchronisation or tasking construct (package devsync).
	Sync
	// Allocate: an allocate directive (package allocate).
	Allocate
	// Simd: a simd construct, or a loop construct whose one thread runs
	// the loop (package simd).
	Simd
	// Transform: a loop transformation or a hint (unroll, tile,
	// nothing, assume).
	Transform
	// Scan: a scan directive (package inscan).
	Scan
	// NestWorkshare: a construct bound to a nested parallel region's
	// team of one (package nested).
	NestWorkshare
	// NestOrdered: an ordered construct in a nested parallel region's
	// loop (package nested).
	NestOrdered
	// NestedParallel: a parallel construct nested in a parallel region
	// (package nested), around it the construct of index Route.Outer
	// (-1: the declare target function's parallel construct).
	NestedParallel
	// OrphanFor: a worksharing loop in a declare target function
	// (package orphan), Route.InParallel when in the function's own
	// parallel region.
	OrphanFor
	// TeamParallel: the parallel construct that is all of the body of
	// the copy of a function that a team calls (package devcall).
	TeamParallel
)

// Route is where a directive goes.
type Route struct {
	Stage Stage
	// Dir is the directive the stage plans: the parallel leaf of a
	// combined parallel construct in a declare target function.
	Dir *directive.Directive
	// Outer is the index of the parallel construct around a nested one.
	Outer int
	// InParallel: the orphaned loop stands in a parallel construct.
	InParallel bool
}

// Input is what the routing reads of the unit.
type Input struct {
	// Errs receives the refusals.
	Errs *diag.List
	// Src finds directives and their statements.
	Src binding.Source
	// Split records the inner constructs of combined parallel
	// constructs split in declare target functions and the sections
	// reported with their construct.
	Split *combine.Split
	// InSimdLoop reports whether the pragma at seq stands in a simd loop
	// of the region (whose ordered simd constructs package devsync
	// lowers).
	InSimdLoop func(seq int) bool
}

func (in Input) dir(q frontend.Pragma) *directive.Directive {
	if k := in.Src.Index(q); k >= 0 {
		return in.Src.Dirs[k]
	}
	return nil
}

// InRegion routes the directive of pragma q inside a target region. A
// simd construct runs its loop on the thread that meets it, which its
// clauses allow when they share no data, and so do the loop
// transformations; a parallel construct in a parallel region is a
// nested region; everything else is reported.
func InRegion(in Input, q frontend.Pragma) Route {
	d := in.dir(q)
	src := in.Src
	r := Route{Dir: d, Outer: -1}
	switch {
	case d == nil:
		// Its own error is reported.
	case d.Kind == directive.Atomic:
		r.Stage = Atomic
	case nested.WSKinds[d.Kind] && InNestedPar(src, q):
		r.Stage = NestWorkshare
	case d.Kind == directive.Ordered && InNestedRegion(src, q) && !(d.Sync.Simd && in.InSimdLoop(q.Seq)):
		r.Stage = NestOrdered
	case d.Kind.IsSync():
		r.Stage = Sync
	case d.Kind == directive.AllocateDir:
		r.Stage = Allocate
	case d.Kind == "simd", d.Kind == "loop" && (BindsThread(d) || inLoopRegion(src, q, d)):
		r.Stage = Simd
	case IsTransform(d):
		r.Stage = Transform
	case d.Kind == "scan":
		r.Stage = Scan
	case d.Kind == directive.ErrorDir:
		if errorDirective(in, q) {
			r.Stage = Sync
		}
	case (d.Kind == "parallel" || d.Kind == "parallel for" || d.Kind == "parallel for simd") && src.ParallelAround(q) >= 0:
		// A parallel for's nested region is its loop.
		r.Stage, r.Outer = NestedParallel, src.ParallelAround(q)
	case d.Kind.IsNestable() && d.Kind.HasParallel() && src.ParallelAround(q) >= 0:
		k := src.ParallelAround(q)
		in.Errs.Errorf(q.Pos, "%s", directive.NestedParallel(d.Kind, src.Dirs[k].Kind, src.Pragmas[k].Pos))
	case d.Kind.IsNestable():
		in.Errs.Errorf(q.Pos, "'#pragma omp %s' inside a target region is supported only as the whole region of the construct around it (tightly nested, e.g. '#pragma omp target' then '#pragma omp teams distribute parallel for' and the loop); with other code beside it not yet", d.Kind)
	case combine.ParallelCombined[d.Kind] && src.ParallelAround(q) >= 0:
		// Not rewritten (package combine): a nested parallel region.
		k := src.ParallelAround(q)
		in.Errs.Errorf(q.Pos, "%s", directive.NestedParallel(d.Kind, src.Dirs[k].Kind, src.Pragmas[k].Pos))
		if b := src.Binder.Bind(q.Seq); b.Stmt != nil && b.Stmt.Case == cc.StatementCompound {
			// Its section directives are reported with it.
			in.Split.Refused[b.Stmt.CompoundStatement] = true
		}
	default:
		in.Errs.Errorf(q.Pos, "'#pragma omp %s' inside a target region is not supported yet", d.Kind)
	}
	return r
}

// InNestedPar reports whether pragma q binds to a nested parallel
// region: the innermost parallel construct around it is a 'parallel'
// that is itself in a parallel region of the target region.
func InNestedPar(src binding.Source, q frontend.Pragma) bool {
	k := src.ParallelAround(q)
	return k >= 0 && src.Dirs[k] != nil && src.Dirs[k].Kind == "parallel" && src.ParallelAround(src.Pragmas[k]) >= 0
}

// InNestedRegion reports whether pragma q stands in a nested parallel
// region: the innermost parallel construct around it (a parallel loop
// too) is itself in a parallel region of the target region.
func InNestedRegion(src binding.Source, q frontend.Pragma) bool {
	k := src.ParallelAround(q)
	return k >= 0 && src.Dirs[k] != nil && src.ParallelAround(src.Pragmas[k]) >= 0
}

// inLoopRegion reports a loop construct d without bind closely nested in
// the loop of a loop or worksharing-loop construct: not in a teams or
// parallel region, so OpenMP 5.2 leaves its binding region undefined,
// and the one thread that runs the enclosing iteration runs its loop
// whole, as with bind(thread).
func inLoopRegion(src binding.Source, q frontend.Pragma, d *directive.Directive) bool {
	if d.Clause("bind") != nil {
		return false
	}
	k := src.ConstructAround(q)
	if k < 0 {
		return false
	}
	leaves := src.Dirs[k].Kind.Leaves()
	last := leaves[len(leaves)-1]
	return last == "loop" || last == "for"
}

// BindsThread reports whether loop construct d binds to the thread that
// meets it (bind(thread)).
func BindsThread(d *directive.Directive) bool {
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "thread"
}

// bindsParallel reports a loop construct with bind(parallel): in a
// declare target function, a worksharing loop of the caller's team.
func bindsParallel(d *directive.Directive) bool {
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "parallel"
}

// IsTransform reports whether d is a loop transformation or a hint that
// the analysis's transformSite checks.
func IsTransform(d *directive.Directive) bool {
	return d != nil && (d.Kind == directive.Unroll || d.Kind == directive.Tile || d.Kind == directive.Nothing || d.Kind == directive.Assume)
}
