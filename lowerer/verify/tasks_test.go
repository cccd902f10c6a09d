package verify

import (
	"path/filepath"
	"strings"
	"testing"
)

// A nowait or depend region launches through __omp_offload_run_task,
// whose region position is not its last argument: verify must find those
// launch sites and still catch one that names another region's id.
func TestTargetTaskLaunchSites(t *testing.T) {
	dir := t.TempDir()
	src := `#include <stdio.h>
int main(void) {
  int a[8] = {0}, b[8] = {0};
  #pragma omp target map(tofrom: a) nowait depend(out: a)
  for (int i = 0; i < 8; i++) a[i] = i;
  #pragma omp target map(tofrom: b) depend(in: a)
  for (int i = 0; i < 8; i++) b[i] = 2 * i;
  #pragma omp taskwait
  printf("%d %d\n", a[7], b[7]);
  return 0;
}
`
	u := lowerSrc(t, filepath.Join(dir, "src"), "tasks", src)
	if n := strings.Count(read(t, u.host), "__omp_offload_run_task(&"); n != 2 {
		t.Fatalf("the host C launches %d regions through __omp_offload_run_task, want 2", n)
	}
	good := Inputs{Manifests: []string{u.manifest}, Hosts: []string{u.host}}
	for _, v := range runVerify(t, good) {
		t.Errorf("unexpected violation: %s", v)
	}

	k0, k1 := u.m.Kernels[0], u.m.Kernels[1]
	host := edit(t, u.host, filepath.Join(dir, "swap.host.c"), "__omp_offload_run_task(&"+k1.IDSymbol+",", "__omp_offload_run_task(&"+k0.IDSymbol+",")
	bad := good
	bad.Hosts = []string{host}
	found := false
	for _, v := range runVerify(t, bad) {
		if v.Class == HostPointerDrift && strings.Contains(v.Msg, k1.IDSymbol) {
			found = true
		}
	}
	if !found {
		t.Errorf("a target task launching %s for region %s: want host-pointer drift naming %s", k0.IDSymbol, k1.Stem, k1.IDSymbol)
	}
}
