package loops

import "fmt"

// LastNonEmpty is the C code, one statement a line (each indented by two
// spaces a level, from none), that sets lastiv, which the caller declares
// as the collapsed trip count trip, to the last iteration of the
// collapsed levels of a non-rectangular nest whose inner loops (n.Runs)
// run at all: the one that holds the nest's sequentially last iteration.
// It searches from the end, usually stopping at once; lastiv stays trip
// when no iteration runs. lb, step and tr name level k's lower bound,
// step and trip count. The flag of the walk over the inner levels is
// volatile: g++ 12 -O2 miscompiled the walk with a plain one (the host
// plugin's build found no inner iteration in the last outer one that
// had some; g++ 11 and -fno-tree-vrp were right).
func (n *Nest) LastNonEmpty(lastiv, trip string, lb, step, tr func(k int) string) []string {
	out := []string{
		fmt.Sprintf("for (unsigned long long __omp_sc = %s; __omp_sc > 0; __omp_sc--) {", trip),
		"  unsigned long long __omp_sr = __omp_sc - 1;",
	}
	depth := n.Depth()
	ivs := make([]string, depth)
	for i := depth - 1; i >= 1; i-- {
		ivs[i] = fmt.Sprintf("__omp_siv%d", i)
		out = append(out, fmt.Sprintf("  const unsigned long long %s = __omp_sr %% %s;", ivs[i], tr(i)), fmt.Sprintf("  __omp_sr /= %s;", tr(i)))
	}
	ivs[0] = "__omp_sr"
	for i, m := range n.Levels {
		out = append(out, fmt.Sprintf("  %s %s = %s;", m.IndexType, m.Index, m.Value(lb(i), step(i), ivs[i])))
	}
	found := fmt.Sprintf("{ %s = __omp_sc - 1; break; }", lastiv)
	if in := n.Runs[0]; len(n.Runs) == 1 {
		out = append(out, fmt.Sprintf("  if (%s != 0) %s", in.Trip(in.Lower, in.Upper, in.Step), found))
	} else {
		out = append(out, "  volatile int __omp_any = 0;")
		out = append(out, anyRuns(n.Runs, "  ")...)
		out = append(out, "  if (__omp_any) "+found)
	}
	for _, m := range n.Levels {
		out = append(out, fmt.Sprintf("  (void)%s;", m.Index))
	}
	return append(out, "}")
}

// anyRuns sets __omp_any when the levels runs (two or more, each level's
// bounds on the variables of those before it) run any iteration: the
// levels but the last walk in order until one of the last level's
// ranges is not empty.
func anyRuns(runs []*Model, pre string) []string {
	var out []string
	last := len(runs) - 1
	for i, m := range runs[:last] {
		trip, iv := fmt.Sprintf("__omp_rtrip%d", i), fmt.Sprintf("__omp_riv%d", i)
		out = append(out, pre+"{",
			fmt.Sprintf("%s  const unsigned long long %s = %s;", pre, trip, m.Trip(m.Lower, m.Upper, m.Step)),
			fmt.Sprintf("%s  for (unsigned long long %s = 0; %s < %s; %s++) {", pre, iv, iv, trip, iv))
		pre += "    "
		out = append(out, fmt.Sprintf("%s%s %s = %s;", pre, m.IndexType, m.Index, m.Value(m.Lower, m.Step, iv)), fmt.Sprintf("%s(void)%s;", pre, m.Index))
	}
	in := runs[last]
	out = append(out, fmt.Sprintf("%sif (%s != 0) { __omp_any = 1; break; }", pre, in.Trip(in.Lower, in.Upper, in.Step)))
	for i := range runs[:last] {
		pre = pre[:len(pre)-4]
		out = append(out, pre+"  }", pre+"}")
		if i < last-1 {
			out = append(out, pre+"if (__omp_any) break;")
		}
	}
	return out
}
