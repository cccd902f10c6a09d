package nested

import "testing"

// The num_threads and if expressions of a nested region are dropped, so
// any that may assign or call is refused: calls, assignments, increments
// and decrements count; comparisons, casts and sizeof do not.
func TestMayHaveEffects(t *testing.T) {
	for _, c := range []struct {
		expr string
		want bool
	}{
		{"n + 1", false},
		{"n == 2", false},
		{"a <= b && c != d", false},
		{"sizeof(int) * (long)n", false},
		{"f(n)", true},
		{"n = 2", true},
		{"n++", true},
		{"--n", true},
		{"x += 1", true},
	} {
		if got := MayHaveEffects(c.expr); got != c.want {
			t.Errorf("MayHaveEffects(%q) = %v, want %v", c.expr, got, c.want)
		}
	}
}
