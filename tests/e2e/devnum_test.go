package e2e

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// omp_get_device_num() in a region is the device the host launched it on
// (the device clause, else the default device), omp_get_num_devices()
// and omp_get_initial_device() the host's device count. clang-19 on the
// host plugin answers with the host runtime's values (the initial
// device), so this is checked here rather than against its output.
func TestDeviceNumberInRegion(t *testing.T) {
	ts := offloadtools.Need(t)
	prog := `#include <omp.h>
#include <stdio.h>
#pragma omp declare target
static int where(void) { return omp_get_device_num() * 100 + omp_get_num_devices() * 10 + (omp_get_initial_device() == omp_get_num_devices()); }
#pragma omp end declare target
int main(void) {
  int nd = omp_get_num_devices(), bad = nd < 2;
  for (int k = 0; k < nd && k < 3; k++) {
    int d = -1, n = -1, w = -1;
#pragma omp target device(k) map(from: d, n, w)
    {
      d = omp_get_device_num();
      n = omp_get_num_devices();
      w = where();
    }
    bad += d != k || n != nd || w != k * 100 + nd * 10 + 1;
  }
  int dd = -1;
  omp_set_default_device(1);
#pragma omp target teams distribute parallel for num_teams(2) map(from: dd)
  for (int i = 0; i < 4; i++) if (i == 3) dd = omp_get_device_num();
  bad += dd != 1;
  printf("%s\n", bad ? "BAD" : "OK");
  return bad != 0;
}
`
	stdout, stderr, err := runSource(t, ts, "devnum", prog)
	if err != nil || stdout != "OK\n" {
		t.Errorf("%v; stdout %q, stderr:\n%s", err, stdout, stderr)
	}
}
