// Package offloadtools finds the external programs an offload build runs
// (the host C and C++ compilers, nvcc, and the LLVM offload runtime), for
// tests that build and run lowered programs end to end.
package offloadtools

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Tools are the programs and libraries an end-to-end build needs.
type Tools struct {
	CC, CXX, NVCC string
	LLVMLib       string // holds libomptarget.so and libomp.so
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

// llvmLib finds the directory of libomptarget.so and libomp.so under
// $LLVM_OFFLOAD_PATH or /usr/lib/llvm-19.
func llvmLib() (string, error) {
	root := os.Getenv("LLVM_OFFLOAD_PATH")
	from := "$LLVM_OFFLOAD_PATH=" + root
	if root == "" {
		root, from = "/usr/lib/llvm-19", "/usr/lib/llvm-19 (set $LLVM_OFFLOAD_PATH to use another)"
	}
	for _, dir := range []string{filepath.Join(root, "lib"), root} {
		_, e1 := os.Stat(filepath.Join(dir, "libomptarget.so"))
		_, e2 := os.Stat(filepath.Join(dir, "libomp.so"))
		if e1 == nil && e2 == nil {
			return dir, nil
		}
	}
	return "", fmt.Errorf("libomptarget.so and libomp.so not found under %s", from)
}

// Find looks every tool up ($CC, $CXX, $NVCC, $LLVM_OFFLOAD_PATH override
// the defaults gcc, g++, nvcc and /usr/lib/llvm-19).
func Find() (Tools, error) {
	var ts Tools
	var errs []string
	var err error
	if ts.CC, err = look("CC", "gcc"); err != nil {
		errs = append(errs, err.Error())
	}
	if ts.CXX, err = look("CXX", "g++"); err != nil {
		errs = append(errs, err.Error())
	}
	if ts.NVCC, err = look("NVCC", "nvcc"); err != nil {
		errs = append(errs, err.Error())
	}
	if ts.LLVMLib, err = llvmLib(); err != nil {
		errs = append(errs, err.Error())
	}
	if len(errs) > 0 {
		return ts, errors.New(strings.Join(errs, "; "))
	}
	return ts, nil
}

var (
	once   sync.Once
	found  Tools
	errMsg error
)

// Need returns the tools, failing the test when one is missing: a test
// that needs them must not pass without running. Under -short it skips
// with the reason instead.
func Need(t testing.TB) Tools {
	t.Helper()
	once.Do(func() { found, errMsg = Find() })
	if errMsg != nil {
		msg := fmt.Sprintf("offload tools missing: %v; run tools/bootstrap.sh to install them", errMsg)
		if testing.Short() {
			t.Skip("-short: " + msg)
		}
		t.Fatal(msg)
	}
	return found
}
