package generic

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// The synchronisation constructs of a generic region (package devsync
// lowers them): in a nested loop's body they bind to the loop's team
// (critical and flush only); elsewhere thread 0 runs them, a team of
// one. A standalone directive between the items of a block that holds
// nested loops is placed by the body builder (genBuilder.standalone).

// PlaceSyncs reports the constructs of region g whose statement holds a
// nested loop and marks the standalone ones between the items of a
// block that holds nested loops (Site.Structural).
func PlaceSyncs(errs *diag.List, g *Region, syncs []*devsync.Site) {
	for _, s := range syncs {
		if s.Combined {
			continue // the parallel region's own statement
		}
		if s.Stmt != nil && g.Contains(s.Stmt) {
			errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' around a nested parallel loop in a target region is not supported yet", s.Dir.Kind)
			continue
		}
		if s.Stmt == nil && s.Block != nil && g.Contains(s.Block) && !g.InLoop(s.Pragma.Seq) {
			if s.Dir.Kind == directive.ErrorDir {
				// The body builder places only flushes there; which
				// threads run the code between the loops differs.
				errs.Errorf(s.Pragma.Pos, "'#pragma omp error at(execution)' between the nested parallel loops of a target region is not supported yet")
				continue
			}
			s.Structural = true
		}
	}
}

// SyncCtx is the team the construct s of region g binds to.
func (g *Region) SyncCtx(s *devsync.Site) devsync.Ctx {
	if l := g.LoopOf(s.Pragma.Seq); l != nil && l.Par != nil {
		if l.Par.InLoop(s.Pragma.Seq) {
			return devsync.CtxLoop
		}
		return devsync.CtxTeam // a parallel region of code
	}
	if g.InLoop(s.Pragma.Seq) {
		return devsync.CtxLoop
	}
	if s.Stmt != nil && s.Block != nil && g.ParBlocks[s.Block] && csyntax.DirectItem(s.Block, s.Stmt) {
		return devsync.CtxParBlock
	}
	return devsync.CtxOne
}
