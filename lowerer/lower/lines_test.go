package lower

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// #line directives before a region: the lowering treats the text as the
// main file's (it is), while diagnostics, the manifest's positions and the
// host output's own #line directives give the logical positions.
func TestLineDirectives(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ln.c")
	src := "void f(double *a, int n) {\n#line 100 \"orig.c\"\n#pragma omp target teams distribute parallel for map(tofrom: a[0:n])\n  for (int i = 0; i < n; i++)\n    a[i] *= 2;\n  a[0] += 1;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	res, errs := Run(Request{Input: path})
	if errs.HasErrors() {
		t.Fatalf("lowering: %v", errs)
	}
	host := string(res.Host)
	for _, want := range []string{"#line 1 \"ln.c\"\n", "#line 100 \"orig.c\"\n", "#line 101 \"orig.c\"\nfor (int i = 0; i < n; i++)", "\n}\n#line 102 \"orig.c\"\n\n  a[0] += 1;", "\"orig.c:100:9\""} {
		if !strings.Contains(host, want) {
			t.Errorf("host output lacks %q", want)
		}
	}
	if !strings.Contains(string(res.Manifest), "\"file\": \"orig.c\",\n        \"line\": 100,") {
		t.Errorf("the manifest does not place the kernel at orig.c:100")
	}

	// A #line without a file name, then an error: reported at the
	// logical line, as gcc reports it, in the file as given.
	bad := filepath.Join(dir, "bad.c")
	src = "void f(double *a, int n) {\n#line 50\n#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) frob\n  for (int i = 0; i < n; i++) a[i] *= 2;\n}\n"
	if err := os.WriteFile(bad, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, errs := Run(Request{Input: bad}); !strings.HasPrefix(errs.Error(), bad+":50:70: error: unknown clause 'frob'") {
		t.Errorf("diagnostics %q, want one at %s:50:70", errs.Error(), bad)
	}
	// One naming a file: the diagnostic names that file as written.
	src = strings.Replace(src, "#line 50", "#line 50 \"gen/x.c\"", 1)
	if err := os.WriteFile(bad, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, errs := Run(Request{Input: bad}); !strings.HasPrefix(errs.Error(), "gen/x.c:50:70: error: unknown clause 'frob'") {
		t.Errorf("diagnostics %q, want one at gen/x.c:50:70", errs.Error())
	}
}
