// want: 4:12: 't' has a variable-length array type; declaring one in a target region is not supported yet in this form
void f(int n, double *a) {
  #pragma omp target map(tofrom: a[0:n])
  { double t[n][2], u[n]; t[0][0] = a[0]; u[0] = 1; a[n - 1] = t[0][0] + u[0]; }
}
int main(void) { double a[4]; f(4, a); return 0; }
