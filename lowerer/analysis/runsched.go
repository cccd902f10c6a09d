package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
)

// runSchedules checks the omp_set_schedule calls of the target region of
// construct d (statement region) and returns those the generic plan
// gives its schedule(runtime) loops (generic.RunSchedules). A region
// that sets the schedule and calls a function of the unit is refused:
// a schedule(runtime) loop there would not see the value.
func (a *analyzer) runSchedules(d *directive.Directive, region *cc.Statement) []generic.SchedSet {
	sets := generic.RunSchedules(&a.errs, d, region)
	if len(sets) == 0 {
		return nil
	}
	toks := csyntax.Tokens(region)
	for i := 0; i+1 < len(toks); i++ {
		name := toks[i].SrcStr()
		if toks[i+1].SrcStr() != "(" || !directive.IsIdent(name) {
			continue
		}
		if def := a.callee.Def(name); def != nil && !a.callee.InSystemHeader(def) {
			a.errs.Errorf(frontend.Position(toks[i]), "call to '%s' in a target region that calls omp_set_schedule is not supported yet: a schedule(runtime) loop in the function would not see the schedule set", name)
		}
	}
	return sets
}
