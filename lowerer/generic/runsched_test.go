package generic

import (
	"strings"
	"testing"
)

// The schedule clause an omp_set_schedule call amounts to, with chunks
// below 1 as the runtime keeps them, and the arguments refused.
func TestSetScheduleArgs(t *testing.T) {
	for _, tc := range []struct{ args, want string }{
		// The arguments' tokens, spaced.
		{"omp_sched_static , 4", "static, 4"},
		{"omp_sched_static , 0", "static"},
		{"omp_sched_dynamic , 0", "dynamic"},
		{"omp_sched_dynamic , 3", "dynamic, 3"},
		{"omp_sched_guided , - 2", "guided"},
		{"omp_sched_guided , 2 * 3", "guided, 6"},
		{"omp_sched_auto , 7", "auto"},
		{"( 2 ) , 5", "dynamic, 5"},
		{"omp_sched_static , c", ""},
		{"k , 4", ""},
		{"5 , 4", ""},
		{"omp_sched_static", ""},
		{"1 , 2 , 3", ""},
	} {
		got, why := setSchedule(strings.Fields(tc.args))
		if got != tc.want || (tc.want == "") != (why != "") {
			t.Errorf("omp_set_schedule(%s): %q (%q), want %q", tc.args, got, why, tc.want)
		}
	}
}
