package analysis

// Orphaned worksharing loops and barriers (docs/sync.md): a '#pragma omp
// for' or '#pragma omp barrier' in a declare target function binds to the
// team of the caller. Thread t of the caller's T threads (as the device
// runtime gives omp_get_thread_num() and omp_get_num_threads() there) takes
// its static share of the iterations; the team's threads then meet unless
// nowait. Outside any parallel region the team is of one thread, which runs
// every iteration and meets no one. Every thread of the team must reach the
// construct (OpenMP 5.2 §11.1), so a call of such a function is refused
// where not every thread of the team runs it.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// funcBarrier is the barrier of the caller's team: skipped by a team of one.
const funcBarrier = "if (omp_get_num_threads() > 1) __omp_barrier(); "

// orphanFor checks the clauses of the worksharing loop d at q in a
// declare target function and records it with the synchronisation
// constructs.
func (a *analyzer) orphanFor(q frontend.Pragma, d *directive.Directive) {
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	ok := true
	for _, c := range d.Clauses {
		switch c.Name {
		case "nowait":
		case "schedule":
			if kind, _, modifier := kernelplan.SplitSchedule(c.Expr); modifier || kind != "static" {
				a.errs.Errorf(c.Pos, "'schedule(%s)' on '#pragma omp for' in a declare target function is not supported yet (schedule(static) and schedule(static, chunk) are)", strings.TrimSpace(c.Expr))
				ok = false
			}
		case "private", "firstprivate":
			for _, it := range c.Items {
				if len(it.Sections) > 0 || len(it.Members) > 0 {
					a.errs.Errorf(it.Pos, "'%s' in '%s' is not supported yet (variables only)", it.Text, c.Name)
					ok = false
				}
			}
		default:
			a.errs.Errorf(c.Pos, "clause '%s' on '#pragma omp for' in a declare target function is not supported yet (nowait, private, firstprivate and schedule(static[, chunk]) are)", c.Name)
			ok = false
		}
	}
	if ok {
		a.syncSite(q, d)
	}
}

// orphanChunkOK refuses a chunk expression that calls a function (the
// device code would need it); the chunk is evaluated once, where the loop
// begins, by each thread of the team.
func (a *analyzer) orphanChunkOK(chunk string, pos diag.Pos, scope *cc.Scope, seq int) bool {
	for _, t := range strings.Fields(tokenize(chunk)) {
		if !isIdentifier(t) || keywords[t] {
			continue
		}
		if v := lookup(scope, t, seq); v != nil && v.Type().Kind() == cc.Function {
			a.errs.Errorf(pos, "a call of '%s' in the chunk of 'schedule' is not supported yet (compute the value in a variable before the loop)", t)
			return false
		}
	}
	return true
}

// orphanChunk is the chunk expression with the device spelling of its
// names; the rest of its text stays as written.
func orphanChunk(chunk string) string {
	var b strings.Builder
	word := func(r byte) bool {
		return r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
	}
	for i := 0; i < len(chunk); {
		j := i
		for j < len(chunk) && word(chunk[j]) {
			j++
		}
		if j == i {
			b.WriteByte(chunk[i])
			i++
			continue
		}
		if w := chunk[i:j]; w[0] >= '0' && w[0] <= '9' {
			b.WriteString(w) // a number, suffix and all
		} else {
			b.WriteString(naming.DeviceName(w))
		}
		i = j
	}
	return b.String()
}

// orphanDS resolves the private and firstprivate items of the loop s.
func (a *analyzer) orphanDS(s *syncSite) ([]dsVar, bool) {
	var out []dsVar
	ok := true
	scope := scopeOf(s.stmt)
	seen := map[*cc.Declarator]bool{}
	for _, c := range s.d.Clauses {
		if c.Name != "private" && c.Name != "firstprivate" {
			continue
		}
		for i := range c.Items {
			it := &c.Items[i]
			decl := a.clauseVar(scope, it, c.Name, s.q.Seq)
			switch {
			case decl == nil:
				ok = false
			case seen[decl]:
				a.errs.Errorf(it.Pos, "'%s' appears in more than one data-sharing clause of '#pragma omp for'", it.Name)
				ok = false
			case c.Name == "firstprivate" && decl.StorageDuration() == cc.Automatic:
				// OpenMP 5.2 §5.4.4: clang-19 refuses it the same way.
				a.errs.Errorf(it.Pos, "'%s' in 'firstprivate' must be shared in the team the loop binds to; a variable local to the function is private to each of its threads", it.Name)
				ok = false
			case c.Name == "private" && constObject(decl.Type()):
				a.errs.Errorf(it.Pos, "const-qualified variable '%s' cannot be private", it.Name)
				ok = false
			case isVLA(decl.Type()):
				a.errs.Errorf(it.Pos, "a variable-length array in clause '%s' is not supported yet", c.Name)
				ok = false
			default:
				seen[decl] = true
				out = append(out, dsVar{decl: decl, name: naming.DeviceName(decl.Name()), kind: c.Name})
			}
		}
	}
	return out, ok
}

// constObject reports a const object, or an array of const elements: its
// private copy could hold no value (OpenMP 5.2 §5.4.3).
func constObject(t cc.Type) bool {
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
	}
	return isConst(t)
}

// isOrphanFor reports a worksharing loop recorded by orphanFor.
func isOrphanFor(s *syncSite) bool { return s.d.Kind == "for" }

// orphanForCode puts the code of the worksharing loop s into e: the
// header's tokens give way to the loop over the thread's share, the body
// stays, and the barrier follows unless nowait.
func (a *analyzer) orphanForCode(s *syncSite, e *syncEdits) bool {
	m, errs := loops.Analyze(s.stmt)
	if len(errs) > 0 {
		a.errs = append(a.errs, errs...)
		return false
	}
	// omp_get_num_threads() reads the execution state the kernels set.
	a.plan.RuntimeState = true
	toks := csyntax.Tokens(s.stmt)
	bodyFirst := firstSeq(m.Body)
	for _, t := range toks {
		if t.Seq() >= bodyFirst {
			break
		}
		if _, ok := e.subst[t.Seq()]; ok {
			a.errs.Errorf(frontend.Position(t), "'%s' in the header of '#pragma omp for' in a declare target function is not supported yet", t.SrcStr())
			return false
		}
		e.drop[e.touch(t)] = true
	}
	vars, ok := a.orphanDS(s)
	if !ok {
		return false
	}
	var ds dsCode // (no block without copies)
	if len(vars) > 0 {
		ds = a.dsBuild(vars)
		ds.shut = " " + ds.shut
	}
	chunk := ""
	if c := s.d.Clause("schedule"); c != nil {
		_, chunk, _ = kernelplan.SplitSchedule(c.Expr)
		if chunk != "" && !a.orphanChunkOK(chunk, c.ExprPos, scopeOf(s.stmt), s.q.Seq) {
			return false
		}
	}
	// Without a chunk, thread t takes the t-th block of ceil(n/T)
	// iterations; with one, chunks t, t+T, t+2T... (OpenMP 5.2 §11.5.3).
	head := fmt.Sprintf("{ %s __omp_ws_lb = %s; const long long __omp_ws_step = (long long)(%s); "+
		"const unsigned long long __omp_ws_trip = %s, __omp_ws_nt = (unsigned long long)omp_get_num_threads(), ",
		m.IndexType, m.Lower, m.Step, m.Trip("__omp_ws_lb", m.Upper, "__omp_ws_step"))
	iter := fmt.Sprintf("for (unsigned long long __omp_ws_iv = __omp_ws_lo; __omp_ws_iv < __omp_ws_hi; __omp_ws_iv++) { %s %s = %s; ",
		m.IndexType, m.Index, m.Value("__omp_ws_lb", "__omp_ws_step", "__omp_ws_iv"))
	var before, after string
	if chunk == "" {
		before = head + "__omp_ws_chunk = __omp_ceil_div(__omp_ws_trip, __omp_ws_nt), " +
			"__omp_ws_lo = __omp_sat_mul((unsigned long long)omp_get_thread_num(), __omp_ws_chunk) < __omp_ws_trip ? __omp_sat_mul((unsigned long long)omp_get_thread_num(), __omp_ws_chunk) : __omp_ws_trip, " +
			"__omp_ws_hi = __omp_next(__omp_ws_lo, __omp_ws_chunk, __omp_ws_trip); " + ds.open + iter
		after = " }" + ds.shut + " }"
	} else {
		before = head + fmt.Sprintf("__omp_ws_tid = (unsigned long long)omp_get_thread_num(); const long long __omp_ws_cv = (long long)(%s); "+
			"const unsigned long long __omp_ws_chunk = __omp_ws_cv < 1 ? 1ULL : (unsigned long long)__omp_ws_cv; ", orphanChunk(chunk)) +
			ds.open +
			"for (unsigned long long __omp_ws_lo = __omp_sat_mul(__omp_ws_tid, __omp_ws_chunk) < __omp_ws_trip ? __omp_sat_mul(__omp_ws_tid, __omp_ws_chunk) : __omp_ws_trip; " +
			"__omp_ws_lo < __omp_ws_trip; __omp_ws_lo = __omp_next(__omp_ws_lo, __omp_sat_mul(__omp_ws_nt, __omp_ws_chunk), __omp_ws_trip)) { " +
			"const unsigned long long __omp_ws_hi = __omp_next(__omp_ws_lo, __omp_ws_chunk, __omp_ws_trip); " + iter
		after = " } }" + ds.shut + " }"
	}
	nowait := false
	for _, c := range s.d.Clauses {
		nowait = nowait || c.Name == "nowait"
	}
	if !nowait {
		after += " " + funcBarrier
	}
	e.around(toks, before, after)
	return true
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
	for _, q := range a.pragmasIn(body.Token.Seq(), body.Token2.Seq()) {
		if k := a.pragmaIndex(q); k >= 0 && bindsTeam(a.dirs[k]) {
			found = true
		}
	}
	if !found {
		a.teamCalls(body, func(cc.Token, string) { found = true })
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
		if s.stmt == nil || !keepsThreadsAway(s.d.Kind) {
			continue
		}
		kind := s.d.Kind
		a.teamCalls(s.stmt, func(tok cc.Token, name string) {
			a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", kind)))
		})
	}
}

// keepsThreadsAway reports the constructs whose statement not every
// thread of the team runs as the code around them (a worksharing loop
// shares its iterations: a nested one may not be closely nested).
func keepsThreadsAway(k directive.Kind) bool {
	switch k {
	case "for", directive.Single, directive.Masked, directive.Master, directive.Critical, directive.Sections, directive.SectionKind, directive.Task, directive.Ordered, directive.Taskloop:
		return true
	}
	return false
}

// kernelTeamCalls checks the calls of team functions in the region of
// kernel k (the region's tokens toks, gen its generic plan): they are
// lowered where every thread of the kernel's team runs the call, and the
// host plugin then runs the team's threads as real threads.
func (a *analyzer) kernelTeamCalls(k *plan.Kernel, gen *genRegion, region cc.Node) {
	if region == nil {
		return
	}
	called := false
	a.teamCalls(region, func(tok cc.Token, name string) {
		seq := tok.Seq()
		switch {
		case k.LoopPlan != nil && k.Directive.Kind.Has("for"), a.ws != nil && a.ws.loopOf(seq) != nil:
			a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, "in the region of a worksharing loop"))
		case gen != nil || k.LoopPlan != nil || (k.Construct != directive.Target && k.Construct != directive.TargetParallel):
			a.errs.Errorf(frontend.Position(tok), "call to '%s' in this '%s' region is not supported yet: it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which are supported in functions called from the code of a 'target' or 'target parallel' region outside its loops", name, k.Directive.Kind)
		default:
			for _, s := range a.syncs {
				if s.stmt != nil && keepsThreadsAway(s.d.Kind) && firstSeq(s.stmt) <= seq && seq <= lastSeq(s.stmt) {
					a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", s.d.Kind)))
					return
				}
			}
			called = true
		}
	})
	if called {
		k.TeamThreads = true
	}
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
