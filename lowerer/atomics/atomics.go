// Package atomics lowers the atomic construct in device code
// (docs/atomic.md). Each atomic directive's statement is matched against
// the forms OpenMP 5.2 allows (§15.8.4; Match) and replaced in the device
// text by a call of a device helper (csupport/csrc/omp_offload_device.h)
// that does the same read-modify-write atomically (Lower): CUDA's atomic
// functions where the type and operator have one and converting the
// operand to x's type first computes the same value, a compare-and-swap
// loop on the bit pattern otherwise; on the host-plugin build the GCC
// __atomic builtins. The analysis binds each directive to its statement
// and decides which sites are storage of one thread (Site.Local).
package atomics

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Site is one atomic construct of device code, matched to its form.
type Site struct {
	pos  diag.Pos
	info *directive.AtomicInfo
	Toks []cc.Token // the statement's tokens, all replaced
	X    cc.ExpressionNode
	v    cc.ExpressionNode // read and capture: where the value goes
	e    cc.ExpressionNode // the operand; nil when eLit is set
	eLit string            // the operand of ++ and --
	d    cc.ExpressionNode // compare x == e ? d : x: the new value
	// op names the operation: "read", "write", "xchg", "cmpxchg" or an
	// update operator (atomicOps).
	op      string
	wantNew bool // capture: v gets x's new value (else its old one)
	// Compare capture of the comparison's result: r gets whether x was
	// e (r = x == e; if (r) ...), and with vOnFail v gets x's value only
	// when it was not (... else { v = x; }).
	r       cc.ExpressionNode
	vOnFail bool
	// Local: x is storage of one device thread (the analysis decides);
	// the statement runs as written, between the memory order's fences.
	Local bool
	// priv, privBase and privLen: the update goes to the team's copy
	// priv of the privLen elements at privBase (Privatize).
	priv, privBase string
	privLen        int64
}

// Additive reports whether the site is an atomic update that adds to
// or subtracts from an integer x of 4 or 8 bytes (x++, x--, x += e,
// x -= e, x = x + e, x = e + x, x = x - e) with no fence around it and
// an operand the hardware operation on x's type computes exactly: the
// updates a team may gather in a copy of x's array and add to x later.
func (s *Site) Additive() bool {
	if s.Local || s.v != nil || s.r != nil || s.info.Capture || s.info.Compare || s.op != "+" && s.op != "-" {
		return false
	}
	if before, after := atomicFences(s); before || after {
		return false
	}
	t := s.X.Type()
	if t == nil || !cc.IsIntegerType(t) || t.Size() != 4 && t.Size() != 8 {
		return false
	}
	return sameAfterConversion(atomicOps[s.op], s.X, s.e)
}

// Operand returns the update's operand e, nil for ++ and --.
func (s *Site) Operand() cc.ExpressionNode { return s.e }

// Privatize makes Lower print the update on the team's copy priv of the
// n elements at base (the names the device prologue declares), x itself
// when x is not among them. Only for Additive sites.
func (s *Site) Privatize(priv, base string, n int64) {
	s.priv, s.privBase, s.privLen = priv, base, n
}

// atomicOps are the update operators and their helper functors; rev
// marks x = expr op x where op does not commute.
var atomicOps = map[string]string{
	"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod", "<<": "shl", ">>": "shr",
	"&": "and", "^": "xor", "|": "or",
	"r-": "rsub", "r/": "rdiv", "r%": "rmod", "r<<": "rshl", "r>>": "rshr",
	"min": "min", "max": "max",
}

// hwOps are the operators the device header has CUDA atomic functions
// for (__omp_atomic_hw_<name>).
var hwOps = map[string]bool{"add": true, "sub": true, "and": true, "or": true, "xor": true, "min": true, "max": true}

// atomicKinds are the types of x the helpers implement.
var atomicKinds = map[cc.Kind]bool{
	cc.Char: true, cc.SChar: true, cc.UChar: true, cc.Short: true, cc.UShort: true,
	cc.Int: true, cc.UInt: true, cc.Long: true, cc.ULong: true, cc.LongLong: true, cc.ULongLong: true,
	cc.Float: true, cc.Double: true,
}

// Match matches stmt, the statement of an atomic directive at pos with
// clauses info (the unit's default memory order applied), against the
// forms OpenMP allows and reports into errs what does not match or is not
// supported; nil then.
func Match(errs *diag.List, pos diag.Pos, info *directive.AtomicInfo, stmt *cc.Statement) *Site {
	m := &matcher{errs: errs}
	s := &Site{pos: pos, info: info, Toks: csyntax.Tokens(stmt)}
	if len(s.Toks) == 0 {
		errs.Errorf(pos, "'#pragma omp atomic' must be followed by a statement")
		return nil
	}
	at := frontend.Position(s.Toks[0])
	var ok bool
	switch {
	case info.Compare && info.Capture:
		ok = m.atomicCompareCapture(s, stmt)
	case info.Compare:
		ok = m.atomicCompare(s, stmt)
	case info.Capture:
		ok = m.atomicCapture(s, stmt)
	case info.Op == directive.AtomicRead:
		ok = m.atomicRead(s, exprStmt(stmt))
	case info.Op == directive.AtomicWrite:
		ok = m.atomicWrite(s, exprStmt(stmt))
	default:
		n := exprStmt(stmt)
		ok = n != nil && m.atomicUpdate(s, n)
		if !ok && !m.failed(s) {
			errs.Errorf(at, "the statement of '#pragma omp atomic update' must be 'x++;', 'x--;', '++x;', '--x;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'")
		}
	}
	if !ok {
		if !m.failed(s) {
			errs.Errorf(at, "the statement of '#pragma omp atomic %s' does not have one of the forms OpenMP allows for it", atomicName(info))
		}
		return nil
	}
	if !m.atomicOperands(s) {
		return nil
	}
	if s.op == "%" || s.op == "r%" {
		// clang-19 takes it; gcc, which compiles the host fallback and
		// the host copy of declare target functions, refuses it.
		errs.Errorf(at, "'%%' is not an operator of '#pragma omp atomic' (OpenMP 5.2 allows + * - / & ^ | << >>)")
		return nil
	}
	if info.Compare && info.Capture && !cc.IsIntegerType(s.X.Type()) {
		// clang-19 captures the new value of a floating x.
		errs.Errorf(frontend.Position(csyntax.First(s.X)), "'#pragma omp atomic compare capture' on the floating '%s' is not supported yet (clang-19 captures its new value, OpenMP its old one)", csyntax.Text(s.X))
		return nil
	}
	return s
}

// matcher matches statements to the atomic forms, reporting into errs.
type matcher struct {
	errs *diag.List
}

// failed reports whether an error was reported at or after the site's
// statement (so a generic message would only repeat it).
func (m *matcher) failed(s *Site) bool {
	at := frontend.Position(s.Toks[0])
	for _, e := range *m.errs {
		if e.Pos.File == at.File && (e.Pos.Line > at.Line || e.Pos.Line == at.Line && e.Pos.Col >= at.Col) && e.Pos.Line <= frontend.Position(s.Toks[len(s.Toks)-1]).Line {
			return true
		}
	}
	return false
}

func atomicName(info *directive.AtomicInfo) string {
	var w []string
	if info.Op != directive.AtomicUpdate || (!info.Capture && !info.Compare) {
		w = append(w, info.Op)
	}
	if info.Compare {
		w = append(w, "compare")
	}
	if info.Capture {
		w = append(w, "capture")
	}
	return strings.Join(w, " ")
}

// exprStmt returns the expression of an expression statement (a comma
// expression is none of the atomic forms), or nil.
func exprStmt(s *cc.Statement) cc.ExpressionNode {
	if s == nil || s.Case != cc.StatementExpr || s.ExpressionStatement == nil {
		return nil
	}
	n := s.ExpressionStatement.ExpressionList
	if _, comma := n.(*cc.ExpressionList); comma || n == nil {
		return nil
	}
	return n
}

// sameExpr: the two expressions are spelled with the same tokens.
func sameExpr(x, y cc.Node) bool {
	a, b := csyntax.Tokens(x), csyntax.Tokens(y)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].SrcStr() != b[i].SrcStr() {
			return false
		}
	}
	return true
}

// mentions reports whether an expression in n is spelled like x.
func mentions(n, x cc.Node) bool {
	found := false
	csyntax.Walk(n, func(m cc.Node) bool {
		if found {
			return false
		}
		if _, ok := m.(cc.ExpressionNode); ok && sameExpr(m, x) {
			found = true
		}
		return !found
	})
	return found
}

// binary splits a binary expression with one of the update operators.
func binary(n cc.ExpressionNode) (l, r cc.ExpressionNode, op string, ok bool) {
	switch x := n.(type) {
	case *cc.AdditiveExpression:
		switch x.Case {
		case cc.AdditiveExpressionAdd:
			return x.AdditiveExpression, x.MultiplicativeExpression, "+", true
		case cc.AdditiveExpressionSub:
			return x.AdditiveExpression, x.MultiplicativeExpression, "-", true
		}
	case *cc.MultiplicativeExpression:
		switch x.Case {
		case cc.MultiplicativeExpressionMul:
			return x.MultiplicativeExpression, x.CastExpression, "*", true
		case cc.MultiplicativeExpressionDiv:
			return x.MultiplicativeExpression, x.CastExpression, "/", true
		case cc.MultiplicativeExpressionMod:
			return x.MultiplicativeExpression, x.CastExpression, "%", true
		}
	case *cc.ShiftExpression:
		switch x.Case {
		case cc.ShiftExpressionLsh:
			return x.ShiftExpression, x.AdditiveExpression, "<<", true
		case cc.ShiftExpressionRsh:
			return x.ShiftExpression, x.AdditiveExpression, ">>", true
		}
	case *cc.AndExpression:
		if x.Case == cc.AndExpressionAnd {
			return x.AndExpression, x.EqualityExpression, "&", true
		}
	case *cc.ExclusiveOrExpression:
		if x.Case == cc.ExclusiveOrExpressionXor {
			return x.ExclusiveOrExpression, x.AndExpression, "^", true
		}
	case *cc.InclusiveOrExpression:
		if x.Case == cc.InclusiveOrExpressionOr {
			return x.InclusiveOrExpression, x.ExclusiveOrExpression, "|", true
		}
	}
	return nil, nil, "", false
}

var compoundOps = map[cc.AssignmentExpressionCase]string{
	cc.AssignmentExpressionMul: "*", cc.AssignmentExpressionDiv: "/", cc.AssignmentExpressionMod: "%",
	cc.AssignmentExpressionAdd: "+", cc.AssignmentExpressionSub: "-", cc.AssignmentExpressionLsh: "<<",
	cc.AssignmentExpressionRsh: ">>", cc.AssignmentExpressionAnd: "&", cc.AssignmentExpressionXor: "^",
	cc.AssignmentExpressionOr: "|",
}

// commutes: x = expr op x is x = x op expr.
var commutes = map[string]bool{"+": true, "*": true, "&": true, "^": true, "|": true}

// atomicUpdate matches an update expression; prefix reports whether its
// value is x's new value (++x, x op= e, x = x op e) rather than the old
// one (x++).
func (m *matcher) atomicUpdate(s *Site, n cc.ExpressionNode) bool {
	_, ok := m.updateForm(s, n)
	return ok
}

func (m *matcher) updateForm(s *Site, n cc.ExpressionNode) (prefix bool, ok bool) {
	switch x := csyntax.Unparen(n).(type) {
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionInc:
			s.X, s.op, s.eLit = x.PostfixExpression, "+", "1"
			return false, true
		case cc.PostfixExpressionDec:
			s.X, s.op, s.eLit = x.PostfixExpression, "-", "1"
			return false, true
		}
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionInc:
			s.X, s.op, s.eLit = x.UnaryExpression, "+", "1"
			return true, true
		case cc.UnaryExpressionDec:
			s.X, s.op, s.eLit = x.UnaryExpression, "-", "1"
			return true, true
		}
	case *cc.AssignmentExpression:
		if op, ok := compoundOps[x.Case]; ok {
			s.X, s.op, s.e = x.UnaryExpression, op, x.AssignmentExpression
			return true, true
		}
		if x.Case != cc.AssignmentExpressionAssign {
			return false, false
		}
		l, r, op, ok := binary(csyntax.Unparen(x.AssignmentExpression))
		if !ok {
			return false, false
		}
		switch {
		case sameExpr(csyntax.Unparen(l), csyntax.Unparen(x.UnaryExpression)):
			s.X, s.op, s.e = x.UnaryExpression, op, r
		case sameExpr(csyntax.Unparen(r), csyntax.Unparen(x.UnaryExpression)):
			s.X, s.e = x.UnaryExpression, l
			s.op = op
			if !commutes[op] {
				s.op = "r" + op
			}
		default:
			return false, false
		}
		return true, true
	}
	return false, false
}

func (m *matcher) atomicRead(s *Site, n cc.ExpressionNode) bool {
	x, ok := csyntax.Unparen(n).(*cc.AssignmentExpression)
	if !ok || x.Case != cc.AssignmentExpressionAssign {
		return false
	}
	s.v, s.X, s.op = x.UnaryExpression, csyntax.Unparen(x.AssignmentExpression), "read"
	return true
}

func (m *matcher) atomicWrite(s *Site, n cc.ExpressionNode) bool {
	x, ok := csyntax.Unparen(n).(*cc.AssignmentExpression)
	if !ok || x.Case != cc.AssignmentExpressionAssign {
		return false
	}
	s.X, s.e, s.op = x.UnaryExpression, x.AssignmentExpression, "write"
	return true
}

// atomicCapture matches v = update-expr; and the two-statement blocks.
func (m *matcher) atomicCapture(s *Site, st *cc.Statement) bool {
	if n := exprStmt(st); n != nil {
		x, ok := csyntax.Unparen(n).(*cc.AssignmentExpression)
		if !ok || x.Case != cc.AssignmentExpressionAssign {
			return false
		}
		s.v = x.UnaryExpression
		prefix, ok := m.updateForm(s, x.AssignmentExpression)
		s.wantNew = prefix
		return ok
	}
	if st == nil || st.Case != cc.StatementCompound {
		return false
	}
	stmts := twoStatements(st)
	if stmts == nil {
		return false
	}
	first, second := exprStmt(stmts[0]), exprStmt(stmts[1])
	if first == nil || second == nil {
		return false
	}
	// {v = x; update} or {v = x; x = expr;}
	if rd, ok := csyntax.Unparen(first).(*cc.AssignmentExpression); ok && rd.Case == cc.AssignmentExpressionAssign {
		if m.updateForm(s, second); s.X != nil && sameExpr(csyntax.Unparen(s.X), csyntax.Unparen(rd.AssignmentExpression)) {
			s.v, s.wantNew = rd.UnaryExpression, false
			return true
		}
		*s = Site{pos: s.pos, info: s.info, Toks: s.Toks}
		if wr, ok := csyntax.Unparen(second).(*cc.AssignmentExpression); ok && wr.Case == cc.AssignmentExpressionAssign && sameExpr(csyntax.Unparen(wr.UnaryExpression), csyntax.Unparen(rd.AssignmentExpression)) {
			s.v, s.X, s.e, s.op = rd.UnaryExpression, wr.UnaryExpression, wr.AssignmentExpression, "xchg"
			return true
		}
	}
	// {update; v = x;}
	*s = Site{pos: s.pos, info: s.info, Toks: s.Toks}
	if rd, ok := csyntax.Unparen(second).(*cc.AssignmentExpression); ok && rd.Case == cc.AssignmentExpressionAssign {
		if _, ok := m.updateForm(s, first); ok && sameExpr(csyntax.Unparen(s.X), csyntax.Unparen(rd.AssignmentExpression)) {
			s.v, s.wantNew = rd.UnaryExpression, true
			return true
		}
	}
	*s = Site{pos: s.pos, info: s.info, Toks: s.Toks}
	return false
}

// atomicCompare matches the conditional-update forms of OpenMP 5.1:
// x = expr ordop x ? expr : x; x = x ordop expr ? expr : x;
// x = x == e ? d : x; and the same as if (cond) { x = ...; }, with or
// without the braces.
func (m *matcher) atomicCompare(s *Site, st *cc.Statement) bool {
	var x, cond, val cc.ExpressionNode
	if n := exprStmt(st); n != nil {
		as, ok := csyntax.Unparen(n).(*cc.AssignmentExpression)
		if !ok || as.Case != cc.AssignmentExpressionAssign {
			return false
		}
		ce, ok := csyntax.Unparen(as.AssignmentExpression).(*cc.ConditionalExpression)
		if !ok || ce.Case != cc.ConditionalExpressionCond || !sameExpr(csyntax.Unparen(ce.ConditionalExpression), csyntax.Unparen(as.UnaryExpression)) {
			return false
		}
		x, cond, val = as.UnaryExpression, ce.LogicalOrExpression, ce.ExpressionList
	} else {
		if st == nil || st.Case != cc.StatementSelection || st.SelectionStatement.Case != cc.SelectionStatementIf {
			return false
		}
		// OpenMP's grammar has braces around the assignment; clang-19
		// also takes it without them (gcc, which compiles the host
		// code, does not: hostsplice adds them there).
		body := st.SelectionStatement.Statement
		if body.Case == cc.StatementCompound {
			if one := csyntax.SoleStatement(body); one != nil {
				body = one
			}
		}
		as, ok := csyntax.Unparen(exprStmt(body)).(*cc.AssignmentExpression)
		if exprStmt(body) == nil || !ok || as.Case != cc.AssignmentExpressionAssign {
			return false
		}
		x, cond, val = as.UnaryExpression, st.SelectionStatement.ExpressionList, as.AssignmentExpression
	}
	cond = csyntax.Unparen(cond)
	var l, r cc.ExpressionNode
	var op string
	switch c := cond.(type) {
	case *cc.RelationalExpression:
		l, r = c.RelationalExpression, c.ShiftExpression
		switch c.Case {
		case cc.RelationalExpressionLt:
			op = "<"
		case cc.RelationalExpressionGt:
			op = ">"
		default:
			return false
		}
	case *cc.EqualityExpression:
		if c.Case != cc.EqualityExpressionEq {
			return false
		}
		l, r, op = c.EqualityExpression, c.RelationalExpression, "=="
	default:
		return false
	}
	s.X = x
	if op == "==" {
		e, ok := comparedWith(cond, x)
		if ok {
			s.op, s.e, s.d = "cmpxchg", e, val
		}
		return ok
	}
	switch {
	case sameExpr(csyntax.Unparen(l), csyntax.Unparen(x)) && sameExpr(csyntax.Unparen(r), csyntax.Unparen(val)):
		// x < e: e is larger, so x = max(x, e); x > e: min.
		s.e = r
		if op == "<" {
			s.op = "max"
		} else {
			s.op = "min"
		}
		return true
	case sameExpr(csyntax.Unparen(r), csyntax.Unparen(x)) && sameExpr(csyntax.Unparen(l), csyntax.Unparen(val)):
		s.e = l
		if op == "<" {
			s.op = "min"
		} else {
			s.op = "max"
		}
		return true
	}
	return false
}

// atomicCompareCapture matches {v = x; cond-update} (v gets x's old
// value), {cond-update v = x;} (its new one, refused below), and the
// forms that capture the comparison's result or assign v only when it
// fails (compareResult).
func (m *matcher) atomicCompareCapture(s *Site, st *cc.Statement) bool {
	if m.compareResult(s, st) {
		return true
	}
	*s = Site{pos: s.pos, info: s.info, Toks: s.Toks}
	if st == nil || st.Case != cc.StatementCompound {
		return false
	}
	stmts := twoStatements(st)
	if stmts == nil {
		return false
	}
	read := func(st *cc.Statement) *cc.AssignmentExpression {
		n := exprStmt(st)
		if n == nil {
			return nil
		}
		rd, ok := csyntax.Unparen(n).(*cc.AssignmentExpression)
		if !ok || rd.Case != cc.AssignmentExpressionAssign {
			return nil
		}
		return rd
	}
	if rd := read(stmts[0]); rd != nil && m.atomicCompare(s, stmts[1]) && sameExpr(csyntax.Unparen(s.X), csyntax.Unparen(rd.AssignmentExpression)) {
		s.v, s.wantNew = rd.UnaryExpression, false
		return true
	}
	*s = Site{pos: s.pos, info: s.info, Toks: s.Toks}
	if rd := read(stmts[1]); rd != nil && m.atomicCompare(s, stmts[0]) && sameExpr(csyntax.Unparen(s.X), csyntax.Unparen(rd.AssignmentExpression)) {
		// OpenMP gives v x's new value here; clang-19 gives it the old
		// one, so the two would compute different results.
		m.errs.Errorf(frontend.Position(s.Toks[0]), "'#pragma omp atomic compare capture' with 'v = x;' after the conditional update is not supported yet (clang-19 captures the old value there, OpenMP the new one); capture before it: '{v = x; ...}'")
		return false
	}
	*s = Site{pos: s.pos, info: s.info, Toks: s.Toks}
	return false
}

// compareResult matches the compare capture forms of OpenMP 5.2 §15.8.4
// that use the comparison's outcome:
//
//	if (x == e) { x = d; } else { v = x; }
//	{ r = x == e; if (r) { x = d; } }
//	{ r = x == e; if (r) { x = d; } else { v = x; } }
//
// (e == x too). All three are one compare-and-swap of x from e to d.
// The first may stand in braces of its own, as clang-19 writes it in its
// diagnostics and accepts it.
func (m *matcher) compareResult(s *Site, st *cc.Statement) bool {
	if st == nil {
		return false
	}
	if st.Case == cc.StatementCompound {
		if one := csyntax.SoleStatement(st); one != nil && one.Case == cc.StatementSelection {
			st = one
		}
	}
	if st.Case == cc.StatementSelection && st.SelectionStatement.Case == cc.SelectionStatementIfElse {
		return m.compareElse(s, st) && s.op == "cmpxchg"
	}
	if st.Case != cc.StatementCompound {
		return false
	}
	stmts := twoStatements(st)
	if stmts == nil {
		return false
	}
	n := exprStmt(stmts[0])
	if n == nil {
		return false
	}
	as, ok := csyntax.Unparen(n).(*cc.AssignmentExpression)
	if !ok || as.Case != cc.AssignmentExpressionAssign {
		return false
	}
	sel := stmts[1]
	if sel.Case != cc.StatementSelection || (sel.SelectionStatement.Case != cc.SelectionStatementIf && sel.SelectionStatement.Case != cc.SelectionStatementIfElse) {
		return false
	}
	r := as.UnaryExpression
	if !sameExpr(csyntax.Unparen(sel.SelectionStatement.ExpressionList), csyntax.Unparen(r)) {
		return false
	}
	// The update: the if statement with the comparison for its
	// condition, x = d in braces.
	if !m.compareAssign(s, sel.SelectionStatement.Statement) {
		return false
	}
	if s.e, ok = comparedWith(as.AssignmentExpression, s.X); !ok {
		return false
	}
	s.op, s.r = "cmpxchg", r
	if sel.SelectionStatement.Case == cc.SelectionStatementIfElse {
		return m.captureElse(s, sel.SelectionStatement.Statement2)
	}
	return true
}

// compareElse matches if (x == e) { x = d; } else { v = x; }.
func (m *matcher) compareElse(s *Site, st *cc.Statement) bool {
	sel := st.SelectionStatement
	if !m.compareAssign(s, sel.Statement) {
		return false
	}
	var ok bool
	if s.e, ok = comparedWith(sel.ExpressionList, s.X); !ok {
		return false
	}
	s.op = "cmpxchg"
	return m.captureElse(s, sel.Statement2)
}

// comparedWith returns e when cond is x == e or e == x (parentheses
// aside): the expected value of a compare-and-swap of x.
func comparedWith(cond, x cc.ExpressionNode) (cc.ExpressionNode, bool) {
	eq, ok := csyntax.Unparen(cond).(*cc.EqualityExpression)
	if !ok || eq.Case != cc.EqualityExpressionEq {
		return nil, false
	}
	switch {
	case sameExpr(csyntax.Unparen(eq.EqualityExpression), csyntax.Unparen(x)):
		return eq.RelationalExpression, true
	case sameExpr(csyntax.Unparen(eq.RelationalExpression), csyntax.Unparen(x)):
		return eq.EqualityExpression, true
	}
	return nil, false
}

// compareAssign matches { x = d; } (or x = d; without the braces, as
// clang-19 takes it), setting x and d.
func (m *matcher) compareAssign(s *Site, body *cc.Statement) bool {
	one := bracedOrBare(body)
	if one == nil {
		return false
	}
	as, ok := csyntax.Unparen(exprStmt(one)).(*cc.AssignmentExpression)
	if exprStmt(one) == nil || !ok || as.Case != cc.AssignmentExpressionAssign {
		return false
	}
	s.X, s.d = as.UnaryExpression, as.AssignmentExpression
	return true
}

// bracedOrBare returns the sole statement of a compound statement, or
// the statement itself when it has no braces: the branches of an atomic
// compare if statement, which OpenMP writes in braces and clang-19 also
// takes without (hostsplice adds them for gcc 12).
func bracedOrBare(body *cc.Statement) *cc.Statement {
	if body == nil || body.Case != cc.StatementCompound {
		return body
	}
	return csyntax.SoleStatement(body)
}

// captureElse matches the else branch { v = x; } (or v = x;) of a
// compare capture.
func (m *matcher) captureElse(s *Site, body *cc.Statement) bool {
	one := bracedOrBare(body)
	if one == nil || exprStmt(one) == nil {
		return false
	}
	as, ok := csyntax.Unparen(exprStmt(one)).(*cc.AssignmentExpression)
	if !ok || as.Case != cc.AssignmentExpressionAssign || !sameExpr(csyntax.Unparen(as.AssignmentExpression), csyntax.Unparen(s.X)) {
		return false
	}
	s.v, s.vOnFail = as.UnaryExpression, true
	return true
}

// atomicOperands checks x, v and the operands: x an lvalue of a
// supported type, not in the operands, v not x.
func (m *matcher) atomicOperands(s *Site) bool {
	at := frontend.Position(csyntax.First(s.X))
	x := csyntax.Unparen(s.X)
	if !isLvalue(x) {
		m.errs.Errorf(at, "'#pragma omp atomic': '%s' must be a variable, an array element, a member or '*p'", csyntax.Text(s.X))
		return false
	}
	if pe, ok := x.(*cc.PostfixExpression); ok && (pe.Case == cc.PostfixExpressionSelect || pe.Case == cc.PostfixExpressionPSelect) && pe.Field() != nil && pe.Field().IsBitfield() {
		m.errs.Errorf(at, "'#pragma omp atomic' on the bit-field '%s' is not supported yet", csyntax.Text(s.X))
		return false
	}
	t := x.Type()
	if t == nil || !atomicKinds[t.Kind()] {
		kind := "?"
		if t != nil {
			kind = t.String()
		}
		m.errs.Errorf(at, "'#pragma omp atomic' on '%s' of type '%s' is not supported yet (char, short, int, long, long long, their unsigned forms, float and double are)", csyntax.Text(s.X), kind)
		return false
	}
	if at := t.Attributes(); at.IsVolatile() || at.IsConst() {
		m.errs.Errorf(frontend.Position(csyntax.First(s.X)), "'#pragma omp atomic' on the const or volatile '%s' is not supported yet", csyntax.Text(s.X))
		return false
	}
	for _, n := range []cc.ExpressionNode{s.e, s.d} {
		if n == nil {
			continue
		}
		if et := n.Type(); et == nil || !cc.IsArithmeticType(et) || et.Kind() == cc.LongDouble || ctype.IsComplex(et) {
			m.errs.Errorf(frontend.Position(csyntax.First(n)), "'#pragma omp atomic': the expression '%s' must have an arithmetic type other than long double", csyntax.Text(n))
			return false
		}
		if mentions(n, x) {
			m.errs.Errorf(frontend.Position(csyntax.First(n)), "'#pragma omp atomic': the expression '%s' must not use '%s'", csyntax.Text(n), csyntax.Text(x))
			return false
		}
	}
	for _, v := range []cc.ExpressionNode{s.v, s.r} {
		if v != nil && !m.captureTarget(v, x) {
			return false
		}
	}
	return true
}

// captureTarget checks v (or r) of a capture: an lvalue of arithmetic
// type other than x that does not use x.
func (m *matcher) captureTarget(v0, x cc.ExpressionNode) bool {
	at := frontend.Position(csyntax.First(v0))
	v := csyntax.Unparen(v0)
	switch {
	case !isLvalue(v):
		m.errs.Errorf(at, "'#pragma omp atomic': '%s' must be a variable, an array element, a member or '*p'", csyntax.Text(v0))
	case sameExpr(v, x):
		m.errs.Errorf(at, "'#pragma omp atomic': 'v' and 'x' must not be the same ('%s')", csyntax.Text(v0))
	case mentions(v, x):
		m.errs.Errorf(at, "'#pragma omp atomic': '%s' must not use '%s'", csyntax.Text(v0), csyntax.Text(x))
	default:
		if vt := v.Type(); vt == nil || !cc.IsArithmeticType(vt) || vt.Kind() == cc.LongDouble || ctype.IsComplex(vt) {
			m.errs.Errorf(at, "'#pragma omp atomic': '%s' must have an arithmetic type other than long double", csyntax.Text(v0))
			return false
		}
		return true
	}
	return false
}

func isLvalue(n cc.ExpressionNode) bool {
	switch x := n.(type) {
	case *cc.PrimaryExpression:
		return x.Case == cc.PrimaryExpressionIdent
	case *cc.PostfixExpression:
		return x.Case == cc.PostfixExpressionIndex || x.Case == cc.PostfixExpressionSelect || x.Case == cc.PostfixExpressionPSelect
	case *cc.UnaryExpression:
		return x.Case == cc.UnaryExpressionDeref
	}
	return false
}

// Lower replaces the tokens of each site's statement in subst by the
// helper call (subst already holds the other substitutions of the device
// code, which the operands are rendered with).
func Lower(sites []*Site, subst map[int]string) {
	for _, s := range sites {
		if s.Local {
			if before, after := atomicFences(s); before || after {
				first, last := s.Toks[0], s.Toks[len(s.Toks)-1]
				tok := func(t cc.Token) string {
					if r, ok := subst[t.Seq()]; ok {
						return r
					}
					return t.SrcStr()
				}
				subst[first.Seq()] = "{ __omp_atomic_fence(); " + tok(first)
				subst[last.Seq()] = tok(last) + " __omp_atomic_fence(); }"
				if first.Seq() == last.Seq() {
					subst[first.Seq()] = "{ __omp_atomic_fence(); " + tok(first) + " __omp_atomic_fence(); }"
				}
			}
			continue
		}
		text := func(n cc.Node) string { return "(" + csyntax.Render(csyntax.Tokens(n), subst) + ")" }
		x := "&" + text(s.X)
		e := s.eLit
		if s.e != nil {
			e = text(s.e)
		}
		var call string
		switch s.op {
		case "read":
			call = fmt.Sprintf("__omp_atomic_read(%s)", x)
		case "write":
			call = fmt.Sprintf("__omp_atomic_write(%s, %s)", x, e)
		case "xchg":
			call = fmt.Sprintf("__omp_atomic_xchg(%s, %s)", x, e)
		case "cmpxchg":
			call = fmt.Sprintf("__omp_atomic_cmpxchg(%s, %s, %s, %d)", x, e, text(s.d), b2i(s.wantNew))
			if s.vOnFail {
				call = fmt.Sprintf("__omp_atomic_cmpxchg_else(%s, %s, %s, &%s)", x, e, text(s.d), text(s.v))
			} else if s.r != nil {
				call = fmt.Sprintf("__omp_atomic_cmpxchg_ok(%s, %s, %s)", x, e, text(s.d))
			}
		default:
			name := atomicOps[s.op]
			if s.priv != "" {
				call = fmt.Sprintf("__omp_priv_%s(%s, %s, %s, %s, %d)", name, x, e, s.priv, s.privBase, s.privLen)
			} else if hwOps[name] && sameAfterConversion(name, s.X, s.e) {
				call = fmt.Sprintf("__omp_atomic_hw_%s(%s, %s, %d)", name, x, e, b2i(s.wantNew))
			} else {
				call = fmt.Sprintf("__omp_atomic_update(%s, %s, __omp_aop_%s(), %d)", x, e, name, b2i(s.wantNew))
			}
		}
		stmt := call + ";"
		switch {
		case s.r != nil:
			stmt = text(s.r) + " = " + call + ";"
		case s.v != nil && !s.vOnFail:
			stmt = text(s.v) + " = " + call + ";"
		}
		before, after := atomicFences(s)
		if before || after {
			var b strings.Builder
			b.WriteString("{ ")
			if before {
				b.WriteString("__omp_atomic_fence(); ")
			}
			b.WriteString(stmt)
			if after {
				b.WriteString(" __omp_atomic_fence();")
			}
			b.WriteString(" }")
			stmt = b.String()
		} else if s.v == nil && s.r == nil || s.vOnFail && s.r == nil {
			stmt = "(void)" + stmt
		}
		for i, t := range s.Toks {
			if i == 0 {
				subst[t.Seq()] = stmt
			} else {
				subst[t.Seq()] = ""
			}
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// atomicFences: the device fences around the operation for its memory
// order (the operation itself is relaxed): release orders what comes
// before it, acquire what comes after, seq_cst both. On reads only
// acquire and on writes only release apply.
func atomicFences(s *Site) (before, after bool) {
	o := s.info.Order
	if s.info.Fail == "seq_cst" || s.info.Fail == "acquire" {
		after = true
	}
	switch o {
	case "seq_cst":
		return true, true
	case "acq_rel":
		return s.op != "read", after || s.op != "write"
	case "release":
		return true, after
	case "acquire":
		return false, true
	}
	return false, after
}

// sameAfterConversion reports whether converting the operand e to x's
// type before the operation computes what C computes (x op e converted
// back to x's type), so the hardware operation on x's type may run it:
// for + - & | ^ on integers always (they are exact modulo 2^n), else
// when the usual arithmetic conversions of x and e give x's type.
func sameAfterConversion(op string, x, e cc.ExpressionNode) bool {
	xt := x.Type()
	if xt == nil {
		return false
	}
	if e == nil { // ++ and --: the operand is the int 1
		return op == "add" || op == "sub"
	}
	et := e.Type()
	if et == nil {
		return false
	}
	if cc.IsIntegerType(xt) && cc.IsIntegerType(et) && op != "min" && op != "max" {
		return true
	}
	return ctype.UsualConversion(xt.Kind(), et.Kind()) == xt.Kind()
}

// twoStatements returns the two statements of compound statement st, or
// nil when it holds declarations or another number of statements (the
// structured-block forms of atomic capture and compare).
func twoStatements(st *cc.Statement) []*cc.Statement {
	var stmts []*cc.Statement
	for l := st.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
		if l.BlockItem == nil || l.BlockItem.Case != cc.BlockItemStmt {
			return nil
		}
		stmts = append(stmts, l.BlockItem.Statement)
	}
	if len(stmts) != 2 {
		return nil
	}
	return stmts
}
