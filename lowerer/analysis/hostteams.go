package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostteams"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The analyzer's side of the host teams construct of a target teams
// region's host fallback (package hostteams).

// hostTeamsInput is the unit as package hostteams reads it.
func (a *analyzer) hostTeamsInput() hostteams.Input {
	return hostteams.Input{
		Source:   a.source(),
		ConstInt: a.constInt, Real: a.real, PragmaOperator: pragmaOperator,
	}
}

// fallbackTeams returns the host teams line in which the host fallback
// of the target teams region of kernel k (directive p, tokens toks)
// runs, and the edits of its written text (written: the fallback is
// that text) gcc needs there; "" keeps the fallback of one team
// (hostteams.Line).
func (a *analyzer) fallbackTeams(p *frontend.Pragma, k *plan.Kernel, toks []cc.Token, written bool) (string, []textEdit) {
	line, edits := hostteams.Line(a.hostTeamsInput(), a.pragmaIndex(*p), p, k, toks, written)
	return line, textEdits(edits)
}

// hostTeamsEdits returns the edits of the written text of toks, the
// region of a host teams construct in a fallback (after the pragma of
// index at), that gcc needs (hostteams.Edits).
func (a *analyzer) hostTeamsEdits(at int, toks []cc.Token, distribute bool) ([]textEdit, bool) {
	edits, ok := hostteams.Edits(a.hostTeamsInput(), at, toks, distribute)
	return textEdits(edits), ok
}

// textEdits are package hostteams' edits of the host text.
func textEdits(edits []hostteams.Edit) []textEdit {
	var out []textEdit
	for _, e := range edits {
		out = append(out, textEdit{e.Start, e.End, e.Text})
	}
	return out
}
