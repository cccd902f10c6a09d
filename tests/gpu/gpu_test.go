// Package gpu is the GPU-side kernel-identity check: every CUBIN a linked
// offload binary embeds is loaded with the CUDA driver API
// (cuModuleLoadData, through gorgonia.org/cu in the helper cuprobe), every
// entry name of the binary's omp_offloading_entries section is resolved
// with cuModuleGetFunction, and one kernel is launched and its result
// checked.
//
// It needs an NVIDIA GPU and driver: without them it SKIPS, saying so
// (Bazel tag "requires-gpu" lets executors route it to GPU machines).
// The helper is built in any case (cgo, cuda.h and the libcuda stub), so
// the default build proves it compiles. It also needs gcc, nvcc and the
// lowerer; libomptarget is not needed (the binary is only read, never run).
package gpu

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
	"github.com/omp-offload/rules_omp_offload/lowerer/buildid"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/registration"
	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/verify"
)

var probeFlag = flag.String("cuprobe", "", "path of the cuprobe helper (Bazel passes it; go test builds it)")

const generator = "omplower gpu-test"

// probe returns the cuprobe binary: from Bazel's runfiles, or built with
// the go command.
func probe(t *testing.T) string {
	t.Helper()
	if p := *probeFlag; p != "" {
		if !filepath.IsAbs(p) && os.Getenv("TEST_SRCDIR") != "" {
			p = filepath.Join(os.Getenv("TEST_SRCDIR"), os.Getenv("TEST_WORKSPACE"), p)
		}
		return p
	}
	out := filepath.Join(t.TempDir(), "cuprobe")
	env, err := offloadtools.DriverAPIEnv()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-tags", "cuda", "-o", out, "./cuprobe")
	cmd.Env = append(os.Environ(), env...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		failOrSkip(t, fmt.Sprintf("building cuprobe (cgo, gorgonia.org/cu; needs cuda.h and libcuda or its stub): %v\n%s", err, msg))
	}
	return out
}

func failOrSkip(t *testing.T, msg string) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: " + msg)
	}
	t.Fatal(msg)
}

// device asks the driver for the first GPU's architecture; ok is false,
// with the reason, when there is no GPU or driver.
func deviceArch(t *testing.T, cuprobe string) (arch, reason string) {
	t.Helper()
	out, err := exec.Command(cuprobe, "--info").CombinedOutput()
	text := string(out)
	if err != nil {
		if strings.Contains(text, "Error in initialization") || strings.Contains(text, "error while loading shared libraries") {
			return "", strings.TrimSpace(text)
		}
		t.Fatalf("cuprobe --info: %v\n%s", err, text)
	}
	lines := strings.Split(strings.TrimSpace(text), "\n")
	return lines[len(lines)-1], ""
}

func run(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

func TestEmbeddedCubinsOnGPU(t *testing.T) {
	cuprobe := probe(t)
	arch, reason := deviceArch(t, cuprobe)
	if reason != "" {
		arch = "sm_90" // still build and read the binary; the GPU part skips below
	}
	ts := offloadtools.Need(t)
	cc, nvcc := ts.CC, ts.NVCC
	dir := t.TempDir()

	// Lower, merge, compile the CUBIN for this GPU, link the binary (it is
	// only read here, so libomptarget may be absent).
	src, err := os.ReadFile(filepath.Join("testdata", "pair.c"))
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "pair.c")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		t.Fatal(err)
	}
	res, errs := lower.Run(lower.Request{Input: in, Generator: generator})
	if errs.HasErrors() {
		t.Fatal(errs.Error())
	}
	hostC, cu, manJSON := filepath.Join(dir, "pair.host.c"), filepath.Join(dir, "pair.cu"), filepath.Join(dir, "pair.json")
	for p, d := range map[string][]byte{hostC: res.Host, cu: res.Device, manJSON: res.Manifest} {
		if err := os.WriteFile(p, d, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	id, err := buildid.OfFiles([]string{cu})
	if err != nil {
		t.Fatal(err)
	}
	var merged bytes.Buffer
	if err := device.Merge(&merged, []string{cu}, id, generator); err != nil {
		t.Fatal(err)
	}
	mergedCU := filepath.Join(dir, "merged.cu")
	if err := os.WriteFile(mergedCU, merged.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cubin := filepath.Join(dir, "pair."+arch+".cubin")
	run(t, dir, nvcc, ts.CubinArgs(arch, cubin, mergedCU, "-O3")...)
	m, err := manifest.Read(manJSON)
	if err != nil {
		t.Fatal(err)
	}
	var reg bytes.Buffer
	if err := registration.Emit(&reg, []registration.Image{{Kind: "cubin", Path: cubin}}, []*manifest.Manifest{m}, generator); err != nil {
		t.Fatal(err)
	}
	regC := filepath.Join(dir, "reg.c")
	if err := os.WriteFile(regC, reg.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "pair")
	run(t, dir, cc, "-O2", "-o", exe, hostC, regC, "-Wl,--unresolved-symbols=ignore-all")
	if vs, err := verify.Run(verify.Inputs{Manifests: []string{manJSON}, Hosts: []string{hostC}, Cubins: []string{cubin}, Binary: exe}); err != nil || len(vs) > 0 {
		t.Fatalf("verify: %v %v", err, vs)
	}

	// Every embedded CUBIN, every entry name, on the GPU.
	images, err := verify.EmbeddedImages(exe)
	if err != nil {
		t.Fatal(err)
	}
	names, err := verify.EntryNames(exe)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{}
	ncubins := 0
	for _, im := range images {
		if im.Kind != "cubin" {
			continue
		}
		p := filepath.Join(dir, fmt.Sprintf("embedded%d.cubin", im.Index))
		if err := os.WriteFile(p, im.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--cubin", p)
		ncubins++
	}
	if len(args) == 0 {
		t.Fatal("the binary embeds no CUBIN")
	}
	for _, n := range names {
		args = append(args, "--entry", n)
	}
	if reason != "" {
		t.Skipf("no NVIDIA GPU/driver here, so the GPU check (cuModuleLoadData of the %d embedded CUBIN(s), cuModuleGetFunction of %d entry names, one launch) was NOT run: %s", ncubins, len(names), reason)
	}
	// Kernel 1 of pair.c: a[i] = 3*i + 1 for 256 ints.
	first := m.Kernels[0].EntryName
	args = append(args, "--launch", first, "--teams", "2", "--threads", "64", "--buffers", "1", "--bytes", "1024")
	out := run(t, dir, cuprobe, args...)
	t.Logf("cuprobe on %s:\n%s", arch, out)
	for _, n := range names {
		if !strings.Contains(out, "resolved "+n+" ") {
			t.Errorf("entry %s was not resolved", n)
		}
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	vals := strings.Fields(lines[len(lines)-1])
	if len(vals) != 256 {
		t.Fatalf("got %d values back, want 256", len(vals))
	}
	for i, v := range vals {
		if n, _ := strconv.Atoi(v); n != 3*i+1 {
			t.Fatalf("a[%d] = %s after launching %s, want %d", i, v, first, 3*i+1)
		}
	}
}

var mapsFlag = flag.String("maps", "", "path of an offload binary built by the rules that maps data (Bazel passes //tests/exitorder:maps)")

// TestNoCudaErrorsAtExit runs, on the GPU, a binary built by the rules that
// maps data (target data, enter/exit data): it must exit 0 with nothing
// from the CUDA plugin on stderr. A binary that unregisters its images
// after the CUDA driver's own teardown at exit prints "CUDA error:
// Unrecognized CUDA error code 4" (CUDA_ERROR_DEINITIALIZED) and "Failure
// to free memory" there; tests/exitorder checks the same order on the host
// plugin everywhere.
func TestNoCudaErrorsAtExit(t *testing.T) {
	bin := *mapsFlag
	if bin == "" {
		t.Skip("no -maps binary (it is built by the rules: run this under Bazel), so the exit check on the GPU was NOT run")
	}
	if !filepath.IsAbs(bin) && os.Getenv("TEST_SRCDIR") != "" {
		bin = filepath.Join(os.Getenv("TEST_SRCDIR"), os.Getenv("TEST_WORKSPACE"), bin)
	}
	cuprobe := probe(t)
	if _, reason := deviceArch(t, cuprobe); reason != "" {
		t.Skipf("no NVIDIA GPU/driver here, so the exit check on the GPU (%s maps data and must print no CUDA error at exit) was NOT run: %s", filepath.Base(bin), reason)
	}
	cmd := exec.Command(bin)
	// libomptarget's CUDA plugin opens libcuda.so (driver packages often
	// ship only libcuda.so.1: add a libcuda.so link on LD_LIBRARY_PATH).
	cmd.Env = append(os.Environ(), "OMP_TARGET_OFFLOAD=MANDATORY", "LIBOMPTARGET_INFO=0")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	t.Logf("%s: stdout:\n%sstderr:\n%s", bin, stdout.String(), stderr.String())
	if err != nil {
		t.Fatalf("%s: %v", bin, err)
	}
	if strings.Contains(stderr.String(), "CUDA error") {
		t.Fatalf("%s printed CUDA errors (an image unregistered after the driver's teardown at exit?):\n%s", bin, stderr.String())
	}
}
