int main(void) {
  int r = 0, k = 2;
  #pragma omp target map(tofrom: r)
  {
    switch (k) {
    case 1:;
      int y = 3;
      r = y;
      break;
    case 2:
      r = 4;
    }
  }
  return r;
}
// expect: 10:5: error: a jump to this label bypasses the initialization of 'y', which C++ (the device code's language) does not allow; declare 'y' without an initializer, or inside a block of its own
