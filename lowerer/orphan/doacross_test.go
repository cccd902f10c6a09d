package orphan_test

import (
	"strings"
	"testing"
)

// An orphaned doacross loop declares the team's ring state with the
// nest's levels (the shared ones from the thread's share, the inner ones
// from their own bounds), starts each shared iteration and leaves the
// last; its ordered constructs wait and post through it; the host text
// runs the loop as a single construct with the loop's private items and
// without the ordered lines.
func TestOrphanDoacross(t *testing.T) {
	cases := []struct {
		name, loop string
		device     []string // in the function's device body
		host       []string // the Keep texts of the host splices, in order
	}{
		{
			name: "one loop, default schedule",
			loop: `  #pragma omp for ordered(1)
  for (int i = 1; i < n; i++) {
    #pragma omp ordered depend(sink: i - 1)
    a[i] += a[i - 1];
    #pragma omp ordered depend(source)
  }`,
			device: []string{
				"__omp_ws_doacross(&__omp_dx, omp_get_num_threads() > 1 ? __omp_ws_ring() : 0, (unsigned)omp_get_thread_num(), (unsigned)omp_get_num_threads(), 1ULL); __omp_dx.n = 1; ",
				"__omp_dx.lb[0] = (long long)(__omp_ws_lb); __omp_dx.st[0] = __omp_ws_step; __omp_dx.tr[0] = __omp_ws_trip; ",
				"const long long __omp_ws_cv = (long long)(1LL);", // one iteration at a time, as clang-19
				"__omp_doacross_begin(&__omp_dx, __omp_ws_iv); ",
				"__omp_doacross_wait(&__omp_dx, __omp_dxv0, __omp_dxc, 0);",
				"__omp_doacross_post(&__omp_dx, __omp_dxc);",
				"__omp_doacross_end(&__omp_dx);",
			},
			host: []string{"#pragma omp single", "", ""},
		},
		{
			name: "two loops, one shared, doacross spelling, nowait",
			loop: `  int j;
  #pragma omp for ordered(2) schedule(dynamic) private(t) firstprivate(g) lastprivate(h) nowait
  for (int i = 1; i < n; i++)
    for (j = 1; j < n; j++) {
      #pragma omp ordered doacross(sink: i - 1, j) doacross(sink: omp_cur_iteration - 1)
      a[i] += a[i - 1] + g + (h = j);
      #pragma omp ordered doacross(source:)
    }`,
			device: []string{
				"int __omp_dxlb1 = (1); const long long __omp_dxst1 = (long long)(1); const unsigned long long __omp_dxtr1 = ",
				"(unsigned)omp_get_num_threads(), __omp_dxtr1); __omp_dx.n = 2; ",
				"__omp_dx.lb[1] = (long long)(__omp_dxlb1); __omp_dx.st[1] = __omp_dxst1; __omp_dx.tr[1] = __omp_dxtr1; ",
				"__omp_doacross_wait(&__omp_dx, __omp_dxc, __omp_dxc, 1);",
			},
			host: []string{"#pragma omp single private(t) firstprivate(g) nowait", "", ""},
		},
		{
			name: "iteration variables declared outside, lastprivate",
			loop: `  int k;
  #pragma omp for ordered(1) lastprivate(h, g) firstprivate(g) schedule(static)
  for (h = 0; h < n; h++) {
    #pragma omp ordered depend(sink: h - 1)
    a[h] += a[h - 1 < 0 ? 0 : h - 1];
    #pragma omp ordered depend(source)
  }
  #pragma omp for ordered(1)
  for (k = 0; k < n; k++) {
    #pragma omp ordered depend(source)
  }`,
			device: []string{"__omp_ws_q = __omp_ws_trip / __omp_ws_nt"}, // static blocks
			host:   []string{"#pragma omp single", "", "", "#pragma omp single private(k)", ""},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "#pragma omp declare target\nint g, h;\nvoid fn(int *a, int n) {\n  int t = 0;\n" + c.loop + "\n  (void)t;\n}\n#pragma omp end declare target\n" +
				"void f(int *a, int n) {\n  #pragma omp target parallel num_threads(4) map(tofrom: a[0:n])\n  fn(a, n);\n}\n"
			p := build(t, "s.c", src)
			var body string
			for _, f := range p.DeviceFuncs {
				if f.Name == "fn" {
					body = f.Body
				}
			}
			for _, want := range c.device {
				if !strings.Contains(body, want) {
					t.Errorf("device body lacks %q:\n%s", want, body)
				}
			}
			var host []string
			for _, s := range p.Splices {
				if s.Blank && !strings.Contains(src[s.Start:s.End], "declare target") {
					host = append(host, s.Keep)
				}
			}
			if strings.Join(host, "|") != strings.Join(c.host, "|") {
				t.Errorf("host lines %q, want %q", host, c.host)
			}
		})
	}
}
