/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): C that means something else,
 * or nothing, in C++, in target regions and declare target functions:
 * C++ keywords as names, implicit conversions from void *, sizeof('a'),
 * int arguments of math functions, int to enum, reduction variables
 * named min and max, struct tags beside variables of the same name,
 * a function declared with () called with arguments, designated
 * initializers out of order, compound literals, restrict. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#define N 40

struct node { int value; struct inner { int a, b; } in; };
enum mode { OFF, SLOW, FAST };
typedef struct pair { int first, second; } pair;

#pragma omp declare target
static int class_of(int new) { int this = new * 2; int template = this + 1; return template; }
int old_style();
int old_style(a, b) int a, b; { return a * 10 + b; }
static double hyp(int x, int y) { return sqrt(x * x + y * y) + pow(2, 3) + fabs(-x) + floor(7 / 2); }
static void fill(void *buf, int n) {
  int *ip = buf; /* implicit from void * */
  for (int i = 0; i < n; i++) ip[i] = i * 3;
}
static enum mode next_mode(enum mode m) {
  enum mode r = m + 1; /* int to enum */
  if (r > FAST) r = OFF;
  return r;
}
static int sum_restrict(const int *restrict a, int *restrict out, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) { out[i] = a[i] + 1; s += out[i]; }
  return s;
}
#pragma omp end declare target

int main(void) {
  int delete = 3, operator = 4, private = 5, namespace = 6, virtual = 0;
  int results[16] = {0};
  double dres[4] = {0};
  int buf[N], out[N];
  struct node node = {.in = {.b = 2, .a = 1}, .value = 9};
  int node_count = 0;
  pair pr = (pair){.second = 8, .first = 7};
#pragma omp target map(tofrom: results, dres, buf, out, node, pr, virtual) map(to: delete, operator, private, namespace)
  {
    results[0] = class_of(delete);
    results[1] = old_style(operator, private);
    results[2] = (int)sizeof('a');
    results[3] = (int)sizeof(enum mode);
    results[4] = next_mode(FAST) + next_mode(SLOW) * 10;
    fill(buf, N);
    results[5] = sum_restrict(buf, out, N);
    results[6] = node.in.a + node.in.b * 10 + node.value * 100;
    struct inner copy = node.in; /* the inner tag is at file scope in C */
    results[7] = copy.b;
    int arr3[3] = {namespace, namespace + 1, namespace + 2}; /* an array compound literal used as a pointer is refused */
    int *heap = arr3;
    results[8] = heap[2];
    results[9] = pr.first * 10 + pr.second;
    results[10] = 'x' == 120;
    char c = 'a' + 1;
    results[11] = sizeof(c + 0) == sizeof(int);
    virtual = 42;
    dres[0] = hyp(3, 4);
    dres[1] = sqrt(2) * sqrt(2);
    dres[2] = abs(-7) + labs(-8L);
    dres[3] = fmax(3, 4.5) + fmin(2, -1) + exp(0) + log(1);
  }
  int min = 1 << 30, max = -(1 << 30);
  long node_sum = 0;
#pragma omp target teams distribute parallel for reduction(min: min) reduction(max: max) reduction(+: node_sum) map(to: buf)
  for (int i = 0; i < N; i++) {
    int v = buf[i] % 17 - 8;
    min = v < min ? v : min;
    max = v > max ? v : max;
    node_sum += v;
  }
  (void)node_count;
  for (int k = 0; k < 12; k++) printf("%d ", results[k]);
  printf("| %d\n", virtual);
  printf("%g %g %g %g\n", dres[0], dres[1], dres[2], dres[3]);
  printf("min %d max %d sum %ld\n", min, max, node_sum);
  printf("PASS hunt_c_cxx\n");
  return 0;
}
