package loophint

import (
	"strconv"
	"strings"
	"testing"
)

// eval knows integer literals, the macro FOUR and one sum.
func eval(expr string) (int64, bool) {
	switch strings.Join(strings.Fields(expr), " ") {
	case "FOUR", "( 4 )", "( FOUR )", "2 + 2":
		return 4, true
	case "BIG":
		return 1 << 40, true
	case "MINUS":
		return -1, true
	}
	n, err := strconv.ParseInt(expr, 10, 64)
	return n, err == nil
}

func TestDevice(t *testing.T) {
	tests := []struct {
		pragma, want string
	}{
		{"unroll", "OMP_DEV_UNROLL()"},
		{"unroll 4", "OMP_DEV_UNROLL(4)"},
		{"unroll FOUR", "OMP_DEV_UNROLL(4)"},
		{"unroll ( 4 )", "OMP_DEV_UNROLL(4)"},
		{"unroll 1", "OMP_DEV_UNROLL(1)"},
		{"unroll 0", ""},
		{"unroll n", ""},
		{"unroll 4294967296", ""},
		{"nounroll", "OMP_DEV_UNROLL(1)"},
		{"nounroll 2", ""},
		{"GCC unroll 8", "OMP_DEV_UNROLL(8)"},
		{"GCC unroll 0", "OMP_DEV_UNROLL(1)"},
		{"GCC unroll 2 + 2", "OMP_DEV_UNROLL(4)"},
		{"GCC unroll", ""},
		{"GCC ivdep", ""},
		{"clang loop unroll ( disable )", "OMP_DEV_UNROLL(1)"},
		{"clang loop unroll ( full )", "OMP_DEV_UNROLL()"},
		{"clang loop unroll ( enable )", ""},
		{"clang loop unroll_count ( 4 )", "OMP_DEV_UNROLL(4)"},
		{"clang loop unroll_count ( 0 )", ""},
		{"clang loop vectorize ( enable ) unroll_count ( 2 + 2 )", "OMP_DEV_UNROLL(4)"},
		{"clang loop vectorize ( enable )", ""},
		{"clang loop unroll_count ( 4", ""},
		{"clang loop unroll", ""},
		{"unroll_and_jam 2", ""},
		{"once", ""},
	}
	for _, tc := range tests {
		if got := Device(strings.Fields(tc.pragma), eval); got != tc.want {
			t.Errorf("#pragma %s: got %q, want %q", tc.pragma, got, tc.want)
		}
	}
}

// TestHost checks which GCC unroll lines the host compile gets with the
// count written out: those whose count names a macro.
func TestHost(t *testing.T) {
	tests := []struct {
		pragma, want string
	}{
		{"GCC unroll FOUR", "#pragma GCC unroll 4"},
		{"GCC unroll ( FOUR )", "#pragma GCC unroll 4"},
		{"GCC unroll BIG", "#pragma GCC unroll 65534"},
		{"GCC unroll 4", ""},     // gcc reads it
		{"GCC unroll 2 + 2", ""}, // and that
		{"GCC unroll MINUS", ""}, // clang refuses it
		{"GCC unroll n", ""},     // no constant
		{"GCC unroll", ""},
		{"unroll FOUR", ""}, // gcc ignores it
		{"clang loop unroll_count ( FOUR )", ""},
		{"GCC ivdep", ""},
	}
	for _, tc := range tests {
		got, ok := Host(strings.Fields(tc.pragma), eval)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("#pragma %s: got %q, %v, want %q", tc.pragma, got, ok, tc.want)
		}
	}
}
