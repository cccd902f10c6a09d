void f(void) {
  double big[8192], out[64];
  #pragma omp target teams num_teams(4) firstprivate(big) map(from: out)
  {
    big[0] = omp_get_team_num();
    #pragma omp distribute parallel for
    for (int i = 0; i < 64; i++) out[i] = big[i];
  }
}
// expect: 5:5: error: firstprivate 'big' of a teams region with code beside its loops takes more than 40960 bytes (each team's copy lives in the team's shared memory); map it instead
