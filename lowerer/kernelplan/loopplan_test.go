package kernelplan_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
)

// lowerSrc lowers a C source in memory.
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

func kernels(t *testing.T, res *lower.Result) []manifest.Kernel {
	t.Helper()
	var m manifest.Manifest
	if err := json.Unmarshal(res.Manifest, &m); err != nil {
		t.Fatal(err)
	}
	return m.Kernels
}

const pre = "void f(int n, int m, int c, double *x, double *y, long *l) {\n  double s = 0; int t = 0; double a2[8][8]; long h[16] = {0}; _Complex double z = 0; _Complex float w[4];\n"

// TestLoopPlans checks, construct by construct, the path the analysis
// picks, what the manifest records and the shape of the device walk.
func TestLoopPlans(t *testing.T) {
	tests := []struct {
		name, pragma, loop string
		path               string
		manifest           []string // substrings of the kernel's manifest JSON
		device             []string // substrings of the device source
		notDevice          []string
		host               []string
	}{
		{"int grid-stride", "target teams distribute parallel for map(tofrom: x[0:n])", "for (int i = 0; i < n; i++) x[i] = 1;",
			"grid-stride", []string{`"path_reason":"canonical loop model complete`},
			[]string{"__omp_iv += ((unsigned long long)gridDim.x * blockDim.x)"}, []string{"__omp_next(__omp_iv", "__omp_tlo"}, nil},
		{"long index: guarded stride", "target teams distribute parallel for map(tofrom: x[0:n])", "for (long i = 0; i < n; i++) x[i] = 1;",
			"grid-stride", nil, []string{"__omp_iv = __omp_next(__omp_iv, ((unsigned long long)gridDim.x * blockDim.x), __omp_trip)"}, nil, nil},
		// Two levels, one iteration per lane: a division per iteration.
		{"collapse(2)", "target teams distribute parallel for collapse(2) map(tofrom: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) a2[i][j] = i + j;",
			"grid-stride", []string{`"collapse":2`, `"levels":[{"index":"j"`},
			[]string{"const unsigned long long __omp_trip = __omp_trip0 * __omp_trip1;", "const unsigned long long __omp_iv1 = __omp_divmod(&__omp_r, __omp_trip1);", "int j = (int)((unsigned long long)(__omp_lb1) + (unsigned long long)(__omp_iv1) * (unsigned long long)(__omp_step1));"},
			[]string{"__omp_cf", "__omp_carry(", "__omp_opaque32("}, []string{"__omp_trip_mul(", "the collapsed iteration space has 2^64-1 or more iterations"}},
		// A non-rectangular nest with lastprivate: the last iteration is
		// the last outer one whose inner loop runs.
		{"non-rectangular lastprivate", "target teams distribute parallel for collapse(2) lastprivate(t) map(tofrom: t)", "for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) t = i + j;",
			"grid-stride", nil,
			[]string{"unsigned long long __omp_lastiv = __omp_trip;", "if (__omp_trip_s((long long)((i + 1)), (long long)((n)), (long long)(1), 0) != 0) { __omp_lastiv = __omp_sc - 1; break; }", "if (__omp_iv == __omp_lastiv) __omp_last = 1;"},
			[]string{"if (__omp_iv == __omp_trip - 1) __omp_last = 1;"}, nil},
		// Two non-rectangular levels: the scan walks the middle level until
		// an innermost range is not empty.
		{"non-rectangular lastprivate, two levels inside", "target teams distribute parallel for collapse(3) lastprivate(t) map(tofrom: t)", "for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) for (int k = j; k < n; k++) t = i + j + k;",
			"grid-stride", nil,
			[]string{"volatile int __omp_any = 0;", "for (unsigned long long __omp_riv0 = 0; __omp_riv0 < __omp_rtrip0; __omp_riv0++) {", "int j = (int)((unsigned long long)((i + 1)) + (unsigned long long)(__omp_riv0) * (unsigned long long)(1));",
				"if (__omp_trip_s((long long)((j)), (long long)((n)), (long long)(1), 0) != 0) { __omp_any = 1; break; }", "if (__omp_any) { __omp_lastiv = __omp_sc - 1; break; }", "if (__omp_iv == __omp_lastiv) __omp_last = 1;"},
			[]string{"if (__omp_iv == __omp_trip - 1) __omp_last = 1;"}, nil},
		// Capped teams (a reduction): lanes walk several iterations, with
		// level counters.
		{"collapse(2) reduction: level counters", "target teams distribute parallel for collapse(2) reduction(+: s) map(to: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) s += a2[i][j];",
			"grid-stride", nil,
			[]string{"const int __omp_cf = __omp_trip <= 0x80000000ULL;", "__omp_c1 = __omp_divmod32(&__omp_x, (unsigned)__omp_trip1);", "unsigned long long __omp_r = __omp_c0, __omp_iv1 = __omp_c1;", "int j = (int)__omp_opaque32((unsigned)(__omp_lb1) + (unsigned)(__omp_iv1) * (unsigned)(__omp_step1));",
				// Printed twice: counters stepped without a test for nests
				// of at most 2^31 iterations, a division in the other copy.
				"    if (__omp_cf) {\n", "    if (((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x) < __omp_trip) {\n",
				"__omp_iv += ((unsigned long long)gridDim.x * blockDim.x), __omp_c0 += __omp_s0 + __omp_carry(&__omp_c1, __omp_s1, (unsigned)__omp_trip1)) {\n",
				"    } else {\n", "__omp_iv = __omp_next(__omp_iv, ((unsigned long long)gridDim.x * blockDim.x), __omp_trip)) {\n      unsigned long long __omp_r = __omp_iv;\n      const unsigned long long __omp_iv1 = __omp_divmod(&__omp_r, __omp_trip1);"},
			[]string{"if (!__omp_cf)", "__omp_cf &&", "(void)(__omp_iv < __omp_trip &&"}, nil},
		// Three levels: counters even with one iteration per lane.
		{"collapse(3): level counters", "target teams distribute parallel for collapse(3) map(tofrom: x[0:512])", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) for (int k = 0; k < 8; k++) x[(i * 8 + j) * 8 + k] = 1;",
			"grid-stride", nil, []string{"__omp_c2 = __omp_divmod32(&__omp_x, (unsigned)__omp_trip2);", "__omp_carry(&__omp_c2, __omp_s2, (unsigned)__omp_trip2)", "    if (__omp_cf) {\n", "    } else {\n"}, []string{"if (!__omp_cf)"}, nil},
		// A body that cannot be printed twice: one walk with the counters,
		// the division for larger nests and the counters' tests in it.
		{"collapse(3), a label: one walk", "target teams distribute parallel for collapse(3) map(tofrom: x[0:512])", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) for (int k = 0; k < 8; k++) { here: x[(i * 8 + j) * 8 + k] = 1; }",
			"grid-stride", nil, []string{"if (!__omp_cf) {", "if (__omp_cf && ((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x) < __omp_trip) {", "(void)(__omp_iv < __omp_trip && (__omp_c0 += "}, []string{"    if (__omp_cf) {\n"}, nil},
		// A body with a loop keeps dividing, whatever the walk; a chunked
		// walk twice, in 32 bits for nests of at most 2^31 iterations.
		{"collapse(2) with an inner loop: no counters", "target teams distribute parallel for collapse(2) schedule(static, 1) map(tofrom: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) for (int k = 0; k < 8; k++) a2[i][j] += k;",
			"static-chunked", nil, []string{"    if (__omp_cf) {\n", "unsigned __omp_x = (unsigned)__omp_iv;\n        const unsigned long long __omp_iv1 = __omp_divmod32(&__omp_x, (unsigned)__omp_trip1);\n        const unsigned long long __omp_r = __omp_x;",
				"    } else {\n", "const unsigned long long __omp_iv1 = __omp_divmod(&__omp_r, __omp_trip1);"}, []string{"__omp_carry(", "__omp_opaque32("}, nil},
		// Chunks of a nest without inner loops: level counters for nests of
		// at most 2^31 iterations, divisions in the other copy only.
		{"collapse(2) chunks: narrow copy with counters", "target teams distribute parallel for collapse(2) schedule(static, 2) map(tofrom: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) a2[i][j] = i + j;",
			"static-chunked", nil, []string{"    if (__omp_cf) {\n", "unsigned long long __omp_r = __omp_c0, __omp_iv1 = __omp_c1;\n        int i = (int)__omp_opaque32(", "    } else {\n", "        unsigned long long __omp_r = __omp_iv;\n        const unsigned long long __omp_iv1 = __omp_divmod(&__omp_r, __omp_trip1);",
				"__omp_lo = __omp_sat_add(__omp_lo, __omp_kst), __omp_k0 += __omp_ks0 + __omp_carry(", "__omp_iv++, __omp_c0 += __omp_carry(&__omp_c1, 1u, (unsigned)__omp_trip1)) {"},
			[]string{"if (!__omp_cf)", "(void)(__omp_"}, nil},
		{"collapse(2) dynamic: narrow copy", "target teams distribute parallel for collapse(2) schedule(dynamic) map(tofrom: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) a2[i][j] = i + j;",
			"dynamic", nil, []string{"    if (__omp_cf) {\n", "    } else {\n"}, []string{"if (!__omp_cf)"}, nil},
		// A body that cannot be printed twice: one walk, which divides
		// for larger nests inside its loop.
		{"collapse(2) chunks, a label", "target teams distribute parallel for collapse(2) schedule(static, 2) map(tofrom: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) { here: a2[i][j] = i + j; }",
			"static-chunked", nil, []string{"if (!__omp_cf) {"}, []string{"    if (__omp_cf) {\n"}, nil},
		{"collapse(2) chunks, a static variable", "target teams distribute parallel for collapse(2) schedule(static, 2) map(tofrom: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) { static int z; a2[i][j] = i + j + z; }",
			"static-chunked", nil, []string{"if (!__omp_cf) {"}, []string{"    if (__omp_cf) {\n"}, nil},
		{"collapse(2) chunks, a pragma", "target teams distribute parallel for collapse(2) schedule(static, 2) map(tofrom: a2, t)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) {\n#pragma omp atomic\n t += 1;\n }",
			"static-chunked", nil, []string{"if (!__omp_cf) {"}, []string{"    if (__omp_cf) {\n"}, nil},
		// One level: nothing to divide.
		{"chunks of one level: one walk", "target teams distribute parallel for schedule(static, 2) map(tofrom: x[0:n])", "for (int i = 0; i < n; i++) x[i] = 1;",
			"static-chunked", nil, nil, []string{"__omp_cf"}, nil},
		{"schedule static chunk", "target parallel for schedule(static, c) map(tofrom: x[0:n])", "for (int i = 0; i < n; i++) x[i] = 1;",
			"static-chunked", []string{`"schedule":"static , c"`, `"path_reason":"schedule(static , c) requested`, `"text":"schedule chunk"`},
			[]string{"const unsigned long long __omp_tchunk = __omp_trip;", "const unsigned long long __omp_chunk = __omp_sched;", "__omp_sched_v < 1 ? 1ULL"}, nil,
			[]string{"const long long __omp_sched_chunk = (long long)(c);"}},
		{"schedule static", "target parallel for schedule(static)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"static-chunked", nil, []string{"__omp_tq = __omp_tn / (unsigned long long)blockDim.x, __omp_tr = __omp_tn % (unsigned long long)blockDim.x;", "__omp_blo = __omp_tlo + __omp_th * __omp_tq + (__omp_th < __omp_tr ? __omp_th : __omp_tr);"}, []string{"__omp_sched", "__omp_ceil_div(__omp_thi - __omp_tlo"}, nil},
		{"dist_schedule", "target teams distribute dist_schedule(static, 4)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"static-chunked", []string{`"dist_schedule":"static , 4"`}, []string{"__omp_tchunk = __omp_dist;", "__omp_chunk = (__omp_thi - __omp_tlo);"}, nil, nil},
		{"tdpf schedule only", "target teams distribute parallel for schedule(static, 2)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"static-chunked", nil, []string{"__omp_lanes = (unsigned long long)gridDim.x * blockDim.x;", "__omp_kst = __omp_sat_mul(__omp_lanes, __omp_chunk);", "for (unsigned long long __omp_lo = __omp_lo0; __omp_lo < __omp_trip; __omp_lo = __omp_sat_add(__omp_lo, __omp_kst)) {"}, nil, nil},
		{"schedule dynamic", "target teams distribute parallel for schedule(dynamic, c)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"dynamic", []string{`"path_reason":"schedule(dynamic , c) requested: the threads of each team take chunks`},
			[]string{"__omp_dq = __omp_trip / (unsigned long long)gridDim.x, __omp_dr = __omp_trip % (unsigned long long)gridDim.x;", "__omp_tchunk = __omp_dhi - __omp_dlo;", "__omp_chunk = __omp_sched;", "OMP_DEV_TEAM_COUNTER(__omp_dyn)", "__omp_dyn_next_in(&__omp_dyn, 0ULL, 1ULL, __omp_tchunk, __omp_tchunk, __omp_chunk, 0, &__omp_lo, &__omp_hi) && (__omp_lo += __omp_dlo, __omp_hi += __omp_dlo, 1)"}, []string{"__omp_ceil_div(__omp_trip"}, nil},
		{"schedule guided", "target parallel for schedule(guided)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"dynamic", nil, []string{"__omp_tchunk = __omp_trip;", "__omp_chunk = 1ULL;", "__omp_dyn_next(&__omp_dyn, __omp_tchunk, __omp_trip, __omp_chunk, 1, &__omp_lo, &__omp_hi)"}, nil, nil},
		{"doacross dynamic", "target parallel for ordered(1) schedule(dynamic, 2) map(tofrom: x[0:n])", "for (int i = 1; i < n; i++) {\n#pragma omp ordered depend(sink: i - 1)\n x[i] += x[i - 1];\n#pragma omp ordered depend(source)\n }",
			"dynamic", nil, []string{"OMP_DEV_GRIDSYNC_BEGIN", "OMP_DEV_DOACROSS_RING(__omp_dx, __omp_trip, 1ULL)", "__omp_doacross_begin(&__omp_dx, __omp_iv);", "    __omp_doacross_end(&__omp_dx);"}, []string{"OMP_DEV_DOACROSS(", "GRIDSEQ_BEGIN"}, nil},
		{"doacross static chunks", "target parallel for ordered(1) schedule(static, 3) map(tofrom: x[0:n])", "for (int i = 1; i < n; i++) {\n#pragma omp ordered depend(sink: i - 1)\n x[i] += x[i - 1];\n#pragma omp ordered depend(source)\n }",
			"static-chunked", nil, []string{"OMP_DEV_GRIDALL_BEGIN", "OMP_DEV_DOACROSS_RING(__omp_dx, __omp_trip, 1ULL)", "__omp_doacross_begin(&__omp_dx, __omp_iv);", "__omp_doacross_end(&__omp_dx);"}, []string{"OMP_DEV_DOACROSS(", "GRIDSEQ_BEGIN"}, nil},
		{"ordered static chunks", "target parallel for ordered schedule(static, 3) map(tofrom: x[0:n])", "for (int i = 0; i < n; i++) {\n#pragma omp ordered\n x[i] = i;\n }",
			"static-chunked", nil, []string{"OMP_DEV_GRIDALL_BEGIN", "OMP_DEV_TEAM_COUNTER(__omp_ord)", "__omp_ordered_begin(&__omp_ord, __omp_iv);"}, []string{"GRIDSEQ_BEGIN"}, nil},
		{"doacross chunks of one", "target parallel for ordered(1) map(tofrom: x[0:n])", "for (int i = 1; i < n; i++) {\n#pragma omp ordered depend(sink: i - 1)\n x[i] += x[i - 1];\n#pragma omp ordered depend(source)\n }",
			"static-chunked", nil, []string{"OMP_DEV_DOACROSS_RING(__omp_dx, __omp_trip, 1ULL)", "__omp_doacross_begin", "__omp_chunk = __omp_sched;"}, nil, nil},
		{"doacross static blocks", "target parallel for ordered(1) schedule(static) map(tofrom: x[0:n])", "for (int i = 1; i < n; i++) {\n#pragma omp ordered depend(sink: i - 1)\n x[i] += x[i - 1];\n#pragma omp ordered depend(source)\n }",
			"static-chunked", nil, []string{"OMP_DEV_GRIDSEQ_BEGIN", "OMP_DEV_DOACROSS(__omp_dx, __omp_trip, 1ULL)"}, []string{"OMP_DEV_DOACROSS_RING", "__omp_doacross_begin"}, nil},
		{"lastprivate", "target teams distribute parallel for lastprivate(t) map(tofrom: t)", "for (int i = 0; i < n; i++) t = i;",
			"grid-stride", []string{`"text":"lastprivate(t)"`}, []string{"int *__omp_lp_t = (int *)", "if (__omp_iv == __omp_trip - 1) __omp_last = 1;", "*__omp_lp_t = t;"}, nil, nil},
		{"linear", "target parallel for linear(t: 3) map(tofrom: t)", "for (int i = 0; i < n; i++) x[t] = 1;",
			"grid-stride", nil, []string{"const int __omp_l0_t = *__omp_lp_t;", "t = (int)((unsigned long long)__omp_l0_t + __omp_iv * (unsigned long long)__omp_ls_t);", "*__omp_lf_t = t;", "if (__omp_redlast(__omp_reddone))"}, nil,
			[]string{"const long long __omp_lstep_t = (long long)(3);", "i++, __omp_k++) { t = "}},
		{"firstprivate and lastprivate", "target parallel for firstprivate(t) lastprivate(t) map(tofrom: t)", "for (int i = 0; i < n; i++) { x[i] = t; t = i; }",
			"grid-stride", nil, []string{"const int __omp_l0_t = *__omp_lp_t;", "int t = __omp_l0_t;", "*__omp_lf_t = t;", "if (__omp_trip > 0) *__omp_lp_t = *(volatile int *)__omp_lf_t;"}, []string{"t = (int)((unsigned long long)__omp_l0_t"}, nil},
		{"tdpf dist_schedule only", "target teams distribute parallel for dist_schedule(static)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"static-chunked", nil, []string{"__omp_dlo = __omp_dt * __omp_dq + (__omp_dt < __omp_dr ? __omp_dt : __omp_dr);", "__omp_dhi = __omp_dlo + __omp_dq + (__omp_dt < __omp_dr ? 1ULL : 0ULL);", "for (unsigned long long __omp_tlo = __omp_dlo; __omp_tlo < __omp_dhi; __omp_tlo = __omp_trip) {", "__omp_chunk = 1ULL;"}, []string{"__omp_tchunk"}, nil},
		{"td dist_schedule only", "target teams distribute dist_schedule(static)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"static-chunked", nil, []string{"__omp_dq = __omp_trip / (unsigned long long)gridDim.x", "__omp_chunk = (__omp_thi - __omp_tlo);"}, []string{"__omp_tchunk"}, nil},
		{"schedule auto", "target parallel for schedule(auto)", "for (int i = 0; i < n; i++) x[i] = 1;",
			"grid-stride", []string{`"path_reason":"schedule(auto): the implementation's schedule is the grid-stride walk"`}, nil, []string{"__omp_tlo"}, nil},
		{"reduction", "target teams distribute parallel for reduction(+: s) reduction(max: t) map(to: x[0:n])", "for (int i = 0; i < n; i++) { s += x[i]; t = i > t ? i : t; }",
			"grid-stride", []string{`"reductions":[{"var":"s","op":"+","type":"double","identity":"(double)0"`, `{"var":"t","op":"max","type":"int","identity":"(int)(-2147483647LL - 1)"`, `"kind":"reduction","text":"reduction(+: s)","base":"(void *)__omp_red_s","begin":"(void *)__omp_red_s","size":"(__INT64_TYPE__)__omp_teams * (__INT64_TYPE__)sizeof(*__omp_red_s)","flags":33,"flag_names":["TARGET_PARAM","TO"]`,
				`"kind":"reduction-var","text":"reduction(+: s)","base":"(void *)\u0026s","begin":"(void *)\u0026s","size":"sizeof(s)","flags":35,"flag_names":["FROM","TARGET_PARAM","TO"]`,
				`"kind":"reduction-done"`, `"flag_names":["ALWAYS","TARGET_PARAM","TO"]`},
			[]string{"double *__omp_red_s = (double *)__omp_arg", "double *__omp_rv_s = (double *)__omp_arg", "double s = (double)0;", "__omp_team_reduce(__omp_red_s, s, __omp_redop_add());", "__omp_team_reduce(__omp_red_t, t, __omp_redop_max());",
				"if (__omp_redlast(__omp_reddone)) {\n      __omp_redfinish(__omp_rv_s, __omp_red_s, __omp_redop_add());\n      __omp_redfinish(__omp_rv_t, __omp_red_t, __omp_redop_max());"},
			[]string{"__omp_unpack<double>"},
			[]string{"__builtin_malloc((__SIZE_TYPE__)__omp_teams * sizeof(*__omp_red_s))", "unsigned int __omp_reddone = 0;", "__builtin_free(__omp_red_s);", "if (__omp_teams > 4096) __omp_teams = 4096;"}},
		// Complex items: functors and identities that compute on the
		// parts (nvcc drops C's operators on complex values); the host
		// fills the partials with the C identity.
		{"complex reduction", "target teams distribute parallel for reduction(+: z) reduction(*: w[1:2]) map(to: x[0:n])", "for (int i = 0; i < n; i++) { z += x[i]; w[1 + i % 2] *= 2.0f; }",
			"grid-stride", []string{`"var":"z","op":"+","type":"_Complex double","identity":"__omp_cplx(0.0)"`},
			[]string{"_Complex double z = __omp_cplx(0.0);", "__omp_team_reduce(__omp_red_z, z, __omp_redop_cadd());", "__omp_redfinish(__omp_rv_z, __omp_red_z, __omp_redop_cadd());",
				"__omp_rp_w[(1) + __omp_re] = __omp_cplxf(1.0f);", "__omp_redop_cmul());"},
			[]string{"__omp_redop_add()", "__omp_redop_mul()", "(_Complex double)0", "(_Complex float)1"},
			[]string{"__omp_red_z[__omp_r] = (_Complex double)0;", "__omp_red_w[__omp_r] = (_Complex float)1;"}},
		{"array section reduction", "target teams distribute parallel for reduction(+: h[2:4])", "for (int i = 0; i < n; i++) h[2 + i % 4] += i;",
			"grid-stride", []string{`"section":"h[2:4]"`, `"kind":"reduction-var","text":"reduction(+: h[2:4])","base":"(void *)\u0026h[2]","begin":"(void *)\u0026h[2]","size":"(__INT64_TYPE__)4 * (__INT64_TYPE__)sizeof(h[0])"`},
			[]string{"long __omp_rp_h[6];", "long (&h)[16] = *(long (*)[16])__omp_rp_h;", "__omp_team_reduce(__omp_red_h + __omp_re * gridDim.x, __omp_rp_h[(2) + __omp_re], __omp_redop_add());",
				"__omp_redfinish(__omp_rv_h + __omp_re, __omp_red_h + __omp_re * gridDim.x, __omp_redop_add());"},
			[]string{"__omp_rl_h"},
			[]string{"__builtin_malloc((__SIZE_TYPE__)(__omp_teams * (__INT64_TYPE__)4 + 1) * sizeof(*__omp_red_h))"}},
		{"reduction over rows of a 2-D array", "target teams distribute parallel for reduction(+: a2[2:3][0:8])", "for (int i = 0; i < n; i++) a2[2 + i % 3][i % 8] += i;",
			"grid-stride", []string{`"section":"a2[2:3][0:8]"`, `"base":"(void *)(\u0026a2[0][0] + (16))"`, `"size":"(__INT64_TYPE__)24 * (__INT64_TYPE__)sizeof(a2[0][0])"`},
			[]string{"double __omp_rp_a2[40];", "double (\u0026a2)[8][8] = *(double (*)[8][8])__omp_rp_a2;", "for (long long __omp_re = 0; __omp_re < 24; __omp_re++) __omp_rp_a2[(16) + __omp_re] = (double)0;"},
			nil,
			[]string{"__builtin_malloc((__SIZE_TYPE__)(__omp_teams * (__INT64_TYPE__)24 + 1) * sizeof(*__omp_red_a2))"}},
		{"pointer section reduction, variable bounds", "target teams distribute parallel for reduction(max: l[c:m])", "for (int i = 0; i < n; i++) l[c] = i > l[c] ? i : l[c];",
			"grid-stride", []string{`"kind":"reduction-lanes"`, `"kind":"reduction","text":"reduction(max: l[c:m])"`},
			[]string{"long *const __omp_rp_l = __omp_rl_l + ((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x) * (unsigned long long)(__omp_rlend_l);", "long *l = __omp_rp_l;"},
			nil,
			[]string{"const long long __omp_rlen_l = (long long)(m);", "void *__omp_rl_l = __builtin_malloc(__omp_rlb_l + 1);", "__builtin_free(__omp_rl_l);"}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			src := pre + "#pragma omp " + tt.pragma + "\n  " + tt.loop + "\n  (void)s; (void)t; (void)a2; (void)y; (void)l; (void)m; (void)h;\n}\n"
			res, errs := lowerSrc(t, src)
			if errs != "" {
				t.Fatalf("lowering failed:\n%s", errs)
			}
			ks := kernels(t, res)
			if len(ks) != 1 || ks[0].Path != tt.path {
				t.Fatalf("manifest kernels %+v, want one with path %q", ks, tt.path)
			}
			js, _ := json.Marshal(ks[0])
			for _, want := range tt.manifest {
				if !strings.Contains(string(js), want) {
					t.Errorf("manifest lacks %s:\n%s", want, js)
				}
			}
			dev := string(res.Device)
			for _, want := range tt.device {
				if !strings.Contains(dev, want) {
					t.Errorf("device source lacks %q:\n%s", want, dev[strings.Index(dev, "extern \"C\""):])
				}
			}
			for _, bad := range tt.notDevice {
				if strings.Contains(dev[strings.Index(dev, "extern \"C\""):], bad) {
					t.Errorf("device source has %q", bad)
				}
			}
			for _, want := range tt.host {
				if !strings.Contains(string(res.Host), want) {
					t.Errorf("host source lacks %q", want)
				}
			}
		})
	}
}

// TestLoopPlanErrors checks the positioned diagnostics of loop clauses.
func TestLoopPlanErrors(t *testing.T) {
	tests := []struct{ pragma, loop, want string }{
		{"target parallel for collapse(0)", "for (int i = 0; i < n; i++) ;", "u.c:3:42: error: the argument of 'collapse' must be a positive integer constant, found '0'"},
		{"target parallel for collapse(m)", "for (int i = 0; i < n; i++) ;", "must be a positive integer constant, found 'm'"},
		{"target parallel for collapse(2)", "for (int i = 0; i < n; i++) { s += 1; for (int j = 0; j < m; j++) ; }", "u.c:4:33: error: collapse(2): the loops are not perfectly nested"},
		{"target teams distribute collapse(2) dist_schedule(static, 2)", "for (int i = 0; i < n; i++) for (int j = i; j < m; j++) s = j;", "u.c:3:49: error: 'dist_schedule' on a loop nest with a non-rectangular loop is not supported"},
		{"target parallel for lastprivate(x) map(tofrom: x)", "for (int i = 0; i < n; i++) ;", "'lastprivate' of the pointer 'x' is not supported yet"},
		{"target parallel for lastprivate(t) map(to: t)", "for (int i = 0; i < n; i++) ;", "'t' is in 'lastprivate' and in 'map(to: ...)'"},
		{"target parallel for linear(s) map(tofrom: s)", "for (int i = 0; i < n; i++) ;", "linear variable 's' has type 'double'; an integer is required"},
		{"target teams distribute simd linear(x: 2) map(tofrom: x)", "for (int i = 0; i < n; i++) ;", "'linear' on '#pragma omp target teams distribute simd' of a variable other than a loop variable of the construct is not supported yet"},
		{"target parallel for schedule(nonmonotonic: static)", "for (int i = 0; i < n; i++) ;", "invalid schedule modifier"},
		{"target parallel for schedule(ordered: dynamic)", "for (int i = 0; i < n; i++) ;", "invalid schedule modifier"},
		{"target parallel for ordered(1) schedule(static, 2) linear(t) map(tofrom: t)", "for (int i = 0; i < n; i++) ;", "u.c:3:64: error: 'linear' clause cannot be specified along with 'ordered' clause with a parameter"},
		{"target parallel for ordered(1) schedule(nonmonotonic: dynamic)", "for (int i = 0; i < n; i++) ;", "u.c:3:53: error: 'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified"},
		{"target parallel for ordered schedule(simd, nonmonotonic: guided)", "for (int i = 0; i < n; i++) ;", "'nonmonotonic' modifier cannot be specified if an 'ordered' clause"},
		{"target parallel for schedule(auto, 3)", "for (int i = 0; i < n; i++) ;", "schedule(auto) takes no chunk size"},
		{"target teams distribute dist_schedule(dynamic)", "for (int i = 0; i < n; i++) ;", "dist_schedule kind must be 'static'"},
		{"target teams distribute parallel for firstprivate(t) lastprivate(t) map(tofrom: t)", "for (int i = 0; i < n; i++) ;", "'t' in both 'firstprivate' and 'lastprivate' clauses of a distribute construct is not supported (clang-19 refuses it too)"},
		{"target parallel for firstprivate(c) lastprivate(c) map(tofrom: c)", "for (c = 0; c < n; c++) ;", "the loop variable 'c' may not be firstprivate"},
		{"target parallel for reduction(&: s)", "for (int i = 0; i < n; i++) ;", "u.c:3:46: error: reduction '&' needs an integer variable; 's' has type 'double'"},
		{"target parallel for reduction(+: x)", "for (int i = 0; i < n; i++) ;", "reduction variable 'x' has type"},
		{"target parallel for reduction(+: a2[1:2])", "for (int i = 0; i < n; i++) ;", "list item 'a2[1:2]' is not valid for a reduction: its elements are arrays (a section of 'a2' needs a subscript or section for each of its 2 dimensions)"},
		{"target parallel for reduction(+: a2[0:8][1:3])", "for (int i = 0; i < n; i++) ;", "u.c:3:53: error: array section 'a2[0:8][1:3]' in 'reduction' is not contiguous"},
		{"target parallel for reduction(+: a2[0:8][0:8][0:1])", "for (int i = 0; i < n; i++) ;", "array section with 3 dimensions in 'reduction' of the 2-dimensional array 'a2'"},
		{"target parallel for reduction(+: s) firstprivate(s)", "for (int i = 0; i < n; i++) ;", "'s' appears in both 'reduction' and 'firstprivate' clauses"},
		{"target parallel for reduction(+: s) reduction(*: s)", "for (int i = 0; i < n; i++) ;", "'s' appears in more than one reduction clause"},
		{"target parallel for reduction(+: nosuch)", "for (int i = 0; i < n; i++) ;", "'nosuch' in clause 'reduction' is not a variable in scope"},
		{"target parallel for reduction(+: s) map(to: s)", "for (int i = 0; i < n; i++) ;", "u.c:3:57: error: reduction variable 's' is also in 'map(to: ...)'; with 'reduction' only map(tofrom: s) is supported"},
		{"target parallel for reduction(+: s) map(from: s)", "for (int i = 0; i < n; i++) ;", "reduction variable 's' is also in 'map(from: ...)'"},
		{"target parallel for reduction(+: s) map(alloc: s)", "for (int i = 0; i < n; i++) ;", "reduction variable 's' is also in 'map(alloc: ...)'"},
	}
	for _, tt := range tests {
		src := pre + "#pragma omp " + tt.pragma + "\n  " + tt.loop + "\n  (void)s; (void)t; (void)a2;\n}\n"
		_, errs := lowerSrc(t, src)
		if !strings.Contains(errs, tt.want) {
			t.Errorf("%s / %s:\n got %s\nwant %s", tt.pragma, tt.loop, errs, tt.want)
		}
	}
}

// TestIndirectTeamsCap checks that loops whose subscripts are loaded from
// memory (gathers, scatters) get the teams cap and direct ones do not.
func TestIndirectTeamsCap(t *testing.T) {
	const capLine = "if (__omp_teams > 4096) __omp_teams = 4096;"
	tests := []struct {
		name, pragma, loop string
		capped             bool
	}{
		{"gather", "target teams distribute parallel for map(to: x[0:n], l[0:n]) map(tofrom: y[0:n])", "for (int i = 0; i < n; i++) y[i] = x[l[i]] * 2;", true},
		{"scatter", "target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])", "for (int i = 0; i < n; i++) y[(int)x[i]] = 1;", true},
		{"through a pointer", "target teams distribute parallel for map(to: x[0:n], l[0:1]) map(tofrom: y[0:n])", "for (int i = 0; i < n; i++) y[i] = x[*l + i];", true},
		{"collapsed gather", "target teams distribute parallel for collapse(2) map(to: x[0:n], l[0:n]) map(tofrom: a2)", "for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) a2[i][j] = x[l[i * 8 + j]];", true},
		{"direct", "target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])", "for (int i = 0; i < n; i++) y[i] = x[i + c] * 2;", false},
		{"two-dimensional", "target teams distribute parallel for map(tofrom: a2)", "for (int i = 0; i < 8; i++) a2[i][i % 8] = 1;", false},
		{"num_teams as written", "target teams distribute parallel for num_teams(9000) map(to: x[0:n], l[0:n]) map(tofrom: y[0:n])", "for (int i = 0; i < n; i++) y[i] = x[l[i]];", false},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			src := pre + "#pragma omp " + tt.pragma + "\n  " + tt.loop + "\n  (void)s; (void)t; (void)a2; (void)y; (void)l; (void)m; (void)h;\n}\n"
			res, errs := lowerSrc(t, src)
			if errs != "" {
				t.Fatalf("lowering failed:\n%s", errs)
			}
			if got := strings.Contains(string(res.Host), capLine); got != tt.capped {
				t.Errorf("host code has the teams cap: %v, want %v", got, tt.capped)
			}
		})
	}
}
