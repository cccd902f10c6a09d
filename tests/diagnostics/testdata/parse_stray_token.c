int main(void) {
  int x = 1 @ 2;
  return x;
}
// expect: 2:13: error: unexpected '@', expected ';'
