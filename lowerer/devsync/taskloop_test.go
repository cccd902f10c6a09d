package devsync_test

import (
	"strings"
	"testing"
)

// A taskloop's nest runs twice (count, then run), its tasks' copies in
// storage before the nest bound by references in the innermost body;
// the split's kind, strict modifier and expression go to
// __omp_taskloop_split; reductions and lastprivate where a task ends.
func TestTaskloopLowering(t *testing.T) {
	src := `void f(int *a, int n, int g) {
  int s = 0, l = 0;
  #pragma omp target map(tofrom: a[0:64], s, l) firstprivate(g)
  {
    #pragma omp taskloop grainsize(strict: g) reduction(+: s) lastprivate(l) collapse(2)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < i; j++) {
        if (j == 2) continue;
        s += a[i * 8 + j];
        l = j;
      }
    #pragma omp masked taskloop simd filter(0) num_tasks(3) shared(a)
    for (int i = 0; i < 8; i++) a[i] = i;
  }
}
`
	p := build(t, "tl.c", src)
	if len(p.Kernels) != 1 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	body := p.Kernels[0].Body
	for _, want := range []string{
		"__omp_taskloop_split(__omp_tl1_n, 1, 1, (long long)((g)), &__omp_tl1_g, &__omp_tl1_x);",
		"if (__omp_tl1_p == 0) { ++__omp_tl1_n; continue; }",
		"*(__typeof__(*__omp_ds2) *)__omp_dc2 = (__typeof__(*__omp_ds2))0;",
		"__typeof__(*__omp_ds2) &s = *(__typeof__(*__omp_ds2) *)__omp_dc2;",
		"do { {",
		"} while (0); } if (++__omp_tl1_k == __omp_tl1_e) {",
		"*__omp_ds2 = __omp_redop_add()(*__omp_ds2, *(__typeof__(*__omp_ds2) *)__omp_dc2);",
		"if (__omp_tl1_k == __omp_tl1_n) { memcpy((void *)__omp_ds3, (const void *)__omp_dc3,",
		"{ if ((int)threadIdx.x == (0)) { ",
		", 2, 0, (long long)(3),",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
}
