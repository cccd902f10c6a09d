// Package hostloops runs the loop constructs that gcc compiles on the
// host (the host's own, outside target regions, and those of the host
// fallbacks of target regions) over normalized counters where gcc would
// compute another iteration space, as the device and clang-19 compute
// it (docs/loops.md#host-loop-constructs): the loops' headers, a
// copied-out index given its value after the construct (copyout.go),
// taskloops (taskloop.go).
//
// gcc's loop constructs compute some iteration spaces otherwise than C
// (and clang): `for (int k = INT_MIN + 9; k >= INT_MIN; k--)` runs 6
// iterations, and `for (int i = -1; i < un; i++)` with an unsigned un
// compares as int. Such a loop is rewritten over counters from 0 to
// trip counts computed as the device computes them (loops.HostNormal),
// the user's index variables recomputed in the body.
//
// The package reads the unit through Input and returns edits of the
// host text; it never imports the analysis.
package hostloops

import (
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Input is what the package reads from the unit.
type Input struct {
	// Source is the unit's text, pragmas, directives and statements.
	binding.Source
	// Tags numbers the normalized nests across the unit.
	Tags *Tags
	// Real reports whether t is a token of the main file as written.
	Real func(t cc.Token) bool
	// TokenAt returns the token of fn with sequence number seq.
	TokenAt func(fn *cc.FunctionDefinition, seq int) (cc.Token, bool)
	// PragmaText is pragma p's tokens after "#pragma", separated by
	// spaces.
	PragmaText func(p *frontend.Pragma) string
	// LineDirective is the #line directive that gives host text the
	// source position of the line of offset off.
	LineDirective func(off int) string
}

// Tags numbers the normalized nests of a unit, which name their
// counters.
type Tags struct{ n int }

// next names the next normalized nest's counters.
func (t *Tags) next() string {
	t.n++
	return strconv.Itoa(t.n)
}

// normalLoop is a loop nest of a fallback to rewrite.
type normalLoop struct {
	nest *loops.Nest
	// heads are the levels' byte ranges from "for" to ")"; bodyEnd is
	// the offset just past the innermost body.
	heads   [][2]int
	bodyEnd int
	// outs are the levels whose index the construct copies out
	// (copyout.go).
	outs []int
}

// normalizable returns the loop nest of construct d governing stmt when
// the fallback should run it over normalized counters (normalNest).
func (in *Input) normalizable(d *directive.Directive, stmt *cc.Statement, force, host bool) (*normalLoop, bool) {
	if d == nil || stmt == nil {
		return nil, false
	}
	depth, ok := d.CollapseDepth()
	if !ok {
		return nil, false
	}
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if len(errs) > 0 {
		return nil, false
	}
	return in.normalNest(d, nest, depth, force, host)
}

// defaultNone: construct d has default(none), so its clauses must name
// the counters' bounds it reads (taskloop's is in its Sync).
func defaultNone(d *directive.Directive) bool {
	for _, c := range d.Clauses {
		if c.Name == "default" && strings.TrimSpace(c.Expr) == "none" {
			return true
		}
	}
	return d.Sync != nil && d.Sync.Default == "none"
}

// normalNest returns nest, the depth loops construct d governs, when the
// fallback should run it over normalized counters: its test is one gcc
// may compute otherwise (loops.Nest.NeedsHostNormal; with force, any
// loop over integers), the construct
// keeps its index variables' own meaning (no linear, ordered, inscan,
// index copied out) and the loops are written in the main file. A host
// construct (host: one the host compiles as written, not the fallback's
// own parallel loop) may also have linear items and ordered without an
// argument, whose order is the counters' order; the levels whose index
// it copies out are n.outs.
func (in *Input) normalNest(d *directive.Directive, nest *loops.Nest, depth int, force, host bool) (*normalLoop, bool) {
	if nest == nil || nest.Depth() != depth || len(nest.Stmts) != depth || d.HasInscan() {
		return nil, false
	}
	if o := d.Clause("ordered"); o != nil && (!host || strings.TrimSpace(o.Expr) != "") {
		return nil, false
	}
	if !nest.NeedsHostNormal() && !(force && nest.Integers()) || d.Clause("linear") != nil && !force && !host {
		return nil, false
	}
	// A variable declared outside the loop that the construct copies
	// out (lastprivate, linear, or predetermined linear or lastprivate
	// on simd and loop constructs): a host construct's level is in
	// n.outs (copyout.go), any other construct keeps its loop.
	last := d.ItemNames("lastprivate", "linear")
	copyOut := d.Kind.Has("simd") || d.Kind.Has("loop")
	if d.Sync != nil {
		// taskloop [simd]: the index is private to the tasks (clang-19
		// leaves it as it was after taskloop simd too).
		copyOut = false
		for _, c := range d.Sync.DS {
			for _, it := range c.Items {
				if c.Name == "lastprivate" || c.Name == "linear" {
					last[it.Name] = true
				}
			}
		}
	}
	n := &normalLoop{nest: nest}
	for k, m := range nest.Levels {
		if last[m.Index] || copyOut && !m.Declared {
			if !host || d.Sync != nil && d.Sync.Nogroup {
				// A taskloop's tasks may run past a nogroup
				// construct: the value is assigned after it
				// (hostTaskloop).
				return nil, false
			}
			n.outs = append(n.outs, k)
		}
	}
	for k, it := range nest.Stmts {
		toks := csyntax.Tokens(it)
		body := csyntax.Tokens(it.Statement)
		// The header ends with the token before the body.
		close := -1
		for j, t := range toks {
			if t.Seq() == body[0].Seq() {
				close = j - 1
				break
			}
		}
		if close < 0 || !in.Real(toks[0]) || !in.Real(toks[close]) {
			return nil, false
		}
		n.heads = append(n.heads, [2]int{toks[0].Position().Offset, toks[close].Position().Offset + len(toks[close].Src())})
		if k == len(nest.Stmts)-1 {
			end := body[len(body)-1]
			if !in.Real(end) {
				return nil, false
			}
			n.bodyEnd = end.Position().Offset + len(end.Src())
		}
	}
	return n, true
}

// edits returns the rewrite of n's headers as h, n over normalized
// counters, prints them, pre going before h's Prologue, and the closing
// of its innermost body, with close added there.
func (n *normalLoop) edits(h loops.HostNormal, pre, close string) []textedit.Edit {
	var out []textedit.Edit
	for k, r := range n.heads {
		text := h.Headers[k]
		if k == len(n.heads)-1 {
			text += " { " + pre + h.Prologue
		}
		out = append(out, textedit.Edit{Start: r[0], End: r[1], Text: text})
	}
	out = append(out, textedit.Edit{Start: n.bodyEnd, End: n.bodyEnd, Text: " }" + close})
	return out
}

// Nested returns the edits of the fallback text [base, end) that
// run the loop constructs written in it and kept as host OpenMP over
// normalized counters: each such construct is put in a block that first
// declares its bounds and trip counts (a #line keeps the directive's
// line). The pragmas in cut are those whose lines the fallback drops or
// rewrites; of them, those in lines are loop constructs the fallback
// spells as lines[q] (package hostsplice), which run as that line's
// construct, printed from it. taken are those that do: the edit of
// their line is in edits, so the caller drops its own. others are the
// fallback's other edits, without those of the pragmas in lines.
// In a fallback (inTarget), a construct with linear items keeps its loop:
// the items are computed from its index by a rewrite of their own
// (nested/linear.go).
func Nested(in Input, base, end int, cut []*frontend.Pragma, lines map[*frontend.Pragma]string, others []textedit.Edit, inTarget bool) (edits []textedit.Edit, taken map[*frontend.Pragma]bool) {
	taken = map[*frontend.Pragma]bool{}
	return in.nestedNormalEdits(base, end, cut, lines, taken, others, inTarget), taken
}

// nestedNormalEdits are the edits of Nested, the pragmas of lines it
// rewrites recorded in taken.
func (in *Input) nestedNormalEdits(base, end int, cut []*frontend.Pragma, lines map[*frontend.Pragma]string, taken map[*frontend.Pragma]bool, others []textedit.Edit, inTarget bool) []textedit.Edit {
	skip := map[*frontend.Pragma]bool{}
	for _, q := range cut {
		skip[q] = true
	}
	var out []textedit.Edit
	for i := range in.Pragmas {
		q := &in.Pragmas[i]
		d := in.Dirs[i]
		written := q
		line, relines := lines[q]
		if relines && d != nil {
			var ok bool
			if q, d, ok = relined(q, line); !ok {
				continue
			}
		} else if skip[q] {
			continue
		}
		start, ok := in.normalStart(q)
		if d == nil || !ok || start < base || q.Off >= end {
			continue
		}
		taskloop := d.Kind == "taskloop" && d.Sync != nil
		if !taskloop && !hostLoopKind(d.Kind) || inTarget && !taskloop && d.Clause("linear") != nil {
			continue
		}
		n, ok := in.normalizable(d, in.Binder.Bind(q.Seq).Stmt, taskloop, true)
		if !ok || n.bodyEnd > end || n.heads[0][0] < start {
			continue
		}
		tag := in.Tags.next()
		var es []textedit.Edit
		var decls, pragma string
		if taskloop {
			t, ok := hostTaskloop(q, n, tag, defaultNone(d))
			if !ok {
				continue
			}
			es, decls, pragma = t.edits, t.decls, t.pragma
		} else {
			h := n.nest.HostNormal(tag)
			c, ok := indexCopyOut(q, d, n, h)
			if !ok {
				continue
			}
			es, decls, pragma = n.edits(h, c.pre, c.after+" }"), h.Decls, c.pragma
			if pragma == "" && relines {
				pragma = line
			}
			if defaultNone(d) {
				// Its clauses name what the construct reads of the
				// counters' bounds.
				if pragma == "" {
					pragma = "#pragma " + in.PragmaText(q)
				}
				pragma += " firstprivate(" + strings.Join(h.Read, ", ") + ")"
			}
		}
		if pragma != "" && q.FromMacro {
			continue // the directive is the macro's
		}
		open := textedit.Edit{Start: start, End: start}
		if pragma != "" {
			// The directive is printed anew, on as many lines.
			open.End = q.End
			pragma += strings.Repeat("\n", strings.Count(string(in.Src[q.LineStart:q.End]), "\n"))
		}
		open.Text = "{ " + decls + "\n" + in.LineDirective(start) + "\n" + pragma
		es = append([]textedit.Edit{open}, es...)
		if textedit.Overlap(es, others) || textedit.Overlap(es, out) {
			continue
		}
		if relines {
			taken[written] = true
		}
		// An inner construct's closing goes before that of an outer one
		// ending at the same place: it comes first among equal offsets.
		out = append([]textedit.Edit{es[len(es)-1]}, append(out, es[:len(es)-1]...)...)
	}
	return out
}

// normalStart is where the block of construct q's normalized loop opens:
// the start of the directive's line, or for a directive a macro (or a
// _Pragma operator) writes, the start of the macro use, when the
// expansion writes nothing before the directive (the block's
// declarations would go before that code). ok is false for a directive
// of another file.
func (in *Input) normalStart(q *frontend.Pragma) (int, bool) {
	if q.Pos.File != in.Path {
		return 0, false
	}
	if !q.FromMacro {
		return q.LineStart, q.LineStart >= 0
	}
	if q.Off < 0 {
		return 0, false
	}
	fn := in.Binder.Function(q.Seq)
	if fn == nil {
		return 0, false
	}
	if prev, ok := in.TokenAt(fn, q.Seq); ok && (!in.Real(prev) || prev.Position().Offset >= q.Off) {
		return 0, false
	}
	return q.Off, true
}

// HostLoops returns the splices of the host text that run the host's
// own loop constructs, written outside target regions and left to the
// host compiler, over normalized counters where gcc's construct would
// run another iteration space. A construct touching one of splices (the
// splices already planned) keeps its loop; one starting where another
// splice starts counts as touching, as the host text has one splice per
// place.
func HostLoops(in Input, splices []*plan.Splice) []*plan.Splice {
	var others []textedit.Edit
	for _, s := range splices {
		start := s.Start
		if s.End > s.Start {
			start--
		}
		others = append(others, textedit.Edit{Start: start, End: s.End})
	}
	var out []*plan.Splice
	for _, e := range in.nestedNormalEdits(0, len(in.Src), nil, nil, nil, others, false) {
		out = append(out, &plan.Splice{Start: e.Start, End: e.End, Blank: true, Keep: e.Text})
	}
	return out
}

// hostLoopKind: a loop construct the host compiles as a loop of its own
// (not a taskloop, whose tasks the host runtime makes, nor a target
// construct).
func hostLoopKind(k directive.Kind) bool {
	w := k.Leaves()
	if len(w) == 0 || w[0] == "target" || k.Has("taskloop") {
		return false
	}
	switch w[len(w)-1] {
	case "for", "simd", "distribute", "loop":
		return true
	}
	return false
}

// FallbackLoop returns the edits that run the loop of s, a
// fallback that the host's parallel loop construct runs (FallbackLoop),
// over normalized counters when its test needs them, the declarations
// going before the construct (FallbackDecls). A loop whose test compares
// in another type than its index's and that cannot be rewritten runs on
// one thread, as written.
func FallbackLoop(in Input, k *plan.Kernel, s *plan.Splice, others []textedit.Edit) []textedit.Edit {
	if !s.FallbackLoop || k.LoopPlan == nil || k.LoopPlan.Nest == nil {
		return nil
	}
	depth, ok := k.Directive.CollapseDepth()
	var n *normalLoop
	if ok {
		n, ok = in.normalNest(k.Directive, k.LoopPlan.Nest, depth, false, false)
	}
	if ok {
		h := n.nest.HostNormal(in.Tags.next())
		es := n.edits(h, "", "")
		if !textedit.Overlap(es, others) {
			s.FallbackDecls = h.Decls
			return es
		}
	}
	if mixedCompare(k) {
		s.FallbackParallel, s.FallbackLoop = "#pragma omp parallel num_threads(1)", false
	}
	return nil
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

// Normal returns the edits that run the loop nest of construct d over
// stmt, a construct the host compiles as written, over normalized
// counters where gcc would compute another iteration space, and the
// declarations of their bounds, to go before the construct; ok is false
// where the loop stays as written or its innermost body does not end at
// bodyEnd.
func Normal(in Input, d *directive.Directive, stmt *cc.Statement, bodyEnd int) (edits []textedit.Edit, decls string, ok bool) {
	n, ok := in.normalizable(d, stmt, false, false)
	if !ok || n.bodyEnd != bodyEnd {
		return nil, "", false
	}
	h := n.nest.HostNormal(in.Tags.next())
	return n.edits(h, "", ""), h.Decls, true
}

// NormalLinear is Normal for a construct with linear items that the
// host text prints anew and whose items it sets from the indices
// (package hostlinear), which the prologue recomputes first: a loop over
// integers always runs over the counters, as gcc's write-back of the
// last iteration's copies misses it in loops it runs as written (an
// unsigned index counting down past 0: `for (u = 28u; u > 0u; u -= 3)`).
// A taskloop, or a construct that copies an index out, keeps its loop.
// read are the names the declarations declare that the construct reads.
func NormalLinear(in Input, d *directive.Directive, stmt *cc.Statement, bodyEnd int) (edits []textedit.Edit, decls string, read []string, ok bool) {
	if d == nil || d.Kind.Has("taskloop") {
		return nil, "", nil, false
	}
	n, ok := in.normalizable(d, stmt, true, true)
	if !ok || n.bodyEnd != bodyEnd || len(n.outs) > 0 {
		return nil, "", nil, false
	}
	h := n.nest.HostNormal(in.Tags.next())
	return n.edits(h, "", ""), h.Decls, h.Read, true
}
