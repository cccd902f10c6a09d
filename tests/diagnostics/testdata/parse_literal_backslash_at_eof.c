int main(void) { return 0; }
const char *s = "abc\