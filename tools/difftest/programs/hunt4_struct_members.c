/* Written by hand for tools/difftest -file (docs/difftest.md): whole structs beside their members and pointee sections, members of nested structs and of elements of array members, a data region mapping the struct around kernels mapping members, update of a member struct, a pointer to a struct with member sections. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int id; double w[4]; } In;
typedef struct { int n; In in; In arr[2]; double *dp; char tag; } Out;
static void show(const char *t, Out *o) {
  printf("%s: n=%d id=%d w=%g,%g,%g,%g arr0=%d,%g arr1=%d,%g tag=%c dp=%g,%g,%g\n", t, o->n, o->in.id,
         o->in.w[0], o->in.w[1], o->in.w[2], o->in.w[3], o->arr[0].id, o->arr[0].w[3], o->arr[1].id, o->arr[1].w[0], o->tag,
         o->dp[0], o->dp[1], o->dp[2]);
}
int main(void) {
  int dev = omp_get_default_device();
  Out o;
  o.n = 3; o.in.id = 1; o.tag = 'a';
  for (int i = 0; i < 4; i++) { o.in.w[i] = i; o.arr[0].w[i] = 10 + i; o.arr[1].w[i] = 20 + i; }
  o.arr[0].id = 5; o.arr[1].id = 6;
  o.dp = malloc(3 * sizeof(double));
  for (int i = 0; i < 3; i++) o.dp[i] = 0.5 * i;
  /* whole struct and its pointee together */
#pragma omp target map(tofrom: o) map(tofrom: o.dp[0:3])
  { o.n++; o.in.w[2] = 9; o.arr[1].id = 60; for (int i = 0; i < 3; i++) o.dp[i] += o.n; o.tag = 'b'; }
  show("1", &o);
  /* whole struct to, a member from */
#pragma omp target map(to: o) map(from: o.in.id)
  { o.in.id = o.arr[0].id + o.arr[1].id; o.n = -1; }
  show("2", &o);
  /* only some members: nested member, array member section, element of member array */
#pragma omp target map(tofrom: o.in.w[1:2], o.arr[0].id, o.n)
  { o.in.w[1] = -1; o.in.w[2] = -2; o.arr[0].id = 55; o.n = 33; }
  show("3", &o);
  /* a data region maps the struct, kernels map members */
#pragma omp target data map(to: o)
  {
    printf("present o=%d in=%d dp=%d\n", omp_target_is_present(&o, dev), omp_target_is_present(&o.in, dev), omp_target_is_present(o.dp, dev));
#pragma omp target map(tofrom: o.in)
    { o.in.id = 1000; o.in.w[0] = 1000; }
#pragma omp target map(from: o.n)
    o.n = o.in.id + 1;
    printf("inside n=%d id=%d\n", o.n, o.in.id);
#pragma omp target update from(o.in)
    printf("inside after update id=%d w0=%g\n", o.in.id, o.in.w[0]);
    o.arr[1].w[0] = 7;
#pragma omp target update to(o.arr[1])
#pragma omp target map(always, from: o.n)
    o.n = (int)o.arr[1].w[0] * 2;
    printf("inside n=%d\n", o.n);
  }
  show("4", &o);
  /* pointer to struct: member section and pointee */
  Out *po = &o;
#pragma omp target map(to: po[0:1]) map(tofrom: po->dp[0:3])
  for (int i = 0; i < 3; i++) po->dp[i] = po->arr[i % 2].id + i;
  show("5", &o);
#pragma omp target map(tofrom: po->in.w[0:4], po->n)
  { po->n = 4; for (int i = 0; i < 4; i++) po->in.w[i] = i * i; }
  show("6", &o);
  free(o.dp);
  return 0;
}
