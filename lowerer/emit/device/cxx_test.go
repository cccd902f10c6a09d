package device

import "testing"

func TestCxxSafe(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"int new = this + class;", "int __omp_cxx_new = __omp_cxx_this + __omp_cxx_class;"},
		{"s.private->and", "s.__omp_cxx_private->__omp_cxx_and"},
		{"_Bool b; _Static_assert(1, \"x\"); _Alignof(int)", "bool b; static_assert(1, \"x\"); alignof(int)"},
		// Literals, comments and numbers are left alone.
		{`printf("new %d", 'n') /* new */ // this`, `printf("new %d", 'n') /* new */ // this`},
		{`"a\"new" new`, `"a\"new" __omp_cxx_new`},
		{"1e+new 0x1fnot .5f", "1e+new 0x1fnot .5f"},
		{"newer renew new_ __new", "newer renew new_ __new"},
		{"struct __omp_unpack<int> x;", "struct __omp_unpack<int> x;"},
		// math.h's classification builtins take the device header's C values.
		{"__builtin_signbit (f) + __builtin_isinf_sign(x) + __builtin_nanf(\"\")", "__omp_signbit (f) + __omp_isinf_sign(x) + __builtin_nanf(\"\")"},
		// String routines nvcc lacks take the device header's; memcpy,
		// malloc and free stay nvcc's.
		{"strlen(s) + strcmp(a, b); strncpy(d, s, 4); memcpy(d, s, 2); free(malloc(1)); strlength", "__omp_strlen(s) + __omp_strcmp(a, b); __omp_strncpy(d, s, 4); memcpy(d, s, 2); free(malloc(1)); strlength"},
		// GCC bit builtins nvcc lacks take the device header's; those it
		// has stay.
		{"__builtin_ctz(x) + __builtin_popcountll(y) + __builtin_bswap64(z) + __builtin_expect(e, 1)", "__omp_ctz(x) + __builtin_popcountll(y) + __omp_bswap64(z) + __builtin_expect(e, 1)"},
		// GCC's math builtins are the math functions they spell; others
		// and longer names stay.
		{"__builtin_sqrt(x) + __builtin_fabsf(y) * __builtin_pow(a, b) + __builtin_sqrtl(z) + __builtin_sqrt_x", "sqrt(x) + fabsf(y) * pow(a, b) + __builtin_sqrtl(z) + __builtin_sqrt_x"},
		{"__builtin_fmin(a, b); __builtin_memcpy(d, s, 4); __builtin_memset(d, 0, 4);", "fmin(a, b); memcpy(d, s, 4); memset(d, 0, 4);"},
	} {
		if got := cxxSafe(c.in, nil); got != c.want {
			t.Errorf("cxxSafe(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCxxSafeRenames: the unit's renames take the prefix as whole
// identifiers, outside literals and comments, and before the library
// spellings (a program's own strlen is its own).
func TestCxxSafeRenames(t *testing.T) {
	renames := map[string]bool{"y1": true, "dim3": true, "strlen": true}
	for _, c := range []struct{ in, want string }{
		{"extern \"C\" { __device__ double y1 = 2.5; }", "extern \"C\" { __device__ double __omp_user_y1 = 2.5; }"},
		{"struct dim3 d; d.y1 = y1 * 2; /* y1 */ \"y1\"", "struct __omp_user_dim3 d; d.__omp_user_y1 = __omp_user_y1 * 2; /* y1 */ \"y1\""},
		{"y10 + xy1 + y1_ + 1y1 + j0(y1)", "y10 + xy1 + y1_ + 1y1 + j0(__omp_user_y1)"},
		{"strlen(s) + strcmp(s, t)", "__omp_user_strlen(s) + __omp_strcmp(s, t)"},
		{"new + y1", "__omp_cxx_new + __omp_user_y1"},
	} {
		if got := cxxSafe(c.in, renames); got != c.want {
			t.Errorf("cxxSafe(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
