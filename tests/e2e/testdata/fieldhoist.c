/* fieldhoist: read-only invariant field reads hoisted out of inner loops
 * (through a pointer, a mapped struct, an array of structs, an array
 * member), and loops where hoisting would be wrong: the field written
 * through an aliasing pointer or by name, a union member written, a read
 * under a condition or in a loop that runs zero times (the pointer is
 * NULL there: a speculative read would crash). Each result would differ
 * if a field read were hoisted where it is not safe. */
#include <stdio.h>
#include <stdlib.h>

#define N 64
#define W 16

struct params {
  double scale;
  int n;
  double w[W];
};

struct item {
  int len;
  double v[8];
  double acc;
};

union bits {
  int i;
  unsigned u;
};

int main(void) {
  static struct item items[N], ref[N];
  static double out[N], want[N];
  struct params prm = {0.5, W, {0}};
  struct params *p = &prm;
  int n = N, bad = 0;
  for (int k = 0; k < W; k++) prm.w[k] = k + 1;
  for (int i = 0; i < N; i++) {
    items[i].len = i % 8 + 1;
    items[i].acc = i;
    for (int k = 0; k < 8; k++) items[i].v[k] = k * 0.25 + i;
  }

  /* 1. Hoisted: s.n (condition), s.w (array member), p->scale, items[i].len
   * and items[i].v. */
#pragma omp target teams distribute parallel for map(to: prm, p[0:1], items) map(from: out)
  for (int i = 0; i < n; i++) {
    double sum = 0;
    for (int j = 0; j < prm.n; j++) sum += prm.w[j] * p->scale;
    for (int j = 0; j < items[i].len; j++) sum += items[i].v[j];
    out[i] = sum;
  }
  for (int i = 0; i < N; i++) {
    double sum = 0;
    for (int j = 0; j < prm.n; j++) sum += prm.w[j] * p->scale;
    for (int j = 0; j < items[i].len; j++) sum += items[i].v[j];
    if (out[i] != sum) bad++;
  }

  /* 2. The field is written through another pointer to the same struct
   * (qa aliases pa): hoisting pa[i].acc would give 4*acc. */
  struct item *pa = items, *qa = items;
  for (int i = 0; i < N; i++) ref[i] = items[i];
#pragma omp target teams distribute parallel for map(tofrom: items) map(from: out)
  for (int i = 0; i < n; i++) {
    double sum = 0;
    for (int j = 0; j < 4; j++) {
      sum += pa[i].acc;
      qa[i].acc += 1.0;
    }
    out[i] = sum;
  }
  for (int i = 0; i < N; i++) {
    double sum = 0;
    for (int j = 0; j < 4; j++) {
      sum += ref[i].acc;
      ref[i].acc += 1.0;
    }
    if (out[i] != sum || items[i].acc != ref[i].acc) bad++;
  }

  /* 3. Written through an address taken in the body, by name, and a union
   * member written under another name. */
#pragma omp target teams distribute parallel for map(tofrom: items) map(from: out)
  for (int i = 0; i < n; i++) {
    double sum = 0;
    double *a = &items[i].acc;
    for (int j = 0; j < 3; j++) {
      sum += items[i].acc;
      *a *= 2.0;
    }
    struct params loc = {1.0, 2, {0}};
    for (int j = 0; j < 3; j++) {
      sum += loc.scale;
      loc.scale = loc.scale + 1.0;
    }
    union bits ub;
    ub.u = 0;
    for (int j = 0; j < 5; j++) {
      ub.i = j;
      sum += ub.u;
    }
    out[i] = sum;
  }
  for (int i = 0; i < N; i++) {
    double sum = 0;
    for (int j = 0; j < 3; j++) {
      sum += ref[i].acc;
      ref[i].acc *= 2.0;
    }
    sum += 1.0 + 2.0 + 3.0;
    sum += 0 + 1 + 2 + 3 + 4;
    want[i] = sum;
    if (out[i] != sum || items[i].acc != ref[i].acc) bad++;
  }

  /* 4. np is NULL: its field is read only under a condition that is false,
   * or in a loop that runs zero times; hoisting it unguarded would read
   * through NULL. */
  struct params *np = NULL;
  int zero = 0;
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < n; i++) {
    double sum = 0;
    for (int j = 0; j < 4; j++) {
      if (np) sum += np->scale;
      sum += 1.0;
    }
    for (int j = 0; j < zero; j++) sum += np->scale;
    out[i] = sum;
  }
  for (int i = 0; i < N; i++)
    if (out[i] != 4.0) bad++;

  printf("out[0]=%.1f items[5].acc=%.1f want[7]=%.1f\n", out[0], items[5].acc, want[7]);
  if (bad) {
    printf("FAIL fieldhoist: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS fieldhoist\n");
  return 0;
}
