package lower

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// fuzzTemplate is a small unit with one fuzzed pragma line (%s after
// "#pragma ") governing one fuzzed statement (usually a loop).
const fuzzTemplate = `struct S { int n; double *p; double v[4]; };
double g[16];
void f(double *a, double *b, int n, struct S s, struct S *ps, double x) {
  double sum = 0;
  int i, j, m = n;
#pragma %s
  %s
  (void)sum; (void)i; (void)j; (void)m;
}
`

// fuzzRegions are (pragma, statement) pairs for fuzzTemplate.
var fuzzRegions = [][2]string{
	{"omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: b[0:n])", "for (int k = 0; k < n; k++) a[k] += x * b[k];"},
	{"omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*n])", "for (i = 0; i < n; i++) for (j = 0; j < n; j++) a[i*n+j] = i + j;"},
	{"omp target parallel for reduction(+: sum) map(to: a[0:n])", "for (int k = n - 1; k >= 0; k -= 2) sum += a[k];"},
	{"omp target teams distribute reduction(max: x) map(to: a[:n]) num_teams(4) thread_limit(64)", "for (int k = 0; k <= m; ++k) x = a[k] > x ? a[k] : x;"},
	{"omp target map(tofrom: s.p[0:s.n], g) firstprivate(x)", "{ s.p[0] = x + g[1]; g[0] = 1; }"},
	{"omp target map(to: ps->p[0:ps->n]) map(from: sum)", "{ sum = ps->p[0]; }"},
	{"omp target data map(tofrom: a[0:n])", "{\n#pragma omp target teams distribute parallel for\n  for (int k = 0; k < n; k++) a[k] *= 2;\n  }"},
	{"omp target enter data map(to: a[0:n])", ";"},
	{"omp target update from(a[0:n:2])", ";"},
	{"omp target teams distribute parallel for schedule(static, 2) dist_schedule(static) if(target: n > 4) device(0) nowait", "for (unsigned k = 0; k != (unsigned)n; k++) a[k] = k;"},
	{"omp target teams distribute parallel for", "while (n--) a[n] = 0;"},
	{"omp target teams distribute parallel for map(tofrom: a[0:n], sum, m)", "for (int k = 0; k < n; k++) {\n#pragma omp atomic\n  a[k % 4] += b[k];\n#pragma omp atomic capture\n  { i = m; m = k; }\n#pragma omp atomic compare\n  if (sum < a[k]) { sum = a[k]; }\n}"},
	{"omp target map(tofrom: ps[0:1], a[0:n])", "{\n#pragma omp atomic read seq_cst\n  x = ps->v[1];\n#pragma omp atomic write\n  a[0] = x;\n#pragma omp atomic capture\n  j = ps->n *= 2;\n}"},
	{"omp target teams distribute parallel for", "for (double d = 0; d < n; d++) a[0] = d;"},
	{"omp target map(a[0:n]", "{ a[0] = 1; }"},
	{"omp target", "{ return; }"},
	{"omp target teams distribute parallel for map(a[0:n])", "for (int k = 0; k < n; k++) { if (a[k] < 0) break; a[k] = 1; }"},
	// cc/v4's unpositioned "TODO ... missed/failed type check" follow-ups.
	{"omp target map(tofrom: a[0:n])", "{ r = a[0] + q; }"},
}

// programFiles are the repository's C test programs, when reachable (go
// test; Bazel runs the inline seeds only).
func programFiles() []string {
	var files []string
	for _, g := range []string{"../../tests/e2e/testdata/*.c", "../cmd/omplower/testdata/bad/*.c"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	return files
}

// realRegions extracts each `#pragma omp` line of the programs with the
// line after it.
func realRegions() [][2]string {
	var out [][2]string
	for _, p := range programFiles() {
		src, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		lines := strings.Split(string(src), "\n")
		for i, l := range lines {
			l = strings.TrimSpace(l)
			if !strings.HasPrefix(l, "#pragma omp") {
				continue
			}
			next := ""
			if i+1 < len(lines) {
				next = strings.TrimSpace(lines[i+1])
			}
			out = append(out, [2]string{strings.TrimPrefix(l, "#pragma "), next})
		}
	}
	return out
}

var systemInclude = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]*<[a-z]+\.h>[ \t]*$`)

// unsafeInput rejects inputs that would make the fuzzer read files other
// than the unit and the C library headers (e.g. #include "/dev/zero"),
// or that are too large to be interesting.
func unsafeInput(src string) bool {
	return len(src) > 8000 || strings.Contains(systemInclude.ReplaceAllString(src, ""), "include") ||
		strings.Contains(src, "embed") || strings.Contains(src, "import")
}

// Time limits of one lowering under fuzzing. A lowering that uses more
// than slowLowering of CPU time twice in a row is a failure (CPU time, not
// wall time, so that a busy machine does not fail it); one that has not
// returned after hungLowering of wall time is reported at once, since a
// hang never returns.
const (
	slowLowering = time.Second
	hungLowering = 20 * time.Second
)

// timedRun is Run under a watchdog. A panic is reported as a failure of
// this input (with its stack) rather than killing the fuzzing process,
// which would lose the input that caused it.
func timedRun(t *testing.T, req Request, src string) (*Result, diag.List, time.Duration) {
	type result struct {
		res   *Result
		errs  diag.List
		panic interface{}
		stack []byte
	}
	done := make(chan result, 1)
	start := cpuTime()
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{panic: r, stack: debug.Stack()}
			}
		}()
		res, errs := Run(req)
		done <- result{res: res, errs: errs}
	}()
	select {
	case r := <-done:
		if r.panic != nil {
			t.Fatalf("lowering panicked: %v\n%s\ninput:\n%s", r.panic, r.stack, src)
		}
		return r.res, r.errs, cpuTime() - start
	case <-time.After(hungLowering):
		t.Fatalf("lowering did not finish in %v\ninput:\n%s", hungLowering, src)
		return nil, nil, 0
	}
}

// cpuTime is the CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// checkLower lowers src twice and checks the contract: either outputs
// (non-empty, identical both times) or positioned errors and no output;
// never a panic, and never slower than slowLowering.
func checkLower(t *testing.T, src string) {
	path := filepath.Join(t.TempDir(), "fz.c")
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	req := Request{Input: path, Generator: "omplower fuzz"}
	res, errs, took := timedRun(t, req, src)
	for _, d := range errs {
		if d.Pos.File == "" || d.Pos.Line <= 0 {
			t.Errorf("diagnostic without a position: %v\ninput:\n%s", d, src)
		}
		if d.Severity != "error" && d.Severity != "note" {
			t.Errorf("diagnostic severity %q: %v", d.Severity, d)
		}
	}
	res2, errs2, took2 := timedRun(t, req, src)
	if took > slowLowering && took2 > slowLowering {
		t.Errorf("lowering used %v and %v of CPU time (limit %v)\ninput:\n%s", took, took2, slowLowering, src)
	}
	if res == nil {
		if !errs.HasErrors() {
			t.Errorf("no result and no error\ninput:\n%s", src)
		}
		if res2 != nil || errs2.Error() != errs.Error() {
			t.Errorf("second run differs: %v / %v\ninput:\n%s", errs, errs2, src)
		}
		return
	}
	if errs.HasErrors() {
		t.Errorf("a result with errors: %v", errs)
	}
	if len(res.Host) == 0 || len(res.Device) == 0 || len(res.Manifest) == 0 {
		t.Errorf("empty output: host %d, device %d, manifest %d bytes", len(res.Host), len(res.Device), len(res.Manifest))
	}
	if res2 == nil {
		t.Fatalf("second Run failed: %v", errs2)
	}
	if !bytes.Equal(res.Host, res2.Host) || !bytes.Equal(res.Device, res2.Device) || !bytes.Equal(res.Manifest, res2.Manifest) {
		t.Errorf("outputs differ between two runs\ninput:\n%s", src)
	}
}

// FuzzLower lowers fuzzTemplate with a fuzzed pragma and statement.
func FuzzLower(f *testing.F) {
	for _, r := range fuzzRegions {
		f.Add(r[0], r[1])
	}
	for _, r := range realRegions() {
		f.Add(r[0], r[1])
	}
	f.Fuzz(func(t *testing.T, pragma, stmt string) {
		src := strings.Replace(strings.Replace(fuzzTemplate, "%s", pragma, 1), "%s", stmt, 1)
		if unsafeInput(pragma + stmt) {
			return
		}
		checkLower(t, src)
	})
}

// FuzzLowerFile lowers whole fuzzed units, seeded with the repository's
// C test programs.
func FuzzLowerFile(f *testing.F) {
	for _, r := range fuzzRegions {
		f.Add(strings.Replace(strings.Replace(fuzzTemplate, "%s", r[0], 1), "%s", r[1], 1))
	}
	for _, p := range programFiles() {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(string(src))
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		if unsafeInput(src) {
			return
		}
		checkLower(t, src)
	})
}

// mapperTemplate declares record types, one fuzzed pragma line at file
// scope (%s after "#pragma ", meant for declare mapper directives) and
// one fuzzed directive (%s) inside a function whose variables cover every
// shape a mapper applies to: a struct, a union, a pointer to structs, an
// array of structs, a 2-D array, a struct nesting a mapped struct and one
// with a pointer to structs.
const mapperTemplate = `typedef struct Vec { int len; float *data; } Vec;
struct Pair { int id; Vec v; };
typedef struct { int n; Vec *vecs; } Mesh;
union U { int i; float f; };
#pragma %s
void f(Vec *v, int n, struct Pair p, Mesh m, union U u) {
  struct Pair ps[3];
  Vec g[2][3];
  Vec one = v[0];
#pragma %s
  { v[0].len = n + one.len; p.id = ps[0].id + g[0][0].len + m.n + u.i; }
}
`

// mapperSeeds are (declare mapper, use) pairs for mapperTemplate.
var mapperSeeds = [][2]string{
	{"omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])", "omp target map(tofrom: v[0:n])"},
	{"omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])", "omp target data map(tofrom: v[0:n], one)"},
	{"omp declare mapper(Vec v) map(to: v.len) map(from: v.data[0:v.len])", "omp target update to(v[0:n]) from(one)"},
	{"omp declare mapper(Vec v) map(alloc: v.data[0:v.len])", "omp target enter data map(to: g[0:2][0:3])"},
	{"omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])", "omp target exit data map(release: v[0:n]) map(delete: g)"},
	{"omp declare mapper(lenonly: struct Vec v) map(to: v.len)", "omp target map(mapper(lenonly), tofrom: v[0:n]) map(mapper(lenonly), to: one)"},
	{"omp declare mapper(struct Pair q) map(tofrom: q.id, q.v)", "omp target map(tofrom: p, ps)"},
	{"omp declare mapper(Mesh x) map(tofrom: x.n, x.vecs[0:x.n])", "omp target map(tofrom: m)"},
	{"omp declare mapper(union U x) map(x.i)", "omp target map(u)"},
	{"omp declare mapper(id: Vec v) map(v.data[0:v.len]) map(v.len)", "omp target update from(mapper(id): v[1:n-1])"},
	{"omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])\n#pragma omp declare mapper(Vec w) map(w.len)", "omp target map(one)"},
	{"omp declare mapper(struct Pair q) map(q.v)", "omp target map(ps[0:3])"},
	{"omp declare mapper(Vec v) map(sideways: v.len)", "omp target map(one)"},
	{"omp declare mapper(struct Nope v) map(v.len)", "omp target map(one)"},
	{"omp declare mapper(Vec v) map(v.data[0:v.len])", "omp target map(mapper(nope), to: one)"},
	{"omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])", "omp target teams distribute parallel for map(tofrom: v[0:n]) reduction(+: n)"},
}

// FuzzMapper fuzzes declare mapper directives and their uses: mapper
// resolution and expansion (static entries and run-time MapBuild trees)
// through every construct that maps data.
func FuzzMapper(f *testing.F) {
	for _, s := range mapperSeeds {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, decl, use string) {
		if unsafeInput(decl + use) {
			return
		}
		src := strings.Replace(strings.Replace(mapperTemplate, "%s", decl, 1), "%s", use, 1)
		checkLower(t, src)
	})
}
