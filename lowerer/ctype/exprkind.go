package ctype

import (
	"fmt"
	"math"

	"modernc.org/cc/v4"
)

// The front end gives an enumeration without negative values the type
// unsigned int, as gcc and clang do (frontend.go sets cc's UnsignedEnums),
// but with that option it also types the enumeration's constants unsigned
// int, where C types every enumeration constant int (C11 6.4.4.3): KA - 5
// is negative in C. ExprKind recomputes the kind of an integer expression
// holding enumeration constants.

// ExprKind returns the kind of e's type in C: e.Type()'s kind (an
// enumeration's underlying kind), except that enumeration constants with
// values in int's range are int, and the arithmetic on them is typed
// from that.
func ExprKind(e cc.ExpressionNode) cc.Kind {
	if e == nil || e.Type() == nil {
		return cc.InvalidKind
	}
	own := Kind(e.Type())
	bin := func(l, r cc.ExpressionNode) cc.Kind {
		if k := UsualConversion(ExprKind(l), ExprKind(r)); k != cc.InvalidKind {
			return k
		}
		return own
	}
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionIdent:
			if en, ok := x.ResolvedTo().(*cc.Enumerator); ok && fitsInt(en.Value()) {
				return cc.Int
			}
		case cc.PrimaryExpressionExpr:
			if l, ok := x.ExpressionList.(*cc.ExpressionList); ok {
				for l.ExpressionList != nil {
					l = l.ExpressionList
				}
				return ExprKind(l.AssignmentExpression)
			}
			return ExprKind(x.ExpressionList)
		}
	case *cc.ExpressionList:
		for x.ExpressionList != nil {
			x = x.ExpressionList
		}
		return ExprKind(x.AssignmentExpression)
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionPlus, cc.UnaryExpressionMinus, cc.UnaryExpressionCpl:
			if k := promote(ExprKind(x.CastExpression)); k != cc.InvalidKind {
				return k
			}
		}
	case *cc.AdditiveExpression:
		if x.Case != cc.AdditiveExpressionMul {
			return bin(x.AdditiveExpression, x.MultiplicativeExpression)
		}
	case *cc.MultiplicativeExpression:
		return bin(x.MultiplicativeExpression, x.CastExpression)
	case *cc.AndExpression:
		return bin(x.AndExpression, x.EqualityExpression)
	case *cc.ExclusiveOrExpression:
		return bin(x.ExclusiveOrExpression, x.AndExpression)
	case *cc.InclusiveOrExpression:
		return bin(x.InclusiveOrExpression, x.ExclusiveOrExpression)
	case *cc.ShiftExpression:
		if x.Case != cc.ShiftExpressionAdd {
			if k := promote(ExprKind(x.ShiftExpression)); k != cc.InvalidKind {
				return k
			}
		}
	case *cc.ConditionalExpression:
		if x.Case == cc.ConditionalExpressionCond {
			return bin(x.ExpressionList, x.ConditionalExpression)
		}
	}
	return own
}

// Kind is t's kind, an enumeration's underlying one.
func Kind(t cc.Type) cc.Kind {
	if et, ok := t.(*cc.EnumType); ok && et.UnderlyingType() != nil {
		return et.UnderlyingType().Kind()
	}
	return t.Kind()
}

func fitsInt(v cc.Value) bool {
	switch v := v.(type) {
	case cc.Int64Value:
		return v >= math.MinInt32 && v <= math.MaxInt32
	case cc.UInt64Value:
		return v <= math.MaxInt32
	}
	return false
}

// KindName spells an arithmetic kind ("" for others).
func KindName(k cc.Kind) string {
	if _, ok := arithKinds[k]; !ok {
		return ""
	}
	return basic[k]
}

// IsSignedKind reports whether an arithmetic kind is signed.
func IsSignedKind(k cc.Kind) bool { return arithKinds[k].signed }

// arith describes an arithmetic type on LP64 targets (x86_64 and the
// CUDA device that matches it).
type arith struct {
	rank     int
	signed   bool
	floating bool
}

var arithKinds = map[cc.Kind]arith{
	cc.Bool: {0, false, false}, cc.Char: {1, true, false}, cc.SChar: {1, true, false}, cc.UChar: {1, false, false},
	cc.Short: {2, true, false}, cc.UShort: {2, false, false}, cc.Int: {3, true, false}, cc.UInt: {3, false, false},
	cc.Long: {4, true, false}, cc.ULong: {4, false, false}, cc.LongLong: {5, true, false}, cc.ULongLong: {5, false, false},
	cc.Float: {6, true, true}, cc.Double: {7, true, true},
}

var unsignedOf = map[cc.Kind]cc.Kind{cc.Int: cc.UInt, cc.Long: cc.ULong, cc.LongLong: cc.ULongLong}

// promote applies the integer promotions to an arithmetic kind
// (cc.InvalidKind for others).
func promote(k cc.Kind) cc.Kind {
	a, ok := arithKinds[k]
	switch {
	case !ok:
		return cc.InvalidKind
	case !a.floating && a.rank < 3:
		return cc.Int
	}
	return k
}

// UsualConversion returns the common type of the usual arithmetic
// conversions (C11 6.3.1.8), or cc.InvalidKind.
func UsualConversion(x, y cc.Kind) cc.Kind {
	ax, okx := arithKinds[x]
	ay, oky := arithKinds[y]
	if !okx || !oky {
		return cc.InvalidKind
	}
	if ax.floating || ay.floating {
		if ax.rank >= ay.rank {
			return x
		}
		return y
	}
	x, y = promote(x), promote(y)
	ax, ay = arithKinds[x], arithKinds[y]
	switch {
	case x == y:
		return x
	case ax.signed == ay.signed:
		if ax.rank > ay.rank {
			return x
		}
		return y
	}
	s, u := x, y
	if !ax.signed {
		s, u = y, x
	}
	as, au := arithKinds[s], arithKinds[u]
	if au.rank >= as.rank {
		return u
	}
	// A signed type of higher rank holds every value of the unsigned one
	// when it is wider: long and long long hold unsigned int.
	if kindSize(s) > kindSize(u) {
		return s
	}
	return unsignedOf[s]
}

func kindSize(k cc.Kind) int {
	switch k {
	case cc.Int, cc.UInt:
		return 4
	case cc.Long, cc.ULong, cc.LongLong, cc.ULongLong:
		return 8
	}
	return 0
}

// EnumConst spells enumeration constant e for the device source, which
// defines no enumerations: its value, an int where it fits (C's type of
// every enumeration constant), else cast to the type gcc and clang give
// it beyond int (the enumeration's: unsigned int, long, unsigned long),
// which C++ would not give the bare literal (2147483648 is a long).
func EnumConst(e *cc.Enumerator) string {
	v := e.Value()
	if fitsInt(v) || e.Type() == nil {
		return fmt.Sprintf("(%v)", v)
	}
	k := Kind(e.Type())
	name := KindName(k)
	if name == "" {
		return fmt.Sprintf("(%v)", v)
	}
	suffix := ""
	if !IsSignedKind(k) {
		suffix = "u"
	}
	return fmt.Sprintf("((%s)%v%s)", name, v, suffix)
}
