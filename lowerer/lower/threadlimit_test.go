package lower

import (
	"strings"
	"testing"
)

// threadLimitInput has target regions with thread_limit whose host
// fallback sets the limit (in an undeferred task, or on the teams line it
// keeps), one whose fallback gcc would not take in a task (a barrier
// outside a parallel region of its own), and one without the clause.
const threadLimitInput = `#include <omp.h>
int main(void) {
  int r[6], n = 2;
  #pragma omp target thread_limit(3) map(from: r[0:1])
  r[0] = omp_get_thread_limit();
  #pragma omp target parallel thread_limit(n + 1) map(from: r[1:1])
  { if (omp_get_thread_num() == 0) r[1] = omp_get_thread_limit(); }
  #pragma omp target thread_limit(4) map(from: r[2:1])
  #pragma omp teams num_teams(1)
  {
    #pragma omp parallel num_threads(1)
    r[2] = omp_get_thread_limit();
  }
  #pragma omp target thread_limit(5) map(from: r[3:1])
  {
    #pragma omp parallel num_threads(2)
    {
      #pragma omp barrier
      if (omp_get_thread_num() == 0) r[3] = omp_get_thread_limit();
    }
  }
  #pragma omp target thread_limit(6) map(from: r[4:1])
  {
    #pragma omp barrier
    r[4] = omp_get_thread_limit();
  }
  #pragma omp target map(from: r[5:1])
  r[5] = omp_get_thread_limit();
  return r[0];
}
`

func TestFallbackThreadLimit(t *testing.T) {
	_, res := lowerSource(t, "threadlimit.c", threadLimitInput)
	host := string(res.Host)
	// Regions 1, 2 and 4 run their fallback in the task; 3 gives the
	// clause to its teams line; 5 (a barrier the task would closely
	// nest) and 6 (no clause) run as they did.
	if n := strings.Count(host, "#pragma omp task if(0) default(shared)"); n != 3 {
		t.Errorf("%d fallbacks in a thread-limit task, want 3", n)
	}
	for _, want := range []string{
		"__omp_tlimit = (__INT64_TYPE__)(3);",
		// A clause that is not a constant: the value the launch
		// computed once.
		"__omp_tlv = (__INT64_TYPE__)(n + 1);",
		"__omp_tlimit = (__INT64_TYPE__)(__omp_tlv);",
		"__omp_tlimit = (__INT64_TYPE__)(5);",
		"#pragma omp teams num_teams(1) thread_limit(4)\n",
	} {
		if !strings.Contains(host, want) {
			t.Errorf("host output lacks %q", want)
		}
	}
	for _, bad := range []string{"(__INT64_TYPE__)(4);", "(__INT64_TYPE__)(6);"} {
		if strings.Contains(host, "__omp_tlimit = "+bad) {
			t.Errorf("host output has %q", "__omp_tlimit = "+bad)
		}
	}
	compileHostOpenMP(t, res.Host)
}
