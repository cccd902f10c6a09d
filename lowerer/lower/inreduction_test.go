package lower

import (
	"strings"
	"testing"
)

// A target task in a task reduction is one undeferred host task whose
// other variables are shared, with nowait too (its launch waits for the
// dependences and does not defer).
func TestTargetInReductionNowait(t *testing.T) {
	src := `void f(int *out) {
  int s = 0, a[4] = {1, 2, 3, 4};
  #pragma omp taskgroup task_reduction(+: s)
  {
    #pragma omp target in_reduction(+: s) map(tofrom: a) depend(out: a[0]) nowait
    { s += a[1]; a[0] = 9; }
    #pragma omp target in_reduction(+: s) map(to: a)
    s += a[2];
  }
  out[0] = s + a[0];
}
`
	_, res := lowerSource(t, "inred.c", src)
	host := string(res.Host)
	if n := strings.Count(host, "#pragma omp task if(0) default(shared) in_reduction(+: s)\n"); n != 2 {
		t.Errorf("%d undeferred shared tasks in the reduction, want 2:\n%s", n, host)
	}
	if want := `"inred.c:5:13", 0, 1, __omp_deps, 0, 0)`; !strings.Contains(host, want) {
		t.Errorf("the nowait launch is not an undeferred target task with its dependence (%q):\n%s", want, host)
	}
	compileHostOpenMP(t, res.Host)
}
