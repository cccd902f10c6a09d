package analysis_test

import (
	"encoding/json"
	"strings"
	"testing"
)

const cpre = "void g(int n, double *p, double *q, double **pp) {\n  double x[64], y[64], z[64], A[64][64], B[64][64]; double s = 0;\n"

// TestCleanups checks where each device cleanup applies and, as
// importantly, where a write, an alias, a call or a continue stops it.
func TestCleanups(t *testing.T) {
	tests := []struct {
		name, pragma, loop string
		applied            []string // "kind detail" in manifest order
		device             []string
		notDevice          []string
	}{
		{"scalarize written array", "target teams distribute parallel for map(tofrom: x, y)",
			"for (int i = 0; i < n; i++) { y[i] = y[i] * 2; for (int k = 0; k < 4; k++) y[i] += x[i] * k; }",
			[]string{"scalarize y[i]", "ldg x"},
			[]string{"auto __omp_sc0 = y[i];", "y[i] = __omp_sc0;", "__omp_sc0 = __omp_sc0 * 2;", "__ldg(&x[i])"}, nil},
		{"scalarize read-only array with ldg load", "target teams distribute parallel for map(to: x) map(from: y)",
			"for (int i = 0; i < n; i++) { double t = x[i] * x[i]; y[i % 64] = t + x[i]; }",
			[]string{"ldg x", "scalarize __ldg(&x[i])"},
			[]string{"auto __omp_sc0 = __ldg(&x[i]);"}, []string{"x[i] = __omp_sc0"}},
		{"no scalarize: aliasing pointers written", "target teams distribute parallel for",
			"for (int i = 0; i < n; i++) { p[i] = 1; q[i] = q[i] + 5; p[i] = p[i] * 2; }",
			nil, nil, []string{"__omp_sc", "__ldg"}},
		{"no ldg: read-only pointer, another pointer written", "target teams distribute parallel for",
			"for (int i = 0; i < n; i++) { q[i] = p[i] + p[i + 1]; }",
			nil, nil, []string{"__ldg"}},
		{"no ldg: read-only pointer may point into a written array", "target teams distribute parallel for map(from: y)",
			"for (int i = 0; i < n; i++) { y[i] = p[i] + p[i + 1]; }",
			nil, nil, []string{"__ldg"}},
		{"ldg: read-only pointer, nothing written but a reduction", "target teams distribute parallel for reduction(+: s)",
			"for (int i = 0; i < n; i++) { s += p[i] * p[i + 1]; }",
			[]string{"ldg p"}, []string{"__ldg(&p[i])", "__ldg(&p[i + 1])"}, nil},
		{"no cleanup: a call", "target teams distribute parallel for map(tofrom: y)",
			"for (int i = 0; i < n; i++) { y[i] = y[i] + 1; printf(\"%g\", y[i]); }",
			nil, nil, []string{"__omp_sc", "__ldg"}},
		{"no scalarize: continue skips the write-back", "target teams distribute parallel for map(tofrom: y) map(to: x)",
			"for (int i = 0; i < n; i++) { y[i] = 1; if (x[i] < 0) continue; y[i] = y[i] + 2; }",
			[]string{"ldg x"}, nil, []string{"__omp_sc"}},
		{"no scalarize: other subscript", "target teams distribute parallel for map(tofrom: y)",
			"for (int i = 1; i < n; i++) { y[i] = y[i] + y[i - 1]; }",
			nil, nil, []string{"__omp_sc"}},
		{"no cleanup: escape through &", "target teams distribute parallel for map(tofrom: y, x)",
			"for (int i = 0; i < n; i++) { double *r = &y[i]; *r = x[i] + x[i]; }",
			nil, nil, []string{"__omp_sc", "__ldg"}},
		{"hoist rows of 2-D arrays in an inner loop", "target teams distribute parallel for map(to: A, B) map(from: z)",
			"for (int i = 0; i < n; i++) { double t = 0; for (int k = 0; k < 64; k++) t += A[i][k] * B[k][i]; z[i] = t; }",
			[]string{"hoist A[i]", "ldg A", "ldg B"},
			[]string{"auto __omp_row0 = A[i];", "__ldg(&__omp_row0[k])", "__ldg(&B[k][i])"}, nil},
		{"no hoist: row of a pointer to pointers is a load", "target teams distribute parallel for map(from: z)",
			"for (int i = 0; i < n; i++) { double t = 0; for (int k = 0; k < 64; k++) t += pp[i][k]; z[i] = t; }",
			nil, nil, []string{"__omp_row"}},
		{"no cleanup: write through a pointer", "target teams distribute parallel for map(to: x) map(from: y)",
			"for (int i = 0; i < n; i++) { *p = 1; y[i] = x[i] + x[i]; }",
			nil, nil, []string{"__omp_sc", "__ldg"}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			src := "#include <stdio.h>\n" + cpre + "#pragma omp " + tt.pragma + "\n  " + tt.loop + "\n  (void)s; (void)x; (void)y; (void)z; (void)A; (void)B; (void)pp; (void)p; (void)q;\n}\n"
			res, errs := lowerSrc(t, src)
			if errs != "" {
				t.Fatalf("lowering failed:\n%s", errs)
			}
			ks := kernels(t, res)
			var got []string
			for _, c := range ks[0].Cleanups {
				got = append(got, c.Kind+" "+c.Detail)
			}
			if strings.Join(got, "; ") != strings.Join(tt.applied, "; ") {
				js, _ := json.Marshal(ks[0].Cleanups)
				t.Errorf("cleanups %s, want %q", js, tt.applied)
			}
			dev := string(res.Device)
			dev = dev[strings.Index(dev, "extern \"C\""):]
			for _, want := range tt.device {
				if !strings.Contains(dev, want) {
					t.Errorf("device source lacks %q:\n%s", want, dev)
				}
			}
			for _, bad := range tt.notDevice {
				if strings.Contains(dev, bad) {
					t.Errorf("device source has %q:\n%s", bad, dev)
				}
			}
		})
	}
}
