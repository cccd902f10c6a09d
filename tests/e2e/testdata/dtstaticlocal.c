/* Function-local static variables of declare target functions: the
 * device has its own copy of each (initialized as written), which the
 * host's copy does not see, as clang-19 builds them. */
#include <stdio.h>

#pragma omp declare target
int count(void) {
  static int calls;
  calls++;
  return calls;
}

int next_id(int step) {
  static int base = 100;
  static int hist[4];
  hist[step & 3]++;
  base += step;
  return base * 10 + hist[step & 3];
}
#pragma omp end declare target

int main(void) {
  int r = 0, ids[3];
#pragma omp target map(from: r, ids)
  {
    count();
    count();
    r = count();
    ids[0] = next_id(1);
    ids[1] = next_id(5);
    ids[2] = next_id(2);
  }
  int h = count();
  int hid = next_id(1);
  printf("device %d host %d\n", r, h);
  printf("ids %d %d %d host %d\n", ids[0], ids[1], ids[2], hid);
  int again = 0;
#pragma omp target map(from: again)
  again = count();
  printf("device again %d\n", again);
  int ok = r == 3 && h == 1 && ids[0] == 1011 && ids[1] == 1062 && ids[2] == 1081 && hid == 1011 && again == 4;
  printf("%s dtstaticlocal\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
