package analysis

import (
	"path/filepath"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Host splices of target regions. The host output is the main file as
// written with each region replaced by its launch block, whose host
// fallback is the region's own text. When the region's statement begins
// or ends inside a macro expansion (`#define INC(v) _Pragma("omp target")
// { v += 1; }`), its text is not in the file: the host output then
// replaces the whole source of the macro invocations involved and prints
// their expansion from the parsed tokens, each region in it replaced by
// its launch block. Tokens produced by a macro expansion carry the
// position of the outermost invocation, which is how the invocation is
// found.

// expansion is a host splice over macro invocations.
type expansion struct {
	fn         *cc.FunctionDefinition
	start, end int          // main-file byte range replaced
	region     *plan.Splice // the region's launch splice
	lo, hi     int          // the region's first and last token seqs
	pos        diag.Pos     // the directive
	// standalone: region is a standalone directive's splice, printed
	// before the token lo (hi is lo-1: it spans no token).
	standalone bool
}

// expandStandalone plans the host splice s of the standalone directive p
// (a data directive of function fn) that a macro use produces together
// with other code, as `#define SYNC(x) do { PRAGMA(omp target update
// from(x)) } while (0)` does: the use is printed from its expansion with
// the directive's block in place of the pragma.
func (a *analyzer) expandStandalone(p *frontend.Pragma, fn *cc.FunctionDefinition, s *plan.Splice) {
	toks := a.functionTokens(fn)
	k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() > p.Seq })
	for injected := funcNameTokens(fn); k < len(toks) && injected[toks[k].Seq()]; {
		k++
	}
	if k == len(toks) {
		a.errs.Errorf(p.Pos, "cannot place this directive in the expansion of its macro use; give the directive a macro use of its own")
		return
	}
	next := toks[k].Seq()
	a.expansions = append(a.expansions, &expansion{fn: fn, start: s.Start, end: s.End, region: s,
		lo: next, hi: next - 1, pos: p.Pos, standalone: true})
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
			s.FallbackParallel = parallelAsHost(&a.u.Pragmas[i])
			threads = true
		} else if line, ok := parallelLoopAsHost(a.dirs[i].Kind, &a.u.Pragmas[i], loopIndices(k)); ok && !kernelplan.HasLinear(k) {
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
	orphan := a.orphanLoop(toks)
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
		s.FallbackThreadLimit = a.fallbackThreadLimit(p, k, s, first, last, rewritten)
		withTeams(s, teams)
		a.plan.Splices = append(a.plan.Splices, s)
		return true
	}
	if kernelplan.HasLinear(k) {
		a.errs.Errorf(p.Pos, "'linear' on a target region written by a macro is not supported yet")
		return false
	}
	s.Fallback = csyntax.Render(toks, a.pragmaOperators(toks, func(i int) bool { return i != orphan }))
	s.FallbackThreadLimit = a.fallbackThreadLimit(p, k, s, first, last, nil)
	withTeams(s, teams)
	a.expansions = append(a.expansions, &expansion{fn: ref.fn, start: start, end: end, region: s,
		lo: first.Seq(), hi: last.Seq(), pos: p.Pos})
	return true
}

// withTeams runs the fallback of s in host teams line teams (none when
// ""), which carries the thread limit: gcc refuses a teams construct in
// the task that would scope it.
func withTeams(s *plan.Splice, teams string) {
	if teams != "" {
		s.FallbackParallel = teams
		s.FallbackThreadLimit = ""
	}
}

// fallbackThreadLimit returns the thread_limit clause that the host
// fallback of the region (tokens first..last) of target construct p
// scopes in an undeferred task of its own (plan.Splice), or "". Only a
// clause of the target directive's own line counts: one of a teams or
// parallel directive line nested in it stays on that line in the
// fallback. gcc refuses a teams construct, and the worksharing and
// synchronisation constructs that bind to the innermost parallel
// region, closely nested in a task: a region whose code holds one
// outside a parallel construct (the fallback's own, one written in it,
// or one a worksharing construct is rewritten as: rewritten) keeps
// running without the task (docs/difftest.md).
func (a *analyzer) fallbackThreadLimit(p *frontend.Pragma, k *plan.Kernel, s *plan.Splice, first, last cc.Token, rewritten []int) string {
	d := k.Directive
	c := d.Clause("thread_limit")
	if c == nil || c.Level != 0 || strings.TrimSpace(c.Expr) == "" {
		return ""
	}
	for lv := 1; lv <= d.Depth; lv++ {
		if d.LevelKind(lv).HasTeams() {
			return ""
		}
	}
	if s.FallbackParallel != "" {
		return c.Expr
	}
	at := a.pragmaIndex(*p)
	if at < 0 {
		return ""
	}
	parallel := map[int]bool{}
	for _, i := range rewritten {
		parallel[i] = true
	}
	// The statements of the parallel constructs in the region: a
	// pragma's Seq is the token before it, so one written right after
	// a span's directive has lo-1.
	type span struct{ lo, hi int }
	var spans []span
	lo, hi := first.Seq(), last.Seq()
	for i := at + 1; i < len(a.u.Pragmas); i++ {
		q := &a.u.Pragmas[i]
		if q.Seq >= hi {
			break
		}
		if q.Seq < lo-1 || a.dirs[i] == nil {
			continue
		}
		nested := false
		for _, sp := range spans {
			nested = nested || (q.Seq >= sp.lo-1 && q.Seq < sp.hi)
		}
		if !nested && !parallel[i] && notInTask(a.dirs[i].Kind) {
			return ""
		}
		if parallel[i] || a.dirs[i].Kind.HasParallel() {
			if st := a.binder.Bind(q.Seq).Stmt; st != nil {
				toks := csyntax.Tokens(st)
				spans = append(spans, span{toks[0].Seq(), toks[len(toks)-1].Seq()})
			}
		}
	}
	return c.Expr
}

// notInTask: gcc refuses construct k closely nested in an explicit task
// (a teams construct, or one that binds to the innermost parallel
// region); a parallel construct, which begins a region of its own, it
// takes.
func notInTask(k directive.Kind) bool {
	w := strings.Fields(string(k))
	if len(w) == 0 || k.HasParallel() {
		return false
	}
	switch w[0] {
	case "teams", "distribute", "for", "loop", "sections", "section", "single", "workshare",
		"scope", "barrier", "master", "masked", "ordered", "cancel", "cancellation":
		return true
	}
	return false
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
		if prev, ok := a.tokenAt(ref.fn, p.Seq); ok && prev.Position().Filename == a.u.Path && prev.Position().Offset >= p.Off {
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
		e, ok := a.invocationEnd(ref.fn, last)
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

// writtenFallback sets s.Fallback to the region's source text from first
// to end, with the directives the host compile must not see replaced by
// empty lines (or rewritten); threads and orphan as in spliceRegion.
// rewritten are the indices of the pragmas rewritten as parallel
// constructs (orphanWorksharing). inTeams: the fallback runs in host
// teams of its own, which bind the distribute and loop constructs in it;
// teamsEdits are those of its text there (package hostteams).
func (a *analyzer) writtenFallback(p *frontend.Pragma, k *plan.Kernel, s *plan.Splice, first cc.Token, end int, threads bool, orphan int, inTeams bool, teamsEdits []textEdit) (rewritten []int, ok bool) {
	base := first.Position().Offset
	// Pragmas whose lines become empty lines in the fallback, in
	// source order.
	var cut []*frontend.Pragma
	// enclosed: a teams or parallel directive line of the region
	// stays in the fallback, and a loop construct nested in it binds
	// to it there, as on the device.
	enclosed := threads || inTeams
	var teamsLimit []textEdit
	if pre := a.pragmaLinesBefore(p, base); pre != nil {
		teamsLimit = a.teamsLineLimit(k, pre)
		// Constructs nested in the target construct whose directive
		// lines stand between it and the statement (target, then
		// parallel, then the block): the fallback runs them as host
		// OpenMP too, except a loop without bind outside them, which
		// gcc refuses orphaned. Cut inside them, the loop would run
		// whole in every thread of the team.
		base = p.End
		s.FallbackLine = a.lineAt(base)
		for _, i := range pre {
			d := a.dirs[i]
			if d != nil && d.Kind == "loop" && d.Clause("bind") == nil && !enclosed {
				cut = append(cut, &a.u.Pragmas[i])
			}
			if d != nil && (d.Kind.HasTeams() || d.Kind.HasParallel()) {
				enclosed = true
			}
			if d != nil && d.Kind.HasTeams() && !kernelplan.HasLinear(k) {
				// The teams line stays: the region's code must be
				// code gcc takes in host teams.
				if st := a.binder.Bind(a.u.Pragmas[i].Seq).Stmt; st != nil {
					if ed, ok := a.hostTeamsEdits(i, csyntax.Tokens(st), true); ok {
						teamsEdits = append(teamsEdits, ed...)
					}
				}
			}
		}
	}
	fb := a.u.Src[base:end]
	if orphan >= 0 && !a.u.Pragmas[orphan].FromMacro && !enclosed {
		cut = append(cut, &a.u.Pragmas[orphan])
	}
	rewrite := map[*frontend.Pragma]string{}
	rewritten = a.orphanWorksharing(p, base, end, inTeams)
	for _, i := range rewritten {
		q := &a.u.Pragmas[i]
		rewrite[q] = worksharingAsHost(a.dirs[i], q)
		cut = append(cut, q)
	}
	for q, line := range a.inscanAsHost(base, end, rewrite) {
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
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		fb = []byte(string(fb[:e.start-base]) + e.text + string(fb[e.end-base:]))
	}
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

// teamsLineLimit gives the target construct's thread_limit clause to the
// teams directive line nested in it (one of pre, pragmaLinesBefore's),
// which the fallback keeps and runs as host teams: there the clause sets
// the thread limit of each team's contention group, as the target
// construct's does on the device. Not when the line holds a comment or
// the region has linear items (LinearFallback places its count by the
// source's offsets): that fallback runs without the limit
// (docs/difftest.md).
func (a *analyzer) teamsLineLimit(k *plan.Kernel, pre []int) []textEdit {
	c := k.Directive.Clause("thread_limit")
	if c == nil || c.Level != 0 || kernelplan.HasLinear(k) {
		return nil
	}
	for _, i := range pre {
		q := &a.u.Pragmas[i]
		if a.dirs[i] == nil || !a.dirs[i].Kind.HasTeams() {
			continue
		}
		at := q.End
		if at > q.LineStart && a.u.Src[at-1] == '\n' {
			at--
		}
		line := string(a.u.Src[q.LineStart:at])
		if strings.Contains(line, "//") || strings.Contains(line, "/*") {
			return nil
		}
		limit := strings.TrimSpace(c.Expr)
		if k.LaunchThreadLimit() {
			limit = plan.HostThreadLimit // evaluated once by the launch
		}
		return []textEdit{{at, at, " thread_limit(" + limit + ")"}}
	}
	return nil
}

// pragmaLinesBefore returns the indices of the pragmas written between
// the target directive p and its statement at offset first, when only
// their lines and blank space stand there; else nil.
func (a *analyzer) pragmaLinesBefore(p *frontend.Pragma, first int) []int {
	i := a.pragmaIndex(*p)
	if i < 0 || p.FromMacro || p.End < 0 || p.End >= first {
		return nil
	}
	var out []int
	off := p.End
	for j := i + 1; j < len(a.u.Pragmas); j++ {
		q := &a.u.Pragmas[j]
		if q.FromMacro || q.LineStart < p.End || q.LineStart >= first {
			break
		}
		if strings.TrimSpace(string(a.u.Src[off:q.LineStart])) != "" {
			return nil
		}
		out, off = append(out, j), q.End
	}
	if len(out) == 0 || strings.TrimSpace(string(a.u.Src[off:first])) != "" {
		return nil
	}
	return out
}

// functionTokens returns fn's tokens in stream order, computed once:
// those of its specifiers and declarator too, which a macro use that
// defines the whole function produces together with its body.
func (a *analyzer) functionTokens(fn *cc.FunctionDefinition) []cc.Token {
	if a.fnToks == nil {
		a.fnToks = map[*cc.FunctionDefinition][]cc.Token{}
	}
	if t, ok := a.fnToks[fn]; ok {
		return t
	}
	t := csyntax.Tokens(fn)
	a.fnToks[fn] = t
	return t
}

// tokenAt returns the token of fn with sequence number seq.
func (a *analyzer) tokenAt(fn *cc.FunctionDefinition, seq int) (cc.Token, bool) {
	toks := a.functionTokens(fn)
	k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() >= seq })
	if k < len(toks) && toks[k].Seq() == seq {
		return toks[k], true
	}
	return cc.Token{}, false
}

// invocationEnd finds the end of the source of the macro invocation that
// produced token t: its name, and the parenthesized arguments when the
// expansion consumed them.
func (a *analyzer) invocationEnd(fn *cc.FunctionDefinition, t cc.Token) (int, bool) {
	src := a.u.Src
	o := t.Position().Offset
	i := o
	for i < len(src) && isIdentByte(src[i]) {
		i++
	}
	if i == o {
		return 0, false
	}
	name := string(src[o:i])
	j := skipBlank(src, i)
	if j >= len(src) || src[j] != '(' {
		return i, true
	}
	g, ok := parenEnd(src, j)
	if !ok {
		return 0, false
	}
	// The arguments belong to the invocation unless they are tokens of
	// their own: the next token of the stream after the invocation's
	// tells.
	toks := a.functionTokens(fn)
	k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() > t.Seq() })
	for k < len(toks) && toks[k].Position().Filename == a.u.Path && toks[k].Position().Offset == o {
		k++
	}
	if k < len(toks) && toks[k].Position().Filename == a.u.Path {
		if toks[k].Position().Offset >= g {
			return g, true
		}
		return i, true
	}
	if m := a.u.AST.Macros[name]; m != nil && m.IsFnLike {
		return g, true
	}
	return i, true
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// skipBlank skips white space, line continuations and comments.
func skipBlank(src []byte, i int) int {
	for i < len(src) {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r' || src[i] == '\f' || src[i] == '\v':
			i++
		case src[i] == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i += 2
		case src[i] == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case src[i] == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/') {
				i++
			}
			i += 2
		default:
			return i
		}
	}
	return i
}

// parenEnd returns the offset just past the ')' matching the '(' at i.
func parenEnd(src []byte, i int) (int, bool) {
	depth := 0
	for i < len(src) {
		if j := skipBlank(src, i); j != i {
			i = j
			continue
		}
		switch c := src[i]; c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1, true
			}
		case '"', '\'':
			i++
			for i < len(src) && src[i] != c && src[i] != '\n' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
		}
		i++
	}
	return 0, false
}

// finishExpansions merges the expansion splices that share macro
// invocations and prints each merged expansion from the parsed tokens.
func (a *analyzer) finishExpansions() {
	es := a.expansions
	sort.SliceStable(es, func(i, j int) bool { return es[i].start < es[j].start })
	for i := 0; i < len(es); {
		j := i + 1
		end := es[i].end
		for j < len(es) && es[j].start < end {
			if es[j].end > end {
				end = es[j].end
			}
			j++
		}
		// Regions in stream order; a standalone directive before the
		// region that starts at the same token.
		group := es[i:j]
		sort.SliceStable(group, func(x, y int) bool {
			if group[x].lo != group[y].lo {
				return group[x].lo < group[y].lo
			}
			return group[x].standalone && !group[y].standalone
		})
		a.expand(group, es[i].start, end)
		i = j
	}
}

// expand plans one splice over [start, end) holding the regions of group.
func (a *analyzer) expand(group []*expansion, start, end int) {
	fn := group[0].fn
	for _, e := range group[1:] {
		if e.fn != fn {
			a.errs.Errorf(e.pos, "the target regions of this macro use span two functions")
			return
		}
	}
	toks := a.functionTokens(fn)
	in := func(t cc.Token) bool {
		p := t.Position()
		return p.Filename == a.u.Path && p.Offset >= start && p.Offset < end
	}
	lo := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() >= group[0].lo })
	for lo > 0 && in(toks[lo-1]) {
		lo--
	}
	hi := lo
	for hi < len(toks) && (in(toks[hi]) || toks[hi].Seq() <= group[len(group)-1].hi) {
		hi++
	}
	s := &plan.Splice{Start: start, End: end, ResumeLine: a.lineAt(end)}
	// Host OpenMP that the macro uses produce outside the regions: the
	// printed expansion has no pragmas of its own.
	host := a.hostPragmas(group, start, end)
	subst := map[int]string{}
	var text []cc.Token
	flush := func() {
		if len(text) > 0 {
			s.Expansion = append(s.Expansion, plan.Piece{Text: csyntax.Render(text, subst)})
			text = nil
		}
	}
	injected := funcNameTokens(fn)
	g := 0
	for k := lo; k < hi; k++ {
		t := toks[k]
		if injected[t.Seq()] {
			continue
		}
		if pre := host.before(t.Seq()); pre != "" {
			if g < len(group) && t.Seq() == group[g].lo {
				flush()
				s.Expansion = append(s.Expansion, plan.Piece{Text: pre})
			} else {
				subst[t.Seq()] = pre + t.SrcStr()
			}
		}
		for g < len(group) && group[g].standalone && t.Seq() == group[g].lo {
			flush()
			r := group[g].region
			r.ResumeLine = frontend.Position(t).Line
			s.Expansion = append(s.Expansion, plan.Piece{Region: r})
			g++
		}
		if g < len(group) && t.Seq() == group[g].lo {
			flush()
			r := group[g].region
			s.Expansion = append(s.Expansion, plan.Piece{Region: r})
			for k+1 < hi && toks[k+1].Seq() <= group[g].hi {
				k++
			}
			r.ResumeLine = a.lineAt(end)
			if k+1 < hi {
				r.ResumeLine = frontend.Position(toks[k+1]).Line
			}
			g++
			continue
		}
		if g < len(group) && t.Seq() > group[g].lo {
			a.errs.Errorf(group[g].pos, "the target regions of this macro use overlap")
			return
		}
		text = append(text, t)
	}
	flush()
	// A standalone directive that ends the macro use comes before the
	// next written token.
	for g < len(group) && group[g].standalone && (hi == len(toks) || toks[hi].Seq() == group[g].lo) {
		r := group[g].region
		r.ResumeLine = a.lineAt(end)
		s.Expansion = append(s.Expansion, plan.Piece{Region: r})
		g++
	}
	if pre := host.before(int(^uint(0) >> 1)); pre != "" {
		s.Expansion = append(s.Expansion, plan.Piece{Text: pre})
	}
	if g != len(group) {
		a.errs.Errorf(group[g].pos, "cannot place this target region in the expansion of its macro use; write the region out")
		return
	}
	a.plan.Splices = append(a.plan.Splices, s)
}

// funcNameTokens returns the sequence numbers of the tokens of the
// declaration of __func__ that the parser injects at the start of fn's
// body: they carry the position of the body's '{', so a macro use that
// produces the '{' would otherwise print them.
func funcNameTokens(fn *cc.FunctionDefinition) map[int]bool {
	body := fn.CompoundStatement
	if body == nil || body.BlockItemList == nil || body.BlockItemList.BlockItem == nil {
		return nil
	}
	it := body.BlockItemList.BlockItem
	if it.Case != cc.BlockItemDecl || it.Declaration == nil {
		return nil
	}
	l := it.Declaration.InitDeclaratorList
	if l == nil || l.InitDeclarator == nil || l.InitDeclarator.Declarator == nil {
		return nil
	}
	if d := l.InitDeclarator.Declarator; d.Name() != "__func__" || d.NameTok().Position().Offset != body.Token.Position().Offset {
		return nil
	}
	r := map[int]bool{}
	for _, t := range csyntax.Tokens(it.Declaration) {
		r[t.Seq()] = true
	}
	return r
}

// orphanLoop returns the index of the pragma that is the outermost
// construct nested in the region of toks when it is a loop construct
// without a bind clause, else -1. In the host fallback nothing encloses
// it (its teams or parallel was on the target line), and gcc rejects an
// orphaned loop construct without bind: the fallback runs the loop
// without it, on the one encountering thread, as an orphaned
// bind(thread) loop would.
func (a *analyzer) orphanLoop(toks []cc.Token) int {
	if len(toks) == 0 {
		return -1
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	ps := a.u.Pragmas
	i := sort.Search(len(ps), func(i int) bool { return ps[i].Seq >= lo })
	if i == len(ps) || ps[i].Seq >= hi {
		return -1
	}
	d := a.dirs[i]
	if d == nil || d.Kind != "loop" || d.Clause("bind") != nil {
		return -1
	}
	if !ps[i].FromMacro && (ps[i].LineStart < toks[0].Position().Offset || ps[i].Pos.File != a.u.Path) {
		return -1
	}
	return i
}

// inscanAsHost returns the host lines (empty: none) of the loop
// constructs with an inscan reduction between offsets base and end of a
// fallback and of the scan directives in them: gcc 12 compiles a
// worksharing loop's scan to a libgomp entry that LLVM's libomp lacks
// (the program aborts), so a `parallel for [simd]` with one runs as the
// loop alone, in order on the encountering thread, where the scan
// directive is a no-op. A simd loop's scan gcc compiles inline; it
// stays. done are pragmas already rewritten.
func (a *analyzer) inscanAsHost(base, end int, done map[*frontend.Pragma]string) map[*frontend.Pragma]string {
	out := map[*frontend.Pragma]string{}
	type span struct{ lo, hi int }
	var loops []span
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		d := a.dirs[i]
		if q.Pos.File != a.u.Path || q.FromMacro || q.LineStart < base || q.Off >= end || d == nil {
			continue
		}
		if _, ok := done[q]; ok {
			continue
		}
		if d.Kind == "scan" {
			for _, sp := range loops {
				if q.LineStart >= sp.lo && q.LineStart < sp.hi {
					out[q] = ""
				}
			}
			continue
		}
		// The directive as written (the analysis may have recorded
		// another kind for the device).
		kind, inscan := writtenLoopKind(q)
		if kind != "parallel for" && kind != "parallel for simd" {
			inscan = false // (the device refuses a for with inscan)
		}
		st := a.binder.Bind(q.Seq).Stmt
		if !inscan || st == nil {
			continue
		}
		toks := csyntax.Tokens(st)
		last := toks[len(toks)-1]
		out[q] = ""
		loops = append(loops, span{q.End, last.Position().Offset + len(last.Src())})
	}
	return out
}

// writtenLoopKind returns the worksharing-loop construct name pragma q
// is written with ("parallel for", "for simd", ...; "" for another) and
// whether it has an inscan reduction and no clause but reduction,
// nowait, schedule, num_threads, proc_bind, shared, default, simdlen,
// safelen and order (others are data-sharing a loop run in order on one
// thread would lose).
func writtenLoopKind(q *frontend.Pragma) (string, bool) {
	toks := q.Toks[1:] // after "omp"
	var words []string
	i := 0
	for ; i < len(toks) && len(words) < 3; i++ {
		w := toks[i].Text
		if w != "parallel" && w != "for" && w != "simd" {
			break
		}
		words = append(words, w)
	}
	kind := strings.Join(words, " ")
	switch kind {
	case "parallel for", "parallel for simd", "for", "for simd":
	default:
		return "", false
	}
	inscan := false
	for depth := 0; i < len(toks); i++ {
		switch t := toks[i].Text; {
		case t == "(":
			depth++
		case t == ")":
			depth--
		case depth == 1 && t == "inscan":
			inscan = true
		case depth == 0 && t != ",":
			switch t {
			case "reduction", "nowait", "schedule", "num_threads", "proc_bind", "shared", "default", "simdlen", "safelen", "order":
			default:
				return kind, false
			}
		}
	}
	return kind, inscan
}

// orphanWorksharing returns the indices of the distribute and worksharing
// loop constructs the host fallback of target construct p (text
// base..end) holds outside any teams (for distribute) or parallel (for
// 'for') construct of its own. Such a construct was folded into the
// kernel (target teams + distribute ..., target parallel + for ...); in
// the fallback it stands orphaned, and gcc refuses firstprivate and
// lastprivate of a local there ("private in outer context"), which clang
// takes.
func (a *analyzer) orphanWorksharing(p *frontend.Pragma, base, end int, inTeams bool) []int {
	at := a.pragmaIndex(*p)
	if at < 0 {
		return nil
	}
	// The statements of the fallback's own teams and parallel constructs.
	type span struct{ lo, hi int }
	var teams, parallels []span
	// A pragma's Seq is the token before it: one written between the
	// directive of a span and its statement has lo-1, one right after
	// the statement hi.
	inside := func(spans []span, seq int) bool {
		for _, sp := range spans {
			if seq >= sp.lo-1 && seq < sp.hi {
				return true
			}
		}
		return false
	}
	// The fallback of a target construct with a parallel leaf runs in a
	// parallel region of its own (fallbackParallel), which binds the
	// worksharing loops nested in it.
	wrapped := a.dirs[at] != nil && a.dirs[at].Kind.HasParallel()
	var out []int
	for i := at + 1; i < len(a.u.Pragmas); i++ {
		q := &a.u.Pragmas[i]
		if q.Pos.File != a.u.Path || q.FromMacro || q.LineStart < 0 {
			continue
		}
		if q.Off >= end {
			break
		}
		d := a.dirs[i]
		if q.LineStart < base || d == nil {
			continue
		}
		kind := string(d.Kind)
		bind := ""
		if c := d.Clause("bind"); c != nil && kind == "loop" {
			bind = strings.TrimSpace(c.Expr)
		}
		switch {
		case (strings.HasPrefix(kind, "distribute") || bind == "teams") && !inTeams && !inside(teams, q.Seq),
			(kind == "for" || kind == "for simd" || bind == "parallel") && !wrapped && !inside(parallels, q.Seq),
			d.Kind == directive.Sections && !wrapped && !inside(parallels, q.Seq),
			d.Kind == directive.Single && singlePrivate(d) && !wrapped && !inside(parallels, q.Seq):
			out = append(out, i)
		}
		if d.Kind.Has("teams") || d.Kind.HasParallel() {
			if st := a.binder.Bind(q.Seq).Stmt; st != nil {
				toks := csyntax.Tokens(st)
				sp := span{toks[0].Seq(), toks[len(toks)-1].Seq()}
				if d.Kind.Has("teams") {
					teams = append(teams, sp)
				}
				if d.Kind.HasParallel() {
					parallels = append(parallels, sp)
				}
			}
		}
	}
	return out
}

// worksharingAsHost spells the orphaned loop construct d of pragma q for
// the host fallback, where it runs in the one team, or on the one thread,
// it then has: 'distribute parallel for ...' as 'parallel for ...', and
// 'distribute [simd]', 'for [simd]' and 'loop bind(teams|parallel)' as
// 'parallel for [simd] num_threads(1)', which keep their data-sharing
// clauses; dist_schedule, bind and nowait go.
func worksharingAsHost(d *directive.Directive, q *frontend.Pragma) string {
	kind := strings.TrimSpace(strings.TrimPrefix(string(d.Kind), "distribute"))
	extra := ""
	switch {
	case d.Kind == directive.Sections:
		// Sections and single keep their data-sharing clauses on a
		// parallel construct of one thread (copyprivate has no one to
		// copy to).
		kind, extra = "parallel sections", " num_threads(1)"
	case d.Kind == directive.Single:
		kind, extra = "parallel", " num_threads(1)"
	case !strings.HasPrefix(kind, "parallel"):
		rest := strings.TrimSpace(strings.TrimPrefix(kind, "for"))
		if kind == "loop" {
			rest = ""
		}
		kind = strings.TrimSpace("parallel for " + rest)
		extra = " num_threads(1)"
	}
	// The clauses as written: the tokens after the construct's words,
	// without dist_schedule(...), bind(...) and nowait.
	toks := q.Toks[1:] // after "omp"
	words := len(strings.Fields(string(d.Kind)))
	var b strings.Builder
	b.WriteString("#pragma omp " + kind)
	for i := words; i < len(toks); i++ {
		t := toks[i].Text
		if t == "nowait" {
			continue
		}
		if (t == "dist_schedule" || t == "bind" || t == "copyprivate") && i+1 < len(toks) && toks[i+1].Text == "(" {
			depth := 0
			for i++; i < len(toks); i++ {
				if toks[i].Text == "(" {
					depth++
				} else if toks[i].Text == ")" {
					if depth--; depth == 0 {
						break
					}
				}
			}
			continue
		}
		b.WriteString(" " + t)
	}
	b.WriteString(extra)
	return b.String()
}

// parallelAsHost spells the parallel construct of the target parallel
// directive q for the host fallback: its clauses that belong to parallel
// (if without a modifier or with parallel:, num_threads, proc_bind and
// the data-sharing clauses but default(none), which would ask for
// variables only the target construct lists).
func parallelAsHost(q *frontend.Pragma) string {
	line, _ := hostLeaves(q, 2, "#pragma omp parallel", parallelClauses, nil)
	return line
}

// mixedCompare tells whether a level of kernel k's loop tests its index
// against a bound in another type than the index's (loops.Model.Compare):
// gcc's host loop constructs compare in the index's type (-5 < 10u runs
// 15 iterations there), so the fallback runs such a loop as written, on
// one thread.
func mixedCompare(k *plan.Kernel) bool {
	levels := []*loops.Model{k.Loop}
	if k.LoopPlan != nil && k.LoopPlan.Nest != nil {
		levels = k.LoopPlan.Nest.Levels
	}
	for _, m := range levels {
		if m == nil || m.Compare != "" {
			return true
		}
	}
	return false
}

// parallelClauses are the clauses of a target construct that belong to
// its parallel leaf on the host.
var parallelClauses = map[string]bool{
	"num_threads": true, "proc_bind": true, "private": true, "firstprivate": true,
	"shared": true, "reduction": true, "default": true, "if": true,
}

// loopClauses are those of its worksharing-loop and simd leaves.
var loopClauses = map[string]bool{
	"schedule": true, "collapse": true, "lastprivate": true, "order": true,
	"safelen": true, "simdlen": true, "aligned": true, "nontemporal": true,
}

// parallelLoopAsHost returns the host directive that the host fallback
// of a combined target construct of kind with a parallel worksharing
// loop (`target parallel for [simd]`, `target teams distribute parallel
// for [simd]`), written as q, runs the region's loop with: `parallel
// for [simd]` with the construct's clauses that belong to those leaves,
// as clang-19's fallback runs the loop on a team of host threads (the
// teams leaf keeps one team, as clang-19's host teams without
// num_teams). ok is false for a kind without that loop and where the
// host compile could not take the clauses as the fallback's loop needs
// them (ordered, linear, a reduction with a modifier): that fallback
// runs the loop on one thread.
func parallelLoopAsHost(kind directive.Kind, q *frontend.Pragma, indices map[string]bool) (string, bool) {
	var line string
	switch kind {
	case "target parallel for", "target teams distribute parallel for":
		line = "#pragma omp parallel for"
	case "target parallel for simd", "target teams distribute parallel for simd":
		line = "#pragma omp parallel for simd"
	default:
		return "", false
	}
	allowed := map[string]bool{}
	for c := range parallelClauses {
		allowed[c] = true
	}
	for c := range loopClauses {
		allowed[c] = true
	}
	return hostLeaves(q, len(strings.Fields(string(kind))), line, allowed, indices)
}

// loopIndices are the index variables of kernel k's loop nest.
func loopIndices(k *plan.Kernel) map[string]bool {
	out := map[string]bool{}
	if k.Loop != nil {
		out[k.Loop.Index] = true
	}
	if k.LoopPlan != nil && k.LoopPlan.Nest != nil {
		for _, m := range k.LoopPlan.Nest.Levels {
			out[m.Index] = true
		}
	}
	return out
}

// hostLeaves prints line with the clauses of pragma q (whose construct
// name is its first skip words after "omp") that allowed names, for the
// host: default(none) is dropped (the fallback's code names variables
// the target construct captured) and so is an if clause for another
// leaf. ok is false when q holds a clause the host's loop construct
// would run otherwise than the region (ordered, linear, a reduction with
// the inscan or task modifier). indices are the loop's index variables,
// which a lastprivate clause may name but firstprivate may not.
func hostLeaves(q *frontend.Pragma, skip int, line string, allowed, indices map[string]bool) (string, bool) {
	toks := q.Toks[1:] // after "omp"
	var b strings.Builder
	b.WriteString(line)
	ok := true
	// lastprivate items are also firstprivate: after a loop of no
	// iterations gcc's host loop copies a private copy back, which must
	// then hold the original's value, as the region leaves it.
	var last []string
	first := map[string]bool{}
	for _, c := range rawClauses(toks[skip:]) {
		name, group := c.name, c.group
		arg := strings.Join(group, " ")
		switch name {
		case "firstprivate":
			for _, it := range listItems(group) {
				first[it] = true
			}
		case "lastprivate":
			if len(group) > 2 && group[2] == ":" {
				ok = false // conditional
			}
			last = append(last, listItems(group)...)
		}
		switch {
		case name == "ordered" || name == "linear":
			ok = false
			continue
		case name == "reduction" && len(group) > 2 && group[2] == ",":
			ok = false // inscan or task
			continue
		case !allowed[name]:
			continue
		case name == "default":
			if len(group) > 1 && group[1] == "none" {
				continue
			}
		case name == "if":
			if len(group) > 2 && group[2] == ":" {
				if group[1] != "parallel" {
					continue
				}
				arg = "( " + strings.Join(group[3:], " ")
			}
		}
		b.WriteString(" " + name + arg)
	}
	var copies []string
	for _, it := range last {
		if !first[it] && !indices[it] {
			first[it] = true
			copies = append(copies, it)
		}
	}
	if len(copies) > 0 {
		b.WriteString(" firstprivate( " + strings.Join(copies, " , ") + " )")
	}
	return b.String(), ok
}

// listItems returns the names of a clause's argument tokens group
// ("(" items ")"), after a modifier.
func listItems(group []string) []string {
	if len(group) < 2 {
		return nil
	}
	inner := group[1 : len(group)-1]
	for i, t := range inner {
		if t == ":" {
			inner = inner[i+1:]
			break
		}
	}
	var out []string
	for _, t := range inner {
		if t != "," {
			out = append(out, t)
		}
	}
	return out
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

// pragmaOperators returns the substitutions that print, before the token
// each governs, the pragmas placed strictly inside toks that keep (given
// the pragma's index) selects.
func (a *analyzer) pragmaOperators(toks []cc.Token, keep func(int) bool) map[int]string {
	if len(toks) == 0 {
		return nil
	}
	var subst map[int]string
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	ps := a.u.Pragmas
	i := sort.Search(len(ps), func(i int) bool { return ps[i].Seq >= lo })
	for ; i < len(ps) && ps[i].Seq < hi; i++ {
		if !keep(i) {
			continue
		}
		k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() > ps[i].Seq })
		if k == len(toks) {
			continue
		}
		if subst == nil {
			subst = map[int]string{}
		}
		t := toks[k]
		prev, ok := subst[t.Seq()]
		if !ok {
			prev = t.SrcStr()
		}
		subst[t.Seq()] = pragmaOperator(&ps[i]) + prev
	}
	return subst
}

// pendingPragmas are pragma operators to print in stream order.
type pendingPragmas struct {
	ps []*frontend.Pragma
}

// before returns the operators of the pending pragmas placed before the
// token with sequence number seq, and drops them.
func (q *pendingPragmas) before(seq int) string {
	var b strings.Builder
	for len(q.ps) > 0 && q.ps[0].Seq < seq {
		b.WriteString(pragmaOperator(q.ps[0]))
		q.ps = q.ps[1:]
	}
	return b.String()
}

// hostPragmas lists the host OpenMP pragmas that the macro uses in
// [start, end) produce outside the regions of group.
func (a *analyzer) hostPragmas(group []*expansion, start, end int) *pendingPragmas {
	q := &pendingPragmas{}
	for i := range a.u.Pragmas {
		p := &a.u.Pragmas[i]
		d := a.dirs[i]
		if d == nil || !(d.HostOnly || d.Kind.IsNestable()) || a.consumed[i] || p.Pos.File != a.u.Path || p.Off < start || p.Off >= end {
			continue
		}
		inside := false
		for _, e := range group {
			inside = inside || (p.Seq >= e.lo && p.Seq < e.hi)
		}
		if !inside {
			q.ps = append(q.ps, p)
		}
	}
	return q
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

// singlePrivate reports a single construct with firstprivate copies,
// which gcc refuses of a local where the construct stands orphaned.
func singlePrivate(d *directive.Directive) bool {
	if d.Sync == nil {
		return false
	}
	for _, c := range d.Sync.DS {
		if c.Name == "firstprivate" {
			return true
		}
	}
	return false
}
