package analysis

// The analyzer's side of the worksharing loops in parallel regions of
// code (package worksharing; docs/generic.md, "Parallel regions of
// code"): the calls into the package, the variables the loops' clauses
// capture, the region's reductions, and whether a parallel region is
// loops only.

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devdirs"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
	"github.com/omp-offload/rules_omp_offload/lowerer/udr"
	"github.com/omp-offload/rules_omp_offload/lowerer/worksharing"
)

// wsInput is the unit and the region as package worksharing reads them.
func (a *analyzer) wsInput() worksharing.Input {
	return worksharing.Input{
		Errs: &a.errs, Binder: a.binder, Pragmas: a.u.Pragmas, Dirs: a.dirs,
		Syncs: a.syncs, Atomics: a.atomics,
		Unit: (*wsUnit)(a),
	}
}

// wsLoops finds the worksharing loops among the code of a parallel
// region, in tokens [lo, hi); nil when there are none.
func (a *analyzer) wsLoops(lo, hi int) (*generic.Par, bool) {
	return worksharing.Loops(a.wsInput(), lo, hi)
}

// parallelCode plans a parallel construct d of a generic region whose
// region stmt is code: its worksharing loops, whose pragmas g takes.
func (a *analyzer) parallelCode(d *directive.Directive, stmt *cc.Statement, g *generic.Region) (*generic.Loop, bool) {
	return worksharing.ParallelCode(a.wsInput(), d, stmt, g)
}

// wsUniform refuses the worksharing loops, barriers and single
// constructs without nowait of a parallel region of code that some
// threads of the team might not reach.
func (a *analyzer) wsUniform(w *generic.Par, d *directive.Directive, region cc.Node, lo, hi int) {
	worksharing.Uniform(a.wsInput(), w, d, region, lo, hi)
}

// wsFirstprivateWrites refuses writes to the variables that are
// implicitly firstprivate in the target region of a parallel region of
// code with worksharing loops (worksharing.FirstprivateWrites).
func (a *analyzer) wsFirstprivateWrites(k *plan.Kernel, w *generic.Par, region cc.Node, lo, hi int) {
	worksharing.FirstprivateWrites(a.wsInput(), k, w, region, lo, hi)
}

// wsSharedItems refuses the reduction and lastprivate items of the
// worksharing loops of a parallel region (tokens lo..hi) that are
// private there (worksharing.SharedItems).
func (a *analyzer) wsSharedItems(w *generic.Par, lo, hi int, private map[string]bool) []directive.Item {
	return worksharing.SharedItems(a.wsInput(), w, lo, hi, private)
}

// assignSites calls f for each place in n that writes a variable
// (worksharing.AssignSites).
func assignSites(n cc.Node, f func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool)) {
	worksharing.AssignSites(n, f)
}

// wsClauseCaptures lists the variables from outside the region that the
// loops' clauses name, which the kernel captures like any other use.
func (a *analyzer) wsClauseCaptures(w *generic.Par) []*capture {
	var out []*capture
	for _, l := range w.Loops {
		scope := resolve.ScopeOf(l.Stmt)
		first := csyntax.First(l.Stmt)
		for _, c := range l.Dir.Clauses {
			if c.Name != "firstprivate" && c.Name != "reduction" && c.Name != "lastprivate" {
				continue
			}
			for _, it := range c.Items {
				if decl := resolve.Lookup(scope, it.Name, first.Seq()); decl != nil && !decl.IsTypename() {
					out = append(out, &capture{d: decl, name: it.Name, pos: it.Pos, first: first.Seq()})
				}
			}
		}
	}
	return out
}

// wsReductions plans the reduction clause of a target parallel region
// of code (kernel k, its pieces already planned): every thread runs the
// region with its own copy of each item, from the operator's identity,
// and at the region's end, which every thread reaches, the team's tree
// combines the copies and thread 0 folds the result into the variable.
func (a *analyzer) wsReductions(k *plan.Kernel, d *directive.Directive, region *cc.Statement) {
	first := csyntax.First(region)
	a.kernelPlan().Reductions(k, d, resolve.ScopeOf(region), first.Seq())
	if k.Generic == nil {
		return
	}
	var pre, post []plan.GenericPiece
	for _, r := range k.Reductions {
		if r.Array != nil {
			a.errs.Errorf(r.Pos, "reduction over the array '%s' on '#pragma omp %s' whose region is code is not supported yet (put it on the worksharing loops)", r.Var, d.Kind)
			continue
		}
		if r.UDR != nil && r.UDR.Orig {
			udr.OrigRefused(&a.errs, r, "of a parallel construct whose region is code")
		}
		pre = append(pre, plan.GenericPiece{Text: fmt.Sprintf("%s %s = %s;", r.Type, r.Var, r.Identity)})
		post = append(post, plan.GenericPiece{Text: fmt.Sprintf("__omp_par_reduce_teams((*%s), %s, %s());", r.Device, r.Var, r.Functor)})
	}
	pre = append([]plan.GenericPiece{{Text: "{"}}, pre...)
	post = append(post, plan.GenericPiece{Text: "}"})
	k.Generic.Pieces = append(append(pre, k.Generic.Pieces...), post...)
}

// wsUnit is the analyzer as package worksharing queries it
// (worksharing.Unit).
type wsUnit analyzer

func (u *wsUnit) PragmaIndex(q frontend.Pragma) int      { return u.src.Index(q) }
func (u *wsUnit) PragmasIn(lo, hi int) []frontend.Pragma { return u.src.In(lo, hi) }
func (u *wsUnit) InNestedPar(q frontend.Pragma) bool     { return devdirs.InNestedPar(u.src, q) }
func (u *wsUnit) MathCall(name string) bool              { return callees.Math(name) }

func (u *wsUnit) FuncDef(name string) *cc.FunctionDefinition { return (*analyzer)(u).callee.Def(name) }
