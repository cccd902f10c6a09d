package analysis

// Worksharing loops in a parallel region of code (docs/generic.md,
// "Parallel regions of code"): a target parallel region (or target with a
// parallel construct as its whole region) whose code holds for, for simd
// or loop constructs among other statements. Every thread of the one team
// runs the region's code as written; each worksharing loop gives every
// thread its share of the iterations and ends with a barrier unless
// nowait. The barriers must be reached by every thread, so a worksharing
// loop under a condition that may differ between the threads is refused.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// wsKinds are the worksharing loop constructs a parallel region of code
// may hold.
var wsKinds = map[directive.Kind]bool{"for": true, "for simd": true, "loop": true}

// wsLoops finds the worksharing loops among the code of a parallel
// region, in tokens [lo, hi); nil when there are none.
func (a *analyzer) wsLoops(lo, hi int) (*generic.Par, bool) {
	w := &generic.Par{Pragmas: map[int]bool{}}
	ok := true
	for _, q := range a.pragmasIn(lo, hi) {
		j := a.pragmaIndex(q)
		if j < 0 || a.dirs[j] == nil || !wsKinds[a.dirs[j].Kind] || a.inNestedPar(q) {
			continue // a nested region's loop runs on its one thread (package nested)
		}
		d := a.dirs[j]
		w.Pragmas[j] = true
		if len(d.Deferred) > 0 {
			a.errs = append(a.errs, d.Deferred...)
			ok = false
			continue
		}
		r := a.binder.Bind(q.Seq)
		if r.Stmt == nil {
			r.Error(&a.errs, q.Pos, string(d.Kind))
			ok = false
			continue
		}
		if r.Stmt.Case != cc.StatementIteration {
			a.errs.Errorf(q.Pos, "'#pragma omp %s' must be followed by a for loop", d.Kind)
			ok = false
			continue
		}
		toks := csyntax.Tokens(r.Stmt)
		w.Loops = append(w.Loops, &generic.Loop{Dir: d, Stmt: r.Stmt, Lo: toks[0].Seq(), Hi: toks[len(toks)-1].Seq()})
	}
	for _, l := range w.Loops {
		if m := w.LoopOf(l.Lo); m != nil && m != l {
			a.errs.Errorf(l.Dir.Pos, "'#pragma omp %s' closely nested in the region of '#pragma omp %s' is not allowed", l.Dir.Kind, m.Dir.Kind)
			ok = false
		}
	}
	if len(w.Loops) == 0 {
		return nil, ok
	}
	return w, ok
}

// wsClauseCaptures lists the variables from outside the region that the
// loops' clauses name, which the kernel captures like any other use.
func (a *analyzer) wsClauseCaptures(w *generic.Par) []*capture {
	var out []*capture
	for _, l := range w.Loops {
		scope := scopeOf(l.Stmt)
		first := csyntax.First(l.Stmt)
		for _, c := range l.Dir.Clauses {
			if c.Name != "firstprivate" && c.Name != "reduction" && c.Name != "lastprivate" {
				continue
			}
			for _, it := range c.Items {
				if decl := lookup(scope, it.Name, first.Seq()); decl != nil && !decl.IsTypename() {
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
	a.kernelPlan().Reductions(k, d, scopeOf(region), first.Seq())
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
			a.udrOrigRefused(r, "of a parallel construct whose region is code")
		}
		pre = append(pre, plan.GenericPiece{Text: fmt.Sprintf("%s %s = %s;", r.Type, r.Var, r.Identity)})
		post = append(post, plan.GenericPiece{Text: fmt.Sprintf("__omp_par_reduce_teams((*%s), %s, %s());", r.Device, r.Var, r.Functor)})
	}
	pre = append([]plan.GenericPiece{{Text: "{"}}, pre...)
	post = append(post, plan.GenericPiece{Text: "}"})
	k.Generic.Pieces = append(append(pre, k.Generic.Pieces...), post...)
}

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
	a       *analyzer
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
func (a *analyzer) newUniformity(w *generic.Par, region cc.Node, lo, hi int, private map[string]bool) *uniformity {
	u := &uniformity{a: a, funcs: map[string]bool{}, parents: csyntax.Parents(region), region: region, tainted: map[*cc.Declarator]bool{}}
	for _, l := range w.Loops {
		u.spans = append(u.spans, [2]int{l.Lo, l.Hi})
	}
	for _, s := range a.syncs {
		if s.Stmt != nil {
			t := csyntax.Tokens(s.Stmt)
			u.spans = append(u.spans, [2]int{t[0].Seq(), t[len(t)-1].Seq()})
		}
	}
	for _, s := range a.atomics {
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
	assignSites(region, func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool) {
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
				callee, ok := unparen(x.PostfixExpression).(*cc.PrimaryExpression)
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
	if uniformCalls[name] || mathCall[name] {
		return true
	}
	if v, ok := u.funcs[name]; ok {
		return v
	}
	fn := u.a.funcDef(name)
	if fn == nil || depth > 4 {
		return false
	}
	u.funcs[name] = false // while it is checked: recursion is not uniform
	toks := csyntax.Tokens(fn)
	// A directive before the function (declare target) stands at its
	// first token; one in its body after it.
	if len(toks) == 0 || len(u.a.pragmasIn(toks[0].Seq()+1, toks[len(toks)-1].Seq())) > 0 {
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
				callee, isName := unparen(x.PostfixExpression).(*cc.PrimaryExpression)
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

// mathCall are the math functions, whose value depends on their
// arguments only.
var mathCall = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range mathCalls {
		m[f] = true
	}
	return m
}()

// wsUniform refuses the worksharing loops, barriers and single
// constructs without nowait of a parallel region of code that some
// threads of the team might not reach: each ends with a barrier that
// every thread of the team must meet (on a GPU __syncthreads()).
func (a *analyzer) wsUniform(w *generic.Par, d *directive.Directive, region cc.Node, lo, hi int) {
	u := a.newUniformity(w, region, lo, hi, generic.PrivateNames(d))
	check := func(at cc.Node, pos frontend.Pragma, kind directive.Kind) {
		if tok := u.divergentAt(at); tok != nil {
			p := frontend.Position(*tok)
			a.errs.Errorf(pos.Pos, "'#pragma omp %s' under a condition that may differ between the threads of the team (the '%s' at line %d) is not supported: every thread of the team must reach its barrier", kind, tok.SrcStr(), p.Line)
		}
	}
	for _, l := range w.Loops {
		for _, s := range a.syncs {
			if s.Stmt == nil {
				continue
			}
			t := csyntax.Tokens(s.Stmt)
			if l.Lo >= t[0].Seq() && l.Lo <= t[len(t)-1].Seq() {
				a.errs.Errorf(l.Dir.Pos, "'#pragma omp %s' closely nested in the region of '#pragma omp %s' is not allowed", l.Dir.Kind, s.Dir.Kind)
			}
		}
		check(l.Stmt, frontend.Pragma{Pos: l.Dir.Pos}, l.Dir.Kind)
	}
	var meets []cc.Node // where the team meets: loops, barriers, single
	for _, l := range w.Loops {
		meets = append(meets, l.Stmt)
	}
	for _, s := range a.syncs {
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
	a.wsJumps(u, region, meets)
}

// wsJumps refuses a break or continue under a condition that may differ
// between the threads when it leaves a loop that holds a place where the
// team meets: the threads that leave would miss it.
func (a *analyzer) wsJumps(u *uniformity, region cc.Node, meets []cc.Node) {
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
				a.errs.Errorf(frontend.Position(j.Token), "'%s' under a condition that may differ between the threads of the team leaves a loop that holds a barrier of the team; not supported", j.Token.SrcStr())
			}
			return true
		}
		return true
	})
}

// assignSites calls f for each place in n that writes a variable: an
// assignment, ++ or --, an initializer, or taking its address (force:
// whatever is written through it). pe is the written name where one is
// written (nil for an initializer).
func assignSites(n cc.Node, f func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool)) {
	add := func(lhs cc.ExpressionNode, rhs, at cc.Node, force bool) {
		if pe := rootVar(lhs); pe != nil {
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

// wsFirstprivateWrites refuses writes to the variables that are
// implicitly firstprivate in the target region of a parallel region of
// code with worksharing loops. OpenMP makes such a variable shared by the
// parallel region's team (one copy every thread sees), and clang-19 gives
// each thread a copy of its own for the combined target parallel
// construct; the kernel has the per-thread copies, which is right only
// while nobody writes them (docs/generic.md).
func (a *analyzer) wsFirstprivateWrites(k *plan.Kernel, w *generic.Par, region cc.Node, lo, hi int) {
	implicit, private := map[string]bool{}, map[string]bool{}
	for _, c := range k.Directive.Clauses {
		if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
			for _, it := range c.Items {
				private[it.Name] = true
			}
		}
	}
	for _, arg := range k.Args {
		if arg.Implicit && (arg.Kind == plan.ArgLiteral || arg.Kind == plan.ArgPrivate || arg.Kind == plan.ArgPointer) {
			implicit[arg.Var] = true
		}
	}
	refuse := func(pos diag.Pos, name string) {
		a.errs.Errorf(pos, "'%s' is firstprivate in the target region and shared in the parallel region; writing it there is not supported yet (map it, e.g. map(tofrom: %s))", name, name)
	}
	reported := map[string]bool{}
	assignSites(region, func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool) {
		if pe == nil || csyntax.LocalTo(d, lo, hi) || !implicit[d.Name()] || reported[d.Name()] {
			return
		}
		if l := w.LoopOf(pe.Token.Seq()); l != nil && generic.Private(l.Dir, d.Name()) {
			return // the loop's own copy
		}
		reported[d.Name()] = true
		refuse(frontend.Position(pe.Token), d.Name())
	})
	for _, it := range a.wsSharedItems(w, lo, hi, private) {
		if implicit[it.Name] && !reported[it.Name] {
			reported[it.Name] = true
			refuse(it.Pos, it.Name)
		}
	}
}

// wsSharedItems refuses the reduction and lastprivate items of the
// worksharing loops of a parallel region (tokens lo..hi) that are
// private there (declared in it, or named in private): OpenMP requires
// them shared. It returns the others that the region does not declare.
func (a *analyzer) wsSharedItems(w *generic.Par, lo, hi int, private map[string]bool) []directive.Item {
	var out []directive.Item
	for _, l := range w.Loops {
		for _, c := range l.Dir.Clauses {
			if c.Name != "reduction" && c.Name != "lastprivate" {
				continue
			}
			for _, it := range c.Items {
				decl := lookup(scopeOf(l.Stmt), it.Name, l.Lo)
				if decl == nil {
					continue
				}
				if csyntax.LocalTo(decl, lo, hi) || private[it.Name] {
					a.errs.Errorf(it.Pos, "'%s' in '%s' of '#pragma omp %s' is private in the parallel region; it must be shared there", it.Name, c.Name, l.Dir.Kind)
					continue
				}
				out = append(out, it)
			}
		}
	}
	return out
}

// parallelIsLoops reports whether the region stmt of the parallel
// construct of pragma j is worksharing loops only: one, or a block of
// them (with single, master, or masked constructs for thread 0 between
// them, and no private copies across the loops), which a generic region
// lowers as parallel loops (generic.go).
func (a *analyzer) parallelIsLoops(j int, stmt *cc.Statement) bool {
	ps := a.u.Pragmas
	if j+1 < len(ps) {
		if d := a.dirs[j+1]; d != nil && wsKinds[d.Kind] {
			if r := a.binder.Bind(ps[j+1].Seq); r.Stmt != nil && (r.Stmt == stmt || r.Stmt == soleStatement(stmt)) {
				return true
			}
		}
	}
	ks, _ := a.loopBlock(j, stmt)
	if len(ks) > 1 {
		// Copies private to each thread that live across the loops
		// make the block a parallel region of code.
		for _, c := range a.dirs[j].Clauses {
			if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				return false
			}
		}
	}
	for _, k := range ks {
		// Thread 0 alone runs the code between the loops of a parallel
		// block: a critical there, or a masked construct for another
		// thread, makes it a parallel region of code.
		if d := a.dirs[k]; d.Kind == directive.Critical || (d.Kind == directive.Masked && d.Sync != nil && strings.TrimSpace(d.Sync.Filter) != "" && strings.TrimSpace(d.Sync.Filter) != "0") {
			return false
		}
	}
	return ks != nil
}

// parClauses are the clauses of a parallel region of code in a generic
// region that the lowering implements.
var parClauses = map[string]bool{
	"num_threads": true, "shared": true, "default": true, "proc_bind": true,
	"private": true, "firstprivate": true, "reduction": true,
	"if": true, // checked with the region's other parallel constructs (generic/launchif.go)
}

// parallelCode plans a parallel construct d of a generic region whose
// region stmt is code: its worksharing loops, whose pragmas g takes.
func (a *analyzer) parallelCode(d *directive.Directive, stmt *cc.Statement, g *generic.Region) (*generic.Loop, bool) {
	ok := true
	for _, c := range d.Clauses {
		switch {
		case !parClauses[c.Name]:
			a.errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp parallel' of code beside other code in a target region is not supported yet", c.Name)
			ok = false
		case c.Name == "default" && c.Expr != "shared" && c.Expr != "none":
			a.errs.Errorf(c.ExprPos, "default(%s) on a '#pragma omp parallel' of code beside other code in a target region is not supported yet", c.Expr)
			ok = false
		}
	}
	toks := csyntax.Tokens(stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	w, wok := a.wsLoops(lo, hi)
	if w == nil {
		w = &generic.Par{Pragmas: map[int]bool{}}
	}
	for j := range w.Pragmas {
		g.Pragmas[j] = true
	}
	return &generic.Loop{Dir: d, Stmt: stmt, Lo: lo, Hi: hi, Par: w}, ok && wok
}
