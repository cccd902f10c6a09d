package analysis

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// keywords may appear in clause expressions (casts, sizeof) without
// naming a declaration.
var keywords = csyntax.ExprKeywords

// checkClauseExprs reports identifiers in a directive's expressions (if,
// device, num_teams..., section bounds) that name nothing visible at the
// directive. The host compiler would reject them too, but at a position
// inside generated code; the lowerer reports them where they were written.
func (a *analyzer) checkClauseExprs(d *directive.Directive, scope *cc.Scope, seq int) {
	var iters map[string]bool // a depend clause's iterators
	check := func(text string, pos diag.Pos, clause string) {
		toks := strings.Fields(text)
		for i, t := range toks {
			if !directive.IsIdent(t) || keywords[t] || iters[t] {
				continue
			}
			if i > 0 && (toks[i-1] == "." || toks[i-1] == "->") {
				continue
			}
			if _, isMacro := a.u.AST.Macros[t]; isMacro {
				continue
			}
			if resolve.Any(scope, t, seq) {
				continue
			}
			a.errs.Errorf(pos, "'%s' in clause '%s' is not declared", t, clause)
			return
		}
	}
	for _, c := range d.Clauses {
		iters = map[string]bool{}
		for _, x := range c.Iterators {
			check(x.Type+" "+x.Begin+" "+x.End+" "+x.Step, x.Pos, c.Name)
			iters[x.Name] = true
		}
		if c.Expr != "" {
			check(c.Expr, c.ExprPos, c.Name)
		}
		for _, it := range c.Items {
			for _, s := range it.Sections {
				check(s.Lower+" "+s.Length, s.Pos, c.Name)
			}
		}
	}
}
