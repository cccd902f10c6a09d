package analysis

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostsplice"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Host splices of target regions: the launch block that replaces each
// region, with its host fallback, the region's own text edited for the
// host compiler (package hostsplice), or, for a region whose text is not
// in the file, printed from its tokens in the splice over its macro uses
// (package macrouse).

// macroUseInput is the unit as package macrouse reads it.
func (a *analyzer) macroUseInput() macrouse.Input {
	return macrouse.Input{
		Errs: &a.errs, Tokens: &a.fnToks, Pragmas: a.u.Pragmas, Dirs: a.dirs, Consumed: a.consumed,
		Path: a.u.Path, Src: a.u.Src, Macros: a.u.AST.Macros, LineOf: a.lineAt, PragmaOperator: pragmaOperator,
	}
}

// hostSpliceInput is the unit as package hostsplice reads it.
func (a *analyzer) hostSpliceInput() hostsplice.Input {
	return hostsplice.Input{
		Errs: &a.errs, Source: a.src, PragmaIndex: a.src.Index, Real: a.src.Written, LineAt: a.lineAt,
		Macros: a.macroUseInput(), Teams: a.hostTeamsInput(), Loops: a.hostLoopsInput(), Allocs: a.allocs,
		Nest: &a.nest, NestInput: a.nestInput(), Kernels: a.kernelPlan(),
		Others: a.u.Others, ConstInt: a.constInt,
	}
}

// spliceRegion plans the host splice of kernel k, the region of ref
// (hostsplice.Region): a region written in the main file gets its splice
// now, one a macro use writes gets the splice over its macro uses when
// all are known (macrouse.Splices).
func (a *analyzer) spliceRegion(p *frontend.Pragma, k *plan.Kernel, ref *stmtRef) bool {
	s, use, ok := hostsplice.Region(a.hostSpliceInput(), p, k, hostsplice.Stmt{Fn: ref.Fn, Toks: ref.Toks})
	if !ok {
		return false
	}
	if use != nil {
		a.uses = append(a.uses, use)
	} else {
		a.plan.Splices = append(a.plan.Splices, s)
	}
	return true
}

// hostFallbackInput is the unit as package hostfallback reads it.
func (a *analyzer) hostFallbackInput() hostfallback.Input {
	return hostfallback.Input{
		Source: a.src, PragmaIndex: a.src.Index,
	}
}

// pragmaOperator spells pragma p as a _Pragma operator, for host text
// printed from tokens, which carry no pragmas.
func pragmaOperator(p *frontend.Pragma) string {
	text := pragmaText(p)
	text = strings.ReplaceAll(text, `\`, `\\`)
	text = strings.ReplaceAll(text, `"`, `\"`)
	return `_Pragma("` + text + `")` + "\n"
}

// pragmaText is pragma p's tokens after "#pragma", space-separated.
func pragmaText(p *frontend.Pragma) string {
	parts := make([]string, len(p.Toks))
	for i, t := range p.Toks {
		parts[i] = t.Text
	}
	return strings.Join(parts, " ")
}

// checkSplices makes sure the host splices, in order, do not overlap:
// the host output replaces each range as a whole.
func (a *analyzer) checkSplices() {
	ss := a.plan.Splices
	for i := 1; i < len(ss); i++ {
		if ss[i].Start < ss[i-1].End {
			a.errs.Errorf(a.posAt(ss[i].Start), "this construct overlaps the source of another one (through a macro use); write them out separately")
		}
	}
}

// posAt is the position of byte offset off in the main file.
func (a *analyzer) posAt(off int) diag.Pos {
	line := a.u.LineOf(off)
	return diag.Pos{File: a.u.Path, Line: line, Col: off - a.u.Offset(diag.Pos{Line: line, Col: 1}) + 1}
}
