package analysis

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// allocateSite checks an allocate directive met in device code (a target
// region or a declare target function). Its variables keep the storage
// their declarations give them there: one copy per thread that runs the
// declaration, as with a predefined allocator, so the device code is the
// region's own and only the host fallback keeps the directive.
func (a *analyzer) allocateSite(q frontend.Pragma, d *directive.Directive) {
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	r := a.binder.Bind(q.Seq)
	if r.Block == nil {
		a.errs.Errorf(q.Pos, "'#pragma omp allocate' must be in a block, after the declarations it names")
		return
	}
	if d.Allocate.Allocator == "" && !a.dynamicAllocators {
		// OpenMP 5.2: device code has no default allocator to take.
		a.errs.Errorf(q.Pos, "'#pragma omp allocate' in device code needs an 'allocator' clause (or '#pragma omp requires dynamic_allocators')")
		return
	}
	scope := scopeOf(r.Block)
	for _, it := range d.Allocate.Items {
		decl := lookup(scope, it.Name, r.Seq)
		if decl == nil {
			a.errs.Errorf(it.Pos, "'%s' in '#pragma omp allocate' is not a variable in scope", it.Name)
			return
		}
		if decl.LexicalScope() != scope {
			// OpenMP 5.2: the directive names variables of its own scope.
			a.errs.Errorf(it.Pos, "'#pragma omp allocate' must be in the same scope as the declaration of '%s'", it.Name)
			return
		}
	}
}

// allocatesIn returns the allocate directives written (not produced by a
// macro) in the host text [start, end): the host compile must not see
// them, since gcc 12 implements none, and without them the host copies of
// their variables live where the device's do.
func (a *analyzer) allocatesIn(start, end int) []*frontend.Pragma {
	var out []*frontend.Pragma
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		if d := a.dirs[i]; d != nil && d.Kind == directive.AllocateDir && !q.FromMacro && q.Off >= 0 && q.LineStart >= start && q.End <= end {
			out = append(out, q)
		}
	}
	return out
}

// blankAllocates removes from the host text the allocate directives
// outside the ranges other splices replace (the regions' fallbacks drop
// theirs, allocatesIn) whose allocator is predefined or absent: gcc 12
// implements no allocate directive, and a predefined allocator only
// places the variable, which the host's default memory does as well.
// Others stay for the host compiler to judge.
func (a *analyzer) blankAllocates() {
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		d := a.dirs[i]
		if d == nil || d.Kind != directive.AllocateDir || len(d.Deferred) > 0 || q.FromMacro || q.Off < 0 {
			continue
		}
		inside := false
		for _, s := range a.plan.Splices {
			if s.Start <= q.LineStart && q.End <= s.End {
				inside = true
				break
			}
		}
		if !inside {
			a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: q.LineStart, End: q.End, Blank: true,
				Newlines: strings.Count(string(a.u.Src[q.LineStart:q.End]), "\n")})
		}
	}
}
