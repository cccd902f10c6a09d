/* Differential program (against clang-19): less common C types in target
 * regions: unions (mapped whole, in arrays, firstprivate, a union member
 * of a struct with a declare mapper), bit-fields (signed and unsigned,
 * read, written and incremented on the device, in structs mapped whole,
 * in arrays and firstprivate), _Complex float and double (arrays, struct
 * members, conj/creal/cimag-free arithmetic with __real__ and __imag__,
 * a reduction on the parts), _Bool, enums, typedef'd arrays
 * and pointers to const. */
#include <stdio.h>
#include <complex.h>

typedef union { int i; float f; unsigned char b[4]; short s[2]; } word;
typedef struct {
  unsigned lo : 4;
  unsigned mid : 7;
  signed sg : 5;
  unsigned flag : 1;
  int whole;
} packed_t;
enum color { RED = 1, GREEN = 4, BLUE = 9 };
typedef double vec4[4];
typedef struct {
  int tag;
  word w;
  packed_t bits;
  double _Complex z;
  enum color col;
  vec4 v;
} rec;
#pragma omp declare mapper(rec r) map(r.tag, r.w, r.bits, r.z, r.col, r.v)

int main(void) {
  word ws[16];
  packed_t pk[16];
  for (int i = 0; i < 16; i++) {
    ws[i].i = i * 0x01020304;
    pk[i].lo = i; pk[i].mid = i * 5; pk[i].sg = i - 8; pk[i].flag = i & 1; pk[i].whole = -i;
  }
#pragma omp target teams distribute parallel for map(tofrom: ws, pk)
  for (int i = 0; i < 16; i++) {
    ws[i].b[0] ^= 0xff;
    ws[i].s[1] += 3;
    pk[i].lo += 3;               /* wraps at 16 */
    pk[i].mid = pk[i].mid * 3 + pk[i].lo;
    pk[i].sg = -pk[i].sg;
    pk[i].flag = !pk[i].flag;
    pk[i].whole += pk[i].sg * 100 + pk[i].mid;
  }
  long h = 0;
  for (int i = 0; i < 16; i++)
    h = h * 7 + ws[i].i + pk[i].lo * 3 + pk[i].mid * 5 + pk[i].sg * 11 + pk[i].flag * 13 + pk[i].whole;
  printf("A %ld\n", h % 1000000007);

  /* a union and a bit-field struct firstprivate */
  word fw; fw.f = 1.5f;
  packed_t fp = {9, 100, -3, 1, 77};
  int outs[8];
#pragma omp target map(from: outs) firstprivate(fw, fp)
  {
    fw.b[3] ^= 0x80;             /* flips the sign of the float */
    fp.sg += 2;
    outs[0] = fw.i;
    outs[1] = (int)(fw.f * 4);
    outs[2] = fp.lo + fp.mid + fp.sg + fp.flag + fp.whole;
    outs[3] = sizeof(packed_t);
    outs[4] = fp.sg;
    fp.mid++;
    outs[5] = fp.mid;
    outs[6] = fw.s[0];
    outs[7] = fw.s[1];
  }
  printf("B %d %d %d %d %d %d %d %d host %g %d\n", outs[0], outs[1], outs[2], outs[3], outs[4], outs[5], outs[6],
         outs[7], fw.f, fp.sg);

  /* complex arrays and a reduction on real and imaginary parts */
  double _Complex z[32];
  float _Complex fz[32];
  for (int i = 0; i < 32; i++) {
    z[i] = (i % 5) + (i % 3) * I;
    fz[i] = (float)(i % 4) - (float)(i % 7) * I;
  }
  double re = 0, im = 0;
#pragma omp target teams distribute parallel for map(tofrom: z, fz) reduction(+: re, im)
  for (int i = 0; i < 32; i++) {
    double _Complex w = z[i] * z[i] + fz[i];
    z[i] = w * I - 2.0;
    fz[i] = ~fz[i];               /* complex conjugate (GNU) */
    __real__ fz[i] += 1.0f;
    re += __real__ w;
    im += __imag__ w;
  }
  double hr = 0, hi = 0;
  for (int i = 0; i < 32; i++) {
    hr += creal(z[i]) * (i + 1) + crealf(fz[i]);
    hi += cimag(z[i]) * (i + 2) - cimagf(fz[i]);
  }
  printf("C %.1f %.1f %.1f %.1f\n", re, im, hr, hi);

  /* _Bool, enums (long double is refused in target regions) */
  double ld[10];
  _Bool bl[10];
  enum color cs[10];
  for (int i = 0; i < 10; i++) { ld[i] = i / 4.0; bl[i] = i % 3 == 0; cs[i] = (i % 3 == 0) ? RED : (i % 3 == 1) ? GREEN : BLUE; }
  int allb = 1, anyb = 0;
#pragma omp target parallel for map(tofrom: ld, bl, cs) reduction(&&: allb) reduction(||: anyb)
  for (int i = 0; i < 10; i++) {
    ld[i] = ld[i] * ld[i] + 1.0 / 1024;
    bl[i] = !bl[i] || cs[i] == BLUE;
    cs[i] = cs[i] == RED ? GREEN : cs[i] == GREEN ? BLUE : RED;
    allb = allb && bl[i];
    anyb = anyb || (cs[i] == RED);
  }
  double lds = 0;
  int bs = 0, csum = 0;
  for (int i = 0; i < 10; i++) { lds += ld[i]; bs += bl[i] * (i + 1); csum += cs[i] * (i + 1); }
  printf("D %.10f %d %d %d %d\n", lds, bs, csum, allb, anyb);

  /* structs holding all of them through a declare mapper */
  rec rs[6];
  for (int i = 0; i < 6; i++) {
    rs[i].tag = i; rs[i].w.i = 0x3f800000 + i; rs[i].bits = (packed_t){(unsigned)i, (unsigned)i * 9, i - 3, 0, i * 2};
    rs[i].z = i - i * I; rs[i].col = BLUE;
    for (int k = 0; k < 4; k++) rs[i].v[k] = i + k * 0.25;
  }
  const vec4 *cv = &rs[2].v;
  double dot = 0;
#pragma omp target map(tofrom: rs) map(tofrom: dot)
  for (int i = 0; i < 6; i++) {
    rs[i].w.f *= 2.0f;
    rs[i].bits.mid += rs[i].bits.lo;
    rs[i].bits.flag = rs[i].bits.sg < 0;
    rs[i].z = rs[i].z * rs[i].z;
    rs[i].col = (enum color)(rs[i].col - i);
    for (int k = 0; k < 4; k++) { rs[i].v[k] *= 2; dot += rs[i].v[k] * (k + 1); }
  }
  long h2 = 0;
  for (int i = 0; i < 6; i++)
    h2 = h2 * 13 + rs[i].w.i % 1000 + rs[i].bits.mid * 7 + rs[i].bits.flag + (long)creal(rs[i].z) * 3 +
         (long)cimag(rs[i].z) * 5 + rs[i].col;
  printf("E %ld %.2f %.2f\n", h2 % 1000000007, dot, (*cv)[3]);
  return 0;
}
