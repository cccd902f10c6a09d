/* lastprivate of a struct or union on loop constructs in target regions:
 * the copy of the thread that runs the sequentially last iteration is
 * assigned to the variable whole, members and array members alike. */
#include <stdio.h>

struct point {
  int x;
  double y;
  char tag[4];
};

union word {
  unsigned u;
  float f;
};

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld, want %ld\n", what, got, want);
    fails++;
  }
}

int main(void) {
  struct point p = {0, 0, "--"}, q = {1, 1, "++"}, r = {2, 2, "**"};
  union word w = {0};

  /* parallel for nested in target: the target construct maps it */
#pragma omp target map(tofrom: p)
#pragma omp parallel for lastprivate(p) num_threads(4)
  for (int i = 0; i < 10; i++) {
    p.x = i;
    p.y = 2.5 * i;
    p.tag[0] = (char)('a' + i);
    p.tag[1] = 0;
  }
  printf("nested: %d %g %s\n", p.x, p.y, p.tag);
  check("p.x", p.x, 9);
  check("p.y", (long)(p.y * 2), 45);
  check("p.tag", p.tag[0], 'j');

  /* a combined construct */
#pragma omp target parallel for lastprivate(q) map(tofrom: q)
  for (int i = 0; i < 7; i++) {
    q.x = -i;
    q.y = i;
    q.tag[0] = 'k';
    q.tag[1] = (char)('a' + i);
    q.tag[2] = 0;
  }
  printf("combined: %d %g %s\n", q.x, q.y, q.tag);
  check("q.x", q.x, -6);
  check("q.tag", q.tag[1], 'g');

  /* teams: the last iteration's team and thread */
#pragma omp target teams distribute parallel for lastprivate(r, w) map(tofrom: r, w) num_teams(2)
  for (int i = 0; i < 50; i++) {
    r.x = i * i;
    r.y = -i;
    r.tag[0] = (char)('A' + i % 26);
    r.tag[1] = 0;
    w.u = (unsigned)i + 100u;
  }
  printf("teams: %d %g %s %u\n", r.x, r.y, r.tag, w.u);
  check("r.x", r.x, 2401);
  check("r.tag", r.tag[0], 'X');
  check("w.u", (long)w.u, 149);

  if (fails)
    return 1;
  printf("PASS lastprivate_struct\n");
  return 0;
}
