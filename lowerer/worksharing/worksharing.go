// Package worksharing finds and checks the worksharing loops in a
// parallel region of code (docs/generic.md, "Parallel regions of code"):
// a target parallel region (or target with a parallel construct as its
// whole region, or a parallel construct of a generic region) whose code
// holds for, for simd or loop constructs among other statements. Every
// thread of the one team runs the region's code as written; each
// worksharing loop gives every thread its share of the iterations and
// ends with a barrier unless nowait. The barriers must be reached by
// every thread, so a worksharing loop under a condition that may differ
// between the threads is refused (Uniform); so are writes to variables
// that are firstprivate in the target region and shared in the parallel
// region (FirstprivateWrites), and reduction and lastprivate items
// private in the parallel region (SharedItems).
//
// The package reads the unit through Input and asks the analysis through
// Unit; it never imports the analysis.
package worksharing

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Input is what the package reads from the unit and the region.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Binder finds the statement of each directive.
	Binder *binding.Binder
	// Pragmas are the unit's pragmas in token order, Dirs their
	// directives (nil after an error).
	Pragmas []frontend.Pragma
	Dirs    []*directive.Directive
	// Syncs and Atomics are the synchronisation and atomic constructs
	// of the region: code that some threads run, or each in turn.
	Syncs   []*devsync.Site
	Atomics []*atomics.Site
	// Unit answers the analysis's queries.
	Unit Unit
}

// Unit is what the package asks the analysis about the unit.
type Unit interface {
	// PragmaIndex returns the index of q in the unit's pragmas, or -1.
	PragmaIndex(q frontend.Pragma) int
	// PragmasIn returns the pragmas placed strictly between the tokens
	// with sequence numbers lo and hi.
	PragmasIn(lo, hi int) []frontend.Pragma
	// InNestedPar reports whether pragma q binds to a nested parallel
	// region, whose loops run on its one thread.
	InNestedPar(q frontend.Pragma) bool
	// FuncDef returns the unit's definition of function name, or nil.
	FuncDef(name string) *cc.FunctionDefinition
	// MathCall reports whether name is a math function, whose value
	// depends on its arguments only.
	MathCall(name string) bool
}

// Kinds are the worksharing loop constructs a parallel region of code
// may hold.
var Kinds = map[directive.Kind]bool{"for": true, "for simd": true, "loop": true}

// Loops finds the worksharing loops among the code of a parallel
// region, in tokens [lo, hi); nil when there are none.
func Loops(a Input, lo, hi int) (*generic.Par, bool) {
	w := &generic.Par{Pragmas: map[int]bool{}}
	ok := true
	for _, q := range a.Unit.PragmasIn(lo, hi) {
		j := a.Unit.PragmaIndex(q)
		if j < 0 || a.Dirs[j] == nil || !Kinds[a.Dirs[j].Kind] || a.Unit.InNestedPar(q) {
			continue // a nested region's loop runs on its one thread (package nested)
		}
		if a.Dirs[j].LoopBindsThread() {
			continue // every thread runs it whole, as a simd loop (package simd)
		}
		d := a.Dirs[j]
		w.Pragmas[j] = true
		if errs := directive.WithoutConditional(d); len(errs) > 0 {
			// lastprivate(conditional:) is planned with the loop
			// (generic.lastItems).
			*a.Errs = append(*a.Errs, errs...)
			ok = false
			continue
		}
		r := a.Binder.Bind(q.Seq)
		if r.Stmt == nil {
			r.Error(a.Errs, q.Pos, string(d.Kind))
			ok = false
			continue
		}
		if r.Stmt.Case != cc.StatementIteration {
			a.Errs.Errorf(q.Pos, "'#pragma omp %s' must be followed by a for loop", d.Kind)
			ok = false
			continue
		}
		lo, hi, _ := a.Binder.Span(r.Stmt)
		w.Loops = append(w.Loops, &generic.Loop{Dir: d, Stmt: r.Stmt, Lo: lo, Hi: hi})
	}
	for _, l := range w.Loops {
		if m := w.LoopOf(l.Lo); m != nil && m != l {
			a.Errs.Errorf(l.Dir.Pos, "'#pragma omp %s' closely nested in the region of '#pragma omp %s' is not allowed", l.Dir.Kind, m.Dir.Kind)
			ok = false
		}
	}
	if len(w.Loops) == 0 {
		return nil, ok
	}
	return w, ok
}

// parClauses are the clauses of a parallel region of code in a generic
// region that the lowering implements.
var parClauses = map[string]bool{
	"num_threads": true, "shared": true, "default": true, "proc_bind": true,
	"private": true, "firstprivate": true, "reduction": true,
	"if": true, // checked with the region's other parallel constructs (generic/launchif.go)
}

// ParallelCode plans a parallel construct d of a generic region whose
// region stmt is code: its worksharing loops, whose pragmas g takes.
func ParallelCode(a Input, d *directive.Directive, stmt *cc.Statement, g *generic.Region) (*generic.Loop, bool) {
	ok := true
	for _, c := range d.Clauses {
		switch {
		case !parClauses[c.Name]:
			a.Errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp parallel' of code beside other code in a target region is not supported yet", c.Name)
			ok = false
		}
	}
	toks := csyntax.Tokens(stmt)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	d, dok := dataenv.ExpandDefault(a.Errs, d, stmt, lo, hi)
	ok = ok && dok
	w, wok := Loops(a, lo, hi)
	if w == nil {
		w = &generic.Par{Pragmas: map[int]bool{}}
	}
	for j := range w.Pragmas {
		g.Pragmas[j] = true
	}
	return &generic.Loop{Dir: d, Stmt: stmt, Lo: lo, Hi: hi, Par: w}, ok && wok
}

// FirstprivateWrites refuses writes to the variables that are
// implicitly firstprivate in the target region of a parallel region of
// code with worksharing loops. OpenMP makes such a variable shared by the
// parallel region's team (one copy every thread sees), and clang-19 gives
// each thread a copy of its own for the combined target parallel
// construct; the kernel has the per-thread copies, which is right only
// while nobody writes them (docs/generic.md).
func FirstprivateWrites(a Input, k *plan.Kernel, w *generic.Par, region cc.Node, lo, hi int) {
	implicit, private := map[string]bool{}, map[string]bool{}
	for _, c := range k.Directive.Clauses {
		if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
			for _, it := range c.Items {
				private[it.Name] = true
			}
		}
	}
	for _, arg := range k.Args {
		if arg.Implicit && (arg.Kind == plan.ArgLiteral || arg.Kind == plan.ArgPrivate || arg.Kind == plan.ArgPointer) {
			implicit[arg.Var] = true
		}
	}
	refuse := func(pos diag.Pos, name string) {
		a.Errs.Errorf(pos, "'%s' is firstprivate in the target region and shared in the parallel region; writing it there is not supported yet (map it, e.g. map(tofrom: %s))", name, name)
	}
	reported := map[string]bool{}
	AssignSites(region, func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool) {
		if pe == nil || csyntax.LocalTo(d, lo, hi) || !implicit[d.Name()] || reported[d.Name()] {
			return
		}
		if private[d.Name()] || privateDefault(k.Directive, d.Name()) {
			return // the parallel level privatises it: each thread's copy is right
		}
		if l := w.LoopOf(pe.Token.Seq()); l != nil && generic.Private(l.Dir, d.Name()) {
			return // the loop's own copy
		}
		reported[d.Name()] = true
		refuse(frontend.Position(pe.Token), d.Name())
	})
	for _, it := range SharedItems(a, w, lo, hi, private) {
		if implicit[it.Name] && !reported[it.Name] {
			reported[it.Name] = true
			refuse(it.Pos, it.Name)
		}
	}
}

// SharedItems refuses the reduction, lastprivate and firstprivate items
// of the worksharing loops of a parallel region (tokens lo..hi) that are
// private there (declared in it, or named in private): OpenMP requires
// them shared, and clang-19 refuses them. It returns the reduction and
// lastprivate items (those the loop writes back) that the region does
// not declare.
func SharedItems(a Input, w *generic.Par, lo, hi int, private map[string]bool) []directive.Item {
	var out []directive.Item
	for _, l := range w.Loops {
		for _, c := range l.Dir.Clauses {
			if c.Name != "reduction" && c.Name != "lastprivate" && c.Name != "firstprivate" {
				continue
			}
			for _, it := range c.Items {
				decl := resolve.Lookup(resolve.ScopeOf(l.Stmt), it.Name, l.Lo)
				if decl == nil {
					continue
				}
				if csyntax.LocalTo(decl, lo, hi) || private[it.Name] {
					a.Errs.Errorf(it.Pos, "'%s' in '%s' of '#pragma omp %s' is private in the parallel region; it must be shared there", it.Name, c.Name, l.Dir.Kind)
					continue
				}
				if c.Name != "firstprivate" {
					out = append(out, it)
				}
			}
		}
	}
	return out
}

// privateDefault reports whether the default clause of d (on its
// parallel level) makes name private or firstprivate: a variable no
// shared clause lists.
func privateDefault(d *directive.Directive, name string) bool {
	c := d.Clause("default")
	if c == nil || c.Expr != "private" && c.Expr != "firstprivate" {
		return false
	}
	for _, s := range d.Clauses {
		if s.Name != "shared" {
			continue
		}
		for _, it := range s.Items {
			if it.Name == name {
				return false
			}
		}
	}
	return true
}
