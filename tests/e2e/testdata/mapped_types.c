/* Data of the C types a region may touch beyond plain arithmetic ones,
 * mapped by map clauses and implicitly: a struct with bit-fields (mapped
 * whole, its bit-fields read and written on the device, the neighbouring
 * members and bits left as they are), a union mapped whole and an array
 * of unions, volatile and const qualified data, bool and enum arrays, and
 * a struct holding all of them. Every result is computed again on the
 * host and compared. */
#include <omp.h>
#include <stdbool.h>
#include <stdio.h>

enum colour { RED = 1, GREEN = 5, BLUE = 9 };

struct flags {
  unsigned lo : 3;
  signed mid : 5;
  unsigned hi : 7;
  int whole;
  unsigned char tail : 2;
};

union word {
  unsigned u;
  float f;
  unsigned char b[4];
};

struct mixed {
  bool on[4];
  enum colour c[4];
  struct flags fl;
  union word w;
};

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: want %ld\n", want);
    failures++;
  }
}

int main(void) {
  /* Bit-fields: the device increments each field modulo its width. */
  struct flags f = {5, -7, 100, 12345, 3};
  struct flags g[3] = {{1, 2, 3, 4, 1}, {2, -3, 4, 5, 2}, {7, 15, 127, 6, 0}};
#pragma omp target map(tofrom: f, g)
  {
    f.lo = f.lo + 4;   /* 9 mod 8 = 1 */
    f.mid = f.mid - 10; /* -17 wraps in 5 bits */
    f.hi = f.hi * 2;   /* 200 mod 128 = 72 */
    f.tail = f.tail + 1;
    for (int i = 0; i < 3; i++) {
      g[i].lo += g[i].hi;
      g[i].mid = -g[i].mid;
    }
  }
  struct flags hf = {5, -7, 100, 12345, 3};
  hf.lo = hf.lo + 4;
  hf.mid = hf.mid - 10;
  hf.hi = hf.hi * 2;
  hf.tail = hf.tail + 1;
  expect("bits.lo", f.lo, hf.lo);
  expect("bits.mid", f.mid, hf.mid);
  expect("bits.hi", f.hi, hf.hi);
  expect("bits.whole", f.whole, 12345);
  expect("bits.tail", f.tail, hf.tail);
  long gs = 0;
  for (int i = 0; i < 3; i++) gs = gs * 100 + g[i].lo * 10 + g[i].mid;
  expect("bits.array", gs, (4 * 10 - 2) * 10000 + (6 * 10 + 3) * 100 + (6 * 10 - 15));

  /* Unions: the device reads the bytes of a float through the union and
   * writes one member; an array of unions implicitly. */
  union word w;
  w.f = 1.5f;
  unsigned bits = 0;
  union word ws[4];
  for (int i = 0; i < 4; i++) ws[i].u = 0x01020304u * (unsigned)(i + 1);
#pragma omp target map(tofrom: w, bits)
  {
    bits = w.u;
    w.b[0] = 0x7f;
  }
#pragma omp target
  for (int i = 0; i < 4; i++) ws[i].b[i] = (unsigned char)(ws[i].b[i] + 0x10);
  union word hw;
  hw.f = 1.5f;
  expect("union.bits", bits, hw.u);
  hw.b[0] = 0x7f;
  expect("union.after", w.u, hw.u);
  unsigned long us = 0;
  for (int i = 0; i < 4; i++) {
    union word h;
    h.u = 0x01020304u * (unsigned)(i + 1);
    h.b[i] = (unsigned char)(h.b[i] + 0x10);
    us += (ws[i].u == h.u) << i;
  }
  expect("union.array", (long)us, 15);

  /* volatile and const data in a region. */
  volatile int vol[8];
  const int cst[8] = {3, 1, 4, 1, 5, 9, 2, 6};
  for (int i = 0; i < 8; i++) vol[i] = i;
  volatile double vs = 0.5;
#pragma omp target teams distribute parallel for map(tofrom: vol) map(to: cst) map(tofrom: vs)
  for (int i = 0; i < 8; i++) {
    vol[i] = vol[i] * cst[i];
    if (i == 0) vs = vs + cst[7];
  }
  long vsum = 0;
  for (int i = 0; i < 8; i++) vsum = vsum * 10 + vol[i] % 10;
  expect("volatile", vsum, 1830522);
  expect("volatile.scalar", (long)(vs * 2), 13);

  /* bool and enum arrays, and a struct holding all the kinds. */
  bool on[6] = {true, false, true, true, false, false};
  enum colour col[6] = {RED, GREEN, BLUE, RED, GREEN, BLUE};
  int count = 0;
  struct mixed m = {{true, false, false, true}, {BLUE, RED, GREEN, BLUE}, {2, 3, 4, 5, 1}, {0}};
  m.w.f = -2.0f;
#pragma omp target map(tofrom: on, col, count, m)
  {
    for (int i = 0; i < 6; i++) {
      count += on[i] ? col[i] : 0;
      on[i] = !on[i];
      col[i] = col[i] == BLUE ? RED : (enum colour)(col[i] + 4);
    }
    for (int i = 0; i < 4; i++) {
      m.on[i] = m.on[i] && m.c[i] == BLUE;
      m.c[i] = m.c[i] == RED ? GREEN : RED;
    }
    m.fl.mid = m.fl.mid + m.fl.lo;
    m.w.u ^= 0x80000000u;
  }
  expect("bool.enum.count", count, RED + BLUE + RED);
  long ob = 0, oc = 0;
  for (int i = 0; i < 6; i++) {
    ob = ob * 10 + on[i];
    oc = oc * 10 + col[i];
  }
  expect("bool.after", ob, 10011);
  expect("enum.after", oc, 591591);
  expect("struct.on", m.on[0] * 1000 + m.on[1] * 100 + m.on[2] * 10 + m.on[3], 1001);
  expect("struct.c", m.c[0] * 1000 + m.c[1] * 100 + m.c[2] * 10 + m.c[3], 1511);
  expect("struct.bits", m.fl.mid * 10 + m.fl.lo, 52);
  expect("struct.union", (long)m.w.f, 2);

  if (failures) {
    printf("FAIL mapped_types: %d\n", failures);
    return 1;
  }
  printf("PASS mapped_types\n");
  return 0;
}
