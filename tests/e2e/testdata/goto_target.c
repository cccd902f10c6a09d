/* goto in target regions: a search written with gotos in a target
   region's code, gotos that skip work in a combined loop's body, and a
   goto that leaves a nest of ordinary loops inside the body. Each
   result is checked against the same code run on the host. */
#include <stdio.h>

static int search(const int *a) {
  int k = 0, r;
again:
  if (a[k] == 9) goto found;
  k++;
  if (k < 32) goto again;
  r = -2;
  goto done;
found:
  r = k;
done:
  return r;
}

int main(void) {
  int a[32], h[32], n = 32, r = -1, cnt = 0, hcnt = 0;
  for (int i = 0; i < n; i++) a[i] = h[i] = (i * 7) % 11;
  #pragma omp target map(to: a) map(tofrom: r)
  {
    int k = 0;
  again:
    if (a[k] == 9) goto found;
    k++;
    if (k < 32) goto again;
    r = -2;
    goto done;
  found:
    r = k;
  done:;
  }
  printf("found %d\n", r);
  #pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < n; i++) {
    if (a[i] % 3 == 0) goto skip;
    a[i] = a[i] * 10 + 1;
  skip:
    a[i] += 1000;
  }
  for (int i = 0; i < n; i++) printf("%d ", a[i]);
  printf("\n");
  #pragma omp target teams distribute parallel for map(tofrom: a) reduction(+: cnt)
  for (int i = 0; i < n; i++) {
    int mine = 0;
    for (int j = 0; j < 10; j++) {
      for (int m = 0; m < 10; m++) {
        if (j * m > a[i] % 50) goto next;
        cnt++;
        mine++;
      }
    }
  next:
    a[i] = mine;
  }
  printf("cnt %d a[5] %d\n", cnt, a[5]);

  int ok = r == search(h);
  for (int i = 0; i < n; i++) {
    if (h[i] % 3 != 0) h[i] = h[i] * 10 + 1;
    h[i] += 1000;
    int mine = 0;
    for (int j = 0; j < 10; j++)
      for (int m = 0; m < 10; m++) {
        if (j * m > h[i] % 50) goto hnext;
        hcnt++;
        mine++;
      }
  hnext:
    ok = ok && a[i] == mine;
  }
  if (!ok || cnt != hcnt) {
    printf("FAIL goto_target\n");
    return 1;
  }
  printf("PASS goto_target\n");
  return 0;
}
