#pragma omp declare target
void bump(int *c, int *d) {
  #pragma omp atomic
  *c = *d;
}
#pragma omp end declare target
int main(void) { return 0; }
// expect: 4:3: error: the statement of '#pragma omp atomic update' must be 'x++;', 'x--;', '++x;', '--x;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'
