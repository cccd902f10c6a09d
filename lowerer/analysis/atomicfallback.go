package analysis

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Host fallbacks of atomic compare constructs. OpenMP 5.2 (§15.8.4) and
// clang-19 take the comparison of a compare form either way round
// (`if (e == x) { x = d; }`); gcc 12, which compiles the host output,
// refuses `e == x`. A target region's host fallback is the lowerer's
// output, so there the comparison is written `x == e`; so it is in the
// text the host compiles as written (swapHostCompares), which clang-19
// takes too.

// compareSwap is one comparison `e == x` of an atomic compare statement.
type compareSwap struct {
	e, x []cc.Token // the operands' tokens
	eq   cc.Token   // the == operator
}

// atomicCompareSwaps returns the comparisons `e == x` of the atomic
// compare constructs whose directives lie among the tokens lo..hi (seq).
func (a *analyzer) atomicCompareSwaps(lo, hi int) []compareSwap {
	var out []compareSwap
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		d := a.dirs[i]
		if q.Seq < lo-1 || q.Seq >= hi || d == nil || d.Atomic == nil || !d.Atomic.Compare {
			continue
		}
		st := a.binder.Bind(q.Seq).Stmt
		if st == nil {
			continue
		}
		// x is what the statement assigns (so are v and r, which no
		// comparison has on its right).
		targets := map[string]bool{}
		csyntax.Walk(st, func(n cc.Node) bool {
			if as, ok := n.(*cc.AssignmentExpression); ok && as.Case == cc.AssignmentExpressionAssign {
				targets[csyntax.Text(csyntax.Unparen(as.UnaryExpression))] = true
			}
			return true
		})
		csyntax.Walk(st, func(n cc.Node) bool {
			eq, ok := n.(*cc.EqualityExpression)
			if !ok || eq.Case != cc.EqualityExpressionEq {
				return true
			}
			l, r := csyntax.Unparen(eq.EqualityExpression), csyntax.Unparen(eq.RelationalExpression)
			if targets[csyntax.Text(r)] && !targets[csyntax.Text(l)] {
				out = append(out, compareSwap{e: csyntax.Tokens(eq.EqualityExpression), x: csyntax.Tokens(eq.RelationalExpression), eq: eq.Token})
			}
			return true
		})
	}
	return out
}

// atomicCompareEdits writes `x == e` for `e == x` in the source text
// [base, end) of a region's fallback, where the comparison's tokens are
// written there.
func (a *analyzer) atomicCompareEdits(lo, hi, base, end int) []textEdit {
	var edits []textEdit
	for _, sw := range a.atomicCompareSwaps(lo, hi) {
		first, last := sw.e[0], sw.x[len(sw.x)-1]
		if !a.real(first) || !a.real(last) || !a.real(sw.eq) {
			continue
		}
		s, m, e := first.Position().Offset, sw.eq.Position().Offset, last.Position().Offset+len(last.Src())
		if s < base || e > end || m < s || m > e {
			continue
		}
		// The operands trade places around the == and its spaces, so
		// the text keeps its length and lines (LinearFallback places
		// its count by the source's offsets).
		left, right := string(a.u.Src[s:m]), string(a.u.Src[m+2:e])
		l, r := strings.TrimRight(left, " \t\n\r"), strings.TrimLeft(right, " \t\n\r")
		edits = append(edits, textEdit{s, e, r + left[len(l):] + "==" + right[:len(right)-len(r)] + l})
	}
	return edits
}

// atomicCompareSubst writes `x == e` for `e == x` in a fallback printed
// from the tokens lo..hi (seq), through subst.
func (a *analyzer) atomicCompareSubst(lo, hi int, subst map[int]string) map[int]string {
	for _, sw := range a.atomicCompareSwaps(lo, hi) {
		if subst == nil {
			subst = map[int]string{}
		}
		text := csyntax.Render(sw.x, subst) + " == " + csyntax.Render(sw.e, subst)
		for _, t := range append(append(append([]cc.Token{}, sw.e...), sw.eq), sw.x...) {
			subst[t.Seq()] = ""
		}
		k := sw.e[0].Seq()
		subst[k] = text
	}
	return subst
}

// swapHostCompares writes `x == e` for `e == x` in the atomic compare
// constructs the host compiles as written (host code, the host copy of
// declare target functions), outside the other splices, each a splice of
// the same length and lines.
func (a *analyzer) swapHostCompares() {
	for _, ed := range a.atomicCompareEdits(0, int(^uint(0)>>1), 0, len(a.u.Src)) {
		inside := false
		for _, s := range a.plan.Splices {
			if ed.start < s.End && s.Start < ed.end || s.Start == s.End && ed.start <= s.Start && s.Start < ed.end {
				inside = true
				break
			}
		}
		if !inside {
			a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: ed.start, End: ed.end, Blank: true, Keep: ed.text})
		}
	}
}
