package generic

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
)

// LocalAtomics marks (Site.Local) the atomic constructs of generic
// region g (sites) whose x is storage of one thread: variables declared in the region but not in
// its shared storage (in a loop's body, or in code thread 0 runs), and a
// nested loop's private, firstprivate and reduction copies inside it.
// Everything else (shared variables, captured and mapped ones) is memory
// the team shares, where the atomic helpers run.
func (g *Region) LocalAtomics(sites []*atomics.Site, region *cc.Statement, lo, hi int) {
	if len(sites) == 0 {
		return
	}
	shared := g.SharedDecls(region)
	for _, s := range sites {
		pe := csyntax.RootVar(s.X)
		if pe == nil {
			continue // through a pointer
		}
		if decl, ok := pe.ResolvedTo().(*cc.Declarator); ok && csyntax.LocalTo(decl, lo, hi) && !shared[decl] {
			s.Local = true
			continue
		}
		first := csyntax.First(s.X)
		l := g.LoopOf(first.Seq())
		if l == nil {
			continue
		}
		name := pe.Token.SrcStr()
		for _, c := range l.Dir.Clauses {
			if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				for _, it := range c.Items {
					if it.Name == name {
						s.Local = true
					}
				}
			}
		}
	}
}
