package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The analyzer's side of the data environment stage (package dataenv):
// what the stage reads, and the calls into it.

// dataInput is what the data environment reads from the analyzer.
func (a *analyzer) dataInput() dataenv.Input {
	return dataenv.Input{
		Unit:     a.u,
		Errs:     &a.errs,
		ScopeAt:  a.scopeAt,
		Lookup:   lookup,
		ConstInt: a.constInt,
		IsView:   func(t cc.Type) bool { return vla1(t) != nil || viewOf(t) != nil },
		HasVLA:   hasVLA,
		Extent:   extentExpr,
	}
}

// typeName spells a type for messages.
func typeName(t cc.Type) string { return ctype.Spell(t) }

func dataUses(g []clauseUse) []dataenv.Use {
	out := make([]dataenv.Use, len(g))
	for i, u := range g {
		out[i] = dataenv.Use{Clause: u.clause, Item: u.item}
	}
	return out
}

// collectMappers finds the declare mapper directives; their host
// splices keep them as comments.
func (a *analyzer) collectMappers(fns []*cc.FunctionDefinition) {
	a.plan.Splices = append(a.plan.Splices, a.env.CollectMappers(fns, a.dirs)...)
}

func (a *analyzer) newMapState(p *frontend.Pragma) { a.env.BeginConstruct(p) }

func (a *analyzer) kernelMapper(arg *plan.Arg, use clauseUse, t cc.Type) {
	a.env.KernelMapper(arg, use.clause, use.item, t)
}

func (a *analyzer) implicitMapper(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	a.env.ImplicitMapper(arg, t, pos)
}

func (a *analyzer) dataMapper(e *plan.Arg, k directive.Kind, c *directive.Clause, it *directive.Item, decl *cc.Declarator) {
	a.env.DataMapper(e, c, it, decl, clauseMapType(k, c))
}

// motionMapper expands a target update item through its mapper; it
// reports whether it handled the item (or reported an error).
func (a *analyzer) motionMapper(decl *cc.Declarator, c *directive.Clause, it *directive.Item, dir mapping.Flags, ents *entries) bool {
	anchor, handled := a.env.MotionMapper(decl, c, it, dir)
	if anchor != nil {
		ents.list = append(ents.list, anchor)
	}
	return handled
}

// memberEntries appends the entries of every item of g, which all name
// the same variable decl, at least one through a member; motion is set
// for target update. It returns the struct's parent entry.
func (a *analyzer) memberEntries(kind directive.Kind, decl *cc.Declarator, g []clauseUse, ents *entries, motion *mapping.Flags) *plan.Arg {
	list, parent := a.env.MemberEntries(kind, decl, dataUses(g), ents.list, ents.kernel, motion)
	ents.list = list
	return parent
}

func (a *analyzer) noMapperOnMembers(g []clauseUse) bool {
	return a.env.NoMapperOnMembers(dataUses(g))
}

func (a *analyzer) finishKernelMaps(k *plan.Kernel) { a.env.FinishKernelMaps(k) }

func (a *analyzer) finishDataMaps(op *plan.DataOp) { a.env.FinishDataMaps(op) }

// checkDefault applies the default clause of d to the variables caps
// that region references (dataenv.CheckDefault).
func (a *analyzer) checkDefault(d *directive.Directive, caps []*capture, region *cc.Statement) map[*cc.Declarator]dataenv.Share {
	refs := make([]dataenv.Ref, len(caps))
	for i, c := range caps {
		refs[i] = dataenv.Ref{Decl: c.d, Name: c.name, Pos: c.pos}
	}
	firstTok := csyntax.First(region)
	return a.env.CheckDefault(d, refs, scopeOf(region), firstTok.Seq())
}
