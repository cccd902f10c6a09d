package directive

import "testing"

func TestWithoutLinearVal(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"#pragma omp for linear(val(x): 3)", "#pragma omp for linear(    x : 3)"},
		{"#pragma omp simd linear( val ( a, b ) ) linear(c)", "#pragma omp simd linear(       a, b   ) linear(c)"},
		{"#pragma omp for linear(val(p[f(1)]): 2)", "#pragma omp for linear(    p[f(1)] : 2)"},
		{"#pragma omp for linear(x: val) nolinear(val(y))", "#pragma omp for linear(x     ) nolinear(val(y))"},
		{"#pragma omp for linear(value(x))", "#pragma omp for linear(value(x))"},
		{"#pragma omp for linear(ref(x))", "#pragma omp for linear(ref(x))"},
		{"#pragma omp for linear(x, y: val, step(2)) nowait", "#pragma omp for linear(x, y:          (2)) nowait"},
		{"#pragma omp simd linear(x: step(n + (1)), val) linear(z: val)", "#pragma omp simd linear(x:     (n + (1))     ) linear(z     )"},
		{"#pragma omp for linear(val(x): step(3))", "#pragma omp for linear(    x :     (3))"},
		{"#pragma omp for linear(x: f(step, val))", "#pragma omp for linear(x: f(step, val))"},
	} {
		if got := string(WithoutLinearVal([]byte(tt.in))); got != tt.want {
			t.Errorf("WithoutLinearVal(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
