/* Fixture of the analysis test (never run). */
int a_kernel(int n, float *x);

int main(void) {
  float x[16] = {0};
  int n = 16;
#pragma omp target teams distribute parallel for map(tofrom: x)
  for (int i = 0; i < n; i++) x[i] = x[i] + 1.0f;
  return a_kernel(n, x);
}
