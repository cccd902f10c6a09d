// Hand-written CUDA references of the benchmark kernels. Usage:
//   reference KERNEL [N]   (saxpy matmul stencil dot nested gather
//                           stencil3d transpose transpose_tiled multired
//                           collapsered devfunc histogram)
//   reference copy [N]     (device-to-device copy bandwidth)
// Prints the same RESULT line as the OpenMP programs: best time of REPS
// runs including host<->device copies (as the OpenMP region does), plus
// kernel_s, the best kernel-only time (cudaEvent).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <vector>
#include <cuda_runtime.h>

#define REPS 5
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("CUDA error %s at %d\n", cudaGetErrorString(e), __LINE__); exit(2); } } while (0)

__global__ void saxpy(long n, double s, const double *__restrict__ b, const double *__restrict__ c, double *__restrict__ a) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) a[i] = b[i] + s * c[i];
}
__global__ void matmul(int n, const double *__restrict__ A, const double *__restrict__ B, double *__restrict__ C) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  if (j >= n) return;
  double s = 0;
  for (int k = 0; k < n; k++) s += A[(long)i * n + k] * B[(long)k * n + j];
  C[(long)i * n + j] = s;
}
__global__ void stencil(int n, const double *__restrict__ in, double *__restrict__ out) {
  int j = blockIdx.x * blockDim.x + threadIdx.x + 1, i = blockIdx.y + 1;
  if (j >= n - 1) return;
  long o = (long)i * n + j;
  out[o] = 0.25 * (in[o - n] + in[o + n] + in[o - 1] + in[o + 1]);
}
__global__ void dot(long n, const double *__restrict__ x, const double *__restrict__ y, double *__restrict__ part) {
  __shared__ double sh[256];
  double s = 0;
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) s += x[i] * y[i];
  sh[threadIdx.x] = s;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w >>= 1) {
    if (threadIdx.x < w) sh[threadIdx.x] += sh[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) part[blockIdx.x] = sh[0];
}
#define M 16
#define D 8
__global__ void nested(int n, const double *__restrict__ coef, double *__restrict__ res) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double acc = 0;
  for (int p = 0; p < M; p++) {
    double xv = 0.125 * p, v = 0;
    for (int d = D; d >= 0; d--) v = v * xv + coef[(long)i * (D + 1) + d];
    acc += v;
  }
  res[i] = acc;
}
__global__ void gather(int n, const double *__restrict__ x, const int *__restrict__ idx, double *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[idx[i]] * 2 + y[i];
}

__global__ void stencil3d(int n, const double *__restrict__ in, double *__restrict__ out) {
  int k = blockIdx.x * blockDim.x + threadIdx.x + 1, j = blockIdx.y + 1, i = blockIdx.z + 1;
  if (k >= n - 1) return;
  long o = ((long)i * n + j) * n + k, p = (long)n * n;
  out[o] = 0.5 * in[o] + 0.125 * (in[o - p] + in[o + p] + in[o - n] + in[o + n] + in[o - 1] + in[o + 1]);
}
// The transpose as the OpenMP source writes it (one thread per element,
// coalesced reads, strided writes), and the tiled one through shared
// memory that a CUDA programmer would write (coalesced both ways).
__global__ void transpose(int n, const double *__restrict__ A, double *__restrict__ B) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  if (j < n) B[(long)j * n + i] = A[(long)i * n + j];
}
__global__ void transpose_tiled(int n, const double *__restrict__ A, double *__restrict__ B) {
  __shared__ double t[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int r = 0; r < 32; r += 8)
    if (x < n && y + r < n) t[threadIdx.y + r][threadIdx.x] = A[(long)(y + r) * n + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x, y = blockIdx.x * 32 + threadIdx.y;
  for (int r = 0; r < 32; r += 8)
    if (x < n && y + r < n) B[(long)(y + r) * n + x] = t[threadIdx.x][threadIdx.y + r];
}
// Block reductions with warp shuffles: one partial per block and value.
template <typename F> __device__ double warp_fold(double v, F f) {
  for (int s = 16; s > 0; s >>= 1) v = f(v, __shfl_down_sync(0xffffffffu, v, s));
  return v;
}
template <typename F> __device__ double block_fold(double v, F f, double *sh, double identity) {
  v = warp_fold(v, f);
  __syncthreads();
  if ((threadIdx.x & 31) == 0) sh[threadIdx.x >> 5] = v;
  __syncthreads();
  if (threadIdx.x < 32) v = warp_fold(threadIdx.x < blockDim.x / 32 ? sh[threadIdx.x] : identity, f);
  return v;
}
struct addf { __device__ double operator()(double a, double b) const { return a + b; } };
struct minf { __device__ double operator()(double a, double b) const { return fmin(a, b); } };
struct maxf { __device__ double operator()(double a, double b) const { return fmax(a, b); } };
__global__ void multired(long n, const double *__restrict__ x, double *__restrict__ part) {
  __shared__ double sh[32];
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  double v = i < n ? x[i] : 0, s = v, s2 = v * v, lo = i < n ? v : 1e300, hi = i < n ? v : -1e300;
  s = block_fold(s, addf(), sh, 0.0), s2 = block_fold(s2, addf(), sh, 0.0), lo = block_fold(lo, minf(), sh, 1e300), hi = block_fold(hi, maxf(), sh, -1e300);
  if (threadIdx.x == 0) part[4 * blockIdx.x] = s, part[4 * blockIdx.x + 1] = s2, part[4 * blockIdx.x + 2] = lo, part[4 * blockIdx.x + 3] = hi;
}
__global__ void collapsered(int n, const double *__restrict__ A, const double *__restrict__ w, double *__restrict__ part) {
  __shared__ double sh[32];
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  double v = j < n ? A[(long)i * n + j] * w[j] : 0;
  v = block_fold(v, addf(), sh, 0.0);
  if (threadIdx.x == 0) part[(long)blockIdx.y * gridDim.x + blockIdx.x] = v;
}
__device__ double poly(double v) { return (0.25 * v + 1.5) * v - 3.0; }
__global__ void devfunc(long n, const double *__restrict__ x, double *__restrict__ y) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n) y[i] = poly(x[i]) + y[i];
}

// Each block counts into its own bins in shared memory, then adds them to
// the global bins: one global atomic per bin and block instead of one per
// key.
#define BINS 256
__global__ void histogram(long n, const unsigned *__restrict__ key, int *__restrict__ hist) {
  __shared__ int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    atomicAdd(&local[key[i]], 1);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b]) atomicAdd(&hist[b], local[b]);
}

static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

int main(int argc, char **argv) {
  if (argc < 2) { printf("usage: %s KERNEL [N]\n", argv[0]); return 2; }
  const char *k = argv[1];
  long n = argc > 2 ? atol(argv[2]) : 0;
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  if (!strcmp(k, "copy")) {
    // Device memory bandwidth: a device-to-device copy of 2 GiB, counting
    // the bytes read and written; best of 10 after a warm-up.
    if (!n) n = 1L << 28;
    double *src, *dst; CK(cudaMalloc(&src, 8 * n)); CK(cudaMalloc(&dst, 8 * n));
    CK(cudaMemset(src, 1, 8 * n));
    float best_ms = 1e30f;
    for (int r = 0; r < 11; r++) {
      CK(cudaEventRecord(e0));
      CK(cudaMemcpy(dst, src, 8 * n, cudaMemcpyDeviceToDevice));
      CK(cudaEventRecord(e1));
      CK(cudaEventSynchronize(e1));
      float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
      if (r > 0 && ms < best_ms) best_ms = ms;
    }
    printf("COPY bytes=%.6e best_s=%.6e GBps=%.1f\n", 16.0 * n, best_ms * 1e-3, 16.0 * n / (best_ms * 1e-3) / 1e9);
    return 0;
  }
  double best = 1e30, kbest = 1e30, bytes = 0, flops = 0;
  int bad = 0;
  auto timeit = [&](auto copyin, auto launch, auto copyout) {
    for (int r = 0; r < REPS; r++) {
      double t0 = now();
      copyin();
      CK(cudaEventRecord(e0));
      launch();
      CK(cudaEventRecord(e1));
      copyout();
      CK(cudaDeviceSynchronize());
      double t = now() - t0;
      float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
      if (t < best) best = t;
      if (ms * 1e-3 < kbest) kbest = ms * 1e-3;
    }
  };
  if (!strcmp(k, "saxpy")) {
    if (!n) n = 1L << 24;
    std::vector<double> a(n), b(n), c(n);
    for (long i = 0; i < n; i++) b[i] = i % 100, c[i] = i % 7;
    double *da, *db, *dc; CK(cudaMalloc(&da, 8 * n)); CK(cudaMalloc(&db, 8 * n)); CK(cudaMalloc(&dc, 8 * n));
    timeit([&] { CK(cudaMemcpy(db, b.data(), 8 * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dc, c.data(), 8 * n, cudaMemcpyHostToDevice)); },
           [&] { saxpy<<<(n + 255) / 256, 256>>>(n, 3.0, db, dc, da); },
           [&] { CK(cudaMemcpy(a.data(), da, 8 * n, cudaMemcpyDeviceToHost)); });
    for (long i = 0; i < n; i++) bad += a[i] != b[i] + 3.0 * c[i];
    bytes = 24.0 * n; flops = 2.0 * n;
  } else if (!strcmp(k, "matmul") || !strcmp(k, "stencil")) {
    bool mm = !strcmp(k, "matmul");
    if (!n) n = mm ? 512 : 2048;
    std::vector<double> A(n * n), B(n * n), C(n * n, 0);
    for (long i = 0; i < n; i++)
      for (long j = 0; j < n; j++) {
        A[i * n + j] = mm ? (i + j) % 5 : (i * 3 + j) % 11;
        B[i * n + j] = (i * j) % 3;
      }
    double *dA, *dB, *dC; CK(cudaMalloc(&dA, 8 * n * n)); CK(cudaMalloc(&dB, 8 * n * n)); CK(cudaMalloc(&dC, 8 * n * n));
    if (mm) {
      timeit([&] { CK(cudaMemcpy(dA, A.data(), 8 * n * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dB, B.data(), 8 * n * n, cudaMemcpyHostToDevice)); },
             [&] { matmul<<<dim3((n + 255) / 256, n), 256>>>(n, dA, dB, dC); },
             [&] { CK(cudaMemcpy(C.data(), dC, 8 * n * n, cudaMemcpyDeviceToHost)); });
      for (long i = 0; i < n; i += 7)
        for (long j = 0; j < n; j += 5) { double s = 0; for (long q = 0; q < n; q++) s += A[i * n + q] * B[q * n + j]; bad += C[i * n + j] != s; }
      bytes = 24.0 * n * n; flops = 2.0 * n * n * n;
    } else {
      timeit([&] { CK(cudaMemcpy(dA, A.data(), 8 * n * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dC, C.data(), 8 * n * n, cudaMemcpyHostToDevice)); },
             [&] { stencil<<<dim3((n - 2 + 255) / 256, n - 2), 256>>>(n, dA, dC); },
             [&] { CK(cudaMemcpy(C.data(), dC, 8 * n * n, cudaMemcpyDeviceToHost)); });
      for (long i = 1; i < n - 1; i++)
        for (long j = 1; j < n - 1; j++) bad += C[i * n + j] != 0.25 * (A[(i - 1) * n + j] + A[(i + 1) * n + j] + A[i * n + j - 1] + A[i * n + j + 1]);
      bytes = 16.0 * (n - 2) * (n - 2); flops = 4.0 * (n - 2) * (n - 2);
    }
  } else if (!strcmp(k, "dot")) {
    if (!n) n = 1L << 24;
    std::vector<double> x(n), y(n);
    for (long i = 0; i < n; i++) x[i] = i % 3, y[i] = i % 5;
    long blocks = (n + 255) / 256;
    std::vector<double> part(blocks);
    double *dx, *dy, *dp; CK(cudaMalloc(&dx, 8 * n)); CK(cudaMalloc(&dy, 8 * n)); CK(cudaMalloc(&dp, 8 * blocks));
    double sum = 0;
    timeit([&] { CK(cudaMemcpy(dx, x.data(), 8 * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dy, y.data(), 8 * n, cudaMemcpyHostToDevice)); },
           [&] { dot<<<blocks, 256>>>(n, dx, dy, dp); },
           [&] { CK(cudaMemcpy(part.data(), dp, 8 * blocks, cudaMemcpyDeviceToHost)); sum = 0; for (double p : part) sum += p; });
    double ref = 0;
    for (long i = 0; i < n; i++) ref += x[i] * y[i];
    bad = sum != ref; bytes = 16.0 * n; flops = 2.0 * n;
  } else if (!strcmp(k, "nested")) {
    if (!n) n = 1L << 16;
    std::vector<double> coef(n * (D + 1)), res(n);
    for (long i = 0; i < n * (D + 1); i++) coef[i] = (double)(i % 4) - 1.5;
    double *dc, *dr; CK(cudaMalloc(&dc, 8 * n * (D + 1))); CK(cudaMalloc(&dr, 8 * n));
    timeit([&] { CK(cudaMemcpy(dc, coef.data(), 8 * n * (D + 1), cudaMemcpyHostToDevice)); },
           [&] { nested<<<(n + 127) / 128, 128>>>(n, dc, dr); },
           [&] { CK(cudaMemcpy(res.data(), dr, 8 * n, cudaMemcpyDeviceToHost)); });
    bytes = 8.0 * n * (D + 2); flops = 2.0 * n * M * (D + 1);
  } else if (!strcmp(k, "gather")) {
    if (!n) n = 1L << 22;
    std::vector<double> x(n), y(n), y0(n);
    std::vector<int> idx(n);
    for (long i = 0; i < n; i++) x[i] = i % 9, y0[i] = i % 4, idx[i] = (int)((i * 7919) % n);
    double *dx, *dy; int *di; CK(cudaMalloc(&dx, 8 * n)); CK(cudaMalloc(&dy, 8 * n)); CK(cudaMalloc(&di, 4 * n));
    timeit([&] { CK(cudaMemcpy(dx, x.data(), 8 * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(di, idx.data(), 4 * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dy, y0.data(), 8 * n, cudaMemcpyHostToDevice)); },
           [&] { gather<<<(n + 255) / 256, 256>>>((int)n, dx, di, dy); },
           [&] { CK(cudaMemcpy(y.data(), dy, 8 * n, cudaMemcpyDeviceToHost)); });
    for (long i = 0; i < n; i++) bad += y[i] != x[idx[i]] * 2 + y0[i];
    bytes = 28.0 * n; flops = 2.0 * n;
  } else if (!strcmp(k, "stencil3d")) {
    if (!n) n = 256;
    long m = n * n * n;
    std::vector<double> in(m), out(m, 0);
    for (long i = 0; i < n; i++)
      for (long j = 0; j < n; j++)
        for (long q = 0; q < n; q++) in[(i * n + j) * n + q] = (i * 7 + j * 3 + q) % 13;
    double *di, *dout; CK(cudaMalloc(&di, 8 * m)); CK(cudaMalloc(&dout, 8 * m));
    timeit([&] { CK(cudaMemcpy(di, in.data(), 8 * m, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dout, out.data(), 8 * m, cudaMemcpyHostToDevice)); },
           [&] { stencil3d<<<dim3((n - 2 + 255) / 256, n - 2, n - 2), 256>>>((int)n, di, dout); },
           [&] { CK(cudaMemcpy(out.data(), dout, 8 * m, cudaMemcpyDeviceToHost)); });
    for (long i = 1; i < n - 1; i++)
      for (long j = 1; j < n - 1; j++)
        for (long q = 1; q < n - 1; q++) {
          long o = (i * n + j) * n + q, p = n * n;
          bad += out[o] != 0.5 * in[o] + 0.125 * (in[o - p] + in[o + p] + in[o - n] + in[o + n] + in[o - 1] + in[o + 1]);
        }
    double pts = (double)(n - 2) * (n - 2) * (n - 2);
    bytes = 16.0 * pts; flops = 8.0 * pts;
  } else if (!strcmp(k, "transpose") || !strcmp(k, "transpose_tiled")) {
    bool tiled = !strcmp(k, "transpose_tiled");
    if (!n) n = 4096;
    std::vector<double> A(n * n), B(n * n);
    for (long i = 0; i < n; i++)
      for (long j = 0; j < n; j++) A[i * n + j] = (i * 5 + j) % 17;
    double *dA, *dB; CK(cudaMalloc(&dA, 8 * n * n)); CK(cudaMalloc(&dB, 8 * n * n));
    timeit([&] { CK(cudaMemcpy(dA, A.data(), 8 * n * n, cudaMemcpyHostToDevice)); },
           [&] { if (tiled) transpose_tiled<<<dim3((n + 31) / 32, (n + 31) / 32), dim3(32, 8)>>>((int)n, dA, dB);
                 else transpose<<<dim3((n + 255) / 256, n), 256>>>((int)n, dA, dB); },
           [&] { CK(cudaMemcpy(B.data(), dB, 8 * n * n, cudaMemcpyDeviceToHost)); });
    for (long i = 0; i < n; i++)
      for (long j = 0; j < n; j++) bad += B[j * n + i] != A[i * n + j];
    bytes = 16.0 * n * n; flops = 0;
  } else if (!strcmp(k, "multired")) {
    if (!n) n = 1L << 24;
    std::vector<double> x(n);
    for (long i = 0; i < n; i++) x[i] = (double)((i * 37) % 1001) - 500;
    long blocks = (n + 255) / 256;
    std::vector<double> part(4 * blocks);
    double *dx, *dp; CK(cudaMalloc(&dx, 8 * n)); CK(cudaMalloc(&dp, 32 * blocks));
    double s = 0, s2 = 0, lo = 1e300, hi = -1e300;
    timeit([&] { CK(cudaMemcpy(dx, x.data(), 8 * n, cudaMemcpyHostToDevice)); },
           [&] { multired<<<blocks, 256>>>(n, dx, dp); },
           [&] { CK(cudaMemcpy(part.data(), dp, 32 * blocks, cudaMemcpyDeviceToHost));
                 s = 0, s2 = 0, lo = 1e300, hi = -1e300;
                 for (long b = 0; b < blocks; b++) s += part[4 * b], s2 += part[4 * b + 1], lo = fmin(lo, part[4 * b + 2]), hi = fmax(hi, part[4 * b + 3]); });
    double rs = 0, rs2 = 0, rlo = 1e300, rhi = -1e300;
    for (long i = 0; i < n; i++) rs += x[i], rs2 += x[i] * x[i], rlo = fmin(rlo, x[i]), rhi = fmax(rhi, x[i]);
    bad = s != rs || s2 != rs2 || lo != rlo || hi != rhi; bytes = 8.0 * n; flops = 4.0 * n;
  } else if (!strcmp(k, "collapsered")) {
    if (!n) n = 4096;
    std::vector<double> A(n * n), w(n);
    for (long i = 0; i < n; i++) {
      w[i] = i % 3;
      for (long j = 0; j < n; j++) A[i * n + j] = (i + 2 * j) % 7;
    }
    long bx = (n + 255) / 256, blocks = bx * n;
    std::vector<double> part(blocks);
    double *dA, *dw, *dp; CK(cudaMalloc(&dA, 8 * n * n)); CK(cudaMalloc(&dw, 8 * n)); CK(cudaMalloc(&dp, 8 * blocks));
    double s = 0;
    timeit([&] { CK(cudaMemcpy(dA, A.data(), 8 * n * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dw, w.data(), 8 * n, cudaMemcpyHostToDevice)); },
           [&] { collapsered<<<dim3(bx, n), 256>>>((int)n, dA, dw, dp); },
           [&] { CK(cudaMemcpy(part.data(), dp, 8 * blocks, cudaMemcpyDeviceToHost)); s = 0; for (double p : part) s += p; });
    double ref = 0;
    for (long i = 0; i < n; i++)
      for (long j = 0; j < n; j++) ref += A[i * n + j] * w[j];
    bad = s != ref; bytes = 8.0 * n * n; flops = 2.0 * n * n;
  } else if (!strcmp(k, "devfunc")) {
    if (!n) n = 1L << 24;
    std::vector<double> x(n), y(n), y0(n);
    for (long i = 0; i < n; i++) x[i] = i % 64, y0[i] = i % 5;
    double *dx, *dy; CK(cudaMalloc(&dx, 8 * n)); CK(cudaMalloc(&dy, 8 * n));
    timeit([&] { CK(cudaMemcpy(dx, x.data(), 8 * n, cudaMemcpyHostToDevice)); CK(cudaMemcpy(dy, y0.data(), 8 * n, cudaMemcpyHostToDevice)); },
           [&] { devfunc<<<(n + 255) / 256, 256>>>(n, dx, dy); },
           [&] { CK(cudaMemcpy(y.data(), dy, 8 * n, cudaMemcpyDeviceToHost)); });
    for (long i = 0; i < n; i++) bad += y[i] != (0.25 * x[i] + 1.5) * x[i] - 3.0 + y0[i];
    bytes = 24.0 * n; flops = 6.0 * n;
  } else if (!strcmp(k, "histogram")) {
    if (!n) n = 1L << 24;
    std::vector<unsigned> key(n);
    unsigned st = 12345u;
    for (long i = 0; i < n; i++) {
      st = st * 1103515245u + 12345u;
      key[i] = (st >> 8) % BINS;
    }
    std::vector<int> hist(BINS);
    unsigned *dk; int *dh;
    CK(cudaMalloc(&dk, 4 * n)); CK(cudaMalloc(&dh, 4 * BINS));
    timeit([&] { CK(cudaMemcpy(dk, key.data(), 4 * n, cudaMemcpyHostToDevice)); CK(cudaMemset(dh, 0, 4 * BINS)); },
           [&] { histogram<<<1056, 256>>>(n, dk, dh); },
           [&] { CK(cudaMemcpy(hist.data(), dh, 4 * BINS, cudaMemcpyDeviceToHost)); });
    std::vector<long> ref(BINS);
    for (long i = 0; i < n; i++) ref[key[i]]++;
    for (int b = 0; b < BINS; b++) bad += hist[b] != ref[b];
    bytes = 4.0 * n; flops = (double)n;
  } else {
    printf("unknown kernel %s\n", k);
    return 2;
  }
  printf("RESULT %s best_s=%.6e bytes=%.6e flops=%.6e %s kernel_s=%.6e\n", k, best, bytes, flops, bad ? "FAIL" : "PASS", kbest);
  return bad != 0;
}
