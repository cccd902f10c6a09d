/* C expressions whose type C++ reads otherwise, in a target region: the
 * operands of ?: (C promotes char, short and _Bool operands to int; C++
 * keeps one operand type) and of the comma operator (C decays an array on
 * its right), under sizeof and typeof; ++ and -- of _Bool (which C++17
 * does not have); strings that fill a character array without its null
 * (char s[3] = "abc": C drops the null, C++ rejects it); generic
 * selections (C++ has none); conversions in braced initializers, which
 * C makes implicitly and C++ refuses as narrowing; compound literals
 * used as values (C++ has them as temporaries); GNU C's __auto_type
 * (C++ has auto, which deduces bool for a comparison); pointers converted
 * to pointers to another signedness (C warns, C++ refuses). The regions compute on the device what the host
 * computes in C; the results must be equal. */
#include <stdio.h>

#define NR 8
#define NB 10
#define NS 6
#define NG 5
#define NN 5
#define NC 4
#define NA 4
#define NP 3

struct tagged { char tag[2]; int n; };
#pragma omp declare target
char gtag[3] = "xyz";
static int first(unsigned char *p) { return p[0]; }
static unsigned total(const unsigned *v, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}
static int kind(double d) { return _Generic(d, float: 1, double: 2, default: 3); }
#pragma omp end declare target
#define KIND(x) _Generic((x), float: 10, double: 20, char: 30, int: 40, default: 50)

static void host_values(long *r, int c, char c1, char c2, short s1, short s2, _Bool b1, _Bool b2, int *a1, int *a2) {
  int arr[5];
  r[0] = sizeof(c ? c1 : c2);
  r[1] = sizeof(c ? s1 : s2);
  r[2] = sizeof(c ? b1 : b2);
  r[3] = sizeof(c ? a1 : a2);
  r[4] = sizeof(c, arr);
  __typeof__(c ? c1 : c2) t = 300;
  r[5] = t;
  r[6] = sizeof(arr) + sizeof((arr));
  r[7] = sizeof(c ? c1 : 'z') + sizeof(c ? 1.0f : c1);
}

/* ++ and -- of _Bool: ++ stores 1, -- the negation; the postfix forms
 * give the old value. */
static void bool_steps(long *r, _Bool *b) {
  int i = 0;
  r[0] = b[i++]++;
  r[1] = b[i++]--;
  r[2] = ++b[i++];
  r[3] = --b[i++];
  r[4] = i;
  _Bool q = 0;
  q--;
  r[5] = q;
  q--;
  r[6] = 10 * q--;
  r[7] = q;
  r[8] = 0;
  for (_Bool t = 0; t < 1; t++)
    r[8]++;
  r[9] = b[0] + 2 * b[1] + 4 * b[2] + 8 * b[3];
}

/* Character arrays that a string fills without its null. */
static void full_strings(long *r) {
  char s3[3] = "abc";
  char s3b[3] = {"de" "f"};
  unsigned char u2[2] = "\377\001";
  struct tagged t = {"gh", 5};
  struct tagged ta[2] = {{"ij", 1}, {"k", 2}};
  char room[4] = "nop";
  r[0] = s3[0] + 1000 * s3[2];
  r[1] = s3b[1] + 1000 * s3b[2];
  r[2] = u2[0] + 1000 * u2[1];
  r[3] = t.tag[0] + 1000 * t.tag[1] + t.n;
  r[4] = ta[0].tag[1] + 1000 * ta[1].tag[0] + ta[1].tag[1];
  r[5] = room[2] + 1000 * room[3] + 1000000 * gtag[2];
}

/* Generic selections: only the chosen expression is evaluated. */
static void generics(long *r, float f, char ch, int *ip, void *vp) {
  int n = 0;
  r[0] = kind(1.0) + 10 * kind(f) + 100 * kind(ch);
  r[1] = KIND(f) + KIND(2.0) + KIND(ch) + KIND(ch + 1) + KIND('a') + KIND(1L);
  int *q = _Generic(f, float: vp, default: ip);
  r[2] = q == vp;
  r[3] = _Generic(n++, int: sizeof(char), default: 0) + 10 * n;
  r[4] = _Generic(ch, char: sizeof('a'), default: 0) + _Generic(f * 2, float: (long)(f * 4), default: -1);
}

/* Narrowing conversions in braces. */
static void narrowing(long *r, double d, long big, unsigned u) {
  struct tagged t = {{(char)d, 'x'}, d};
  int a2[2] = {1.5, big};
  char cs[2] = {300, -1};
  int ui[1] = {u};
  short sh[2] = {70000, d * 1000};
  r[0] = t.tag[0] + t.n;
  r[1] = a2[0] + a2[1];
  r[2] = cs[0] + cs[1];
  r[3] = ui[0];
  r[4] = sh[0] + sh[1];
}

/* Compound literals used as values. */
static void literals(long *r, int k) {
  r[0] = ((int[]){1, 2, 3})[k] + 10 * ((long[4]){[2] = 7})[2];
  r[1] = sizeof((int[]){1, 2, 3}) + sizeof((char[]){"abcd"});
  r[2] = (int){7} + (double){2.5} * 2;
  struct tagged t = (struct tagged){{'a', 'b'}, k};
  t = (struct tagged){{'c', 'd'}, t.n + 1};
  r[3] = t.tag[0] + t.tag[1] + t.n;
}

/* __auto_type: the type C gives the initializer. */
static void auto_types(long *r, int a, int b, char c1) {
  __auto_type t0 = 'a' + 1;
  __auto_type t1 = c1;
  __auto_type t2 = a < b;
  __auto_type t3 = c1 + 0u;
  r[0] = sizeof(t0) * 1000 + t0;
  r[1] = sizeof(t1) * 1000 + t1;
  r[2] = sizeof(t2) * 10 + t2;
  r[3] = sizeof(t3) + 10 * (t3 - 200 > 0);
}

/* Pointers to another signedness. */
static void pointer_signs(long *r, char *buf, int *iv) {
  unsigned char *up = buf;
  r[0] = up[0] + first(buf);
  r[1] = total(iv, 3);
  unsigned *uq;
  uq = iv;
  r[2] = uq[0] > 0;
}

int main(void) {
  long r[NR], want[NR];
  int c = 1;
  char c1 = 'x', c2 = 'y';
  short s1 = 3, s2 = 4;
  _Bool b1 = 1, b2 = 0;
  int a1[5], a2[5];
  int failures = 0;

#pragma omp target map(from: r) map(alloc: a1, a2)
  {
    int arr[5];
    r[0] = sizeof(c ? c1 : c2);
    r[1] = sizeof(c ? s1 : s2);
    r[2] = sizeof(c ? b1 : b2);
    r[3] = sizeof(c ? a1 : a2);
    r[4] = sizeof(c, arr);
    __typeof__(c ? c1 : c2) t = 300;
    r[5] = t;
    r[6] = sizeof(arr) + sizeof((arr));
    r[7] = sizeof(c ? c1 : 'z') + sizeof(c ? 1.0f : c1);
  }
  host_values(want, c, c1, c2, s1, s2, b1, b2, a1, a2);
  for (int i = 0; i < NR; i++) {
    printf("r[%d] = %ld\n", i, r[i]);
    if (r[i] != want[i]) {
      printf("FAIL r[%d]: %ld, want %ld\n", i, r[i], want[i]);
      failures++;
    }
  }

  long rb[NB], wantb[NB];
  _Bool bd[4] = {1, 0, 0, 1}, bh[4] = {1, 0, 0, 1};
#pragma omp target map(from: rb) map(to: bd)
  {
    int i = 0;
    rb[0] = bd[i++]++;
    rb[1] = bd[i++]--;
    rb[2] = ++bd[i++];
    rb[3] = --bd[i++];
    rb[4] = i;
    _Bool q = 0;
    q--;
    rb[5] = q;
    q--;
    rb[6] = 10 * q--;
    rb[7] = q;
    rb[8] = 0;
    for (_Bool t = 0; t < 1; t++)
      rb[8]++;
    rb[9] = bd[0] + 2 * bd[1] + 4 * bd[2] + 8 * bd[3];
  }
  bool_steps(wantb, bh);
  for (int i = 0; i < NB; i++) {
    printf("rb[%d] = %ld\n", i, rb[i]);
    if (rb[i] != wantb[i]) {
      printf("FAIL rb[%d]: %ld, want %ld\n", i, rb[i], wantb[i]);
      failures++;
    }
  }

  long rs[NS], wants[NS];
#pragma omp target map(from: rs)
  {
    char s3[3] = "abc";
    char s3b[3] = {"de" "f"};
    unsigned char u2[2] = "\377\001";
    struct tagged t = {"gh", 5};
    struct tagged ta[2] = {{"ij", 1}, {"k", 2}};
    char room[4] = "nop";
    rs[0] = s3[0] + 1000 * s3[2];
    rs[1] = s3b[1] + 1000 * s3b[2];
    rs[2] = u2[0] + 1000 * u2[1];
    rs[3] = t.tag[0] + 1000 * t.tag[1] + t.n;
    rs[4] = ta[0].tag[1] + 1000 * ta[1].tag[0] + ta[1].tag[1];
    rs[5] = room[2] + 1000 * room[3] + 1000000 * gtag[2];
  }
  full_strings(wants);
  for (int i = 0; i < NS; i++) {
    printf("rs[%d] = %ld\n", i, rs[i]);
    if (rs[i] != wants[i]) {
      printf("FAIL rs[%d]: %ld, want %ld\n", i, rs[i], wants[i]);
      failures++;
    }
  }

  long rg[NG], wantg[NG];
  float f = 2.5f;
  char ch = 'q';
  int iv = 0;
  void *vp = &iv;
#pragma omp target map(from: rg) map(tofrom: iv)
  {
    int n = 0;
    rg[0] = kind(1.0) + 10 * kind(f) + 100 * kind(ch);
    rg[1] = KIND(f) + KIND(2.0) + KIND(ch) + KIND(ch + 1) + KIND('a') + KIND(1L);
    int *q = _Generic(f, float: vp, default: &iv);
    rg[2] = q == vp;
    rg[3] = _Generic(n++, int: sizeof(char), default: 0) + 10 * n;
    rg[4] = _Generic(ch, char: sizeof('a'), default: 0) + _Generic(f * 2, float: (long)(f * 4), default: -1);
  }
  generics(wantg, f, ch, &iv, vp);
  for (int i = 0; i < NG; i++) {
    printf("rg[%d] = %ld\n", i, rg[i]);
    if (rg[i] != wantg[i]) {
      printf("FAIL rg[%d]: %ld, want %ld\n", i, rg[i], wantg[i]);
      failures++;
    }
  }

  long rn[NN], wantn[NN];
  double d = -2.75;
  long big = 5000000001L;
  unsigned u = 4000000000u;
#pragma omp target map(from: rn)
  {
    struct tagged t = {{(char)d, 'x'}, d};
    int a2[2] = {1.5, big};
    char cs[2] = {300, -1};
    int ui[1] = {u};
    short sh[2] = {70000, d * 1000};
    rn[0] = t.tag[0] + t.n;
    rn[1] = a2[0] + a2[1];
    rn[2] = cs[0] + cs[1];
    rn[3] = ui[0];
    rn[4] = sh[0] + sh[1];
  }
  narrowing(wantn, d, big, u);
  for (int i = 0; i < NN; i++) {
    printf("rn[%d] = %ld\n", i, rn[i]);
    if (rn[i] != wantn[i]) {
      printf("FAIL rn[%d]: %ld, want %ld\n", i, rn[i], wantn[i]);
      failures++;
    }
  }

  long rc[NC], wantc[NC];
  int k = 1;
#pragma omp target map(from: rc)
  {
    rc[0] = ((int[]){1, 2, 3})[k] + 10 * ((long[4]){[2] = 7})[2];
    rc[1] = sizeof((int[]){1, 2, 3}) + sizeof((char[]){"abcd"});
    rc[2] = (int){7} + (double){2.5} * 2;
    struct tagged t = (struct tagged){{'a', 'b'}, k};
    t = (struct tagged){{'c', 'd'}, t.n + 1};
    rc[3] = t.tag[0] + t.tag[1] + t.n;
  }
  literals(wantc, k);
  for (int i = 0; i < NC; i++) {
    printf("rc[%d] = %ld\n", i, rc[i]);
    if (rc[i] != wantc[i]) {
      printf("FAIL rc[%d]: %ld, want %ld\n", i, rc[i], wantc[i]);
      failures++;
    }
  }

  long ra[NA], wanta[NA];
  int ia = 1, ib = 2;
#pragma omp target map(from: ra)
  {
    __auto_type t0 = 'a' + 1;
    __auto_type t1 = c1;
    __auto_type t2 = ia < ib;
    __auto_type t3 = c1 + 0u;
    ra[0] = sizeof(t0) * 1000 + t0;
    ra[1] = sizeof(t1) * 1000 + t1;
    ra[2] = sizeof(t2) * 10 + t2;
    ra[3] = sizeof(t3) + 10 * (t3 - 200 > 0);
  }
  auto_types(wanta, ia, ib, c1);
  for (int i = 0; i < NA; i++) {
    printf("ra[%d] = %ld\n", i, ra[i]);
    if (ra[i] != wanta[i]) {
      printf("FAIL ra[%d]: %ld, want %ld\n", i, ra[i], wanta[i]);
      failures++;
    }
  }

  long rp[NP], wantp[NP];
  char buf[4] = {-1, 2, 3, 4};
  int ivs[3] = {-1, 2, 3};
#pragma omp target map(from: rp) map(to: buf, ivs)
  {
    unsigned char *up = buf;
    rp[0] = up[0] + first(buf);
    rp[1] = total(ivs, 3);
    unsigned *uq;
    uq = ivs;
    rp[2] = uq[0] > 0;
  }
  pointer_signs(wantp, buf, ivs);
  for (int i = 0; i < NP; i++) {
    printf("rp[%d] = %ld\n", i, rp[i]);
    if (rp[i] != wantp[i]) {
      printf("FAIL rp[%d]: %ld, want %ld\n", i, rp[i], wantp[i]);
      failures++;
    }
  }
  if (failures)
    return 1;
  printf("PASS cxxtypes\n");
  return 0;
}
