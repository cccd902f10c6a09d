package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// transformSite checks a loop transformation (unroll, tile) or a hint
// (nothing, assume) in device code. Each is met by one thread, which runs
// the loop in its original order: what unroll computes, and what a tile of
// one loop computes. A tile of several loops reorders the nest, and a
// transformed loop that another loop construct divides would hand out
// different iterations, so both are refused (docs/nested.md).
func (a *analyzer) transformSite(q frontend.Pragma, d *directive.Directive) {
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	if d.Kind == directive.Nothing || d.Kind == directive.Assume {
		return
	}
	if r := a.binder.Bind(q.Seq); r.Stmt == nil || r.Stmt.Case != cc.StatementIteration || r.Stmt.IterationStatement.Case != cc.IterationStatementFor && r.Stmt.IterationStatement.Case != cc.IterationStatementForDecl {
		a.errs.Errorf(q.Pos, "'#pragma omp %s' must be followed by a for loop", d.Kind)
		return
	}
	if d.Kind == directive.Tile && len(d.Transform.Sizes) > 1 {
		a.errs.Errorf(q.Pos, "'#pragma omp tile' of %d loops in device code is not supported yet (it reorders the nest's iterations); tile one loop, or tile outside the target region", len(d.Transform.Sizes))
		return
	}
	if above := a.stackedAbove(q); above != nil && !sequentialOver(above.Kind) {
		a.errs.Errorf(q.Pos, "'#pragma omp %s' as the loop of '#pragma omp %s' in device code is not supported yet: the construct would divide the transformed loop's iterations", d.Kind, above.Kind)
	}
}

// sequentialOver reports whether a construct applied to a transformed
// loop still runs it in order on one thread in device code.
func sequentialOver(k directive.Kind) bool {
	return k == "simd" || k == directive.Unroll || k == directive.Tile
}

// stackedAbove returns the directive written right above q with no token
// between them, which applies to the loop q produces; nil when none.
func (a *analyzer) stackedAbove(q frontend.Pragma) *directive.Directive {
	k := a.src.Index(q)
	if k <= 0 || a.u.Pragmas[k-1].Seq != q.Seq {
		return nil
	}
	return a.dirs[k-1]
}
