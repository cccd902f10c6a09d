package analysis

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// conditionalWrites rewrites, in subst, each assignment of a
// lastprivate(conditional:) item of loop construct d in body (the
// region's tokens lo..hi) so that it records the iteration first:
// `x = e` becomes `(__omp_lci_x = __omp_lc_iv, x) = e`, an lvalue in the
// device's C++ (docs/loops.md). Taking the item's address is refused:
// what is written through the pointer is not seen.
func (a *analyzer) conditionalWrites(d *directive.Directive, body cc.Node, subst map[int]string, lo, hi int) {
	items := map[string]bool{}
	for _, it := range d.ConditionalItems() {
		items[it.Name] = true
	}
	if len(items) == 0 || body == nil {
		return
	}
	assignSites(body, func(pe *cc.PrimaryExpression, decl *cc.Declarator, _, at cc.Node, force bool) {
		if pe == nil || !items[decl.Name()] || csyntax.LocalTo(decl, lo, hi) || csyntax.Unparen(csyntax.AssignedOperand(at)) != cc.ExpressionNode(pe) && !force {
			return
		}
		name := decl.Name()
		if force {
			a.errs.Errorf(frontend.Position(pe.Token), "the address of '%s', which is in 'lastprivate(conditional: ...)', is not supported yet (an assignment through it would not count)", name)
			return
		}
		seq := pe.Token.Seq()
		orig, ok := subst[seq]
		if !ok {
			orig = pe.Token.SrcStr()
		}
		subst[seq] = fmt.Sprintf("(%s = %s, %s)", kernelplan.ConditionalIter(name), plan.IterPlusOne, orig)
	})
}

// simdConditional checks the lastprivate(conditional:) items of simd
// construct d (or a loop construct bound to the thread) in device code,
// whose loop stmt the thread that meets it runs in order on the
// variables themselves: each keeps the value of the sequentially last
// iteration that assigned it, or its own, which is the modifier's
// meaning. A loop variable of the construct is refused, as on the other
// constructs (kernelplan.MakeConditional).
func (a *analyzer) simdConditional(d *directive.Directive, stmt *cc.Statement) bool {
	items := d.ConditionalItems()
	if len(items) == 0 {
		return true
	}
	depth, ok := d.CollapseDepth()
	if !ok {
		return true // reported with the construct's other clauses
	}
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if len(errs) > 0 {
		a.errs = append(a.errs, errs...)
		return false
	}
	ok = true
	for _, it := range items {
		if kernelplan.LoopVarLevel(nest, it.Name) >= 0 {
			a.errs.Errorf(it.Pos, "the loop variable '%s' in 'lastprivate(conditional: ...)' is not supported yet", it.Name)
			ok = false
		}
	}
	return ok
}
