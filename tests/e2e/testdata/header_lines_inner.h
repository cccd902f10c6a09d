/* Read in from header_lines.h after its #line directive. */
static int hl_inner(void) {
  int l = 0;
#pragma omp target map(from: l)
  l = __LINE__ + 1000;
  return l;
}
