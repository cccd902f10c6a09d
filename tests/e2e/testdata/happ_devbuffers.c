/* Device buffers managed by hand, as codes ported from CUDA do: a pool of
 * omp_target_alloc'd arrays behind a struct, kernels with is_device_ptr,
 * omp_target_memcpy in and out, a host array adopted with
 * omp_target_associate_ptr, and use_device_ptr handing a mapped array to a
 * function that only takes device pointers. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

typedef struct {
  int dev, n;
  double *d_a, *d_b;
} pool_t;

static void pool_init(pool_t *p, int n) {
  p->dev = omp_get_default_device();
  p->n = n;
  p->d_a = omp_target_alloc(sizeof(double) * n, p->dev);
  p->d_b = omp_target_alloc(sizeof(double) * n, p->dev);
}

static void pool_free(pool_t *p) {
  omp_target_free(p->d_a, p->dev);
  omp_target_free(p->d_b, p->dev);
}

/* y = a*x + y on device pointers only */
static void daxpy_dev(int n, double a, const double *dx, double *dy) {
#pragma omp target teams distribute parallel for is_device_ptr(dx, dy) firstprivate(a, n)
  for (int i = 0; i < n; i++) dy[i] += a * dx[i];
}

static double dsum_dev(int n, const double *dx) {
  double s = 0;
#pragma omp target teams distribute parallel for is_device_ptr(dx) reduction(+: s)
  for (int i = 0; i < n; i++) s += dx[i];
  return s;
}

int main(void) {
  int host = omp_get_initial_device();
  pool_t p;
  pool_init(&p, N);
  double *h = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) h[i] = i % 10;
  omp_target_memcpy(p.d_a, h, sizeof(double) * N, 0, 0, p.dev, host);
  double *da = p.d_a, *db = p.d_b;
#pragma omp target teams distribute parallel for is_device_ptr(db)
  for (int i = 0; i < N; i++) db[i] = 1.0;
  daxpy_dev(N, 0.5, p.d_a, p.d_b);
  printf("sum b=%.3f sum a=%.3f\n", dsum_dev(N, db), dsum_dev(N, da));
  /* partial copy back: elements 100..109 of b */
  double part[10];
  omp_target_memcpy(part, p.d_b, sizeof(double) * 10, 0, sizeof(double) * 100, host, p.dev);
  printf("b[100..109]:");
  for (int i = 0; i < 10; i++) printf(" %.1f", part[i]);
  printf("\n");

  /* adopt the host array h: its device copy is d_a from now on */
  omp_target_associate_ptr(h, p.d_a, sizeof(double) * N, 0, p.dev);
#pragma omp target teams distribute parallel for map(tofrom: h[0:N])
  for (int i = 0; i < N; i++) h[i] *= 3.0; /* works on d_a, no copy */
  printf("after associate: host h[7]=%.1f present=%d\n", h[7], omp_target_is_present(h, p.dev));
#pragma omp target update from(h[0:N])
  printf("after update: h[7]=%.1f device sum=%.1f\n", h[7], dsum_dev(N, p.d_a));
  omp_target_disassociate_ptr(h, p.dev);

  /* a mapped array handed to the device-pointer API */
  double *y = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) y[i] = -1.0;
#pragma omp target data map(tofrom: y[0:N])
  {
#pragma omp target data use_device_ptr(y)
    daxpy_dev(N, 2.0, da, y);
  }
  double ys = 0;
  for (int i = 0; i < N; i++) ys += y[i];
  printf("y sum=%.1f y[999]=%.1f\n", ys, y[999]);
  pool_free(&p);
  free(h); free(y);
  printf("PASS happ_devbuffers\n");
  return 0;
}
