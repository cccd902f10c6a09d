// want: 4:20: typedef 'r1' has a variable-length array type; declaring one in a target region is not supported yet in this form
void f(int n, double *a) {
  #pragma omp target map(tofrom: a[0:n])
  { typedef double r1[n], r2[n]; a[n - 1] = 1; }
}
int main(void) { double a[4]; f(4, a); return 0; }
