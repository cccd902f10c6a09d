package loops

import (
	"testing"

	"modernc.org/cc/v4"
)

// TestVLASizeofBounds checks the spelling of sizeof of variable-length
// arrays in a loop's bound, which host and device print alike (the
// replaced tokens keep the spaces after them).
func TestVLASizeofBounds(t *testing.T) {
	for _, tc := range []struct{ cond, upper string }{
		{"i < sizeof(v) / sizeof(v[0])", "(__OMP_VLA_BYTES(v) / sizeof(v[0]))"},
		{"i < sizeof v", "(__OMP_VLA_BYTES(v) )"},
		{"i < sizeof((a))", "(__OMP_VIEW_BYTES(a))"},
		{"i < sizeof a[i + 1] / 8", "(__OMP_VIEW_ROWBYTES(a)    / 8)"},
		{"i < sizeof *a", "(__OMP_VIEW_ROWBYTES(a) )"},
		{"i < sizeof p[0]", "(__OMP_VIEW_ROWBYTES(p) )"},
		{"i < sizeof p", "(((unsigned long)sizeof(void *)) )"},
		{"i < sizeof r", "(((unsigned long)sizeof(void *)) )"},
		// A row of a row: on the device b[0] is a view (b[0][0] would
		// be a pointer there).
		{"i < sizeof b[0][0]", "(__OMP_VIEW_ROWBYTES(b[0]) )"},
		{"i < sizeof(*(b[i]))", "(__OMP_VIEW_ROWBYTES((b[i])))"},
		{"i < sizeof(r[1][2])", "(sizeof(r[1][2]))"}, // an element: C's sizeof on both sides
		{"i < sizeof fix", "(sizeof fix)"},
		{"i < sizeof(a[0][0])", "(sizeof(a[0][0]))"},
	} {
		stmt := vlaLoop(t, "for (int i = 0; "+tc.cond+"; i++) ;")
		m, errs := Analyze(stmt)
		if errs.HasErrors() {
			t.Errorf("%s: %v", tc.cond, errs)
			continue
		}
		if m.Upper != tc.upper {
			t.Errorf("%s: upper bound %q, want %q", tc.cond, m.Upper, tc.upper)
		}
	}
}

// vlaLoop parses loop in a function with variable-length arrays and
// returns its statement.
func vlaLoop(t *testing.T, loop string) *cc.Statement {
	t.Helper()
	return loopOf(t, "void f(int n, int m, double (*p)[m], double r[n][m]) {\n  int v[n]; double a[n][m]; double b[n][m][3]; int fix[4];\n  "+loop+"\n}\n", loop)
}
