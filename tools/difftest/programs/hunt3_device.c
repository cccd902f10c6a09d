/* Written by hand for tools/difftest -file (docs/difftest.md): device selection: device() with the initial and default devices, omp_set_default_device, if(target:) and device() with side effects. */
#include <stdio.h>
#include <omp.h>
static int calls;
static int next_dev(void) { calls++; return omp_get_default_device(); }
static int cond(int v) { calls += 10; return v; }
int main(void) {
  int ok = 1;
  int nd = omp_get_num_devices();
  int init = omp_get_initial_device();
  int def = omp_get_default_device();
  printf("nd>0 %d init==nd %d def %d\n", nd > 0, init == nd, def);
  int on_host = -1, nd_in = -7;
#pragma omp target map(from: on_host, nd_in) device(def)
  { on_host = omp_is_initial_device(); nd_in = omp_get_num_devices(); }
  printf("default dev: initial %d nd_in %d\n", on_host, nd_in);
  ok &= on_host == 0;
#pragma omp target map(from: on_host) device(init)
  on_host = omp_is_initial_device();
  printf("initial dev: initial %d\n", on_host);
  ok &= on_host == 1;
#pragma omp target map(from: on_host) device(omp_get_initial_device())
  on_host = omp_is_initial_device();
  ok &= on_host == 1;
  omp_set_default_device(init);
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device();
  printf("after set_default(init): initial %d\n", on_host);
  ok &= on_host == 1;
  omp_set_default_device(0);
  calls = 0;
  int x = 0;
#pragma omp target map(tofrom: x) device(next_dev()) if(target: cond(1))
  { x = omp_is_initial_device() ? 100 : 1; }
  printf("x %d calls %d\n", x, calls);
  ok &= x == 1 && calls == 11;
  calls = 0;
#pragma omp target map(tofrom: x) if(target: cond(0)) device(next_dev())
  { x = omp_is_initial_device() ? 100 : 2; }
  printf("x %d calls %d\n", x, calls);
  ok &= x == 100 && calls == 11;
  int arr[10];
  for (int i = 0; i < 10; i++) arr[i] = i;
  int n = 3;
#pragma omp target teams distribute parallel for if(n++ > 2) map(tofrom: arr) device(n - 4)
  for (int i = 0; i < 10; i++) arr[i] += omp_is_initial_device() ? 1000 : 1;
  printf("n %d arr9 %d\n", n, arr[9]);
  ok &= n == 4 && arr[9] == 10;
  int t = 0;
#pragma omp target teams map(tofrom: t) num_teams(1) if(0)
  { t = omp_get_num_teams() + omp_is_initial_device() * 10; }
  printf("t %d\n", t);
  printf("%s hunt3_device\n", ok ? "PASS" : "FAIL");
  return 0;
}
