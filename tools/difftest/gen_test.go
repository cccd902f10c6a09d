package difftest

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
)

// TestSameSeedSameProgram: a seed names one program for ever.
func TestSameSeedSameProgram(t *testing.T) {
	for seed := int64(0); seed < 50; seed++ {
		if a, b := Generate(seed), Generate(seed); !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two generations differ", seed)
		}
	}
	if bytes.Equal(Generate(1), Generate(2)) {
		t.Fatal("seeds 1 and 2 gave the same program")
	}
}

// TestCoverage checks that a few hundred programs together use every
// construct, clause and reduction operator the generator is meant to
// exercise, so an edit cannot silently drop one.
func TestCoverage(t *testing.T) {
	var all strings.Builder
	for seed := int64(0); seed < 300; seed++ {
		all.Write(Generate(seed))
	}
	text := all.String()
	want := []string{
		"#pragma omp target teams distribute parallel for ",
		"#pragma omp target parallel for ",
		"#pragma omp target teams distribute ",
		"#pragma omp target map(",
		"#pragma omp target data ",
		"#pragma omp target enter data ",
		"#pragma omp target exit data ",
		"#pragma omp target update to(",
		"#pragma omp target update from(",
		"#pragma omp declare mapper(",
		"map(to: ", "map(from: ", "map(tofrom: ", "map(alloc: ", "map(always, tofrom: ",
		"map(present, tofrom: ", "map(release: ", "map(delete: ",
		".v[0:N])", "[0:C]", "[:N]",
		"collapse(2)", "schedule(static)", "schedule(static, ", "dist_schedule(static)",
		"dist_schedule(static, ", "num_teams(", "thread_limit(", "num_threads(",
		"firstprivate(", "private(", "if(use_dev)", "if(no_dev)",
		"#pragma omp declare target\n", "fold(", "use_device_ptr(", "is_device_ptr(",
		"use_device_addr(", "has_device_addr(", "map(mapper(mp_", "(mapper(mp_",
		"->v[0:N])", "[0:1]) map(", "[1].v[i]", "device(0)",
		"defaultmap(tofrom: scalar)", "i += 2)", "i -= 3)", "for (unsigned i", "for (i = ", "for (int i = lb",
	}
	for _, op := range reductionOps {
		want = append(want, "reduction("+op+": ")
	}
	for _, ty := range []string{"int", "unsigned", "long", "float", "double"} {
		want = append(want, "\n  "+ty+" a", "struct SP_"+ty+" ", "struct SM_"+ty+" ")
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("no program of seeds 0..299 contains %q", w)
		}
	}
}

// TestLowererAcceptsGenerated lowers many programs in-process (no
// compiler needed): the generator must stay inside what the lowerer
// accepts, and a rejection is either a generator bug or a lowerer gap.
func TestLowererAcceptsGenerated(t *testing.T) {
	n := int64(50)
	if testing.Short() {
		n = 20
	}
	dir := t.TempDir()
	for seed := int64(0); seed < n; seed++ {
		src := filepath.Join(dir, "prog.c")
		if err := os.WriteFile(src, Generate(seed), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, errs := lower.Run(lower.Request{Input: src, Generator: "difftest"}); errs.HasErrors() {
			t.Errorf("seed %d: the lowerer rejected the program (go run ./tools/difftest/cmd/difftest -print -seed %d):\n%s", seed, seed, errs.Error())
		}
	}
}
