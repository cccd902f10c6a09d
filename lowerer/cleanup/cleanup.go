// Package cleanup rewrites the device text of a loop kernel's body for speed
// (post-rewrite cleanups, docs/loops.md), each rewrite applied only where
// it is provably safe:
package cleanup

// The cleanups (post-rewrite cleanups, docs/loops.md),
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
// The setting "none" (plan.CleanupsNone) turns all of them off.
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

// Apply applies the rewrites to body, the statement of loop kernel k whose
// device text the analysis rendered with the token substitutions subst,
// and re-renders k.Body; applied rewrites are listed in k.Cleanups. pure
// reports the functions a body may call that neither write user memory nor
// leak pointers (C math, the OpenMP device API).
func Apply(k *plan.Kernel, body cc.Node, subst map[int]string, pure func(name string) bool, casts Casts) {
	r := &rewriter{k: k, subst: subst, pure: pure, casts: casts, par: csyntax.Parents(body),
		bases: map[string]*baseFacts{}, indices: map[string]bool{},
		repl: map[int]string{}, pre: map[int]string{}, post: map[int]string{}}
	r.scan(body)
	r.scalarize()
	r.hoistRows()
	r.ldgReads()
	r.applied = append(r.applied, hoistFields(k, body, r.par, subst, r.repl, r.pre, r.post, pure)...)
	if len(r.applied) == 0 {
		return
	}
	for seq := range r.repl {
		if casts.Moved[seq] {
			// The token was printed elsewhere, in a reordered initializer.
			return
		}
	}
	k.Cleanups = r.applied
	k.Body = r.render(body)
}

// Casts are what the C-to-C++ rewrites of device code put around tokens
// of the body (docs/device-code.md): text before (Pre) and after (Post) a
// token, which stays outermost, also around a token a cleanup replaces,
// and the tokens printed elsewhere, in a reordered initializer (Moved): a
// body with a rewrite of one of those is left as it is.
type Casts struct {
	Pre, Post map[int]string
	Moved     map[int]bool
}

// rewriter holds one body's facts and the rewrites chosen so far: token
// replacements (repl), text before and after tokens (pre, post), and lines
// before and after the body.
type rewriter struct {
	k       *plan.Kernel
	subst   map[int]string
	pure    func(string) bool
	casts   Casts
	par     map[cc.Node]cc.Node
	bases   map[string]*baseFacts
	indices map[string]bool // loop variables of the construct
	// names are the bases that may be rewritten, sorted; empty when a
	// call or an unknown write blocks all but field hoisting.
	names       []string
	scalarized  map[string]bool
	topContinue bool // a continue of the body itself could skip a write-back

	repl, pre, post    map[int]string
	prologue, epilogue []string
	applied            []plan.Cleanup
}

// scan records every access to a mapped array or pointer of the kernel
// and whether anything in the body blocks the rewrites.
func (r *rewriter) scan(body cc.Node) {
	for _, arg := range r.k.Args {
		if arg.Var == "" || arg.DeviceCopy {
			// A kernel's own copy lives in local or shared memory.
			continue
		}
		switch arg.Kind {
		case plan.ArgArray:
			r.bases[arg.Var] = &baseFacts{array: true}
		case plan.ArgPointer:
			r.bases[arg.Var] = &baseFacts{}
		}
	}
	for _, m := range r.k.LoopPlan.Nest.Levels {
		r.indices[m.Index] = true
	}
	blocked := false
	csyntax.Walk(body, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.JumpStatement:
			if x.Case == cc.JumpStatementContinue && !r.inLoop(x) {
				r.topContinue = true
			}
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionCall:
				if pe, ok := x.PostfixExpression.(*cc.PrimaryExpression); !ok || !pureCall(pe.Token.SrcStr(), r.pure) {
					blocked = true
				}
			case cc.PostfixExpressionPSelect:
				blocked = true // a write or read through '->'
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionDeref && isWritten(x, r.par) {
				blocked = true // a write through '*'
			}
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionIdent {
				return true
			}
			f := r.bases[x.Token.SrcStr()]
			if f == nil {
				return true
			}
			if d, ok := x.ResolvedTo().(*cc.Declarator); !ok || d == nil {
				return true
			}
			acc := chain(x, r.par)
			if acc == nil {
				f.escaped = true
				return true
			}
			acc.inLoop = r.inLoop(acc.node)
			if acc.written {
				f.written = true
			}
			f.accesses = append(f.accesses, acc)
		}
		return true
	})
	if !blocked {
		for n := range r.bases {
			r.names = append(r.names, n)
		}
	}
	sort.Strings(r.names)
	r.scalarized = map[string]bool{}
}

// inLoop reports whether n is inside an inner loop of the body.
func (r *rewriter) inLoop(n cc.Node) bool {
	for p := r.par[n]; p != nil; p = r.par[p] {
		if _, ok := p.(*cc.IterationStatement); ok {
			return true
		}
	}
	return false
}

// mayAlias reports whether base name may share memory with another base
// that is written or escapes (only distinct mapped arrays cannot).
func (r *rewriter) mayAlias(name string) bool {
	f := r.bases[name]
	for _, o := range r.names {
		if o == name || len(r.bases[o].accesses) == 0 && !r.bases[o].escaped {
			continue
		}
		g := r.bases[o]
		if (f.written || g.written || g.escaped) && (!f.array || !g.array) {
			return true
		}
	}
	return false
}

// readOnly reports whether base name is only read, and no written base
// could alias it.
func (r *rewriter) readOnly(name string) bool {
	f := r.bases[name]
	if f.written || f.escaped || len(f.accesses) == 0 {
		return false
	}
	for _, o := range r.names {
		if o != name && (r.bases[o].written || r.bases[o].escaped) && !(r.bases[o].array && f.array) {
			return false
		}
	}
	return true
}

func ldg(acc *access) bool {
	t := acc.node.Type()
	return t != nil && ldgTypes[t.Kind()]
}

// replace makes the tokens of n read as local.
func (r *rewriter) replace(n cc.Node, local string) {
	for i, t := range csyntax.Tokens(n) {
		if i == 0 {
			r.repl[t.Seq()] = local
		} else {
			r.repl[t.Seq()] = ""
		}
	}
}

// scalarize: base[idx] read once into a local and written back once.
func (r *rewriter) scalarize() {
	scalar := 0
	for _, name := range r.names {
		f := r.bases[name]
		if r.topContinue || f.escaped || len(f.accesses) < 2 || r.mayAlias(name) {
			continue
		}
		idx := r.soleIndex(f)
		if idx == "" {
			continue
		}
		local := fmt.Sprintf("__omp_sc%d", scalar)
		scalar++
		r.scalarized[name] = true
		load := fmt.Sprintf("%s[%s]", name, idx)
		if r.readOnly(name) && ldg(f.accesses[0]) {
			load = fmt.Sprintf("__ldg(&%s)", load)
			r.applied = append(r.applied, plan.Cleanup{Kind: "ldg", Detail: name})
		}
		r.prologue = append(r.prologue, fmt.Sprintf("auto %s = %s;", local, load))
		if f.written {
			r.epilogue = append(r.epilogue, fmt.Sprintf("%s[%s] = %s;", name, idx, local))
		}
		for _, acc := range f.accesses {
			r.replace(acc.node, local)
		}
		r.applied = append(r.applied, plan.Cleanup{Kind: "scalarize", Detail: load})
	}
}

// soleIndex is the loop variable every access of f subscripts with, when
// all are one-dimensional accesses by the same loop variable; else "".
func (r *rewriter) soleIndex(f *baseFacts) string {
	idx := ""
	for _, acc := range f.accesses {
		if acc.row != nil || len(acc.idx) != 1 {
			return ""
		}
		pe, isPE := acc.idx[0].(*cc.PrimaryExpression)
		if !isPE || pe.Case != cc.PrimaryExpressionIdent || !r.indices[pe.Token.SrcStr()] || (idx != "" && pe.Token.SrcStr() != idx) {
			return ""
		}
		idx = pe.Token.SrcStr()
	}
	return idx
}

// hoistRows: row addresses base[idx] of multi-dimensional arrays used in
// inner loops are computed once at the top of the body.
func (r *rewriter) hoistRows() {
	rows := map[string]string{} // "base[idx]" -> local
	for _, name := range r.names {
		if r.scalarized[name] {
			continue
		}
		for _, acc := range r.bases[name].accesses {
			if acc.row == nil || !acc.inLoop || !acc.rowAddr {
				continue // no row, not in an inner loop, or a row that is a load (T **)
			}
			pe, isPE := acc.row.ExpressionList.(*cc.PrimaryExpression)
			if !isPE || pe.Case != cc.PrimaryExpressionIdent || !r.indices[pe.Token.SrcStr()] {
				continue
			}
			key := fmt.Sprintf("%s[%s]", name, pe.Token.SrcStr())
			local, ok := rows[key]
			if !ok {
				local = fmt.Sprintf("__omp_row%d", len(rows))
				rows[key] = local
				r.prologue = append(r.prologue, fmt.Sprintf("auto %s = %s;", local, key))
				r.applied = append(r.applied, plan.Cleanup{Kind: "hoist", Detail: key})
			}
			r.replace(acc.row, local)
		}
	}
}

// ldgReads: element reads of read-only bases go through __ldg.
func (r *rewriter) ldgReads() {
	for _, name := range r.names {
		if r.scalarized[name] || !r.readOnly(name) {
			continue
		}
		n := 0
		for _, acc := range r.bases[name].accesses {
			if acc.written || !ldg(acc) {
				continue
			}
			toks := csyntax.Tokens(acc.node)
			r.pre[toks[0].Seq()] = "__ldg(&" + r.pre[toks[0].Seq()]
			r.post[toks[len(toks)-1].Seq()] += ")"
			n++
		}
		if n > 0 {
			r.applied = append(r.applied, plan.Cleanup{Kind: "ldg", Detail: name})
		}
	}
}

// render prints the body with every rewrite, in a block that holds the
// prologue and epilogue.
func (r *rewriter) render(body cc.Node) string {
	merged := map[int]string{}
	for _, t := range csyntax.Tokens(body) {
		s, replaced := r.repl[t.Seq()]
		if !replaced {
			var ok bool
			if s, ok = r.subst[t.Seq()]; !ok {
				s = t.SrcStr()
			}
		}
		// The casts go outermost, also around a token a rewrite replaces.
		wp, wq := r.casts.Pre[t.Seq()], r.casts.Post[t.Seq()]
		if !replaced {
			s = strings.TrimSuffix(strings.TrimPrefix(s, wp), wq)
		}
		if p, q := wp+r.pre[t.Seq()], r.post[t.Seq()]+wq; p != "" || q != "" || s != t.SrcStr() {
			merged[t.Seq()] = p + s + q
		}
	}
	var b strings.Builder
	b.WriteString("{\n")
	for _, p := range r.prologue {
		b.WriteString(p + "\n")
	}
	b.WriteString(csyntax.Render(csyntax.Tokens(body), merged) + "\n")
	for _, e := range r.epilogue {
		b.WriteString(e + "\n")
	}
	b.WriteString("}")
	return b.String()
}

// pureCall: calls that neither write user memory nor leak pointers
// (printf is a device call that reads through its pointer arguments).
func pureCall(name string, pure func(string) bool) bool {
	return name != "printf" && pure(name)
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
