package analysis

// The analyzer's side of package kernelplan: what the kernel plan sees of
// the unit, and the steps of the loop plan that need the rest of the
// analysis.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// planUnit is the analyzer as package kernelplan sees it
// (kernelplan.Unit).
type planUnit analyzer

func (*planUnit) Lookup(s *cc.Scope, name string, seq int) *cc.Declarator {
	return lookup(s, name, seq)
}

func (*planUnit) TypeName(t cc.Type) string { return typeName(t) }

// kernelPlan returns the planner of the unit's loop constructs, which
// reports into the analyzer's diagnostics.
func (a *analyzer) kernelPlan() *kernelplan.Planner {
	return &kernelplan.Planner{Errs: &a.errs, Unit: (*planUnit)(a)}
}

// loopNest recovers the nest a loop construct governs (package
// kernelplan) and checks its loop headers for variable-length arrays.
func (a *analyzer) loopNest(d *directive.Directive, region *cc.Statement) (*loops.Nest, bool) {
	nest, ok := a.kernelPlan().Nest(d, region)
	if !ok {
		return nil, false
	}
	if !a.vlaLoopHeaders(nest) { // vla.go
		return nil, false
	}
	return nest, true
}

// withoutReductionCaptures drops the implicit captures of reduction
// variables: the kernel has a private copy of each.
func withoutReductionCaptures(d *directive.Directive, caps []*capture) []*capture {
	red := kernelplan.ReductionItems(d)
	var out []*capture
	for _, c := range caps {
		if !red[c.name] {
			out = append(out, c)
		}
	}
	return out
}
