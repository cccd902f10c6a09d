package analysis

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
)

// constInt evaluates an integer constant expression written with
// literals, object-like macros and + - * / % and parentheses.
func (a *analyzer) constInt(expr string) (int64, bool) {
	return consteval.Int(strings.Fields(expr), a.macro)
}

// macro is the unit's object-like macro name (consteval.Macros). A
// macro defined more than once is no constant: the table holds its last
// definition, which need not be the one a directive saw.
func (a *analyzer) macro(name string) ([]string, bool) {
	m := a.u.AST.Macros[name]
	if m == nil || m.IsFnLike || !m.IsConst {
		return nil, false
	}
	var rep []string
	for _, r := range m.ReplacementList() {
		rep = append(rep, r.SrcStr())
	}
	return rep, true
}
