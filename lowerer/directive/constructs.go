package directive

import "strings"

// Combined target constructs the lowerer implements besides the ones in
// directive.go (OpenMP 5.2 §17.4): simd and loop forms, and target
// parallel without a loop.
const (
	TargetParallel                       Kind = "target parallel"
	TargetSimd                           Kind = "target simd"
	TargetParallelForSimd                Kind = "target parallel for simd"
	TargetParallelLoop                   Kind = "target parallel loop"
	TargetTeamsDistributeSimd            Kind = "target teams distribute simd"
	TargetTeamsDistributeParallelForSimd Kind = "target teams distribute parallel for simd"
	TargetTeamsLoop                      Kind = "target teams loop"
)

// nestable are the executable constructs that may be nested in a target
// region (at every depth OpenMP allows) and that the analysis combines
// with the constructs around them. Outside target regions they are host
// OpenMP, which the lowerer leaves to the host compiler.
var nestable = []Kind{
	"teams distribute parallel for simd",
	"teams distribute parallel for",
	"teams distribute simd",
	"teams distribute",
	"teams loop",
	"teams",
	"distribute parallel for simd",
	"distribute parallel for",
	"distribute simd",
	"distribute",
	"parallel for simd",
	"parallel for",
	"parallel loop",
	"parallel",
	"for simd",
	"for",
	"simd",
	"loop",
}

// hostOnly are the OpenMP 5.2 directives the lowerer does not implement
// inside target regions. Outside them they are host OpenMP and pass
// through untouched, so their clauses are not parsed.
var hostOnly = []string{
	"parallel sections", "parallel masked taskloop simd", "parallel masked taskloop",
	"parallel master taskloop simd", "parallel master taskloop", "parallel masked",
	"parallel master", "parallel workshare", "masked taskloop simd", "masked taskloop",
	"master taskloop simd", "master taskloop", "taskloop simd", "taskloop",
	"cancellation point", "cancel", "taskwait", "taskgroup", "taskyield", "task",
	"sections", "section", "single", "masked", "master", "critical", "barrier",
	"flush", "ordered", "scan", "scope", "depobj", "threadprivate",
	"declare reduction", "declare variant", "declare simd", "declare induction",
	"begin declare variant", "end declare variant", "requires", "allocate", "allocators",
	"metadirective", "begin metadirective", "assume", "assumes", "begin assumes",
	"end assumes", "nothing", "error", "interop", "dispatch", "tile", "unroll",
	"workshare",
}

// Leaves returns the constituent constructs of a (possibly combined)
// construct, outermost first.
func (k Kind) Leaves() []string { return strings.Fields(string(k)) }

// Has reports whether leaf is one of k's constituent constructs.
func (k Kind) Has(leaf string) bool {
	for _, l := range k.Leaves() {
		if l == leaf {
			return true
		}
	}
	return false
}

// IsNestable reports whether k is a construct that combines with an
// enclosing target region (teams, distribute, parallel, for, simd, loop
// and their combinations), without target itself.
func (k Kind) IsNestable() bool {
	for _, n := range nestable {
		if k == n {
			return true
		}
	}
	return false
}

// isLoopLeaf reports whether a leaf construct is associated with loops.
func isLoopLeaf(l string) bool {
	return l == "distribute" || l == "for" || l == "simd" || l == "loop"
}

// hasDataSharing: the constructs that take private and firstprivate.
func hasDataSharing(k Kind) bool { return k.IsCompute() || k.IsNestable() }

// isTeamsOrTarget: where thread_limit goes.
func isTeamsOrTarget(k Kind) bool { return k.IsCompute() || k.Has("teams") }

func hasSimd(k Kind) bool { return k.Has("simd") }
func hasBind(k Kind) bool { return k.Has("loop") }
