/* vecops: a kernel in an omp_offload_library of its own package. */
#ifndef EXAMPLES_MULTI_TU_LIB_VECOPS_H_
#define EXAMPLES_MULTI_TU_LIB_VECOPS_H_

/* y[i] = a * x[i] + y[i] on the default device; returns 1 if it ran on the
 * host instead of an offload device. */
int vec_axpy(int n, double a, const double *x, double *y);

#endif
