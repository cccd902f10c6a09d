package difftest

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
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

// nestedOptions are the command's default options.
var nestedOptions = Options{PresentReductions: true, Nested: true}

// TestCoverageNested checks the forms of version 7 the same way: loop
// constructs split into nested directives (with and without braces), the
// simd and loop combined forms, clauses on the directive of their leaf,
// reductions of nested constructs with and without a map of the
// variable, present or not, and simd loops nested in kernel bodies.
func TestCoverageNested(t *testing.T) {
	var all strings.Builder
	for seed := int64(0); seed < 300; seed++ {
		all.Write(GenerateWith(seed, nestedOptions))
	}
	text := all.String()
	want := []string{
		// Split constructs.
		"#pragma omp target map(", "#pragma omp teams distribute parallel for ",
		"#pragma omp teams distribute parallel for\n", "#pragma omp teams\n", "#pragma omp teams num_teams(",
		"#pragma omp distribute parallel for", "#pragma omp distribute\n", "#pragma omp distribute ",
		"#pragma omp target teams ", "#pragma omp parallel\n", "#pragma omp parallel num_threads(",
		"#pragma omp for ", "#pragma omp for\n", "#pragma omp target parallel ", "#pragma omp parallel for ",
		"#pragma omp simd\n", "#pragma omp simd ", "#pragma omp loop", "#pragma omp teams loop",
		"#pragma omp parallel loop", "#pragma omp for simd", "#pragma omp distribute simd",
		"#pragma omp distribute parallel for simd", "#pragma omp teams distribute simd",
		// Combined simd and loop forms.
		"#pragma omp target teams distribute parallel for simd ", "#pragma omp target teams distribute simd ",
		"#pragma omp target parallel for simd ", "#pragma omp target simd ", "#pragma omp target teams loop ",
		"#pragma omp target parallel loop ", "safelen(", "simdlen(",
		// Nested simd loops in kernel bodies.
		"      #pragma omp simd reduction(", "      #pragma omp simd safelen(", "      #pragma omp simd\n",
		"[j] = ",
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("no program of seeds 0..299 (nested) contains %q", w)
		}
	}
	// Braces and none between nested directives; clauses on their
	// leaf's directive; reductions of nested constructs mapped and not,
	// in a data environment too.
	re := map[string]*regexp.Regexp{
		"a nested directive in braces":    regexp.MustCompile(`#pragma omp target[^\n]*\n *\{\n *#pragma omp (teams|parallel|simd|loop)`),
		"a nested directive after target": regexp.MustCompile(`#pragma omp target[^\n]*\n *#pragma omp (teams|parallel|simd|loop)`),
		"a braced third level":            regexp.MustCompile(`#pragma omp (teams|parallel)[^\n]*\n *\{\n *#pragma omp (distribute|for|loop)`),
		"dist_schedule on distribute":     regexp.MustCompile(`#pragma omp distribute[^\n]*dist_schedule\(static`),
		"schedule on for":                 regexp.MustCompile(`#pragma omp (for|parallel for|distribute parallel for)[^\n]*schedule\(static`),
		"collapse on a nested level":      regexp.MustCompile(`#pragma omp (distribute|for|simd|loop|parallel for|teams distribute)[^\n]*collapse\(2\)`),
		"reduction on a nested level":     regexp.MustCompile(`\n *#pragma omp (parallel for|for|simd|loop|distribute parallel for|teams distribute parallel for)[^\n]*reduction\(`),
		"private on a nested level":       regexp.MustCompile(`\n *#pragma omp (parallel for|for|simd|loop|distribute)[^\n]* private\(`),
		"firstprivate on a nested level":  regexp.MustCompile(`\n *#pragma omp (parallel for|for|distribute|teams distribute)[^\n]*firstprivate\(`),
		"if on a split target":            regexp.MustCompile(`#pragma omp target [^\n]*if\([^\n]*\n *\{?\n? *#pragma omp (teams|parallel|simd|loop)`),
	}
	for what, r := range re {
		if !r.MatchString(text) {
			t.Errorf("no program of seeds 0..299 (nested) has %s (%s)", what, r)
		}
	}
	var mapped, unmapped, present int
	for _, k := range nestedReductionKernels(text) {
		switch {
		case k.mapped:
			mapped++
		default:
			unmapped++
		}
		if k.present {
			present++
		}
	}
	if mapped == 0 || unmapped == 0 || present == 0 {
		t.Errorf("reductions of nested constructs: %d with the variable mapped, %d without, %d present; want some of each", mapped, unmapped, present)
	}
}

// extraOptions are the options of version 8.
var extraOptions = Options{PresentReductions: true, Nested: true, BindOrder: true, Extra: true}

// TestCoverageExtra checks the forms of version 8: other schedules,
// lastprivate (of a scalar and of a loop variable), linear, atomic and
// critical counters, device runtime routines, and reductions on a teams
// directive of its own with the loop construct nested in it.
func TestCoverageExtra(t *testing.T) {
	var all strings.Builder
	for seed := int64(0); seed < 300; seed++ {
		all.Write(GenerateWith(seed, extraOptions))
	}
	text := all.String()
	want := []string{
		"#include <omp.h>", "schedule(dynamic)", "schedule(dynamic, ", "schedule(guided)", "schedule(guided, ",
		"schedule(auto)", "schedule(runtime)", "lastprivate(lp", "lastprivate(i)", "linear(ln",
		"#pragma omp atomic\n", "#pragma omp atomic update", "#pragma omp critical", "omp_get_level()",
		"omp_get_team_size(0)", "bind(teams)", "order(concurrent)",
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("no program of seeds 0..299 (extra) contains %q", w)
		}
	}
	teams := regexp.MustCompile(`#pragma omp (target teams|teams)[^\n]*reduction\(([^:]*): (r[0-9]+)\)[^\n]*\n *\{?\n? *#pragma omp (distribute|parallel|for)[^\n]*reduction\(`)
	if !teams.MatchString(text) {
		t.Errorf("no program of seeds 0..299 (extra) reduces on a teams directive and the loop nested in it (%s)", teams)
	}
}

// TestLowererAcceptsExtra: the lowerer takes the programs of version 8.
func TestLowererAcceptsExtra(t *testing.T) {
	n := int64(30)
	if testing.Short() {
		n = 10
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "prog.c")
	for seed := int64(0); seed < n; seed++ {
		if err := os.WriteFile(src, GenerateWith(seed, extraOptions), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, errs := lower.Run(lower.Request{Input: src, Generator: "difftest"}); errs.HasErrors() {
			t.Errorf("seed %d: the lowerer rejected the program (go run ./tools/difftest/cmd/difftest -print -seed %d -bind-order -extra):\n%s", seed, seed, errs.Error())
		}
	}
}

type nestedReduction struct{ mapped, present bool }

// nestedReductionKernels finds the reductions on directives nested in a
// target directive and whether the target directive maps the variable.
func nestedReductionKernels(text string) []nestedReduction {
	var out []nestedReduction
	lines := strings.Split(text, "\n")
	red := regexp.MustCompile(`reduction\([^:]+: (r[0-9]+)\)`)
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "#pragma omp ") || strings.HasPrefix(l, "#pragma omp target") || strings.HasPrefix(l, "#pragma omp simd") && i > 0 && !strings.Contains(lines[i-1], "pragma omp target") && strings.TrimSpace(lines[i-1]) != "{" {
			continue
		}
		// The target directive above (through braces and directives).
		k := i - 1
		for k >= 0 && !strings.HasPrefix(strings.TrimSpace(lines[k]), "#pragma omp target") {
			k--
		}
		if k < 0 || i-k > 5 {
			continue
		}
		for _, m := range red.FindAllStringSubmatch(l, -1) {
			v := m[1]
			r := nestedReduction{mapped: strings.Contains(lines[k], ": "+v+")")}
			for j := k - 1; j >= 0 && j > k-4; j-- {
				if strings.Contains(lines[j], "target data") && strings.Contains(lines[j], v) || strings.Contains(lines[j], "target enter data map(to: ") && strings.Contains(lines[j], v) {
					r.present = true
				}
			}
			out = append(out, r)
		}
	}
	return out
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
		for _, o := range []struct {
			opts Options
			flag string
		}{{Options{}, " -present-reductions=false -nested=false"}, {nestedOptions, ""}} {
			if err := os.WriteFile(src, GenerateWith(seed, o.opts), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, errs := lower.Run(lower.Request{Input: src, Generator: "difftest"}); errs.HasErrors() {
				t.Errorf("seed %d: the lowerer rejected the program (go run ./tools/difftest/cmd/difftest -print -seed %d%s):\n%s", seed, seed, o.flag, errs.Error())
			}
		}
	}
}

// TestOlderVersionsUnchanged: the seeds docs/difftest.md cites for
// versions 5 and 6 must name the same programs under the options that
// give them, whatever later versions add.
func TestOlderVersionsUnchanged(t *testing.T) {
	for _, c := range []struct {
		opts Options
		want string
	}{
		{Options{}, "2edcef088a056b9eda2a91f4a0e29ca8531f3af84166a4588c01da672fdc6231"},
		{Options{PresentReductions: true}, "9a6d6e0f690abb86144b9b4fe73fe4d78d0d4c21650da86b22ed27a29eeb1c76"},
	} {
		h := sha256.New()
		for seed := int64(0); seed < 100; seed++ {
			h.Write(GenerateWith(seed, c.opts))
		}
		if got := fmt.Sprintf("%x", h.Sum(nil)); got != c.want {
			t.Errorf("%+v: the programs of seeds 0..99 changed (hash %s, was %s)", c.opts, got, c.want)
		}
	}
}
