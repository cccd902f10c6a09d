// Package hygiene checks the repository itself: that the Gazelle-generated
// BUILD files are up to date and that every Starlark file is formatted and
// lint-clean. It runs under `go test ./...` (tools/test.sh); Gazelle excludes
// it from the Bazel build, which cannot see the source tree as a whole.
package hygiene

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// repoRoot is two levels above this package.
func repoRoot(t *testing.T) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the test source")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

func runTool(t *testing.T, script string, args ...string) {
	t.Helper()
	root := repoRoot(t)
	cmd := exec.Command(filepath.Join(root, "tools", script), args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("tools/%s %v: %v\n%s", script, args, err, out)
	}
}

// TestBuildFilesUpToDate fails when a BUILD.bazel file differs from what
// Gazelle generates; fix it with tools/update_deps.sh (or tools/gazelle.sh).
func TestBuildFilesUpToDate(t *testing.T) {
	runTool(t, "gazelle.sh", "-mode=diff")
}

// TestStarlarkFormatted fails when a BUILD, .bzl, WORKSPACE or MODULE.bazel
// file is not buildifier-formatted or has lint warnings; fix the format with
// tools/buildifier.sh.
func TestStarlarkFormatted(t *testing.T) {
	runTool(t, "buildifier.sh", "--check")
}

// TestGoFormatted fails when a Go file of the project (vendor/ aside) is
// not gofmt-formatted; fix it with `gofmt -w`.
func TestGoFormatted(t *testing.T) {
	root := repoRoot(t)
	gofmt := filepath.Join(runtime.GOROOT(), "bin", "gofmt")
	var dirs []string
	for _, d := range []string{"lowerer", "tests", "internal", "examples", "bench", "tools"} {
		if _, err := os.Stat(filepath.Join(root, d)); err == nil {
			dirs = append(dirs, d)
		}
	}
	cmd := exec.Command(gofmt, append([]string{"-l"}, dirs...)...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("gofmt -l: %v; these files need `gofmt -w`:\n%s", err, out)
	}
}
