package verify

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// TestDeclareTargetGlobals checks that declare target variables are
// accepted as entries of their own (address of the global, its name, an
// object of that name in every image) and that drift in them is caught.
func TestDeclareTargetGlobals(t *testing.T) {
	ts := offloadtools.Need(t)
	dir := t.TempDir()
	u := lowerSrc(t, filepath.Join(dir, "src"), "globals", read(t, filepath.Join("testdata", "globals.c")))
	if len(u.m.Globals) != 2 {
		t.Fatalf("manifest lists %d globals, want 2", len(u.m.Globals))
	}
	merged, cubin, so := images(t, ts, dir, u.cu)
	exe := link(t, ts, dir, []string{u.host}, []string{u.manifest}, []string{cubin}, []string{so})
	good := Inputs{Manifests: []string{u.manifest}, Hosts: []string{u.host}, Devices: []string{u.cu, merged}, Cubins: []string{cubin}, HostImages: []string{so}, Binary: exe}
	for _, v := range runVerify(t, good) {
		t.Errorf("unexpected violation: %s", v)
	}

	// The entry of 'table' holding the address of 'other': the runtime
	// would map the wrong variable.
	entry := lineWith(t, u.host, `"table"`)
	host := edit(t, u.host, filepath.Join(dir, "drift.host.c"), entry, strings.Replace(entry, "&table", "&other", 1))
	bad := good
	bad.Hosts = []string{host}
	bad.Binary = link(t, ts, filepath.Join(dir, "drift"), []string{host}, []string{u.manifest}, []string{cubin}, []string{so})
	vs := runVerify(t, bad)
	var hostC, binary bool
	for _, v := range vs {
		if v.Class != HostPointerDrift {
			continue
		}
		if strings.Contains(v.Msg, "want &table") {
			hostC = true
		}
		if strings.Contains(v.Msg, "declare target global table") && strings.Contains(v.Msg, "want table") {
			binary = true
		}
	}
	if !hostC || !binary {
		t.Errorf("want host-pointer drift of global table in the host C and in the binary, got:\n%v", vs)
	}
}

// TestHeaderNamedGlobals: a declare target variable named like a name of
// the device source's headers (y1, CUDA's and glibc's Bessel function)
// is defined under its device symbol, which its entry and the manifest
// name; verify accepts it, finds the symbol in both images, and reports
// an entry that names the host's spelling instead.
func TestHeaderNamedGlobals(t *testing.T) {
	ts := offloadtools.Need(t)
	dir := t.TempDir()
	src := "#pragma omp declare target\ndouble y1 = 2.5;\nint plain = 1;\n#pragma omp end declare target\n" +
		"int main(void) {\n#pragma omp target map(tofrom: plain)\n  plain += (int)y1;\n  return plain != 3;\n}\n"
	u := lowerSrc(t, filepath.Join(dir, "src"), "hdr", src)
	if len(u.m.Globals) != 2 || u.m.Globals[0].DeviceSymbol() != "__omp_user_y1" || u.m.Globals[1].DeviceSymbol() != "plain" {
		t.Fatalf("manifest globals %+v, want y1 with device symbol __omp_user_y1 and plain as itself", u.m.Globals)
	}
	merged, cubin, so := images(t, ts, dir, u.cu)
	exe := link(t, ts, dir, []string{u.host}, []string{u.manifest}, []string{cubin}, []string{so})
	good := Inputs{Manifests: []string{u.manifest}, Hosts: []string{u.host}, Devices: []string{u.cu, merged}, Cubins: []string{cubin}, HostImages: []string{so}, Binary: exe}
	for _, v := range runVerify(t, good) {
		t.Errorf("unexpected violation: %s", v)
	}
	entry := lineWith(t, u.host, `"__omp_user_y1"`)
	host := edit(t, u.host, filepath.Join(dir, "drift.host.c"), entry, strings.Replace(entry, `"__omp_user_y1"`, `"y1"`, 1))
	bad := good
	bad.Hosts = []string{host}
	bad.Binary = link(t, ts, filepath.Join(dir, "drift"), []string{host}, []string{u.manifest}, []string{cubin}, []string{so})
	found := false
	for _, v := range runVerify(t, bad) {
		if v.Class == NameDrift && strings.Contains(v.Msg, `want the global's device name "__omp_user_y1"`) {
			found = true
		}
	}
	if !found {
		t.Errorf("want a name drift of y1's entry in the host C")
	}
}
