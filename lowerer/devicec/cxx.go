package devicec

// Device code is compiled as C++, and some C expressions type differently
// there (docs/device-code.md). While the walks over device code visit each
// node, Node records what must be spelled out so that C++ computes what C
// does; the names that are C++ keywords are the device emitter's business
// (emit/device/cxx.go).
//
//   - enum E (a type specifier): the enumeration's integer type, as C
//     treats it (the device source defines no enumerations; enumerators
//     are their values already), so enum arithmetic assigns as in C;
//   - a character constant: cast to its C type (int), 'a' being a char in
//     C++;
//   - sizeof of an expression whose C++ type differs (character
//     constants, comparisons, !, && and ||, which are int in C): the size
//     C gives;
//   - conversions C makes implicitly and C++ does not, at assignments,
//     initializers, arguments of prototyped calls and returns: from void *
//     (or a pointer to a more qualified type, e.g. a string literal) to
//     another object pointer, as a cast;
//   - auto as a storage class: dropped (a type specifier in C++);
//   - arguments of the C library's math functions (sqrt, pow, abs, ...):
//     converted to the parameter's type, as C does; C++ overloads would
//     pick another precision (pow(float, float)), another function
//     (abs(long)) or none (sqrt(int) on nvcc);
//   - designated initializers: an array's become positional, a record's
//     are put in the members' order (cxxDesignators).
//
// What C++ rejects and has no rewrite here is an error at its position:
// jumps into the scope of an initialized variable (CheckJumpsPastInit) and
// the designated initializers cxxDesignators cannot put in C++'s form.

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// cudaBuiltins are the built-in variables of CUDA, which the generated
// code uses.
var cudaBuiltins = map[string]bool{"threadIdx": true, "blockIdx": true, "blockDim": true, "gridDim": true, "warpSize": true}

// wrap puts pre before the token first and post after the token last.
type wrap struct {
	first, last cc.Token
	pre, post   string
}

// Node records the rewrites of node n (see above); those that wrap an
// expression wait in r.wraps for Apply. It is one type switch over the
// node kinds C and C++ read differently, kept whole so that the list of
// differences can be checked in one place; the longer cases are methods
// of their own.
func (r *Rewriter) Node(n cc.Node, subst map[int]string) {
	switch x := n.(type) {
	case *cc.TypeSpecifier:
		r.typeSpecifier(x, subst)
	case *cc.PrimaryExpression:
		r.primary(x, subst)
	case *cc.UnaryExpression:
		r.unary(x, subst)
	case *cc.AssignmentExpression:
		switch {
		case x.Case == cc.AssignmentExpressionAssign:
			r.cxxConvert(x.UnaryExpression.Type(), x.AssignmentExpression, false)
		default:
			r.complexAssign(x, subst)
		}
	case *cc.LogicalAndExpression:
		r.complexTest(x.LogicalAndExpression)
		r.complexTest(x.InclusiveOrExpression)
	case *cc.LogicalOrExpression:
		r.complexTest(x.LogicalOrExpression)
		r.complexTest(x.LogicalAndExpression)
	case *cc.ConditionalExpression:
		r.complexTest(x.LogicalOrExpression)
		r.complexBranches(x)
	case *cc.CastExpression:
		r.complexCast(x)
	case *cc.SelectionStatement:
		if x.Case != cc.SelectionStatementSwitch {
			r.complexTest(x.ExpressionList)
		}
	case *cc.IterationStatement:
		if x.Case == cc.IterationStatementFor {
			r.complexTest(x.ExpressionList2)
		} else {
			r.complexTest(x.ExpressionList)
		}
	case *cc.AdditiveExpression:
		r.complexBinary(x.AdditiveExpression, x.Token, x.MultiplicativeExpression, subst)
	case *cc.MultiplicativeExpression:
		r.complexBinary(x.MultiplicativeExpression, x.Token, x.CastExpression, subst)
	case *cc.EqualityExpression:
		if x.Case != cc.EqualityExpressionRel {
			r.complexBinary(x.EqualityExpression, x.Token, x.RelationalExpression, subst)
		}
	case *cc.Initializer:
		if x.Case == cc.InitializerExpr {
			// In braces C++ refuses narrowing conversions (int a[] =
			// {1.5}, char c[] = {300}) that C makes implicitly.
			r.cxxConvert(x.Type(), x.AssignmentExpression, x.Parent() != nil)
			r.cxxFullString(x, subst)
		}
		r.cxxDesignators(x, subst)
	case *cc.GenericSelection:
		r.cxxGeneric(x, subst)
	case *cc.Declaration:
		if x.Case == cc.DeclarationAuto {
			r.cxxAutoType(x, subst)
		}
		if declaresEnumOnly(x) {
			// `enum { N = 4 };` declares only constants, which device code
			// spells as their values: what is left, `unsigned ;`, C++
			// refuses. The ';' stays, an empty statement.
			toks := csyntax.Tokens(x)
			for _, t := range toks[:len(toks)-1] {
				subst[t.Seq()] = ""
			}
		}
	case *cc.StorageClassSpecifier:
		if x.Case == cc.StorageClassSpecifierAuto {
			subst[x.Token.Seq()] = "" // a type specifier in C++
		}
	case *cc.JumpStatement:
		if x.Case == cc.JumpStatementReturn && x.ExpressionList != nil && r.Result != nil {
			r.cxxConvert(r.Result, x.ExpressionList, false)
		}
	case *cc.PostfixExpression:
		r.postfix(x, subst)
	}
}

// typeSpecifier rewrites typeof(e) where C++ would type e otherwise
// (cxxTypeof), and an enum specifier as the enumeration's integer type,
// as C treats it (the device source defines no enumerations).
func (r *Rewriter) typeSpecifier(x *cc.TypeSpecifier, subst map[int]string) {
	if x.Case == cc.TypeSpecifierTypeofExpr {
		r.cxxTypeof(x, subst)
		return
	}
	if x.Case != cc.TypeSpecifierEnum || x.EnumSpecifier == nil {
		return
	}
	toks := csyntax.Tokens(x.EnumSpecifier)
	if len(toks) == 0 {
		return
	}
	if _, done := subst[toks[0].Seq()]; done {
		return // a declaration of enumeration constants only, dropped
	}
	s, err := ctype.Decl(x.EnumSpecifier.Type(), "")
	if err != nil {
		r.in.Errs.Errorf(frontend.Position(toks[0]), "%v", err)
		return
	}
	for i, t := range toks {
		if i == 0 {
			subst[t.Seq()] = s
		} else {
			subst[t.Seq()] = ""
		}
	}
}

// primary checks names of CUDA's built-in variables and rewrites
// imaginary constants and character constants (an int in C, a char in
// C++).
func (r *Rewriter) primary(x *cc.PrimaryExpression, subst map[int]string) {
	switch x.Case {
	case cc.PrimaryExpressionIdent:
		if cudaBuiltins[x.Token.SrcStr()] {
			if _, ok := x.ResolvedTo().(*cc.Declarator); ok {
				r.in.Errs.Errorf(frontend.Position(x.Token), "'%s' names a built-in variable of the device code (CUDA); a variable of that name in device code is not supported yet", x.Token.SrcStr())
			}
		}
	case cc.PrimaryExpressionInt, cc.PrimaryExpressionFloat:
		if t := x.Type(); t != nil && ctype.IsComplex(t) {
			if v, ok := imaginary(x.Token.SrcStr(), t); ok {
				subst[x.Token.Seq()] = v
				return
			}
			r.in.Errs.Errorf(frontend.Position(x.Token), "the imaginary constant '%s' is not supported in device code yet (nvcc reads it as a C++ user-defined literal); build the value with __real__ and __imag__", x.Token.SrcStr())
		}
	case cc.PrimaryExpressionChar, cc.PrimaryExpressionLChar:
		if _, done := subst[x.Token.Seq()]; done {
			return // inside a replaced range
		}
		if s, err := ctype.Decl(x.Type(), ""); err == nil {
			subst[x.Token.Seq()] = "((" + s + ")" + x.Token.SrcStr() + ")"
		}
	}
}

// unary rewrites the unary expressions C and C++ read differently:
// steps of a _Bool, complex operands, sizeof of types defined in place
// and sizeof of expressions whose type differs in C++ (C's value
// printed instead); the address of a compound literal is refused.
func (r *Rewriter) unary(x *cc.UnaryExpression, subst map[int]string) {
	if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
		r.cxxBoolStep(subst, x.UnaryExpression, x.Token, x.Case == cc.UnaryExpressionInc, false)
		return
	}
	switch x.Case {
	case cc.UnaryExpressionNot:
		r.complexTest(x.CastExpression)
	case cc.UnaryExpressionMinus, cc.UnaryExpressionCpl:
		r.complexUnary(x, subst)
	case cc.UnaryExpressionAddrof:
		if lit := compoundLiteral(x.CastExpression); lit != nil {
			r.in.Errs.Errorf(frontend.Position(x.Token), "the address of a compound literal is not supported in device code yet (in C++, the device code's language, a compound literal is a temporary); declare a variable")
		}
	case cc.UnaryExpressionSizeofExpr, cc.UnaryExpressionAlignofExpr:
		r.cxxArrayLitOK(x.UnaryExpression)
	case cc.UnaryExpressionSizeofType, cc.UnaryExpressionAlignofType:
		if definesRecord(x.TypeName) {
			// C++ defines no types in sizeof: C's value instead.
			r.cxxConstant(x, subst)
		}
	}
	if x.Case != cc.UnaryExpressionSizeofExpr || !cxxTypeDiffers(x.UnaryExpression) {
		return
	}
	v, ok := intValue(x)
	if !ok {
		return
	}
	if t := commaResultType(x.UnaryExpression); t != nil && t.Kind() == cc.Ptr && t.Undecay() != t {
		// C decays the right operand of a comma; the front end
		// undecays it for sizeof: sizeof(0, arr) is a pointer's.
		v = fmt.Sprint(t.Size())
	}
	printValue(x, v, subst)
}

// postfix rewrites the postfix expressions C and C++ read differently:
// steps of a _Bool, array literals, compound literals (designators,
// narrowing conversions of their items) and the arguments of calls.
func (r *Rewriter) postfix(x *cc.PostfixExpression, subst map[int]string) {
	if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
		r.cxxBoolStep(subst, x.PostfixExpression, x.Token, x.Case == cc.PostfixExpressionInc, true)
		return
	}
	switch x.Case {
	case cc.PostfixExpressionIndex:
		r.cxxArrayLitOK(x.PostfixExpression)
	case cc.PostfixExpressionComplit:
		r.cxxArrayLiteral(x)
		if x.TypeName != nil {
			r.cxxDesignatorList(x.TypeName.Type(), x.InitializerList, x.Token3, subst)
		}
		for l := x.InitializerList; l != nil; l = l.InitializerList {
			// In braces: no narrowing in C++ (the Initializer case
			// converts pointers; the list's own items have no parent).
			// (A complex item's conversion is the Initializer case's.)
			if in := l.Initializer; in != nil && in.Case == cc.InitializerExpr && in.Parent() == nil && in.Type() != nil && in.AssignmentExpression.Type() != nil &&
				cc.IsArithmeticType(in.Type()) && cc.IsArithmeticType(in.AssignmentExpression.Type()) && !ctype.IsDeviceComplex(in.Type()) {
				r.cxxConvert(in.Type(), in.AssignmentExpression, true)
			}
		}
	case cc.PostfixExpressionCall:
		r.callArgs(x)
	}
}

// callArgs converts the arguments of a call of a declared function to
// its parameters' types as C does (C++ converts fewer implicitly).
func (r *Rewriter) callArgs(x *cc.PostfixExpression) {
	pe, ok := x.PostfixExpression.(*cc.PrimaryExpression)
	if !ok || pe.Case != cc.PrimaryExpressionIdent {
		return
	}
	d, ok := pe.ResolvedTo().(*cc.Declarator)
	if !ok || d == nil {
		return
	}
	ft, ok := d.Type().(*cc.FunctionType)
	if !ok {
		return
	}
	name := d.Name()
	if strings.HasPrefix(name, "__builtin_") {
		return // the front end's declarations of builtins are not C's (nan's string is a char *)
	}
	library := r.in.LibraryCall(name)
	params := ft.Parameters()
	i := 0
	for l := x.ArgumentExpressionList; l != nil; l = l.ArgumentExpressionList {
		if i < len(params) && params[i].Type() != nil && r.in.VLAArg(params[i].Type(), l.AssignmentExpression) {
			// the parameter is a pointer to the first element of variable-length rows
		} else if i < len(params) && params[i].Type() != nil && params[i].Type().Kind() != cc.Void {
			r.cxxConvert(params[i].Type(), l.AssignmentExpression, library)
		}
		i++
	}
}

// cxxTypeDiffers reports whether expression e holds an operand whose type
// may differ in C++: one that is int in C and narrower in C++, or a
// conditional or comma expression, whose operands C converts (promotes
// char, short and _Bool; decays arrays) and C++ keeps as they are when
// both are of one type (c ? ch1 : ch2 is a char, (0, arr) an array).
func cxxTypeDiffers(e cc.Node) bool {
	found := false
	csyntax.Walk(e, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.PrimaryExpression:
			found = found || x.Case == cc.PrimaryExpressionChar
		case *cc.RelationalExpression, *cc.EqualityExpression, *cc.LogicalAndExpression, *cc.LogicalOrExpression:
			found = true
		case *cc.ConditionalExpression:
			found = found || x.Case == cc.ConditionalExpressionCond
		case *cc.ExpressionList:
			found = found || x.ExpressionList != nil
		case *cc.UnaryExpression:
			found = found || x.Case == cc.UnaryExpressionNot
		}
		return !found
	})
	return found
}

// cxxAutoType spells GNU C's __auto_type (unknown to C++) as the type C
// gives the variable: its initializer's (an enumeration constant being
// an int, ctype.ExprKind), which C++'s auto would not always deduce (a
// comparison is a bool there).
func (r *Rewriter) cxxAutoType(x *cc.Declaration, subst map[int]string) {
	pos := frontend.Position(x.Token)
	var spelled string
	if x.Initializer != nil && x.Initializer.AssignmentExpression != nil && x.Declarator != nil && x.Declarator.Type() != nil {
		t := x.Declarator.Type()
		if cc.IsArithmeticType(t) {
			spelled = ctype.KindName(ctype.ExprKind(x.Initializer.AssignmentExpression))
		} else if s, err := ctype.Decl(t, ""); err == nil && !strings.ContainsAny(s, "([") {
			spelled = s
		}
	}
	if spelled == "" {
		r.in.Errs.Errorf(pos, "__auto_type of this initializer is not supported in device code yet; write the type")
		return
	}
	subst[x.Token.Seq()] = spelled
}

// cxxGeneric spells a generic selection (C++ has none) as the expression
// it chooses, in parentheses: the controlling expression and the other
// associations are never evaluated. Their tokens are printed as nothing
// (r.removed, which Apply enforces over later rewrites of those
// tokens) and count as moved for the cleanups.
func (r *Rewriter) cxxGeneric(x *cc.GenericSelection, subst map[int]string) {
	toks := csyntax.Tokens(x)
	assoc := x.Associated()
	if len(toks) == 0 {
		return
	}
	if assoc == nil || assoc.AssignmentExpression == nil {
		r.in.Errs.Errorf(frontend.Position(toks[0]), "no association of this generic selection matches the type of its controlling expression")
		return
	}
	if ctrl := x.AssignmentExpression; ctrl != nil && ctrl.Type() != nil && ctype.ExprKind(ctrl) != ctype.Kind(ctrl.Type()) {
		// The front end chose by the unsigned type it gives the
		// constants of an unsigned enumeration; C types them int.
		r.in.Errs.Errorf(frontend.Position(toks[0]), "a generic selection whose controlling expression holds an enumeration constant is not supported in device code yet")
		return
	}
	chosen := csyntax.Tokens(assoc.AssignmentExpression)
	lo, hi := chosen[0].Seq(), chosen[len(chosen)-1].Seq()
	if r.removed == nil {
		r.removed = map[int]bool{}
	}
	if r.moved == nil {
		r.moved = map[int]bool{}
	}
	for i, t := range toks {
		switch {
		case i == 0:
			subst[t.Seq()] = "("
		case i == len(toks)-1:
			subst[t.Seq()] = ")"
		case t.Seq() < lo || t.Seq() > hi:
			subst[t.Seq()] = ""
			r.removed[t.Seq()] = true
		default:
			continue
		}
		r.moved[t.Seq()] = true
	}
}

// definesRecord reports whether n holds the definition of a struct or
// union (struct { int a; }).
func definesRecord(n cc.Node) bool {
	found := false
	csyntax.Walk(n, func(m cc.Node) bool {
		if s, ok := m.(*cc.StructOrUnionSpecifier); ok && s.Case == cc.StructOrUnionSpecifierDef {
			found = true
		}
		return !found
	})
	return found
}

// cxxConstant prints integer constant expression e as its value, of e's
// type.
func (r *Rewriter) cxxConstant(e cc.ExpressionNode, subst map[int]string) {
	if v, ok := intValue(e); ok {
		printValue(e, v, subst)
	}
}

// intValue returns the value of integer constant expression e as a
// literal; ok is false when e has no integer value.
func intValue(e cc.ExpressionNode) (v string, ok bool) {
	switch val := e.Value().(type) {
	case cc.UInt64Value:
		return fmt.Sprint(uint64(val)), true
	case cc.Int64Value:
		return fmt.Sprint(int64(val)), true
	}
	return "", false
}

// printValue prints expression e as the literal v converted to e's type.
func printValue(e cc.ExpressionNode, v string, subst map[int]string) {
	ts, err := ctype.Decl(e.Type(), "")
	if err != nil {
		return
	}
	for i, t := range csyntax.Tokens(e) {
		if i == 0 {
			subst[t.Seq()] = "((" + ts + ")" + v + ")"
		} else {
			subst[t.Seq()] = ""
		}
	}
}

// compoundLiteral returns e, in parentheses or not, when it is a compound
// literal, else nil.
func compoundLiteral(e cc.ExpressionNode) *cc.PostfixExpression {
	for {
		p, ok := e.(*cc.PrimaryExpression)
		if !ok || p.Case != cc.PrimaryExpressionExpr {
			break
		}
		e = p.ExpressionList
	}
	if p, ok := e.(*cc.PostfixExpression); ok && p.Case == cc.PostfixExpressionComplit {
		return p
	}
	return nil
}

// cxxArrayLitOK notes that e, when it is a compound literal, is used
// where C++ takes an array temporary as C takes the array: subscripted,
// or the operand of sizeof.
func (r *Rewriter) cxxArrayLitOK(e cc.ExpressionNode) {
	if lit := compoundLiteral(e); lit != nil {
		if r.litOK == nil {
			r.litOK = map[*cc.PostfixExpression]bool{}
		}
		r.litOK[lit] = true
	}
}

// cxxArrayLiteral reports an array compound literal used other than as
// cxxArrayLitOK says (its parent was visited first): in C an array
// object of the enclosing block, in C++ a temporary array that does not
// decay to a pointer (g++ refuses) and would end with its expression.
func (r *Rewriter) cxxArrayLiteral(x *cc.PostfixExpression) {
	if x.TypeName == nil || x.TypeName.Type() == nil || x.TypeName.Type().Kind() != cc.Array || r.litOK[x] {
		return
	}
	r.in.Errs.Errorf(frontend.Position(x.Token), "an array compound literal used as a pointer is not supported in device code yet (in C++, the device code's language, it is a temporary array); declare an array variable")
}

// cxxBoolStep spells ++ and -- (the token op) of a _Bool operand, which
// C++17 rejects, as calls of the device header's __omp_bool_inc and
// __omp_bool_dec, which take the operand by reference.
func (r *Rewriter) cxxBoolStep(subst map[int]string, operand cc.ExpressionNode, op cc.Token, inc, post bool) {
	toks := csyntax.Tokens(operand)
	if len(toks) == 0 {
		return
	}
	if f := bitfieldOf(operand); f != nil && f.Type().Kind() == cc.Bool {
		r.in.Errs.Errorf(frontend.Position(op), "'%s' of the _Bool bit-field '%s' is not supported in device code yet (C++, the device code's language, has no '%s' of bool); assign the new value", op.SrcStr(), f.Name(), op.SrcStr())
		return
	}
	if t := operand.Type(); t == nil || t.Kind() != cc.Bool {
		return
	}
	fn := "__omp_bool_dec"
	if inc {
		fn = "__omp_bool_inc"
	}
	first, last := op, toks[len(toks)-1]
	if post {
		first, last = toks[0], op
	}
	subst[op.Seq()] = ""
	r.wraps = append(r.wraps, wrap{first: first, last: last, pre: fn + "((", post: fmt.Sprintf("), %d)", boolInt(post))})
}

// bitfieldOf returns the bit-field that expression e designates, if any.
func bitfieldOf(e cc.ExpressionNode) *cc.Field {
	e = csyntax.Unparen(e)
	if p, ok := e.(*cc.PostfixExpression); ok && (p.Case == cc.PostfixExpressionSelect || p.Case == cc.PostfixExpressionPSelect) {
		if f := p.Field(); f != nil && f.IsBitfield() {
			return f
		}
	}
	return nil
}

// cxxFullString spells a string literal that initializes a character
// array with no room for its terminating null (char s[3] = "abc", which C
// allows and C++ rejects) as the list of its characters, as many as the
// array holds (a longer literal is truncated, as gcc and clang do with a
// warning).
func (r *Rewriter) cxxFullString(x *cc.Initializer, subst map[int]string) {
	at, ok := x.Type().(*cc.ArrayType)
	if !ok || at.IsVLA() || at.IsIncomplete() || !isStringLiteral(x.AssignmentExpression) {
		return
	}
	var units []int64
	switch v := x.AssignmentExpression.Value().(type) {
	case cc.StringValue:
		for _, b := range []byte(v) {
			units = append(units, int64(b))
		}
	case cc.UTF16StringValue:
		for _, u := range v {
			units = append(units, int64(u))
		}
	case cc.UTF32StringValue:
		for _, u := range v {
			units = append(units, int64(u))
		}
	default:
		return
	}
	n := at.Len()
	if len(units) == 0 || units[len(units)-1] != 0 || int64(len(units)-1) < n {
		return // the terminator fits (or the front end's value is not the literal's)
	}
	elem, err := ctype.Decl(at.Elem(), "")
	if err != nil {
		return
	}
	toks := csyntax.Tokens(x.AssignmentExpression)
	var parts []string
	for _, u := range units[:n] {
		parts = append(parts, fmt.Sprintf("(%s)%d", elem, u))
	}
	list := strings.Join(parts, ", ")
	if p := x.Parent(); p == nil || p.Type() != x.Type() {
		list = "{" + list + "}" // else the literal is in braces already
	}
	for i, t := range toks {
		if i == 0 {
			subst[t.Seq()] = list
		} else {
			subst[t.Seq()] = ""
		}
	}
}

// commaResultType returns the type of the right operand of e when e is
// a comma expression (in parentheses), else nil.
func commaResultType(e cc.ExpressionNode) cc.Type {
	for {
		p, ok := e.(*cc.PrimaryExpression)
		if !ok || p.Case != cc.PrimaryExpressionExpr {
			break
		}
		e = p.ExpressionList
	}
	l, ok := e.(*cc.ExpressionList)
	if !ok || l.ExpressionList == nil {
		return nil
	}
	for l.ExpressionList != nil {
		l = l.ExpressionList
	}
	return l.AssignmentExpression.Type()
}

// cxxTypeof spells typeof(e) as e's C type where C++ would type e
// otherwise (cxxTypeDiffers): __typeof__(c ? ch1 : ch2) is int.
func (r *Rewriter) cxxTypeof(x *cc.TypeSpecifier, subst map[int]string) {
	if x.ExpressionList == nil || !cxxTypeDiffers(x.ExpressionList) {
		return
	}
	toks := csyntax.Tokens(x)
	t := x.ExpressionList.Type()
	if len(toks) == 0 || t == nil {
		return
	}
	if !cc.IsArithmeticType(t) {
		r.in.Errs.Errorf(frontend.Position(toks[0]), "typeof of this expression is not supported in device code yet: its type in C++ (the device code's language) may differ from C's; write the type")
		return
	}
	s := ctype.KindName(ctype.ExprKind(x.ExpressionList)) // an enumeration constant is an int
	if s == "" {
		r.in.Errs.Errorf(frontend.Position(toks[0]), "typeof of this expression is not supported in device code yet; write the type")
		return
	}
	for i, tok := range toks {
		if i == 0 {
			subst[tok.Seq()] = s
		} else {
			subst[tok.Seq()] = ""
		}
	}
}

// cxxConvert records a cast of expression e to type to where C converts
// it implicitly and C++ would not, or would differently: pointers always,
// arithmetic values when arith is set.
func (r *Rewriter) cxxConvert(to cc.Type, e cc.ExpressionNode, arith bool) {
	if to == nil || e == nil {
		return
	}
	from := e.Type()
	if from == nil {
		return
	}
	if from.Kind() == cc.Array || from.Kind() == cc.Function {
		from = from.Decay()
	}
	if ctype.IsDeviceComplex(to) {
		r.cxxComplexOperand(to, e)
		return
	}
	if cc.IsArithmeticType(to) {
		// C takes the real part (or tests a _Bool); nvcc drops the
		// conversion, even as a cast.
		ts, err := ctype.QualDecl(to, "")
		if err == nil && r.complexToReal(to, e, "(("+ts+")(", "))") {
			return
		}
	}
	need := false
	switch {
	case to.Kind() == cc.Ptr && from.Kind() == cc.Ptr:
		te, fe := to.(*cc.PointerType).Elem(), from.(*cc.PointerType).Elem()
		switch {
		case fe.Kind() == cc.Void && te.Kind() != cc.Void:
			need = true
		case ctype.IsConst(fe) && !ctype.IsConst(te), ctype.IsVolatile(fe) && !ctype.IsVolatile(te):
			need = true
		case isStringLiteral(e) && !ctype.IsConst(te):
			need = true // const char[N] in C++
		default:
			// char * to unsigned char *, int * to unsigned *: C
			// converts (with a warning), C++ refuses.
			ts, err1 := ctype.Decl(te, "")
			fs, err2 := ctype.Decl(fe, "")
			need = err1 == nil && err2 == nil && ts != fs && te.Kind() != cc.Void
		}
	case arith && cc.IsArithmeticType(to) && cc.IsArithmeticType(from):
		need = need || to.Kind() != from.Kind()
	}
	if !need {
		return
	}
	toks := csyntax.Tokens(e)
	if len(toks) == 0 {
		return
	}
	ts, err := ctype.QualDecl(to, "")
	if err != nil {
		return
	}
	r.in.NeedRecords(to, frontend.Position(toks[0]))
	r.wraps = append(r.wraps, wrap{first: toks[0], last: toks[len(toks)-1], pre: "((" + ts + ")(", post: "))"})
}

// isStringLiteral reports whether the value of e may be a string literal:
// e is one, perhaps in parentheses or as a branch of '?:'.
func isStringLiteral(e cc.Node) bool {
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
			return true
		case cc.PrimaryExpressionExpr:
			return isStringLiteral(x.ExpressionList)
		}
	case *cc.ConditionalExpression:
		return isStringLiteral(x.ExpressionList) || isStringLiteral(x.ConditionalExpression)
	}
	return false
}

// Apply adds the recorded casts to subst, innermost first, and
// keeps what each token got before and after it in r.pre and r.post
// (for the cleanups, which replace tokens after this).
func (r *Rewriter) Apply(subst map[int]string) {
	text := func(t cc.Token) string {
		if s, ok := subst[t.Seq()]; ok {
			return s
		}
		return t.SrcStr()
	}
	if r.pre == nil {
		r.pre, r.post = map[int]string{}, map[int]string{}
	}
	for i := len(r.wraps) - 1; i >= 0; i-- {
		w := r.wraps[i]
		if r.removed[w.first.Seq()] || r.removed[w.last.Seq()] {
			continue // in a _Generic association not chosen
		}
		subst[w.first.Seq()] = w.pre + text(w.first)
		subst[w.last.Seq()] = text(w.last) + w.post
		r.pre[w.first.Seq()] = w.pre + r.pre[w.first.Seq()]
		r.post[w.last.Seq()] += w.post
	}
	for i := len(r.reorders) - 1; i >= 0; i-- { // innermost first
		r.reorderMembers(r.reorders[i], subst)
	}
	r.reorders = nil
	r.wraps = nil
	for seq := range r.removed {
		subst[seq] = ""
	}
	r.removed = nil
}

// CheckJumpsPastInit reports the jumps in root (a region or a declare
// target function body) that C allows and C++ does not: a case or
// default label, or a goto, that enters the scope of a variable past its
// initialization.
func (r *Rewriter) CheckJumpsPastInit(root cc.Node) {
	gotos := map[string][]cc.Token{}
	csyntax.Walk(root, func(n cc.Node) bool {
		if j, ok := n.(*cc.JumpStatement); ok && j.Case == cc.JumpStatementGoto {
			gotos[j.Token2.SrcStr()] = append(gotos[j.Token2.SrcStr()], j.Token)
		}
		return true
	})
	reported := map[int]bool{}
	csyntax.Walk(root, func(n cc.Node) bool {
		c, ok := n.(*cc.CompoundStatement)
		if !ok {
			return true
		}
		toks := csyntax.Tokens(c)
		if len(toks) == 0 {
			return true
		}
		lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
		var items []*cc.BlockItem
		for l := c.BlockItemList; l != nil; l = l.BlockItemList {
			items = append(items, l.BlockItem)
		}
		for i, it := range items {
			name, declTok, ok := initializedDecl(it)
			if !ok {
				continue
			}
			for _, later := range items[i+1:] {
				for _, lab := range labelsIn(later) {
					bypass := false
					if lab.Case == cc.LabeledStatementLabel {
						for _, g := range gotos[lab.Token.SrcStr()] {
							if g.Seq() < declTok.Seq() || g.Seq() < lo || g.Seq() > hi {
								bypass = true
							}
						}
					} else {
						bypass = true // its switch is outside the block
					}
					if bypass && !reported[lab.Token.Seq()] {
						reported[lab.Token.Seq()] = true
						r.in.Errs.Errorf(frontend.Position(lab.Token), "a jump to this label bypasses the initialization of '%s', which C++ (the device code's language) does not allow; declare '%s' without an initializer, or inside a block of its own", name, name)
					}
				}
			}
		}
		return true
	})
}

// initializedDecl returns the first variable block item it declares with
// an initializer.
func initializedDecl(it *cc.BlockItem) (string, cc.Token, bool) {
	if it == nil || it.Case != cc.BlockItemDecl || it.Declaration == nil {
		return "", cc.Token{}, false
	}
	for l := it.Declaration.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		if id := l.InitDeclarator; id != nil && id.Case == cc.InitDeclaratorInit && id.Declarator != nil {
			return id.Declarator.Name(), id.Declarator.NameTok(), true
		}
	}
	return "", cc.Token{}, false
}

// labelsIn lists the labels in n that a jump from outside n can reach:
// named labels, and case and default labels outside switches within n.
func labelsIn(n cc.Node) []*cc.LabeledStatement {
	var out []*cc.LabeledStatement
	var visit func(n cc.Node, inSwitch bool)
	visit = func(n cc.Node, inSwitch bool) {
		csyntax.Walk(n, func(m cc.Node) bool {
			switch x := m.(type) {
			case *cc.SelectionStatement:
				if x != n && x.Case == cc.SelectionStatementSwitch {
					visit(x.Statement, true)
					return false
				}
			case *cc.LabeledStatement:
				if x.Case == cc.LabeledStatementLabel || !inSwitch {
					out = append(out, x)
				}
			}
			return true
		})
	}
	visit(n, false)
	return out
}

// cxxDesignators rewrites or reports the designated initializers in
// device code that C++ compilers reject: an array's index designators in
// increasing order become positional (the gaps value-initialized, {}, as
// C zeroes them); a record's member designators must be single ones (.m),
// with no positional initializer after one, and are put in the members'
// order.
func (r *Rewriter) cxxDesignators(x *cc.Initializer, subst map[int]string) {
	if x.Case != cc.InitializerInitList {
		return
	}
	r.cxxDesignatorList(x.Type(), x.InitializerList, x.Token, subst)
}

// cxxDesignatorList does cxxDesignators' work on the initializer list of
// an object of type t (an initializer's or a compound literal's), whose
// '{' is open.
func (r *Rewriter) cxxDesignatorList(t cc.Type, list *cc.InitializerList, open cc.Token, subst map[int]string) {
	if t != nil && t.Kind() == cc.Array {
		r.arrayDesignators(list, subst)
		return
	}
	st, _ := t.(*cc.StructType)
	if ut, ok := t.(*cc.UnionType); ok && list != nil && list.InitializerList == nil {
		if d := list.Designation; d == nil || d.DesignatorList.DesignatorList == nil && d.DesignatorList.Designator.Case == cc.DesignatorField && ut != nil {
			return // one member of a union
		}
	}
	last := -1
	designated, positional, ordered := false, false, true
	var items []member
	for l := list; l != nil; l = l.InitializerList {
		if l.Designation == nil {
			if designated {
				r.in.Errs.Errorf(frontend.Position(csyntax.First(l.Initializer)), "a positional initializer after a designated one is not supported in device code yet")
				return
			}
			positional = true
			continue
		}
		designated = true
		dl := l.Designation.DesignatorList
		d := dl.Designator
		pos := frontend.Position(d.Token)
		if st == nil || dl.DesignatorList != nil || d.Case != cc.DesignatorField {
			r.in.Errs.Errorf(pos, "this designated initializer is not supported in device code yet (the device code is C++, which takes only '.member = value' designators, and '[index] = value' ones in increasing order)")
			return
		}
		f := st.FieldByName(d.Token2.SrcStr())
		if f == nil {
			return
		}
		if f.Index() <= last || !directField(st, f) {
			ordered = false
		}
		last = f.Index()
		items = append(items, member{field: f, name: d.Token2.SrcStr(), init: l.Initializer, first: d.Token})
	}
	if ordered {
		return
	}
	if positional {
		r.in.Errs.Errorf(frontend.Position(open), "designated initializers out of the members' order after positional ones are not supported in device code yet (the device code is C++, which requires the members' order)")
		return
	}
	for _, it := range items {
		if !directField(st, it.field) {
			r.in.Errs.Errorf(frontend.Position(it.first), "a designator of a member of an anonymous member, out of the members' order, is not supported in device code yet")
			return
		}
	}
	// C evaluates the initializers in no particular order, so they may
	// be put in the members' order (Apply does, once their own
	// text is final).
	r.reorders = append(r.reorders, items)
}

// directField reports whether f is a member of st itself (not of an
// anonymous member of it).
func directField(st *cc.StructType, f *cc.Field) bool {
	g := st.FieldByIndex(f.Index())
	return g != nil && g.Name() == f.Name()
}

// member is one '.member = initializer' of a record's initializer list.
type member struct {
	field *cc.Field
	name  string
	init  *cc.Initializer
	first cc.Token // the designator's '.'
}

// reorderMembers prints the member designators of one initializer list in
// the members' order (the last of a member's initializers wins, as in C),
// in place of the list's items.
func (r *Rewriter) reorderMembers(items []member, subst map[int]string) {
	byField := map[int]member{}
	var idx []int
	for _, it := range items {
		if _, ok := byField[it.field.Index()]; !ok {
			idx = append(idx, it.field.Index())
		}
		byField[it.field.Index()] = it
	}
	sort.Ints(idx)
	var parts []string
	for _, i := range idx {
		it := byField[i]
		parts = append(parts, "."+it.name+" = "+csyntax.Render(csyntax.Tokens(it.init), subst))
	}
	lo := items[0].first.Seq()
	lastToks := csyntax.Tokens(items[len(items)-1].init)
	hi := lastToks[len(lastToks)-1].Seq()
	if r.moved == nil {
		r.moved = map[int]bool{}
	}
	for seq := lo; seq <= hi; seq++ {
		subst[seq] = ""
		r.moved[seq] = true
		delete(r.pre, seq) // printed inside the new text
		delete(r.post, seq)
	}
	subst[lo] = strings.Join(parts, ", ")
}

// arrayDesignators makes the index designators of array initializer x
// positional: each designation is dropped and its gap from the element
// before filled with {}.
func (r *Rewriter) arrayDesignators(list *cc.InitializerList, subst map[int]string) {
	type edit struct {
		toks []cc.Token
		gap  int64
	}
	var edits []edit
	next := int64(0) // the index a positional initializer initializes
	for l := list; l != nil; l = l.InitializerList {
		if l.Designation == nil {
			next++
			continue
		}
		dl := l.Designation.DesignatorList
		d := dl.Designator
		pos := frontend.Position(d.Token)
		if dl.DesignatorList != nil || d.Case != cc.DesignatorIndex {
			r.in.Errs.Errorf(pos, "this designated initializer is not supported in device code yet (the device code is C++, which takes only '.member = value' designators in the members' order, and '[index] = value' ones in increasing order)")
			return
		}
		var idx int64
		switch v := d.ConstantExpression.Value().(type) {
		case cc.Int64Value:
			idx = int64(v)
		case cc.UInt64Value:
			idx = int64(v)
		default:
			r.in.Errs.Errorf(pos, "cannot determine the index of this designator")
			return
		}
		if idx-next > 4096 {
			r.in.Errs.Errorf(pos, "an array designator that skips more than 4096 elements is not supported in device code yet")
			return
		}
		if idx < next {
			r.in.Errs.Errorf(pos, "array designators out of increasing order are not supported in device code yet (the device code is C++, which has no array designators; they are made positional)")
			return
		}
		edits = append(edits, edit{toks: csyntax.Tokens(l.Designation), gap: idx - next})
		next = idx + 1
	}
	for _, e := range edits {
		for i, t := range e.toks {
			if i == len(e.toks)-1 { // the '='
				subst[t.Seq()] = strings.Repeat("{}, ", int(e.gap))
			} else {
				subst[t.Seq()] = ""
			}
		}
	}
}

// declaresEnumOnly: declaration d has no declarator and its specifiers
// define or name an enumeration (`enum { N = 4 };`, `enum e { A };`).
func declaresEnumOnly(d *cc.Declaration) bool {
	if d.Case != cc.DeclarationDecl || d.InitDeclaratorList != nil {
		return false
	}
	for l := d.DeclarationSpecifiers; l != nil; l = l.DeclarationSpecifiers {
		if l.Case == cc.DeclarationSpecifiersTypeSpec && l.TypeSpecifier != nil && l.TypeSpecifier.Case == cc.TypeSpecifierEnum {
			return true
		}
	}
	return false
}
