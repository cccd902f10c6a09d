package analysis

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// combineNested folds the constructs tightly nested in the target
// construct d of pragma i (each one's directive and statement are all of
// the region around it, with or without braces) into one combined
// construct, as OpenMP defines the combined forms (docs/nested.md). It
// returns the combined directive, the statement of the innermost
// construct (the kernel's region) and whether every nested pragma it
// folded could be combined; consumed marks the pragmas it folded.
func (a *analyzer) combineNested(i int, d *directive.Directive, ref *stmtRef, consumed []bool) (*directive.Directive, *stmtRef, bool) {
	outer := ref
	for j := i + 1; j < len(a.u.Pragmas); j++ {
		q := &a.u.Pragmas[j]
		dq := a.dirs[j]
		if dq == nil || !dq.Kind.IsNestable() {
			break
		}
		r := a.binder.Bind(q.Seq)
		if r.Stmt == nil || (r.Stmt != ref.stmt && soleStatement(ref.stmt) != r.Stmt) {
			break
		}
		if d.Kind == directive.Target && dq.Kind == "parallel" {
			st := a.binder.Bind(q.Seq).Stmt
			if ks, _ := a.loopBlock(j, st); len(ks) > 1 && a.parallelIsLoops(j, st) {
				break // several loops in one parallel region: generic.go
			}
		}
		if d.Kind.HasParallel() && (dq.Kind == "parallel for" || dq.Kind == "parallel for simd") {
			if r.Stmt == ref.stmt {
				// Both would wrap the same statement.
				a.errs.Errorf(q.Pos, "a '#pragma omp %s' that is all of the region of '#pragma omp %s' in a target region is not supported yet (put it in braces)", dq.Kind, d.Kind)
				consumed[j] = true
				return nil, nil, false
			}
			break // a nested parallel region of its loop (package nested)
		}
		if d.Kind.HasParallel() && dq.Kind == "parallel" {
			if r.Stmt == ref.stmt {
				// Both would wrap the same statement.
				kind := dq.Kind
				if inner := a.splitInner[j]; inner != nil && !a.stacked[j+1] {
					kind = "parallel " + inner.Kind // as written
				}
				a.errs.Errorf(q.Pos, "a '#pragma omp %s' that is all of the region of '#pragma omp %s' in a target region is not supported yet (put it in braces)", kind, d.Kind)
				consumed[j] = true
				return nil, nil, false
			}
			break // a nested parallel region (package nested)
		}
		if d.Kind.HasParallel() && dq.Kind == "simd" {
			// Every thread of the parallel region runs the simd loop
			// whole, as simd loops in other device code (simdSite).
			break
		}
		if d.Kind == directive.TargetTeams && dq.Kind == "distribute" && a.holdsParallel(j, r.Stmt) {
			break // parallel loops in a distribute loop: generic.go
		}
		if d.Kind == directive.TargetTeams && dq.Kind.Has("parallel") && !dq.Kind.Has("distribute") && (dq.Kind.Has("for") || dq.Kind == "parallel loop") {
			// A parallel loop that every team runs whole: a generic
			// teams region whose code is that loop (generic.go).
			break
		}
		if d.Kind == directive.TargetTeams && dq.Kind == "parallel" {
			// A parallel region that is all of a teams region: every
			// team runs it, a generic teams region whose code is that
			// region (generic.go).
			break
		}
		merged, errs := directive.Combine(d, dq)
		consumed[j] = true
		if errs.HasErrors() {
			a.errs = append(a.errs, errs...)
			return nil, nil, false
		}
		inner, ok := a.statementFor(q, dq)
		if !ok {
			return nil, nil, false
		}
		d, ref = merged, inner
	}
	if d.Kind.Has("loop") {
		if errs := directive.CheckLoopClauses(d); errs.HasErrors() {
			a.errs = append(a.errs, errs...)
			return nil, nil, false
		}
	}
	if ref != outer {
		// Pragmas between the outer construct and the innermost one
		// (standalone ones have no statement, so the braces around a
		// single statement can hold them) would be dropped.
		lo, hi := outer.toks[0].Seq(), outer.toks[len(outer.toks)-1].Seq()
		inLo, inHi := ref.toks[0].Seq(), ref.toks[len(ref.toks)-1].Seq()
		for _, q := range a.pragmasIn(lo, hi) {
			if q.Seq < inLo || q.Seq >= inHi {
				if k := a.pragmaIndex(q); k >= 0 && !consumed[k] {
					a.errs.Errorf(q.Pos, "'#pragma omp %s' between combined constructs in a target region is not supported yet", a.kindOf(k))
					return nil, nil, false
				}
			}
		}
	}
	return d, ref, true
}

// holdsParallel reports whether statement stmt of the construct of
// pragma j holds a nested construct with a parallel level.
func (a *analyzer) holdsParallel(j int, stmt *cc.Statement) bool {
	toks := csyntax.Tokens(stmt)
	if len(toks) == 0 {
		return false
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for _, q := range a.pragmasIn(lo, hi) {
		if k := a.pragmaIndex(q); k > j && a.dirs[k] != nil && a.dirs[k].Kind.IsNestable() && a.dirs[k].Kind.HasParallel() {
			return true
		}
	}
	return false
}

// soleStatement returns the one statement of a compound statement that
// holds nothing else, or nil.
func soleStatement(s *cc.Statement) *cc.Statement { return csyntax.SoleStatement(s) }

// pragmaIndex returns the index of q in the unit's pragmas, or -1. The
// pragmas are in token-stream order (pragmasIn relies on it too), so a
// binary search finds the ones at q's place.
func (a *analyzer) pragmaIndex(q frontend.Pragma) int {
	ps := a.u.Pragmas
	for k := sort.Search(len(ps), func(k int) bool { return ps[k].Seq >= q.Seq }); k < len(ps) && ps[k].Seq == q.Seq; k++ {
		if ps[k].Pos == q.Pos {
			return k
		}
	}
	return -1
}

// kindOf names the construct of pragma k for messages.
func (a *analyzer) kindOf(k int) string {
	if k < 0 {
		return "..."
	}
	if d := a.dirs[k]; d != nil {
		return string(d.Kind)
	}
	return "..."
}

// nested checks a directive inside a target region that did not combine
// with the constructs around it. A simd construct runs its loop on the
// thread that meets it, which its clauses allow when they share no data
// (see simdSequential), and so do the loop transformations (transform.go);
// everything else is reported.
func (a *analyzer) nested(q frontend.Pragma) {
	var d *directive.Directive
	if k := a.pragmaIndex(q); k >= 0 {
		d = a.dirs[k]
	}
	switch {
	case d == nil:
		// Its own error is reported.
	case d.Kind == directive.Atomic:
		a.atomic(q, d)
	case nestWSKinds[d.Kind] && a.inNestedPar(q):
		a.nestWorkshare(q, d) // package nested
	case d.Kind == directive.Ordered && a.inNestedRegion(q) && !(d.Sync.Simd && a.inSimdLoop(q)):
		a.nest.Ordered(a.nestInput(), q, d) // package nested
	case d.Kind.IsSync():
		a.syncSite(q, d)
	case d.Kind == directive.AllocateDir:
		a.allocateSite(q, d)
	case d.Kind == "simd", d.Kind == "loop" && (bindsThread(d) || a.inLoopRegion(q, d)):
		a.simdSite(q, d)
	case isTransform(d):
		a.transformSite(q, d) // transform.go
	case d.Kind == "scan":
		a.scanSite(q) // scan.go
	case d.Kind == "parallel" && a.parallelAround(q) >= 0:
		a.nestedParallel(q, d, a.parallelAround(q))
	case (d.Kind == "parallel for" || d.Kind == "parallel for simd") && a.parallelAround(q) >= 0:
		a.nestedParallel(q, d, a.parallelAround(q)) // a nested region of its loop
	case d.Kind.IsNestable() && d.Kind.HasParallel() && a.parallelAround(q) >= 0:
		k := a.parallelAround(q)
		a.errs.Errorf(q.Pos, "%s", directive.NestedParallel(d.Kind, a.dirs[k].Kind, a.u.Pragmas[k].Pos))
	case d.Kind.IsNestable():
		a.errs.Errorf(q.Pos, "'#pragma omp %s' inside a target region is supported only as the whole region of the construct around it (tightly nested, e.g. '#pragma omp target' then '#pragma omp teams distribute parallel for' and the loop); with other code beside it not yet", d.Kind)
	case combinedKinds[d.Kind] && a.parallelAround(q) >= 0:
		// Not rewritten (parcombined.go): a nested parallel region.
		k := a.parallelAround(q)
		a.errs.Errorf(q.Pos, "%s", directive.NestedParallel(d.Kind, a.dirs[k].Kind, a.u.Pragmas[k].Pos))
		if r := a.binder.Bind(q.Seq); r.Stmt != nil && r.Stmt.Case == cc.StatementCompound {
			// Its section directives are reported with it.
			a.refusedSections[r.Stmt.CompoundStatement] = true
		}
	default:
		a.errs.Errorf(q.Pos, "'#pragma omp %s' inside a target region is not supported yet", d.Kind)
	}
}

// inSimdLoop reports whether pragma q stands in a simd loop nested in
// the region (simdSite), whose ordered simd constructs devsync lowers.
func (a *analyzer) inSimdLoop(q frontend.Pragma) bool {
	return (*syncRegion)(a).InSimd(q.Seq)
}

// inLoopRegion reports a loop construct d without bind closely nested in
// the loop of a loop or worksharing-loop construct: not in a teams or
// parallel region, so OpenMP 5.2 leaves its binding region undefined,
// and the one thread that runs the enclosing iteration runs its loop
// whole, as with bind(thread).
func (a *analyzer) inLoopRegion(q frontend.Pragma, d *directive.Directive) bool {
	if d.Clause("bind") != nil {
		return false
	}
	k := a.constructAround(q)
	if k < 0 {
		return false
	}
	leaves := a.dirs[k].Kind.Leaves()
	last := leaves[len(leaves)-1]
	return last == "loop" || last == "for"
}

// constructAround returns the index of the innermost directive whose
// statement holds pragma q, or -1.
func (a *analyzer) constructAround(q frontend.Pragma) int {
	return a.binder.Around(a.u.Pragmas, a.dirs, q, func(*directive.Directive) bool { return true })
}

// bindsThread reports whether loop construct d binds to the thread that
// meets it (bind(thread)).
func bindsThread(d *directive.Directive) bool {
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "thread"
}

// bindsParallel reports a loop construct with bind(parallel): in a
// declare target function, a worksharing loop of the caller's team.
func bindsParallel(d *directive.Directive) bool {
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "parallel"
}

// simdSite checks a simd construct in device code, or a loop construct
// with bind(thread): its loop runs on the thread that meets it, which
// its clauses allow when they share no data (simdSequential).
func (a *analyzer) simdSite(q frontend.Pragma, d *directive.Directive) {
	if errs := directive.WithoutConditional(d); len(errs) > 0 {
		// lastprivate(conditional:): checked by simdConditional.
		a.errs = append(a.errs, errs...)
		return
	}
	var lin []directive.DSClause
	for _, c := range d.Clauses {
		switch {
		case c.Name == "firstprivate":
			// OpenMP 5.2 §10.4 and §11.7 give simd and loop no
			// firstprivate (clang-19 and gcc refuse it too); the
			// combined constructs take it for their other leaf.
			a.errs.Errorf(c.Pos, "clause 'firstprivate' is not valid on '#pragma omp %s' (OpenMP 5.2 gives it private, lastprivate and reduction, not firstprivate); put it on an enclosing construct, or use a combined construct that takes it, such as '#pragma omp for simd'", d.Kind)
			return
		case c.Name == "linear":
			lin = append(lin, directive.DSClause{Pos: c.Pos, Name: c.Name, Step: c.Expr, StepPos: c.ExprPos, Items: c.Items})
		case !simdSequential[c.Name] && c.Name != "private" && !(d.Kind == "loop" && c.Name == "bind"):
			a.errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp %s' nested in a target region is not supported yet", c.Name, d.Kind)
			return
		}
	}
	r := a.binder.Bind(q.Seq)
	if r.Stmt == nil || r.Stmt.Case != cc.StatementIteration {
		a.errs.Errorf(q.Pos, "'#pragma omp %s' must be followed by a for loop", d.Kind)
		return
	}
	t := csyntax.Tokens(r.Stmt)
	a.simdSpans = append(a.simdSpans, [2]int{t[0].Seq(), t[len(t)-1].Seq()})
	if !a.simdConditional(d, r.Stmt) { // lastcond.go
		return
	}
	a.simdPrivateItems(d, r.Stmt)
	if len(lin) > 0 {
		// The loop runs in order: each iteration's linear values, as
		// in a nested region's loop (package nested).
		a.nest.SimdLinear(a.nestInput(), q, d, lin, r.Stmt)
	}
}

// simdWrap is a loop body that is no block: the source text of its
// first and last tokens, and the last token's seq.
type simdWrap struct {
	first, lastText string
	last            int
}

// simdPrivateItems plans the private clause of simd construct d over
// loop stmt. The loop runs in order on one thread, one SIMD lane, so its
// iterations share one copy of each item: the copies are declared at
// the start of the loop's body, which must be no other construct's
// statement (its first token then stays the brace, or a block of the
// copies wraps a body that is no block: the inner loop of a collapsed
// nest, or a single statement).
func (a *analyzer) simdPrivateItems(d *directive.Directive, stmt *cc.Statement) {
	var decls []string
	for _, c := range d.Clauses {
		if c.Name != "private" {
			continue
		}
		body := loopBody(stmt)
		if body == nil || a.pragmaBefore(firstSeq(body)) {
			a.errs.Errorf(c.Pos, "clause 'private' on a '#pragma omp %s' nested in a target region is supported only on a loop whose body is no construct's statement", d.Kind)
			return
		}
		if body.Case != cc.StatementCompound {
			if a.simdWraps == nil {
				a.simdWraps = map[int]simdWrap{}
			}
			bt := csyntax.Tokens(body)
			a.simdWraps[firstSeq(body)] = simdWrap{first: bt[0].SrcStr(), lastText: bt[len(bt)-1].SrcStr(), last: bt[len(bt)-1].Seq()}
		}
		scope := resolve.ScopeOf(stmt)
		for _, it := range c.Items {
			decl := resolve.Lookup(scope, it.Name, firstSeq(stmt))
			switch {
			case len(it.Sections) > 0 || len(it.Members) > 0:
				a.errs.Errorf(it.Pos, "'%s' in clause 'private' of a '#pragma omp %s' nested in a target region is not supported yet (variables only)", it.Text, d.Kind)
				return
			case decl == nil || decl.IsTypename() || decl.Type().Kind() == cc.Function:
				a.errs.Errorf(it.Pos, "'%s' in clause 'private' is not a variable in scope", it.Text)
				return
			case ctype.IsVLA(decl.Type()):
				a.errs.Errorf(it.Pos, "variable-length array '%s' in clause 'private' of a '#pragma omp %s' nested in a target region is not supported yet", it.Name, d.Kind)
				return
			}
			name := naming.DeviceName(decl.Name())
			decls = append(decls, fmt.Sprintf("__typeof__(%s) %s;", name, name))
		}
		if a.simdPrivate == nil {
			a.simdPrivate = map[int]string{}
		}
		a.simdPrivate[firstSeq(body)] += " " + strings.Join(decls, " ")
	}
}

// loopBody returns the body of iteration statement stmt (a for loop).
func loopBody(stmt *cc.Statement) *cc.Statement {
	if stmt == nil || stmt.Case != cc.StatementIteration || stmt.IterationStatement == nil {
		return nil
	}
	return stmt.IterationStatement.Statement
}

// pragmaBefore reports whether a directive stands right before token
// seq, i.e. whether the statement that starts there is a construct's.
func (a *analyzer) pragmaBefore(seq int) bool {
	for k := range a.u.Pragmas {
		if a.dirs[k] != nil {
			if r := a.binder.Bind(a.u.Pragmas[k].Seq); r.Stmt != nil && firstSeq(r.Stmt) == seq {
				return true
			}
		}
	}
	return false
}

// simdPrivateCopies puts the declarations of the simd loops' private
// copies after the opening brace of their bodies in subst: after the
// token's own text, so that constructs wrapping the loop keep theirs
// in front of it.
func (a *analyzer) simdPrivateCopies(subst map[int]string) {
	for seq, decls := range a.simdPrivate {
		if w, ok := a.simdWraps[seq]; ok {
			// A body that is no block: the copies' block wraps it.
			first, last := w.first, w.lastText
			if s, ok := subst[seq]; ok {
				first = s
			}
			if s, ok := subst[w.last]; ok {
				last = s
			}
			if w.last == seq {
				subst[seq] = "{" + decls + " " + first + " }"
				continue
			}
			subst[seq] = "{" + decls + " " + first
			subst[w.last] = last + " }"
			continue
		}
		text := "{"
		if s, ok := subst[seq]; ok {
			text = s
		}
		subst[seq] = text + decls
	}
}

// parallelAround returns the index of the innermost construct with a
// parallel level whose statement holds pragma q, or -1.
func (a *analyzer) parallelAround(q frontend.Pragma) int {
	return a.binder.Around(a.u.Pragmas, a.dirs, q, func(d *directive.Directive) bool { return d.Kind.HasParallel() })
}

// simdSequential are the clauses with which a simd loop means the same
// run in order by one thread: hints, reduction, whose combined
// contributions are what an in-order run computes, and lastprivate,
// whose one copy (one lane runs every iteration) holds after the loop
// what the variable itself holds after an in-order run.
var simdSequential = map[string]bool{
	"reduction": true, "lastprivate": true, "safelen": true, "simdlen": true, "aligned": true,
	"nontemporal": true, "collapse": true, "order": true,
	// if: a false one asks for the in-order run this always is.
	"if": true,
}
