package cleanup

// Field hoisting (after REX's hoisting of read-only invariant field accesses before a loop):
// a scalar field read such as p->scale, s.n or v[i].len that an inner loop
// L of the body evaluates repeatedly is read once into a local
// (const auto __omp_fldN) just before L, and every occurrence in L's
// condition, increment and body uses the local. Applied only when all of
// these hold:
//
//   - the access is a chain root{.f | ->f | [x]}... ending in a field
//     selection of a non-bitfield scalar or pointer type, where root and
//     each subscript x are identifiers (or integer constants) declared
//     outside L and only the first selector may dereference a pointer
//     (p->f, v[i].f on a pointer v); nothing in it is volatile;
//   - L calls nothing but C math and the OpenMP device API;
//   - L writes none of the identifiers of the access (assignment, ++, --);
//   - L writes the field neither by name (the field, an enclosing member or
//     the whole object: a write to a different member of the same struct
//     is fine, a union member or an element of the same array is not) nor
//     through any pointer whose written type may alias it under C's
//     aliasing rules (same type up to signedness, char types, aggregates),
//     unless the object is a local of the region or a private copy whose
//     address is never taken in the region (no &, no array decay);
//   - the read is certain to happen whenever L runs, so hoisting never
//     evaluates a read the program would not: it is in L's condition (and
//     not behind &&, || or ?:), or it is evaluated unconditionally in L's
//     body (no if, switch, &&, ||, ?:, sizeof or inner loop body around it,
//     no break or continue anywhere in L), in which case L must have a
//     condition free of side effects and the local is read under it:
//     { init; if (cond) { const auto __omp_fld0 = p->scale; for (; cond; inc) ... } }.
//
// Each hoisted access is one manifest cleanup {"field", "p->scale"}.

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// fieldRef is one occurrence of a candidate field access.
type fieldRef struct {
	node  *cc.PostfixExpression
	root  *cc.Declarator
	ids   []*cc.Declarator // identifier locations read: subscripts, and the root when deref
	path  []string         // selectors after the root: ".f", "[]"
	union []bool           // path[k] selects a member of a union
	deref bool             // the first selector dereferences the root pointer
	// addr: the field is an array, used only as the base of [ ]: hoisting
	// computes its address (no load), so only the identifiers matter.
	addr bool
	typ  cc.Type
	key  string
	text string
}

// lvalue is a written location: a named object and path, or (deref) a
// location reached through a pointer.
type lvalue struct {
	root  *cc.Declarator
	path  []string
	deref bool
	typ   cc.Type
}

// fieldHoister holds the body-wide facts field hoisting needs.
type fieldHoister struct {
	k       *plan.Kernel
	par     map[cc.Node]cc.Node
	subst   map[int]string
	lo, hi  int // token range of the body
	escaped map[*cc.Declarator]bool
	n       int // locals made so far
	pure    func(string) bool
}

// hoistFields rewrites the inner loops of body; tokens already rewritten by
// another cleanup (repl, pre, post) are left alone.
func hoistFields(k *plan.Kernel, body cc.Node, par map[cc.Node]cc.Node, subst, repl, pre, post map[int]string, pure func(string) bool) []plan.Cleanup {
	toks := csyntax.Tokens(body)
	if len(toks) == 0 {
		return nil
	}
	h := &fieldHoister{k: k, par: par, subst: subst, pure: pure, lo: toks[0].Seq(), hi: toks[len(toks)-1].Seq(), escaped: map[*cc.Declarator]bool{}}
	h.findEscapes(body)
	var applied []plan.Cleanup
	csyntax.Walk(body, func(n cc.Node) bool {
		if n == body {
			return true
		}
		l, ok := n.(*cc.IterationStatement)
		if !ok {
			return true
		}
		applied = append(applied, h.loop(l, repl, pre, post)...)
		return false
	})
	return applied
}

// findEscapes marks the objects whose address is taken or that decay to a
// pointer anywhere in the body.
func (h *fieldHoister) findEscapes(body cc.Node) {
	csyntax.Walk(body, func(n cc.Node) bool {
		x, ok := n.(*cc.PrimaryExpression)
		if !ok || x.Case != cc.PrimaryExpressionIdent {
			return true
		}
		d, ok := x.ResolvedTo().(*cc.Declarator)
		if !ok || d == nil {
			return true
		}
		var top cc.Node = x
		for {
			p, ok := h.par[top].(*cc.PostfixExpression)
			if !ok || p.PostfixExpression != top {
				break
			}
			if p.Case == cc.PostfixExpressionSelect || p.Case == cc.PostfixExpressionIndex && isArrayType(p.PostfixExpression.Type()) {
				top = p
				continue
			}
			break
		}
		if u, ok := h.par[top].(*cc.UnaryExpression); ok && u.Case == cc.UnaryExpressionAddrof {
			h.escaped[d] = true
		}
		if e, ok := top.(cc.ExpressionNode); ok && isArrayType(e.Type()) {
			if u, ok := h.par[top].(*cc.UnaryExpression); !ok || u.Case != cc.UnaryExpressionSizeofExpr {
				if p, ok := h.par[top].(*cc.PostfixExpression); !ok || p.Case != cc.PostfixExpressionIndex || p.PostfixExpression != top {
					h.escaped[d] = true // decays to a pointer
				}
			}
		}
		return true
	})
}

func isArrayType(t cc.Type) bool { return t != nil && t.Kind() == cc.Array }

// aliasable: a pointer may designate d's storage.
func (h *fieldHoister) aliasable(d *cc.Declarator) bool {
	if h.escaped[d] {
		return true
	}
	if h.declaredIn(d, h.lo, h.hi) {
		return false
	}
	name := d.Name()
	if h.k.LoopPlan != nil {
		for _, m := range h.k.LoopPlan.Nest.Levels {
			if m.Index == name {
				return false // the construct's loop variables are device locals
			}
		}
	}
	for _, r := range h.k.Reductions {
		if r.Var == name {
			return false
		}
	}
	found := false
	for _, arg := range h.k.Args {
		if arg.Var != name {
			continue
		}
		switch arg.Kind {
		case plan.ArgLiteral, plan.ArgPointer, plan.ArgPrivate:
			found = true
		default:
			return true
		}
	}
	return !found
}

func (h *fieldHoister) declaredIn(d *cc.Declarator, lo, hi int) bool {
	t := csyntax.Tokens(d)
	return len(t) > 0 && t[0].Seq() >= lo && t[0].Seq() <= hi
}

// loop hoists the field reads of the top-level inner loop l.
func (h *fieldHoister) loop(l *cc.IterationStatement, repl, pre, post map[int]string) []plan.Cleanup {
	f := h.facts(l)
	if f == nil || f.call || len(f.order) == 0 {
		return nil
	}
	guardOK := f.cond != nil && !f.jump && pure(f.cond)
	var decls []string
	var applied []plan.Cleanup
	guard := false
	for _, key := range f.order {
		occ := f.groups[key]
		r := occ[0]
		if !h.invariant(r, f.writes, f.lo, f.hi) || touched(occ, repl, pre, post) || h.lvalueUse(occ) {
			continue
		}
		inCond, inBody := false, false
		for _, o := range occ {
			if f.cond != nil && h.within(o.node, f.cond) && h.unconditional(o.node, f.cond) {
				inCond = true
			}
			if h.within(o.node, l.Statement) && h.unconditional(o.node, l.Statement) {
				inBody = true
			}
		}
		if !r.addr && !inCond && !(inBody && guardOK) {
			continue
		}
		if !r.addr && !inCond {
			guard = true
		}
		local := fmt.Sprintf("__omp_fld%d", h.n)
		h.n++
		decls = append(decls, fmt.Sprintf("const auto %s = %s;", local, csyntax.Render(csyntax.Tokens(r.node), h.subst)))
		for _, o := range occ {
			for i, t := range csyntax.Tokens(o.node) {
				if i == 0 {
					repl[t.Seq()] = local
				} else {
					repl[t.Seq()] = ""
				}
			}
		}
		applied = append(applied, plan.Cleanup{Kind: "field", Detail: r.text})
	}
	if len(decls) == 0 {
		return nil
	}
	h.declareBefore(l, f, strings.Join(decls, " "), guard, repl, pre, post)
	return applied
}

// loopFacts are what field hoisting needs to know of one inner loop.
type loopFacts struct {
	cond, inc  cc.Node  // nil when absent
	initEnd    cc.Token // the last token of a for loop's init clause
	lo, hi     int      // token range of the loop
	call, jump bool     // calls other than pure ones; break, continue, goto, return
	writes     []lvalue
	groups     map[string][]*fieldRef // candidate accesses by key
	order      []string               // keys in source order
}

// facts collects the calls, jumps, writes and candidate field accesses of
// loop l; nil for a do-while loop, which is not handled.
func (h *fieldHoister) facts(l *cc.IterationStatement) *loopFacts {
	f := &loopFacts{groups: map[string][]*fieldRef{}}
	switch l.Case {
	case cc.IterationStatementFor:
		f.cond, f.inc, f.initEnd = l.ExpressionList2, l.ExpressionList3, l.Token3
	case cc.IterationStatementForDecl:
		f.cond, f.inc, f.initEnd = l.ExpressionList, l.ExpressionList2, csyntax.Last(l.Declaration)
	case cc.IterationStatementWhile:
		f.cond = l.ExpressionList
	default:
		return nil
	}
	if f.cond != nil && isNilNode(f.cond) {
		f.cond = nil
	}
	if f.inc != nil && isNilNode(f.inc) {
		f.inc = nil
	}
	ltoks := csyntax.Tokens(l)
	f.lo, f.hi = ltoks[0].Seq(), ltoks[len(ltoks)-1].Seq()
	csyntax.Walk(l, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.JumpStatement:
			f.jump = true
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionCall:
				if pe, ok := x.PostfixExpression.(*cc.PrimaryExpression); !ok || !pureCall(pe.Token.SrcStr(), h.pure) {
					f.call = true
				}
			case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
				f.writes = append(f.writes, decompose(x.PostfixExpression))
			case cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
				if r := h.fieldRef(x); r != nil && (f.cond != nil && h.within(x, f.cond) || f.inc != nil && h.within(x, f.inc) || h.within(x, l.Statement)) {
					if _, ok := f.groups[r.key]; !ok {
						f.order = append(f.order, r.key)
					}
					f.groups[r.key] = append(f.groups[r.key], r)
				}
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
				f.writes = append(f.writes, decompose(x.UnaryExpression))
			}
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond {
				f.writes = append(f.writes, decompose(x.UnaryExpression))
			}
		}
		return true
	})
	// Source order (Walk visits fields in declaration order).
	sort.SliceStable(f.order, func(i, j int) bool {
		return csyntax.Tokens(f.groups[f.order[i]][0].node)[0].Seq() < csyntax.Tokens(f.groups[f.order[j]][0].node)[0].Seq()
	})
	return f
}

// within reports whether n lies under root.
func (h *fieldHoister) within(n, root cc.Node) bool {
	for ; n != nil; n = h.par[n] {
		if n == root {
			return true
		}
	}
	return false
}

// declareBefore puts the declarations d just before loop l, under the
// loop's condition when guard is set (reads the body might not evaluate).
func (h *fieldHoister) declareBefore(l *cc.IterationStatement, f *loopFacts, d string, guard bool, repl, pre, post map[int]string) {
	first, last := f.lo, f.hi
	switch {
	case !guard:
		pre[first] = "{ " + d + " " + pre[first]
		post[last] += " }"
	case l.Case == cc.IterationStatementWhile:
		pre[first] = "{ if (" + csyntax.Render(csyntax.Tokens(f.cond), h.subst) + ") { " + d + " " + pre[first]
		post[last] += " } }"
	default:
		repl[first] = "{"
		repl[l.Token2.Seq()] = ""
		post[f.initEnd.Seq()] += " if (" + csyntax.Render(csyntax.Tokens(f.cond), h.subst) + ") { " + d + " for (;"
		post[last] += " } }"
	}
}

func isNilNode(n cc.Node) bool {
	t := csyntax.Tokens(n)
	return len(t) == 0
}

// lvalueUse: an occurrence is written or its address is taken (the
// invariance check rejects these too; this keeps the rewrite from ever
// assigning to the const local).
func (h *fieldHoister) lvalueUse(occ []*fieldRef) bool {
	for _, o := range occ {
		if isWritten(o.node, h.par) || isAddressTaken(o.node, h.par) {
			return true
		}
	}
	return false
}

// touched: another cleanup already rewrote a token of an occurrence.
func touched(occ []*fieldRef, repl, pre, post map[int]string) bool {
	for _, o := range occ {
		for _, t := range csyntax.Tokens(o.node) {
			s := t.Seq()
			if _, ok := repl[s]; ok {
				return true
			}
			if pre[s] != "" || post[s] != "" {
				return true
			}
		}
	}
	return false
}

// fieldRef classifies x as a candidate field access, or nil.
func (h *fieldHoister) fieldRef(x *cc.PostfixExpression) *fieldRef {
	f := x.Field()
	if f == nil || f.IsBitfield() || volatileField(f) {
		return nil
	}
	t := x.Type()
	r := &fieldRef{node: x, typ: t}
	if ft := f.Type(); ft != nil && ft.Kind() == cc.Array {
		ix, ok := h.par[x].(*cc.PostfixExpression)
		if !ok || ix.Case != cc.PostfixExpressionIndex || ix.PostfixExpression != cc.ExpressionNode(x) {
			return nil // sizeof, &, decay to a pointer elsewhere: keep as written
		}
		r.addr = true
	} else if t == nil || !isScalarKind(t) || t.Kind() == cc.Array {
		return nil
	}
	rev, ok := r.chain(x)
	if !ok {
		return nil
	}
	// Only the selector next to the root may dereference.
	for i := 0; i < len(rev); i++ {
		sel := rev[len(rev)-1-i]
		r.path = append(r.path, sel.text)
		r.union = append(r.union, sel.union)
		if sel.deref {
			if i != 0 {
				return nil
			}
			r.deref = true
		}
	}
	if r.deref {
		r.ids = append(r.ids, r.root)
	}
	var b strings.Builder
	for _, t := range csyntax.Tokens(x) {
		b.WriteString(t.SrcStr())
	}
	r.text = b.String()
	r.key = r.text
	for _, d := range append([]*cc.Declarator{r.root}, r.ids...) {
		r.key += fmt.Sprintf("|%p", d)
	}
	return r
}

// selector is one step of a field access chain: ".f", "->f" or "[]".
type selector struct {
	text  string
	union bool // selects a member of a union
	deref bool // dereferences a pointer
}

// chain walks the access x from its last selector back to the root
// identifier, recording the root and the subscript identifiers in r;
// false when x is not of the form root{.f | ->f | [x]}... with only
// identifiers and integer constants as subscripts and nothing volatile.
func (r *fieldRef) chain(x *cc.PostfixExpression) (rev []selector, ok bool) {
	var cur cc.Node = x
	for {
		switch y := cur.(type) {
		case *cc.PostfixExpression:
			base, ok := y.PostfixExpression.(cc.ExpressionNode)
			if !ok || base == nil || base.Type() == nil {
				return nil, false
			}
			sel, ok := r.selector(y, base.Type())
			if !ok {
				return nil, false
			}
			rev = append(rev, sel)
			cur = base
		case *cc.PrimaryExpression:
			if y.Case != cc.PrimaryExpressionIdent {
				return nil, false
			}
			d, ok := y.ResolvedTo().(*cc.Declarator)
			if !ok || d == nil || d.IsVolatile() || d.Type().Kind() == cc.Function {
				return nil, false
			}
			r.root = d
			return rev, true
		default:
			return nil, false
		}
	}
}

// selector classifies the last step of y, whose base has type bt.
func (r *fieldRef) selector(y *cc.PostfixExpression, bt cc.Type) (selector, bool) {
	switch y.Case {
	case cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
		if fy := y.Field(); fy == nil || volatileField(fy) {
			return selector{}, false
		}
		if y.Case == cc.PostfixExpressionPSelect {
			return selector{text: "->" + y.Token2.SrcStr(), deref: true}, true
		}
		return selector{text: "." + y.Token2.SrcStr(), union: bt.Kind() == cc.Union}, true
	case cc.PostfixExpressionIndex:
		if bt.Kind() != cc.Array && bt.Kind() != cc.Ptr {
			return selector{}, false
		}
		ix, ok := y.ExpressionList.(*cc.PrimaryExpression)
		if !ok {
			return selector{}, false
		}
		switch ix.Case {
		case cc.PrimaryExpressionIdent:
			d, ok := ix.ResolvedTo().(*cc.Declarator)
			if !ok || d == nil || d.IsVolatile() {
				return selector{}, false
			}
			r.ids = append(r.ids, d)
		case cc.PrimaryExpressionInt:
		default:
			return selector{}, false
		}
		return selector{text: "[]", deref: bt.Kind() == cc.Ptr}, true
	}
	return selector{}, false
}

func volatileField(f *cc.Field) bool {
	d := f.Declarator()
	return d != nil && d.IsVolatile()
}

// invariant: no write in l (token range llo..lhi) may change r's value.
func (h *fieldHoister) invariant(r *fieldRef, writes []lvalue, llo, lhi int) bool {
	if h.declaredIn(r.root, llo, lhi) {
		return false
	}
	for _, d := range r.ids {
		if h.declaredIn(d, llo, lhi) || h.escaped[d] {
			return false
		}
	}
	fieldAliasable := r.deref || h.aliasable(r.root)
	for _, w := range writes {
		for _, d := range r.ids {
			if !w.deref && w.root == d || w.deref && h.aliasable(d) && mayAlias(w.typ, d.Type()) {
				return false
			}
		}
		switch {
		case r.addr:
			// An array member's address: only the identifiers can change it.
		case w.deref:
			if fieldAliasable && mayAlias(w.typ, r.typ) {
				return false
			}
		case !r.deref && w.root == r.root:
			if !disjoint(r, w.path) {
				return false
			}
		default:
			if r.deref && h.aliasable(w.root) && mayAlias(w.typ, r.typ) {
				return false
			}
		}
	}
	return true
}

// disjoint: a named write at path p of r's root cannot overlap r's field.
func disjoint(r *fieldRef, p []string) bool {
	for k := 0; k < len(r.path) && k < len(p); k++ {
		a, b := r.path[k], p[k]
		if a == "[]" || b == "[]" || r.union[k] {
			return false
		}
		if a != b {
			return true
		}
	}
	return false // one is a prefix of the other: the same storage
}

// decompose describes a written lvalue.
func decompose(n cc.Node) lvalue {
	var w lvalue
	if e, ok := n.(cc.ExpressionNode); ok && e != nil {
		w.typ = e.Type()
	}
	var rev []string
	for {
		switch x := n.(type) {
		case *cc.PrimaryExpression:
			switch x.Case {
			case cc.PrimaryExpressionIdent:
				d, ok := x.ResolvedTo().(*cc.Declarator)
				if !ok || d == nil {
					return lvalue{deref: true, typ: w.typ}
				}
				w.root = d
				for i := len(rev) - 1; i >= 0; i-- {
					w.path = append(w.path, rev[i])
				}
				return w
			case cc.PrimaryExpressionExpr:
				n = x.ExpressionList
				continue
			}
		case *cc.PostfixExpression:
			base, ok := x.PostfixExpression.(cc.ExpressionNode)
			if ok && base != nil && base.Type() != nil {
				switch x.Case {
				case cc.PostfixExpressionSelect:
					rev = append(rev, "."+x.Token2.SrcStr())
					n = base
					continue
				case cc.PostfixExpressionIndex:
					if base.Type().Kind() == cc.Array {
						rev = append(rev, "[]")
						n = base
						continue
					}
				}
			}
		}
		w.deref, w.root, w.path = true, nil, nil
		return w
	}
}

// mayAlias: a write of type w may change an object read with type t under
// C's aliasing rules (conservatively).
func mayAlias(w, t cc.Type) bool {
	if w == nil || t == nil {
		return true
	}
	switch w.Kind() {
	case cc.Struct, cc.Union, cc.Array:
		return true
	}
	cw, ct := aliasClass(w.Kind()), aliasClass(t.Kind())
	return cw == "char" || ct == "char" || cw == ct
}

func aliasClass(k cc.Kind) string {
	switch k {
	case cc.Char, cc.SChar, cc.UChar:
		return "char"
	case cc.Short, cc.UShort:
		return "short"
	case cc.Int, cc.UInt, cc.Enum:
		return "int"
	case cc.Long, cc.ULong:
		return "long"
	case cc.LongLong, cc.ULongLong:
		return "longlong"
	}
	return k.String()
}

// unconditional: n is evaluated whenever stop (an expression or statement
// containing it) is.
func (h *fieldHoister) unconditional(n, stop cc.Node) bool {
	for ; n != stop; n = h.par[n] {
		switch x := h.par[n].(type) {
		case nil:
			return false
		case *cc.LogicalAndExpression:
			if n != cc.Node(x.LogicalAndExpression) {
				return false
			}
		case *cc.LogicalOrExpression:
			if n != cc.Node(x.LogicalOrExpression) {
				return false
			}
		case *cc.ConditionalExpression:
			if n != cc.Node(x.LogicalOrExpression) {
				return false
			}
		case *cc.SelectionStatement:
			if n != cc.Node(x.ExpressionList) {
				return false
			}
		case *cc.IterationStatement:
			switch x.Case {
			case cc.IterationStatementFor:
				if n != cc.Node(x.ExpressionList) && n != cc.Node(x.ExpressionList2) {
					return false
				}
			case cc.IterationStatementForDecl:
				if n != cc.Node(x.Declaration) && n != cc.Node(x.ExpressionList) {
					return false
				}
			case cc.IterationStatementWhile:
				if n != cc.Node(x.ExpressionList) {
					return false
				}
			default:
				return false
			}
		case *cc.LabeledStatement:
			return false
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionSizeofExpr || x.Case == cc.UnaryExpressionAlignofExpr {
				return false
			}
		}
	}
	return true
}

// pure: evaluating n writes nothing (calls were checked by the caller).
func pure(n cc.Node) bool {
	ok := true
	csyntax.Walk(n, func(c cc.Node) bool {
		switch x := c.(type) {
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond {
				ok = false
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
				ok = false
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
				ok = false
			}
		}
		return ok
	})
	return ok
}
