package analysis

import (
	"fmt"
	"testing"
)

// The host fallback of target teams num_teams(n) runs in a host teams
// construct where gcc takes one; otherwise in one team.
func TestFallbackTeams(t *testing.T) {
	const src = "#include <omp.h>\nvoid f(int *a, int n, int lim) {\n  int b = 1;\n%s  #pragma omp target teams %s map(tofrom: a[0:8]) firstprivate(b)\n  {\n%s  }\n%s}\n"
	cases := []struct {
		name, outer, clauses, code, close, want string
	}{
		{"code", "", "num_teams(n)", "    a[omp_get_team_num()] = omp_get_num_teams() + b;\n", "",
			"#pragma omp teams num_teams(n) firstprivate(a, b)"},
		{"thread_limit", "", "num_teams(2) thread_limit(lim)", "    a[0] = b;\n", "",
			"#pragma omp teams num_teams(2) thread_limit(lim) firstprivate(a, b)"},
		{"routine in a parallel region", "", "num_teams(n)", "    #pragma omp parallel\n    a[1] = omp_get_thread_limit();\n", "",
			"#pragma omp teams num_teams(n) firstprivate(a, b)"},
		{"no num_teams", "", "", "    a[0] = b;\n", "", ""},
		{"atomic", "", "num_teams(n)", "    #pragma omp atomic\n    a[0] += b;\n", "", ""},
		{"other routine", "", "num_teams(n)", "    a[0] = omp_get_thread_limit();\n", "", ""},
		{"in a host parallel region", "  #pragma omp parallel\n  {\n", "num_teams(n)", "    a[0] = b;\n", "  }\n", ""},
	}
	for _, c := range cases {
		p := build(t, "ft.c", fmt.Sprintf(src, c.outer, c.clauses, c.code, c.close), Options{})
		if len(p.Splices) != 1 {
			t.Fatalf("%s: %d splices, want 1", c.name, len(p.Splices))
		}
		s := p.Splices[0]
		if s.FallbackParallel != c.want {
			t.Errorf("%s: fallback line %q, want %q", c.name, s.FallbackParallel, c.want)
		}
		if c.want != "" && s.FallbackThreadLimit != "" {
			t.Errorf("%s: the fallback also sets the limit in a task (%q)", c.name, s.FallbackThreadLimit)
		}
	}
}
