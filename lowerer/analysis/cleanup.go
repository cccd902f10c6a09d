package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// cleanups applies the device-side rewrites to a loop body (stub).
func (a *analyzer) cleanups(k *plan.Kernel, body cc.Node, subst map[int]string) {}
