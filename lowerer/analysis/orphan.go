package analysis

// Orphaned constructs (docs/sync.md): a '#pragma omp for' or '#pragma
// omp barrier' in a declare target function binds to the team of the
// caller; package orphan lowers the loops. Every thread of the team must
// reach the construct (OpenMP 5.2 §11.1), so a call of such a function is
// refused where not every thread of the team runs it.

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// orphanIn is what package orphan reads of the analysis.
func (a *analyzer) orphanIn() orphan.Input {
	return orphan.Input{Errs: &a.errs, Env: a.env, ScopeOf: scopeOf, Lookup: lookup, ConstInt: a.constInt, Temps: &a.temps, RuntimeState: &a.plan.RuntimeState, Linear: a.orphanLinearCode}
}

// orphanFor checks the clauses of the worksharing loop d at q in a
// declare target function and records it with the synchronisation
// constructs.
func (a *analyzer) orphanFor(q frontend.Pragma, d *directive.Directive) {
	if orphan.Check(a.orphanIn(), d) {
		a.syncSite(q, d)
	}
}

// orphanLinearCode is orphanLinear (nestlinear.go) as package orphan
// reads it.
func (a *analyzer) orphanLinearCode(s *devsync.Site, nest *loops.Nest, vars []devsync.Var) (orphan.Linear, bool) {
	l, ok := a.orphanLinear(s, nest, vars)
	return orphan.Linear{Open: l.open, Iter: l.iter, LastCopy: l.lastCopy}, ok
}

// teamFunc reports whether the function name, defined in the unit, holds
// a construct that binds to the caller's team and makes its threads meet
// or share work (for, barrier), itself or in a function it calls.
func (a *analyzer) teamFunc(name string) bool {
	if a.teamFuncs == nil {
		a.teamFuncs = map[string]bool{}
	}
	if v, ok := a.teamFuncs[name]; ok {
		return v
	}
	a.teamFuncs[name] = false // a recursive call adds nothing
	def := a.funcDef(name)
	if def == nil || def.CompoundStatement == nil {
		return false
	}
	body := def.CompoundStatement
	found := false
	// What stands in the function's own parallel regions binds to
	// their teams (fnpar.go).
	spans := a.fnParSpans(def)
	for _, q := range a.pragmasIn(body.Token.Seq(), body.Token2.Seq()) {
		if k := a.pragmaIndex(q); k >= 0 && bindsTeam(a.dirs[k]) && !inSpans(spans, q.Seq) {
			found = true
		}
	}
	if !found {
		a.teamCalls(body, func(tok cc.Token, _ string) { found = found || !inSpans(spans, tok.Seq()) })
	}
	a.teamFuncs[name] = found
	return found
}

// bindsTeam reports the constructs of a declare target function whose
// team's threads share work or meet: every thread must reach them.
func bindsTeam(d *directive.Directive) bool {
	switch d.Kind {
	case "for", directive.Barrier:
		return true
	case "loop":
		return bindsParallel(d)
	case directive.Single, directive.Sections:
		return !d.Sync.Nowait
	}
	return false
}

// teamCalls calls f for each call in n of a function that teamFunc reports.
func (a *analyzer) teamCalls(n cc.Node, f func(tok cc.Token, name string)) {
	csyntax.Walk(n, func(n cc.Node) bool {
		x, ok := n.(*cc.PostfixExpression)
		if !ok || x.Case != cc.PostfixExpressionCall {
			return true
		}
		if pe, ok := x.PostfixExpression.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
			if name := pe.Token.SrcStr(); a.teamFunc(name) {
				f(pe.Token, name)
			}
		}
		return true
	})
}

// teamCallRefusal is the message for a call of team function name where
// (what) some of the team's threads do not run it.
func teamCallRefusal(name, what string) string {
	return fmt.Sprintf("call to '%s' %s: it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them", name, what)
}

// funcTeamCalls refuses the calls of team functions in a declare target
// function's worksharing loops and in the constructs that not every
// thread of the team runs.
func (a *analyzer) funcTeamCalls() {
	for _, s := range a.syncs {
		if s.Stmt == nil || !keepsThreadsAway(s.Dir.Kind) {
			continue
		}
		kind := s.Dir.Kind
		a.teamCalls(s.Stmt, func(tok cc.Token, name string) {
			a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", kind)))
		})
	}
}

// keepsThreadsAway reports the constructs whose statement not every
// thread of the team runs as the code around them (a worksharing loop
// shares its iterations: a nested one may not be closely nested).
func keepsThreadsAway(k directive.Kind) bool {
	switch k {
	case "for", "loop", directive.Single, directive.Masked, directive.Master, directive.Critical, directive.Sections, directive.SectionKind, directive.Task, directive.Ordered, directive.Taskloop:
		// (The only loop constructs among a function's syncs are
		// those with bind(parallel).)
		return true
	}
	return false
}

// kernelTeamCalls checks the calls of team functions in the region of
// kernel k (gen its generic plan): they are lowered where every thread of
// the team the call binds to runs it, and the host plugin then runs the
// team's threads as real threads.
func (a *analyzer) kernelTeamCalls(k *plan.Kernel, gen *generic.Region, region cc.Node) {
	if region == nil {
		return
	}
	called := false
	a.teamCalls(region, func(tok cc.Token, name string) {
		if a.nestCallAt(tok.Seq()) {
			return // a team of one in a nested parallel region (nestcall.go)
		}
		if msg := a.teamCallSite(k, gen, tok.Seq()); msg != "" {
			a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, msg))
			return
		}
		for _, s := range a.syncs {
			if s.Stmt != nil && keepsThreadsAway(s.Dir.Kind) && firstSeq(s.Stmt) <= tok.Seq() && tok.Seq() <= lastSeq(s.Stmt) {
				a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", s.Dir.Kind)))
				return
			}
		}
		called = true
	})
	if called {
		k.TeamThreads = true
	}
}

// teamCallSite says where the call at token seq in the region of kernel k
// stands when not every thread of the team it binds to runs it, or what
// is not supported there; "" where the call is lowered. The team is the
// innermost parallel region's: the kernel's threads in a target parallel
// region and in a parallel region of code, or one thread (as the device
// runtime reports) in the code of a target or teams region, a distribute
// loop's body and the code that thread 0 of a generic region runs at
// level 0.
func (a *analyzer) teamCallSite(k *plan.Kernel, gen *generic.Region, seq int) string {
	kind := k.Directive.Kind
	switch {
	case k.LoopPlan != nil && kind.Has("for"):
		return wsLoopSite(kind)
	case a.ws != nil && a.ws.LoopOf(seq) != nil:
		return wsLoopSite(a.ws.LoopOf(seq).Dir.Kind)
	case k.LoopPlan != nil && kind.Has("simd"):
		return fmt.Sprintf("in the region of '#pragma omp %s' (a simd region)", kind)
	case k.LoopPlan != nil && kind.Has("loop"):
		return fmt.Sprintf("in the region of '#pragma omp %s' (a loop region)", kind)
	case gen != nil:
		return a.genericCallSite(k, gen, seq)
	}
	return ""
}

// wsLoopSite names the worksharing loop construct kind around a call.
func wsLoopSite(kind directive.Kind) string {
	return fmt.Sprintf("in the region of the worksharing loop of '#pragma omp %s'", kind)
}

// genericCallSite is teamCallSite in generic region gen.
func (a *analyzer) genericCallSite(k *plan.Kernel, gen *generic.Region, seq int) string {
	if l := gen.LoopOf(seq); l != nil {
		switch {
		case l.Par != nil && l.Par.LoopOf(seq) != nil:
			return wsLoopSite(l.Par.LoopOf(seq).Dir.Kind)
		case l.Par != nil:
			return "" // a parallel region of code: every thread runs it
		case l.DistributeOnly() && !l.Dir.Kind.Has("simd"):
			return "" // thread 0 runs the team's iterations, at level 0
		case l.Dir.Kind.Has("simd"):
			return fmt.Sprintf("in the region of '#pragma omp %s' (a simd region)", l.Dir.Kind)
		}
		return wsLoopSite(l.Dir.Kind)
	}
	inBlock := false
	for b := range gen.ParBlocks {
		inBlock = inBlock || b.Token.Seq() < seq && seq < b.Token2.Seq()
	}
	if inBlock || k.Level != 0 {
		// (a parallel region whose code thread 0 alone runs)
		return "between the loops of a parallel region in a target region, which thread 0 alone runs"
	}
	return "" // thread 0 runs it as a team of one
}

// lastSeq is the sequence number of n's last token.
func lastSeq(n cc.Node) int {
	t := csyntax.Tokens(n)
	return t[len(t)-1].Seq()
}

// firstSeq is the sequence number of n's first token.
func firstSeq(n cc.Node) int {
	t := csyntax.First(n)
	return t.Seq()
}
