/* User-defined reductions in parallel regions of code: on the
 * worksharing loops of target parallel (one with nowait), and on a
 * parallel construct of code beside other code in a target region, whose
 * threads each reduce into their own copy. */
#include <stdio.h>
typedef struct { long sum; int count; } acc_t;
#pragma omp declare reduction(acc : acc_t : omp_out.sum += omp_in.sum, omp_out.count += omp_in.count)
#pragma omp declare reduction(lmax : long : omp_out = omp_in > omp_out ? omp_in : omp_out) initializer(omp_priv = -100000)
#define N 777
int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 31) % 97 - 40;
  acc_t s = {1, 1};
  long m = -5;
  #pragma omp target parallel num_threads(16) map(to: v) map(tofrom: s, m)
  {
    #pragma omp for reduction(acc: s)
    for (int i = 0; i < N; i++) if (v[i] > 0) { s.sum += v[i]; s.count++; }
    #pragma omp for reduction(lmax: m) nowait
    for (int i = 0; i < N; i++) if (v[i] > m) m = v[i];
  }
  acc_t t = {0, 0};
  long mm = 3;
  #pragma omp target map(to: v) map(tofrom: t, mm)
  {
    int k = 2;
    #pragma omp parallel reduction(acc: t) reduction(lmax: mm) num_threads(8)
    {
      #pragma omp for
      for (int i = 0; i < N; i += k) {
        #pragma omp atomic
        t.sum += v[i];
      }
      if (v[k] > mm) mm = v[k];
      t.count += 1;
    }
  }
  acc_t h = {1, 1}; long hm = -5; long hs = 0;
  for (int i = 0; i < N; i++) { if (v[i] > 0) { h.sum += v[i]; h.count++; } if (v[i] > hm) hm = v[i]; }
  for (int i = 0; i < N; i += 2) hs += v[i];
  printf("%ld %d %ld | %ld %d %ld\n", s.sum, s.count, m, t.sum, t.count, mm);
  int fails = s.sum != h.sum || s.count != h.count || m != hm || t.sum != hs || t.count < 1 || mm != (v[2] > 3 ? v[2] : 3);
  printf("%s udr_parallel\n", fails ? "FAIL" : "PASS");
  return fails;
}
