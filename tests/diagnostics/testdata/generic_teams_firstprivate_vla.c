void f(int n) {
  double v[n], out[64];
  #pragma omp target teams num_teams(4) firstprivate(v) map(from: out)
  {
    v[0] = omp_get_team_num();
    #pragma omp distribute parallel for
    for (int i = 0; i < 64; i++) out[i] = v[0];
  }
}
// expect: 5:5: error: variable-length array 'v' in clause 'firstprivate' of a teams region with code beside its loops is not supported yet (the teams would share one copy)
