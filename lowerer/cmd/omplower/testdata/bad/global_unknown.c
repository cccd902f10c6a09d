// want: 6:5: global 'g' cannot be mapped implicitly: its size is not known here; list it between '#pragma omp declare target' and '#pragma omp end declare target', or map a section of it
extern int g[];
int main(void) {
  #pragma omp target
  {
    g[0] = 1;
  }
  return 0;
}
