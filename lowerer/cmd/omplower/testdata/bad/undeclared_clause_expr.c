// want: 6:36: 'nope' in clause 'num_teams' is not declared
#define M 4
int main(void) {
  int a[10];
  int n = 3;
#pragma omp target teams num_teams(nope + n + M) map(a)
  { a[0] = 1; }
  return 0;
}
