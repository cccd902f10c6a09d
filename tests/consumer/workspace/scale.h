#ifndef SCALE_H_
#define SCALE_H_

/* v[i] *= a on the default device. */
void scale(int n, double a, double *v);

#endif
