package generic_test

import (
	"fmt"
	"testing"
)

// A generic teams region without num_teams runs plan.GenericTeams teams
// unless what it computes may show how many teams ran it: then one.
func TestGenericTeamCount(t *testing.T) {
	const head = "#include <omp.h>\nvoid f(int *a, int *b, int n, int *cnt) {\n  #pragma omp target teams map(tofrom: a[0:n], b[0:n], cnt[0:1])%s\n  {\n"
	const loops = "    #pragma omp distribute parallel for\n    for (int i = 0; i < n; i++) a[i] = i;\n" +
		"    #pragma omp distribute parallel for\n    for (int i = 0; i < n; i++) b[i] = a[i];\n"
	cases := []struct {
		name, clause, code string
		teams              int
	}{
		{"loops only", "", loops, 64},
		{"local declarations", "", "    int h = n / 2, w[2] = {1, 2};\n    double x = omp_get_wtime();\n" + loops, 64},
		{"time steps", "", "    for (int it = 0; it < 3; it += 1) {\n" + loops + "    }\n", 64},
		{"counter", "", "    #pragma omp atomic\n    cnt[0]++;\n" + loops, 1},
		{"store", "", "    cnt[0] = 1;\n" + loops, 1},
		{"call", "", "    g(a);\n" + loops, 1},
		{"assignment in a declaration", "", "    int h = (cnt[0] = 2);\n" + loops, 1},
		{"team number in a loop", "", loops + "    #pragma omp distribute\n    for (int i = 0; i < n; i++) a[i] = omp_get_team_num();\n", 1},
		{"parallel loop in every team", "", "    #pragma omp parallel for\n    for (int i = 0; i < n; i++) a[i] = i;\n" + loops, 1},
		{"outer step", "", "    int it = 0;\n    while (it < 3) {\n" + loops + "      it++;\n    }\n", 1},
		{"num_teams", " num_teams(3)", "    cnt[0] = 1;\n" + loops, 0},
	}
	for _, c := range cases {
		src := "#pragma omp declare target\nvoid g(int *p) { p[0] = 1; }\n#pragma omp end declare target\n" + fmt.Sprintf(head, c.clause) + c.code + "  }\n}\n"
		p := build(t, "tc.c", src)
		if len(p.Kernels) != 1 || p.Kernels[0].Generic == nil {
			t.Fatalf("%s: not one generic kernel", c.name)
		}
		if got := p.Kernels[0].Launch.FixedTeams; got != c.teams {
			t.Errorf("%s: %d teams, want %d", c.name, got, c.teams)
		}
	}
}
