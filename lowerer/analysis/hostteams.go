package analysis

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/hostteams"
)

// The analyzer's side of the host teams construct of a target teams
// region's host fallback (package hostteams).

// hostTeamsInput is the unit as package hostteams reads it.
func (a *analyzer) hostTeamsInput() hostteams.Input {
	return hostteams.Input{
		Source:   a.src,
		ConstInt: a.constInt, Real: a.src.Written, PragmaOperator: pragmaOperator,
	}
}
