#pragma omp declare target
int table[4] = {1, 2, 3, 4};
int other[4];
#pragma omp end declare target

int main(void) {
  int sum = 0;
#pragma omp target map(tofrom: sum)
  {
    for (int i = 0; i < 4; i++) sum += table[i];
  }
  return sum == 10 ? 0 : 1;
}
