union U { int i; float f; };
struct T { union U u; int k; };
struct A { union { int ai; float af; }; int k; };
#pragma omp declare mapper(mu: struct T t) map(t.k, t.u.f)
void f(struct T t, struct A a) {
  #pragma omp target map(tofrom: t.u.i)
  { t.k = 1; }
  #pragma omp target map(tofrom: a.ai, t.u)
  { a.k = 1; t.u.i = 2; }
  #pragma omp target data map(to: t)
  {
    #pragma omp target update from(t.u.f)
  }
  #pragma omp target map(mapper(mu), tofrom: t)
  { t.k = 3; }
}
// expect: 4:57: error: union member 'f' cannot be mapped (map the union)
// expect: 6:38: error: union member 'i' cannot be mapped (map the union)
// expect: 8:36: error: union member 'ai' cannot be mapped (map the union)
// expect: 12:40: error: union member 'f' cannot be mapped (map the union)
