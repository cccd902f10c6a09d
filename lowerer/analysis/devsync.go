package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/wsshared"
)

// The analyzer's side of the synchronisation and tasking constructs in
// regions (package devsync): where a construct stands, what the region
// around it is, and the calls into the package.

// syncScope is what lowerSyncs knows of the region the constructs stand
// in: the kernel (nil in a declare target function), the region's token
// range, and the generic region (nil when not one) with the variables
// its kernel captures.
type syncScope struct {
	k      *plan.Kernel
	lo, hi int
	gen    *generic.Region
	caps   map[*cc.Declarator]*capture
}

// syncSite checks the synchronisation or tasking directive d at q and
// records it.
func (a *analyzer) syncSite(q frontend.Pragma, d *directive.Directive) {
	if s := devsync.NewSite(&a.errs, a.binder, q, d); s != nil {
		if d.Kind == directive.ErrorDir {
			s.Where = devsync.ErrorWhere(q, a.u.Src)
		}
		a.syncs = append(a.syncs, s)
	}
}

// lowerSyncs turns the recorded constructs into device code in subst,
// each where ctx says it binds; where is the region or function for
// messages. It returns whether a construct makes the team's threads meet
// (barrier, single without nowait).
func (a *analyzer) lowerSyncs(subst map[int]string, where string, ctx func(*devsync.Site) devsync.Ctx) (meet bool) {
	a.allocs.AlignBody(subst) // package allocate
	in := devsync.Input{Errs: &a.errs, Env: a.env, Temps: &a.temps}
	res := devsync.Lower(in, (*syncRegion)(a), a.syncs, subst, where, ctx)
	if res.RuntimeState {
		a.plan.RuntimeState = true
	}
	return res.Meet
}

// syncRegion is the analyzer as lowering the constructs of a region or
// function sees it (devsync.Region).
type syncRegion analyzer

func (r *syncRegion) Kernel() (*plan.Kernel, int, int) {
	if sc := r.syncScope; sc != nil && sc.k != nil {
		return sc.k, sc.lo, sc.hi
	}
	return nil, 0, 0
}

func (r *syncRegion) Generic() bool { return r.syncScope != nil && r.syncScope.gen != nil }

func (r *syncRegion) GenericLoop(seq int) (devsync.Loop, bool) {
	if !r.Generic() {
		return devsync.Loop{}, false
	}
	l := r.syncScope.gen.LoopOf(seq)
	if l == nil {
		return devsync.Loop{}, false
	}
	return devsync.Loop{Dir: l.Dir, Lo: l.Lo, Hi: l.Hi, Par: l.Par != nil}, true
}

func (r *syncRegion) WorkLoop(seq int) (*directive.Directive, *cc.Statement) {
	d, stmt := r.workLoop(seq)
	if d == nil {
		return nil, nil
	}
	depth, ok := d.CollapseDepth()
	if !ok {
		return d, nil
	}
	// The loop's own lowering reports a nest it cannot read.
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if nest == nil || len(errs) > 0 {
		return d, nil
	}
	return d, nest.Inner().Body
}

func (r *syncRegion) WorkNest(seq int) *loops.Nest {
	d, stmt := r.workLoop(seq)
	if d == nil {
		return nil
	}
	n := directive.OrderedParam(d)
	if n == 0 {
		return nil
	}
	// The loop's own planning reports a nest it cannot read.
	nest, errs := loops.AnalyzeNest(stmt, n)
	if nest == nil || len(errs) > 0 {
		return nil
	}
	return nest
}

// workLoop returns the construct and statement of WorkLoop's loop
// around token seq, nil when there is none.
func (r *syncRegion) workLoop(seq int) (*directive.Directive, *cc.Statement) {
	var l *generic.Loop
	switch {
	case r.Generic():
		if l = r.syncScope.gen.LoopOf(seq); l != nil && l.Par != nil {
			l = l.Par.LoopOf(seq)
		}
	case r.ws != nil:
		l = r.ws.LoopOf(seq)
	case r.syncScope == nil:
		// A declare target function: its innermost orphaned loop
		// around seq.
		var d *directive.Directive
		var stmt *cc.Statement
		for _, f := range r.syncs {
			if orphan.IsFor(f) && f.Stmt != nil && firstSeq(f.Stmt) < seq && seq < lastSeq(f.Stmt) {
				d, stmt = f.Dir, f.Stmt
			}
		}
		return d, stmt
	}
	if l == nil || l.Stmt == nil {
		return nil, nil
	}
	return l.Dir, l.Stmt
}

func (r *syncRegion) OrphanOrdered() (before, after string) {
	return orphan.OrderedBegin, orphan.OrderedEnd
}

func (r *syncRegion) ParShared(s *devsync.Site, decl *cc.Declarator) bool {
	return r.syncScope.gen.LoopOf(s.Pragma.Seq).ParShared(s.Pragma.Seq, decl)
}

func (r *syncRegion) ParBlockAround(s *devsync.Site) (*cc.CompoundStatement, *directive.Directive) {
	lo, hi := s.Span()
	for blk := range r.syncScope.gen.ParBlocks {
		t := csyntax.Tokens(blk)
		if len(t) == 0 || t[0].Seq() > lo || t[len(t)-1].Seq() < hi {
			continue
		}
		for k, q := range r.u.Pragmas {
			d := r.dirs[k]
			if d == nil || !d.Kind.Has("parallel") || q.Seq >= t[0].Seq() {
				continue
			}
			if b := r.binder.Bind(q.Seq); b.Stmt != nil && b.Stmt.Case == cc.StatementCompound && b.Stmt.CompoundStatement == blk {
				return blk, d
			}
		}
		return blk, nil
	}
	return nil, nil
}

func (r *syncRegion) InSimd(seq int) bool { return r.simd.HoldsPragma(seq) }

func (r *syncRegion) SectionsRefused(blk *cc.CompoundStatement) bool { return r.split.Refused[blk] }

func (r *syncRegion) OrphanLoop(s *devsync.Site, e *devsync.Edits) bool {
	return orphan.Code((*analyzer)(r).orphanIn(), s, e)
}

func (r *syncRegion) ReductionsShared(s *devsync.Site) bool {
	sc := r.syncScope
	if sc == nil {
		return true
	}
	reg := wsshared.Region{Lo: sc.lo, Hi: sc.hi}
	if sc.k != nil && sc.k.Construct == directive.TargetParallel {
		reg.Par = sc.k.Directive
	}
	return wsshared.Check(&r.errs, r.src, reg, s)
}
