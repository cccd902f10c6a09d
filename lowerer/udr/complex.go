package udr

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// The combiner and initializer of a declare reduction reach the device
// as the user's tokens, untyped, so the complex rewriting of device code
// (docs/device-code.md#complex-numbers) never sees them; nvcc drops C's
// operations on complex values without a word. Over a type that holds
// complex values they may therefore only copy values, take addresses,
// select members and call functions (which become device functions,
// rewritten as any other): complexOps refuses an operator or a constant
// there, at its place.

// holdsComplex reports whether t is or holds (in a member or an element,
// at any depth) a complex value.
func holdsComplex(t cc.Type) bool { return ctype.Holds(t, false, ctype.IsComplex) }

// copyPuncts are the punctuators a combiner or initializer over complex
// values may hold: they copy, select and call, and compute nothing.
var copyPuncts = map[string]bool{"(": true, ")": true, ",": true, ".": true, "->": true, "=": true, "[": true, "]": true}

// complexOps reports (as errors) the first token of toks, a combiner or
// an initializer (what) of declare reduction id over a type holding
// complex values, that computes: an operator other than a copy, a member
// selection, a call, a unary & or *, or a constant outside a subscript.
func (tb *Table) complexOps(toks []directive.Token, what, id string) bool {
	depth := 0
	for i, tok := range toks {
		w := tok.Text
		prev := ""
		if i > 0 {
			prev = toks[i-1].Text
		}
		unary := prev == "" || prev == "(" || prev == "," || prev == "=" || prev == "&" || prev == "*"
		switch {
		case w == "[":
			depth++
			continue
		case w == "]":
			depth--
			continue
		case depth > 0, directive.IsIdent(w), copyPuncts[w], (w == "&" || w == "*") && unary:
			continue
		}
		kind := "operator"
		if isConstant(w) {
			kind = "constant"
		}
		tb.in.Errs.Errorf(tok.Pos, "%s '%s' in %s of declare reduction '%s' over a type holding complex values is not supported yet: the device code does not compute C's complex arithmetic there; call a function that does", kind, w, what, id)
		return false
	}
	return true
}

// isConstant reports a numeric, character or string constant token.
func isConstant(w string) bool {
	return w != "" && (w[0] >= '0' && w[0] <= '9' || w[0] == '\'' || w[0] == '"' || strings.HasPrefix(w, ".") && len(w) > 1 && w[1] >= '0' && w[1] <= '9')
}
