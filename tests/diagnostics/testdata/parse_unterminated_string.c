int main(void) {
  const char *s = "abc;
  return 0;
}
// expect: 2:19: error: string literal not terminated
