/* reduction and lastprivate on orphaned worksharing loops in declare
 * target functions: the reduction variables are shared in the calling
 * team (file-scope variables, a static local), each thread's copy starts
 * at the identity and is combined into the original at the loop's end,
 * which every thread then reads after the loop's barrier; the thread that
 * runs the last iteration writes the lastprivate values back. Integer
 * results, teams of 1, 3, 8 and 64 threads, several calls in a row; the
 * host computes every value a second way. */
#include <stdio.h>
#include <omp.h>
#define N 997
#define T 64

#pragma omp declare target
long sum;
int mx, mn, bits, prod, all, diff;
int lastv, lastw[2], acc = 7;
/* several reductions on one loop; every thread reads the results */
long add_up(const int *a, int n) {
#pragma omp for reduction(+: sum) reduction(max: mx) reduction(min: mn) reduction(^: bits) reduction(-: diff)
  for (int i = 0; i < n; i++) {
    sum += a[i];
    mx = a[i] > mx ? a[i] : mx;
    mn = a[i] < mn ? a[i] : mn;
    bits ^= a[i];
    diff -= 1;
  }
  return sum;
}
/* a static local reset by one thread, then reduced into */
int count_mult(const int *a, int n, int k) {
  static int cnt;
#pragma omp single
  cnt = 0;
#pragma omp for reduction(+: cnt) reduction(*: prod) reduction(&&: all) nowait
  for (int i = 0; i < n; i++) {
    if (a[i] % k == 0) cnt++;
    if (i < 5) prod *= 2;
    all = all && a[i] >= 0;
  }
#pragma omp barrier
  return cnt;
}
/* the last iteration's values */
int last_of(const int *a, int n) {
#pragma omp for lastprivate(lastv, lastw) schedule(static, 3)
  for (int i = 0; i < n; i++) {
    lastv = a[i] * 2 + i;
    lastw[0] = i;
    lastw[1] = -a[i];
  }
  return lastv;
}
/* a copy both firstprivate and lastprivate: from the original, back from
 * the thread of the last iteration (with chunks of 1, thread
 * (n - 1) % T, after its iterations i = n - 1 modulo T) */
int fold_last(int n) {
#pragma omp for firstprivate(acc) lastprivate(acc) schedule(static, 1)
  for (int i = 0; i < n; i++)
    acc += i;
  return acc;
}
#pragma omp end declare target

int main(void) {
  int fails = 0;
  int a[N];
  long seen[T];
  int cnts[T], lasts[T], folds[T];
  long want_sum = 0;
  int want_mx = -1000000, want_mn = 1000000, want_bits = 0, want_cnt = 0;
  for (int i = 0; i < N; i++) {
    a[i] = (i * 37) % 101 + (i % 5 == 0 ? 200 : 0);
    want_sum += a[i];
    want_mx = a[i] > want_mx ? a[i] : want_mx;
    want_mn = a[i] < want_mn ? a[i] : want_mn;
    want_bits ^= a[i];
    want_cnt += a[i] % 3 == 0;
  }
  const int teams[] = {1, 3, 8, T};
  for (unsigned ti = 0; ti < sizeof teams / sizeof teams[0]; ti++) {
    int nt = teams[ti];
    sum = 0, mx = -1000000, mn = 1000000, bits = 0, prod = 1, all = 1, diff = 5;
    lastv = lastw[0] = lastw[1] = -1, acc = 7;
#pragma omp target update to(sum, mx, mn, bits, prod, all, diff, lastv, lastw, acc)
#pragma omp target parallel num_threads(nt) map(to: a) map(from: seen, cnts, lasts, folds)
    {
      int t = omp_get_thread_num();
      add_up(a, N);
      seen[t] = add_up(a, N); /* two calls: twice the sums */
      cnts[t] = count_mult(a, N, 3) * 10;
#pragma omp barrier
      cnts[t] += count_mult(a, N, 3);
      lasts[t] = last_of(a, N);
      folds[t] = fold_last(N);
    }
#pragma omp target update from(sum, mx, mn, bits, prod, all, diff, lastv, lastw, acc)
    int want_acc = 7;
    for (int i = (N - 1) % nt; i < N; i += nt) want_acc += i;
    if (sum != 2 * want_sum || mx != want_mx || mn != want_mn || bits != 0 || prod != 1 << 10 || all != 1 || diff != 5 - 2 * N) {
      printf("threads %d: sum %ld mx %d mn %d bits %d prod %d all %d diff %d\n", nt, sum, mx, mn, bits, prod, all, diff);
      fails++;
    }
    if (lastv != a[N - 1] * 2 + N - 1 || lastw[0] != N - 1 || lastw[1] != -a[N - 1] || acc != want_acc) {
      printf("threads %d: lastprivate %d %d %d acc %d, want %d\n", nt, lastv, lastw[0], lastw[1], acc, want_acc);
      fails++;
    }
    for (int t = 0; t < nt; t++)
      if (seen[t] != 2 * want_sum || cnts[t] != 11 * want_cnt || lasts[t] != a[N - 1] * 2 + N - 1 || folds[t] != want_acc) {
        printf("threads %d: thread %d saw %ld %d %d %d\n", nt, t, seen[t], cnts[t], lasts[t], folds[t]);
        fails++;
      }
  }
  (void)want_bits;
  /* sequential target code: a team of one reduces every iteration */
  sum = 0, mx = -1000000, mn = 1000000, bits = 0, diff = 0, acc = 7;
#pragma omp target update to(sum, mx, mn, bits, diff, acc)
  long one = 0;
  int onelast = 0;
#pragma omp target map(to: a) map(from: one, onelast)
  {
    one = add_up(a, N);
    onelast = fold_last(4);
  }
#pragma omp target update from(mx, bits)
  if (one != want_sum || mx != want_mx || bits != want_bits || onelast != 7 + 0 + 1 + 2 + 3) {
    printf("target: sum %ld mx %d bits %d last %d\n", one, mx, bits, onelast);
    fails++;
  }
  printf("%s orphan_reduction\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
