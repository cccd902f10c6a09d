package orphan_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The loops are lowered here as the analysis lowers them: the tests read
// the device text of the plan it builds.

// build plans src, saved as name, and fails the test on any error.
func build(t *testing.T, name, src string) *plan.Plan {
	t.Helper()
	return analysistest.Build(t, name, src, analysis.Options{})
}

// An orphaned worksharing loop takes the calling thread's static share and
// meets the caller's team after it unless nowait; a barrier meets it too;
// a kernel calling such a function (directly or not) runs real team
// threads on the host plugin, and the unit's kernels set the execution
// state that omp_get_num_threads() reads.
func TestOrphanFor(t *testing.T) {
	src := `#pragma omp declare target
void g(int *a, int n) {
  #pragma omp for
  for (int i = 0; i < n; i++) a[i]++;
  #pragma omp for nowait
  for (int j = n; j > 0; j -= 2) a[j - 1]++;
  #pragma omp barrier
}
void h(int *a, int n) { g(a, n); }
int plain(int x) { return x + 1; }
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target parallel num_threads(8) map(tofrom: a[0:n])
  h(a, n);
  #pragma omp target parallel num_threads(8) map(tofrom: a[0:n])
  a[0] = plain(a[0]);
}
`
	p := build(t, "s.c", src)
	if len(p.Kernels) != 2 || len(p.DeviceFuncs) != 3 {
		t.Fatalf("%d kernels, %d device functions", len(p.Kernels), len(p.DeviceFuncs))
	}
	if !p.Kernels[0].TeamThreads || p.Kernels[1].TeamThreads {
		t.Errorf("team threads: %v %v, want true false", p.Kernels[0].TeamThreads, p.Kernels[1].TeamThreads)
	}
	if !p.RuntimeState {
		t.Error("the kernels do not set the execution state")
	}
	var b string
	for _, f := range p.DeviceFuncs {
		if f.Name == "g" {
			b = f.Body
		}
	}
	if strings.Count(b, devsync.FuncBarrier) != 2 {
		t.Errorf("want two barriers (the first loop's and the explicit one):\n%s", b)
	}
	for _, want := range []string{
		"__omp_ws_nt = (unsigned long long)omp_get_num_threads()",
		"int i = (int)((unsigned long long)(__omp_ws_lb) + (unsigned long long)(__omp_ws_iv) * (unsigned long long)(__omp_ws_step));",
		"a[i]++; } } " + devsync.FuncBarrier,
		"a[j - 1]++; } }\n" + devsync.FuncBarrier,
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
}

// private and firstprivate copies are declared around the thread's share
// under the variables' names, firstprivate from the original's address;
// a chunk is clamped to 1 and the thread's chunks stride by T chunks.
func TestOrphanForClauses(t *testing.T) {
	src := `#pragma omp declare target
int g;
void f(int *a, int n, int c) {
  int x, this = 2;
  #pragma omp for private(x) firstprivate(g) schedule(static, c + this)
  for (int i = 0; i < n; i++) { x = g; a[i] = x; }
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	var b string
	for _, f := range p.DeviceFuncs {
		if f.Name == "f" {
			b = f.Body
		}
	}
	for _, want := range []string{
		"const long long __omp_ws_cv = (long long)(c + __omp_cxx_this); const unsigned long long __omp_ws_chunk = __omp_ws_cv < 1 ? 1ULL : (unsigned long long)__omp_ws_cv;",
		"{ __typeof__(x) x; __typeof__(*__omp_ds",
		"__omp_ws_lo = __omp_next(__omp_ws_lo, __omp_sat_mul(__omp_ws_nt, __omp_ws_chunk), __omp_ws_trip)",
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
}

// reduction copies start at the identity and are combined into the
// originals under the reduction lock before the loop's barrier;
// lastprivate values go back from the thread whose share holds the last
// iteration; a copy both firstprivate and lastprivate waits for the team
// before the loop; a dynamic schedule takes chunks from the team's
// counter, reset between two barriers.
func TestOrphanForReductionLastprivate(t *testing.T) {
	src := `#pragma omp declare target
int s, l, fl;
void f(int *a, int n, int c) {
  static int m;
  #pragma omp for reduction(+: s) reduction(max: m) lastprivate(l)
  for (int i = 0; i < n; i++) { s += a[i]; m = a[i] > m ? a[i] : m; l = i; }
  #pragma omp for schedule(dynamic, c) lastprivate(l) nowait
  for (int i = 0; i < n; i++) l = a[i];
  #pragma omp for schedule(guided) firstprivate(fl) lastprivate(fl)
  for (int i = 0; i < n; i++) fl += i;
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	b := p.DeviceFuncs[0].Body
	for _, want := range []string{
		"__typeof__(*__omp_ds1) s = (__typeof__(*__omp_ds1))0;",
		"const int __omp_ws_last = __omp_ws_lo < __omp_ws_hi && __omp_ws_hi == __omp_ws_trip;",
		"} } if (__omp_ws_last) { *__omp_ds3 = l; } __omp_critical_enter(",
		"*__omp_ds1 = __omp_redop_add()(*__omp_ds1, s);",
		"__omp_redop_max()(*__omp_ds2, m)",
		"*__omp_ws_ctr = __omp_ws_nt > 1 ? __omp_ws_counter() : 0; if (__omp_ws_nt > 1) { __omp_barrier(); if (__omp_ws_tid == 0) *__omp_ws_ctr = 0ULL; __omp_barrier(); }",
		"while (__omp_ws_ctr ? __omp_dyn_next_in(__omp_ws_ctr, 0ULL, 1ULL, __omp_ws_trip, __omp_ws_trip, __omp_ws_chunk, 0, &__omp_ws_lo, &__omp_ws_hi) : __omp_ws_solo(&__omp_ws_own, __omp_ws_trip, &__omp_ws_lo, &__omp_ws_hi)) { if (__omp_ws_hi == __omp_ws_trip) __omp_ws_last = 1;",
		"__omp_ws_chunk, 1, &__omp_ws_lo",
		"__typeof__(*__omp_ds5) fl = *__omp_ds5; " + devsync.FuncBarrier,
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
	if n := strings.Count(b, devsync.FuncBarrier); n != 3 {
		t.Errorf("%d barriers of the team, want 3 (two loops' ends, the copies before the last loop):\n%s", n, b)
	}
}

// A reduction over an array or a section gets a private array of the
// section's length (a macro's value) from the identity, the item's name
// points the body's subscripts into it, and the elements are combined
// into the original's under the reduction lock.
func TestOrphanForArrayReduction(t *testing.T) {
	src := `#define NB 4
#pragma omp declare target
int h[NB];
void f(int *p, int n, int k) {
  #pragma omp for reduction(+: h) reduction(max: p[k:NB])
  for (int i = 0; i < n; i++) { h[i % NB]++; p[k + i % NB] = i; }
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	b := p.DeviceFuncs[0].Body
	for _, want := range []string{
		"const long long __omp_rl1 = (long long)(0); __typeof__(&(h)[0]) __omp_rb1 = &(h)[0] + __omp_rl1; __typeof__((h)[0]) __omp_rc1[4];",
		"__omp_rc1[__omp_rk] = (__typeof__((h)[0]))0; { __typeof__(&(h)[0]) h = __omp_rc1 - __omp_rl1;",
		"const long long __omp_rl2 = (long long)(k); __typeof__(&(p)[0]) __omp_rb2 = &(p)[0] + __omp_rl2; __typeof__((p)[0]) __omp_rc2[4];",
		"for (int __omp_rk = 0; __omp_rk < 4; __omp_rk++) __omp_rb2[__omp_rk] = __omp_redop_max()(__omp_rb2[__omp_rk], __omp_rc2[__omp_rk]);",
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
	// The inner copy (p) is combined and closed before the outer (h).
	if i, j := strings.Index(b, "__omp_rb2[__omp_rk] ="), strings.Index(b, "__omp_rb1[__omp_rk] ="); i < 0 || j < i {
		t.Errorf("the copies close out of order:\n%s", b)
	}
}

// A section of variable length gets its copy from the heap, freed after
// the combine; a section without a length runs to the array's end.
func TestOrphanForHeapReduction(t *testing.T) {
	src := `#pragma omp declare target
int h[6];
void f(long *p, int n, int k) {
  #pragma omp for reduction(+: p[k:n], h[2:])
  for (int i = 0; i < n; i++) { p[k + i] += i; h[2 + i % 4]++; }
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	b := p.DeviceFuncs[0].Body
	for _, want := range []string{
		"const long long __omp_rn1 = (long long)(n); __typeof__((p)[0]) *__omp_rc1 = (__typeof__((p)[0]) *)__omp_red_alloc(sizeof(__typeof__((p)[0])), __omp_rn1);",
		"for (long long __omp_rk = 0; __omp_rk < __omp_rn1; __omp_rk++) __omp_rc1[__omp_rk] = (__typeof__((p)[0]))0;",
		"__omp_critical_exit(&::__omp_crit_lock<'_', '_', 'o', 'm', 'p', '_', 'r', 'e', 'd', 'u', 'c', 't', 'i', 'o', 'n'>); free(__omp_rc1); }",
		"__typeof__((h)[0]) __omp_rc2[4];",
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
}

// collapse(2): one iteration space of the product of the levels' trip
// counts; each iteration gives the inner variable its value first (the
// innermost level varies fastest), and the braces between the levels
// give way with the headers.
func TestOrphanForCollapse(t *testing.T) {
	src := `#pragma omp declare target
void f(int *a, int n, int m) {
  #pragma omp for collapse(2)
  for (int i = 0; i < n; i++) {
    for (int j = m; j > 0; j--) { a[i * m + j - 1]++; }
  }
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	b := p.DeviceFuncs[0].Body
	for _, want := range []string{
		"{ int __omp_ws_lb0 = (0); const long long __omp_ws_step0 = (long long)(1); const unsigned long long __omp_ws_trip0 = ",
		"int __omp_ws_lb1 = (m); const long long __omp_ws_step1 = (long long)(-1);",
		"const unsigned long long __omp_ws_trip = __omp_trip_mul(__omp_ws_trip0, __omp_ws_trip1), __omp_ws_nt",
		"unsigned long long __omp_ws_r = __omp_ws_iv; int j = (int)((unsigned long long)(__omp_ws_lb1) + (unsigned long long)(__omp_divmod(&__omp_ws_r, __omp_ws_trip1)) * (unsigned long long)(__omp_ws_step1)); int i = (int)((unsigned long long)(__omp_ws_lb0) + (unsigned long long)(__omp_ws_r) * (unsigned long long)(__omp_ws_step0));",
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
	if strings.Count(b, "{") != strings.Count(b, "}") {
		t.Errorf("unbalanced braces:\n%s", b)
	}
}

// An orphaned loop with the ordered clause declares the team's ticket,
// reset between two barriers, and its ordered region waits for it and
// passes it on; a team of one takes none.
func TestOrphanForOrdered(t *testing.T) {
	src := `#pragma omp declare target
int c;
void f(int *a, int n) {
  #pragma omp for ordered schedule(static, 2)
  for (int i = 0; i < n; i++) {
    a[i] = i;
    #pragma omp ordered
    c++;
  }
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	b := p.DeviceFuncs[0].Body
	for _, want := range []string{
		"{ " + orphan.Ticket,
		orphan.OrderedBegin + "c++;" + orphan.OrderedEnd,
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
	if !strings.Contains(orphan.Ticket, "omp_get_num_threads() > 1 ? __omp_ws_ticket() : 0") {
		t.Errorf("a team of one takes a ticket: %s", orphan.Ticket)
	}
}

// A complex item's private copy starts from a device header identity and
// is combined with a functor on the parts: nvcc drops C's operators on
// complex values, the generic functors' a + b among them.
func TestOrphanForComplexReduction(t *testing.T) {
	src := `#pragma omp declare target
_Complex double z;
_Complex float w[4];
void f(const double *a, int n) {
  #pragma omp for reduction(+: z) reduction(*: w)
  for (int i = 0; i < n; i++) { z += a[i]; w[i % 4] *= 2.0f; }
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	b := p.DeviceFuncs[0].Body
	for _, want := range []string{
		"__typeof__(*__omp_ds1) z = __omp_cplx(0.0);",
		"*__omp_ds1 = __omp_redop_cadd()(*__omp_ds1, z);",
		"__omp_rc2[__omp_rk] = __omp_cplxf(1.0f);",
		"__omp_rb2[__omp_rk] = __omp_redop_cmul()(__omp_rb2[__omp_rk], __omp_rc2[__omp_rk]);",
	} {
		if !strings.Contains(b, want) {
			t.Errorf("body lacks %q:\n%s", want, b)
		}
	}
	for _, bad := range []string{"__omp_redop_add()", "__omp_redop_mul()", "(_Complex"} {
		if strings.Contains(b, bad) {
			t.Errorf("body has %q:\n%s", bad, b)
		}
	}
}

// WithoutSimd drops the simd leaf of a composite loop construct: its
// kind and the clauses only that leaf takes.
func TestWithoutSimd(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"for simd simdlen(4) safelen(8) aligned(a: 8) nontemporal(a) schedule(simd: static, 3) reduction(+: s)", "for schedule reduction"},
		{"for simd if(n > 2) lastprivate(x)", "for lastprivate"},
		{"for simd if(simd: n > 2) nowait", "for nowait"},
		{"parallel for simd if(parallel: n > 2) if(simd: n > 3) simdlen(2) num_threads(4)", "parallel for if num_threads"},
		{"parallel for simd if(n > 2)", "parallel for if"},
		{"for schedule(dynamic) collapse(2)", "for schedule collapse"},
		{"simd safelen(4)", "simd safelen"},
	} {
		src := "void f(int *a, int n, int s, int x) {\n#pragma omp " + c.in + "\nfor (int i = 0; i < n; i++) a[i] = i;\n}\n"
		u, _ := bindingtest.Parse(t, src, frontend.Options{SourceName: "u.c"})
		d, errs := directive.Parse(u.Pragmas[0].Toks)
		if errs.HasErrors() {
			t.Fatalf("%s: %v", c.in, errs)
		}
		w := orphan.WithoutSimd(d)
		got := []string{string(w.Kind)}
		for _, cl := range w.Clauses {
			got = append(got, cl.Name)
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%s: got %q, want %q", c.in, g, c.want)
		}
	}
}

// An orphaned 'for simd' is the caller's team's worksharing loop, as
// 'for' is: the kernel runs team threads and the loop ends with the
// team's barrier, its simd hints dropped.
func TestOrphanForSimd(t *testing.T) {
	src := `#pragma omp declare target
void g(int *a, int n) {
  #pragma omp for simd simdlen(4) aligned(a: 8)
  for (int i = 0; i < n; i++) a[i]++;
}
#pragma omp end declare target
void f(int *a, int n) {
  #pragma omp target parallel num_threads(8) map(tofrom: a[0:n])
  g(a, n);
}
`
	p := build(t, "s.c", src)
	if len(p.Kernels) != 1 || !p.Kernels[0].TeamThreads {
		t.Fatalf("want one kernel with team threads")
	}
	for _, f := range p.DeviceFuncs {
		if f.Name == "g" && (!strings.Contains(f.Body, "__omp_ws_nt = (unsigned long long)omp_get_num_threads()") || strings.Count(f.Body, devsync.FuncBarrier) != 1) {
			t.Errorf("not the team's worksharing loop:\n%s", f.Body)
		}
	}
}
