package lower

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// A bug that panics anywhere in a lowering is reported as a positioned
// internal error, with no result.
func TestPanicBecomesPositionedError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.c")
	src := "int main(void) {\n  int x = 0;\n#pragma omp target map(tofrom: x)\n  { x = 1; }\n  return x;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	afterParse = func(*frontend.Unit) { panic("boom") }
	defer func() { afterParse = nil }()
	res, errs := Run(Request{Input: path, Generator: "omplower test"})
	if res != nil {
		t.Errorf("Run returned a result after a panic")
	}
	if !errs.HasErrors() {
		t.Fatalf("Run reported no error after a panic")
	}
	got := errs[0].String()
	if !strings.HasPrefix(got, path+":1:1: error: internal error") || !strings.Contains(got, "boom") {
		t.Errorf("diagnostic %q, want %s:1:1: error: internal error ... boom", got, path)
	}
}
