/* Arrays of structs, member arrays and pointers, s[i].p[0:n], nested
 * members and pointer chains. */
#include "hunt27_harness.h"
#define NS 4
#define L 10

typedef struct { int id; double v[3]; } atom_t;
typedef struct { int n; double *p; int tag; } vec_t;
typedef struct { vec_t inner; int scale; } outer_t;
typedef struct node { int val; struct node *next; } node_t;

static int test_aos_members(void) {
  int errs = 0;
  atom_t at[NS];
  for (int i = 0; i < NS; i++) { at[i].id = i; for (int d = 0; d < 3; d++) at[i].v[d] = i + d; }
  H27_TARGET(map(tofrom: at[1:2]),
    for (int i = 1; i < 3; i++) { at[i].id *= 10; at[i].v[2] += at[i].v[0]; });
  H27_CHECK(errs, at[0].id == 0 && at[1].id == 10 && at[2].id == 20 && at[3].id == 3);
  H27_CHECK(errs, at[1].v[2] == 4.0 && at[2].v[2] == 6.0 && at[3].v[2] == 5.0);
  /* Only one member array of one element. */
  H27_TARGET(map(tofrom: at[3].v[0:3]),
    at[3].v[0] = 7; at[3].v[1] = 8);
  H27_CHECK(errs, at[3].v[0] == 7.0 && at[3].v[1] == 8.0 && at[3].v[2] == 5.0);
  H27_DONE(errs);
  return errs;
}

static int test_member_pointer_sections(void) {
  int errs = 0;
  vec_t s[NS];
  for (int i = 0; i < NS; i++) {
    s[i].n = L; s[i].tag = i;
    s[i].p = malloc(L * sizeof(double));
    for (int j = 0; j < L; j++) s[i].p[j] = i * L + j;
  }
  for (int i = 0; i < NS; i++) {
#pragma omp target map(to: s[i]) map(tofrom: s[i].p[0:s[i].n])
    for (int j = 0; j < s[i].n; j++) s[i].p[j] += s[i].tag;
  }
  H27_CHECK(errs, s[0].p[0] == 0.0 && s[3].p[9] == 42.0 && s[2].p[5] == 27.0);
  /* Two elements' pointees in one construct. */
#pragma omp target map(to: s[0:2]) map(tofrom: s[0].p[0:L], s[1].p[2:3])
  { s[0].p[1] = -1; s[1].p[3] = -2; }
  H27_CHECK(errs, s[0].p[1] == -1.0 && s[1].p[3] == -2.0 && s[1].p[2] == 13.0);
  for (int i = 0; i < NS; i++) free(s[i].p);
  H27_DONE(errs);
  return errs;
}

static int test_nested_member(void) {
  int errs = 0;
  outer_t o;
  o.scale = 3;
  o.inner.n = L;
  o.inner.tag = 5;
  o.inner.p = malloc(L * sizeof(double));
  for (int j = 0; j < L; j++) o.inner.p[j] = j;
#pragma omp target map(to: o.scale, o.inner.n) map(tofrom: o.inner.p[0:L])
  for (int j = 0; j < o.inner.n; j++) o.inner.p[j] *= o.scale;
  H27_CHECK(errs, o.inner.p[4] == 12.0 && o.inner.p[9] == 27.0);
  outer_t *po = &o;
#pragma omp target map(to: po[0]) map(tofrom: po->inner.p[0:L])
  po->inner.p[0] = po->inner.tag + po->scale;
  H27_CHECK(errs, o.inner.p[0] == 8.0);
  free(o.inner.p);
  H27_DONE(errs);
  return errs;
}

static int test_pointer_chain(void) {
  int errs = 0;
  node_t c = {3, NULL}, b = {2, &c}, a = {1, &b};
  node_t *head = &a;
  int sum = 0;
#pragma omp target map(to: head[0:1]) map(to: head->next[0:1]) map(to: head->next->next[0:1]) map(tofrom: sum)
  {
    for (node_t *q = head; q; q = q->next) sum += q->val;
  }
  H27_CHECK(errs, sum == 6);
  double **pp = malloc(2 * sizeof(double *));
  pp[0] = calloc(L, sizeof(double));
  pp[1] = calloc(L, sizeof(double));
#pragma omp target map(to: pp[0:2]) map(tofrom: pp[0][0:L], pp[1][0:L])
  for (int j = 0; j < L; j++) { pp[0][j] = j; pp[1][j] = 2 * j; }
  H27_CHECK(errs, pp[0][9] == 9.0 && pp[1][9] == 18.0);
  free(pp[0]); free(pp[1]); free(pp);
  H27_DONE(errs);
  return errs;
}

static int test_struct_firstprivate_array(void) {
  int errs = 0;
  atom_t a = {7, {1, 2, 3}};
  double out = 0;
#pragma omp target firstprivate(a) map(from: out)
  { a.v[0] += 10; out = a.v[0] + a.v[1] + a.v[2] + a.id; }
  H27_CHECK(errs, out == 23.0 && a.v[0] == 1.0);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_aos_members();
  errs += test_member_pointer_sections();
  errs += test_nested_member();
  errs += test_pointer_chain();
  errs += test_struct_firstprivate_array();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
