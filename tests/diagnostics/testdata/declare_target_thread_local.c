_Thread_local int g;
#pragma omp declare target(g)
int main(void) { return 0; }
// expect: 1:19: error: thread-local variable 'g' cannot be a declare target variable
