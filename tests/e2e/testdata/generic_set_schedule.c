/* omp_set_schedule in a target region: omp_get_schedule returns what it
 * set (chunks below 1 as the runtime keeps them), and the
 * schedule(runtime) loops after it, parallel loops and worksharing loops
 * of a parallel region, deal their iterations as it says: each thread's
 * iterations show which schedule ran. */
#include <stdio.h>
#include <omp.h>

#define N 16

int main(void) {
  int got[10], a[N], b[N], c[N], d[N], hits[N];
  for (int i = 0; i < N; i++) hits[i] = 0;
  #pragma omp target map(from: got, a, b, c, d) map(tofrom: hits)
  {
    omp_sched_t k;
    int ch;
    omp_get_schedule(&k, &ch);
    got[0] = (int)k; got[1] = ch;
    /* run-sched-var's default: static blocks */
    #pragma omp parallel for schedule(runtime) num_threads(4)
    for (int i = 0; i < N; i++) a[i] = omp_get_thread_num();
    omp_set_schedule(omp_sched_static, 3);
    omp_get_schedule(&k, &ch);
    got[2] = (int)k; got[3] = ch;
    #pragma omp parallel for schedule(runtime) num_threads(4)
    for (int i = 0; i < N; i++) b[i] = omp_get_thread_num();
    omp_set_schedule(omp_sched_dynamic, 0);
    omp_get_schedule(&k, &ch);
    got[4] = (int)k; got[5] = ch;
    #pragma omp parallel num_threads(4)
    {
      omp_sched_t k2;
      int ch2;
      omp_get_schedule(&k2, &ch2);
      if (omp_get_thread_num() == 3) { got[6] = (int)k2; got[7] = ch2; }
      /* dynamic: which thread takes which chunk varies, every
       * iteration runs once */
      #pragma omp for schedule(runtime)
      for (int i = 0; i < N; i++) {
        #pragma omp atomic
        hits[i]++;
      }
    }
    omp_set_schedule(omp_sched_static, 0);
    #pragma omp parallel num_threads(4)
    {
      #pragma omp for schedule(runtime)
      for (int i = 0; i < N; i++) c[i] = omp_get_thread_num();
    }
    omp_set_schedule(omp_sched_guided, 5);
    omp_get_schedule(&k, &ch);
    got[8] = (int)k; got[9] = ch;
    #pragma omp parallel for schedule(runtime) num_threads(1)
    for (int i = 0; i < N; i++) d[i] = omp_get_thread_num() + 1;
  }
  int fails = 0;
  printf("schedules:");
  for (int i = 0; i < 10; i++) printf(" %d", got[i]);
  printf("\na:");
  for (int i = 0; i < N; i++) printf(" %d", a[i]);
  printf("\nb:");
  for (int i = 0; i < N; i++) printf(" %d", b[i]);
  printf("\nc:");
  for (int i = 0; i < N; i++) printf(" %d", c[i]);
  printf("\nhits:");
  for (int i = 0; i < N; i++) printf(" %d", hits[i]);
  printf("\n");
  for (int i = 0; i < N; i++)
    fails += a[i] != i / 4 || b[i] != (i / 3) % 4 || c[i] != i / 4 || hits[i] != 1 || d[i] != 1;
  fails += got[0] != 1 || got[1] != 0 || got[2] != 1 || got[3] != 3 || got[4] != 2 || got[5] != 1;
  fails += got[6] != 2 || got[7] != 1 || got[8] != 3 || got[9] != 5;
  printf("%s generic_set_schedule\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
