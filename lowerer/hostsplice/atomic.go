package hostsplice

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Host fallbacks of atomic compare constructs. OpenMP 5.2 (§15.8.4) and
// clang-19 take the comparison of a compare form either way round
// (`if (e == x) { x = d; }`); gcc 12, which compiles the host output,
// refuses `e == x`. A target region's host fallback is the lowerer's
// output, so there the comparison is written `x == e`; so it is in the
// text the host compiles as written (swapHostCompares), which clang-19
// takes too. Nor does gcc 12 take the compare capture form
// `if (x == e) { x = d; } else { v = x; }` in braces of its own, which
// clang-19 takes: those braces are left out. Nor does gcc 12 take the
// assignments of `if (x < e) x = e;` and `if (x == e) x = d; else v = x;`
// without braces, which clang-19 takes: they are added.

// compareSwap is one comparison `e == x` of an atomic compare statement.
type compareSwap struct {
	e, x []cc.Token // the operands' tokens
	eq   cc.Token   // the == operator
}

// atomicCompareStmts returns the statements of the atomic compare
// constructs (with capture only: the compare capture ones) whose
// directives lie among the tokens lo..hi (seq).
func (in *Input) atomicCompareStmts(lo, hi int, capture bool) []*cc.Statement {
	var out []*cc.Statement
	for i := range in.Pragmas {
		q, d := &in.Pragmas[i], in.Dirs[i]
		if q.Seq < lo-1 || q.Seq >= hi || d == nil || d.Atomic == nil || !d.Atomic.Compare || capture && !d.Atomic.Capture {
			continue
		}
		if st := in.Binder.Bind(q.Seq).Stmt; st != nil {
			out = append(out, st)
		}
	}
	return out
}

// atomicCompareSwaps returns the comparisons `e == x` of the atomic
// compare constructs whose directives lie among the tokens lo..hi (seq).
func (in *Input) atomicCompareSwaps(lo, hi int) []compareSwap {
	var out []compareSwap
	for _, st := range in.atomicCompareStmts(lo, hi, false) {
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

// atomicCompareBraces returns the braces around a compare capture's
// `if (x == e) { x = d; } else { v = x; }` among the tokens lo..hi (seq).
func (in *Input) atomicCompareBraces(lo, hi int) []cc.Token {
	var out []cc.Token
	for _, st := range in.atomicCompareStmts(lo, hi, true) {
		one := csyntax.SoleStatement(st)
		if one == nil || one.Case != cc.StatementSelection || one.SelectionStatement.Case != cc.SelectionStatementIfElse {
			continue
		}
		out = append(out, st.CompoundStatement.Token, st.CompoundStatement.Token2)
	}
	return out
}

// atomicCompareUnbraced returns the first and last tokens of each
// assignment of an atomic compare if statement (`if (x < e) x = e;`, both
// branches of `if (x == e) x = d; else v = x;`) that has no braces, among
// the tokens lo..hi (seq).
func (in *Input) atomicCompareUnbraced(lo, hi int) [][2]cc.Token {
	var out [][2]cc.Token
	for _, st := range in.atomicCompareStmts(lo, hi, false) {
		csyntax.Walk(st, func(n cc.Node) bool {
			sel, ok := n.(*cc.SelectionStatement)
			if !ok || sel.Case != cc.SelectionStatementIf && sel.Case != cc.SelectionStatementIfElse {
				return true
			}
			branches := []*cc.Statement{sel.Statement}
			if sel.Case == cc.SelectionStatementIfElse {
				branches = append(branches, sel.Statement2)
			}
			for _, b := range branches {
				if b != nil && b.Case != cc.StatementCompound {
					out = append(out, [2]cc.Token{csyntax.First(b), csyntax.Last(b)})
				}
			}
			return true
		})
	}
	return out
}

// atomicCompareEdits writes `x == e` for `e == x` in the source text
// [base, end) of a region's fallback, where the comparison's tokens are
// written there, blanks the braces of atomicCompareBraces and adds those
// of atomicCompareUnbraced.
func (in *Input) atomicCompareEdits(lo, hi, base, end int) []textedit.Edit {
	var edits []textedit.Edit
	for _, b := range in.atomicCompareUnbraced(lo, hi) {
		if !in.Real(b[0]) || !in.Real(b[1]) {
			continue
		}
		s, e := b[0].Position().Offset, b[1].Position().Offset+len(b[1].Src())
		if s >= base && e <= end {
			edits = append(edits, textedit.Edit{Start: s, End: s, Text: "{ "}, textedit.Edit{Start: e, End: e, Text: " }"})
		}
	}
	for _, b := range in.atomicCompareBraces(lo, hi) {
		if s := b.Position().Offset; in.Real(b) && s >= base && s+1 <= end {
			edits = append(edits, textedit.Edit{Start: s, End: s + 1, Text: " "})
		}
	}
	for _, sw := range in.atomicCompareSwaps(lo, hi) {
		first, last := sw.e[0], sw.x[len(sw.x)-1]
		if !in.Real(first) || !in.Real(last) || !in.Real(sw.eq) {
			continue
		}
		s, m, e := first.Position().Offset, sw.eq.Position().Offset, last.Position().Offset+len(last.Src())
		if s < base || e > end || m < s || m > e {
			continue
		}
		// The operands trade places around the == and its spaces, so
		// the text keeps its length and lines (LinearFallback places
		// its count by the source's offsets).
		left, right := string(in.Src[s:m]), string(in.Src[m+2:e])
		l, r := strings.TrimRight(left, " \t\n\r"), strings.TrimLeft(right, " \t\n\r")
		edits = append(edits, textedit.Edit{Start: s, End: e, Text: r + left[len(l):] + "==" + right[:len(right)-len(r)] + l})
	}
	return edits
}

// atomicCompareSubst writes `x == e` for `e == x` in a fallback printed
// from the tokens lo..hi (seq), through subst.
func (in *Input) atomicCompareSubst(lo, hi int, subst map[int]string) map[int]string {
	for _, b := range in.atomicCompareUnbraced(lo, hi) {
		if subst == nil {
			subst = map[int]string{}
		}
		text := func(t cc.Token) string {
			if s, ok := subst[t.Seq()]; ok {
				return s
			}
			return string(t.Src())
		}
		first, last := text(b[0]), text(b[1])
		subst[b[0].Seq()] = "{ " + first
		if b[1].Seq() == b[0].Seq() {
			last = subst[b[0].Seq()]
		}
		subst[b[1].Seq()] = last + " }"
	}
	for _, b := range in.atomicCompareBraces(lo, hi) {
		if subst == nil {
			subst = map[int]string{}
		}
		subst[b.Seq()] = ""
	}
	for _, sw := range in.atomicCompareSwaps(lo, hi) {
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

// SwapCompares returns the splices that write `x == e` for `e == x` in
// the atomic compare constructs the host compiles as written (host code,
// the host copy of declare target functions), and the task dependences
// and the user's unroll counts in the spellings gcc 12 takes there
// (depend.go, unroll.go), outside the splices others, each a splice of
// the same lines (and, but for a task line on omp_all_memory or an
// unroll count, of the same length).
func SwapCompares(in Input, others []*plan.Splice) []*plan.Splice {
	var out []*plan.Splice
	edits := in.atomicCompareEdits(0, int(^uint(0)>>1), 0, len(in.Src))
	edits = append(edits, in.dependEdits(0, len(in.Src), nil)...)
	edits = append(edits, in.unrollEdits(0, len(in.Src))...)
	for _, ed := range edits {
		inside := false
		for _, s := range append(others, out...) {
			if ed.Start < s.End && s.Start < ed.End || s.Start == s.End && ed.Start <= s.Start && s.Start < ed.End {
				inside = true
				break
			}
		}
		if !inside {
			out = append(out, &plan.Splice{Start: ed.Start, End: ed.End, Blank: true, Keep: ed.Text})
		}
	}
	return out
}
