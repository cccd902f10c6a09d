/* Sections reached through pointer members (s->mesh->x[0:n],
 * h.next->x[lo:len], a->b->c->x[0:n]) on target data, target enter and
 * exit data and target update: each maps the pointer storage along the
 * path, attaches it, and maps the section, and the exits release each
 * storage, as omp_target_is_present shows (clang-19 keeps the storage of
 * h.next and other.x mapped after the last exit: docs/difftest.md). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

typedef struct { int n; double *x; double *y; } Mesh;
typedef struct { double dt; Mesh *mesh; } Sim;
typedef struct { int k; Mesh *next; } Holder;
typedef struct { int k; Holder *h; } Top;

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0, dev = omp_get_default_device();
  Mesh me; me.n = 6; me.x = malloc(6 * sizeof(double)); me.y = malloc(6 * sizeof(double));
  for (int i = 0; i < 6; i++) { me.x[i] = i; me.y[i] = 0; }
  Sim sim; sim.mesh = &me; sim.dt = 0.25;
  Sim *s = &sim;

  /* The containers entered first: kernels reach the sections through s. */
  #pragma omp target enter data map(to: s[0:1])
  #pragma omp target enter data map(to: s->mesh[0:1])
  #pragma omp target data map(to: s->mesh->x[0:s->mesh->n]) map(from: s->mesh->y[0:s->mesh->n])
  {
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < s->mesh->n; i++) s->mesh->y[i] = s->mesh->x[i] * s->dt;
    #pragma omp target update from(s->mesh->y[2:2])
    bad += check("y[1] not moved", me.y[1], 0);
    bad += check("y[2] updated", me.y[2], 0.5);
    me.x[5] = 100;
    #pragma omp target update to(s->mesh->x[5:1])
    #pragma omp target
    for (int i = 0; i < s->mesh->n; i++) s->mesh->y[i] += s->mesh->x[i];
  }
  bad += check("y[5]", me.y[5], 101.25);
  printf("after data %d %d\n", omp_target_is_present(me.x, dev), omp_target_is_present(&me, dev));
  #pragma omp target exit data map(delete: s->mesh[0:1])
  #pragma omp target exit data map(delete: s[0:1])

  /* Nothing holds the containers: the chain maps them itself. */
  for (int i = 0; i < 6; i++) me.x[i] = i;
  #pragma omp target enter data map(to: s->mesh->x[0:6])
  printf("p1 %d %d %d %d\n", omp_target_is_present(me.x, dev), omp_target_is_present(&me.x, dev), omp_target_is_present(&sim.mesh, dev), omp_target_is_present(&sim.dt, dev));
  #pragma omp target enter data map(to: s->mesh->x[0:6])
  #pragma omp target exit data map(release: s->mesh->x[0:6])
  printf("p2 %d %d %d\n", omp_target_is_present(me.x, dev), omp_target_is_present(&me.x, dev), omp_target_is_present(&sim.mesh, dev));
  me.x[2] = 50;
  #pragma omp target update to(s->mesh->x[2:1])
  me.x[2] = 2;
  #pragma omp target exit data map(from: s->mesh->x[0:6])
  printf("p3 %d %d\n", omp_target_is_present(me.x, dev), omp_target_is_present(&sim.mesh, dev));
  bad += check("x[2] back", me.x[2], 50);

  Mesh other; other.n = 3; other.x = malloc(3 * sizeof(double));
  for (int i = 0; i < 3; i++) other.x[i] = 10 * i;
  Holder h; h.next = &other; h.k = 7;
  Top t; t.h = &h; t.k = 0;
  Top *tp = &t;
  #pragma omp target enter data map(to: h.next->x[0:3])
  other.x[1] = -1;
  #pragma omp target update from(h.next->x[1:1])
  bad += check("h.next->x[1]", other.x[1], 10);
  #pragma omp target enter data map(to: tp->h->next->x[0:3])
  printf("p4 %d %d %d %d\n", omp_target_is_present(&t.h, dev), omp_target_is_present(&h.next, dev), omp_target_is_present(&other.x, dev), omp_target_is_present(other.x, dev));
  #pragma omp target exit data map(from: tp->h->next->x[0:3])
  #pragma omp target exit data map(from: h.next->x[0:3])
  printf("p5 %d %d %d %d\n", omp_target_is_present(&t.h, dev), omp_target_is_present(&h.next, dev), omp_target_is_present(&other.x, dev), omp_target_is_present(other.x, dev));
  printf("x %g %g other %g\n", me.x[0], me.x[5], other.x[2]);
  if (bad) return 1;
  printf("PASS memberchain\n");
  return 0;
}
