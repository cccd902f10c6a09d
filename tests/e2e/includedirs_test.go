package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadbuild"
	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// incdirs is testdata/incdirs: a main file whose headers lie in two -I
// directories (target regions in a header's static inline functions, a
// declare target function and global there, macros expanding to
// _Pragma("omp target ...")).
var incdirs = filepath.Join("testdata", "incdirs")

func incdirsIncludes() []string {
	return []string{filepath.Join(incdirs, "include"), filepath.Join(incdirs, "conf")}
}

// TestIncludeDirs builds and runs testdata/incdirs/main.c with its -I
// directories, as the rules pass a target's and its deps' include paths.
func TestIncludeDirs(t *testing.T) {
	ts := offloadtools.Need(t)
	b, err := offloadbuild.Build(ts, filepath.Join(incdirs, "main.c"), t.TempDir(), "incdirs",
		offloadbuild.Options{Generator: generator, CUBIN: true, Includes: incdirsIncludes()})
	if err != nil {
		t.Fatal(err)
	}
	if got := len(b.Manifest.Kernels); got != 3 {
		t.Errorf("%d kernels, want 3 (two in the header's functions, one from a macro)", got)
	}
	got := execute(t, built{exe: b.Exe, manifest: b.Manifest, cubin: b.Cubin, hostSO: b.HostSO}, "MANDATORY")
	if !strings.HasSuffix(got, "PASS includedirs\n") {
		t.Errorf("output:\n%s", got)
	}
}
