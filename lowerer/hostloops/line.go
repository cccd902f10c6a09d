package hostloops

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// A directive that a fallback's text spells otherwise than it is
// written (package hostsplice: the lastprivate items also firstprivate,
// an orphaned loop construct as a parallel loop) runs over normalized
// counters as the construct its line spells: the line is read back into
// a pragma and its directive.

// relined returns pragma q as the fallback's line spells it, and that
// line's directive; ok is false where the line does not parse as one.
func relined(q *frontend.Pragma, line string) (*frontend.Pragma, *directive.Directive, bool) {
	text := strings.TrimSpace(line)
	if !strings.HasPrefix(text, "#pragma") {
		return nil, nil, false
	}
	words := lineTokens(text[len("#pragma"):])
	if len(words) == 0 || words[0] != "omp" {
		return nil, nil, false
	}
	cp := *q
	cp.Toks = make([]directive.Token, len(words))
	for i, w := range words {
		cp.Toks[i] = directive.Token{Text: w, Pos: q.Pos}
	}
	d, errs := directive.Parse(cp.Toks)
	if d == nil || errs.HasErrors() {
		return nil, nil, false
	}
	return &cp, d, true
}

// punctuators are C's punctuators of more than one character, longest
// first.
var punctuators = []string{
	"...", "<<=", ">>=",
	"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
}

// lineTokens splits the text of a directive line after "#pragma" into
// its preprocessing tokens: identifiers, numbers, character and string
// literals, punctuators. The lines a fallback writes put spaces between
// most tokens, not all (`num_threads(1)`).
func lineTokens(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		n := 1
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\':
			i++
			continue
		case identByte(c):
			for i+n < len(s) && (identByte(s[i+n]) || isDigit(s[i+n])) {
				n++
			}
			if i+n < len(s) && (s[i+n] == '"' || s[i+n] == '\'') && encodingPrefix(s[i:i+n]) {
				n += quoted(s[i+n:])
			}
		case isDigit(c) || c == '.' && i+1 < len(s) && isDigit(s[i+1]):
			// A preprocessing number: digits, letters, '.', and a sign
			// after an exponent letter.
			for i+n < len(s) {
				b := s[i+n]
				if (b == '+' || b == '-') && strings.ContainsRune("eEpP", rune(s[i+n-1])) || b == '.' || identByte(b) || isDigit(b) {
					n++
					continue
				}
				break
			}
		case c == '"' || c == '\'':
			n = quoted(s[i:])
		default:
			for _, p := range punctuators {
				if strings.HasPrefix(s[i:], p) {
					n = len(p)
					break
				}
			}
		}
		out = append(out, s[i:i+n])
		i += n
	}
	return out
}

// quoted is the length of the character or string literal s starts
// with (all of s when it does not end).
func quoted(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case s[0]:
			return i + 1
		}
	}
	return len(s)
}

func identByte(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// encodingPrefix: w prefixes a character or string literal.
func encodingPrefix(w string) bool {
	return w == "L" || w == "u" || w == "U" || w == "u8"
}
