// Package hostlastcond rewrites the host's own worksharing loop and
// sections constructs with lastprivate(conditional:) items, outside
// target regions, to track the items in the host text.
//
// gcc's code for the clause is wrong where one run of the parallel
// region meets the loop more than once (it keeps the greatest assigning
// iteration once per region) and aborts in LLVM's libomp on an orphaned
// loop (GOMP_loop_start with the clause's memory). So the host text
// tracks the item itself (docs/loops.md): the loop runs with the item
// private, each assignment of the item records the iteration's index
// values and the copy's value when the iteration is later than the
// thread's latest, and after the loop the threads fold their records
// into a slot, on the stack of the thread that ran a single construct
// (copyprivate shares its address), under a critical section, the
// latest one writing the item; a barrier ends it. A sections construct
// (gcc's code for it aborts in libomp too) is rewritten alike, its
// sections the iterations.
//
// The package reads the unit through Input and returns the host
// splices; it never imports the analysis.
package hostlastcond

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
	"github.com/omp-offload/rules_omp_offload/lowerer/worksharing"
)

// Input is what the package reads from the unit.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Source is the unit's text, pragmas, directives and statements.
	binding.Source
	// DeviceFuncs are the declare target functions, whose own lowering
	// reports their constructs.
	DeviceFuncs map[string]bool
	// Real reports whether t is a token of the main file as written.
	Real func(t cc.Token) bool
	// PosAt is the position of byte offset off in the main file.
	PosAt func(off int) diag.Pos
	// LineDirective is the #line directive that gives host text the
	// source position of the line of offset off.
	LineDirective func(off int) string
	// Normal returns the edits that run the loop nest of construct d
	// over stmt over normalized counters, as the host's other loop
	// constructs run, and the declarations of their bounds; ok is false
	// where the loop stays as written or its innermost body does not
	// end at bodyEnd.
	Normal func(d *directive.Directive, stmt *cc.Statement, bodyEnd int) (edits []textedit.Edit, decls string, ok bool)
}

// rewriter rewrites the constructs of one unit.
type rewriter struct {
	Input
}

// hostCondLoop is one rewritten construct: its tag, items and nest. A
// sections construct has a nest of one int level, the section's
// number, which section gives for an offset in the construct.
type hostCondLoop struct {
	tag     string
	items   []string
	nest    *loops.Nest
	section func(off int) int
}

// runOnceInParallel: loop stmt is inside the statement of a parallel
// construct that runs it at most once; gcc's code for a conditional
// lastprivate is right there (it keeps one last iteration per parallel
// region), so a construct the host text cannot rewrite may stay as
// written.
func (r *rewriter) runOnceInParallel(stmt *cc.Statement) bool {
	seq := func(t cc.Token) int { return t.Seq() }
	lo, hi := seq(csyntax.First(stmt)), seq(csyntax.Last(stmt))
	var region *cc.Statement
	for i := range r.Pragmas {
		d := r.Dirs[i]
		if d == nil || d.Kind != "parallel" {
			continue
		}
		par := r.Binder.Bind(r.Pragmas[i].Seq).Stmt
		if par == nil || seq(csyntax.First(par)) > lo || seq(csyntax.Last(par)) < hi {
			continue
		}
		if region == nil || seq(csyntax.First(par)) > seq(csyntax.First(region)) {
			region = par // the innermost
		}
	}
	if region == nil {
		return false // orphaned
	}
	_, again := csyntax.RunsAgain(region, stmt)
	return !again
}

// Rewrite returns the splices of the host text that rewrite the host
// worksharing loop and sections constructs with
// lastprivate(conditional:) items outside target regions (those outside
// the splices already planned), and refuses parallel sections with
// them there.
func Rewrite(in Input, splices []*plan.Splice) []*plan.Splice {
	r := &rewriter{in}
	var out []*plan.Splice
	var taken [][2]int
	for _, s := range splices {
		taken = append(taken, [2]int{s.Start, s.End})
	}
	inside := func(off int) bool {
		for _, t := range taken {
			if t[0] <= off && off < t[1] {
				return true
			}
		}
		return false
	}
	for i := range r.Pragmas {
		q := &r.Pragmas[i]
		d := r.Dirs[i]
		if d == nil || strings.HasPrefix(string(d.Kind), "target") || !condTokens(q.Toks) {
			continue
		}
		ref := r.Binder.Bind(q.Seq)
		if ref.Stmt == nil {
			continue // reported by the host compiler
		}
		first := csyntax.First(ref.Stmt)
		if r.Real(first) && inside(first.Position().Offset) || q.LineStart >= 0 && inside(q.LineStart) || q.Off >= 0 && inside(q.Off) {
			continue // in a target region (its kernel and fallback)
		}
		switch d.Kind {
		case "for", "for simd", "sections":
		case "parallel sections":
			if ref.Fn != nil && r.DeviceFuncs[ref.Fn.Declarator.Name()] {
				continue // the device function reports it
			}
			r.Errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' outside target regions is not supported yet (gcc's host code for it needs a libgomp feature LLVM's libomp lacks; a parallel region around '#pragma omp sections' is)", d.Kind)
			continue
		default:
			continue // gcc's combined and simd constructs compute it
		}
		if q.FromMacro || q.Pos.File != r.Path || q.LineStart < 0 {
			if d.Kind != "sections" && r.runOnceInParallel(ref.Stmt) {
				continue // gcc's code computes it (once per parallel region)
			}
			r.Errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' written by a macro or in an included file is not supported yet", d.Kind)
			continue
		}
		var es []textedit.Edit
		var ok bool
		if d.Kind == "sections" {
			es, ok = r.hostSectionsEdits(q, d, ref.Stmt, fmt.Sprint(i))
		} else {
			es, ok = r.hostCondEdits(q, d, ref.Stmt, fmt.Sprint(i))
		}
		if !ok {
			continue
		}
		for _, e := range es {
			if inside(e.Start) || e.End > e.Start && inside(e.End-1) {
				r.Errs.Errorf(r.PosAt(e.Start), "'lastprivate(conditional: ...)' on '#pragma omp %s' whose loop holds a target region or other lowered construct that assigns the item is not supported yet", d.Kind)
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for _, e := range es {
			out = append(out, &plan.Splice{Start: e.Start, End: e.End, Blank: true, Keep: e.Text,
				Newlines: strings.Count(string(r.Src[e.Start:e.End]), "\n")})
		}
	}
	return out
}

// condTokens: the directive's tokens hold lastprivate(conditional:
// (the parser keeps no clauses of some constructs, sections for one).
func condTokens(toks []directive.Token) bool {
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].Text == "lastprivate" && toks[i+1].Text == "(" && toks[i+2].Text == "conditional" && toks[i+3].Text == ":" {
			return true
		}
	}
	return false
}

// hostCondEdits returns the edits of the host text that track the items
// of loop construct d at q over its loop stmt; ok is false (with an
// error) where the construct cannot be rewritten.
func (r *rewriter) hostCondEdits(q *frontend.Pragma, d *directive.Directive, stmt *cc.Statement, tag string) ([]textedit.Edit, bool) {
	depth, ok := d.CollapseDepth()
	if !ok {
		r.Errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' with a collapse argument that is not a literal is not supported yet", d.Kind)
		return nil, false
	}
	if d.HasInscan() {
		r.Errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' with an inscan reduction is not supported yet", d.Kind)
		return nil, false
	}
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if len(errs) > 0 {
		*r.Errs = append(*r.Errs, errs...)
		return nil, false
	}
	l := &hostCondLoop{tag: tag, nest: nest}
	seen := map[string]bool{}
	for _, it := range d.ConditionalItems() {
		if kernelplan.LoopVarLevel(nest, it.Name) >= 0 {
			r.Errs.Errorf(it.Pos, "the loop variable '%s' in 'lastprivate(conditional: ...)' is not supported yet", it.Name)
			return nil, false
		}
		if !seen[it.Name] {
			seen[it.Name] = true
			l.items = append(l.items, it.Name)
		}
	}
	body := nest.Inner().Body
	btoks := csyntax.Tokens(body)
	stoks := csyntax.Tokens(stmt)
	bfirst, blast, slast := btoks[0], btoks[len(btoks)-1], stoks[len(stoks)-1]
	if !r.Real(bfirst) || !r.Real(blast) || !r.Real(slast) {
		r.Errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' whose loop is written by a macro is not supported yet", d.Kind)
		return nil, false
	}
	sites, ok := r.hostCondSites(l, stmt, body, d)
	if !ok {
		return nil, false
	}
	bStart := bfirst.Position().Offset
	bEnd := blast.Position().Offset + len(blast.Src())
	if c := r.cancelIn(bStart, bEnd, "for"); c != nil {
		// The rewritten loop has nowait, with which gcc ignores it.
		r.Errs.Errorf(c.Pos, "'#pragma omp cancel for' in a loop with 'lastprivate(conditional: ...)' outside target regions is not supported yet")
		return nil, false
	}
	sEnd := slast.Position().Offset + len(slast.Src())
	// A loop gcc would run over another iteration space runs over
	// normalized counters, as the host's other loop constructs
	// (Input.Normal): its bounds are declared in the block.
	decls := l.decls()
	normal, ndecls, ok := r.Normal(d, stmt, bEnd)
	if ok {
		decls += " " + ndecls
	}
	head := "{ " + decls + "\n" + l.single() + "\n" + r.LineDirective(q.LineStart) + "\n" + hostCondPragma(q, d, l.items)
	es := []textedit.Edit{{Start: q.LineStart, End: q.End, Text: head}}
	if len(sites) > 0 {
		es = append(es, textedit.Edit{Start: bStart, End: bStart, Text: l.capture()})
		es = append(es, sites...)
		es = append(es, textedit.Edit{Start: bEnd, End: bEnd, Text: " }"})
	}
	es = append(es, normal...)
	es = append(es, textedit.Edit{Start: sEnd, End: sEnd, Text: "\n" + l.fold() + "\n" + r.LineDirective(sEnd) + "\n"})
	return mergeInsertions(es), true
}

// hostCondSites returns the edits that record each assignment of an item
// in body, the innermost loop's body of stmt; an assignment elsewhere in
// the nest, through a macro, inside another of the same item, or the
// item's address is refused.
func (r *rewriter) hostCondSites(l *hostCondLoop, stmt *cc.Statement, body *cc.Statement, d *directive.Directive) ([]textedit.Edit, bool) {
	items := map[string]bool{}
	for _, it := range l.items {
		items[it] = true
	}
	stoks := csyntax.Tokens(stmt)
	lo, hi := stoks[0].Seq(), stoks[len(stoks)-1].Seq()
	btoks := csyntax.Tokens(body)
	bs, be := btoks[0].Position().Offset, btoks[len(btoks)-1].Position().Offset+len(btoks[len(btoks)-1].Src())
	var out []textedit.Edit
	var spans [][2]int
	ok := true
	worksharing.AssignSites(stmt, func(pe *cc.PrimaryExpression, decl *cc.Declarator, _, at cc.Node, force bool) {
		if !ok || pe == nil || !items[decl.Name()] || csyntax.LocalTo(decl, lo, hi) || csyntax.Unparen(csyntax.AssignedOperand(at)) != cc.ExpressionNode(pe) && !force {
			return
		}
		name := decl.Name()
		if force {
			r.Errs.Errorf(frontend.Position(pe.Token), "the address of '%s', which is in 'lastprivate(conditional: ...)', is not supported yet (an assignment through it would not count)", name)
			ok = false
			return
		}
		s, t, in := r.siteExtent(at, pe.Token, stoks)
		if !in || s < bs || t > be {
			r.Errs.Errorf(frontend.Position(pe.Token), "an assignment of '%s', which is in 'lastprivate(conditional: ...)' on '#pragma omp %s', outside the body of its innermost loop or written by a macro is not supported yet", name, d.Kind)
			ok = false
			return
		}
		for _, sp := range spans {
			if s < sp[1] && sp[0] < t {
				r.Errs.Errorf(frontend.Position(pe.Token), "an assignment of '%s', which is in 'lastprivate(conditional: ...)', inside another assignment of it is not supported yet", name)
				ok = false
				return
			}
		}
		if k := r.enclosingConstruct(s, bs, be); k != "" {
			r.Errs.Errorf(frontend.Position(pe.Token), "an assignment of '%s', which is in 'lastprivate(conditional: ...)', inside '#pragma omp %s' in the loop is not supported yet", name, k)
			ok = false
			return
		}
		spans = append(spans, [2]int{s, t})
		rec := l.record(name)
		if l.section != nil {
			rec = fmt.Sprintf("%s = %d; %s", l.cur(0), l.section(s), rec)
		}
		out = append(out, textedit.Edit{Start: s, End: s, Text: "({ __typeof__(" + name + ") __omp_hlt = "},
			textedit.Edit{Start: t, End: t, Text: "; " + rec + " __omp_hlt; })"})
	})
	return out, ok
}

// enclosingConstruct names a construct written in the loop body
// [bs, be) around offset off whose code the records cannot be in: one
// with data-sharing of its own (parallel, task, simd: the records
// would be shared or private otherwise) or an atomic construct (its
// statement has a fixed form). "" when none: the thread runs critical,
// ordered and masked regions itself.
func (r *rewriter) enclosingConstruct(off, bs, be int) directive.Kind {
	for i := range r.Pragmas {
		q := &r.Pragmas[i]
		d := r.Dirs[i]
		if d == nil || q.FromMacro || q.Pos.File != r.Path || q.LineStart < bs || q.LineStart >= be || q.LineStart > off {
			continue
		}
		switch d.Kind {
		case directive.Critical, directive.Ordered, directive.Masked, directive.Master, directive.SectionKind:
			continue
		}
		st := r.Binder.Bind(q.Seq).Stmt
		if st == nil {
			continue
		}
		last := csyntax.Last(st)
		if r.Real(last) && off < last.Position().Offset+len(last.Src()) {
			return d.Kind
		}
	}
	return ""
}

// cancelIn returns a cancel directive of construct type what written in
// [bs, be), nil when none is.
func (r *rewriter) cancelIn(bs, be int, what string) *frontend.Pragma {
	for i := range r.Pragmas {
		q := &r.Pragmas[i]
		if d := r.Dirs[i]; d == nil || d.Kind != "cancel" || q.Off < bs || q.Off >= be {
			continue
		}
		for _, t := range q.Toks {
			if t.Text == what {
				return q
			}
		}
	}
	return nil
}

// siteExtent is the byte range [s, t) of the main file's text of
// assignment at of item token x, among the statement's tokens stoks; in
// is false where that text is not the expression as parsed: the item or
// the operator comes from a macro. Macros in the value are taken whole:
// the range then ends where the next token begins.
func (r *rewriter) siteExtent(at cc.Node, x cc.Token, stoks []cc.Token) (s, t int, in bool) {
	var op cc.Token
	switch n := at.(type) {
	case *cc.AssignmentExpression:
		op = n.Token
	case *cc.UnaryExpression:
		op = n.Token
	case *cc.PostfixExpression:
		op = n.Token
	default:
		return 0, 0, false
	}
	ts := csyntax.Tokens(at)
	first, last := ts[0], ts[len(ts)-1]
	if !r.Real(first) || !r.Real(x) || !r.Real(op) {
		return 0, 0, false
	}
	s = first.Position().Offset
	if x.Position().Offset < s || op.Position().Offset < s {
		return 0, 0, false
	}
	if r.Real(last) && last.Position().Offset >= op.Position().Offset {
		return s, last.Position().Offset + len(last.Src()), true
	}
	for _, n := range stoks {
		if n.Seq() > last.Seq() {
			if !r.Real(n) || n.Position().Offset <= op.Position().Offset {
				return 0, 0, false
			}
			return s, n.Position().Offset, true
		}
	}
	return 0, 0, false
}

// mergeInsertions orders edits by offset, joining the insertions at one
// offset in the order given (a closing before what follows the loop).
func mergeInsertions(es []textedit.Edit) []textedit.Edit {
	sort.SliceStable(es, func(i, j int) bool { return es[i].Start < es[j].Start })
	var out []textedit.Edit
	for _, e := range es {
		if n := len(out); n > 0 && e.Start == e.End && out[n-1].Start == out[n-1].End && out[n-1].Start == e.Start {
			out[n-1].Text += e.Text
			continue
		}
		out = append(out, e)
	}
	return out
}

// Names of the rewrite's variables (reserved identifiers).
func (l *hostCondLoop) slot() string        { return "__omp_hlcs" + l.tag }
func (l *hostCondLoop) slotPtr() string     { return "__omp_hlcp" + l.tag }
func (l *hostCondLoop) has(x string) string { return "__omp_hlch" + l.tag + "_" + x }
func (l *hostCondLoop) val(x string) string { return "__omp_hlcv" + l.tag + "_" + x }
func (l *hostCondLoop) key(x string, k int) string {
	return fmt.Sprintf("__omp_hlck%s_%s_%d", l.tag, x, k)
}
func (l *hostCondLoop) cur(k int) string               { return fmt.Sprintf("__omp_hlci%s_%d", l.tag, k) }
func (l *hostCondLoop) slotKey(x string, k int) string { return fmt.Sprintf("k_%s_%d", x, k) }

// decls declares the slot's type, the slot and its pointer, and each
// thread's record of each item: whether it has one, the iteration's
// index values, the value.
func (l *hostCondLoop) decls() string {
	var b strings.Builder
	fmt.Fprintf(&b, "struct %s {", l.slot())
	for _, x := range l.items {
		fmt.Fprintf(&b, " int h_%s;", x)
		for k, m := range l.nest.Levels {
			fmt.Fprintf(&b, " %s;", declOf(m.IndexType, l.slotKey(x, k)))
		}
	}
	fmt.Fprintf(&b, " } %s, *%s;", l.slot(), l.slotPtr())
	if l.section != nil {
		fmt.Fprintf(&b, " int %s = 0;", l.cur(0))
	}
	for _, x := range l.items {
		fmt.Fprintf(&b, " int %s = 0; __typeof__(%s) %s = {0};", l.has(x), x, l.val(x))
		for k, m := range l.nest.Levels {
			fmt.Fprintf(&b, " %s = 0;", declOf(m.IndexType, l.key(x, k)))
		}
	}
	return b.String()
}

// declOf declares name of C type t ("double *" included).
func declOf(t, name string) string {
	return "__typeof__(" + t + ") " + name
}

// single makes the slot: one thread empties its own and copyprivate
// gives every thread of the team its address.
func (l *hostCondLoop) single() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#pragma omp single copyprivate(%s)\n{", l.slotPtr())
	for _, x := range l.items {
		fmt.Fprintf(&b, " %s.h_%s = 0;", l.slot(), x)
	}
	fmt.Fprintf(&b, " %s = &%s; }", l.slotPtr(), l.slot())
	return b.String()
}

// capture opens a block around the innermost body that holds the
// iteration's index values (a local of the body may hide an index).
func (l *hostCondLoop) capture() string {
	var b strings.Builder
	b.WriteString("{")
	for k, m := range l.nest.Levels {
		fmt.Fprintf(&b, " %s = %s;", declOf(m.IndexType, l.cur(k)), m.Index)
	}
	b.WriteString(" ")
	return b.String()
}

// later is the test that the iteration of index values cur comes after
// (or, with orEqual, is) the one of rec: lexicographic, each level in
// its loop's direction.
func (l *hostCondLoop) later(cur, rec func(k int) string, orEqual bool) string {
	levels := l.nest.Levels
	var expr string
	for k := len(levels) - 1; k >= 0; k-- {
		op := ">"
		if !levels[k].Increasing {
			op = "<"
		}
		if k == len(levels)-1 {
			if orEqual {
				op += "="
			}
			expr = fmt.Sprintf("%s %s %s", cur(k), op, rec(k))
			continue
		}
		expr = fmt.Sprintf("%s %s %s || %s == %s && (%s)", cur(k), op, rec(k), cur(k), rec(k), expr)
	}
	return "(" + expr + ")"
}

// record is the statement, after an assignment of x, that keeps the
// iteration and x's value when the thread has none of a later
// iteration.
func (l *hostCondLoop) record(x string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "if (!%s || %s) { %s = 1;", l.has(x), l.later(l.cur, func(k int) string { return l.key(x, k) }, true), l.has(x))
	for k := range l.nest.Levels {
		fmt.Fprintf(&b, " %s = %s;", l.key(x, k), l.cur(k))
	}
	fmt.Fprintf(&b, " %s = %s; }", l.val(x), x)
	return b.String()
}

// fold is the code after the loop: each thread's record of a later
// iteration than the slot's goes into the slot and the item; the
// barrier keeps the slot alive until all have folded and shows the
// item to all.
func (l *hostCondLoop) fold() string {
	var b strings.Builder
	b.WriteString("#pragma omp critical(__omp_lastcond)\n{")
	for _, x := range l.items {
		p := l.slotPtr()
		rec := func(k int) string { return p + "->" + l.slotKey(x, k) }
		mine := func(k int) string { return l.key(x, k) }
		fmt.Fprintf(&b, " if (%s && (!%s->h_%s || %s)) { %s->h_%s = 1;", l.has(x), p, x, l.later(mine, rec, false), p, x)
		for k := range l.nest.Levels {
			fmt.Fprintf(&b, " %s = %s;", rec(k), mine(k))
		}
		fmt.Fprintf(&b, " %s = %s; }", x, l.val(x))
	}
	b.WriteString(" }\n#pragma omp barrier\n}")
	return b.String()
}

// hostCondPragma prints construct d at q anew as a worksharing loop
// without simd (the records are the thread's, not a SIMD lane's) whose
// conditional items are private (unless firstprivate) and that does
// not wait at its end (fold's barrier does).
func hostCondPragma(q *frontend.Pragma, d *directive.Directive, items []string) string {
	simdOnly := map[string]bool{"safelen": true, "simdlen": true, "aligned": true, "nontemporal": true}
	simd := d.Kind.Has("simd")
	clauses := directive.RawClauses(q.Toks[1+len(strings.Fields(string(d.Kind))):])
	first := map[string]bool{}
	for _, c := range clauses {
		if c.Name == "firstprivate" {
			for _, it := range directive.ListItems(c.Group) {
				first[it] = true
			}
		}
	}
	var b strings.Builder
	b.WriteString("#pragma omp " + strings.Fields(string(d.Kind))[0])
	for _, c := range clauses {
		name, group := c.Name, c.Group
		switch {
		case name == "," || name == "nowait" || simd && simdOnly[name]:
			continue
		case name == "lastprivate" && len(group) > 3 && group[1] == "conditional" && group[2] == ":":
			continue
		case name == "if" && simd:
			// The if clause of for simd is the simd construct's.
			continue
		}
		b.WriteString(" " + name + strings.Join(group, " "))
	}
	var priv []string
	for _, x := range items {
		if !first[x] {
			priv = append(priv, x)
		}
	}
	if len(priv) > 0 {
		b.WriteString(" private(" + strings.Join(priv, ", ") + ")")
	}
	b.WriteString(" nowait")
	return b.String()
}

// hostSectionsEdits returns the edits that track the items of sections
// construct d at q over its block stmt as on a loop whose iterations are
// the sections: each assignment records the number of its section (the
// section directives before it). A sections construct nested in it is
// refused (its section directives would count).
func (r *rewriter) hostSectionsEdits(q *frontend.Pragma, d *directive.Directive, stmt *cc.Statement, tag string) ([]textedit.Edit, bool) {
	stoks := csyntax.Tokens(stmt)
	first, last := stoks[0], stoks[len(stoks)-1]
	if !r.Real(first) || !r.Real(last) {
		r.Errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' whose block is written by a macro is not supported yet", d.Kind)
		return nil, false
	}
	bs, be := first.Position().Offset, last.Position().Offset+len(last.Src())
	var marks []int
	for i := range r.Pragmas {
		p := &r.Pragmas[i]
		if p.Off < bs || p.Off >= be || r.Dirs[i] == nil {
			continue
		}
		switch k := r.Dirs[i].Kind; {
		case k == directive.SectionKind:
			marks = append(marks, p.Off)
		case k.Has("sections"):
			r.Errs.Errorf(p.Pos, "'#pragma omp %s' in '#pragma omp %s' with 'lastprivate(conditional: ...)' outside target regions is not supported yet", k, d.Kind)
			return nil, false
		}
	}
	if c := r.cancelIn(bs, be, "sections"); c != nil {
		r.Errs.Errorf(c.Pos, "'#pragma omp cancel sections' in '#pragma omp sections' with 'lastprivate(conditional: ...)' outside target regions is not supported yet")
		return nil, false
	}
	l := &hostCondLoop{tag: tag, nest: &loops.Nest{Levels: []*loops.Model{{IndexType: "int", Increasing: true}}}}
	l.section = func(off int) int {
		n := 0
		for _, m := range marks {
			if m < off {
				n++
			}
		}
		return n
	}
	seen := map[string]bool{}
	toks := q.Toks
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].Text != "lastprivate" || toks[i+2].Text != "conditional" {
			continue
		}
		for i += 4; i < len(toks) && toks[i].Text != ")"; i++ {
			if x := toks[i].Text; x != "," && !seen[x] {
				seen[x] = true
				l.items = append(l.items, x)
			}
		}
	}
	sites, ok := r.hostCondSites(l, stmt, stmt, d)
	if !ok {
		return nil, false
	}
	head := "{ " + l.decls() + "\n" + l.single() + "\n" + r.LineDirective(q.LineStart) + "\n" + hostCondPragma(q, d, l.items)
	es := append([]textedit.Edit{{Start: q.LineStart, End: q.End, Text: head}}, sites...)
	es = append(es, textedit.Edit{Start: be, End: be, Text: "\n" + l.fold() + "\n" + r.LineDirective(be) + "\n"})
	return mergeInsertions(es), true
}
