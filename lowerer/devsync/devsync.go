// Package devsync lowers the synchronisation and tasking constructs that
// stand in target regions and declare target functions (docs/sync.md,
// docs/tasks.md): critical, single, masked, master, barrier, flush,
// ordered, sections, task, taskloop, taskgroup, taskwait and taskyield.
// Each one becomes device code around its statement (or, for the
// standalone ones, before the token that follows the directive), through
// the body's substitution map. What a construct means depends on the team
// it binds to where it stands (Ctx), which the analysis decides from the
// shape of the region; a task runs at once on the thread that meets it,
// so what needs care is its data environment, which the package builds
// with the private copies of the constructs (Var, Copy).
//
// The package reads the unit through Input and the region or function
// whose constructs it lowers through Region; it never imports the
// analysis.
package devsync

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Site is one synchronisation or tasking construct of a region or
// function.
type Site struct {
	Pragma frontend.Pragma
	Dir    *directive.Directive
	Stmt   *cc.Statement         // the construct's statement; nil when standalone
	Next   cc.Token              // standalone: the token its code goes before
	Block  *cc.CompoundStatement // the innermost block around the directive
	// Structural: a standalone directive between the items of a block
	// of a generic region that holds nested parallel loops; the generic
	// lowering places its code.
	Structural bool
	// Combined: the inner construct of a combined parallel construct
	// (parallel masked, parallel sections) in a target region, whose
	// statement is the parallel region's; Pragma.Seq is then that
	// statement's first token, which places it inside the region.
	Combined bool
	// Where is an error directive's place in its message
	// (ErrorWhere), which the analysis sets.
	Where string
	// span caches Span: the constructs ask for each other's statements
	// in loops over the region's sites.
	span *[2]int
}

// Span returns the sequence numbers of the first and last tokens of the
// construct's statement (not for a standalone one).
func (s *Site) Span() (lo, hi int) {
	if s.span == nil {
		lo, hi := csyntax.Span(s.Stmt)
		s.span = &[2]int{lo, hi}
	}
	return s.span[0], s.span[1]
}

// Ctx is the team a construct binds to where it stands.
type Ctx int

const (
	CtxOne   Ctx = iota // a team of one thread (thread 0)
	CtxTeam             // every thread of one team runs the code
	CtxLoop             // the body of a worksharing or distribute loop
	CtxTeams            // strictly nested in a teams region
	CtxSimd             // inside a simd region
	CtxFunc             // a declare target function: the team is the caller's
	// CtxParBlock: between the loops of a generic region's parallel
	// block; thread 0 runs the statement there, the loops' barriers
	// around it.
	CtxParBlock
)

// FuncBarrier is the barrier of the caller's team in a declare target
// function: skipped by a team of one.
const FuncBarrier = "if (omp_get_num_threads() > 1) __omp_barrier(); "

// Input is what the stage reads from the unit, the same for every
// region and function.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Env is the data environment: the variables clauses name, and
	// which are declare target.
	Env *dataenv.Env
	// Temps numbers the temporaries of private copies across the unit.
	Temps *Temps
}

// Region is what lowering the constructs of one target region or
// declare target function reads from the analysis around it: the kernel
// and the generic region they stand in, the simd loops and the
// constructs the analysis lowers itself.
type Region interface {
	// Kernel returns the kernel whose region holds the constructs and
	// the token range of that region; k is nil in a declare target
	// function and in a generic region.
	Kernel() (k *plan.Kernel, lo, hi int)
	// Generic reports whether the constructs stand in a generic region
	// (docs/generic.md).
	Generic() bool
	// GenericHas reports whether the device code of the generic region
	// has decl: declared in the region, or captured by its kernel.
	GenericHas(decl *cc.Declarator) bool
	// GenericLoop returns the nested parallel loop, or parallel region
	// of code, of the generic region that holds token seq.
	GenericLoop(seq int) (Loop, bool)
	// WorkLoop returns the worksharing loop, not a loop kernel's, whose
	// body holds token seq: a generic region's parallel loop, a
	// worksharing loop of a parallel region of code, or an orphaned
	// loop of a declare target function; body is the body
	// of its nest's innermost loop (nil when the nest cannot be read).
	WorkLoop(seq int) (d *directive.Directive, body *cc.Statement)
	// WorkNest returns the nest of the ordered(n) clause of WorkLoop's
	// loop around token seq: its n perfectly nested loops; nil when it
	// has none or they are not such loops.
	WorkNest(seq int) *loops.Nest
	// OrphanOrdered is the code around an ordered region in an
	// orphaned worksharing loop of a declare target function.
	OrphanOrdered() (before, after string)
	// ParShared reports whether decl is shared where task s stands in a
	// generic region's parallel region of code: its variables are the
	// team's unless declared in it or given copies by its clauses or
	// its worksharing loop's.
	ParShared(s *Site, decl *cc.Declarator) bool
	// ParBlockAround returns the block of the generic region's parallel
	// construct whose block holds construct s, and that construct's
	// directive (nil when not found).
	ParBlockAround(s *Site) (*cc.CompoundStatement, *directive.Directive)
	// InSimd reports whether the pragma at seq (frontend.Pragma.Seq)
	// stands in a simd loop nested in the region.
	InSimd(seq int) bool
	// SectionsRefused reports whether blk is the block of a sections
	// construct already refused (its section directives need no other
	// message).
	SectionsRefused(blk *cc.CompoundStatement) bool
	// OrphanLoop puts the code of an orphaned worksharing loop
	// (#pragma omp for or loop in a declare target function) into e,
	// and reports whether the team's threads meet there.
	OrphanLoop(s *Site, e *Edits) bool
	// ReductionsShared checks that the reduction, firstprivate and
	// lastprivate items of worksharing construct s are shared in the
	// parallel region it binds to.
	ReductionsShared(s *Site) bool
}

// Loop is a parallel loop, or parallel region of code, nested in a
// generic region.
type Loop struct {
	Dir    *directive.Directive // its construct
	Lo, Hi int                  // its statement's token sequence numbers
	Par    bool                 // a parallel region of code, not a loop
}

// Result is what lowering the constructs of a region gives besides the
// device code.
type Result struct {
	// Meet: a construct makes the team's threads meet (barrier, single
	// without nowait).
	Meet bool
	// RuntimeState: the device code asks the device runtime for the
	// caller's team (constructs in declare target functions).
	RuntimeState bool
}

// lowering is the lowering of the constructs of one region or function.
type lowering struct {
	Input
	r     Region
	sites []*Site
	res   Result
	// dxNests are the nests of the doacross constructs' loops;
	// dxRefused the loop variables of refused doacross loops.
	dxNests   map[*Site]*loops.Nest
	dxRefused map[diag.Pos]bool
}

// Lower turns constructs sites into device code in subst, each where ctx
// says it binds; where is the region or function for messages.
func Lower(in Input, r Region, sites []*Site, subst map[int]string, where string, ctx func(*Site) Ctx) Result {
	l := &lowering{Input: in, r: r, sites: sites}
	e := newEdits()
	e.Subst = subst
	marks, sectionOwned := l.sectionMarks()
	orderedSeen := map[*cc.Statement]bool{}
	for _, s := range l.sites {
		c := ctx(s)
		if c != CtxSimd && c != CtxTeams && (l.inTaskloopSimd(s) || r.InSimd(s.Pragma.Seq)) {
			// A simd loop nested in the region binds what it holds,
			// whatever the region binds outside it.
			c = CtxSimd
		}
		if l.meetsInside(s) || l.criticalInSame(s) || !l.syncAllowed(s, c, where, e, sectionOwned, orderedSeen) || s.Structural { // closenest.go
			continue
		}
		if l.lowerSync(s, c, where, e, marks) {
			l.res.Meet = true
		}
	}
	e.apply(subst)
	return l.res
}

// NewSite checks the synchronisation or tasking directive d at q, which
// b binds to its statement, and returns its site; nil when it is refused
// (the reasons in errs).
func NewSite(errs *diag.List, b *binding.Binder, q frontend.Pragma, d *directive.Directive) *Site {
	if len(d.Deferred) > 0 {
		*errs = append(*errs, d.Deferred...)
		return nil
	}
	r := b.Bind(q.Seq)
	s := &Site{Pragma: q, Dir: d, Block: r.Block}
	if d.StandaloneSync() || d.Kind == directive.ErrorDir {
		switch {
		case r.Fn == nil || r.Block == nil || r.InExpression():
			errs.Errorf(q.Pos, "'#pragma omp %s' must stand between the statements of a block", d.Kind)
			return nil
		case r.AtBlockEnd():
			s.Next = r.Block.Token2
		case r.Stmt != nil && !csyntax.DirectItem(r.Block, r.Stmt):
			errs.Errorf(q.Pos, "'#pragma omp %s' cannot be the statement of an 'if', a loop or a label (put it in braces)", d.Kind)
			return nil
		default:
			// r.Seq-1, not q.Seq: at the top of a function body the
			// binder steps past the parser's injected __func__
			// declaration, which is no statement of the body.
			n := nextItem(r.Block, r.Seq-1)
			if n == nil {
				errs.Errorf(q.Pos, "'#pragma omp %s' must stand between the statements of a block", d.Kind)
				return nil
			}
			s.Next = csyntax.First(n)
		}
		return s
	}
	if r.Stmt == nil {
		r.Error(errs, q.Pos, string(d.Kind))
		return nil
	}
	s.Stmt = r.Stmt
	if lo, hi, ok := b.Span(r.Stmt); ok {
		s.span = &[2]int{lo, hi}
	}
	if j := csyntax.EscapingJump(r.Stmt); j != nil {
		errs.Errorf(frontend.Position(j.Token), "'%s' out of the region of '#pragma omp %s' is not allowed", j.Token.SrcStr(), d.Kind)
		return nil
	}
	var bad *cc.JumpStatement
	csyntax.Walk(r.Stmt, func(n cc.Node) bool {
		// A goto leaving the block is the analysis's to report (package
		// jumps), with those that enter it.
		if j, ok := n.(*cc.JumpStatement); ok && bad == nil && (j.Case == cc.JumpStatementReturn || j.Case == cc.JumpStatementGotoExpr) {
			bad = j
		}
		return true
	})
	if bad != nil {
		errs.Errorf(frontend.Position(bad.Token), "'%s' out of the region of '#pragma omp %s' is not allowed", bad.Token.SrcStr(), d.Kind)
		return nil
	}
	return s
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

// KernelCtx is the team a construct in the region of kernel k (built
// from directive d) binds to, for a region that is not a generic one.
func KernelCtx(k *plan.Kernel, d *directive.Directive) Ctx {
	switch {
	case d.Kind.Has("simd"):
		return CtxSimd
	case k.LoopPlan != nil:
		return CtxLoop
	case k.Construct == directive.TargetParallel:
		return CtxTeam
	case d.Kind.Has("teams"):
		return CtxTeams
	}
	return CtxOne
}

// Edits collects the code that goes before and after tokens of a body,
// to be joined with the tokens' text (or their substitution) at the end,
// so that constructs ending at the same token nest.
type Edits struct {
	pre, post map[int][]string
	src       map[int]string // each touched token's source text
	order     []int          // touched tokens, first touch first
	// Drop: touched tokens whose text gives way (an orphaned loop's
	// directive text).
	Drop map[int]bool
	// Subst: the body's substitutions so far.
	Subst map[int]string
}

func newEdits() *Edits {
	return &Edits{pre: map[int][]string{}, post: map[int][]string{}, src: map[int]string{}, Drop: map[int]bool{}}
}

// Touch records token t as one that gets code around it and returns its
// sequence number.
func (e *Edits) Touch(t cc.Token) int {
	seq := t.Seq()
	if _, ok := e.src[seq]; !ok {
		e.src[seq] = t.SrcStr()
		e.order = append(e.order, seq)
	}
	return seq
}

// Around puts before ahead of the first of toks and after behind the
// last, inside the code already after it (an inner construct closes
// first).
func (e *Edits) Around(toks []cc.Token, before, after string) {
	first, last := e.Touch(toks[0]), e.Touch(toks[len(toks)-1])
	e.pre[first] = append(e.pre[first], before)
	e.post[last] = append([]string{after}, e.post[last]...)
}

// apply writes the collected code around each touched token into subst.
func (e *Edits) apply(subst map[int]string) {
	for _, seq := range e.order {
		text, ok := subst[seq]
		if !ok {
			text = e.src[seq]
		}
		if e.Drop[seq] {
			text = ""
		}
		subst[seq] = strings.Join(e.pre[seq], "") + text + strings.Join(e.post[seq], "")
	}
}
