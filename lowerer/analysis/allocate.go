package analysis

// The analyzer's side of package allocate: the allocate directives a
// region's host fallback drops and the alignments it inserts, for the
// host splices of target regions.

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// allocatesIn returns the allocate directives written (not produced by a
// macro) in the host text [start, end), which the host compile must not
// see (allocate.Directives.In).
func (a *analyzer) allocatesIn(start, end int) []*frontend.Pragma {
	return a.allocs.In(start, end)
}

// textEdit replaces the host text [start, end) with text.
type textEdit struct {
	start, end int
	text       string
}

// alignEdits are the insertions of alignment specifiers that the aligned
// declarations of allocate directives qs get in the host text [lo, hi)
// (a region's fallback).
func (a *analyzer) alignEdits(qs []*frontend.Pragma, lo, hi int) []textEdit {
	var out []textEdit
	for _, e := range a.allocs.HostAligns(qs, lo, hi) {
		out = append(out, textEdit{e.Start, e.End, e.Text})
	}
	return out
}
