package generic

// The body of a generic region: the code beside the nested loops becomes
// thread 0's (control flow that holds a loop is followed by every
// thread, thread 0 deciding each branch), each nested loop every
// thread's share of it, the variables declared beside the loops
// storage the team shares (docs/generic.md).

import (
	"fmt"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/jumps"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
	"github.com/omp-offload/rules_omp_offload/lowerer/vla"
)

// genBuilder rewrites a generic region into the pieces of plan.Generic.
type genBuilder struct {
	a      *unit
	k      *plan.Kernel // the kernel, for the arguments of the loops' copies
	g      *Region
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
	clauseVars []*Var
	// reported are the clauses of a parallel block already refused.
	reported map[diag.Pos]bool
	// inPar: the statements being rewritten stand between the loops of a
	// parallel block (single, master), where the team is the loops'.
	inPar bool
	// ws: the loops are worksharing loops of a parallel region of code
	// (parcode.go).
	ws bool
	// sized: the region's parallel constructs ask for different team
	// sizes; each with a num_threads runs on a team of its own size
	// (teamsize.go).
	sized bool
	// teamVLAs are the variable-length arrays declared beside the
	// loops (teamVLA).
	teamVLAs map[*cc.Declarator]bool
	// lo and hi are the sequence numbers of the region's first and last
	// tokens.
	lo, hi int
	// jumps are the region's gotos that take the team along (gotos.go).
	jumps *teamJumps
}

// inRegion reports whether decl is declared in the region.
func (gb *genBuilder) inRegion(decl *cc.Declarator) bool {
	t := decl.NameTok()
	return gb.lo <= t.Seq() && t.Seq() <= gb.hi
}

// Body plans the body of a generic region (kernel k, its region
// region, the substitutions subst of its tokens). It returns the
// variables the nested loops' clauses name.
func Body(u Unit, k *plan.Kernel, g *Region, region *cc.Statement, subst map[int]string) []*Var {
	a := newUnit(u)
	rfirst, rlast := csyntax.First(region), csyntax.Last(region)
	gb := &genBuilder{a: a, k: k, g: g, subst: subst, lo: rfirst.Seq(), hi: rlast.Seq()}
	launch, sized := gb.teamSizes(g, k, region)
	gb.sized = sized
	var ifOK bool
	if sized && !blockIf(g) {
		// Each parallel region of code sizes its own team by its if
		// clause (parCode, regionIf).
	} else if g.LaunchIf, ifOK = launchIf(a, k.Directive, g, region); !ifOK {
		// Reported once, for the parallel construct.
		gb.reported = map[diag.Pos]bool{}
		for _, l := range g.Loops {
			if c := l.Dir.Clause("if"); c != nil && g.InParBlock(l) {
				gb.reported[c.Pos] = true
			}
		}
	}
	for _, l := range g.Loops {
		// schedule(runtime) loops after an omp_set_schedule of the
		// region take the schedule it set (runsched.go).
		l.Dir = gb.runtimeSchedule(l.Dir, l.Lo)
		if l.Par != nil {
			for _, w := range l.Par.Loops {
				w.Dir = gb.runtimeSchedule(w.Dir, w.Lo)
			}
		}
	}
	gb.jumps = newTeamJumps(region)
	gb.stmt(region)
	gb.flush()
	gb.jumpDecl()
	k.Generic = &plan.Generic{Pieces: gb.pieces, Teams: g.Teams}
	k.Body = ""
	// One team, or for a teams region num_teams teams (else
	// plan.GenericTeams, or one where the count shows: TeamCountShows);
	// as many threads as the nested loops ask for, else the default
	// (capped by thread_limit on the host).
	k.Launch.FixedTeams, k.Launch.FixedThreads = 1, 0
	if g.Teams {
		k.Launch.FixedTeams = plan.GenericTeams
		if k.Launch.NumTeams != "" {
			k.Launch.FixedTeams = 0
		} else if len(g.Loops) == 0 || TeamCountShows(g, region) {
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
	if sized {
		k.Launch.NumThreads = launch
	}
	if g.LaunchIf != "" {
		k.Launch.ParallelIf = g.LaunchIf
	}
	if gb.threads != "" {
		scope := resolve.ScopeOf(region)
		firstTok := csyntax.First(region)
		first := firstTok.Seq()
		for _, t := range strings.Fields(csyntax.Tokenize(gb.threads)) {
			if directive.IsIdent(t) && !csyntax.ExprKeywords[t] && !resolve.Any(scope, t, first) {
				if !a.Macro(t) {
					a.errs.Errorf(gb.threadsAt, "'%s' in 'num_threads' of a loop beside other code in a target region must be visible before the target construct: the team is sized when the region is launched", t)
					break
				}
			}
		}
	}
	return gb.clauseVars
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
func (gb *genBuilder) loopAt(s *cc.Statement) *Loop {
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
		gb.compound(s.CompoundStatement)
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
	case cc.StatementLabeled:
		x := s.LabeledStatement
		if x.Case != cc.LabeledStatementLabel {
			gb.errorf(csyntax.First(s), "this statement cannot contain a nested parallel loop in a target region yet")
			return
		}
		// Every thread passes the label (the gotos to it take the team
		// along: gotos.go).
		gb.emit("%s:;\n", x.Token.SrcStr())
		gb.stmt(x.Statement)
	default:
		gb.errorf(csyntax.First(s), "this statement cannot contain a nested parallel loop in a target region yet")
	}
}

// compound rewrites block cs of the region, a parallel block
// (docs/generic.md) between pieces of its own.
func (gb *genBuilder) compound(cs *cc.CompoundStatement) {
	gb.emit("{\n")
	block := gb.g.ParBlocks[cs]
	if block {
		gb.inPar = true
		defer func() { gb.inPar = false }()
		gb.flush()
		gb.pieces = append(gb.pieces, plan.GenericPiece{Block: +1})
	}
	prev := cs.Token.Seq()
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
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
	gb.standalone(prev, cs.Token2.Seq())
	if block {
		gb.flush()
		gb.pieces = append(gb.pieces, plan.GenericPiece{Block: -1})
	}
	gb.emit("}\n")
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
	if out, in := gb.jumps.split(s); len(out) > 0 || len(in) > 0 {
		if gb.inPar {
			gb.errorf(csyntax.First(s), "a 'goto' between the loops of a parallel construct beside other code in a target region is not supported yet")
			return
		}
		gb.guardedSeq(s, out, in)
		return
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
		if dd.IsTypename() && dataenv.HasVLA(dd.Type()) && !gb.a.ErrorAt(frontend.Position(dd.NameTok())) {
			// The extents of a variable-length typedef, which thread
			// 0 evaluates where C does, for the team's arrays.
			names, exprs := vla.TypedefExtents(dd)
			for k, name := range names {
				gb.emit("OMP_DEV_SHARED long long %s;\nif (OMP_DEV_MASTER) { %s = (long long)(%s); }\n", name, name, gb.render(exprs[k]))
			}
			return
		}
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
			if at.IsVLA() && gb.a.ErrorAt(frontend.Position(tok)) {
				continue // reported with the uses of variable-length arrays
			}
			if l := vla.DeclLocal(d, id); l != nil {
				gb.teamVLA(l)
				continue
			}
			gb.errorf(tok, "variable-length array '%s' beside a nested parallel loop in a target region is not supported yet (its storage is shared by the team)", name)
			continue
		}
		sd, err := ctype.MutableDecl(t, name)
		if err != nil {
			gb.errorf(tok, "variable '%s': %v", name, err)
			continue
		}
		gb.emit("OMP_DEV_SHARED %s%s;\n", sd, gb.a.SharedAlign(d)) // an allocate directive's alignment
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

// teamVLA declares a variable-length array beside the nested loops:
// the team's storage object and variable live in shared memory, thread
// 0 evaluates the extents and allocates, and frees when the scope ends
// (the team's loops in it are over by then).
func (gb *genBuilder) teamVLA(l *vla.Local) {
	name := l.Decl.Name()
	mem := vla.Mem(name)
	if gb.teamVLAs == nil {
		gb.teamVLAs = map[*cc.Declarator]bool{}
	}
	gb.teamVLAs[l.Decl] = true
	gb.emit("OMP_DEV_SHARED __omp_vla_mem %s;\nOMP_DEV_SHARED %s %s;\n", mem, l.Type(), name)
	gb.emit("__omp_vla_team __omp_vt_%s(&%s);\n%s\n", name, mem, l.Bytes())
	init := l.Init("&"+mem, func(k int) string { return gb.render(l.Exts[k].AssignmentExpression) })
	gb.emit("if (OMP_DEV_MASTER) { %s = %s; }\n", name, init)
}

// genericClauses are the clauses of a nested parallel loop the lowering
// implements (hints and data-sharing defaults included).
var genericClauses = map[string]bool{
	"private": true, "firstprivate": true, "reduction": true, "shared": true, "default": true,
	"collapse": true, "num_threads": true, "proc_bind": true, "order": true, "bind": true,
	"simdlen": true, "safelen": true, "aligned": true, "nontemporal": true, "schedule": true,
	// The ticket of the ordered regions: the walk's (docs/tasks.md).
	"ordered": true,
}

// loop plans one nested parallel loop: every thread's share of it.
func (gb *genBuilder) loop(l *Loop) {
	a := gb.a
	d := l.Dir
	nerr := len(*a.errs)
	if gb.loopDepth > 0 {
		if j := csyntax.EscapingJump(l.Stmt); j != nil {
			gb.errorf(j.Token, "'%s' out of a loop that contains a nested parallel loop in a target region is not supported yet", j.Token.SrcStr())
			return
		}
	}
	distDecl := gb.loopClauses(l)
	if len(*a.errs) > nerr {
		return
	}
	nest, ok := a.LoopNest(d, l.Stmt)
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
		pl.If = a.DeviceClauseExpr(c.Expr, resolve.ScopeOf(l.Stmt), first.Seq(), 0)
		gb.exprVars(c.Expr, c.ExprPos, "the condition of 'if'", l.Stmt)
		if pl.Threads != "" {
			// A team of its own size, of one thread when the
			// condition is false: an inactive parallel region.
			pl.Threads = "(" + pl.If + ") ? (" + pl.Threads + ") : 1"
			pl.If = ""
		}
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
	if len(*a.errs) > nerr {
		return
	}
	a.ConditionalWrites(d, body, gb.subst, l.Lo, l.Hi)
	switch {
	case l.Uniform:
		gb.uniformBody(pl, body)
	case pl.Master:
		// The team's initial thread runs it, as the code around it.
		pl.Body = gb.render(body)
	default:
		pl.Body = csyntax.Render(csyntax.Tokens(body), gb.subst)
	}
	if _, ok := jumps.FirstLabel(body); ok && pl.If != "" && pl.Pieces == nil {
		// The walk is printed twice, for either value of the condition
		// (emit/device ifLoop): the copy thread 0 runs alone has labels
		// of its own.
		sub := jumps.Renames(body, "__omp_if0_")
		for k, v := range gb.subst {
			if _, ok := sub[k]; !ok {
				sub[k] = v
			}
		}
		pl.OneBody = csyntax.Render(csyntax.Tokens(body), sub)
	}
	gb.flush()
	gb.pieces = append(gb.pieces, plan.GenericPiece{Loop: pl})
}

// loopClauses checks the clauses of nested parallel loop l, records
// its num_threads and returns the declaration of its dist_schedule
// chunk ("" without one); errors are counted in the diagnostics.
func (gb *genBuilder) loopClauses(l *Loop) (distDecl string) {
	d := l.Dir
	a := gb.a
	for _, c := range d.Clauses {
		if c.Name == "dist_schedule" {
			distDecl = gb.distChunk(c, l.Stmt) // an error is counted in the diagnostics
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
		if c.Name == "ordered" && c.Expr != "" && d.Clause("if") != nil {
			a.errs.Errorf(c.Pos, "clause 'ordered(%s)' (a doacross loop) with an 'if' clause on a '#pragma omp %s' %s is not supported yet", c.Expr, d.Kind, gb.where())
			continue
		}
		if !genericClauses[c.Name] && !(gb.ws && wsLoopClauses[c.Name]) {
			a.errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp %s' %s is not supported yet", c.Name, d.Kind, gb.where())
			continue
		}
		switch c.Name {
		case "default":
			// none changes nothing in a valid program, and the host
			// compiler checks the fallback, which keeps the clause;
			// private and firstprivate come spelled out as the clauses
			// they imply (dataenv.ExpandDefault).
		case "schedule":
			if _, _, mod := kernelplan.SplitSchedule(kernelplan.StripScheduleModifiers(c.Expr)); mod {
				a.errs.Errorf(c.ExprPos, "invalid schedule modifier in 'schedule(%s)': the modifiers are monotonic or nonmonotonic (not both; nonmonotonic only with dynamic or guided) and simd", c.Expr)
			}
		case "num_threads":
			if gb.sized {
				continue
			}
			if gb.threads != "" && gb.threads != c.Expr {
				a.errs.Errorf(c.ExprPos, "num_threads(%s) differs from num_threads(%s) of another parallel loop of this target region; one team runs them all, so they must agree", c.Expr, gb.threads)
				continue
			}
			gb.threads, gb.threadsAt = c.Expr, c.ExprPos
		}
	}
	if d.Kind.Has("loop") {
		if errs := directive.CheckLoopClauses(gb.wsBinding(d)); errs.HasErrors() {
			*a.errs = append(*a.errs, errs...)
		}
	}
	return distDecl
}

// planLoop plans how the lanes of nested loop l walk its nest: a
// parallel loop's threads of one team, a distribute parallel for's
// threads of all teams, a distribute loop's teams (thread 0 of each).
// distDecl declares its dist_schedule chunk, "" for none.
func (gb *genBuilder) planLoop(l *Loop, nest *loops.Nest, distDecl string) *plan.ParallelLoop {
	a, d := gb.a, l.Dir
	lp := &plan.LoopPlan{Nest: nest}
	pl := &plan.ParallelLoop{
		Directive: d, LoopPlan: lp,
		Iteration: plan.Iteration{Lane: "(unsigned long long)threadIdx.x", Lanes: "(unsigned long long)blockDim.x"},
		InBlock:   gb.inPar,
		Teams:     gb.g != nil && gb.g.Teams,
		Master:    l.DistributeOnly(),
	}
	if !gb.inPar && !pl.Master {
		pl.Threads = gb.regionSize(d, l.Stmt)
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
		pd = d.WithClause(directive.Clause{Pos: d.Pos, Name: "dist_schedule", Expr: "static", ExprPos: d.Pos})
	}
	if construct != directive.TargetTeamsDistribute && d.Clause("schedule") == nil && !doacross(d) {
		// Without a schedule the team's threads take static blocks,
		// clang's default, which a program observes (which thread runs
		// an iteration, what a thread's private variables hold after
		// its share, which thread's copy lastprivate or ordered see).
		pd = pd.WithClause(directive.Clause{Pos: d.Pos, Name: "schedule", Expr: "static", ExprPos: d.Pos})
	}
	if construct == directive.TargetParallelFor && pl.Teams {
		// Every team runs the whole loop: its team chunks are the
		// loop's, dealt to team 0 of 1.
		pl.Iteration.Team, pl.Iteration.Teams = "0ULL", "1ULL"
	}
	k := &plan.Kernel{Construct: construct, LoopPlan: lp, Directive: pd}
	if !a.KernelPlan().DoacrossNest(k, pd) {
		return pl
	}
	a.KernelPlan().Loop(k, pd)
	// Balanced without a schedule clause of the user's: the one added above.
	lp.GPUOneAtATime = lp.Balanced && d.Clause("schedule") == nil
	if lp.Doacross != nil {
		// The posts go to a ring of the shared iterations whatever the
		// schedule; the team meets before its slots are cleared (the
		// loop may run again, or follow another after nowait) and
		// after.
		lp.DoacrossRing = true
		pl.Iteration.Sync = "OMP_DEV_GEN_SYNC;"
	}
	if distDecl != "" {
		pl.Outer = append(pl.Outer, distDecl)
	}
	return pl
}

// doacross reports a loop construct with ordered(n): without a schedule
// clause its threads take chunks of one iteration (kernelplan.Loop).
func doacross(d *directive.Directive) bool {
	c := d.Clause("ordered")
	return c != nil && c.Expr != ""
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
	scope := resolve.ScopeOf(stmt)
	firstTok := csyntax.First(stmt)
	first := firstTok.Seq()
	seen := map[string]string{}
	last := lastNames(d)
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
				gb.reductionItem(pl, &c, &it, stmt)
				continue
			}
			if len(it.Sections) > 0 {
				a.errs.Errorf(it.Sections[0].Pos, "array sections are not allowed in clause '%s'", c.Name)
				continue
			}
			decl := resolve.Lookup(scope, it.Name, first)
			if decl == nil || decl.IsTypename() || decl.Type().Kind() == cc.Function {
				a.errs.Errorf(it.Pos, "'%s' in clause '%s' is not a variable in scope", it.Name, c.Name)
				continue
			}
			if c.Name == "firstprivate" {
				gb.clauseVars = append(gb.clauseVars, &Var{Decl: decl, Name: it.Name, Pos: it.Pos, First: first})
			}
			t := decl.Type()
			if t.Kind() == cc.Array && dataenv.HasVLA(t) {
				gb.vlaClauseItem(pl, c.Name, &it, decl, last[it.Name])
				continue
			}
			own, err := a.SpellDecl(t, it.Name)
			if err != nil {
				a.errs.Errorf(it.Pos, "variable '%s': %v", it.Name, err)
				continue
			}
			if c.Name == "private" {
				pl.Private = append(pl.Private, own+";")
				continue
			}
			if last[it.Name] {
				// Lastprivate too: the lane's copy (lastItems,
				// LastItem.From) starts from the team's snapshot,
				// which the write of the last iteration's value
				// leaves alone.
				snap := "__omp_fs_" + it.Name
				sd, err := a.SpellDecl(t, snap)
				if err != nil {
					a.errs.Errorf(it.Pos, "variable '%s': %v", it.Name, err)
					continue
				}
				set := fmt.Sprintf("%s = %s;", snap, it.Name)
				if t.Kind() == cc.Array {
					set = fmt.Sprintf("memcpy((void *)%s, (const void *)%s, sizeof %s);", snap, it.Name, snap)
				}
				pl.Snapshots = append(pl.Snapshots, plan.Snapshot{Decl: sd, Set: set})
				continue
			}
			orig := "__omp_fp_" + it.Name
			ref := "(&" + orig + ")"
			if t.Kind() != cc.Array {
				ref = "&" + orig
			}
			rd, err := a.SpellQualDecl(t, ref)
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

// reductionItem plans reduction item it (of clause c) of a nested loop
// over stmt: each lane folds into a copy the device names
// __omp_ro_<name>.
func (gb *genBuilder) reductionItem(pl *plan.ParallelLoop, c *directive.Clause, it *directive.Item, stmt *cc.Statement) {
	a := gb.a
	scope := resolve.ScopeOf(stmt)
	firstTok := csyntax.First(stmt)
	first := firstTok.Seq()
	r, _, ok := a.KernelPlan().ReductionItem(c, it, scope, first, false)
	if !ok {
		return
	}
	gb.clauseVars = append(gb.clauseVars, &Var{Decl: resolve.Lookup(scope, it.Name, first), Name: it.Name, Pos: it.Pos, First: first})
	r.Device = "__omp_ro_" + it.Name
	if arr := r.Array; arr != nil && arr.Heap {
		// The device evaluates the bounds.
		gb.exprVars(arr.Lower, it.Pos, "the bounds of 'reduction'", stmt)
		gb.exprVars(arr.Len, it.Pos, "the bounds of 'reduction'", stmt)
	}
	if (gb.g == nil || gb.g.Teams) && r.UDR != nil && r.UDR.Orig {
		a.UDROrigRefused(r, "on a parallel loop that the teams of a teams region each run")
	}
	// omp_orig: the variable, which changes only in the fold after the
	// loop's barrier.
	r.InitFrom(r.Device)
	pl.Reductions = append(pl.Reductions, r)
}

// lastNames are the items of the lastprivate clauses of d without the
// conditional modifier, which dataSharing and lastItems take in
// firstprivate too; none on a distribute loop (clang-19 refuses an item
// in both there, and the lowering keeps it refused).
func lastNames(d *directive.Directive) map[string]bool {
	out := map[string]bool{}
	if d.Kind.Has("distribute") {
		return out
	}
	for _, c := range d.Clauses {
		if c.Name == "lastprivate" && !c.Conditional && len(c.Modifiers) == 0 {
			for _, it := range c.Items {
				out[it.Name] = true
			}
		}
	}
	return out
}

// standalone places the standalone constructs that stand between the
// items of a block holding nested loops, in tokens [lo, hi): a flush is a
// fence (every thread runs it; the threads that run no code there lose
// nothing by it); a barrier there binds to a team of one, or stands
// between loops that end with a barrier anyway, and needs no code.
func (gb *genBuilder) standalone(lo, hi int) {
	for _, s := range gb.a.Syncs() {
		if s.Structural && s.Pragma.Seq >= lo && s.Pragma.Seq < hi && s.Dir.Kind == directive.Flush {
			gb.emit("__omp_flush();\n")
		}
	}
}
