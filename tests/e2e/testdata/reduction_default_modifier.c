#include <stdio.h>
int main(void){ int s=0, t=0, u=0, a[100];
for (int i=0;i<100;i++) a[i]=i;
#pragma omp target teams distribute parallel for reduction(default, +: s) map(tofrom: s) map(to: a)
for (int i=0;i<100;i++) s += a[i];
#pragma omp target map(tofrom: t, u) map(to: a)
{
  #pragma omp parallel for reduction(default, max: t)
  for (int i=0;i<100;i++) if (a[i] > t) t = a[i];
  #pragma omp parallel
  {
    #pragma omp sections reduction(default, +: u)
    {
      #pragma omp section
      u += 1;
      #pragma omp section
      u += 2;
    }
  }
}
/* The default modifier is the reduction without one. */
int ok = s == 4950 && t == 99 && u == 3;
printf("%d %d %d\n", s, t, u);
printf("%s reduction_default_modifier\n", ok ? "PASS" : "FAIL");
return !ok;
}
