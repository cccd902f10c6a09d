/* Found beside vecops.h, which includes it as "vecconf.h". */
#ifndef VEC_VECCONF_H
#define VEC_VECCONF_H
#define VEC_FACTOR 2.0
#endif
