package analysis

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostloops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The analyzer's side of the loop constructs gcc compiles on the host
// run over normalized counters (package hostloops).

// source is the unit as the host rewrites read it.
func (a *analyzer) source() binding.Source {
	return binding.Source{Binder: a.binder, Pragmas: a.u.Pragmas, Dirs: a.dirs, Path: a.u.Path, Src: a.u.Src}
}

// hostLoopsInput is the unit as package hostloops reads it.
func (a *analyzer) hostLoopsInput() hostloops.Input {
	return hostloops.Input{
		Source: a.source(),
		Tags:   &a.normalTags, Real: a.real, TokenAt: a.fnToks.At, PragmaText: pragmaText,
		LineDirective: func(off int) string { return a.plan.LineDirective(a.lineAt(off)) },
	}
}

// normalizeHostLoops adds the splices that run the host's own loop
// constructs over normalized counters (hostloops.HostLoops) to the plan.
func (a *analyzer) normalizeHostLoops() {
	a.plan.Splices = append(a.plan.Splices, hostloops.HostLoops(a.hostLoopsInput(), a.plan.Splices)...)
}

// fallbackLoopNormal returns the edits that run the loop of s, the
// fallback of kernel k that the host's parallel loop construct runs,
// over normalized counters (hostloops.FallbackLoop); others are the
// fallback's other edits.
func (a *analyzer) fallbackLoopNormal(k *plan.Kernel, s *plan.Splice, others []textEdit) []textEdit {
	return fromLoopEdits(hostloops.FallbackLoop(a.hostLoopsInput(), k, s, toLoopEdits(others)))
}

// nestedNormalEdits returns the edits of the fallback text [base, end)
// that run the loop constructs written in it and kept as host OpenMP
// (not in cut) over normalized counters (hostloops.Nested).
func (a *analyzer) nestedNormalEdits(base, end int, cut []*frontend.Pragma, others []textEdit, inTarget bool) []textEdit {
	return fromLoopEdits(hostloops.Nested(a.hostLoopsInput(), base, end, cut, toLoopEdits(others), inTarget))
}

// toLoopEdits are edits of the host text as package hostloops takes
// them.
func toLoopEdits(es []textEdit) []hostloops.Edit {
	var out []hostloops.Edit
	for _, e := range es {
		out = append(out, hostloops.Edit{Start: e.start, End: e.end, Text: e.text})
	}
	return out
}

// fromLoopEdits are package hostloops' edits of the host text.
func fromLoopEdits(es []hostloops.Edit) []textEdit {
	var out []textEdit
	for _, e := range es {
		out = append(out, textEdit{e.Start, e.End, e.Text})
	}
	return out
}
