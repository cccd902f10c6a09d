package device

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// The device source is compiled as C++ (nvcc, and a host C++ compiler for
// the host-plugin image), while every name in it that comes from the
// program is a C identifier. cxxSafe rewrites the text of one unit (not the
// support headers) so that C++ reads it as C did (docs/device-code.md):
//
//   - an identifier that is a keyword or an alternative token only in C++
//     (new, class, this, and, ...) becomes naming.CxxPrefix + the identifier,
//     everywhere in the unit, so declarations and uses of variables,
//     parameters, members, functions, tags, typedefs and labels stay
//     consistent (a member's new name changes no layout);
//   - a name of the program's that the device source's headers already
//     declare or define as a macro (renames, the plan's DeviceRenames:
//     y1, rint, float2, dim3, ...) becomes naming.HeaderPrefix + the
//     name, everywhere in the unit as keywords do: the program's
//     declarations of it and its uses stay consistent, and a use of the
//     C library's routine of that name cannot occur in the unit beside
//     the program's own (C has one ordinary identifier per scope, and the
//     library's is at file scope);
//   - the C keywords that C++ spells differently take the C++ spelling
//     (_Bool, _Static_assert, _Alignof, _Alignas);
//   - the builtins math.h's classification macros expand to (isnan,
//     signbit, fpclassify, ...) become the device header's functions,
//     which give C's values on both device compilers (cxxBuiltins);
//   - GCC's math builtins (__builtin_sqrt, ...) become the math functions
//     they spell (callees.MathBuiltin).
//
// The generated code of a unit spells no C++-only keyword itself (it
// writes _Bool and _Static_assert, renamed here), so every identifier of
// the set is the program's. Comments, string and character literals and
// numbers are copied unchanged.

// cxxSpelling maps C keywords to their C++ spelling.
var cxxSpelling = map[string]string{
	"_Bool":          "bool",
	"_Static_assert": "static_assert",
	"_Alignof":       "alignof",
	"_Alignas":       "alignas",
}

// cxxBuiltins maps the compilers' floating-point classification builtins
// to the device header's functions of the same meaning.
var cxxBuiltins = map[string]string{
	"__builtin_isnan":      "__omp_isnan",
	"__builtin_isinf":      "__omp_isinf",
	"__builtin_isinf_sign": "__omp_isinf_sign",
	"__builtin_isfinite":   "__omp_isfinite",
	"__builtin_isnormal":   "__omp_isnormal",
	"__builtin_signbit":    "__omp_signbit",
	"__builtin_signbitf":   "__omp_signbit",
	"__builtin_fpclassify": "__omp_fpclassify",
	// nvcc's device code has __builtin_popcount(ll), __builtin_clz(ll)
	// and __builtin_ffs(ll) but not these.
	"__builtin_popcountl": "__omp_popcountl",
	"__builtin_clzl":      "__omp_clzl",
	"__builtin_ctz":       "__omp_ctz",
	"__builtin_ctzl":      "__omp_ctzl",
	"__builtin_ctzll":     "__omp_ctzll",
	"__builtin_ffsl":      "__omp_ffsl",
	"__builtin_parity":    "__omp_parity",
	"__builtin_parityl":   "__omp_parityl",
	"__builtin_parityll":  "__omp_parityll",
	"__builtin_bswap16":   "__omp_bswap16",
	"__builtin_bswap32":   "__omp_bswap32",
	"__builtin_bswap64":   "__omp_bswap64",
	"__builtin_prefetch":  "__omp_prefetch",
}

// libcSpelling maps the C library routines device code may call that
// nvcc's device code lacks to the device header's functions of the same
// meaning (which call the C library's on the host plugin).
var libcSpelling = map[string]string{
	"strlen":  "__omp_strlen",
	"strcmp":  "__omp_strcmp",
	"strncmp": "__omp_strncmp",
	"memcmp":  "__omp_memcmp",
	"strcpy":  "__omp_strcpy",
	"strncpy": "__omp_strncpy",
	"memmove": "__omp_memmove",
	"calloc":  "__omp_calloc",
	// Writing to the standard streams and ending the program
	// (callees.Streams checks the streams).
	"fprintf": "__omp_fprintf",
	"fputs":   "__omp_fputs",
	"fputc":   "__omp_fputc",
	"abort":   "__omp_abort",
	"exit":    "__omp_exit",
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

func isIdentChar(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

// cxxSafe applies the rewrites above to src.
func cxxSafe(src string, renames map[string]bool) string {
	var b strings.Builder
	b.Grow(len(src) + len(src)/32)
	i, n := 0, len(src)
	for i < n {
		c := src[i]
		switch {
		case c == '/' && i+1 < n && src[i+1] == '/':
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				j = n - i
			}
			b.WriteString(src[i : i+j])
			i += j
		case c == '/' && i+1 < n && src[i+1] == '*':
			j := strings.Index(src[i+2:], "*/")
			if j < 0 {
				j = n - i - 2
			} else {
				j += 2
			}
			b.WriteString(src[i : i+2+j])
			i += 2 + j
		case c == '"' || c == '\'':
			j := i + 1
			for j < n && src[j] != c && src[j] != '\n' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j < n {
				j++
			}
			if j > n {
				j = n
			}
			b.WriteString(src[i:j])
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < n && src[i+1] >= '0' && src[i+1] <= '9':
			// A preprocessing number: digits, letters, '.', and a sign
			// after an exponent letter.
			j := i + 1
			for j < n {
				d := src[j]
				if isIdentChar(d) || d == '.' {
					j++
					continue
				}
				if (d == '+' || d == '-') && strings.IndexByte("eEpP", src[j-1]) >= 0 {
					j++
					continue
				}
				break
			}
			b.WriteString(src[i:j])
			i = j
		case isIdentStart(c):
			j := i + 1
			for j < n && isIdentChar(src[j]) {
				j++
			}
			w := src[i:j]
			if renames[w] {
				w = naming.HeaderPrefix + w
			} else if s, ok := cxxSpelling[w]; ok {
				w = s
			} else if s, ok := cxxBuiltins[w]; ok {
				w = s
			} else if f := callees.MathBuiltin(w); f != "" {
				w = f
			} else if s, ok := libcSpelling[w]; ok {
				w = s
			} else if naming.CxxKeywords[w] {
				w = naming.CxxPrefix + w
			}
			b.WriteString(w)
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}
