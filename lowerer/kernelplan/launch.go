package kernelplan

// The launch of a kernel: what its construct's clauses ask of it and
// the shape its construct implies.

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// LaunchClauses records the clauses of target construct d that shape
// kernel k's launch (if, device, num_teams, thread_limit, num_threads),
// and its level when the construct has a parallel level.
func (p *Planner) LaunchClauses(k *plan.Kernel, d *directive.Directive) {
	for _, c := range d.Clauses {
		switch c.Name {
		case "if":
			switch {
			case c.NameModifier == "parallel" || (c.Level > 0 && c.NameModifier == "" && d.Kind.HasParallel()):
				// One thread runs the parallel level when it is false.
				k.Launch.ParallelIf = c.Expr
			case c.Level == 0 && (c.NameModifier == "" || c.NameModifier == "target"):
				k.If = c.Expr
			}
		case "device":
			k.Device = c.Expr
		case "num_teams":
			k.Launch.NumTeams = c.Expr
		case "thread_limit":
			k.Launch.ThreadLimit = c.Expr
			k.ThreadLimit = p.threadLimit(c.Expr)
		case "num_threads":
			k.Launch.NumThreads = c.Expr
		}
	}
	if k.Construct.HasParallel() {
		k.Level = 1
	}
}

// threadLimit returns the value of a thread_limit clause's expression
// when it is an int constant of at least 1, else 0: the execution state
// the launch gives the device routines that read it.
func (p *Planner) threadLimit(expr string) int {
	if v, ok := p.Unit.ConstInt(expr); ok && v >= 1 && v <= 2147483647 {
		return int(v)
	}
	return 0
}

// Shape sets the launch and iteration that kernel k's construct implies:
// the fixed teams and threads, whether the loop's trip count shapes
// them, and the lane each thread's iterations start from.
func Shape(k *plan.Kernel) {
	l := &k.Launch
	switch k.Construct {
	case directive.Target:
		l.FixedTeams, l.FixedThreads = 1, 1
	case directive.TargetTeams:
		l.FixedThreads = 1
		if l.NumTeams == "" {
			l.FixedTeams = 1
		}
	case directive.TargetTeamsDistribute:
		l.FixedThreads = 1
		l.TeamsFromTrip = true
		k.Iteration = plan.Iteration{Lane: "(unsigned long long)blockIdx.x", Lanes: "(unsigned long long)gridDim.x"}
	case directive.TargetParallelFor:
		l.FixedTeams = 1
		l.ShapeThreads = true
		k.Iteration = plan.Iteration{Lane: "(unsigned long long)threadIdx.x", Lanes: "(unsigned long long)blockDim.x"}
	case directive.TargetSimd:
		// One thread runs the loop: its simd lanes are the device's
		// business.
		l.FixedTeams, l.FixedThreads = 1, 1
		k.Iteration = plan.Iteration{Lane: "(unsigned long long)threadIdx.x", Lanes: "(unsigned long long)blockDim.x"}
	case directive.TargetParallel:
		// Every thread of the one team runs the region.
		l.FixedTeams = 1
	case directive.TargetTeamsDistributeParallelFor:
		l.ShapeThreads = true
		l.TeamsFromTrip = true
		k.Iteration = plan.Iteration{
			Lane:  "((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)",
			Lanes: "((unsigned long long)gridDim.x * blockDim.x)",
		}
	}
	if l.ShapeThreads && k.Loop != nil {
		// Thread caps (docs/loops.md): 256 lanes per block over one inner loop, 128
		// over two or more, so register-heavy nests keep occupancy.
		switch {
		case k.Loop.Nest >= 2:
			l.ThreadCap = 128
		case k.Loop.Nest == 1:
			l.ThreadCap = 256
		}
	}
}
