package kernelplan_test

import (
	"strings"
	"testing"
)

// TestUnrollHints checks which sequential loops of a kernel's body get the
// unroll hint: each case is the body of one target construct over x, y
// (pointers) and n, m (ints), and the loops whose 'for' the hint must
// precede, in order (the hint is nowhere else).
func TestUnrollHints(t *testing.T) {
	const hint = "OMP_DEV_UNROLL(8) "
	tests := []struct {
		name, pragma, body string
		hinted             []string // the text each hint precedes
	}{
		{"matmul's k loop", "target teams distribute parallel for map(to: x[0:n*n], y[0:n*n])",
			"for (int i = 0; i < n; i++) { double s = 0; for (int k = 0; k < n; k++) s += x[i * n + k] * y[k]; y[i] = s; }",
			[]string{"for (int k = 0; k < n; k++)"}},
		{"declared outside, counting down by a step", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) { int k; double s = 0; for (k = m; k > 0; k -= 2) s += k; x[i] = s; }",
			[]string{"for (k = m; k > 0; k -= 2)"}},
		{"the static-chunked path", "target teams distribute parallel for schedule(static, 1) map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m; ++k) x[i] += k;",
			[]string{"for (int k = 0; k < m; ++k)"}},
		{"two loops one after the other", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) { for (int k = 0; k < m; k++) x[i] += k; for (int k = 0; k < m; k++) x[i] -= 1; }",
			[]string{"for (int k = 0; k < m; k++)", "for (int k = 0; k < m; k++)"}},
		{"inner loop only: the outer has a loop in it", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int a = 0; a < m; a++) for (int k = 0; k < m; k++) x[i] += a * k;",
			[]string{"for (int k = 0; k < m; k++)"}},
		{"user #pragma unroll", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) {\n#pragma unroll 4\n for (int k = 0; k < m; k++) x[i] += k; }", nil},
		{"user #pragma nounroll", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) {\n#pragma nounroll\n for (int k = 0; k < m; k++) x[i] += k; }", nil},
		{"user #pragma GCC unroll", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) {\n#pragma GCC unroll 2\n for (int k = 0; k < m; k++) x[i] += k; }", nil},
		{"omp unroll", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) {\n#pragma omp unroll partial(2)\n for (int k = 0; k < m; k++) x[i] += k; }", nil},
		{"a directive in the body", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) {\n#pragma omp atomic\n x[k % n] += 1; }", nil},
		{"break", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) { if (x[i] > 9) break; x[i] += k; }", nil},
		{"continue", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) { if (k % 3 == 0) continue; x[i] += k; }",
			[]string{"for (int k = 0; k < m; k++)"}},
		{"constant trip count of enumerators", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) { enum { LO = 2, HI = 12 }; for (int k = LO; k < HI; k++) x[i] += k; }", nil},
		{"a constant bound from a variable start", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = i; k < 64; k++) x[i] += k;",
			[]string{"for (int k = i; k < 64; k++)"}},
		{"a while loop", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) { int k = 0; while (k < m) { x[i] += k; k++; } }", nil},
		{"not counted: the body changes the variable", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) { x[i] += k; k += (int)x[i] & 1; }", nil},
		{"not counted: a condition of two tests", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m && x[i] < 9; k++) x[i] += k;", nil},
		{"constant trip count: nvcc decides", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < 16; k++) x[i] += k;", nil},
		{"a pointer loop", "target teams distribute parallel for map(tofrom: x[0:n], y[0:n])",
			"for (int i = 0; i < n; i++) for (double *p = y; p < y + m; p++) x[i] += *p;", nil},
		{"a call in the body", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) x[i] += sqrt((double)k);", nil},
		{"a huge body", "target teams distribute parallel for map(tofrom: x[0:n])",
			"for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) { x[i] += k; x[i] *= 2; x[i] -= k; x[i] += 3 * k; x[i] /= 2; x[i] += 1; x[i] -= 2; x[i] += k * k; x[i] += 5; }", nil},
		{"not a loop construct", "target map(tofrom: x[0:n])",
			"for (int k = 0; k < m; k++) x[0] += k;", nil},
		{"a generic region", "target teams map(tofrom: x[0:n])",
			"{\n#pragma omp parallel for\n for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) x[i] += k; }", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "#include <math.h>\nvoid f(int n, int m, double *x, double *y) {\n#pragma omp " + tt.pragma + "\n" + tt.body + "\n}\n"
			res, errs := lowerSrc(t, src)
			if errs != "" {
				t.Fatalf("lowering failed: %s", errs)
			}
			dev := string(res.Device)
			if got := strings.Count(dev, hint); got != len(tt.hinted) {
				t.Errorf("%d hints, want %d:\n%s", got, len(tt.hinted), dev[strings.LastIndex(dev, "extern \"C\""):])
			}
			rest := dev
			for _, want := range tt.hinted {
				i := strings.Index(rest, hint+want)
				if i < 0 {
					t.Errorf("no hint before %q", want)
					continue
				}
				rest = rest[i+len(hint):]
			}
			if strings.Contains(string(res.Host), "OMP_DEV_UNROLL") {
				t.Error("the host C names the hint")
			}
		})
	}
}
