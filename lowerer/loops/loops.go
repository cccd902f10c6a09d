// Package loops recovers the canonical loop model of an OpenMP loop
// construct's associated for statement. The model is computed once: the
// host reads it for trip counts and launch shaping, the device rewrite
// uses it to walk the iteration space.
package loops

import (
	"fmt"
	"reflect"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// IndexKind classifies the loop variable's type.
type IndexKind string

// Index kinds OpenMP allows.
const (
	Signed   IndexKind = "signed"
	Unsigned IndexKind = "unsigned"
	Pointer  IndexKind = "pointer"
)

// Model is a canonical loop: for (Index = Lower; Index Op Upper; Index += Step).
type Model struct {
	Pos       diag.Pos
	Index     string
	IndexType string // device spelling of the index type, e.g. "int" or "double *"
	Kind      IndexKind
	Declared  bool   // declared in the for-init
	Lower     string // C expressions, parenthesised
	Upper     string
	Step      string // signed: negative for decreasing loops
	Op        string // the test's operator with the index on the left: < <= > >= !=
	// Compare is the type a relational test compares in when C's usual
	// arithmetic conversions make it unsigned for a signed index, or make
	// the bound of an unsigned index compare as another type ("" when
	// the index's own kind decides): -5 < 10u is false.
	Compare         string
	CompareUnsigned bool
	Inclusive       bool
	// Increasing is the direction implied by the test (for != by the step).
	Increasing bool
	// Narrow: the index is narrower than int (char, short).
	Narrow bool
	// Bits is the index type's width.
	Bits int
	// Nest is the deepest loop nesting inside the body (0: no inner loop).
	Nest int
	// Body is the loop body statement.
	Body *cc.Statement
}

// Trip returns the C expression of the trip count given expressions for
// the lower bound, upper bound and step. Host and device both print it.
func (m *Model) Trip(lb, ub, step string) string {
	incl := 0
	if m.Inclusive {
		incl = 1
	}
	if m.Compare != "" {
		lb = "(" + m.Compare + ")(" + lb + ")"
		ub = "(" + m.Compare + ")(" + ub + ")"
		if m.CompareUnsigned {
			return fmt.Sprintf("__omp_trip_u((unsigned long long)(%s), (unsigned long long)(%s), (long long)(%s), %d)", lb, ub, step, incl)
		}
		return fmt.Sprintf("__omp_trip_s((long long)(%s), (long long)(%s), (long long)(%s), %d)", lb, ub, step, incl)
	}
	switch m.Kind {
	case Unsigned:
		return fmt.Sprintf("__omp_trip_u((unsigned long long)(%s), (unsigned long long)(%s), (long long)(%s), %d)", lb, ub, step, incl)
	case Pointer:
		return fmt.Sprintf("__omp_trip_s(0LL, (long long)((%s) - (%s)), (long long)(%s), %d)", ub, lb, step, incl)
	}
	return fmt.Sprintf("__omp_trip_s((long long)(%s), (long long)(%s), (long long)(%s), %d)", lb, ub, step, incl)
}

// Value returns the C expression of the index value at normalized
// iteration iv, given expressions for the lower bound and step.
func (m *Model) Value(lb, step, iv string) string {
	if m.Kind == Pointer {
		return fmt.Sprintf("%s + (long long)(%s) * (%s)", lb, iv, step)
	}
	return fmt.Sprintf("(%s)((unsigned long long)(%s) + (unsigned long long)(%s) * (unsigned long long)(%s))", m.IndexType, lb, iv, step)
}

// Analyze builds the model of a for statement. stmt must be a for loop.
func Analyze(stmt *cc.Statement) (*Model, diag.List) {
	var errs diag.List
	if stmt == nil || stmt.Case != cc.StatementIteration || stmt.IterationStatement == nil ||
		(stmt.IterationStatement.Case != cc.IterationStatementFor && stmt.IterationStatement.Case != cc.IterationStatementForDecl) {
		var p diag.Pos
		if stmt != nil {
			p = pos(csyntax.First(stmt))
		}
		errs.Errorf(p, "a loop construct must be followed by a for loop")
		return nil, errs
	}
	it := stmt.IterationStatement
	c := &canon{it: it, m: &Model{Pos: pos(it.Token), Body: it.Statement}, enums: enumValues(it)}
	header := *it
	header.Statement = nil // the body's tokens all follow the header's ')'
	parts := headerParts(csyntax.Tokens(&header))
	for _, check := range []func() *failure{
		func() *failure { return c.init(parts[0]) },
		func() *failure { return c.test(parts[1]) },
		func() *failure { return c.increment(parts[2]) },
		c.body,
	} {
		if f := check(); f != nil {
			errs.Errorf(pos(f.at), "%s", f.msg)
			return nil, errs
		}
	}
	c.m.Nest = nestDepth(it.Statement)
	return c.m, nil
}

func pos(t cc.Token) diag.Pos {
	p := t.Position()
	return diag.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
}

// canon checks one for loop against OpenMP's canonical loop form, part by
// part, filling in its model.
type canon struct {
	it      *cc.IterationStatement
	m       *Model
	idxType cc.Type
	enums   map[int]string // enumerator tokens of the header, as values
}

// failure is why a loop is not in canonical form, at token at.
type failure struct {
	at  cc.Token
	msg string
}

func (c *canon) fail(t cc.Token, format string, args ...interface{}) *failure {
	return &failure{at: t, msg: fmt.Sprintf(format, args...)}
}

// headerParts splits the tokens of a for statement's header (after
// "for (") at its top-level semicolons: init, test, increment.
func headerParts(toks []cc.Token) [3][]cc.Token {
	var parts [3][]cc.Token
	part, depth := 0, 0
	for _, t := range toks[2:] { // skip "for" "("
		s := t.SrcStr()
		if depth == 0 && s == ")" {
			break
		}
		switch s {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		if depth == 0 && s == ";" && part < 2 {
			part++
			continue
		}
		parts[part] = append(parts[part], t)
	}
	return parts
}

// enumValues maps the enumerator tokens of the loop's header to their
// values, and spells sizeof of variable-length arrays (VLASizeof). The
// bounds and the step are printed for the device too, where the unit's
// enumerations are not defined and such arrays are pointers or views.
func enumValues(it *cc.IterationStatement) map[int]string {
	enums := map[int]string{}
	for _, n := range []cc.Node{it.Declaration, it.ExpressionList, it.ExpressionList2, it.ExpressionList3} {
		if n == nil || reflect.ValueOf(n).IsNil() {
			continue
		}
		sizeofValues(n, enums)
		csyntax.Walk(n, func(n cc.Node) bool {
			if pe, ok := n.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
				if e, ok := pe.ResolvedTo().(*cc.Enumerator); ok {
					enums[pe.Token.Seq()] = ctype.EnumConst(e)
				}
			}
			return true
		})
	}
	return enums
}

// init reads the for-init, "T i = lb" or "i = lb": the loop variable, its
// kind and type, and the lower bound.
func (c *canon) init(init []cc.Token) *failure {
	var idxType cc.Type
	if len(init) == 0 {
		return c.fail(c.it.Token, "loop is not in OpenMP canonical form: the for-init must set the loop variable")
	}
	if c.it.Case == cc.IterationStatementForDecl {
		d := c.it.Declaration
		if d.InitDeclaratorList == nil || d.InitDeclaratorList.InitDeclaratorList != nil {
			return c.fail(init[0], "loop is not in OpenMP canonical form: the for-init must declare exactly one loop variable")
		}
		id := d.InitDeclaratorList.InitDeclarator
		if id.Initializer == nil {
			return c.fail(init[0], "loop is not in OpenMP canonical form: the loop variable has no initial value")
		}
		c.m.Index = id.Declarator.Name()
		c.m.Declared = true
		idxType = id.Declarator.Type()
		c.m.Lower = "(" + csyntax.Render(csyntax.Tokens(id.Initializer), c.enums) + ")"
	} else {
		if len(init) < 3 || init[1].SrcStr() != "=" || init[0].Ch != rune(cc.IDENTIFIER) {
			return c.fail(init[0], "loop is not in OpenMP canonical form: the for-init must be 'var = lower-bound'")
		}
		c.m.Index = init[0].SrcStr()
		csyntax.Walk(c.it.ExpressionList, func(n cc.Node) bool {
			if pe, ok := n.(*cc.PrimaryExpression); ok && idxType == nil && pe.Case == cc.PrimaryExpressionIdent && pe.Token.SrcStr() == c.m.Index {
				if d, ok := pe.ResolvedTo().(*cc.Declarator); ok {
					idxType = d.Type()
				}
			}
			return idxType == nil
		})
		if idxType == nil {
			return c.fail(init[0], "cannot determine the type of loop variable '%s'", c.m.Index)
		}
		c.m.Lower = "(" + csyntax.Render(init[2:], c.enums) + ")"
	}
	switch {
	case idxType.Kind() == cc.Ptr:
		c.m.Kind = Pointer
	case ctype.IsInteger(idxType) && ctype.IsSigned(idxType):
		c.m.Kind = Signed
	case ctype.IsInteger(idxType):
		c.m.Kind = Unsigned
	case idxType.Kind() == cc.Int128 || idxType.Kind() == cc.UInt128:
		return c.fail(init[0], "loop variable '%s' is wider than 64 bits; not supported", c.m.Index)
	default:
		return c.fail(init[0], "loop is not in OpenMP canonical form: loop variable '%s' has type '%s' (integer or pointer required)", c.m.Index, idxType)
	}
	if idxType.Size() > 8 {
		return c.fail(init[0], "loop variable '%s' is wider than 64 bits; not supported", c.m.Index)
	}
	c.idxType = idxType
	c.m.Narrow = idxType.Size() < 4
	c.m.Bits = 8 * int(idxType.Size())
	var err error
	if c.m.IndexType, err = ctype.Decl(idxType, ""); err != nil {
		return c.fail(init[0], "%v", err)
	}
	return nil
}

// test reads the test, "i OP ub" or "ub OP i": the upper bound and the
// comparison, turned so the variable is on the left.
func (c *canon) test(test []cc.Token) *failure {
	if len(test) == 0 {
		return c.fail(c.it.Token3, "loop is not in OpenMP canonical form: the loop has no test expression")
	}
	opAt := -1
	depth := 0
	for i, t := range test {
		switch s := t.SrcStr(); s {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		case "<", "<=", ">", ">=", "!=":
			if depth == 0 {
				if opAt >= 0 {
					return c.fail(t, "loop is not in OpenMP canonical form: the test must be one comparison of the loop variable")
				}
				opAt = i
			}
		case "&&", "||", "?", ",", "=", "==":
			if depth == 0 {
				return c.fail(t, "loop is not in OpenMP canonical form: the test must be one comparison of the loop variable")
			}
		}
	}
	if opAt <= 0 || opAt == len(test)-1 {
		return c.fail(test[0], "loop is not in OpenMP canonical form: the test must compare '%s' with <, <=, >, >= or !=", c.m.Index)
	}
	lhs, rhs := test[:opAt], test[opAt+1:]
	op := test[opAt].SrcStr()
	switch {
	case len(lhs) == 1 && lhs[0].SrcStr() == c.m.Index:
		c.m.Upper = "(" + csyntax.Render(rhs, c.enums) + ")"
	case len(rhs) == 1 && rhs[0].SrcStr() == c.m.Index:
		c.m.Upper = "(" + csyntax.Render(lhs, c.enums) + ")"
		op = map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}[op]
	default:
		return c.fail(test[0], "loop is not in OpenMP canonical form: the test must compare the loop variable '%s' itself", c.m.Index)
	}
	c.m.Op = op
	c.m.Inclusive = op == "<=" || op == ">="
	if op != "!=" {
		c.compareType(len(lhs) == 1 && lhs[0].SrcStr() == c.m.Index)
	}
	return nil
}

// compareType sets the model's Compare type where C's usual arithmetic
// conversions of the index and the bound change what the test means for
// the index's kind: a signed index compared as unsigned, or an unsigned
// index with a signed bound.
func (c *canon) compareType(indexLeft bool) {
	testNode := c.it.ExpressionList2
	if c.it.Case == cc.IterationStatementForDecl {
		testNode = c.it.ExpressionList
	}
	re, ok := testNode.(*cc.RelationalExpression)
	if !ok || c.idxType == nil || !ctype.IsInteger(c.idxType) {
		return
	}
	bound := re.ShiftExpression
	if !indexLeft {
		bound = re.RelationalExpression
	}
	if bound == nil || bound.Type() == nil || !ctype.IsInteger(bound.Type()) {
		return
	}
	// Kinds, not the front end's types: an enumeration constant is an
	// int (ctype.ExprKind), so -5 < KB compares as int.
	boundKind := ctype.ExprKind(bound)
	t := ctype.UsualConversion(ctype.Kind(c.idxType), boundKind)
	decl := ctype.KindName(t)
	if decl == "" || t == cc.Float || t == cc.Double {
		return
	}
	idxSigned, cmpSigned := ctype.IsSigned(c.idxType), ctype.IsSignedKind(t)
	if idxSigned == cmpSigned && (idxSigned || !ctype.IsSignedKind(boundKind)) {
		return
	}
	c.m.Compare, c.m.CompareUnsigned = decl, !cmpSigned
}

// increment reads the increment: the step, which must agree with the
// direction of the test.
func (c *canon) increment(inc []cc.Token) *failure {
	if len(inc) == 0 {
		return c.fail(c.it.Token4, "loop is not in OpenMP canonical form: the loop has no increment")
	}
	texts := make([]string, len(inc))
	for i, t := range inc {
		texts[i] = t.SrcStr()
	}
	sign := 0
	var stepToks []cc.Token // the step expression as written, when it is one
	negated := false        // the increment subtracts stepToks
	switch {
	case len(inc) == 2 && (texts[0] == c.m.Index && texts[1] == "++" || texts[0] == "++" && texts[1] == c.m.Index):
		c.m.Step, sign = "1", 1
	case len(inc) == 2 && (texts[0] == c.m.Index && texts[1] == "--" || texts[0] == "--" && texts[1] == c.m.Index):
		c.m.Step, sign = "-1", -1
	case len(inc) >= 3 && texts[0] == c.m.Index && texts[1] == "+=":
		c.m.Step = "(" + csyntax.Render(inc[2:], c.enums) + ")"
		stepToks = inc[2:]
	case len(inc) >= 3 && texts[0] == c.m.Index && texts[1] == "-=":
		// Negated as a long long: "-(3u)" would wrap in unsigned int.
		c.m.Step = "(-(long long)(" + csyntax.Render(inc[2:], c.enums) + "))"
		stepToks, negated = inc[2:], true
	case len(inc) >= 5 && texts[0] == c.m.Index && texts[1] == "=" && texts[2] == c.m.Index && (texts[3] == "+" || texts[3] == "-"):
		rest := inc[4:]
		if hasTopLevel(rest, "+", "-") {
			return c.fail(inc[0], "loop is not in OpenMP canonical form: write the increment as '%s += step'", c.m.Index)
		}
		c.m.Step = "(" + csyntax.Render(rest, c.enums) + ")"
		stepToks = rest
		if texts[3] == "-" {
			c.m.Step = "(-(long long)" + c.m.Step + ")"
			negated = true
		}
	case len(inc) >= 5 && texts[0] == c.m.Index && texts[1] == "=" && texts[len(texts)-1] == c.m.Index && texts[len(texts)-2] == "+":
		rest := inc[2 : len(inc)-2]
		if hasTopLevel(rest, "+", "-", "?", "<<", ">>", "&", "|", "^", "<", ">", "==", "!=") {
			return c.fail(inc[0], "loop is not in OpenMP canonical form: write the increment as '%s += step'", c.m.Index)
		}
		c.m.Step = "(" + csyntax.Render(rest, c.enums) + ")"
		stepToks = rest
	default:
		return c.fail(inc[0], "loop is not in OpenMP canonical form: the increment must be %[1]s++, ++%[1]s, %[1]s--, --%[1]s, %[1]s += s, %[1]s -= s or %[1]s = %[1]s + s", c.m.Index)
	}
	incNode := c.it.ExpressionList3
	if c.it.Case == cc.IterationStatementForDecl {
		incNode = c.it.ExpressionList2 // for (declaration test; increment)
	}
	if stepToks != nil && constantZero(incNode, stepToks) {
		return c.fail(stepToks[0], "the loop step '%s' is zero: the loop would never end (OpenMP requires a non-zero increment)", csyntax.Render(stepToks, nil))
	}
	switch c.m.Op {
	case "<", "<=":
		c.m.Increasing = true
		if sign < 0 {
			return c.fail(inc[0], "loop is not in OpenMP canonical form: the test '%s %s ...' needs an increasing loop variable", c.m.Index, c.m.Op)
		}
	case ">", ">=":
		if sign > 0 {
			return c.fail(inc[0], "loop is not in OpenMP canonical form: the test '%s %s ...' needs a decreasing loop variable", c.m.Index, c.m.Op)
		}
	case "!=":
		if sign == 0 {
			sign = unitStep(incNode, stepToks, negated)
		}
		if sign == 0 {
			// OpenMP 5.2 (4.4.1) wants a constant increment of 1 or -1
			// with '!=': the trip count of any other step depends on
			// whether it reaches the bound exactly (gcc refuses such a
			// loop, clang picks a direction from the step's sign).
			return c.fail(inc[0], "loop is not in OpenMP canonical form: with '!=' the increment must be a constant 1 or -1 (OpenMP 5.2, 4.4.1); test with '<' or '>' for another step")
		}
		c.m.Increasing = sign > 0
	}
	return nil
}

// unitStep is the direction (1 or -1) of an increment whose step toks is
// an integer constant expression of value 1 or -1 (i += 1, i -= 1,
// i = i + 1, i = 1 + i, i = i - 1), and 0 for any other step; negated:
// the increment subtracts the step.
func unitStep(inc cc.Node, toks []cc.Token, negated bool) int {
	v, ok := constantInt(inc, toks)
	if !ok || (v != 1 && v != -1) {
		return 0
	}
	if negated {
		v = -v
	}
	return int(v)
}

// body checks that the body does not assign the loop variable.
func (c *canon) body() *failure {
	body := csyntax.Tokens(c.it.Statement)
	for i, t := range body {
		if t.SrcStr() != c.m.Index {
			continue
		}
		next, prev := "", ""
		if i+1 < len(body) {
			next = body[i+1].SrcStr()
		}
		if i > 0 {
			prev = body[i-1].SrcStr()
		}
		if prev == "." || prev == "->" {
			continue
		}
		switch next {
		case "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=":
			if prev == "*" {
				// '*p = v' assigns the pointee: a '*' right before an
				// assignable name can only be a dereference.
				continue
			}
			return c.fail(t, "loop is not in OpenMP canonical form: the loop variable '%s' is modified in the loop body", c.m.Index)
		case "++", "--":
			return c.fail(t, "loop is not in OpenMP canonical form: the loop variable '%s' is modified in the loop body", c.m.Index)
		}
		if prev == "++" || prev == "--" {
			return c.fail(t, "loop is not in OpenMP canonical form: the loop variable '%s' is modified in the loop body", c.m.Index)
		}
	}
	return nil
}

func hasTopLevel(toks []cc.Token, ops ...string) bool {
	depth := 0
	for _, t := range toks {
		s := t.SrcStr()
		switch s {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		}
		if depth == 0 {
			for _, o := range ops {
				if s == o {
					return true
				}
			}
		}
	}
	return false
}

// nestDepth is the deepest nesting of loops inside n.
func nestDepth(n cc.Node) int {
	best := 0
	csyntax.Walk(n, func(x cc.Node) bool {
		if it, ok := x.(*cc.IterationStatement); ok {
			if d := 1 + nestDepth(it.Statement); d > best {
				best = d
			}
			return false
		}
		return true
	})
	return best
}

// String describes the model for manifests and messages.
func (m *Model) String() string {
	return strings.Join([]string{m.Index, string(m.Kind), m.Lower, m.Op, m.Upper, m.Step}, " ")
}

// constantZero reports whether the expression of increment inc spelled by
// toks is an integer constant expression of value zero (0, 1 - 1, a macro
// or enumerator of value 0).
func constantZero(inc cc.Node, toks []cc.Token) bool {
	v, ok := constantInt(inc, toks)
	return ok && v == 0
}

// constantInt is the value of the integer constant expression that toks
// spells inside increment inc; false when it is not one, or is an
// unsigned value past int64 (an unsigned wrap is no unit step).
func constantInt(inc cc.Node, toks []cc.Token) (int64, bool) {
	if inc == nil || len(toks) == 0 {
		return 0, false
	}
	first, last := toks[0].Seq(), toks[len(toks)-1].Seq()
	var val int64
	found := false
	csyntax.Walk(inc, func(n cc.Node) bool {
		e, ok := n.(cc.ExpressionNode)
		if found || !ok {
			return !found
		}
		f, l := csyntax.First(n), csyntax.Last(n)
		if f.Seq() != first || l.Seq() != last {
			return true
		}
		switch v := e.Value().(type) {
		case cc.Int64Value:
			val, found = int64(v), true
		case cc.UInt64Value:
			if int64(v) >= 0 {
				val, found = int64(v), true
			}
		case *cc.ZeroValue:
			val, found = 0, true
		}
		return !found
	})
	return val, found
}
