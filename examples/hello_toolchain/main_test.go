package main

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// Bazel passes these (see BUILD.bazel); under plain `go test` they are empty
// and the tests skip.
var (
	omplowerFlag = flag.String("omplower", "", "path of the omplower binary")
	cubinFlag    = flag.String("cubin", "", "path of the CUBIN built by nvcc")
)

// runfile resolves a $(rootpath) argument: rules_go runs a test from its
// package directory, while root paths are relative to the runfiles root.
func runfile(p string) string {
	if dir := os.Getenv("TEST_SRCDIR"); dir != "" {
		return filepath.Join(dir, os.Getenv("TEST_WORKSPACE"), p)
	}
	return p
}

func TestOmplowerVersion(t *testing.T) {
	if *omplowerFlag == "" {
		t.Skip("needs -omplower; run with bazel test //examples/hello_toolchain:all")
	}
	got, err := omplowerVersion(runfile(*omplowerFlag))
	if err != nil {
		t.Fatal(err)
	}
	if want := "omplower 0.1.0"; got != want {
		t.Errorf("omplower version = %q, want %q", got, want)
	}
}

func TestCubin(t *testing.T) {
	if *cubinFlag == "" {
		t.Skip("needs -cubin; run with bazel test //examples/hello_toolchain:all")
	}
	facts, err := inspectCubin(runfile(*cubinFlag))
	if err != nil {
		t.Fatal(err)
	}
	if facts.Machine != emCUDA {
		t.Errorf("ELF machine = %d, want %d (EM_CUDA)", facts.Machine, emCUDA)
	}
	if want := []string{"saxpy", "scale"}; !reflect.DeepEqual(facts.Kernels, want) {
		t.Errorf("kernels = %q, want %q", facts.Kernels, want)
	}
}
