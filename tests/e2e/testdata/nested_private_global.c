/* private and firstprivate of declare target globals on constructs nested
 * in a target region: each thread works on its own copy (a firstprivate
 * one starting from the device copy's value), and the device copy and
 * the host's variable keep their values, on the device and in the host
 * fallback. */
#include <omp.h>
#include <stdio.h>

int k = 5, p = 50;
int out[16];
#pragma omp declare target to(k, p, out)

static int run(int dev) {
  int errors = 0, nthr = 0;
  for (int i = 0; i < 16; i++) out[i] = -1;
#pragma omp target update to(out)
#pragma omp target if(target: dev) map(from: nthr)
#pragma omp parallel firstprivate(k) num_threads(4)
  {
    k += omp_get_thread_num() + 1;
    out[omp_get_thread_num()] = k;
    if (omp_get_thread_num() == 0) nthr = omp_get_num_threads();
  }
#pragma omp target update from(out) if(dev)
  for (int t = 0; t < nthr; t++)
    if (out[t] != 5 + t + 1) { printf("firstprivate: thread %d saw %d\n", t, out[t]); errors++; }
#pragma omp target if(target: dev)
#pragma omp parallel for private(p) num_threads(4)
  for (int i = 0; i < 16; i++) { p = i * 2; out[i] = p + 1; }
#pragma omp target update from(out) if(dev)
  for (int i = 0; i < 16; i++)
    if (out[i] != i * 2 + 1) { printf("private: out[%d] = %d\n", i, out[i]); errors++; }
#pragma omp target if(target: dev)
#pragma omp teams distribute firstprivate(k) num_teams(2)
  for (int i = 0; i < 16; i++) { k += 0; out[i] = k * 10 + i; }
#pragma omp target update from(out) if(dev)
  for (int i = 0; i < 16; i++)
    if (out[i] != 50 + i) { printf("distribute firstprivate: out[%d] = %d\n", i, out[i]); errors++; }
  int dk = -1, dp = -1;
#pragma omp target if(target: dev) map(from: dk, dp)
  { dk = k; dp = p; }
  printf("[%d] device k %d p %d, host k %d p %d\n", dev, dk, dp, k, p);
  if (dk != 5 || dp != 50 || k != 5 || p != 50) errors++;
  return errors;
}

int main(void) {
  int errors = run(1) + run(0);
  printf("%s nested_private_global\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
