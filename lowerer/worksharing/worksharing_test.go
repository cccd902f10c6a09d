package worksharing_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

const wsSrc = `#include <omp.h>
void f(double *a, int n, double s) {
  #pragma omp target parallel num_threads(8) map(tofrom: a[0:n], s)
  {
    int me = omp_get_thread_num();
    for (int r = 0; r < 2; r++) {
      #pragma omp for schedule(static, 4) nowait
      for (int i = 0; i < n; i++) a[i] += r;
    }
    #pragma omp barrier
    #pragma omp for reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i] * me;
  }
}
`

// A target parallel region with worksharing loops among its code plans
// its code as every thread runs it and each loop as a worksharing loop:
// no barrier before it, one after it unless nowait, its chunk evaluated
// on the device; the team runs as real threads on the host plugin.
func TestWorksharingRegion(t *testing.T) {
	p := analysistest.Build(t, "w.c", wsSrc, analysis.Options{})
	k := p.Kernels[0]
	if k.Generic == nil || !k.TeamThreads {
		t.Fatalf("generic %v team threads %v, want a generic plan run by real threads", k.Generic != nil, k.TeamThreads)
	}
	var text strings.Builder
	var nowait []bool
	for _, pc := range k.Generic.Pieces {
		if l := pc.Loop; l != nil {
			if !l.Worksharing {
				t.Errorf("loop %s is not a worksharing loop", l.Directive)
			}
			nowait = append(nowait, l.Nowait)
			if l.LoopPlan.ThreadChunk == "__omp_sched" && !strings.Contains(strings.Join(l.Outer, " "), "(long long)(4)") {
				t.Errorf("chunk not evaluated on the device: %q", l.Outer)
			}
			continue
		}
		text.WriteString(pc.Text + "\n")
	}
	if len(nowait) != 2 || !nowait[0] || nowait[1] {
		t.Errorf("nowait of the loops %v, want [true false]", nowait)
	}
	for _, want := range []string{"int me = omp_get_thread_num();", "for (int r = 0; r < 2; r++)", "__omp_barrier();"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the region's code lacks %q:\n%s", want, text.String())
		}
	}
	if strings.Contains(text.String(), "OMP_DEV_MASTER") {
		t.Errorf("every thread runs the code of a parallel region:\n%s", text.String())
	}
}

// A worksharing loop that only some threads reach is refused: its
// barrier would never complete.
func TestWorksharingDivergent(t *testing.T) {
	for _, src := range []string{
		"  int t = omp_get_thread_num();\n  int k = t * 2;\n  if (k > 1) {\n  #pragma omp for\n  for (int i = 0; i < n; i++) a[i] = 0;\n  }\n",
		"  int k = 0;\n  #pragma omp single\n  k = 1;\n  while (k) {\n  #pragma omp for\n  for (int i = 0; i < n; i++) a[i] = 0;\n  k = 0;\n  }\n",
	} {
		full := "#include <omp.h>\nvoid f(double *a, int n) {\n#pragma omp target parallel map(tofrom: a[0:n])\n{\n" + src + "}\n}\n"
		_, errs := analysistest.TryBuild(t, "d.c", full, analysis.Options{})
		if errs == nil || !strings.Contains(errs.Error(), "may differ between the threads") {
			t.Errorf("%s: errors %v, want the divergent loop refused", src, errs)
		}
	}
	viaFunc := "#include <omp.h>\nint who(void) { return omp_get_thread_num(); }\nint half(int v) { return v / 2; }\nvoid f(double *a, int n) {\n#pragma omp target parallel map(tofrom: a[0:n])\n{\n  if (who() < half(n)) {\n  #pragma omp for\n  for (int i = 0; i < n; i++) a[i] = 0;\n  }\n}\n}\n"
	if _, errs := analysistest.TryBuild(t, "w.c", viaFunc, analysis.Options{}); errs == nil || !strings.Contains(errs.Error(), "may differ between the threads") {
		t.Errorf("a condition that reads the thread number through a function: errors %v, want it refused", errs)
	}
	uniform := "#include <omp.h>\nint half(int v) { return v / 2; }\nvoid f(double *a, int n) {\n#pragma omp target parallel map(tofrom: a[0:n])\n{\n  int m = n / omp_get_num_threads();\n  if (m > half(2)) {\n  #pragma omp for\n  for (int i = 0; i < n; i++) a[i] = m;\n  }\n}\n}\n"
	if _, errs := analysistest.TryBuild(t, "u.c", uniform, analysis.Options{}); errs != nil {
		t.Errorf("a condition every thread computes alike is refused: %v", errs)
	}
}

// A parallel region of code beside other code in a target region is a
// piece of the generic plan that every thread runs between two barriers,
// at the parallel region's level, with its worksharing loops and its
// private copies; the host plugin runs the team as real threads.
func TestWorksharingInGenericRegion(t *testing.T) {
	src := `#include <omp.h>
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double base = a[0];
    #pragma omp parallel num_threads(4) firstprivate(base)
    {
      int me = omp_get_thread_num();
      base += me;
      #pragma omp for nowait
      for (int i = 1; i < n; i++) a[i] = base;
    }
    a[0] = base;
  }
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	k := p.Kernels[0]
	if k.Generic == nil || !k.TeamThreads || k.Launch.NumThreads != "4" {
		t.Fatalf("generic %v team threads %v threads %q, want a generic plan of 4 real threads", k.Generic != nil, k.TeamThreads, k.Launch.NumThreads)
	}
	var text strings.Builder
	blocks, loops := 0, 0
	for _, pc := range k.Generic.Pieces {
		switch {
		case pc.Block != 0:
			blocks += pc.Block * pc.Block
		case pc.Loop != nil:
			loops++
			if !pc.Loop.Worksharing || !pc.Loop.Nowait {
				t.Errorf("loop: worksharing %v nowait %v, want both", pc.Loop.Worksharing, pc.Loop.Nowait)
			}
		default:
			text.WriteString(pc.Text + "\n")
		}
	}
	if blocks != 2 || loops != 1 {
		t.Errorf("%d block marks and %d loops, want 2 and 1", blocks, loops)
	}
	body := text.String()
	for _, want := range []string{"OMP_DEV_PAR_BEGIN", "OMP_DEV_PAR_END", "int me = omp_get_thread_num();", "if (OMP_DEV_MASTER) {\na[0] = base;"} {
		if !strings.Contains(body, want) {
			t.Errorf("the plan lacks %q:\n%s", want, body)
		}
	}
	if strings.Index(body, "__omp_fp_base") < 0 {
		t.Errorf("no thread's copy of the firstprivate item:\n%s", body)
	}
}
