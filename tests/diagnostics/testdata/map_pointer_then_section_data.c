void f(double **pp, int n, int m) {
  #pragma omp target data map(tofrom: pp[0:n][0:m])
  { }
  #pragma omp target enter data map(to: pp[0:n][0:m])
  #pragma omp target update from(pp[0:n][0:m])
  #pragma omp target exit data map(from: pp[0:n][0:m])
  #pragma omp target teams distribute parallel for map(tofrom: pp[1:n-1][0:m])
  for (int i = 1; i < n; i++)
    pp[i][0] = i;
}
// expect: 2:46: error: 'pp' reaches a pointer inside an array section: its rows are separate storage, which one section cannot map; map the pointers ('pp[lo:len]') and each row through one of them ('pp[i][lo:len]')
// expect: 4:48: error: 'pp' reaches a pointer inside an array section: its rows are separate storage, which one section cannot map; map the pointers ('pp[lo:len]') and each row through one of them ('pp[i][lo:len]')
// expect: 5:41: error: 'pp' reaches a pointer inside an array section: its rows are separate storage, which one section cannot map; map the pointers ('pp[lo:len]') and each row through one of them ('pp[i][lo:len]')
// expect: 6:49: error: 'pp' reaches a pointer inside an array section: its rows are separate storage, which one section cannot map; map the pointers ('pp[lo:len]') and each row through one of them ('pp[i][lo:len]')
// expect: 7:73: error: 'pp' reaches a pointer inside an array section: its rows are separate storage, which one section cannot map; map the pointers ('pp[lo:len]') and each row through one of them ('pp[i][lo:len]')
