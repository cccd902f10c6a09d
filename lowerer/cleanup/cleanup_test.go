package cleanup_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
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
		{"no ldg: a firstprivate array is the kernel's own copy (local memory)", "target teams map(tofrom: y, s)\n#pragma omp distribute lastprivate(s) firstprivate(x)",
			"for (int i = 0; i < n; i++) { s = x[i % 4] + i; y[i] += s; }",
			nil, nil, []string{"__ldg(&x"}},
		{"no ldg: a team's firstprivate array in shared memory", "target teams firstprivate(x) map(from: y)",
			"{ int c = omp_get_team_num();\n#pragma omp distribute lastprivate(s)\n for (int i = 0; i < n; i++) { s = x[i % 4] + c; y[i] += s; } }",
			nil, nil, []string{"__ldg(&x"}},
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
			checkCleanups(t, res, "", tt.applied, tt.device, tt.notDevice)
		})
	}
}

const fpre = `#include <stdio.h>
struct P { double scale; int n; double w[16]; double *data; };
struct Q { int len; double v[8]; };
union U { int i; float f; };
void g(int n, struct P *p, struct P *p2, double *out, struct Q *v, double *dp, int *ip) {
  struct P s = {0}; struct Q items[64];
`

// TestFieldHoist checks where read-only invariant field reads are hoisted
// out of inner loops, and that a write (by name, through a pointer that may
// alias, to the whole object or a union member), an escaped address, a
// call, a conditional read or a break keeps them in place.
func TestFieldHoist(t *testing.T) {
	const maps = "target teams distribute parallel for map(to: p[0:1], p2[0:1], s, v[0:n], items) map(from: out[0:n], dp[0:n], ip[0:n])"
	tests := []struct {
		name, pre, inner string // pre: statements before the inner loop in the body
		applied          []string
		device           []string
		notDevice        []string
	}{
		{"through a pointer and an array member, guarded by the condition", "",
			"for (int j = 0; j < n; j++) sum += s.w[j] * p->scale;",
			[]string{"field s.w", "field p->scale"},
			[]string{"{ int j = 0; if (j < n) { const auto __omp_fld0 = s . w; const auto __omp_fld1 = p->scale; for (; j < n; j++) sum += __omp_fld0[j] * __omp_fld1; } }"}, nil},
		{"read in the condition: no guard", "",
			"for (int j = 0; j < s.n; j++) sum += j;",
			[]string{"field s.n"}, []string{"{ const auto __omp_fld0 = s . n; OMP_DEV_UNROLL(8) for (int j = 0; j < __omp_fld0; j++) sum += j; }"}, nil},
		{"element of an array of structs (pointer and mapped array)", "",
			"for (int j = 0; j < v[i].len; j++) sum += items[i].v[j];",
			[]string{"field v[i].len", "field items[i].v"}, []string{"for (int j = 0; j < __omp_fld0; j++) sum += __omp_fld1[j];"}, nil},
		{"while loop", "int j = 0;",
			"while (j < p->n) { sum += j; j++; }",
			[]string{"field p->n"}, []string{"{ const auto __omp_fld0 = p->n; while (j < __omp_fld0)"}, nil},
		{"pointer member", "",
			"for (int j = 0; j < 16; j++) sum += s.data[j];",
			[]string{"field s.data"}, []string{"sum += __omp_fld0[j];"}, nil},
		{"write through a pointer of another type", "",
			"for (int j = 0; j < n; j++) { sum += p->scale; ip[j] = j; }",
			[]string{"field p->scale"}, nil, nil},
		{"write to another member of a local struct", "struct P loc = s;",
			"for (int j = 0; j < 16; j++) loc.w[j] = loc.scale * j; sum += loc.w[3];",
			[]string{"field loc.w", "field loc.scale"}, []string{"__omp_fld0[j] = __omp_fld1 * j;"}, nil},
		{"no hoist: the field is written", "",
			"for (int j = 0; j < n; j++) { sum += p->scale; p->scale = 2; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: write through a pointer that may alias", "",
			"for (int j = 0; j < n; j++) { sum += p->scale; dp[j] = sum; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: whole struct written through a pointer", "",
			"for (int j = 0; j < n; j++) { sum += p->scale; *p2 = s; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: whole struct written by name", "struct P loc = s;",
			"for (int j = 0; j < n; j++) { sum += loc.n; loc = *p; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: union member written", "union U lu; lu.i = 1;",
			"for (int j = 0; j < n; j++) { lu.i = j; sum += lu.f; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: address taken, written through the alias", "struct P loc = s; double *a = &loc.scale;",
			"for (int j = 0; j < n; j++) { sum += loc.scale; *a += 1; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: a call", "",
			"for (int j = 0; j < n; j++) { sum += p->scale; printf(\"%d\", j); }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: conditional read", "",
			"for (int j = 0; j < n; j++) { if (j > 2) sum += p->scale; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: a break may skip the read", "",
			"for (int j = 0; j < n; j++) { if (sum > 5) break; sum += p->scale; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: the pointer is written", "struct P *q = p;",
			"for (int j = 0; j < n; j++) { sum += q->scale; q = p2; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: the subscript is written", "int k = 0;",
			"for (int j = 0; j < n; j++) { sum += v[k].len; k++; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: declared in the loop", "",
			"for (int j = 0; j < n; j++) { struct Q *e = &v[j]; sum += e->len; }",
			nil, nil, []string{"__omp_fld"}},
		{"no hoist: side effect in the condition", "int j = 0;",
			"for (; j++ < n;) sum += p->scale;",
			nil, nil, []string{"__omp_fld"}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			src := fpre + "#pragma omp " + maps + "\n  for (int i = 0; i < n; i++) {\n    double sum = 0; " + tt.pre + "\n    " + tt.inner + "\n    out[i] = sum;\n  }\n  (void)s; (void)items;\n}\n"
			res, errs := lowerSrc(t, src)
			if errs != "" {
				t.Fatalf("lowering failed:\n%s", errs)
			}
			checkCleanups(t, res, "field", tt.applied, tt.device, tt.notDevice)
		})
	}
}

// TestCleanupsSetting checks Options.Cleanups: "none" applies nothing and
// the manifest says so; the default applies them. (Other values are
// refused where the setting enters: plan.ParseCleanupSetting.)
func TestCleanupsSetting(t *testing.T) {
	src := fpre + "#pragma omp target teams distribute parallel for map(to: p[0:1], s) map(from: out[0:n])\n" +
		"  for (int i = 0; i < n; i++) { double sum = 0; for (int j = 0; j < s.n; j++) sum += s.w[j] * p->scale; out[i] = sum; }\n}\n"
	path := filepath.Join(t.TempDir(), "u.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		setting plan.CleanupSetting
		mode    string
		applied int
	}{
		{"", "all", 3},
		{plan.CleanupsAll, "all", 3},
		{plan.CleanupsNone, "none", 0},
	} {
		res, errs := lower.Run(lower.Request{Input: path, Generator: "test", Analysis: analysis.Options{Cleanups: tt.setting}})
		if errs.HasErrors() {
			t.Fatalf("%q: %v", tt.setting, errs)
		}
		var m manifest.Manifest
		if err := json.Unmarshal(res.Manifest, &m); err != nil {
			t.Fatal(err)
		}
		if m.DeviceCleanups != tt.mode || len(m.Kernels[0].Cleanups) != tt.applied {
			t.Errorf("%q: device_cleanups %q with %d cleanups, want %q with %d", tt.setting, m.DeviceCleanups, len(m.Kernels[0].Cleanups), tt.mode, tt.applied)
		}
		if got := strings.Contains(string(res.Device), "__omp_fld"); got != (tt.applied > 0) {
			t.Errorf("%q: device source has __omp_fld: %v", tt.setting, got)
		}
	}
}

// checkCleanups checks the cleanups the first kernel's manifest records
// (only those of kind, when kind is not empty) against applied, and that
// the kernels' device text holds every string of device and none of
// notDevice.
func checkCleanups(t *testing.T, res *lower.Result, kind string, applied, device, notDevice []string) {
	t.Helper()
	var m manifest.Manifest
	if err := json.Unmarshal(res.Manifest, &m); err != nil {
		t.Fatal(err)
	}
	ks := m.Kernels
	var got []string
	for _, c := range ks[0].Cleanups {
		if kind == "" || c.Kind == kind {
			got = append(got, c.Kind+" "+c.Detail)
		}
	}
	if strings.Join(got, "; ") != strings.Join(applied, "; ") {
		js, _ := json.Marshal(ks[0].Cleanups)
		t.Errorf("cleanups %s, want %q", js, applied)
	}
	dev := string(res.Device)
	dev = dev[strings.Index(dev, "extern \"C\""):]
	for _, want := range device {
		if !strings.Contains(dev, want) {
			t.Errorf("device source lacks %q:\n%s", want, dev)
		}
	}
	for _, bad := range notDevice {
		if strings.Contains(dev, bad) {
			t.Errorf("device source has %q:\n%s", bad, dev)
		}
	}
}

// lowerSrc lowers src as a file of its own; the second result holds the
// diagnostics when it does not lower.
func lowerSrc(t *testing.T, src string) (*lower.Result, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "u.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, errs := lower.Run(lower.Request{Input: path, Generator: "test"})
	if errs.HasErrors() {
		return nil, errs.Error()
	}
	return res, ""
}
