int main(void) {
  int x = 0;
