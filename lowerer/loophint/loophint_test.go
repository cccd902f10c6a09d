package loophint

import (
	"strconv"
	"strings"
	"testing"
)

// eval knows integer literals, the macro FOUR and one sum.
func eval(expr string) (int64, bool) {
	switch strings.Join(strings.Fields(expr), " ") {
	case "FOUR", "( 4 )", "2 + 2":
		return 4, true
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
