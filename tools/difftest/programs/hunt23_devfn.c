/* Differential program (against clang-19): declare target functions: recursion, struct values, a static local, function pointers, memcpy; a firstprivate struct. */
#include <omp.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

typedef struct { double x, y; } vec2;
typedef struct { int id; vec2 pos; char name[8]; } particle;

#pragma omp declare target
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static vec2 add(vec2 a, vec2 b) { vec2 r = {a.x + b.x, a.y + b.y}; return r; }
static double norm(const vec2 *v) { return sqrt(v->x * v->x + v->y * v->y); }
static int counter(void) { static int c = 0; return ++c; }
typedef int (*binop)(int, int);
static int op_add(int a, int b) { return a + b; }
static int op_mul(int a, int b) { return a * b; }
static int apply(binop f, int a, int b) { return f(a, b); }
static void label(particle *p, int k) {
  memcpy(p->name, "part", 5);
  p->name[4] = (char)('0' + k);
  p->name[5] = 0;
}
#pragma omp end declare target

int main(void) {
  int f10 = 0, cnt = 0, ap = 0;
  double nr = 0;
  particle ps[4];
  for (int i = 0; i < 4; i++) { ps[i].id = i; ps[i].pos.x = i; ps[i].pos.y = 1; memset(ps[i].name, 0, 8); }
#pragma omp target map(tofrom: f10, cnt, nr, ap, ps)
  {
    f10 = fib(12);
    counter(); counter();
    cnt = counter();
    vec2 a = {3, 0}, b = {0, 4};
    vec2 c = add(a, b);
    nr = norm(&c);
    binop tbl[2] = {op_add, op_mul};
    ap = apply(tbl[0], 6, 7) * 100 + apply(tbl[1], 6, 7);
    for (int i = 0; i < 4; i++) {
      ps[i].pos = add(ps[i].pos, ps[i].pos);
      label(&ps[i], i);
    }
  }
  printf("fib=%d cnt=%d nr=%g ap=%d\n", f10, cnt, nr, ap);
  for (int i = 0; i < 4; i++) printf("%d %s %g %g\n", ps[i].id, ps[i].name, ps[i].pos.x, ps[i].pos.y);
  particle one = ps[2];
  double out = 0;
#pragma omp target firstprivate(one) map(from: out)
  { one.pos.x += 100; out = one.pos.x + one.name[4]; }
  printf("out=%g one.pos.x=%g\n", out, one.pos.x);
  return 0;
}
