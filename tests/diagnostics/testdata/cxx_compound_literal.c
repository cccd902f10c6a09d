struct S { int a, b; };
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  {
    int *p = (int[]){1, 2, 3};
    struct S *sp = &(struct S){1, 2};
    r = p[1] + sp->b + ((int[]){4, 5})[1] + sizeof((int[]){6}) + (struct S){7, 8}.a;
  }
  return r;
}
// expect: 6:14: error: an array compound literal used as a pointer is not supported in device code yet (in C++, the device code's language, it is a temporary array); declare an array variable
// expect: 7:20: error: the address of a compound literal is not supported in device code yet (in C++, the device code's language, a compound literal is a temporary); declare a variable
