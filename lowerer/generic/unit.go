package generic

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Unit is what planning a generic region's body reads from the analysis
// of its translation unit: diagnostics, name lookup, the kernel planner
// and the checks and spellings the analysis owns for every region.
type Unit interface {
	// Errs receives the diagnostics, in the order they are found.
	Errs() *diag.List
	// Macro reports whether name is a macro of the unit.
	Macro(name string) bool
	// ErrorAt reports whether an error was reported at pos.
	ErrorAt(pos diag.Pos) bool
	// KernelPlan is the unit's kernel planner: loop nests and reductions.
	KernelPlan() *kernelplan.Planner
	// LoopNest reads the canonical loop nest of construct d at stmt.
	LoopNest(d *directive.Directive, stmt *cc.Statement) (*loops.Nest, bool)
	// DeviceClauseExpr spells clause expression expr (scope s, token
	// seq) for device code.
	DeviceClauseExpr(expr string, s *cc.Scope, seq, depth int) string
	// SpellDecl and SpellQualDecl declare name with type t in device
	// code (the qualified form keeps the type's qualifiers).
	SpellDecl(t cc.Type, name string) (string, error)
	SpellQualDecl(t cc.Type, name string) (string, error)
	// SharedAlign is the alignment attribute an allocate directive gives
	// the variables of declaration d, "" when none.
	SharedAlign(d *cc.Declaration) string
	// UDROrigRefused reports a user-defined reduction r whose
	// initializer reads omp_orig where that is not supported (where).
	UDROrigRefused(r *plan.Reduction, where string)
	// HostCondition tells why the host cannot evaluate expr, the
	// condition of a parallel construct in the region of target
	// construct d, as the device would where the construct stands; ""
	// when it can.
	HostCondition(d *directive.Directive, expr string, region *cc.Statement) string
	// HostSize is HostCondition for a num_threads expression, which may
	// also call functions whose value the host computes as the device
	// would (callees.Checker.Pure).
	HostSize(d *directive.Directive, expr string, region *cc.Statement) string
	// DeviceCall checks a call of name in a clause expression (at pos)
	// that the device evaluates, as a call in the region: a function the
	// unit defines becomes a device function.
	DeviceCall(name string, pos diag.Pos)
	// Syncs are the synchronisation constructs of the region, already
	// lowered; the builder places the standalone ones between its items.
	Syncs() []*devsync.Site
	// WSSharedItems and WSUniform check the parallel region of code w
	// (tokens lo to hi): its shared items, and that the threads meet at
	// its barriers together.
	WSSharedItems(w *Par, lo, hi int, private map[string]bool)
	WSUniform(w *Par, d *directive.Directive, region cc.Node, lo, hi int)
	// ConditionalWrites rewrites, in subst, the assignments in body
	// (tokens lo to hi) of the lastprivate(conditional:) items of loop
	// construct d so that they record their iteration.
	ConditionalWrites(d *directive.Directive, body cc.Node, subst map[int]string, lo, hi int)
}

// Var is a variable that a nested loop's clauses name, which the kernel
// captures as it captures the variables the region's code uses.
type Var struct {
	Decl  *cc.Declarator
	Name  string
	Pos   diag.Pos
	First int // the token seq of the loop's first token
}

// unit is the analysis as the builder sees it, its diagnostics at hand.
type unit struct {
	Unit
	errs *diag.List
}

func newUnit(u Unit) *unit { return &unit{Unit: u, errs: u.Errs()} }
