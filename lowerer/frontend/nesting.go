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
// first place a nest exceeds a limit. It is one loop over the bytes on
// purpose: a small lexer whose state (brackets, blocks, statement chains)
// every case updates, easier to check whole than spread over methods.
func checkNesting(name string, src []byte) diag.List {
	var errs diag.List
	line, lineStart := 1, 0
	pos := func(i int) diag.Pos { return diag.Pos{File: name, Line: line, Col: i - lineStart + 1} }
	fail := func(i int, what string, limit int) diag.List {
		errs.Errorf(pos(i), "%s nested too deeply (limit %d): split the expression or statement, e.g. with temporaries or functions", what, limit)
		return errs
	}
	type block struct{ chain int }
	var (
		brackets   int     // open ( [ { in code
		parens     int     // open ( in code: a ';' there ends no statement
		prefix     int     // current run of prefix operators
		blocks     []block // enclosing blocks' statement chains
		chain      int     // control statements chained at this point
		chainSum   int     // the chains of the enclosing blocks
		ended      bool    // a statement just ended: an else continues the chain
		atLineHead = true  // only blanks since the start of the line
	)
	isIdent := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	newline := func(i int) { line, lineStart, atLineHead = line+1, i+1, true }
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\n':
			newline(i)
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			continue
		case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i++
			newline(i)
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i+1 < len(src) && src[i+1] != '\n' {
				i++
			}
			continue
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i < len(src) && !(src[i] == '*' && i+1 < len(src) && src[i+1] == '/') {
				if src[i] == '\n' {
					newline(i)
					atLineHead = false
				}
				i++
			}
			i++
			continue
		}
		head := atLineHead
		atLineHead = false
		switch {
		case c == '#' && head:
			// A directive line: its brackets count on their own.
			depth := 0
			for i+1 < len(src) && src[i+1] != '\n' {
				i++
				switch src[i] {
				case '\\':
					if i+1 < len(src) && src[i+1] == '\n' {
						i++
						newline(i)
						atLineHead = false
					}
				case '(', '[', '{':
					if depth++; depth > MaxExprNesting {
						return fail(i, "brackets", MaxExprNesting)
					}
				case ')', ']', '}':
					if depth > 0 {
						depth--
					}
				}
			}
			continue
		case c == '"' || c == '\'':
			for i++; i < len(src) && src[i] != c && src[i] != '\n'; i++ {
				if src[i] == '\\' && i+1 < len(src) {
					i++
					if src[i] == '\n' {
						newline(i)
					}
				}
			}
			if i < len(src) && src[i] == '\n' {
				newline(i) // an unterminated literal: the C front end reports it
			}
			prefix, ended = 0, false
			continue
		case isIdent(c):
			j := i
			for j < len(src) && isIdent(src[j]) {
				j++
			}
			word := string(src[i:j])
			if ended && word != "else" {
				chain = 0
			}
			ended = false
			switch word {
			case "if", "for", "while", "switch", "do": // an else-if link nests once
				if chain++; chainSum+chain+len(blocks) > MaxStmtNesting {
					return fail(i, "statements", MaxStmtNesting)
				}
			}
			prefix = 0
			i = j - 1
			continue
		}
		if ended {
			chain, ended = 0, false
		}
		switch c {
		case '(', '[', '{':
			if brackets++; brackets+prefix > MaxExprNesting {
				return fail(i, "brackets", MaxExprNesting)
			}
			if c == '(' {
				parens++
			}
			if c == '{' {
				blocks = append(blocks, block{chain})
				chainSum += chain
				chain = 0
				if chainSum+len(blocks) > MaxStmtNesting {
					return fail(i, "statements", MaxStmtNesting)
				}
			}
			prefix = 0
		case ')', ']', '}':
			if brackets > 0 {
				brackets--
			}
			if c == ')' && parens > 0 {
				parens--
			}
			if c == '}' && len(blocks) > 0 {
				chain = blocks[len(blocks)-1].chain
				chainSum -= chain
				blocks = blocks[:len(blocks)-1]
				ended = true
			}
			prefix = 0
		case ';':
			ended = parens == 0
			prefix = 0
		case '-', '+', '!', '~', '*', '&':
			if i+1 < len(src) && (src[i+1] == c && (c == '-' || c == '+')) {
				i++ // ++ or --
			}
			if i+1 < len(src) && src[i+1] == '=' {
				prefix = 0 // a compound assignment
				continue
			}
			if prefix++; brackets+prefix > MaxExprNesting {
				return fail(i, "prefix operators", MaxExprNesting)
			}
		default:
			prefix = 0
		}
	}
	return nil
}
