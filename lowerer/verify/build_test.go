package verify

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
	"github.com/omp-offload/rules_omp_offload/lowerer/buildid"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/registration"
	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
)

// The tests build real artifacts: gcc and g++ ($CC/$CXX), nvcc and LLVM
// 19's libomptarget (the hermetic ones, or $NVCC and $LLVM_OFFLOAD_PATH;
// internal/offloadtools). A missing tool fails the test, except under
// -short, where it skips.

const generator = "omplower verify-test"

func run(t *testing.T, dir, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

func write(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// unit is one lowered source.
type unit struct {
	host, cu, manifest string
	m                  *manifest.Manifest
}

// lowerSrc writes src as dir/<name>.c, lowers it and writes the outputs
// next to it.
func lowerSrc(t *testing.T, dir, name, src string) unit {
	t.Helper()
	in := write(t, filepath.Join(dir, name+".c"), []byte(src))
	res, errs := lower.Run(lower.Request{Input: in, Generator: generator})
	if errs.HasErrors() {
		t.Fatalf("lowering %s:\n%s", in, errs.Error())
	}
	u := unit{host: filepath.Join(dir, name+".host.c"), cu: filepath.Join(dir, name+".cu"), manifest: filepath.Join(dir, name+".json")}
	write(t, u.host, res.Host)
	write(t, u.cu, res.Device)
	write(t, u.manifest, res.Manifest)
	m, err := manifest.Read(u.manifest)
	if err != nil {
		t.Fatal(err)
	}
	u.m = m
	return u
}

// images builds the merged device source of cus and its two images.
func images(t *testing.T, ts offloadtools.Tools, dir string, cus ...string) (merged, cubin, so string) {
	t.Helper()
	id, err := buildid.OfFiles(cus)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := device.Merge(&b, cus, id, generator); err != nil {
		t.Fatal(err)
	}
	merged = write(t, filepath.Join(dir, "merged.cu"), b.Bytes())
	cubin, so = filepath.Join(dir, "merged.cubin"), filepath.Join(dir, "merged.so")
	run(t, dir, ts.NVCC, ts.CubinArgs("sm_90", cubin, merged, "-O3")...)
	run(t, dir, ts.CXX, "-x", "c++", "-O2", "-fPIC", "-shared", "-Wl,-Bsymbolic", "-o", so, merged)
	return merged, cubin, so
}

// link generates the registration of the images for the manifests and
// links it with the host C files into dir/prog.
func link(t *testing.T, ts offloadtools.Tools, dir string, hosts, manifests, cubins, sos []string) string {
	t.Helper()
	var ms []*manifest.Manifest
	for _, p := range manifests {
		m, err := manifest.Read(p)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	var ims []registration.Image
	for _, c := range cubins {
		ims = append(ims, registration.Image{Kind: "cubin", Path: c})
	}
	for _, s := range sos {
		ims = append(ims, registration.Image{Kind: "host", Path: s})
	}
	var b bytes.Buffer
	if err := registration.Emit(&b, ims, ms, generator); err != nil {
		t.Fatal(err)
	}
	reg := write(t, filepath.Join(dir, "reg.c"), b.Bytes())
	objs := []string{}
	for i, h := range append(hosts, reg) {
		o := filepath.Join(dir, fmt.Sprintf("obj%d.o", i))
		run(t, dir, ts.CC, "-O2", "-c", h, "-o", o)
		objs = append(objs, o)
	}
	exe := filepath.Join(dir, "prog")
	args := append([]string{"-o", exe}, objs...)
	args = append(append(args, "-lomptarget", "-lomp"), offloadtools.RuntimeLinkFlags(ts.LLVMLib)...)
	run(t, dir, ts.CC, args...)
	return exe
}

// build is a complete, consistent build of testdata/pair.c.
type build struct {
	dir    string
	u      unit
	merged string
	cubin  string
	so     string
	exe    string
}

func (b build) inputs() Inputs {
	return Inputs{
		Manifests: []string{b.u.manifest}, Hosts: []string{b.u.host}, Devices: []string{b.u.cu, b.merged},
		Cubins: []string{b.cubin}, HostImages: []string{b.so}, Binary: b.exe,
	}
}

var (
	goodOnce sync.Once
	goodVal  build
	goodDir  string
)

// good builds testdata/pair.c once for all tests; tests copy what they
// change.
func good(t *testing.T) build {
	t.Helper()
	ts := offloadtools.Need(t)
	goodOnce.Do(func() {
		dir, err := os.MkdirTemp("", "verify-good")
		if err != nil {
			t.Fatal(err)
		}
		goodDir = dir
		b := build{dir: dir}
		b.u = lowerSrc(t, filepath.Join(dir, "src"), "pair", read(t, filepath.Join("testdata", "pair.c")))
		b.merged, b.cubin, b.so = images(t, ts, dir, b.u.cu)
		b.exe = link(t, ts, dir, []string{b.u.host}, []string{b.u.manifest}, []string{b.cubin}, []string{b.so})
		goodVal = b
	})
	if goodVal.exe == "" {
		t.Fatal("the good build failed in an earlier test")
	}
	return goodVal
}

func TestMain(m *testing.M) {
	code := m.Run()
	if goodDir != "" {
		os.RemoveAll(goodDir)
	}
	os.Exit(code)
}
