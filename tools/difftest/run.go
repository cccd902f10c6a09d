package difftest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/omp-offload/rules_omp_offload/internal/offloadbuild"
	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// Status is the verdict on one program.
type Status string

// The verdicts. Every one but OK is a finding: a rejection or a failure of
// the reference build means the generator strayed (or the lowerer wrongly
// refuses a supported form), the others are lowerer bugs.
const (
	OK          Status = "ok"
	Mismatch    Status = "MISMATCH"     // both ran, outputs differ
	Rejected    Status = "REJECTED"     // the lowerer refused the program
	BuildFailed Status = "BUILD-FAILED" // the lowered outputs did not compile or link
	RunFailed   Status = "RUN-FAILED"   // the lowered program crashed, failed or hung
	ClangFailed Status = "CLANG-FAILED" // clang-19 did not build or run it: a generator bug
)

// Result is one program's verdict; Detail says what went wrong.
type Result struct {
	Seed   int64
	Status Status
	Detail string
}

// Runner builds and runs programs both ways.
type Runner struct {
	// Options are the generator's.
	Options Options
	Tools   offloadtools.Tools
	Clang   string
	// Timeout bounds each run of a built program.
	Timeout time.Duration
}

// FindClang finds clang 19, the reference compiler: the hermetic one unless
// $CLANG19 or OMP_OFFLOAD_TOOLCHAINS=local says otherwise
// (offloadtools.FindClang).
func FindClang() (string, error) {
	return offloadtools.FindClang()
}

// ClangArgs are the reference build's flags (before the source and -o).
func ClangArgs(llvmLib string) []string {
	return append([]string{"-O1", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu"}, offloadtools.RuntimeLinkFlags(llvmLib)...)
}

// Check writes the program for seed into dir (dir/prog.c), builds it both
// ways and compares the outputs, which it leaves in dir/expected.out
// (clang-19) and dir/got.out (the lowerer); stderr goes next to them.
func (r Runner) Check(seed int64, dir string) Result {
	res := Result{Seed: seed}
	src := filepath.Join(dir, "prog.c")
	if err := os.WriteFile(src, GenerateWith(seed, r.Options), 0o644); err != nil {
		res.Status, res.Detail = RunFailed, err.Error()
		return res
	}
	return r.CheckFile(seed, src, dir)
}

// CheckFile is Check for an existing source (a reduced program).
func (r Runner) CheckFile(seed int64, src, dir string) Result {
	res := Result{Seed: seed}
	fail := func(s Status, format string, args ...interface{}) Result {
		res.Status, res.Detail = s, fmt.Sprintf(format, args...)
		return res
	}

	// Reference: clang-19.
	refDir := filepath.Join(dir, "clang")
	if err := os.MkdirAll(refDir, 0o755); err != nil {
		return fail(ClangFailed, "%v", err)
	}
	refExe := filepath.Join(refDir, "prog")
	// -lm as Bazel's C++ toolchain links every program: the C math
	// functions of host code and of clang's host-plugin image.
	args := append(ClangArgs(r.Tools.LLVMLib), src, "-o", refExe, "-lm")
	if out, err := exec.Command(r.Clang, args...).CombinedOutput(); err != nil {
		return fail(ClangFailed, "%s %s: %v\n%s", r.Clang, strings.Join(args, " "), err, out)
	}
	want := offloadbuild.Run(refExe, "MANDATORY", r.Timeout)
	_ = os.WriteFile(filepath.Join(dir, "expected.out"), []byte(want.Stdout), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "expected.err"), []byte(want.Stderr), 0o644)
	if want.TimedOut || want.Err != nil {
		return fail(ClangFailed, "the clang-19 build failed to run (timed out: %v): %v\n%s", want.TimedOut, want.Err, tail(want.Stderr))
	}

	// The lowerer plus the project's compile steps.
	lowDir := filepath.Join(dir, "omplower")
	if err := os.MkdirAll(lowDir, 0o755); err != nil {
		return fail(BuildFailed, "%v", err)
	}
	b, err := offloadbuild.Build(r.Tools, src, lowDir, "prog", offloadbuild.Options{Generator: "omplower difftest"})
	if err != nil {
		if offloadbuild.IsRejected(err) {
			return fail(Rejected, "%v", err)
		}
		return fail(BuildFailed, "%v", err)
	}
	got := offloadbuild.Run(b.Exe, "MANDATORY", r.Timeout)
	_ = os.WriteFile(filepath.Join(dir, "got.out"), []byte(got.Stdout), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "got.err"), []byte(got.Stderr), 0o644)
	if got.TimedOut || got.Err != nil {
		return fail(RunFailed, "the lowered program failed (timed out: %v): %v\n%s", got.TimedOut, got.Err, tail(got.Stderr))
	}
	if got.Stdout != want.Stdout {
		return fail(Mismatch, "%s", firstDifference(want.Stdout, got.Stdout))
	}
	res.Status = OK
	return res
}

// firstDifference names the first line where two outputs differ.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d: clang-19 printed %q, the lowered program %q", i+1, wl, gl)
		}
	}
	return "outputs differ"
}

func tail(s string) string {
	if len(s) > 2000 {
		return "..." + s[len(s)-2000:]
	}
	return s
}
