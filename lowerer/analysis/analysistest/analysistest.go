// Package analysistest builds plans from C sources for the tests of the
// stages the analysis drives (devicec, atomics, ...), which are checked
// on whole lowerings: what they give depends on the analysis's walks
// over the unit.
package analysistest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Build lowers src, written to a file called name, into a plan; errors
// fail the test.
func Build(t *testing.T, name, src string, opts analysis.Options) *plan.Plan {
	t.Helper()
	p, errs := TryBuild(t, name, src, opts)
	if errs != nil {
		t.Fatalf("Build: %v", errs)
	}
	return p
}

// TryBuild is Build returning the analysis's errors (the front end's
// fail the test).
func TryBuild(t *testing.T, name, src string, opts analysis.Options) (*plan.Plan, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("front end: %v", errs)
	}
	p, errs := analysis.Build(u, opts)
	if errs.HasErrors() {
		return nil, errs
	}
	return p, nil
}

// CheckFallback lowers src (file name) into a plan of one splice and
// checks its host fallback text: each of kept is in it, none of gone.
// label names the case in the failures.
func CheckFallback(t *testing.T, label, name, src string, kept, gone []string) {
	t.Helper()
	p := Build(t, name, src, analysis.Options{})
	if len(p.Splices) != 1 {
		t.Fatalf("%s: %d splices, want 1", label, len(p.Splices))
	}
	fb := p.Splices[0].Fallback
	for _, k := range kept {
		if !strings.Contains(fb, k) {
			t.Errorf("%s: the fallback lacks %q:\n%s", label, k, fb)
		}
	}
	for _, g := range gone {
		if strings.Contains(fb, g) {
			t.Errorf("%s: the fallback still has %q:\n%s", label, g, fb)
		}
	}
}
