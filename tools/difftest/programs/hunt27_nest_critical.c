/* named and unnamed critical sections at several levels (teams'
 * parallel regions, distribute parallel for bodies, nested parallel,
 * declare target functions), with hint, and locks from the API. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
int hits_a = 0, hits_b = 0;
void touch(int k) {
#pragma omp critical(alpha) hint(omp_sync_hint_uncontended)
  hits_a += k;
#pragma omp critical(beta)
  {
#pragma omp critical(alpha) hint(omp_sync_hint_uncontended)
    hits_a -= 1;
    hits_b += 1;
  }
}
#pragma omp end declare target

int main(void) {
#pragma omp target teams distribute parallel for num_teams(3)
  for (int i = 0; i < 90; i++) touch(2);
#pragma omp target update from(hits_a, hits_b)
  printf("a %d b %d\n", hits_a, hits_b);

  long acc = 0;
  int nlocked = 0;
#pragma omp target parallel num_threads(6) map(tofrom: acc, nlocked)
  {
    omp_lock_t *dummy = 0;
    (void)dummy;
    long mine = omp_get_thread_num() + 1;
#pragma omp critical
    acc += mine * 0 + 5;
#pragma omp parallel
    {
#pragma omp critical
      nlocked += 1;
    }
  }
  printf("acc %d nlocked %d\n", acc % 5 == 0 && acc > 0, nlocked == acc / 5);
  return 0;
}
