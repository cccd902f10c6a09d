package analysis

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Combined parallel constructs in target regions (docs/nested.md):
// `parallel masked`, `parallel master` and `parallel sections` are, by
// OpenMP 5.2 §17, a parallel construct whose region is the inner
// construct, each clause on the leaf it applies to. In a target region
// the lowerer rewrites them so: the pragma's directive becomes the
// parallel construct, which the region lowers as it lowers a parallel
// construct written so (a target parallel region when it is all of the
// target region, a parallel region of code beside other code), and the
// inner construct becomes a construct of that team over the same
// statement (splitInner, innerSite).

// combinedKinds are the combined parallel constructs rewritten so.
var combinedKinds = map[directive.Kind]bool{
	"parallel masked": true, "parallel master": true, "parallel sections": true,
}

// splitCombined rewrites the combined parallel constructs in the target
// region of pragma ti (tokens lo to hi, the directives between the
// target construct and its statement included) whose parallel region
// would be the outermost one there; those nested in another parallel
// region stay, and are reported where they stand.
func (a *analyzer) splitCombined(ti, hi int) {
	ps := a.u.Pragmas
	for j := ti + 1; j < len(ps) && ps[j].Seq < hi; j++ {
		d := a.dirs[j]
		if d == nil || !combinedKinds[d.Kind] || a.splitInner[j] != nil || a.parallelAround(ps[j]) >= 0 {
			continue
		}
		par, inner, errs := directive.SplitParallelCombined(ps[j].Toks)
		if errs.HasErrors() {
			a.errs = append(a.errs, errs...)
			a.dirs[j] = nil // reported
			if r := a.binder.Bind(ps[j].Seq); r.Stmt != nil && r.Stmt.Case == cc.StatementCompound {
				// Its section directives are reported with it.
				if a.refusedSections == nil {
					a.refusedSections = map[*cc.CompoundStatement]bool{}
				}
				a.refusedSections[r.Stmt.CompoundStatement] = true
			}
			continue
		}
		par.Pos = d.Pos
		inner.Pos = d.Pos
		if a.splitInner == nil {
			a.splitInner = map[int]*directive.Directive{}
		}
		a.dirs[j], a.splitInner[j] = par, inner
		a.checkInnerNesting(j, inner)
	}
}

// checkInnerNesting refuses the constructs that OpenMP forbids closely
// nested in the masked region of a rewritten parallel masked construct
// j: worksharing constructs and barriers, which the whole team must
// meet.
func (a *analyzer) checkInnerNesting(j int, inner *directive.Directive) {
	if inner.Kind != directive.Masked && inner.Kind != directive.Master {
		return
	}
	r := a.binder.Bind(a.u.Pragmas[j].Seq)
	if r.Stmt == nil {
		return
	}
	lo, hi := csyntax.Span(r.Stmt)
	for _, q := range a.pragmasIn(lo, hi) {
		k := a.pragmaIndex(q)
		if k < 0 || a.dirs[k] == nil || a.parallelAround(q) != j {
			continue
		}
		switch a.dirs[k].Kind {
		case "for", "for simd", "loop", directive.Sections, directive.Single, directive.Barrier, "scope":
			a.errs.Errorf(q.Pos, "'#pragma omp %s' may not be closely nested in the region of '#pragma omp %s' (the masked thread alone runs it)", a.dirs[k].Kind, "parallel "+string(inner.Kind))
			a.dirs[k] = nil // reported
		}
	}
}

// innerSites are the inner constructs of the rewritten combined
// constructs of the target region of pragma ti (tokens up to hi), as
// constructs of the parallel region's team over its statement: the
// pragma stands for both, and its place is taken as the statement's
// first token, inside the parallel region.
func (a *analyzer) innerSites(ti, hi int) []*devsync.Site {
	var js []int
	for j := range a.splitInner {
		if j > ti && a.u.Pragmas[j].Seq < hi {
			js = append(js, j)
		}
	}
	sort.Ints(js)
	var out []*devsync.Site
	for _, j := range js {
		q := a.u.Pragmas[j]
		r := a.binder.Bind(q.Seq)
		if r.Stmt == nil {
			continue // reported by the binding
		}
		first := csyntax.First(r.Stmt)
		at := q
		at.Seq = first.Seq()
		out = append(out, &devsync.Site{Pragma: at, Dir: a.splitInner[j], Stmt: r.Stmt, Block: r.Block, Combined: true})
	}
	return out
}

// isSplit reports whether pragma q is a rewritten combined construct.
func (a *analyzer) isSplit(q frontend.Pragma) bool {
	return a.splitInner[a.pragmaIndex(q)] != nil
}
