/* depend clauses naming struct members (s.x, p->y, arr[i].x, a member
 * array section s.v[lo:n], a pointer member's pointee section s.p[0:n])
 * on target nowait, target update, enter and exit data, and host tasks:
 * the dependence is the member's storage (not the struct's: no member
 * named is the first), so each chain runs in order although its first
 * step is slow. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
static void spin(double s) {
  double t0 = omp_get_wtime();
  while (omp_get_wtime() - t0 < s) {
  }
}
#pragma omp end declare target

struct S {
  int pad;
  int x;
  double y;
  int v[8];
  int *p;
};

int main(void) {
  int bad = 0;
  struct S s = {0, 0, 0, {0}, 0};
  int buf[4] = {1, 2, 3, 4};
  s.p = buf;

  /* 1. target nowait (out: s.x), then a host task (in: s.x). */
  int got = -1;
#pragma omp target nowait map(tofrom: s.x) depend(out: s.x)
  {
    spin(0.2);
    s.x = 42;
  }
#pragma omp task shared(got, s) depend(in: s.x)
  got = s.x;
#pragma omp taskwait
  printf("1: got=%d\n", got);
  bad |= got != 42;

  /* 2. Through a pointer: enter data, a slow kernel, update from and
   * exit data, each depending on p->y. */
  struct S *p = (struct S *)calloc(1, sizeof(struct S));
  p->y = 1.5;
#pragma omp target enter data map(to: p[0:1]) nowait depend(out: p->y)
#pragma omp target nowait map(alloc: p[0:1]) depend(inout: p->y)
  {
    spin(0.2);
    p->y *= 4;
  }
#pragma omp target update from(p[0:1]) nowait depend(in: p->y)
#pragma omp task shared(got) depend(inout: p->y)
  got = (int)p->y;
#pragma omp target exit data map(release: p[0:1]) nowait depend(inout: p->y)
#pragma omp taskwait
  printf("2: y=%g got=%d\n", p->y, got);
  bad |= p->y != 6 || got != 6;

  /* 3. Elements' members and a member array section: a slow writer of
   * s.v[2:3] and arr[1].x, readers after it. */
  struct S arr[3];
  for (int i = 0; i < 3; i++) arr[i].x = 0;
  int seen[2] = {-1, -1};
#pragma omp target nowait map(tofrom: s.v[2:3], arr[1].x) depend(out: s.v[2:3], arr[1].x)
  {
    spin(0.2);
    s.v[3] = 7;
    arr[1].x = 9;
  }
/* gcc 12 takes no section of a member in a host task's depend clause;
 * the element at the section's start is the same storage to libomp. */
#pragma omp task shared(seen, s) depend(in: s.v[2])
  seen[0] = s.v[3];
#pragma omp task shared(seen, arr) depend(in: arr[1].x)
  seen[1] = arr[1].x;
#pragma omp taskwait
  printf("3: v3=%d x1=%d\n", seen[0], seen[1]);
  bad |= seen[0] != 7 || seen[1] != 9;

  /* 4. A pointer member's pointee: depend(out: s.p[0:4]) orders the host
   * task reading buf. */
#pragma omp target nowait map(tofrom: buf) depend(out: s.p[0:4])
  {
    spin(0.2);
    for (int i = 0; i < 4; i++) buf[i] *= 10;
  }
#pragma omp task shared(got, buf) depend(in: s.p[0])
  got = buf[0] + buf[3];
#pragma omp taskwait
  printf("4: got=%d\n", got);
  bad |= got != 50;

  /* 5. depend without nowait: the update waits for the slow kernel. */
  s.y = 0;
#pragma omp target enter data map(to: s)
#pragma omp target nowait depend(out: s.y)
  {
    spin(0.2);
    s.y = 3.25;
  }
#pragma omp target update from(s) depend(in: s.y)
  printf("5: y=%g\n", s.y);
  bad |= s.y != 3.25;
#pragma omp target exit data map(release: s)
#pragma omp taskwait

  free(p);
  if (bad) {
    printf("FAIL dependmembers\n");
    return 1;
  }
  printf("PASS dependmembers\n");
  return 0;
}
