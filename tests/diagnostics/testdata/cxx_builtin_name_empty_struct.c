struct E {};
int main(void) {
  int r = 0; int blockDim = 3; struct E e;
  #pragma omp target map(tofrom: r) firstprivate(e)
  r = blockDim + (int)sizeof(e);
  return r;
}
// expect: 5:7: error: 'blockDim' names a built-in variable of the device code (CUDA); a variable of that name in device code is not supported yet
// expect: 5:30: error: 'struct E' has no members; an empty struct or union in device code is not supported (its size is 0 in C and 1 in C++, the device code's language)
