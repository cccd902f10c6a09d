package lower

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const bom = "\xef\xbb\xbf"

// A byte-order mark that starts the file is skipped, as gcc and clang
// skip it: the host output (which copies the file after generated lines)
// carries none, still compiles, and columns on line 1 are gcc's.
func TestLeadingByteOrderMark(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bom.c")
	src := bom + "void f(double *a, int n) {\n#pragma omp target teams distribute parallel for map(tofrom: a[0:n])\n  for (int i = 0; i < n; i++) a[i] *= 2;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	res, errs := Run(Request{Input: path})
	if errs.HasErrors() {
		t.Fatalf("lowering: %v", errs)
	}
	for name, out := range map[string][]byte{"host C": res.Host, "device CUDA": res.Device, "manifest": res.Manifest} {
		if bytes.Contains(out, []byte(bom)) {
			t.Errorf("the %s carries the byte-order mark", name)
		}
	}
	if !bytes.Contains(res.Host, []byte("#line 1 \"bom.c\"\nvoid f(double *a, int n) {")) {
		t.Errorf("the host output does not resume with line 1 of the input")
	}
	if gcc, err := exec.LookPath("gcc"); err == nil {
		h := filepath.Join(dir, "h.c")
		if err := os.WriteFile(h, res.Host, 0o666); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(gcc, "-std=gnu11", "-fsyntax-only", h).CombinedOutput(); err != nil {
			t.Errorf("gcc rejects the host output: %v\n%s", err, out)
		}
	}

	// An error on line 1: the column counts from after the mark.
	bad := filepath.Join(dir, "bad.c")
	if err := os.WriteFile(bad, []byte(bom+"int g = ;\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, errs := Run(Request{Input: bad}); !strings.HasPrefix(errs.Error(), bad+":1:9: error: ") {
		t.Errorf("diagnostics %q, want one at %s:1:9 (gcc's column)", errs.Error(), bad)
	}
}

// A byte-order mark in the middle of the file is a character of the text:
// gcc and clang reject it before a keyword; the lowerer reports it where
// it stands, and writes nothing.
func TestMidFileByteOrderMark(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mid.c")
	src := "int g;\n" + bom + "void f(double *a, int n) {\n#pragma omp target teams distribute parallel for map(tofrom: a[0:n])\n  for (int i = 0; i < n; i++) a[i] *= 2;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	res, errs := Run(Request{Input: path})
	if res != nil || !strings.HasPrefix(errs.Error(), path+":2:1: error: ") {
		t.Errorf("result %v, diagnostics %q; want an error at %s:2:1", res != nil, errs.Error(), path)
	}
}
