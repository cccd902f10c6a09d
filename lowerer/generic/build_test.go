package generic_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The regions are lowered here as the analysis lowers them: the tests
// read the plan it builds.

// build plans src, saved as name, and fails the test on any error.
func build(t *testing.T, name, src string) *plan.Plan {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("front end: %v", errs)
	}
	p, errs := analysis.Build(u, analysis.Options{})
	if errs.HasErrors() {
		t.Fatalf("Build: %v", errs)
	}
	return p
}
