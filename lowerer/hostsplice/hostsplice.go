// Package hostsplice plans the host splices of target regions: the
// main-file range each region's launch block replaces (from its
// directive, _Pragma or macro use to the end of its statement) and the
// region's host fallback, the region's own text with the edits of the
// stages that make it code gcc 12 compiles as the device runs it
// (package hostfallback's directive lines, hostteams, hostloops, the
// allocate alignments, the linear items of nested regions, the doacross
// and atomic compare constructs in gcc's spelling). A region that a
// macro use writes gets the use the splice over the macro uses prints it
// in (package macrouse). Input is all it sees of the analysis; it never
// imports it.
package hostsplice

import (
	"path/filepath"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/allocate"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostloops"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostteams"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loophint"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Input is the unit as the host splices read it, with the stages whose
// edits a fallback's text takes.
type Input struct {
	Errs *diag.List
	binding.Source
	// PragmaIndex returns the index of q in Pragmas, or -1.
	PragmaIndex func(q frontend.Pragma) int
	// Real reports whether t is a token of the main file as written.
	Real func(t cc.Token) bool
	// LineAt is the physical line of byte offset off of the main file.
	LineAt func(off int) int
	// Macros reads the macro uses, and the tokens of the functions.
	Macros macrouse.Input
	Teams  hostteams.Input
	Loops  hostloops.Input
	Allocs *allocate.Directives
	// Nest, with NestInput, holds the nested parallel regions: their
	// linear items and doacross lines in the fallbacks.
	Nest      *nested.State
	NestInput nested.Input
	// Kernels plans the linear items of a kernel's own loop in its
	// fallback.
	Kernels *kernelplan.Planner
	// Others are the unit's pragmas other than OpenMP's, and ConstInt
	// evaluates an integer constant expression with the unit's macros
	// (the counts of the user's unroll pragmas, unroll.go).
	Others   []frontend.OtherPragma
	ConstInt loophint.Eval
}

// Stmt is the statement a target directive governs.
type Stmt struct {
	Fn   *cc.FunctionDefinition
	Toks []cc.Token // the statement's tokens in stream order
}

// fallback is the unit as package hostfallback reads it.
func (in *Input) fallback() hostfallback.Input {
	return hostfallback.Input{Source: in.Source, PragmaIndex: in.PragmaIndex}
}

// Standalone returns the macro use whose splice holds the host splice s
// of the standalone directive p (a data directive of function fn) that a
// macro use produces together with other code, as `#define SYNC(x) do { PRAGMA(omp target update
// from(x)) } while (0)` does: the use is printed from its expansion with
// the directive's block in place of the pragma. False after an error.
func Standalone(in Input, p *frontend.Pragma, fn *cc.FunctionDefinition, s *plan.Splice) (*macrouse.Use, bool) {
	toks := in.Macros.Tokens.Of(fn)
	k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() > p.Seq })
	for injected := macrouse.FuncNameTokens(fn); k < len(toks) && injected[toks[k].Seq()]; {
		k++
	}
	if k == len(toks) {
		in.Errs.Errorf(p.Pos, "cannot place this directive in the expansion of its macro use; give the directive a macro use of its own")
		return nil, false
	}
	next := toks[k].Seq()
	return &macrouse.Use{Fn: fn, Start: s.Start, End: s.End, Region: s,
		Lo: next, Hi: next - 1, Pos: p.Pos, Standalone: true}, true
}

// Region plans the host splice of kernel k, the region of target
// directive p whose statement is r. A region written in the main file
// gets its splice (use nil), with its fallback copied from the text;
// one a macro use writes gets the use the splice over the macro uses
// prints it in (Use.Region its splice, with its fallback printed from the
// tokens). False after an error.
func Region(in Input, p *frontend.Pragma, k *plan.Kernel, r Stmt) (s *plan.Splice, use *macrouse.Use, ok bool) {
	toks := r.Toks
	first, last := toks[0], toks[len(toks)-1]
	start, end, viaExpansion, ok := in.regionRange(p, k, r)
	if !ok {
		return nil, nil, false
	}
	s = &plan.Splice{
		Start: start, End: end, Kernel: k,
		FallbackLine: frontend.Position(first).Line,
		ResumeLine:   frontend.Position(last).Line,
	}
	// threads: the fallback runs in the target parallel construct's own
	// parallel region, whose threads all run the statement, and binds
	// the constructs nested in it.
	threads := false
	if i := in.PragmaIndex(*p); i >= 0 && in.Dirs[i] != nil && in.Dirs[i].Kind.HasParallel() {
		if in.Dirs[i].Kind == "target parallel" {
			s.FallbackParallel = hostfallback.ParallelAsHost(&in.Pragmas[i])
			threads = true
		} else if line, ok := hostfallback.ParallelLoopAsHost(in.Dirs[i].Kind, &in.Pragmas[i], hostfallback.LoopIndices(k)); ok && !kernelplan.HasLinear(k) {
			// A loop whose test compares in another type than its index's
			// runs over normalized counters, or on one thread
			// (writtenFallback).
			s.FallbackParallel, s.FallbackLoop = line, true
		} else if in.Dirs[i].Clause("ordered") == nil {
			// Not with the ordered clause: gcc wants the ordered regions
			// of the loop closely nested in a loop construct with that
			// clause once a parallel region is around them.
			s.FallbackParallel = "#pragma omp parallel num_threads(1)"
		}
	}
	orphan := hostfallback.OrphanLoop(in.fallback(), toks)
	if threads {
		orphan = -1 // it binds to the fallback's parallel region
	}
	written := !viaExpansion && in.Real(last)
	teams, teamsEdits := hostteams.Line(in.Teams, in.PragmaIndex(*p), p, k, toks, written)
	if teams != "" {
		orphan = -1 // it binds to the fallback's teams
	}
	if written {
		rewritten, ok := in.writtenFallback(p, k, s, first, end, threads, orphan, teams != "", teamsEdits)
		if !ok {
			return nil, nil, false
		}
		s.FallbackThreadLimit = hostfallback.ThreadLimit(in.fallback(), p, k, s, first, last, rewritten)
		hostfallback.WithTeams(s, teams)
		return s, nil, true
	}
	if kernelplan.HasLinear(k) {
		in.Errs.Errorf(p.Pos, "'linear' on a target region written by a macro is not supported yet")
		return nil, nil, false
	}
	subst := macrouse.PragmaOperators(in.Macros, toks, func(i int) bool { return i != orphan })
	s.Fallback = csyntax.Render(toks, in.atomicCompareSubst(first.Seq(), last.Seq(), subst)) // atomic.go
	s.FallbackThreadLimit = hostfallback.ThreadLimit(in.fallback(), p, k, s, first, last, nil)
	hostfallback.WithTeams(s, teams)
	return s, &macrouse.Use{Fn: r.Fn, Start: start, End: end, Region: s,
		Lo: first.Seq(), Hi: last.Seq(), Pos: p.Pos}, true
}

// regionRange finds the main-file byte range [start, end) that the host
// splice of the region of r replaces: from the directive's line (or the
// _Pragma or macro use that produced it) to the statement's last token (or
// the end of the macro use that produced it). viaExpansion: the region's
// text comes from a macro expansion, so its fallback is printed from the
// tokens rather than copied from the source.
func (in *Input) regionRange(p *frontend.Pragma, k *plan.Kernel, r Stmt) (start, end int, viaExpansion, ok bool) {
	toks := r.Toks
	first, last := toks[0], toks[len(toks)-1]
	firstReal, lastReal := in.Real(first), in.Real(last)
	start = p.LineStart
	if p.FromMacro {
		// A written token's own offset, or the start of the macro use
		// that produced it.
		start = first.Position().Offset
	}
	if !firstReal && first.Position().Filename != in.Path {
		in.Errs.Errorf(p.Pos, "the statement governed by '#pragma omp %s' begins in another file; keep the region in %s", k.Construct, filepath.Base(in.Path))
		return 0, 0, false, false
	}
	viaExpansion = !firstReal
	if p.FromMacro && p.Off >= 0 && p.Off < start {
		// The _Pragma operator, or the macro use that produced it, stands
		// before the statement: the splice covers it too, or the host
		// compiler would see the directive. Code the same macro use
		// produced before the pragma is printed from its expansion.
		if prev, ok := in.Macros.Tokens.At(r.Fn, p.Seq); ok && prev.Position().Filename == in.Path && prev.Position().Offset >= p.Off {
			viaExpansion = true
		}
		start = p.Off
	}
	if lastReal {
		end = last.Position().Offset + len(last.Src())
	} else {
		if last.Position().Filename != in.Path {
			in.Errs.Errorf(p.Pos, "the statement governed by '#pragma omp %s' ends in another file; keep the region in %s", k.Construct, filepath.Base(in.Path))
			return 0, 0, false, false
		}
		e, ok := macrouse.InvocationEnd(in.Macros, r.Fn, last)
		if !ok {
			in.Errs.Errorf(frontend.Position(last), "cannot find the end of the macro use that ends the statement of '#pragma omp %s'; write the statement out", k.Construct)
			return 0, 0, false, false
		}
		end = e
	}
	if line, ok := unbalancedConditional(in.Src, start, end, in.LineAt(start)); !ok {
		in.Errs.Errorf(p.Pos, "a preprocessor conditional crosses the boundary of this target region (line %d): the region is replaced as a whole, so keep the directive and its statement inside one branch", line)
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
	teamsLimit, teamsEdits []textedit.Edit
}

// fallbackLines returns the directive lines of constructs nested in
// target construct p (kernel k) that stand between it and its statement
// at base (target, then parallel, then the block): the fallback runs
// them as host OpenMP too, except a loop without bind outside them,
// which gcc refuses orphaned. Cut inside them, the loop would run whole
// in every thread of the team.
func (in *Input) fallbackLines(p *frontend.Pragma, k *plan.Kernel, base int, enclosed bool) fallbackDirLines {
	l := fallbackDirLines{base: -1, enclosed: enclosed}
	pre := hostfallback.PragmaLinesBefore(in.fallback(), p, base)
	if pre == nil {
		in.bracedTeams(p, k, &l)
		return l
	}
	// A teams line in a region that stands in another construct runs
	// as a parallel region of one thread (hostfallback.Enclosed): no
	// edits for host teams.
	hostTeams := !hostfallback.Enclosed(in.fallback(), p)
	if hostTeams {
		l.teamsLimit = hostfallback.TeamsLineLimit(in.fallback(), k, pre)
	}
	l.base = p.End
	for _, i := range pre {
		d := in.Dirs[i]
		if d != nil && d.Kind == "loop" && d.Clause("bind") == nil && !l.enclosed {
			l.cut = append(l.cut, &in.Pragmas[i])
		}
		if d != nil && (d.Kind.HasTeams() || d.Kind.HasParallel()) {
			l.enclosed = true
		}
		if d != nil && d.Kind.HasTeams() && hostTeams && !kernelplan.HasLinear(k) {
			// The teams line stays: the region's code must be
			// code gcc takes in host teams.
			if st := in.Binder.Bind(in.Pragmas[i].Seq).Stmt; st != nil {
				if ed, ok := hostteams.Edits(in.Teams, i, csyntax.Tokens(st), true); ok {
					l.teamsEdits = append(l.teamsEdits, ed...)
				}
			}
		}
	}
	return l
}

// bracedTeams gives l the edits of a teams construct that is all of the
// braced region of target construct p (`target { teams ... }`), as
// fallbackLines gives them to a teams line written right after the
// target line: the fallback keeps that teams construct as host teams,
// whose region gcc 12 takes only in the form hostteams.Edits makes, and
// which gets the target construct's thread_limit.
func (in *Input) bracedTeams(p *frontend.Pragma, k *plan.Kernel, l *fallbackDirLines) {
	at := in.PragmaIndex(*p)
	st := in.Binder.Bind(p.Seq).Stmt
	if at < 0 || st == nil || kernelplan.HasLinear(k) || hostfallback.Enclosed(in.fallback(), p) {
		return
	}
	sole := csyntax.SoleStatement(st)
	if sole == nil {
		return
	}
	toks := csyntax.Tokens(st)
	hi := toks[len(toks)-1].Seq()
	for i := at + 1; i < len(in.Pragmas) && in.Pragmas[i].Seq < hi; i++ {
		d := in.Dirs[i]
		if d == nil || !d.Kind.HasTeams() || in.Binder.Bind(in.Pragmas[i].Seq).Stmt != sole {
			continue
		}
		l.enclosed = true
		l.teamsLimit = hostfallback.TeamsLineLimit(in.fallback(), k, []int{i})
		if ed, ok := hostteams.Edits(in.Teams, i, csyntax.Tokens(sole), true); ok {
			l.teamsEdits = append(l.teamsEdits, ed...)
		}
		return
	}
}

// writtenFallback sets s.Fallback to the region's source text from first
// to end, with the directives the host compile must not see replaced by
// empty lines (or rewritten); threads and orphan as in Region.
// rewritten are the indices of the pragmas rewritten as parallel
// constructs (hostfallback.OrphanWorksharing). inTeams: the fallback
// runs in host teams of its own, which bind the distribute and loop
// constructs in it; teamsEdits are those of its text there (package
// hostteams).
func (in *Input) writtenFallback(p *frontend.Pragma, k *plan.Kernel, s *plan.Splice, first cc.Token, end int, threads bool, orphan int, inTeams bool, teamsEdits []textedit.Edit) (rewritten []int, ok bool) {
	base := first.Position().Offset
	// enclosed: a teams or parallel directive line of the region
	// stays in the fallback, and a loop construct nested in it binds
	// to it there, as on the device.
	enclosed := threads || inTeams
	// cut: pragmas whose lines become empty lines in the fallback, in
	// source order.
	l := in.fallbackLines(p, k, base, enclosed)
	cut, enclosed, teamsLimit := l.cut, l.enclosed, l.teamsLimit
	teamsEdits = append(teamsEdits, l.teamsEdits...)
	if l.base >= 0 {
		base = l.base
		s.FallbackLine = in.LineAt(base)
	}
	fb := in.Src[base:end]
	if orphan >= 0 && !in.Pragmas[orphan].FromMacro && !enclosed {
		cut = append(cut, &in.Pragmas[orphan])
	}
	rewrite, loopLines, rewritten, ok := in.rewrittenLines(p, k, base, end, inTeams)
	if !ok {
		return nil, false
	}
	cut = append(cut, sortedPragmas(rewrite)...)
	allocs := in.Allocs.In(base, end)
	cut = append(cut, allocs...)
	atomicEdits := in.atomicCompareEdits(first.Seq(), int(^uint(0)>>1), base, end) // atomic.go
	unrollEdits := in.unrollEdits(base, end)                                       // unroll.go
	// Empty lines in place of a cut pragma (or its rewritten line)
	// keep the lines after it; an aligned declaration gets its alignment
	// specifier (allocate.go). From the last edit back, so earlier
	// offsets stay valid.
	var edits []textedit.Edit
	lineEdits := map[int]*frontend.Pragma{} // the edits of loopLines' pragmas
	for _, q := range cut {
		if _, ok := loopLines[q]; ok {
			lineEdits[len(edits)] = q
		}
		edits = append(edits, in.sameLines(q.LineStart, q.End, rewrite[q]))
	}
	edits = append(edits, in.Allocs.HostAligns(allocs, base, end)...)
	edits = append(edits, atomicEdits...)
	edits = append(edits, unrollEdits...)
	skip := map[*frontend.Pragma]bool{}
	for _, q := range cut {
		skip[q] = true
	}
	depEdits := in.dependEdits(base, end, skip)                        // depend.go
	depEdits = append(depEdits, in.linearValEdits(base, end, skip)...) // linearval.go
	edits = append(edits, depEdits...)
	edits = append(edits, teamsLimit...)
	edits = append(edits, teamsEdits...)
	nestedLin := in.Nest.KernelLinear(in.NestInput, p, k, first.Position().Offset) // package nested
	lin, linOK := in.Nest.FallbackEdits(in.NestInput, base, end)
	if !linOK {
		return nil, false
	}
	edits = append(edits, lin...)
	linearFallback := kernelplan.HasLinear(k) && !nestedLin
	if !linearFallback {
		// LinearFallback places its count by the source's offsets, which
		// a normalized loop in the text would move: with it the loops
		// stay as written.
		edits = append(edits, hostloops.FallbackLoop(in.Loops, k, s, edits)...)
		edits = in.nestedNormal(base, end, cut, loopLines, lineEdits, edits)
	}
	fb = textedit.Apply(fb, base, edits)
	if linearFallback {
		if len(lin) > 0 {
			// LinearFallback places its count by the source's offsets.
			in.Errs.Errorf(p.Pos, "'linear' on a loop nested in the loop of a target construct with 'linear' is not supported yet")
			return nil, false
		}
		if len(cut) > 0 || !sameLengths(depEdits) || !sameLengths(atomicEdits) || !sameLengths(unrollEdits) {
			in.Errs.Errorf(p.Pos, "'linear' on a target region whose host fallback drops or rewrites a nested directive is not supported yet")
			return nil, false
		}
		var ok bool
		if fb, ok = in.Kernels.LinearFallback(k, fb, base); !ok {
			return nil, false
		}
	}
	s.Fallback = string(fb)
	return rewritten, true
}

// unbalancedConditional checks that the #if/#else/#endif lines within
// src[start:end], which begins on line first, nest completely inside it;
// otherwise it returns the line of the first one that reaches outside, and
// false. The host output
// replaces the range as a whole, so a conditional that opens before it and
// closes inside it (or the reverse) would be cut in two.
func unbalancedConditional(src []byte, start, end, first int) (int, bool) {
	line := first
	depth := 0
	for i, l := range strings.Split(string(src[start:end]), "\n") {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "#") {
			continue
		}
		word := strings.Fields(strings.TrimSpace(t[1:]) + " ")[0]
		switch word {
		case "if", "ifdef", "ifndef":
			depth++
		case "else", "elif", "elifdef", "elifndef":
			if depth == 0 {
				return line + i, false
			}
		case "endif":
			if depth == 0 {
				return line + i, false
			}
			depth--
		}
	}
	if depth != 0 {
		return line, false
	}
	return 0, true
}

// sameLines is the edit that replaces the source bytes [start, end) by
// text followed by as many newlines as they held, so that the lines after
// them keep their numbers.
func (in *Input) sameLines(start, end int, text string) textedit.Edit {
	blank := strings.Repeat("\n", strings.Count(string(in.Src[start:end]), "\n"))
	return textedit.Edit{Start: start, End: end, Text: text + blank}
}

// pragmasIn returns the pragmas written (not by a macro) in the source
// range [base, end) of a host fallback, except those in skip, which
// other edits replace.
func (in *Input) pragmasIn(base, end int, skip map[*frontend.Pragma]bool) []int {
	var out []int
	for i := range in.Pragmas {
		q := &in.Pragmas[i]
		if !q.FromMacro && q.LineStart >= base && q.End <= end && !skip[q] {
			out = append(out, i)
		}
	}
	return out
}
