/* Level-synchronous breadth-first search on a CSR graph: each level is a
 * kernel over the vertices that expands the frontier, marks new vertices
 * with an atomic compare-and-swap written as atomic capture, and raises a
 * flag; the host loops while the flag is set, mapping it each time. */
#include <stdio.h>
#include <stdlib.h>

#define NV 3000
#define DEG 3

int main(void) {
  int *rowp = malloc(sizeof(int) * (NV + 1)), *adj = malloc(sizeof(int) * NV * DEG);
  int *level = malloc(sizeof(int) * NV), *parent = malloc(sizeof(int) * NV);
  for (int v = 0; v < NV; v++) {
    rowp[v] = v * DEG;
    adj[v * DEG + 0] = (v + 1) % NV;
    adj[v * DEG + 1] = (int)((v * 17L + 5) % NV);
    adj[v * DEG + 2] = (int)((v * 101L + 999) % NV);
    level[v] = -1;
    parent[v] = -1;
  }
  rowp[NV] = NV * DEG;
  level[0] = 0;
  int depth = 0, changed = 1;
#pragma omp target data map(to: rowp[0:NV + 1], adj[0:NV * DEG]) map(tofrom: level[0:NV], parent[0:NV])
  while (changed) {
    changed = 0;
#pragma omp target teams distribute parallel for map(tofrom: changed)
    for (int v = 0; v < NV; v++) {
      if (level[v] != depth) continue;
      for (int e = rowp[v]; e < rowp[v + 1]; e++) {
        int w = adj[e], old;
#pragma omp atomic compare capture
        { old = level[w]; if (level[w] == -1) { level[w] = depth + 1; } }
        if (old == -1) {
#pragma omp atomic write
          changed = 1;
        }
      }
    }
    depth++;
  }
  /* parents: the smallest neighbour one level up, computed afterwards so
     the result is deterministic */
#pragma omp target teams distribute parallel for map(to: rowp[0:NV + 1], adj[0:NV * DEG], level[0:NV]) map(from: parent[0:NV])
  for (int w = 0; w < NV; w++) {
    parent[w] = -1;
    for (int v = 0; v < NV; v++) {
      if (level[v] != level[w] - 1) continue;
      for (int e = rowp[v]; e < rowp[v + 1]; e++)
        if (adj[e] == w) { parent[w] = v; break; }
      if (parent[w] >= 0) break;
    }
  }
  long lsum = 0, psum = 0;
  int maxl = 0, reached = 0;
  for (int v = 0; v < NV; v++) {
    if (level[v] >= 0) reached++;
    if (level[v] > maxl) maxl = level[v];
    lsum += level[v];
    psum += (long)parent[v] * (v % 7 + 1);
  }
  printf("bfs: depth=%d reached=%d maxlevel=%d levelsum=%ld parentsum=%ld\n", depth, reached, maxl, lsum, psum);
  free(rowp); free(adj); free(level); free(parent);
  printf("PASS happ_bfs_frontier\n");
  return 0;
}
