package analysis

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Directives bind to the statement that follows them in the parser's token
// stream, wherever the parser's counter stood when the pragma was read.
func TestBindingPositions(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		bodies    []string // device text of each kernel, in order
	}{
		{"first in body", `void f(int *a) {
#pragma omp target map(tofrom: a[0:1])
  { a[0] = 1; }
}`, []string{"a[0] = 1;"}},
		{"after the first token of the body", `void f(int *a) {
  ;
#pragma omp target map(tofrom: a[0:1])
  { a[0] = 2; }
}`, []string{"a[0] = 2;"}},
		{"two in a row after the first token", `void f(int *a) {
  {
#pragma omp target map(tofrom: a[0:1])
    { a[0] = 3; }
#pragma omp target map(tofrom: a[0:1])
    { a[0] = 4; }
  }
}`, []string{"a[0] = 3;", "a[0] = 4;"}},
		{"then branch", `void f(int *a, int c) {
  if (c)
#pragma omp target map(tofrom: a[0:1])
    a[0] = 5;
  else
#pragma omp target map(tofrom: a[0:1])
    a[0] = 6;
}`, []string{"a[0] = 5;", "a[0] = 6;"}},
		{"loop body and label", `void f(int *a) {
  for (int i = 0; i < 2; i++)
#pragma omp target map(tofrom: a[0:1])
  { a[0] += 7; }
  done:
#pragma omp target map(tofrom: a[0:1])
  a[0] += 8;
}`, []string{"a[0] += 7;", "a[0] += 8;"}},
		{"macro statement on one line with the next block", `#define INC(v) _Pragma("omp target map(tofrom: v[0:1])") { v[0] += 1; }
void f(int *v) {
  INC(v); { v[0] += 9; }
}`, []string{"v[0] += 1;"}},
		{"two regions in one macro use", `#define TWO(v) _Pragma("omp target map(tofrom: v[0:1])") { v[0] += 1; } _Pragma("omp target map(tofrom: v[0:1])") { v[0] *= 3; }
void f(int *v) {
  TWO(v);
}`, []string{"v[0] += 1;", "v[0] *= 3;"}},
		{"line directive before the region", `void f(int *a) {
#line 100
#pragma omp target map(tofrom: a[0:1])
  { a[0] = 10; }
}`, []string{"a[0] = 10;"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := build(t, "b.c", tc.src, Options{})
			if len(p.Kernels) != len(tc.bodies) {
				t.Fatalf("%d kernels, want %d", len(p.Kernels), len(tc.bodies))
			}
			wheres := map[string]bool{}
			for i, k := range p.Kernels {
				if wheres[k.Where] {
					t.Errorf("two kernels launched from %q: the verifier matches launches by it", k.Where)
				}
				wheres[k.Where] = true
				if got := strings.Join(strings.Fields(k.Body), " "); !strings.Contains(got, tc.bodies[i]) {
					t.Errorf("kernel %d body %q, want it to hold %q", i, got, tc.bodies[i])
				}
			}
		})
	}
}

func TestBindingErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"declaration", "void f(void) {\n#pragma omp target\n  int x = 1;\n  (void)x;\n}\n", "b.c:3:3: error: '#pragma omp target' must be followed by a statement, not a declaration"},
		{"end of block", "void f(void) {\n  ;\n#pragma omp target\n}\n", "b.c:4:1: error: '#pragma omp target' must be followed by a statement, not the end of the block"},
		{"file scope", "#pragma omp target\nint x;\n", "b.c:1:9: error: '#pragma omp target' must be followed by a statement inside a function"},
		{"inside an expression", "void f(int *a) {\n  a[0] = (1 +\n  _Pragma(\"omp target\") 2);\n}\n", "b.c:3:3: error: '#pragma omp target' stands inside a statement or expression"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tryBuild(t, "b.c", tc.src, Options{})
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if got := err.Error(); !strings.Contains(filepath.ToSlash(got), tc.want) {
				t.Errorf("error %q, want %q", got, tc.want)
			}
		})
	}
}

// A bug that panics in the analysis becomes a positioned internal error.
func TestBuildRecoversFromPanic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.c")
	if err := os.WriteFile(path, []byte("int main(void) { return 0; }\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatal(errs)
	}
	u.AST = nil // makes the analysis dereference nil
	p, errs := Build(u, Options{})
	if p != nil || !errs.HasErrors() {
		t.Fatalf("Build = %v, %v; want no plan and an error", p, errs)
	}
	if got := errs[0].String(); !strings.HasPrefix(got, u.Path+":1:1: error: internal error") {
		t.Errorf("diagnostic %q, want a positioned internal error", got)
	}
}
