package kernelplan

import "strings"

// StripScheduleModifiers returns the schedule clause argument expr
// without its modifiers (OpenMP 5.2 §11.5.3: monotonic, nonmonotonic,
// simd, before a colon). They only constrain the order and size of the
// chunks a thread takes, which every schedule the lowering runs already
// satisfies: each thread takes its chunks in increasing order, and a
// simd width of one rounds no chunk. An unknown modifier, both ordering
// modifiers, or nonmonotonic with a kind other than dynamic or guided
// leave expr as it is, for SplitSchedule to report.
func StripScheduleModifiers(expr string) string {
	colon := strings.IndexByte(expr, ':')
	if colon < 0 || strings.ContainsAny(expr[:colon], "()[]") {
		return expr
	}
	rest := expr[colon+1:]
	kind := strings.TrimSpace(rest)
	if i := strings.IndexByte(kind, ','); i >= 0 {
		kind = strings.TrimSpace(kind[:i])
	}
	seen := map[string]bool{}
	for _, m := range strings.Split(expr[:colon], ",") {
		m = strings.TrimSpace(m)
		if m != "monotonic" && m != "nonmonotonic" && m != "simd" || seen[m] {
			return expr
		}
		seen[m] = true
	}
	if seen["monotonic"] && seen["nonmonotonic"] || seen["nonmonotonic"] && kind != "dynamic" && kind != "guided" {
		return expr
	}
	return rest
}

// Nonmonotonic tells whether the schedule clause argument expr has the
// nonmonotonic modifier.
func Nonmonotonic(expr string) bool {
	colon := strings.IndexByte(expr, ':')
	if colon < 0 || strings.ContainsAny(expr[:colon], "()[]") {
		return false
	}
	for _, m := range strings.Split(expr[:colon], ",") {
		if strings.TrimSpace(m) == "nonmonotonic" {
			return true
		}
	}
	return false
}
