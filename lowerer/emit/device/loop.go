package device

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// loop prints a loop construct's walk of its iteration space, as the
// plan decided it: the nest's per-level bounds and trip counts, the
// reductions' private copies, the grid-stride or static-chunked walk, the
// per-level indices recovered from the linear iteration, the body, and the
// reductions' per-team partials and their combination by the last team.
func loop(b *strings.Builder, k *plan.Kernel) {
	var linears []*plan.LastItem
	for _, li := range k.LoopPlan.Last {
		if li.Linear || li.First {
			linears = append(linears, li)
		}
	}
	walk(b, k.LoopPlan, k.Iteration, k.Reductions, k.Body, func() {
		for _, r := range k.Reductions {
			if a := r.Array; a != nil {
				// Element e's partials are at e * teams.
				fmt.Fprintf(b, "    for (long long __omp_re = 0; __omp_re < %s; __omp_re++) __omp_team_reduce(%s + __omp_re * gridDim.x, %s[%s], %s());\n",
					a.Len, r.Partials, a.Private, a.PrivateIndex("__omp_re"), r.Functor)
				continue
			}
			fmt.Fprintf(b, "    __omp_team_reduce(%s, %s, %s());\n", r.Partials, r.Var, r.Functor)
		}
		if len(linears) > 0 {
			// The team counts itself finished only when all its lanes
			// have read the linear items' original values and the lane
			// of the last iteration has left its values.
			b.WriteString("    OMP_DEV_TEAM_SYNC();\n")
		}
		if len(k.Reductions) > 0 || len(linears) > 0 {
			fmt.Fprintf(b, "    if (__omp_redlast(%s)) {\n", plan.ReductionDone)
			for _, r := range k.Reductions {
				if a := r.Array; a != nil {
					fmt.Fprintf(b, "      for (long long __omp_re = 0; __omp_re < %s; __omp_re++) __omp_redfinish(%s + __omp_re, %s + __omp_re * gridDim.x, %s());\n",
						a.Len, r.Device, r.Partials, r.Functor)
					continue
				}
				fmt.Fprintf(b, "      __omp_redfinish(%s, %s, %s());\n", r.Device, r.Partials, r.Functor)
			}
			// Every lane has read the linear items' original values by
			// now: their device copies take the last iteration's values,
			// stored by every lane of the last team (all store the same
			// value; on the host plugin only the last lane gets here). A
			// GPU's lanes all store: with the store left to one lane, an
			// H100 and an H200 kept the original value of a
			// schedule(dynamic, 3) loop of 5 lanes (docs/testing.md).
			for _, li := range linears {
				if li.Array {
					fmt.Fprintf(b, "      if (__omp_trip > 0) for (unsigned long long __omp_lb = 0; __omp_lb < %s; __omp_lb++) ((unsigned char *)%s)[__omp_lb] = ((volatile unsigned char *)%s)[__omp_lb];\n", li.Size(), li.Device, li.Final)
					continue
				}
				fmt.Fprintf(b, "      if (__omp_trip > 0) *%s = *(volatile %s *)%s;\n", li.Device, li.Type, li.Final)
			}
			b.WriteString("    }\n")
		}
	})
}

// walk prints the walk of one loop's iteration space by the lanes of it,
// then finish (the reductions' combination), in one block. A Narrow plan
// prints the walk twice: the first for nests of at most 2^31 iterations
// (__omp_cf), the other as a plan without level counters prints it.
func walk(b *strings.Builder, lp *plan.LoopPlan, it plan.Iteration, reds []*plan.Reduction, body string, finish func()) {
	walkDecls(b, lp, it, reds)
	if lp.Narrow {
		b.WriteString("    if (__omp_cf) {\n")
		walkLoops(b, lp, it, body)
		b.WriteString("    } else {\n")
		wide := *lp
		wide.LevelCounters, wide.Narrow = false, false
		walkLoops(b, &wide, it, body)
		b.WriteString("    }\n")
	} else {
		walkLoops(b, lp, it, body)
	}
	if lp.Doacross != nil && lp.DoacrossRing {
		b.WriteString("    __omp_doacross_end(&__omp_dx);\n")
	}
	lastValues(b, lp)
	finish()
	b.WriteString("  }\n")
}

// walkLoops prints the loops that give a lane its iterations, each
// iteration's indices and the body in them.
func walkLoops(b *strings.Builder, lp *plan.LoopPlan, it plan.Iteration, body string) {
	pre := walkOpen(b, lp, it)
	if lp.Doacross != nil && lp.DoacrossRing {
		fmt.Fprintf(b, "%s__omp_doacross_begin(&__omp_dx, __omp_iv);\n", pre)
	}
	indices(b, lp, pre)
	if len(lp.Last) > 0 {
		last := "__omp_trip - 1"
		if lp.Nest.Runs != nil {
			last = "__omp_lastiv"
		}
		fmt.Fprintf(b, "%sif (__omp_iv == %s) __omp_last = 1;\n", pre, last)
	}
	if hasConditional(lp) {
		fmt.Fprintf(b, "%sconst unsigned long long %s = __omp_iv + 1;\n", pre, plan.IterPlusOne)
	}
	for _, li := range lp.Last {
		if li.Linear {
			fmt.Fprintf(b, "%s%s = (%s)((unsigned long long)%s + __omp_iv * (unsigned long long)%s);\n", pre, li.Var, li.Type, li.Start, li.Step)
		}
	}
	fmt.Fprintf(b, "%s%s\n", pre, indent(body, pre))
	switch {
	case lp.Path == plan.PathDynamic, lp.Path == plan.PathStaticChunked && lp.LaneChunks:
		b.WriteString("      }\n    }\n")
	case lp.Path == plan.PathStaticChunked:
		b.WriteString("        }\n      }\n    }\n")
	default:
		b.WriteString("    }\n")
	}
}

// walkDecls opens the walk's block and declares what every lane's walk
// reads: each level's lower bound, step and trip count, the collapsed trip
// count, the reductions' private copies, the lastprivate and linear
// variables, the ordered counter.
func walkDecls(b *strings.Builder, lp *plan.LoopPlan, it plan.Iteration, reds []*plan.Reduction) {
	nest := lp.Nest
	b.WriteString("  {\n")
	for i, m := range nest.Levels {
		lb, step, trip := loops.LevelLower(i), loops.LevelStep(i), loops.LevelTrip(i)
		fmt.Fprintf(b, "    %s %s = %s;\n", m.IndexType, lb, m.Lower)
		fmt.Fprintf(b, "    const long long %s = %s;\n", step, m.Step)
		fmt.Fprintf(b, "    const unsigned long long %s = %s;\n", trip, m.Trip(lb, m.Upper, step))
	}
	trips := make([]string, nest.Depth())
	for i := range trips {
		trips[i] = loops.LevelTrip(i)
	}
	// A collapsed product cannot wrap: the host refuses to launch one that
	// saturates.
	fmt.Fprintf(b, "    const unsigned long long __omp_trip = %s;\n", strings.Join(trips, " * "))
	if lp.LevelCounters || lp.Narrow {
		// The level counters' path (collapse.go), or the narrow walk's.
		b.WriteString("    const int __omp_cf = __omp_trip <= 0x80000000ULL;\n")
	}
	for _, r := range reds {
		privateCopy(b, r)
	}
	for _, li := range lp.Last {
		if li.Linear || li.First && !li.Array {
			fmt.Fprintf(b, "    const %s %s = *%s;\n", li.Type, li.Start, li.Device)
		}
		if li.Conditional {
			fmt.Fprintf(b, "    unsigned long long %s = 0;\n", li.Iter)
		}
		switch {
		case li.Level >= 0:
		case li.Team:
			fmt.Fprintf(b, "    OMP_DEV_SHARED %s %s;\n", li.Type, li.Var)
		case li.First && li.Array:
			// The device copy changes only after every lane is done.
			fmt.Fprintf(b, "    %s;\n    memcpy(%s, (const void *)%s, %s);\n", li.Decl, li.Var, li.Device, li.Size())
		case li.First:
			fmt.Fprintf(b, "    %s %s = %s;\n", li.Type, li.Var, li.Start)
		case li.From != "" && li.Array:
			fmt.Fprintf(b, "    %s;\n    memcpy(%s, (const void *)%s, %s);\n", li.Decl, li.Var, li.From, li.Size())
		case li.From != "":
			fmt.Fprintf(b, "    %s %s = %s;\n", li.Type, li.Var, li.From)
		case li.Array:
			fmt.Fprintf(b, "    %s;\n", li.Decl)
		default:
			fmt.Fprintf(b, "    %s %s;\n", li.Type, li.Var)
		}
	}
	if len(lp.Last) > 0 {
		b.WriteString("    _Bool __omp_last = 0;\n")
		if lp.Nest.Runs != nil {
			lastNonEmpty(b, lp.Nest)
		}
	}
	if lp.Ordered {
		// The next iteration whose ordered region may run: a counter
		// of the team's, as a dynamic schedule's.
		counter := it.Counter
		if counter == "" {
			counter = "OMP_DEV_TEAM_COUNTER"
		}
		fmt.Fprintf(b, "    %s(__omp_ord)\n", counter)
	}
	if lp.Doacross != nil {
		doacrossState(b, lp, it)
	}
}

// lastNonEmpty declares __omp_lastiv, the last iteration of the
// collapsed levels of a non-rectangular nest whose inner loops (the
// levels of nest.Runs) run at all: the iteration that holds the nest's
// sequentially last one (loops.Nest.LastNonEmpty); the trip count when
// there is none. Each lane finds it for itself.
func lastNonEmpty(b *strings.Builder, nest *loops.Nest) {
	b.WriteString("    unsigned long long __omp_lastiv = __omp_trip;\n")
	for _, line := range nest.LastNonEmpty("__omp_lastiv", "__omp_trip", loops.LevelLower, loops.LevelStep, loops.LevelTrip) {
		b.WriteString("    " + line + "\n")
	}
}

// doacrossState declares the state of a doacross loop's posts and waits
// (__omp_dx): each level's lower bound, step and trip count, the shared
// levels' from the walk, those run inside each shared iteration from
// their own loops' bounds (the nest is rectangular), then the team meets
// with every thread's progress cleared.
func doacrossState(b *strings.Builder, lp *plan.LoopPlan, it plan.Iteration) {
	full, shared := lp.Doacross, lp.Nest.Depth()
	inner := []string{}
	for i := shared; i < full.Depth(); i++ {
		m := full.Levels[i]
		lb, step, trip := fmt.Sprintf("__omp_dxlb%d", i), fmt.Sprintf("__omp_dxst%d", i), fmt.Sprintf("__omp_dxtr%d", i)
		fmt.Fprintf(b, "    %s %s = %s;\n", m.IndexType, lb, m.Lower)
		fmt.Fprintf(b, "    const long long %s = %s;\n", step, m.Step)
		fmt.Fprintf(b, "    const unsigned long long %s = %s;\n", trip, m.Trip(lb, m.Upper, step))
		inner = append(inner, trip)
	}
	prod := "1ULL"
	if len(inner) > 0 {
		prod = strings.Join(inner, " * ")
	}
	state := "OMP_DEV_DOACROSS"
	if lp.DoacrossRing {
		state = "OMP_DEV_DOACROSS_RING"
	}
	sync := "OMP_DEV_TEAM_SYNC();"
	if it.Sync != "" {
		sync = it.Sync
		fmt.Fprintf(b, "    %s\n", sync)
	}
	fmt.Fprintf(b, "    %s(__omp_dx, __omp_trip, %s)\n", state, prod)
	fmt.Fprintf(b, "    __omp_dx.n = %d;\n", full.Depth())
	for i := 0; i < full.Depth(); i++ {
		lb, step, trip := loops.LevelLower(i), loops.LevelStep(i), loops.LevelTrip(i)
		if i >= shared {
			lb, step, trip = fmt.Sprintf("__omp_dxlb%d", i), fmt.Sprintf("__omp_dxst%d", i), fmt.Sprintf("__omp_dxtr%d", i)
		}
		fmt.Fprintf(b, "    __omp_dx.lb[%d] = (long long)(%s); __omp_dx.st[%d] = %s; __omp_dx.tr[%d] = %s;\n", i, lb, i, step, i, trip)
	}
	fmt.Fprintf(b, "    %s\n", sync)
}

// walkOpen opens the loops that give a lane its iterations on the path
// the plan chose (dynamic chunks, static chunks per lane or per team and
// thread, grid-stride) and returns the indentation of the body in them.
func walkOpen(b *strings.Builder, lp *plan.LoopPlan, it plan.Iteration) string {
	pre := "    "
	switch {
	case lp.Path == plan.PathDynamic:
		// The team's threads take chunks from the team's counter.
		guided := 0
		if lp.Guided {
			guided = 1
		}
		next := "__omp_dyn_next(&__omp_dyn, "
		if it.Team != "" {
			next = fmt.Sprintf("__omp_dyn_next_in(&__omp_dyn, %s, %s, ", it.Team, it.Teams)
		}
		trip, shift := "__omp_trip", ""
		if lp.TeamBalanced {
			// The team's one block is the iteration space of its own
			// counter, shifted to where the block starts.
			teamBlock(b, it)
			b.WriteString("    const unsigned long long __omp_tchunk = __omp_dhi - __omp_dlo;\n")
			next, trip = "__omp_dyn_next_in(&__omp_dyn, 0ULL, 1ULL, ", "__omp_tchunk"
			shift = " && (__omp_lo += __omp_dlo, __omp_hi += __omp_dlo, 1)"
		} else {
			fmt.Fprintf(b, "    const unsigned long long __omp_tchunk = %s;\n", lp.TeamChunk)
		}
		fmt.Fprintf(b, "    const unsigned long long __omp_chunk = %s;\n", lp.ThreadChunk)
		counter := it.Counter
		if counter == "" {
			counter = "OMP_DEV_TEAM_COUNTER"
		}
		fmt.Fprintf(b, "    %s(__omp_dyn)\n", counter)
		fmt.Fprintf(b, "    for (unsigned long long __omp_lo, __omp_hi; %s__omp_tchunk, %s, __omp_chunk, %d, &__omp_lo, &__omp_hi)%s;) {\n", next, trip, guided, shift)
		if lp.LevelCounters {
			chunkCounters(b, "      ", lp.Nest, "__omp_lo")
		}
		b.WriteString("      OMP_DEV_NOUNROLL\n")
		fmt.Fprintf(b, "      for (unsigned long long __omp_iv = __omp_lo; __omp_iv < __omp_hi; %s) {\n", stepOne(lp))
		pre = "        "
	case lp.Path == plan.PathStaticChunked && lp.LaneChunks:
		laneChunksOpen(b, lp)
		pre = "        "
	case lp.Path == plan.PathStaticChunked && lp.TeamBalanced:
		// The team's one block, walked as a loop of one team chunk.
		teamBlock(b, it)
		b.WriteString("    for (unsigned long long __omp_tlo = __omp_dlo; __omp_tlo < __omp_dhi; __omp_tlo = __omp_trip) {\n")
		b.WriteString("      const unsigned long long __omp_thi = __omp_dhi;\n")
		pre = threadsOpen(b, lp, it)
	case lp.Path == plan.PathStaticChunked:
		fmt.Fprintf(b, "    const unsigned long long __omp_tchunk = %s;\n", lp.TeamChunk)
		team, teams := teamOf(it)
		fmt.Fprintf(b, "    for (unsigned long long __omp_tlo = __omp_sat_mul(%s, __omp_tchunk); __omp_tlo < __omp_trip;\n", team)
		fmt.Fprintf(b, "         __omp_tlo = __omp_next(__omp_tlo, __omp_sat_mul(%s, __omp_tchunk), __omp_trip)) {\n", teams)
		b.WriteString("      const unsigned long long __omp_thi = __omp_next(__omp_tlo, __omp_tchunk, __omp_trip);\n")
		pre = threadsOpen(b, lp, it)
	default:
		next := fmt.Sprintf("__omp_iv += %s", it.Lanes)
		if lp.GuardStride && !lp.Narrow {
			// The narrow copy's trip count is at most 2^31 and the lanes
			// at most 2^41: the sum cannot wrap.
			next = fmt.Sprintf("__omp_iv = __omp_next(__omp_iv, %s, __omp_trip)", it.Lanes)
		}
		if lp.LevelCounters {
			counterDecl(b, "    ", lp.Nest, "__omp_c", "__omp_s")
			strideCounters(b, lp, "__omp_c", it.Lane, "__omp_s", it.Lanes)
			next += ", " + stepCounters(lp, "__omp_iv < __omp_trip", advance(lp.Nest, "__omp_c", "__omp_s"))
		}
		fmt.Fprintf(b, "    for (unsigned long long __omp_iv = %s; __omp_iv < __omp_trip; %s) {\n", it.Lane, next)
		pre = "      "
	}
	return pre
}

// threadsOpen opens the walk of the calling thread's chunks of the team
// chunk [__omp_tlo, __omp_thi) and returns the indentation of the body.
func threadsOpen(b *strings.Builder, lp *plan.LoopPlan, it plan.Iteration) string {
	thread := "(unsigned long long)threadIdx.x"
	if it.Thread != "" {
		thread = it.Thread
	}
	if lp.Balanced {
		balancedOpen(b, lp, thread)
		return "          "
	}
	fmt.Fprintf(b, "      const unsigned long long __omp_chunk = %s;\n", lp.ThreadChunk)
	fmt.Fprintf(b, "      for (unsigned long long __omp_lo = __omp_sat_add(__omp_tlo, __omp_sat_mul(%s, __omp_chunk)); __omp_lo < __omp_thi;\n", thread)
	b.WriteString("           __omp_lo = __omp_next(__omp_lo, __omp_sat_mul((unsigned long long)blockDim.x, __omp_chunk), __omp_thi)) {\n")
	chunkOpen(b, lp, "__omp_next(__omp_lo, __omp_chunk, __omp_thi)")
	return "          "
}

// teamOf is the calling team's number and the number of teams.
func teamOf(it plan.Iteration) (string, string) {
	if it.Team != "" {
		return it.Team, it.Teams
	}
	return "(unsigned long long)blockIdx.x", "(unsigned long long)gridDim.x"
}

// teamBlock declares the calling team's one block [__omp_dlo, __omp_dhi)
// of the iterations (LoopPlan.TeamBalanced): of n iterations and T teams
// the first n % T teams take n/T + 1, the others n/T.
func teamBlock(b *strings.Builder, it plan.Iteration) {
	team, teams := teamOf(it)
	fmt.Fprintf(b, "    const unsigned long long __omp_dt = %s, __omp_dq = __omp_trip / %s, __omp_dr = __omp_trip %% %s;\n", team, teams, teams)
	b.WriteString("    const unsigned long long __omp_dlo = __omp_dt * __omp_dq + (__omp_dt < __omp_dr ? __omp_dt : __omp_dr);\n")
	b.WriteString("    const unsigned long long __omp_dhi = __omp_dlo + __omp_dq + (__omp_dt < __omp_dr ? 1ULL : 0ULL);\n")
}

// balancedOpen opens the walk of thread's one block of the team chunk
// [__omp_tlo, __omp_thi) (LoopPlan.Balanced): of its n iterations the
// first n % threads threads take n/threads + 1, the others n/threads. The
// block is walked as the one chunk of a loop that ends after it, so the
// walk closes as the static-chunked one does. GPUOneAtATime gives a GPU
// chunks of one iteration dealt in turn, opened the same way.
func balancedOpen(b *strings.Builder, lp *plan.LoopPlan, thread string) {
	if lp.GPUOneAtATime {
		b.WriteString("#ifdef __CUDA_ARCH__\n")
		b.WriteString("      const unsigned long long __omp_chunk = 1ULL;\n")
		fmt.Fprintf(b, "      for (unsigned long long __omp_lo = __omp_sat_add(__omp_tlo, %s); __omp_lo < __omp_thi;\n", thread)
		b.WriteString("           __omp_lo = __omp_next(__omp_lo, (unsigned long long)blockDim.x, __omp_thi)) {\n")
		b.WriteString("#else\n")
	}
	b.WriteString("      const unsigned long long __omp_tn = __omp_thi - __omp_tlo, __omp_tq = __omp_tn / (unsigned long long)blockDim.x, __omp_tr = __omp_tn % (unsigned long long)blockDim.x;\n")
	fmt.Fprintf(b, "      const unsigned long long __omp_th = %s;\n", thread)
	b.WriteString("      const unsigned long long __omp_chunk = __omp_tq + (__omp_th < __omp_tr ? 1ULL : 0ULL);\n")
	b.WriteString("      const unsigned long long __omp_blo = __omp_tlo + __omp_th * __omp_tq + (__omp_th < __omp_tr ? __omp_th : __omp_tr);\n")
	b.WriteString("      for (unsigned long long __omp_lo = __omp_blo; __omp_lo < __omp_blo + __omp_chunk; __omp_lo = __omp_thi) {\n")
	if lp.GPUOneAtATime {
		b.WriteString("#endif\n")
	}
	chunkOpen(b, lp, "__omp_lo + __omp_chunk")
}

// chunkOpen opens the walk of one chunk [__omp_lo, hi) inside a thread's
// loop over its chunks of the static-chunked path.
func chunkOpen(b *strings.Builder, lp *plan.LoopPlan, hi string) {
	fmt.Fprintf(b, "        const unsigned long long __omp_hi = %s;\n", hi)
	if lp.LevelCounters {
		chunkCounters(b, "        ", lp.Nest, "__omp_lo")
	}
	b.WriteString("        OMP_DEV_NOUNROLL\n")
	fmt.Fprintf(b, "        for (unsigned long long __omp_iv = __omp_lo; __omp_iv < __omp_hi; %s) {\n", stepOne(lp))
}

// laneChunksOpen opens the walk of schedule(static, c) on teams distribute
// parallel for: lane l's chunks start at l*chunk, (l+lanes)*chunk, ...; a
// warp's lanes hold neighbouring chunks, so with chunk 1 each access of
// the warp is contiguous, as on the grid-stride path. The starts step by
// lanes*chunk with saturating sums, which saturate exactly where the
// products (l + m*lanes)*chunk would (either way the walk ends).
func laneChunksOpen(b *strings.Builder, lp *plan.LoopPlan) {
	fmt.Fprintf(b, "    const unsigned long long __omp_chunk = %s;\n", lp.ThreadChunk)
	b.WriteString("    const unsigned long long __omp_lanes = (unsigned long long)gridDim.x * blockDim.x;\n")
	b.WriteString("    const unsigned long long __omp_lo0 = __omp_sat_mul((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x, __omp_chunk), __omp_kst = __omp_sat_mul(__omp_lanes, __omp_chunk);\n")
	nextChunk := ""
	if lp.LevelCounters {
		// The counters of the lane's chunk starts.
		counterDecl(b, "    ", lp.Nest, "__omp_k", "__omp_ks")
		strideCounters(b, lp, "__omp_k", "__omp_lo0", "__omp_ks", "__omp_kst")
		nextChunk = ", " + stepCounters(lp, "__omp_lo < __omp_trip", advance(lp.Nest, "__omp_k", "__omp_ks"))
	}
	fmt.Fprintf(b, "    for (unsigned long long __omp_lo = __omp_lo0; __omp_lo < __omp_trip; __omp_lo = __omp_sat_add(__omp_lo, __omp_kst)%s) {\n", nextChunk)
	b.WriteString("      const unsigned long long __omp_hi = __omp_next(__omp_lo, __omp_chunk, __omp_trip);\n")
	if lp.LevelCounters {
		var names []string
		for k := 0; k < lp.Nest.Depth(); k++ {
			names = append(names, fmt.Sprintf("%s = %s", counter("__omp_c", k), counter("__omp_k", k)))
		}
		fmt.Fprintf(b, "      unsigned %s;\n", strings.Join(names, ", "))
	}
	b.WriteString("      OMP_DEV_NOUNROLL\n")
	fmt.Fprintf(b, "      for (unsigned long long __omp_iv = __omp_lo; __omp_iv < __omp_hi; %s) {\n", stepOne(lp))
}

// stepOne is the step of a chunk's walk: the next iteration, and with
// level counters those one further.
func stepOne(lp *plan.LoopPlan) string {
	if !lp.LevelCounters {
		return "__omp_iv++"
	}
	return "__omp_iv++, " + stepCounters(lp, "__omp_iv < __omp_hi", advance(lp.Nest, "__omp_c", ""))
}

// stepCounters is the expression that steps a walk's counters (adv) when
// the walk goes on (more). A narrow copy steps them without the test:
// its counters stay below 2^32 past the end as well (collapse.go), and
// are not read there.
func stepCounters(lp *plan.LoopPlan, more, adv string) string {
	if lp.Narrow {
		return adv
	}
	return fmt.Sprintf("(void)(%s && (%s, 1))", more, adv)
}

// indices declares every level's loop variable for linear iteration
// __omp_iv: the innermost level varies fastest. A nest with level
// counters takes them (collapse.go), unless it is too large for them;
// otherwise each iteration divides: __omp_divmod divides in 32 bits on
// the GPU when both operands fit.
func indices(b *strings.Builder, lp *plan.LoopPlan, pre string) {
	nest := lp.Nest
	n := nest.Depth()
	if n == 1 {
		m := nest.Levels[0]
		fmt.Fprintf(b, "%s%s %s = %s;\n", pre, m.IndexType, m.Index, m.Value(loops.LevelLower(0), loops.LevelStep(0), "__omp_iv"))
		return
	}
	ivs := make([]string, n)
	if !lp.LevelCounters && lp.Narrow {
		// At most 2^31 iterations: every level's iteration and trip
		// count fit 32 bits (a walk runs only when no level's trip count
		// is 0).
		fmt.Fprintf(b, "%sunsigned __omp_x = (unsigned)__omp_iv;\n", pre)
		for i := n - 1; i >= 1; i-- {
			ivs[i] = fmt.Sprintf("__omp_iv%d", i)
			fmt.Fprintf(b, "%sconst unsigned long long %s = __omp_divmod32(&__omp_x, (unsigned)%s);\n", pre, ivs[i], loops.LevelTrip(i))
		}
		fmt.Fprintf(b, "%sconst unsigned long long __omp_r = __omp_x;\n", pre)
		ivs[0] = "__omp_r"
		for i, m := range nest.Levels {
			fmt.Fprintf(b, "%s%s %s = %s;\n", pre, m.IndexType, m.Index, m.Value(loops.LevelLower(i), loops.LevelStep(i), ivs[i]))
		}
		return
	}
	if !lp.LevelCounters {
		fmt.Fprintf(b, "%sunsigned long long __omp_r = __omp_iv;\n", pre)
		for i := n - 1; i >= 1; i-- {
			ivs[i] = fmt.Sprintf("__omp_iv%d", i)
			fmt.Fprintf(b, "%sconst unsigned long long %s = __omp_divmod(&__omp_r, %s);\n", pre, ivs[i], loops.LevelTrip(i))
		}
		ivs[0] = "__omp_r"
		for i, m := range nest.Levels {
			fmt.Fprintf(b, "%s%s %s = %s;\n", pre, m.IndexType, m.Index, m.Value(loops.LevelLower(i), loops.LevelStep(i), ivs[i]))
		}
		return
	}
	decls := []string{"__omp_r = __omp_c0"}
	for i := 1; i < n; i++ {
		ivs[i] = fmt.Sprintf("__omp_iv%d", i)
		decls = append(decls, fmt.Sprintf("%s = %s", ivs[i], counter("__omp_c", i)))
	}
	fmt.Fprintf(b, "%sunsigned long long %s;\n", pre, strings.Join(decls, ", "))
	if !lp.Narrow {
		// The same walk for larger nests.
		fmt.Fprintf(b, "%sif (!__omp_cf) {\n%s  __omp_r = __omp_iv;\n", pre, pre)
		for i := n - 1; i >= 1; i-- {
			fmt.Fprintf(b, "%s  %s = __omp_divmod(&__omp_r, %s);\n", pre, ivs[i], loops.LevelTrip(i))
		}
		fmt.Fprintf(b, "%s}\n", pre)
	}
	ivs[0] = "__omp_r"
	for i, m := range nest.Levels {
		fmt.Fprintf(b, "%s%s %s = %s;\n", pre, m.IndexType, m.Index, levelValue(m, i, ivs[i]))
	}
}

// lastValues prints the assignments of the lane that ran the sequentially
// last iteration: each lastprivate item's device copy takes its copy's
// value (a loop variable the value a sequential run leaves it), each
// linear item's slot its copy's value, made visible before the team
// counts itself finished.
func lastValues(b *strings.Builder, lp *plan.LoopPlan) {
	if len(lp.Last) == 0 {
		return
	}
	for _, li := range lp.Last {
		if li.Conditional {
			fmt.Fprintf(b, "    if (%s) __omp_lastcond(%s, %s, %s, %s);\n", li.Iter, li.Slot, li.Iter, li.Device, li.Var)
		}
	}
	if allConditional(lp) {
		return
	}
	b.WriteString("    if (__omp_last) {\n")
	fence := false
	for _, li := range lp.Last {
		if li.Conditional {
			continue
		}
		if li.Team {
			b.WriteString("      if (OMP_DEV_MASTER)")
		} else {
			b.WriteString("     ")
		}
		switch {
		case li.First && li.Array:
			fmt.Fprintf(b, " memcpy(%s, (const void *)%s, %s);\n", li.Final, li.Var, li.Size())
			fence = true
		case li.Linear, li.First:
			fmt.Fprintf(b, " *%s = %s;\n", li.Final, li.Var)
			fence = true
		case li.Level >= 0:
			m := lp.Nest.Levels[li.Level]
			fmt.Fprintf(b, " *%s = (%s)(%s);\n", li.Device, li.Type, m.Value(loops.LevelLower(li.Level), loops.LevelStep(li.Level), loops.LevelTrip(li.Level)))
		case li.Array:
			fmt.Fprintf(b, " memcpy(%s, (const void *)%s, %s);\n", li.Device, li.Var, li.Size())
		default:
			fmt.Fprintf(b, " *%s = %s;\n", li.Device, li.Var)
		}
	}
	if fence {
		b.WriteString("      __omp_atomic_fence();\n")
	}
	b.WriteString("    }\n")
}

// hasConditional reports whether lp has lastprivate(conditional:) items.
func hasConditional(lp *plan.LoopPlan) bool {
	for _, li := range lp.Last {
		if li.Conditional {
			return true
		}
	}
	return false
}

// allConditional reports whether every lastprivate item of lp is
// conditional (no lane stores at the last iteration).
func allConditional(lp *plan.LoopPlan) bool {
	for _, li := range lp.Last {
		if !li.Conditional {
			return false
		}
	}
	return true
}

// privateCopy declares a lane's private copy of reduction r, each
// element the operator's identity. An array's is a reference to an array
// of the declared size over the lane's storage, so that the body indexes
// it as written (and sizeof sees the array); the storage may end with
// the section.
func privateCopy(b *strings.Builder, r *plan.Reduction) {
	a := r.Array
	if a == nil {
		fmt.Fprintf(b, "    %s %s = %s;\n", r.Type, r.Var, r.Identity)
		return
	}
	if a.Heap {
		// Elements 0 .. Lower+Len-1 from the device heap, so that the
		// section's own lie in the storage.
		n := fmt.Sprintf("(long long)(%s) + (long long)(%s)", a.Lower, a.Len)
		if a.Storage > 0 {
			n = fmt.Sprint(a.Storage)
		}
		fmt.Fprintf(b, "    %s *const %s = (%s *)__omp_red_alloc(sizeof(%s), %s);\n", r.Type, a.Private, r.Type, r.Type, n)
	} else if a.Lanes != "" {
		// The lane's view in the buffer of every lane's copies.
		fmt.Fprintf(b, "    %s *const %s = %s + ((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x) * (unsigned long long)(%s);\n", r.Type, a.Private, a.Lanes, a.Len)
	} else {
		fmt.Fprintf(b, "    %s %s[%d];\n", r.Type, a.Private, a.Storage)
	}
	fmt.Fprintf(b, "    for (long long __omp_re = 0; __omp_re < %s; __omp_re++) %s[%s] = %s;\n", a.Len, a.Private, a.PrivateIndex("__omp_re"), r.Identity)
	if len(a.ViewDevExts) > 0 {
		// A variable-length array of several dimensions: the view of
		// the lane's copy (package vla).
		rank := len(a.ViewDevExts)
		fmt.Fprintf(b, "    __omp_vla<%s, %d> %s = __omp_vla_at<%s, %d>(%s, %s, {%s});\n", r.Type, rank, r.Var, r.Type, rank, a.Private, a.ViewDevExts[0], strings.Join(a.ViewDevExts[1:], ", "))
		return
	}
	if a.Pointer {
		fmt.Fprintf(b, "    %s *%s = %s;\n", r.Type, r.Var, a.Private)
		return
	}
	fmt.Fprintf(b, "    %s (&%s)%s = *(%s (*)%s)%s;\n", r.Type, r.Var, a.Extents(), r.Type, a.Extents(), a.Private)
}
