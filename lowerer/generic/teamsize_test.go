package generic_test

import (
	"strings"
	"testing"
)

// Parallel constructs of different num_threads in one generic region:
// the launch takes the largest, and each construct with the clause runs
// on a team of its own size; with one size nothing is sized.
func TestTeamSizes(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		launch     string
		loops      []string // each parallel loop's Threads
		regionN    []string // the sized regions of code, in order
	}{
		{
			name: "one size",
			body: `#pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; i++) a[i] = 1;
    a[0] = 2;
    #pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; i++) a[i] += 1;`,
			launch: "4", loops: []string{"", ""},
		},
		{
			name: "two loops",
			body: `#pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; i++) a[i] = 1;
    a[0] = 2;
    #pragma omp parallel for num_threads(8)
    for (int i = 0; i < n; i++) a[i] += 1;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] += 1;`,
			launch: "((8) > (4) ? (8) : (4))", loops: []string{"4", "8", ""},
		},
		{
			name: "loop and region of code",
			body: `#pragma omp parallel for num_threads(2)
    for (int i = 0; i < n; i++) a[i] = 1;
    #pragma omp parallel num_threads(3)
    {
      a[omp_get_thread_num()] = 0;
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += 1;
    }`,
			launch: "((3) > (2) ? (3) : (2))", loops: []string{"2"}, regionN: []string{"OMP_DEV_PAR_BEGIN_N(3)"},
		},
		{
			name: "a size of a firstprivate variable",
			body: `#pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; i++) a[i] = 1;
    #pragma omp parallel for num_threads(n / 2)
    for (int i = 0; i < n; i++) a[i] += 1;`,
			launch: "((n / 2) > (4) ? (n / 2) : (4))", loops: []string{"4", "n / 2"},
		},
		{
			name: "a size only the device knows",
			body: `int w = n;
    #pragma omp parallel for num_threads(w)
    for (int i = 0; i < n; i++) a[i] = 1;`,
			launch: "(1024)", loops: []string{"w"},
		},
		{
			name: "beside an if clause",
			body: `#pragma omp parallel for num_threads(2)
    for (int i = 0; i < n; i++) a[i] = 1;
    #pragma omp parallel for num_threads(5) if(n > 4)
    for (int i = 0; i < n; i++) a[i] += 1;`,
			launch: "((5) > (2) ? (5) : (2))", loops: []string{"2", "(n > 4) ? (5) : 1"},
		},
		{
			name: "a block of several loops",
			body: `#pragma omp parallel for num_threads(2)
    for (int i = 0; i < n; i++) a[i] = 1;
    #pragma omp parallel num_threads(3)
    {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += 1;
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += 2;
    }`,
			launch: "((3) > (2) ? (3) : (2))", loops: []string{"2"}, regionN: []string{"OMP_DEV_PAR_BEGIN_N(3)"},
		},
		{
			name: "one size that calls a function",
			body: `a[0] = 0;
    #pragma omp parallel for num_threads(omp_get_thread_num() + 2)
    for (int i = 0; i < n; i++) a[i] = 1;`,
			launch: "(1024)", loops: []string{"omp_get_thread_num ( ) + 2"},
		},
		{
			name: "one size that calls a pure function",
			body: `a[0] = 0;
    #pragma omp parallel for num_threads(half(n))
    for (int i = 0; i < n; i++) a[i] = 1;`,
			launch: "half ( n )", loops: []string{""},
		},
		{
			name: "sizes that call a pure function",
			body: `#pragma omp parallel for num_threads(half(n))
    for (int i = 0; i < n; i++) a[i] = 1;
    #pragma omp parallel num_threads(half(n) + 1)
    {
      a[omp_get_thread_num()] = 0;
    }`,
			launch: "((half ( n ) + 1) > (half ( n )) ? (half ( n ) + 1) : (half ( n )))", loops: []string{"half ( n )"}, regionN: []string{"OMP_DEV_PAR_BEGIN_N(half ( n ) + 1)"},
		},
		{
			name: "a pure function of a variable of the region",
			body: `int w = n;
    #pragma omp parallel for num_threads(half(w))
    for (int i = 0; i < n; i++) a[i] = 1;`,
			launch: "(1024)", loops: []string{"half ( w )"},
		},
		{
			name: "a function that reads a global",
			body: `#pragma omp parallel for num_threads(scaled(n))
    for (int i = 0; i < n; i++) a[i] = 1;
    a[0] = 0;`,
			launch: "(1024)", loops: []string{"scaled ( n )"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "int omp_get_thread_num(void);\n#pragma omp declare target\nint scale = 2;\n#pragma omp end declare target\nint half(int n) { int h = n / 2; return h; }\nint scaled(int n) { return n * scale; }\nvoid f(int *a, int n) {\n  #pragma omp target map(tofrom: a[0:n])\n  {\n    " + tc.body + "\n  }\n}\n"
			p := build(t, "s.c", src)
			if len(p.Kernels) != 1 || p.Kernels[0].Generic == nil {
				t.Fatalf("want one generic kernel")
			}
			k := p.Kernels[0]
			if k.Launch.NumThreads != tc.launch {
				t.Errorf("launch threads %q, want %q", k.Launch.NumThreads, tc.launch)
			}
			var loops, regions []string
			for _, pc := range k.Generic.Pieces {
				if pc.Loop != nil && !pc.Loop.Worksharing {
					loops = append(loops, pc.Loop.Threads)
				}
				if i := strings.Index(pc.Text, "OMP_DEV_PAR_BEGIN_N("); i >= 0 {
					regions = append(regions, pc.Text[i:i+closing(pc.Text[i:])+1])
				}
			}
			if strings.Join(loops, "|") != strings.Join(tc.loops, "|") {
				t.Errorf("loop sizes %q, want %q", loops, tc.loops)
			}
			if strings.Join(regions, "|") != strings.Join(tc.regionN, "|") {
				t.Errorf("sized regions of code %q, want %q", regions, tc.regionN)
			}
		})
	}
}

// closing is the index of the parenthesis that closes s's first one.
func closing(s string) int {
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return len(s) - 1
}
