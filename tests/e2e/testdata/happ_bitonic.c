/* Bitonic sort of 2^k keys with one kernel launch per stage (the stage
 * parameters are captured firstprivate implicitly), keys and payloads in
 * a struct array kept on the device by target data, and a check kernel
 * with an && reduction. */
#include <stdio.h>

#define LOGN 11
#define N (1 << LOGN)

typedef struct { unsigned key; int idx; } item_t;

int main(void) {
  static item_t a[N];
  for (int i = 0; i < N; i++) { a[i].key = (unsigned)((i * 2654435761u) >> 7) % 100000u; a[i].idx = i; }
  int ok = 1, launches = 0;
#pragma omp target data map(tofrom: a)
  {
    for (int k = 2; k <= N; k <<= 1)
      for (int j = k >> 1; j > 0; j >>= 1) {
        launches++;
#pragma omp target teams distribute parallel for
        for (int i = 0; i < N; i++) {
          int l = i ^ j;
          if (l > i) {
            int up = (i & k) == 0;
            item_t x = a[i], y = a[l];
            int swap = up ? (x.key > y.key || (x.key == y.key && x.idx > y.idx))
                          : (x.key < y.key || (x.key == y.key && x.idx < y.idx));
            if (swap) { a[i] = y; a[l] = x; }
          }
        }
      }
#pragma omp target teams distribute parallel for reduction(&&: ok)
    for (int i = 1; i < N; i++) ok = ok && (a[i - 1].key < a[i].key || (a[i - 1].key == a[i].key && a[i - 1].idx < a[i].idx));
  }
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) h = h * 1000003ULL + (unsigned long long)a[i].idx;
  printf("bitonic: launches=%d sorted=%d min=%u max=%u hash=%llu\n", launches, ok, a[0].key, a[N - 1].key, h);
  printf("PASS happ_bitonic\n");
  return 0;
}
