package kernelplan

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Each construct's launch: the teams and threads it fixes, whether the
// trip count shapes it, the lane its threads start from, and the
// thread cap of loops the trip count shapes.
func TestShape(t *testing.T) {
	cases := []struct {
		construct      directive.Kind
		numTeams       string
		nest           int // 0: no loop
		teams, threads int
		fromTrip       bool
		shapeThreads   bool
		lane           string
		threadCap      int
	}{
		{construct: directive.Target, teams: 1, threads: 1},
		{construct: directive.TargetTeams, teams: 1, threads: 1},
		{construct: directive.TargetTeams, numTeams: "4", threads: 1},
		{construct: directive.TargetTeamsDistribute, nest: 1, threads: 1, fromTrip: true, lane: "(unsigned long long)blockIdx.x"},
		{construct: directive.TargetParallelFor, nest: 1, teams: 1, shapeThreads: true, lane: "(unsigned long long)threadIdx.x", threadCap: 256},
		{construct: directive.TargetSimd, nest: 1, teams: 1, threads: 1, lane: "(unsigned long long)threadIdx.x"},
		{construct: directive.TargetParallel, teams: 1},
		{construct: directive.TargetTeamsDistributeParallelFor, nest: 2, fromTrip: true, shapeThreads: true, lane: "((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x)", threadCap: 128},
	}
	for _, c := range cases {
		k := &plan.Kernel{Construct: c.construct}
		k.Launch.NumTeams = c.numTeams
		if c.nest > 0 {
			k.Loop = &loops.Model{Nest: c.nest}
		}
		Shape(k)
		l := k.Launch
		if l.FixedTeams != c.teams || l.FixedThreads != c.threads || l.TeamsFromTrip != c.fromTrip || l.ShapeThreads != c.shapeThreads || k.Iteration.Lane != c.lane || l.ThreadCap != c.threadCap {
			t.Errorf("%s (num_teams %q, nest %d): teams %d threads %d fromTrip %v shapeThreads %v lane %q cap %d; want %d %d %v %v %q %d",
				c.construct, c.numTeams, c.nest, l.FixedTeams, l.FixedThreads, l.TeamsFromTrip, l.ShapeThreads, k.Iteration.Lane, l.ThreadCap,
				c.teams, c.threads, c.fromTrip, c.shapeThreads, c.lane, c.threadCap)
		}
	}
}
