// want: 3:3: undefined: r
void f(int n) {
  r = n + 1;
}
