package loops

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/csupport"
)

func TestNeedsHostNormal(t *testing.T) {
	tests := []struct {
		loop  string
		depth int
		want  bool
	}{
		{"for (int j = 0; j < n; j++) a[j] = 1;", 1, false},
		{"for (int j = 0; j <= n; j++) a[j] = 1;", 1, true},
		{"for (int j = n; j >= 0; j--) a[j] = 1;", 1, true},
		{"for (int j = -1; j < u; j++) a[0] = 1;", 1, true},
		{"for (int j = 0; j != n; j++) a[j] = 1;", 1, false},
		{"for (short j = -30000; j < 30000; j++) a[0] = j;", 1, true},
		{"for (double *r = p; r <= q; r++) *r = 1;", 1, false},
		{"for (int j = 0; j < n; j++) for (int l = 0; l <= m; l++) a[l] = j;", 2, true},
		{"for (int j = 0; j < n; j++) for (int l = 0; l <= m; l++) a[l] = j;", 1, false},
		// Signed differences gcc computes in the index's type.
		{"for (int j = -5; j < n; j++) a[0] = j;", 1, true},
		{"for (int j = 0; j < n; j += 2) a[0] = j;", 1, true},
		{"for (int j = 0; j < n; j += s) a[0] = j;", 1, true},
		{"for (int j = n; j > 0; j--) a[0] = j;", 1, false},
		{"for (int j = n; j > -5; j--) a[0] = j;", 1, true},
		{"for (int j = n; j > 0; j -= 3) a[0] = j;", 1, true},
		{"for (int j = -2000000000; j < 2000000000; j += 1000000000) a[0] = j;", 1, true},
		{"for (int j = -2000; j < 2000; j += 1000) a[0] = j;", 1, false},
		{"for (int j = 10; j > -2147483647; j -= 7) a[0] = j;", 1, true},
		{"for (int j = 10; j > -2147483600; j -= 7) a[0] = j;", 1, false},
		{"for (int j = 0; j < 2147483647; j += 2) a[0] = j;", 1, true},
		{"for (long long j = -2000000000; j < 2000000000; j++) a[0] = j;", 1, false},
		{"for (long long j = -5; j < n; j++) a[0] = j;", 1, true},
		{"for (unsigned j = 0; j < u; j += 2) a[0] = j;", 1, false},
		// gcc's lastprivate misses the last iteration of an unsigned
		// index stepping down past 0.
		{"for (unsigned j = 28u; j > 0u; j -= 3) a[0] = j;", 1, true},
		{"for (unsigned j = u; j > 0u; j -= s) a[0] = j;", 1, true},
		{"for (unsigned j = u; j > 0u; j--) a[0] = j;", 1, false},
	}
	for _, tt := range tests {
		n, errs := AnalyzeNest(firstLoop(t, tt.loop), tt.depth)
		if errs.HasErrors() {
			t.Fatalf("%s: %v", tt.loop, errs)
		}
		if got := n.NeedsHostNormal(); got != tt.want {
			t.Errorf("%s: NeedsHostNormal = %v, want %v", tt.loop, got, tt.want)
		}
	}
}

// TestHostNormalGCC runs loops whose tests gcc's loop construct computes
// otherwise than C, rewritten by HostNormal, under gcc -fopenmp's
// parallel for: each must run the iterations C says, with the index
// values C says.
// WalkMayWrap: an unsigned index moving by other than 1 or -1 may step
// past its last logical iteration into values its test accepts.
func TestWalkMayWrap(t *testing.T) {
	tests := []struct {
		loop string
		want bool
	}{
		{"for (unsigned j = 28u; j > 0u; j -= 3) a[0] = j;", true},
		{"for (unsigned j = 0; j < u; j += 2) a[0] = j;", true},
		{"for (unsigned j = 0; j < u; j += s) a[0] = j;", true},
		{"for (unsigned char j = 3; j < 254; j += 5) a[0] = j;", true},
		{"for (unsigned j = u; j > 0u; j--) a[0] = j;", false},
		{"for (unsigned j = 0; j < u; j++) a[0] = j;", false},
		{"for (int j = n; j > 0; j -= 3) a[0] = j;", false},
		{"for (double *r = p; r <= q; r += 2) *r = 1;", false},
	}
	for _, tt := range tests {
		m, errs := Analyze(firstLoop(t, tt.loop))
		if errs.HasErrors() {
			t.Fatalf("%s: %v", tt.loop, errs)
		}
		if got := m.WalkMayWrap(); got != tt.want {
			t.Errorf("%s: WalkMayWrap = %v, want %v", tt.loop, got, tt.want)
		}
	}
}

func TestHostNormalGCC(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("no gcc on PATH")
	}
	tests := []struct {
		loop  string
		depth int
		count int
		sum   int64 // of the innermost index
	}{
		// gcc alone: 6 iterations.
		{"for (int j = -2147483647 - 1 + 9; j >= -2147483647 - 1; j--) a[0] = j;", 1, 10, 10*-2147483648 + 45},
		// -1 < 10u is false; gcc alone compares as int.
		{"for (int j = -1; j < u; j++) a[0] = j;", 1, 0, 0},
		{"for (int j = 2147483647 - 4; j <= 2147483647; j += 2) a[0] = j;", 1, 3, 3*2147483647 - 6},
		// 4 > (unsigned)-3 is false.
		{"for (unsigned j = 4; j > n; j--) a[0] = j;", 1, 0, 0},
		{"for (int j = 0; j <= 3; j++) for (unsigned l = 5; l >= 1u; l--) a[l] = j;", 2, 20, 4 * 15},
		// gcc alone: none (100 - -100 overflows signed char).
		{"for (signed char j = -100; j < 100; j += 9) a[0] = j;", 1, 23, -23},
		// gcc alone: none (INT_MAX - 0 + 1 overflows; so do 2e9 - -2e9 and n - -5).
		{"for (int j = 0; j < 2147483647; j += 1000000000) a[0] = j;", 1, 3, 3000000000},
		{"for (int j = -2000000000; j < 2000000000; j += 1000000000) a[0] = j;", 1, 4, -2000000000},
		{"for (int j = -5; j < 2147483647 + n + 3; j += 400000000) a[0] = j;", 1, 6, 6000000000 - 30},
	}
	var src bytes.Buffer
	src.WriteString("#include <stdio.h>\n")
	src.WriteString(csupport.Loop)
	for c, tt := range tests {
		nest, errs := AnalyzeNest(firstLoop(t, tt.loop), tt.depth)
		if errs.HasErrors() {
			t.Fatalf("%s: %v", tt.loop, errs)
		}
		h := nest.HostNormal(fmt.Sprint(c))
		inner := nest.Inner().Index
		fmt.Fprintf(&src, "static void case%d(int n, unsigned u) {\n  long long count = 0, sum = 0;\n  %s\n", c, h.Decls)
		src.WriteString("  #pragma omp parallel for reduction(+: count, sum)")
		if tt.depth > 1 {
			fmt.Fprintf(&src, " collapse(%d)", tt.depth)
		}
		fmt.Fprintf(&src, "\n  %s { %s count++; sum += %s; }\n", strings.Join(h.Headers, " "), h.Prologue, inner)
		fmt.Fprintf(&src, "  printf(\"%%lld %%lld\\n\", count, sum);\n}\n")
	}
	src.WriteString("int main(void) {\n")
	for c := range tests {
		fmt.Fprintf(&src, "  case%d(-3, 10u);\n", c)
	}
	src.WriteString("  return 0;\n}\n")
	dir := t.TempDir()
	cfile, exe := filepath.Join(dir, "normal.c"), filepath.Join(dir, "normal")
	if err := os.WriteFile(cfile, src.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(dir, "probe.c")
	if err := os.WriteFile(probe, []byte("int main(void) {\n#pragma omp parallel\n  ;\n  return 0;\n}\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gcc, "-fopenmp", "-o", exe, probe).CombinedOutput(); err != nil {
		t.Skipf("gcc -fopenmp cannot build a program here: %v\n%s", err, out)
	}
	if out, err := exec.Command(gcc, "-std=gnu99", "-fopenmp", "-O1", "-Wall", "-Werror", "-Wno-unused-function", "-o", exe, cfile).CombinedOutput(); err != nil {
		t.Fatalf("compiling the harness: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).Output()
	if err != nil {
		t.Fatalf("running the harness: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(tests) {
		t.Fatalf("harness printed %d lines, want %d:\n%s", len(lines), len(tests), out)
	}
	for c, tt := range tests {
		if want := fmt.Sprintf("%d %d", tt.count, tt.sum); lines[c] != want {
			t.Errorf("%s: count and sum %s, want %s", tt.loop, lines[c], want)
		}
	}
}
