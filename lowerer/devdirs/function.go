package devdirs

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
)

// InFunction routes the directive of pragma q in the body of a declare
// target function: atomic, the synchronisation constructs, worksharing
// loops, simd (with the scan directives of its inscan loops), the loop
// transformations and allocate are planned there,
// and parallel constructs (docs/nested.md#parallel-constructs-in-declare-target-functions)
// and what they hold; others are refused. teamPar is the index of the
// parallel construct that is all of the function's body in the copy a
// team calls, -1 elsewhere.
func InFunction(in Input, q frontend.Pragma, teamPar int) Route {
	d := in.dir(q)
	r := Route{Dir: d, Outer: -1}
	switch {
	case teamPar >= 0 && in.Src.Index(q) == teamPar:
		r.Stage = TeamParallel
	case in.inFnPar(q, teamPar):
		r = inFnPar(in, q, d)
	case d != nil && d.Kind == directive.Atomic:
		r.Stage = Atomic
	case d != nil && d.Kind.IsSync():
		r.Stage = Sync
	case d != nil && (d.Kind == "for" || d.Kind == "for simd" || d.Kind == "loop" && bindsParallel(d)):
		r.Stage, r.InParallel = OrphanFor, in.Src.ParallelAround(q) >= 0
	case d != nil && d.Kind == directive.AllocateDir:
		r.Stage = Allocate
	case d != nil && d.Kind == "simd" && d.Clause("linear") != nil:
		// The host compiles the function with its own linear.
		in.Errs.Errorf(d.Clause("linear").Pos, "clause 'linear' on a '#pragma omp simd' in a declare target function is not supported yet")
	case d != nil && (d.Kind == "simd" || d.Kind == "loop" && BindsThread(d)):
		r.Stage = Simd
	case IsTransform(d):
		r.Stage = Transform
	case d != nil && d.Kind == "scan":
		r.Stage = Scan // in the body of a simd loop run in order (package inscan)
	case d != nil && d.Kind == directive.ErrorDir:
		if errorDirective(in, q) {
			r.Stage = Sync
		}
	case d != nil && d.Kind.HasParallel():
		return fnParallel(in, q, d)
	default:
		in.Errs.Errorf(q.Pos, "'#pragma omp %s' inside a declare target function is not supported yet (atomic, the synchronisation constructs, for, simd, scan, loop bind(thread) and bind(parallel), unroll, tile and allocate are)", in.Src.KindOf(in.Src.Index(q)))
	}
	return r
}

// inFnPar reports whether pragma q stands inside a parallel region of a
// declare target function other than the team's (where constructs bind
// to the team).
func (in Input) inFnPar(q frontend.Pragma, teamPar int) bool {
	k := in.Src.ParallelAround(q)
	return k >= 0 && !(teamPar >= 0 && k == teamPar)
}

// inFnPar routes directive d (pragma q) inside a parallel region of a
// declare target function: an inactive nested region, whose constructs
// package nested plans as in a nested region of a target region.
func inFnPar(in Input, q frontend.Pragma, d *directive.Directive) Route {
	r := Route{Dir: d, Outer: -1}
	switch {
	case d == nil, d.Kind.HasParallel():
		// Refused with the region (package nested), as any other
		// directive there.
	case nested.WSKinds[d.Kind]:
		if c := d.Clause("linear"); c != nil {
			in.Errs.Errorf(c.Pos, "clause 'linear' on a '#pragma omp %s' in a declare target function is not supported yet", d.Kind)
			break
		}
		r.Stage = NestWorkshare
	case d.Kind == directive.Atomic:
		r.Stage = Atomic
	case d.Kind == directive.Ordered && !(d.Sync.Simd && in.InSimdLoop(q.Seq)):
		r.Stage = NestOrdered // in a loop the region's one thread runs in order
	case d.Kind.IsSync():
		r.Stage = Sync // critical, flush
	case d.Kind == "simd" || d.Kind == "loop" && BindsThread(d):
		r.Stage = Simd
	case IsTransform(d):
		r.Stage = Transform
	case d.Kind == "scan":
		r.Stage = Scan
	case d.Kind == directive.ErrorDir:
		if errorDirective(in, q) {
			r.Stage = Sync
		}
	}
	return r
}

// fnParallel routes parallel construct d (pragma q) in the body of a
// declare target function: an inactive nested region, run in place
// (package nested). 'parallel masked', 'parallel master' and 'parallel
// sections' are such a region whose statement is the inner construct
// (package combine, recorded in Split.Inner); the directive stays as
// written, so that a call where the region would be active refuses the
// function (devcall.TeamCallable). The other combined constructs but
// 'parallel for' and 'parallel for simd' are refused, as in nested
// regions.
func fnParallel(in Input, q frontend.Pragma, d *directive.Directive) Route {
	r := Route{Outer: -1}
	if combine.ParallelCombined[d.Kind] {
		par, inner, errs := directive.SplitParallelCombined(q.Toks)
		if errs.HasErrors() {
			*in.Errs = append(*in.Errs, errs...)
			return r
		}
		par.Pos, inner.Pos = d.Pos, d.Pos
		in.Split.Inner[in.Src.Index(q)] = inner
		d = par
	}
	if d.Kind != "parallel" && d.Kind != "parallel for" && d.Kind != "parallel for simd" {
		in.Errs.Errorf(q.Pos, "'#pragma omp %s' inside a declare target function is not supported yet ('parallel', 'parallel for', 'parallel for simd', 'parallel masked', 'parallel master' and 'parallel sections' are)", d.Kind)
		return r
	}
	if c := d.Clause("linear"); c != nil {
		in.Errs.Errorf(c.Pos, "clause 'linear' on a '#pragma omp %s' in a declare target function is not supported yet", d.Kind)
		return r
	}
	r.Stage, r.Dir = NestedParallel, d
	return r
}
