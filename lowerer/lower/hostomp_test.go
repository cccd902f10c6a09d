package lower

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// hostOMPInput mixes host OpenMP, which the host output keeps, with
// directives the lowerer implements, which it must not leave for a host
// compile with -fopenmp to act on: declare target (gcc 12 rejects
// enter(...)), _Pragma operators written out or produced by a macro in
// front of a statement written out, and a macro use that produces code
// before its pragma.
const hostOMPInput = `#include <stdio.h>
#define OFFLOAD _Pragma("omp target teams distribute parallel for map(tofrom: v)")
#define SETUP_AND_OFFLOAD(x) x = 1; _Pragma("omp target map(tofrom: y)")
#pragma omp declare target
static int twice(int x) { return 2 * x; }
#pragma omp end declare target
int g = 3;
#pragma omp declare target enter(g)
int line_marker = __LINE__;
int main(void) {
  int v[64], s = 0, y = 0;
  #pragma omp parallel for reduction(+: s)
  for (int i = 0; i < 64; i++) { v[i] = i; s += i; }
  OFFLOAD
  for (int i = 0; i < 64; i++) v[i] = twice(v[i]) + g;
  _Pragma("omp target map(tofrom: s)") { s += 1; }
  SETUP_AND_OFFLOAD(y) { y += 2; }
  printf("%d %d %d\n", v[5], s, y);
  return 0;
}
`

func TestHostOutputForOpenMPCompile(t *testing.T) {
	_, res := lowerSource(t, "hostomp.c", hostOMPInput)
	host := string(res.Host)
	if n := len(res.Plan.Kernels); n != 3 {
		t.Fatalf("%d kernels, want 3", n)
	}
	for _, l := range strings.Split(host, "\n") {
		if strings.Contains(l, "omp declare target") || strings.Contains(l, "omp end declare target") {
			t.Errorf("host output keeps %q", l)
		}
		if strings.Contains(l, `_Pragma("omp target`) && !strings.HasPrefix(l, "#define") {
			t.Errorf("host output keeps %q", l)
		}
		if strings.HasPrefix(strings.TrimSpace(l), "OFFLOAD") || strings.HasPrefix(strings.TrimSpace(l), "SETUP_AND_OFFLOAD") {
			t.Errorf("host output keeps the pragma macro use %q", l)
		}
	}
	if !strings.Contains(host, "  #pragma omp parallel for reduction(+: s)\n") {
		t.Errorf("host output lost the host OpenMP directive")
	}
	// The code the macro produced before its pragma stays.
	if !strings.Contains(host, "y = 1 ;") && !strings.Contains(host, "y = 1;") {
		t.Errorf("host output lost the code before the macro's pragma")
	}
	if !strings.Contains(host, "#undef _OPENMP\n#define _OPENMP 201811\n") {
		t.Errorf("host output does not define _OPENMP as the lowerer saw it")
	}
	// Removed directives leave empty lines: the marker is still on line 9
	// of the text that follows '#line 1'.
	after := host[strings.Index(host, "#line 1 \"hostomp.c\"\n")+len("#line 1 \"hostomp.c\"\n"):]
	lines := strings.Split(after, "\n")
	if len(lines) < 9 || lines[8] != "int line_marker = __LINE__;" {
		t.Errorf("the line after the removed directives moved:\n%s", strings.Join(lines[:10], "\n"))
	}

	o := compileHostOpenMP(t, res.Host)
	nm, err := exec.Command("nm", "-u", o).CombinedOutput()
	if err != nil {
		t.Fatalf("nm: %v", err)
	}
	if !strings.Contains(string(nm), "GOMP_parallel") {
		t.Errorf("the host parallel loop was not compiled as OpenMP; undefined symbols:\n%s", nm)
	}
	if strings.Contains(string(nm), "GOMP_target") || strings.Contains(string(nm), "GOMP_offload") {
		t.Errorf("gcc compiled a target directive the lowerer implements; undefined symbols:\n%s", nm)
	}
}

// TestDeclareTargetFromMacros: macro uses that produce only declarative
// directives leave the host output; one that also produces code stays as
// written, and gcc compiles the host output.
func TestDeclareTargetFromMacros(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dtmacro.c")
	src := "#define DT _Pragma(\"omp declare target\")\n#define EDT _Pragma(\"omp end declare target\")\n" +
		"#define DEVVAR(d) _Pragma(\"omp declare target\") d; _Pragma(\"omp end declare target\")\n" +
		"DT\nint f(int x) { return x; }\nEDT\nDEVVAR(int g = 2)\n" +
		"int main(void) {\n  int r = 0;\n#pragma omp target map(from: r)\n  r = f(1) + g;\n  return r - 3;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	res, errs := Run(Request{Input: path, Generator: "omplower test"})
	if errs.HasErrors() {
		t.Fatal(errs)
	}
	host := string(res.Host)
	lines := strings.Split(host, "\n")
	for i, l := range lines {
		if l == "int f(int x) { return x; }" {
			if i == 0 || i+1 >= len(lines) || strings.TrimSpace(lines[i-1]) != "" || strings.TrimSpace(lines[i+1]) != "" {
				t.Errorf("DT and EDT stay in the host output:\n%s", host)
			}
		}
	}
	if !strings.Contains(host, "DEVVAR(int g = 2)") {
		t.Errorf("the macro use with code left the host output:\n%s", host)
	}
	compileHostOpenMP(t, res.Host)
}

// TestHostPragmasInPrintedExpansions: host text printed from tokens (the
// expansion of macro uses that produce regions, and such a region's
// fallback) gets the pragmas back as _Pragma operators.
func TestHostPragmasInPrintedExpansions(t *testing.T) {
	src := `#define BUMP_THEN_FILL(v, n) _Pragma("omp target map(tofrom: v)") { v[0] += 1; } _Pragma("omp parallel for") for (int i = 1; i < n; i++) v[i] = i;
#define REGION_BEGIN _Pragma("omp target map(tofrom: w)") {
#define REGION_END }
int main(void) {
  int v[9] = {0}, w[8] = {0};
  BUMP_THEN_FILL(v, 9);
  REGION_BEGIN
#pragma omp parallel for
  for (int i = 0; i < 8; i++) w[i] = i;
  REGION_END
  return v[0] + w[7] == 8 ? 0 : 1;
}
`
	_, res := lowerSource(t, "macros.c", src)
	host := string(res.Host)
	body := host[strings.Index(host, "int main(void)"):]
	if n := strings.Count(body, `_Pragma("omp parallel for")`); n != 2 {
		t.Errorf("%d parallel for operators in main, want 2 (after the first region, in the second one's fallback):\n%s", n, body)
	}
	if strings.Contains(body, `_Pragma("omp target`) {
		t.Errorf("a target pragma is left in main:\n%s", body)
	}
	compileHostOpenMP(t, res.Host)
}

// TestFallbackOrphanedLoop: a loop construct whose teams was on the
// target line has nothing around it in the host fallback, where gcc
// rejects it without bind, so the fallback runs the loop without it; one
// whose parallel was on the target line binds to the parallel region the
// fallback of target parallel runs in, so it stays.
func TestFallbackOrphanedLoop(t *testing.T) {
	src := `#define LOOP_REGION(a) _Pragma("omp target parallel map(tofrom: a)") { _Pragma("omp loop") for (int i = 0; i < 64; i++) a[i] += i; }
int main(void) {
  int a[64] = {0};
#pragma omp target teams map(tofrom: a)
  {
#pragma omp loop
    for (int i = 0; i < 64; i++) a[i] = i;
  }
  LOOP_REGION(a);
  return a[63] == 126 ? 0 : 1;
}
`
	_, res := lowerSource(t, "orphan.c", src)
	host := string(res.Host)
	body := host[strings.Index(host, "int main"):]
	if strings.Contains(body, "#pragma omp loop\n") {
		t.Errorf("a fallback keeps an orphaned loop construct:\n%s", body)
	}
	par := strings.Index(body, "#pragma omp parallel\n")
	loop := strings.Index(body, `_Pragma("omp loop")`)
	if par < 0 || loop < par || strings.Count(body, `_Pragma("omp loop")`) != 1 {
		t.Errorf("the fallback of target parallel drops its loop construct or runs it outside a parallel region:\n%s", body)
	}
	compileHostOpenMP(t, res.Host)
}

// compileHostOpenMP compiles a host output as the rules do, with OpenMP
// and every warning an error, and returns the object.
func compileHostOpenMP(t *testing.T, host []byte) string {
	t.Helper()
	dir := t.TempDir()
	h, o := filepath.Join(dir, "h.c"), filepath.Join(dir, "h.o")
	if err := os.WriteFile(h, host, 0o666); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-std=gnu11", "-fopenmp", "-Wall", "-Werror", "-c", h, "-o", o).CombinedOutput(); err != nil {
		t.Fatalf("gcc -fopenmp rejects the host output: %v\n%s", err, out)
	}
	return o
}
