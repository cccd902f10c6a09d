/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): C expressions in target regions
 * and declare target functions that C++ (the device code's language)
 * types or accepts differently: sizeof and typeof of ?: and comma
 * expressions, ++ and -- of _Bool, strings filling char arrays, generic
 * selections, narrowing in braces, compound literals as values,
 * __auto_type, character constants, wide strings, bit-field promotions,
 * enumeration arithmetic, integer division and shifts, unsigned wrap,
 * math functions with int arguments, K&R definitions and declarations
 * without prototypes, helper functions named min and max, enumeration
 * constants beyond int, pointers to another signedness, sizeof of a type
 * name defining a struct, and a declare target variable defined after a
 * tentative definition.
 */
#include <stdio.h>
#include <math.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdlib.h>

enum color { RED, GREEN, BLUE, NCOLORS };
enum signed_e { SNEG = -2, SPOS = 10 };
struct S { int a; int b; };
struct T { char tag[2]; int n; };
enum U { BIG = 0x80000000u };
enum L { HUGE = 0x100000000L };
struct BF { unsigned long x : 4; unsigned int y : 3; long z : 5; unsigned long w : 40; _Bool b : 1; unsigned short us; unsigned char uc; };

#pragma omp declare target
int gdef;
int gdef = 5;
char gtag[3] = "xyz";
static int first(unsigned char *p) { return p[0]; }
int twice();
int kr(a, b) int a; long b; { return a + (int)b; }
static int max(int a, int b) { return a > b ? a : b; }
static int min(int a, int b) { return a < b ? a : b; }
static int kind(double d) { return _Generic(d, float: 1, double: 2, default: 3); }
static enum color next(enum color c) { return (c + 1) % NCOLORS; }
static int useit(int v) { return twice(v) + kr(v, 2L) + max(v, 4) * 10 + min(v, 4) * 100; }
int twice(int v) { return 2 * v; }
#pragma omp end declare target

#define KIND(x) _Generic((x), float: 10, double: 20, char: 30, int: 40, default: 50)
#define NR 64

static void show(const char *what, const long *r, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %ld", r[i]);
  printf("\n");
}

/* part 1: types of expressions */
static void part1(void) {
  long r[NR] = {0};
  int c = 1, k = 1;
  char c1 = 'x', c2 = 'y'; short s1 = 3, s2 = 4; _Bool b1 = 1, b2 = 0;
  int a1[5] = {0}, a2[5] = {0};
  float f = 2.5f;
#pragma omp target map(tofrom: r) map(to: a1, a2)
  {
    int arr[5];
    r[0] = sizeof(c ? c1 : c2);
    r[1] = sizeof(c ? s1 : s2);
    r[2] = sizeof(c ? b1 : b2);
    r[3] = sizeof(c ? a1 : a2);
    r[4] = sizeof(c, arr);
    __typeof__(c ? c1 : c2) t = 300;
    r[5] = t;
    r[6] = sizeof('a') + sizeof(c ? 'a' : 'b') + sizeof(c1 < c2) + sizeof(!c1);
    r[7] = '\377' + 1000 * '\001' + '\x7f';
    r[8] = sizeof("abc") + sizeof(L"ab");
    r[9] = L'a' + L'\377';
    r[10] = kind(1.0) + 10 * kind(f) + 100 * kind(c1);
    r[11] = KIND(f) + KIND(2.0) + KIND(c1) + KIND(c1 + 1) + KIND('a') + KIND(1L);
    int n = 0;
    r[12] = _Generic(n++, int: sizeof(char), default: 0) + 10 * n;
    __auto_type t0 = 'a' + 1;
    __auto_type t1 = c1;
    __auto_type t2 = c1 < c2;
    __auto_type t3 = c1 + 0u;
    r[13] = sizeof(t0) * 1000 + t0;
    r[14] = sizeof(t1) * 1000 + t1;
    r[15] = sizeof(t2) * 10 + t2;
    r[16] = sizeof(t3) + 10 * (t3 - 200 > 0);
    r[17] = ((int[]){1, 2, 3})[k] + 10 * ((long[4]){[2] = 7})[2];
    r[18] = sizeof((int[]){1, 2, 3}) + sizeof((char[]){"abcd"});
    r[19] = (int){7} + (double){2.5} * 2;
    struct S st = (struct S){k, 2 * k};
    st = (struct S){st.b, st.a + 5};
    r[20] = st.a * 100 + st.b;
  }
  show("part1", r, 21);
}

/* part 2: conversions and storage */
static void part2(void) {
  long r[NR] = {0};
  _Bool bd[4] = {1, 0, 0, 1};
  double d = -2.75; long big = 5000000001L; unsigned u = 4000000000u;
  struct BF bf = {3, 2, -3, 5, 1, 65535, 200};
#pragma omp target map(tofrom: r, bd) map(to: bf)
  {
    int i = 0;
    r[0] = bd[i++]++;
    r[1] = bd[i++]--;
    r[2] = ++bd[i++];
    r[3] = --bd[i++];
    _Bool q = 0;
    q--;
    r[4] = q * 10 + i;
    for (_Bool t = 0; t < 1; t++) r[5]++;
    char s3[3] = "abc";
    char s3b[3] = {"de" "f"};
    unsigned char u2[2] = "\377\001";
    struct T tt = {"gh", 5};
    struct T ta[2] = {{"ij", 1}, {"k", 2}};
    char room[4] = "nop";
    r[6] = s3[0] + 1000 * s3[2] + 1000000 * s3b[2];
    r[7] = u2[0] + 1000 * u2[1] + 1000000 * gtag[2];
    r[8] = tt.tag[0] + 1000 * tt.tag[1] + tt.n + 1000000 * (ta[1].tag[1] + room[3]);
    struct T tn = {{(char)d, 'x'}, d};
    int a2[2] = {1.5, big};
    char cs[2] = {300, -1};
    int ui[1] = {u};
    short sh[2] = {70000, d * 1000};
    r[9] = tn.tag[0] + tn.n;
    r[10] = a2[0] + a2[1];
    r[11] = cs[0] + cs[1] + ui[0];
    r[12] = sh[0] + sh[1];
    r[13] = (bf.x - 5 < 0) + 10 * (bf.y - 5 < 0) + 100 * (bf.z - 5 < 0) + 1000 * (bf.w - 6 < 0);
    r[14] = sizeof(bf.x + 0) + 10 * sizeof(bf.w + 0) + 100 * (bf.uc - 201 < 0);
    r[15] = -bf.x + bf.b - 2 + ~bf.uc + (bf.us << 8);
    r[16] = (bf.y ? bf.x : bf.z) - 10;
  }
  show("part2", r, 17);
}

/* part 3: arithmetic */
static void part3(void) {
  long r[NR] = {0};
  int m7 = -7, two = 2, sh = 3; unsigned uz = 0; unsigned char uc = 250; unsigned short us = 65535;
  enum color e = GREEN;
#pragma omp target map(tofrom: r)
  {
    r[0] = m7 / two + 10 * (m7 % two) + 100 * (7 % -two) + 1000 * (m7 / -two);
    r[1] = (m7 >> 1) + 10 * (m7 << sh) + (long)(-1L >> 60);
    unsigned w = uz; w--;
    r[2] = w + (unsigned char)(uc + 10) + (unsigned short)(us + 1);
    r[3] = uc + uc + us * 2 + (-uc < 0) + 10 * (-uz > 0);
    r[4] = (long)(sqrt(2) * 1000) + (long)pow(2, 10) + (long)fabs(-3) + (long)floor(7 / 2) + (long)(exp(0) * 7);
    r[5] = (long)(sqrtf(8) * 100) + (long)(fmin(3, 2.5) * 10) + abs(-4) + labs(-5L);
    e = e + 1;
    e++;
    r[6] = e + 10 * next(BLUE) + 100 * (e == NCOLORS);
    enum signed_e se = SNEG;
    r[7] = (se < 0) + 10 * (RED - 1 < 0) + 100 * (SNEG + SPOS) + 1000 * (e - 5 > 0);
    r[8] = useit(3);
    r[9] = (1.0f / 3) * 3 == 1.0f;
    r[10] = (long)(0.1 + 0.2 == 0.3) + 10 * (long)(float)16777217;
  }
  show("part3", r, 11);
}

/* part 4: wide enumeration constants, pointer signedness, definitions */
static void part4(void) {
  long r[NR] = {0};
  char buf[4] = {-1, 2, 3, 4};
  int iv[2] = {-1, 2};
#pragma omp target map(tofrom: r) map(to: buf, iv)
  {
    r[0] = BIG * 2 + sizeof(BIG) + 10 * sizeof(HUGE);
    r[1] = (BIG - 0x80000001u < 0) + 10 * (HUGE - 0x200000000L < 0);
    unsigned char *up = buf;
    unsigned *uq;
    uq = iv;
    r[2] = up[0] + first(buf) + (uq[0] > 0);
    r[3] = sizeof(struct { int a; char b; }) + 10 * _Alignof(union { double d; int i; });
    r[4] = gdef;
  }
  show("part4", r, 5);
}

int main(void) {
  part1();
  part2();
  part3();
  part4();
  return 0;
}
