package generic_test

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The regions are lowered here as the analysis lowers them: the tests
// read the plan it builds.

// build plans src, saved as name, and fails the test on any error.
func build(t *testing.T, name, src string) *plan.Plan {
	t.Helper()
	return analysistest.Build(t, name, src, analysis.Options{})
}
