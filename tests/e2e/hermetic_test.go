package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// The system's CUDA toolkit, LLVM 19 and clang 19, which the Go tests must
// not use by default: directories hidden under an empty tmpfs, files under
// /dev/null. Only existing paths are masked (bwrap would create missing
// mount points on the real root).
var (
	maskDirs  = []string{"/usr/lib/llvm-19", "/usr/lib/cuda", "/usr/lib/nvidia-cuda-toolkit", "/usr/include/crt"}
	maskFiles = []string{
		"/usr/bin/nvcc", "/usr/bin/ptxas", "/usr/bin/fatbinary", "/usr/bin/cudafe++", "/usr/bin/nvlink",
		"/usr/bin/clang-19", "/usr/bin/clang", "/usr/bin/clang-offload-packager-19", "/usr/bin/clang-linker-wrapper-19",
		"/usr/include/cuda.h", "/usr/include/cuda_runtime.h", "/usr/include/cuda_runtime_api.h",
		"/usr/lib/x86_64-linux-gnu/libLLVM.so.19.1", "/usr/lib/x86_64-linux-gnu/libclang-cpp.so.19.1",
		"/usr/lib/x86_64-linux-gnu/libomp.so.5", "/usr/lib/x86_64-linux-gnu/libz3.so.4",
		"/usr/lib/x86_64-linux-gnu/libedit.so.2", "/usr/lib/x86_64-linux-gnu/libxml2.so.2",
		"/usr/lib/x86_64-linux-gnu/libicuuc.so.72", "/usr/lib/x86_64-linux-gnu/libicudata.so.72",
		"/usr/lib/x86_64-linux-gnu/libffi.so.8",
	}
)

// maskedTests run again, inside the mask, by TestHermeticTools: a program
// built with nvcc (CUBIN and host-plugin image) and run through the offload
// runtime, and clang 19's build and run of an offload program.
const maskedTests = "^(TestPrograms|TestClangReference)$/^saxpy$"

// TestHermeticTools runs maskedTests again in this test binary, with the
// system's CUDA toolkit, LLVM 19 and clang 19 hidden by bwrap and no
// variable naming a tool: the default tools must be the hermetic ones, and
// a test that silently took a system tool fails there.
func TestHermeticTools(t *testing.T) {
	if os.Getenv("OMP_OFFLOAD_HERMETIC_CHILD") != "" {
		t.Skip("inside the mask already")
	}
	if os.Getenv("OMP_OFFLOAD_TOOLCHAINS") == "local" {
		t.Skip("OMP_OFFLOAD_TOOLCHAINS=local: the machine's tools were chosen")
	}
	if testing.Short() {
		t.Skip("-short")
	}
	if os.Getenv("TEST_SRCDIR") != "" {
		// Bazel's sandbox has no room for bwrap's namespaces; tools/test.sh
		// runs this under go test.
		t.Skip("under bazel test: runs under go test")
	}
	bwrap, err := exec.LookPath("bwrap")
	if err != nil {
		t.Fatalf("bwrap hides the system's toolkits: install Debian's bubblewrap (tools/bootstrap.sh does): %v", err)
	}
	// Make sure the hermetic tools are there before masking, so that the
	// child's failure can only be the mask's.
	offloadtools.Need(t)
	offloadtools.NeedClang(t)

	args := []string{"--dev-bind", "/", "/"}
	masked := 0
	for _, d := range maskDirs {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			args = append(args, "--tmpfs", d)
			masked++
		}
	}
	for _, f := range maskFiles {
		real, err := filepath.EvalSymlinks(f)
		if err != nil || under(real, maskDirs) {
			continue // missing, or a link into a masked directory (dangling there)
		}
		args = append(args, "--ro-bind", "/dev/null", f)
		masked++
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args = append(args, "--", exe, "-test.run", maskedTests, "-test.count=1", "-test.v")
	cmd := exec.Command(bwrap, args...)
	cmd.Env = []string{"OMP_OFFLOAD_HERMETIC_CHILD=1"}
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "NVCC", "LLVM_OFFLOAD_PATH", "CLANG19", "OMP_OFFLOAD_TOOLCHAINS", "LD_LIBRARY_PATH":
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	out, err := cmd.CombinedOutput()
	t.Logf("%d system paths masked", masked)
	if err != nil {
		t.Fatalf("with the system toolkits hidden: %v\n%s", err, out)
	}
	// Both ran, not skipped: the child prints each test's verdict.
	for _, want := range []string{"--- PASS: TestPrograms/saxpy", "--- PASS: TestClangReference"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the masked run lacks %q:\n%s", want, out)
		}
	}
}

// under tells whether path lies in one of dirs.
func under(path string, dirs []string) bool {
	for _, d := range dirs {
		if path == d || strings.HasPrefix(path, d+"/") {
			return true
		}
	}
	return false
}
