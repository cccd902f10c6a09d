package loops

import (
	"strings"
	"testing"
)

func TestAnalyzeNest(t *testing.T) {
	tests := []struct {
		loop    string
		depth   int
		indices []string
		trip    []string // per-level substrings of the host trip expression
	}{
		{"for (int j = 0; j < n; j++) for (int l = 0; l < m; l++) a[l] = j;", 2, []string{"j", "l"}, []string{"__omp_trip_mul(", "(n)", "(m)"}},
		{"for (int j = 0; j < n; j++) { for (int l = m; l > 0; l -= 2) { a[l] = j; } }", 2, []string{"j", "l"}, []string{"(-(long long)(2))"}},
		{"for (i = 0; i < n; i++) { ; for (k = 0; k <= U; k++) ; }", 2, []string{"i", "k"}, []string{"__omp_trip_u("}},
		{"for (int j = 0; j < n; j++) for (int l = 0; l < m; l++) for (int o = 0; o != 4; o++) x = j + l + o;", 3, []string{"j", "l", "o"}, []string{"__omp_trip_mul(__omp_trip_mul("}},
		{"for (int j = 0; j < n; j++) for (int l = 0; l < m; l++) x = j + l;", 1, []string{"j"}, []string{"__omp_trip_s("}},
	}
	for _, tt := range tests {
		n, errs := AnalyzeNest(firstLoop(t, tt.loop), tt.depth)
		if errs.HasErrors() {
			t.Errorf("%s: %v", tt.loop, errs)
			continue
		}
		if n.Depth() != tt.depth || strings.Join(n.Indices(), ",") != strings.Join(tt.indices, ",") || len(n.Stmts) != tt.depth {
			t.Errorf("%s: depth %d indices %v stmts %d; want %d %v", tt.loop, n.Depth(), n.Indices(), len(n.Stmts), tt.depth, tt.indices)
		}
		trip := n.HostTrip()
		for _, want := range tt.trip {
			if !strings.Contains(trip, want) {
				t.Errorf("%s: host trip %q lacks %q", tt.loop, trip, want)
			}
		}
		if n.Inner().Body == nil || n.Outer() != n.Levels[0] {
			t.Errorf("%s: inner body or outer level missing", tt.loop)
		}
	}
}

func TestAnalyzeNestErrors(t *testing.T) {
	tests := []struct {
		loop  string
		depth int
		col   int
		msg   string
	}{
		{"for (int j = 0; j < n; j++) { x = 1; for (int l = 0; l < m; l++) ; }", 2, 33, "not perfectly nested"},
		{"for (int j = 0; j < n; j++) { for (int l = 0; l < m; l++) ; x = 1; }", 2, 63, "not perfectly nested"},
		{"for (int j = 0; j < n; j++) { int y = 2; for (int l = 0; l < m; l++) x = y; }", 2, 33, "not perfectly nested"},
		{"for (int j = 0; j < n; j++) x = j;", 2, 31, "not perfectly nested"},
		{"for (int j = 0; j < n; j++) while (x < 3) x++;", 2, 31, "must be exactly one for loop"},
		{"for (int j = 0; j < n; j++) for (int l = j; l < m; l++) ;", 2, 31, "not rectangular: the lower bound of the loop over 'l' uses the outer loop variable 'j'"},
		{"for (int j = 0; j < n; j++) for (int l = 0; l < j * 2; l++) ;", 2, 31, "not rectangular: the bound of the loop over 'l'"},
		{"for (int j = 0; j < n; j++) for (int l = 0; l < m; l += j) ;", 2, 31, "not rectangular: the step of the loop over 'l'"},
		{"for (int j = 0; j < n; j++) for (int l = 0; l < m; l++) for (int o = 0; o < l; o++) ;", 3, 59, "uses the outer loop variable 'l'"},
		{"for (int j = 0; j < n; j++) for (j = 0; j < m; j++) ;", 2, 36, "the loop variable 'j' is modified in the loop body"},
		{"for (int j = 0; j < n; j++) for (int l = 0; l < m; l *= 2) ;", 2, 54, "the increment must be"},
	}
	for _, tt := range tests {
		_, errs := AnalyzeNest(firstLoop(t, tt.loop), tt.depth)
		if !errs.HasErrors() {
			t.Errorf("%s: no error", tt.loop)
			continue
		}
		e := errs[0]
		if e.Pos.Line != loopLine || e.Pos.Col != tt.col || !strings.Contains(e.Msg, tt.msg) {
			t.Errorf("%s:\n got %v\nwant line %d col %d: %s", tt.loop, e, loopLine, tt.col, tt.msg)
		}
	}
}

func TestIdentifiers(t *testing.T) {
	got := strings.Join(Identifiers(`(n + 1.5e3 * m_2) - f('x', "a b") + 0x1fULL`), ",")
	if want := "n,m_2,f"; got != want {
		t.Errorf("Identifiers = %q, want %q", got, want)
	}
}
