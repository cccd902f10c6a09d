// Package csyntax holds small helpers over modernc.org/cc/v4 syntax trees:
// a generic walk, token ranges and rendering tokens back to C text.
package csyntax

import (
	"reflect"
	"strings"

	"modernc.org/cc/v4"
)

var nodeType = reflect.TypeOf((*cc.Node)(nil)).Elem()

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
	t := v.Type()
	for i := 0; i < v.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() || sf.Anonymous {
			continue
		}
		fv := v.Field(i)
		switch fv.Kind() {
		case reflect.Interface, reflect.Ptr:
			if fv.IsNil() || !fv.Type().Implements(nodeType) && fv.Kind() == reflect.Ptr {
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
}

// Tokens returns n's tokens in source order.
func Tokens(n cc.Node) []cc.Token { return cc.NodeTokens(n) }

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
