package offloadtools

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// unsetTools clears the variables that name tools or pick the mode, for one
// test.
func unsetTools(t *testing.T) {
	for _, v := range []string{"NVCC", "LLVM_OFFLOAD_PATH", "CLANG19", "OMP_OFFLOAD_TOOLCHAINS"} {
		old, had := os.LookupEnv(v)
		os.Unsetenv(v)
		if had {
			t.Cleanup(func() { os.Setenv(v, old) })
		}
	}
}

// The default is the hermetic toolchains: nothing found may lie in the
// system's toolkit directories, and each must come from its repository.
func TestHermeticByDefault(t *testing.T) {
	unsetTools(t)
	ts, err := Find()
	if err != nil {
		if testing.Short() {
			t.Skipf("-short: %v", err)
		}
		t.Fatal(err)
	}
	clang, err := FindClang()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ what, path, repo string }{
		{"nvcc", ts.NVCC, cudaRepo},
		{"the runtime", ts.LLVMLib, runtimeRepo},
		{"clang", clang, clangRepo},
	} {
		if strings.HasPrefix(c.path, "/usr/") {
			t.Errorf("%s is the system's %s, want the hermetic one", c.what, c.path)
		}
		if !strings.Contains(filepath.ToSlash(c.path), "/"+c.repo+"/") {
			t.Errorf("%s is %s, not in @%s", c.what, c.path, c.repo)
		}
	}
	// The nvcc.profile beside nvcc names no absolute path, so the toolkit
	// works wherever the repository lies.
	profile, err := os.ReadFile(filepath.Join(filepath.Dir(ts.NVCC), "nvcc.profile"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(profile), "/usr/") && !strings.Contains(string(profile), "$(TOP)/usr/") {
		t.Errorf("nvcc.profile names system paths:\n%s", profile)
	}
	out, err := exec.Command(ts.NVCC, "--version").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "release 11.8") {
		t.Errorf("%s --version: %v\n%s", ts.NVCC, err, out)
	}
	out, err = exec.Command(clang, "--version").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "version 19.") {
		t.Errorf("%s --version: %v\n%s", clang, err, out)
	}
}

// A variable naming a tool wins over the mode.
func TestExplicitVariables(t *testing.T) {
	unsetTools(t)
	dir := t.TempDir()
	for _, f := range []string{"nvcc", "clang"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"clang-offload-packager", "clang-linker-wrapper", "lib/libomptarget.so", "lib/libomp.so"} {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	os.Setenv("NVCC", filepath.Join(dir, "nvcc"))
	os.Setenv("LLVM_OFFLOAD_PATH", dir)
	os.Setenv("CLANG19", filepath.Join(dir, "clang"))
	ts, err := Find()
	if err != nil {
		t.Fatal(err)
	}
	if ts.NVCC != filepath.Join(dir, "nvcc") || ts.LLVMLib != filepath.Join(dir, "lib") {
		t.Errorf("Find() = %+v, want the tools under %s", ts, dir)
	}
	clang, err := FindClang()
	if err != nil || clang != filepath.Join(dir, "clang") {
		t.Errorf("FindClang() = %q, %v; want %s", clang, err, filepath.Join(dir, "clang"))
	}
}

// OMP_OFFLOAD_TOOLCHAINS=local looks on PATH and in /usr/lib/llvm-19, never
// in the hermetic repositories: with a PATH holding no nvcc it fails, naming
// what it looked for.
func TestLocalMode(t *testing.T) {
	unsetTools(t)
	os.Setenv("OMP_OFFLOAD_TOOLCHAINS", "local")
	t.Setenv("PATH", t.TempDir())
	_, err := findNVCC("local")
	if err == nil || !strings.Contains(err.Error(), "nvcc not found on PATH") {
		t.Errorf("findNVCC(local) with an empty PATH: %v, want nvcc not found on PATH", err)
	}
	if m, err := Mode(); m != "local" || err != nil {
		t.Errorf("Mode() = %q, %v; want local", m, err)
	}
	os.Setenv("OMP_OFFLOAD_TOOLCHAINS", "elsewhere")
	if _, err := Find(); err == nil || !strings.Contains(err.Error(), "OMP_OFFLOAD_TOOLCHAINS=elsewhere") {
		t.Errorf("Find() with OMP_OFFLOAD_TOOLCHAINS=elsewhere: %v, want an error naming it", err)
	}
}

// RuntimeLinkFlags ask for a DT_RPATH (--disable-new-dtags) before the
// rpath itself.
func TestRuntimeLinkFlags(t *testing.T) {
	got := strings.Join(RuntimeLinkFlags("/x/lib"), " ")
	if want := "-L/x/lib -Wl,--disable-new-dtags -Wl,-rpath,/x/lib"; got != want {
		t.Errorf("RuntimeLinkFlags = %q, want %q", got, want)
	}
}

// TestCUDATool finds a toolkit program beside nvcc (a CUDA install) and in
// Debian's layout, where nvcc sits apart from the other programs.
func TestCUDATool(t *testing.T) {
	for _, tt := range []struct{ nvcc, tool string }{
		{"cuda/bin/nvcc", "cuda/bin/cuobjdump"},
		{"usr/lib/nvidia-cuda-toolkit/bin/nvcc", "usr/bin/cuobjdump"},
	} {
		dir := t.TempDir()
		for _, f := range []string{tt.nvcc, tt.tool} {
			p := filepath.Join(dir, f)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		got, err := Tools{NVCC: filepath.Join(dir, tt.nvcc)}.CUDATool("cuobjdump")
		if err != nil || got != filepath.Join(dir, tt.tool) {
			t.Errorf("nvcc %s: CUDATool = %q, %v; want %s", tt.nvcc, got, err, filepath.Join(dir, tt.tool))
		}
	}
}
