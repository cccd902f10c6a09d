/* Written by hand for tools/difftest -file (docs/difftest.md): struct members by section, 2-D array members, pointers to structs, updates of members */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int id; double m[3][4]; float v[5]; } Blk;
typedef struct { int n; int *idx; double *val; } Sparse;
typedef struct { Sparse sp; char name[8]; } Wrap;
typedef union { double d[2]; long l[2]; } UD;
typedef struct { UD u; int k; } WU;
static double sumblk(const Blk *b) { double s = b->id; for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) s += b->m[i][j] * (i * 4 + j + 1); for (int j = 0; j < 5; j++) s += b->v[j] * (j + 20); return s; }
int main(void) {
  Blk b; b.id = 1;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) b.m[i][j] = i - j;
  for (int j = 0; j < 5; j++) b.v[j] = j * 0.5f;
  #pragma omp target map(tofrom: b.m[1][0:4])
  for (int j = 0; j < 4; j++) b.m[1][j] = 10 + j;
  printf("m row %g\n", sumblk(&b));
  #pragma omp target map(tofrom: b.m[0:2][0:4])
  for (int i = 0; i < 2; i++) for (int j = 0; j < 4; j++) b.m[i][j] += 100;
  printf("m rows %g\n", sumblk(&b));
  #pragma omp target map(tofrom: b.v[1:3]) map(to: b.id)
  for (int j = 1; j < 4; j++) b.v[j] = (float)(b.id * j * 3);
  printf("v sec %g\n", sumblk(&b));
  #pragma omp target map(tofrom: b.m[2])
  for (int j = 0; j < 4; j++) b.m[2][j] = -1;
  printf("m elem row %g\n", sumblk(&b));
  Blk *bp = malloc(2 * sizeof(Blk));
  bp[0] = b; bp[1] = b; bp[1].id = 2;
  #pragma omp target map(tofrom: bp[0:2])
  for (int k = 0; k < 2; k++) for (int j = 0; j < 5; j++) bp[k].v[j] += bp[k].id;
  printf("bp %g %g\n", sumblk(&bp[0]), sumblk(&bp[1]));
  #pragma omp target map(tofrom: bp[1])
  { bp[1].m[0][0] = 555; }
  printf("bp1 %g\n", sumblk(&bp[1]));
  #pragma omp target map(tofrom: bp->v[0:2])
  { bp->v[0] = 9; bp->v[1] = 8; }
  printf("bp->v %g\n", sumblk(&bp[0]));
  #pragma omp target map(tofrom: bp[1].m[1][1:2])
  { bp[1].m[1][1] = 0; bp[1].m[1][2] = 0; }
  printf("bp1 m part %g\n", sumblk(&bp[1]));
  #pragma omp target data map(to: b)
  {
    #pragma omp target
    { b.m[0][0] = 4242; b.v[4] = 1; b.id = 7; }
    #pragma omp target update from(b.m[0][0:1])
    printf("upd1 %g\n", sumblk(&b));
    #pragma omp target update from(b.v)
    printf("upd2 %g\n", sumblk(&b));
    b.m[2][3] = 99;
    #pragma omp target update to(b.m[2])
    #pragma omp target
    { b.m[2][3] += 1; }
    #pragma omp target update from(b)
    printf("upd3 %g\n", sumblk(&b));
  }
  /* struct with two pointer members + nested */
  Wrap w; w.sp.n = 5; w.sp.idx = malloc(5 * sizeof(int)); w.sp.val = malloc(5 * sizeof(double));
  for (int i = 0; i < 5; i++) { w.sp.idx[i] = 4 - i; w.sp.val[i] = i * 1.5; }
  for (int i = 0; i < 8; i++) w.name[i] = 'a' + i;
  double out[5];
  #pragma omp target map(to: w.sp, w.sp.idx[0:5], w.sp.val[0:5]) map(from: out)
  for (int i = 0; i < w.sp.n; i++) out[i] = w.sp.val[w.sp.idx[i]];
  for (int i = 0; i < 5; i++) printf("%g ", out[i]);
  printf("\n");
  #pragma omp target map(to: w) map(tofrom: w.sp.val[1:3])
  for (int i = 1; i < 4; i++) w.sp.val[i] += w.name[i];
  printf("w %g %g %g %g %g\n", w.sp.val[0], w.sp.val[1], w.sp.val[2], w.sp.val[3], w.sp.val[4]);
  #pragma omp target map(tofrom: w.name[2:3])
  for (int i = 2; i < 5; i++) w.name[i] = 'Z';
  printf("name %.8s\n", w.name);
  Sparse *ps = &w.sp;
  #pragma omp target map(to: ps[0:1]) map(tofrom: ps->val[0:5])
  for (int i = 0; i < ps->n; i++) ps->val[i] = ps->idx[0] * 0 + i;
  printf("ps %g %g\n", w.sp.val[0], w.sp.val[4]);
  WU wu; wu.u.d[0] = 1.0; wu.u.d[1] = 2.0; wu.k = 3;
  #pragma omp target map(tofrom: wu.u)
  { wu.u.l[1] += 1; }
  printf("wu %ld %d\n", wu.u.l[1] - 4611686018427387904L, wu.k);
  #pragma omp target map(tofrom: wu)
  { wu.u.d[0] += wu.k; }
  printf("wu2 %g\n", wu.u.d[0]);
  free(w.sp.idx); free(w.sp.val); free(bp);
  return 0;
}
