package devsync_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The constructs are lowered here as the analysis lowers them: the
// tests read the device text of the plan it builds.

// build plans src, saved as name, and fails the test on any error.
func build(t *testing.T, name, src string) *plan.Plan {
	t.Helper()
	return analysistest.Build(t, name, src, analysis.Options{})
}

// genericText joins the text pieces and loop bodies of a generic kernel.
func genericText(k *plan.Kernel) string {
	var b strings.Builder
	for _, pc := range k.Generic.Pieces {
		if pc.Loop != nil {
			b.WriteString("LOOP{" + pc.Loop.Body + "}\n")
			continue
		}
		b.WriteString(pc.Text + "\n")
	}
	return b.String()
}
