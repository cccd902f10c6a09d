package analysis

// Device-side cleanups of a loop body (post-rewrite cleanups, docs/loops.md),
// each applied only where it is provably safe:
//
//   - scalarize: a base accessed in the body only as base[idx], idx a loop
//     variable of the construct (never modified), at least twice, is read
//     once into a local and (if written) written back once at the end.
//     Refused when the base escapes (used other than as base[idx]), when
//     the body calls a function other than C math and the OpenMP device
//     API, when the body writes through an unknown pointer (*p = ..., p->),
//     when a 'continue' could skip the write-back, or when another base is
//     accessed and one of the two is written while one of them is a pointer
//     (pointers may alias; distinct mapped arrays cannot).
//   - hoist: base[idx] of a multi-dimensional array (an address, not a
//     load) inside an inner loop becomes a row pointer computed once at the
//     top of the body. Its value cannot change: idx is a loop variable of
//     the construct and an array's address is fixed.
//   - ldg: reads of a base that is never written or escaped in the region,
//     under the same call and unknown-write conditions, and only when every
//     written base is a distinct mapped array (not a pointer, which could
//     alias the read-only data), become __ldg(&base[...]) for the element
//     types __ldg supports.
//   - field: read-only invariant field reads (p->scale, s.n, v[i].len) of an
//     inner loop are read once before it (fieldhoist.go has the conditions).
//     The call and unknown-write conditions above do not stop it: it has
//     its own, per inner loop.
//
// Options.Cleanups "none" turns all of them off.
//
// All rewrites are token substitutions on the body the analysis renders;
// the result is deterministic and holds no source positions.

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// ldgTypes are the scalar element types __ldg has overloads for.
var ldgTypes = map[cc.Kind]bool{
	cc.Char: true, cc.SChar: true, cc.UChar: true, cc.Short: true, cc.UShort: true, cc.Int: true, cc.UInt: true,
	cc.Long: true, cc.ULong: true, cc.LongLong: true, cc.ULongLong: true, cc.Float: true, cc.Double: true,
}

// access is one element or row access base[...]... in the body.
type access struct {
	node *cc.PostfixExpression // the outermost index expression of the chain
	base string
	idx  []cc.ExpressionNode // subscripts, outermost base first
	row  *cc.PostfixExpression
	// rowAddr: the row is an address computation (the base is an array of
	// arrays or a pointer to arrays), not a load.
	rowAddr bool
	written bool
	inLoop  bool // inside an inner loop of the body
}

type baseFacts struct {
	array    bool // a mapped array (ArgArray), not a pointer
	escaped  bool
	written  bool
	accesses []*access
}

// cleanups applies the rewrites to the body of a loop construct and
// re-renders k.Body; applied rewrites are listed in k.Cleanups.
func (a *analyzer) cleanups(k *plan.Kernel, body cc.Node, subst map[int]string) {
	if a.plan.Cleanups == plan.CleanupsNone {
		return
	}
	bases := map[string]*baseFacts{}
	for _, arg := range k.Args {
		if arg.Var == "" {
			continue
		}
		switch arg.Kind {
		case plan.ArgArray:
			bases[arg.Var] = &baseFacts{array: true}
		case plan.ArgPointer:
			bases[arg.Var] = &baseFacts{}
		}
	}
	indices := map[string]bool{}
	for _, m := range k.LoopPlan.Nest.Levels {
		indices[m.Index] = true
	}
	par := parents(body)
	blocked := "" // why nothing may be rewritten
	topContinue := false
	inLoop := func(n cc.Node) bool {
		for p := par[n]; p != nil; p = par[p] {
			if _, ok := p.(*cc.IterationStatement); ok {
				return true
			}
		}
		return false
	}
	csyntax.Walk(body, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.JumpStatement:
			if x.Case == cc.JumpStatementContinue && !inLoop(x) {
				topContinue = true
			}
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionCall:
				if pe, ok := x.PostfixExpression.(*cc.PrimaryExpression); !ok || !pureCall(pe.Token.SrcStr()) {
					blocked = "a call"
				}
			case cc.PostfixExpressionPSelect:
				blocked = "a write or read through '->'"
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionDeref && isWritten(x, par) {
				blocked = "a write through '*'"
			}
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionIdent {
				return true
			}
			f := bases[x.Token.SrcStr()]
			if f == nil {
				return true
			}
			if d, ok := x.ResolvedTo().(*cc.Declarator); !ok || d == nil {
				return true
			}
			acc := chain(x, par)
			if acc == nil {
				f.escaped = true
				return true
			}
			acc.inLoop = inLoop(acc.node)
			if acc.written {
				f.written = true
			}
			f.accesses = append(f.accesses, acc)
		}
		return true
	})
	names := make([]string, 0, len(bases))
	if blocked == "" { // otherwise only field hoisting may apply
		for n := range bases {
			names = append(names, n)
		}
	}
	sort.Strings(names)

	repl := map[int]string{} // token seq -> replacement text
	pre := map[int]string{}
	post := map[int]string{}
	var prologue, epilogue []string
	var applied []plan.Cleanup
	tokText := func(t cc.Token) string {
		if s, ok := repl[t.Seq()]; ok {
			return s
		}
		if s, ok := subst[t.Seq()]; ok {
			return s
		}
		return t.SrcStr()
	}
	mayAlias := func(name string) bool {
		f := bases[name]
		for _, o := range names {
			if o == name || len(bases[o].accesses) == 0 && !bases[o].escaped {
				continue
			}
			g := bases[o]
			if (f.written || g.written || g.escaped) && (!f.array || !g.array) {
				return true
			}
		}
		return false
	}
	readOnly := func(name string) bool {
		f := bases[name]
		if f.written || f.escaped || len(f.accesses) == 0 {
			return false
		}
		for _, o := range names {
			if o != name && (bases[o].written || bases[o].escaped) && !(bases[o].array && f.array) {
				return false
			}
		}
		return true
	}
	ldg := func(acc *access) bool {
		t := acc.node.Type()
		return t != nil && ldgTypes[t.Kind()]
	}

	// (a) scalarize base[idx].
	scalar := 0
	scalarized := map[string]bool{}
	for _, name := range names {
		f := bases[name]
		if topContinue || f.escaped || len(f.accesses) < 2 || mayAlias(name) {
			continue
		}
		ok := true
		idx := ""
		for _, acc := range f.accesses {
			if acc.row != nil || len(acc.idx) != 1 {
				ok = false
				break
			}
			pe, isPE := acc.idx[0].(*cc.PrimaryExpression)
			if !isPE || pe.Case != cc.PrimaryExpressionIdent || !indices[pe.Token.SrcStr()] || (idx != "" && pe.Token.SrcStr() != idx) {
				ok = false
				break
			}
			idx = pe.Token.SrcStr()
		}
		if !ok {
			continue
		}
		local := fmt.Sprintf("__omp_sc%d", scalar)
		scalar++
		scalarized[name] = true
		load := fmt.Sprintf("%s[%s]", name, idx)
		if readOnly(name) && ldg(f.accesses[0]) {
			load = fmt.Sprintf("__ldg(&%s)", load)
			applied = append(applied, plan.Cleanup{Kind: "ldg", Detail: name})
		}
		prologue = append(prologue, fmt.Sprintf("auto %s = %s;", local, load))
		if f.written {
			epilogue = append(epilogue, fmt.Sprintf("%s[%s] = %s;", name, idx, local))
		}
		for _, acc := range f.accesses {
			toks := csyntax.Tokens(acc.node)
			for i, t := range toks {
				if i == 0 {
					repl[t.Seq()] = local
				} else {
					repl[t.Seq()] = ""
				}
			}
		}
		applied = append(applied, plan.Cleanup{Kind: "scalarize", Detail: load})
	}

	// (b) hoist row addresses base[idx] of multi-dimensional arrays out of
	// inner loops.
	rows := map[string]string{} // "base[idx]" -> local
	for _, name := range names {
		if scalarized[name] {
			continue
		}
		for _, acc := range bases[name].accesses {
			if acc.row == nil || !acc.inLoop || !acc.rowAddr {
				continue // no row, not in an inner loop, or a row that is a load (T **)
			}
			pe, isPE := acc.row.ExpressionList.(*cc.PrimaryExpression)
			if !isPE || pe.Case != cc.PrimaryExpressionIdent || !indices[pe.Token.SrcStr()] {
				continue
			}
			key := fmt.Sprintf("%s[%s]", name, pe.Token.SrcStr())
			local, ok := rows[key]
			if !ok {
				local = fmt.Sprintf("__omp_row%d", len(rows))
				rows[key] = local
				prologue = append(prologue, fmt.Sprintf("auto %s = %s;", local, key))
				applied = append(applied, plan.Cleanup{Kind: "hoist", Detail: key})
			}
			for i, t := range csyntax.Tokens(acc.row) {
				if i == 0 {
					repl[t.Seq()] = local
				} else {
					repl[t.Seq()] = ""
				}
			}
		}
	}

	// (c) __ldg for element reads of read-only bases.
	for _, name := range names {
		if scalarized[name] || !readOnly(name) {
			continue
		}
		n := 0
		for _, acc := range bases[name].accesses {
			if acc.written || !ldg(acc) {
				continue
			}
			toks := csyntax.Tokens(acc.node)
			pre[toks[0].Seq()] = "__ldg(&" + pre[toks[0].Seq()]
			post[toks[len(toks)-1].Seq()] += ")"
			n++
		}
		if n > 0 {
			applied = append(applied, plan.Cleanup{Kind: "ldg", Detail: name})
		}
	}
	// (d) hoist read-only invariant field reads out of inner loops.
	applied = append(applied, a.hoistFields(k, body, par, subst, repl, pre, post)...)
	if len(applied) == 0 {
		return
	}
	for seq := range repl {
		if a.cxxMoved[seq] {
			// The token was printed elsewhere, in a reordered initializer.
			return
		}
	}
	k.Cleanups = applied
	merged := map[int]string{}
	for _, t := range csyntax.Tokens(body) {
		s := tokText(t)
		// The casts of cxxconv.go go outermost, also around a token
		// a rewrite replaces.
		wp, wq := a.cxxPre[t.Seq()], a.cxxPost[t.Seq()]
		if _, ok := repl[t.Seq()]; !ok {
			s = strings.TrimSuffix(strings.TrimPrefix(s, wp), wq)
		}
		if p, q := wp+pre[t.Seq()], post[t.Seq()]+wq; p != "" || q != "" || s != t.SrcStr() {
			merged[t.Seq()] = p + s + q
		}
	}
	text := csyntax.Render(csyntax.Tokens(body), merged)
	var b strings.Builder
	b.WriteString("{\n")
	for _, p := range prologue {
		b.WriteString(p + "\n")
	}
	b.WriteString(text + "\n")
	for _, e := range epilogue {
		b.WriteString(e + "\n")
	}
	b.WriteString("}")
	k.Body = b.String()
}

// pureCall: calls that neither write user memory nor leak pointers.
func pureCall(name string) bool {
	if name == "printf" {
		return false
	}
	return deviceCalls[name]
}

// parents maps every node under root to its parent.
func parents(root cc.Node) map[cc.Node]cc.Node {
	par := map[cc.Node]cc.Node{}
	var visit func(n cc.Node)
	visit = func(n cc.Node) {
		csyntax.Walk(n, func(c cc.Node) bool {
			if c == n {
				return true
			}
			par[c] = n
			visit(c)
			return false
		})
	}
	visit(root)
	return par
}

// chain classifies the use of base identifier x: an element access
// x[e1]...[en] whose type is a scalar, or a row x[e] of a multi-dim array
// that is itself indexed further; nil when x escapes (any other use).
func chain(x *cc.PrimaryExpression, par map[cc.Node]cc.Node) *access {
	var n cc.Node = x
	acc := &access{base: x.Token.SrcStr()}
	for {
		p, ok := par[n].(*cc.PostfixExpression)
		if !ok || p.Case != cc.PostfixExpressionIndex || p.PostfixExpression != n {
			break
		}
		acc.idx = append(acc.idx, p.ExpressionList)
		acc.node = p
		n = p
	}
	if acc.node == nil {
		return nil
	}
	t := acc.node.Type()
	if t == nil || t.Kind() == cc.Array || t.Kind() == cc.Ptr || !isScalarKind(t) {
		return nil
	}
	if isWritten(acc.node, par) {
		acc.written = true
	}
	if isAddressTaken(acc.node, par) {
		return nil
	}
	if len(acc.idx) >= 2 {
		// The row x[e1] of the chain.
		var r cc.Node = x
		acc.row = par[r].(*cc.PostfixExpression)
		if d, ok := x.ResolvedTo().(*cc.Declarator); ok && d != nil {
			switch bt := d.Type().(type) {
			case *cc.ArrayType:
				acc.rowAddr = bt.Elem().Kind() == cc.Array
			case *cc.PointerType:
				acc.rowAddr = bt.Elem().Kind() == cc.Array
			}
		}
	}
	return acc
}

func isScalarKind(t cc.Type) bool {
	switch t.Kind() {
	case cc.Struct, cc.Union, cc.Function, cc.Void:
		return false
	}
	return true
}

// isWritten reports whether expression n is assigned, compound-assigned,
// incremented or decremented.
func isWritten(n cc.Node, par map[cc.Node]cc.Node) bool {
	p := par[n]
	for {
		// Look through parentheses.
		pe, ok := p.(*cc.PrimaryExpression)
		if !ok || pe.Case != cc.PrimaryExpressionExpr {
			break
		}
		n, p = p, par[p]
	}
	switch x := p.(type) {
	case *cc.AssignmentExpression:
		return x.Case != cc.AssignmentExpressionCond && x.UnaryExpression == n
	case *cc.PostfixExpression:
		return (x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec) && x.PostfixExpression == n
	case *cc.UnaryExpression:
		return (x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec) && x.CastExpression == n
	}
	return false
}

// isAddressTaken reports whether &n appears.
func isAddressTaken(n cc.Node, par map[cc.Node]cc.Node) bool {
	x, ok := par[n].(*cc.UnaryExpression)
	return ok && x.Case == cc.UnaryExpressionAddrof
}
