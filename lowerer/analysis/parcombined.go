package analysis

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
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
// statement (splitInner, innerSite). A parallel construct written with
// its inner construct on the same statement (`parallel` then `single`
// or `masked` and their block) is the same construct spelled apart: the
// inner pragma's construct is taken the same way (stackedInner).

// combinedKinds are the combined parallel constructs rewritten so.
var combinedKinds = map[directive.Kind]bool{
	"parallel masked": true, "parallel master": true, "parallel sections": true,
}

// splitCombined rewrites the combined parallel constructs in the target
// region of pragma ti (up to token hi, the directives between the
// target construct and its statement included), and the parallel
// constructs written with their inner construct (stackedInner). Where
// the parallel region would be the outermost one the inner construct
// binds to the team of the region's threads (innerSites); nested in
// another parallel region it binds to the nested region's team of one
// (package nested, Unit.Inner).
func (a *analyzer) splitCombined(ti, hi int) {
	ps := a.u.Pragmas
	for j := ti + 1; j < len(ps) && ps[j].Seq < hi; j++ {
		d := a.dirs[j]
		if d != nil && d.Kind == "parallel" && ps[j].Seq != ps[ti].Seq && a.splitInner[j] == nil {
			a.stackedInner(j)
			continue
		}
		if d == nil || !combinedKinds[d.Kind] || a.splitInner[j] != nil {
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

// stackedKinds are the inner constructs a parallel construct beside
// other code may be written with on its statement.
var stackedKinds = map[directive.Kind]bool{
	directive.Masked: true, directive.Master: true, directive.Sections: true, directive.Single: true,
}

// stackedInner takes the construct of pragma j+1 as the inner construct
// of parallel construct j when both govern the same statement.
func (a *analyzer) stackedInner(j int) {
	k := j + 1
	if k >= len(a.u.Pragmas) || a.dirs[k] == nil || !stackedKinds[a.dirs[k].Kind] {
		return
	}
	r, rk := a.binder.Bind(a.u.Pragmas[j].Seq), a.binder.Bind(a.u.Pragmas[k].Seq)
	if r.Stmt == nil || r.Stmt != rk.Stmt {
		return
	}
	if a.splitInner == nil {
		a.splitInner = map[int]*directive.Directive{}
	}
	if a.stacked == nil {
		a.stacked = map[int]bool{}
	}
	a.splitInner[j], a.stacked[k] = a.dirs[k], true
	a.checkInnerNesting(j, a.dirs[k])
}

// checkInnerNesting refuses the constructs that OpenMP forbids closely
// nested in the region of the inner construct of a rewritten combined
// construct j: worksharing constructs and barriers, which the whole team
// must meet (section directives belong to a sections construct).
func (a *analyzer) checkInnerNesting(j int, inner *directive.Directive) {
	r := a.binder.Bind(a.u.Pragmas[j].Seq)
	if r.Stmt == nil {
		return
	}
	lo, hi := csyntax.Span(r.Stmt)
	for _, q := range a.src.In(lo, hi) {
		k := a.src.Index(q)
		if k < 0 || a.dirs[k] == nil || a.parallelAround(q) != j {
			continue
		}
		switch a.dirs[k].Kind {
		case "for", "for simd", "loop", directive.Sections, directive.Single, directive.Barrier, "scope":
			a.errs.Errorf(q.Pos, "'#pragma omp %s' may not be closely nested in the region of '#pragma omp %s'", a.dirs[k].Kind, inner.Kind)
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
		if j > ti && a.u.Pragmas[j].Seq < hi && a.parallelAround(a.u.Pragmas[j]) < 0 {
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
		if a.stacked[j+1] {
			at = a.u.Pragmas[j+1] // the inner construct's own pragma
		}
		at.Seq = first.Seq()
		out = append(out, &devsync.Site{Pragma: at, Dir: a.splitInner[j], Stmt: r.Stmt, Block: r.Block, Combined: true})
	}
	return out
}
