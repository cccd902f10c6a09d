package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/jumps"
)

// jumpChecks checks the gotos of function fn that concern device code:
// the tokens lo..hi, the region of a target construct of kind own, or a
// declare target function's body (own ""). OpenMP forbids a goto into
// or out of the structured block of a construct, the region's own or
// one in it (package jumps). Of the others, the lowering keeps those
// that jump past no directive: a construct lowers to code of its own
// (declarations, barriers, a team's walk of a loop) that a jump over it
// would skip or enter.
func (a *analyzer) jumpChecks(fn *cc.FunctionDefinition, own directive.Kind, lo, hi int) bool {
	if fn == nil {
		return true
	}
	js := jumps.List(fn)
	if len(js) == 0 {
		return true
	}
	if a.jumpsReported == nil {
		a.jumpsReported = map[int]bool{}
	}
	var blocks []jumps.Block
	if own != "" {
		blocks = append(blocks, jumps.Block{Lo: lo, Hi: hi, Kind: string(own)})
	}
	type site struct {
		seq  int
		kind string
	}
	var sites []site
	for _, q := range a.src.In(lo, hi) {
		d := a.dirs[a.src.Index(q)]
		if d == nil {
			continue
		}
		sites = append(sites, site{q.Seq, string(d.Kind)})
		if !hasBlock(d) {
			continue
		}
		if r := a.binder.Bind(q.Seq); r.Stmt != nil {
			if blo, bhi, ok := a.binder.Span(r.Stmt); ok {
				blocks = append(blocks, jumps.Block{Lo: blo, Hi: bhi, Kind: string(d.Kind)})
			}
		}
	}
	if !jumps.Check(&a.errs, js, blocks, a.jumpsReported) {
		return false
	}
	ok := true
	for _, j := range js {
		if !j.Found() || a.jumpsReported[j.Goto.Seq()] || j.Goto.Seq() < lo || j.Goto.Seq() > hi {
			continue
		}
		for _, s := range sites {
			if s.kind != string(directive.Atomic) && j.Past(s.seq) {
				a.errs.Errorf(frontend.Position(j.Goto), "a 'goto' that jumps past '#pragma omp %s' in device code is not supported yet (the label '%s' is on the other side of it)", s.kind, j.Label.SrcStr())
				a.jumpsReported[j.Goto.Seq()] = true
				ok = false
				break
			}
		}
	}
	return ok
}

// hasBlock reports whether directive d has a structured block: every
// construct but the standalone and declarative directives.
func hasBlock(d *directive.Directive) bool {
	switch {
	case d.Kind.IsStandalone(), d.StandaloneSync(), d.Kind.IsDeclarative():
		return false
	}
	switch d.Kind {
	case directive.AllocateDir, directive.Nothing, "scan", "cancel", "cancellation point", "error", "depobj", "declare reduction", "declare mapper", "declare simd", "declare variant", "requires", "threadprivate":
		return false
	}
	return true
}

// genericJumps checks the gotos of generic region gen (statement
// region, of function fn): thread 0 runs the code beside the nested
// loops, and every thread follows the control statements that hold
// one (generic.md), so a goto may not leave or enter such a statement:
// its label must have the same innermost one around it.
func (a *analyzer) genericJumps(gen *generic.Region, fn *cc.FunctionDefinition, region *cc.Statement) bool {
	if gen == nil || fn == nil {
		return true
	}
	lo, hi := csyntax.Span(region)
	var holders [][2]int // spans of the statements that hold a nested loop
	csyntax.Walk(region, func(n cc.Node) bool {
		s, ok := n.(*cc.Statement)
		if !ok {
			return true
		}
		slo, shi := csyntax.Span(s)
		for _, l := range gen.Loops {
			if l.Stmt != s && l.Lo >= slo && l.Lo <= shi {
				holders = append(holders, [2]int{slo, shi})
				break
			}
		}
		return true
	})
	around := func(seq int) [2]int {
		best := [2]int{-1, -1}
		for _, h := range holders {
			if seq >= h[0] && seq <= h[1] && (best[0] < 0 || h[1]-h[0] < best[1]-best[0]) {
				best = h
			}
		}
		return best
	}
	ok := true
	for _, j := range jumps.List(fn) {
		g := j.Goto.Seq()
		if !j.Found() || g < lo || g > hi || a.jumpsReported[g] {
			continue
		}
		if around(g) != around(j.Label.Seq()) {
			a.errs.Errorf(frontend.Position(j.Goto), "a 'goto' into or out of a statement that holds a nested parallel construct in a target region is not supported yet (the label '%s' is on the other side of it; all threads follow that statement)", j.Label.SrcStr())
			a.jumpsReported[g] = true
			ok = false
		}
	}
	return ok
}
