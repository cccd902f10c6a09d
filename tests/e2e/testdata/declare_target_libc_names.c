/* A declare target variable whose name the C library also exports
 * (`step` is a glibc function). On the host
 * plugin the device image is a shared object loaded into a process that
 * already holds those libraries: the image's code must read its own
 * variables, not the library's symbols of the same name. Each value is
 * written on the host, updated to the device, changed there by functions
 * that read and write the variables, and read back. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
int step = 3;
long total = 40;
double scale = 0.5;
int stepped(int n) { return n + step; }
void advance(int k) {
  total += (long)k * step;
  scale *= 2.0;
}
#pragma omp end declare target

int main(void) {
  int s[3] = {0, 0, 0};
  long seen = 0;
#pragma omp target map(tofrom: s, seen)
  {
    s[1] = stepped(4);
#pragma omp parallel num_threads(4)
    {
      if (omp_get_thread_num() == 0) s[0] = omp_get_num_threads();
    }
    seen = total;
  }
  printf("threads=%d stepped=%d total_seen=%ld\n", s[0], s[1], seen);

  step = 7;
  total = 100;
  scale = 1.25;
#pragma omp target update to(step, total, scale)
#pragma omp target teams distribute parallel for num_teams(2) reduction(+: s[2])
  for (int i = 0; i < 10; i++) s[2] += stepped(i);
#pragma omp target
  advance(5);
#pragma omp target update from(total, scale)
  printf("sum=%d total=%ld scale=%g\n", s[2], total, scale);

  int ok = s[0] == 4 && s[1] == 7 && seen == 40 && s[2] == 45 + 70 && total == 135 && scale == 2.5;
  printf("%s declare_target_libc_names\n", ok ? "PASS" : "FAIL");
  return !ok;
}
