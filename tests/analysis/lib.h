/* Fixture of the analysis test (never run). */
int lib_kernel(int n, float *x);
