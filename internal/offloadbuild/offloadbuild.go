// Package offloadbuild builds a C program with OpenMP target directives the
// way the Bazel rules do, without Bazel: the lowerer runs in-process, the
// merged device source becomes a shared object for libomptarget's x86_64
// host plugin (and, when asked, a CUBIN), the registration source embeds
// the images, and gcc links the host object (compiled with OpenMP) against
// LLVM 19's libomptarget and libomp. The end-to-end tests and the
// differential tester share it, so both test exactly one build recipe.
package offloadbuild

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
	"github.com/omp-offload/rules_omp_offload/lowerer/buildid"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/registration"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
)

// Options choose what Build produces.
type Options struct {
	// Generator is recorded in the outputs' headers.
	Generator string
	// CUBIN also compiles the device source with nvcc (sm_90) and embeds
	// the CUBIN ahead of the host-plugin image, as the rules do. Without
	// it only the host plugin can run the program (and nvcc is not needed).
	CUBIN bool
	// Includes are -I directories of the lowering and the host compile,
	// in order.
	Includes []string
	// NVCCFlags are extra nvcc flags of the CUBIN compile (-lineinfo for
	// compute-sanitizer, say).
	NVCCFlags []string
}

// Built is one program built end to end; the files lie in the directory
// given to Build.
type Built struct {
	Exe      string
	Manifest *manifest.Manifest
	Cubin    string // empty without Options.CUBIN
	HostSO   string
}

// RejectedError is a lowering that failed with diagnostics: the program is
// outside what the lowerer accepts (or the lowerer wrongly refuses it).
type RejectedError struct {
	Src         string
	Diagnostics string
}

func (e *RejectedError) Error() string {
	return fmt.Sprintf("lowering %s:\n%s", e.Src, e.Diagnostics)
}

// IsRejected tells whether err is a lowering rejection rather than a
// failure of a later build step.
func IsRejected(err error) bool {
	var r *RejectedError
	return errors.As(err, &r)
}

// run runs one build command in dir; the error carries its output.
func run(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

// Build lowers src and builds the offload binary dir/name.
func Build(ts offloadtools.Tools, src, dir, name string, opts Options) (Built, error) {
	res, errs := lower.Run(lower.Request{Input: src, Generator: opts.Generator, Frontend: frontend.Options{Includes: opts.Includes}})
	if errs.HasErrors() {
		return Built{}, &RejectedError{Src: src, Diagnostics: errs.Error()}
	}
	hostC := filepath.Join(dir, "prog.host.c")
	deviceCU := filepath.Join(dir, "prog.cu")
	manJSON := filepath.Join(dir, "prog.json")
	if err := lower.WriteAll([]lower.Output{{Path: hostC, Data: res.Host}, {Path: deviceCU, Data: res.Device}, {Path: manJSON, Data: res.Manifest}}); err != nil {
		return Built{}, err
	}
	m, err := manifest.Read(manJSON)
	if err != nil {
		return Built{}, err
	}
	b := Built{Exe: filepath.Join(dir, name), Manifest: m, HostSO: filepath.Join(dir, "prog.dev.so")}

	// Device images, both from the merged device source that carries the
	// build id the registration checks (as the Bazel rules build them).
	mergedCU := filepath.Join(dir, "merged.cu")
	id, err := buildid.OfFiles([]string{deviceCU})
	if err != nil {
		return Built{}, err
	}
	var merged bytes.Buffer
	if err := device.Merge(&merged, []string{deviceCU}, id, opts.Generator); err != nil {
		return Built{}, err
	}
	if err := os.WriteFile(mergedCU, merged.Bytes(), 0o644); err != nil {
		return Built{}, err
	}
	// -Bsymbolic: the image's code reads its own declare target variables
	// even where the process already has a symbol of that name (glibc's
	// step), as the Bazel rules build it.
	if err := run(dir, ts.CXX, "-x", "c++", "-O2", "-fPIC", "-shared", "-Wl,-Bsymbolic", "-o", b.HostSO, mergedCU); err != nil {
		return Built{}, err
	}
	var images []registration.Image
	if opts.CUBIN {
		b.Cubin = filepath.Join(dir, "prog.cubin")
		if err := run(dir, ts.NVCC, ts.CubinArgs("sm_90", b.Cubin, mergedCU, opts.NVCCFlags...)...); err != nil {
			return Built{}, err
		}
		images = append(images, registration.Image{Kind: "cubin", Path: b.Cubin})
	}
	// The host-plugin image comes last.
	images = append(images, registration.Image{Kind: "host", Path: b.HostSO})

	var reg bytes.Buffer
	if err := registration.Emit(&reg, images, []*manifest.Manifest{m}, opts.Generator); err != nil {
		return Built{}, err
	}
	regC := filepath.Join(dir, "reg.c")
	if err := os.WriteFile(regC, reg.Bytes(), 0o644); err != nil {
		return Built{}, err
	}
	// The source's quoted includes resolve from its own directory. The
	// host C is compiled with OpenMP, so the program's host OpenMP runs in
	// parallel; gcc's GOMP_* calls resolve in LLVM's libomp, which
	// implements that interface. -fopenmp stays off the link line, where
	// gcc would add libgomp: two OpenMP runtimes in one process.
	srcDir, err := filepath.Abs(filepath.Dir(src))
	if err != nil {
		return Built{}, err
	}
	hostCompile := []string{ts.CC, "-O2", "-fopenmp", "-iquote", srcDir}
	for _, d := range opts.Includes {
		abs, err := filepath.Abs(d)
		if err != nil {
			return Built{}, err
		}
		hostCompile = append(hostCompile, "-I", abs)
	}
	for _, step := range [][]string{
		append(hostCompile, "-c", hostC, "-o", filepath.Join(dir, "prog.o")),
		{ts.CC, "-O2", "-c", regC, "-o", filepath.Join(dir, "reg.o")},
		append([]string{ts.CC, "-o", b.Exe, filepath.Join(dir, "prog.o"), filepath.Join(dir, "reg.o"),
			"-lomptarget", "-lomp", "-lm"}, offloadtools.RuntimeLinkFlags(ts.LLVMLib)...),
	} {
		if err := run(dir, step[0], step[1:]...); err != nil {
			return Built{}, err
		}
	}
	return b, nil
}

// Output is what one run of a program printed.
type Output struct {
	Stdout, Stderr string
	// Err is the exit error (nil on exit 0); TimedOut tells a run killed
	// at the time limit.
	Err      error
	TimedOut bool
}

// Run runs exe in its directory with OMP_TARGET_OFFLOAD=mode and the
// environment variables env (NAME=VALUE) for at most limit (a wrong trip
// count could otherwise loop for ever).
func Run(exe, mode string, limit time.Duration, env ...string) Output {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Dir = filepath.Dir(exe)
	cmd.Env = append(append(os.Environ(), "OMP_TARGET_OFFLOAD="+mode), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return Output{Stdout: stdout.String(), Stderr: stderr.String(), Err: err, TimedOut: ctx.Err() != nil}
}

// ProgramEnv reads the extra environment of the program built from src:
// the NAME=VALUE lines of the file beside it named like it with .env
// for .c (none when there is no such file; '#' starts a comment line).
func ProgramEnv(src string) ([]string, error) {
	data, err := os.ReadFile(strings.TrimSuffix(src, ".c") + ".env")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var env []string
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if !strings.Contains(l, "=") || strings.HasPrefix(l, "=") {
			return nil, fmt.Errorf("%s.env:%d: want NAME=VALUE, found %q", strings.TrimSuffix(src, ".c"), i+1, l)
		}
		env = append(env, l)
	}
	return env, nil
}
