package analysis

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/hostloops"
)

// The analyzer's side of the loop constructs gcc compiles on the host
// run over normalized counters (package hostloops).

// hostLoopsInput is the unit as package hostloops reads it.
func (a *analyzer) hostLoopsInput() hostloops.Input {
	return hostloops.Input{
		Source: a.src,
		Tags:   &a.normalTags, Real: a.src.Written, TokenAt: a.fnToks.At, PragmaText: pragmaText,
		LineDirective: func(off int) string { return a.plan.LineDirective(a.lineAt(off)) },
	}
}

// normalizeHostLoops adds the splices that run the host's own loop
// constructs over normalized counters (hostloops.HostLoops) to the plan.
func (a *analyzer) normalizeHostLoops() {
	a.plan.Splices = append(a.plan.Splices, hostloops.HostLoops(a.hostLoopsInput(), a.plan.Splices)...)
}
