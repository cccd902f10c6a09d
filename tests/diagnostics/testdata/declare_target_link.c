int g;
extern int h[];
extern double e;
void f(void) {}
#pragma omp declare target enter(g)
#pragma omp declare target link(g, f, h, e)
int main(void) { return 0; }
// expect: 3:15: error: declare target link variable 'e' is only declared here; define it in declare_target_link.c
// expect: 6:33: error: 'g' is already declare target with 'enter' (or 'to'); a variable cannot be both 'link' and 'enter'
// expect: 6:36: error: 'f' in a 'link' clause is a function; 'link' takes variables ('enter' or 'to' make a function declare target)
// expect: 6:39: error: declare target link variable 'h' has no known size; give its array a size
