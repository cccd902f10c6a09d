// Package combine folds the constructs tightly nested in a target
// construct (each one's directive and statement all of the region
// around it) into one combined construct, as OpenMP defines the
// combined forms (docs/nested.md), which one kernel lowers; the nested
// constructs that lower otherwise (nested parallel regions, generic
// regions, simd loops run whole) stay nested, and what would be lost or
// wrapped twice is refused.
package combine

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
)

// Input is what folding reads of the unit.
type Input struct {
	Errs *diag.List
	Src  binding.Source
	// Consumed marks the pragmas folded into a combined construct,
	// indexed like Src.Pragmas; Fold marks the ones it folds.
	Consumed []bool
	// SplitInner maps the pragmas of the combined parallel constructs
	// rewritten as parallel constructs to their inner constructs;
	// Stacked marks the pragmas of inner constructs written on their own
	// line, which the parallel construct's pragma takes.
	SplitInner map[int]*directive.Directive
	Stacked    map[int]bool
	// Finder tells a parallel region of several worksharing loops, which
	// a generic region lowers.
	Finder *generic.Finder
}

// Fold folds the constructs tightly nested in the target
// construct d of pragma i (statement ref) (each one's directive and statement are all of
// the region around it, with or without braces) into one combined
// construct, as OpenMP defines the combined forms (docs/nested.md). It
// returns the combined directive, the statement of the innermost
// construct (the kernel's region) and whether every nested pragma it
// folded could be combined; it marks the pragmas it folded in
// in.Consumed.
func Fold(in Input, i int, d *directive.Directive, ref *binding.Ref) (*directive.Directive, *binding.Ref, bool) {
	consumed := in.Consumed
	outer := ref
	for j := i + 1; j < len(in.Src.Pragmas); j++ {
		q := &in.Src.Pragmas[j]
		dq := in.Src.Dirs[j]
		if dq == nil || !dq.Kind.IsNestable() {
			break
		}
		r := in.Src.Binder.Bind(q.Seq)
		if r.Stmt == nil || (r.Stmt != ref.Stmt && !soleNested(ref.Stmt, r.Stmt)) {
			break
		}
		if d.Kind == directive.Target && dq.Kind == "parallel" {
			st := in.Src.Binder.Bind(q.Seq).Stmt
			if ks, _ := in.Finder.LoopBlock(j, st); len(ks) > 1 && in.Finder.ParallelIsLoops(j, st) {
				break // several loops in one parallel region: package generic
			}
		}
		if d.Kind.HasParallel() && (dq.Kind == "parallel for" || dq.Kind == "parallel for simd") {
			if r.Stmt == ref.Stmt {
				// Both would wrap the same statement.
				in.Errs.Errorf(q.Pos, "a '#pragma omp %s' that is all of the region of '#pragma omp %s' in a target region is not supported yet (put it in braces)", dq.Kind, d.Kind)
				consumed[j] = true
				return nil, nil, false
			}
			break // a nested parallel region of its loop (package nested)
		}
		if d.Kind.HasParallel() && dq.Kind == "parallel" {
			if r.Stmt == ref.Stmt {
				// Both would wrap the same statement.
				kind := dq.Kind
				if inner := in.SplitInner[j]; inner != nil && !in.Stacked[j+1] {
					kind = "parallel " + inner.Kind // as written
				}
				in.Errs.Errorf(q.Pos, "a '#pragma omp %s' that is all of the region of '#pragma omp %s' in a target region is not supported yet (put it in braces)", kind, d.Kind)
				consumed[j] = true
				return nil, nil, false
			}
			break // a nested parallel region (package nested)
		}
		if d.Kind.HasParallel() && dq.Kind == "simd" || dq.LoopBindsThread() {
			// Every thread of the parallel region (the initial thread
			// of each team) runs the simd loop, or the loop bound to
			// the thread, whole, as simd loops in other device code
			// (package simd).
			break
		}
		if d.Kind == directive.TargetTeams && dq.Kind == "distribute" && HoldsParallel(in.Src, j, r.Stmt) {
			break // parallel loops in a distribute loop: package generic
		}
		if d.Kind == directive.TargetTeams && dq.Kind.Has("parallel") && !dq.Kind.Has("distribute") && (dq.Kind.Has("for") || dq.Kind == "parallel loop") {
			// A parallel loop that every team runs whole: a generic
			// teams region whose code is that loop (package generic).
			break
		}
		if d.Kind == directive.TargetTeams && dq.Kind == "parallel" {
			// A parallel region that is all of a teams region: every
			// team runs it, a generic teams region whose code is that
			// region (package generic).
			break
		}
		merged, errs := directive.Combine(d, dq)
		consumed[j] = true
		if errs.HasErrors() {
			*in.Errs = append(*in.Errs, errs...)
			return nil, nil, false
		}
		inner, ok := in.Src.Statement(in.Errs, q, dq)
		if !ok {
			return nil, nil, false
		}
		d, ref = merged, inner
	}
	if d.Kind.Has("loop") {
		if errs := directive.CheckLoopClauses(d); errs.HasErrors() {
			*in.Errs = append(*in.Errs, errs...)
			return nil, nil, false
		}
	}
	if ref != outer {
		// Pragmas between the outer construct and the innermost one
		// (standalone ones have no statement, so the braces around a
		// single statement can hold them) would be dropped.
		lo, hi := outer.Toks[0].Seq(), outer.Toks[len(outer.Toks)-1].Seq()
		inLo, inHi := ref.Toks[0].Seq(), ref.Toks[len(ref.Toks)-1].Seq()
		for _, q := range in.Src.In(lo, hi) {
			if q.Seq < inLo || q.Seq >= inHi {
				if k := in.Src.Index(q); k >= 0 && !consumed[k] && !stackedInner(in, k, d, ref) {
					in.Errs.Errorf(q.Pos, "'#pragma omp %s' between combined constructs in a target region is not supported yet", in.Src.KindOf(k))
					return nil, nil, false
				}
			}
		}
	}
	return d, ref, true
}

// stackedInner reports whether pragma k is that of a construct stacked
// on the innermost folded region's statement ref, which is nested in
// the combined construct as it is when no braces surround the chain
// (single, masked, sections, critical, task, simd, loop bind(thread)
// after a parallel that is all of a braced target region). The
// constructs with a parallel level or of the folded kinds stay refused:
// the nested and generic regions that take them when no braces are
// written look for them inside the target region's statement. So do the
// others in a teams region (combined d without a parallel level), whose
// host fallback's teams line stands inside the braces, where the edits
// that let the host compiler take them there do not reach.
func stackedInner(in Input, k int, d *directive.Directive, ref *binding.Ref) bool {
	dk := in.Src.Dirs[k]
	if dk == nil || in.Src.Binder.Bind(in.Src.Pragmas[k].Seq).Stmt != ref.Stmt || dk.Kind.HasParallel() {
		return false
	}
	if dk.Kind == "simd" || dk.LoopBindsThread() {
		return true
	}
	return !dk.Kind.IsNestable() && d.Kind.HasParallel()
}

// HoldsParallel reports whether statement stmt of the construct of
// pragma j holds a nested construct with a parallel level.
func HoldsParallel(src binding.Source, j int, stmt *cc.Statement) bool {
	toks := csyntax.Tokens(stmt)
	if len(toks) == 0 {
		return false
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for _, q := range src.In(lo, hi) {
		if k := src.Index(q); k > j && src.Dirs[k] != nil && src.Dirs[k].Kind.IsNestable() && src.Dirs[k].Kind.HasParallel() {
			return true
		}
	}
	return false
}

// soleNested reports whether inner is the one statement of compound
// statement st that holds nothing else, or of compound statements nested
// so in it ('{ { s } }' holds s as '{ s }' does, as clang-19 takes it).
func soleNested(st, inner *cc.Statement) bool {
	for one := csyntax.SoleStatement(st); one != nil; one = csyntax.SoleStatement(one) {
		if one == inner {
			return true
		}
	}
	return false
}
