package atomics_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// TestAtomicHostOnly: atomic constructs outside target regions are host
// OpenMP: neither their clauses nor their statements are checked.
func TestAtomicHostOnly(t *testing.T) {
	src := `void f(int *a, long double *q) {
  #pragma omp atomic read write
  a[0] = a[1] + 2;
  #pragma omp atomic
  q[0] += 1;
}
`
	p := analysistest.Build(t, "host.c", src, analysis.Options{})
	if len(p.Kernels) != 0 {
		t.Fatalf("kernels: %d, want 0", len(p.Kernels))
	}
}

// TestAtomicLowering: each form becomes its helper call, with the
// hardware operation only where converting the operand first changes
// nothing, fences for memory orders, and no cleanups in the body.
func TestAtomicLowering(t *testing.T) {
	src := `enum { K = 3 };
void f(int *h, float *g, double *d, short *s, unsigned *u, int n) {
  #pragma omp target teams distribute parallel for map(tofrom: h[0:n], g[0:n], d[0:n], s[0:n], u[0:n])
  for (int i = 0; i < n; i++) {
    int v;
    #pragma omp atomic
    h[i % K]++;
    #pragma omp atomic
    g[0] += 1.5;
    #pragma omp atomic
    g[1] += 1.5f;
    #pragma omp atomic seq_cst
    d[0] -= g[i];
    #pragma omp atomic
    s[0] = K - s[0];
    #pragma omp atomic compare
    u[0] = u[0] < i ? i : u[0];
    #pragma omp atomic compare
    g[2] = g[2] > d[1] ? d[1] : g[2];
    #pragma omp atomic capture
    { v = h[1]; h[1] = K; }
    #pragma omp atomic capture
    { h[2] *= 2; v = h[2]; }
    #pragma omp atomic read acquire
    v = h[3];
    #pragma omp atomic write
    h[4] = v;
    #pragma omp atomic compare
    if (h[5] == v) { h[5] = K; }
    #pragma omp atomic compare
    h[7] = v == h[7] ? 2 * v : h[7];
    #pragma omp atomic compare capture
    { v = h[6]; if (h[6] > i) { h[6] = i; } }
    int r;
    #pragma omp atomic compare capture
    { r = h[8] == 0; if (r) { h[8] = i; } }
    #pragma omp atomic compare capture
    { r = v == h[9]; if (r) { h[9] = 1; } else { v = h[9]; } }
    #pragma omp atomic compare capture
    if (h[10] == 0) { h[10] = 1; } else { v = h[10]; }
    #pragma omp atomic compare capture
    { if (h[11] == 2) { h[11] = 3; } else { v = h[11]; } }
    #pragma omp atomic compare capture
    if (h[12] == 4) h[12] = 5; else v = h[12];
    #pragma omp atomic compare capture
    { r = h[13] == 6; if (r) h[13] = 7; else v = h[13]; }
    #pragma omp atomic compare capture
    if (8 == h[14]) { h[14] = 9; } else v = h[14];
    d[i] = d[i] + d[i];
  }
}
`
	p := analysistest.Build(t, "atomics.c", src, analysis.Options{})
	body := p.Kernels[0].Body
	for _, want := range []string{
		"(void)__omp_atomic_hw_add(&(h[i % (3)]), 1, 0);",
		"(void)__omp_atomic_update(&(g[0]), (1.5), __omp_aop_add(), 0);",
		"(void)__omp_atomic_hw_add(&(g[1]), (1.5f), 0);",
		"{ __omp_atomic_fence(); __omp_atomic_hw_sub(&(d[0]), (g[i]), 0); __omp_atomic_fence(); }",
		"(void)__omp_atomic_update(&(s[0]), ((3)), __omp_aop_rsub(), 0);",
		"(void)__omp_atomic_hw_max(&(u[0]), (i), 0);",
		"(void)__omp_atomic_update(&(g[2]), (d[1]), __omp_aop_min(), 0);",
		"(v) = __omp_atomic_xchg(&(h[1]), ((3)));",
		"(v) = __omp_atomic_update(&(h[2]), (2), __omp_aop_mul(), 1);",
		"{ (v) = __omp_atomic_read(&(h[3])); __omp_atomic_fence(); }",
		"(void)__omp_atomic_write(&(h[4]), (v));",
		"(void)__omp_atomic_cmpxchg(&(h[5]), (v), ((3)), 0);",
		"(void)__omp_atomic_cmpxchg(&(h[7]), (v), (2 * v), 0);",
		"(v) = __omp_atomic_hw_min(&(h[6]), (i), 0);",
		"(r) = __omp_atomic_cmpxchg_ok(&(h[8]), (0), (i));",
		"(r) = __omp_atomic_cmpxchg_else(&(h[9]), (v), (1), &(v));",
		"(void)__omp_atomic_cmpxchg_else(&(h[10]), (0), (1), &(v));",
		"(void)__omp_atomic_cmpxchg_else(&(h[11]), (2), (3), &(v));",
		"(void)__omp_atomic_cmpxchg_else(&(h[12]), (4), (5), &(v));",
		"(r) = __omp_atomic_cmpxchg_else(&(h[13]), (6), (7), &(v));",
		"(void)__omp_atomic_cmpxchg_else(&(h[14]), (8), (9), &(v));",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if n := len(p.Kernels[0].Cleanups); n != 0 {
		t.Errorf("cleanups applied to a body with atomics: %v", p.Kernels[0].Cleanups)
	}
}

// TestAtomicIsTheRegion: an atomic construct right after the target
// construct governs the whole region and is lowered too.
func TestAtomicIsTheRegion(t *testing.T) {
	src := `void f(int *x) {
  #pragma omp target teams map(tofrom: x[0:1])
  #pragma omp atomic
  x[0]++;
  #pragma omp target map(tofrom: x[0:1])
  #pragma omp teams
  #pragma omp atomic capture
  { int v; v = x[0]; x[0] += 2; }
}
`
	_, err := analysistest.TryBuild(t, "region.c", src, analysis.Options{})
	if err == nil || !strings.Contains(err.Error(), "8:3: error: the statement of '#pragma omp atomic capture'") {
		t.Errorf("Build: %v, want the capture block with a declaration refused", err)
	}
	p := analysistest.Build(t, "region.c", strings.Replace(src, "atomic capture\n  { int v; v = x[0]; x[0] += 2; }", "atomic update\n  x[0] += 2;", 1), analysis.Options{})
	if len(p.Kernels) != 2 {
		t.Fatalf("kernels: %d, want 2", len(p.Kernels))
	}
	for i, want := range []string{"(void)__omp_atomic_hw_add(&(x[0]), 1, 0);", "(void)__omp_atomic_hw_add(&(x[0]), (2), 0);"} {
		if !strings.Contains(p.Kernels[i].Body, want) {
			t.Errorf("kernel %d body %q lacks %q", i, p.Kernels[i].Body, want)
		}
	}
}

// TestAtomicPrivate: atomics on storage of one device thread (a local of
// the region, a reduction's or private clause's copy, a firstprivate
// scalar of a one-thread kernel, a parameter of a declare target
// function) run as written, between their fences; a firstprivate scalar
// of a kernel of many threads is refused.
func TestAtomicPrivate(t *testing.T) {
	src := `#pragma omp declare target
int g(int *p, int q) {
  #pragma omp atomic
  q += 1;
  #pragma omp atomic
  p[0] += q;
  return q;
}
#pragma omp end declare target
void f(int *a, int n, int fp) {
  long s = 0;
  int pr = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) private(pr) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    int loc = 0;
    #pragma omp atomic
    loc++;
    #pragma omp atomic seq_cst
    s += loc;
    #pragma omp atomic
    pr += 1;
    #pragma omp atomic
    a[0] += g(a, loc) + pr;
  }
  #pragma omp target
  {
    #pragma omp atomic
    fp += 1;
    a[1] = fp;
  }
}
`
	p := analysistest.Build(t, "private.c", src, analysis.Options{})
	body := p.Kernels[0].Body
	for _, want := range []string{"loc++;", "{ __omp_atomic_fence(); s += loc; __omp_atomic_fence(); }", "pr += 1;", "(void)__omp_atomic_hw_add(&(a[0]), (g(a, loc) + pr), 0);"} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if !strings.Contains(p.Kernels[1].Body, "fp += 1;") {
		t.Errorf("one-thread kernel body lacks 'fp += 1;':\n%s", p.Kernels[1].Body)
	}
	fn := p.DeviceFuncs[0].Body
	for _, want := range []string{"q += 1;", "(void)__omp_atomic_hw_add(&(p[0]), (q), 0);"} {
		if !strings.Contains(fn, want) {
			t.Errorf("device function lacks %q:\n%s", want, fn)
		}
	}
	_, err := analysistest.TryBuild(t, "private.c", strings.Replace(src, "#pragma omp target\n", "#pragma omp target teams num_teams(2)\n", 1), analysis.Options{})
	if err == nil || !strings.Contains(err.Error(), "on 'fp', which is firstprivate in the target region, is not supported yet") {
		t.Errorf("firstprivate in a kernel of two teams: %v", err)
	}
}

// TestAtomicPrivatizedLowering: a privatized addition calls the copy's
// helper with the copy, the array's first element and the count; a
// subtraction its own; the other atomics of the same kernel stay.
func TestAtomicPrivatizedLowering(t *testing.T) {
	src := `void f(const unsigned *k, unsigned long long *q, double *g, int n) {
  int h[32];
  long w[8];
  #pragma omp target teams distribute parallel for map(to: k[0:n]) map(tofrom: h, q[8:16], g[0:4], w)
  for (int i = 0; i < n; i++) {
    #pragma omp atomic
    h[k[i] % 32] += k[i];
    #pragma omp atomic
    --h[k[i] % 32];
    #pragma omp atomic update
    q[8 + k[i] % 16] = q[8 + k[i] % 16] + 2;
    #pragma omp atomic
    g[k[i] % 4] += 1.0;
    #pragma omp atomic
    w[k[i] % 8] += 1;
  }
}
`
	p := analysistest.Build(t, "priv.c", src, analysis.Options{})
	body := p.Kernels[0].Body
	for _, want := range []string{
		"(void)__omp_priv_add(&(h[k[i] % 32]), (k[i]), __omp_priv0, __omp_priv0_g, 32);",
		"(void)__omp_priv_sub(&(h[k[i] % 32]), 1, __omp_priv0, __omp_priv0_g, 32);",
		"(void)__omp_priv_add(&(q[8 + k[i] % 16]), (2), __omp_priv1, __omp_priv1_g, 16);",
		"(void)__omp_atomic_hw_add(&(g[k[i] % 4]), (1.0), 0);",
		// q's elements are of w's size: q may point into w.
		"(void)__omp_atomic_hw_add(&(w[k[i] % 8]), (1), 0);",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
}
