package devsync_test

import (
	"strings"
	"testing"
)

// Sections: in a target parallel region section i runs on thread i
// modulo the team's size and the team meets after them (real threads on
// the host plugin); in a plain target region they run in order. Private
// copies shadow the variables in a block around the construct.
func TestSectionsLowering(t *testing.T) {
	src := `void f(int *a, int n) {
  int r = 0, l = 0;
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:8], r, l)
  {
    #pragma omp sections reduction(+: r) lastprivate(l)
    {
      #pragma omp section
      { r += a[0]; l = 1; }
      #pragma omp section
      { r += a[1]; l = 2; }
    }
  }
  #pragma omp target map(tofrom: a[0:8])
  {
    #pragma omp sections private(n) nowait
    {
      n = 3;
      #pragma omp section
      a[1] = 2;
    }
  }
}
`
	p := build(t, "s.c", src)
	if len(p.Kernels) != 2 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	k := p.Kernels[0]
	if !k.TeamThreads {
		t.Error("sections without nowait do not make the team meet")
	}
	for _, want := range []string{
		"if (0u % blockDim.x == threadIdx.x) { { r += a[0]; l = 1; } }",
		"if (1u % blockDim.x == threadIdx.x) { { r += a[1]; l = 2; } *__omp_ds2 = l; }",
		"__typeof__(*__omp_ds1) r = (__typeof__(*__omp_ds1))0;",
		"*__omp_ds1 = __omp_redop_add()(*__omp_ds1, r);",
		"} __omp_barrier(); }",
	} {
		if !strings.Contains(k.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, k.Body)
		}
	}
	k = p.Kernels[1]
	if k.TeamThreads || strings.Contains(k.Body, "blockDim") || strings.Contains(k.Body, "__omp_barrier") {
		t.Errorf("sections in a team of one:\n%s", k.Body)
	}
	if !strings.Contains(k.Body, "{ { { __typeof__(n) n; {\n{ n = 3; }\n{ a[1] = 2; }\n} } } }") {
		t.Errorf("private sections in order:\n%s", k.Body)
	}
}

// A task runs where it stands, on copies of the variables that are
// firstprivate in it: in a plain target region every variable of
// automatic storage, in a target parallel region those declared in the
// region (mapped ones are shared).
func TestTaskLowering(t *testing.T) {
	src := `int g;
void f(int *a, int x) {
  #pragma omp target map(tofrom: a[0:8])
  {
    int loc = 1;
    #pragma omp task
    { loc++; x++; g++; a[0] = loc + x; }
    #pragma omp taskwait
  }
  int m = 0;
  #pragma omp target parallel map(tofrom: m)
  {
    int loc = 2;
    #pragma omp task shared(loc)
    { loc++; m++; }
    #pragma omp task
    { loc++; m++; }
  }
}
`
	p := build(t, "t.c", src)
	if len(p.Kernels) != 2 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	b := p.Kernels[0].Body
	for _, want := range []string{"__typeof__(*__omp_ds1) loc = *__omp_ds1;", "__typeof__(*__omp_ds2) x = *__omp_ds2;", "__typeof__(*__omp_ds3) a = *__omp_ds3;"} {
		if !strings.Contains(b, want) {
			t.Errorf("plain region's task lacks %q:\n%s", want, b)
		}
	}
	if strings.Contains(b, "__typeof__(g)") {
		t.Errorf("a global is copied:\n%s", b)
	}
	b = p.Kernels[1].Body
	if strings.Contains(b, "__typeof__(m)") || strings.Count(b, "__typeof__(loc)") != 1 {
		t.Errorf("target parallel tasks:\n%s", b)
	}
}

// single copyprivate broadcasts thread 0's values after its statement;
// the ordered clause gives a target parallel for loop a ticket and the
// blocked static schedule.
func TestCopyprivateAndOrdered(t *testing.T) {
	src := `void f(int *a, int n) {
  #pragma omp target parallel num_threads(4) map(tofrom: a[0:8])
  {
    int v;
    #pragma omp single copyprivate(v)
    v = a[0];
    a[1 + v] = v;
  }
  #pragma omp target parallel for ordered map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = i;
    #pragma omp ordered
    a[0] += i;
  }
}
`
	p := build(t, "c.c", src)
	if len(p.Kernels) != 2 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	k := p.Kernels[0]
	if !k.TeamThreads || !strings.Contains(k.Body, "{ if (threadIdx.x == 0) { v = a[0]; } __omp_copyprivate(&v); __omp_barrier(); }") {
		t.Errorf("copyprivate (team threads %v):\n%s", k.TeamThreads, k.Body)
	}
	k = p.Kernels[1]
	if !k.LoopPlan.Ordered || k.LoopPlan.ThreadChunk == "1ULL" || !strings.Contains(k.Body, "{ __omp_ordered_begin(&__omp_ord, __omp_iv); a[0] += i; __omp_ordered_end(&__omp_ord, __omp_iv); }") {
		t.Errorf("ordered loop (path %s chunk %s):\n%s", k.LoopPlan.Path, k.LoopPlan.ThreadChunk, k.Body)
	}
}
