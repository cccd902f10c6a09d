int g;
int h(int);
void f(double *a, int n, int m) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double x = a[0];
    #pragma omp parallel if(n > 100)
    {
      double y = x;
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = y;
    }
    #pragma omp parallel for
    for (int i = 1; i < n; i++) a[i] += 1;
  }
  #pragma omp target map(tofrom: a[0:n])
  {
    n = n / 2;
    #pragma omp parallel if(n > 100)
    {
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = 0;
      a[0] = 1;
    }
  }
  #pragma omp target map(tofrom: a[0:n]) map(to: m)
  {
    a[0] = 1;
    #pragma omp parallel if(m > g)
    {
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = 0;
      a[0] = 1;
    }
  }
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel if(g > 1)
    {
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = 0;
      a[0] = 1;
    }
  }
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel if(a[0] > 1)
    {
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = 0;
      a[0] = 1;
    }
  }
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel if(h(n) > 1)
    {
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = 0;
      a[0] = 1;
    }
  }
}
// expect: 7:26: error: clause 'if' on a '#pragma omp parallel' beside other code in a target region is not supported yet: the team is sized when the region is launched, so every parallel construct of the region must have the same if clause (the '#pragma omp parallel for' at 13:13 has none)
// expect: 19:29: error: clause 'if' on a '#pragma omp parallel' beside other code in a target region is not supported yet: 'n' in its condition is written in the region (at 18:5) (the host evaluates the condition when it sizes the team)
// expect: 29:29: error: clause 'if' on a '#pragma omp parallel' beside other code in a target region is not supported yet: 'm' in its condition is in a clause of the target construct (its device value may differ from the host's) (the host evaluates the condition when it sizes the team)
// expect: 39:29: error: clause 'if' on a '#pragma omp parallel' beside other code in a target region is not supported yet: 'g' in its condition has static storage (its device copy may differ from the host's) (the host evaluates the condition when it sizes the team)
// expect: 49:29: error: clause 'if' on a '#pragma omp parallel' beside other code in a target region is not supported yet: 'a' in its condition is not a variable of arithmetic type (the host evaluates the condition when it sizes the team)
// expect: 59:29: error: clause 'if' on a '#pragma omp parallel' beside other code in a target region is not supported yet: a call of 'h' in its condition (the host evaluates the condition when it sizes the team)
