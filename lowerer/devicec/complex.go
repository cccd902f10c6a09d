package devicec

// Complex values in device code. nvcc takes GNU C's complex types in C++
// but drops every arithmetic operation, comparison and conversion of
// them in device code without a word (the kernel compiles to a bare
// EXIT); copies and __real__/__imag__ work. So each operation is spelled
// as a call of a device header helper that computes on the parts, as C
// does (docs/device-code.md#complex-numbers):
//
//   - a op b (+ - * / == !=) with a complex operand:
//     __omp_c<op>[f][_cr|_rc](a, b), f for complex float, _cr and _rc
//     when the right or the left operand is real (C does not make it
//     complex: z + x keeps z's imaginary part);
//   - z op= w (+= -= *= /=) on a complex z: __omp_c<op>_set(&(z), w),
//     w converted to the operation's type, an overload for each pair;
//   - -z: __omp_cneg[f](z); ~z (GNU C's conjugate): conj[f](z);
//   - conversions, implicit or cast: a real value to complex
//     __omp_cplx[f](x), complex float and double to each other
//     __omp_cdouble(z) and __omp_cfloat(z), complex to real the real
//     part __real__ (z), to _Bool and as a condition __omp_ctest[f](z);
//   - imaginary constants (1.0i, I): __omp_imag[f](v).

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// complexOps names the device header's helper of each operator on
// complex operands.
var complexOps = map[string]string{
	"+": "add", "-": "sub", "*": "mul", "/": "div", "==": "eq", "!=": "ne",
	"+=": "add", "-=": "sub", "*=": "mul", "/=": "div",
}

// imaginary spells the floating imaginary constant lit (GNU C: 1.0i,
// 2.5fi, and I of <complex.h>, 1.0iF) of complex type t as a call of the
// device header's __omp_imag or __omp_imagf, which nvcc does not read as
// a user-defined literal.
func imaginary(lit string, t cc.Type) (string, bool) {
	num := strings.Map(func(r rune) rune {
		if r == 'i' || r == 'I' || r == 'j' || r == 'J' {
			return -1
		}
		return r
	}, lit)
	switch t.Kind() {
	case cc.ComplexDouble:
		return "__omp_imag(" + num + ")", true
	case cc.ComplexFloat:
		return "__omp_imagf(" + num + ")", true
	}
	return "", false
}

// complexSuffix is the suffix of the helpers of complex kind k.
func complexSuffix(k cc.Kind) string {
	if k == cc.ComplexFloat {
		return "f"
	}
	return ""
}

// complexBinary spells a op b, when an operand is complex, as the call
// of its helper: the operator becomes the comma between the arguments,
// a complex operand of another kind than the operation's is converted,
// a real one is passed as it is.
func (r *Rewriter) complexBinary(a cc.ExpressionNode, op cc.Token, b cc.ExpressionNode, subst map[int]string) {
	if a == nil || b == nil {
		return
	}
	ka, kb := complexKind(a), complexKind(b)
	name, ok := complexOps[op.SrcStr()]
	if ka == 0 && kb == 0 || !ok {
		return
	}
	ta, tb := csyntax.Tokens(a), csyntax.Tokens(b)
	if len(ta) == 0 || len(tb) == 0 {
		return
	}
	k := binaryKind(ka, kb, a, b)
	name = "__omp_c" + name + complexSuffix(k)
	switch {
	case ka == 0:
		name += "_rc"
	case kb == 0:
		name += "_cr"
	}
	r.wraps = append(r.wraps, wrap{first: ta[0], last: tb[len(tb)-1], pre: name + "(", post: ")"})
	subst[op.Seq()] = ","
	r.complexConvert(k, a)
	r.complexConvert(k, b)
}

// complexAssign spells z op= w on a complex z as __omp_c<op>_set(&(z),
// w), w converted to the operation's type (the device header has an
// overload for each pair of z's type and that type); C computes z op w
// in the type of both and converts the result to z's.
func (r *Rewriter) complexAssign(x *cc.AssignmentExpression, subst map[int]string) {
	name, ok := complexOps[x.Token.SrcStr()]
	z, w := x.UnaryExpression, x.AssignmentExpression
	if !ok || z == nil || w == nil || z.Type() == nil {
		return
	}
	kz, kw := complexKind(z), complexKind(w)
	if kz == 0 && kw == 0 {
		return
	}
	tz, tw := csyntax.Tokens(z), csyntax.Tokens(w)
	if len(tz) == 0 || len(tw) == 0 {
		return
	}
	if kz == 0 {
		r.in.Errs.Errorf(frontend.Position(x.Token), "'%s' of a complex value to a real object is not supported in device code yet; write the assignment and the operation", x.Token.SrcStr())
		return
	}
	k := binaryKind(kz, kw, z, w)
	r.wraps = append(r.wraps, wrap{first: tz[0], last: tw[len(tw)-1], pre: "__omp_c" + name + "_set(&(", post: ")"})
	subst[x.Token.Seq()] = "),"
	if kw != 0 {
		r.complexConvert(k, w)
		return
	}
	elem := "double"
	if k == cc.ComplexFloat {
		elem = "float"
	}
	r.wraps = append(r.wraps, wrap{first: tw[0], last: tw[len(tw)-1], pre: "((" + elem + ")(", post: "))"})
}

// complexUnary spells -z as __omp_cneg(z) and GNU C's conjugate ~z as
// conj(z).
func (r *Rewriter) complexUnary(x *cc.UnaryExpression, subst map[int]string) {
	k := complexKind(x.CastExpression)
	toks := csyntax.Tokens(x.CastExpression)
	if k == 0 || len(toks) == 0 {
		return
	}
	fn := "__omp_cneg"
	if x.Case == cc.UnaryExpressionCpl {
		fn = "conj"
	}
	subst[x.Token.Seq()] = ""
	r.wraps = append(r.wraps, wrap{first: x.Token, last: toks[len(toks)-1], pre: fn + complexSuffix(k) + "(", post: ")"})
}

// complexCast makes the operand of a cast to an arithmetic type the
// value of that type already when the cast would convert a complex
// value or make one (nvcc drops those conversions); the cast that stays
// converts nothing.
func (r *Rewriter) complexCast(x *cc.CastExpression) {
	if x.Case != cc.CastExpressionCast || x.TypeName == nil || x.TypeName.Type() == nil {
		return
	}
	to, e := x.TypeName.Type(), x.CastExpression
	switch {
	case ctype.IsDeviceComplex(to):
		r.cxxComplexOperand(to, e)
	case cc.IsArithmeticType(to):
		r.complexToReal(to, e, "", "")
	}
}

// complexToReal makes complex e converted to real type to what C takes:
// the real part, or for a _Bool whether e is not 0, within pre and post
// (a cast around it). It reports whether e is complex.
func (r *Rewriter) complexToReal(to cc.Type, e cc.ExpressionNode, pre, post string) bool {
	k := complexKind(e)
	toks := csyntax.Tokens(e)
	if k == 0 || len(toks) == 0 {
		return false
	}
	if to.Kind() == cc.Bool {
		pre += "__omp_ctest" + complexSuffix(k) + "("
	} else {
		pre += "__real__ ("
	}
	r.wraps = append(r.wraps, wrap{first: toks[0], last: toks[len(toks)-1], pre: pre, post: ")" + post})
	return true
}

// complexBranches converts the branches of c ? a : b to the complex
// type of the result when one is complex.
func (r *Rewriter) complexBranches(x *cc.ConditionalExpression) {
	a, b := x.ExpressionList, x.ConditionalExpression
	if a == nil || b == nil {
		return
	}
	ka, kb := complexKind(a), complexKind(b)
	if ka == 0 && kb == 0 {
		return
	}
	k := binaryKind(ka, kb, a, b)
	for _, e := range []cc.ExpressionNode{a, b} {
		if complexKind(e) == 0 {
			r.complexWrap(k, e)
		} else {
			r.complexConvert(k, e)
		}
	}
}

// binaryKind is the complex kind of an operation of operands a and b
// of complex kinds ka and kb (0: real), not both real: complex double
// beside a double, as C's usual arithmetic conversions make it.
func binaryKind(ka, kb cc.Kind, a, b cc.ExpressionNode) cc.Kind {
	switch {
	case ka == cc.ComplexDouble || kb == cc.ComplexDouble:
		return cc.ComplexDouble
	case ka == 0:
		return opKind(kb, a)
	case kb == 0:
		return opKind(ka, b)
	}
	return cc.ComplexFloat
}

// opKind is the complex kind of an operation of a complex operand of
// kind k with real operand e: complex double beside a double.
func opKind(k cc.Kind, e cc.ExpressionNode) cc.Kind {
	if t := e.Type(); t != nil && (t.Kind() == cc.Double || t.Kind() == cc.LongDouble) {
		return cc.ComplexDouble
	}
	return k
}

// cxxComplexOperand makes e a value of complex type to: nvcc refuses
// C's implicit conversion of a real value to a complex type in device
// code (even written as a cast), so the device header's __omp_cplx and
// __omp_cplxf build it from its parts; and it drops the conversions
// between complex float and complex double, which __omp_cdouble and
// __omp_cfloat make.
func (r *Rewriter) cxxComplexOperand(to cc.Type, e cc.ExpressionNode) {
	if e == nil || e.Type() == nil {
		return
	}
	if complexKind(e) != 0 {
		r.complexConvert(to.Kind(), e)
		return
	}
	if cc.IsArithmeticType(e.Type()) {
		r.complexWrap(to.Kind(), e)
	}
}

// complexConvert converts complex e to complex kind k when it is of the
// other kind.
func (r *Rewriter) complexConvert(k cc.Kind, e cc.ExpressionNode) {
	ke := complexKind(e)
	toks := csyntax.Tokens(e)
	if ke == 0 || ke == k || len(toks) == 0 {
		return
	}
	fn := "__omp_cdouble("
	if k == cc.ComplexFloat {
		fn = "__omp_cfloat("
	}
	r.wraps = append(r.wraps, wrap{first: toks[0], last: toks[len(toks)-1], pre: fn, post: ")"})
}

// complexWrap wraps real expression e in the conversion to complex kind
// k.
func (r *Rewriter) complexWrap(k cc.Kind, e cc.ExpressionNode) {
	toks := csyntax.Tokens(e)
	if len(toks) == 0 {
		return
	}
	r.wraps = append(r.wraps, wrap{first: toks[0], last: toks[len(toks)-1], pre: "__omp_cplx" + complexSuffix(k) + "(", post: ")"})
}

// complexKind is the complex kind (ComplexFloat, ComplexDouble) of
// arithmetic expression e, 0 when it is real. The front end types a
// real operand beside a complex one (1.0 * I) as real, so + - * /,
// unary - + ~, ?: and parentheses are followed down.
func complexKind(e cc.Node) cc.Kind {
	var a, b cc.ExpressionNode
	switch x := e.(type) {
	case *cc.AdditiveExpression:
		a, b = x.AdditiveExpression, x.MultiplicativeExpression
	case *cc.MultiplicativeExpression:
		a, b = x.MultiplicativeExpression, x.CastExpression
	case *cc.ConditionalExpression:
		a, b = x.ExpressionList, x.ConditionalExpression
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionMinus, cc.UnaryExpressionPlus, cc.UnaryExpressionCpl:
			return complexKind(x.CastExpression)
		}
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionExpr {
			return complexKind(x.ExpressionList)
		}
	}
	if a == nil || b == nil {
		if x, ok := e.(cc.ExpressionNode); ok && x != nil && x.Type() != nil && ctype.IsComplex(x.Type()) {
			return x.Type().Kind()
		}
		return 0
	}
	ka, kb := complexKind(a), complexKind(b)
	if ka == 0 && kb == 0 {
		return 0
	}
	return binaryKind(ka, kb, a, b)
}

// complexTest makes complex expression e, used as a condition (if,
// while, for, !, &&, ||, ?:), the test whether it is not 0, which is
// what C tests (nvcc refuses the conversion to bool).
func (r *Rewriter) complexTest(e cc.ExpressionNode) {
	k := complexKind(e)
	toks := csyntax.Tokens(e)
	if k == 0 || len(toks) == 0 {
		return
	}
	r.wraps = append(r.wraps, wrap{first: toks[0], last: toks[len(toks)-1], pre: "__omp_ctest" + complexSuffix(k) + "(", post: ")"})
}
