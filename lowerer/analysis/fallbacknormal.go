package analysis

import (
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Loops of host fallbacks over normalized counters. A loop construct the
// fallback keeps as host OpenMP is compiled by gcc, whose loop
// constructs compute some iteration spaces otherwise than C (and clang):
// `for (int k = INT_MIN + 9; k >= INT_MIN; k--)` runs 6 iterations, and
// `for (int i = -1; i < un; i++)` with an unsigned un compares as int.
// Such a loop is rewritten over counters from 0 to trip counts computed
// as the device computes them (loops.HostNormal), the user's index
// variables recomputed in the body.

// normalLoop is a loop nest of a fallback to rewrite.
type normalLoop struct {
	nest *loops.Nest
	// heads are the levels' byte ranges from "for" to ")"; bodyEnd is
	// the offset just past the innermost body.
	heads   [][2]int
	bodyEnd int
}

// normalizable returns the loop nest of construct d governing stmt when
// the fallback should run it over normalized counters (normalNest).
func (a *analyzer) normalizable(d *directive.Directive, stmt *cc.Statement, force bool) (*normalLoop, bool) {
	if d == nil || stmt == nil {
		return nil, false
	}
	depth, ok := collapseDepth(d)
	if !ok {
		return nil, false
	}
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if len(errs) > 0 {
		return nil, false
	}
	return a.normalNest(d, nest, depth, force)
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
// index copied out) and the loops are written in the main file.
func (a *analyzer) normalNest(d *directive.Directive, nest *loops.Nest, depth int, force bool) (*normalLoop, bool) {
	if nest == nil || nest.Depth() != depth || len(nest.Stmts) != depth || d.Clause("ordered") != nil || d.HasInscan() {
		return nil, false
	}
	if !nest.NeedsHostNormal() && !(force && nest.Integers()) || d.Clause("linear") != nil && !force {
		return nil, false
	}
	// A variable declared outside the loop that the construct copies
	// out (lastprivate, or predetermined linear or lastprivate on simd
	// and loop constructs) keeps its loop.
	last := d.ItemNames("lastprivate")
	copyOut := d.Kind.Has("simd") || d.Kind.Has("loop")
	if d.Sync != nil {
		// taskloop [simd]
		copyOut = copyOut || d.Sync.Simd
		for _, c := range d.Sync.DS {
			for _, it := range c.Items {
				if c.Name == "lastprivate" || c.Name == "linear" {
					last[it.Name] = true
				}
			}
		}
	}
	for _, m := range nest.Levels {
		if last[m.Index] || copyOut && !m.Declared {
			return nil, false
		}
	}
	n := &normalLoop{nest: nest}
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
		if close < 0 || !a.real(toks[0]) || !a.real(toks[close]) {
			return nil, false
		}
		n.heads = append(n.heads, [2]int{toks[0].Position().Offset, toks[close].Position().Offset + len(toks[close].Src())})
		if k == len(nest.Stmts)-1 {
			end := body[len(body)-1]
			if !a.real(end) {
				return nil, false
			}
			n.bodyEnd = end.Position().Offset + len(end.Src())
		}
	}
	return n, true
}

// edits returns the rewrite of n's headers (tag names its counters) and
// the closing of its innermost body, with close added there; and the
// nest over normalized counters, whose Decls go before the construct.
func (n *normalLoop) edits(tag, close string) ([]textEdit, loops.HostNormal) {
	h := n.nest.HostNormal(tag)
	var out []textEdit
	for k, r := range n.heads {
		text := h.Headers[k]
		if k == len(n.heads)-1 {
			text += " { " + h.Prologue
		}
		out = append(out, textEdit{r[0], r[1], text})
	}
	out = append(out, textEdit{n.bodyEnd, n.bodyEnd, " }" + close})
	return out, h
}

// overlaps: an edit of es crosses one of others (an insertion counts
// inside a range only strictly).
func overlaps(es, others []textEdit) bool {
	for _, e := range es {
		for _, o := range others {
			if e.start < o.end && o.start < e.end || e.start == e.end && o.start < e.start && e.start < o.end ||
				o.start == o.end && e.start < o.start && o.start < e.end {
				return true
			}
		}
	}
	return false
}

// normalTag names the next normalized nest's counters.
func (a *analyzer) normalTag() string {
	a.normalCount++
	return strconv.Itoa(a.normalCount)
}

// nestedNormalEdits are the edits of the fallback text [base, end) that
// run the loop constructs written in it and kept as host OpenMP (not in
// cut) over normalized counters: each such construct is put in a block
// that first declares its bounds and trip counts (a #line keeps the
// directive's line). others are the fallback's other edits.
func (a *analyzer) nestedNormalEdits(base, end int, cut []*frontend.Pragma, others []textEdit) []textEdit {
	skip := map[*frontend.Pragma]bool{}
	for _, q := range cut {
		skip[q] = true
	}
	var out []textEdit
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		d := a.dirs[i]
		if d == nil || skip[q] || q.FromMacro || q.Pos.File != a.u.Path || q.LineStart < base || q.Off >= end {
			continue
		}
		taskloop := d.Kind == "taskloop" && d.Sync != nil
		if !taskloop && !hostLoopKind(d.Kind) || taskloop && defaultNone(d) {
			continue
		}
		n, ok := a.normalizable(d, a.binder.Bind(q.Seq).Stmt, taskloop)
		if !ok || n.bodyEnd > end {
			continue
		}
		tag := a.normalTag()
		var es []textEdit
		var decls, pragma string
		if taskloop {
			t, ok := a.hostTaskloop(q, n, tag)
			if !ok {
				continue
			}
			es, decls, pragma = t.edits, t.decls, t.pragma
		} else {
			var h loops.HostNormal
			es, h = n.edits(tag, " }")
			decls = h.Decls
			if defaultNone(d) {
				// Its clauses name what the construct reads of the
				// counters' bounds.
				pragma = "#pragma " + pragmaText(q) + " firstprivate(" + strings.Join(h.Read, ", ") + ")"
			}
		}
		open := textEdit{q.LineStart, q.LineStart, ""}
		if pragma != "" {
			// The directive is printed anew, on as many lines.
			open.end = q.End
			pragma += strings.Repeat("\n", strings.Count(string(a.u.Src[q.LineStart:q.End]), "\n"))
		}
		open.text = "{ " + decls + "\n" + a.plan.LineDirective(a.lineAt(q.LineStart)) + "\n" + pragma
		es = append([]textEdit{open}, es...)
		if overlaps(es, others) || overlaps(es, out) {
			continue
		}
		// An inner construct's closing goes before that of an outer one
		// ending at the same place: it comes first among equal offsets.
		out = append([]textEdit{es[len(es)-1]}, append(out, es[:len(es)-1]...)...)
	}
	return out
}

// normalizeHostLoops runs the host's own loop constructs, written outside
// target regions and left to the host compiler, over normalized counters
// where gcc's construct would run another iteration space: each edit is a
// splice of the host text. A construct touching another splice keeps its
// loop; one starting where another splice starts counts as touching, as
// the host text has one splice per place.
func (a *analyzer) normalizeHostLoops() {
	var others []textEdit
	for _, s := range a.plan.Splices {
		start := s.Start
		if s.End > s.Start {
			start--
		}
		others = append(others, textEdit{start, s.End, ""})
	}
	for _, e := range a.nestedNormalEdits(0, len(a.u.Src), nil, others) {
		a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: e.start, End: e.end, Blank: true, Keep: e.text})
	}
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

// fallbackLoopNormal returns the edits that run the loop of s, a
// fallback that the host's parallel loop construct runs (FallbackLoop),
// over normalized counters when its test needs them, the declarations
// going before the construct (FallbackDecls). A loop whose test compares
// in another type than its index's and that cannot be rewritten runs on
// one thread, as written.
func (a *analyzer) fallbackLoopNormal(k *plan.Kernel, s *plan.Splice, others []textEdit) []textEdit {
	if !s.FallbackLoop || k.LoopPlan == nil || k.LoopPlan.Nest == nil {
		return nil
	}
	depth, ok := collapseDepth(k.Directive)
	var n *normalLoop
	if ok {
		n, ok = a.normalNest(k.Directive, k.LoopPlan.Nest, depth, false)
	}
	if ok {
		es, h := n.edits(a.normalTag(), "")
		if !overlaps(es, others) {
			s.FallbackDecls = h.Decls
			return es
		}
	}
	if mixedCompare(k) {
		s.FallbackParallel, s.FallbackLoop = "#pragma omp parallel num_threads(1)", false
	}
	return nil
}

// collapseDepth is the number of loops construct d governs; ok is false
// when its collapse argument is not a literal.
func collapseDepth(d *directive.Directive) (int, bool) {
	if d.Sync != nil && d.Sync.Collapse > 0 {
		return d.Sync.Collapse, true // taskloop
	}
	c := d.Clause("collapse")
	if c == nil {
		return 1, true
	}
	n, err := strconv.Atoi(strings.TrimRight(strings.TrimSpace(c.Expr), "uUlL"))
	return n, err == nil && n >= 1
}
