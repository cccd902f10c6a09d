// Package naming is the one place where the names of an outlined kernel
// live: its stem, host id symbol, offload entry object and device kernel
// symbol. The analysis names kernels with ForRegion; omplower verify
// derives the expected names with FromStem and recognises kernel symbols
// with IsKernelSymbol, so the two can never disagree. The symbols that
// delimit a binary's embedded device images are named here as well.
package naming

import (
	"fmt"
	"strings"
)

// stemPrefix starts every kernel stem.
const stemPrefix = "OUT__"

// Suffixes appended to the stem.
const (
	idSuffix     = "id__"
	entrySuffix  = "omp_offload_entry__"
	kernelSuffix = "kernel__"
)

// Names are the symbols of one kernel.
type Names struct {
	Stem   string // e.g. OUT__saxpy__main__1__
	ID     string // host id symbol: <stem>id__
	Entry  string // offload entry object: <stem>omp_offload_entry__
	Kernel string // device kernel symbol and entry name: <stem>kernel__
}

// ForRegion names a region, stably under edits elsewhere in the file: by
// the unit, the enclosing function and the region's ordinal within that
// function.
func ForRegion(unit, function string, ordinal int) Names {
	return FromStem(fmt.Sprintf("%s%s__%s__%d__", stemPrefix, unit, function, ordinal))
}

// FromStem derives every name from a stem.
func FromStem(stem string) Names {
	return Names{Stem: stem, ID: stem + idSuffix, Entry: stem + entrySuffix, Kernel: stem + kernelSuffix}
}

// IsKernelSymbol reports whether a symbol is named like an outlined
// kernel (or like what an edit of one may have left): an identifier that
// starts with the stem prefix.
func IsKernelSymbol(name string) bool {
	if !strings.HasPrefix(name, stemPrefix) || len(name) == len(stemPrefix) {
		return false
	}
	for _, c := range name[len(stemPrefix):] {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// Image symbols: the registration embeds image i of a binary between the
// symbols ImageStart(i) and ImageEnd(i), which verify looks up.
const imagePrefix = "__omp_image"

// ImageStart is the symbol at the first byte of embedded image i.
func ImageStart(i int) string { return fmt.Sprintf("%s%d_start", imagePrefix, i) }

// ImageEnd is the symbol just after the last byte of embedded image i.
func ImageEnd(i int) string { return fmt.Sprintf("%s%d_end", imagePrefix, i) }

// ImageIndex reports the image number of an ImageStart symbol.
func ImageIndex(sym string) (int, bool) {
	if !strings.HasPrefix(sym, imagePrefix) || !strings.HasSuffix(sym, "_start") {
		return 0, false
	}
	digits := sym[len(imagePrefix) : len(sym)-len("_start")]
	if digits == "" {
		return 0, false
	}
	n := 0
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// GlobalEntry names the host offload entry object of declare target
// variable name (one the unit defines, a link pointer, the table of
// indirect functions).
func GlobalEntry(name string) string { return "__omp_offload_global__" + name }

// IndirectTable names the declare target variable that holds a unit's
// indirect functions' host addresses: one per unit, so that the units of
// one binary keep their own.
func IndirectTable(unit string) string { return "__omp_indirect_" + unit }

// CxxPrefix starts the device name of a C identifier that is a C++
// keyword; the lowerer generates no other name with it.
const CxxPrefix = "__omp_cxx_"

// CxxKeywords are the keywords and alternative tokens of C++ (up to C++20,
// and those nvcc and g++ reserve) that are ordinary identifiers in C.
var CxxKeywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`alignas alignof and and_eq bitand bitor bool catch char8_t char16_t
		char32_t class compl concept const_cast consteval constexpr constinit co_await co_return co_yield
		decltype delete dynamic_cast explicit export false friend mutable namespace new noexcept not not_eq
		nullptr operator or or_eq private protected public reinterpret_cast requires static_assert
		static_cast template this thread_local throw true try typeid typename using virtual wchar_t xor
		xor_eq`) {
		CxxKeywords[k] = true
	}
}

// DeviceName is the device spelling of the C identifier name.
func DeviceName(name string) string {
	if CxxKeywords[name] {
		return CxxPrefix + name
	}
	return name
}
