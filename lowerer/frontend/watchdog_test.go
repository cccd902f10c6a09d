package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWatchdogLeavesNormalUnitsAlone parses an ordinary unit through the
// watchdog.
func TestWatchdogLeavesNormalUnitsAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ok.c")
	src := "#include <stdio.h>\nint main(void) { printf(\"hi\\n\"); return 0; }\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errs := Parse(path, Options{}); errs.HasErrors() {
		t.Fatalf("unexpected errors: %v", errs)
	}
}

// TestRunawayParseIsReported feeds the input that makes cc/v4 v4.27.1 loop
// at end of file and expects a positioned error instead of a hang. It runs
// last: the runaway parse cannot be stopped and spins until the test
// process exits.
func TestRunawayParseIsReported(t *testing.T) {
	old := translateHeapMax
	translateHeapMax = 256 << 20 // reach the bound in about a second
	defer func() { translateHeapMax = old }()
	path := filepath.Join(t.TempDir(), "cut.c")
	if err := os.WriteFile(path, []byte("f(*"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs := Parse(path, Options{})
	if !errs.HasErrors() {
		t.Fatal("a file ending in 'f(*' lowered without error")
	}
	got := errs[0].String()
	if want := path + ":1:4: error: the C front end stopped making progress"; !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want prefix %q", got, want)
	}
}
