// want: 3:54: recursive mapper: mapper 'default' for 'struct node' maps 'n.next[0:1]', which expands mapper 'default' for 'struct node' again
struct node { int val; struct node *next; };
#pragma omp declare mapper(struct node n) map(n.val, n.next[0:1])
int main(void) {
  struct node b = {2, 0}, a = {1, &b};
  #pragma omp target enter data map(to: a)
  return 0;
}
