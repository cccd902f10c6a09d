package analysis

// Generic regions (docs/generic.md): a target construct whose region
// holds ordinary code beside nested parallel worksharing loops. One team
// runs it: thread 0 the code outside the loops, every thread its share of
// each loop between two barriers. Control flow that contains a nested
// loop is followed by all threads, thread 0 deciding each branch;
// variables declared beside the loops get storage all threads see.

import (
	"fmt"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
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
			continue // a nested parallel region (nestpar.go)
		}
		if len(dq.Deferred) > 0 {
			a.errs = append(a.errs, dq.Deferred...)
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
		g.Loops = append(g.Loops, &generic.Loop{Dir: dq, Stmt: stmt, Lo: toks[0].Seq(), Hi: toks[len(toks)-1].Seq()})
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
	return &generic.Loop{Dir: merged, Stmt: pt.stmt, Lo: toks[0].Seq(), Hi: toks[len(toks)-1].Seq()}, ok
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
		if d := a.dirs[k]; len(d.Deferred) > 0 {
			a.errs = append(a.errs, d.Deferred...)
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
	a.kernelPlan().Reductions(k, d, scopeOf(region), first.Seq())
	var pre, post []plan.GenericPiece
	for _, r := range k.Reductions {
		if r.UDR != nil && r.UDR.Orig {
			a.udrOrigRefused(r, "of a teams construct whose region has code beside its loops")
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

// genBuilder rewrites a generic region into the pieces of plan.Generic.
type genBuilder struct {
	a      *analyzer
	g      *generic.Region
	subst  map[int]string
	pieces []plan.GenericPiece
	text   strings.Builder
	// loopDepth counts the loops around the current statement that
	// contain a nested parallel loop (all threads run them).
	loopDepth int
	threads   string // the nested loops' num_threads, "" when none
	threadsAt diag.Pos
	// shared counts the bytes of the variables beside the loops, which
	// live in the team's shared memory on a GPU.
	shared   int64
	sharedAt diag.Pos
	// clauseVars are the variables the loops' data-sharing clauses name.
	clauseVars []*capture
	// reported are the clauses of a parallel block already refused.
	reported map[diag.Pos]bool
	// inPar: the statements being rewritten stand between the loops of a
	// parallel block (single, master), where the team is the loops'.
	inPar bool
	// ws: the loops are worksharing loops of a parallel region of code
	// (worksharing.go).
	ws bool
}

// genericBody plans the body of a generic region. It returns the
// variables the nested loops' clauses name.
func (a *analyzer) genericBody(k *plan.Kernel, g *generic.Region, region *cc.Statement, subst map[int]string) []*capture {
	gb := &genBuilder{a: a, g: g, subst: subst}
	var ifOK bool
	if g.LaunchIf, ifOK = a.launchIf(k.Directive, g, region); !ifOK {
		// Reported once, for the parallel construct.
		gb.reported = map[diag.Pos]bool{}
		for _, l := range g.Loops {
			if c := l.Dir.Clause("if"); c != nil && a.inParBlock(g, l) {
				gb.reported[c.Pos] = true
			}
		}
	}
	gb.stmt(region)
	gb.flush()
	k.Generic = &plan.Generic{Pieces: gb.pieces, Teams: g.Teams}
	k.Body = ""
	// One team, or for a teams region num_teams teams (else
	// plan.GenericTeams, or one where the count shows: generic.TeamCountShows);
	// as many threads as the nested loops ask for, else the default
	// (capped by thread_limit on the host).
	k.Launch.FixedTeams, k.Launch.FixedThreads = 1, 0
	if g.Teams {
		k.Launch.FixedTeams = plan.GenericTeams
		if k.Launch.NumTeams != "" {
			k.Launch.FixedTeams = 0
		} else if len(g.Loops) == 0 || generic.TeamCountShows(g, region) {
			// A region of code (with a reduction), as a teams region
			// of code without one, or one whose results may show the
			// number of teams: one team.
			k.Launch.FixedTeams = 1
		}
		if !g.HasParallel() {
			// Only thread 0 of each team ever runs.
			k.Launch.FixedThreads = 1
		}
	}
	k.Launch.NumThreads = gb.threads
	if g.LaunchIf != "" {
		k.Launch.ParallelIf = g.LaunchIf
	}
	if gb.threads != "" {
		scope := scopeOf(region)
		firstTok := csyntax.First(region)
		first := firstTok.Seq()
		for _, t := range strings.Fields(tokenize(gb.threads)) {
			if directive.IsIdent(t) && !keywords[t] && !lookupAny(scope, t, first) {
				if _, isMacro := a.u.AST.Macros[t]; !isMacro {
					a.errs.Errorf(gb.threadsAt, "'%s' in 'num_threads' of a loop beside other code in a target region must be visible before the target construct: the team is sized when the region is launched", t)
					break
				}
			}
		}
	}
	return gb.clauseVars
}

// tokenize separates identifiers from punctuation for a name scan.
func tokenize(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func (gb *genBuilder) emit(format string, args ...interface{}) {
	fmt.Fprintf(&gb.text, format, args...)
}

func (gb *genBuilder) flush() {
	if gb.text.Len() > 0 {
		gb.pieces = append(gb.pieces, plan.GenericPiece{Text: strings.TrimRight(gb.text.String(), "\n")})
		gb.text.Reset()
	}
}

// render prints code that thread 0 runs outside the nested loops: there
// omp_get_num_threads() is the region's one initial thread.
func (gb *genBuilder) render(n cc.Node) string {
	toks := csyntax.Tokens(n)
	for _, t := range toks {
		if t.SrcStr() == "omp_get_num_threads" && !gb.inPar {
			gb.subst[t.Seq()] = "__omp_seq_num_threads"
		}
	}
	return csyntax.Render(toks, gb.subst)
}

// loopAt returns the nested loop that is statement s.
func (gb *genBuilder) loopAt(s *cc.Statement) *generic.Loop {
	for _, l := range gb.g.Loops {
		if l.Stmt == s {
			return l
		}
	}
	return nil
}

// contains reports whether n holds a nested parallel loop.
func (gb *genBuilder) contains(n cc.Node) bool {
	toks := csyntax.Tokens(n)
	if len(toks) == 0 {
		return false
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for _, l := range gb.g.Loops {
		if l.Lo >= lo && l.Lo <= hi {
			return true
		}
	}
	return false
}

func (gb *genBuilder) errorf(t cc.Token, format string, args ...interface{}) {
	gb.a.errs.Errorf(frontend.Position(t), format, args...)
}

// stmt rewrites statement s of the region.
func (gb *genBuilder) stmt(s *cc.Statement) {
	if l := gb.loopAt(s); l != nil {
		if l.Par != nil {
			gb.parCode(l) // a parallel region of code
		} else {
			gb.loop(l)
		}
		return
	}
	if !gb.contains(s) {
		gb.seq(s)
		return
	}
	switch s.Case {
	case cc.StatementCompound:
		gb.emit("{\n")
		block := gb.g.ParBlocks[s.CompoundStatement]
		if block {
			gb.inPar = true
			defer func() { gb.inPar = false }()
			gb.flush()
			gb.pieces = append(gb.pieces, plan.GenericPiece{Block: +1})
		}
		prev := s.CompoundStatement.Token.Seq()
		for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
			bi := l.BlockItem
			if toks := csyntax.Tokens(bi); len(toks) > 0 {
				gb.standalone(prev, toks[0].Seq())
				prev = toks[len(toks)-1].Seq()
			}
			switch bi.Case {
			case cc.BlockItemDecl:
				gb.decl(bi.Declaration)
			case cc.BlockItemStmt:
				gb.stmt(bi.Statement)
			default:
				gb.errorf(csyntax.First(bi), "this block item beside a nested parallel loop in a target region is not supported yet")
			}
		}
		gb.standalone(prev, s.CompoundStatement.Token2.Seq())
		if block {
			gb.flush()
			gb.pieces = append(gb.pieces, plan.GenericPiece{Block: -1})
		}
		gb.emit("}\n")
	case cc.StatementSelection:
		x := s.SelectionStatement
		if x.Case == cc.SelectionStatementSwitch {
			gb.errorf(x.Token, "a 'switch' that contains a nested parallel loop in a target region is not supported yet")
			return
		}
		gb.emit("if (OMP_DEV_UNIFORM(%s))\n", gb.render(x.ExpressionList))
		gb.block(x.Statement)
		if x.Case == cc.SelectionStatementIfElse {
			gb.emit("else\n")
			gb.block(x.Statement2)
		}
	case cc.StatementIteration:
		x := s.IterationStatement
		gb.loopDepth++
		defer func() { gb.loopDepth-- }()
		switch x.Case {
		case cc.IterationStatementWhile:
			gb.emit("while (OMP_DEV_UNIFORM(%s))\n", gb.render(x.ExpressionList))
			gb.block(x.Statement)
		case cc.IterationStatementDo:
			gb.emit("do\n")
			gb.block(x.Statement)
			gb.emit("while (OMP_DEV_UNIFORM(%s));\n", gb.render(x.ExpressionList))
		default:
			// The loop variable and its updates are thread 0's; all
			// threads test the condition thread 0 computed.
			gb.emit("{\n")
			cond, step := x.ExpressionList2, x.ExpressionList3
			if x.Case == cc.IterationStatementForDecl {
				gb.decl(x.Declaration)
				cond, step = x.ExpressionList, x.ExpressionList2
			} else if x.ExpressionList != nil {
				gb.emit("if (OMP_DEV_MASTER) { %s; }\n", gb.render(x.ExpressionList))
			}
			c, st := "", ""
			if cond != nil {
				c = fmt.Sprintf("OMP_DEV_UNIFORM(%s)", gb.render(cond))
			}
			if step != nil {
				st = fmt.Sprintf("OMP_DEV_MASTER ? (void)(%s) : (void)0", gb.render(step))
			}
			gb.emit("for (; %s; %s)\n", c, st)
			gb.block(x.Statement)
			gb.emit("}\n")
		}
	default:
		gb.errorf(csyntax.First(s), "this statement cannot contain a nested parallel loop in a target region yet")
	}
}

// block rewrites the substatement of a control statement in braces of
// its own, so that an else never meets the guard of a rewritten one.
func (gb *genBuilder) block(s *cc.Statement) {
	gb.emit("{\n")
	gb.stmt(s)
	gb.emit("}\n")
}

// seq rewrites a statement with no nested parallel loop: thread 0 runs it.
func (gb *genBuilder) seq(s *cc.Statement) {
	if gb.loopDepth > 0 {
		if j := csyntax.EscapingJump(s); j != nil {
			gb.errorf(j.Token, "'%s' out of a loop that contains a nested parallel loop in a target region is not supported yet", j.Token.SrcStr())
			return
		}
	}
	gb.emit("if (OMP_DEV_MASTER) {\n%s\n}\n", gb.render(s))
}

// decl rewrites a declaration beside the nested loops: each variable gets
// storage all threads see, and thread 0 gives it its initial value.
func (gb *genBuilder) decl(d *cc.Declaration) {
	if d.Case != cc.DeclarationDecl || d.InitDeclaratorList == nil {
		gb.emit("%s\n", gb.render(d))
		return
	}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		dd := id.Declarator
		if dd.IsTypename() {
			gb.emit("%s\n", gb.render(d))
			return
		}
	}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		dd := id.Declarator
		name := dd.Name()
		tok := dd.NameTok()
		t := dd.Type()
		if dd.IsStatic() || dd.IsExtern() || dd.IsThreadLocal() || t.Kind() == cc.Function {
			gb.errorf(tok, "'%s': a static, extern or function declaration beside a nested parallel loop in a target region is not supported yet", name)
			continue
		}
		if at, ok := t.(*cc.ArrayType); ok && (at.IsVLA() || at.Len() < 0) {
			if at.IsVLA() && gb.a.errorAt(frontend.Position(tok)) {
				continue // reported by vlaUses
			}
			gb.errorf(tok, "variable-length array '%s' beside a nested parallel loop in a target region is not supported yet (its storage is shared by the team)", name)
			continue
		}
		sd, err := ctype.MutableDecl(t, name)
		if err != nil {
			gb.errorf(tok, "variable '%s': %v", name, err)
			continue
		}
		gb.emit("OMP_DEV_SHARED %s%s;\n", sd, gb.a.sharedAlign(d)) // allocate.go
		if gb.shared += t.Size(); gb.shared > plan.MaxShared && gb.sharedAt == (diag.Pos{}) {
			gb.sharedAt = frontend.Position(tok)
			gb.errorf(tok, "the variables declared beside the nested parallel loops of this target region take more than %d bytes with '%s' (they live in the team's shared memory); map a buffer instead", plan.MaxShared, name)
		}
		in := id.Initializer
		if in == nil {
			continue
		}
		if in.Case == cc.InitializerExpr && ctype.IsScalar(t) {
			gb.emit("if (OMP_DEV_MASTER) { %s = %s; }\n", name, gb.render(in.AssignmentExpression))
			continue
		}
		tmp, err := ctype.QualDecl(t, "__omp_init")
		if err != nil {
			gb.errorf(tok, "variable '%s': %v", name, err)
			continue
		}
		gb.emit("if (OMP_DEV_MASTER) { %s = %s; memcpy((void *)&%s, (const void *)&__omp_init, sizeof %s); }\n", tmp, gb.render(in), name, name)
	}
}

// genericClauses are the clauses of a nested parallel loop the lowering
// implements (hints and data-sharing defaults included).
var genericClauses = map[string]bool{
	"private": true, "firstprivate": true, "reduction": true, "shared": true, "default": true,
	"collapse": true, "num_threads": true, "proc_bind": true, "order": true, "bind": true,
	"simdlen": true, "safelen": true, "aligned": true, "nontemporal": true, "schedule": true,
}

// loop plans one nested parallel loop: every thread's share of it.
func (gb *genBuilder) loop(l *generic.Loop) {
	a := gb.a
	d := l.Dir
	nerr := len(a.errs)
	if gb.loopDepth > 0 {
		if j := csyntax.EscapingJump(l.Stmt); j != nil {
			gb.errorf(j.Token, "'%s' out of a loop that contains a nested parallel loop in a target region is not supported yet", j.Token.SrcStr())
			return
		}
	}
	distDecl := gb.loopClauses(l)
	if len(a.errs) > nerr {
		return
	}
	nest, ok := a.loopNest(d, l.Stmt)
	if !ok {
		return
	}
	pl := gb.planLoop(l, nest, distDecl)
	body := nest.Inner().Body
	if j := csyntax.EscapingJump(body); j != nil && j.Case == cc.JumpStatementBreak {
		gb.errorf(j.Token, "'break' out of the loop of a '#pragma omp %s' is not allowed", d.Kind)
		return
	}
	gb.dataSharing(pl, d, l.Stmt)
	gb.schedule(pl, d, l.Stmt)
	if c := d.Clause("if"); c != nil && !(gb.inPar && !gb.ws && gb.g.LaunchIf != "") {
		first := csyntax.First(l.Stmt)
		pl.If = a.deviceClauseExpr(c.Expr, scopeOf(l.Stmt), first.Seq(), 0)
		gb.exprVars(c.Expr, c.ExprPos, "the condition of 'if'", l.Stmt)
	}
	switch {
	case gb.ws:
		gb.wsLoop(pl, d, l.Stmt)
	case d.Kind.Has("distribute"):
		gb.lastItems(pl, d, l.Stmt)
		for _, li := range pl.LoopPlan.Last {
			// Thread 0 runs the body's statements; the body's parallel
			// loops see the copy as shared.
			li.Team = l.Uniform
		}
	default:
		// A parallel loop: the lane of the sequentially last iteration
		// writes the original, which the code after the loop's barrier
		// reads (in a teams region each team runs the whole loop and
		// writes its own view of the original).
		gb.lastItems(pl, d, l.Stmt)
	}
	if len(a.errs) > nerr {
		return
	}
	switch {
	case l.Uniform:
		gb.uniformBody(pl, body)
	case pl.Master:
		// The team's initial thread runs it, as the code around it.
		pl.Body = gb.render(body)
	default:
		pl.Body = csyntax.Render(csyntax.Tokens(body), gb.subst)
	}
	gb.flush()
	gb.pieces = append(gb.pieces, plan.GenericPiece{Loop: pl})
}

// loopClauses checks the clauses of nested parallel loop l, records
// its num_threads and returns the declaration of its dist_schedule
// chunk ("" without one); errors are counted in a.errs.
func (gb *genBuilder) loopClauses(l *generic.Loop) (distDecl string) {
	d := l.Dir
	a := gb.a
	for _, c := range d.Clauses {
		if c.Name == "dist_schedule" {
			distDecl = gb.distChunk(c, l.Stmt) // an error is counted in a.errs
			continue
		}
		if l.Uniform && (c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction") {
			a.errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp %s' whose loop holds a parallel loop is not supported yet", c.Name, d.Kind)
			continue
		}
		if c.Name == "if" {
			gb.ifClause(d, c)
			continue
		}
		if c.Name == "lastprivate" {
			continue // planned by lastItems
		}
		if !genericClauses[c.Name] && !(gb.ws && wsLoopClauses[c.Name]) {
			a.errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp %s' %s is not supported yet", c.Name, d.Kind, gb.where())
			continue
		}
		switch c.Name {
		case "default":
			// none changes nothing in a valid program, and the host
			// compiler checks the fallback, which keeps the clause.
			if c.Expr != "shared" && c.Expr != "none" {
				a.errs.Errorf(c.ExprPos, "default(%s) on a '#pragma omp %s' %s is not supported yet", c.Expr, d.Kind, gb.where())
			}
		case "schedule":
			if _, _, mod := kernelplan.SplitSchedule(kernelplan.StripScheduleModifiers(c.Expr)); mod {
				a.errs.Errorf(c.ExprPos, "invalid schedule modifier in 'schedule(%s)': the modifiers are monotonic or nonmonotonic (not both; nonmonotonic only with dynamic or guided) and simd", c.Expr)
			}
		case "num_threads":
			if gb.threads != "" && gb.threads != c.Expr {
				a.errs.Errorf(c.ExprPos, "num_threads(%s) differs from num_threads(%s) of another parallel loop of this target region; one team runs them all, so they must agree", c.Expr, gb.threads)
				continue
			}
			gb.threads, gb.threadsAt = c.Expr, c.ExprPos
		}
	}
	if d.Kind.Has("loop") {
		if errs := directive.CheckLoopClauses(gb.wsBinding(d)); errs.HasErrors() {
			a.errs = append(a.errs, errs...)
		}
	}
	return distDecl
}

// planLoop plans how the lanes of nested loop l walk its nest: a
// parallel loop's threads of one team, a distribute parallel for's
// threads of all teams, a distribute loop's teams (thread 0 of each).
// distDecl declares its dist_schedule chunk, "" for none.
func (gb *genBuilder) planLoop(l *generic.Loop, nest *loops.Nest, distDecl string) *plan.ParallelLoop {
	a, d := gb.a, l.Dir
	lp := &plan.LoopPlan{Nest: nest}
	pl := &plan.ParallelLoop{
		Directive: d, LoopPlan: lp,
		Iteration: plan.Iteration{Lane: "(unsigned long long)threadIdx.x", Lanes: "(unsigned long long)blockDim.x"},
		InBlock:   gb.inPar,
		Teams:     gb.g != nil && gb.g.Teams,
		Master:    l.DistributeOnly(),
	}
	construct := directive.TargetParallelFor
	switch {
	case l.DistributeOnly():
		// Thread 0 takes the team's share: lane blockIdx.x of gridDim.x.
		construct = directive.TargetTeamsDistribute
		pl.Iteration = plan.Iteration{Lane: "(unsigned long long)blockIdx.x", Lanes: "(unsigned long long)gridDim.x"}
	case d.Kind.Has("distribute"):
		construct = directive.TargetTeamsDistributeParallelFor
		pl.Iteration = plan.Iteration{
			Lane:  "((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)",
			Lanes: "((unsigned long long)gridDim.x * blockDim.x)",
		}
	}
	// The lanes declare the chunk of dist_schedule (distDecl), so the
	// planner's kernel parameter for it is not needed. Without the
	// clause a distribute loop is planned as dist_schedule(static): each
	// team takes one block of iterations, the same block in every
	// distribute loop of the same iteration count, so that a team can
	// use what it computed in an earlier loop (clang does the same; the
	// teams meet at no barrier).
	pd := d
	if d.Kind.Has("distribute") && d.Clause("dist_schedule") == nil {
		cp := *d
		cp.Clauses = append(append([]directive.Clause(nil), d.Clauses...), directive.Clause{Pos: d.Pos, Name: "dist_schedule", Expr: "static", ExprPos: d.Pos})
		pd = &cp
	}
	if construct == directive.TargetParallelFor && pl.Teams {
		// Every team runs the whole loop: its team chunks are the
		// loop's, dealt to team 0 of 1.
		pl.Iteration.Team, pl.Iteration.Teams = "0ULL", "1ULL"
	}
	a.kernelPlan().Loop(&plan.Kernel{Construct: construct, LoopPlan: lp}, pd)
	if distDecl != "" {
		pl.Outer = append(pl.Outer, distDecl)
	}
	return pl
}

// uniformBody plans the body of a distribute loop that holds parallel
// loops as code of the region (thread 0's code, the loops every
// thread's): every thread walks the team's iterations, each with its own
// copy of the loop variables, all with the same values.
func (gb *genBuilder) uniformBody(pl *plan.ParallelLoop, body *cc.Statement) {
	pl.Master = false
	pl.Iteration.Thread = "0ULL" // the team's whole chunk, on every thread
	gb.flush()
	outer := gb.pieces
	gb.pieces = nil
	gb.loopDepth++
	gb.stmt(body)
	gb.loopDepth--
	gb.flush()
	pl.Pieces = gb.pieces
	gb.pieces = outer
}

// distChunk reads the chunk of the dist_schedule clause c of the
// distribute loop stmt beside other code: "" for none, else the
// declaration of __omp_dist that the loop's lanes read. A constant is
// spelled out; an expression is evaluated where the loop begins by
// every lane that walks it (after the barrier that makes thread 0's
// writes visible), as a nested loop's schedule chunk is, a value below 1
// taken as 1 as for the chunks the host passes. Every lane evaluating it
// rules out side effects; OpenMP requires the same value in every team.
func (gb *genBuilder) distChunk(c directive.Clause, stmt *cc.Statement) string {
	kind, chunk, mod := kernelplan.SplitSchedule(c.Expr)
	if mod || kind != "static" {
		gb.a.errs.Errorf(c.ExprPos, "dist_schedule kind must be 'static', found '%s'", c.Expr)
		return ""
	}
	if chunk == "" {
		return ""
	}
	if n, err := strconv.ParseInt(strings.TrimRight(chunk, "uUlL"), 0, 64); err == nil {
		if n < 1 {
			gb.a.errs.Errorf(c.ExprPos, "the chunk of 'dist_schedule' must be a positive integer, found '%s'", chunk)
			return ""
		}
		return fmt.Sprintf("const unsigned long long __omp_dist = %dULL;", n)
	}
	if sideEffects(chunk) {
		gb.a.errs.Errorf(c.ExprPos, "the chunk of 'dist_schedule' on a distribute loop %s must not assign, increment or decrement (every lane evaluates it), found '%s'", gb.where(), chunk)
		return ""
	}
	gb.exprVars(chunk, c.ExprPos, "the chunk of 'dist_schedule'", stmt)
	return fmt.Sprintf("const long long __omp_dist_v = (long long)(%s); const unsigned long long __omp_dist = __omp_dist_v < 1 ? 1ULL : (unsigned long long)__omp_dist_v;", chunk)
}

// sideEffects reports whether expression text expr assigns, increments
// or decrements.
func sideEffects(expr string) bool {
	if strings.Contains(expr, "<<=") || strings.Contains(expr, ">>=") || strings.Contains(expr, "++") || strings.Contains(expr, "--") {
		return true
	}
	for _, op := range []string{"==", "!=", "<=", ">="} {
		expr = strings.ReplaceAll(expr, op, "")
	}
	return strings.Contains(expr, "=")
}

// dataSharing plans the private, firstprivate and reduction items of a
// nested loop: copies private to each thread.
func (gb *genBuilder) dataSharing(pl *plan.ParallelLoop, d *directive.Directive, stmt *cc.Statement) {
	a := gb.a
	scope := scopeOf(stmt)
	firstTok := csyntax.First(stmt)
	first := firstTok.Seq()
	seen := map[string]string{}
	for _, c := range d.Clauses {
		if c.Name != "private" && c.Name != "firstprivate" && c.Name != "reduction" {
			continue
		}
		for _, it := range c.Items {
			if prev := seen[it.Name]; prev != "" {
				a.errs.Errorf(it.Pos, "'%s' appears in both '%s' and '%s' clauses", it.Name, prev, c.Name)
				continue
			}
			seen[it.Name] = c.Name
			if c.Name == "reduction" {
				r, _, ok := a.kernelPlan().ReductionItem(&c, &it, scope, first, false)
				if ok {
					gb.clauseVars = append(gb.clauseVars, &capture{d: lookup(scope, it.Name, first), name: it.Name, pos: it.Pos, first: first})
					r.Device = "__omp_ro_" + it.Name
					if gb.g == nil || gb.g.Teams {
						if r.UDR != nil && r.UDR.Orig {
							a.udrOrigRefused(r, "on a parallel loop that the teams of a teams region each run")
						}
					}
					// omp_orig: the variable, which changes only in the
					// fold after the loop's barrier.
					r.InitFrom(r.Device)
					pl.Reductions = append(pl.Reductions, r)
				}
				continue
			}
			if len(it.Sections) > 0 {
				a.errs.Errorf(it.Sections[0].Pos, "array sections are not allowed in clause '%s'", c.Name)
				continue
			}
			decl := lookup(scope, it.Name, first)
			if decl == nil || decl.IsTypename() || decl.Type().Kind() == cc.Function {
				a.errs.Errorf(it.Pos, "'%s' in clause '%s' is not a variable in scope", it.Name, c.Name)
				continue
			}
			if c.Name == "firstprivate" {
				gb.clauseVars = append(gb.clauseVars, &capture{d: decl, name: it.Name, pos: it.Pos, first: first})
			}
			t := decl.Type()
			own, err := a.spellDecl(t, it.Name)
			if err != nil {
				a.errs.Errorf(it.Pos, "variable '%s': %v", it.Name, err)
				continue
			}
			if c.Name == "private" {
				pl.Private = append(pl.Private, own+";")
				continue
			}
			orig := "__omp_fp_" + it.Name
			ref := "(&" + orig + ")"
			if t.Kind() != cc.Array {
				ref = "&" + orig
			}
			rd, err := a.spellQualDecl(t, ref)
			if err != nil {
				a.errs.Errorf(it.Pos, "variable '%s': %v", it.Name, err)
				continue
			}
			pl.Outer = append(pl.Outer, fmt.Sprintf("%s = %s;", rd, it.Name))
			if t.Kind() == cc.Array {
				pl.Private = append(pl.Private, fmt.Sprintf("%s; memcpy((void *)%s, (const void *)%s, sizeof %s);", own, it.Name, orig, it.Name))
			} else {
				pl.Private = append(pl.Private, fmt.Sprintf("%s = %s;", own, orig))
			}
		}
	}
}

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
// region: in a nested loop's body they bind to the loop's team (critical
// and flush only); elsewhere thread 0 runs them, a team of one. A
// standalone directive between the items of a block that holds nested
// loops is placed by the builder (genBuilder.standalone).
func (a *analyzer) genericSyncs(g *generic.Region, region *cc.Statement, subst map[int]string) {
	for _, s := range a.syncs {
		if s.Stmt != nil && g.Contains(s.Stmt) {
			a.errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' around a nested parallel loop in a target region is not supported yet", s.Dir.Kind)
			continue
		}
		if s.Stmt == nil && s.Block != nil && g.Contains(s.Block) && !g.InLoop(s.Pragma.Seq) {
			s.Structural = true
		}
	}
	a.syncScope = &syncScope{gen: g}
	defer func() { a.syncScope = nil }()
	a.lowerSyncs(subst, "a target region", func(s *devsync.Site) devsync.Ctx {
		if l := g.LoopOf(s.Pragma.Seq); l != nil && l.Par != nil {
			if l.Par.InLoop(s.Pragma.Seq) {
				return devsync.CtxLoop
			}
			return devsync.CtxTeam // a parallel region of code
		}
		if g.InLoop(s.Pragma.Seq) {
			return devsync.CtxLoop
		}
		if s.Stmt != nil && s.Block != nil && g.ParBlocks[s.Block] && csyntax.DirectItem(s.Block, s.Stmt) {
			return devsync.CtxParBlock
		}
		return devsync.CtxOne
	})
}

// standalone places the standalone constructs that stand between the
// items of a block holding nested loops, in tokens [lo, hi): a flush is a
// fence (every thread runs it; the threads that run no code there lose
// nothing by it); a barrier there binds to a team of one, or stands
// between loops that end with a barrier anyway, and needs no code.
func (gb *genBuilder) standalone(lo, hi int) {
	for _, s := range gb.a.syncs {
		if s.Structural && s.Pragma.Seq >= lo && s.Pragma.Seq < hi && s.Dir.Kind == directive.Flush {
			gb.emit("__omp_flush();\n")
		}
	}
}

// genericTeamThreads reports whether the region's nested loops hold
// constructs whose threads interact (critical, flush, atomics on shared
// storage): the host-plugin build then runs the team's threads as real
// threads, so that they contend as on a GPU.
func (a *analyzer) genericTeamThreads(g *generic.Region) bool {
	for _, l := range g.Loops {
		if l.Par != nil {
			return true // its threads meet at barriers
		}
	}
	for _, s := range a.syncs {
		if g.InLoop(s.Pragma.Seq) {
			return true
		}
	}
	for _, s := range a.atomics {
		if first := csyntax.First(s.X); !s.Local && g.LoopOf(first.Seq()) != nil {
			return true
		}
	}
	return false
}
