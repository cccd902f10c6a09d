/* proc_bind on the parallel constructs of target regions: a device has no
 * places, so the clause changes no result; each form still runs its
 * threads and its iterations. */
#include <omp.h>
#include <stdio.h>

#define N 256

int main(void) {
  int failures = 0;
  int a[N];
#pragma omp target teams distribute parallel for proc_bind(spread) map(from: a)
  for (int i = 0; i < N; i++)
    a[i] = 3 * i;
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != 3 * i;
  printf("combined: bad=%d\n", bad);
  failures += bad != 0;

  int hits = 0, sum = 0;
#pragma omp target map(tofrom: hits, sum)
  {
#pragma omp parallel num_threads(4) proc_bind(close)
    {
#pragma omp atomic
      hits += 1;
#pragma omp for reduction(+: sum)
      for (int i = 0; i < N; i++)
        sum += i;
    }
  }
  printf("parallel region: hits=%d sum=%d\n", hits, sum);
  failures += hits != 4 || sum != N * (N - 1) / 2;

  int b[N];
#pragma omp target map(from: b)
  {
    int base = 7;
#pragma omp parallel for proc_bind(primary)
    for (int i = 0; i < N; i++)
      b[i] = base + i;
  }
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += b[i] != 7 + i;
  printf("generic loop: bad=%d\n", bad);
  failures += bad != 0;

  if (failures)
    return 1;
  printf("PASS procbind\n");
  return 0;
}
