/* Directives written as _Pragma operators inside macro arguments, as
 * test harnesses write them (RUN(_Pragma("omp target ...") { ... })):
 * the directive governs the statement that follows it where the argument
 * lands in the expansion, as in gcc and clang, not the statement the
 * macro use makes. Code beside the region in the same argument stays on
 * the host; a function defined by a macro takes the region in its body. */
#include <stdio.h>

#define RUN(...) do { __VA_ARGS__ } while (0)
#define RUN2(p, body) do { p body } while (0)
#define TEST(name, ...) static int name(int x) { __VA_ARGS__ return x; }
#define STR(x) #x
#define PRAGMA(x) _Pragma(STR(x))

TEST(plus2, _Pragma("omp target map(tofrom: x)") { x += 2; })
TEST(plus3, PRAGMA(omp target map(tofrom: x)) { x += 3; })

int main(void) {
  int x = 1, r = 0, a[10] = {0};
  /* x = 5 runs on the host: the region is the block after the _Pragma. */
  RUN(x = 5; _Pragma("omp target map(to: x) map(from: r)") { r = x * 2; });
  printf("x=%d r=%d\n", x, r);
  RUN2(_Pragma("omp target map(tofrom: x)"), { x += 10; });
  printf("x=%d\n", x);
  RUN(_Pragma("omp target teams distribute parallel for map(tofrom: a)")
      for (int i = 0; i < 10; i++) a[i] += i;);
  RUN(a[1] = 7; _Pragma("omp target map(tofrom: a)") { a[0] = 100 + a[1]; } a[2] = a[0];);
  printf("a: %d %d %d %d\n", a[0], a[1], a[2], a[9]);
  printf("plus2(1)=%d plus3(4)=%d\n", plus2(1), plus3(4));
  int ok = x == 15 && r == 10 && a[0] == 107 && a[2] == 107 && a[9] == 9 && plus2(1) == 3 && plus3(4) == 7;
  printf("%s pragma_macro_args\n", ok ? "PASS" : "FAIL");
  return !ok;
}
