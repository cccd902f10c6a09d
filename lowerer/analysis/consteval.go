package analysis

import (
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
)

// constInt evaluates an integer constant expression written with
// literals, object-like macros and + - * / % and parentheses.
func (a *analyzer) constInt(expr string) (int64, bool) {
	toks := a.expandTokens(strings.Fields(expr), 0)
	if toks == nil {
		return 0, false
	}
	p := &ceval{toks: toks}
	v, ok := p.sum()
	if !ok || p.i != len(p.toks) {
		return 0, false
	}
	return v, true
}

func (a *analyzer) expandTokens(toks []string, depth int) []string {
	if depth > 16 {
		return nil
	}
	var out []string
	for _, t := range toks {
		if csyntax.IsIdent(t) {
			m := a.u.AST.Macros[t]
			if m == nil || m.IsFnLike {
				return nil
			}
			var rep []string
			for _, r := range m.ReplacementList() {
				rep = append(rep, r.SrcStr())
			}
			sub := a.expandTokens(rep, depth+1)
			if sub == nil {
				return nil
			}
			out = append(out, "(")
			out = append(out, sub...)
			out = append(out, ")")
			continue
		}
		out = append(out, splitPunct(t)...)
	}
	return out
}

// splitPunct splits "(2*3)" style runs that macro bodies may hold.
func splitPunct(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if strings.ContainsRune("()+-*/%", r) {
			if cur != "" {
				out = append(out, cur)
				cur = ""
			}
			out = append(out, string(r))
			continue
		}
		cur += string(r)
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

type ceval struct {
	toks []string
	i    int
}

func (p *ceval) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *ceval) sum() (int64, bool) {
	v, ok := p.prod()
	for ok && (p.peek() == "+" || p.peek() == "-") {
		op := p.toks[p.i]
		p.i++
		var w int64
		w, ok = p.prod()
		if op == "+" {
			v += w
		} else {
			v -= w
		}
	}
	return v, ok
}

func (p *ceval) prod() (int64, bool) {
	v, ok := p.unary()
	for ok && (p.peek() == "*" || p.peek() == "/" || p.peek() == "%") {
		op := p.toks[p.i]
		p.i++
		var w int64
		w, ok = p.unary()
		if !ok || (op != "*" && w == 0) {
			return 0, false
		}
		switch op {
		case "*":
			v *= w
		case "/":
			v /= w
		default:
			v %= w
		}
	}
	return v, ok
}

func (p *ceval) unary() (int64, bool) {
	switch t := p.peek(); {
	case t == "-":
		p.i++
		v, ok := p.unary()
		return -v, ok
	case t == "+":
		p.i++
		return p.unary()
	case t == "(":
		p.i++
		v, ok := p.sum()
		if !ok || p.peek() != ")" {
			return 0, false
		}
		p.i++
		return v, true
	case t != "":
		p.i++
		s := strings.TrimRight(t, "uUlL")
		v, err := strconv.ParseInt(s, 0, 64)
		return v, err == nil
	}
	return 0, false
}
