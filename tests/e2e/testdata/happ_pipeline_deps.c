/* A three-stage pipeline over chunks of a signal: the stages of each
 * chunk are target tasks (nowait) ordered by depend clauses on the
 * chunk's sections, the chunks overlap one another, and one taskwait
 * ends each batch.  Enter/exit data with depend move the chunks. */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
#define CH 512
#define NCH (N / CH)

#pragma omp declare target
static double window(int i, int n) { return (i < n / 2) ? (double)i / n : (double)(n - i) / n; }
#pragma omp end declare target

int main(void) {
  double *sig = malloc(sizeof(double) * N), *tmp = malloc(sizeof(double) * N);
  double *res = malloc(sizeof(double) * N);
  double part[NCH];
  for (int i = 0; i < N; i++) sig[i] = (double)((i * 37) % 101) - 50.0;
  for (int c = 0; c < NCH; c++) part[c] = 0.0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int c = 0; c < NCH; c++) {
      double *s = sig + c * CH, *t = tmp + c * CH, *r = res + c * CH;
#pragma omp target enter data map(to: s[0:CH]) map(alloc: t[0:CH], r[0:CH]) depend(out: s[0:CH]) nowait
#pragma omp target teams distribute parallel for depend(in: s[0:CH]) depend(out: t[0:CH]) nowait
      for (int i = 0; i < CH; i++) t[i] = s[i] * window(i, CH);
#pragma omp target teams distribute parallel for depend(in: t[0:CH]) depend(out: r[0:CH]) nowait
      for (int i = 0; i < CH; i++) {
        double a = t[i > 0 ? i - 1 : 0], b = t[i], d = t[i < CH - 1 ? i + 1 : CH - 1];
        r[i] = 0.25 * a + 0.5 * b + 0.25 * d;
      }
#pragma omp target exit data map(from: r[0:CH]) map(release: s[0:CH], t[0:CH]) depend(inout: r[0:CH]) nowait
#pragma omp task depend(in: r[0:CH]) firstprivate(c, r) shared(part)
      {
        double acc = 0;
        for (int i = 0; i < CH; i++) acc += r[i] * (i % 3);
        part[c] = acc;
      }
      if (c % 4 == 3) {
#pragma omp taskwait
      }
    }
  }
  double tot = 0;
  for (int c = 0; c < NCH; c++) tot += part[c];
  double rs = 0;
  for (int i = 0; i < N; i++) rs += res[i] * ((i % 5) + 1);
  printf("pipeline: total=%.6f weighted=%.6f res[1]=%.6f res[N-2]=%.6f\n", tot, rs, res[1], res[N - 2]);
  free(sig); free(tmp); free(res);
  printf("PASS happ_pipeline_deps\n");
  return 0;
}
