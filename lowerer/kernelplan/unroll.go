package kernelplan

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The unroll hint (docs/device-code.md#unroll-hints). nvcc 11.8 unrolls a
// short loop whose trip count it learns only at run time about 32-fold
// and then keeps two loads in flight; with eight steps each warp issues
// fewer instructions per load and more warps' loads overlap (matmul's k
// loop on an H200: 99.1 -> 81.8 µs).
const (
	// unrollCount is the hint's factor.
	unrollCount = 8
	// unrollMaxTokens bounds the tokens of a hinted loop's body: eight
	// copies of a long body cost registers and instruction cache for
	// little gain.
	unrollMaxTokens = 48
)

// Unroll marks, in k's loop plan, the sequential loops of the kernel's
// body (body: the statement each iteration of the construct runs) that
// nvcc should unroll by unrollCount: every loop that hintable accepts.
func (p *Planner) Unroll(k *plan.Kernel, body cc.Node) {
	if k.LoopPlan == nil || body == nil {
		return
	}
	toks := csyntax.Tokens(body)
	at := map[int]int{}
	for i, t := range toks {
		at[t.Seq()] = i
	}
	csyntax.Walk(body, func(n cc.Node) bool {
		it, ok := n.(*cc.IterationStatement)
		if !ok {
			return true
		}
		first := it.Token.Seq()
		prev := first - 1 // the token before the loop
		if i, ok := at[first]; ok && i > 0 {
			prev = toks[i-1].Seq()
		}
		if p.hintable(it, prev) {
			k.LoopPlan.Unroll = append(k.LoopPlan.Unroll, plan.UnrollHint{Seq: first, Count: unrollCount})
			return false
		}
		return true
	})
}

// hintable reports whether loop it (after the token of seq prev) gets the
// hint: a for loop counted by an integer variable that only its header
// changes, stepping by ++, --, += or -=, to a bound not known to the
// lowerer (nvcc fully unrolls a short loop of a constant trip count by
// itself, and its choice for a long one was not measured), with a short
// body without loops, calls or jumps out (break, goto, return) and no
// pragma on it or in it (a loop the user gave a hint of their own, an
// OpenMP directive, stays as written).
func (p *Planner) hintable(it *cc.IterationStatement, prev int) bool {
	var cond, incr cc.ExpressionNode
	switch it.Case {
	case cc.IterationStatementFor:
		cond, incr = it.ExpressionList2, it.ExpressionList3
	case cc.IterationStatementForDecl:
		cond, incr = it.ExpressionList, it.ExpressionList2
	}
	if cond == nil || incr == nil || it.Statement == nil {
		return false
	}
	v := stepVar(csyntax.Tokens(incr))
	if v == "" || !cc.IsIntegerType(incr.Type()) {
		return false
	}
	// The body's last token is the loop's.
	body := csyntax.Tokens(it.Statement)
	if len(body) == 0 || len(body) > unrollMaxTokens || !plainBody(body, v) {
		return false
	}
	if p.Unit.Pragma(prev, body[len(body)-1].Seq()) {
		return false
	}
	bound := condBound(cond, v)
	return bound != nil && !(p.constant(bound) && p.constant(initValue(it)))
}

// stepVar returns the variable of a loop's increment v++, ++v, v--, --v,
// v += e or v -= e (e not naming v), or "".
func stepVar(toks []cc.Token) string {
	s := func(i int) string { return toks[i].SrcStr() }
	id := func(i int) bool { return toks[i].Ch == rune(cc.IDENTIFIER) }
	switch {
	case len(toks) == 2 && id(0) && (s(1) == "++" || s(1) == "--"):
		return s(0)
	case len(toks) == 2 && id(1) && (s(0) == "++" || s(0) == "--"):
		return s(1)
	case len(toks) >= 3 && id(0) && (s(1) == "+=" || s(1) == "-="):
		for _, t := range toks[2:] {
			if t.SrcStr() == s(0) {
				return ""
			}
		}
		return s(0)
	}
	return ""
}

// condBound returns the bound of a loop condition v OP bound (OP one of
// < <= > >= !=), or nil.
func condBound(cond cc.ExpressionNode, v string) cc.ExpressionNode {
	var left, right cc.ExpressionNode
	switch c := cond.(type) {
	case *cc.RelationalExpression:
		left, right = c.RelationalExpression, c.ShiftExpression
	case *cc.EqualityExpression:
		if c.Case != cc.EqualityExpressionNeq {
			return nil
		}
		left, right = c.EqualityExpression, c.RelationalExpression
	default:
		return nil
	}
	if l := csyntax.Tokens(left); len(l) != 1 || l[0].SrcStr() != v {
		return nil
	}
	return right
}

// initValue returns the value a for loop's header gives its variable
// first (int k = e, k = e), or nil.
func initValue(it *cc.IterationStatement) cc.ExpressionNode {
	if it.Case == cc.IterationStatementForDecl {
		if l := it.Declaration.InitDeclaratorList; l != nil && l.InitDeclarator.Initializer != nil {
			return l.InitDeclarator.Initializer.AssignmentExpression
		}
		return nil
	}
	if a, ok := it.ExpressionList.(*cc.AssignmentExpression); ok && a.Case == cc.AssignmentExpressionAssign {
		return a.AssignmentExpression
	}
	return nil
}

// constant reports whether e is an integer constant expression: one the
// front end evaluated (enumerators too) or the lowerer can.
func (p *Planner) constant(e cc.ExpressionNode) bool {
	if e == nil {
		return false
	}
	switch e.Value().(type) {
	case cc.Int64Value, cc.UInt64Value:
		return true
	}
	_, ok := p.Unit.ConstInt(csyntax.Text(e))
	return ok
}

// plainBody reports whether a loop body's tokens hold no loop, call,
// jump out of the loop or change of the loop variable v.
func plainBody(toks []cc.Token, v string) bool {
	for i, t := range toks {
		switch t.SrcStr() {
		case "for", "while", "do", "break", "goto", "return", "switch", "asm", "__asm__":
			return false
		case "(":
			// A call: a name, or a closing bracket of an expression,
			// before the parenthesis (a cast or a grouping follows an
			// operator or opens the statement).
			if i > 0 && (toks[i-1].Ch == rune(cc.IDENTIFIER) || toks[i-1].SrcStr() == ")" || toks[i-1].SrcStr() == "]") {
				return false
			}
		}
		if t.SrcStr() != v || t.Ch != rune(cc.IDENTIFIER) {
			continue
		}
		if i > 0 {
			switch toks[i-1].SrcStr() {
			case "++", "--", "&":
				return false
			}
		}
		if i+1 < len(toks) {
			switch toks[i+1].SrcStr() {
			case "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|=", "++", "--":
				return false
			}
		}
	}
	return true
}
