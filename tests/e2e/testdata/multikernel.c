/* Three kernels, one of them launched from a host loop STEPS times: an
 * integer 1-D stencil whose result depends on every launch (each step adds
 * its step number), checked against the same computation done
 * sequentially on the host. */
#include <stdio.h>
#include <string.h>

#define N 513
#define STEPS 12
#define MOD 1000003LL

static void init_ref(long long *u, int n) {
  for (int i = 0; i < n; i++) u[i] = (long long)i * i % 97;
}

static void step_ref(const long long *u, long long *v, int n, int s) {
  for (int i = 0; i < n; i++) {
    long long l = i > 0 ? u[i - 1] : 0, r = i < n - 1 ? u[i + 1] : 0;
    v[i] = (l + 2 * u[i] + r + s * (i % 5)) % MOD;
  }
}

int main(void) {
  int n = N;
  long long u[N], v[N], ru[N], rv[N];
  long long weights[N];
  int launches = 0;

  /* Kernel 1: initialize on the device; u is written completely. */
#pragma omp target teams distribute parallel for map(from: u)
  for (int i = 0; i < N; i++) u[i] = (long long)i * i % 97;

  /* Kernel 2: one stencil step per launch, ping-ponging u and v. */
  for (int s = 1; s <= STEPS; s++) {
#pragma omp target teams distribute parallel for map(to: u) map(from: v) num_teams(7)
    for (int i = 0; i < n; i++) {
      long long l = i > 0 ? u[i - 1] : 0, r = i < n - 1 ? u[i + 1] : 0;
      v[i] = (l + 2 * u[i] + r + s * (i % 5)) % MOD;
    }
    memcpy(u, v, sizeof u);
    launches++;
  }

  /* Kernel 3: a weighted copy in a plain target region (one thread). */
#pragma omp target map(to: u) map(from: weights)
  {
    for (int i = 0; i < N; i++) weights[i] = u[i] * (i + 1) % MOD;
  }

  init_ref(ru, n);
  for (int s = 1; s <= STEPS; s++) {
    step_ref(ru, rv, n, s);
    memcpy(ru, rv, sizeof ru);
  }
  int bad = 0;
  long long sum = 0, wsum = 0;
  for (int i = 0; i < n; i++) {
    if (u[i] != ru[i] || weights[i] != ru[i] * (i + 1) % MOD) {
      if (bad < 5) printf("mismatch at %d: u=%lld want %lld, w=%lld\n", i, u[i], ru[i], weights[i]);
      bad++;
    }
    sum += u[i];
    wsum += weights[i];
  }
  printf("launches=%d\n", launches);
  printf("u[0]=%lld u[256]=%lld u[512]=%lld\n", u[0], u[256], u[512]);
  printf("sum=%lld wsum=%lld\n", sum, wsum);
  if (bad) {
    printf("FAIL multikernel: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS multikernel\n");
  return 0;
}
