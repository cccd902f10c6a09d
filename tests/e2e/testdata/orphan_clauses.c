/* Clauses of orphaned worksharing loops in declare target functions:
 * schedule(static, chunk) deals chunks round-robin to the calling team's
 * threads, private gives each thread its
 * own copy and leaves the original alone, firstprivate starts each
 * thread's copy from the original's value at the loop. Every iteration
 * records the thread that ran it and the copies' values there; the host
 * computes what each must be. Teams of 1, 3 and 8 threads. */
#include <stdio.h>
#include <omp.h>
#define N 101

#pragma omp declare target
void chunked(int *who, int n, int chunk) {
#pragma omp for schedule(static, chunk * 2 - chunk)
  for (int i = 0; i < n; i++)
    who[i] = omp_get_thread_num() + 1;
}
/* x and a are private: the originals keep their values */
int privates(int *out, int n) {
  int x = 5, a[3] = {1, 2, 3};
#pragma omp for private(x, a) nowait
  for (int i = 0; i < n; i++) {
    x = i * 2;
    a[i % 3] = x;
    out[i] = x + a[i % 3];
  }
  return x * 100 + a[0] + a[1] + a[2];
}
/* each thread's copies count its iterations, from the originals' values
 * (a firstprivate item must be shared in the team: file-scope here) */
int x = 40, a[2] = {0, 120}, base = 9;
int firsts(int *out, int *out2, int n, int chunk) {
#pragma omp for firstprivate(x, a) schedule(static, chunk)
  for (int i = 0; i < n; i++) {
    out[i] = x++;
    out2[i] = a[1];
    a[1] += 2;
  }
  return x + a[1];
}
int firsts_block(int *out, int n) {
#pragma omp for firstprivate(base) private(x)
  for (int i = 0; i < n; i++) {
    x = -1;
    out[i] = base++ + x;
  }
  return base - 9 + x - 40;
}
#pragma omp end declare target

int main(void) {
  int fails = 0;
  int who[N], out[N], out2[N], ret[8], ret2[8], ret3[8];
  const int chunks[] = {1, 3, 7, 1000};
  for (int nt = 1; nt <= 8; nt = nt == 1 ? 3 : nt + 5) {
    for (unsigned ci = 0; ci < sizeof chunks / sizeof chunks[0]; ci++) {
      int chunk = chunks[ci], c = chunk < 1 ? 1 : chunk;
      for (int i = 0; i < N; i++) who[i] = out[i] = out2[i] = 0;
#pragma omp target parallel num_threads(nt) map(tofrom: who, out, out2, ret, ret2)
      {
        chunked(who, N, chunk);
        ret[omp_get_thread_num()] = firsts(out, out2, N, chunk);
        ret2[omp_get_thread_num()] = omp_get_num_threads();
      }
      for (int t = 0; t < nt; t++)
        if (ret[t] != 40 + 120 || ret2[t] != nt) {
          printf("nt %d chunk %d: thread %d returned %d, team %d\n", nt, chunk, t, ret[t], ret2[t]);
          fails++;
        }
      for (int i = 0; i < N; i++) {
        int t = (i / c) % nt, k = (i / (c * nt)) * c + i % c;
        if (who[i] != t + 1 || out[i] != 40 + k || out2[i] != 120 + 2 * k) {
          printf("nt %d chunk %d: iteration %d ran on %d with %d %d, want %d with %d %d\n",
                 nt, chunk, i, who[i] - 1, out[i], out2[i], t, 40 + k, 120 + 2 * k);
          fails++;
          break;
        }
      }
    }
    for (int i = 0; i < N; i++) who[i] = out[i] = 0;
#pragma omp target parallel num_threads(nt) map(tofrom: who, out, ret, ret3)
    {
      ret[omp_get_thread_num()] = privates(who, N);
#pragma omp barrier
      ret3[omp_get_thread_num()] = firsts_block(out, N);
    }
    int b = (N + nt - 1) / nt;
    for (int t = 0; t < nt; t++)
      if (ret[t] != 5 * 100 + 6 || ret3[t] != 0) {
        printf("nt %d: thread %d originals %d %d\n", nt, t, ret[t], ret3[t]);
        fails++;
      }
    /* Without a schedule clause each thread gets one contiguous block
     * of about N/nt iterations; where the blocks end is the runtime's
     * choice (blocks of b, or sizes that differ by one). */
    int starts = 0;
    for (int i = 0; i < N; i++) {
      int first = i == 0 || out[i] != out[i - 1] + 1;
      starts += first;
      if (who[i] != 4 * i || (first && out[i] != 8) || out[i] - 8 > b - 1) {
        printf("nt %d: iteration %d gave %d %d, want %d and a block position\n", nt, i, who[i], out[i], 4 * i);
        fails++;
        break;
      }
    }
    if (starts > nt) {
      printf("nt %d: %d blocks\n", nt, starts);
      fails++;
    }
  }
  /* sequential target code: a team of one runs every chunk */
  for (int i = 0; i < N; i++) who[i] = 0;
#pragma omp target map(tofrom: who)
  chunked(who, N, 4);
  for (int i = 0; i < N; i++)
    if (who[i] != 1) {
      printf("target: iteration %d ran on %d\n", i, who[i] - 1);
      fails++;
      break;
    }
  printf(fails ? "FAIL orphan_clauses\n" : "PASS orphan_clauses\n");
  return fails != 0;
}
