int main(void) {
  int a = 1;
#pragma omp target map(tofrom: a)
  {
#pragma omp error message("this region " "must not be compiled")
    a += 1;
  }
  return a;
}
// expect: 5:9: error: this region must not be compiled
