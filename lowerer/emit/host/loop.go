package host

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// loopDecls prints what a loop construct needs before the grid is sized:
// the collapsed trip count's overflow check and the chunk sizes.
func loopDecls(b *strings.Builder, k *plan.Kernel) {
	lp := k.LoopPlan
	if lp == nil {
		return
	}
	if lp.Overflow {
		// __omp_trip_mul saturates: refuse an iteration space that does
		// not fit in 64 bits rather than run a wrong one.
		fmt.Fprintf(b, "  if (%s == ~0ULL) __omp_offload_fail(%s, \"the collapsed iteration space has 2^64-1 or more iterations\");\n",
			plan.HostTrip, strconv.Quote(k.Where))
	}
	for _, d := range lp.HostDecls {
		fmt.Fprintf(b, "  %s\n", d)
	}
}

// reductionBuffers allocates one partial per team for each reduction,
// filled with the operator's identity (a team that does not run leaves a
// neutral value), and the count of teams done that the kernel's last team
// recognises itself by.
//
// An array reduction has one partial per team and element (one more, so
// that an empty section allocates something); bounds that are not
// constants must give a section inside the array.
func reductionBuffers(b *strings.Builder, k *plan.Kernel) {
	where := strconv.Quote(k.Where)
	for _, r := range k.Reductions {
		elem, count := r.Var, plan.HostTeams
		if a := r.Array; a != nil {
			if a.Check {
				fmt.Fprintf(b, "  if (%s < 0 || %s < 0 || %s > %d || %s > %d - %s) __omp_offload_fail(%s, %s);\n",
					a.HostLower, a.HostLen, a.HostLower, a.Dim, a.HostLen, a.Dim, a.HostLower, where,
					strconv.Quote(fmt.Sprintf("the array section %s of the reduction lies outside the array of %d elements", a.Section, a.Dim)))
			}
			for _, c := range a.HostChecks {
				fmt.Fprintf(b, "  if (!(%s)) __omp_offload_fail(%s, %s);\n", c.Cond, where, strconv.Quote(c.Msg))
			}
			elem = a.Elem(r.Var)
			if a.Lanes != "" {
				lanesBuffer(b, k, r)
			}
			count = fmt.Sprintf("(%s * (__INT64_TYPE__)%s + 1)", plan.HostTeams, a.HostLen)
		}
		fmt.Fprintf(b, "  __typeof__(%s) *%s = (__typeof__(%s) *)__builtin_malloc((__SIZE_TYPE__)%s * sizeof(*%s));\n", elem, r.Buffer, elem, count, r.Buffer)
		fmt.Fprintf(b, "  if (!%s) __omp_offload_fail(%s, \"out of memory for reduction partials\");\n", r.Buffer, where)
		if r.UDR != nil {
			// The initializer is device code; each team stores its
			// partial before any is read.
			continue
		}
		id := r.Identity
		if r.HostIdentity != "" {
			id = r.HostIdentity
		}
		fmt.Fprintf(b, "  for (__INT64_TYPE__ __omp_r = 0; __omp_r < %s; __omp_r++) %s[__omp_r] = %s;\n", count, r.Buffer, id)
	}
	for _, a := range k.Args {
		if a.Kind == plan.ArgReductionDone {
			fmt.Fprintf(b, "  unsigned int %s = 0;\n", plan.ReductionDone)
			break
		}
	}
}

// reductionFree frees the partials after the launch; the kernel has
// combined them into the variable's device copy (the host fallback
// reduces the variable itself).
func reductionFree(b *strings.Builder, k *plan.Kernel) {
	for _, r := range k.Reductions {
		fmt.Fprintf(b, "\n  __builtin_free(%s);", r.Buffer)
		if r.Array != nil && r.Array.Lanes != "" {
			fmt.Fprintf(b, "\n  __builtin_free(%s);", r.Array.Lanes)
		}
	}
}

// lanesBuffer sizes and allocates the lanes' private copies of array
// reduction r (plan.ReductionArray.Lanes), before its partials: fewer
// teams when all of them would need more than plan.MaxReductionLanes
// bytes, a failure when one team does. The host buffer only keys the
// device one: it is never read or written.
func lanesBuffer(b *strings.Builder, k *plan.Kernel, r *plan.Reduction) {
	a := r.Array
	where := strconv.Quote(k.Where)
	T, N := plan.HostTeams, plan.HostThreads
	fmt.Fprintf(b, "  if (%s < 0 || %s < 0) __omp_offload_fail(%s, %s);\n", a.HostLower, a.HostLen, where,
		strconv.Quote(fmt.Sprintf("the array section %s of the reduction has a negative bound", a.Section)))
	lane := fmt.Sprintf("((__UINT64_TYPE__)%s * sizeof(%s))", a.HostLen, a.Elem(r.Var))
	fmt.Fprintf(b, "  if (%s > (__UINT64_TYPE__)%d / ((__UINT64_TYPE__)%s * %s)) %s = (__INT64_TYPE__)((__UINT64_TYPE__)%d / (__UINT64_TYPE__)%s / %s);\n",
		lane, plan.MaxReductionLanes, T, N, T, plan.MaxReductionLanes, N, lane)
	fmt.Fprintf(b, "  if (%s < 1) %s = 1;\n", T, T)
	fmt.Fprintf(b, "  if (%s > (__UINT64_TYPE__)%d / ((__UINT64_TYPE__)%s * %s)) __omp_offload_fail(%s, %s);\n", lane, plan.MaxReductionLanes, T, N, where,
		strconv.Quote(fmt.Sprintf("the private copies of the reduction over %s need more than %d bytes for one team", a.Section, plan.MaxReductionLanes)))
	fmt.Fprintf(b, "  const __UINT64_TYPE__ %s = (__UINT64_TYPE__)%s * (__UINT64_TYPE__)%s * %s + (__UINT64_TYPE__)%s * sizeof(%s);\n",
		a.LanesBytes, T, N, lane, a.HostLower, a.Elem(r.Var))
	fmt.Fprintf(b, "  void *%s = __builtin_malloc(%s + 1);\n", a.Lanes, a.LanesBytes)
	fmt.Fprintf(b, "  if (!%s) __omp_offload_fail(%s, \"out of memory for the private copies of a reduction\");\n", a.Lanes, where)
}
