package loophint_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
)

// TestDeviceSource lowers device code with the user's loop pragmas and
// checks that the device source has each hint right before the loop the
// pragma was at (and nowhere else), and the host C the pragmas as written.
func TestDeviceSource(t *testing.T) {
	tests := []struct {
		name, code string
		hinted     []string // each hint with the start of its loop, in order
		host       []string
	}{
		{"a target region's loops", "#pragma omp target map(tofrom: x[0:n])\n{\n#pragma unroll 4\nfor (int k = 0; k < n; k++) x[k] += 1;\nfor (int k = 0; k < n; k++) x[k] *= 2;\n#pragma nounroll\nfor (int k = 0; k < n; k++) x[k] -= 1;\n}",
			[]string{"OMP_DEV_UNROLL(4) for (int k = 0; k < n; k++) x[k] += 1;\n  for (int k = 0; k < n; k++) x[k] *= 2;", "OMP_DEV_UNROLL(1) for (int k = 0; k < n; k++) x[k] -= 1;"},
			[]string{"#pragma unroll 4\n", "#pragma nounroll\n"}},
		{"the region is the loop", "#pragma omp target map(tofrom: x[0:n])\n#pragma unroll 2\nfor (int k = 0; k < n; k++) x[k] += 1;",
			[]string{"OMP_DEV_UNROLL(2) for (int k = 0; k < n; k++)"}, nil},
		{"a loop kernel's body, a macro count", "#pragma omp target teams distribute parallel for map(tofrom: x[0:n])\nfor (int i = 0; i < n; i++) {\n#pragma GCC unroll U\nfor (int k = 0; k < i; k++) x[i] += k;\n}",
			[]string{"OMP_DEV_UNROLL(3) for (int k = 0; k < i; k++)"}, []string{"#pragma GCC unroll 3\n"}},
		// gcc does not expand the macro: the host C has the count, in the
		// fallback and in the host's own code.
		{"a macro count in host code", "#pragma omp target map(tofrom: x[0:n])\n{\n#pragma GCC unroll U\nfor (int k = 0; k < n; k++) x[k] += 1;\n}\n#pragma GCC unroll (U + 1) /* four */\nfor (int k = 0; k < n; k++) x[k] *= 2;",
			[]string{"OMP_DEV_UNROLL(3) for (int k = 0; k < n; k++) x[k] += 1;"}, []string{"{\n#pragma GCC unroll 3\nfor (int k = 0; k < n; k++) x[k] += 1;\n}", "\n#pragma GCC unroll 4\nfor (int k = 0; k < n; k++) x[k] *= 2;"}},
		{"while and do loops", "#pragma omp target map(tofrom: x[0:n])\n{\nint k = 0;\n#pragma clang loop unroll(full)\nwhile (k < 8) x[k++] = 1;\n#pragma clang loop vectorize(enable) unroll_count(2)\ndo x[--k] += 1; while (k > 0);\n}",
			[]string{"OMP_DEV_UNROLL() while (k < 8)", "OMP_DEV_UNROLL(2) do x[--k] += 1;"}, nil},
		{"a declare target function", "}\n#pragma omp declare target\nvoid g(double *x, int n) {\n#pragma unroll 8\nfor (int k = 0; k < n; k++) x[k] = 0;\n}\n#pragma omp end declare target\nvoid h(double *x, int n) {\n#pragma omp target map(tofrom: x[0:n])\ng(x, n);",
			[]string{"OMP_DEV_UNROLL(8) for (int k = 0; k < n; k++) x[k] = 0;"}, nil},
		{"no counterpart in nvcc", "#pragma omp target map(tofrom: x[0:n])\n{\n#pragma GCC ivdep\nfor (int k = 0; k < n; k++) x[k] += 1;\n#pragma clang loop unroll(enable)\nfor (int k = 0; k < n; k++) x[k] += 1;\n}", nil, nil},
		{"a collapsed nest's inner loop is the walk's", "#pragma omp target teams distribute parallel for collapse(2) map(tofrom: x[0:n*n])\nfor (int i = 0; i < n; i++)\n#pragma unroll 2\nfor (int j = 0; j < n; j++) x[i * n + j] = 1;", nil, nil},
		{"a loop an OpenMP directive governs", "#pragma omp target map(tofrom: x[0:n])\n{\n#pragma unroll 2\n#pragma omp simd\nfor (int k = 0; k < n; k++) x[k] += 1;\n}", nil, nil},
		{"a chunked walk printed twice", "#pragma omp target teams distribute parallel for collapse(2) schedule(static, 2) map(tofrom: x[0:n*n])\nfor (int i = 0; i < n; i++)\nfor (int j = 0; j < n; j++) {\n#pragma unroll 4\nfor (int k = 0; k < j; k++) x[i * n + j] += k;\n}",
			[]string{"OMP_DEV_UNROLL(4) for (int k = 0; k < j; k++)", "OMP_DEV_UNROLL(4) for (int k = 0; k < j; k++)"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "#define U 3\nvoid f(double *x, int n) {\n" + tt.code + "\n}\n"
			path := filepath.Join(t.TempDir(), "u.c")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			res, errs := lower.Run(lower.Request{Input: path, Generator: "test"})
			if errs.HasErrors() {
				t.Fatalf("lowering failed: %s", errs.Error())
			}
			dev := string(res.Device)
			dev = dev[strings.Index(dev, "#endif\n#endif\n"):] // past the device header's definitions
			if got := strings.Count(dev, "OMP_DEV_UNROLL("); got != len(tt.hinted) {
				t.Errorf("%d hints, want %d:\n%s", got, len(tt.hinted), dev)
			}
			rest := dev
			for _, want := range tt.hinted {
				i := strings.Index(rest, want)
				if i < 0 {
					t.Errorf("no %q in the device source:\n%s", want, dev)
					continue
				}
				rest = rest[i+len(want):]
			}
			host := string(res.Host)
			if strings.Contains(host, "OMP_DEV_UNROLL") {
				t.Error("the host C names the hint")
			}
			for _, want := range tt.host {
				if !strings.Contains(host, want) {
					t.Errorf("the host C lost %q", want)
				}
			}
		})
	}
}
