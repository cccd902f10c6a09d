/* Written by hand for tools/difftest -file (docs/difftest.md): arrays of structs, array members, nested structs, unions, bit-fields, const, bool, enums */
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
enum color { RED = 1, GREEN = 5, BLUE = 9 };
typedef struct { int id; double v[4]; enum color c; } Item;
typedef struct { short x; struct { int a[3]; float f; } in; long tail; } Nest;
typedef union { int i; float f; unsigned char b[4]; } U;
typedef struct { unsigned lo : 3; unsigned mid : 7; int neg : 5; unsigned hi : 17; char tag; } Bits;
typedef struct { int n; double *p; } Vec;
typedef struct { int k; Vec *q; } Holder;
#define NI 5
Item items[NI];
const int ctab[6] = {3, 1, 4, 1, 5, 9};
int main(void) {
  for (int i = 0; i < NI; i++) { items[i].id = i; items[i].c = (i % 2) ? GREEN : BLUE; for (int j = 0; j < 4; j++) items[i].v[j] = i + j; }
  #pragma omp target teams distribute parallel for map(tofrom: items)
  for (int i = 0; i < NI; i++) { items[i].v[i % 4] += items[i].c; items[i].c = items[i].c == GREEN ? RED : items[i].c; items[i].id *= 3; }
  for (int i = 0; i < NI; i++) printf("%d %d %g %g %g %g\n", items[i].id, (int)items[i].c, items[i].v[0], items[i].v[1], items[i].v[2], items[i].v[3]);
  #pragma omp target map(tofrom: items[1:3])
  for (int i = 1; i < 4; i++) items[i].v[0] = -items[i].id;
  #pragma omp target map(tofrom: items[2].v[1:2])
  { items[2].v[1] = 77; items[2].v[2] = 78; }
  #pragma omp target map(tofrom: items[4].v)
  for (int j = 0; j < 4; j++) items[4].v[j] *= 10;
  #pragma omp target map(tofrom: items[0].id, items[0].c)
  { items[0].id = 55; items[0].c = BLUE; }
  for (int i = 0; i < NI; i++) printf("%d %d %g %g %g %g\n", items[i].id, (int)items[i].c, items[i].v[0], items[i].v[1], items[i].v[2], items[i].v[3]);
  Nest nz = { 2, { {1, 2, 3}, 1.5f }, 99 };
  #pragma omp target map(tofrom: nz.in)
  { nz.in.a[1] += 10; nz.in.f *= 2; }
  #pragma omp target map(tofrom: nz.in.a[0:2], nz.tail)
  { nz.in.a[0] = 8; nz.tail += 1; }
  #pragma omp target map(tofrom: nz.x, nz.in.f)
  { nz.x = (short)(nz.x * 5); nz.in.f += 0.25f; }
  printf("nest %d %d %d %d %g %ld\n", nz.x, nz.in.a[0], nz.in.a[1], nz.in.a[2], nz.in.f, nz.tail);
  Nest arr[3];
  for (int i = 0; i < 3; i++) { arr[i].x = (short)i; for (int j = 0; j < 3; j++) arr[i].in.a[j] = i * 3 + j; arr[i].in.f = 0; arr[i].tail = 0; }
  #pragma omp target map(tofrom: arr[1].in.a[0:3])
  for (int j = 0; j < 3; j++) arr[1].in.a[j] *= -1;
  #pragma omp target
  for (int i = 0; i < 3; i++) arr[i].tail = arr[i].in.a[2] + arr[i].x;
  for (int i = 0; i < 3; i++) printf("arr %d %d %d %d %ld\n", arr[i].x, arr[i].in.a[0], arr[i].in.a[1], arr[i].in.a[2], arr[i].tail);
  U u; u.i = 0x01020304;
  #pragma omp target map(tofrom: u)
  { u.b[0] ^= 0xff; }
  printf("union %x\n", u.i);
  U us[3] = {{1}, {2}, {3}};
  #pragma omp target
  for (int i = 0; i < 3; i++) us[i].i <<= 4;
  printf("unions %d %d %d\n", us[0].i, us[1].i, us[2].i);
  U uf; uf.f = 1.0f;
  #pragma omp target firstprivate(uf) map(from: u)
  { u.i = uf.i; }
  printf("uf %x\n", u.i);
  Bits bt = { 5, 100, -7, 70000, 'q' };
  #pragma omp target map(tofrom: bt)
  { bt.lo += 1; bt.mid -= 3; bt.neg = bt.neg * 2; bt.hi += 3; bt.tag++; }
  printf("bits %u %u %d %u %c\n", bt.lo, bt.mid, bt.neg, bt.hi, bt.tag);
  Bits bc = { 1, 2, 3, 4, 'a' };
  #pragma omp target
  { bc.hi = bc.lo + bc.mid + bc.neg; }
  printf("bits implicit %u\n", bc.hi);
  Bits bm = { 1, 2, 3, 4, 'a' };
  #pragma omp target map(tofrom: bm.tag)
  { bm.tag = 'z'; }
  printf("bits member %c %u\n", bm.tag, bm.hi);
  int out[6];
  const double cf = 2.5;
  #pragma omp target map(from: out) map(to: ctab)
  for (int i = 0; i < 6; i++) out[i] = ctab[i] * (int)(cf * 2);
  for (int i = 0; i < 6; i++) printf("%d ", out[i]);
  printf("\n");
  bool flags[8]; int cnt = 0;
  for (int i = 0; i < 8; i++) flags[i] = (i % 3) == 0;
  #pragma omp target map(tofrom: flags, cnt)
  for (int i = 0; i < 8; i++) { flags[i] = !flags[i]; cnt += flags[i]; }
  bool bb = true;
  #pragma omp target map(tofrom: bb)
  bb = !bb && cnt;
  printf("bool %d %d %d %d\n", cnt, flags[0], flags[1], bb);
  enum color ec = GREEN; int ev = 0;
  #pragma omp target map(from: ev)
  ev = ec + BLUE;
  printf("enum %d\n", ev);
  /* members of section elements, pointer chains */
  Vec vs[3];
  for (int i = 0; i < 3; i++) { vs[i].n = 4; vs[i].p = malloc(4 * sizeof(double)); for (int j = 0; j < 4; j++) vs[i].p[j] = i * 10 + j; }
  #pragma omp target map(to: vs[1]) map(tofrom: vs[1].p[0:4])
  for (int j = 0; j < vs[1].n; j++) vs[1].p[j] *= 2;
  #pragma omp target map(to: vs) map(tofrom: vs[2].p[1:2])
  for (int j = 1; j < 3; j++) vs[2].p[j] += vs[0].n;
  for (int i = 0; i < 3; i++) printf("vs %g %g %g %g\n", vs[i].p[0], vs[i].p[1], vs[i].p[2], vs[i].p[3]);
  Holder hd; hd.k = 3; hd.q = &vs[0];
  #pragma omp target map(to: hd.q[0:1]) map(tofrom: hd.q->p[0:4])
  for (int j = 0; j < 4; j++) hd.q->p[j] = j * 100 + hd.q->n;
  printf("hd %g %g %g %g\n", vs[0].p[0], vs[0].p[1], vs[0].p[2], vs[0].p[3]);
  for (int i = 0; i < 3; i++) free(vs[i].p);
  return 0;
}
