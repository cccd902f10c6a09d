package devsync

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// errorCall is the device code of error directive s with at(execution)
// (package devdirs checked its clauses): the runtime's __omp_error_at,
// given the place clang-19 names (Site.Where), the severity (fatal
// unless severity(warning)) and the message's string literals as written
// (NULL without a message clause).
func errorCall(s *Site) string {
	toks := s.Pragma.Toks
	fatal := 1
	for i := 2; i+2 < len(toks); i++ {
		if toks[i].Text == "severity" && toks[i+1].Text == "(" && toks[i+2].Text == "warning" {
			fatal = 0
		}
	}
	msg := "(const char *)0"
	if lit := directive.ErrorMessage(toks); len(lit) > 0 {
		parts := make([]string, len(lit))
		for i, t := range lit {
			parts[i] = t.Text
		}
		msg = strings.Join(parts, " ")
	}
	return fmt.Sprintf("__omp_error_at(%s, %d, %s); ", strconv.Quote(s.Where), fatal, msg)
}

// ErrorWhere is the place clang-19 names for the error directive at q:
// file:line:column of the '#' of its line when the pragma is written in
// the main file src, of its 'omp' otherwise.
func ErrorWhere(q frontend.Pragma, src []byte) string {
	col := q.Pos.Col
	if !q.FromMacro && q.LineStart >= 0 && q.Off >= q.LineStart && q.Off <= len(src) {
		if h := strings.IndexByte(string(src[q.LineStart:q.Off]), '#'); h >= 0 {
			col -= q.Off - q.LineStart - h
		}
	}
	return fmt.Sprintf("%s:%d:%d", q.Pos.File, q.Pos.Line, col)
}
