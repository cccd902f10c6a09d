package hostlinear

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Input is what the rewrite of the host's own constructs reads from the
// unit; it never imports the analysis.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Source is the unit's text, pragmas, directives and statements.
	binding.Source
	// DeviceFuncs are the declare target functions, whose own lowering
	// reports their constructs (or splices their host text).
	DeviceFuncs map[string]bool
	// Real reports whether t is a token of the main file as written.
	Real func(t cc.Token) bool
	// PosAt is the position of byte offset off in the main file.
	PosAt func(off int) diag.Pos
	// LineDirective is the #line directive that gives host text the
	// source position of the line of offset off.
	LineDirective func(off int) string
	// ConstInt evaluates an integer constant expression.
	ConstInt func(expr string) (int64, bool)
	// Normal returns the edits that run the loop nest of construct d
	// over stmt over normalized counters, as the host's other loop
	// constructs run, the declarations of their bounds and the names
	// those declare that the construct reads; ok is false where the
	// loop stays as written or its innermost body does not end at
	// bodyEnd.
	Normal func(d *directive.Directive, stmt *cc.Statement, bodyEnd int) (edits []textedit.Edit, decls string, read []string, ok bool)
}

// clause is one linear clause: its items, step and where the step was
// written.
type clause struct {
	items   []directive.Item
	step    string
	stepPos diag.Pos
	pos     diag.Pos
}

// linearClauses are construct d's linear clauses, from its clauses or,
// for a taskloop simd, its data-sharing clauses.
func linearClauses(d *directive.Directive) []clause {
	var out []clause
	for _, c := range d.Clauses {
		if c.Name == "linear" {
			out = append(out, clause{items: c.Items, step: c.Expr, stepPos: c.ExprPos, pos: c.Pos})
		}
	}
	if d.Sync != nil {
		for _, c := range d.Sync.DS {
			if c.Name == "linear" {
				out = append(out, clause{items: c.Items, step: c.Step, stepPos: c.StepPos, pos: c.Pos})
			}
		}
	}
	return out
}

// hostKind: construct d is a loop construct gcc compiles with linear
// items of its own on the host: a worksharing loop or simd construct,
// combined with parallel or not, or a taskloop simd. The distribute
// forms take only their loop variables (clang-19 and gcc alike), which
// gcc's own clause computes.
func hostKind(d *directive.Directive) bool {
	k := d.Kind
	if k.Has("target") || k.Has("distribute") || k.Has("loop") {
		return false
	}
	if k == directive.Taskloop {
		return d.Sync != nil && d.Sync.Simd
	}
	w := k.Leaves()
	return len(w) > 0 && (w[len(w)-1] == "for" || w[len(w)-1] == "simd")
}

// Rewrite returns the splices of the host text that give the linear
// items of the host's own loop constructs, outside target regions and
// the other splices already planned, their values at each iteration
// (package comment); it reports what it cannot rewrite.
func Rewrite(in Input, splices []*plan.Splice) []*plan.Splice {
	inside := func(off int) bool {
		for _, s := range splices {
			if s.Start <= off && off < s.End {
				return true
			}
		}
		return false
	}
	var all []ranked
	for i := range in.Pragmas {
		q := &in.Pragmas[i]
		d := in.Dirs[i]
		if q.LineStart >= 0 && inside(q.LineStart) || q.Off >= 0 && inside(q.Off) {
			continue // a target region's fallback, or a spliced function's text
		}
		ref := in.Binder.Bind(q.Seq)
		stmt := ref.Stmt
		if stmt == nil || ref.Fn != nil && in.DeviceFuncs[ref.Fn.Declarator.Name()] {
			continue // reported by the host compiler, or the device function's
		}
		if d == nil || len(linearClauses(d)) == 0 {
			in.cppModifier(q)
			continue
		}
		if !hostKind(d) {
			continue
		}
		es, ok := in.construct(q, d, stmt, fmt.Sprint(i))
		if !ok {
			continue
		}
		for _, e := range es {
			if inside(e.Start) || e.End > e.Start && inside(e.End-1) {
				in.Errs.Errorf(in.PosAt(e.Start), "'linear' on '#pragma omp %s' whose loop holds another construct the host text rewrites there is not supported yet", d.Kind)
				ok = false
				break
			}
		}
		if ok {
			for _, e := range es {
				all = append(all, ranked{e, i})
			}
		}
	}
	return splicesOf(in.Src, all)
}

// ranked is an edit of the construct of pragma index i.
type ranked struct {
	textedit.Edit
	i int
}

// splicesOf orders the edits of every construct and joins the
// insertions at one offset: a construct's own in the order made, an
// inner construct's (a later pragma) before an outer one's, which closes
// around it.
func splicesOf(src []byte, all []ranked) []*plan.Splice {
	sort.SliceStable(all, func(a, b int) bool {
		x, y := all[a], all[b]
		if x.Start != y.Start {
			return x.Start < y.Start
		}
		if (x.Start == x.End) != (y.Start == y.End) {
			return x.Start == x.End // an insertion before a replacement there
		}
		return x.i > y.i
	})
	var out []*plan.Splice
	for _, e := range all {
		if n := len(out); n > 0 && e.Start == e.End && out[n-1].Start == out[n-1].End && out[n-1].Start == e.Start {
			out[n-1].Keep += e.Text
			continue
		}
		out = append(out, &plan.Splice{Start: e.Start, End: e.End, Blank: true, Keep: e.Text,
			Newlines: strings.Count(string(src[e.Start:e.End]), "\n")})
	}
	return out
}

// construct returns the edits of the host text of construct d at q over
// its loop stmt: a block that declares the originals (and the trip
// counts of a collapsed nest's inner levels) before the construct,
// printed anew in gcc's spelling, and the items' values set at the start
// of the innermost body. ok is false, with an error, where it cannot.
func (in *Input) construct(q *frontend.Pragma, d *directive.Directive, stmt *cc.Statement, tag string) ([]textedit.Edit, bool) {
	what := fmt.Sprintf("'#pragma omp %s'", d.Kind)
	if q.FromMacro || q.Pos.File != in.Path || q.LineStart < 0 {
		in.Errs.Errorf(q.Pos, "'linear' on %s written by a macro or in an included file is not supported yet (the host text sets the items' values in the loop body)", what)
		return nil, false
	}
	if d.HasInscan() || condTokens(q.Toks) {
		in.Errs.Errorf(q.Pos, "'linear' on %s with an inscan reduction or 'lastprivate(conditional: ...)' is not supported yet", what)
		return nil, false
	}
	depth, ok := d.CollapseDepth()
	if !ok {
		in.Errs.Errorf(q.Pos, "'linear' on %s with a collapse argument that is not a literal is not supported yet", what)
		return nil, false
	}
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if len(errs) > 0 && depth > 1 {
		// The logical iteration of a non-rectangular nest is no product
		// of the levels' trip counts.
		in.Errs.Errorf(q.Pos, "'linear' on %s over a collapsed loop nest that is not rectangular is not supported yet (%s)", what, errs[0].Msg)
		return nil, false
	}
	if len(errs) > 0 {
		*in.Errs = append(*in.Errs, errs...)
		return nil, false
	}
	items, kept, ok := in.items(q, d, nest, stmt)
	if !ok || len(items) == 0 {
		// Only loop variables: gcc's clause computes them (package
		// hostloops gives a copied-out one its value).
		return nil, false
	}
	inner := nest.Stmts[len(nest.Stmts)-1]
	head, bodyEnd, ok := in.bodyRange(inner)
	if !ok {
		in.Errs.Errorf(q.Pos, "'linear' on %s whose loop is written by a macro is not supported yet", what)
		return nil, false
	}
	var trips []string
	var decl strings.Builder
	for l, m := range nest.Levels[1:] {
		t := fmt.Sprintf("__omp_flt%s_%d", tag, l+1)
		trips = append(trips, t)
		fmt.Fprintf(&decl, "const __UINT64_TYPE__ %s = %s; ", t, m.Trip(m.Lower, m.Upper, m.Step))
	}
	orig, set := Code(items, Iteration(nest.Levels, trips))
	read := trips
	for _, it := range items {
		read = append(read, Orig(it.Name))
	}
	normal, ndecls, nread, ok := in.Normal(d, stmt, bodyEnd)
	if ok {
		decl.WriteString(ndecls + " ")
		read = append(read, nread...)
	}
	meet := ""
	if d.Kind.Leaves()[0] == "for" {
		// Every thread of the team reads the originals before the one
		// of the last iteration writes them back.
		meet = "#pragma omp barrier\n"
	}
	text := "{ " + orig + decl.String() + "\n" + meet + in.LineDirective(q.LineStart) + "\n" + pragma(q, d, items, kept, read)
	es := []textedit.Edit{{Start: q.LineStart, End: q.End, Text: text},
		{Start: head, End: head, Text: " { " + set}, {Start: bodyEnd, End: bodyEnd, Text: " }"}}
	es = append(es, normal...)
	return append(es, textedit.Edit{Start: bodyEnd, End: bodyEnd, Text: " }"}), true
}

// bodyRange returns the offsets just past the header of loop it (where
// its body, and any directive line before it, begins) and just past its
// body; ok is false where either is not written in the main file.
func (in *Input) bodyRange(it *cc.IterationStatement) (head, end int, ok bool) {
	toks := csyntax.Tokens(it)
	body := csyntax.Tokens(it.Statement)
	if len(body) == 0 {
		return 0, 0, false
	}
	for j, t := range toks {
		if t.Seq() == body[0].Seq() && j > 0 {
			c := toks[j-1]
			last := body[len(body)-1]
			if !in.Real(c) || !in.Real(last) || !in.Real(body[0]) {
				return 0, 0, false
			}
			return c.Position().Offset + len(c.Src()), last.Position().Offset + len(last.Src()), true
		}
	}
	return 0, 0, false
}

// items resolves the linear items of construct d at q over nest: those
// the host text sets (the loop variables of the nest excepted, whose
// loop sets them: kept, to stay in gcc's clause), each with its step.
func (in *Input) items(q *frontend.Pragma, d *directive.Directive, nest *loops.Nest, stmt *cc.Statement) (items []Item, kept []string, ok bool) {
	scope := resolve.ScopeOf(stmt)
	first := csyntax.First(stmt)
	seq := first.Seq()
	for _, c := range linearClauses(d) {
		step := "1LL"
		if c.step != "" {
			n, isConst := in.ConstInt(csyntax.TokenizeKeep(c.step))
			if !isConst {
				in.Errs.Errorf(c.stepPos, "a linear step that is not an integer constant ('%s') is not supported yet (clang-19 ignores such a step, the items keep their values); use a constant step, or set the item from the loop variable in the body (k = k0 + i * step)", strings.TrimSpace(c.step))
				return nil, nil, false
			}
			step = fmt.Sprintf("%dLL", n)
		}
		for _, it := range c.items {
			if kernelplan.LoopVarLevel(nest, it.Name) >= 0 {
				kept = append(kept, fmt.Sprintf("linear(%s: %s)", it.Name, step))
				continue
			}
			decl := resolve.Lookup(scope, it.Name, seq)
			if decl == nil || len(it.Sections) > 0 || len(it.Members) > 0 {
				in.Errs.Errorf(it.Pos, "'%s' in clause 'linear' must be a variable", it.Text)
				return nil, nil, false
			}
			t := decl.Type()
			ptr := t.Kind() == cc.Ptr
			if !ptr && !ctype.IsInteger(t) {
				in.Errs.Errorf(it.Pos, "'%s' in clause 'linear' must have an integer or pointer type", it.Name)
				return nil, nil, false
			}
			items = append(items, Item{Name: it.Name, Step: step, Pointer: ptr})
		}
	}
	return items, kept, true
}

// cppModifier reports a linear clause's ref or uval modifier on the
// directive at q, which the parser refused (gcc would report it in the
// host text; C has no references, and clang-19 refuses it too).
func (in *Input) cppModifier(q *frontend.Pragma) {
	t := q.Toks
	for i := 0; i+3 < len(t); i++ {
		if t[i].Text == "linear" && t[i+1].Text == "(" && (t[i+2].Text == "ref" || t[i+2].Text == "uval") && t[i+3].Text == "(" {
			for _, e := range *in.Errs {
				if e.Pos == t[i+2].Pos {
					return // a target region's, reported there
				}
			}
			in.Errs.Errorf(t[i+2].Pos, "linear modifier '%s' applies to C++ references only; in C only 'val' is allowed", t[i+2].Text)
			return
		}
	}
}

// condTokens: the directive's tokens hold lastprivate(conditional:.
func condTokens(toks []directive.Token) bool {
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].Text == "lastprivate" && toks[i+1].Text == "(" && toks[i+2].Text == "conditional" && toks[i+3].Text == ":" {
			return true
		}
	}
	return false
}

// constructWords are the words of loop construct names.
var constructWords = map[string]bool{"parallel": true, "for": true, "simd": true, "taskloop": true, "masked": true, "master": true}

// pragma prints construct d at q anew for gcc: its linear clauses
// become one of the items the host text sets, in gcc's spelling (no
// modifier, the step a literal), which makes the copies and writes back
// the last iteration's; on a taskloop simd a private clause, as
// clang-19's taskloop simd leaves the originals as they were. kept are
// the loop variables' clauses; read, the names the block declares, are
// firstprivate where the construct has default(none).
func pragma(q *frontend.Pragma, d *directive.Directive, items []Item, kept, read []string) string {
	toks := q.Toks[1:]
	var b strings.Builder
	b.WriteString("#pragma omp")
	for len(toks) > 0 && constructWords[toks[0].Text] {
		b.WriteString(" " + toks[0].Text)
		toks = toks[1:]
	}
	none := false
	for _, c := range directive.RawClauses(toks) {
		switch {
		case c.Name == "," || c.Name == "linear":
			continue
		case c.Name == "default" && strings.Join(c.Group, "") == "(none)":
			none = true
		}
		b.WriteString(" " + c.Name + strings.Join(c.Group, " "))
	}
	for _, k := range kept {
		b.WriteString(" " + k)
	}
	for _, it := range items {
		if d.Kind.Has("taskloop") {
			fmt.Fprintf(&b, " private(%s)", it.Name)
		} else {
			fmt.Fprintf(&b, " linear(%s: %s)", it.Name, it.Step)
		}
	}
	if none && len(read) > 0 {
		b.WriteString(" firstprivate(" + strings.Join(read, ", ") + ")")
	}
	return b.String()
}
