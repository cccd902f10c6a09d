package analysis

// Generic regions (docs/generic.md): a target construct whose region
// holds ordinary code beside nested parallel worksharing loops. One team
// runs it: thread 0 the code outside the loops, every thread its share of
// each loop between two barriers. Control flow that contains a nested
// loop is followed by all threads, thread 0 deciding each branch;
// variables declared beside the loops get storage all threads see.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
	"github.com/omp-offload/rules_omp_offload/lowerer/udr"
)

// genericParallel are the nested constructs a generic region lowers.
var genericParallel = map[directive.Kind]bool{
	"parallel for": true, "parallel for simd": true, "parallel loop": true,
}

// genericDistribute are the distribute constructs a generic teams region
// lowers.
var genericDistribute = map[directive.Kind]bool{
	"distribute": true, "distribute simd": true,
	"distribute parallel for": true, "distribute parallel for simd": true,
}

// genericLoops finds the parallel constructs nested in the region of the
// target construct d of pragma ti whose tokens lie in (lo, hi). It returns nil when
// there are none (the region is an ordinary one) and reports the forms it
// cannot lower; ok is false then.
func (a *analyzer) genericLoops(d *directive.Directive, ti, lo, hi int) (g *generic.Region, ok bool) {
	ps := a.u.Pragmas
	if ti < 0 {
		return nil, true
	}
	g = &generic.Region{Pragmas: map[int]bool{}, ParBlocks: map[*cc.CompoundStatement]bool{}, Teams: d.Kind == directive.TargetTeams}
	ok = true
	if a.teamsDist != nil {
		g.Loops = append(g.Loops, a.teamsDist)
	}
	for j := ti + 1; j < len(ps); j++ {
		q := &ps[j]
		// A parallel construct that did not combine with the target
		// construct governs the same statement: its pragma comes before
		// the region's first token.
		if (q.Seq < lo && q.Seq != ps[ti].Seq) || q.Seq >= hi || g.Pragmas[j] {
			continue
		}
		dq := a.dirs[j]
		if dq == nil || !dq.Kind.IsNestable() || !dq.Kind.Has("parallel") && !(g.Teams && (genericDistribute[dq.Kind] || dq.Kind == "loop")) {
			continue
		}
		if dq.Kind == "parallel" && g.InParallel(q.Seq) {
			continue // a nested parallel region (package nested)
		}
		if errs := directive.WithoutConditional(dq); len(errs) > 0 {
			// lastprivate(conditional:) is planned by lastItems.
			a.errs = append(a.errs, errs...)
			ok = false
			continue
		}
		r := a.binder.Bind(q.Seq)
		if r.Stmt == nil {
			continue // reported by the binding
		}
		g.Pragmas[j] = true
		stmt := r.Stmt
		if dq.Kind == "loop" {
			// Directly in a teams region (one in a parallel region's
			// block is that region's worksharing loop).
			var lok bool
			if dq, lok = a.teamsLoop(dq); !lok {
				ok = false
				continue
			}
		}
		switch {
		case genericParallel[dq.Kind], g.Teams && genericDistribute[dq.Kind]:
		case dq.Kind == "parallel" && !a.parallelIsLoops(j, stmt):
			// A parallel region of code: every thread runs it.
			l, pok := a.parallelCode(dq, stmt, g)
			if !pok {
				ok = false
				continue
			}
			g.Loops = append(g.Loops, l)
			continue
		case dq.Kind == "parallel":
			// A parallel region of worksharing loops (one, or a block
			// of nothing else) is those parallel worksharing loops.
			parts, pok := a.parallelLoops(j, stmt, g)
			if !pok {
				ok = false
				continue
			}
			for _, pt := range parts {
				l, mok := a.parallelPart(dq, pt)
				ok = ok && mok
				g.Loops = append(g.Loops, l)
			}
			continue
		default:
			a.errs.Errorf(q.Pos, "'#pragma omp %s' beside other code in a target region is not supported yet (supported: parallel for, parallel for simd, parallel loop)", dq.Kind)
			ok = false
			continue
		}
		if stmt.Case != cc.StatementIteration {
			a.errs.Errorf(q.Pos, "'#pragma omp %s' must be followed by a for loop", dq.Kind)
			ok = false
			continue
		}
		toks := csyntax.Tokens(stmt)
		lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
		// default(private|firstprivate): the clauses it implies.
		dq, dok := dataenv.ExpandDefault(&a.errs, dq, stmt, lo, hi)
		ok = ok && dok
		g.Loops = append(g.Loops, &generic.Loop{Dir: dq, Stmt: stmt, Lo: lo, Hi: hi})
	}
	// Calls whose function's parallel region is active (fnteam.go).
	ok = a.teamCallLoops(g, ti, lo, hi) && ok
	if len(g.Loops) == 0 && ok && !(g.Teams && d.Clause("reduction") != nil) {
		// (A teams region of code with a reduction is a generic one:
		// each team's copy lives across its code.)
		return nil, true
	}
	if d.Kind != directive.Target && d.Kind != directive.TargetTeams {
		a.errs.Errorf(d.Pos, "'#pragma omp %s' with nested parallel loops beside other code is not supported yet: only '#pragma omp target' (one team) and '#pragma omp target teams' run such a region", d.Kind)
		return nil, false
	}
	return g, a.loopsNesting(g) && ok
}

// parallelPart makes one worksharing loop pt of the parallel construct dq
// (a parallel region of worksharing loops) a parallel worksharing loop of
// its own, with the clauses of both.
func (a *analyzer) parallelPart(dq *directive.Directive, pt wsLoop) (*generic.Loop, bool) {
	ok := true
	merged := &directive.Directive{Pos: dq.Pos, Kind: directive.Kind("parallel " + string(pt.d.Kind)), Clauses: append([]directive.Clause(nil), dq.Clauses...)}
	for _, c := range pt.d.Clauses {
		if c.Name == "nowait" {
			continue // every loop ends with a barrier anyway
		}
		if prev := merged.Clause(c.Name); prev != nil && (c.Name == "num_threads" || c.Name == "if" || c.Name == "collapse" || c.Name == "schedule") {
			a.errs.Errorf(c.Pos, "clause '%s' is given on both '#pragma omp parallel' and '#pragma omp %s'", c.Name, pt.d.Kind)
			ok = false
		}
		merged.Clauses = append(merged.Clauses, c)
	}
	toks := csyntax.Tokens(pt.stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	merged, dok := dataenv.ExpandDefault(&a.errs, merged, pt.stmt, lo, hi)
	return &generic.Loop{Dir: merged, Stmt: pt.stmt, Lo: lo, Hi: hi}, ok && dok
}

// loopsNesting checks the nesting of g's loops: a parallel loop inside
// another is nested parallelism, refused; a loop inside a distribute loop
// would need every thread of the team to walk that loop, which a
// distribute loop without a parallel level does (uniform).
func (a *analyzer) loopsNesting(g *generic.Region) bool {
	ok := true
	for _, l := range g.Loops {
		for _, m := range g.Loops {
			if l != m && l.Lo > m.Lo && l.Lo <= m.Hi {
				if m.DistributeOnly() && !l.Dir.Kind.Has("distribute") {
					m.Uniform = true
					continue
				}
				if m.Dir.Kind.Has("distribute") && !(m.Dir.Kind.HasParallel() && l.Dir.Kind.HasParallel()) {
					a.errs.Errorf(l.Dir.Pos, "'#pragma omp %s' inside the loop of a '#pragma omp %s' beside other code in a teams region is not supported yet", l.Dir.Kind, m.Dir.Kind)
				} else {
					a.errs.Errorf(l.Dir.Pos, "%s", directive.NestedParallel(l.Dir.Kind, m.Dir.Kind, m.Dir.Pos))
				}
				ok = false
			}
		}
	}
	return ok
}

// teamsLoop returns the loop construct d, which binds to the teams
// region it stands in, as the distribute parallel for it means there
// (as 'target teams loop' lowers as 'target teams distribute parallel
// for'); bind must be absent or teams.
func (a *analyzer) teamsLoop(d *directive.Directive) (*directive.Directive, bool) {
	out := &directive.Directive{Pos: d.Pos, Kind: "distribute parallel for"}
	for _, c := range d.Clauses {
		if c.Name == "bind" {
			if c.Expr != "teams" {
				a.errs.Errorf(c.ExprPos, "bind(%s) on a '#pragma omp loop' in a teams region is not supported yet: the loop binds to the teams region here (bind(teams))", c.Expr)
				return nil, false
			}
			continue
		}
		if c.Name == "reduction" {
			// clang-19 refuses it with bind(teams); the distribute
			// parallel for that the loop means takes one.
			a.errs.Errorf(c.Pos, "clause 'reduction' on a '#pragma omp loop' bound to a teams region is not supported (write '#pragma omp distribute parallel for' with the reduction)")
			return nil, false
		}
		out.Clauses = append(out.Clauses, c)
	}
	if errs := directive.CheckLoopClauses(out); errs.HasErrors() {
		a.errs = append(a.errs, errs...)
		return nil, false
	}
	return out, true
}

// wsLoop is a worksharing loop construct in a parallel region.
type wsLoop struct {
	d    *directive.Directive
	stmt *cc.Statement
}

// parallelLoops returns the worksharing loops that make up the whole
// region stmt of the parallel construct of pragma j: one loop construct,
// or a block of loop constructs and nothing else. It marks their pragmas
// in g and reports any other region.
func (a *analyzer) parallelLoops(j int, stmt *cc.Statement, g *generic.Region) ([]wsLoop, bool) {
	ps := a.u.Pragmas
	q := &ps[j]
	refuse := func() ([]wsLoop, bool) {
		a.errs.Errorf(q.Pos, "'#pragma omp parallel' beside other code in a target region is supported only with '#pragma omp for' loops as its whole region (a parallel region of other code is not supported yet)")
		return nil, false
	}
	isWS := func(k int) bool {
		d := a.dirs[k]
		return d != nil && (d.Kind == "for" || d.Kind == "for simd" || d.Kind == "loop")
	}
	check := func(k int) bool {
		if errs := directive.WithoutConditional(a.dirs[k]); len(errs) > 0 {
			// lastprivate(conditional:) is planned by lastItems.
			a.errs = append(a.errs, errs...)
			return false
		}
		return true
	}
	if j+1 < len(ps) && isWS(j+1) {
		if r := a.binder.Bind(ps[j+1].Seq); r.Stmt != nil && (r.Stmt == stmt || r.Stmt == soleStatement(stmt)) {
			g.Pragmas[j+1] = true
			if !check(j + 1) {
				return nil, false
			}
			return []wsLoop{{a.dirs[j+1], r.Stmt}}, true
		}
	}
	ks, stmts := a.loopBlock(j, stmt)
	if ks == nil {
		return refuse()
	}
	var out []wsLoop
	g.ParBlocks[stmt.CompoundStatement] = true
	for i, k := range ks {
		if blockSync(a.dirs[k]) {
			continue // thread 0 runs it between the loops (genericSyncs)
		}
		g.Pragmas[k] = true
		if !check(k) {
			return nil, false
		}
		out = append(out, wsLoop{a.dirs[k], stmts[i]})
	}
	if len(out) > 1 {
		// Each loop gets its own private copies: values that a thread's
		// copy carries from one loop to the next would be lost.
		for _, c := range a.dirs[j].Clauses {
			if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				a.errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp parallel' of several loops beside other code in a target region is not supported yet (put it on the loops)", c.Name)
				return nil, false
			}
		}
	}
	return out, true
}

// blockSync reports whether d is a construct that one thread runs and
// that may stand between the loops of a parallel block (single, master,
// masked, masked taskloop; critical is recognised there to be refused
// by name).
func blockSync(d *directive.Directive) bool {
	return d != nil && (d.Kind == directive.Single || d.Kind == directive.Master || d.Kind == directive.Masked ||
		d.Kind == directive.Sections || d.Kind == directive.Critical || // critical: refused by genericSyncs, with its reason
		d.Kind == directive.Taskloop && d.Sync != nil && d.Sync.Masked) // masked taskloop: thread 0's taskloop
}

// loopBlock returns the pragmas and statements of the loop constructs
// that make up block stmt, the region of the parallel construct of pragma
// j, when the block holds nothing else (but single, master and masked
// constructs between them); nil otherwise.
func (a *analyzer) loopBlock(j int, stmt *cc.Statement) ([]int, []*cc.Statement) {
	if stmt == nil || stmt.Case != cc.StatementCompound || stmt.CompoundStatement.BlockItemList == nil {
		return nil, nil
	}
	ps := a.u.Pragmas
	byStmt := map[*cc.Statement]int{}
	toks := csyntax.Tokens(stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for k := j + 1; k < len(ps) && ps[k].Seq < hi; k++ {
		d := a.dirs[k]
		if ps[k].Seq < lo || d == nil || (d.Kind != "for" && d.Kind != "for simd" && d.Kind != "loop" && !blockSync(d)) {
			continue
		}
		if r := a.binder.Bind(ps[k].Seq); r.Stmt != nil {
			if _, dup := byStmt[r.Stmt]; !dup {
				byStmt[r.Stmt] = k // the outermost construct of the statement
			}
		}
	}
	var ks []int
	var stmts []*cc.Statement
	loops := 0
	for l := stmt.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
		bi := l.BlockItem
		if bi.Case != cc.BlockItemStmt {
			return nil, nil
		}
		k, found := byStmt[bi.Statement]
		if !found {
			return nil, nil
		}
		if !blockSync(a.dirs[k]) {
			loops++
		}
		ks = append(ks, k)
		stmts = append(stmts, bi.Statement)
	}
	if loops == 0 {
		return nil, nil
	}
	return ks, stmts
}

// distributeClauses are the clauses of a target teams distribute
// construct that belong to its distribute leaf.
var distributeClauses = map[string]bool{"dist_schedule": true, "collapse": true, "lastprivate": true, "order": true}

// teamsLoopAsDistribute returns 'target teams loop' d as the 'target
// teams distribute' that runs its iterations on the teams' initial
// threads: bind(teams) and order(concurrent) say nothing more there
// (another bind stays, for the clause checks to refuse).
func teamsLoopAsDistribute(d *directive.Directive) *directive.Directive {
	out := *d
	out.Kind, out.Clauses = directive.TargetTeamsDistribute, nil
	for _, c := range d.Clauses {
		if c.Name == "bind" && strings.TrimSpace(c.Expr) == "teams" || c.Name == "order" && strings.Contains(c.Expr, "concurrent") {
			continue
		}
		out.Clauses = append(out.Clauses, c)
	}
	return &out
}

// splitTeamsDistribute splits a target teams distribute construct d,
// whose loop stmt holds parallel loops, into its target teams construct
// and its distribute loop (the clauses of the distribute leaf), so that
// it lowers as a generic teams region whose distribute loop is all of
// it; private and firstprivate stay with teams, which makes them each
// team's, as they are for the team's initial thread that runs the
// distribute loop.
func splitTeamsDistribute(d *directive.Directive, stmt *cc.Statement) (*directive.Directive, *generic.Loop) {
	teams, dist := *d, &directive.Directive{Pos: d.Pos, Kind: "distribute"}
	teams.Kind, teams.Clauses = directive.TargetTeams, nil
	mapped := map[string]bool{}
	for _, c := range d.Clauses {
		if distributeClauses[c.Name] {
			dist.Clauses = append(dist.Clauses, c)
		} else {
			teams.Clauses = append(teams.Clauses, c)
		}
		if c.Name == "map" && (c.MapType == directive.MapToFrom || c.MapType == directive.MapFrom) {
			for _, it := range c.Items {
				if len(it.Sections) == 0 && len(it.Members) == 0 {
					mapped[it.Name] = true
				}
			}
		}
	}
	// OpenMP 5.2 §5.4.5: a lastprivate item of a combined target construct
	// that no map clause names is mapped tofrom (clang-19 keeps it
	// firstprivate; docs/difftest.md).
	for _, c := range dist.Clauses {
		if c.Name != "lastprivate" {
			continue
		}
		for _, it := range c.Items {
			if mapped[it.Name] || len(it.Sections) > 0 || len(it.Members) > 0 {
				continue
			}
			mapped[it.Name] = true
			teams.Clauses = append(teams.Clauses, directive.Clause{Pos: it.Pos, Name: "map", MapType: directive.MapToFrom, Items: []directive.Item{it}})
		}
	}
	toks := csyntax.Tokens(stmt)
	return &teams, &generic.Loop{Dir: dist, Stmt: stmt, Lo: toks[0].Seq(), Hi: toks[len(toks)-1].Seq()}
}

// genericTeamsReductions plans the reductions of the teams construct of
// a generic teams region: each team reduces into a copy of its own (in
// the team's shared storage, from the operator's identity), which the
// region's code and loops update, and at the end of the region the
// team's thread 0 folds it into the variable's device copy atomically.
// The kernel parameters are the loop kernels' (kernelplan.Reductions).
func (a *analyzer) genericTeamsReductions(k *plan.Kernel, d *directive.Directive, region *cc.Statement) {
	first := csyntax.First(region)
	a.kernelPlan().Reductions(k, d, resolve.ScopeOf(region), first.Seq())
	var pre, post []plan.GenericPiece
	for _, r := range k.Reductions {
		if r.UDR != nil && r.UDR.Orig {
			udr.OrigRefused(&a.errs, r, "of a teams construct whose region has code beside its loops")
		}
		if r.Array != nil {
			p, q, ok := a.teamsArrayReduction(r)
			if ok {
				pre, post = append(pre, p), append(post, q)
			}
			continue
		}
		pre = append(pre, plan.GenericPiece{Text: fmt.Sprintf("OMP_DEV_SHARED %s %s;\nif (OMP_DEV_MASTER) { %s = %s; }", r.Type, r.Var, r.Var, r.Identity)})
		post = append(post, plan.GenericPiece{Text: fmt.Sprintf("if (OMP_DEV_MASTER) { __omp_fold_atomic(%s, %s, %s()); }", r.Device, r.Var, r.Functor)})
	}
	k.Generic.Pieces = append(append(pre, k.Generic.Pieces...), post...)
}

// teamsArrayReduction gives the pieces before and after a generic teams
// region for reduction r over an array or array section of the teams
// construct: the team's copy of the section's elements in its shared
// storage, which the region's code indexes as the array, and the fold
// of each element into the device copy. A section of a pointer's pointee
// or one whose bounds are not constants has no fixed size there and is
// refused.
func (a *analyzer) teamsArrayReduction(r *plan.Reduction) (pre, post plan.GenericPiece, ok bool) {
	ra := r.Array
	if ra.Lanes != "" || ra.Storage <= 0 || (!ra.Pointer && ra.Dim <= 0) {
		a.errs.Errorf(r.Pos, "reduction over '%s' on a teams construct whose region has code beside its loops is not supported yet (its bounds must be constants)", ra.Section)
		return pre, post, false
	}
	e := "__omp_re"
	view := fmt.Sprintf("%s (&%s)[%d] = *(%s (*)[%d])%s;", r.Type, r.Var, ra.Dim, r.Type, ra.Dim, ra.Private)
	if ra.Pointer {
		view = fmt.Sprintf("%s *%s = %s;", r.Type, r.Var, ra.Private)
	}
	pre.Text = fmt.Sprintf("OMP_DEV_SHARED %s %s[%d];\nif (OMP_DEV_MASTER) { for (long long %s = 0; %s < %s; %s++) %s[%s] = %s; }\n%s",
		r.Type, ra.Private, ra.Storage, e, e, ra.Len, e, ra.Private, ra.PrivateIndex(e), r.Identity, view)
	post.Text = fmt.Sprintf("if (OMP_DEV_MASTER) { for (long long %s = 0; %s < %s; %s++) __omp_fold_atomic(%s + %s, %s[%s], %s()); }",
		e, e, ra.Len, e, r.Device, e, ra.Private, ra.PrivateIndex(e), r.Functor)
	return pre, post, true
}

// tokenize separates identifiers from punctuation for a name scan.
func tokenize(s string) string { return csyntax.Tokenize(s) }

// genericAtomicTargets finds the atomics of a generic region whose x is
// storage of one thread: variables declared in the region but not in
// its shared storage (in a loop's body, or in code thread 0 runs), and a
// nested loop's private, firstprivate and reduction copies inside it.
// Everything else (shared variables, captured and mapped ones) is memory
// the team shares, where the atomic helpers run.
func (a *analyzer) genericAtomicTargets(g *generic.Region, region *cc.Statement, lo, hi int) {
	if len(a.atomics) == 0 {
		return
	}
	shared := g.SharedDecls(region)
	for _, s := range a.atomics {
		pe := rootVar(s.X)
		if pe == nil {
			continue // through a pointer
		}
		if decl, ok := pe.ResolvedTo().(*cc.Declarator); ok && csyntax.LocalTo(decl, lo, hi) && !shared[decl] {
			s.Local = true
			continue
		}
		first := csyntax.First(s.X)
		l := g.LoopOf(first.Seq())
		if l == nil {
			continue
		}
		name := pe.Token.SrcStr()
		for _, c := range l.Dir.Clauses {
			if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				for _, it := range c.Items {
					if it.Name == name {
						s.Local = true
					}
				}
			}
		}
	}
}

// genericSyncs lowers the synchronisation constructs of a generic
// region (tokens lo to hi, caps: the variables its kernel captures), each
// bound where generic.SyncCtx says.
func (a *analyzer) genericSyncs(g *generic.Region, region *cc.Statement, subst map[int]string, lo, hi int, caps map[*cc.Declarator]*capture) {
	generic.PlaceSyncs(&a.errs, g, a.syncs)
	a.syncScope = &syncScope{gen: g, lo: lo, hi: hi, caps: caps}
	defer func() { a.syncScope = nil }()
	a.lowerSyncs(subst, "a target region", g.SyncCtx)
}
