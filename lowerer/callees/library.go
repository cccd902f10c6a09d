package callees

import "strings"

// deviceCalls are the functions device code may call: the OpenMP
// device API provided by the device header (docs/device-runtime.md), and
// C math and printf, which both nvcc and the host compiler provide.
var deviceCalls = map[string]bool{
	"omp_is_initial_device": true, "omp_get_team_num": true, "omp_get_num_teams": true,
	"omp_get_thread_num": true, "omp_get_num_threads": true,
	"omp_get_max_threads": true, "omp_get_thread_limit": true, "omp_get_team_size": true,
	"omp_get_level": true, "omp_get_active_level": true, "omp_get_ancestor_thread_num": true,
	"omp_in_parallel": true, "omp_get_max_teams": true, "omp_get_default_device": true,
	"omp_get_wtime": true, "omp_get_wtick": true,
	"omp_get_dynamic": true, "omp_get_nested": true, "omp_get_max_active_levels": true,
	"omp_get_cancellation": true, "omp_get_proc_bind": true, "omp_get_num_procs": true,
	"omp_get_supported_active_levels": true, "omp_get_max_task_priority": true, "omp_in_final": true,
	"omp_get_schedule": true, "omp_get_teams_thread_limit": true,
	"omp_get_device_num": true, "omp_get_num_devices": true, "omp_get_initial_device": true,
	"printf": true,
	// memcpy, memset, malloc and free both device compilers provide
	// (the device header includes string.h); the other string routines
	// and calloc the device header (the device emitter renames them,
	// emit/device libcSpelling); the assert macro's call (glibc's
	// spelling, which nvcc declares for device code and assert.h for
	// the host plugin).
	"memcpy": true, "memset": true, "__assert_fail": true,
	"strlen": true, "strcmp": true, "strncmp": true, "memcmp": true,
	"strcpy": true, "strncpy": true, "memmove": true,
	"malloc": true, "calloc": true, "free": true,
	// Writing to stdout or stderr and ending the program: the device
	// header's (emit/device libcSpelling), the streams checked
	// (Streams).
	"fprintf": true, "fputs": true, "fputc": true, "abort": true, "exit": true,
	// GCC's hint and bit-manipulation builtins that codes spell in
	// their kernels (a likely() macro, population counts): g++ provides
	// them all, nvcc some, the device header the others (emit/device
	// cxxBuiltins).
	"__builtin_expect": true, "__builtin_unreachable": true, "__builtin_assume_aligned": true,
	"__builtin_prefetch": true,
	"__builtin_popcount": true, "__builtin_popcountl": true, "__builtin_popcountll": true,
	"__builtin_clz": true, "__builtin_clzl": true, "__builtin_clzll": true,
	"__builtin_ctz": true, "__builtin_ctzl": true, "__builtin_ctzll": true,
	"__builtin_ffs": true, "__builtin_ffsl": true, "__builtin_ffsll": true,
	"__builtin_parity": true, "__builtin_parityl": true, "__builtin_parityll": true,
	"__builtin_bswap16": true, "__builtin_bswap32": true, "__builtin_bswap64": true,
}

// memWriteCalls are the C library routines of deviceCalls that read or
// write memory through a pointer argument or allocate it: never pure
// calls for the cleanups and the privatized atomics.
var memWriteCalls = map[string]bool{
	"memcpy": true, "memset": true, "strlen": true, "strcmp": true, "strncmp": true, "memcmp": true,
	"strcpy": true, "strncpy": true, "memmove": true, "malloc": true, "calloc": true, "free": true,
}

// stateCalls are the device routines that read the execution state the
// kernels of a unit then set (the level, the thread limit, the device).
var stateCalls = map[string]bool{
	"omp_get_num_threads": true, "omp_get_thread_limit": true, "omp_get_team_size": true,
	"omp_get_level": true, "omp_get_active_level": true, "omp_get_ancestor_thread_num": true,
	"omp_in_parallel": true, "omp_get_device_num": true, "omp_get_num_devices": true,
	"omp_get_initial_device": true, "omp_get_schedule": true,
}

// lockCalls are the device lock routines: device calls that write
// through their argument.
var lockCalls = map[string]bool{
	"omp_init_lock": true, "omp_destroy_lock": true, "omp_set_lock": true,
	"omp_unset_lock": true, "omp_test_lock": true, "omp_init_lock_with_hint": true,
	"omp_init_nest_lock": true, "omp_init_nest_lock_with_hint": true, "omp_destroy_nest_lock": true,
	"omp_set_nest_lock": true, "omp_unset_nest_lock": true, "omp_test_nest_lock": true,
}

var mathCalls = strings.Fields(`sqrt sqrtf cbrt cbrtf exp expf exp2 exp2f expm1 expm1f log logf log2 log2f log10 log10f
	log1p log1pf pow powf sin sinf cos cosf tan tanf asin asinf acos acosf atan atanf atan2 atan2f
	sinh sinhf cosh coshf tanh tanhf asinh asinhf acosh acoshf atanh atanhf
	fabs fabsf floor floorf ceil ceilf round roundf trunc truncf rint rintf nearbyint nearbyintf
	lround lroundf llround llroundf lrint lrintf llrint llrintf
	fmod fmodf remainder remainderf remquo remquof fdim fdimf fmin fminf fmax fmaxf fma fmaf hypot hypotf
	ldexp ldexpf scalbn scalbnf frexp frexpf modf modff ilogb ilogbf logb logbf nextafter nextafterf
	erf erff erfc erfcf lgamma lgammaf tgamma tgammaf copysign copysignf abs labs llabs rsqrt rsqrtf
	creal crealf cimag cimagf conj conjf cabs cabsf carg cargf
	__builtin_isnan __builtin_isinf __builtin_isinf_sign __builtin_isfinite __builtin_isnormal
	__builtin_signbit __builtin_signbitf __builtin_fpclassify
	__builtin_nan __builtin_nanf __builtin_inf __builtin_inff __builtin_huge_val __builtin_huge_valf`)

// mathBuiltins are the math functions whose GCC builtin spelling
// (__builtin_sqrt, ...) the front end declares with its type (its own
// declarations and frontend.gccBuiltins): device code
// may call them under that name too, which the device emitter writes as
// the function itself (MathBuiltin), since nvcc's device code lacks some.
var mathBuiltins = strings.Fields(`acos acosf asin asinf atan atanf atan2 atan2f ceil ceilf
	copysign copysignf cos cosf cosh coshf exp expf fabs fabsf floor floorf fmod fmodf
	frexp frexpf ldexp ldexpf log logf log10 log10f modf modff pow powf sin sinf sinh sinhf
	sqrt sqrtf tan tanf tanh tanhf abs labs llabs
	fmin fminf fmax fmaxf fma fmaf fdim fdimf hypot hypotf remainder remainderf nextafter nextafterf
	trunc truncf round roundf rint rintf nearbyint nearbyintf cbrt cbrtf exp2 exp2f expm1 expm1f
	log2 log2f log1p log1pf asinh asinhf acosh acoshf atanh atanhf erf erff erfc erfcf
	tgamma tgammaf lgamma lgammaf lround lroundf llround llroundf`)

// builtinMath maps each __builtin_ spelling of mathBuiltins, and of memcpy
// and memset, to the function.
var builtinMath = map[string]string{}

// mathOutCalls are the math functions that write through their pointer
// argument (the exponent, integral part or quotient bits they return
// besides their value).
var mathOutCalls = map[string]bool{"frexp": true, "frexpf": true, "modf": true, "modff": true, "remquo": true, "remquof": true}

// math is mathCalls as a set.
var math = map[string]bool{}

func init() {
	for _, f := range mathCalls {
		deviceCalls[f] = true
		math[f] = true
	}
	for f := range lockCalls {
		deviceCalls[f] = true
	}
	for _, f := range []string{"memcpy", "memset"} {
		b := "__builtin_" + f
		builtinMath[b] = f
		deviceCalls[b] = true
		memWriteCalls[b] = true
	}
	for _, f := range mathBuiltins {
		b := "__builtin_" + f
		builtinMath[b] = f
		deviceCalls[b] = true
		math[b] = true
		if mathOutCalls[f] {
			mathOutCalls[b] = true
		}
	}
}

// Pure reports the device calls that neither write user memory
// nor leak pointers (the lock routines and frexp, modf and remquo write
// through their argument).
func Pure(name string) bool {
	return deviceCalls[name] && !lockCalls[name] && !mathOutCalls[name] && !memWriteCalls[name]
}

// Library reports whether device code may call name as a routine the
// device header and the compilers provide (the OpenMP device API, C
// math, printf, memcpy, memset, the lock routines), when the unit does
// not define a function of that name itself.
func Library(name string) bool { return deviceCalls[name] }

// Math reports whether name is a math function, whose value depends on
// its arguments only.
func Math(name string) bool { return math[name] }

// MathBuiltin returns the function that the GCC builtin name spells (sqrt
// for __builtin_sqrt, memcpy for __builtin_memcpy), or "" when name is no
// such builtin.
func MathBuiltin(name string) string { return builtinMath[name] }
