// Package hostfallback spells the directives of a target region's host
// fallback as gcc 12 takes them where the region runs on the host: the
// parallel or parallel loop line the fallback runs in, the thread limit
// of its task or teams line, and the directives nested in the region
// that stand orphaned in the fallback (worksharing and distribute loops,
// loop constructs without bind, loops with inscan reductions), rewritten
// or dropped (docs/difftest.md).
//
// The package reads the unit through Input; it never imports the
// analysis.
package hostfallback

import (
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Input is what the package reads from the unit.
type Input struct {
	// Source is the unit's text, pragmas, directives and statements.
	binding.Source
	// PragmaIndex returns the index of q in Pragmas, or -1.
	PragmaIndex func(q frontend.Pragma) int
}

// ThreadLimit returns the thread_limit clause that the host
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
func ThreadLimit(in Input, p *frontend.Pragma, k *plan.Kernel, s *plan.Splice, first, last cc.Token, rewritten []int) string {
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
	at := in.PragmaIndex(*p)
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
	for i := at + 1; i < len(in.Pragmas); i++ {
		q := &in.Pragmas[i]
		if q.Seq >= hi {
			break
		}
		if q.Seq < lo-1 || in.Dirs[i] == nil {
			continue
		}
		nested := false
		for _, sp := range spans {
			nested = nested || (q.Seq >= sp.lo-1 && q.Seq < sp.hi)
		}
		if !nested && !parallel[i] && notInTask(in.Dirs[i].Kind) {
			return ""
		}
		if parallel[i] || in.Dirs[i].Kind.HasParallel() {
			if st := in.Binder.Bind(q.Seq).Stmt; st != nil {
				if lo, hi, ok := in.Binder.Span(st); ok {
					spans = append(spans, span{lo, hi})
				}
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

// TeamsLineLimit gives the target construct's thread_limit clause to the
// teams directive line nested in it (one of pre, PragmaLinesBefore's),
// which the fallback keeps and runs as host teams: there the clause sets
// the thread limit of each team's contention group, as the target
// construct's does on the device. Not when the line holds a comment or
// the region has linear items (LinearFallback places its count by the
// source's offsets): that fallback runs without the limit
// (docs/difftest.md).
func TeamsLineLimit(in Input, k *plan.Kernel, pre []int) []textedit.Edit {
	c := k.Directive.Clause("thread_limit")
	if c == nil || c.Level != 0 || kernelplan.HasLinear(k) {
		return nil
	}
	for _, i := range pre {
		q := &in.Pragmas[i]
		if in.Dirs[i] == nil || !in.Dirs[i].Kind.HasTeams() {
			continue
		}
		at := q.End
		if at > q.LineStart && in.Src[at-1] == '\n' {
			at--
		}
		line := string(in.Src[q.LineStart:at])
		if strings.Contains(line, "//") || strings.Contains(line, "/*") {
			return nil
		}
		limit := strings.TrimSpace(c.Expr)
		if k.LaunchThreadLimit() {
			limit = plan.HostThreadLimit // evaluated once by the launch
		}
		return []textedit.Edit{{Start: at, End: at, Text: " thread_limit(" + limit + ")"}}
	}
	return nil
}

// PragmaLinesBefore returns the indices of the pragmas written between
// the target directive p and its statement at offset first, when only
// their lines and blank space stand there; else nil.
func PragmaLinesBefore(in Input, p *frontend.Pragma, first int) []int {
	i := in.PragmaIndex(*p)
	if i < 0 || p.FromMacro || p.End < 0 || p.End >= first {
		return nil
	}
	var out []int
	off := p.End
	for j := i + 1; j < len(in.Pragmas); j++ {
		q := &in.Pragmas[j]
		if q.FromMacro || q.LineStart < p.End || q.LineStart >= first {
			break
		}
		if strings.TrimSpace(string(in.Src[off:q.LineStart])) != "" {
			return nil
		}
		out, off = append(out, j), q.End
	}
	if len(out) == 0 || strings.TrimSpace(string(in.Src[off:first])) != "" {
		return nil
	}
	return out
}

// OrphanLoop returns the index of the pragma that is the outermost
// construct nested in the region of toks when it is a loop construct
// without a bind clause, else -1. In the host fallback nothing encloses
// it (its teams or parallel was on the target line), and gcc rejects an
// orphaned loop construct without bind: the fallback runs the loop
// without it, on the one encountering thread, as an orphaned
// bind(thread) loop would.
func OrphanLoop(in Input, toks []cc.Token) int {
	if len(toks) == 0 {
		return -1
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	ps := in.Pragmas
	i := sort.Search(len(ps), func(i int) bool { return ps[i].Seq >= lo })
	if i == len(ps) || ps[i].Seq >= hi {
		return -1
	}
	d := in.Dirs[i]
	if d == nil || d.Kind != "loop" || d.Clause("bind") != nil {
		return -1
	}
	if !ps[i].FromMacro && (ps[i].LineStart < toks[0].Position().Offset || ps[i].Pos.File != in.Path) {
		return -1
	}
	return i
}

// InscanAsHost returns the host lines (empty: none) of the loop
// constructs with an inscan reduction between offsets base and end of a
// fallback and of the scan directives in them: gcc 12 compiles a
// worksharing loop's scan to a libgomp entry that LLVM's libomp lacks
// (the program aborts), so a `parallel for [simd]` with one runs as the
// loop alone, in order on the encountering thread, where the scan
// directive is a no-op. A simd loop's scan gcc compiles inline; it
// stays. done are pragmas already rewritten.
func InscanAsHost(in Input, base, end int, done map[*frontend.Pragma]string) map[*frontend.Pragma]string {
	out := map[*frontend.Pragma]string{}
	type span struct{ lo, hi int }
	var loops []span
	for i := range in.Pragmas {
		q := &in.Pragmas[i]
		d := in.Dirs[i]
		if q.Pos.File != in.Path || q.FromMacro || q.LineStart < base || q.Off >= end || d == nil {
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
		st := in.Binder.Bind(q.Seq).Stmt
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

// Enclosed reports whether target construct p stands in the statement
// of another OpenMP construct of the unit (a host parallel region, a
// worksharing construct, a task...): gcc takes a teams construct only
// outside every construct, so the fallback of such a region cannot
// keep a teams directive nested in it.
func Enclosed(in Input, p *frontend.Pragma) bool {
	at := in.PragmaIndex(*p)
	for i := 0; i < at; i++ {
		if st := in.Binder.Bind(in.Pragmas[i].Seq).Stmt; st != nil {
			// p.Seq is the token before p: a directive right after
			// the statement has its last token's.
			if lo, hi, ok := in.Binder.Span(st); ok && p.Seq >= lo-1 && p.Seq < hi {
				return true
			}
		}
	}
	return false
}

// OrphanWorksharing returns the indices of the distribute and worksharing
// loop constructs the host fallback of target construct p (text
// base..end) holds outside any teams (for distribute) or parallel (for
// 'for') construct of its own. Such a construct was folded into the
// kernel (target teams + distribute ..., target parallel + for ...); in
// the fallback it stands orphaned, and gcc refuses firstprivate and
// lastprivate of a local there ("private in outer context"), which clang
// takes. In the fallback of a region that stands in another construct
// (Enclosed) the teams constructs nested in it count too: gcc refuses
// them there, and they run as one team, a parallel region of one thread
// (WorksharingAsHost).
func OrphanWorksharing(in Input, p *frontend.Pragma, base, end int, inTeams bool) []int {
	at := in.PragmaIndex(*p)
	if at < 0 {
		return nil
	}
	enclosed := Enclosed(in, p)
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
	// parallel region of its own (ParallelAsHost, ParallelLoopAsHost),
	// which binds the worksharing loops nested in it.
	wrapped := in.Dirs[at] != nil && in.Dirs[at].Kind.HasParallel()
	var out []int
	for i := at + 1; i < len(in.Pragmas); i++ {
		q := &in.Pragmas[i]
		if q.Pos.File != in.Path || q.FromMacro || q.LineStart < 0 {
			continue
		}
		if q.Off >= end {
			break
		}
		d := in.Dirs[i]
		if q.LineStart < base || d == nil {
			continue
		}
		kind := string(d.Kind)
		bind := ""
		if c := d.Clause("bind"); c != nil && kind == "loop" {
			bind = strings.TrimSpace(c.Expr)
		}
		switch {
		case d.Kind.HasTeams() && enclosed:
			out = append(out, i)
		case (strings.HasPrefix(kind, "distribute") || bind == "teams") && !inTeams && !inside(teams, q.Seq),
			(kind == "for" || kind == "for simd" || bind == "parallel") && !wrapped && !inside(parallels, q.Seq),
			d.Kind == directive.Sections && !wrapped && !inside(parallels, q.Seq),
			d.Kind == directive.Single && singlePrivate(d) && !wrapped && !inside(parallels, q.Seq):
			out = append(out, i)
		}
		if d.Kind.Has("teams") || d.Kind.HasParallel() {
			if st := in.Binder.Bind(q.Seq).Stmt; st != nil {
				if lo, hi, ok := in.Binder.Span(st); ok {
					sp := span{lo, hi}
					if d.Kind.Has("teams") && !enclosed {
						teams = append(teams, sp)
					}
					if d.Kind.HasParallel() {
						parallels = append(parallels, sp)
					}
				}
			}
		}
	}
	return out
}

// WorksharingAsHost spells the orphaned loop construct d of pragma q for
// the host fallback, where it runs in the one team, or on the one thread,
// it then has: 'distribute parallel for ...' as 'parallel for ...', and
// 'distribute [simd]', 'for [simd]' and 'loop bind(teams|parallel)' as
// 'parallel for [simd] num_threads(1)', which keep their data-sharing
// clauses; dist_schedule, bind and nowait go. A teams construct the
// fallback cannot keep (OrphanWorksharing) runs as its one team: 'teams'
// as 'parallel num_threads(1)', whose one thread is the team's initial
// thread, and 'teams distribute ...' as 'distribute ...' would;
// num_teams and thread_limit go.
func WorksharingAsHost(d *directive.Directive, q *frontend.Pragma) string {
	kind := strings.TrimSpace(strings.TrimPrefix(string(d.Kind), "teams"))
	kind = strings.TrimSpace(strings.TrimPrefix(kind, "distribute"))
	extra := ""
	switch {
	case d.Kind == "teams":
		kind, extra = "parallel", " num_threads(1)"
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
	if words > len(toks) {
		words = len(toks)
	}
	for _, c := range directive.RawClauses(toks[words:]) {
		switch {
		case c.Name == "nowait":
			continue
		case (c.Name == "dist_schedule" || c.Name == "bind" || c.Name == "copyprivate") && len(c.Group) > 0:
			continue
		case (c.Name == "num_teams" || c.Name == "thread_limit") && len(c.Group) > 0:
			continue
		case c.Name == "default" && len(c.Group) > 1 && c.Group[1] == "none":
			continue // the fallback's code names the variables the target construct captured
		}
		for _, t := range c.Words() {
			b.WriteString(" " + t)
		}
	}
	b.WriteString(extra)
	return b.String()
}

// ParallelAsHost spells the parallel construct of the target parallel
// directive q for the host fallback: its clauses that belong to parallel
// (if without a modifier or with parallel:, num_threads, proc_bind and
// the data-sharing clauses but default(none), which would ask for
// variables only the target construct lists).
func ParallelAsHost(q *frontend.Pragma) string {
	line, _ := hostLeaves(q, 2, "#pragma omp parallel", parallelClauses, nil)
	return line
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

// ParallelLoopAsHost returns the host directive that the host fallback
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
func ParallelLoopAsHost(kind directive.Kind, q *frontend.Pragma, indices map[string]bool) (string, bool) {
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

// LoopIndices are the index variables of kernel k's loop nest.
func LoopIndices(k *plan.Kernel) map[string]bool {
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
	for _, c := range directive.RawClauses(toks[skip:]) {
		name, group := c.Name, c.Group
		arg := strings.Join(group, " ")
		switch name {
		case "firstprivate":
			for _, it := range directive.ListItems(group) {
				first[it] = true
			}
		case "lastprivate":
			if len(group) > 2 && group[2] == ":" {
				ok = false // conditional
			}
			last = append(last, directive.ListItems(group)...)
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
	b.WriteString(LastAsFirst(last, first, indices))
	return b.String(), ok
}

// LastAsFirst is the clause (" firstprivate( ... )", or "") that makes
// the lastprivate items last of a host loop construct firstprivate too,
// but for those already in first and the loop's indices (gcc refuses
// them there): after a loop of no iterations gcc's code copies a
// thread's copy back, which then holds the original's value, as
// clang-19 and the device leave it, not garbage.
func LastAsFirst(last []string, first, indices map[string]bool) string {
	var copies []string
	seen := map[string]bool{}
	for _, it := range last {
		if !first[it] && !indices[it] && !seen[it] {
			seen[it] = true
			copies = append(copies, it)
		}
	}
	if len(copies) == 0 {
		return ""
	}
	return " firstprivate( " + strings.Join(copies, " , ") + " )"
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

// WithTeams runs the fallback of s in host teams line teams (none when
// ""), which carries the thread limit: gcc refuses a teams construct in
// the task that would scope it.
func WithTeams(s *plan.Splice, teams string) {
	if teams != "" {
		s.FallbackParallel = teams
		s.FallbackThreadLimit = ""
	}
}
