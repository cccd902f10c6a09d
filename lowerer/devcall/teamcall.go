package devcall

// Calls of declare target functions whose parallel region is active
// (docs/nested.md#parallel-constructs-in-declare-target-functions): a
// call in the code that the initial thread of a target or target teams
// region runs (at level 0), of a function whose body is one parallel
// construct. OpenMP gives that region the team's threads. The call
// statement becomes a parallel region of code of a generic region
// (package generic): every thread of the team enters it between two
// barriers, at level 1, and calls the function's copy for a team
// (__omp_teamcall_f), in which the parallel construct's statement is
// the code every thread runs: its private, firstprivate and reduction
// items are each thread's copies (a reduction folded under a lock, as
// in nested regions), a 'parallel for' loop is shared out among the
// team as an orphaned worksharing loop (package orphan), and the constructs
// in the region bind to the team, as in any function called in a
// parallel region. The arguments, which every thread evaluates after
// the barrier, must have no side effects.

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
)

// TeamCloneName is the device name of the copy of function name that
// a whole team calls.
func TeamCloneName(name string) string { return "__omp_teamcall_" + name }

// teamCallable returns the parallel construct in the body of function
// name that a team calls, or why a team cannot call the function. The
// body is declarations, then statements of which one is the construct:
// the statements before it (which may not write the function's
// variables) and after it are the initial thread's, which TeamAround
// wraps for the team's thread 0.
func (f *Funcs) teamCallable(name string) (Directive, string) {
	none := Directive{Index: -1}
	const shape = "such a call is lowered for a function that returns void and whose body is declarations, then statements of which one is a 'parallel', 'parallel for' or 'parallel for simd' construct"
	def := f.u.FuncDef(name)
	if def == nil || def.CompoundStatement == nil {
		return none, shape
	}
	ft, isFunc := def.Declarator.Type().(*cc.FunctionType)
	if !isFunc || ft.Result().Kind() != cc.Void || ft.IsVariadic() {
		return none, shape
	}
	body := def.CompoundStatement
	ps := f.u.Directives(body.Token.Seq(), body.Token2.Seq())
	if len(ps) == 0 {
		return none, shape
	}
	pd := ps[0]
	if pd.Index < 0 || pd.Dir == nil {
		return none, shape
	}
	switch pd.Dir.Kind {
	case "parallel", "parallel for", "parallel for simd":
	default:
		return none, shape
	}
	par := f.u.Stmt(pd.Pragma.Seq)
	var pre []*cc.Statement
	seenPar := false
	for l := body.BlockItemList; l != nil; l = l.BlockItemList {
		switch bi := l.BlockItem; {
		case bi.Case == cc.BlockItemDecl && isFuncName(bi.Declaration):
			// the implicit __func__
		case bi.Case == cc.BlockItemDecl && len(pre) == 0 && !seenPar:
			// Every thread of the team declares its own copy, with
			// the same value while no initializer has side effects
			// (and the parallel region writes none: TeamLocalWrites).
			if why := f.teamDecl(bi.Declaration); why != "" {
				return none, why
			}
		case bi.Case == cc.BlockItemDecl && seenPar:
			// The initial thread's, after the construct.
		case bi.Case == cc.BlockItemStmt && bi.Statement == par:
			seenPar = true
		case bi.Case == cc.BlockItemStmt && !seenPar:
			pre = append(pre, bi.Statement)
		case bi.Case == cc.BlockItemStmt:
		default:
			return none, shape
		}
	}
	if !seenPar {
		return none, shape
	}
	for _, q := range ps[1:] {
		if q.Index >= 0 && q.Dir != nil && teamThread0Kinds[q.Dir.Kind] {
			continue // thread 0 alone runs it: as on the initial thread
		}
		// A pragma's Seq is its preceding token's: one right after the
		// statement has the statement's last.
		if q.Pragma.Seq < firstSeq(par) || q.Pragma.Seq >= lastSeq(par) {
			return none, shape + " (no other directive outside it but atomic, critical and flush)"
		}
		if q.Pragma.Seq == pd.Pragma.Seq {
			return none, shape + ", whose statement is no other construct's (put it in braces)"
		}
	}
	if why := f.teamAroundCode(def, par, pre); why != "" {
		return none, why
	}
	d := pd.Dir
	for _, c := range d.Clauses {
		// if(simd: c) of parallel for simd is a hint for each
		// thread's share.
		if c.Name == "if" && c.NameModifier != "simd" {
			return none, "its parallel construct has an 'if' clause"
		}
	}
	if c := d.Clause("num_threads"); c != nil {
		if _, isConst := f.u.ConstInt(csyntax.Tokenize(c.Expr)); !isConst {
			return none, "its 'num_threads' is not an integer constant (the team is sized when the region is launched)"
		}
	}
	return pd, ""
}

// TeamCallable returns the index of the pragma of the parallel construct
// in the body of function name that a team calls (teamCallable), or -1
// and why a team cannot call the function.
func (f *Funcs) TeamCallable(name string) (int, string) {
	d, why := f.teamCallable(name)
	return d.Index, why
}

// teamThread0Kinds are the directives that may stand in the code around
// the parallel construct of a function a team calls: run by the team's
// thread 0 alone, they do what they do on the caller's initial thread.
var teamThread0Kinds = map[directive.Kind]bool{"atomic": true, "critical": true, "flush": true}

// teamAroundCode says why the code of function def around its parallel
// construct's statement par (pre: the statements before it) cannot be
// run by the team's thread 0 alone, or "". That code runs at the
// caller's level, where the thread is the only one, so it may not read
// the thread's number or level (nor call a function that does); every
// thread reads the function's variables, so the code before the
// construct may not write them; and the code jumps nowhere.
func (f *Funcs) teamAroundCode(def *cc.FunctionDefinition, par *cc.Statement, pre []*cc.Statement) string {
	body := def.CompoundStatement
	lo, hi := firstSeq(body), lastSeq(body)
	why := ""
	csyntax.Walk(body, func(n cc.Node) bool {
		if why != "" {
			return false
		}
		if n == cc.Node(par) {
			return false
		}
		switch x := n.(type) {
		case *cc.JumpStatement:
			if x.Case == cc.JumpStatementReturn || x.Case == cc.JumpStatementGoto {
				why = fmt.Sprintf("'%s' in the code around its parallel construct", x.Token.SrcStr())
			}
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionIdent {
				break
			}
			name := x.Token.SrcStr()
			if f.u.NestRoutine(name) {
				why = fmt.Sprintf("the code around its parallel construct calls '%s', whose value there would be the team's", name)
			} else if g := f.u.FuncDef(name); g != nil && g != def && !f.u.InSystemHeader(g) && !f.NestSafe(g) {
				why = fmt.Sprintf("the code around its parallel construct calls '%s', which reads the thread's number or level or holds a directive", name)
			}
		}
		return true
	})
	if why != "" {
		return why
	}
	for _, st := range pre {
		f.u.AssignSites(st, func(pe *cc.PrimaryExpression, decl *cc.Declarator, _, _ cc.Node, force bool) {
			if why == "" && pe != nil && csyntax.LocalTo(decl, lo, hi) {
				why = fmt.Sprintf("the code before its parallel construct writes '%s', a variable of the function, of which every thread of the team has its own copy", decl.Name())
			}
		})
	}
	return why
}

// TeamAround wraps, in subst, the code around the parallel construct of
// the team's copy of function def (par: its statement) for the team's
// thread 0, the initial thread of the caller: the statements before it,
// then a barrier, and after a barrier the block items after it.
func TeamAround(def *cc.FunctionDefinition, par *cc.Statement, subst map[int]string) {
	var before, after []cc.Node
	seenPar := false
	for l := def.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
		bi := l.BlockItem
		switch {
		case bi.Case == cc.BlockItemStmt && bi.Statement == par:
			seenPar = true
		case bi.Case == cc.BlockItemStmt && !seenPar:
			before = append(before, bi.Statement)
		case seenPar && !(bi.Case == cc.BlockItemDecl && isFuncName(bi.Declaration)):
			after = append(after, bi)
		}
	}
	const open = "if (omp_get_thread_num() == 0) { "
	wrap := func(items []cc.Node, pre, post string) {
		if len(items) == 0 {
			return
		}
		ft, lt := csyntax.First(items[0]), csyntax.Last(items[len(items)-1])
		text := func(t cc.Token) string {
			if s, ok := subst[t.Seq()]; ok {
				return s
			}
			return t.SrcStr()
		}
		subst[ft.Seq()] = pre + text(ft)
		subst[lt.Seq()] = text(lt) + post
	}
	wrap(before, open, " } "+devsync.FuncBarrier)
	wrap(after, devsync.FuncBarrier+open, " }")
}

// teamDecl says why declaration d before the parallel construct of a
// function that a team calls cannot be every thread's own, or "".
func (f *Funcs) teamDecl(d *cc.Declaration) string {
	why := ""
	csyntax.Walk(d, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.Declarator:
			if why == "" && (x.IsStatic() || x.IsExtern() || x.IsThreadLocal() || ctype.IsVLA(x.Type())) {
				why = fmt.Sprintf("the declaration of '%s' before its parallel construct is static, extern or a variable-length array", x.Name())
			}
		case *cc.Initializer:
			if why == "" && f.u.MayHaveEffects(csyntax.Render(csyntax.Tokens(x), nil)) {
				why = "an initializer before its parallel construct may have side effects or call a function (each thread of the team evaluates it)"
			}
		}
		return why == ""
	})
	return why
}

// isFuncName reports the implicit declaration of __func__.
func isFuncName(d *cc.Declaration) bool {
	found := false
	csyntax.Walk(d, func(n cc.Node) bool {
		if x, ok := n.(*cc.Declarator); ok && x.Name() == "__func__" {
			found = true
		}
		return !found
	})
	return found
}

// TeamCall is a call that a whole team makes, of the copy of function
// Name (TeamCloneName): the callee's token and position.
type TeamCall struct {
	Name string
	Seq  int
	Pos  diag.Pos
}

// TeamCallLoops finds the calls in region, the statement of a target
// construct (tokens lo to hi), that its initial thread runs, of
// functions whose body is a parallel construct, and adds each to g as
// a parallel region of code. It returns the calls, in order, and
// reports false when one is refused.
func (f *Funcs) TeamCallLoops(errs *diag.List, g *generic.Region, region *cc.Statement, lo, hi int) ([]TeamCall, bool) {
	var calls []TeamCall
	ok := true
	csyntax.Walk(region, func(n cc.Node) bool {
		s, isStmt := n.(*cc.Statement)
		if !isStmt || s.Case != cc.StatementExpr || s.ExpressionStatement.ExpressionList == nil {
			return true
		}
		x, isCall := csyntax.Unparen(s.ExpressionStatement.ExpressionList).(*cc.PostfixExpression)
		if !isCall || x.Case != cc.PostfixExpressionCall {
			return true
		}
		pe, isName := csyntax.Unparen(x.PostfixExpression).(*cc.PrimaryExpression)
		if !isName || pe.Case != cc.PrimaryExpressionIdent {
			return true
		}
		seq := pe.Token.Seq()
		name := pe.Token.SrcStr()
		if seq < lo || seq > hi || g.LoopOf(seq) != nil || g.InParBlockAt(seq) || f.Par(name) == nil {
			return true
		}
		if f.NestTeamConstruct(seq, lo, hi) != "" {
			return true // in single, critical...: refused (devcall.KernelParCalls)
		}
		pos := frontend.Position(pe.Token)
		cd, why := f.teamCallable(name)
		if why != "" {
			errs.Errorf(pos, "a call of '%s' in the code of a target region that its initial thread runs, where the parallel region of %s is active, is not supported yet: %s", name, f.Par(name).Describe(name), why)
			ok = false
			return true
		}
		if x.ArgumentExpressionList != nil && f.u.MayHaveEffects(csyntax.Render(csyntax.Tokens(x.ArgumentExpressionList), nil)) {
			errs.Errorf(pos, "the arguments of the call of '%s', which every thread of the team evaluates where its parallel region begins, may have side effects; this is not supported yet (compute them into variables before the call)", name)
			ok = false
			return true
		}
		// The parallel region of code that the call is: sized by the
		// construct's num_threads, as a parallel region of the target
		// region would be.
		pd := &directive.Directive{Kind: "parallel", Pos: pos}
		if c := cd.Dir.Clause("num_threads"); c != nil {
			pd.Clauses = append(pd.Clauses, *c)
		}
		toks := csyntax.Tokens(s)
		g.Loops = append(g.Loops, &generic.Loop{Dir: pd, Stmt: s, Lo: toks[0].Seq(), Hi: toks[len(toks)-1].Seq(), Par: &generic.Par{Pragmas: map[int]bool{}}})
		calls = append(calls, TeamCall{Name: name, Seq: seq, Pos: pos})
		return true
	})
	return calls, ok
}

// TeamLocalWrites refuses the writes in stmt, the region of parallel
// construct d of the function parFn, to the function's parameters and
// the variables declared before stmt that d does not make private: each
// thread of the team has its own copy of them, which OpenMP shares.
func (f *Funcs) TeamLocalWrites(errs *diag.List, parFn string, d *directive.Directive, stmt *cc.Statement) bool {
	def := f.u.FuncDef(parFn)
	regionAt := firstSeq(stmt)
	priv := d.ItemNames(directive.CopyClauses...)
	// The headers of a parallel loop's associated loops: their
	// iteration variables are private.
	var headers [][2]int
	if d.Kind != "parallel" {
		depth := int64(1)
		if c := d.Clause("collapse"); c != nil {
			depth, _ = f.u.ConstInt(csyntax.Tokenize(c.Expr))
		}
		for l := stmt; depth > 0 && l != nil && l.Case == cc.StatementIteration; depth-- {
			body := loopBody(l)
			headers = append(headers, [2]int{firstSeq(l), firstSeq(body) - 1})
			if body.Case == cc.StatementCompound {
				body = csyntax.SoleStatement(body)
			}
			l = body
		}
	}
	ok := true
	f.u.AssignSites(stmt, func(pe *cc.PrimaryExpression, decl *cc.Declarator, _, at cc.Node, force bool) {
		nt := decl.NameTok()
		if pe == nil || !ok || nt.Seq() >= regionAt || nt.Seq() < firstSeq(def) || priv[decl.Name()] || inSpans(headers, firstSeq(at)) {
			return
		}
		what := "a write to"
		if force {
			what = "the address of"
		}
		errs.Errorf(frontend.Position(pe.Token), "%s '%s' in the parallel region of '%s', which a team calls, is not supported yet: each thread has its own copy of the function's parameters and variables, which OpenMP shares (use a variable of the caller, or make it private)", what, decl.Name(), parFn)
		ok = false
	})
	return ok
}

// loopBody returns the body of iteration statement stmt (a for loop).
func loopBody(stmt *cc.Statement) *cc.Statement {
	if stmt == nil || stmt.Case != cc.StatementIteration || stmt.IterationStatement == nil {
		return nil
	}
	return stmt.IterationStatement.Statement
}
