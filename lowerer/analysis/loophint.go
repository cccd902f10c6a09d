package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/loophint"
)

// userHint is the device hint of the user's unroll pragma at a loop, and
// how many OpenMP directives govern the loop too.
type userHint struct {
	text       string
	directives int
}

// loopHint passes the user's unroll pragma at loop x of device code (one
// other than OpenMP's: `#pragma unroll 4`, `nounroll`, `GCC unroll`,
// `clang loop unroll...`) to the device source as the hint nvcc takes
// (package loophint), before the loop's first token in subst. The host
// output keeps the pragma as written. A loop an OpenMP directive governs
// gets none: the lowerer prints that loop as the directive says; own
// directives (0, or 1 for the loop that is a target region's statement)
// are the construct's own, which prints the loop as written.
func (a *analyzer) loopHint(x *cc.IterationStatement, subst map[int]string, own int) {
	h := a.userHints()[x]
	if h == nil || h.directives > own {
		return
	}
	first := x.Token.Seq()
	text, ok := subst[first]
	if !ok {
		text = x.Token.SrcStr()
	}
	subst[first] = h.text + " " + text
}

// userHints finds, once, the loops the user's unroll pragmas govern (as
// the binder finds a directive's statement), each with the first pragma
// at it that has a device hint.
func (a *analyzer) userHints() map[*cc.IterationStatement]*userHint {
	if a.hints != nil {
		return a.hints
	}
	a.hints = map[*cc.IterationStatement]*userHint{}
	loopAt := func(seq int) *cc.IterationStatement {
		if s := a.binder.Bind(seq).Stmt; s != nil && s.Case == cc.StatementIteration {
			return s.IterationStatement
		}
		return nil
	}
	for _, o := range a.u.Others {
		if text := loophint.Device(o.Toks, a.constInt); text != "" {
			if x := loopAt(o.Seq); x != nil && a.hints[x] == nil {
				a.hints[x] = &userHint{text: text}
			}
		}
	}
	if len(a.hints) == 0 {
		return a.hints
	}
	for _, p := range a.u.Pragmas {
		if h := a.hints[loopAt(p.Seq)]; h != nil {
			h.directives++
		}
	}
	return a.hints
}
