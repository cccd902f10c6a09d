package devcall_test

import (
	"reflect"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
)

// The calls a team makes are spelled as the team's copies; what the
// code already spells stays; the names come back sorted, once each.
func TestRoutesTeamCalls(t *testing.T) {
	var r devcall.Routes
	if r.AddTeamCalls(nil) {
		t.Error("AddTeamCalls(nil) reports calls")
	}
	if !r.AddTeamCalls([]devcall.TeamCall{{Name: "g", Seq: 7}, {Name: "f", Seq: 3}, {Name: "g", Seq: 9}}) {
		t.Error("AddTeamCalls reports no calls")
	}
	if got, want := r.TeamCalled(), []string{"f", "g"}; !reflect.DeepEqual(got, want) {
		t.Errorf("TeamCalled() = %v, want %v", got, want)
	}
	for _, tc := range []struct {
		seq  int
		want bool
	}{{3, true}, {7, true}, {9, true}, {4, false}} {
		if got := r.TeamCallAt(tc.seq); got != tc.want {
			t.Errorf("TeamCallAt(%d) = %v, want %v", tc.seq, got, tc.want)
		}
		if r.NestCallAt(tc.seq) {
			t.Errorf("NestCallAt(%d): no nested call was recorded", tc.seq)
		}
	}
	for _, teamPass := range []bool{false, true} {
		subst := map[int]string{9: "kept"}
		r.Spell(subst, teamPass)
		want := map[int]string{3: devcall.TeamCloneName("f"), 7: devcall.TeamCloneName("g"), 9: "kept"}
		if !reflect.DeepEqual(subst, want) {
			t.Errorf("Spell(teamPass %v) = %v, want %v", teamPass, subst, want)
		}
	}
}
