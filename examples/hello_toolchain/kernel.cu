// Two tiny kernels for the toolchain proof: nvcc compiles this file to a CUBIN
// (sm_90) inside a Bazel genrule; hello_toolchain reads the CUBIN back.
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void scale(int n, float a, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * y[i];
}
