/* Initializers of declare target variables are device code too: an
 * enumerator is its value, character constants and sizeof keep C's types,
 * a string literal initializes a char *, array designators become
 * positional, and a bool is C's. */
#include <stdbool.h>
#include <stdio.h>

enum color { RED, GREEN, BLUE };
enum color g = BLUE;
bool flag = true;
char tag = 'q';
const int K = 5;
unsigned long sz = sizeof('a');
char *msg = "hi";
int arr[6] = {[2] = 'a', [4] = 3};
#pragma omp declare target(g, flag, tag, K, sz, msg, arr)

int main(void) {
  long r = 0, s = 0;
#pragma omp target map(tofrom: r, s)
  {
    r = g + 10 * flag + 100 * (tag == 'q') + 1000 * K + 10000 * sz;
    s = msg[1] + arr[0] + arr[1] + arr[2] + arr[3] + arr[4] + arr[5];
  }
  printf("r=%ld s=%ld\n", r, s);
  if (r != 45112 || s != 'i' + 'a' + 3)
    return 1;
  printf("PASS cxxglobals\n");
  return 0;
}
