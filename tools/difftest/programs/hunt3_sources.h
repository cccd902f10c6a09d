#ifndef HUNT3_SOURCES_H
#define HUNT3_SOURCES_H
static inline void scale_inl(float *v, int n, float k) {
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
  for (int i = 0; i < n; i++) v[i] *= k;
}
#define DEFINE_ADDER(name, T) \
  static void name(T *v, int n, T k) { \
    _Pragma("omp target teams distribute parallel for map(tofrom: v[0:n])") \
    for (int i = 0; i < n; i++) v[i] += k; \
  }
#endif
