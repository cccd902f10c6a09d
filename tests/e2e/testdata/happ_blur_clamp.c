/* Image pipeline on 8-bit pixels: a 5x5 box blur with clamped edges
 * through declare target helpers, a Sobel magnitude, and a threshold
 * count, with collapse(2) over 2-D VLAs passed to functions. */
#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
static inline unsigned char sat8(int v) { return (unsigned char)clampi(v, 0, 255); }
#pragma omp end declare target

static void blur(int h, int w, unsigned char (*in)[w], unsigned char (*out)[w], int r) {
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:h][0:w]) map(from: out[0:h][0:w])
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -r; dy <= r; dy++)
        for (int dx = -r; dx <= r; dx++)
          s += in[clampi(y + dy, 0, h - 1)][clampi(x + dx, 0, w - 1)];
      out[y][x] = sat8(s / ((2 * r + 1) * (2 * r + 1)));
    }
}

static long sobel(int h, int w, unsigned char in[h][w], short mag[h][w], int thr) {
  long edges = 0;
#pragma omp target teams distribute parallel for collapse(2) reduction(+: edges) \
    map(to: in[0:h][0:w]) map(from: mag[0:h][0:w])
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int ym = clampi(y - 1, 0, h - 1), yp = clampi(y + 1, 0, h - 1);
      int xm = clampi(x - 1, 0, w - 1), xp = clampi(x + 1, 0, w - 1);
      int gx = in[ym][xp] + 2 * in[y][xp] + in[yp][xp] - in[ym][xm] - 2 * in[y][xm] - in[yp][xm];
      int gy = in[yp][xm] + 2 * in[yp][x] + in[yp][xp] - in[ym][xm] - 2 * in[ym][x] - in[ym][xp];
      int m = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
      mag[y][x] = (short)m;
      edges += m > thr;
    }
  return edges;
}

int main(void) {
  int h = 61, w = 83;
  unsigned char (*img)[w] = malloc(sizeof(unsigned char) * h * w);
  unsigned char (*tmp)[w] = malloc(sizeof(unsigned char) * h * w);
  short (*mag)[w] = malloc(sizeof(short) * h * w);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      img[y][x] = (unsigned char)(((x / 10 + y / 8) % 2) * 200 + (x * 7 + y * 3) % 40);
  blur(h, w, img, tmp, 2);
  long e = sobel(h, w, tmp, mag, 100);
  unsigned long cs = 0, ms = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) { cs = cs * 31 + tmp[y][x]; ms += (unsigned long)mag[y][x] * (x + 1); }
  printf("blur: checksum=%lu corner=%d center=%d\n", cs % 1000000007UL, tmp[0][0], tmp[h / 2][w / 2]);
  printf("sobel: edges=%ld weighted=%lu max_row0=%d\n", e, ms, mag[0][w - 1]);
  free(img); free(tmp); free(mag);
  printf("PASS happ_blur_clamp\n");
  return 0;
}
