package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/jumps"
)

// jumpChecks checks the gotos of function fn that concern device code:
// the tokens lo..hi, the region of a target construct of kind own, or a
// declare target function's body (own ""). OpenMP forbids a goto into
// or out of the structured block of a construct, the region's own or
// one in it (package jumps). Of the others, the lowering keeps those
// that jump past no ordered or scan directive (pastRefused): every
// other construct lowers to a block of its own, which a jump past it
// skips or runs again as a whole, and a generic region takes the team
// along where a goto leaves thread 0's code (generic/gotos.go).
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
			if pastRefused[s.kind] && j.Past(s.seq) && innermost(blocks, s.seq).Holds(j.Goto.Seq()) {
				a.errs.Errorf(frontend.Position(j.Goto), "a 'goto' that jumps past '#pragma omp %s' in device code is not supported yet (the label '%s' is on the other side of it; the lowering runs the construct in every iteration of its loop)", s.kind, j.Label.SrcStr())
				a.jumpsReported[j.Goto.Seq()] = true
				ok = false
				break
			}
		}
	}
	return ok
}

// pastRefused are the directives a goto in device code may not jump
// past inside the loop that holds them: the lowering passes each
// iteration of the loop through an ordered construct (the iterations'
// tickets, the doacross waits) and splits a scan loop's body at the scan
// directive.
var pastRefused = map[string]bool{string(directive.Ordered): true, "scan": true}

// innermost returns the innermost of blocks that holds the token of
// sequence number seq (none holds nothing).
func innermost(blocks []jumps.Block, seq int) jumps.Block {
	best := jumps.Block{Lo: 1, Hi: 0}
	for _, b := range blocks {
		if b.Lo <= seq && seq <= b.Hi && (best.Lo > best.Hi || b.Hi-b.Lo < best.Hi-best.Lo) {
			best = b
		}
	}
	return best
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
