package devcall_test

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
)

func TestRenameCalls(t *testing.T) {
	names := map[string]string{"f": "__omp_nestcall_f", "omp_get_thread_num": "__omp_nest_thread_num"}
	for _, c := range []struct{ in, want string }{
		{"{ return f (x) + omp_get_thread_num(); }", "{ return __omp_nestcall_f (x) + __omp_nest_thread_num(); }"},
		// not calls, longer identifiers, literals and comments stay
		{"int f1 = f; g(&f); ff(1);", "int f1 = f; g(&f); ff(1);"},
		{`printf("f(%d)\n", 'f'); /* f() */ // f()` + "\nf(2);", `printf("f(%d)\n", 'f'); /* f() */ // f()` + "\n__omp_nestcall_f(2);"},
		{`s = "a\"f(" ; f(0x1f);`, `s = "a\"f(" ; __omp_nestcall_f(0x1f);`},
		{"static __device__ int f(int x)", "static __device__ int __omp_nestcall_f(int x)"},
	} {
		if got := devcall.RenameCalls(c.in, names); got != c.want {
			t.Errorf("RenameCalls(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
