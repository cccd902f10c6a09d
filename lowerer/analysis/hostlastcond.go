package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostlastcond"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostloops"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// The analyzer's side of the host rewrite of lastprivate(conditional:)
// on the host's own worksharing loop and sections constructs (package
// hostlastcond).

// hostConditionals adds the host splices of package hostlastcond to the
// plan.
func (a *analyzer) hostConditionals() {
	in := hostlastcond.Input{
		Errs: &a.errs, Source: a.src,
		DeviceFuncs: a.declFuncs, Real: a.src.Written, PosAt: a.posAt,
		LineDirective: func(off int) string { return a.plan.LineDirective(a.lineAt(off)) },
		Normal:        a.hostCondNormal,
	}
	a.plan.Splices = append(a.plan.Splices, hostlastcond.Rewrite(in, a.plan.Splices)...)
}

// hostCondNormal runs the loop nest of construct d over stmt, whose
// innermost body ends at bodyEnd, over normalized counters where the
// host's other loop constructs would (hostloops.Normal).
func (a *analyzer) hostCondNormal(d *directive.Directive, stmt *cc.Statement, bodyEnd int) ([]textedit.Edit, string, bool) {
	return hostloops.Normal(a.hostLoopsInput(), d, stmt, bodyEnd)
}
