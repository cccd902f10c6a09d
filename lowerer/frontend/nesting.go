package frontend

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// Nesting limits, checked on the main file before the C front end sees
// it: modernc.org/cc/v4 parses by recursive descent (and slows down
// quadratically on long statement chains), so a deep enough nest
// overflows its stack, which no Go code can recover from. Real programs
// stay far below both; clang's default bracket depth is 256 too.
const (
	// MaxExprNesting bounds open brackets ( [ { plus a run of prefix
	// operators (- + ! ~ * & ++ --).
	MaxExprNesting = 256
	// MaxStmtNesting bounds nested statements: open blocks plus chains of
	// if, else, for, while, do and switch (an else-if chain nests too).
	MaxStmtNesting = 1024
)

// checkNesting scans src (comments, string and character literals
// skipped; each preprocessor directive line on its own) and reports the
// first place a nest exceeds a limit: a small lexer over the bytes,
// whose state (nestScan) each kind of token updates.
func checkNesting(name string, src []byte) diag.List {
	s := &nestScan{name: name, src: src, line: 1, atLineHead: true}
	for i := 0; i < len(src); i++ {
		if j, ok := s.blank(i); ok {
			i = j
			continue
		}
		head := s.atLineHead
		s.atLineHead = false
		ok := true
		switch c := src[i]; {
		case c == '#' && head:
			i, ok = s.directiveLine(i)
		case c == '"' || c == '\'':
			i = s.literal(i)
		case isIdent(c):
			i, ok = s.word(i)
		default:
			i, ok = s.punct(i)
		}
		if !ok {
			return s.errs
		}
	}
	return nil
}

// nestScan is checkNesting's state at one byte of src.
type nestScan struct {
	name            string
	src             []byte
	errs            diag.List
	line, lineStart int
	brackets        int   // open ( [ { in code
	parens          int   // open ( in code: a ';' there ends no statement
	prefix          int   // current run of prefix operators
	blocks          []int // the statement chains of the enclosing blocks
	chain           int   // control statements chained at this point
	chainSum        int   // the chains of the enclosing blocks
	ended           bool  // a statement just ended: an else continues the chain
	atLineHead      bool  // only blanks since the start of the line
}

// fail reports that a nest of what exceeds limit at byte i; it returns
// false, for the scan to stop.
func (s *nestScan) fail(i int, what string, limit int) bool {
	s.errs.Errorf(diag.Pos{File: s.name, Line: s.line, Col: i - s.lineStart + 1}, "%s nested too deeply (limit %d): split the expression or statement, e.g. with temporaries or functions", what, limit)
	return false
}

// newline notes that the line ends at byte i.
func (s *nestScan) newline(i int) { s.line, s.lineStart, s.atLineHead = s.line+1, i+1, true }

// isIdent reports the bytes of identifiers, keywords and numbers.
func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// blank skips the blank, line continuation or comment at byte i, if
// one starts there, and returns the index of its last byte.
func (s *nestScan) blank(i int) (int, bool) {
	src := s.src
	switch c := src[i]; {
	case c == '\n':
		s.newline(i)
	case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
	case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
		i++
		s.newline(i)
	case c == '/' && i+1 < len(src) && src[i+1] == '/':
		for i+1 < len(src) && src[i+1] != '\n' {
			i++
		}
	case c == '/' && i+1 < len(src) && src[i+1] == '*':
		i += 2
		for i < len(src) && !(src[i] == '*' && i+1 < len(src) && src[i+1] == '/') {
			if src[i] == '\n' {
				s.newline(i)
				s.atLineHead = false
			}
			i++
		}
		i++
	default:
		return i, false
	}
	return i, true
}

// directiveLine scans the directive line whose '#' is byte i: its
// brackets count on their own. It returns the index of the line's last
// byte, false when a nest is too deep.
func (s *nestScan) directiveLine(i int) (int, bool) {
	src := s.src
	depth := 0
	for i+1 < len(src) && src[i+1] != '\n' {
		i++
		switch src[i] {
		case '\\':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
				s.newline(i)
				s.atLineHead = false
			}
		case '(', '[', '{':
			if depth++; depth > MaxExprNesting {
				return i, s.fail(i, "brackets", MaxExprNesting)
			}
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return i, true
}

// literal skips the string or character literal that starts at byte i
// and returns the index of its closing quote (or of the end of its line
// when it is unterminated, which the C front end reports).
func (s *nestScan) literal(i int) int {
	src := s.src
	c := src[i]
	for i++; i < len(src) && src[i] != c && src[i] != '\n'; i++ {
		if src[i] == '\\' && i+1 < len(src) {
			i++
			if src[i] == '\n' {
				s.newline(i)
			}
		}
	}
	if i < len(src) && src[i] == '\n' {
		s.newline(i) // an unterminated literal: the C front end reports it
	}
	s.prefix, s.ended = 0, false
	return i
}

// word scans the identifier, keyword or number that starts at byte i:
// control statements chain. It returns the index of the word's last
// byte, false when a nest is too deep.
func (s *nestScan) word(i int) (int, bool) {
	src := s.src
	j := i
	for j < len(src) && isIdent(src[j]) {
		j++
	}
	word := string(src[i:j])
	if s.ended && word != "else" {
		s.chain = 0
	}
	s.ended = false
	switch word {
	case "if", "for", "while", "switch", "do": // an else-if link nests once
		if s.chain++; s.chainSum+s.chain+len(s.blocks) > MaxStmtNesting {
			return i, s.fail(i, "statements", MaxStmtNesting)
		}
	}
	s.prefix = 0
	return j - 1, true
}

// punct scans the punctuator at byte i: brackets and blocks open and
// close, statements end, prefix operators run. It returns the index of
// its last byte, false when a nest is too deep.
func (s *nestScan) punct(i int) (int, bool) {
	src := s.src
	c := src[i]
	if s.ended {
		s.chain, s.ended = 0, false
	}
	switch c {
	case '(', '[', '{':
		if s.brackets++; s.brackets+s.prefix > MaxExprNesting {
			return i, s.fail(i, "brackets", MaxExprNesting)
		}
		if c == '(' {
			s.parens++
		}
		if c == '{' {
			s.blocks = append(s.blocks, s.chain)
			s.chainSum += s.chain
			s.chain = 0
			if s.chainSum+len(s.blocks) > MaxStmtNesting {
				return i, s.fail(i, "statements", MaxStmtNesting)
			}
		}
		s.prefix = 0
	case ')', ']', '}':
		if s.brackets > 0 {
			s.brackets--
		}
		if c == ')' && s.parens > 0 {
			s.parens--
		}
		if c == '}' && len(s.blocks) > 0 {
			s.chain = s.blocks[len(s.blocks)-1]
			s.chainSum -= s.chain
			s.blocks = s.blocks[:len(s.blocks)-1]
			s.ended = true
		}
		s.prefix = 0
	case ';':
		s.ended = s.parens == 0
		s.prefix = 0
	case '-', '+', '!', '~', '*', '&':
		if i+1 < len(src) && (src[i+1] == c && (c == '-' || c == '+')) {
			i++ // ++ or --
		}
		if i+1 < len(src) && src[i+1] == '=' {
			s.prefix = 0 // a compound assignment
			return i, true
		}
		if s.prefix++; s.brackets+s.prefix > MaxExprNesting {
			return i, s.fail(i, "prefix operators", MaxExprNesting)
		}
	default:
		s.prefix = 0
	}
	return i, true
}
