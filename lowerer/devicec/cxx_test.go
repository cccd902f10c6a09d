package devicec_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/host"
)

// TestCxxDeviceText checks the C-to-C++ rewrites of device code: casts of
// C's implicit conversions, math arguments converted to the parameters'
// types, enum types as their integer type, character constants and sizeof
// of int-typed C operands, array designators made positional, and names
// that are C++ keywords renamed in the device source only.
func TestCxxDeviceText(t *testing.T) {
	src := `#include <math.h>
#include <stdlib.h>
enum e { A, B };
struct s { int new; };
#pragma omp declare target
static int *ints(void *p) { return p; }
#pragma omp end declare target
int f(void *vp, double *out, long big) {
  struct s class = {1};
#pragma omp target map(from: out[0:4]) firstprivate(class)
  {
    int *q = vp;
    enum e x = A;
    x = x + 1;
    int arr[4] = {[2] = 'z'};
    out[0] = sqrt(q[0]) + pow(2, 0.5f) + abs(big);
    out[1] = sizeof('a') + sizeof(x < 1) + *ints(vp) + class.new + arr[2];
  }
  return class.new;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{
		"static __device__ int *ints(void *p) { return ((int *)(p)); }",
		"int *q = ((int *)(vp));",
		"unsigned  x = (0);",
		"int arr[4] = { {}, {},  ((int)'z')};",
		"sqrt(((double)(q[0]))) + pow(((double)(2)), ((double)(0.5f))) + abs(((int)(big)))",
		"out[1] = ((unsigned long)4) + ((unsigned long)4)",
		"*ints(vp) + __omp_cxx_class . __omp_cxx_new + arr[2]",
		"struct s __omp_cxx_class = ",
		"int __omp_cxx_new;",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "struct s {"):])
	}
	var h bytes.Buffer
	if err := host.Emit(&h, p, []byte(src), "test"); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(h.String(), "__omp_cxx_") || !strings.Contains(h.String(), "class.new") {
		t.Errorf("the host output does not keep the names as written:\n%s", h.String())
	}
}

// TestCxxCastsWithCleanups checks that a cast of a math argument stays
// around an element access the cleanups scalarize.
func TestCxxCastsWithCleanups(t *testing.T) {
	src := `#include <math.h>
float f(void) {
  float a[100], b[100];
  int c[100];
#pragma omp target teams distribute parallel for map(to: a, c) map(from: b)
  for (int i = 0; i < 100; i++) b[i] = sqrt(a[i]) + sqrt(c[i]) + a[i] + c[i];
  return b[4];
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	k := p.Kernels[0]
	if len(k.Cleanups) == 0 {
		t.Fatalf("no cleanups applied:\n%s", k.Body)
	}
	want := "b[i] = sqrt(((double)(__omp_sc0))) + sqrt(((double)(__omp_sc1))) + __omp_sc0 + __omp_sc1;"
	if !strings.Contains(k.Body, want) {
		t.Errorf("body lacks %q:\n%s", want, k.Body)
	}
}

// TestCxxConditionalAndCommaTypes checks that sizeof and typeof of
// conditional and comma expressions get C's types: C promotes char,
// short and _Bool operands of ?: to int and decays an array on the right
// of a comma, where C++ keeps one operand type (char, an array).
func TestCxxConditionalAndCommaTypes(t *testing.T) {
	src := `enum K { KA = 3, KB };
int f(int c) {
  int r[4];
  char c1 = 1, c2 = 2; _Bool b1 = 1, b2 = 0; int a1[5];
#pragma omp target map(from: r) map(alloc: a1)
  {
    r[0] = sizeof(c ? c1 : c2);
    r[1] = sizeof(c ? b1 : b2);
    r[2] = sizeof(c, a1);
    __typeof__(c ? c1 : c2) t = 300;
    __typeof__(c ? KA - 5 : KB) e = -1;
    r[3] = t + sizeof(a1) + e;
  }
  return r[0];
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{
		"r[0] = ((unsigned long)4)",
		"r[1] = ((unsigned long)4)",
		"r[2] = ((unsigned long)8)",
		"int     t = 300;",
		"int       e = -1;",
		"r[3] = t + sizeof(a1) + e;",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "r[0]"):])
	}
}

// TestCxxBoolSteps checks that ++ and -- of a _Bool, which C++17 does
// not have, become calls of the device header's helpers, postfix forms
// with 1 and prefix ones with 0, and that other operands keep them.
func TestCxxBoolSteps(t *testing.T) {
	src := `int f(void) {
  _Bool b[4] = {0};
  int n = 0;
#pragma omp target map(tofrom: b, n)
  {
    int i = 0;
    n = b[i++]++ + ++b[1];
    b[2]--; --b[3];
    n++;
  }
  return n;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{
		"n = __omp_bool_inc((b[i++]), 1) + __omp_bool_inc((b[1]), 0);",
		"__omp_bool_dec((b[2]), 1); __omp_bool_dec((b[3]), 0);",
		"n++;",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "int i = 0;"):])
	}
}

// TestCxxFullStrings checks that a string literal filling a character
// array without its null (valid C, rejected by C++) becomes the list of
// its characters, in braces unless it had them, and that a literal with
// room for its null stays.
func TestCxxFullStrings(t *testing.T) {
	src := `struct T { char tag[2]; int n; };
int f(void) {
  int n = 0;
#pragma omp target map(tofrom: n)
  {
    char s3[3] = "abc";
    char b3[3] = {"d" "e" "f"};
    struct T t = {"gh", 5};
    char room[4] = "ijk";
    char cut[2] = "lmn";
    n = s3[2] + b3[0] + t.tag[1] + room[3] + cut[1];
  }
  return n;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{
		"char s3[3] = {(char)97, (char)98, (char)99};",
		"char b3[3] = { (char)100, (char)101, (char)102};",
		"struct T t = {{(char)103, (char)104}, 5};",
		`char room[4] = "ijk";`,
		"char cut[2] = {(char)108, (char)109};",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "char s3"):])
	}
}

// TestCxxGeneric checks that a generic selection (C++ has none) becomes
// the expression it chooses, in parentheses, with the conversions that
// expression needs, and that nothing of the other associations is left.
func TestCxxGeneric(t *testing.T) {
	src := `#pragma omp declare target
static int kind(double d) { return _Generic(d, float: 1, double: 2, default: 'c'); }
#pragma omp end declare target
int f(void *vp) {
  int n = 0;
  float x = 1;
#pragma omp target map(tofrom: n)
  {
    int *q = _Generic(x, float: vp, default: 0);
    n = kind(x) + _Generic(x + 1.0, double: sizeof('a'), default: sizeof(x < 1)) + (q != 0);
  }
  return n;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{
		"static __device__ int kind(double d) { return (    2  ); }",
		"int *q = ((int *)((  vp  )));",
		"n = kind(x) + (    ((unsigned long)4)    ) + (q != 0);",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "kind(double d)"):])
	}
}

// TestCxxBracedNarrowing checks that an initializer in braces whose type
// differs from its element's or member's arithmetic type is converted
// explicitly (C++ refuses implicit narrowing there), and that one
// outside braces, or of the element's type, is left alone.
func TestCxxBracedNarrowing(t *testing.T) {
	src := `struct S { int a; char c; };
int f(double d, long big) {
  int n = 0;
#pragma omp target map(tofrom: n)
  {
    struct S s = {d, 300};
    int a[3] = {1.5, big, n};
    double e = big;
    n = s.a + s.c + a[0] + a[1] + a[2] + (int)e;
  }
  return n;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{
		"struct S s = {((int)(d)), ((char)(300))};",
		"int a[3] = {((int)(1.5)), ((int)(big)), n};",
		"double e = big;",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "struct S s"):])
	}
}

// TestCxxAutoType checks that GNU C's __auto_type becomes the type C
// gives the variable: a comparison's int, an enumeration constant's int,
// a char variable's char, a decayed array's pointer.
func TestCxxAutoType(t *testing.T) {
	src := `enum K { KA = 3, KB };
int f(int a, int b) {
  int n = 0;
  char c = 1;
  int arr[2] = {0};
#pragma omp target map(tofrom: n) map(to: arr)
  {
    __auto_type t0 = a < b;
    __auto_type t1 = KA - 5;
    __auto_type t2 = c;
    __auto_type t3 = arr;
    n = t0 + t1 + t2 + t3[0];
  }
  return n;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{"int t0 = a < b;", "int t1 = (3) - 5;", "char t2 = c;", "int * t3 = arr;"} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "t0 ="):])
	}
}

// TestCxxPointerSign checks that conversions between pointers to types of
// other signedness (char * to unsigned char *, int * to unsigned *),
// which C makes with a warning and C++ refuses, become casts, at
// initializers, assignments and arguments.
func TestCxxPointerSign(t *testing.T) {
	src := `#pragma omp declare target
static int first(unsigned char *p) { return p[0]; }
#pragma omp end declare target
int f(void) {
  char buf[4] = {0};
  int iv[2] = {0};
  int n = 0;
#pragma omp target map(tofrom: n, buf, iv)
  {
    unsigned char *up = buf;
    unsigned *uq;
    uq = iv;
    int *same = iv;
    n = up[0] + first(buf) + uq[0] + same[1];
  }
  return n;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	for _, want := range []string{
		"unsigned char *up = ((unsigned char *)(buf));",
		"uq = ((unsigned *)(iv));",
		"int *same = iv;",
		"first(((unsigned char *)(buf)))",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("device source lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("device source:\n%s", d[strings.Index(d, "unsigned char *up"):])
	}
}

// TestCxxSizeofDefinition checks that sizeof and _Alignof of a type name
// that defines a struct (C++ defines no types there) become C's values.
func TestCxxSizeofDefinition(t *testing.T) {
	src := `int f(void) {
  long n = 0;
#pragma omp target map(tofrom: n)
  n = sizeof(struct { int a; char b; }) + _Alignof(union { double d; int i; }) + sizeof(int);
  return n;
}
`
	p := analysistest.Build(t, "g.c", src, analysis.Options{})
	var dev bytes.Buffer
	if err := device.Emit(&dev, p, "test"); err != nil {
		t.Fatal(err)
	}
	d := dev.String()
	want := "n = ((unsigned long)8)       + ((unsigned long)8)       + sizeof(int);"
	if !strings.Contains(d, want) {
		i := strings.Index(d, "n = ")
		t.Errorf("device source lacks %q:\n%s", want, d[i:i+120])
	}
}
