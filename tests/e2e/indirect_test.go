package e2e

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// In a unit with declare target indirect functions, a call in device
// code through the host address of a function that is not indirect
// stops the kernel with a message instead of jumping to an address the
// device does not hold; the host address of a static indirect function
// is translated first.
func TestIndirectUnknownAddressStops(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <stdio.h>
#pragma omp begin declare target indirect
static int sq(int v) { return v * v; }
#pragma omp end declare target
#pragma omp declare target
static int plain(int v) { return v + 1; }
#pragma omp end declare target
int main(void) {
  int (*f)(int) = sq;
  int r = 0;
#pragma omp target map(from: r)
  r = f(7);
  printf("indirect r=%d\n", r);
  f = plain;
#pragma omp target map(from: r)
  r = f(7);
  printf("plain r=%d\n", r);
  return 0;
}
`
	stdout, stderr, err := runSource(t, ts, "indirectstop", prog)
	if err == nil {
		t.Errorf("the program exited 0; stdout:\n%s", stdout)
	}
	if stdout != "indirect r=49\n" {
		t.Errorf("stdout %q, want only the call of the indirect function's line", stdout)
	}
	want := "error: call through a function pointer"
	if !strings.Contains(stderr, want) || !strings.Contains(stderr, "'declare target indirect'") {
		t.Errorf("stderr %q, want it to hold %q", stderr, want)
	}
}
