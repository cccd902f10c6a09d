void f(int *a, int n) {
  #pragma omp target parallel for collapse(2) map(tofrom: a[0:100])
  for (int i = 0; i < 10; i++)
    for (int j = 0; j <= i; j += 2)
      a[j] += 1;
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:100])
  for (int i = 0; i < 10; i += 2)
    for (int j = i; j < n; j += 2)
      a[j] += 1;
  #pragma omp target teams loop collapse(3) map(tofrom: a[0:100])
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 4; k++)
      for (int j = k; j < 2 * i + 8; j++)
        a[j] += 1;
  #pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:100])
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < i * i % 10; j++)
      a[i * 10 + j] += 1;
}
// expect: 4:5: error: non-rectangular loop: the difference of its bounds changes by 1 per iteration of the loop of 'i', not a multiple of its step 2 (OpenMP 5.2 requires one; gcc, which compiles the host fallback, refuses the nest)
// expect: 13:7: error: non-rectangular loop: its bounds use the variables of two outer loops ('i' and 'k'); OpenMP 5.2 allows one (gcc, which compiles the host fallback, refuses the nest)
// expect: 17:5: error: non-rectangular loop: its bound '(i * i % 10)' is not of the form a*i + b; OpenMP 5.2 allows no other (gcc, which compiles the host fallback, refuses the nest)
