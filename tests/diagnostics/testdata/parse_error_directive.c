#error this configuration is not supported
int main(void) { return 0; }
// expect: 1:2: error: this configuration is not supported
