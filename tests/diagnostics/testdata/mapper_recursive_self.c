struct L { int v; struct L *next; };
#pragma omp declare mapper(struct L l) map(l.v, l.next[0:1])
void f(struct L l) {
  #pragma omp target map(tofrom: l)
  { l.v = 1; }
}
// expect: 2:49: error: recursive mapper: mapper 'default' for 'struct L' maps 'l.next[0:1]', which expands mapper 'default' for 'struct L' again; a mapper cannot expand itself
// expect: 2:9: note: mapper 'default' for 'struct L' declared here
