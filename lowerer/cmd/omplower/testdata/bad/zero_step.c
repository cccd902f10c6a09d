// want: 6:32: the loop step '0' is zero: the loop would never end
#define STEP 0
int main(void) {
  int a[10];
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < 10; i += STEP) a[i] = i;
  return a[0];
}
