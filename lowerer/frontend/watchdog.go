package frontend

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"
	"unicode/utf8"

	"modernc.org/cc/v4"
)

// Limits on one translation, past which it is taken to be runaway:
// modernc.org/cc/v4 v4.27.1 looped without end at an unexpected end of
// file (e.g. a file ending in "f(*"), allocating an error per turn; the
// local patch third_party/cc_v4/eof_qualifiers.patch ends that loop, and
// the watchdog stays for loops not known yet. Real units stay far below
// both limits.
var (
	translateTimeout  = 120 * time.Second
	translateHeapMax  = uint64(2 << 30)
	translatePollTick = 100 * time.Millisecond
)

// errRunaway reports a translation stopped by the watchdog.
var errRunaway = errors.New("the C front end stopped making progress")

// translate runs cc.Translate under the watchdog. When the limits are
// exceeded it returns errRunaway at once; the translation's goroutine
// cannot be stopped and keeps running, so a caller that gets errRunaway
// should end the process soon (omplower does: it reports and exits).
func translate(cfg *cc.Config, sources []cc.Source) (*cc.AST, error) {
	if n := len(sources); n > 0 {
		main := sources[n-1]
		if src, ok := main.Value.(string); ok {
			if tok, off, ok := unfinishedDeclarator(src); ok {
				at := endPos(main.Name, []byte(src[:off]))
				// cc's error text form, which ccErrors turns into a
				// positioned diagnostic.
				return nil, fmt.Errorf("%s:%d:%d: unexpected end of file after '%s': the file ends inside an unfinished declarator", at.File, at.Line, at.Col, tok)
			}
			if off, ok := escapeAtEOF(src); ok {
				at := endPos(main.Name, []byte(src[:off]))
				return nil, fmt.Errorf("%s:%d:%d: unexpected end of file in this literal: the file ends with a '\\' inside it", at.File, at.Line, at.Col)
			}
		}
	}
	type result struct {
		ast *cc.AST
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			// A panic in the C front end (a bug there) is an error of
			// this unit, not a crash.
			if x := recover(); x != nil {
				done <- result{nil, fmt.Errorf("internal error in the C front end: %v", x)}
			}
		}()
		ast, err := cc.Translate(cfg, sources)
		done <- result{ast, err}
	}()
	deadline := time.Now().Add(translateTimeout)
	tick := time.NewTicker(translatePollTick)
	defer tick.Stop()
	var ms runtime.MemStats
	for {
		select {
		case r := <-done:
			return r.ast, r.err
		case <-tick.C:
			runtime.ReadMemStats(&ms)
			if ms.HeapAlloc > translateHeapMax || time.Now().After(deadline) {
				return nil, errRunaway
			}
		}
	}
}

// unfinishedDeclarator spots a file that ends in an unfinished declarator
// and says so, more clearly than the parser, which skips every token that
// cannot end the type qualifiers after a '*' or '^' (a pointer
// declarator) or after '[' and a qualifier, each with its own error. So:
// the main file ends in such a '*', '^' or '[',
// followed only by type qualifiers and tokens that neither begin an
// operand nor close a declarator (';', '{', '}', '=', '@', an invalid
// byte...), e.g. "f(*", "int * const", "int *;". No valid unit ends so,
// whatever its macros: a '*' is always followed by an operand, a
// qualifier, ')', ',' or '['. Files whose tokens at the end are on a
// preprocessor line (e.g. "#endif") are left to the parser. It returns
// the token the file ends after and its offset.
func unfinishedDeclarator(src string) (string, int, bool) {
	type token struct {
		text      string
		off       int
		directive bool
	}
	// The trailing tokens, at most 16, in a ring: ring[pushed%16] is
	// overwritten next.
	var ring [16]token
	pushed := 0
	push := func(text string, off int, directive bool) {
		ring[pushed%len(ring)] = token{text, off, directive}
		pushed++
	}
	lineStart, directive := true, false
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i += 2 // a line continuation
		case c == '\n':
			lineStart, directive = true, false
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				if src[i] == '\\' && i+1 < len(src) && src[i+1] == '\n' {
					i++
				}
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return "", 0, false // cc reports the unterminated comment
			}
			i += 2 + end + 2
		default:
			if lineStart && c == '#' {
				directive = true
			}
			lineStart = false
			start := i
			switch {
			case c == '"' || c == '\'':
				i++
				for i < len(src) && src[i] != c && src[i] != '\n' {
					if src[i] == '\\' {
						i++
					}
					i++
				}
				i++
			case c >= 0x80 && !utf8RuneAt(src, i):
				i++ // not UTF-8: a stray byte, not an identifier
			case isIdentByte(c):
				for i < len(src) && isIdentByte(src[i]) {
					i++
				}
			default:
				i++
			}
			if i > len(src) {
				i = len(src)
			}
			push(src[start:i], start, directive)
		}
	}
	var last []token // the trailing tokens in order
	if pushed > len(ring) {
		at := pushed % len(ring)
		last = append(append(last, ring[at:]...), ring[:at]...)
	} else {
		last = ring[:pushed]
	}
	n := len(last)
	quals := false
	for n > 0 && !last[n-1].directive && (isQualifierWord(last[n-1].text) || skipsQualifiers(last[n-1].text)) {
		quals = quals || isQualifierWord(last[n-1].text)
		n--
	}
	if n == 0 || last[n-1].directive {
		return "", 0, false
	}
	switch t := last[n-1]; {
	case t.text == "*" || t.text == "^":
		return t.text, t.off, true
	case t.text == "[" && quals:
		return t.text, t.off, true
	}
	return "", 0, false
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// utf8RuneAt reports whether a valid UTF-8 sequence starts at s[i].
func utf8RuneAt(s string, i int) bool {
	r, size := utf8.DecodeRuneInString(s[i:])
	return r != utf8.RuneError || size > 1
}

// skipsQualifiers: single-character tokens of unfinishedDeclarator's
// lexer that the parser skips in a type-qualifier list (neither the start
// of an operand nor ':', ')', ',', '[' or ']'), and stray bytes. Pieces
// of longer operators that may begin an operand ('-' of '->', '&' of
// '&&', '+' of '++') are left out, as is '.' (of '.5').
func skipsQualifiers(tok string) bool {
	if len(tok) == 1 && (tok[0] >= 0x80 || tok[0] < 0x20 || tok[0] == 0x7f) {
		return true // a byte that is not UTF-8, a control character, NUL
	}
	switch tok {
	case ";", "{", "}", "=", "<", ">", "/", "%", "|", "?", "@", "`", "\\", "#":
		return true
	}
	return false
}

// isQualifierWord: words that may follow '*' or '[' in a declarator.
func isQualifierWord(s string) bool {
	switch s {
	case "const", "volatile", "restrict", "_Atomic", "static", "__const", "__restrict", "__restrict__",
		"__volatile", "__volatile__", "_Nonnull", "_Nullable":
		return true
	}
	return false
}

// escapeAtEOF spots the other way into cc/v4's endless loop: a string or
// character literal whose escaping backslash is the file's last byte
// ("abc\ at the end of the file). It returns the literal's offset.
func escapeAtEOF(src string) (int, bool) {
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return 0, false
			}
			i += 2 + end + 2
		case c == '"' || c == '\'':
			start := i
			for i++; i < len(src) && src[i] != c && src[i] != '\n'; i++ {
				if src[i] == '\\' {
					if i+1 == len(src) {
						return start, true
					}
					i++
				}
			}
			i++
		default:
			i++
		}
	}
	return 0, false
}
