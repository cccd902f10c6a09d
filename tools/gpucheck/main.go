// Command gpucheck runs the end-to-end programs on a real GPU. On a machine
// without one (with the lowerer's toolchain) it builds every
// tests/e2e/testdata program as the end-to-end tests do (the CUBIN first,
// the host-plugin image last) into a bundle folder, with each program's
// expected output and gpucheck.sh; on a GPU machine with only a driver,
// gpucheck.sh runs each program with OMP_TARGET_OFFLOAD=MANDATORY, checks
// from libomptarget's kernel-launch information that its kernels ran on the
// CUDA device, and compares its output with the expected one (the
// host-plugin output, which the end-to-end tests check against clang-19).
//
//	go run ./tools/gpucheck -out DIR [-run REGEXP] [-j N]
//
// See docs/testing.md ("On a GPU").
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/omp-offload/rules_omp_offload/internal/offloadbuild"
	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// runScript runs a bundle on the GPU machine; runtimeEnv, which it
// sources, sets up the offload runtime there.
var (
	//go:embed gpucheck.sh
	runScript string
	//go:embed runtime_env.sh
	runtimeEnv string
)

func main() {
	out := flag.String("out", "", "bundle folder to write (required)")
	src := flag.String("testdata", "tests/e2e/testdata", "folder of the programs")
	filter := flag.String("run", "", "only programs whose name matches this regular expression")
	jobs := flag.Int("j", 2, "programs built at a time")
	lineinfo := flag.Bool("lineinfo", false, "build the CUBINs with nvcc -lineinfo, so that compute-sanitizer (SANITIZE= of gpucheck.sh) names source lines")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "gpucheck: -out DIR is required")
		os.Exit(2)
	}
	// The build steps run in the programs' own folders: a relative -out
	// would name a different folder in each.
	if abs, err := filepath.Abs(*out); err == nil {
		*out = abs
	}
	re, err := regexp.Compile(*filter)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gpucheck: -run: %v\n", err)
		os.Exit(2)
	}
	var nvccFlags []string
	if *lineinfo {
		nvccFlags = append(nvccFlags, "-lineinfo")
	}
	if err := bundle(*src, *out, re, *jobs, nvccFlags); err != nil {
		fmt.Fprintf(os.Stderr, "gpucheck: %v\n", err)
		os.Exit(1)
	}
}

func bundle(src, out string, re *regexp.Regexp, jobs int, nvccFlags []string) error {
	ts, err := offloadtools.Find()
	if err != nil {
		return err
	}
	files, err := filepath.Glob(filepath.Join(src, "*.c"))
	if err != nil {
		return err
	}
	var names []string
	for _, f := range files {
		if n := strings.TrimSuffix(filepath.Base(f), ".c"); re.MatchString(n) {
			if _, err := os.Stat(filepath.Join(src, n+".out")); err == nil {
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	for _, d := range []string{"bin", "want", "work"} {
		if err := os.MkdirAll(filepath.Join(out, d), 0o755); err != nil {
			return err
		}
	}
	var mu sync.Mutex
	var failed []string
	sem := make(chan struct{}, jobs)
	var wg sync.WaitGroup
	for _, n := range names {
		n := n
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := one(ts, src, out, n, nvccFlags); err != nil {
				mu.Lock()
				failed = append(failed, fmt.Sprintf("%s: %v", n, err))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := os.RemoveAll(filepath.Join(out, "work")); err != nil {
		return err
	}
	var list strings.Builder
	for _, n := range names {
		env, err := offloadbuild.ProgramEnv(filepath.Join(src, n+".c"))
		if err != nil {
			return err
		}
		fmt.Fprintf(&list, "%s %s\n", n, strings.Join(env, " "))
	}
	if err := os.WriteFile(filepath.Join(out, "programs.txt"), []byte(list.String()), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "gpucheck.sh"), []byte(runScript), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "runtime_env.sh"), []byte(runtimeEnv), 0o644); err != nil {
		return err
	}
	if len(failed) > 0 {
		sort.Strings(failed)
		return fmt.Errorf("%d programs did not build:\n%s", len(failed), strings.Join(failed, "\n"))
	}
	fmt.Printf("%d programs in %s\n", len(names), out)
	return nil
}

// one builds program n into out/bin/n (stripped: only its images and code
// travel) and copies its expected output.
func one(ts offloadtools.Tools, src, out, n string, nvccFlags []string) error {
	dir := filepath.Join(out, "work", n)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	b, err := offloadbuild.Build(ts, filepath.Join(src, n+".c"), dir, n, offloadbuild.Options{Generator: "omplower gpucheck", CUBIN: true, NVCCFlags: nvccFlags})
	if err != nil {
		return err
	}
	exe := filepath.Join(out, "bin", n)
	if msg, err := exec.Command("strip", "-o", exe, b.Exe).CombinedOutput(); err != nil {
		return fmt.Errorf("strip: %v\n%s", err, msg)
	}
	want, err := os.ReadFile(filepath.Join(src, n+".out"))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "want", n+".out"), want, 0o644)
}
