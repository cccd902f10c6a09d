// Command difftest generates random OpenMP offload programs and compares
// what each prints when built by omplower (plus the project's compile
// steps) and by clang-19, both run with OMP_TARGET_OFFLOAD=MANDATORY.
//
//	difftest -n 100 -seed 1        # programs with seeds 1..100
//	difftest -print -seed 42       # print the program for seed 42
//	difftest -file prog.c          # check one existing program
//
// It prints one line per program and a summary; a program that is not ok
// is kept, with both outputs, under -out/seed-<S>/. It exits 1 when any
// program is not ok.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
	"github.com/omp-offload/rules_omp_offload/tools/difftest"
)

func main() {
	n := flag.Int("n", 10, "number of programs")
	seed := flag.Int64("seed", 1, "seed of the first program (the others follow)")
	jobs := flag.Int("j", 1, "programs checked at once")
	out := flag.String("out", filepath.Join(os.TempDir(), "omp-difftest"), "where programs that are not ok are kept")
	keepAll := flag.Bool("keep", false, "keep every program, ok or not")
	print := flag.Bool("print", false, "print the program for -seed and exit")
	file := flag.String("file", "", "check this C file instead of generated programs")
	presentReds := flag.Bool("present-reductions", true, "also reduce into variables present on the device (false: the programs of the generator's first version)")
	nested := flag.Bool("nested", true, "also constructs nested in the target directive, the simd and loop forms and nested simd loops (false: the programs of version 6)")
	bindOrder := flag.Bool("bind-order", false, "also bind and order clauses on loop constructs (with -nested)")
	extra := flag.Bool("extra", false, "also the constructs of version 8: other schedules, lastprivate, linear, atomic and critical counters, device runtime routines, teams reductions (with -nested)")
	timeout := flag.Duration("timeout", 60*time.Second, "time limit for one run of a built program")
	flag.Parse()

	opts := difftest.Options{PresentReductions: *presentReds, Nested: *nested, BindOrder: *bindOrder, Extra: *extra}
	if *print {
		os.Stdout.Write(difftest.GenerateWith(*seed, opts))
		return
	}
	ts, err := offloadtools.Find()
	if err != nil {
		fatal("%v (run tools/bootstrap.sh)", err)
	}
	clang, err := difftest.FindClang()
	if err != nil {
		fatal("%v", err)
	}
	r := difftest.Runner{Options: opts, Tools: ts, Clang: clang, Timeout: *timeout}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fatal("%v", err)
	}

	if *file != "" {
		src, err := filepath.Abs(*file)
		if err != nil {
			fatal("%v", err)
		}
		dir := filepath.Join(*out, "file-"+strings.TrimSuffix(filepath.Base(src), ".c"))
		os.RemoveAll(dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			fatal("%v", err)
		}
		res := r.CheckFile(0, src, dir)
		fmt.Printf("%s: %s (outputs in %s)\n", *file, res.Status, dir)
		if res.Status != difftest.OK {
			fmt.Println(indent(res.Detail))
			os.Exit(1)
		}
		return
	}

	seeds := make(chan int64)
	var mu sync.Mutex
	counts := map[difftest.Status]int{}
	var wg sync.WaitGroup
	for w := 0; w < *jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range seeds {
				dir := filepath.Join(*out, fmt.Sprintf("seed-%d", s))
				os.RemoveAll(dir)
				if err := os.MkdirAll(dir, 0o755); err != nil {
					fatal("%v", err)
				}
				start := time.Now()
				res := r.Check(s, dir)
				kept := res.Status != difftest.OK || *keepAll
				if !kept {
					os.RemoveAll(dir)
				}
				mu.Lock()
				counts[res.Status]++
				line := fmt.Sprintf("seed %d: %s (%.1fs)", s, res.Status, time.Since(start).Seconds())
				if kept {
					line += " kept in " + dir
				}
				fmt.Println(line)
				if res.Status != difftest.OK {
					fmt.Println(indent(res.Detail))
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < *n; i++ {
		seeds <- *seed + int64(i)
	}
	close(seeds)
	wg.Wait()

	var parts []string
	for st, c := range counts {
		parts = append(parts, fmt.Sprintf("%d %s", c, st))
	}
	sort.Strings(parts)
	fmt.Printf("summary: %d programs (seeds %d..%d): %s\n", *n, *seed, *seed+int64(*n)-1, strings.Join(parts, ", "))
	if counts[difftest.OK] != *n {
		os.Exit(1)
	}
}

func indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > 20 {
		lines = append(lines[:20], "...")
	}
	return "    " + strings.Join(lines, "\n    ")
}

func fatal(format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, "difftest: "+format+"\n", args...)
	os.Exit(2)
}
