package callees_test

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

const pureUnit = `#include <math.h>
#include <omp.h>
int g = 2;
enum { K = 3 };
int half(int n) { int h = n / 2; return h; }
int quarter(int n) { return half(half(n)) + K; }
double root(double x) { return sqrt(x); }
int fact(int n) { return n < 2 ? 1 : n * fact(n - 1); }
int local_array(int n) { int b[4] = {0}; b[n & 3] = n; return b[0]; }
int reads_global(int n) { return n * g; }
int writes_global(int n) { g = n; return n; }
int keeps_state(int n) { static int c; return n + c++; }
int through_pointer(int *p) { return *p; }
int asks_thread(int n) { return n + omp_get_thread_num(); }
int prints(int n) { printf("%d", n); return n; }
int calls_impure(int n) { return reads_global(n); }
int variadic(int n, ...) { return n; }
int declared(int n);
`

// A pure function computes its value from its arguments alone and
// changes nothing its caller sees: the host may call it for the device.
func TestPure(t *testing.T) {
	u, _ := bindingtest.Parse(t, "#include <stdio.h>\n"+pureUnit, frontend.Options{})
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"half", true},
		{"quarter", true},
		{"root", true},
		{"sqrt", true},
		{"fact", true},
		{"local_array", true},
		{"frexp", false},
		{"reads_global", false},
		{"writes_global", false},
		{"keeps_state", false},
		{"through_pointer", false},
		{"asks_thread", false},
		{"prints", false},
		{"calls_impure", false},
		{"variadic", false},
		{"declared", false},
		{"omp_get_thread_num", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var errs diag.List
			state := false
			c := callees.New(callees.Input{Errs: &errs, Unit: u, Declared: map[string]bool{}, RuntimeState: &state})
			if got := c.Pure(tc.name); got != tc.want {
				t.Errorf("Pure(%s) = %v, want %v", tc.name, got, tc.want)
			}
		})
	}
}
