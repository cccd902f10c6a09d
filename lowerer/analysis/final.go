package analysis

// omp_in_final() in target regions (docs/device-runtime.md). The device
// runs every task at once on the thread that meets it, so a call in a
// region's text is in a final task exactly when a task or taskloop
// construct around it (in the text, and inside any nested parallel
// region around the call, whose implicit tasks are not final) has a
// final clause whose condition held where the construct was met: the lowerer spells such a call as
// that condition (or the conditions of several such constructs, any of
// which makes the task final), evaluated where the call stands. That is
// exact when the condition's variables still have the values they had
// where the construct began, which is checked. Outside such constructs
// the header's omp_in_final() gives 0.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/clauseexpr"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// finalTask is a task or taskloop construct with a final clause.
type finalTask struct {
	q      frontend.Pragma
	expr   string
	at     diag.Pos // the clause's expression
	stmt   *cc.Statement
	lo, hi int // its statement's tokens
}

// finalClauseOf returns the expression of the final clause of pragma q
// when q is a task or taskloop construct that has one.
func finalClauseOf(q frontend.Pragma) (string, diag.Pos, bool) {
	task := false
	for j, t := range q.Toks {
		task = task || t.Text == "task" || t.Text == "taskloop"
		if !task || t.Text != "final" || j+1 >= len(q.Toks) || q.Toks[j+1].Text != "(" {
			continue
		}
		var parts []string
		depth := 0
		for _, u := range q.Toks[j+1:] {
			switch u.Text {
			case "(":
				depth++
			case ")":
				depth--
			}
			if depth == 0 {
				break
			}
			parts = append(parts, u.Text)
		}
		if len(parts) < 2 {
			return "", diag.Pos{}, false
		}
		return strings.Join(parts[1:], " "), q.Toks[j+2].Pos, true
	}
	return "", diag.Pos{}, false
}

// finalTasks are the constructs with a final clause in tokens lo..hi.
func (a *analyzer) finalTasks(lo, hi int) []finalTask {
	var out []finalTask
	for _, q := range a.src.In(lo, hi) {
		e, at, ok := finalClauseOf(q)
		if !ok {
			continue
		}
		r := a.binder.Bind(q.Seq)
		if r.Stmt == nil {
			continue
		}
		toks := csyntax.Tokens(r.Stmt)
		out = append(out, finalTask{q: q, expr: e, at: at, stmt: r.Stmt, lo: toks[0].Seq(), hi: toks[len(toks)-1].Seq()})
	}
	return out
}

// inFinalCode spells the calls of omp_in_final() in region (of function
// fname) that stand in constructs with a final clause. It returns the
// variables the conditions name, which the kernel must capture.
func (a *analyzer) inFinalCode(subst map[int]string, region *cc.Statement, fname string) []*capture {
	var caps []*capture
	var tasks []finalTask
	found := false
	csyntax.Walk(region, func(n cc.Node) bool {
		x, isCall := n.(*cc.PostfixExpression)
		if !isCall || x.Case != cc.PostfixExpressionCall || x.ArgumentExpressionList != nil {
			return true
		}
		callee, isName := unparen(x.PostfixExpression).(*cc.PrimaryExpression)
		if !isName || callee.Case != cc.PrimaryExpressionIdent || callee.Token.SrcStr() != "omp_in_final" {
			return true
		}
		if !found {
			toks := csyntax.Tokens(region)
			tasks = a.finalTasks(toks[0].Seq(), toks[len(toks)-1].Seq())
			found = true
		}
		var conds []string
		seq := callee.Token.Seq()
		// The implicit tasks of a nested parallel region are not final,
		// whatever task the region stands in.
		from := 0
		for _, np := range a.nest.Pars {
			if t := csyntax.Tokens(np.Stmt); t[0].Seq() <= seq && seq <= t[len(t)-1].Seq() && t[0].Seq() > from {
				from = t[0].Seq()
			}
		}
		for _, ft := range tasks {
			if ft.lo <= seq && seq <= ft.hi && ft.lo > from {
				c, vars, ok := a.finalCond(ft, callee, fname)
				if !ok {
					return true
				}
				conds = append(conds, c)
				caps = append(caps, vars...)
			}
		}
		if len(conds) > 0 {
			subst[seq] = "__omp_final_of"
			subst[x.Token.Seq()] = "((" + strings.Join(conds, ") || (") + ")"
		}
		return true
	})
	return caps
}

// finalCond spells the condition of final task ft for the call of
// omp_in_final at callee, or reports why its value there may differ
// from its value where the construct began. It returns the variables
// the condition names.
func (a *analyzer) finalCond(ft finalTask, callee *cc.PrimaryExpression, fname string) (string, []*capture, bool) {
	refuse := func(format string, args ...interface{}) (string, []*capture, bool) {
		a.errs.Errorf(frontend.Position(callee.Token), "omp_in_final() in a task with a final clause in a target region is not supported yet: %s (the clause at %d:%d)", fmt.Sprintf(format, args...), ft.at.Line, ft.at.Col)
		return "", nil, false
	}
	var vars []*capture
	scope := resolve.ScopeOf(ft.stmt)
	callScope := callee.LexicalScope()
	var fnToks []cc.Token
	if fn := a.callee.Def(fname); fn != nil {
		fnToks = csyntax.Tokens(fn)
	}
	taskToks := csyntax.Tokens(ft.stmt)
	words := strings.Fields(csyntax.TokenizeKeep(ft.expr))
	for i, w := range words {
		if !directive.IsIdent(w) || keywords[w] || i > 0 && (words[i-1] == "." || words[i-1] == "->") {
			continue
		}
		if i+1 < len(words) && words[i+1] == "(" {
			return refuse("its condition calls '%s'", w)
		}
		decl, enum := clauseexpr.VisibleAt(scope, w, ft.q.Seq)
		if enum || decl == nil {
			continue // an enumerator or a macro: clauseexpr.Device spells it
		}
		switch at, _ := clauseexpr.VisibleAt(callScope, w, callee.Token.Seq()); {
		case at != decl:
			return refuse("'%s' names another variable where the routine is called", w)
		case decl.StorageDuration() != cc.Automatic:
			return refuse("'%s' in its condition has static storage", w)
		case clauseexpr.WrittenToks(taskToks, w, false) != nil:
			return refuse("'%s' in its condition is written in the task", w)
		case clauseexpr.WrittenToks(fnToks, w, true) != nil:
			return refuse("the address of '%s' in its condition is taken", w)
		case privateIn(ft.q, w):
			return refuse("'%s' in its condition is private in the task", w)
		}
		vars = append(vars, &capture{d: decl, name: w, pos: ft.at, first: callee.Token.Seq()})
	}
	return clauseexpr.Device(a.u.AST.Macros, ft.expr, scope, ft.q.Seq, 0), vars, true
}

// privateIn reports whether a clause of pragma q other than final,
// firstprivate, shared and the task's conditions names w: its copy in
// the task may have another value.
func privateIn(q frontend.Pragma, w string) bool {
	clause := ""
	depth := 0
	for j, t := range q.Toks {
		switch {
		case t.Text == "(":
			depth++
		case t.Text == ")":
			depth--
		case depth == 0 && j+1 < len(q.Toks) && q.Toks[j+1].Text == "(":
			clause = t.Text
		case depth > 0 && t.Text == w:
			switch clause {
			case "final", "firstprivate", "shared", "if", "priority", "depend", "affinity", "grainsize", "num_tasks":
			default:
				return true
			}
		}
	}
	return false
}
