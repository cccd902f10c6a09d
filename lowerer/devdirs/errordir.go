package devdirs

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// errorDirective handles an error directive (OpenMP 5.2 §10.1) in device
// code. With at(compilation), the default, it acts when the unit is
// compiled: severity(fatal), the default, stops the lowering with the
// directive's message, severity(warning) leaves no code (the host
// compiler warns for the host fallback's copy). With at(execution) it
// reports true: the directive is lowered where it stands (package
// devsync) to print the message, and for fatal stop the program, as
// clang-19's runtime does.
func errorDirective(in Input, q frontend.Pragma) bool {
	at, severity, msg := errorClauses(q.Toks)
	switch {
	case at != "" && at != "compilation" && at != "execution", severity != "" && severity != "fatal" && severity != "warning":
		in.Errs.Errorf(q.Pos, "'#pragma omp error' takes at(compilation|execution) and severity(fatal|warning)")
	case at == "execution":
		if bad := nonLiteralMessage(q.Toks); bad != nil {
			in.Errs.Errorf(bad.Pos, "a message of '#pragma omp error at(execution)' other than string literals inside a target region or declare target function is not supported yet")
			return false
		}
		return true
	case severity == "warning":
	case msg != "":
		in.Errs.Errorf(q.Pos, "%s", msg)
	default:
		in.Errs.Errorf(q.Pos, "'#pragma omp error' encountered")
	}
	return false
}

// nonLiteralMessage returns the first token of an error directive's
// message clause that is not a string literal (nil when there is none).
func nonLiteralMessage(toks []directive.Token) *directive.Token {
	lit := directive.ErrorMessage(toks)
	for i := range lit {
		if !strings.HasPrefix(lit[i].Text, `"`) {
			return &lit[i]
		}
	}
	return nil
}

// errorClauses returns the arguments of an error directive's at and
// severity clauses and its message's text ("" for those not written).
// toks are the directive's tokens: omp error clauses...
func errorClauses(toks []directive.Token) (at, severity, msg string) {
	for i := 2; i+2 < len(toks); i++ {
		if toks[i+1].Text != "(" {
			continue
		}
		switch toks[i].Text {
		case "at":
			at = toks[i+2].Text
		case "severity":
			severity = toks[i+2].Text
		case "message":
			var parts []string
			for j := i + 2; j < len(toks) && toks[j].Text != ")"; j++ {
				parts = append(parts, strings.Trim(toks[j].Text, `"`))
			}
			msg = strings.Join(parts, "")
		}
	}
	return at, severity, msg
}
