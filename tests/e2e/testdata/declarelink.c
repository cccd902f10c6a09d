/* declare target link: the device copy exists only while the variable is
 * mapped, and declare target functions reach it through the pointer the
 * runtime sets when it maps the variable. */
#include <stdio.h>

#define N 16
static int fails;
static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: got %g want %g\n", what, got, want);
    fails++;
  }
}

double tab[N];
int scale = 2;
struct cfg {
  int off;
  double w[3];
} conf = {5, {0.5, 1.5, 2.5}};
#pragma omp declare target link(tab, scale) link(conf)

#pragma omp declare target
static double at(int i) { return tab[i] * scale + conf.off; }
static void bump(int i) { tab[i] += conf.w[i % 3]; }
#pragma omp end declare target

int main(void) {
  for (int i = 0; i < N; i++)
    tab[i] = i;

  /* Referenced in the region without a clause: mapped tofrom, the scalar
   * too (a link variable is no firstprivate scalar). */
#pragma omp target
  {
    scale += 1;
    tab[1] = 100;
  }
  check("implicit scale", scale, 3);
  check("implicit tab[1]", tab[1], 100);
  tab[1] = 1;

  /* A loop over the mapped copy, calling functions that use the
   * variables through the device pointers. */
  double sum = 0;
#pragma omp target teams distribute parallel for map(tofrom: tab, conf, scale) reduction(+: sum)
  for (int i = 0; i < N; i++)
    sum += at(i);
  double want = 0;
  for (int i = 0; i < N; i++)
    want += tab[i] * scale + conf.off;
  check("sum", sum, want);

  /* Mapped by target data only: the region names none of them, the
   * functions find them. */
  double r = 0;
#pragma omp target data map(tofrom: tab[4:8]) map(to: scale, conf)
  {
#pragma omp target map(from: r)
    {
      bump(5);
      r = at(5) + at(11);
    }
  }
  check("bump", tab[5], 5 + 2.5);
  check("through target data", r, (5 + 2.5) * 3 + 5 + 11 * 3 + 5);

  /* enter data, update, exit data. */
#pragma omp target enter data map(to: tab, scale, conf)
  scale = 10;
#pragma omp target update to(scale)
#pragma omp target
  for (int i = 0; i < N; i++)
    tab[i] = at(i);
#pragma omp target update from(tab[0:4])
  for (int i = 0; i < 4; i++)
    check("update from", tab[i], (i == 1 ? 1 : i) * 10 + 5);
  check("not yet back", tab[6], 6);
#pragma omp target exit data map(from: tab) map(release: scale, conf)
  check("exit from", tab[6], 6 * 10 + 5);

  printf("tab[0..3] = %g %g %g %g, tab[15] = %g, scale = %d\n", tab[0], tab[1], tab[2], tab[3], tab[15], scale);
  if (fails) {
    printf("FAIL declarelink (%d)\n", fails);
    return 1;
  }
  printf("PASS declarelink\n");
  return 0;
}
