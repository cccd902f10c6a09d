/* Written by hand for tools/difftest -file (docs/difftest.md): named mappers that use other named mappers, a pointer section of structs through a named mapper, a block-scope mapper, a union mapper, update from an element through a named mapper. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; int *d; } Buf;
typedef struct { int id; Buf buf; } Node;
#pragma omp declare mapper(dat: Buf b) map(b.n, b.d[0:b.n])
#pragma omp declare mapper(hdr: Buf b) map(b.n)
#pragma omp declare mapper(full: Node x) map(x.id) map(mapper(dat), tofrom: x.buf)
#pragma omp declare mapper(thin: Node x) map(x.id) map(mapper(hdr), tofrom: x.buf)
typedef union { int i; float f; } U;
#pragma omp declare mapper(U u) map(u)
static Buf mkbuf(int n, int base) {
  Buf b; b.n = n; b.d = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) b.d[i] = base + i;
  return b;
}
int main(void) {
  Node a; a.id = 1; a.buf = mkbuf(4, 10);
#pragma omp target map(mapper(full), tofrom: a)
  { a.id += 1; for (int i = 0; i < a.buf.n; i++) a.buf.d[i] *= 2; }
  printf("full: id=%d d=%d %d %d %d\n", a.id, a.buf.d[0], a.buf.d[1], a.buf.d[2], a.buf.d[3]);
  Node b; b.id = 5; b.buf = mkbuf(3, 0);
#pragma omp target map(mapper(thin), tofrom: b)
  { b.id += b.buf.n; b.buf.n = 9; }
  printf("thin: id=%d n=%d\n", b.id, b.buf.n);
  /* a pointer section of structs through a named mapper */
  Node *ns = malloc(3 * sizeof(Node));
  for (int k = 0; k < 3; k++) { ns[k].id = k; ns[k].buf = mkbuf(k + 1, 100 * k); }
#pragma omp target map(mapper(full), tofrom: ns[0:3])
  for (int k = 0; k < 3; k++) { ns[k].id *= 10; for (int i = 0; i < ns[k].buf.n; i++) ns[k].buf.d[i] += 1; }
  for (int k = 0; k < 3; k++) { printf("ns%d id=%d:", k, ns[k].id); for (int i = 0; i < ns[k].buf.n; i++) printf(" %d", ns[k].buf.d[i]); printf("\n"); }
  /* block-scope mapper */
  {
    typedef struct { int a; int b[3]; } L;
#pragma omp declare mapper(L l) map(l.b[0:3])
    L l = {1, {2, 3, 4}};
#pragma omp target map(tofrom: l)
    { l.b[0] += l.b[2]; }
    printf("block: %d %d\n", l.a, l.b[0]);
  }
  /* union with a mapper */
  U u; u.f = 2.5f;
#pragma omp target map(tofrom: u)
  u.f *= 2;
  printf("union %g\n", u.f);
  /* named mapper on update of one element of the pointer section */
  Node *m = malloc(2 * sizeof(Node));
  for (int k = 0; k < 2; k++) { m[k].id = k; m[k].buf = mkbuf(2, 7 * k); }
#pragma omp target enter data map(mapper(full), to: m[0:2])
#pragma omp target
  for (int k = 0; k < 2; k++) m[k].buf.d[1] = -k - 1;
#pragma omp target update from(mapper(full): m[1:1])
  printf("upd: %d %d | %d %d\n", m[0].buf.d[0], m[0].buf.d[1], m[1].buf.d[0], m[1].buf.d[1]);
#pragma omp target exit data map(mapper(full), release: m[0:2])
  return 0;
}
