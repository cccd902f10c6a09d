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
