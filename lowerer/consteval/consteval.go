// Package consteval evaluates the integer constant expressions that
// directives' clauses and context selectors hold, written with literals
// and object-like macros, without a full C front end pass: OpenMP wants
// their values at compile time (a collapse depth, an align clause, a
// metadirective's user condition).
package consteval

import (
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// Macros looks up an object-like macro: the spellings of its replacement
// tokens, and false when name is not one (undefined or function-like).
type Macros func(name string) ([]string, bool)

// Int evaluates an integer constant expression of + - * / % and
// parentheses over literals and object-like macros; ok is false when
// toks is not one (or divides by zero).
func Int(toks []string, m Macros) (int64, bool) {
	toks = expand(toks, m, 0)
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

// expand replaces each identifier by its macro's parenthesized
// expansion (nil when one is not an object-like macro, or nests too deep).
func expand(toks []string, m Macros, depth int) []string {
	if depth > 16 {
		return nil
	}
	var out []string
	for _, t := range toks {
		if directive.IsIdent(t) {
			rep, ok := m(t)
			if !ok {
				return nil
			}
			sub := expand(rep, m, depth+1)
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

// Cond evaluates an integer constant condition: Int's
// arithmetic under ! < <= > >= == != && || and parentheses.
func Cond(toks []string, m Macros) (int64, bool) {
	toks = expand(toks, m, 0)
	if toks == nil {
		return 0, false
	}
	p := &condEval{toks: toks}
	v, ok := p.or()
	return v, ok && p.i == len(p.toks)
}

type condEval struct {
	toks []string
	i    int
}

func (p *condEval) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (p *condEval) or() (int64, bool) {
	v, ok := p.and()
	for ok && p.peek() == "||" {
		p.i++
		var w int64
		w, ok = p.and()
		v = b2i(v != 0 || w != 0)
	}
	return v, ok
}

func (p *condEval) and() (int64, bool) {
	v, ok := p.cmp()
	for ok && p.peek() == "&&" {
		p.i++
		var w int64
		w, ok = p.cmp()
		v = b2i(v != 0 && w != 0)
	}
	return v, ok
}

func (p *condEval) cmp() (int64, bool) {
	v, ok := p.operand()
	for ok {
		op := p.peek()
		switch op {
		case "<", "<=", ">", ">=", "==", "!=":
		default:
			return v, ok
		}
		p.i++
		var w int64
		w, ok = p.operand()
		switch op {
		case "<":
			v = b2i(v < w)
		case "<=":
			v = b2i(v <= w)
		case ">":
			v = b2i(v > w)
		case ">=":
			v = b2i(v >= w)
		case "==":
			v = b2i(v == w)
		default:
			v = b2i(v != w)
		}
	}
	return v, ok
}

// operand is !operand, a parenthesized condition, or Int's sum
// up to the next comparison or logical operator.
func (p *condEval) operand() (int64, bool) {
	if p.peek() == "!" {
		p.i++
		v, ok := p.operand()
		return b2i(v == 0), ok
	}
	if p.peek() == "(" {
		save := p.i
		p.i++
		if v, ok := p.or(); ok && p.peek() == ")" {
			p.i++
			if !strings.Contains("+-*/%", p.peek()) || p.peek() == "" {
				return v, true
			}
		}
		p.i = save
	}
	end := p.i
	for depth := 0; end < len(p.toks); end++ {
		t := p.toks[end]
		if t == "(" {
			depth++
		} else if t == ")" {
			if depth == 0 {
				break
			}
			depth--
		} else if depth == 0 && strings.Contains(" < <= > >= == != && || ", " "+t+" ") {
			break
		}
	}
	e := &ceval{toks: p.toks[p.i:end]}
	v, ok := e.sum()
	if !ok || e.i != len(e.toks) {
		return 0, false
	}
	p.i = end
	return v, true
}
