#pragma omp declare target
int f(int x) {
  if (x)
    goto out;
  int y = 2;
out:
  return x;
}
#pragma omp end declare target
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  r = f(1);
  return r;
}
// expect: 6:1: error: a jump to this label bypasses the initialization of 'y', which C++ (the device code's language) does not allow; declare 'y' without an initializer, or inside a block of its own
