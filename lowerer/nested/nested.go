// Package nested lowers the parallel regions nested in the parallel
// region of a target region (docs/nested.md#nested-parallelism), the
// constructs bound to them, and the linear items of loops one thread
// runs in order.
//
// The device's max-active-levels-var is 1, so OpenMP makes such a region
// inactive: every thread of the enclosing team that meets it runs its
// region once, as the one thread of a team of its own, at the next level
// (clang-19 does the same). The lowering runs the statement in place on
// that thread, with the construct's private copies around it, and spells
// the region's OpenMP routines for its level: thread 0 of 1, level one
// deeper, team size 1 and ancestor 0 at that level, the enclosing
// levels' values unchanged. Besides atomic, critical and flush, the
// region may hold the constructs that bind to its team of one
// (workshare.go) and no other directive; the analysis routes the calls
// the region makes (Unit.RegionCalls).
//
// The package reads the unit through Input and the analysis's queries
// on it through Unit, and records what it plans in a State; it never
// imports the analysis.
package nested

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Input is what the stage reads from the unit.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Temps numbers the temporaries of private copies across the unit.
	Temps *devsync.Temps
	// Binder finds the statement of each directive.
	Binder *binding.Binder
	// Pragmas are the unit's pragmas in token order, Dirs their
	// directives (nil after an error).
	Pragmas []frontend.Pragma
	Dirs    []*directive.Directive
	// Src is the unit's source text.
	Src []byte
	// Fn names the declare target function whose parallel construct is
	// planned (Parallel with outer -1).
	Fn string
	// Unit answers the analysis's queries.
	Unit Unit
}

// Unit is what the stage asks the analysis about the unit.
type Unit interface {
	// PragmaIndex returns the index of q in the unit's pragmas, or -1.
	PragmaIndex(q frontend.Pragma) int
	// PragmasIn returns the pragmas placed strictly between the tokens
	// with sequence numbers lo and hi.
	PragmasIn(lo, hi int) []frontend.Pragma
	// KindOf names the construct of pragma k for messages.
	KindOf(k int) string
	// ParallelAround returns the index of the innermost construct with
	// a parallel level whose statement holds pragma q, or -1.
	ParallelAround(q frontend.Pragma) int
	// ConstInt evaluates an integer constant expression (its tokens
	// separated by spaces).
	ConstInt(expr string) (int64, bool)
	// RegionCalls routes the calls in the nested parallel region stmt
	// (tokens lo..hi) of directive d (whole: stmt is all of the region
	// of construct d that binds to the nested team, the loop of a
	// combined parallel loop or the inner construct of a combined
	// parallel construct) to the functions' copies for the nested
	// level, refusing those the region cannot make (where: the region,
	// for messages); false after an error.
	RegionCalls(d *directive.Directive, stmt *cc.Statement, lo, hi int, whole bool, where string) bool
	// Inner returns the inner construct of the combined parallel
	// construct of pragma k (parallel masked, master, sections), or of
	// a parallel construct written with its inner construct on the
	// same statement (stacked: that construct's pragma, k+1), nil for
	// others.
	Inner(k int) (inner *directive.Directive, stacked bool)
	// Real reports whether t is a token of the main file as written.
	Real(t cc.Token) bool
	// LineAt is the physical line of source offset off.
	LineAt(off int) int
	// LineDirective is the #line directive that gives host text the
	// source position of physical line phys.
	LineDirective(phys int) string
	// PragmaLinesBefore returns the indices of the pragmas written
	// between the target directive p and its statement at offset
	// first, when only their lines and blank space stand there.
	PragmaLinesBefore(p *frontend.Pragma, first int) []int
}

// State is what the stage plans: the nested parallel regions of the
// region or function being lowered and the constructs bound to them
// (Reset between regions), and the unit's loops with linear items whose
// host fallbacks set them (linear.go) and pragmas the host fallbacks
// replace (doacross.go).
type State struct {
	Pars    []*Par
	WSs     []*WS
	Linears []*Linear
	// HostLines are the lines that replace pragmas (by index) in the
	// host fallbacks of the unit's target regions: those of the
	// doacross loops of nested regions (doacross.go).
	HostLines map[int]string
	// FilterUses are the variables that the filters of masked
	// constructs of the region's nested parallel regions name
	// (workshare.go), which the kernel captures.
	FilterUses []FilterUse
}

// FilterUse is a variable named in a masked construct's filter.
type FilterUse struct {
	Decl *cc.Declarator
	Name string
	Pos  diag.Pos
	Seq  int // where the construct stands
}

// Reset forgets the nested regions and constructs of the last region.
func (s *State) Reset() { s.Pars, s.WSs, s.FilterUses = nil, nil, nil }

// planner plans one construct: the unit's input and the state it adds
// to.
type planner struct {
	Input
	s *State
}
