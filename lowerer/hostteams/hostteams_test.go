package hostteams_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// The host fallback of target teams num_teams(n) runs in a host teams
// construct where gcc takes one; otherwise in one team.
func TestFallbackTeams(t *testing.T) {
	const src = "#include <omp.h>\nvoid f(int *a, int n, int lim) {\n  int b = 1;\n%s  #pragma omp target teams %s map(tofrom: a[0:8]) firstprivate(b)\n  {\n%s  }\n%s}\n"
	cases := []struct {
		name, outer, clauses, code, close, want string
	}{
		{"code", "", "num_teams(n)", "    a[omp_get_team_num()] = omp_get_num_teams() + b;\n", "",
			"#pragma omp teams num_teams(__omp_teams) firstprivate(a, b)"},
		{"thread_limit", "", "num_teams(2) thread_limit(lim)", "    a[0] = b;\n", "",
			"#pragma omp teams num_teams(2) thread_limit(__omp_tlv) firstprivate(a, b)"},
		{"routine in a parallel region", "", "num_teams(n)", "    #pragma omp parallel\n    a[1] = omp_get_thread_limit();\n", "",
			"#pragma omp teams num_teams(__omp_teams) firstprivate(a, b)"},
		{"no num_teams", "", "", "    a[0] = b;\n", "", ""},
		{"atomic", "", "num_teams(n)", "    #pragma omp atomic\n    a[0] += b;\n", "",
			"#pragma omp teams num_teams(__omp_teams) firstprivate(a, b)"},
		{"other routine", "", "num_teams(n)", "    a[0] = omp_get_thread_limit();\n", "",
			"#pragma omp teams num_teams(__omp_teams) firstprivate(a, b)"},
		{"parallel reduction", "", "num_teams(n)", "    #pragma omp parallel for reduction(+: lim)\n    for (int i = 0; i < 8; i++) lim += a[i];\n", "", ""},
		{"parallel writes a shared scalar", "", "num_teams(n)", "    #pragma omp parallel\n    {\n      #pragma omp atomic\n      lim++;\n    }\n", "", ""},
		{"distribute loops", "", "num_teams(n)", "    a[0] = b;\n    #pragma omp distribute\n    for (int i = 0; i < 8; i++) a[i] = b;\n    #pragma omp distribute parallel for\n    for (int i = 0; i < 8; i++) a[i] += 1;\n", "",
			"#pragma omp teams num_teams(__omp_teams) firstprivate(a, b)"},
		{"distribute parallel for reduction", "", "num_teams(n)", "    #pragma omp distribute parallel for reduction(+: lim)\n    for (int i = 0; i < 8; i++) lim += a[i];\n    a[0] = lim;\n", "", ""},
		{"other construct", "", "num_teams(n)", "    #pragma omp parallel for\n    for (int i = 0; i < 8; i++) a[i] = b;\n    #pragma omp masked\n    a[0] = 1;\n", "", ""},
		{"in a host parallel region", "  #pragma omp parallel\n  {\n", "num_teams(n)", "    a[0] = b;\n", "  }\n", ""},
		{"right after a host parallel region", "  #pragma omp parallel\n  {\n    a[1] = 2;\n  }\n", "num_teams(n)", "    a[0] = b;\n", "",
			"#pragma omp teams num_teams(__omp_teams) firstprivate(a, b)"},
	}
	for _, c := range cases {
		p := analysistest.Build(t, "ft.c", fmt.Sprintf(src, c.outer, c.clauses, c.code, c.close), analysis.Options{})
		if len(p.Splices) != 1 {
			t.Fatalf("%s: %d splices, want 1", c.name, len(p.Splices))
		}
		s := p.Splices[0]
		if s.FallbackParallel != c.want {
			t.Errorf("%s: fallback line %q, want %q", c.name, s.FallbackParallel, c.want)
		}
		// gcc's teams take neither: the atomic construct runs in a
		// parallel region of one thread, the routine through a pointer.
		if c.name == "atomic" && !strings.Contains(s.Fallback, `_Pragma("omp parallel num_threads(1)") _Pragma("omp atomic")`) {
			t.Errorf("atomic: fallback\n%s", s.Fallback)
		}
		if c.name == "other routine" && !strings.Contains(s.Fallback, "__omp_f = &omp_get_thread_limit;") {
			t.Errorf("other routine: fallback\n%s", s.Fallback)
		}
		if c.want != "" && s.FallbackThreadLimit != "" {
			t.Errorf("%s: the fallback also sets the limit in a task (%q)", c.name, s.FallbackThreadLimit)
		}
	}
}
