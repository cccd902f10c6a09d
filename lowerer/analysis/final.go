package analysis

// The analyzer's side of package infinal: omp_in_final() in target
// regions.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/infinal"
)

// inFinalCode spells the calls of omp_in_final() in region (of function
// fname) that stand in constructs with a final clause (package
// infinal). It returns the variables the conditions name, which the
// kernel must capture.
func (a *analyzer) inFinalCode(subst map[int]string, region *cc.Statement, fname string) []*capture {
	in := infinal.Input{Errs: &a.errs, Src: a.src, Macros: a.u.AST.Macros, FuncDef: a.callee.Def}
	for _, np := range a.nest.Pars {
		in.Nested = append(in.Nested, np.Stmt)
	}
	var caps []*capture
	for _, v := range infinal.Spell(in, subst, region, fname) {
		caps = append(caps, &capture{d: v.Decl, name: v.Name, pos: v.Pos, first: v.First})
	}
	return caps
}
