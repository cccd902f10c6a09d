/* Beside vecops.h: found from its own directory, so read in with it as
   "vec/vecconf.h" through the -I directory. */
#ifndef VEC_VECCONF_H
#define VEC_VECCONF_H
#define VEC_FACTOR 3.0
#endif
