int main(void) {
  int x = 1
  return x;
}
// expect: 3:3: error: unexpected 'return', expected ';'
