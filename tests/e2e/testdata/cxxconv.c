/* C expressions that C++ types differently, in target regions and declare
 * target functions: conversions from void * and string literals to other
 * pointers, enum arithmetic, character constants (int in C), the int
 * results of comparisons and of !, math functions called with int, float
 * and long arguments (C converts them to the parameter's type: the double
 * function, abs of an int), auto as a storage class and designated
 * initializers. The results must be C's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum color { RED, GREEN, BLUE, NCOLORS };
struct pt {
  int x, y;
  double w;
};

#pragma omp declare target
static int *as_ints(void *p) { return p; }
static int sum3(int *v) { return v[0] + v[1] + v[2]; }
static enum color next(enum color c) { return (c + 1) % NCOLORS; }
static char *pick(int i) { return i ? "yes" : "no"; }
#pragma omp end declare target

int main(void) {
  int buf[3] = {4, 5, 6};
  void *vp = buf;
  long r[16];
  double d[8];
  int failures = 0;

#pragma omp target map(to: buf) map(from: r, d)
  {
    int *q = vp;               /* void * to int * */
    int *q2;
    q2 = vp;
    r[0] = sum3(vp) + q[0] + q2[1] + *as_ints(vp);
    enum color c = GREEN;
    c = c + 1;                 /* int to enum: BLUE */
    c++;                       /* NCOLORS */
    r[1] = c + 10 * next(BLUE);
    r[2] = sizeof('a');        /* 4 in C, 1 in C++ */
    r[3] = sizeof(buf[0] < 3) + sizeof(!buf[0]) + sizeof(buf[0] && buf[1]);
    r[4] = 'a' + 'b';
    char *s = "hello";
    r[5] = s[1] + pick(1)[0];
    auto int a = 7;
    r[6] = a;
    struct pt p = {.x = 1, .w = 2.5};
    int arr[7] = {[1] = 1, 7, [BLUE + 2] = 5};
    struct pt ps[3] = {[2] = {.y = 4}};
    r[7] = p.x + p.y + (long)p.w + 1000 * (arr[0] + arr[1] + arr[2] + arr[3] + arr[4] + arr[5] + arr[6]) + 100000 * ps[2].y + ps[1].x;
    int i3 = 3, i2 = 2;
    float f = 0.1f;
    long big = 4294967301L;    /* 2^32 + 5 */
    d[0] = sqrt(i2);           /* sqrt(double) */
    d[1] = pow(i3, i2);
    d[2] = pow(f, f);          /* the double pow, not powf */
    d[3] = fabs(-i3) + exp(i2 - 2) + log(i3 - 2);
    d[4] = sin(f);             /* the double sin of 0.1f */
    d[5] = fmax(f, 0.0f) * 1e9; /* fmax(double, double) */
    r[8] = abs(big);           /* abs(int): C converts big to int */
    r[9] = labs(-big);
    d[6] = sqrt(NCOLORS);
    d[7] = pow(2, 0.5f);
  }

  long wr[10] = {4 + 5 + 6 + 4 + 5 + 4, 3 + 10 * RED, 4, 12, 'a' + 'b', 'e' + 'y', 7, 1 + 0 + 2 + 1000 * 13 + 400000, 5, 4294967301L};
  for (int i = 0; i < 10; i++) {
    printf("r[%d] = %ld\n", i, r[i]);
    if (r[i] != wr[i]) {
      printf("  FAIL: want %ld\n", wr[i]);
      failures++;
    }
  }
  float f = 0.1f;
  double wd[8] = {sqrt(2.0), 9.0, pow((double)f, (double)f), 3.0 + 1.0 + 0.0, sin((double)f), (double)f * 1e9, sqrt(3.0), sqrt(2.0)};
  for (int i = 0; i < 8; i++) {
    /* A GPU's double functions may differ from the host's in the last
     * bit; float precision would show in the eighth digit. */
    printf("d[%d] = %.12g\n", i, d[i]);
    if (fabs(d[i] - wd[i]) > 1e-13 * fabs(wd[i])) {
      printf("  FAIL: want %.12g\n", wd[i]);
      failures++;
    }
  }
  if (failures)
    return 1;
  printf("PASS cxxconv\n");
  return 0;
}
