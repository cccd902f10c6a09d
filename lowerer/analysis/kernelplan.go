package analysis

// The analyzer's side of package kernelplan: what the kernel plan sees of
// the unit, and the steps of the loop plan that need the rest of the
// analysis.

import (
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// planUnit is the analyzer as package kernelplan sees it
// (kernelplan.Unit).
type planUnit analyzer

func (*planUnit) TypeName(t cc.Type) string { return ctype.Spell(t) }

func (u *planUnit) NonConstant(text string, s *cc.Scope, seq int) string {
	return u.variableIn(text, s, seq, nil, 0)
}

func (u *planUnit) ConstInt(text string) (int64, bool) { return (*analyzer)(u).constInt(text) }

func (u *planUnit) Written(t cc.Token) bool { return u.src.Written(t) }

func (u *planUnit) DeclareTarget(decl *cc.Declarator) bool {
	return u.env.IsDeclTarget(decl) || u.env.IsLink(decl)
}

func (u *planUnit) NeedRecords(t cc.Type, pos diag.Pos) {
	u.types.Records(t, pos)
}

func (u *planUnit) Directive(lo, hi int) bool { return len(u.src.In(lo, hi+1)) > 0 }

func (u *planUnit) Pragma(lo, hi int) bool {
	if len(u.src.In(lo, hi+1)) > 0 {
		return true
	}
	o := u.u.OtherPragmas
	i := sort.SearchInts(o, lo)
	return i < len(o) && o[i] <= hi
}

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
	if !a.vla.LoopHeaders(nest) {
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

// variableIn returns an identifier of the C expression text that names
// something other than a constant (an enumerator, a macro of constants, a
// keyword such as sizeof), or "": clang-19 computes linear with a step
// read from a variable wrongly (the item keeps its value), so the lowerer
// takes constant steps only. params are the parameters of the macro
// whose replacement list text is, depth the macros expanded so far.
func (u *planUnit) variableIn(text string, scope *cc.Scope, seq int, params map[string]bool, depth int) string {
	for _, w := range loops.Identifiers(text) {
		if keywords[w] || params[w] {
			continue
		}
		if m, ok := u.u.AST.Macros[w]; ok && depth < 16 {
			var repl []string
			for _, t := range m.ReplacementList() {
				repl = append(repl, t.SrcStr())
			}
			ps := map[string]bool{}
			for _, p := range m.Params {
				ps[p.SrcStr()] = true
			}
			if v := u.variableIn(strings.Join(repl, " "), scope, seq, ps, depth+1); v != "" {
				return w
			}
			continue
		}
		enum := false
		for s := scope; s != nil && !enum; s = s.Parent {
			for _, n := range s.Nodes[w] {
				if e, ok := n.(*cc.Enumerator); ok && e.Visible() <= seq {
					enum = true
				}
			}
		}
		if !enum {
			return w
		}
	}
	return ""
}
