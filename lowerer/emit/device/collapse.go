package device

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// A collapsed nest whose plan says so (plan.LoopPlan.LevelCounters) takes
// its level indices from level counters instead of a division per level
// and iteration (docs/loops.md#collapsen). When the
// collapsed trip count is at most 2^31 (__omp_cf, the same for every
// lane), each lane keeps the level iterations of its current iteration in
// 32-bit counters: decomposed once (one division per level) where a walk
// starts, advanced with carries where it steps. A grid-stride walk steps
// by the lane count, decomposed once as well; a chunk's walk steps by
// one. Every counter of an inner level stays below its trip count t and
// every step's level part is at most t, so a sum is below 2^32 and one
// subtraction wraps it; the outermost counter is below 2^31 and a step's
// part of it too (a stride is decomposed only when it is below the trip
// count), so one step past the end does not wrap either. Larger nests
// divide per iteration as before: in a walk printed twice (a narrow
// plan, loop.go) the first copy is for nests of at most 2^31 iterations
// and holds no test of __omp_cf, the second divides.

// counter names level k's counter of the set prefix (__omp_c: the
// current iteration; __omp_s: the lane stride; __omp_k: the start of the
// lane's current chunk; __omp_ks: the chunk stride).
func counter(prefix string, k int) string { return fmt.Sprintf("%s%d", prefix, k) }

// counterDecl declares the counter sets, zero (an unused set costs
// nothing once the compiler sees it unread).
func counterDecl(b *strings.Builder, pre string, nest *loops.Nest, prefixes ...string) {
	var names []string
	for _, p := range prefixes {
		for k := 0; k < nest.Depth(); k++ {
			names = append(names, counter(p, k)+" = 0")
		}
	}
	fmt.Fprintf(b, "%sunsigned %s;\n", pre, strings.Join(names, ", "))
}

// decompose prints the assignment of counter set dst from iteration
// number src (below the trip count, so no level's trip count is 0).
func decompose(b *strings.Builder, pre string, nest *loops.Nest, dst, src string) {
	fmt.Fprintf(b, "%s{\n%s  unsigned __omp_x = (unsigned)(%s);\n", pre, pre, src)
	for k := nest.Depth() - 1; k >= 1; k-- {
		fmt.Fprintf(b, "%s  %s = __omp_divmod32(&__omp_x, (unsigned)%s);\n", pre, counter(dst, k), loops.LevelTrip(k))
	}
	fmt.Fprintf(b, "%s  %s = __omp_x;\n%s}\n", pre, counter(dst, 0), pre)
}

// advance is the expression that adds counter set step (or one, when step
// is "") to counter set dst, carrying from the innermost level outward.
// The outermost counter is not wrapped: it passes its trip count only
// when the walk ends.
func advance(nest *loops.Nest, dst, step string) string {
	n := nest.Depth()
	carry := ""
	for k := n - 1; k >= 1; k-- {
		add := "1u"
		switch {
		case step != "" && carry != "":
			add = counter(step, k) + " + " + carry
		case step != "":
			add = counter(step, k)
		case carry != "":
			add = carry
		}
		carry = fmt.Sprintf("__omp_carry(&%s, %s, (unsigned)%s)", counter(dst, k), add, loops.LevelTrip(k))
	}
	if step != "" {
		return fmt.Sprintf("%s += %s + %s", counter(dst, 0), counter(step, 0), carry)
	}
	return fmt.Sprintf("%s += %s", counter(dst, 0), carry)
}

// strideCounters prints the lane's starting counters (set dst, of
// iteration start) and, when the lane has a next step, the counters of the
// step (set step, of stride): both only on the counters' path (a narrow
// copy is on it) and when the lane has an iteration at all.
func strideCounters(b *strings.Builder, lp *plan.LoopPlan, dst, start, step, stride string) {
	nest := lp.Nest
	cf := "__omp_cf && "
	if lp.Narrow {
		cf = ""
	}
	fmt.Fprintf(b, "    if (%s%s < __omp_trip) {\n", cf, start)
	decompose(b, "      ", nest, dst, start)
	fmt.Fprintf(b, "      if (%s < __omp_trip - %s) {\n", stride, start)
	decompose(b, "        ", nest, step, stride)
	b.WriteString("      }\n    }\n")
}

// chunkCounters prints the counters of a chunk's first iteration lo
// (below the trip count) on the counters' path.
func chunkCounters(b *strings.Builder, pre string, nest *loops.Nest, lo string) {
	counterDecl(b, pre, nest, "__omp_c")
	fmt.Fprintf(b, "%sif (__omp_cf)\n", pre)
	decompose(b, pre+"  ", nest, "__omp_c", lo)
}

// narrowIndex lists the index types of at most 32 bits whose conversion
// from an unsigned value keeps its low bits (not _Bool).
var narrowIndex = map[string]bool{
	"int": true, "unsigned": true, "unsigned int": true, "short": true, "unsigned short": true,
	"char": true, "signed char": true, "unsigned char": true,
}

// levelValue is the value of level k's variable at level iteration iv.
// For an index of at most 32 bits the value's low 32 bits are all that
// the conversion keeps, so it is computed in 32 bits (the same value as
// the 64-bit form), and passed through __omp_opaque32: nvcc would fold
// the body's i + 1 into the unsigned sum and lose the no-overflow flag of
// the signed addition, so each of a stencil's subscripts would be sign
// extended and scaled on its own instead of one base address and
// constant offsets (docs/benchmarks.md).
func levelValue(m *loops.Model, k int, iv string) string {
	lb, step := loops.LevelLower(k), loops.LevelStep(k)
	if m.Kind == loops.Pointer || !narrowIndex[m.IndexType] {
		return m.Value(lb, step, iv)
	}
	return fmt.Sprintf("(%s)__omp_opaque32((unsigned)(%s) + (unsigned)(%s) * (unsigned)(%s))", m.IndexType, lb, iv, step)
}
