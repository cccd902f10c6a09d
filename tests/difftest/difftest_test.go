// Package difftest runs a small fixed batch of the differential tester
// (tools/difftest): generated OpenMP offload programs built by omplower
// plus the project's compile steps and by clang-19, both run with
// OMP_TARGET_OFFLOAD=MANDATORY, must print the same thing. A program that
// is not ok is kept with both outputs under $TMPDIR/omp-difftest-test-*.
//
// clang 19 is the hermetic one (pinned Debian packages, fetched by Bazel)
// unless $CLANG19 or OMP_OFFLOAD_TOOLCHAINS=local names another
// (internal/offloadtools); a missing one fails the test (skips under -short).
package difftest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
	"github.com/omp-offload/rules_omp_offload/tools/difftest"
)

// The batch: seeds firstSeed .. firstSeed+batch-1. About 4 s a program on
// two idle cores, two at a time.
const (
	firstSeed = 20261123
	batch     = 24
)

func TestBatch(t *testing.T) {
	ts := offloadtools.Need(t)
	clang := offloadtools.NeedClang(t)
	r := difftest.Runner{Options: difftest.Options{PresentReductions: true, Nested: true}, Tools: ts, Clang: clang, Timeout: 60 * time.Second}
	// One folder per run: concurrent runs (other checkouts) must not share
	// program folders. Removed at the end unless a program was kept.
	keep, err := os.MkdirTemp("", "omp-difftest-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if !t.Failed() {
			os.RemoveAll(keep)
		}
	})
	n := batch
	if testing.Short() {
		n = 4
	}
	for i := 0; i < n; i++ {
		seed := int64(firstSeed + i)
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel() // two at a time on two cores (-parallel is GOMAXPROCS)
			dir := filepath.Join(keep, fmt.Sprintf("seed-%d", seed))
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			res := r.Check(seed, dir)
			if res.Status != difftest.OK {
				t.Fatalf("seed %d: %s\n%s\nprogram and outputs kept in %s; reproduce with tools/difftest.sh 1 %d", seed, res.Status, res.Detail, dir, seed)
			}
			os.RemoveAll(dir)
		})
	}
}
