// Package vla checks and rewrites the uses of multi-dimensional
// variable-length arrays in device code. C++ has no variable-length
// types, so the device sees such an array (or a pointer to variable-length
// rows) as a view, __omp_vla<T, R> of the device header: the address of
// the first element plus the extents, taken on the host where C took them
// (sizeof of the object, which C evaluated at its declaration) and passed
// as literal parameters. Subscripts of the view linearise the index;
// sizeof of a variable-length expression is computed from the extents.
// One-dimensional ones are plain pointers (dataenv.VLA1). How such
// arrays reach a kernel is planned in package dataenv (vla.go).
package vla

import (
	"fmt"
	"reflect"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devicec"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// Checker checks the uses of one unit's device code; its errors go to
// Errs, the C++ wrappers of its rewrites to Cxx.
type Checker struct {
	Errs *diag.List
	Cxx  *devicec.Rewriter
	// Measured collects the one-dimensional variable-length arrays
	// whose sizeof device code reads (dataenv.Input.Measured).
	Measured map[*cc.Declarator]bool
	// locals are the variable-length arrays declared in the device code
	// checked so far (Local).
	locals map[*cc.Declarator]bool
	// typedefs are the variable-length typedefs declared in the device
	// code checked so far (typedefDecl).
	typedefs map[*cc.Declarator]bool
}

// local rewrites the declaration of a variable-length array in device
// code (Local) and notes it for sizeof.
func (c *Checker) local(l *Local, subst map[int]string) {
	if c.locals == nil {
		c.locals = map[*cc.Declarator]bool{}
	}
	c.locals[l.Decl] = true
	l.rewrite(subst)
}

// foreignTypedef returns a typedef that gives l dimensions and that the
// device code checked so far has not declared (its extents are the
// host's).
func (c *Checker) foreignTypedef(l *Local) *cc.Declarator {
	for _, td := range l.Typedefs {
		if !c.typedefs[td] && dataenv.HasVLA(td.Type()) {
			return td
		}
	}
	return nil
}

// IsLocal reports a variable-length array declared in device code.
func (c *Checker) IsLocal(d *cc.Declarator) bool { return c.locals[d] }

// Uses checks the uses of variable-length arrays in device code (a
// region or a declare target function body) and rewrites sizeof of them:
// a view stands for the array wherever it is subscripted, dereferenced,
// passed to a function or measured; other uses (assigning a pointer to
// rows, arithmetic on it, the address of a row) and declarations of
// variable-length types are errors.
func (c *Checker) Uses(root cc.Node, subst map[int]string, where string) {
	par := csyntax.Parents(root)
	csyntax.Walk(root, func(n cc.Node) bool {
		if x, ok := n.(*cc.UnaryExpression); ok && x.Case == cc.UnaryExpressionSizeofExpr {
			if t := ExprType(x.UnaryExpression); t != nil && dataenv.HasVLA(t) {
				c.sizeof(x, subst, where)
				return false
			}
		}
		switch x := n.(type) {
		case *cc.Declarator:
			if x.Type() != nil && dataenv.HasVLA(x.Type()) && x.IsTypename() && !c.Errs.At(frontend.Position(x.NameTok())) {
				if !typedefDecl(x, par, subst) {
					c.Errs.Errorf(frontend.Position(x.NameTok()), "typedef '%s' has a variable-length array type; declaring one in %s is not supported yet in this form (declare it on its own, with its extents in its own brackets: 'typedef double row[m];')", x.Name(), where)
					break
				}
				if c.typedefs == nil {
					c.typedefs = map[*cc.Declarator]bool{}
				}
				c.typedefs[x] = true
			}
			if x.Type() != nil && dataenv.HasVLA(x.Type()) && !x.IsTypename() && !c.Errs.At(frontend.Position(x.NameTok())) {
				if l := LocalOf(x, par); l != nil {
					if td := c.foreignTypedef(l); td != nil {
						c.Errs.Errorf(frontend.Position(x.NameTok()), "'%s' has the variable-length array type '%s', declared outside %s; such a typedef is not supported yet in device code (declare the typedef in %s, or write the extents in brackets)", x.Name(), td.Name(), where, where)
						break
					}
					c.local(l, subst)
					break
				}
				c.Errs.Errorf(frontend.Position(x.NameTok()), "'%s' has a variable-length array type; declaring one in %s is not supported yet in this form (declare it without initializer, with its extents in its own brackets: 'double t[n][m];')", x.Name(), where)
			}
		case *cc.UnaryExpression:
			// &X[i] of a view X is the view moved by i rows.
			if x.Case == cc.UnaryExpressionAddrof {
				if ix := rowAddress(x.CastExpression); ix != nil {
					subst[x.Token.Seq()] = "(("
					subst[ix.Token.Seq()] = ") + ("
					subst[ix.Token2.Seq()] = "))"
				}
			}
			if t := ExprType(x); t != nil && dataenv.HasVLA(t) && !useOK(x, par) {
				c.Errs.Errorf(frontend.Position(csyntax.First(x)), "'%s' has a variable-length array type (or points to one); in %s it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)", csyntax.Text(x), where)
				return false
			}
		case *cc.TypeName:
			if x.Type() != nil && dataenv.HasVLA(x.Type()) {
				c.Errs.Errorf(frontend.Position(csyntax.First(x)), "a variable-length array type in %s is not supported yet", where)
			}
		case cc.ExpressionNode:
			t := ExprType(x)
			if t == nil || !dataenv.HasVLA(t) {
				break
			}
			if !useOK(x, par) {
				c.Errs.Errorf(frontend.Position(csyntax.First(x)), "'%s' has a variable-length array type (or points to one); in %s it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)", csyntax.Text(x), where)
				return false
			}
		}
		return true
	})
}

// useOK reports whether expression x of variable-length type stands
// where a view (or a row pointer) works as C's array or pointer does.
func useOK(x cc.ExpressionNode, par map[cc.Node]cc.Node) bool {
	p := par[x]
	switch y := p.(type) {
	case *cc.PostfixExpression:
		if y.Case == cc.PostfixExpressionIndex && y.PostfixExpression == x {
			return true
		}
	case *cc.UnaryExpression:
		if y.Case == cc.UnaryExpressionDeref {
			return true
		}
	case *cc.PrimaryExpression:
		return y.Case == cc.PrimaryExpressionExpr
	case *cc.ArgumentExpressionList:
		return true
	case *cc.AdditiveExpression:
		// Pointer arithmetic by an integer, the view on the left.
		return y.AdditiveExpression == x && y.MultiplicativeExpression.Type() != nil && ctype.IsInteger(y.MultiplicativeExpression.Type())
	case *cc.ExpressionList:
		if pe, ok := par[y].(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionExpr {
			return true
		}
	}
	// A one-dimensional one (a row of a view, or a variable the device
	// sees as a pointer) is a plain pointer on the device: it may be used
	// as any array that decays, but its address is a pointer to
	// variable-length rows.
	if at, ok := ExprType(x).(*cc.ArrayType); ok && at.Elem().Kind() != cc.Array {
		u, ok := p.(*cc.UnaryExpression)
		return !ok || u.Case != cc.UnaryExpressionAddrof || rowAddress(x) != nil
	}
	if u, ok := p.(*cc.UnaryExpression); ok && u.Case == cc.UnaryExpressionAddrof {
		return rowAddress(x) != nil
	}
	return false
}

// sizeof replaces sizeof of a variable-length array expression with
// the size the view computes: of the whole array variable, or of a row
// reached by a subscript or '*'.
func (c *Checker) sizeof(x *cc.UnaryExpression, subst map[int]string, where string) {
	e := csyntax.Unparen(x.UnaryExpression)
	var base cc.ExpressionNode
	method := ""
	t := ExprType(e)
	switch y := e.(type) {
	case *cc.PrimaryExpression:
		if vw := dataenv.ViewOf(t); y.Case == cc.PrimaryExpressionIdent && vw != nil && vw.Outer {
			base, method = y, "__omp_bytes"
		}
	case *cc.PostfixExpression:
		if y.Case == cc.PostfixExpressionIndex && dataenv.ViewOf(ExprType(y.PostfixExpression)) != nil {
			base, method = y.PostfixExpression, "__omp_rowbytes"
		}
	case *cc.UnaryExpression:
		if y.Case == cc.UnaryExpressionDeref && dataenv.ViewOf(ExprType(y.CastExpression)) != nil {
			base, method = y.CastExpression, "__omp_rowbytes"
		}
	}
	if y, ok := e.(*cc.PrimaryExpression); ok && base == nil && y.Case == cc.PrimaryExpressionIdent && dataenv.VLA1(t) != nil {
		if d, ok := y.ResolvedTo().(*cc.Declarator); ok && c.locals[d] {
			// Declared in device code: its storage knows its size.
			replaceTokens(x, subst, "((unsigned long)"+Mem(d.Name())+".bytes)")
			return
		}
		if d, ok := y.ResolvedTo().(*cc.Declarator); ok && c.Measured != nil {
			// The device sees a pointer: the size C took at the
			// declaration comes as a kernel parameter.
			c.Measured[d] = true
			replaceTokens(x, subst, "((unsigned long)"+dataenv.VLABytes(d.Name())+")")
			return
		}
	}
	if base == nil && t.Kind() == cc.Ptr {
		// A pointer to variable-length rows: the view is larger than
		// the pointer C measures.
		replaceTokens(x, subst, "((unsigned long)sizeof(void *))")
		return
	}
	if base == nil {
		c.Errs.Errorf(frontend.Position(x.Token), "sizeof of '%s' in %s is not supported yet (sizeof of a multi-dimensional variable-length array variable, or of a row 'a[i]' or '*a' of one, is)", csyntax.Text(x.UnaryExpression), where)
		return
	}
	keep := map[int]bool{}
	btoks := csyntax.Tokens(base)
	for _, t := range btoks {
		keep[t.Seq()] = true
	}
	for _, t := range csyntax.Tokens(x) {
		if !keep[t.Seq()] {
			subst[t.Seq()] = ""
		}
	}
	c.Cxx.Wrap(btoks[0], btoks[len(btoks)-1], "((unsigned long)(", ")."+method+"())")
}

// replaceTokens spells the expression x as text on the device.
func replaceTokens(x cc.Node, subst map[int]string, text string) {
	for i, tok := range csyntax.Tokens(x) {
		subst[tok.Seq()] = ""
		if i == 0 {
			subst[tok.Seq()] = text
		}
	}
}

// Arg converts an argument for a parameter of a declare target
// function that is a pointer to variable-length rows: the device function
// takes the address of the first element (vlaParam) and builds its view
// from its own extents, as C evaluates them at the call.
func (c *Checker) Arg(param cc.Type, e cc.ExpressionNode) bool {
	if param.Kind() == cc.Array {
		param = param.Decay()
	}
	vw := dataenv.ViewOf(param)
	if vw == nil {
		return false
	}
	toks := csyntax.Tokens(e)
	el, err := ctype.Decl(vw.Elem, "")
	if err != nil || len(toks) == 0 {
		return true // the parameter is reported
	}
	c.Cxx.Wrap(toks[0], toks[len(toks)-1], "(("+el+" *)(", "))")
	return true
}

// Param spells a parameter of a declare target function that is a
// pointer to variable-length rows (double a[n][m], double (*a)[m]): the
// device function takes the first element's address, and its body starts
// by building the view from the parameter's extents, which may name the
// function's other parameters.
func (c *Checker) Param(p *cc.Parameter, t cc.Type, vw *dataenv.View, where string, pos diag.Pos) (string, string, bool) {
	name := p.Name()
	el, err := ctype.Decl(vw.Elem, "")
	if err != nil {
		c.Errs.Errorf(pos, "%s: parameter '%s': %v", where, name, err)
		return "", "", false
	}
	var exts []string
	for cur := t.(*cc.PointerType).Elem(); cur.Kind() == cc.Array; cur = cur.(*cc.ArrayType).Elem() {
		at := cur.(*cc.ArrayType)
		if n := at.Len(); n >= 0 && !at.IsVLA() || at.SizeExpression() == nil && n >= 0 {
			exts = append(exts, fmt.Sprintf("(long long)%d", n))
			continue
		}
		x := at.SizeExpression()
		if x == nil {
			c.Errs.Errorf(pos, "%s: parameter '%s': an extent '[*]' is not supported on the device", where, name)
			return "", "", false
		}
		ok := true
		csyntax.Walk(x, func(n cc.Node) bool {
			pe, isPE := n.(*cc.PrimaryExpression)
			if !isPE || pe.Case != cc.PrimaryExpressionIdent {
				if pf, isPF := n.(*cc.PostfixExpression); isPF && pf.Case == cc.PostfixExpressionCall {
					ok = false
				}
				return true
			}
			if _, isEnum := pe.ResolvedTo().(*cc.Enumerator); isEnum {
				return true
			}
			if d, isDecl := pe.ResolvedTo().(*cc.Declarator); isDecl && d.IsParam() {
				return true
			}
			ok = false
			return true
		})
		if !ok {
			c.Errs.Errorf(frontend.Position(csyntax.First(x)), "%s: the extent '%s' of parameter '%s' is not supported on the device yet (extents may use the function's parameters, constants and arithmetic)", where, csyntax.Text(x), name)
			return "", "", false
		}
		subst := map[int]string{}
		csyntax.Walk(x, func(n cc.Node) bool {
			if pe, isPE := n.(*cc.PrimaryExpression); isPE && pe.Case == cc.PrimaryExpressionIdent {
				if e, isEnum := pe.ResolvedTo().(*cc.Enumerator); isEnum {
					subst[pe.Token.Seq()] = ctype.EnumConst(e)
				}
			}
			return true
		})
		exts = append(exts, "(long long)("+csyntax.Render(csyntax.Tokens(x), subst)+")")
	}
	raw := "__omp_vp_" + name
	pro := fmt.Sprintf(" __omp_vla<%s, %d> %s = __omp_vla_at<%s, %d>(%s, -1, {%s});", el, vw.Rank, name, el, vw.Rank, raw, strings.Join(exts, ", "))
	return el + " *" + raw, pro, true
}

// ExprType is the C type of expression e before array-to-pointer decay
// (the front end types an array operand as the pointer it decays to); a
// parameter declared as an array is the pointer it is.
func ExprType(e cc.ExpressionNode) cc.Type {
	e = csyntax.Unparen(e)
	if pe, ok := e.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
		if d, ok := pe.ResolvedTo().(*cc.Declarator); ok && d.Type() != nil {
			t := d.Type()
			if d.IsParam() && t.Kind() == cc.Array {
				t = t.Decay()
			}
			return t
		}
	}
	t := e.Type()
	if t != nil && t.Kind() == cc.Ptr && t.Undecay() != nil {
		t = t.Undecay()
	}
	return t
}

// LoopHeaders rejects sizeof of a variable-length array in the header
// of a loop the construct distributes in a form loops.VLASizeof does not
// spell: the device prints those bounds as written (the host computes the
// same trip count from them), where sizeof would measure the view.
func (c *Checker) LoopHeaders(nest *loops.Nest) bool {
	ok := true
	for _, x := range nest.Stmts {
		for _, part := range []cc.Node{x.Declaration, x.ExpressionList, x.ExpressionList2, x.ExpressionList3} {
			if part == nil || reflect.ValueOf(part).IsNil() {
				continue
			}
			csyntax.Walk(part, func(n cc.Node) bool {
				u, isU := n.(*cc.UnaryExpression)
				if !isU || u.Case != cc.UnaryExpressionSizeofExpr {
					return true
				}
				if _, spelled := loops.VLASizeof(u); spelled {
					return false
				}
				if t := ExprType(u.UnaryExpression); t != nil && dataenv.HasVLA(t) {
					c.Errs.Errorf(frontend.Position(u.Token), "sizeof of the variable-length array '%s' in the header of a loop of the construct is not supported yet; compute it in a variable before the region", csyntax.Text(u.UnaryExpression))
					ok = false
				}
				return false
			})
		}
	}
	return ok
}

// rowAddress returns X[i] when e is a subscript of a view X that yields a
// variable-length row (whose address C takes as a pointer to rows).
func rowAddress(e cc.ExpressionNode) *cc.PostfixExpression {
	ix, ok := csyntax.Unparen(e).(*cc.PostfixExpression)
	if !ok || ix.Case != cc.PostfixExpressionIndex || dataenv.ViewOf(ExprType(ix.PostfixExpression)) == nil {
		return nil
	}
	if at, ok := ExprType(ix).(*cc.ArrayType); !ok || !at.IsVLA() {
		return nil
	}
	return ix
}
