package analysis

import (
	"path/filepath"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Host splices of target regions: the launch block that replaces each
// region, with its host fallback, the region's own text edited for the
// host compiler (or, for a region whose text is not in the file, printed
// from its tokens in the splice over its macro uses: package macrouse).

// macroUseInput is the unit as package macrouse reads it.
func (a *analyzer) macroUseInput() macrouse.Input {
	return macrouse.Input{
		Errs: &a.errs, Tokens: &a.fnToks, Pragmas: a.u.Pragmas, Dirs: a.dirs, Consumed: a.consumed,
		Path: a.u.Path, Src: a.u.Src, Macros: a.u.AST.Macros, LineOf: a.lineAt, PragmaOperator: pragmaOperator,
	}
}

// hostFallbackInput is the unit as package hostfallback reads it.
func (a *analyzer) hostFallbackInput() hostfallback.Input {
	return hostfallback.Input{
		Source: a.source(), PragmaIndex: a.pragmaIndex,
	}
}

// fallbackEdits are package hostfallback's edits of the host text.
func fallbackEdits(es []hostfallback.Edit) []textEdit {
	var out []textEdit
	for _, e := range es {
		out = append(out, textEdit{e.Start, e.End, e.Text})
	}
	return out
}

// finishExpansions adds the splices over the macro uses that hold target
// regions (macrouse.Splices) to the plan.
func (a *analyzer) finishExpansions() {
	a.plan.Splices = append(a.plan.Splices, macrouse.Splices(a.macroUseInput(), a.uses)...)
}

// expandStandalone plans the host splice s of the standalone directive p
// (a data directive of function fn) that a macro use produces together
// with other code, as `#define SYNC(x) do { PRAGMA(omp target update
// from(x)) } while (0)` does: the use is printed from its expansion with
// the directive's block in place of the pragma.
func (a *analyzer) expandStandalone(p *frontend.Pragma, fn *cc.FunctionDefinition, s *plan.Splice) {
	toks := a.fnToks.Of(fn)
	k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() > p.Seq })
	for injected := macrouse.FuncNameTokens(fn); k < len(toks) && injected[toks[k].Seq()]; {
		k++
	}
	if k == len(toks) {
		a.errs.Errorf(p.Pos, "cannot place this directive in the expansion of its macro use; give the directive a macro use of its own")
		return
	}
	next := toks[k].Seq()
	a.uses = append(a.uses, &macrouse.Use{Fn: fn, Start: s.Start, End: s.End, Region: s,
		Lo: next, Hi: next - 1, Pos: p.Pos, Standalone: true})
}

// spliceRegion plans the host splice of kernel k, the region of ref.
func (a *analyzer) spliceRegion(p *frontend.Pragma, k *plan.Kernel, ref *stmtRef) bool {
	toks := ref.toks
	first, last := toks[0], toks[len(toks)-1]
	start, end, viaExpansion, ok := a.regionRange(p, k, ref)
	if !ok {
		return false
	}
	s := &plan.Splice{
		Start: start, End: end, Kernel: k,
		FallbackLine: frontend.Position(first).Line,
		ResumeLine:   frontend.Position(last).Line,
	}
	// threads: the fallback runs in the target parallel construct's own
	// parallel region, whose threads all run the statement, and binds
	// the constructs nested in it.
	threads := false
	if i := a.pragmaIndex(*p); i >= 0 && a.dirs[i] != nil && a.dirs[i].Kind.HasParallel() {
		if a.dirs[i].Kind == "target parallel" {
			s.FallbackParallel = hostfallback.ParallelAsHost(&a.u.Pragmas[i])
			threads = true
		} else if line, ok := hostfallback.ParallelLoopAsHost(a.dirs[i].Kind, &a.u.Pragmas[i], hostfallback.LoopIndices(k)); ok && !kernelplan.HasLinear(k) {
			// A loop whose test compares in another type than its index's
			// runs over normalized counters, or on one thread
			// (writtenFallback).
			s.FallbackParallel, s.FallbackLoop = line, true
		} else if a.dirs[i].Clause("ordered") == nil {
			// Not with the ordered clause: gcc wants the ordered regions
			// of the loop closely nested in a loop construct with that
			// clause once a parallel region is around them.
			s.FallbackParallel = "#pragma omp parallel num_threads(1)"
		}
	}
	orphan := hostfallback.OrphanLoop(a.hostFallbackInput(), toks)
	if threads {
		orphan = -1 // it binds to the fallback's parallel region
	}
	written := !viaExpansion && a.real(last)
	teams, teamsEdits := a.fallbackTeams(p, k, toks, written) // hostteams.go
	if teams != "" {
		orphan = -1 // it binds to the fallback's teams
	}
	if written {
		rewritten, ok := a.writtenFallback(p, k, s, first, end, threads, orphan, teams != "", teamsEdits)
		if !ok {
			return false
		}
		s.FallbackThreadLimit = hostfallback.ThreadLimit(a.hostFallbackInput(), p, k, s, first, last, rewritten)
		hostfallback.WithTeams(s, teams)
		a.plan.Splices = append(a.plan.Splices, s)
		return true
	}
	if kernelplan.HasLinear(k) {
		a.errs.Errorf(p.Pos, "'linear' on a target region written by a macro is not supported yet")
		return false
	}
	subst := macrouse.PragmaOperators(a.macroUseInput(), toks, func(i int) bool { return i != orphan })
	s.Fallback = csyntax.Render(toks, a.atomicCompareSubst(first.Seq(), last.Seq(), subst)) // atomicfallback.go
	s.FallbackThreadLimit = hostfallback.ThreadLimit(a.hostFallbackInput(), p, k, s, first, last, nil)
	hostfallback.WithTeams(s, teams)
	a.uses = append(a.uses, &macrouse.Use{Fn: ref.fn, Start: start, End: end, Region: s,
		Lo: first.Seq(), Hi: last.Seq(), Pos: p.Pos})
	return true
}

// regionRange finds the main-file byte range [start, end) that the host
// splice of the region of ref replaces: from the directive's line (or the
// _Pragma or macro use that produced it) to the statement's last token (or
// the end of the macro use that produced it). viaExpansion: the region's
// text comes from a macro expansion, so its fallback is printed from the
// tokens rather than copied from the source.
func (a *analyzer) regionRange(p *frontend.Pragma, k *plan.Kernel, ref *stmtRef) (start, end int, viaExpansion, ok bool) {
	toks := ref.toks
	first, last := toks[0], toks[len(toks)-1]
	firstReal, lastReal := a.real(first), a.real(last)
	start = p.LineStart
	if p.FromMacro {
		// A written token's own offset, or the start of the macro use
		// that produced it.
		start = first.Position().Offset
	}
	if !firstReal && first.Position().Filename != a.u.Path {
		a.errs.Errorf(p.Pos, "the statement governed by '#pragma omp %s' begins in another file; keep the region in %s", k.Construct, filepath.Base(a.u.Path))
		return 0, 0, false, false
	}
	viaExpansion = !firstReal
	if p.FromMacro && p.Off >= 0 && p.Off < start {
		// The _Pragma operator, or the macro use that produced it, stands
		// before the statement: the splice covers it too, or the host
		// compiler would see the directive. Code the same macro use
		// produced before the pragma is printed from its expansion.
		if prev, ok := a.fnToks.At(ref.fn, p.Seq); ok && prev.Position().Filename == a.u.Path && prev.Position().Offset >= p.Off {
			viaExpansion = true
		}
		start = p.Off
	}
	if lastReal {
		end = last.Position().Offset + len(last.Src())
	} else {
		if last.Position().Filename != a.u.Path {
			a.errs.Errorf(p.Pos, "the statement governed by '#pragma omp %s' ends in another file; keep the region in %s", k.Construct, filepath.Base(a.u.Path))
			return 0, 0, false, false
		}
		e, ok := macrouse.InvocationEnd(a.macroUseInput(), ref.fn, last)
		if !ok {
			a.errs.Errorf(frontend.Position(last), "cannot find the end of the macro use that ends the statement of '#pragma omp %s'; write the statement out", k.Construct)
			return 0, 0, false, false
		}
		end = e
	}
	if line, ok := unbalancedConditional(a.u.Src, start, end, a.lineAt(start)); !ok {
		a.errs.Errorf(p.Pos, "a preprocessor conditional crosses the boundary of this target region (line %d): the region is replaced as a whole, so keep the directive and its statement inside one branch", line)
		return 0, 0, false, false
	}
	return start, end, viaExpansion, true
}

// fallbackDirLines are the directive lines written between a target
// directive and its statement, as its fallback keeps them
// (fallbackLines).
type fallbackDirLines struct {
	// base is where the fallback text starts after them (-1 when there
	// are none); cut are those the fallback drops; enclosed: a teams or
	// parallel line among them (or the caller's enclosed) binds the
	// loop constructs of the region.
	base     int
	cut      []*frontend.Pragma
	enclosed bool
	// teamsLimit gives a teams line the target construct's thread
	// limit; teamsEdits make the region's code one gcc takes in host
	// teams.
	teamsLimit, teamsEdits []textEdit
}

// fallbackLines returns the directive lines of constructs nested in
// target construct p (kernel k) that stand between it and its statement
// at base (target, then parallel, then the block): the fallback runs
// them as host OpenMP too, except a loop without bind outside them,
// which gcc refuses orphaned. Cut inside them, the loop would run whole
// in every thread of the team.
func (a *analyzer) fallbackLines(p *frontend.Pragma, k *plan.Kernel, base int, enclosed bool) fallbackDirLines {
	l := fallbackDirLines{base: -1, enclosed: enclosed}
	pre := hostfallback.PragmaLinesBefore(a.hostFallbackInput(), p, base)
	if pre == nil {
		return l
	}
	// A teams line in a region that stands in another construct runs
	// as a parallel region of one thread (hostfallback.Enclosed): no
	// edits for host teams.
	hostTeams := !hostfallback.Enclosed(a.hostFallbackInput(), p)
	if hostTeams {
		l.teamsLimit = fallbackEdits(hostfallback.TeamsLineLimit(a.hostFallbackInput(), k, pre))
	}
	l.base = p.End
	for _, i := range pre {
		d := a.dirs[i]
		if d != nil && d.Kind == "loop" && d.Clause("bind") == nil && !l.enclosed {
			l.cut = append(l.cut, &a.u.Pragmas[i])
		}
		if d != nil && (d.Kind.HasTeams() || d.Kind.HasParallel()) {
			l.enclosed = true
		}
		if d != nil && d.Kind.HasTeams() && hostTeams && !kernelplan.HasLinear(k) {
			// The teams line stays: the region's code must be
			// code gcc takes in host teams.
			if st := a.binder.Bind(a.u.Pragmas[i].Seq).Stmt; st != nil {
				if ed, ok := a.hostTeamsEdits(i, csyntax.Tokens(st), true); ok {
					l.teamsEdits = append(l.teamsEdits, ed...)
				}
			}
		}
	}
	return l
}

// applyEdits returns fb, the host text from offset base, with edits
// applied: from the last back, so earlier offsets stay valid.
func applyEdits(fb []byte, base int, edits []textEdit) []byte {
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		fb = []byte(string(fb[:e.start-base]) + e.text + string(fb[e.end-base:]))
	}
	return fb
}

// writtenFallback sets s.Fallback to the region's source text from first
// to end, with the directives the host compile must not see replaced by
// empty lines (or rewritten); threads and orphan as in spliceRegion.
// rewritten are the indices of the pragmas rewritten as parallel
// constructs (hostfallback.OrphanWorksharing). inTeams: the fallback
// runs in host teams of its own, which bind the distribute and loop
// constructs in it; teamsEdits are those of its text there (package
// hostteams).
func (a *analyzer) writtenFallback(p *frontend.Pragma, k *plan.Kernel, s *plan.Splice, first cc.Token, end int, threads bool, orphan int, inTeams bool, teamsEdits []textEdit) (rewritten []int, ok bool) {
	base := first.Position().Offset
	// enclosed: a teams or parallel directive line of the region
	// stays in the fallback, and a loop construct nested in it binds
	// to it there, as on the device.
	enclosed := threads || inTeams
	// cut: pragmas whose lines become empty lines in the fallback, in
	// source order.
	l := a.fallbackLines(p, k, base, enclosed)
	cut, enclosed, teamsLimit := l.cut, l.enclosed, l.teamsLimit
	teamsEdits = append(teamsEdits, l.teamsEdits...)
	if l.base >= 0 {
		base = l.base
		s.FallbackLine = a.lineAt(base)
	}
	fb := a.u.Src[base:end]
	if orphan >= 0 && !a.u.Pragmas[orphan].FromMacro && !enclosed {
		cut = append(cut, &a.u.Pragmas[orphan])
	}
	rewrite := map[*frontend.Pragma]string{}
	rewritten = hostfallback.OrphanWorksharing(a.hostFallbackInput(), p, base, end, inTeams)
	for _, i := range rewritten {
		q := &a.u.Pragmas[i]
		rewrite[q] = hostfallback.WorksharingAsHost(a.dirs[i], q)
		cut = append(cut, q)
	}
	for q, line := range hostfallback.InscanAsHost(a.hostFallbackInput(), base, end, rewrite) {
		rewrite[q] = line
		cut = append(cut, q)
	}
	dx, dxOK := a.doacrossAsHost(p, k, base, end) // doacross.go
	if !dxOK {
		return nil, false
	}
	for q, line := range dx {
		rewrite[q] = line
		cut = append(cut, q)
	}
	allocs := a.allocatesIn(base, end)
	cut = append(cut, allocs...)
	atomicEdits := a.atomicCompareEdits(first.Seq(), int(^uint(0)>>1), base, end) // atomicfallback.go
	// Empty lines in place of a cut pragma (or its rewritten line)
	// keep the lines after it; an aligned declaration gets its alignment
	// specifier (allocate.go). From the last edit back, so earlier
	// offsets stay valid.
	var edits []textEdit
	for _, q := range cut {
		blank := strings.Repeat("\n", strings.Count(string(a.u.Src[q.LineStart:q.End]), "\n"))
		edits = append(edits, textEdit{q.LineStart, q.End, rewrite[q] + blank})
	}
	edits = append(edits, a.alignEdits(allocs, base, end)...)
	edits = append(edits, atomicEdits...)
	edits = append(edits, teamsLimit...)
	edits = append(edits, teamsEdits...)
	nestedLin := a.nest.KernelLinear(a.nestInput(), p, k, first.Position().Offset) // package nested
	lin, linOK := a.linearFallbackEdits(base, end)
	if !linOK {
		return nil, false
	}
	edits = append(edits, lin...)
	linearFallback := kernelplan.HasLinear(k) && !nestedLin
	if !linearFallback {
		// LinearFallback places its count by the source's offsets, which
		// a normalized loop in the text would move: with it the loops
		// stay as written.
		edits = append(edits, a.fallbackLoopNormal(k, s, edits)...)
		edits = append(edits, a.nestedNormalEdits(base, end, cut, edits, true)...)
	}
	fb = applyEdits(fb, base, edits)
	if linearFallback {
		if len(lin) > 0 {
			// LinearFallback places its count by the source's offsets.
			a.errs.Errorf(p.Pos, "'linear' on a loop nested in the loop of a target construct with 'linear' is not supported yet")
			return nil, false
		}
		if len(cut) > 0 {
			a.errs.Errorf(p.Pos, "'linear' on a target region whose host fallback drops a nested directive is not supported yet")
			return nil, false
		}
		var ok bool
		if fb, ok = a.kernelPlan().LinearFallback(k, fb, base); !ok {
			return nil, false
		}
	}
	s.Fallback = string(fb)
	return rewritten, true
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
