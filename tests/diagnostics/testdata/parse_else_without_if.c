int main(void) {
  else return 1;
  return 0;
}
// expect: 2:3: error: unexpected 'else', expected block item
