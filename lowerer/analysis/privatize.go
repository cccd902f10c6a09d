package analysis

// The analyzer's side of package atomicpriv: which arrays' atomic
// additions the teams of a loop kernel gather in shared-memory copies.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomicpriv"
	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// privatizeAtomics records in k.Privatized the arrays whose atomic
// updates the teams of loop kernel k (construct d, region tokens lo..hi)
// gather in copies of their own, and points those updates at the
// copies; the other arrays its atomics update, and why, in
// k.NotPrivatized. It runs before atomics.Lower, on a kernel that is no
// generic or worksharing region.
func (a *analyzer) privatizeAtomics(k *plan.Kernel, d *directive.Directive, region *cc.Statement, lo, hi int) {
	if k.LoopPlan == nil {
		return
	}
	r := atomicpriv.Privatize(atomicpriv.Input{
		Directive:       d,
		Region:          region,
		Lo:              lo,
		Hi:              hi,
		Args:            k.Args,
		Sites:           a.atomics,
		Worksharing:     a.ws != nil,
		OtherDirectives: len(a.syncs) > 0 || len(a.nest.Pars) > 0 || len(a.nest.WSs) > 0 || len(a.simd.Spans) > 0 || len(a.src.In(lo, hi)) != len(a.atomics),
		Macros:          a.macro,
		PureCall:        callees.Pure,
	})
	k.Privatized = append(k.Privatized, r.Privatized...)
	k.NotPrivatized = append(k.NotPrivatized, r.NotPrivatized...)
}
