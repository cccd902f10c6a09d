package generic

// Parallel regions of code (docs/generic.md#parallel-regions-of-code):
// every thread of the team runs the region's code, its worksharing loops
// shared out among them.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
	"github.com/omp-offload/rules_omp_offload/lowerer/vla"
)

// ParBody plans the body of a parallel region of code: the region's
// tokens as every thread runs them, split at the worksharing loops, each
// planned as its share per thread.
func ParBody(u Unit, k *plan.Kernel, w *Par, regionToks []cc.Token, subst map[int]string) {
	gb := &genBuilder{a: newUnit(u), k: k, subst: subst, ws: true}
	if len(regionToks) > 0 {
		gb.lo, gb.hi = regionToks[0].Seq(), regionToks[len(regionToks)-1].Seq()
	}
	gb.wsSplit(regionToks, w)
	gb.flush()
	k.Generic = &plan.Generic{Pieces: gb.pieces}
	k.Body = ""
}

// wsSplit prints toks, code every thread of the team runs, with each of
// w's worksharing loops among them planned as its share per thread.
func (gb *genBuilder) wsSplit(toks []cc.Token, w *Par) {
	at := 0
	for _, l := range w.Loops {
		if w.LoopOf(l.Lo) != nil {
			continue // reported
		}
		end := at
		for end < len(toks) && toks[end].Seq() < l.Lo {
			end++
		}
		gb.emit("%s\n", csyntax.Render(toks[at:end], gb.subst))
		// Code that a standalone directive put before the loop's first
		// token stays before the loop.
		first := toks[end]
		if s, ok := gb.subst[first.Seq()]; ok {
			src := first.SrcStr()
			if !strings.HasSuffix(s, src) {
				gb.errorf(first, "'#pragma omp %s' here is not supported yet", l.Dir.Kind)
				return
			}
			gb.emit("%s\n", strings.TrimSuffix(s, src))
		}
		gb.loop(l)
		at = end
		for at < len(toks) && toks[at].Seq() <= l.Hi {
			at++
		}
	}
	gb.emit("%s\n", csyntax.Render(toks[at:], gb.subst))
}

// wsLoopClauses are the clauses of a worksharing loop in a parallel
// region of code beyond those of a generic region's loops.
var wsLoopClauses = map[string]bool{"lastprivate": true, "nowait": true}

// where names where the builder's loops stand, for messages.
func (gb *genBuilder) where() string {
	if gb.ws {
		return "in a parallel region of code in a target region"
	}
	return "beside other code in a target region"
}

// wsBinding returns the loop construct d for the check of its bind
// clause: a loop construct in a parallel region of code binds to that
// region (bind(parallel)); bind(thread), every thread running every
// iteration, is refused.
func (gb *genBuilder) wsBinding(d *directive.Directive) *directive.Directive {
	if !gb.ws {
		return d
	}
	c := *d
	c.Clauses = nil
	for _, cl := range d.Clauses {
		if cl.Name == "bind" && cl.Expr != "parallel" {
			gb.a.errs.Errorf(cl.ExprPos, "bind(%s) on '#pragma omp %s' %s is not supported yet: the loop binds to the parallel region here (bind(parallel))", cl.Expr, d.Kind, gb.where())
			continue
		}
		if cl.Name != "bind" {
			c.Clauses = append(c.Clauses, cl)
		}
	}
	return &c
}

// schedule completes the plan of a nested loop's schedule, in a generic
// region or a parallel region of code: a dynamic schedule's counter is
// reset between two barriers of the team, so no thread still takes
// chunks of the loop's previous run (omp_offload_h), and a chunk
// size is evaluated by every thread where the loop begins.
func (gb *genBuilder) schedule(pl *plan.ParallelLoop, d *directive.Directive, stmt *cc.Statement) {
	pl.Iteration.Counter = "OMP_DEV_WS_COUNTER"
	c := d.Clause("schedule")
	if c == nil && doacross(d) {
		// The chunk of one iteration kernelplan.Loop gives it.
		pl.Outer = append(pl.Outer, "const unsigned long long __omp_sched = 1ULL;")
		return
	}
	if c == nil {
		return
	}
	_, chunk, _ := kernelplan.SplitSchedule(kernelplan.StripScheduleModifiers(c.Expr))
	if chunk == "" {
		return
	}
	first := csyntax.First(stmt)
	pl.Outer = append(pl.Outer, fmt.Sprintf("const long long __omp_sched_v = (long long)(%s); const unsigned long long __omp_sched = __omp_sched_v < 1 ? 1ULL : (unsigned long long)__omp_sched_v;", gb.a.DeviceClauseExpr(chunk, resolve.ScopeOf(stmt), first.Seq(), 0)))
	gb.exprVars(chunk, c.ExprPos, "the chunk of 'schedule'", stmt)
}

// exprVars makes the variables that a clause's expression (what) of the
// loop stmt reads reach the kernel as the region's code's do. A function
// call is refused: the device code would need the function, which only
// the region's own calls bring there.
func (gb *genBuilder) exprVars(expr string, pos diag.Pos, what string, stmt *cc.Statement) {
	gb.clauseIdents(expr, pos, what, stmt, false)
}

// sizeVars is exprVars for a num_threads expression, which the team's
// thread 0 evaluates once where its construct stands (regionSize): it
// may call a function the device has, as clang-19 evaluates the clause
// on the device.
func (gb *genBuilder) sizeVars(expr string, pos diag.Pos, stmt *cc.Statement) {
	gb.clauseIdents(expr, pos, "'num_threads'", stmt, true)
}

// clauseIdents records the variables clause expression expr names for
// the kernel's captures; a call is the device's (calls) or refused.
func (gb *genBuilder) clauseIdents(expr string, pos diag.Pos, what string, stmt *cc.Statement, calls bool) {
	scope := resolve.ScopeOf(stmt)
	firstTok := csyntax.First(stmt)
	first := firstTok.Seq()
	for _, t := range strings.Fields(csyntax.Tokenize(expr)) {
		if !directive.IsIdent(t) || csyntax.ExprKeywords[t] {
			continue
		}
		v := resolve.Lookup(scope, t, first)
		switch {
		case v == nil || v.IsTypename():
		case v.Type().Kind() == cc.Function && calls:
			gb.a.DeviceCall(t, pos)
		case v.Type().Kind() == cc.Function:
			gb.a.errs.Errorf(pos, "a call of '%s' in %s of a loop %s is not supported yet (compute the value in a variable before the loop)", t, what, gb.where())
			return
		default:
			gb.clauseVars = append(gb.clauseVars, &Var{Decl: v, Name: t, Pos: pos, First: first})
		}
	}
}

// ifClause checks the if clause c of the nested loop d, reporting what
// is refused. A combined parallel loop beside the region's code takes
// if(expr) and if(parallel: expr): thread 0 evaluates it where the loop
// begins. The loops of a parallel block share the block's clause, which
// is reported once.
func (gb *genBuilder) ifClause(d *directive.Directive, c directive.Clause) {
	switch {
	case gb.inPar && !gb.ws && gb.g.LaunchIf != "":
		// The launch evaluates it (launchIf).
	case gb.inPar && !gb.ws:
		if gb.reported == nil {
			gb.reported = map[diag.Pos]bool{}
		}
		if !gb.reported[c.Pos] {
			gb.reported[c.Pos] = true
			gb.a.errs.Errorf(c.Pos, "clause 'if' on a '#pragma omp parallel' of several loops %s is not supported yet (put it on combined parallel loops)", gb.where())
		}
	case gb.ws || !d.Kind.HasParallel() || d.Kind.Has("distribute"):
		gb.a.errs.Errorf(c.Pos, "clause 'if' on a '#pragma omp %s' %s is not supported yet (only on a combined parallel loop)", d.Kind, gb.where())
	case c.NameModifier != "" && c.NameModifier != "parallel":
		gb.a.errs.Errorf(c.Pos, "if(%s: ...) on a '#pragma omp %s' %s is not supported yet", c.NameModifier, d.Kind, gb.where())
	}
}

// wsLoop completes the plan of a worksharing loop of a parallel region
// of code: its lastprivate items and whether a barrier follows it.
func (gb *genBuilder) wsLoop(pl *plan.ParallelLoop, d *directive.Directive, stmt *cc.Statement) {
	pl.Worksharing = true
	pl.Nowait = d.Clause("nowait") != nil
	pl.InBlock = true
	gb.lastItems(pl, d, stmt)
	if len(pl.CondSlots) > 0 {
		// The barrier after the loop stays: thread 0 zeroes the slots
		// where the loop next begins, which no thread may still be
		// updating then (every thread reaches it: the team shares the
		// loop).
		pl.Nowait = false
	}
}

// lastItems plans the lastprivate items of a worksharing or distribute
// loop of a region of code: the lane that runs the sequentially last
// iteration writes each item's value through a pointer to the original,
// bound before the lane's copy shadows it.
func (gb *genBuilder) lastItems(pl *plan.ParallelLoop, d *directive.Directive, stmt *cc.Statement) {
	a := gb.a
	scope := resolve.ScopeOf(stmt)
	firstTok := csyntax.First(stmt)
	first := firstTok.Seq()
	other := map[string]string{}
	for _, c := range d.Clauses {
		if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
			for _, it := range c.Items {
				other[it.Name] = c.Name
			}
		}
	}
	for _, c := range d.Clauses {
		if c.Name != "lastprivate" {
			continue
		}
		if len(c.Modifiers) > 0 {
			a.errs.Errorf(c.Pos, "'lastprivate(%s: ...)' on a '#pragma omp %s' %s is not supported yet", c.Modifiers[0], d.Kind, gb.where())
			continue
		}
		if c.Conditional && d.Kind.Has("distribute") {
			a.errs.Errorf(c.ConditionalPos, "%s", directive.ConditionalOnDistribute(d.Kind))
			continue
		}
		for _, it := range c.Items {
			if o := other[it.Name]; o != "" && !(o == "firstprivate" && lastNames(d)[it.Name]) {
				a.errs.Errorf(it.Pos, "'%s' in both 'lastprivate' and '%s' on a '#pragma omp %s' %s is not supported yet", it.Name, o, d.Kind, gb.where())
				continue
			}
			if li := gb.wsLastItem(pl, d, &it, scope, first); li != nil {
				if other[it.Name] == "firstprivate" && li.Level < 0 && li.From == "" {
					li.From = "__omp_fs_" + it.Name // dataSharing's snapshot
				}
				if c.Conditional && !gb.conditionalItem(pl, li) {
					continue
				}
				pl.LoopPlan.Last = append(pl.LoopPlan.Last, li)
			}
		}
	}
}

// wsLastItem plans one lastprivate item of a worksharing loop: the
// thread's copy, and a pointer to the original (shared in the parallel
// region) bound before the copy shadows it.
func (gb *genBuilder) wsLastItem(pl *plan.ParallelLoop, d *directive.Directive, it *directive.Item, scope *cc.Scope, first int) *plan.LastItem {
	a := gb.a
	if len(it.Sections) > 0 || len(it.Members) > 0 {
		a.errs.Errorf(it.Pos, "'%s' in 'lastprivate' is not supported yet (variables only)", it.Text)
		return nil
	}
	decl := resolve.Lookup(scope, it.Name, first)
	if decl == nil || decl.IsTypename() || decl.Type().Kind() == cc.Function {
		a.errs.Errorf(it.Pos, "'%s' in clause 'lastprivate' is not a variable in scope", it.Name)
		return nil
	}
	level := -1
	for i, m := range pl.LoopPlan.Nest.Levels {
		if m.Index == it.Name && !m.Declared {
			level = i
		}
	}
	t := decl.Type()
	switch {
	case level < 0 && d.Kind.Has("loop"):
		a.errs.Errorf(it.Pos, "'%s' in 'lastprivate' of '#pragma omp %s' is not a loop variable of the construct; the loop construct allows only those", it.Name, d.Kind)
		return nil
	case t.Kind() == cc.Array:
		return gb.wsLastArray(pl, d, it, decl, first)
	case !ctype.IsScalar(t):
		a.errs.Errorf(it.Pos, "'lastprivate' of '%s' on a '#pragma omp %s' %s is not supported yet (scalars only)", it.Name, d.Kind, gb.where())
		return nil
	}
	ts, err := ctype.Decl(t, "")
	if err != nil {
		a.errs.Errorf(it.Pos, "'lastprivate' variable '%s': %v", it.Name, err)
		return nil
	}
	gb.clauseVars = append(gb.clauseVars, &Var{Decl: decl, Name: it.Name, Pos: it.Pos, First: first})
	li := &plan.LastItem{Pos: it.Pos, Var: it.Name, Type: ts, Device: "__omp_lp_" + it.Name, Level: level}
	pl.Outer = append(pl.Outer, fmt.Sprintf("%s *%s = &%s;", ts, li.Device, it.Name))
	return li
}

// wsLastArray plans a lastprivate array of a worksharing or parallel
// loop: the thread's own array, which the lane of the sequentially last
// iteration copies whole into the original (an untyped pointer to it,
// bound before the copy shadows it); with firstprivate the copy starts
// from the team's snapshot (dataSharing). Not on a distribute loop whose
// body is the region's code (the team's copy).
func (gb *genBuilder) wsLastArray(pl *plan.ParallelLoop, d *directive.Directive, it *directive.Item, decl *cc.Declarator, first int) *plan.LastItem {
	a := gb.a
	t := decl.Type()
	why := kernelplan.ArrayLastprivate(t)
	switch {
	case why != "":
	case d.Kind.Has("distribute") && !d.Kind.HasParallel():
		why = "on a distribute loop; scalars only"
	}
	if why != "" {
		a.errs.Errorf(it.Pos, "'lastprivate' of the array '%s' on a '#pragma omp %s' %s is not supported yet (%s)", it.Name, d.Kind, gb.where(), why)
		return nil
	}
	gb.clauseVars = append(gb.clauseVars, &Var{Decl: decl, Name: it.Name, Pos: it.Pos, First: first})
	li := &plan.LastItem{Pos: it.Pos, Var: it.Name, Device: "__omp_lp_" + it.Name, Level: -1, Array: true}
	if el := vlaElem(t); el != nil && gb.inRegion(decl) {
		return gb.regionLastVLA(pl, d, it, decl, li)
	}
	if el := vlaElem(t); el != nil {
		vfirst := false
		for _, c := range d.Clauses {
			for _, f := range c.Items {
				if c.Name == "firstprivate" && f.Name == it.Name {
					// The lane's copy starts from the team's
					// snapshot (vlaSnapshot).
					li.From = "__omp_fs_" + it.Name + ".p"
					vfirst = true
				}
			}
		}
		// The elements' type, spelled so that a record's definition
		// reaches the device code.
		if _, err := a.SpellDecl(el, it.Name); err != nil {
			a.errs.Errorf(it.Pos, "'lastprivate' variable '%s': %v", it.Name, err)
			return nil
		}
		if gb.g != nil {
			// The captures come later (Region.LastVLACopies).
			gb.g.lastVLAs = append(gb.g.lastVLAs, lastVLA{li: li, t: t, pl: pl, first: vfirst})
		} else {
			kernelplan.VLALastCopies(gb.k, li, t)
			if vfirst {
				setVLASnapshot(pl, li)
			}
		}
		// The device sees the original as a pointer to its first
		// element, or a view that converts to one.
		pl.Outer = append(pl.Outer, fmt.Sprintf("void *%s = (void *)%s;", li.Device, it.Name))
		return li
	}
	ds, err := ctype.Decl(t, it.Name)
	if err != nil {
		a.errs.Errorf(it.Pos, "'lastprivate' variable '%s': %v", it.Name, err)
		return nil
	}
	li.Decl = ds
	pl.Outer = append(pl.Outer, fmt.Sprintf("void *%s = (void *)&%s;", li.Device, it.Name))
	return li
}

// regionLastVLA plans lastprivate item li, the variable-length array
// decl declared in the target region: the host has no such array to size
// the launch's buffer of copies with, so the lane's copy comes from the
// heap with the original's extents (vlaCopy), and its storage knows the
// size the copy-out copies; with firstprivate it starts from the team's
// snapshot, which the original's storage sizes.
func (gb *genBuilder) regionLastVLA(pl *plan.ParallelLoop, d *directive.Directive, it *directive.Item, decl *cc.Declarator, li *plan.LastItem) *plan.LastItem {
	outer, own, ok := gb.vlaCopy(decl, decl.Type(), false)
	if !ok {
		gb.a.errs.Errorf(it.Pos, "'lastprivate' of the variable-length array '%s', declared in the target region, on a '#pragma omp %s' %s is not supported yet (an array of one dimension, or of several as a variable, is)", it.Name, d.Kind, gb.where())
		return nil
	}
	li.Decl = strings.TrimSuffix(own, ";")
	li.Bytes = vla.Mem(it.Name) + ".bytes"
	pl.Outer = append(pl.Outer, outer, fmt.Sprintf("void *%s = (void *)%s;", li.Device, it.Name))
	for _, c := range d.Clauses {
		for _, f := range c.Items {
			if c.Name == "firstprivate" && f.Name == it.Name {
				li.From = "__omp_fs_" + it.Name + ".p"
				setVLASnapshot(pl, li)
			}
		}
	}
	return li
}

// vlaElem is the element type of t if t is a variable-length array that
// may be lastprivate (its copies in a buffer of the launch), else nil.
func vlaElem(t cc.Type) cc.Type {
	if el := kernelplan.VLALastElem(t); el != nil {
		return el
	}
	if vw := kernelplan.VLALastView(t); vw != nil {
		return vw.Elem
	}
	return nil
}

// parCode plans a parallel region of code in a generic region: every
// thread of the team runs it between two barriers, at the level of the
// parallel region, with its worksharing loops shared out among them.
func (gb *genBuilder) parCode(l *Loop) {
	a := gb.a
	if gb.loopDepth > 0 {
		if j := csyntax.EscapingJump(l.Stmt); j != nil {
			gb.errorf(j.Token, "'%s' out of a loop that contains a nested parallel region in a target region is not supported yet", j.Token.SrcStr())
			return
		}
	}
	if c := l.Dir.Clause("num_threads"); c != nil && !gb.sized {
		if gb.threads != "" && gb.threads != c.Expr {
			a.errs.Errorf(c.ExprPos, "num_threads(%s) differs from num_threads(%s) of another parallel loop of this target region; one team runs them all, so they must agree", c.Expr, gb.threads)
			return
		}
		gb.threads, gb.threadsAt = c.Expr, c.ExprPos
	}
	// The parallel construct's private, firstprivate and reduction
	// items: each thread's copies, the reductions folded into the
	// variables at the region's end, which every thread reaches.
	ds := &plan.ParallelLoop{}
	gb.dataSharing(ds, l.Dir, l.Stmt)
	a.WSSharedItems(l.Par, l.Lo, l.Hi, PrivateNames(l.Dir))
	a.WSUniform(l.Par, l.Dir, l.Stmt, l.Lo, l.Hi)
	gb.flush()
	gb.pieces = append(gb.pieces, plan.GenericPiece{Block: +1})
	size := gb.regionIf(l.Dir, l.Stmt, gb.regionSize(l.Dir, l.Stmt))
	if size != "" {
		gb.emit("OMP_DEV_PAR_BEGIN_N(%s)\n{\n", size)
	} else {
		gb.emit("OMP_DEV_PAR_BEGIN\n{\n")
	}
	for _, r := range ds.Reductions {
		gb.emit("%s &%s = %s;\n", r.Type, r.Device, r.Var)
	}
	for _, o := range ds.Outer {
		gb.emit("%s\n", o)
	}
	gb.emit("{\n")
	for _, p := range ds.Private {
		gb.emit("%s\n", p)
	}
	for _, r := range ds.Reductions {
		gb.emit("%s %s = %s;\n", r.Type, r.Var, r.Identity)
	}
	ws, inPar := gb.ws, gb.inPar
	gb.ws, gb.inPar = true, true
	gb.wsSplit(csyntax.Tokens(l.Stmt), l.Par)
	gb.ws, gb.inPar = ws, inPar
	fold := "__omp_par_reduce"
	if gb.g != nil && gb.g.Teams {
		// Other teams fold into the same variables.
		fold = "__omp_par_reduce_teams"
	}
	for _, r := range ds.Reductions {
		gb.emit("%s(%s, %s, %s());\n", fold, r.Device, r.Var, r.Functor)
	}
	if size != "" {
		gb.emit("}\n}\nOMP_DEV_PAR_END_N\n")
	} else {
		gb.emit("}\n}\nOMP_DEV_PAR_END\n")
	}
	gb.flush()
	gb.pieces = append(gb.pieces, plan.GenericPiece{Block: -1})
}

// PrivateNames are the names the parallel construct d makes each
// thread's own.
func PrivateNames(d *directive.Directive) map[string]bool {
	return d.ItemNames("private", "firstprivate", "reduction")
}

// conditionalItem makes li, a lastprivate item of parallel loop pl of a
// generic region, a conditional one: its slot is the team's, zeroed
// before each run of the loop (docs/loops.md).
func (gb *genBuilder) conditionalItem(pl *plan.ParallelLoop, li *plan.LastItem) bool {
	if !kernelplan.MakeConditional(gb.a.errs, li) {
		return false
	}
	pl.CondSlots = append(pl.CondSlots, li.Slot)
	return true
}
