package combine

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Split holds the combined parallel constructs of the unit's target
// regions rewritten as parallel constructs over their inner constructs.
// It replaces the rewritten directives in Src.Dirs.
type Split struct {
	Errs *diag.List
	Src  binding.Source
	// ParallelAround returns the index of the innermost construct with
	// a parallel level whose statement holds pragma q, or -1.
	ParallelAround func(q frontend.Pragma) int
	// Inner maps the pragmas of the rewritten parallel constructs to
	// their inner constructs; Stacked marks the pragmas of the inner
	// constructs written on their own line, which the parallel
	// construct's pragma takes; Refused are the blocks of parallel
	// sections constructs reported, whose section directives are
	// reported with them.
	Inner   map[int]*directive.Directive
	Stacked map[int]bool
	Refused map[*cc.CompoundStatement]bool
}

// Combined parallel constructs in target regions (docs/nested.md):
// `parallel masked`, `parallel master` and `parallel sections` are, by
// OpenMP 5.2 §17, a parallel construct whose region is the inner
// construct, each clause on the leaf it applies to. In a target region
// the lowerer rewrites them so: the pragma's directive becomes the
// parallel construct, which the region lowers as it lowers a parallel
// construct written so (a target parallel region when it is all of the
// target region, a parallel region of code beside other code), and the
// inner construct becomes a construct of that team over the same
// statement (Split.Inner, Split.Sites). A parallel construct written with
// its inner construct on the same statement (`parallel` then `single`
// or `masked` and their block) is the same construct spelled apart: the
// inner pragma's construct is taken the same way (Split.Stacked).

// ParallelCombined are the combined parallel constructs rewritten so.
var ParallelCombined = map[directive.Kind]bool{
	"parallel masked": true, "parallel master": true, "parallel sections": true,
}

// Combined rewrites the combined parallel constructs in the target
// region of pragma ti (up to token hi, the directives between the
// target construct and its statement included), and the parallel
// constructs written with their inner construct. Where
// the parallel region would be the outermost one the inner construct
// binds to the team of the region's threads (Sites); nested in
// another parallel region it binds to the nested region's team of one
// (package nested, Unit.Inner).
func (s *Split) Combined(ti, hi int) {
	ps := s.Src.Pragmas
	for j := ti + 1; j < len(ps) && ps[j].Seq < hi; j++ {
		d := s.Src.Dirs[j]
		if d != nil && d.Kind == "parallel" && (ps[j].Seq != ps[ti].Seq || s.teamsAbove(j)) && s.Inner[j] == nil {
			s.stackedInner(j)
			continue
		}
		if d == nil || !ParallelCombined[d.Kind] || s.Inner[j] != nil {
			continue
		}
		par, inner, errs := directive.SplitParallelCombined(ps[j].Toks)
		if errs.HasErrors() {
			*s.Errs = append(*s.Errs, errs...)
			s.Src.Dirs[j] = nil // reported
			if r := s.Src.Binder.Bind(ps[j].Seq); r.Stmt != nil && r.Stmt.Case == cc.StatementCompound {
				// Its section directives are reported with it.
				s.Refused[r.Stmt.CompoundStatement] = true
			}
			continue
		}
		par.Pos = d.Pos
		inner.Pos = d.Pos
		s.Src.Dirs[j], s.Inner[j] = par, inner
		s.checkInnerNesting(j, inner)
	}
}

// teamsAbove reports whether the pragma above parallel construct j, on
// the same statement, is a teams construct (`target teams`, or `teams`
// all of a target region): the parallel region is all of the teams
// region, which every team runs (package generic), so it folds into no
// combined construct and its inner construct is its team's.
func (s *Split) teamsAbove(j int) bool {
	d := s.Src.Dirs[j-1]
	return d != nil && (d.Kind == directive.TargetTeams || d.Kind == "teams")
}

// stackedKinds are the inner constructs a parallel construct beside
// other code may be written with on its statement.
var stackedKinds = map[directive.Kind]bool{
	directive.Masked: true, directive.Master: true, directive.Sections: true, directive.Single: true,
}

// stackedInner takes the construct of pragma j+1 as the inner construct
// of parallel construct j when both govern the same statement.
func (s *Split) stackedInner(j int) {
	k := j + 1
	if k >= len(s.Src.Pragmas) || s.Src.Dirs[k] == nil || !stackedKinds[s.Src.Dirs[k].Kind] {
		return
	}
	r, rk := s.Src.Binder.Bind(s.Src.Pragmas[j].Seq), s.Src.Binder.Bind(s.Src.Pragmas[k].Seq)
	if r.Stmt == nil || r.Stmt != rk.Stmt {
		return
	}
	s.Inner[j], s.Stacked[k] = s.Src.Dirs[k], true
	s.checkInnerNesting(j, s.Src.Dirs[k])
}

// checkInnerNesting refuses the constructs that OpenMP forbids closely
// nested in the region of the inner construct of a rewritten combined
// construct j: worksharing constructs and barriers, which the whole team
// must meet (section directives belong to a sections construct).
func (s *Split) checkInnerNesting(j int, inner *directive.Directive) {
	r := s.Src.Binder.Bind(s.Src.Pragmas[j].Seq)
	if r.Stmt == nil {
		return
	}
	lo, hi := csyntax.Span(r.Stmt)
	for _, q := range s.Src.In(lo, hi) {
		k := s.Src.Index(q)
		if k < 0 || s.Src.Dirs[k] == nil || s.ParallelAround(q) != j {
			continue
		}
		switch s.Src.Dirs[k].Kind {
		case "for", "for simd", "loop", directive.Sections, directive.Single, directive.Barrier, "scope":
			s.Errs.Errorf(q.Pos, "'#pragma omp %s' may not be closely nested in the region of '#pragma omp %s'", s.Src.Dirs[k].Kind, inner.Kind)
			s.Src.Dirs[k] = nil // reported
		}
	}
}

// Sites are the inner constructs of the rewritten combined
// constructs of the target region of pragma ti (tokens up to hi), as
// constructs of the parallel region's team over its statement: the
// pragma stands for both, and its place is taken as the statement's
// first token, inside the parallel region.
func (s *Split) Sites(ti, hi int) []*devsync.Site {
	var js []int
	for j := range s.Inner {
		if j > ti && s.Src.Pragmas[j].Seq < hi && s.ParallelAround(s.Src.Pragmas[j]) < 0 {
			js = append(js, j)
		}
	}
	sort.Ints(js)
	var out []*devsync.Site
	for _, j := range js {
		q := s.Src.Pragmas[j]
		r := s.Src.Binder.Bind(q.Seq)
		if r.Stmt == nil {
			continue // reported by the binding
		}
		first := csyntax.First(r.Stmt)
		at := q
		if s.Stacked[j+1] {
			at = s.Src.Pragmas[j+1] // the inner construct's own pragma
		}
		at.Seq = first.Seq()
		out = append(out, &devsync.Site{Pragma: at, Dir: s.Inner[j], Stmt: r.Stmt, Block: r.Block, Combined: true})
	}
	return out
}
