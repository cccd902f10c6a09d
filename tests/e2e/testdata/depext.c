/* depend clauses of target tasks with an iterator modifier, with
 * depend(depobj: o) and with omp_all_memory: a host task that depends on
 * one element, on the depend object's storage or on anything at all waits
 * for the slow target task, so it sees its result. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static void spin(double s) {
  double t0 = omp_get_wtime();
  while (omp_get_wtime() - t0 < s) {
  }
}
#pragma omp end declare target

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

int main(void) {
  int a[4] = {0, 1, 2, 3};
  int b[8] = {0};
  long got = -1, got2 = -1;

  /* An iterator: one dependence per element. */
#pragma omp target nowait map(tofrom: a) depend(iterator(k = 0:4), out: a[k])
  {
    spin(0.2);
    for (int i = 0; i < 4; i++)
      a[i] = a[i] * 10 + 1;
  }
#pragma omp task depend(in: a[3]) shared(a, got)
  got = a[3];
#pragma omp taskwait
  check("iterator", got, 31);

  /* On data directives: the update waits for the kernel. */
#pragma omp target enter data map(to: a) nowait depend(iterator(k = 0:4), out: a[k])
#pragma omp target nowait depend(iterator(k = 0:4), inout: a[k])
  {
    spin(0.2);
    for (int i = 0; i < 4; i++)
      a[i] += 5;
  }
#pragma omp target exit data map(from: a) nowait depend(iterator(k = 1:4:2), inout: a[k])
#pragma omp task depend(in: a[3]) shared(a, got)
  got = a[3];
#pragma omp taskwait
  check("iterator data", got, 36);

  /* A negative step, a type, and two iterators. */
#pragma omp target nowait map(tofrom: b) depend(iterator(long k = 6:0:-2), inout: b[k])
  {
    spin(0.2);
    for (int i = 0; i < 8; i++)
      b[i] += i;
  }
#pragma omp task depend(in: b[2]) shared(b, got)
  got = b[2] + b[7];
#pragma omp taskwait
  check("iterator step", got, 2 + 7);

#pragma omp target nowait map(tofrom: b) depend(iterator(i = 0:2, j = 0:4), out: b[i * 4 + j])
  {
    spin(0.2);
    for (int i = 0; i < 8; i++)
      b[i] *= 2;
  }
#pragma omp task depend(in: b[6]) shared(b, got)
  got = b[6];
#pragma omp taskwait
  check("two iterators", got, 12);

  /* A depend object. */
  int e = 4;
  omp_depend_t o;
#pragma omp depobj(o) depend(inout: e)
#pragma omp target nowait map(tofrom: e) depend(depobj: o)
  {
    spin(0.2);
    e = e * 3 + 1;
  }
#pragma omp task depend(in: e) shared(e, got)
  got = e;
#pragma omp taskwait
  check("depobj", got, 13);
#pragma omp depobj(o) update(in)
#pragma omp target nowait map(tofrom: e) depend(depobj: o)
  {
    spin(0.2);
    e = e + 100;
  }
#pragma omp task depend(inout: e) shared(e, got)
  got = e;
#pragma omp taskwait
  check("depobj updated", got, 113);
#pragma omp depobj(o) destroy

  /* omp_all_memory: a later task with any dependence waits. */
  int c = 1, unrelated = 0;
#pragma omp target nowait map(tofrom: c) depend(out: omp_all_memory)
  {
    spin(0.2);
    c = 42;
  }
#pragma omp task depend(in: unrelated) shared(c, got2)
  got2 = c;
#pragma omp taskwait
  check("omp_all_memory", got2, 42);

  if (fails)
    return 1;
  printf("PASS depext\n");
  return 0;
}
