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
// compiler warns for the host fallback's copy). at(execution) would
// print the message, and for fatal stop the program, on the device: not
// supported yet.
func errorDirective(in Input, q frontend.Pragma) {
	at, severity, msg := errorClauses(q.Toks)
	switch {
	case at == "execution":
		in.Errs.Errorf(q.Pos, "'#pragma omp error at(execution)' inside a target region or declare target function is not supported yet (at(compilation) is)")
	case at != "" && at != "compilation", severity != "" && severity != "fatal" && severity != "warning":
		in.Errs.Errorf(q.Pos, "'#pragma omp error' takes at(compilation|execution) and severity(fatal|warning)")
	case severity == "warning":
	case msg != "":
		in.Errs.Errorf(q.Pos, "%s", msg)
	default:
		in.Errs.Errorf(q.Pos, "'#pragma omp error' encountered")
	}
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
