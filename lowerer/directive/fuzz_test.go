package directive

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fuzzSeeds are pragma texts after "#pragma " covering every form.
var fuzzSeeds = []string{
	"omp target",
	"omp target teams distribute parallel for map(tofrom: a[0:n]) firstprivate(f)",
	"omp target map(to: a[i<=n])",
	"omp target teams distribute parallel for collapse(2) reduction(+: s) schedule(static, 4) dist_schedule(static)",
	"omp target parallel for reduction(max: m) num_threads(64) if(target: n > 10) device(0)",
	"omp target teams num_teams(4) thread_limit(128) map(always, present, to: s.arr[0:n], p->q[1:2][:]) nowait",
	"omp target data map(alloc: x[0:n]) use_device_ptr(x) use_device_addr(y)",
	"omp target enter data map(to: a[:n]) if(n) device(1) nowait",
	"omp target exit data map(release: a) map(delete: b[0:1])",
	"omp target update to(present: a[0:n:2]) from(mapper(m): s)",
	"omp declare target",
	"omp end declare target",
	"omp declare mapper(struct S s) map(s.p[0:s.n])",
	"omp declare mapper(id: struct S s) map(to: s.n, s.p[0:s.n])",
	"omp target map(mapper(id), to: s) is_device_ptr(p) has_device_addr(q) defaultmap(tofrom: scalar)",
	"omp target map(",
	"omp target map(to:",
	"omp target if(",
	"omp target teams distribute reduction(",
	"omp declare mapper(",
	"omp parallel for",
	"omp",
}

// seedFiles adds every `#pragma omp` line of the repository's C test
// programs when they are reachable (go test; Bazel runs only the list).
func seedFiles(f *testing.F) {
	var files []string
	for _, g := range []string{"../../tests/e2e/testdata/*.c", "../cmd/omplower/testdata/bad/*.c"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(src), "\n") {
			l = strings.TrimSpace(l)
			if strings.HasPrefix(l, "#pragma omp") {
				f.Add(strings.TrimPrefix(l, "#pragma "))
			}
		}
	}
}

// FuzzParse parses arbitrary pragma texts: Parse must not panic, every
// diagnostic must carry a position, and a nil directive needs an error.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	seedFiles(f)
	f.Fuzz(func(t *testing.T, text string) {
		toks := tokenize(text)
		if len(toks) == 0 || toks[0].Text != "omp" {
			// Parse's contract: toks[0] is `omp` (the front end only
			// passes such pragmas).
			toks = tokenize("omp " + text)
		}
		d, errs := Parse(toks)
		for _, e := range errs {
			if e.Pos.File == "" || e.Pos.Line <= 0 || e.Pos.Col <= 0 {
				t.Errorf("Parse(%q): diagnostic without a position: %v", text, e)
			}
			if e.Severity != "error" && e.Severity != "note" {
				t.Errorf("Parse(%q): severity %q", text, e.Severity)
			}
		}
		if d == nil && !errs.HasErrors() {
			t.Errorf("Parse(%q) = nil without an error", text)
		}
		if d != nil && !errs.HasErrors() {
			_ = d.String()
		}
	})
}
