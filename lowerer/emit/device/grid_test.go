package device

import (
	"strings"
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
		{"firstprivate and lastprivate", loop(plan.LoopPlan{Last: []*plan.LastItem{{First: true}}}, 1), true, true},
		{"privatized atomics", &plan.Kernel{LoopPlan: &plan.LoopPlan{}, Privatized: []*plan.PrivArray{{}}}, false, true},
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

// The copies of privatized arrays are declared and zeroed before the
// walk, ready after one barrier, and flushed once after it.
func TestPrivatizedCopies(t *testing.T) {
	ps := []*plan.PrivArray{
		{Var: "h", Type: "int", Lo: 0, Len: 256, Copy: "__omp_priv0", Base: "__omp_priv0_g", Offset: 0},
		{Var: "q", Type: "unsigned long long", Lo: 4, Len: 10, Copy: "__omp_priv1", Base: "__omp_priv1_g", Offset: 1024},
	}
	var b strings.Builder
	privCopies(&b, ps)
	b.WriteString("WALK\n")
	privFlush(&b, ps)
	want := `  OMP_DEV_PRIV(int, __omp_priv0, 256, 0)
  int *const __omp_priv0_g = (int *)(h) + 0;
  OMP_DEV_PRIV(unsigned long long, __omp_priv1, 10, 1024)
  unsigned long long *const __omp_priv1_g = (unsigned long long *)(q) + 4;
  OMP_DEV_PRIV_READY()
WALK
  if (__omp_priv_done()) {
    __omp_priv_flush(__omp_priv0, __omp_priv0_g, 256u);
    __omp_priv_flush(__omp_priv1, __omp_priv1_g, 10u);
  }
`
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	b.Reset()
	privCopies(&b, nil)
	privFlush(&b, nil)
	if b.Len() != 0 {
		t.Errorf("a kernel without privatized arrays prints %q", b.String())
	}
}
