package devcall

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Routes are the calls of the unit that go to a copy of the function
// called, recorded as the analysis plans the regions that make them: the
// copies for nested parallel regions (NestCloneName) and the copies that
// a whole team calls (TeamCloneName). The zero value records nothing yet.
type Routes struct {
	nestClones map[string]diag.Pos // the functions copied for nested regions, where first called
	nestSubst  map[int]string      // the callee tokens of those calls, to their copies' names
	teamCalled map[string]diag.Pos // the functions called by a whole team, where first
	teamSubst  map[int]string
}

// addNest records the call at token tok of function fn in a nested
// parallel region, and the functions (names, fn among them) that get a
// copy for the nested level.
func (r *Routes) addNest(tok cc.Token, fn *cc.FunctionDefinition, names []string) {
	if r.nestClones == nil {
		r.nestClones = map[string]diag.Pos{}
	}
	for _, n := range names {
		if _, seen := r.nestClones[n]; !seen {
			r.nestClones[n] = frontend.Position(tok)
		}
	}
	if r.nestSubst == nil {
		r.nestSubst = map[int]string{}
	}
	r.nestSubst[tok.Seq()] = NestCloneName(fn.Declarator.Name())
}

// AddTeamCalls records calls (TeamCallLoops) that go to the copy that a
// team calls; it reports whether there were any.
func (r *Routes) AddTeamCalls(calls []TeamCall) bool {
	for _, c := range calls {
		if r.teamCalled == nil {
			r.teamCalled, r.teamSubst = map[string]diag.Pos{}, map[int]string{}
		}
		if _, seen := r.teamCalled[c.Name]; !seen {
			r.teamCalled[c.Name] = c.Pos
		}
		r.teamSubst[c.Seq] = TeamCloneName(c.Name)
	}
	return len(calls) > 0
}

// TeamCalled returns the names of the functions a team calls, sorted.
func (r *Routes) TeamCalled() []string {
	names := make([]string, 0, len(r.teamCalled))
	for n := range r.teamCalled {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// NestClones are the functions that get a copy for nested parallel
// regions, with where each is first called.
func (r *Routes) NestClones() map[string]diag.Pos { return r.nestClones }

// NestCallAt reports whether token seq is the callee of a call that goes
// to a nested-level copy.
func (r *Routes) NestCallAt(seq int) bool {
	_, ok := r.nestSubst[seq]
	return ok
}

// TeamCallAt reports whether token seq is the callee of a call that goes
// to the copy that a team calls.
func (r *Routes) TeamCallAt(seq int) bool {
	_, ok := r.teamSubst[seq]
	return ok
}

// Spell puts the names of the copies called into subst where nothing
// else spells the callee; teamPass: the code is the copy a team calls,
// whose calls in its own region go to the functions as written.
func (r *Routes) Spell(subst map[int]string, teamPass bool) {
	for seq, clone := range r.nestSubst {
		if _, done := subst[seq]; !done && !teamPass {
			subst[seq] = clone
		}
	}
	for seq, clone := range r.teamSubst {
		if _, done := subst[seq]; !done {
			subst[seq] = clone
		}
	}
}
