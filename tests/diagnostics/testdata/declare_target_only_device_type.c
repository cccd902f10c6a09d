int g;
#pragma omp declare target device_type(any)
int main(void) { return g; }
// expect: 2:9: error: '#pragma omp declare target' with only device_type or indirect needs a list ('enter', 'to' or 'link'); use '#pragma omp begin declare target' for a range
