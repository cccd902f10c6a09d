package devicec

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// long double on the device: nvcc compiles it as double (warning 20208)
// while the host keeps its 80-bit x87 format, so a value crossing to the
// device, or computed there, would silently differ from the host's (clang
// refuses the type for NVPTX). Code bound for the device must not use it.

// LongDoubles reports the uses of long double in code bound for the
// device, into Errs.
type LongDoubles struct {
	Errs *diag.List
	seen map[string]bool // the keys reported
	// exempt: long double constants cast to another type, as <float.h>
	// spells DBL_MAX, DBL_EPSILON: the host converts them when it
	// compiles, and the device's double constant is the same value.
	exempt map[cc.Node]bool
}

// Check reports the first use of a long double type (directly, through
// pointers and arrays, or inside a struct or union) in node n of code
// bound for the device; key names the region or function, so that each
// gets one error.
func (l *LongDoubles) Check(n cc.Node, key, where string) {
	var t cc.Type
	switch x := n.(type) {
	case cc.ExpressionNode:
		if c, ok := x.(*cc.CastExpression); ok && c.Case == cc.CastExpressionCast && c.Type() != nil && !HasLongDouble(c.Type()) {
			if pe, ok := csyntax.Unparen(c.CastExpression).(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionFloat {
				if l.exempt == nil {
					l.exempt = map[cc.Node]bool{}
				}
				l.exempt[pe] = true
			}
		}
		if l.exempt[x] {
			return
		}
		t = x.Type()
	case *cc.Declarator:
		t = x.Type()
	default:
		return
	}
	if t == nil || l.seen[key] || !HasLongDouble(t) {
		return
	}
	if l.seen == nil {
		l.seen = map[string]bool{}
	}
	l.seen[key] = true
	p := n.Position()
	what := "type '" + ctype.Spell(t) + "'"
	if t.Kind() != cc.LongDouble {
		what += ", which holds a long double,"
	}
	l.Errs.Errorf(diag.Pos{File: p.Filename, Line: p.Line, Col: p.Column},
		"%s is not supported in %s: the device computes 'long double' as 'double', so its values would differ from the host's; use double", what, where)
}

// HasLongDouble reports whether t is, points to or holds a long double.
func HasLongDouble(t cc.Type) bool {
	return ctype.Holds(t, true, ctype.IsLongDouble)
}
