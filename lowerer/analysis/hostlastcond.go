package analysis

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// lastprivate(conditional:) on the host's own worksharing loops, outside
// target regions. gcc's code for it is wrong where one run of the
// parallel region meets the loop more than once (it keeps the greatest
// assigning iteration once per region) and aborts in LLVM's libomp on an
// orphaned loop (GOMP_loop_start with the clause's memory). So the host
// text tracks the item itself (docs/loops.md): the loop runs with the
// item private, each assignment of the item records the iteration's
// index values and the copy's value when the iteration is later than the
// thread's latest, and after the loop the threads fold their records
// into a slot, on the stack of the thread that ran a single construct
// (copyprivate shares its address), under a critical section, the
// latest one writing the item; a barrier ends it. A sections construct
// (gcc's code for it aborts in libomp too) is rewritten alike, its
// sections the iterations.

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
func (a *analyzer) runOnceInParallel(stmt *cc.Statement) bool {
	seq := func(t cc.Token) int { return t.Seq() }
	lo, hi := seq(csyntax.First(stmt)), seq(csyntax.Last(stmt))
	var region *cc.Statement
	for i := range a.u.Pragmas {
		d := a.dirs[i]
		if d == nil || d.Kind != "parallel" {
			continue
		}
		par := a.binder.Bind(a.u.Pragmas[i].Seq).Stmt
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

// hostConditionals rewrites the host worksharing loop and sections
// constructs with lastprivate(conditional:) items outside target
// regions, and refuses parallel sections with them there.
func (a *analyzer) hostConditionals() {
	var taken [][2]int
	for _, s := range a.plan.Splices {
		taken = append(taken, [2]int{s.Start, s.End})
	}
	inside := func(off int) bool {
		for _, r := range taken {
			if r[0] <= off && off < r[1] {
				return true
			}
		}
		return false
	}
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		d := a.dirs[i]
		if d == nil || strings.HasPrefix(string(d.Kind), "target") || !condTokens(q.Toks) {
			continue
		}
		ref := a.binder.Bind(q.Seq)
		if ref.Stmt == nil {
			continue // reported by the host compiler
		}
		first := csyntax.First(ref.Stmt)
		if a.real(first) && inside(first.Position().Offset) || q.LineStart >= 0 && inside(q.LineStart) || q.Off >= 0 && inside(q.Off) {
			continue // in a target region (its kernel and fallback)
		}
		switch d.Kind {
		case "for", "for simd", "sections":
		case "parallel sections":
			if ref.Fn != nil && a.declFuncs[ref.Fn.Declarator.Name()] {
				continue // the device function reports it
			}
			a.errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' outside target regions is not supported yet (gcc's host code for it needs a libgomp feature LLVM's libomp lacks; a parallel region around '#pragma omp sections' is)", d.Kind)
			continue
		default:
			continue // gcc's combined and simd constructs compute it
		}
		if q.FromMacro || q.Pos.File != a.u.Path || q.LineStart < 0 {
			if d.Kind != "sections" && a.runOnceInParallel(ref.Stmt) {
				continue // gcc's code computes it (once per parallel region)
			}
			a.errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' written by a macro or in an included file is not supported yet", d.Kind)
			continue
		}
		var es []textEdit
		var ok bool
		if d.Kind == "sections" {
			es, ok = a.hostSectionsEdits(q, d, ref.Stmt, fmt.Sprint(i))
		} else {
			es, ok = a.hostCondEdits(q, d, ref.Stmt, fmt.Sprint(i))
		}
		if !ok {
			continue
		}
		for _, e := range es {
			if inside(e.start) || e.end > e.start && inside(e.end-1) {
				a.errs.Errorf(a.posAt(e.start), "'lastprivate(conditional: ...)' on '#pragma omp %s' whose loop holds a target region or other lowered construct that assigns the item is not supported yet", d.Kind)
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for _, e := range es {
			a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: e.start, End: e.end, Blank: true, Keep: e.text,
				Newlines: strings.Count(string(a.u.Src[e.start:e.end]), "\n")})
		}
	}
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
func (a *analyzer) hostCondEdits(q *frontend.Pragma, d *directive.Directive, stmt *cc.Statement, tag string) ([]textEdit, bool) {
	depth, ok := collapseDepth(d)
	if !ok {
		a.errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' with a collapse argument that is not a literal is not supported yet", d.Kind)
		return nil, false
	}
	if d.HasInscan() {
		a.errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' with an inscan reduction is not supported yet", d.Kind)
		return nil, false
	}
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if len(errs) > 0 {
		a.errs = append(a.errs, errs...)
		return nil, false
	}
	l := &hostCondLoop{tag: tag, nest: nest}
	seen := map[string]bool{}
	for _, it := range d.ConditionalItems() {
		if kernelplan.LoopVarLevel(nest, it.Name) >= 0 {
			a.errs.Errorf(it.Pos, "the loop variable '%s' in 'lastprivate(conditional: ...)' is not supported yet", it.Name)
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
	if !a.real(bfirst) || !a.real(blast) || !a.real(slast) {
		a.errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' whose loop is written by a macro is not supported yet", d.Kind)
		return nil, false
	}
	sites, ok := a.hostCondSites(l, stmt, body, d)
	if !ok {
		return nil, false
	}
	bStart := bfirst.Position().Offset
	bEnd := blast.Position().Offset + len(blast.Src())
	if c := a.cancelIn(bStart, bEnd, "for"); c != nil {
		// The rewritten loop has nowait, with which gcc ignores it.
		a.errs.Errorf(c.Pos, "'#pragma omp cancel for' in a loop with 'lastprivate(conditional: ...)' outside target regions is not supported yet")
		return nil, false
	}
	sEnd := slast.Position().Offset + len(slast.Src())
	// A loop gcc would run over another iteration space runs over
	// normalized counters, as the host's other loop constructs
	// (fallbacknormal.go): its bounds are declared in the block.
	var normal []textEdit
	decls := l.decls()
	if n, ok := a.normalizable(d, stmt, false, false); ok && n.bodyEnd == bEnd {
		h := n.nest.HostNormal(a.normalTag())
		normal = n.edits(h, "", "")
		decls += " " + h.Decls
	}
	head := "{ " + decls + "\n" + l.single() + "\n" + a.plan.LineDirective(a.lineAt(q.LineStart)) + "\n" + hostCondPragma(q, d, l.items)
	es := []textEdit{{q.LineStart, q.End, head}}
	if len(sites) > 0 {
		es = append(es, textEdit{bStart, bStart, l.capture()})
		es = append(es, sites...)
		es = append(es, textEdit{bEnd, bEnd, " }"})
	}
	es = append(es, normal...)
	es = append(es, textEdit{sEnd, sEnd, "\n" + l.fold() + "\n" + a.plan.LineDirective(a.lineAt(sEnd)) + "\n"})
	return mergeInsertions(es), true
}

// hostCondSites returns the edits that record each assignment of an item
// in body, the innermost loop's body of stmt; an assignment elsewhere in
// the nest, through a macro, inside another of the same item, or the
// item's address is refused.
func (a *analyzer) hostCondSites(l *hostCondLoop, stmt *cc.Statement, body *cc.Statement, d *directive.Directive) ([]textEdit, bool) {
	items := map[string]bool{}
	for _, it := range l.items {
		items[it] = true
	}
	stoks := csyntax.Tokens(stmt)
	lo, hi := stoks[0].Seq(), stoks[len(stoks)-1].Seq()
	btoks := csyntax.Tokens(body)
	bs, be := btoks[0].Position().Offset, btoks[len(btoks)-1].Position().Offset+len(btoks[len(btoks)-1].Src())
	var out []textEdit
	var spans [][2]int
	ok := true
	assignSites(stmt, func(pe *cc.PrimaryExpression, decl *cc.Declarator, _, at cc.Node, force bool) {
		if !ok || pe == nil || !items[decl.Name()] || csyntax.LocalTo(decl, lo, hi) || csyntax.Unparen(lhsOf(at)) != cc.ExpressionNode(pe) && !force {
			return
		}
		name := decl.Name()
		if force {
			a.errs.Errorf(frontend.Position(pe.Token), "the address of '%s', which is in 'lastprivate(conditional: ...)', is not supported yet (an assignment through it would not count)", name)
			ok = false
			return
		}
		s, t, in := a.siteExtent(at, pe.Token, stoks)
		if !in || s < bs || t > be {
			a.errs.Errorf(frontend.Position(pe.Token), "an assignment of '%s', which is in 'lastprivate(conditional: ...)' on '#pragma omp %s', outside the body of its innermost loop or written by a macro is not supported yet", name, d.Kind)
			ok = false
			return
		}
		for _, r := range spans {
			if s < r[1] && r[0] < t {
				a.errs.Errorf(frontend.Position(pe.Token), "an assignment of '%s', which is in 'lastprivate(conditional: ...)', inside another assignment of it is not supported yet", name)
				ok = false
				return
			}
		}
		if k := a.enclosingConstruct(s, bs, be); k != "" {
			a.errs.Errorf(frontend.Position(pe.Token), "an assignment of '%s', which is in 'lastprivate(conditional: ...)', inside '#pragma omp %s' in the loop is not supported yet", name, k)
			ok = false
			return
		}
		spans = append(spans, [2]int{s, t})
		rec := l.record(name)
		if l.section != nil {
			rec = fmt.Sprintf("%s = %d; %s", l.cur(0), l.section(s), rec)
		}
		out = append(out, textEdit{s, s, "({ __typeof__(" + name + ") __omp_hlt = "},
			textEdit{t, t, "; " + rec + " __omp_hlt; })"})
	})
	return out, ok
}

// enclosingConstruct names a construct written in the loop body
// [bs, be) around offset off whose code the records cannot be in: one
// with data-sharing of its own (parallel, task, simd: the records
// would be shared or private otherwise) or an atomic construct (its
// statement has a fixed form). "" when none: the thread runs critical,
// ordered and masked regions itself.
func (a *analyzer) enclosingConstruct(off, bs, be int) directive.Kind {
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		d := a.dirs[i]
		if d == nil || q.FromMacro || q.Pos.File != a.u.Path || q.LineStart < bs || q.LineStart >= be || q.LineStart > off {
			continue
		}
		switch d.Kind {
		case directive.Critical, directive.Ordered, directive.Masked, directive.Master, directive.SectionKind:
			continue
		}
		st := a.binder.Bind(q.Seq).Stmt
		if st == nil {
			continue
		}
		last := csyntax.Last(st)
		if a.real(last) && off < last.Position().Offset+len(last.Src()) {
			return d.Kind
		}
	}
	return ""
}

// cancelIn returns a cancel directive of construct type what written in
// [bs, be), nil when none is.
func (a *analyzer) cancelIn(bs, be int, what string) *frontend.Pragma {
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		if d := a.dirs[i]; d == nil || d.Kind != "cancel" || q.Off < bs || q.Off >= be {
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
func (a *analyzer) siteExtent(at cc.Node, x cc.Token, stoks []cc.Token) (s, t int, in bool) {
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
	if !a.real(first) || !a.real(x) || !a.real(op) {
		return 0, 0, false
	}
	s = first.Position().Offset
	if x.Position().Offset < s || op.Position().Offset < s {
		return 0, 0, false
	}
	if a.real(last) && last.Position().Offset >= op.Position().Offset {
		return s, last.Position().Offset + len(last.Src()), true
	}
	for _, n := range stoks {
		if n.Seq() > last.Seq() {
			if !a.real(n) || n.Position().Offset <= op.Position().Offset {
				return 0, 0, false
			}
			return s, n.Position().Offset, true
		}
	}
	return 0, 0, false
}

// mergeInsertions orders edits by offset, joining the insertions at one
// offset in the order given (a closing before what follows the loop).
func mergeInsertions(es []textEdit) []textEdit {
	sort.SliceStable(es, func(i, j int) bool { return es[i].start < es[j].start })
	var out []textEdit
	for _, e := range es {
		if n := len(out); n > 0 && e.start == e.end && out[n-1].start == out[n-1].end && out[n-1].start == e.start {
			out[n-1].text += e.text
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
	clauses := rawClauses(q.Toks[1+len(strings.Fields(string(d.Kind))):])
	first := map[string]bool{}
	for _, c := range clauses {
		if c.name == "firstprivate" {
			for _, it := range listItems(c.group) {
				first[it] = true
			}
		}
	}
	var b strings.Builder
	b.WriteString("#pragma omp " + strings.Fields(string(d.Kind))[0])
	for _, c := range clauses {
		name, group := c.name, c.group
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
func (a *analyzer) hostSectionsEdits(q *frontend.Pragma, d *directive.Directive, stmt *cc.Statement, tag string) ([]textEdit, bool) {
	stoks := csyntax.Tokens(stmt)
	first, last := stoks[0], stoks[len(stoks)-1]
	if !a.real(first) || !a.real(last) {
		a.errs.Errorf(q.Pos, "'lastprivate(conditional: ...)' on '#pragma omp %s' whose block is written by a macro is not supported yet", d.Kind)
		return nil, false
	}
	bs, be := first.Position().Offset, last.Position().Offset+len(last.Src())
	var marks []int
	for i := range a.u.Pragmas {
		p := &a.u.Pragmas[i]
		if p.Off < bs || p.Off >= be || a.dirs[i] == nil {
			continue
		}
		switch k := a.dirs[i].Kind; {
		case k == directive.SectionKind:
			marks = append(marks, p.Off)
		case k.Has("sections"):
			a.errs.Errorf(p.Pos, "'#pragma omp %s' in '#pragma omp %s' with 'lastprivate(conditional: ...)' outside target regions is not supported yet", k, d.Kind)
			return nil, false
		}
	}
	if c := a.cancelIn(bs, be, "sections"); c != nil {
		a.errs.Errorf(c.Pos, "'#pragma omp cancel sections' in '#pragma omp sections' with 'lastprivate(conditional: ...)' outside target regions is not supported yet")
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
	sites, ok := a.hostCondSites(l, stmt, stmt, d)
	if !ok {
		return nil, false
	}
	head := "{ " + l.decls() + "\n" + l.single() + "\n" + a.plan.LineDirective(a.lineAt(q.LineStart)) + "\n" + hostCondPragma(q, d, l.items)
	es := append([]textEdit{{q.LineStart, q.End, head}}, sites...)
	es = append(es, textEdit{be, be, "\n" + l.fold() + "\n" + a.plan.LineDirective(a.lineAt(be)) + "\n"})
	return mergeInsertions(es), true
}
