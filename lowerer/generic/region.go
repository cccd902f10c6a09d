// Package generic holds the model of a generic region (docs/generic.md):
// a target region whose code beside its loops runs on one thread per
// team, with nested parallel worksharing loops, distribute loops and
// parallel regions of code that all of the team's threads run. Finder
// finds the region's loops (Region, Loop, Par) and Body plans its body
// from them; the queries here (which loop holds a token, which
// declarations live in the team's shared storage, whether the number of
// teams shows in the results) read the model and the syntax only.
package generic

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Loop is one parallel worksharing loop, or distribute loop, nested
// in a generic region.
type Loop struct {
	Dir    *directive.Directive // the loop's construct (parallel and for folded)
	Stmt   *cc.Statement        // the loop
	Lo, Hi int                  // the loop's token sequence numbers
	// Uniform: a distribute loop whose body holds parallel loops: every
	// thread of the team walks the team's iterations, thread 0 runs the
	// code of the body outside those loops.
	Uniform bool
	// Par: the statement is a parallel region of code, which every
	// thread of the team runs, not a loop.
	Par *Par
}

// DistributeOnly reports a distribute loop without a parallel level: the
// team's initial thread (thread 0) runs the team's share of it.
func (l *Loop) DistributeOnly() bool {
	return l.Dir.Kind.Has("distribute") && !l.Dir.Kind.Has("parallel")
}

// Region is what a target region holds for generic mode: its nested
// parallel loops and the pragmas they consume.
type Region struct {
	// Teams: the region is a teams region (target teams): every team
	// runs it, and its distribute loops divide their iterations among
	// the teams.
	Teams   bool
	Loops   []*Loop
	Pragmas map[int]bool // indices in the unit's pragmas
	// ParBlocks are the blocks of parallel constructs of several loops
	// (and single, master or masked constructs between them).
	ParBlocks map[*cc.CompoundStatement]bool
	// LaunchIf is the if clause of every parallel construct of the
	// region, which the launch evaluates; "" when none.
	LaunchIf string
	// Schedules are the region's omp_set_schedule statements, in token
	// order (runsched.go).
	Schedules []SchedSet
	// lastVLAs are the variable-length arrays in the loops' lastprivate
	// clauses, whose copies' kernel arguments follow the captures
	// (LastVLACopies).
	lastVLAs []lastVLA
}

// lastVLA is a lastprivate variable-length array: its item and type.
type lastVLA struct {
	li *plan.LastItem
	t  cc.Type
	// pl is the loop, first whether the item is firstprivate too (its
	// snapshot's filling needs the size, a kernel argument).
	pl    *plan.ParallelLoop
	first bool
}

// LastVLACopies adds the kernel arguments of the copies of the loops'
// lastprivate variable-length arrays (kernelplan.VLALastCopies): called
// once the captures have given the kernel its leading arguments.
func (g *Region) LastVLACopies(k *plan.Kernel) {
	for _, v := range g.lastVLAs {
		kernelplan.VLALastCopies(k, v.li, v.t)
		if v.first {
			setVLASnapshot(v.pl, v.li)
		}
	}
}

// InParallel reports whether token seq lies in one of g's loops or
// regions with a parallel level.
func (g *Region) InParallel(seq int) bool {
	for _, l := range g.Loops {
		if l.Dir.Kind.HasParallel() && l.Lo <= seq && seq < l.Hi {
			return true
		}
	}
	return false
}

// HasParallel reports whether the region has a loop with a parallel
// level (other loops are distribute loops that thread 0 runs).
func (g *Region) HasParallel() bool {
	for _, l := range g.Loops {
		if !l.DistributeOnly() {
			return true
		}
	}
	return false
}

// Contains reports whether n holds one of the region's nested parallel
// loops.
func (g *Region) Contains(n cc.Node) bool {
	toks := csyntax.Tokens(n)
	if len(toks) == 0 {
		return false
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for _, l := range g.Loops {
		if l.Lo >= lo && l.Lo <= hi {
			return true
		}
	}
	return false
}

// LoopOf returns the nested loop whose tokens hold seq, or nil; the body
// of a distribute loop that holds parallel loops is code of the region.
func (g *Region) LoopOf(seq int) *Loop {
	for _, l := range g.Loops {
		if !l.Uniform && seq >= l.Lo && seq <= l.Hi {
			return l
		}
	}
	return nil
}

// NotInLoop reports whether n begins outside every nested loop.
func (g *Region) NotInLoop(n cc.Node) bool {
	first := csyntax.First(n)
	return g.LoopOf(first.Seq()) == nil
}

// InLoop reports whether the directive whose pragma follows token seq
// stands inside a nested loop (one after the loop's last token does not;
// nor does one in the code of a distribute loop that holds parallel
// loops).
func (g *Region) InLoop(seq int) bool {
	for _, l := range g.Loops {
		if !l.Uniform && seq >= l.Lo && seq < l.Hi {
			return true
		}
	}
	return false
}

// SharedDecls are the variables of a generic region that live in the
// team's shared storage: those declared in a block, or a for header,
// that holds a nested loop (the body builder's declarations).
func (g *Region) SharedDecls(region *cc.Statement) map[*cc.Declarator]bool {
	out := map[*cc.Declarator]bool{}
	add := func(d *cc.Declaration) {
		if d == nil {
			return
		}
		for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
			if l.InitDeclarator != nil && l.InitDeclarator.Declarator != nil {
				out[l.InitDeclarator.Declarator] = true
			}
		}
	}
	csyntax.Walk(region, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.CompoundStatement:
			if !g.Contains(x) || g.ParBlock(x) {
				return false // a parallel region's variables: each thread's
			}
			for l := x.BlockItemList; l != nil; l = l.BlockItemList {
				if bi := l.BlockItem; bi != nil && bi.Case == cc.BlockItemDecl {
					add(bi.Declaration)
				}
			}
		case *cc.IterationStatement:
			if x.Case == cc.IterationStatementForDecl && g.Contains(x) && g.NotInLoop(x) {
				add(x.Declaration)
			}
		}
		return true
	})
	return out
}

// Par is what a parallel region of code holds: its worksharing
// loops, in token order, and their pragmas.
type Par struct {
	Loops   []*Loop
	Pragmas map[int]bool
}

// LoopOf returns the worksharing loop whose statement holds token seq
// (its own first token excepted), or nil.
func (w *Par) LoopOf(seq int) *Loop {
	for _, l := range w.Loops {
		if seq > l.Lo && seq <= l.Hi {
			return l
		}
	}
	return nil
}

// InLoop reports whether the directive whose pragma follows token seq
// stands in the body of a worksharing loop.
func (w *Par) InLoop(seq int) bool {
	if w == nil {
		return false
	}
	for _, l := range w.Loops {
		if seq >= l.Lo && seq < l.Hi {
			return true
		}
	}
	return false
}

// ParBlock reports whether cs is the block of a parallel region of code.
func (g *Region) ParBlock(cs *cc.CompoundStatement) bool {
	for _, l := range g.Loops {
		if l.Par != nil && l.Stmt.Case == cc.StatementCompound && l.Stmt.CompoundStatement == cs {
			return true
		}
	}
	return false
}

// Handles reports whether the generic region lowers the pragma of index
// j in the unit's pragmas.
func (g *Region) Handles(j int) bool {
	return g != nil && g.Pragmas[j]
}

// Handles reports whether the parallel region's lowering takes the
// pragma of index j in the unit's pragmas.
func (w *Par) Handles(j int) bool {
	return w != nil && w.Pragmas[j]
}

// InParBlock reports whether l is a loop of a parallel block of loops.
func (g *Region) InParBlock(l *Loop) bool {
	for cs := range g.ParBlocks {
		toks := csyntax.Tokens(cs)
		if len(toks) > 0 && l.Lo > toks[0].Seq() && l.Hi < toks[len(toks)-1].Seq() {
			return true
		}
	}
	return false
}

// InParBlockAt reports whether token seq lies in a parallel block of
// loops of g, whose code between the loops is at level 1.
func (g *Region) InParBlockAt(seq int) bool {
	for b := range g.ParBlocks {
		if b.Token.Seq() < seq && seq < b.Token2.Seq() {
			return true
		}
	}
	return false
}

// Private reports whether the loop construct d gives name a copy of
// each thread's own.
func Private(d *directive.Directive, name string) bool {
	for _, c := range d.Clauses {
		switch c.Name {
		case "private", "firstprivate", "reduction", "lastprivate":
			for _, it := range c.Items {
				if it.Name == name {
					return true
				}
			}
		}
	}
	return false
}

// ParShared reports whether decl is shared where a task whose pragma
// follows token seq stands in the parallel region of code l of a generic
// region: the variables declared beside the region, captured or mapped
// are the team's, those declared in it or given copies by its clauses or
// its worksharing loop's are each thread's.
func (l *Loop) ParShared(seq int, decl *cc.Declarator) bool {
	if csyntax.LocalTo(decl, l.Lo, l.Hi) || PrivateNames(l.Dir)[decl.Name()] {
		return false
	}
	if wl := l.Par.LoopOf(seq); wl != nil && Private(wl.Dir, decl.Name()) {
		return false
	}
	return true
}

// TeamThreads reports whether the nested loops of region g hold
// constructs whose threads interact (critical, flush, atomics on shared
// storage): the host-plugin build then runs the team's threads as real
// threads, so that they contend as on a GPU. syncs and atoms are the
// region's synchronisation and atomic constructs.
func TeamThreads(g *Region, syncs []*devsync.Site, atoms []*atomics.Site) bool {
	for _, l := range g.Loops {
		if l.Par != nil {
			return true // its threads meet at barriers
		}
	}
	for _, s := range syncs {
		if g.InLoop(s.Pragma.Seq) {
			return true
		}
	}
	for _, s := range atoms {
		if first := csyntax.First(s.X); !s.Local && g.LoopOf(first.Seq()) != nil {
			return true
		}
	}
	return false
}
