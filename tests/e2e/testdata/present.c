/* The present modifier: fine when the data is mapped; when it is not,
 * the program stops with a message. Each failing case runs as a child
 * process of this program (argv[1] names it); the parent checks that the
 * child failed and said why. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

static int child(const char *which) {
  int a[8] = {0};
  if (strcmp(which, "enter") == 0) {
#pragma omp target enter data map(present, to: a)
  } else if (strcmp(which, "target") == 0) {
#pragma omp target map(present, tofrom: a)
    { a[0] = 1; }
  } else if (strcmp(which, "update") == 0) {
#pragma omp target update to(present: a[2:3])
  }
  printf("child %s was not stopped\n", which);
  return 0;
}

/* Runs this program as a child; returns 1 when it failed with a message
 * naming the list item and 'present'. */
static int fails_with_message(const char *self, const char *which, const char *item) {
  char cmd[4096], out[8192];
  snprintf(cmd, sizeof cmd, "'%s' %s 2>&1", self, which);
  FILE *f = popen(cmd, "r");
  if (!f) return 0;
  size_t n = fread(out, 1, sizeof out - 1, f);
  out[n] = 0;
  int status = pclose(f);
  int ok = status != 0 && strstr(out, "present") != 0 && strstr(out, item) != 0 && strstr(out, "error") != 0;
  if (!ok) printf("  child %s: status %d, output:\n%s\n", which, status, out);
  return ok;
}

int main(int argc, char **argv) {
  if (argc > 1) return child(argv[1]);
  /* Present and mapped: no error, data as usual. */
  int b[8];
  for (int i = 0; i < 8; i++) b[i] = i;
#pragma omp target enter data map(to: b)
#pragma omp target map(present, tofrom: b)
  { b[1] = 50; }
#pragma omp target update from(present: b[1:1])
  expect("present_ok", b[1], 50);
#pragma omp target exit data map(present, delete: b)
  expect("absent_enter_fails", fails_with_message(argv[0], "enter", "'a'"), 1);
  expect("absent_target_fails", fails_with_message(argv[0], "target", "present"), 1);
  expect("absent_update_fails", fails_with_message(argv[0], "update", "'a[2:3]'"), 1);
  if (failures) {
    printf("FAIL present: %d failures\n", failures);
    return 1;
  }
  printf("PASS present\n");
  return 0;
}
