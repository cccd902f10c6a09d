// Package clauseexpr reads the expression of a clause written in a
// pragma of a target region: whether the host can evaluate the if clause
// of a parallel construct in a generic region as the device would
// (generic/launchif.go decides the launch's if clause,
// docs/generic.md#the-if-clause), and how the device code spells it.
//
// It reads the unit only through the macros it is given and the parsed
// tree; it never imports the analysis.
package clauseexpr

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Host tells why the host cannot evaluate expr for the region
// of target construct d as the device would where a parallel construct
// of the region stands; "" when it can: expr calls no function and
// names only constants and variables of arithmetic type declared in the
// function before the target construct that the construct does not map
// (they are firstprivate to the region, with the host's values) and the
// region does not write.
// Object-like macros (macros) are read through their replacement lists.
func Host(macros map[string]*cc.Macro, d *directive.Directive, expr string, region *cc.Statement) string {
	return host(macros, d, expr, region, nil, 0)
}

// HostPure is Host where expr may also call the functions pure accepts,
// whose value the host computes as the device would from the same
// arguments (callees.Checker.Pure).
func HostPure(macros map[string]*cc.Macro, d *directive.Directive, expr string, region *cc.Statement, pure func(string) bool) string {
	return host(macros, d, expr, region, pure, 0)
}

// host is HostPure at macro depth depth.
func host(macros map[string]*cc.Macro, d *directive.Directive, expr string, region *cc.Statement, pure func(string) bool, depth int) string {
	if depth > 16 {
		return "its macros nest too deep"
	}
	toks := strings.Fields(csyntax.TokenizeKeep(expr))
	firstTok := csyntax.First(region)
	first := firstTok.Seq()
	scope := resolve.ScopeOf(region)
	for i, t := range toks {
		if !directive.IsIdent(t) || csyntax.ExprKeywords[t] {
			continue
		}
		if i+1 < len(toks) && toks[i+1] == "(" {
			if pure != nil && pure(t) {
				continue
			}
			return fmt.Sprintf("a call of '%s' in its condition", t)
		}
		if i > 0 && (toks[i-1] == "." || toks[i-1] == "->") {
			continue // a member name
		}
		decl, enum := VisibleAt(scope, t, first)
		switch {
		case enum:
			continue
		case decl == nil:
			if m := macros[t]; m != nil && !m.IsFnLike {
				var rep []string
				for _, r := range m.ReplacementList() {
					rep = append(rep, r.SrcStr())
				}
				if why := host(macros, d, strings.Join(rep, " "), region, pure, depth+1); why != "" {
					return why
				}
				continue
			}
			return fmt.Sprintf("'%s' in its condition is not visible before the target construct", t)
		case decl.IsStatic() || decl.IsExtern() || decl.IsThreadLocal() || fileScope(decl):
			return fmt.Sprintf("'%s' in its condition has static storage (its device copy may differ from the host's)", t)
		case !ctype.IsArithmetic(decl.Type()):
			return fmt.Sprintf("'%s' in its condition is not a variable of arithmetic type", t)
		case mappedBy(d, t):
			return fmt.Sprintf("'%s' in its condition is in a clause of the target construct (its device value may differ from the host's)", t)
		}
		if w := writtenIn(region, t); w != nil {
			return fmt.Sprintf("'%s' in its condition is written in the region (at %d:%d)", t, w.Position().Line, w.Position().Column)
		}
	}
	return ""
}

// VisibleAt returns the declarator name denotes at token seq in scope s
// (or whether it is an enumerator).
func VisibleAt(s *cc.Scope, name string, seq int) (*cc.Declarator, bool) {
	for ; s != nil; s = s.Parent {
		for _, n := range s.Nodes[name] {
			switch x := n.(type) {
			case *cc.Declarator:
				if x.Visible() <= seq {
					return x, false
				}
			case *cc.Enumerator:
				if x.Visible() <= seq {
					return nil, true
				}
			}
		}
	}
	return nil, false
}

// fileScope reports whether decl is declared at file scope.
func fileScope(decl *cc.Declarator) bool {
	for s := decl.LexicalScope(); s != nil; s = s.Parent {
		if s.Parent == nil {
			return s == decl.LexicalScope()
		}
	}
	return false
}

// mappedBy reports whether a clause of d other than firstprivate names
// variable name, or d has a defaultmap clause: then the device's value
// may not be the host's.
func mappedBy(d *directive.Directive, name string) bool {
	for _, c := range d.Clauses {
		if c.Name == "defaultmap" {
			return true
		}
		if c.Name == "firstprivate" {
			continue
		}
		for _, it := range c.Items {
			if it.Name == name {
				return true
			}
		}
	}
	return false
}

// writtenIn returns a token of region that assigns, increments,
// decrements or takes the address of a variable named name (any
// variable of that name: the test is conservative), nil when none does.
func writtenIn(region *cc.Statement, name string) *cc.Token {
	return WrittenToks(csyntax.Tokens(region), name, false)
}

// WrittenToks is writtenIn over toks; addrOnly looks only for the
// address taken.
func WrittenToks(toks []cc.Token, name string, addrOnly bool) *cc.Token {
	for i := range toks {
		if toks[i].SrcStr() != name {
			continue
		}
		if !addrOnly && i+1 < len(toks) && assignOps[toks[i+1].SrcStr()] {
			return &toks[i]
		}
		if i > 0 {
			switch toks[i-1].SrcStr() {
			case "++", "--":
				if !addrOnly {
					return &toks[i]
				}
			case "&":
				if i < 2 || !operandEnd(toks[i-2].SrcStr()) {
					return &toks[i]
				}
			}
		}
	}
	return nil
}

// assignOps are the operators after an lvalue that write it.
var assignOps = map[string]bool{
	"=": true, "+=": true, "-=": true, "*=": true, "/=": true, "%=": true,
	"&=": true, "|=": true, "^=": true, "<<=": true, ">>=": true, "++": true, "--": true,
}

// operandEnd reports whether a token can end an operand, so that a '&'
// after it is the binary operator.
func operandEnd(t string) bool {
	return t == ")" || t == "]" || directive.IsIdent(t) && !csyntax.ExprKeywords[t] || len(t) > 0 && t[0] >= '0' && t[0] <= '9'
}

// Device spells a clause's expression, written in a pragma of
// the region (scope s, before token seq), for the device code: the
// region's text reaches the device preprocessed, a pragma's does not, so
// its object-like macros are expanded and its enumerators replaced by
// their values (the device code has neither). depth counts the macros
// expanded so far.
func Device(macros map[string]*cc.Macro, expr string, s *cc.Scope, seq, depth int) string {
	var b strings.Builder
	for i := 0; i < len(expr); {
		c := expr[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			if c >= '0' && c <= '9' {
				// A number with its suffixes and exponent.
				j := i
				for j < len(expr) && (expr[j] == '.' || expr[j] == '_' || expr[j] >= '0' && expr[j] <= '9' || expr[j] >= 'a' && expr[j] <= 'z' || expr[j] >= 'A' && expr[j] <= 'Z') {
					j++
				}
				b.WriteString(expr[i:j])
				i = j
				continue
			}
			b.WriteByte(c)
			i++
			continue
		}
		j := i
		for j < len(expr) && (expr[j] == '_' || expr[j] >= 'a' && expr[j] <= 'z' || expr[j] >= 'A' && expr[j] <= 'Z' || expr[j] >= '0' && expr[j] <= '9') {
			j++
		}
		w := expr[i:j]
		before := strings.TrimRight(expr[:i], " \t")
		member := strings.HasSuffix(before, ".") || strings.HasSuffix(before, "->")
		i = j
		if member || depth > 16 {
			b.WriteString(w)
			continue
		}
		if v, ok := resolve.Enum(s, w, seq); ok {
			b.WriteString("(" + v + ")")
			continue
		}
		d, _ := VisibleAt(s, w, seq)
		if m := macros[w]; d == nil && m != nil && !m.IsFnLike {
			var rep []string
			for _, r := range m.ReplacementList() {
				rep = append(rep, r.SrcStr())
			}
			b.WriteString("(" + Device(macros, strings.Join(rep, " "), s, seq, depth+1) + ")")
			continue
		}
		if d != nil {
			w = naming.DeviceName(w)
		}
		b.WriteString(w)
	}
	return b.String()
}
