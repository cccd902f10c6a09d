package devsync_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
)

// In a generic region a critical construct in a loop body takes its
// name's lock; single, masked and master in the code thread 0 runs bind
// to a team of one; a barrier there needs no code, a flush between the
// region's statements is a fence; atomics on shared variables use the
// helpers, those on a thread's own variables run as written.
func TestGenericSync(t *testing.T) {
	src := `void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int count = 0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
      int mine = 0;
      #pragma omp critical(c1)
      count += a[i];
      #pragma omp atomic
      count++;
      #pragma omp atomic
      mine++;
      a[i] = mine;
    }
    #pragma omp barrier
    #pragma omp flush
    #pragma omp single nowait
    a[0] = count;
    #pragma omp masked filter(2)
    a[1] = 7;
    #pragma omp master
    { a[2] = 8; }
  }
}
`
	p := build(t, "s.c", src)
	k := p.Kernels[0]
	// Its loop's threads contend for a lock: real threads on the host
	// plugin.
	if k.Generic == nil || !k.TeamThreads {
		t.Fatalf("generic %v, team threads %v", k.Generic != nil, k.TeamThreads)
	}
	text := genericText(k)
	for _, want := range []string{
		"{ __omp_critical_enter(&::__omp_crit_lock<'c', '1'>); count += a[i]; __omp_critical_exit(&::__omp_crit_lock<'c', '1'>); }",
		"(void)__omp_atomic_hw_add(&(count), 1, 0);",
		"mine++;",
		"__omp_flush();",
		"{ if (threadIdx.x == 0) { a[0] = count; } }",
		"{ if ((int)threadIdx.x == (2)) { a[1] = 7; } }",
		"{ if ((int)threadIdx.x == (0)) { { a[2] = 8; } } }",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("generic text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "__omp_barrier") || strings.Contains(text, "atomic_hw_add(&(mine)") {
		t.Errorf("a barrier of a team of one or an atomic on a thread's own variable became device code:\n%s", text)
	}
}

// A target parallel region's barrier and single make its threads meet:
// the kernel runs its team's threads as real threads on the host plugin.
func TestTargetParallelSync(t *testing.T) {
	src := `void f(int *a) {
  #pragma omp target parallel num_threads(8) map(tofrom: a[0:8])
  {
    int t = a[0];
    #pragma omp barrier
    #pragma omp single
    a[1] = t;
  }
  #pragma omp target parallel num_threads(8) map(tofrom: a[0:8])
  {
    #pragma omp single nowait
    a[1] = 2;
    #pragma omp critical
    a[2]++;
  }
}
`
	p := build(t, "s.c", src)
	if len(p.Kernels) != 2 {
		t.Fatalf("%d kernels", len(p.Kernels))
	}
	k := p.Kernels[0]
	if !k.TeamThreads {
		t.Error("a region with barriers does not run real team threads")
	}
	for _, want := range []string{"__omp_barrier(); {", "{ if (threadIdx.x == 0) { a[1] = t; } __omp_barrier(); }"} {
		if !strings.Contains(k.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, k.Body)
		}
	}
	k = p.Kernels[1]
	if k.TeamThreads {
		t.Error("a region without barriers runs real team threads")
	}
	if !strings.Contains(k.Body, "{ if (threadIdx.x == 0) { a[1] = 2; } }") || !strings.Contains(k.Body, "__omp_critical_enter(&::__omp_crit_lock<>); a[2]++;") {
		t.Errorf("body:\n%s", k.Body)
	}
}

// Nested critical constructs on one statement take their locks outermost
// first and give them back in the reverse order; a flush before a
// critical construct comes before its lock.
func TestSyncOrder(t *testing.T) {
	src := `void f(int *a) {
  #pragma omp target map(tofrom: a[0:8])
  {
    #pragma omp flush
    #pragma omp critical(x)
    #pragma omp critical(y)
    a[0]++;
  }
}
`
	p := build(t, "s.c", src)
	body := p.Kernels[0].Body
	x, y := "&::__omp_crit_lock<'x'>", "&::__omp_crit_lock<'y'>"
	want := "__omp_flush(); { __omp_critical_enter(" + x + "); { __omp_critical_enter(" + y + "); a[0]++; __omp_critical_exit(" + y + "); } __omp_critical_exit(" + x + "); }"
	if !strings.Contains(body, want) {
		t.Errorf("body lacks\n%s\n:\n%s", want, body)
	}
}

// A declare target function may hold critical and flush.
func TestDeclareTargetCritical(t *testing.T) {
	src := `#pragma omp declare target
void g(int *c) {
  #pragma omp critical
  *c += 1;
  #pragma omp flush
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	if len(p.DeviceFuncs) != 1 {
		t.Fatalf("%d device functions", len(p.DeviceFuncs))
	}
	b := p.DeviceFuncs[0].Body
	if !strings.Contains(b, "{ __omp_critical_enter(&::__omp_crit_lock<>); *c += 1; __omp_critical_exit(&::__omp_crit_lock<>); }") || !strings.Contains(b, "__omp_flush(); }") {
		t.Errorf("body:\n%s", b)
	}
}

// copyprivate on a single in a declare target function: thread 0 runs
// the statement, then a team of more than one broadcasts each item (the
// copy's last barrier ends the single); a shared item is refused.
func TestOrphanSingleCopyprivate(t *testing.T) {
	src := `#pragma omp declare target
int g(int *a) {
  int x = 1, *p = 0;
  #pragma omp single copyprivate(x, p)
  { x = a[0]; p = a; }
  return x + p[1];
}
#pragma omp end declare target
`
	p := build(t, "s.c", src)
	if len(p.DeviceFuncs) != 1 {
		t.Fatalf("%d device functions", len(p.DeviceFuncs))
	}
	b := p.DeviceFuncs[0].Body
	want := "{ if (omp_get_thread_num() == 0) { { x = a[0]; p = a; } } if (omp_get_num_threads() > 1) { __omp_copyprivate(&x); __omp_copyprivate(&p); } }"
	if !strings.Contains(b, want) || strings.Contains(b, devsync.FuncBarrier) {
		t.Errorf("body lacks %q or keeps a second barrier:\n%s", want, b)
	}
}
