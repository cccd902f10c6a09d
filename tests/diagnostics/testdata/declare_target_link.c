int g;
extern int h[];
void f(void) {}
#pragma omp declare target enter(g)
#pragma omp declare target link(g, f, h)
int main(void) { return 0; }
// expect: 5:33: error: 'g' is already declare target with 'enter' (or 'to'); a variable cannot be both 'link' and 'enter'
// expect: 5:36: error: 'f' in a 'link' clause is a function; 'link' takes variables ('enter' or 'to' make a function declare target)
// expect: 5:39: error: declare target link variable 'h' has no known size; give its array a size
