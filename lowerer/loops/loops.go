// Package loops recovers the canonical loop model of an OpenMP loop
// construct's associated for statement. The model is computed once: the
// host reads it for trip counts and launch shaping, the device rewrite
// uses it to walk the iteration space.
package loops

import (
	"fmt"
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
	Inclusive bool
	// Increasing is the direction implied by the test (for != by the step).
	Increasing bool
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
	pos := func(t cc.Token) diag.Pos {
		p := t.Position()
		return diag.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
	}
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
	m := &Model{Pos: pos(it.Token), Body: it.Statement}
	toks := csyntax.Tokens(it)
	// Split the header at its top-level semicolons.
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
	fail := func(t cc.Token, format string, args ...interface{}) (*Model, diag.List) {
		errs.Errorf(pos(t), format, args...)
		return nil, errs
	}

	// The bounds and the step are printed for the device too, where the
	// unit's enumerations are not defined: enumerators become values.
	enums := map[int]string{}
	for _, n := range []cc.Node{it.Declaration, it.ExpressionList, it.ExpressionList2, it.ExpressionList3} {
		csyntax.Walk(n, func(n cc.Node) bool {
			if pe, ok := n.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
				if e, ok := pe.ResolvedTo().(*cc.Enumerator); ok {
					enums[pe.Token.Seq()] = fmt.Sprintf("(%v)", e.Value())
				}
			}
			return true
		})
	}

	// Init: "T i = lb" or "i = lb".
	var idxType cc.Type
	init := parts[0]
	if len(init) == 0 {
		return fail(it.Token, "loop is not in OpenMP canonical form: the for-init must set the loop variable")
	}
	if it.Case == cc.IterationStatementForDecl {
		d := it.Declaration
		if d.InitDeclaratorList == nil || d.InitDeclaratorList.InitDeclaratorList != nil {
			return fail(init[0], "loop is not in OpenMP canonical form: the for-init must declare exactly one loop variable")
		}
		id := d.InitDeclaratorList.InitDeclarator
		if id.Initializer == nil {
			return fail(init[0], "loop is not in OpenMP canonical form: the loop variable has no initial value")
		}
		m.Index = id.Declarator.Name()
		m.Declared = true
		idxType = id.Declarator.Type()
		m.Lower = "(" + csyntax.Render(csyntax.Tokens(id.Initializer), enums) + ")"
	} else {
		if len(init) < 3 || init[1].SrcStr() != "=" || init[0].Ch != rune(cc.IDENTIFIER) {
			return fail(init[0], "loop is not in OpenMP canonical form: the for-init must be 'var = lower-bound'")
		}
		m.Index = init[0].SrcStr()
		csyntax.Walk(it.ExpressionList, func(n cc.Node) bool {
			if pe, ok := n.(*cc.PrimaryExpression); ok && idxType == nil && pe.Case == cc.PrimaryExpressionIdent && pe.Token.SrcStr() == m.Index {
				if d, ok := pe.ResolvedTo().(*cc.Declarator); ok {
					idxType = d.Type()
				}
			}
			return idxType == nil
		})
		if idxType == nil {
			return fail(init[0], "cannot determine the type of loop variable '%s'", m.Index)
		}
		m.Lower = "(" + csyntax.Render(init[2:], enums) + ")"
	}
	switch {
	case idxType.Kind() == cc.Ptr:
		m.Kind = Pointer
	case ctype.IsInteger(idxType) && ctype.IsSigned(idxType):
		m.Kind = Signed
	case ctype.IsInteger(idxType):
		m.Kind = Unsigned
	case idxType.Kind() == cc.Int128 || idxType.Kind() == cc.UInt128:
		return fail(init[0], "loop variable '%s' is wider than 64 bits; not supported", m.Index)
	default:
		return fail(init[0], "loop is not in OpenMP canonical form: loop variable '%s' has type '%s' (integer or pointer required)", m.Index, idxType)
	}
	if idxType.Size() > 8 {
		return fail(init[0], "loop variable '%s' is wider than 64 bits; not supported", m.Index)
	}
	var err error
	if m.IndexType, err = ctype.Decl(idxType, ""); err != nil {
		return fail(init[0], "%v", err)
	}

	// Test: "i OP ub" or "ub OP i".
	test := parts[1]
	if len(test) == 0 {
		return fail(it.Token3, "loop is not in OpenMP canonical form: the loop has no test expression")
	}
	opAt := -1
	depth = 0
	for i, t := range test {
		switch s := t.SrcStr(); s {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		case "<", "<=", ">", ">=", "!=":
			if depth == 0 {
				if opAt >= 0 {
					return fail(t, "loop is not in OpenMP canonical form: the test must be one comparison of the loop variable")
				}
				opAt = i
			}
		case "&&", "||", "?", ",", "=", "==":
			if depth == 0 {
				return fail(t, "loop is not in OpenMP canonical form: the test must be one comparison of the loop variable")
			}
		}
	}
	if opAt <= 0 || opAt == len(test)-1 {
		return fail(test[0], "loop is not in OpenMP canonical form: the test must compare '%s' with <, <=, >, >= or !=", m.Index)
	}
	lhs, rhs := test[:opAt], test[opAt+1:]
	op := test[opAt].SrcStr()
	switch {
	case len(lhs) == 1 && lhs[0].SrcStr() == m.Index:
		m.Upper = "(" + csyntax.Render(rhs, enums) + ")"
	case len(rhs) == 1 && rhs[0].SrcStr() == m.Index:
		m.Upper = "(" + csyntax.Render(lhs, enums) + ")"
		op = map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}[op]
	default:
		return fail(test[0], "loop is not in OpenMP canonical form: the test must compare the loop variable '%s' itself", m.Index)
	}
	m.Op = op
	m.Inclusive = op == "<=" || op == ">="

	// Increment.
	inc := parts[2]
	if len(inc) == 0 {
		return fail(it.Token4, "loop is not in OpenMP canonical form: the loop has no increment")
	}
	texts := make([]string, len(inc))
	for i, t := range inc {
		texts[i] = t.SrcStr()
	}
	sign := 0
	var stepToks []cc.Token // the step expression as written, when it is one
	switch {
	case len(inc) == 2 && (texts[0] == m.Index && texts[1] == "++" || texts[0] == "++" && texts[1] == m.Index):
		m.Step, sign = "1", 1
	case len(inc) == 2 && (texts[0] == m.Index && texts[1] == "--" || texts[0] == "--" && texts[1] == m.Index):
		m.Step, sign = "-1", -1
	case len(inc) >= 3 && texts[0] == m.Index && texts[1] == "+=":
		m.Step = "(" + csyntax.Render(inc[2:], enums) + ")"
		stepToks = inc[2:]
	case len(inc) >= 3 && texts[0] == m.Index && texts[1] == "-=":
		m.Step = "(-(" + csyntax.Render(inc[2:], enums) + "))"
		stepToks = inc[2:]
	case len(inc) >= 5 && texts[0] == m.Index && texts[1] == "=" && texts[2] == m.Index && (texts[3] == "+" || texts[3] == "-"):
		rest := inc[4:]
		if hasTopLevel(rest, "+", "-") {
			return fail(inc[0], "loop is not in OpenMP canonical form: write the increment as '%s += step'", m.Index)
		}
		m.Step = "(" + csyntax.Render(rest, enums) + ")"
		stepToks = rest
		if texts[3] == "-" {
			m.Step = "(-" + m.Step + ")"
		}
	case len(inc) >= 5 && texts[0] == m.Index && texts[1] == "=" && texts[len(texts)-1] == m.Index && texts[len(texts)-2] == "+":
		rest := inc[2 : len(inc)-2]
		if hasTopLevel(rest, "+", "-", "?", "<<", ">>", "&", "|", "^", "<", ">", "==", "!=") {
			return fail(inc[0], "loop is not in OpenMP canonical form: write the increment as '%s += step'", m.Index)
		}
		m.Step = "(" + csyntax.Render(rest, enums) + ")"
		stepToks = rest
	default:
		return fail(inc[0], "loop is not in OpenMP canonical form: the increment must be %[1]s++, ++%[1]s, %[1]s--, --%[1]s, %[1]s += s, %[1]s -= s or %[1]s = %[1]s + s", m.Index)
	}
	incNode := it.ExpressionList3
	if it.Case == cc.IterationStatementForDecl {
		incNode = it.ExpressionList2 // for (declaration test; increment)
	}
	if stepToks != nil && constantZero(incNode, stepToks) {
		return fail(stepToks[0], "the loop step '%s' is zero: the loop would never end (OpenMP requires a non-zero increment)", csyntax.Render(stepToks, nil))
	}
	switch op {
	case "<", "<=":
		m.Increasing = true
		if sign < 0 {
			return fail(inc[0], "loop is not in OpenMP canonical form: the test '%s %s ...' needs an increasing loop variable", m.Index, op)
		}
	case ">", ">=":
		if sign > 0 {
			return fail(inc[0], "loop is not in OpenMP canonical form: the test '%s %s ...' needs a decreasing loop variable", m.Index, op)
		}
	case "!=":
		if sign == 0 {
			return fail(inc[0], "loop is not in OpenMP canonical form: with '!=' the increment must be %[1]s++ or %[1]s--", m.Index)
		}
		m.Increasing = sign > 0
	}

	// The body must not assign the loop variable.
	body := csyntax.Tokens(it.Statement)
	for i, t := range body {
		if t.SrcStr() != m.Index {
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
			return fail(t, "loop is not in OpenMP canonical form: the loop variable '%s' is modified in the loop body", m.Index)
		case "++", "--":
			return fail(t, "loop is not in OpenMP canonical form: the loop variable '%s' is modified in the loop body", m.Index)
		}
		if prev == "++" || prev == "--" {
			return fail(t, "loop is not in OpenMP canonical form: the loop variable '%s' is modified in the loop body", m.Index)
		}
	}
	m.Nest = nestDepth(it.Statement)
	return m, nil
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
	if inc == nil || len(toks) == 0 {
		return false
	}
	first, last := toks[0].Seq(), toks[len(toks)-1].Seq()
	zero := false
	csyntax.Walk(inc, func(n cc.Node) bool {
		e, ok := n.(cc.ExpressionNode)
		if zero || !ok {
			return !zero
		}
		f, l := csyntax.First(n), csyntax.Last(n)
		if f.Seq() != first || l.Seq() != last {
			return true
		}
		switch v := e.Value().(type) {
		case cc.Int64Value:
			zero = v == 0
		case cc.UInt64Value:
			zero = v == 0
		case *cc.ZeroValue:
			zero = true
		}
		return !zero
	})
	return zero
}
