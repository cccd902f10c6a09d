package analysis

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
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// syncSite is one synchronisation construct of a region or function.
type syncSite struct {
	q     frontend.Pragma
	d     *directive.Directive
	stmt  *cc.Statement         // the construct's statement; nil when standalone
	next  cc.Token              // standalone: the token its code goes before
	block *cc.CompoundStatement // the innermost block around the directive
	// structural: a standalone directive between the items of a block
	// of a generic region that holds nested parallel loops; the generic
	// lowering places its code (genBuilder.standalone).
	structural bool
}

// syncCtx is the team a construct binds to where it stands.
type syncCtx int

const (
	ctxOne   syncCtx = iota // a team of one thread (thread 0)
	ctxTeam                 // every thread of one team runs the code
	ctxLoop                 // the body of a worksharing or distribute loop
	ctxTeams                // strictly nested in a teams region
	ctxSimd                 // inside a simd region
	ctxFunc                 // a declare target function: the team is the caller's
	// ctxParBlock: between the loops of a generic region's parallel
	// block; thread 0 runs the statement there, the loops' barriers
	// around it.
	ctxParBlock
)

// syncSite checks the synchronisation directive d at q and records it.
func (a *analyzer) syncSite(q frontend.Pragma, d *directive.Directive) {
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	r := a.binder.Bind(q.Seq)
	s := &syncSite{q: q, d: d, block: r.Block}
	if d.Kind.IsStandaloneSync() {
		switch {
		case r.Fn == nil || r.Block == nil || r.InExpression():
			a.errs.Errorf(q.Pos, "'#pragma omp %s' must stand between the statements of a block", d.Kind)
			return
		case r.AtBlockEnd():
			s.next = r.Block.Token2
		case r.Stmt != nil && !directItem(r.Block, r.Stmt):
			a.errs.Errorf(q.Pos, "'#pragma omp %s' cannot be the statement of an 'if', a loop or a label (put it in braces)", d.Kind)
			return
		default:
			n := nextItem(r.Block, q.Seq)
			if n == nil {
				a.errs.Errorf(q.Pos, "'#pragma omp %s' must stand between the statements of a block", d.Kind)
				return
			}
			s.next = csyntax.First(n)
		}
		a.syncs = append(a.syncs, s)
		return
	}
	if r.Stmt == nil {
		r.Error(&a.errs, q.Pos, string(d.Kind))
		return
	}
	s.stmt = r.Stmt
	if j := escapingJump(r.Stmt); j != nil {
		a.errs.Errorf(frontend.Position(j.Token), "'%s' out of the region of '#pragma omp %s' is not allowed", j.Token.SrcStr(), d.Kind)
		return
	}
	var bad *cc.JumpStatement
	csyntax.Walk(r.Stmt, func(n cc.Node) bool {
		if j, ok := n.(*cc.JumpStatement); ok && bad == nil && (j.Case == cc.JumpStatementReturn || j.Case == cc.JumpStatementGoto || j.Case == cc.JumpStatementGotoExpr) {
			bad = j
		}
		return true
	})
	if bad != nil {
		a.errs.Errorf(frontend.Position(bad.Token), "'%s' out of the region of '#pragma omp %s' is not allowed", bad.Token.SrcStr(), d.Kind)
		return
	}
	a.syncs = append(a.syncs, s)
}

// directItem reports whether s is an item of block cs.
func directItem(cs *cc.CompoundStatement, s *cc.Statement) bool {
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		if bi := l.BlockItem; bi != nil && bi.Case == cc.BlockItemStmt && bi.Statement == s {
			return true
		}
	}
	return false
}

// nextItem returns the first item of cs that begins after token seq.
func nextItem(cs *cc.CompoundStatement, seq int) *cc.BlockItem {
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		if bi := l.BlockItem; bi != nil {
			if t := csyntax.Tokens(bi); len(t) > 0 && t[0].Seq() > seq {
				return bi
			}
		}
	}
	return nil
}

// critLock is the lock of a critical construct's name: the name's bytes
// are the template arguments (letters, digits and '_' as character
// literals, for the reader; other bytes of an extended identifier as
// numbers).
func critLock(name string) string {
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

// lowerSyncs turns the recorded constructs into device code in subst,
// each where ctx says it binds; where is the region or function for
// messages. It returns whether a construct makes the team's threads meet
// (barrier, single without nowait).
func (a *analyzer) lowerSyncs(subst map[int]string, where string, ctx func(*syncSite) syncCtx) (meet bool) {
	a.alignDecls(subst) // allocate.go
	e := newSyncEdits()
	e.subst = subst
	marks, sectionOwned := a.sectionMarks()
	orderedSeen := map[*cc.Statement]bool{}
	for _, s := range a.syncs {
		c := ctx(s)
		if c != ctxSimd && c != ctxTeams && (a.inTaskloopSimd(s) || a.inSimd(s.q.Seq)) {
			// A simd loop nested in the region binds what it holds,
			// whatever the region binds outside it.
			c = ctxSimd
		}
		if !a.syncAllowed(s, c, where, e, sectionOwned, orderedSeen) || s.structural {
			continue
		}
		if a.lowerSync(s, c, where, e, marks) {
			meet = true
		}
	}
	e.apply(subst)
	return meet
}

// syncEdits collects the code that goes before and after tokens of a
// body, to be joined with the tokens' text (or their substitution) at the
// end, so that constructs ending at the same token nest.
type syncEdits struct {
	pre, post map[int][]string
	src       map[int]string // each touched token's source text
	drop      map[int]bool   // touched tokens whose text gives way (orphan.go)
	subst     map[int]string // the body's substitutions so far
	order     []int          // touched tokens, first touch first
}

func newSyncEdits() *syncEdits {
	return &syncEdits{pre: map[int][]string{}, post: map[int][]string{}, src: map[int]string{}, drop: map[int]bool{}}
}

// touch records token t as one that gets code around it and returns its
// sequence number.
func (e *syncEdits) touch(t cc.Token) int {
	seq := t.Seq()
	if _, ok := e.src[seq]; !ok {
		e.src[seq] = t.SrcStr()
		e.order = append(e.order, seq)
	}
	return seq
}

// around puts before ahead of the first of toks and after behind the
// last, inside the code already after it (an inner construct closes
// first).
func (e *syncEdits) around(toks []cc.Token, before, after string) {
	first, last := e.touch(toks[0]), e.touch(toks[len(toks)-1])
	e.pre[first] = append(e.pre[first], before)
	e.post[last] = append([]string{after}, e.post[last]...)
}

// apply writes the collected code around each touched token into subst.
func (e *syncEdits) apply(subst map[int]string) {
	for _, seq := range e.order {
		text, ok := subst[seq]
		if !ok {
			text = e.src[seq]
		}
		if e.drop[seq] {
			text = ""
		}
		subst[seq] = strings.Join(e.pre[seq], "") + text + strings.Join(e.post[seq], "")
	}
}

// sectionMarks returns the section directives and, of them, those that
// stand directly in the block of a sections construct.
func (a *analyzer) sectionMarks() (marks []*syncSite, owned map[*syncSite]bool) {
	owned = map[*syncSite]bool{}
	for _, s := range a.syncs {
		if s.d.Kind == directive.SectionKind {
			marks = append(marks, s)
		}
	}
	for _, s := range a.syncs {
		if s.d.Kind != directive.Sections || s.stmt.Case != cc.StatementCompound {
			continue
		}
		for _, m := range marks {
			if m.block == s.stmt.CompoundStatement && m.stmt != nil && directItem(m.block, m.stmt) {
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
func (a *analyzer) syncAllowed(s *syncSite, c syncCtx, where string, e *syncEdits, sectionOwned map[*syncSite]bool, orderedSeen map[*cc.Statement]bool) bool {
	k := s.d.Kind
	switch {
	case c == ctxTeams:
		a.errs.Errorf(s.q.Pos, "'#pragma omp %s' may not be closely nested in a teams region", k)
		return false
	case k == directive.Ordered && s.d.Sync.Simd:
		// One thread runs a simd loop's iterations in order.
		if c != ctxSimd && !a.inSimd(s.q.Seq) {
			a.errs.Errorf(s.q.Pos, "'#pragma omp ordered simd' must be closely nested in a simd loop")
			return false
		}
		if s.stmt != nil {
			e.around(csyntax.Tokens(s.stmt), "{ ", " }")
		}
		return false
	case c == ctxSimd:
		a.errs.Errorf(s.q.Pos, "'#pragma omp %s' may not be nested in a simd region", k)
		return false
	case k == directive.Ordered:
		if !a.orderedSite(s, c, orderedSeen) {
			return false
		}
	case k == directive.SectionKind:
		if !sectionOwned[s] && !a.refusedSections[s.block] {
			a.errs.Errorf(s.q.Pos, "'#pragma omp section' must stand directly in the block of a '#pragma omp sections' construct")
		}
		return false
	case c == ctxLoop && k != directive.Critical && k != directive.Flush && !isTasking(k):
		a.errs.Errorf(s.q.Pos, "'#pragma omp %s' may not be closely nested in the region of a worksharing loop", k)
		return false
	}
	if c == ctxParBlock {
		switch {
		case k == directive.Critical:
			a.errs.Errorf(s.q.Pos, "'#pragma omp critical' between the loops of a parallel region in a target region is not supported yet (every thread would run it)")
			return false
		case k == directive.Task || k == directive.Taskgroup || k == directive.Single && hasCopyprivate(s.d):
			// (thread 0 alone runs the code there: the other threads
			// could not take part in a broadcast)
			a.errs.Errorf(s.q.Pos, "'#pragma omp %s' between the loops of a parallel region in a target region is not supported yet%s", k, clausesNote(s.d))
			return false
		case k == directive.Masked && s.d.Sync.Filter != "" && strings.TrimSpace(s.d.Sync.Filter) != "0":
			a.errs.Errorf(s.q.Pos, "'#pragma omp masked' with a filter other than 0 between the loops of a parallel region in a target region is not supported yet (thread 0 runs the code there)")
			return false
		}
	}
	return true
}

// lowerSync puts the device code of construct s, bound as c says, into e.
// It returns whether the team's threads meet there.
func (a *analyzer) lowerSync(s *syncSite, c syncCtx, where string, e *syncEdits, marks []*syncSite) (meet bool) {
	var before, after string
	ok := true
	team := c == ctxTeam
	switch s.d.Kind {
	case "for", "loop":
		return a.orphanForCode(s, e) // orphan.go
	case directive.Critical:
		l := critLock(s.d.Sync.Name)
		before, after = fmt.Sprintf("{ __omp_critical_enter(%s); ", l), fmt.Sprintf(" __omp_critical_exit(%s); }", l)
	case directive.Flush:
		before = "__omp_flush(); "
	case directive.Barrier:
		switch {
		case team:
			before, meet = "__omp_barrier(); ", true
		case c == ctxFunc:
			before, meet = funcBarrier, true // orphan.go
			a.plan.RuntimeState = true
		}
	case directive.Single:
		before, after, meet, ok = a.singleCode(s, c, where)
	case directive.Sections:
		before, after, meet, ok = a.sectionsCode(s, c, e, marks)
	case directive.Task:
		if !a.inReductionScopes(s) {
			return false
		}
		var ds dsCode
		if ds, ok = a.taskDS(s, c); !ok {
			return false
		}
		// Run at once by the encountering thread, on its copies;
		// its in_reduction copies combined where it ends.
		before, after = ds.open, " "+ds.close+ds.shut
	case directive.Taskloop:
		a.lowerTaskloopSync(s, c, e)
		return false
	case directive.Taskgroup:
		// task_reduction: the tasks' in_reduction copies are
		// combined into the original as each task ends.
		if _, ok := a.dsVars(s); !ok {
			return false
		}
		before, after = "{ ", " }"
	case directive.Ordered:
		// Wait for the ticket to reach this iteration, run, pass it on.
		before, after = "{ __omp_ordered_begin(&__omp_ord, __omp_iv); ", " __omp_ordered_end(&__omp_ord, __omp_iv); }"
	case directive.Taskwait, directive.Taskyield:
		// Every task ran to completion where it was created.
	case directive.Master, directive.Masked:
		before, after, ok = a.maskedCode(s, c)
	}
	if !ok {
		return false
	}
	if s.stmt == nil {
		if before != "" {
			seq := e.touch(s.next)
			e.pre[seq] = append(e.pre[seq], before)
		}
		return meet
	}
	e.around(csyntax.Tokens(s.stmt), before, after)
	return meet
}

// singleCode is the code around a single construct: thread 0 runs it; the
// others wait at its end unless nowait, after copyprivate's broadcast.
func (a *analyzer) singleCode(s *syncSite, c syncCtx, where string) (before, after string, meet, ok bool) {
	team := c == ctxTeam
	vars, ok := a.dsVars(s)
	if !ok {
		return "", "", false, false
	}
	ds := a.dsBuild(vars)
	var bcast string
	for _, cl := range s.d.Sync.DS {
		if cl.Name != "copyprivate" {
			continue
		}
		if s.d.Sync.Nowait {
			a.errs.Errorf(cl.Pos, "clauses 'copyprivate' and 'nowait' may not both appear on '#pragma omp single'")
			ok = false
		}
		for i := range cl.Items {
			it := &cl.Items[i]
			if c == ctxFunc && !a.funcCopyprivateItem(s, it) {
				ok = false
				continue
			}
			// Thread 0's value to every thread of the team.
			if team || c == ctxFunc {
				bcast += fmt.Sprintf("__omp_copyprivate(&%s); ", naming.DeviceName(it.Name))
			}
		}
	}
	if !ok {
		return "", "", false, false
	}
	if c == ctxFunc && bcast != "" {
		// The caller's team: thread 0's values to the others through
		// the team's shared storage; each copy ends with a barrier,
		// which is also the single's own.
		bcast = "if (omp_get_num_threads() > 1) { " + bcast + "} "
	}
	before, after = "{ if (threadIdx.x == 0) "+ds.open, " "+ds.shut+" "+bcast+"}"
	if c == ctxFunc {
		// Thread 0 of the caller's team, as the device runtime (or a
		// nested region's copy of the function) numbers it.
		before = "{ if (omp_get_thread_num() == 0) " + ds.open
	}
	switch {
	case team && !s.d.Sync.Nowait:
		after, meet = " "+ds.shut+" "+bcast+"__omp_barrier(); }", true
	case c == ctxFunc && !s.d.Sync.Nowait:
		// Thread 0 of the caller's team (orphan.go) runs it, the
		// team meets at its end.
		a.plan.RuntimeState = true
		before = "{ if (omp_get_thread_num() == 0) " + ds.open
		after, meet = " "+ds.shut+" "+funcBarrier+"}", true
		if bcast != "" {
			after = " " + ds.shut + " " + bcast + "}"
		}
	}
	return before, after, meet, true
}

// funcCopyprivateItem checks an item of copyprivate on a single in a
// declare target function: a scalar variable local to the function, so
// private to each thread of the caller's team (OpenMP 5.2 §5.7.2).
func (a *analyzer) funcCopyprivateItem(s *syncSite, it *directive.Item) bool {
	if len(it.Sections) > 0 || len(it.Members) > 0 {
		a.errs.Errorf(it.Pos, "'%s' in 'copyprivate' is not supported yet (variables only)", it.Text)
		return false
	}
	decl := a.env.ClauseVar(scopeOf(s.stmt), it, "copyprivate", s.q.Seq)
	switch {
	case decl == nil:
		return false
	case decl.StorageDuration() != cc.Automatic:
		a.errs.Errorf(it.Pos, "'%s' in 'copyprivate' must be private in the team the single binds to; a variable of static storage duration is shared by its threads", it.Name)
		return false
	case !isArithmetic(decl.Type()) && decl.Type().Kind() != cc.Ptr:
		a.errs.Errorf(it.Pos, "'%s' in 'copyprivate' in a declare target function is not supported yet (scalar variables only)", it.Name)
		return false
	}
	return true
}

// sectionsCode puts the code around each section of a sections construct
// into e and returns the code around the construct.
func (a *analyzer) sectionsCode(s *syncSite, c syncCtx, e *syncEdits, marks []*syncSite) (before, after string, meet, ok bool) {
	team := c == ctxTeam
	if s.stmt.Case != cc.StatementCompound {
		a.errs.Errorf(s.q.Pos, "the statement of '#pragma omp sections' must be a block ('{ ... }')")
		return "", "", false, false
	}
	if !a.reductionsShared(s) { // redshared.go
		return "", "", false, false
	}
	vars, ok := a.dsVars(s)
	if !ok {
		return "", "", false, false
	}
	ds := a.dsBuild(vars)
	secs := a.sectionsOf(s, marks)
	for i, sec := range secs {
		open := "{ "
		switch {
		case team:
			// Section i to thread i modulo the team's size.
			open = fmt.Sprintf("if (%du %% blockDim.x == threadIdx.x) { ", i)
		case c == ctxFunc:
			// The caller's team, as the device runtime knows it:
			// one thread outside parallel regions.
			open = fmt.Sprintf("if (%du %% (unsigned)omp_get_num_threads() == (unsigned)omp_get_thread_num()) { ", i)
		}
		closing := " }"
		if i == len(secs)-1 && ds.lastCopy != "" {
			closing = " " + ds.lastCopy + "}"
		}
		f, l := csyntax.Tokens(sec[0]), csyntax.Tokens(sec[1])
		first, last := e.touch(f[0]), e.touch(l[len(l)-1])
		e.pre[first] = append(e.pre[first], open)
		e.post[last] = append([]string{closing}, e.post[last]...)
	}
	// The team's threads meet at the end: inside the
	// construct's block, so that it ends with the barrier.
	before, after = "{ "+ds.open, " "+ds.close+ds.shut+" }"
	switch {
	case team && !s.d.Sync.Nowait:
		after, meet = " "+ds.close+ds.shut+" __omp_barrier(); }", true
	case c == ctxFunc && !s.d.Sync.Nowait:
		// The caller's team meets (orphan.go).
		a.plan.RuntimeState = true
		after, meet = " "+ds.close+ds.shut+" "+funcBarrier+"}", true
	}
	return before, after, meet, true
}

// lowerTaskloopSync puts a taskloop construct's code into e: tasks of the
// iterations the split gives them, run at once on their copies; the
// taskgroup around them waits for nothing (taskloop.go).
func (a *analyzer) lowerTaskloopSync(s *syncSite, c syncCtx, e *syncEdits) {
	if !a.inReductionScopes(s) {
		return
	}
	if s.d.Sync.Masked && c == ctxLoop {
		a.errs.Errorf(s.q.Pos, "'#pragma omp masked taskloop' may not be closely nested in the region of a worksharing loop")
		return
	}
	if s.d.Sync.Masked && c == ctxParBlock && s.d.Sync.Filter != "" && strings.TrimSpace(s.d.Sync.Filter) != "0" {
		a.errs.Errorf(s.q.Pos, "'#pragma omp masked taskloop' with a filter other than 0 between the loops of a parallel region in a target region is not supported yet (thread 0 runs the code there)")
		return
	}
	tl, ok := a.taskloopCode(s, c)
	if !ok {
		return
	}
	if s.d.Sync.Masked && c != ctxParBlock {
		// The masked thread alone meets the taskloop.
		filter := "0"
		if s.d.Sync.Filter != "" {
			if filter, ok = a.filterExpr(s, c); !ok {
				return
			}
		}
		tl.before = fmt.Sprintf("{ if ((int)threadIdx.x == (%s)) ", filter) + tl.before
		tl.after += " }"
	}
	// The statement's code around the body's: both may end at
	// the same token.
	e.around(csyntax.Tokens(s.stmt), tl.before, tl.after)
	e.around(csyntax.Tokens(tl.body), tl.bodyBefore, tl.bodyAfter)
}

// maskedCode is the code around a master or masked construct: the
// filtered thread alone runs it.
func (a *analyzer) maskedCode(s *syncSite, c syncCtx) (before, after string, ok bool) {
	if c == ctxParBlock {
		// Thread 0's code, filter 0; the next loop's barrier
		// follows, which masked allows.
		return "{ ", " }", true
	}
	filter := "0"
	if s.d.Sync.Filter != "" {
		if filter, ok = a.filterExpr(s, c); !ok {
			return "", "", false
		}
	}
	if c == ctxFunc {
		// The caller's team's thread, as for single.
		return fmt.Sprintf("{ if (omp_get_thread_num() == (%s)) { ", filter), " } }", true
	}
	return fmt.Sprintf("{ if ((int)threadIdx.x == (%s)) { ", filter), " } }", true
}

// kernelSyncCtx is the team a construct in the region of kernel k binds
// to (a region that is not a generic one).
func kernelSyncCtx(k *plan.Kernel, d *directive.Directive) syncCtx {
	switch {
	case d.Kind.Has("simd"):
		return ctxSimd
	case k.LoopPlan != nil:
		return ctxLoop
	case k.Construct == directive.TargetParallel:
		return ctxTeam
	case d.Kind.Has("teams"):
		return ctxTeams
	}
	return ctxOne
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

// inSimd reports whether token seq lies in a simd loop nested in the
// region.
func (a *analyzer) inSimd(seq int) bool {
	for _, sp := range a.simdSpans {
		if seq >= sp[0] && seq <= sp[1] {
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
func (a *analyzer) orderedSite(s *syncSite, c syncCtx, seen map[*cc.Statement]bool) bool {
	sc := a.syncScope
	if c == ctxFunc {
		a.errs.Errorf(s.q.Pos, "'#pragma omp ordered' in a declare target function is not supported yet")
		return false
	}
	if c != ctxLoop || sc == nil || sc.k == nil || sc.k.Directive.Clause("ordered") == nil {
		if c == ctxLoop && sc != nil && sc.gen != nil {
			a.errs.Errorf(s.q.Pos, "'#pragma omp ordered' in a parallel loop beside other code in a target region is not supported yet")
			return false
		}
		a.errs.Errorf(s.q.Pos, "'#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause")
		return false
	}
	body := sc.k.LoopPlan.Nest.Inner().Body
	whole := body == s.stmt // the loop's body is the ordered construct
	if !whole && (body == nil || body.Case != cc.StatementCompound || s.block != body.CompoundStatement || !directItem(s.block, s.stmt)) {
		a.errs.Errorf(s.q.Pos, "'#pragma omp ordered' other than as a statement of the loop body's block (run in every iteration) is not supported yet")
		return false
	}
	if seen[body] {
		a.errs.Errorf(s.q.Pos, "more than one '#pragma omp ordered' in a loop body is not supported yet")
		return false
	}
	seen[body] = true
	if j := escapingJump(body); j != nil {
		a.errs.Errorf(frontend.Position(j.Token), "'%s' in the body of a loop with an ordered region is not supported yet", j.Token.SrcStr())
		return false
	}
	return true
}

// filterExpr renders the filter expression of masked construct s for
// the device: integer literals, operators, and variables the device code
// has where the construct stands (declared in the region or the
// function, declare target, or captured by the kernel for another use),
// evaluated by every thread that meets the construct.
func (a *analyzer) filterExpr(s *syncSite, c syncCtx) (string, bool) {
	return a.clauseExprDevice(s, c, s.d.Sync.Filter, s.d.Sync.FilterPos, "the 'filter' of '#pragma omp masked'")
}

// clauseExprDevice renders expression f of a clause of construct s
// (what names it for messages, at is where it was written) for the
// device, as filterExpr says.
func (a *analyzer) clauseExprDevice(s *syncSite, c syncCtx, f string, at diag.Pos, what string) (string, bool) {
	f = strings.TrimSpace(f)
	if _, err := strconv.ParseInt(f, 0, 32); err == nil {
		return f, true
	}
	scope := scopeOf(s.stmt)
	parts := strings.Fields(f)
	for i, w := range parts {
		if !isIdentifier(w) {
			continue
		}
		if i+1 < len(parts) && parts[i+1] == "(" {
			v, ok := teamCallValue(w, c)
			if !ok || i+2 >= len(parts) || parts[i+2] != ")" {
				a.errs.Errorf(at, "a call in %s in a target region is not supported yet (calls of omp_get_thread_num(), omp_get_num_threads(), omp_get_team_num() and omp_get_num_teams() are taken)", what)
				return "", false
			}
			parts[i], parts[i+1], parts[i+2] = v, "", ""
			continue
		}
		if v, ok := enumValue(scope, w, s.q.Seq); ok {
			parts[i] = "(" + v + ")"
			continue
		}
		decl := lookup(scope, w, s.q.Seq)
		if decl == nil {
			a.errs.Errorf(at, "'%s' in %s is not a variable in scope", w, what)
			return "", false
		}
		if !a.filterVarAvailable(decl, c, s.q.Seq) {
			if a.syncScope != nil && a.syncScope.gen != nil {
				a.errs.Errorf(at, "a variable in %s in a target region with nested parallel loops is not supported yet", what)
				return "", false
			}
			such := "an expression"
			if strings.Contains(what, "filter") {
				such = "a filter"
			}
			a.errs.Errorf(at, "'%s' in %s is used nowhere else in the target region; such %s is not supported yet", w, what, such)
			return "", false
		}
		parts[i] = naming.DeviceName(w)
	}
	return "(" + strings.Join(parts, " ") + ")", true
}

// teamCallValue is what a call of OpenMP routine name (without
// arguments) in a clause expression answers where a construct in
// context c stands: the thread's number and the team's size of the team
// the construct binds to (thread 0 alone in ctxOne; elsewhere the device
// runtime's answer, as the construct's own code reads it), and the
// league's, which the device runtime answers everywhere.
func teamCallValue(name string, c syncCtx) (string, bool) {
	switch name {
	case "omp_get_team_num", "omp_get_num_teams":
		return name + "()", true
	case "omp_get_thread_num", "omp_get_num_threads":
	default:
		return "", false
	}
	switch c {
	case ctxOne:
		if name == "omp_get_thread_num" {
			return "0", true
		}
		return "1", true
	case ctxTeam, ctxFunc:
		return name + "()", true
	}
	return "", false
}

// filterVarAvailable reports whether the device code has decl where a
// masked construct in context c stands (after token seq).
func (a *analyzer) filterVarAvailable(decl *cc.Declarator, c syncCtx, seq int) bool {
	if a.env.IsDeclTarget(decl) || c == ctxFunc {
		return a.env.IsDeclTarget(decl) || decl.StorageDuration() == cc.Automatic
	}
	sc := a.syncScope
	if sc != nil && sc.gen != nil && c == ctxTeam {
		// A variable of the parallel region of code of a generic
		// region: each thread's own, where every thread runs.
		if l := sc.gen.loopOf(seq); l != nil && l.par != nil && localTo(decl, l.lo, l.hi) {
			return true
		}
	}
	if sc == nil || sc.k == nil {
		return false
	}
	if localTo(decl, sc.lo, sc.hi) {
		return true
	}
	for _, arg := range sc.k.Args {
		if arg.Var == decl.Name() && arg.DeviceDecl != "" {
			return true
		}
	}
	return false
}

// enumValue returns the value of enumerator name visible before seq.
func enumValue(s *cc.Scope, name string, seq int) (string, bool) {
	for ; s != nil; s = s.Parent {
		for _, n := range s.Nodes[name] {
			if e, ok := n.(*cc.Enumerator); ok && e.Visible() <= seq {
				return fmt.Sprint(e.Value()), true
			}
		}
		if len(s.Nodes[name]) > 0 {
			return "", false
		}
	}
	return "", false
}
