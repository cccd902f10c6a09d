// Package devicec keeps the meaning C gives device code: the device
// source is C++, so the C that C++ reads differently is rewritten or
// refused (cxx.go; docs/device-code.md), and long double, which the
// device computes as double, is refused (longdouble.go). The analysis
// (package analysis) walks device code and hands each node to a Rewriter;
// what the rewrites need of the rest of the analysis comes through Input.
package devicec

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/cleanup"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// Input is what the rewrites read from the analysis around them.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// LibraryCall reports whether name is a C library function the device
	// provides and the unit does not define: its arguments are converted
	// to the parameters' types as C converts them (arithmetic ones too).
	LibraryCall func(name string) bool
	// VLAArg converts argument e of a parameter of type param that is a
	// pointer to variable-length rows (with Wrap) and reports whether
	// param is one.
	VLAArg func(param cc.Type, e cc.ExpressionNode) bool
	// NeedRecords records the struct and union definitions that a cast
	// to type t at pos needs in the device source.
	NeedRecords func(t cc.Type, pos diag.Pos)
}

// Rewriter records the C-to-C++ rewrites of the device code of one
// translation unit: Node during a walk over device code, then Apply at
// its end.
type Rewriter struct {
	in Input
	// wraps are the casts waiting for Apply; pre and post what they put
	// before and after tokens (kept for the cleanups).
	wraps     []wrap
	pre, post map[int]string
	reorders  [][]member
	moved     map[int]bool
	removed   map[int]bool // tokens of _Generic other than the chosen expression
	litOK     map[*cc.PostfixExpression]bool
	// Result is the result type of the declare target function being
	// walked (its return statements convert to it), nil in a region.
	Result cc.Type
}

// New returns the rewriter of the device code of one translation unit.
func New(in Input) *Rewriter {
	return &Rewriter{in: in}
}

// Wrap puts pre before token first and post after token last when Apply
// runs, around the rewrites of the tokens between them.
func (r *Rewriter) Wrap(first, last cc.Token, pre, post string) {
	r.wraps = append(r.wraps, wrap{first: first, last: last, pre: pre, post: post})
}

// Casts is what the applied rewrites put around and in place of tokens,
// for the cleanups, which replace tokens afterwards.
func (r *Rewriter) Casts() cleanup.Casts {
	return cleanup.Casts{Pre: r.pre, Post: r.post, Moved: r.moved}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
