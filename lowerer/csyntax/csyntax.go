// Package csyntax holds small helpers over modernc.org/cc/v4 syntax trees:
// a generic walk, token ranges and rendering tokens back to C text.
package csyntax

import (
	"reflect"
	"sort"
	"strings"
	"sync"

	"modernc.org/cc/v4"
)

var (
	nodeType  = reflect.TypeOf((*cc.Node)(nil)).Elem()
	tokenType = reflect.TypeOf(cc.Token{})
)

// Parents maps every node under root to its parent.
func Parents(root cc.Node) map[cc.Node]cc.Node {
	par := map[cc.Node]cc.Node{}
	var visit func(n cc.Node)
	visit = func(n cc.Node) {
		Walk(n, func(c cc.Node) bool {
			if c == n {
				return true
			}
			par[c] = n
			visit(c)
			return false
		})
	}
	visit(root)
	return par
}

// Walk calls f for n and every node below it, depth first, in field
// order; f returns false to skip a node's children.
func Walk(n cc.Node, f func(cc.Node) bool) {
	if n == nil {
		return
	}
	v := reflect.ValueOf(n)
	if v.Kind() == reflect.Ptr && v.IsNil() {
		return
	}
	if !f(n) {
		return
	}
	walkValue(v, f)
}

func walkValue(v reflect.Value, f func(cc.Node) bool) {
	if v.Kind() == reflect.Ptr {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return
	}
	for _, i := range planOf(v.Type()).children {
		fv := v.Field(i)
		if fv.IsNil() {
			continue
		}
		if n, ok := fv.Interface().(cc.Node); ok {
			if _, isTok := n.(cc.Token); isTok {
				continue
			}
			Walk(n, f)
		}
	}
}

// A plan lists, once per syntax-tree struct type, the fields the walks
// visit: reflecting over every field of every node on each walk was a
// large share of a lowering's time.
type plan struct {
	// children: Walk's fields (exported, not embedded, pointers to nodes
	// or interfaces), in field order.
	children []int
	// tokens: NodeTokens' fields (exported, named Token...), in field
	// order, with the exported fields that may hold nodes.
	tokens []tokenField
}

type tokenField struct {
	index int
	token bool // a Token field; otherwise one that may hold a node
}

var plans sync.Map // reflect.Type -> *plan

func planOf(t reflect.Type) *plan {
	if p, ok := plans.Load(t); ok {
		return p.(*plan)
	}
	p := &plan{}
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue
		}
		k := sf.Type.Kind()
		if !sf.Anonymous && (k == reflect.Interface || k == reflect.Ptr && sf.Type.Implements(nodeType)) {
			p.children = append(p.children, i)
		}
		switch {
		case strings.HasPrefix(sf.Name, "Token"):
			if sf.Type == tokenType || k == reflect.Interface {
				p.tokens = append(p.tokens, tokenField{i, true})
			}
		case k == reflect.Interface || sf.Type.Implements(nodeType):
			p.tokens = append(p.tokens, tokenField{i, false})
		}
	}
	v, _ := plans.LoadOrStore(t, p)
	return v.(*plan)
}

// Tokens returns n's tokens in source order: the tokens of cc.NodeTokens,
// collected without boxing each field (see nodeTokens).
func Tokens(n cc.Node) []cc.Token {
	var r []cc.Token
	nodeTokens(n, &r)
	sort.Slice(r, func(i, j int) bool { return r[i].Seq() < r[j].Seq() })
	return r
}

// nodeTokens appends n's tokens in the order cc.NodeTokens collects them
// before sorting (so the sort, which is not stable, sees the same input):
// the exported Token... fields with a sequence number, and recursively
// the exported fields that hold nodes. Fields are read in place, so no
// Token is copied into an interface.
func nodeTokens(n cc.Node, a *[]cc.Token) {
	if n == nil {
		return
	}
	if t, ok := n.(cc.Token); ok {
		if t.Seq() != 0 {
			*a = append(*a, t)
		}
		return
	}
	v := reflect.ValueOf(n)
	if v.Kind() == reflect.Ptr {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() == reflect.Struct {
		structTokens(v, a)
	}
}

func structTokens(v reflect.Value, a *[]cc.Token) {
	for _, f := range planOf(v.Type()).tokens {
		fv := v.Field(f.index)
		switch fv.Kind() {
		case reflect.Struct:
			if fv.Type() == tokenType {
				if t := tokenOf(fv); t.Seq() != 0 {
					*a = append(*a, t)
				}
			} else if !f.token {
				structTokens(fv, a)
			}
		case reflect.Ptr:
			if !fv.IsNil() && fv.Elem().Kind() == reflect.Struct {
				structTokens(fv.Elem(), a)
			}
		case reflect.Interface:
			if fv.IsNil() {
				continue
			}
			x := fv.Interface()
			if f.token {
				if t, ok := x.(cc.Token); ok && t.Seq() != 0 {
					*a = append(*a, t)
				}
			} else if n, ok := x.(cc.Node); ok {
				nodeTokens(n, a)
			}
		}
	}
}

// tokenOf reads a Token field without boxing it when it is addressable.
func tokenOf(v reflect.Value) cc.Token {
	if v.CanAddr() {
		return *v.Addr().Interface().(*cc.Token)
	}
	return v.Interface().(cc.Token)
}

// Between returns the tokens of toks whose sequence numbers lie strictly
// between lo and hi.
func Between(toks []cc.Token, lo, hi int) []cc.Token {
	var out []cc.Token
	for _, t := range toks {
		if t.Seq() > lo && t.Seq() < hi {
			out = append(out, t)
		}
	}
	return out
}

// Render prints tokens as C text. Line breaks between tokens are kept,
// other separators become one space, and a space is added wherever two
// tokens would otherwise fuse into one; subst replaces single tokens,
// keyed by sequence number.
func Render(toks []cc.Token, subst map[int]string) string {
	var b strings.Builder
	prev := ""
	for i, t := range toks {
		s := t.SrcStr()
		if r, ok := subst[t.Seq()]; ok {
			s = r
		}
		if i > 0 {
			sep := string(t.Sep())
			switch {
			case strings.Contains(sep, "\n"):
				b.WriteString("\n")
			case sep != "" || fuses(prev, s):
				b.WriteString(" ")
			}
		}
		b.WriteString(s)
		prev = s
	}
	return b.String()
}

// fuses reports whether writing b right after a could change how the
// text tokenizes.
func fuses(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	x, y := a[len(a)-1], b[0]
	word := func(c byte) bool {
		return c == '_' || c == '.' || (c >= '0' && c <= '9') || (c|0x20 >= 'a' && c|0x20 <= 'z')
	}
	if word(x) && word(y) {
		return true
	}
	return strings.IndexByte("+-*/%<>=&|^!.#:", x) >= 0 && strings.IndexByte("+-*/%<>=&|^!.#:", y) >= 0
}

// Text renders n's tokens.
func Text(n cc.Node) string { return Render(Tokens(n), nil) }

// First and Last return n's first and last tokens.
func First(n cc.Node) cc.Token { t := Tokens(n); return t[0] }

// Last returns n's last token.
func Last(n cc.Node) cc.Token { t := Tokens(n); return t[len(t)-1] }

// AssignedOperand is the written operand of assignment or increment
// at, nil for other nodes.
func AssignedOperand(at cc.Node) cc.ExpressionNode {
	switch x := at.(type) {
	case *cc.AssignmentExpression:
		return x.UnaryExpression
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
			return x.UnaryExpression
		}
		return x.CastExpression
	case *cc.PostfixExpression:
		return x.PostfixExpression
	}
	return nil
}

// Unparen strips the parentheses around expression n (not those of a
// comma expression).
func Unparen(n cc.ExpressionNode) cc.ExpressionNode {
	for {
		p, ok := n.(*cc.PrimaryExpression)
		if !ok || p.Case != cc.PrimaryExpressionExpr {
			return n
		}
		if _, comma := p.ExpressionList.(*cc.ExpressionList); comma {
			return n
		}
		n = p.ExpressionList
	}
}

// SoleStatement returns the one statement of a compound statement that
// holds nothing else, or nil.
func SoleStatement(s *cc.Statement) *cc.Statement {
	if s == nil || s.Case != cc.StatementCompound {
		return nil
	}
	l := s.CompoundStatement.BlockItemList
	if l == nil || l.BlockItemList != nil || l.BlockItem == nil || l.BlockItem.Case != cc.BlockItemStmt {
		return nil
	}
	return l.BlockItem.Statement
}

// LoopBody returns the body of iteration statement stmt (a for loop),
// or nil.
func LoopBody(stmt *cc.Statement) *cc.Statement {
	if stmt == nil || stmt.Case != cc.StatementIteration || stmt.IterationStatement == nil {
		return nil
	}
	return stmt.IterationStatement.Statement
}

// Span returns the first and last token sequence numbers of n.
func Span(n cc.Node) (int, int) {
	t := Tokens(n)
	return t[0].Seq(), t[len(t)-1].Seq()
}

// LocalTo reports whether decl is an automatic variable declared within
// the tokens lo..hi.
func LocalTo(decl *cc.Declarator, lo, hi int) bool {
	if decl.IsStatic() || decl.IsExtern() || decl.IsThreadLocal() {
		return false
	}
	t := Tokens(decl)
	return len(t) > 0 && t[0].Seq() >= lo && t[0].Seq() <= hi
}

// EscapingJump returns a break or continue in n that leaves n.
func EscapingJump(n cc.Node) *cc.JumpStatement {
	var out *cc.JumpStatement
	loops, switches := 0, 0
	var walk func(n cc.Node) bool
	walk = func(n cc.Node) bool {
		if out != nil {
			return false
		}
		switch x := n.(type) {
		case *cc.IterationStatement:
			loops++
			Walk(x.Statement, walk)
			loops--
			return false
		case *cc.SelectionStatement:
			if x.Case == cc.SelectionStatementSwitch {
				switches++
				Walk(x.Statement, walk)
				switches--
				return false
			}
		case *cc.JumpStatement:
			switch {
			case x.Case == cc.JumpStatementBreak && loops == 0 && switches == 0,
				x.Case == cc.JumpStatementContinue && loops == 0:
				out = x
			}
		}
		return true
	}
	Walk(n, walk)
	return out
}

// DirectItem reports whether s is an item of block cs.
func DirectItem(cs *cc.CompoundStatement, s *cc.Statement) bool {
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		if bi := l.BlockItem; bi != nil && bi.Case == cc.BlockItemStmt && bi.Statement == s {
			return true
		}
	}
	return false
}

// ExprKeywords are the keywords an expression may hold (casts, sizeof)
// that name no declaration, nor a function where '(' follows them.
var ExprKeywords = map[string]bool{
	"sizeof": true, "_Alignof": true, "int": true, "long": true, "short": true, "char": true,
	"float": true, "double": true, "unsigned": true, "signed": true, "const": true,
	"volatile": true, "struct": true, "union": true, "enum": true, "void": true, "_Bool": true,
}

// Tokenize separates identifiers from punctuation for a name scan.
func Tokenize(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// TokenizeKeep separates an expression's identifiers, numbers and
// punctuators with spaces, keeping the punctuators.
func TokenizeKeep(s string) string {
	var b strings.Builder
	word := func(r rune) bool {
		return r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
	}
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case word(r):
			b.WriteRune(r)
		case r == '-' && i+1 < len(rs) && rs[i+1] == '>':
			b.WriteString(" -> ")
			i++
		case r == ' ' || r == '\t' || r == '\n':
			b.WriteByte(' ')
		default:
			b.WriteByte(' ')
			b.WriteRune(r)
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// RootVar returns the variable whose storage x designates directly (not
// through a pointer), or nil.
func RootVar(n cc.ExpressionNode) *cc.PrimaryExpression {
	for {
		switch x := Unparen(n).(type) {
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionIdent {
				return x
			}
			return nil
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionSelect:
				n = x.PostfixExpression
				continue
			case cc.PostfixExpressionIndex:
				if t := x.PostfixExpression.Type(); t != nil && t.Kind() == cc.Array {
					n = x.PostfixExpression
					continue
				}
			}
			return nil
		default:
			return nil
		}
	}
}

// RunsAgain returns where region may run statement n (a node below it)
// more than once in one run of region: the first token of the outermost
// loop of region around n, else a goto in region (a label may precede
// n); ok false when neither is there.
func RunsAgain(region, n cc.Node) (at cc.Token, ok bool) {
	first := First(n)
	seq := first.Seq()
	var jump *cc.JumpStatement
	Walk(region, func(c cc.Node) bool {
		if ok {
			return false
		}
		switch x := c.(type) {
		case *cc.IterationStatement:
			if c == region {
				return true
			}
			if lo, hi := Span(x); seq > lo && seq <= hi {
				at, ok = First(x), true
				return false
			}
		case *cc.JumpStatement:
			if jump == nil && (x.Case == cc.JumpStatementGoto || x.Case == cc.JumpStatementGotoExpr) {
				jump = x
			}
		}
		return true
	})
	if !ok && jump != nil {
		return jump.Token, true
	}
	return at, ok
}
