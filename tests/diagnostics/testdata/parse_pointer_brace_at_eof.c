struct P { double *p; };
void f(struct P s) {
  (void)s;
}
struct P *const }
// expect: 5:10: error: unexpected end of file after '*': the file ends inside an unfinished declarator
