struct S { int a; };
typedef double S;
typedef struct T { int b; } T;
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  { struct S s = {1}; S d = 2.0; T t = {3}; r = s.a + (int)d + t.b; }
  return r;
}
// expect: 7:23: error: typedef 'S' and the tag of 'struct S' have the same name, which C++ (the device code's language) does not allow; rename one of them
