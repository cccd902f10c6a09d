package devcall

// The places in target regions and declare target functions where the
// calls of team functions (Team) and of functions that hold a parallel
// construct (Par) are lowered, and the refusals elsewhere.

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Region is a target region whose calls are checked.
type Region struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Kernel is the region's kernel; Generic its generic plan (nil
	// when not generic) and WS its worksharing loops (nil when none).
	Kernel  *plan.Kernel
	Generic *generic.Region
	WS      *generic.Par
	// Syncs are the region's synchronisation and tasking constructs.
	Syncs []*devsync.Site
	// Body is the region's code (nil when none).
	Body cc.Node
	// NestCall reports the calls (by their callee's token) that go to a
	// copy for a nested parallel region; TeamCall those that go to the
	// copy that a team calls.
	NestCall, TeamCall func(seq int) bool
}

// KernelTeamCalls checks the calls of team functions in region r: they
// are lowered where every thread of the team the call binds to runs it,
// and the host plugin then runs the team's threads as real threads.
func (f *Funcs) KernelTeamCalls(r Region) {
	if r.Body == nil {
		return
	}
	called := false
	f.TeamCalls(r.Body, func(tok cc.Token, name string) {
		if r.NestCall(tok.Seq()) {
			return // a team of one in a nested parallel region
		}
		if msg := teamCallSite(r, tok.Seq()); msg != "" {
			r.Errs.Errorf(frontend.Position(tok), "%s", TeamCallRefusal(name, msg))
			return
		}
		for _, s := range r.Syncs {
			if s.Stmt != nil && KeepsThreadsAway(s.Dir.Kind) && firstSeq(s.Stmt) <= tok.Seq() && tok.Seq() <= lastSeq(s.Stmt) {
				r.Errs.Errorf(frontend.Position(tok), "%s", TeamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", s.Dir.Kind)))
				return
			}
		}
		called = true
	})
	if called {
		r.Kernel.TeamThreads = true
	}
}

// teamCallSite says where the call at token seq in region r stands when
// not every thread of the team it binds to runs it, or what is not
// supported there; "" where the call is lowered. The team is the
// innermost parallel region's: the kernel's threads in a target parallel
// region and in a parallel region of code, or one thread (as the device
// runtime reports) in the code of a target or teams region, a distribute
// loop's body and the code that thread 0 of a generic region runs at
// level 0.
func teamCallSite(r Region, seq int) string {
	k := r.Kernel
	kind := k.Directive.Kind
	switch {
	case k.LoopPlan != nil && kind.Has("for"):
		return wsLoopSite(kind)
	case r.WS != nil && r.WS.LoopOf(seq) != nil:
		return wsLoopSite(r.WS.LoopOf(seq).Dir.Kind)
	case k.LoopPlan != nil && kind.Has("simd"):
		return fmt.Sprintf("in the region of '#pragma omp %s' (a simd region)", kind)
	case k.LoopPlan != nil && kind.Has("loop"):
		return fmt.Sprintf("in the region of '#pragma omp %s' (a loop region)", kind)
	case r.Generic != nil:
		return genericCallSite(k, r.Generic, seq)
	}
	return ""
}

// wsLoopSite names the worksharing loop construct kind around a call.
func wsLoopSite(kind directive.Kind) string {
	return fmt.Sprintf("in the region of the worksharing loop of '#pragma omp %s'", kind)
}

// genericCallSite is teamCallSite in generic region gen.
func genericCallSite(k *plan.Kernel, gen *generic.Region, seq int) string {
	if l := gen.LoopOf(seq); l != nil {
		switch {
		case l.Par != nil && l.Par.LoopOf(seq) != nil:
			return wsLoopSite(l.Par.LoopOf(seq).Dir.Kind)
		case l.Par != nil:
			return "" // a parallel region of code: every thread runs it
		case l.DistributeOnly() && !l.Dir.Kind.Has("simd"):
			return "" // thread 0 runs the team's iterations, at level 0
		case l.Dir.Kind.Has("simd"):
			return fmt.Sprintf("in the region of '#pragma omp %s' (a simd region)", l.Dir.Kind)
		}
		return wsLoopSite(l.Dir.Kind)
	}
	inBlock := false
	for b := range gen.ParBlocks {
		inBlock = inBlock || b.Token.Seq() < seq && seq < b.Token2.Seq()
	}
	if inBlock || k.Level != 0 {
		// (a parallel region whose code thread 0 alone runs)
		return "between the loops of a parallel region in a target region, which thread 0 alone runs"
	}
	return "" // thread 0 runs it as a team of one
}

// FuncTeamCalls refuses the calls of team functions in a declare target
// function's worksharing loops and in the constructs (syncs) that not
// every thread of the team runs.
func (f *Funcs) FuncTeamCalls(errs *diag.List, syncs []*devsync.Site) {
	for _, s := range syncs {
		if s.Stmt == nil || !KeepsThreadsAway(s.Dir.Kind) {
			continue
		}
		kind := s.Dir.Kind
		f.TeamCalls(s.Stmt, func(tok cc.Token, name string) {
			errs.Errorf(frontend.Position(tok), "%s", TeamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", kind)))
		})
	}
}

// KernelParCalls checks the calls in region r of functions that hold a
// parallel construct: they are lowered where the region is at level 1
// (the parallel region of the target construct, a parallel loop or
// region of code of a generic region, the code between the loops of a
// parallel block), where the construct is an inactive nested region.
func (f *Funcs) KernelParCalls(r Region) {
	if r.Body == nil {
		return
	}
	k := r.Kernel
	DirectCalls(r.Body, func(tok cc.Token, name string) {
		s := f.Par(name)
		if s == nil || r.TeamCall(tok.Seq()) || r.NestCall(tok.Seq()) {
			return // a nested region's call is checked by the analysis
		}
		where, simd := parCallSite(r, tok.Seq())
		if kind := f.NestTeamConstruct(tok.Seq(), firstSeq(r.Body), lastSeq(r.Body)); where != "" && !simd && kind != "" {
			where = fmt.Sprintf("in the region of '#pragma omp %s' in the code that the initial thread of '#pragma omp %s' runs", kind, k.Directive.Kind)
		}
		switch {
		case where == "":
		case simd:
			r.Errs.Errorf(frontend.Position(tok), "a call of '%s', which holds %s, %s: a simd or loop region may not hold a parallel region", name, s.Describe(name), where)
		default:
			r.Errs.Errorf(frontend.Position(tok), "a call of '%s', which holds %s, %s is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)", name, s.Describe(name), where)
		}
	})
}

// parCallSite says where the call at token seq in region r stands when
// that is at level 0 or in a simd or loop region (simd: which may hold
// no parallel region); "" where it is lowered.
func parCallSite(r Region, seq int) (where string, simd bool) {
	k, gen := r.Kernel, r.Generic
	kind := k.Directive.Kind
	inSimd := func(kind directive.Kind) bool { return kind.Has("simd") || kind.Has("loop") }
	if k.LoopPlan != nil && inSimd(kind) {
		return fmt.Sprintf("in the region of '#pragma omp %s'", kind), true
	}
	if r.WS != nil {
		if l := r.WS.LoopOf(seq); l != nil && inSimd(l.Dir.Kind) {
			return fmt.Sprintf("in the region of '#pragma omp %s'", l.Dir.Kind), true
		}
	}
	if gen == nil {
		if k.Level != 0 {
			return "", false
		}
		return fmt.Sprintf("in the region of '#pragma omp %s', outside any parallel region", kind), false
	}
	if l := gen.LoopOf(seq); l != nil {
		if l.Par != nil {
			l = l.Par.LoopOf(seq)
		}
		if l != nil && inSimd(l.Dir.Kind) {
			return fmt.Sprintf("in the region of '#pragma omp %s'", l.Dir.Kind), true
		}
		if l == nil || !l.DistributeOnly() {
			return "", false // a parallel loop or region of code, at level 1
		}
	}
	for b := range gen.ParBlocks {
		if b.Token.Seq() < seq && seq < b.Token2.Seq() {
			return "", false // thread 0 between the loops, at level 1
		}
	}
	if k.Level != 0 {
		return "", false
	}
	return fmt.Sprintf("in the code of '#pragma omp %s' that the initial thread of its team runs", kind), false
}

// ParAddrUses refuses in n (device code) each use of a function that
// holds a parallel construct other than a call by name: a call through
// its address could stand anywhere.
func (f *Funcs) ParAddrUses(errs *diag.List, n cc.Node) {
	calls := map[int]bool{}
	DirectCalls(n, func(tok cc.Token, name string) { calls[tok.Seq()] = true })
	csyntax.Walk(n, func(n cc.Node) bool {
		pe, ok := n.(*cc.PrimaryExpression)
		if !ok || pe.Case != cc.PrimaryExpressionIdent || calls[pe.Token.Seq()] {
			return true
		}
		name := pe.Token.SrcStr()
		if d, ok := pe.ResolvedTo().(*cc.Declarator); !ok || d.Type().Kind() != cc.Function {
			return true
		}
		if s := f.Par(name); s != nil {
			errs.Errorf(frontend.Position(pe.Token), "the address of '%s', which holds %s, in device code is not supported yet: a call through it could stand where its parallel region would be active", name, s.Describe(name))
		}
		return true
	})
}
