package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostlinear"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostloops"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// The analyzer's side of the host rewrite of the linear items of the
// host's own loop constructs (package hostlinear).

// hostLinears adds the host splices of package hostlinear to the plan.
// After an error it adds nothing: a refused target region has no splice
// that would mark its constructs as the region's, and the region's
// lowering has reported them.
func (a *analyzer) hostLinears() {
	if a.errs.HasErrors() {
		return
	}
	in := hostlinear.Input{
		Errs: &a.errs, Source: a.src, Real: a.src.Written, PosAt: a.posAt, DeviceFuncs: a.declFuncs,
		LineDirective: func(off int) string { return a.plan.LineDirective(a.lineAt(off)) },
		ConstInt:      a.constInt,
		Normal: func(d *directive.Directive, stmt *cc.Statement, bodyEnd int) ([]textedit.Edit, string, []string, bool) {
			return hostloops.NormalLinear(a.hostLoopsInput(), d, stmt, bodyEnd)
		},
	}
	a.plan.Splices = append(a.plan.Splices, hostlinear.Rewrite(in, a.plan.Splices)...)
}
