/* Included inside a declare target range of declareheader.c: what it
 * declares is declare target. */
static int dhf_base = 100;
static inline int dhf_shift(int x) { return x + dhf_base; }
