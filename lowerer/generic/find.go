package generic

// Finding a generic region: the parallel constructs nested in a target
// region beside other code (parallel worksharing loops, parallel regions
// of worksharing loops or of code, distribute loops of a teams region),
// read from the unit's directives and the statements they bind to.

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Finder finds the loops of generic regions in a unit: its pragmas and
// their directives (parsed once, nil after an error), the statement
// binding, the diagnostics list, and what other stages decide of the
// constructs it meets (FindUnit).
type Finder struct {
	Errs    *diag.List
	Pragmas []frontend.Pragma
	Dirs    []*directive.Directive
	Binder  *binding.Binder
	// TeamsDist is the distribute loop of a target teams distribute
	// construct that lowers as a generic teams region
	// (SplitTeamsDistribute), nil otherwise.
	TeamsDist *Loop
	Unit      FindUnit
	// sizes are the num_threads expressions of the parallel constructs
	// of the region being found, and sizedOnly whether one is known
	// only to the device (teamsize.go, regionSized).
	sizes     map[string]bool
	sizedOnly bool
}

// FindUnit is what the finder asks of the stages that plan what it
// meets.
type FindUnit interface {
	// ParallelCode plans parallel construct d of generic region g whose
	// region stmt is code, with its worksharing loops, whose pragmas g
	// takes (package worksharing).
	ParallelCode(d *directive.Directive, stmt *cc.Statement, g *Region) (*Loop, bool)
	// TeamCallLoops adds to g the calls in the region of the target
	// construct of pragma ti (tokens lo to hi) of functions whose body
	// is a parallel construct, as parallel regions of code (package
	// devcall); false when one is refused.
	TeamCallLoops(g *Region, ti, lo, hi int) bool
	// HostCondition tells why the host cannot evaluate expr, a clause
	// of a parallel construct in the region of target construct d, as
	// the device would where the construct stands; "" when it can.
	HostCondition(d *directive.Directive, expr string, region *cc.Statement) string
	// HostSize is HostCondition for a num_threads expression, which may
	// also call functions whose value the host computes as the device
	// would (callees.Checker.Pure).
	HostSize(d *directive.Directive, expr string, region *cc.Statement) string
}

// worksharingKinds are the worksharing loop constructs a parallel
// region of loops is made of.
var worksharingKinds = map[directive.Kind]bool{"for": true, "for simd": true, "loop": true}

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

// Find finds the parallel constructs nested in the region of the
// target construct d of pragma ti whose tokens lie in (lo, hi). It returns nil when
// there are none (the region is an ordinary one) and reports the forms it
// cannot lower; ok is false then.
func (f *Finder) Find(d *directive.Directive, ti, lo, hi int) (g *Region, ok bool) {
	if ti < 0 {
		return nil, true
	}
	g = &Region{Pragmas: map[int]bool{}, ParBlocks: map[*cc.CompoundStatement]bool{}, Teams: d.Kind == directive.TargetTeams}
	ok = true
	f.regionSizes(d, ti, lo, hi)
	if f.TeamsDist != nil {
		g.Loops = append(g.Loops, f.TeamsDist)
	}
	for j := ti + 1; j < len(f.Pragmas); j++ {
		dq, stmt, cok := f.candidate(g, ti, j, lo, hi)
		if !cok {
			ok = false
		}
		if dq != nil && !f.add(g, j, dq, stmt) {
			ok = false
		}
	}
	// Calls whose function's parallel region is active (package devcall).
	ok = f.Unit.TeamCallLoops(g, ti, lo, hi) && ok
	if len(g.Loops) == 0 && ok && !(g.Teams && d.Clause("reduction") != nil) {
		// (A teams region of code with a reduction is a generic one:
		// each team's copy lives across its code.)
		return nil, true
	}
	if d.Kind != directive.Target && d.Kind != directive.TargetTeams {
		f.Errs.Errorf(d.Pos, "'#pragma omp %s' with nested parallel loops beside other code is not supported yet: only '#pragma omp target' (one team) and '#pragma omp target teams' run such a region", d.Kind)
		return nil, false
	}
	return g, f.loopsNesting(g) && ok
}

// candidate is the construct of pragma j that may make the region of
// the target construct of pragma ti (tokens in (lo, hi)) generic: a
// parallel construct, or in a teams region a distribute or loop
// construct, that no parallel region of g holds, with the statement it
// governs; its pragma is then one of g's. dq is nil when pragma j is
// none; ok is false when it is one that cannot be lowered (reported).
func (f *Finder) candidate(g *Region, ti, j, lo, hi int) (dq *directive.Directive, stmt *cc.Statement, ok bool) {
	ps := f.Pragmas
	q := &ps[j]
	// A parallel construct that did not combine with the target
	// construct governs the same statement: its pragma comes before
	// the region's first token.
	if (q.Seq < lo && q.Seq != ps[ti].Seq) || q.Seq >= hi || g.Pragmas[j] {
		return nil, nil, true
	}
	dq = f.Dirs[j]
	if dq == nil || !dq.Kind.IsNestable() || !dq.Kind.Has("parallel") && !(g.Teams && (genericDistribute[dq.Kind] || dq.Kind == "loop" && !dq.LoopBindsThread())) {
		return nil, nil, true
	}
	if dq.Kind == "parallel" && g.InParallel(q.Seq) {
		return nil, nil, true // a nested parallel region (package nested)
	}
	if errs := directive.WithoutConditional(dq); len(errs) > 0 {
		// lastprivate(conditional:) is planned by the kernel planner.
		*f.Errs = append(*f.Errs, errs...)
		return nil, nil, false
	}
	r := f.Binder.Bind(q.Seq)
	if r.Stmt == nil {
		return nil, nil, true // reported by the binding
	}
	g.Pragmas[j] = true
	if dq.Kind == "loop" {
		// Directly in a teams region (one in a parallel region's
		// block is that region's worksharing loop).
		var lok bool
		if dq, lok = f.teamsLoop(dq); !lok {
			return nil, nil, false
		}
	}
	return dq, r.Stmt, true
}

// add adds the loops of construct dq of pragma j, which governs stmt, to
// g: the loop of a parallel worksharing or distribute loop, a parallel
// region of code, or the worksharing loops of a parallel region of
// nothing else. It reports what it cannot lower and returns false then.
func (f *Finder) add(g *Region, j int, dq *directive.Directive, stmt *cc.Statement) bool {
	switch {
	case genericParallel[dq.Kind], g.Teams && genericDistribute[dq.Kind]:
		return f.addLoop(g, j, dq, stmt)
	case dq.Kind == "parallel" && (!f.ParallelIsLoops(j, stmt) || f.sizedBlock(j, dq, stmt)):
		// A parallel region of code: every thread runs it (a block of
		// several loops on a team of its own size too).
		l, ok := f.Unit.ParallelCode(dq, stmt, g)
		if !ok {
			return false
		}
		g.Loops = append(g.Loops, l)
		return true
	case dq.Kind == "parallel":
		// A parallel region of worksharing loops (one, or a block
		// of nothing else) is those parallel worksharing loops.
		parts, ok := f.parallelLoops(j, stmt, g)
		if !ok {
			return false
		}
		for _, pt := range parts {
			l, mok := f.parallelPart(dq, pt)
			ok = ok && mok
			g.Loops = append(g.Loops, l)
		}
		return ok
	default:
		f.Errs.Errorf(f.Pragmas[j].Pos, "'#pragma omp %s' beside other code in a target region is not supported yet (supported: parallel for, parallel for simd, parallel loop)", dq.Kind)
		return false
	}
}

// addLoop adds the loop stmt of the parallel worksharing or distribute
// loop construct dq of pragma j to g, with the clauses its default
// clause implies.
func (f *Finder) addLoop(g *Region, j int, dq *directive.Directive, stmt *cc.Statement) bool {
	if stmt.Case != cc.StatementIteration {
		f.Errs.Errorf(f.Pragmas[j].Pos, "'#pragma omp %s' must be followed by a for loop", dq.Kind)
		return false
	}
	toks := csyntax.Tokens(stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	// default(private|firstprivate): the clauses it implies.
	dq, ok := dataenv.ExpandDefault(f.Errs, dq, stmt, lo, hi)
	g.Loops = append(g.Loops, &Loop{Dir: dq, Stmt: stmt, Lo: lo, Hi: hi})
	return ok
}

// parallelPart makes one worksharing loop pt of the parallel construct dq
// (a parallel region of worksharing loops) a parallel worksharing loop of
// its own, with the clauses of both.
func (f *Finder) parallelPart(dq *directive.Directive, pt wsLoop) (*Loop, bool) {
	ok := true
	merged := &directive.Directive{Pos: dq.Pos, Kind: directive.Kind("parallel " + string(pt.d.Kind)), Clauses: append([]directive.Clause(nil), dq.Clauses...)}
	for _, c := range pt.d.Clauses {
		if c.Name == "nowait" {
			continue // every loop ends with a barrier anyway
		}
		if prev := merged.Clause(c.Name); prev != nil && (c.Name == "num_threads" || c.Name == "if" || c.Name == "collapse" || c.Name == "schedule") {
			f.Errs.Errorf(c.Pos, "clause '%s' is given on both '#pragma omp parallel' and '#pragma omp %s'", c.Name, pt.d.Kind)
			ok = false
		}
		merged.Clauses = append(merged.Clauses, c)
	}
	toks := csyntax.Tokens(pt.stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	merged, dok := dataenv.ExpandDefault(f.Errs, merged, pt.stmt, lo, hi)
	return &Loop{Dir: merged, Stmt: pt.stmt, Lo: lo, Hi: hi}, ok && dok
}

// loopsNesting checks the nesting of g's loops: a parallel loop inside
// another is nested parallelism, refused; a loop inside a distribute loop
// would need every thread of the team to walk that loop, which a
// distribute loop without a parallel level does (uniform).
func (f *Finder) loopsNesting(g *Region) bool {
	ok := true
	for _, l := range g.Loops {
		for _, m := range g.Loops {
			if l != m && l.Lo > m.Lo && l.Lo <= m.Hi {
				if m.DistributeOnly() && !l.Dir.Kind.Has("distribute") {
					m.Uniform = true
					continue
				}
				if m.Dir.Kind.Has("distribute") && !(m.Dir.Kind.HasParallel() && l.Dir.Kind.HasParallel()) {
					f.Errs.Errorf(l.Dir.Pos, "'#pragma omp %s' inside the loop of a '#pragma omp %s' beside other code in a teams region is not supported yet", l.Dir.Kind, m.Dir.Kind)
				} else {
					f.Errs.Errorf(l.Dir.Pos, "%s", directive.NestedParallel(l.Dir.Kind, m.Dir.Kind, m.Dir.Pos))
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
func (f *Finder) teamsLoop(d *directive.Directive) (*directive.Directive, bool) {
	out := &directive.Directive{Pos: d.Pos, Kind: "distribute parallel for"}
	for _, c := range d.Clauses {
		if c.Name == "bind" {
			if c.Expr != "teams" {
				f.Errs.Errorf(c.ExprPos, "bind(%s) on a '#pragma omp loop' in a teams region is not supported yet: the loop binds to the teams region here (bind(teams))", c.Expr)
				return nil, false
			}
			continue
		}
		if c.Name == "reduction" {
			// clang-19 refuses it with bind(teams); the distribute
			// parallel for that the loop means takes one.
			f.Errs.Errorf(c.Pos, "clause 'reduction' on a '#pragma omp loop' bound to a teams region is not supported (write '#pragma omp distribute parallel for' with the reduction)")
			return nil, false
		}
		out.Clauses = append(out.Clauses, c)
	}
	if errs := directive.CheckLoopClauses(out); errs.HasErrors() {
		*f.Errs = append(*f.Errs, errs...)
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
func (f *Finder) parallelLoops(j int, stmt *cc.Statement, g *Region) ([]wsLoop, bool) {
	ps := f.Pragmas
	q := &ps[j]
	refuse := func() ([]wsLoop, bool) {
		f.Errs.Errorf(q.Pos, "'#pragma omp parallel' beside other code in a target region is supported only with '#pragma omp for' loops as its whole region (a parallel region of other code is not supported yet)")
		return nil, false
	}
	isWS := func(k int) bool {
		d := f.Dirs[k]
		return d != nil && (d.Kind == "for" || d.Kind == "for simd" || d.Kind == "loop" && !d.LoopBindsThread())
	}
	check := func(k int) bool {
		if errs := directive.WithoutConditional(f.Dirs[k]); len(errs) > 0 {
			// lastprivate(conditional:) is planned by the kernel planner.
			*f.Errs = append(*f.Errs, errs...)
			return false
		}
		return true
	}
	if j+1 < len(ps) && isWS(j+1) {
		if r := f.Binder.Bind(ps[j+1].Seq); r.Stmt != nil && (r.Stmt == stmt || r.Stmt == csyntax.SoleStatement(stmt)) {
			g.Pragmas[j+1] = true
			if !check(j + 1) {
				return nil, false
			}
			return []wsLoop{{f.Dirs[j+1], r.Stmt}}, true
		}
	}
	ks, stmts := f.LoopBlock(j, stmt)
	if ks == nil {
		return refuse()
	}
	var out []wsLoop
	g.ParBlocks[stmt.CompoundStatement] = true
	for i, k := range ks {
		if blockSync(f.Dirs[k]) {
			continue // thread 0 runs it between the loops (package devsync, CtxParBlock)
		}
		g.Pragmas[k] = true
		if !check(k) {
			return nil, false
		}
		out = append(out, wsLoop{f.Dirs[k], stmts[i]})
	}
	if len(out) > 1 {
		// Each loop gets its own private copies: values that a thread's
		// copy carries from one loop to the next would be lost.
		for _, c := range f.Dirs[j].Clauses {
			if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				f.Errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp parallel' of several loops beside other code in a target region is not supported yet (put it on the loops)", c.Name)
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
		d.Kind == directive.Sections || d.Kind == directive.Critical || // critical: refused by package devsync, with its reason
		d.Kind == directive.Taskloop && d.Sync != nil && d.Sync.Masked) // masked taskloop: thread 0's taskloop
}

// LoopBlock returns the pragmas and statements of the loop constructs
// that make up block stmt, the region of the parallel construct of pragma
// j, when the block holds nothing else (but single, master and masked
// constructs between them); nil otherwise.
func (f *Finder) LoopBlock(j int, stmt *cc.Statement) ([]int, []*cc.Statement) {
	if stmt == nil || stmt.Case != cc.StatementCompound || stmt.CompoundStatement.BlockItemList == nil {
		return nil, nil
	}
	ps := f.Pragmas
	byStmt := map[*cc.Statement]int{}
	toks := csyntax.Tokens(stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for k := j + 1; k < len(ps) && ps[k].Seq < hi; k++ {
		d := f.Dirs[k]
		if ps[k].Seq < lo || d == nil || (d.Kind != "for" && d.Kind != "for simd" && d.Kind != "loop" && !blockSync(d)) || d.LoopBindsThread() {
			continue
		}
		if r := f.Binder.Bind(ps[k].Seq); r.Stmt != nil {
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
		if !blockSync(f.Dirs[k]) {
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

// TeamsLoopAsDistribute returns 'target teams loop' d as the 'target
// teams distribute' that runs its iterations on the teams' initial
// threads: bind(teams) and order(concurrent) say nothing more there
// (another bind stays, for the clause checks to refuse).
func TeamsLoopAsDistribute(d *directive.Directive) *directive.Directive {
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

// SplitTeamsDistribute splits a target teams distribute construct d,
// whose loop stmt holds parallel loops, into its target teams construct
// and its distribute loop (the clauses of the distribute leaf), so that
// it lowers as a generic teams region whose distribute loop is all of
// it; private and firstprivate stay with teams, which makes them each
// team's, as they are for the team's initial thread that runs the
// distribute loop.
func SplitTeamsDistribute(d *directive.Directive, stmt *cc.Statement) (*directive.Directive, *Loop) {
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
	return &teams, &Loop{Dir: dist, Stmt: stmt, Lo: toks[0].Seq(), Hi: toks[len(toks)-1].Seq()}
}

// ParallelIsLoops reports whether the region stmt of the parallel
// construct of pragma j is worksharing loops only: one, or a block of
// them (with single, master, or masked constructs for thread 0 between
// them, and no private copies across the loops), which a generic region
// lowers as parallel loops (Find).
func (f *Finder) ParallelIsLoops(j int, stmt *cc.Statement) bool {
	ps := f.Pragmas
	if j+1 < len(ps) {
		if d := f.Dirs[j+1]; d != nil && worksharingKinds[d.Kind] && !d.LoopBindsThread() {
			if r := f.Binder.Bind(ps[j+1].Seq); r.Stmt != nil && (r.Stmt == stmt || r.Stmt == csyntax.SoleStatement(stmt)) {
				return true
			}
		}
	}
	ks, _ := f.LoopBlock(j, stmt)
	if len(ks) > 1 {
		// Copies private to each thread that live across the loops
		// make the block a parallel region of code.
		for _, c := range f.Dirs[j].Clauses {
			if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				return false
			}
		}
	}
	for _, k := range ks {
		// Thread 0 alone runs the code between the loops of a parallel
		// block: a critical there, or a masked construct for another
		// thread, makes it a parallel region of code.
		if d := f.Dirs[k]; d.Kind == directive.Critical || (d.Kind == directive.Masked && d.Sync != nil && strings.TrimSpace(d.Sync.Filter) != "" && strings.TrimSpace(d.Sync.Filter) != "0") {
			return false
		}
	}
	return ks != nil
}
