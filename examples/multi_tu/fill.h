/* Kernels of fill.c, the binary's second source. */
#ifndef EXAMPLES_MULTI_TU_FILL_H_
#define EXAMPLES_MULTI_TU_FILL_H_

/* v[i] = start + i * step on the default device; returns 1 if it ran on the
 * host instead of an offload device. */
int fill_ramp(int n, double start, double step, double *v);

#endif
