package atomicpriv_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// privCase is one region and the arrays whose atomic updates are
// privatized in it ("" when none).
type privCase struct {
	name, decls, clauses, body string
	want                       string
	why                        string // the reason recorded when want is ""
}

// privSrc wraps body in a loop kernel over i < n with keys k.
func privSrc(c privCase) string {
	return fmt.Sprintf(`double fd(double x) { return x; }
#pragma omp declare target to(fd)
void f(const unsigned *k, int n, int *p, unsigned long long *q, float *fl, int *o) {
  int h[256];
  long hl[64];
  double hd[16];
  int big[4096];
  %s
  #pragma omp target teams distribute parallel for map(to: k[0:n]) %s
  for (int i = 0; i < n; i++) {
    %s
  }
}
`, c.decls, c.clauses, c.body)
}

var privCases = []privCase{
	{name: "int array ++", clauses: "map(tofrom: h)", body: "#pragma omp atomic update\n h[k[i]]++;", want: "h int 0 256 0"},
	{name: "section +=", clauses: "map(tofrom: h[16:64])", body: "#pragma omp atomic\n h[k[i] % 64 + 16] += 2;", want: "h int 16 64 0"},
	{name: "pointer section -=", clauses: "map(tofrom: q[0:100])", body: "#pragma omp atomic\n q[k[i] % 100] -= k[i];", want: "q unsigned long long 0 100 0"},
	{name: "long x = x + e", clauses: "map(tofrom: hl)", body: "#pragma omp atomic\n hl[k[i] & 63] = hl[k[i] & 63] + 1;", want: "hl long 0 64 0"},
	{name: "two arrays", clauses: "map(tofrom: h, hl)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n#pragma omp atomic\n hl[k[i] & 63]--;", want: "h int 0 256 0; hl long 0 64 1024"},
	{name: "plain read", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n fl[i] = (float)h[0];", want: "", why: "uses it other than"},
	{name: "read in subscript", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[h[0] & 255]++;", want: "", why: "uses it other than"},
	{name: "capture", clauses: "map(tofrom: h)", body: "int v;\n#pragma omp atomic capture\n v = h[k[i] & 255]++;\n fl[i] = v;", want: "", why: "no plain addition"},
	{name: "mixed capture", clauses: "map(tofrom: h)", body: "int v;\n#pragma omp atomic\n h[k[i] & 255]++;\n#pragma omp atomic read\n v = h[0];\n fl[i] = v;", want: "", why: "no plain addition"},
	{name: "multiply", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[k[i] & 255] *= 2;", want: "", why: "no plain addition"},
	{name: "float", clauses: "map(tofrom: hd)", body: "#pragma omp atomic\n hd[k[i] & 15] += 1.0;", want: "", why: "no 4- or 8-byte integer"},
	{name: "too large", clauses: "map(tofrom: big)", body: "#pragma omp atomic\n big[k[i] & 4095]++;", want: "", why: "larger than 8192"},
	{name: "pointer without section", clauses: "", body: "#pragma omp atomic\n p[k[i] & 255]++;", want: "", why: "no mapped section"},
	{name: "pointer section not constant", clauses: "map(tofrom: p[0:n])", body: "#pragma omp atomic\n p[k[i] % n]++;", want: "", why: "not constant"},
	{name: "call", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n fl[i] = (float)fd(1.0);", want: "", why: "calls a function"},
	{name: "pure call", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[k[i] & 255] += (int)sqrt(4.0);", want: "h int 0 256 0"},
	{name: "alias write", clauses: "map(tofrom: q[0:64])", body: "#pragma omp atomic\n q[k[i] & 63]++;\n o[i] = 1;", want: "q unsigned long long 0 64 0"},
	{name: "array write", decls: "int other[256];", clauses: "map(tofrom: h, other)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n other[i & 255] = 1;", want: "h int 0 256 0"},
	{name: "aliasing write", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n o[i] = 1;", want: "", why: "may point to it"},
	{name: "float write", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n fl[i] = 1.0f;", want: "h int 0 256 0"},
	{name: "reduction", decls: "int cnt = 0;", clauses: "map(tofrom: h) reduction(+: cnt)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n cnt += 1;", want: "", why: "reduction clause"},
	{name: "private", clauses: "private(h)", body: "#pragma omp atomic\n h[k[i] & 255]++;", want: "", why: "not mapped"},
	{name: "seq_cst", clauses: "map(tofrom: h)", body: "#pragma omp atomic seq_cst\n h[k[i] & 255]++;", want: "", why: "no plain addition"},
	{name: "nested directive", clauses: "map(tofrom: h)", body: "#pragma omp atomic\n h[k[i] & 255]++;\n#pragma omp critical\n fl[0] += 0;", want: "", why: "other than atomic"},
	{name: "address taken", clauses: "map(tofrom: h)", body: "int *t = &h[1];\n#pragma omp atomic\n h[k[i] & 255]++;\n (void)t;", want: "", why: "uses it other than"},
}

// Which atomic arrays a loop kernel privatizes: integer arrays of known
// small extent updated only by atomic additions, in a kernel whose
// threads all run to the end and that nothing else in the region can
// reach; every other case keeps the plain atomics.
func TestPrivatizedAtomics(t *testing.T) {
	for _, c := range privCases {
		t.Run(c.name, func(t *testing.T) {
			p := analysistest.Build(t, "p.c", "#include <math.h>\n"+privSrc(c), analysis.Options{})
			if len(p.Kernels) != 1 {
				t.Fatalf("%d kernels", len(p.Kernels))
			}
			k := p.Kernels[0]
			var got []string
			for _, pa := range k.Privatized {
				got = append(got, fmt.Sprintf("%s %s %d %d %d", pa.Var, pa.Type, pa.Lo, pa.Len, pa.Offset))
			}
			if g := strings.Join(got, "; "); g != c.want {
				t.Fatalf("privatized %q, want %q", g, c.want)
			}
			if c.want != "" {
				if !strings.Contains(k.Body, "__omp_priv_") || strings.Contains(k.Body, "__omp_atomic_hw") {
					t.Errorf("body does not update the copies:\n%s", k.Body)
				}
				if k.TripTeamsCap() == 0 {
					t.Error("the teams are not capped")
				}
			} else if strings.Contains(k.Body, "__omp_priv_") {
				t.Errorf("body updates copies:\n%s", k.Body)
			}
			var why []string
			for _, np := range k.NotPrivatized {
				why = append(why, np.Var+": "+np.Reason)
			}
			if c.why == "" && len(why) > 0 || c.why != "" && (len(why) != 1 || !strings.Contains(why[0], c.why)) {
				t.Errorf("not privatized %q, want one reason with %q", why, c.why)
			}
		})
	}
}

// A generic region (code beside a nested parallel loop) keeps its atomics.
func TestPrivatizedAtomicsNotGeneric(t *testing.T) {
	src := `void f(const unsigned *k, int n) {
  int h[256];
  #pragma omp target teams map(to: k[0:n]) map(tofrom: h)
  {
    int s = 0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
      #pragma omp atomic
      h[k[i] & 255]++;
    }
    s++;
  }
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	if len(p.Kernels) != 1 || p.Kernels[0].Generic == nil {
		t.Fatal("not one generic kernel")
	}
	if len(p.Kernels[0].Privatized) != 0 {
		t.Error("a generic kernel privatizes")
	}
}
