// Checks on a GPU that the team reduction of the device runtime
// (__omp_team_reduce in omp_offload_device.h) combines the lanes in the
// documented fixed tree: for every block size from 1 to 1024 and several
// operand types, its partial equals, bit for bit, the one a plain
// shared-memory tree (lane t takes lane t+s at s = 1, 2, 4, ... when t is a
// multiple of 2s) gives, on random inputs; and that two runs agree.
//   nvcc -std=c++17 -O3 -arch=sm_90 -I lowerer/runtime/csrc bench/cuda/reducecheck.cu
#include "omp_offload_device.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("CUDA error %s at %d\n", cudaGetErrorString(e), __LINE__); exit(2); } } while (0)

template <typename T, typename Op>
__global__ void runtime_tree(const T *in, T *part, Op op) {
  T v = in[blockIdx.x * blockDim.x + threadIdx.x];
  __omp_team_reduce(part, v, op);
  // A second reduction of the same type in the same kernel reuses the
  // shared words: it must see its own values only.
  __omp_team_reduce(part + gridDim.x, op(v, v), op);
}

template <typename T, typename Op>
__global__ void plain_tree(const T *in, T *part, Op op) {
  __shared__ T sh[1024];
  const unsigned t = threadIdx.x, n = blockDim.x;
  for (int pass = 0; pass < 2; pass++) {
    T v = in[blockIdx.x * blockDim.x + t];
    sh[t] = pass ? op(v, v) : v;
    __syncthreads();
    for (unsigned s = 1; s < n; s <<= 1) {
      if (t % (2 * s) == 0 && t + s < n) sh[t] = op(sh[t], sh[t + s]);
      __syncthreads();
    }
    if (t == 0) part[blockIdx.x + pass * gridDim.x] = sh[0];
    __syncthreads();
  }
}

template <typename T, typename Op>
static int check(const char *name, Op op, T (*gen)(unsigned)) {
  const int blocks = 7;
  int bad = 0;
  std::vector<T> h(blocks * 1024);
  for (size_t i = 0; i < h.size(); i++) h[i] = gen((unsigned)rand());
  T *in, *pa, *pb;
  CK(cudaMalloc(&in, sizeof(T) * h.size()));
  CK(cudaMalloc(&pa, sizeof(T) * 2 * blocks));
  CK(cudaMalloc(&pb, sizeof(T) * 2 * blocks));
  CK(cudaMemcpy(in, h.data(), sizeof(T) * h.size(), cudaMemcpyHostToDevice));
  std::vector<T> a(2 * blocks), b(2 * blocks), a2(2 * blocks);
  for (unsigned n = 1; n <= 1024; n++) {
    runtime_tree<<<blocks, n>>>(in, pa, op);
    CK(cudaGetLastError());
    plain_tree<<<blocks, n>>>(in, pb, op);
    CK(cudaGetLastError());
    CK(cudaMemcpy(a.data(), pa, sizeof(T) * 2 * blocks, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(b.data(), pb, sizeof(T) * 2 * blocks, cudaMemcpyDeviceToHost));
    runtime_tree<<<blocks, n>>>(in, pa, op);
    CK(cudaMemcpy(a2.data(), pa, sizeof(T) * 2 * blocks, cudaMemcpyDeviceToHost));
    if (memcmp(a.data(), b.data(), sizeof(T) * 2 * blocks) || memcmp(a.data(), a2.data(), sizeof(T) * 2 * blocks)) {
      if (bad++ < 3) printf("reducecheck %s: block size %u differs\n", name, n);
    }
  }
  CK(cudaFree(in)); CK(cudaFree(pa)); CK(cudaFree(pb));
  printf("REDUCECHECK %s %s\n", name, bad ? "FAIL" : "PASS");
  return bad != 0;
}

static double gd(unsigned r) { return (double)r / 3.7e6 - 250.0; }
static float gf(unsigned r) { return (float)r / 1.3e5f - 8000.0f; }
static long long gl(unsigned r) { return (long long)r * 977 - (1LL << 40); }
static int gi(unsigned r) { return (int)(r % 2001) - 1000; }
static char gc(unsigned r) { return (char)(r % 7 + 1); }
struct C { double re, im; };
static C gz(unsigned r) { return C{gd(r), gd(r * 31u)}; }
struct cadd { __host__ __device__ C operator()(C a, C b) const { return C{a.re + b.re, a.im + b.im}; } };

int main() {
  srand(12345);
  int bad = 0;
  bad += check<double>("double+", __omp_redop_add(), gd);
  bad += check<float>("float+", __omp_redop_add(), gf);
  bad += check<double>("double*", __omp_redop_mul(), [](unsigned r) { return 1.0 + (double)(r % 1000) * 1e-6; });
  bad += check<double>("doublemax", __omp_redop_max(), gd);
  bad += check<long long>("long+", __omp_redop_add(), gl);
  bad += check<int>("intmin", __omp_redop_min(), gi);
  bad += check<int>("int^", __omp_redop_xor(), gi);
  bad += check<char>("char*", __omp_redop_mul(), gc);
  bad += check<C>("struct16+", cadd(), gz);
  return bad != 0;
}
