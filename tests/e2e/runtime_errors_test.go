package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// A collapsed nest whose iteration count does not fit in 64 bits is
// refused at run time: the message goes to stderr (stdout holds only
// what the program printed) and the program exits non-zero.
func TestCollapseOverflowFailsOnStderr(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <stdio.h>
int main(void) {
  unsigned long long n = 1ULL << 33, count = 0;
  printf("before\n");
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: count)
  for (unsigned long long i = 0; i < n; i++)
    for (unsigned long long j = 0; j < n; j++)
      if (i == 0 && j == 0) count++;
  printf("after count=%llu\n", count);
  return 0;
}
`
	stdout, stderr, err := runSource(t, ts, "overflow", prog)
	if err == nil {
		t.Errorf("the program exited 0; stdout:\n%s", stdout)
	}
	if stdout != "before\n" {
		t.Errorf("stdout %q, want only the program's own line before the region", stdout)
	}
	want := "overflow.c:5:9: error: the collapsed iteration space has 2^64-1 or more iterations\n"
	if !strings.HasSuffix(stderr, want) {
		t.Errorf("stderr %q, want it to end with %q", stderr, want)
	}
}

// defaultmap(present: ...) checks at run time that the variables it
// covers are present: an absent one stops the program, as map(present:)
// does, before the kernel runs.
func TestDefaultmapPresentAbsentStops(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <stdio.h>
int main(void) {
  int a[4] = {1, 2, 3, 4};
  printf("before\n");
  fflush(stdout);
#pragma omp target defaultmap(present: aggregate)
  { a[0] = 9; }
  printf("after %d\n", a[0]);
  return 0;
}
`
	stdout, stderr, err := runSource(t, ts, "dmpresent", prog)
	if err == nil {
		t.Errorf("the program exited 0; stdout:\n%s", stdout)
	}
	if stdout != "before\n" {
		t.Errorf("stdout %q, want only the line before the region", stdout)
	}
	if want := "dmpresent.c:6:9: error: map entry 2 has the 'present' modifier but is not present"; !strings.Contains(stderr, want) {
		t.Errorf("stderr %q, want it to contain %q", stderr, want)
	}
}

// runSource builds the program prog as NAME.c and runs it with
// OMP_TARGET_OFFLOAD=MANDATORY: its stdout, stderr and exit error.
func runSource(t *testing.T, ts offloadtools.Tools, name, prog string) (stdout, stderr string, err error) {
	t.Helper()
	src := filepath.Join(t.TempDir(), name+".c")
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	b := buildSource(t, ts, src, name, false)
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, b.exe)
	cmd.Env = append(os.Environ(), "OMP_TARGET_OFFLOAD=MANDATORY")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err = cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("timed out; stdout:\n%s", out.String())
	}
	return out.String(), errOut.String(), err
}

// An array reduction's section with bounds known only at the launch must
// lie in the array: the launch refuses one that does not, before the
// kernel would reduce into elements outside it.
func TestReductionSectionOutsideArrayFails(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <stdio.h>
int main(int argc, char **argv) {
  (void)argv;
  int h[4] = {0, 0, 0, 0}, lo = argc + 1, n = 3;
  printf("before\n");
  fflush(stdout);
#pragma omp target teams distribute parallel for reduction(+: h[lo:n])
  for (int i = 0; i < 10; i++) h[lo] += 1;
  printf("after %d\n", h[2]);
  return 0;
}
`
	stdout, stderr, err := runSource(t, ts, "redsection", prog)
	if err == nil {
		t.Errorf("the program exited 0; stdout:\n%s", stdout)
	}
	if stdout != "before\n" {
		t.Errorf("stdout %q, want only the program's own line before the region", stdout)
	}
	want := "redsection.c:7:9: error: the array section h[lo:n] of the reduction lies outside the array of 4 elements\n"
	if !strings.HasSuffix(stderr, want) {
		t.Errorf("stderr %q, want it to end with %q", stderr, want)
	}
}

// exit(n) and abort() in device code end the program as clang-19's host
// offloading does on the host plugin: exit with the status n (what the
// program printed before flushed), abort with SIGABRT (and, stdout being
// a pipe, what it printed lost); what device code writes to stderr
// reaches stderr.
func TestDeviceExitAndAbort(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <stdio.h>
#include <stdlib.h>
#pragma omp declare target
static void stop(int code) {
  fprintf(stderr, "stopping with %d\n", code);
  if (code == 0)
    abort();
  exit(code);
}
#pragma omp end declare target
int main(int argc, char **argv) {
  (void)argv;
  int code = argc == 1 ? CODE : 1;
  printf("before\n");
#pragma omp target map(to: code)
  stop(code);
  printf("after\n");
  return 0;
}
`
	for _, tc := range []struct {
		code, stdout string
		status       int
	}{{"3", "before\n", 3}, {"0", "", -1}} {
		stdout, stderr, err := runSource(t, ts, "devexit"+tc.code, strings.Replace(prog, "CODE", tc.code, 1))
		ee, ok := err.(*exec.ExitError)
		switch {
		case !ok:
			t.Errorf("exit(%s): %v, want the program to stop", tc.code, err)
			continue
		case tc.status >= 0 && ee.ExitCode() != tc.status:
			t.Errorf("exit(%s): exit status %d, want %d", tc.code, ee.ExitCode(), tc.status)
		case tc.status < 0 && (ee.ExitCode() != -1 || !strings.Contains(ee.String(), "aborted")):
			t.Errorf("abort(): %v, want SIGABRT", ee)
		}
		if stdout != tc.stdout {
			t.Errorf("code %s: stdout %q, want %q", tc.code, stdout, tc.stdout)
		}
		if want := "stopping with " + tc.code + "\n"; !strings.Contains(stderr, want) {
			t.Errorf("code %s: stderr %q, want it to hold %q", tc.code, stderr, want)
		}
	}
}

// A reduction over rows of a variable-length array must take whole rows:
// an inner section shorter than the row is refused at the launch, before
// the kernel would reduce elements the section leaves out.
func TestVLAReductionPartialRowsFail(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <stdio.h>
int main(int argc, char **argv) {
  (void)argv;
  int n = 4, m = 3 + argc;
  double g[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) g[i][j] = 0;
  printf("before\n");
  fflush(stdout);
#pragma omp target teams distribute parallel for reduction(+: g[0:n][0:m - 1])
  for (int i = 0; i < n; i++) g[i][0] += 1;
  printf("after %g\n", g[0][0]);
  return 0;
}
`
	stdout, stderr, err := runSource(t, ts, "vlarows", prog)
	if err == nil {
		t.Errorf("the program exited 0; stdout:\n%s", stdout)
	}
	if stdout != "before\n" {
		t.Errorf("stdout %q, want only the program's own line before the region", stdout)
	}
	want := "vlarows.c:10:9: error: the array section g[0:n][0:m - 1] of the reduction is not contiguous: its dimension 2 must take whole rows\n"
	if !strings.HasSuffix(stderr, want) {
		t.Errorf("stderr %q, want it to end with %q", stderr, want)
	}
}
