package udr_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
)

// A reduction clause naming a declare reduction gets the directive's
// combiner as a functor and its initializer as a function: types spelled
// as the device spells them, object-like macros expanded, called
// functions made device functions; the innermost visible declaration of
// the identifier for the item's type applies, and one declaration serves
// each of its types once.
func TestDeclaredReduction(t *testing.T) {
	src := `typedef struct { double s; int n; } acc_t;
#define ZERO 0
static acc_t join(acc_t a, acc_t b) { a.s += b.s; a.n += b.n; return a; }
#pragma omp declare reduction(acc : acc_t : omp_out = join(omp_out, omp_in)) initializer(omp_priv = (acc_t){ZERO, ZERO})
#pragma omp declare reduction(mx : int, long : omp_out = omp_in > omp_out ? omp_in : omp_out) initializer(omp_priv = omp_orig)
void f(double *a, int n) {
  acc_t s = {0, 0};
  int m = 0;
  long l = 0;
  #pragma omp target teams distribute parallel for reduction(acc: s) reduction(mx: m, l) map(to: a[0:n])
  for (int i = 0; i < n; i++) { s.s += a[i]; s.n++; m = m > i ? m : i; l = l > i ? l : i; }
  {
    #pragma omp declare reduction(mx : int : omp_out = omp_in < omp_out ? omp_out : omp_in)
    #pragma omp target parallel for reduction(mx: m) reduction(acc: s) map(to: a[0:n])
    for (int i = 0; i < n; i++) { m = m > i ? m : i; s.n++; }
  }
}
`
	p := analysistest.Build(t, "u.c", src, analysis.Options{})
	if len(p.UDRs) != 4 {
		t.Fatalf("%d declare reductions on the device, want 4 (acc, mx for int and long, the inner mx)", len(p.UDRs))
	}
	for _, want := range []string{
		"struct __omp_udr0 {\n  __device__ __forceinline__ struct __omp_rec_acc_t OMP_UDR_CALL(struct __omp_rec_acc_t omp_out, struct __omp_rec_acc_t omp_in) const {\n    omp_out = join ( omp_out , omp_in );\n    return omp_out;",
		"OMP_DEV_FN struct __omp_rec_acc_t __omp_udr0_init(void) {\n  struct __omp_rec_acc_t omp_priv = ( struct __omp_rec_acc_t ) { 0 , 0 };",
	} {
		if !strings.Contains(p.UDRs[0].Def, want) {
			t.Errorf("acc lacks %q:\n%s", want, p.UDRs[0].Def)
		}
	}
	if !strings.Contains(p.UDRs[1].Def, "OMP_DEV_FN int __omp_udr1_init(int omp_orig) {\n  int omp_priv = omp_orig;") ||
		!strings.Contains(p.UDRs[2].Def, "long omp_priv = omp_orig;") {
		t.Errorf("mx:\n%s\n%s", p.UDRs[1].Def, p.UDRs[2].Def)
	}
	if len(p.DeviceFuncs) != 1 || p.DeviceFuncs[0].Name != "join" {
		t.Errorf("device functions: %v, want join", p.DeviceFuncs)
	}
	k0, k1 := p.Kernels[0], p.Kernels[1]
	if r := k0.Reductions[0]; r.Functor != "__omp_udr0" || r.Identity != "__omp_udr0_init()" {
		t.Errorf("acc: functor %q identity %q", r.Functor, r.Identity)
	}
	if r := k0.Reductions[2]; r.Functor != "__omp_udr2" || r.Identity != "__omp_udr2_init(*__omp_rv_l)" {
		t.Errorf("mx on long: functor %q identity %q", r.Functor, r.Identity)
	}
	// In the block, its own mx for int; acc from file scope, as before.
	if r := k1.Reductions[0]; r.Functor != "__omp_udr3" || r.Identity != "__omp_udr3_init()" {
		t.Errorf("inner mx: functor %q identity %q", r.Functor, r.Identity)
	}
	if r := k1.Reductions[1]; r.Functor != "__omp_udr0" {
		t.Errorf("acc in the block: functor %q", r.Functor)
	}
}

// Over complex values (a complex type-list type, a record holding one)
// the combiner and initializer may copy, select, take addresses, index
// and call; an operator or a constant computes, which the device code
// cannot do in a directive's tokens, and is refused at its place, once
// per declaration however many reductions name it.
func TestDeclaredReductionComplex(t *testing.T) {
	pre := `typedef struct { int n; _Complex float z[2]; } rec_t;
static void merge(rec_t *o, const rec_t *i) { o->n += i->n; }
static _Complex double add(_Complex double a, _Complex double b) { return a + b; }
`
	body := `void f(double *a, int n) {
  rec_t r = {0};
  _Complex double c = 0;
  #pragma omp target teams distribute parallel for reduction(rm: r) reduction(cs: c) map(to: a[0:n])
  for (int i = 0; i < n; i++) { r.n++; c = add(c, a[i]); }
  #pragma omp target parallel for reduction(rm: r) reduction(cs: c) map(to: a[0:n])
  for (int i = 0; i < n; i++) { r.n++; c = add(c, a[i]); }
}
`
	tests := []struct {
		name, decls string
		errs        []string // substrings, each in one error
	}{
		{"calls", `#pragma omp declare reduction(rm : rec_t : merge(&omp_out, &omp_in)) initializer(omp_priv = omp_orig)
#pragma omp declare reduction(cs : double _Complex : omp_out = add(omp_out, omp_in))
`, nil},
		{"subscript", `#pragma omp declare reduction(rm : rec_t : omp_out.z[0] = omp_in.z[1], merge(&omp_out, &omp_in))
#pragma omp declare reduction(cs : _Complex double : omp_out = add(*&omp_out, omp_in))
`, nil},
		{"operators", `#pragma omp declare reduction(rm : rec_t : omp_out.n += omp_in.n)
#pragma omp declare reduction(cs : double _Complex : omp_out = add(omp_out, omp_in)) initializer(omp_priv = 1)
`, []string{"4:54: error: operator '+=' in the combiner of declare reduction 'rm'", "5:109: error: constant '1' in the initializer of declare reduction 'cs'"}},
		{"binary and", `#pragma omp declare reduction(rm : rec_t : merge(&omp_out, &omp_in)) initializer(omp_priv = omp_orig)
#pragma omp declare reduction(cs : double _Complex : omp_out = omp_out & omp_in)
`, []string{"5:72: error: operator '&' in the combiner of declare reduction 'cs'"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var errs []string
			if _, err := analysistest.TryBuild(t, "u.c", pre+tt.decls+body, analysis.Options{}); err != nil {
				errs = strings.Split(strings.TrimSpace(err.Error()), "\n")
			}
			if len(errs) != len(tt.errs) {
				t.Fatalf("errors:\n%s\nwant %d", strings.Join(errs, "\n"), len(tt.errs))
			}
			for i, want := range tt.errs {
				if !strings.Contains(errs[i], want) {
					t.Errorf("error %d is %q, want %q", i, errs[i], want)
				}
			}
		})
	}
}
