int main(void) {
  /* never closed
  return 0;
}
