package analysis

// Nested parallel regions (docs/nested.md#nested-parallelism): a
// parallel construct inside the parallel region of another in a target
// region. The device's max-active-levels-var is 1, so OpenMP makes such
// a region inactive: every thread of the enclosing team that meets it
// runs its region once, as the one thread of a team of its own, at the
// next level (clang-19 does the same). The lowering runs the statement
// in place on that thread, with the construct's private copies around
// it, and spells the region's OpenMP routines for its level: thread 0
// of 1, level one deeper, team size 1 and ancestor 0 at that level, the
// enclosing levels' values unchanged. Besides atomic, critical and
// flush, the region may hold the constructs that bind to its team of
// one (nestws.go) and no other directive; a function it calls that
// reads the thread's number or level or holds a directive is called
// through its copy for the nested level (nestcall.go).

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// nestPar is one nested parallel region the kernel runs inline.
type nestPar struct {
	stmt *cc.Statement
	ds   devsync.Copy
	// active: the parallel region of the copy of a declare target
	// function that a team calls (fnpar.go), whose routines keep the
	// device runtime's values.
	active bool
}

// nestRoutines are the OpenMP routines whose value differs at the nested
// region's level, and the device helpers that give it.
var nestRoutines = map[string]string{
	"omp_get_thread_num":          "__omp_nest_thread_num",
	"omp_get_num_threads":         "__omp_nest_num_threads",
	"omp_get_level":               "__omp_nest_level",
	"omp_get_team_size":           "__omp_nest_team_size",
	"omp_get_ancestor_thread_num": "__omp_nest_ancestor_thread_num",
}

// nestClauses are the clauses of a nested parallel construct the
// lowering implements; num_threads and if change nothing for an
// inactive region (their expressions must have no side effects).
var nestClauses = map[string]bool{
	"private": true, "firstprivate": true, "shared": true, "default": true, "reduction": true,
	"num_threads": true, "if": true,
}

// nestedParallel plans parallel construct d (pragma q) nested in the
// parallel region of the construct of pragma outer. It reports what it
// cannot lower.
//
// A combined 'parallel for' (or 'parallel for simd') is such a region
// whose statement is its loop: the team of one runs every iteration, with
// the clauses of both leaves as the loop's copies (nestws.go); for one
// thread a copy of the parallel level and one of the loop are one copy.
//
// With outer -1 the construct stands in the declare target function
// named fn (fnpar.go), whose callers all run in a parallel region.
func (a *analyzer) nestedParallel(q frontend.Pragma, d *directive.Directive, outer int) {
	var where string
	if outer >= 0 {
		where = fmt.Sprintf(" (a '#pragma omp %s' nested in the parallel region of '#pragma omp %s' at %d:%d)", d.Kind, a.dirs[outer].Kind, a.u.Pragmas[outer].Pos.Line, a.u.Pragmas[outer].Pos.Col)
	} else {
		where = fmt.Sprintf(" (a '#pragma omp %s' at %d:%d in declare target function '%s', which runs as a nested parallel region)", d.Kind, q.Pos.Line, q.Pos.Col, a.parFn)
	}
	loop := d.Kind != "parallel"
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	r := a.binder.Bind(q.Seq)
	if r.Stmt == nil {
		return // reported by the binding
	}
	toks := csyntax.Tokens(r.Stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	ok := true
	for _, c := range d.Clauses {
		switch {
		case loop && nestWSClauses[c.Name] && c.Name != "nowait":
			// the loop's (nestLoopVars checks it)
		case !nestClauses[c.Name]:
			a.errs.Errorf(c.Pos, "clause '%s' on a nested parallel region in a target region is not supported yet", c.Name)
			ok = false
		case c.Name == "default" && c.Expr != "shared" && c.Expr != "none":
			a.errs.Errorf(c.ExprPos, "default(%s) on a nested parallel region in a target region is not supported yet", c.Expr)
			ok = false
		case (c.Name == "num_threads" || c.Name == "if") && mayHaveEffects(c.Expr):
			a.errs.Errorf(c.ExprPos, "an expression that may have side effects in clause '%s' of a nested parallel region in a target region is not supported yet", c.Name)
			ok = false
		}
	}
	if j := a.pragmaIndex(q); j > 0 && a.u.Pragmas[j-1].Seq == q.Seq {
		// Both would wrap the same statement.
		a.errs.Errorf(q.Pos, "a nested parallel region that is all of the region of '#pragma omp %s' in a target region is not supported yet (put it in braces with the code around it)%s", a.kindOf(j-1), where)
		return
	}
	// Atomic, critical and flush mean the same on any thread; the
	// constructs bound to the region's team of one run in place
	// (nestws.go); others are refused.
	inner := a.pragmasIn(lo, hi)
	if j := a.pragmaIndex(q); j >= 0 && j+1 < len(a.u.Pragmas) && a.u.Pragmas[j+1].Seq == q.Seq {
		inner = append([]frontend.Pragma{a.u.Pragmas[j+1]}, inner...)
	}
	for _, p := range inner {
		k := a.pragmaIndex(p)
		if d := a.dirs[k]; d != nil && (nestInner[d.Kind] || nestWSKinds[d.Kind] && !loop || d.Kind == "simd") && p.Seq >= lo && (r.Stmt.Case == cc.StatementCompound || loop && p.Seq > lo) {
			continue
		}
		if outer < 0 {
			a.errs.Errorf(p.Pos, "'#pragma omp %s' inside a nested parallel region in a target region is not supported yet%s", a.kindOf(k), where)
		} else {
			a.errs.Errorf(p.Pos, "'#pragma omp %s' inside a nested parallel region in a target region is not supported yet (a '#pragma omp %s' at %d:%d nested in the parallel region of '#pragma omp %s' at %d:%d)", a.kindOf(k), d.Kind, q.Pos.Line, q.Pos.Col, a.dirs[outer].Kind, a.u.Pragmas[outer].Pos.Line, a.u.Pragmas[outer].Pos.Col)
		}
		ok = false
		break
	}
	if !a.nestRegionCalls(d, r.Stmt, lo, hi, loop, where) {
		ok = false
	}
	if !ok {
		return
	}
	if loop {
		// The loop's clauses and copies, inside the region of no copies.
		ld := *d
		ld.Clauses = nil
		for _, c := range d.Clauses {
			if !nestClauses[c.Name] || c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				ld.Clauses = append(ld.Clauses, c)
			}
		}
		vars, vok := a.nestLoopVars(&ld, r.Stmt)
		w := &nestWS{stmt: r.Stmt}
		if vok {
			vars, vok = a.nestLinear(q, &ld, w, vars) // nestlinear.go
		}
		if !vok {
			return
		}
		w.ds = a.temps.Copies(vars)
		a.nestWSs = append(a.nestWSs, w)
		a.nestPars = append(a.nestPars, &nestPar{stmt: r.Stmt, ds: a.temps.Copies(nil)})
		return
	}
	vars, vok := a.nestVars(d, r.Stmt)
	if !vok {
		return
	}
	a.nestPars = append(a.nestPars, &nestPar{stmt: r.Stmt, ds: a.temps.Copies(vars)})
}

// nestRegionCalls routes the calls in the nested parallel region stmt
// (tokens lo..hi) of directive d to the functions' copies for the nested
// level (nestcall.go), refusing those the region cannot make; false
// after an error.
func (a *analyzer) nestRegionCalls(d *directive.Directive, stmt *cc.Statement, lo, hi int, loop bool, where string) bool {
	ok := true
	csyntax.Walk(stmt, func(n cc.Node) bool {
		x, isCall := n.(*cc.PostfixExpression)
		if !isCall || x.Case != cc.PostfixExpressionCall {
			return true
		}
		callee, isName := unparen(x.PostfixExpression).(*cc.PrimaryExpression)
		if !isName || callee.Case != cc.PrimaryExpressionIdent {
			return true
		}
		name := callee.Token.SrcStr()
		if fn := a.funcDef(name); fn != nil && !a.inSystemHeader(fn) && !a.nestSafe(fn, 0) {
			// The call goes to the function's copy for the nested
			// level (nestcall.go), unless it stands in a construct
			// that binds to the region's team and keeps the threads
			// of that team apart, where constructs binding to the
			// same team may not be nested.
			kind := a.nestTeamConstruct(callee.Token.Seq(), lo, hi)
			if loop {
				kind = string(d.Kind) // the loop's body
			}
			if kind != "" && a.teamFunc(name) {
				a.errs.Errorf(frontend.Position(callee.Token), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", kind)))
				ok = false
			} else if !a.nestCall(callee.Token, fn, where) {
				ok = false
			}
		}
		return true
	})
	return ok
}

// nestVars resolves the private, firstprivate and reduction items of
// nested parallel construct d (its statement stmt).
func (a *analyzer) nestVars(d *directive.Directive, stmt *cc.Statement) ([]devsync.Var, bool) {
	scope := scopeOf(stmt)
	first := csyntax.First(stmt)
	var out []devsync.Var
	ok := true
	for _, c := range d.Clauses {
		if c.Name != "private" && c.Name != "firstprivate" && c.Name != "reduction" {
			continue
		}
		for _, it := range c.Items {
			decl := lookup(scope, it.Name, first.Seq())
			switch {
			case len(it.Sections) > 0 || len(it.Members) > 0:
				a.errs.Errorf(it.Pos, "'%s' in clause '%s' of a nested parallel region in a target region is not supported yet (variables only)", it.Text, c.Name)
				ok = false
				continue
			case decl == nil:
				a.errs.Errorf(it.Pos, "'%s' in clause '%s' of a nested parallel region is not a variable in scope", it.Text, c.Name)
				ok = false
				continue
			case ctype.IsVLA(decl.Type()):
				a.errs.Errorf(it.Pos, "variable-length array '%s' in clause '%s' of a nested parallel region is not supported yet", it.Name, c.Name)
				ok = false
				continue
			case c.Name == "reduction" && (!ctype.IsArithmetic(decl.Type()) || !nestReductionOps[c.ReductionOp] || len(c.Modifiers) > 0):
				a.errs.Errorf(it.Pos, "reduction(%s: %s) on a nested parallel region is not supported yet (arithmetic scalars with + - * & | ^ && || min max)", c.ReductionOp, it.Name)
				ok = false
				continue
			}
			out = append(out, devsync.Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: c.Name, Op: c.ReductionOp})
		}
	}
	return out, ok
}

// nestInner are the directives a nested parallel region may hold.
var nestInner = map[directive.Kind]bool{directive.Atomic: true, directive.Critical: true, directive.Flush: true}

// nestReductionOps are the reduction operators of nested regions.
var nestReductionOps = map[string]bool{
	"+": true, "-": true, "*": true, "&": true, "|": true, "^": true, "&&": true, "||": true, "min": true, "max": true,
}

// nestSafe reports whether function fn (and what it calls, four calls
// deep) reads no thread number, team size or level and holds no
// directive, so that it means the same called in a nested region.
func (a *analyzer) nestSafe(fn *cc.FunctionDefinition, depth int) bool {
	toks := csyntax.Tokens(fn)
	if depth > 4 || len(toks) == 0 || len(a.pragmasIn(toks[0].Seq()+1, toks[len(toks)-1].Seq())) > 0 {
		return false
	}
	ok := true
	csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
		if !ok {
			return false
		}
		if x, isName := n.(*cc.PrimaryExpression); isName && x.Case == cc.PrimaryExpressionIdent {
			name := x.Token.SrcStr()
			if nestRoutines[name] != "" {
				ok = false
			} else if g := a.funcDef(name); g != nil && g != fn && !a.nestSafe(g, depth+1) {
				ok = false
			}
		}
		return true
	})
	return ok
}

// mayHaveEffects reports whether expression e may assign or call.
func mayHaveEffects(e string) bool {
	toks := strings.Fields(tokenizeKeep(e))
	for i, t := range toks {
		switch {
		case t == "(" && i > 0 && directive.IsIdent(toks[i-1]) && toks[i-1] != "sizeof" && !keywords[toks[i-1]]:
			return true
		case t == "+" && i+1 < len(toks) && toks[i+1] == "+", t == "-" && i+1 < len(toks) && toks[i+1] == "-":
			return true
		case t == "=" && (i+1 >= len(toks) || toks[i+1] != "=") && (i == 0 || !strings.Contains("=<>!", toks[i-1])):
			return true
		}
	}
	return false
}

// nestedParallelCode puts the kernel's nested parallel regions into
// subst: the private copies around each statement, and the routines of
// its level.
func (a *analyzer) nestedParallelCode(subst map[int]string) {
	for _, np := range a.nestPars {
		if np.active {
			continue
		}
		toks := csyntax.Tokens(np.stmt)
		for i, t := range toks {
			if h := nestRoutines[t.SrcStr()]; h != "" && i+1 < len(toks) && toks[i+1].SrcStr() == "(" {
				if _, done := subst[t.Seq()]; !done {
					subst[t.Seq()] = h
				}
			}
		}
	}
	for seq, clone := range a.nestCallSubst {
		if _, done := subst[seq]; !done && !a.teamPass {
			subst[seq] = clone
		}
	}
	for seq, clone := range a.teamCallSubst {
		if _, done := subst[seq]; !done {
			subst[seq] = clone
		}
	}
	a.nestWSCode(subst)
	for _, np := range a.nestPars {
		toks, ft, lt := edgeTexts(np.stmt, subst) // nestws.go
		first, last := toks[0], toks[len(toks)-1]
		if len(toks) == 1 {
			subst[first.Seq()] = np.ds.Open + ft + " " + np.ds.Close + np.ds.Shut
			continue
		}
		subst[first.Seq()] = np.ds.Open + ft
		subst[last.Seq()] = lt + " " + np.ds.Close + np.ds.Shut
	}
}
