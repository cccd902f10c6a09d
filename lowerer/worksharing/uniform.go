package worksharing

// Uniform control flow in a parallel region of code: the barriers of
// its worksharing loops, barrier and single constructs must be reached
// by every thread of the team.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
)

// threadNumbers are the names whose value differs between the threads of
// a team; uniformCalls the calls whose value does not.
var (
	threadNumbers = map[string]bool{"omp_get_thread_num": true, "threadIdx": true, "omp_get_ancestor_thread_num": true}
	uniformCalls  = map[string]bool{
		"omp_get_num_threads": true, "omp_get_max_threads": true, "omp_get_team_num": true,
		"omp_get_num_teams": true, "omp_get_level": true, "omp_get_active_level": true,
		"omp_in_parallel": true, "omp_get_team_size": true, "omp_get_thread_limit": true,
		"omp_get_device_num": true, "omp_is_initial_device": true, "omp_get_num_devices": true,
		"omp_get_dynamic": true, "omp_get_nested": true, "omp_get_max_active_levels": true,
		"omp_get_cancellation": true, "omp_get_proc_bind": true, "omp_get_num_procs": true,
		"omp_get_supported_active_levels": true, "omp_get_max_task_priority": true,
		"omp_get_schedule": true, "omp_get_teams_thread_limit": true,
	}
)

// uniformity tells which conditions of a parallel region of code may
// differ between the threads of its team: a condition that reads the
// thread number, calls a function other than the team-wide OpenMP
// routines, or reads a per-thread variable that took such a value, or
// was written where only some threads write (a worksharing loop's body,
// a single, masked or critical region, an atomic) or under such a
// condition. Shared variables are the same for every thread wherever a
// barrier can stand.
type uniformity struct {
	a       Input
	funcs   map[string]bool // functions known to return the same for the same arguments
	parents map[cc.Node]cc.Node
	region  cc.Node
	spans   [][2]int // code that some threads run, or each in turn
	tainted map[*cc.Declarator]bool
}

// newUniformity finds the per-thread variables of the parallel region
// (tokens lo..hi, its worksharing loops w, the variables private names)
// whose values may differ between the threads, growing the set until no
// write adds to it.
func newUniformity(a Input, w *generic.Par, region cc.Node, lo, hi int, private map[string]bool) *uniformity {
	u := &uniformity{a: a, funcs: map[string]bool{}, parents: csyntax.Parents(region), region: region, tainted: map[*cc.Declarator]bool{}}
	for _, l := range w.Loops {
		u.spans = append(u.spans, [2]int{l.Lo, l.Hi})
	}
	for _, s := range a.Syncs {
		if s.Stmt != nil {
			lo, hi := s.Span()
			u.spans = append(u.spans, [2]int{lo, hi})
		}
	}
	for _, s := range a.Atomics {
		u.spans = append(u.spans, [2]int{s.Toks[0].Seq(), s.Toks[len(s.Toks)-1].Seq()})
	}
	perThread := func(d *cc.Declarator) bool {
		return d != nil && (csyntax.LocalTo(d, lo, hi) || private[d.Name()])
	}
	type site struct {
		decl  *cc.Declarator
		rhs   cc.Node
		at    cc.Node
		force bool
	}
	var sites []site
	AssignSites(region, func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool) {
		if perThread(d) {
			sites = append(sites, site{d, rhs, at, force})
		}
	})
	for changed := true; changed; {
		changed = false
		for _, s := range sites {
			if u.tainted[s.decl] {
				continue
			}
			first := csyntax.First(s.at)
			if s.force || u.inSpan(first.Seq()) || (s.rhs != nil && u.expr(s.rhs)) || u.divergentAt(s.at) != nil {
				u.tainted[s.decl] = true
				changed = true
			}
		}
	}
	return u
}

func (u *uniformity) inSpan(seq int) bool {
	for _, s := range u.spans {
		if seq >= s[0] && seq <= s[1] {
			return true
		}
	}
	return false
}

// expr reports whether the value of n may differ between the threads.
func (u *uniformity) expr(n cc.Node) bool {
	if n == nil {
		return false
	}
	out := false
	csyntax.Walk(n, func(x cc.Node) bool {
		if out {
			return false
		}
		switch x := x.(type) {
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionIdent {
				if threadNumbers[x.Token.SrcStr()] {
					out = true
				} else if d, ok := x.ResolvedTo().(*cc.Declarator); ok && u.tainted[d] {
					out = true
				}
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionCall {
				callee, ok := csyntax.Unparen(x.PostfixExpression).(*cc.PrimaryExpression)
				if !ok || callee.Case != cc.PrimaryExpressionIdent || !u.uniformFunc(callee.Token.SrcStr(), 0) {
					out = true
				}
			}
		}
		return true
	})
	return out
}

// uniformFunc reports whether a call of function name gives every
// thread the same value for the same arguments: the team-wide OpenMP
// routines, the math functions, and the unit's functions that read no
// thread number, hold no static variable and no OpenMP directive, and
// call only such functions (four calls deep at most).
func (u *uniformity) uniformFunc(name string, depth int) bool {
	if uniformCalls[name] || u.a.Unit.MathCall(name) {
		return true
	}
	if v, ok := u.funcs[name]; ok {
		return v
	}
	fn := u.a.Unit.FuncDef(name)
	if fn == nil || depth > 4 {
		return false
	}
	u.funcs[name] = false // while it is checked: recursion is not uniform
	toks := csyntax.Tokens(fn)
	// A directive before the function (declare target) stands at its
	// first token; one in its body after it.
	if len(toks) == 0 || len(u.a.Unit.PragmasIn(toks[0].Seq()+1, toks[len(toks)-1].Seq())) > 0 {
		return false
	}
	ok := true
	csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *cc.Declarator:
			// __func__ is the implicit static of every function.
			if (x.IsStatic() || x.IsThreadLocal()) && x.Name() != "__func__" {
				ok = false
			}
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionIdent && threadNumbers[x.Token.SrcStr()] {
				ok = false
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionCall {
				callee, isName := csyntax.Unparen(x.PostfixExpression).(*cc.PrimaryExpression)
				if !isName || callee.Case != cc.PrimaryExpressionIdent || !u.uniformFunc(callee.Token.SrcStr(), depth+1) {
					ok = false
				}
			}
		}
		return true
	})
	u.funcs[name] = ok
	return ok
}

// control returns the keyword and controlling expression of a statement
// that decides whether its substatement runs.
func control(n cc.Node) (cc.Token, cc.Node, bool) {
	switch x := n.(type) {
	case *cc.SelectionStatement:
		return x.Token, x.ExpressionList, true
	case *cc.IterationStatement:
		switch x.Case {
		case cc.IterationStatementForDecl:
			return x.Token, x.ExpressionList, true
		case cc.IterationStatementFor:
			return x.Token, x.ExpressionList2, true
		}
		return x.Token, x.ExpressionList, true
	}
	return cc.Token{}, nil, false
}

// divergentAt returns the keyword of the innermost statement around n
// (within the region) whose condition may differ between the threads.
func (u *uniformity) divergentAt(n cc.Node) *cc.Token {
	return u.divergentBelow(n, u.region)
}

// divergentBelow is divergentAt among the statements below stop.
func (u *uniformity) divergentBelow(n, stop cc.Node) *cc.Token {
	for p := u.parents[n]; p != nil && p != stop && p != u.region; p = u.parents[p] {
		if tok, cond, ok := control(p); ok && cond != nil && u.expr(cond) {
			return &tok
		}
	}
	return nil
}

// Uniform refuses the worksharing loops, barriers and single
// constructs without nowait of a parallel region of code that some
// threads of the team might not reach: each ends with a barrier that
// every thread of the team must meet (on a GPU __syncthreads()).
func Uniform(a Input, w *generic.Par, d *directive.Directive, region cc.Node, lo, hi int) {
	u := newUniformity(a, w, region, lo, hi, generic.PrivateNames(d))
	check := func(at cc.Node, pos frontend.Pragma, kind directive.Kind) {
		if tok := u.divergentAt(at); tok != nil {
			p := frontend.Position(*tok)
			a.Errs.Errorf(pos.Pos, "'#pragma omp %s' under a condition that may differ between the threads of the team (the '%s' at line %d) is not supported: every thread of the team must reach its barrier", kind, tok.SrcStr(), p.Line)
		}
	}
	for _, l := range w.Loops {
		for _, s := range a.Syncs {
			if s.Stmt == nil {
				continue
			}
			if lo, hi := s.Span(); l.Lo >= lo && l.Lo <= hi {
				a.Errs.Errorf(l.Dir.Pos, "'#pragma omp %s' closely nested in the region of '#pragma omp %s' is not allowed", l.Dir.Kind, s.Dir.Kind)
			}
		}
		check(l.Stmt, frontend.Pragma{Pos: l.Dir.Pos}, l.Dir.Kind)
	}
	var meets []cc.Node // where the team meets: loops, barriers, single
	for _, l := range w.Loops {
		meets = append(meets, l.Stmt)
	}
	for _, s := range a.Syncs {
		if w.InLoop(s.Pragma.Seq) {
			continue
		}
		switch {
		case s.Dir.Kind == directive.Barrier,
			(s.Dir.Kind == directive.Single || s.Dir.Kind == directive.Sections) && s.Dir.Clause("nowait") == nil:
			at := cc.Node(s.Stmt)
			if s.Stmt == nil {
				if s.Block == nil {
					continue
				}
				at = s.Block // a standalone barrier: where its block runs
			}
			check(at, s.Pragma, s.Dir.Kind)
			meets = append(meets, at)
		}
	}
	jumps(a, u, region, meets)
	repeatedConditional(a, w, region)
}

// repeatedConditional refuses lastprivate(conditional:) on a worksharing
// loop that one run of the parallel region may meet more than once
// (devsync.RefuseRepeated).
func repeatedConditional(a Input, w *generic.Par, region cc.Node) {
	for _, l := range w.Loops {
		if c := devsync.ConditionalClause(l.Dir); c != nil {
			devsync.RefuseRepeated(a.Errs, c, l.Dir.Kind, region, l.Stmt)
		}
	}
}

// jumps refuses a break or continue under a condition that may differ
// between the threads when it leaves a loop that holds a place where the
// team meets: the threads that leave would miss it.
func jumps(a Input, u *uniformity, region cc.Node, meets []cc.Node) {
	holds := func(n cc.Node) bool {
		t := csyntax.Tokens(n)
		for _, m := range meets {
			f := csyntax.First(m)
			if f.Seq() >= t[0].Seq() && f.Seq() <= t[len(t)-1].Seq() {
				return true
			}
		}
		return false
	}
	csyntax.Walk(region, func(n cc.Node) bool {
		j, ok := n.(*cc.JumpStatement)
		if !ok || (j.Case != cc.JumpStatementBreak && j.Case != cc.JumpStatementContinue) {
			return true
		}
		for p := u.parents[j]; p != nil && p != u.region; p = u.parents[p] {
			it, isLoop := p.(*cc.IterationStatement)
			sel, isSel := p.(*cc.SelectionStatement)
			if isSel && sel.Case == cc.SelectionStatementSwitch && j.Case == cc.JumpStatementBreak {
				return true
			}
			if !isLoop {
				continue
			}
			if holds(it) && u.divergentBelow(j, it) != nil {
				a.Errs.Errorf(frontend.Position(j.Token), "'%s' under a condition that may differ between the threads of the team leaves a loop that holds a barrier of the team; not supported", j.Token.SrcStr())
			}
			return true
		}
		return true
	})
}

// AssignSites calls f for each place in n that writes a variable: an
// assignment, ++ or --, an initializer, or taking its address (force:
// whatever is written through it). pe is the written name where one is
// written (nil for an initializer).
func AssignSites(n cc.Node, f func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool)) {
	add := func(lhs cc.ExpressionNode, rhs, at cc.Node, force bool) {
		if pe := csyntax.RootVar(lhs); pe != nil {
			if d, ok := pe.ResolvedTo().(*cc.Declarator); ok {
				f(pe, d, rhs, at, force)
			}
		}
	}
	csyntax.Walk(n, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond {
				add(x.UnaryExpression, x.AssignmentExpression, x, false)
			}
		case *cc.UnaryExpression:
			switch x.Case {
			case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
				add(x.UnaryExpression, nil, x, false)
			case cc.UnaryExpressionAddrof:
				add(x.CastExpression, nil, x, true)
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
				add(x.PostfixExpression, nil, x, false)
			}
		case *cc.InitDeclarator:
			if x.Initializer != nil {
				f(nil, x.Declarator, x.Initializer, x, false)
			}
		}
		return true
	})
}
