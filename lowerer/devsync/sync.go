package devsync

// Synchronisation constructs inside target regions and declare target
// functions (docs/sync.md): critical, single, masked, master, barrier and
// flush. Each one becomes device code around its statement (or, for the
// standalone ones, before the token that follows the directive), through
// the body's substitution map. What a construct means depends on the team
// it binds to: a region that one thread runs (a plain target region, the
// code of a generic region outside its parallel loops) binds it to a team
// of one; a target parallel region to the team of its threads; the body
// of a worksharing loop allows only critical and flush.

import (
	"fmt"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// CritLock is the lock of a critical construct's name: the name's bytes
// are the template arguments (letters, digits and '_' as character
// literals, for the reader; other bytes of an extended identifier as
// numbers).
func CritLock(name string) string {
	var cs []string
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '_' || (c >= '0' && c <= '9') || (c|0x20 >= 'a' && c|0x20 <= 'z') {
			cs = append(cs, "'"+string(c)+"'")
		} else {
			cs = append(cs, strconv.Itoa(int(c)))
		}
	}
	return "&::__omp_crit_lock<" + strings.Join(cs, ", ") + ">"
}

// sectionMarks returns the section directives and, of them, those that
// stand directly in the block of a sections construct.
func (l *lowering) sectionMarks() (marks []*Site, owned map[*Site]bool) {
	owned = map[*Site]bool{}
	for _, s := range l.sites {
		if s.Dir.Kind == directive.SectionKind {
			marks = append(marks, s)
		}
	}
	for _, s := range l.sites {
		if s.Dir.Kind != directive.Sections || s.Stmt.Case != cc.StatementCompound {
			continue
		}
		for _, m := range marks {
			if m.Block == s.Stmt.CompoundStatement && m.Stmt != nil && csyntax.DirectItem(m.Block, m.Stmt) {
				owned[m] = true
			}
		}
	}
	return marks, owned
}

// syncAllowed reports whether construct s may be lowered where it binds
// as c says, reporting why not. An ordered simd construct needs only
// braces, which it adds to e itself (and reports false: nothing more to
// do).
func (l *lowering) syncAllowed(s *Site, c Ctx, where string, e *Edits, sectionOwned map[*Site]bool, orderedSeen map[*cc.Statement]bool) bool {
	k := s.Dir.Kind
	switch {
	case c == CtxTeams:
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' may not be closely nested in a teams region", k)
		return false
	case k == directive.Ordered && s.Dir.Sync.Simd && s.Dir.Sync.Threads:
		// ordered threads simd: in the iterations' order across the
		// loop's team, which the ticket of the worksharing loop gives
		// (each thread runs its iterations in order, one lane).
		if c == CtxSimd && (l.r.InSimd(s.Pragma.Seq) || l.inTaskloopSimd(s)) {
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered threads simd' in a simd loop nested in a loop's body is not supported yet")
			return false
		}
		if c == CtxSimd {
			c = CtxLoop // the body of a composite loop kernel (target parallel for simd)
		}
		if !l.orderedSite(s, c, orderedSeen) {
			return false
		}
	case k == directive.Ordered && s.Dir.Sync.Simd:
		// One thread runs a simd loop's iterations in order: the loop
		// of a simd construct, of a composite construct's kernel, or
		// a composite worksharing loop's share (parallel for simd,
		// for simd).
		if c != CtxSimd && !l.r.InSimd(s.Pragma.Seq) && !l.inSimdWorkLoop(s, c) {
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered simd' must be closely nested in a simd loop")
			return false
		}
		if s.Stmt != nil {
			e.Around(csyntax.Tokens(s.Stmt), "{ ", " }")
		}
		return false
	case c == CtxSimd:
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' may not be nested in a simd region", k)
		return false
	case k == directive.Ordered:
		if !l.orderedSite(s, c, orderedSeen) {
			return false
		}
	case k == directive.SectionKind:
		if !sectionOwned[s] && !l.r.SectionsRefused(s.Block) {
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp section' must stand directly in the block of a '#pragma omp sections' construct")
		}
		return false
	case c == CtxLoop && k != directive.Critical && k != directive.Flush && k != directive.ErrorDir && !isTasking(k):
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' may not be closely nested in the region of a worksharing loop", k)
		return false
	}
	if c == CtxParBlock {
		switch {
		case k == directive.Critical, k == directive.ErrorDir:
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' between the loops of a parallel region in a target region is not supported yet (every thread would run it)", k)
			return false
		case k == directive.Task || k == directive.Taskgroup || k == directive.Single && hasCopyprivate(s.Dir):
			// (thread 0 alone runs the code there: the other threads
			// could not take part in a broadcast)
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' between the loops of a parallel region in a target region is not supported yet%s", k, clausesNote(s.Dir))
			return false
		case k == directive.Masked && s.Dir.Sync.Filter != "" && strings.TrimSpace(s.Dir.Sync.Filter) != "0":
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp masked' with a filter other than 0 between the loops of a parallel region in a target region is not supported yet (thread 0 runs the code there)")
			return false
		}
	}
	return true
}

// lowerSync puts the device code of construct s, bound as c says, into e.
// It returns whether the team's threads meet there.
func (l *lowering) lowerSync(s *Site, c Ctx, where string, e *Edits, marks []*Site) (meet bool) {
	var before, after string
	ok := true
	team := c == CtxTeam
	switch s.Dir.Kind {
	case "for", "loop":
		return l.r.OrphanLoop(s, e)
	case directive.Critical:
		lock := CritLock(s.Dir.Sync.Name)
		before, after = fmt.Sprintf("{ __omp_critical_enter(%s); ", lock), fmt.Sprintf(" __omp_critical_exit(%s); }", lock)
	case directive.Flush:
		before = "__omp_flush(); "
	case directive.ErrorDir:
		before = errorCall(s)
	case directive.Barrier:
		switch {
		case team:
			before, meet = "__omp_barrier(); ", true
		case c == CtxFunc:
			before, meet = FuncBarrier, true
			l.res.RuntimeState = true
		}
	case directive.Single:
		before, after, meet, ok = l.singleCode(s, c, where)
	case directive.Sections:
		before, after, meet, ok = l.sectionsCode(s, c, e, marks)
	case directive.Task:
		if !l.inReductionScopes(s) {
			return false
		}
		var ds Copy
		if ds, ok = l.taskDS(s, c); !ok {
			return false
		}
		// Run at once by the encountering thread, on its copies;
		// its in_reduction copies combined where it ends.
		before, after = ds.Open, " "+ds.Close+ds.Shut
	case directive.Taskloop:
		l.lowerTaskloopSync(s, c, e)
		return false
	case directive.Taskgroup:
		// task_reduction: the tasks' in_reduction copies are
		// combined into the original as each task ends.
		if _, ok := l.dsVars(s); !ok {
			return false
		}
		before, after = "{ ", " }"
	case directive.Ordered:
		if s.Dir.Sync.Doacross != nil {
			before = doacrossCode(s.Dir.Sync.Doacross, l.dxNests[s])
			break
		}
		// Wait for the ticket to reach this iteration, run, pass it on.
		before, after = "{ __omp_ordered_begin(&__omp_ord, __omp_iv); ", " __omp_ordered_end(&__omp_ord, __omp_iv); }"
		if l.inFunc() {
			// An orphaned loop's, in a declare target function.
			before, after = l.r.OrphanOrdered()
		}
	case directive.Taskwait, directive.Taskyield:
		// Every task ran to completion where it was created.
	case directive.Master, directive.Masked:
		before, after, ok = l.maskedCode(s, c)
	}
	if !ok {
		return false
	}
	if s.Stmt == nil {
		if before != "" {
			seq := e.Touch(s.Next)
			e.pre[seq] = append(e.pre[seq], before)
		}
		return meet
	}
	e.Around(csyntax.Tokens(s.Stmt), before, after)
	return meet
}

// singleCode is the code around a single construct: thread 0 runs it; the
// others wait at its end unless nowait, after copyprivate's broadcast.
func (l *lowering) singleCode(s *Site, c Ctx, where string) (before, after string, meet, ok bool) {
	team := c == CtxTeam
	if !l.r.ReductionsShared(s) {
		return "", "", false, false
	}
	vars, ok := l.dsVars(s)
	if !ok {
		return "", "", false, false
	}
	ds := l.Temps.Copies(vars)
	var bcast string
	for _, cl := range s.Dir.Sync.DS {
		if cl.Name != "copyprivate" {
			continue
		}
		if s.Dir.Sync.Nowait {
			l.Errs.Errorf(cl.Pos, "clauses 'copyprivate' and 'nowait' may not both appear on '#pragma omp single'")
			ok = false
		}
		for i := range cl.Items {
			it := &cl.Items[i]
			if c == CtxFunc && !l.funcCopyprivateItem(s, it) {
				ok = false
				continue
			}
			if team && !l.teamCopyprivateItem(s, c, it) {
				ok = false
				continue
			}
			// Thread 0's value to every thread of the team.
			if team || c == CtxFunc {
				bcast += fmt.Sprintf("__omp_copyprivate(&%s); ", naming.DeviceName(it.Name))
			}
		}
	}
	if !ok {
		return "", "", false, false
	}
	if c == CtxFunc && bcast != "" {
		// The caller's team: thread 0's values to the others through
		// the team's shared storage; each copy ends with a barrier,
		// which is also the single's own.
		bcast = "if (omp_get_num_threads() > 1) { " + bcast + "} "
	}
	before, after = "{ if (threadIdx.x == 0) "+ds.Open, " "+ds.Shut+" "+bcast+"}"
	if c == CtxFunc {
		// Thread 0 of the caller's team, as the device runtime (or a
		// nested region's copy of the function) numbers it.
		before = "{ if (omp_get_thread_num() == 0) " + ds.Open
	}
	switch {
	case team && !s.Dir.Sync.Nowait:
		after, meet = " "+ds.Shut+" "+bcast+"__omp_barrier(); }", true
	case c == CtxFunc && !s.Dir.Sync.Nowait:
		// Thread 0 of the caller's team runs it, the
		// team meets at its end.
		l.res.RuntimeState = true
		before = "{ if (omp_get_thread_num() == 0) " + ds.Open
		after, meet = " "+ds.Shut+" "+FuncBarrier+"}", true
		if bcast != "" {
			after = " " + ds.Shut + " " + bcast + "}"
		}
	}
	return before, after, meet, true
}

// funcCopyprivateItem checks an item of copyprivate on a single in a
// declare target function: a scalar variable local to the function, so
// private to each thread of the caller's team (OpenMP 5.2 §5.7.2).
func (l *lowering) funcCopyprivateItem(s *Site, it *directive.Item) bool {
	if len(it.Sections) > 0 || len(it.Members) > 0 {
		l.Errs.Errorf(it.Pos, "'%s' in 'copyprivate' is not supported yet (variables only)", it.Text)
		return false
	}
	decl := l.Env.ClauseVar(resolve.ScopeOf(s.Stmt), it, "copyprivate", s.Pragma.Seq)
	switch {
	case decl == nil:
		return false
	case decl.StorageDuration() != cc.Automatic:
		l.Errs.Errorf(it.Pos, "'%s' in 'copyprivate' must be private in the team the single binds to; a variable of static storage duration is shared by its threads", it.Name)
		return false
	case !ctype.IsArithmetic(decl.Type()) && decl.Type().Kind() != cc.Ptr:
		l.Errs.Errorf(it.Pos, "'%s' in 'copyprivate' in a declare target function is not supported yet (scalar variables only)", it.Name)
		return false
	}
	return true
}

// teamCopyprivateItem checks an item of copyprivate on a single that
// binds to a team: a variable of automatic storage must be private in
// the enclosing context (declared in the parallel region, or given
// copies by a clause there), not shared by the team (OpenMP 5.2 §5.7.2;
// clang-19 refuses it). Static variables are the analysis's check.
func (l *lowering) teamCopyprivateItem(s *Site, c Ctx, it *directive.Item) bool {
	decl := resolve.Lookup(resolve.ScopeOf(s.Stmt), it.Name, s.Pragma.Seq)
	if decl == nil || decl.StorageDuration() != cc.Automatic || !l.teamShared(s, c, decl) {
		return true
	}
	l.Errs.Errorf(it.Pos, "'%s' in 'copyprivate' must be threadprivate or private in the enclosing context; it is shared by the team the single binds to", it.Name)
	return false
}

// teamShared reports whether decl, of automatic storage and declared
// outside construct s, is shared by the team s binds to: the innermost
// construct around s that declares decl or names it decides, a task
// passing on what decl is around it; else a generic region's parallel
// construct, or the kernel's parallel level, where the variables
// declared outside the region are shared unless its clauses give them
// copies (explicit firstprivate too: an implicit one is the target
// construct's, not the parallel construct's).
func (l *lowering) teamShared(s *Site, c Ctx, decl *cc.Declarator) bool {
	for _, o := range l.around(s) {
		if shared, decided := l.clauseShared(o, decl); decided {
			return shared
		}
		if o.Dir.Kind == directive.Task {
			if o.Dir.Sync.Default != "" && o.Dir.Sync.Default != "shared" {
				return false
			}
			return l.teamShared(o, c, decl)
		}
	}
	if l.r.Generic() {
		return l.regionShared(s, c, decl)
	}
	k, lo, hi := l.r.Kernel()
	if k == nil || csyntax.LocalTo(decl, lo, hi) || !strings.Contains(string(k.Directive.Kind), "parallel") {
		return false
	}
	if k.Directive.ItemNames(directive.CopyClauses...)[decl.Name()] {
		return false
	}
	def := k.Directive.Clause("default")
	return def == nil || def.Expr != "private" && def.Expr != "firstprivate"
}

// sectionsCode puts the code around each section of a sections construct
// into e and returns the code around the construct.
func (l *lowering) sectionsCode(s *Site, c Ctx, e *Edits, marks []*Site) (before, after string, meet, ok bool) {
	team := c == CtxTeam
	if s.Stmt.Case != cc.StatementCompound {
		l.Errs.Errorf(s.Pragma.Pos, "the statement of '#pragma omp sections' must be a block ('{ ... }')")
		return "", "", false, false
	}
	if !l.r.ReductionsShared(s) {
		return "", "", false, false
	}
	vars, ok := l.dsVars(s)
	if !ok {
		return "", "", false, false
	}
	ds := l.Temps.Copies(vars)
	secs := l.sectionsOf(s, marks)
	for i, sec := range secs {
		open := "{ "
		switch {
		case team:
			// Section i to thread i modulo the team's size.
			open = fmt.Sprintf("if (%du %% blockDim.x == threadIdx.x) { ", i)
		case c == CtxFunc:
			// The caller's team, as the device runtime knows it:
			// one thread outside parallel regions.
			open = fmt.Sprintf("if (%du %% (unsigned)omp_get_num_threads() == (unsigned)omp_get_thread_num()) { ", i)
		}
		closing := " }"
		if i == len(secs)-1 && ds.LastCopy != "" {
			closing = " " + ds.LastCopy + "}"
		}
		f, z := csyntax.Tokens(sec[0]), csyntax.Tokens(sec[1])
		first, last := e.Touch(f[0]), e.Touch(z[len(z)-1])
		e.pre[first] = append(e.pre[first], open)
		e.post[last] = append([]string{closing}, e.post[last]...)
	}
	// The team's threads meet at the end: inside the
	// construct's block, so that it ends with the barrier.
	before, after = "{ "+ds.Open, " "+ds.Close+ds.Shut+" }"
	switch {
	case team && !s.Dir.Sync.Nowait:
		after, meet = " "+ds.Close+ds.Shut+" __omp_barrier(); }", true
	case c == CtxFunc && !s.Dir.Sync.Nowait:
		// The caller's team meets.
		l.res.RuntimeState = true
		after, meet = " "+ds.Close+ds.Shut+" "+FuncBarrier+"}", true
	}
	return before, after, meet, true
}

// lowerTaskloopSync puts a taskloop construct's code into e: tasks of the
// iterations the split gives them, run at once on their copies; the
// taskgroup around them waits for nothing (taskloop.go).
func (l *lowering) lowerTaskloopSync(s *Site, c Ctx, e *Edits) {
	if !l.inReductionScopes(s) {
		return
	}
	if s.Dir.Sync.Masked && c == CtxLoop {
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp masked taskloop' may not be closely nested in the region of a worksharing loop")
		return
	}
	if s.Dir.Sync.Masked && c == CtxParBlock && s.Dir.Sync.Filter != "" && strings.TrimSpace(s.Dir.Sync.Filter) != "0" {
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp masked taskloop' with a filter other than 0 between the loops of a parallel region in a target region is not supported yet (thread 0 runs the code there)")
		return
	}
	tl, ok := l.taskloopCode(s, c)
	if !ok {
		return
	}
	if s.Dir.Sync.Masked && c != CtxParBlock {
		// The masked thread alone meets the taskloop.
		filter := "0"
		if s.Dir.Sync.Filter != "" {
			if filter, ok = l.filterExpr(s, c); !ok {
				return
			}
		}
		tl.before = fmt.Sprintf("{ if ((int)threadIdx.x == (%s)) ", filter) + tl.before
		tl.after += " }"
	}
	// The statement's code around the body's: both may end at
	// the same token.
	e.Around(csyntax.Tokens(s.Stmt), tl.before, tl.after)
	e.Around(csyntax.Tokens(tl.body), tl.bodyBefore, tl.bodyAfter)
}

// maskedCode is the code around a master or masked construct: the
// filtered thread alone runs it.
func (l *lowering) maskedCode(s *Site, c Ctx) (before, after string, ok bool) {
	if c == CtxParBlock {
		// Thread 0's code, filter 0; the next loop's barrier
		// follows, which masked allows.
		return "{ ", " }", true
	}
	filter := "0"
	if s.Dir.Sync.Filter != "" {
		if filter, ok = l.filterExpr(s, c); !ok {
			return "", "", false
		}
	}
	if c == CtxFunc {
		// The caller's team's thread, as for single.
		return fmt.Sprintf("{ if (omp_get_thread_num() == (%s)) { ", filter), " } }", true
	}
	return fmt.Sprintf("{ if ((int)threadIdx.x == (%s)) { ", filter), " } }", true
}

// isTasking reports the tasking constructs, which may stand in the body
// of a worksharing loop.
func isTasking(k directive.Kind) bool {
	return k == directive.Task || k == directive.Taskwait || k == directive.Taskgroup || k == directive.Taskyield || k == directive.Taskloop
}

// clausesNote names a single's copyprivate clause for a message.
func clausesNote(d *directive.Directive) string {
	if d.Kind != directive.Single {
		return ""
	}
	return " (with 'copyprivate')"
}

func hasCopyprivate(d *directive.Directive) bool {
	for _, c := range d.Sync.DS {
		if c.Name == "copyprivate" {
			return true
		}
	}
	return false
}

// orderedSite checks an ordered construct (without simd) where it
// stands: closely nested in the loop of a kernel with the ordered
// clause, as an item of the loop body's block, so that it runs once in
// every iteration (the ticket passes on only there); seen holds the
// loop bodies that have one already.
func (l *lowering) orderedSite(s *Site, c Ctx, seen map[*cc.Statement]bool) bool {
	if c == CtxFunc {
		if s.Dir.Sync.Doacross != nil {
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered %s' must be closely nested in a loop construct with an 'ordered(n)' clause", s.Dir.Sync.Doacross.Spelling)
			return false
		}
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered' outside a worksharing loop in a declare target function is not supported yet")
		return false
	}
	k, _, _ := l.r.Kernel()
	if s.Dir.Sync.Doacross != nil || c == CtxLoop && k != nil && k.LoopPlan != nil && k.LoopPlan.Doacross != nil {
		return l.doacrossSite(s, c, k)
	}
	var dir *directive.Directive
	var body *cc.Statement
	switch {
	case c != CtxLoop:
	case k != nil && k.LoopPlan != nil:
		dir, body = k.Directive, k.LoopPlan.Nest.Inner().Body
	default:
		// A generic region's parallel loop, or a worksharing loop of a
		// parallel region of code.
		dir, body = l.r.WorkLoop(s.Pragma.Seq)
	}
	if dir == nil || dir.Clause("ordered") == nil {
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause")
		return false
	}
	if directive.OrderedParam(dir) > 0 {
		return l.doacrossSite(s, c, k)
	}
	whole := body != nil && body == s.Stmt // the loop's body is the ordered construct
	if !whole && (body == nil || body.Case != cc.StatementCompound || s.Block != body.CompoundStatement || !csyntax.DirectItem(s.Block, s.Stmt)) {
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered' other than as a statement of the loop body's block (run in every iteration) is not supported yet")
		return false
	}
	if seen[body] {
		l.Errs.Errorf(s.Pragma.Pos, "more than one '#pragma omp ordered' in a loop body is not supported yet")
		return false
	}
	seen[body] = true
	if j := csyntax.EscapingJump(body); j != nil {
		l.Errs.Errorf(frontend.Position(j.Token), "'%s' in the body of a loop with an ordered region is not supported yet", j.Token.SrcStr())
		return false
	}
	return true
}

// inSimdWorkLoop reports whether construct s, bound as c says, stands in
// the body of a worksharing loop with a simd leaf (a generic region's
// parallel for simd, the for simd loop of a parallel region of code or
// of a declare target function), each thread of which runs its share
// in order.
func (l *lowering) inSimdWorkLoop(s *Site, c Ctx) bool {
	if c != CtxLoop {
		return false
	}
	dir, _ := l.r.WorkLoop(s.Pragma.Seq)
	return dir != nil && dir.Kind.Has("simd")
}

// inFunc reports whether the constructs stand in a declare target
// function (no kernel, no generic region around them).
func (l *lowering) inFunc() bool {
	k, _, _ := l.r.Kernel()
	return k == nil && !l.r.Generic()
}

// filterExpr renders the filter expression of masked construct s for
// the device: integer literals, operators, and variables the device code
// has where the construct stands (declared in the region or the
// function, declare target, or captured by the kernel for another use),
// evaluated by every thread that meets the construct.
func (l *lowering) filterExpr(s *Site, c Ctx) (string, bool) {
	return l.clauseExprDevice(s, c, s.Dir.Sync.Filter, s.Dir.Sync.FilterPos, "the 'filter' of '#pragma omp masked'")
}

// clauseExprDevice renders expression f of a clause of construct s
// (what names it for messages, at is where it was written) for the
// device, as filterExpr says.
func (l *lowering) clauseExprDevice(s *Site, c Ctx, f string, at diag.Pos, what string) (string, bool) {
	f = strings.TrimSpace(f)
	if _, err := strconv.ParseInt(f, 0, 32); err == nil {
		return f, true
	}
	scope := resolve.ScopeOf(s.Stmt)
	parts := strings.Fields(f)
	for i, w := range parts {
		if !directive.IsIdent(w) {
			continue
		}
		if i+1 < len(parts) && parts[i+1] == "(" {
			v, ok := teamCallValue(w, c)
			if !ok || i+2 >= len(parts) || parts[i+2] != ")" {
				l.Errs.Errorf(at, "a call in %s in a target region is not supported yet (calls of omp_get_thread_num(), omp_get_num_threads(), omp_get_team_num() and omp_get_num_teams() are taken)", what)
				return "", false
			}
			if v == "omp_get_num_threads()" {
				// It reads the team's size from the execution
				// state, which the kernel then sets.
				l.res.RuntimeState = true
			}
			parts[i], parts[i+1], parts[i+2] = v, "", ""
			continue
		}
		if v, ok := resolve.Enum(scope, w, s.Pragma.Seq); ok {
			parts[i] = "(" + v + ")"
			continue
		}
		decl := resolve.Lookup(scope, w, s.Pragma.Seq)
		if decl == nil {
			l.Errs.Errorf(at, "'%s' in %s is not a variable in scope", w, what)
			return "", false
		}
		if !l.filterVarAvailable(decl, c, s.Pragma.Seq) {
			if l.r.Generic() {
				l.Errs.Errorf(at, "a variable in %s in a target region with nested parallel loops is not supported yet", what)
				return "", false
			}
			such := "an expression"
			if strings.Contains(what, "filter") {
				such = "a filter"
			}
			l.Errs.Errorf(at, "'%s' in %s is used nowhere else in the target region; such %s is not supported yet", w, what, such)
			return "", false
		}
		parts[i] = naming.DeviceName(w)
	}
	return "(" + strings.Join(parts, " ") + ")", true
}

// teamCallValue is what a call of OpenMP routine name (without
// arguments) in a clause expression answers where a construct in
// context c stands: the thread's number and the team's size of the team
// the construct binds to (thread 0 alone in CtxOne; elsewhere the device
// runtime's answer, as the construct's own code reads it), and the
// league's, which the device runtime answers everywhere.
func teamCallValue(name string, c Ctx) (string, bool) {
	switch name {
	case "omp_get_team_num", "omp_get_num_teams":
		return name + "()", true
	case "omp_get_thread_num", "omp_get_num_threads":
	default:
		return "", false
	}
	switch c {
	case CtxOne:
		if name == "omp_get_thread_num" {
			return "0", true
		}
		return "1", true
	case CtxTeam, CtxFunc:
		return name + "()", true
	}
	return "", false
}

// filterVarAvailable reports whether the device code has decl where a
// masked construct in context c stands (after token seq).
func (l *lowering) filterVarAvailable(decl *cc.Declarator, c Ctx, seq int) bool {
	if l.Env.IsDeclTarget(decl) || c == CtxFunc {
		return l.Env.IsDeclTarget(decl) || decl.StorageDuration() == cc.Automatic
	}
	if l.r.Generic() {
		// The region's variables (its shared storage, or each
		// thread's own where every thread runs) and those its kernel
		// captures (the filters' among them).
		return l.r.GenericHas(decl)
	}
	k, lo, hi := l.r.Kernel()
	if k == nil {
		return false
	}
	if csyntax.LocalTo(decl, lo, hi) {
		return true
	}
	for _, arg := range k.Args {
		if arg.Var == decl.Name() && arg.DeviceDecl != "" {
			return true
		}
	}
	return false
}
