package device

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// TestGridMode checks which host-plugin execution mode a loop kernel
// gets: the sequential walk where lanes hand values on in order, team
// records where they share team state, free real threads otherwise.
func TestGridMode(t *testing.T) {
	loop := func(lp plan.LoopPlan, reds int) *plan.Kernel {
		k := &plan.Kernel{LoopPlan: &lp}
		for i := 0; i < reds; i++ {
			k.Reductions = append(k.Reductions, &plan.Reduction{})
		}
		return k
	}
	cases := []struct {
		name     string
		k        *plan.Kernel
		seq, syn bool
	}{
		{"plain region", &plan.Kernel{}, false, false},
		{"static loop", loop(plan.LoopPlan{}, 0), false, false},
		{"reduction", loop(plan.LoopPlan{}, 1), false, true},
		{"dynamic", loop(plan.LoopPlan{Path: plan.PathDynamic}, 0), false, true},
		{"ordered", loop(plan.LoopPlan{Ordered: true}, 0), true, false},
		{"linear", loop(plan.LoopPlan{Last: []*plan.LastItem{{Linear: true}}}, 1), true, true},
		{"lastprivate", loop(plan.LoopPlan{Last: []*plan.LastItem{{}}}, 0), false, false},
	}
	for _, c := range cases {
		if got := sequentialLanes(c.k); got != c.seq {
			t.Errorf("%s: sequentialLanes = %v, want %v", c.name, got, c.seq)
		}
		if got := sharesTeamState(c.k); got != c.syn {
			t.Errorf("%s: sharesTeamState = %v, want %v", c.name, got, c.syn)
		}
	}
}
