#include <stdio.h>
int g;
int main(void) {
  int r = 0;
  #pragma omp target parallel map(tofrom: r)
  {
    #pragma omp single copyprivate(g)
    g = 5;
  }
  printf("%d\n", g);
  return 0;
}
// expect: 7:36: error: 'g' in 'copyprivate' must be threadprivate or private in the enclosing context; a variable of static storage duration is shared by the team
