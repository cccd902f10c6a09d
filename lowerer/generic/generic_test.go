package generic_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

const genericSrc = `void f(double *a, int n, int nt) {
  #pragma omp target map(tofrom: a[0:n]) thread_limit(512)
  {
    double base = a[0];
    int steps = 3;
    for (int t = 0; t < steps; t++) {
      #pragma omp parallel for num_threads(nt) reduction(+: base)
      for (int i = 0; i < n; i++) base += a[i];
      a[0] = base;
    }
    #pragma omp parallel
    #pragma omp for firstprivate(steps)
    for (int i = 1; i < n; i++) a[i] = steps;
  }
}
`

// A target region with code beside parallel loops plans one team, the
// loops' num_threads, thread-0 code in shared storage and uniform
// control flow, and each loop with its reductions and private copies.
func TestGenericRegion(t *testing.T) {
	p := build(t, "g.c", genericSrc)
	if len(p.Kernels) != 1 {
		t.Fatalf("%d kernels, want 1", len(p.Kernels))
	}
	k := p.Kernels[0]
	if k.Generic == nil {
		t.Fatal("not a generic kernel")
	}
	if k.TeamThreads {
		t.Error("a generic region without synchronisation runs real threads on the host plugin")
	}
	if l := k.Launch; l.FixedTeams != 1 || l.FixedThreads != 0 || l.NumThreads != "nt" || l.ThreadLimit != "512" {
		t.Errorf("launch %+v, want one team of num_threads(nt) threads capped by thread_limit", l)
	}
	var loops []string
	var text strings.Builder
	for _, pc := range k.Generic.Pieces {
		if pc.Loop != nil {
			loops = append(loops, pc.Loop.Directive.String())
			continue
		}
		text.WriteString(pc.Text + "\n")
	}
	if len(loops) != 2 || !strings.Contains(loops[1], "parallel for") {
		t.Fatalf("loops %q, want the two parallel loops", loops)
	}
	for _, want := range []string{
		"OMP_DEV_SHARED double base;",
		"if (OMP_DEV_MASTER) { base = a[0]; }",
		"for (; OMP_DEV_UNIFORM(t < steps); OMP_DEV_MASTER ? (void)(t++) : (void)0)",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("generic text lacks %q:\n%s", want, text.String())
		}
	}
	var reds, privs []string
	for _, pc := range k.Generic.Pieces {
		if pc.Loop == nil {
			continue
		}
		for _, r := range pc.Loop.Reductions {
			reds = append(reds, r.Var+" "+r.Device)
		}
		privs = append(privs, pc.Loop.Private...)
	}
	if len(reds) != 1 || reds[0] != "base __omp_ro_base" {
		t.Errorf("reductions %q", reds)
	}
	if len(privs) != 1 || privs[0] != "int steps = __omp_fp_steps;" {
		t.Errorf("private copies %q", privs)
	}
	// The captured n is a value every thread reads after thread 0 set it.
	found := false
	for _, a := range k.Args {
		if a.Var == "n" {
			found = strings.HasPrefix(a.DeviceDecl, "OMP_DEV_SHARED int n; if (OMP_DEV_MASTER) n = ")
		}
	}
	if !found {
		t.Error("the captured scalar n is not in shared storage")
	}
}

const genericTeamsSrc = `void f(double *a, int n) {
  #pragma omp target teams num_teams(8) map(tofrom: a[0:n])
  {
    int me = omp_get_team_num();
    #pragma omp distribute parallel for
    for (int i = 0; i < n; i++) a[i] = me;
    #pragma omp distribute dist_schedule(static, 4)
    for (int i = 0; i < n; i++) a[i] += 1;
    #pragma omp parallel for
    for (int i = 0; i < 8; i++) a[i] += 1;
  }
}
`

// A teams region with code beside distribute loops plans num_teams
// teams; each distribute loop is split among the teams (one block per
// team without dist_schedule), a plain distribute loop runs on thread 0,
// and a parallel for runs whole on every team.
func TestGenericTeamsRegion(t *testing.T) {
	p := build(t, "g.c", genericTeamsSrc)
	if len(p.Kernels) != 1 || p.Kernels[0].Generic == nil {
		t.Fatal("not one generic kernel")
	}
	k := p.Kernels[0]
	if l := k.Launch; l.FixedTeams != 0 || l.NumTeams != "8" {
		t.Errorf("launch %+v, want num_teams(8) teams", l)
	}
	var loops []string
	for _, pc := range k.Generic.Pieces {
		if l := pc.Loop; l != nil {
			loops = append(loops, fmt.Sprintf("%s teams=%v master=%v lane=%s chunk=%s", l.Directive.Kind, l.Teams, l.Master, l.Iteration.Lane, l.LoopPlan.TeamChunk))
		}
	}
	want := []string{
		"distribute parallel for teams=true master=false lane=((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x) chunk=__omp_ceil_div(__omp_trip, (unsigned long long)gridDim.x)",
		"distribute teams=true master=true lane=(unsigned long long)blockIdx.x chunk=__omp_dist",
		"parallel for teams=true master=false lane=(unsigned long long)threadIdx.x chunk=__omp_trip",
	}
	if strings.Join(loops, "\n") != strings.Join(want, "\n") {
		t.Errorf("loops:\n%s\nwant:\n%s", strings.Join(loops, "\n"), strings.Join(want, "\n"))
	}
}

const genericTeamsNestSrc = `void f(double *a, int n, double *s) {
  double t = 0;
  #pragma omp target teams map(tofrom: a[0:n * n]) reduction(+: t)
  {
    #pragma omp distribute
    for (int i = 0; i < n; i++) {
      double w = a[i * n];
      #pragma omp parallel for reduction(+: t)
      for (int j = 0; j < n; j++) t += a[i * n + j] * w;
    }
  }
  s[0] = t;
}
`

// A distribute loop whose body holds a parallel loop is walked by every
// thread, its body planned as region code; the teams construct's
// reduction is each team's copy, folded atomically at the end; without
// num_teams the region gets plan.GenericTeams teams.
func TestGenericTeamsNested(t *testing.T) {
	p := build(t, "g.c", genericTeamsNestSrc)
	if len(p.Kernels) != 1 || p.Kernels[0].Generic == nil || !p.Kernels[0].Generic.Teams {
		t.Fatal("not one generic teams kernel")
	}
	k := p.Kernels[0]
	if k.Launch.FixedTeams != 64 {
		t.Errorf("launch %+v, want %d teams", k.Launch, 64)
	}
	pcs := k.Generic.Pieces
	if len(pcs) < 3 || !strings.HasPrefix(pcs[0].Text, "OMP_DEV_SHARED double t;") ||
		pcs[len(pcs)-1].Text != "if (OMP_DEV_MASTER) { __omp_fold_atomic(__omp_rv_t, t, __omp_redop_add()); }" {
		t.Errorf("the teams reduction's copy and fold are not around the region: %+v", pcs)
	}
	var dist *plan.ParallelLoop
	for _, pc := range pcs {
		if pc.Loop != nil {
			dist = pc.Loop
		}
	}
	if dist == nil || dist.Pieces == nil || dist.Master || dist.Iteration.Thread != "0ULL" {
		t.Fatalf("distribute loop %+v, want every thread walking the team's chunk with body pieces", dist)
	}
	var inner *plan.ParallelLoop
	var text strings.Builder
	for _, pc := range dist.Pieces {
		if pc.Loop != nil {
			inner = pc.Loop
		}
		text.WriteString(pc.Text + "\n")
	}
	if inner == nil || !inner.Teams || len(inner.Reductions) != 1 {
		t.Errorf("inner parallel loop %+v, want one reduction folded across teams", inner)
	}
	if !strings.Contains(text.String(), "OMP_DEV_SHARED double w;") {
		t.Errorf("the body's variable is not in the team's shared storage:\n%s", text.String())
	}
}

// The schedules of parallel loops beside code: dynamic and guided take
// chunks from a counter the team resets between two barriers, a chunk is
// evaluated on the device (a host variable it reads is captured), and in
// a teams region a parallel loop's team chunks are the whole loop, on
// every team, while a distribute parallel for deals them to the teams.
func TestGenericSchedules(t *testing.T) {
	src := `void f(double *a, int n, int c) {
  #pragma omp target teams map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for schedule(guided, c)
    for (int i = 1; i < n; i++) a[i] = 0;
    #pragma omp parallel for schedule(static, 3)
    for (int i = 1; i < n; i++) a[i] += 1;
    #pragma omp distribute parallel for schedule(dynamic)
    for (int i = 1; i < n; i++) a[i] += 1;
  }
}
`
	p := build(t, "s.c", src)
	k := p.Kernels[0]
	if k.Generic == nil {
		t.Fatal("not a generic kernel")
	}
	var loops []*plan.ParallelLoop
	for _, pc := range k.Generic.Pieces {
		if pc.Loop != nil {
			loops = append(loops, pc.Loop)
		}
	}
	if len(loops) != 3 {
		t.Fatalf("%d loops, want 3", len(loops))
	}
	g, s, d := loops[0], loops[1], loops[2]
	if g.LoopPlan.Path != plan.PathDynamic || !g.LoopPlan.Guided || g.Iteration.Counter != "OMP_DEV_WS_COUNTER" {
		t.Errorf("guided loop: path %s guided %v counter %q", g.LoopPlan.Path, g.LoopPlan.Guided, g.Iteration.Counter)
	}
	if g.Iteration.Team != "0ULL" || g.Iteration.Teams != "1ULL" || len(g.Outer) == 0 || !strings.Contains(g.Outer[0], "(long long)(c)") {
		t.Errorf("guided loop: team %q of %q, outer %q", g.Iteration.Team, g.Iteration.Teams, g.Outer)
	}
	if s.LoopPlan.Path != plan.PathStaticChunked || s.LoopPlan.ThreadChunk != "__omp_sched" || s.Iteration.Team != "0ULL" {
		t.Errorf("static loop: path %s chunk %q team %q", s.LoopPlan.Path, s.LoopPlan.ThreadChunk, s.Iteration.Team)
	}
	if d.LoopPlan.Path != plan.PathDynamic || d.Iteration.Team != "" {
		t.Errorf("distribute loop: path %s team %q, want the teams of the launch", d.LoopPlan.Path, d.Iteration.Team)
	}
	captured := false
	for _, a := range k.Args {
		captured = captured || a.Var == "c"
	}
	if !captured {
		t.Error("the chunk's variable c is not captured")
	}
}

// The if clause of a combined parallel loop beside code is planned with
// its condition, whose host variable is captured.
func TestGenericIf(t *testing.T) {
	src := `void f(double *a, int n, int c) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for if(parallel: c > 2)
    for (int i = 1; i < n; i++) a[i] = 0;
  }
}
`
	p := build(t, "i.c", src)
	k := p.Kernels[0]
	var l *plan.ParallelLoop
	for _, pc := range k.Generic.Pieces {
		if pc.Loop != nil {
			l = pc.Loop
		}
	}
	if l == nil || l.If != "c > 2" {
		t.Fatalf("loop %+v, want the condition c > 2", l)
	}
	captured := false
	for _, a := range k.Args {
		captured = captured || a.Var == "c"
	}
	if !captured {
		t.Error("the condition's variable c is not captured")
	}
}

// lastprivate on a parallel loop beside code, in a target region and in a
// teams region: the loop's plan holds the item, written through a pointer
// to the variable as the loop sees it (a loop variable declared before
// the loop as the level's value after it).
func TestGenericParallelLastprivate(t *testing.T) {
	src := `void f(int *a, int n, int *out) {
  int v = 0;
  #pragma omp target teams num_teams(2) map(to: a[0:n]) map(tofrom: v) map(from: out[0:2])
  {
    int i, k = 1;
    #pragma omp parallel for lastprivate(v, i)
    for (i = 0; i < n; i += k) v = a[i];
    out[0] = v + i;
  }
}
`
	p := build(t, "l.c", src)
	var lasts []string
	for _, pc := range p.Kernels[0].Generic.Pieces {
		if l := pc.Loop; l != nil {
			for _, li := range l.LoopPlan.Last {
				lasts = append(lasts, fmt.Sprintf("%s:%d", li.Var, li.Level))
			}
			if !strings.Contains(strings.Join(l.Outer, " "), "int *__omp_lp_v = &v;") {
				t.Errorf("outer declarations %q lack the pointer to v", l.Outer)
			}
		}
	}
	if strings.Join(lasts, " ") != "v:-1 i:0" {
		t.Errorf("lastprivate items %q, want v (a copy) and i (level 0)", lasts)
	}
}

// A parallel for that is all of a target teams region: a generic teams
// region whose one piece of code is the loop.
func TestTeamsParallelForIsGeneric(t *testing.T) {
	src := `void f(int *a, int n) {
  #pragma omp target teams num_teams(2) map(tofrom: a[0:n])
  #pragma omp parallel for
  for (int i = 0; i < n; i++) a[i]++;
}
`
	p := build(t, "tp.c", src)
	k := p.Kernels[0]
	if k.Generic == nil || !k.Generic.Teams {
		t.Fatalf("kernel %s is not a generic teams region", k.Directive.Kind)
	}
	loops := 0
	for _, pc := range k.Generic.Pieces {
		if pc.Loop != nil {
			loops++
		}
	}
	if loops != 1 {
		t.Errorf("%d loops, want 1", loops)
	}
}

// The ordered loops of a generic region: the ticket is a counter reset
// where the loop begins; a doacross loop's posts go to the team's ring,
// set up between two barriers, whatever the schedule; the kernel runs
// real threads on the host plugin.
func TestGenericOrdered(t *testing.T) {
	p := build(t, "o.c", `void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for ordered schedule(static, 2)
    for (int i = 0; i < n; i++) {
      #pragma omp ordered
      a[i] += a[0];
    }
    #pragma omp parallel for ordered(1)
    for (int i = 1; i < n; i++) {
      #pragma omp ordered depend(sink: i - 1)
      a[i] += a[i - 1];
      #pragma omp ordered depend(source)
    }
  }
}
`)
	k := p.Kernels[0]
	if k.Generic == nil || !k.TeamThreads {
		t.Fatal("not a generic kernel of real threads")
	}
	var loops []*plan.ParallelLoop
	for _, pc := range k.Generic.Pieces {
		if pc.Loop != nil {
			loops = append(loops, pc.Loop)
		}
	}
	if len(loops) != 2 {
		t.Fatalf("%d loops, want 2", len(loops))
	}
	if lp := loops[0].LoopPlan; !lp.Ordered || !lp.OrderedThreads || loops[0].Iteration.Counter != "OMP_DEV_WS_COUNTER" {
		t.Errorf("ordered loop: plan %+v, counter %q", lp, loops[0].Iteration.Counter)
	}
	if !strings.Contains(loops[0].Body, "__omp_ordered_begin(&__omp_ord, __omp_iv);") {
		t.Errorf("ordered body %q", loops[0].Body)
	}
	if lp := loops[1].LoopPlan; lp.Doacross == nil || !lp.DoacrossRing || loops[1].Iteration.Sync != "OMP_DEV_GEN_SYNC;" {
		t.Errorf("doacross loop: plan %+v, sync %q", lp, loops[1].Iteration.Sync)
	}
	for _, want := range []string{"__omp_doacross_wait(&__omp_dx,", "__omp_doacross_post(&__omp_dx,"} {
		if !strings.Contains(loops[1].Body, want) {
			t.Errorf("doacross body lacks %q: %s", want, loops[1].Body)
		}
	}
}
