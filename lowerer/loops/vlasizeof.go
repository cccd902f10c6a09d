package loops

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
)

// VLASizeof spells sizeof of a variable-length array in a loop header,
// whose bounds are printed for the host and the device alike: the
// macros of omp_offload_loop.h are C's sizeof on the host and, on the
// device (where a one-dimensional one is a pointer and a
// multi-dimensional one a view), the size the kernel received or the
// view computes. ok is false when u measures no variable-length array
// or measures one in a form not spelled here (the caller refuses it).
func VLASizeof(u *cc.UnaryExpression) (spelling string, ok bool) {
	if u.Case != cc.UnaryExpressionSizeofExpr {
		return "", false
	}
	e := csyntax.Unparen(u.UnaryExpression)
	if d, t := identType(e); d != nil {
		switch {
		case t.Kind() == cc.Ptr && pointsToVLA(t):
			// The device's view of a pointer to rows is larger than
			// the pointer C measures.
			return "((unsigned long)sizeof(void *))", true
		case isVLA(t) && t.(*cc.ArrayType).Elem().Kind() != cc.Array:
			return "__OMP_VLA_BYTES(" + d.Name() + ")", true
		case isVLA(t):
			return "__OMP_VIEW_BYTES(" + d.Name() + ")", true
		}
		return "", false
	}
	// A row of a view: a[i] or *a, a a multi-dimensional
	// variable-length array or a pointer to variable-length rows.
	var base cc.ExpressionNode
	switch y := e.(type) {
	case *cc.PostfixExpression:
		if y.Case == cc.PostfixExpressionIndex {
			base = y.PostfixExpression
		}
	case *cc.UnaryExpression:
		if y.Case == cc.UnaryExpressionDeref {
			base = y.CastExpression
		}
	}
	if base == nil {
		return "", false
	}
	root := rowRoot(base)
	d, t := identType(root)
	if d == nil {
		return "", false
	}
	if !(isVLA(t) && t.(*cc.ArrayType).Elem().Kind() == cc.Array) && !(t.Kind() == cc.Ptr && pointsToVLA(t)) {
		return "", false
	}
	if root == csyntax.Unparen(base) {
		return "__OMP_VIEW_ROWBYTES(" + d.Name() + ")", true
	}
	// A row of a row (a[i][j] of a three-dimensional one): its base is
	// itself a view on the device when it has rows of its own.
	if bt := undecayed(base); isVLA(bt) && bt.(*cc.ArrayType).Elem().Kind() == cc.Array {
		return "__OMP_VIEW_ROWBYTES(" + csyntax.Text(base) + ")", true
	}
	return "", false
}

// rowRoot is the expression under the subscripts and '*' of e.
func rowRoot(e cc.ExpressionNode) cc.ExpressionNode {
	for {
		e = csyntax.Unparen(e)
		switch y := e.(type) {
		case *cc.PostfixExpression:
			if y.Case == cc.PostfixExpressionIndex {
				e = y.PostfixExpression
				continue
			}
		case *cc.UnaryExpression:
			if y.Case == cc.UnaryExpressionDeref {
				e = y.CastExpression
				continue
			}
		}
		return e
	}
}

// undecayed is the type of e as sizeof sees it: an array, not the
// pointer it decays to.
func undecayed(e cc.ExpressionNode) cc.Type {
	t := csyntax.Unparen(e).Type()
	if t != nil && t.Kind() == cc.Ptr && t.Undecay() != nil {
		t = t.Undecay()
	}
	return t
}

// identType returns the variable e names and its type as sizeof sees
// it (a parameter declared as an array is the pointer it is).
func identType(e cc.ExpressionNode) (*cc.Declarator, cc.Type) {
	pe, ok := e.(*cc.PrimaryExpression)
	if !ok || pe.Case != cc.PrimaryExpressionIdent {
		return nil, nil
	}
	d, ok := pe.ResolvedTo().(*cc.Declarator)
	if !ok || d.Type() == nil {
		return nil, nil
	}
	t := d.Type()
	if d.IsParam() && t.Kind() == cc.Array {
		t = t.Decay()
	}
	return d, t
}

func isVLA(t cc.Type) bool {
	at, ok := t.(*cc.ArrayType)
	return ok && at.IsVLA()
}

func pointsToVLA(t cc.Type) bool {
	pt, ok := t.(*cc.PointerType)
	return ok && isVLA(pt.Elem())
}

// sizeofValues adds to subst the spelling of each sizeof of a
// variable-length array in n that VLASizeof spells.
func sizeofValues(n cc.Node, subst map[int]string) {
	csyntax.Walk(n, func(n cc.Node) bool {
		u, ok := n.(*cc.UnaryExpression)
		if !ok {
			return true
		}
		s, ok := VLASizeof(u)
		if !ok {
			return true
		}
		for i, tok := range csyntax.Tokens(u) {
			subst[tok.Seq()] = ""
			if i == 0 {
				subst[tok.Seq()] = s
			}
		}
		return false
	})
}
