/* Written by hand as a differential test against clang-19: target data regions whose body is another construct or a single statement, as the body of if/else, for, while, do-while and a switch case. */
#include <omp.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int a[6] = {0, 1, 2, 3, 4, 5}, b[6] = {0};
  int c = argc;
  /* target data whose body is a target construct */
#pragma omp target data map(tofrom: a)
#pragma omp target
  for (int i = 0; i < 6; i++) a[i] += 10;
  printf("1: %d %d\n", a[0], a[5]);
  /* nested target data without braces */
#pragma omp target data map(to: a)
#pragma omp target data map(from: b)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 6; i++) b[i] = a[i] * 2;
  printf("2: %d %d\n", b[0], b[5]);
  /* target data as the body of if/else and loops */
  if (c > 0)
#pragma omp target data map(tofrom: b)
  {
#pragma omp target
    b[0] = -1;
  }
  else
    b[0] = -2;
  for (int k = 0; k < 2; k++)
#pragma omp target data map(tofrom: a[k:1])
#pragma omp target
    a[k] *= 3;
  printf("3: %d %d %d\n", b[0], a[0], a[1]);
  switch (c) {
  case 1:
#pragma omp target data map(tofrom: b[1:2])
    {
#pragma omp target
      { b[1] = 11; b[2] = 22; }
    }
    break;
  default:
    break;
  }
  printf("4: %d %d\n", b[1], b[2]);
  int k = 0;
  while (k < 3)
#pragma omp target data map(tofrom: k)
  {
#pragma omp target map(tofrom: k)
    k++;
  }
  printf("5: k=%d\n", k);
  /* a data region whose body is a single expression statement */
#pragma omp target data map(to: a)
  b[3] = a[3];
  printf("6: %d\n", b[3]);
  /* target data with a labelled statement and do-while */
  int n = 0;
  do
#pragma omp target data map(tofrom: n)
  {
#pragma omp target map(tofrom: n)
    n += 2;
  }
  while (n < 5);
  printf("7: n=%d\n", n);
  printf("PASS hunt4_data_bodies\n");
  return 0;
}
