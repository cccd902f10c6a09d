// Package infinal spells omp_in_final() in target regions
// (docs/device-runtime.md). The device runs every task at once on the
// thread that meets it, so a call in a region's text is in a final task
// exactly when a task or taskloop construct around it (in the text, and
// inside any nested parallel region around the call, whose implicit
// tasks are not final) has a final clause whose condition held where
// the construct was met: the lowerer spells such a call as that
// condition (or the conditions of several such constructs, any of which
// makes the task final), evaluated where the call stands. That is exact
// when the condition's variables still have the values they had where
// the construct began, which is checked. Outside such constructs the
// header's omp_in_final() gives 0. Input is all it sees of the
// analysis.
package infinal

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/clauseexpr"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Input is what the spelling reads of the unit.
type Input struct {
	Errs *diag.List
	// Src answers which constructs stand in a region and the
	// statements they govern.
	Src    binding.Source
	Macros map[string]*cc.Macro
	// FuncDef is the definition of a function of the unit, nil when
	// there is none.
	FuncDef func(name string) *cc.FunctionDefinition
	// Nested are the statements of the region's nested parallel
	// regions, whose implicit tasks are not final.
	Nested []*cc.Statement
}

// Var is a variable a final clause's condition names, which the kernel
// must capture: its declaration and name, the clause's position and the
// token of the call it is first used at.
type Var struct {
	Decl  *cc.Declarator
	Name  string
	Pos   diag.Pos
	First int
}

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
func finalTasks(in Input, lo, hi int) []finalTask {
	var out []finalTask
	for _, q := range in.Src.In(lo, hi) {
		e, at, ok := finalClauseOf(q)
		if !ok {
			continue
		}
		r := in.Src.Binder.Bind(q.Seq)
		if r.Stmt == nil {
			continue
		}
		lo, hi, _ := in.Src.Binder.Span(r.Stmt)
		out = append(out, finalTask{q: q, expr: e, at: at, stmt: r.Stmt, lo: lo, hi: hi})
	}
	return out
}

// Spell spells the calls of omp_in_final() in region (of function
// fname) that stand in constructs with a final clause, into subst. It
// returns the variables the conditions name, which the kernel must
// capture.
func Spell(in Input, subst map[int]string, region *cc.Statement, fname string) []Var {
	var caps []Var
	var tasks []finalTask
	found := false
	csyntax.Walk(region, func(n cc.Node) bool {
		x, isCall := n.(*cc.PostfixExpression)
		if !isCall || x.Case != cc.PostfixExpressionCall || x.ArgumentExpressionList != nil {
			return true
		}
		callee, isName := csyntax.Unparen(x.PostfixExpression).(*cc.PrimaryExpression)
		if !isName || callee.Case != cc.PrimaryExpressionIdent || callee.Token.SrcStr() != "omp_in_final" {
			return true
		}
		if !found {
			toks := csyntax.Tokens(region)
			tasks = finalTasks(in, toks[0].Seq(), toks[len(toks)-1].Seq())
			found = true
		}
		var conds []string
		seq := callee.Token.Seq()
		// The implicit tasks of a nested parallel region are not final,
		// whatever task the region stands in.
		from := 0
		for _, np := range in.Nested {
			if t := csyntax.Tokens(np); t[0].Seq() <= seq && seq <= t[len(t)-1].Seq() && t[0].Seq() > from {
				from = t[0].Seq()
			}
		}
		for _, ft := range tasks {
			if ft.lo <= seq && seq <= ft.hi && ft.lo > from {
				c, vars, ok := finalCond(in, ft, callee, fname)
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
func finalCond(in Input, ft finalTask, callee *cc.PrimaryExpression, fname string) (string, []Var, bool) {
	refuse := func(format string, args ...interface{}) (string, []Var, bool) {
		in.Errs.Errorf(frontend.Position(callee.Token), "omp_in_final() in a task with a final clause in a target region is not supported yet: %s (the clause at %d:%d)", fmt.Sprintf(format, args...), ft.at.Line, ft.at.Col)
		return "", nil, false
	}
	var vars []Var
	scope := resolve.ScopeOf(ft.stmt)
	callScope := callee.LexicalScope()
	var fnToks []cc.Token
	if fn := in.FuncDef(fname); fn != nil {
		fnToks = csyntax.Tokens(fn)
	}
	taskToks := csyntax.Tokens(ft.stmt)
	words := strings.Fields(csyntax.TokenizeKeep(ft.expr))
	for i, w := range words {
		if !directive.IsIdent(w) || csyntax.ExprKeywords[w] || i > 0 && (words[i-1] == "." || words[i-1] == "->") {
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
		vars = append(vars, Var{Decl: decl, Name: w, Pos: ft.at, First: callee.Token.Seq()})
	}
	return clauseexpr.Device(in.Macros, ft.expr, scope, ft.q.Seq, 0), vars, true
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
