/* C identifiers that are C++ keywords or alternative tokens, used in
 * device code as variables, parameters, struct tags and members,
 * typedefs, functions, labels and reduction variables; the device code
 * (C++) renames them consistently, and a struct whose members are renamed
 * keeps its layout. stdbool's bool, true and false, _Bool and
 * _Static_assert are C's and keep their meaning. */
#include <stdbool.h>
#include <stdio.h>

#define N 64

struct class {
  int new;
  double this;
  char private;
  long public[2];
};
typedef struct class template;
typedef int typename;

#pragma omp declare target
static typename delete(template *operator, int virtual) {
  _Static_assert(sizeof(struct class) == 40, "layout");
  int friend = 0;
  for (int try = 0; try < virtual; try++)
    friend += operator->new;
  if (friend > 1000)
    goto catch;
  return friend + (int)operator->this;
catch:
  return -1;
}
static bool xor(bool and, bool or) { return and != or; }
#pragma omp end declare target

int main(void) {
  int new[N];
  template this = {3, 2.5, 'x', {7, 8}};
  int virtual = 2, mutable = 0;
  long and = 0;
  _Bool not = true;
  int failures = 0;

#pragma omp target teams distribute parallel for map(from: new[0:N]) firstprivate(this, virtual) reduction(+: and) reduction(max: mutable)
  for (int i = 0; i < N; i++) {
    typename namespace = delete(&this, virtual) + i;
    bool using = xor(i % 2 == 0, false);
    new[i] = namespace + (using ? 100 : 0) + this.public[1] + this.private;
    and += this.public[0];
    if (namespace > mutable)
      mutable = namespace;
  }
#pragma omp target map(tofrom: not)
  {
    bool explicit = not;
    not = !explicit;
  }
  for (int i = 0; i < N; i++) {
    int want = 3 * 2 + 2 + i + (i % 2 == 0 ? 100 : 0) + 8 + 'x';
    if (new[i] != want) {
      printf("new[%d] = %d, want %d\n", i, new[i], want);
      failures++;
    }
  }
  printf("and=%ld mutable=%d not=%d\n", and, mutable, (int)not);
  if (and != 7L * N || mutable != 8 + N - 1 || not)
    failures++;
  if (failures)
    return 1;
  printf("PASS cxxkeywords\n");
  return 0;
}
