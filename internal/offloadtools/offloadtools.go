// Package offloadtools finds the external programs an offload build runs
// (the host C and C++ compilers, nvcc, the LLVM offload runtime, and clang 19
// as the reference compiler), for tests that build and run lowered programs
// end to end.
//
// nvcc, the runtime and clang come from the same pinned, sha256-verified
// Debian packages as the Bazel rules' hermetic toolchains (the repositories
// @hermetic_cuda, @hermetic_llvm_offload and @hermetic_clang;
// toolchain/pins/debian.bzl), unless chosen otherwise:
//
//   - $NVCC, $LLVM_OFFLOAD_PATH and $CLANG19 name a tool explicitly;
//   - OMP_OFFLOAD_TOOLCHAINS=local takes the machine's (nvcc on PATH,
//     /usr/lib/llvm-19, clang-19), as --repo_env=OMP_OFFLOAD_TOOLCHAINS=local
//     does for Bazel;
//   - otherwise (hermetic, the default) under `bazel test` they are the
//     repositories in the test's runfiles (its data), and under `go test`
//     this package runs `bazel build` of those repositories once per test
//     process and takes them from Bazel's output base.
//
// gcc and g++ are always the machine's ($CC, $CXX or PATH), as for Bazel's C++
// toolchain.
package offloadtools

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Tools are the programs and libraries an end-to-end build needs.
type Tools struct {
	CC, CXX, NVCC string
	LLVMLib       string // holds libomptarget.so and libomp.so
}

// CubinArgs are nvcc's arguments that compile the CUDA source src to the
// CUBIN out for arch, as the Bazel rules compile it: the host compiler is
// named (-ccbin ts.CXX) rather than left to the toolkit's own choice, which
// looks only for the compiler versions it supports, and may be newer than
// those, since a CUBIN compile uses it only to preprocess the device code.
func (ts Tools) CubinArgs(arch, out, src string, extra ...string) []string {
	args := []string{"-ccbin", ts.CXX, "-allow-unsupported-compiler", "-cubin", "-arch=" + arch}
	args = append(args, extra...)
	return append(args, "-o", out, src)
}

// CUDATool finds a program of the CUDA toolkit that ts.NVCC belongs to
// (cuobjdump, nvdisasm): beside nvcc (a CUDA install's bin), in the bin
// folder of Debian's layout (nvcc in usr/lib/nvidia-cuda-toolkit/bin,
// the others in usr/bin), or on PATH.
func (ts Tools) CUDATool(name string) (string, error) {
	if nvcc, err := filepath.EvalSymlinks(ts.NVCC); err == nil {
		dir := filepath.Dir(nvcc)
		for _, c := range []string{filepath.Join(dir, name), filepath.Join(dir, "..", "..", "..", "bin", name)} {
			if st, err := os.Stat(c); err == nil && !st.IsDir() {
				return filepath.Clean(c), nil
			}
		}
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s not found beside nvcc (%s) nor on PATH", name, ts.NVCC)
	}
	return p, nil
}

// The hermetic repositories and where in them the tools lie.
const (
	cudaRepo    = "hermetic_cuda"
	runtimeRepo = "hermetic_llvm_offload"
	clangRepo   = "hermetic_clang"
	nvccInRepo  = "usr/lib/nvidia-cuda-toolkit/bin/nvcc"
	libInRepo   = "runtime/lib"
	clangInRepo = "bin/clang"
)

// bazelTargets are built to materialise the hermetic repositories.
var bazelTargets = []string{
	"@" + cudaRepo + "//:toolkit",
	"@" + runtimeRepo + "//:runtime_files",
	"@" + clangRepo + "//:clang",
}

// Mode tells where tools not named by their own variable come from:
// "hermetic" (the default) or "local", from $OMP_OFFLOAD_TOOLCHAINS.
func Mode() (string, error) {
	switch m := os.Getenv("OMP_OFFLOAD_TOOLCHAINS"); m {
	case "", "hermetic":
		return "hermetic", nil
	case "local":
		return "local", nil
	default:
		return "", fmt.Errorf("OMP_OFFLOAD_TOOLCHAINS=%s: use hermetic (the pinned toolchains, the default) or local (the machine's)", m)
	}
}

// look finds a tool: $env when set, else name on PATH.
func look(env, name string) (string, error) {
	if v := os.Getenv(env); v != "" {
		p, err := exec.LookPath(v)
		if err != nil {
			return "", fmt.Errorf("$%s=%q: %v", env, v, err)
		}
		return p, nil
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s not found on PATH (%s) and $%s is not set", name, os.Getenv("PATH"), env)
	}
	return p, nil
}

// llvmLibUnder finds the directory of libomptarget.so and libomp.so: root's
// lib/ or root itself.
func llvmLibUnder(root, from string) (string, error) {
	for _, dir := range []string{filepath.Join(root, "lib"), root} {
		_, e1 := os.Stat(filepath.Join(dir, "libomptarget.so"))
		_, e2 := os.Stat(filepath.Join(dir, "libomp.so"))
		if e1 == nil && e2 == nil {
			return dir, nil
		}
	}
	return "", fmt.Errorf("libomptarget.so and libomp.so not found under %s", from)
}

// RuntimeLinkFlags are the linker flags (for gcc or clang) that make a
// program find libomptarget and libomp in lib at link and at run time. The
// RPATH is a DT_RPATH, which unlike DT_RUNPATH also serves the libraries'
// own dependencies (libLLVM's libz3, libxml2's libicuuc, ...), so that a
// hermetic runtime never falls back on the system's copies.
func RuntimeLinkFlags(lib string) []string {
	return []string{"-L" + lib, "-Wl,--disable-new-dtags", "-Wl,-rpath," + lib}
}

// hermetic holds the materialised repositories, found once per process.
var hermetic struct {
	once sync.Once
	dirs map[string]string // repository name -> directory
	err  error
}

// hermeticRepo returns the directory of one hermetic repository.
func hermeticRepo(name string) (string, error) {
	if srcdir := os.Getenv("TEST_SRCDIR"); srcdir != "" {
		// Under `bazel test`: the test's data puts the repositories it
		// needs in its runfiles; a nested Bazel would be wrong here.
		d := filepath.Join(srcdir, name)
		if _, err := os.Stat(d); err != nil {
			return "", fmt.Errorf("running under Bazel and the runfiles lack @%s (%v): add its files (%s) to the test's data, or name the tools with --test_env (NVCC, LLVM_OFFLOAD_PATH, CLANG19)", name, err, strings.Join(bazelTargets, ", "))
		}
		return d, nil
	}
	hermetic.once.Do(func() { hermetic.dirs, hermetic.err = findHermetic() })
	if hermetic.err != nil {
		return "", hermetic.err
	}
	return hermetic.dirs[name], nil
}

func findHermetic() (map[string]string, error) {
	repos := []string{cudaRepo, runtimeRepo, clangRepo}
	dirs := map[string]string{}
	root, err := workspaceRoot()
	if err != nil {
		return nil, err
	}
	bazel, err := exec.LookPath("bazel")
	if err != nil {
		return nil, errors.New("the hermetic toolchains (nvcc, the LLVM offload runtime, clang 19) are fetched by Bazel and bazel is not on PATH: " +
			"run tools/bootstrap.sh, or name the tools ($NVCC, $LLVM_OFFLOAD_PATH, $CLANG19), or use the machine's with OMP_OFFLOAD_TOOLCHAINS=local")
	}
	bazelCmd := func(args ...string) (string, error) {
		cmd := exec.Command(bazel, args...)
		cmd.Dir = root
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			return "", fmt.Errorf("fetching the hermetic toolchains: `bazel %s` in %s: %v\n%s%s\n(tools/bootstrap.sh sets Bazel up; OMP_OFFLOAD_TOOLCHAINS=local uses the machine's tools instead)",
				strings.Join(args, " "), root, err, stdout.String(), stderr.String())
		}
		return strings.TrimSpace(stdout.String()), nil
	}
	if _, err := bazelCmd(append([]string{"build", "--noshow_progress"}, bazelTargets...)...); err != nil {
		return nil, err
	}
	base, err := bazelCmd("info", "output_base")
	if err != nil {
		return nil, err
	}
	for _, r := range repos {
		d := filepath.Join(base, "external", r)
		if _, err := os.Stat(d); err != nil {
			return nil, fmt.Errorf("bazel built %s but %s is missing: %v", strings.Join(bazelTargets, " "), d, err)
		}
		dirs[r] = d
	}
	return dirs, nil
}

// workspaceRoot is the checkout holding this package: the nearest directory
// with a WORKSPACE file and go.mod above the working directory (go test runs
// in the package's), else above this source file as compiled.
func workspaceRoot() (string, error) {
	var starts []string
	if dir, err := os.Getwd(); err == nil {
		starts = append(starts, dir)
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		starts = append(starts, filepath.Dir(file))
	}
	for _, dir := range starts {
		for d := dir; ; d = filepath.Dir(d) {
			_, e1 := os.Stat(filepath.Join(d, "WORKSPACE"))
			_, e2 := os.Stat(filepath.Join(d, "go.mod"))
			if e1 == nil && e2 == nil {
				return d, nil
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	return "", fmt.Errorf("no Bazel workspace (WORKSPACE and go.mod) above %s to fetch the hermetic toolchains with: run inside the checkout, or name the tools ($NVCC, $LLVM_OFFLOAD_PATH, $CLANG19)", strings.Join(starts, " or "))
}

// inRepo returns a file of a hermetic repository, checking it exists.
func inRepo(repo, rel string) (string, error) {
	d, err := hermeticRepo(repo)
	if err != nil {
		return "", err
	}
	p := filepath.Join(d, rel)
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("the hermetic repository @%s lacks %s: %v", repo, rel, err)
	}
	return p, nil
}

// DriverAPIEnv is the environment (KEY=VALUE entries) in which the go
// command builds a cgo program against the CUDA driver API: cuda.h and the
// driver's link stub from the hermetic toolkit, or nothing added (the
// system's) with $NVCC or OMP_OFFLOAD_TOOLCHAINS=local.
func DriverAPIEnv() ([]string, error) {
	mode, err := Mode()
	if err != nil {
		return nil, err
	}
	if os.Getenv("NVCC") != "" || mode == "local" {
		return nil, nil
	}
	if _, err := inRepo(cudaRepo, "usr/include/cuda.h"); err != nil {
		return nil, err
	}
	stub, err := inRepo(cudaRepo, "usr/lib/x86_64-linux-gnu/stubs/libcuda.so")
	if err != nil {
		return nil, err
	}
	d, _ := hermeticRepo(cudaRepo)
	return []string{
		"CGO_CFLAGS=-I" + filepath.Join(d, "usr/include"),
		"CGO_LDFLAGS=-L" + filepath.Dir(stub),
	}, nil
}

func findNVCC(mode string) (string, error) {
	if os.Getenv("NVCC") != "" || mode == "local" {
		return look("NVCC", "nvcc")
	}
	return inRepo(cudaRepo, nvccInRepo)
}

func findLLVMLib(mode string) (string, error) {
	if root := os.Getenv("LLVM_OFFLOAD_PATH"); root != "" {
		return llvmLibUnder(root, "$LLVM_OFFLOAD_PATH="+root)
	}
	if mode == "local" {
		return llvmLibUnder("/usr/lib/llvm-19", "/usr/lib/llvm-19 (OMP_OFFLOAD_TOOLCHAINS=local; set $LLVM_OFFLOAD_PATH to use another)")
	}
	d, err := inRepo(runtimeRepo, libInRepo)
	if err != nil {
		return "", err
	}
	return llvmLibUnder(d, "@"+runtimeRepo+"//:"+libInRepo)
}

// Find looks every tool up: gcc and g++ ($CC, $CXX or PATH), nvcc and the
// LLVM offload runtime (see the package documentation).
func Find() (Tools, error) {
	var ts Tools
	mode, err := Mode()
	if err != nil {
		return ts, err
	}
	var errs []string
	if ts.CC, err = look("CC", "gcc"); err != nil {
		errs = append(errs, err.Error())
	}
	if ts.CXX, err = look("CXX", "g++"); err != nil {
		errs = append(errs, err.Error())
	}
	if ts.NVCC, err = findNVCC(mode); err != nil {
		errs = append(errs, err.Error())
	}
	if ts.LLVMLib, err = findLLVMLib(mode); err != nil {
		errs = append(errs, err.Error())
	}
	if len(errs) > 0 {
		// nvcc and the runtime fail alike when the repositories are missing.
		var uniq []string
		seen := map[string]bool{}
		for _, e := range errs {
			if !seen[e] {
				seen[e] = true
				uniq = append(uniq, e)
			}
		}
		return ts, errors.New(strings.Join(uniq, "; "))
	}
	return ts, nil
}

// FindClang finds clang 19, the reference compiler: $CLANG19; with
// OMP_OFFLOAD_TOOLCHAINS=local /usr/lib/llvm-19/bin/clang or clang-19 on
// PATH; else the hermetic one. Its offload driver's tools
// (clang-offload-packager, clang-linker-wrapper) must sit next to its real
// executable.
func FindClang() (string, error) {
	mode, err := Mode()
	if err != nil {
		return "", err
	}
	var clang, bin string
	switch {
	case os.Getenv("CLANG19") != "":
		if clang, err = exec.LookPath(os.Getenv("CLANG19")); err != nil {
			return "", fmt.Errorf("$CLANG19: %v", err)
		}
	case mode == "local":
		if _, err := os.Stat("/usr/lib/llvm-19/bin/clang"); err == nil {
			clang = "/usr/lib/llvm-19/bin/clang"
		} else if clang, err = exec.LookPath("clang-19"); err != nil {
			return "", errors.New("clang-19 not found ($CLANG19, /usr/lib/llvm-19/bin/clang, PATH) with OMP_OFFLOAD_TOOLCHAINS=local: install clang-19 and clang-tools-19, or drop OMP_OFFLOAD_TOOLCHAINS for the hermetic clang")
		}
	default:
		if clang, err = inRepo(clangRepo, clangInRepo); err != nil {
			return "", err
		}
		// A wrapper that runs the driver from the repository.
		bin = filepath.Join(filepath.Dir(filepath.Dir(clang)), "usr/lib/llvm-19/bin")
	}
	if bin == "" {
		real, err := filepath.EvalSymlinks(clang)
		if err != nil {
			return "", err
		}
		bin = filepath.Dir(real)
	}
	for _, tool := range []string{"clang-offload-packager", "clang-linker-wrapper"} {
		if _, err := os.Stat(filepath.Join(bin, tool)); err != nil {
			return "", fmt.Errorf("%s has no %s next to it (%s): install clang-tools-19, or use the hermetic clang (no $CLANG19, no OMP_OFFLOAD_TOOLCHAINS=local)", clang, tool, bin)
		}
	}
	return clang, nil
}

var (
	once   sync.Once
	found  Tools
	errMsg error

	clangOnce sync.Once
	clang     string
	clangErr  error
)

// need fails the test with msg, or skips it under -short: a test that needs
// a tool must not pass without running.
func need(t testing.TB, err error) {
	t.Helper()
	msg := fmt.Sprintf("offload tools missing: %v", err)
	if testing.Short() {
		t.Skip("-short: " + msg)
	}
	t.Fatal(msg)
}

// Need returns the tools, failing the test when one is missing. Under
// -short it skips with the reason instead.
func Need(t testing.TB) Tools {
	t.Helper()
	once.Do(func() { found, errMsg = Find() })
	if errMsg != nil {
		need(t, errMsg)
	}
	return found
}

// NeedClang returns clang 19 (FindClang), failing the test when it is
// missing. Under -short it skips with the reason instead.
func NeedClang(t testing.TB) string {
	t.Helper()
	clangOnce.Do(func() { clang, clangErr = FindClang() })
	if clangErr != nil {
		need(t, clangErr)
	}
	return clang
}
