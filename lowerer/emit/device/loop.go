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
	walk(b, k.LoopPlan, k.Iteration, k.Reductions, k.Body, func() {
		for _, r := range k.Reductions {
			fmt.Fprintf(b, "    __omp_team_reduce(%s, %s, %s());\n", r.Partials, r.Var, r.Functor)
		}
		if len(k.Reductions) > 0 {
			fmt.Fprintf(b, "    if (__omp_redlast(%s)) {\n", plan.ReductionDone)
			for _, r := range k.Reductions {
				fmt.Fprintf(b, "      __omp_redfinish(%s, %s, %s());\n", r.Device, r.Partials, r.Functor)
			}
			b.WriteString("    }\n")
		}
	})
}

// walk prints the walk of one loop's iteration space by the lanes of it,
// then finish (the reductions' combination), in one block.
func walk(b *strings.Builder, lp *plan.LoopPlan, it plan.Iteration, reds []*plan.Reduction, body string, finish func()) {
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
	for _, r := range reds {
		fmt.Fprintf(b, "    %s %s = %s;\n", r.Type, r.Var, r.Identity)
	}
	pre := "    "
	switch {
	case lp.Path == plan.PathStaticChunked && lp.LaneChunks:
		// Lane l's chunks start at l*chunk, (l+lanes)*chunk, ...; a warp's
		// lanes hold neighbouring chunks, so with chunk 1 each access of
		// the warp is contiguous, as on the grid-stride path.
		fmt.Fprintf(b, "    const unsigned long long __omp_chunk = %s;\n", lp.ThreadChunk)
		b.WriteString("    const unsigned long long __omp_lanes = (unsigned long long)gridDim.x * blockDim.x;\n")
		b.WriteString("    for (unsigned long long __omp_q = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x, __omp_lo;\n")
		b.WriteString("         (__omp_lo = __omp_sat_mul(__omp_q, __omp_chunk)) < __omp_trip; __omp_q = __omp_sat_add(__omp_q, __omp_lanes)) {\n")
		b.WriteString("      const unsigned long long __omp_hi = __omp_next(__omp_lo, __omp_chunk, __omp_trip);\n")
		b.WriteString("      OMP_DEV_NOUNROLL\n")
		b.WriteString("      for (unsigned long long __omp_iv = __omp_lo; __omp_iv < __omp_hi; __omp_iv++) {\n")
		pre = "        "
	case lp.Path == plan.PathStaticChunked:
		fmt.Fprintf(b, "    const unsigned long long __omp_tchunk = %s;\n", lp.TeamChunk)
		b.WriteString("    for (unsigned long long __omp_tlo = __omp_sat_mul((unsigned long long)blockIdx.x, __omp_tchunk); __omp_tlo < __omp_trip;\n")
		b.WriteString("         __omp_tlo = __omp_next(__omp_tlo, __omp_sat_mul((unsigned long long)gridDim.x, __omp_tchunk), __omp_trip)) {\n")
		b.WriteString("      const unsigned long long __omp_thi = __omp_next(__omp_tlo, __omp_tchunk, __omp_trip);\n")
		fmt.Fprintf(b, "      const unsigned long long __omp_chunk = %s;\n", lp.ThreadChunk)
		b.WriteString("      for (unsigned long long __omp_lo = __omp_sat_add(__omp_tlo, __omp_sat_mul((unsigned long long)threadIdx.x, __omp_chunk)); __omp_lo < __omp_thi;\n")
		b.WriteString("           __omp_lo = __omp_next(__omp_lo, __omp_sat_mul((unsigned long long)blockDim.x, __omp_chunk), __omp_thi)) {\n")
		b.WriteString("        const unsigned long long __omp_hi = __omp_next(__omp_lo, __omp_chunk, __omp_thi);\n")
		b.WriteString("        OMP_DEV_NOUNROLL\n")
		b.WriteString("        for (unsigned long long __omp_iv = __omp_lo; __omp_iv < __omp_hi; __omp_iv++) {\n")
		pre = "          "
	default:
		next := fmt.Sprintf("__omp_iv += %s", it.Lanes)
		if lp.GuardStride {
			next = fmt.Sprintf("__omp_iv = __omp_next(__omp_iv, %s, __omp_trip)", it.Lanes)
		}
		fmt.Fprintf(b, "    for (unsigned long long __omp_iv = %s; __omp_iv < __omp_trip; %s) {\n", it.Lane, next)
		pre = "      "
	}
	indices(b, nest, pre)
	fmt.Fprintf(b, "%s%s\n", pre, indent(body, pre))
	switch {
	case lp.Path == plan.PathStaticChunked && lp.LaneChunks:
		b.WriteString("      }\n    }\n")
	case lp.Path == plan.PathStaticChunked:
		b.WriteString("        }\n      }\n    }\n")
	default:
		b.WriteString("    }\n")
	}
	finish()
	b.WriteString("  }\n")
}

// indices declares every level's loop variable for linear iteration
// __omp_iv: the innermost level varies fastest. __omp_divmod divides in 32
// bits on the GPU when both operands fit, which is most nests.
func indices(b *strings.Builder, nest *loops.Nest, pre string) {
	n := nest.Depth()
	if n == 1 {
		m := nest.Levels[0]
		fmt.Fprintf(b, "%s%s %s = %s;\n", pre, m.IndexType, m.Index, m.Value(loops.LevelLower(0), loops.LevelStep(0), "__omp_iv"))
		return
	}
	fmt.Fprintf(b, "%sunsigned long long __omp_r = __omp_iv;\n", pre)
	ivs := make([]string, n)
	for i := n - 1; i >= 1; i-- {
		ivs[i] = fmt.Sprintf("__omp_iv%d", i)
		fmt.Fprintf(b, "%sconst unsigned long long %s = __omp_divmod(&__omp_r, %s);\n", pre, ivs[i], loops.LevelTrip(i))
	}
	ivs[0] = "__omp_r"
	for i, m := range nest.Levels {
		fmt.Fprintf(b, "%s%s %s = %s;\n", pre, m.IndexType, m.Index, m.Value(loops.LevelLower(i), loops.LevelStep(i), ivs[i]))
	}
}
