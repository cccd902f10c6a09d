package devicec_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
)

// complexRegion is a program whose target region runs stmt over complex
// and real variables of its own.
func complexRegion(stmt string) string {
	return `#include <complex.h>
void f(double *out) {
#pragma omp target map(from: out[0:1])
  {
    double complex z = out[0], w = out[0];
    float complex g = out[0], h = out[0];
    double x = out[0];
    int n = 0;
    _Bool b = 0;
    ` + stmt + `
    out[0] = creal(z) + crealf(g) + x + n + b;
  }
}
`
}

// TestComplexDeviceText checks that every operation on complex values in
// device code is spelled as a call of a device header helper (nvcc drops
// the operations themselves), with the operands converted as C converts
// them.
func TestComplexDeviceText(t *testing.T) {
	for _, c := range []struct{ stmt, want string }{
		{"z = z + w;", "z = __omp_cadd(z , w);"},
		{"z = w - x;", "z = __omp_csub_cr(w , x);"},
		{"z = x * w;", "z = __omp_cmul_rc(x , w);"},
		{"z = 2 / w;", "z = __omp_cdiv_rc(2 , w);"},
		{"z = z / g;", "z = __omp_cdiv(z , __omp_cdouble(g));"},
		{"g = g * h;", "g = __omp_cmulf(g , h);"},
		{"g = g * 2.0f;", "g = __omp_cmulf_cr(g , 2.0f);"},
		{"g = g * 2.0;", "g = __omp_cfloat(__omp_cmul_cr(__omp_cdouble(g) , 2.0));"},
		{"z = (z + w) * (g - 1);", "z = __omp_cmul((__omp_cadd(z , w)) , __omp_cdouble((__omp_csubf_cr(g , 1))));"},
		{"n = z == w;", "n = __omp_ceq(z , w);"},
		{"n = z != 0;", "n = __omp_cne_cr(z , 0);"},
		{"n = 1.5f == g;", "n = __omp_ceqf_rc(1.5f , g);"},
		{"z = -w;", "z = __omp_cneg(w);"},
		{"g = -(h * h);", "g = __omp_cnegf((__omp_cmulf(h , h)));"},
		{"g = ~h;", "g = conjf(h);"},
		{"z += w;", "__omp_cadd_set(&(z ), w);"},
		{"z -= g;", "__omp_csub_set(&(z ), __omp_cdouble(g));"},
		{"g *= z;", "__omp_cmul_set(&(g ), z);"},
		{"g /= 2;", "__omp_cdiv_set(&(g ), ((float)(2)));"},
		{"g += x;", "__omp_cadd_set(&(g ), ((double)(x)));"},
		{"z = (w *= 2) + 1;", "z = __omp_cadd_cr((__omp_cmul_set(&(w ), ((double)(2)))) , 1);"},
		{"z = g;", "z = __omp_cdouble(g);"},
		{"g = z;", "g = __omp_cfloat(z);"},
		{"z = x;", "z = __omp_cplx(x);"},
		{"g = n;", "g = __omp_cplxf(n);"},
		{"x = z;", "x = ((double)(__real__ (z)));"},
		{"n = g;", "n = ((int)(__real__ (g)));"},
		{"b = z;", "b = ((bool)(__omp_ctest(z)));"},
		{"n = (int)z;", "n = (int)__real__ (z);"},
		{"b = (_Bool)g;", "b = (bool)__omp_ctestf(g);"},
		{"z = (double complex)g;", "__omp_cdouble(g);"},
		{"g = (float complex)z;", "__omp_cfloat(z);"},
		{"z = (double complex)x;", "__omp_cplx(x);"},
		{"z = (double complex){x};", "z = (double _Complex){__omp_cplx(x)};"},
		{"z = n ? w : g;", "z = n ? w : __omp_cdouble(g);"},
		{"z = n ? x : w;", "z = n ? __omp_cplx(x) : w;"},
		{"if (z) n = 1;", "if (__omp_ctest(z)) n = 1;"},
		{"n = !g || z;", "n = !__omp_ctestf(g) || __omp_ctest(z);"},
		{"z = 2.0 * I;", "z = __omp_cmul_rc(2.0 , __omp_cdouble(( __omp_imagf(1.0F))));"},
		{"z = creal(g);", "z = __omp_cplx(creal(__omp_cdouble(g)));"},
	} {
		p := analysistest.Build(t, "c.c", complexRegion(c.stmt), analysis.Options{})
		var dev bytes.Buffer
		if err := device.Emit(&dev, p, "test"); err != nil {
			t.Fatal(err)
		}
		if d := dev.String(); !strings.Contains(d, c.want) {
			i := strings.Index(d, "int n = 0;")
			if i < 0 {
				i = 0
			}
			t.Errorf("%s: the device code lacks %q:\n%s", c.stmt, c.want, d[i:])
		}
	}
}

// TestComplexDeviceErrors checks the operations on complex values that
// device code refuses.
func TestComplexDeviceErrors(t *testing.T) {
	for _, c := range []struct{ stmt, want string }{
		{"x += z;", "c.c:10:7: error: '+=' of a complex value to a real object is not supported in device code yet"},
	} {
		_, err := analysistest.TryBuild(t, "c.c", complexRegion(c.stmt), analysis.Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.stmt, err, c.want)
		}
	}
}
