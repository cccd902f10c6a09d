// want: 1:1: the C front end gave no position for this error
void f(int n) {
  5 = n;
}
