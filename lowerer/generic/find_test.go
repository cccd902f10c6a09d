package generic_test

import (
	"reflect"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
)

// 'target teams loop' over parallel constructs runs as 'target teams
// distribute': bind(teams) and order(concurrent) are dropped, every other
// clause (another bind included, for the checks to refuse) stays.
func TestTeamsLoopAsDistribute(t *testing.T) {
	for _, tt := range []struct {
		name    string
		clauses []directive.Clause
		want    []string
	}{
		{"bare", nil, nil},
		{"bind teams", []directive.Clause{{Name: "bind", Expr: " teams "}, {Name: "num_teams", Expr: "4"}}, []string{"num_teams"}},
		{"order concurrent", []directive.Clause{{Name: "order", Expr: "reproducible: concurrent"}, {Name: "collapse", Expr: "2"}}, []string{"collapse"}},
		{"other bind kept", []directive.Clause{{Name: "bind", Expr: "thread"}}, []string{"bind"}},
	} {
		d := &directive.Directive{Kind: directive.TargetTeamsLoop, Clauses: tt.clauses}
		got := generic.TeamsLoopAsDistribute(d)
		if got.Kind != directive.TargetTeamsDistribute {
			t.Errorf("%s: kind %q, want %q", tt.name, got.Kind, directive.TargetTeamsDistribute)
		}
		var names []string
		for _, c := range got.Clauses {
			names = append(names, c.Name)
		}
		if !reflect.DeepEqual(names, tt.want) {
			t.Errorf("%s: clauses %q, want %q", tt.name, names, tt.want)
		}
		if d.Kind != directive.TargetTeamsLoop || len(d.Clauses) != len(tt.clauses) {
			t.Errorf("%s: the directive given was changed", tt.name)
		}
	}
}
