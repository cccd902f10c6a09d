package nested

// Constructs bound to a nested (inactive) parallel region
// (docs/nested.md#nested-parallelism): its team has one thread, so a
// worksharing loop runs all its iterations in order on it, single,
// masked (filter 0) and master run their block, sections run every
// section in order and barrier does nothing. Each becomes its statement
// with the construct's data-sharing copies around it.

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// WS is one construct of a nested region run by its one thread.
type WS struct {
	Stmt *cc.Statement // nil for barrier
	DS   devsync.Copy
	skip bool // a masked construct whose filter names another thread
	// filter: a masked construct's filter that is no constant, in
	// device code: the block runs when it is 0 (maskedFilter).
	filter string
	// lin: the copies of a loop's linear items (linear.go), set at the
	// start of each iteration of body.
	lin  LinCode
	body *cc.Statement
}

// WSKinds are the constructs bound to a nested region's team that
// its one thread runs in place.
var WSKinds = map[directive.Kind]bool{
	"for": true, "for simd": true, directive.Single: true, directive.Masked: true, directive.Master: true,
	directive.Barrier: true, directive.Sections: true, directive.SectionKind: true,
}

// wsClauses are the clauses of a worksharing loop in a nested region
// that the lowering implements.
var wsClauses = map[string]bool{
	"private": true, "firstprivate": true, "lastprivate": true, "reduction": true,
	"collapse": true, "schedule": true, "nowait": true, "order": true,
	"safelen": true, "simdlen": true, "aligned": true, "linear": true,
	// The one thread runs the iterations in order (Ordered).
	"ordered": true,
}

// Ordered plans ordered construct d (pragma q) in the loop of a nested
// parallel region: the region's one thread runs the loop's iterations
// in order, so the construct is its statement. The loop around it must
// be the region's worksharing loop (or the parallel loop itself) with
// an ordered clause, or for ordered simd (without threads) one with a
// simd leaf (for simd, parallel for simd); doacross constructs are
// refused.
func (s *State) Ordered(in Input, q frontend.Pragma, d *directive.Directive) {
	p := &planner{in, s}
	lk := p.loopAround(q)
	if dx := d.Sync.Doacross; dx != nil {
		p.doacrossConstruct(q, dx, lk) // doacross.go
		return
	}
	switch {
	case d.Sync.Simd && !d.Sync.Threads:
		if lk < 0 || !p.Dirs[lk].Kind.Has("simd") {
			p.Errs.Errorf(q.Pos, "'#pragma omp ordered simd' must be closely nested in a simd loop")
			return
		}
	case lk < 0 || p.Dirs[lk].Clause("ordered") == nil:
		p.Errs.Errorf(q.Pos, "'#pragma omp ordered' must be closely nested in a loop construct with an 'ordered' clause")
		return
	}
	r := p.Binder.Bind(q.Seq)
	if r.Stmt == nil {
		r.Error(p.Errs, q.Pos, string(d.Kind))
		return
	}
	p.s.WSs = append(p.s.WSs, &WS{Stmt: r.Stmt})
}

// loopAround returns the index of the innermost loop construct (for,
// for simd, parallel for, parallel for simd) whose loop holds pragma q,
// or -1.
func (p *planner) loopAround(q frontend.Pragma) int {
	return p.Binder.Around(p.Pragmas, p.Dirs, q, func(d *directive.Directive) bool { return d.Kind.Has("for") })
}

// Workshare plans construct d (pragma q) in a nested parallel region.
func (s *State) Workshare(in Input, q frontend.Pragma, d *directive.Directive) {
	p := &planner{in, s}
	p.workshare(q, d)
}

func (p *planner) workshare(q frontend.Pragma, d *directive.Directive) {
	if errs := directive.WithoutConditional(d); len(errs) > 0 {
		// lastprivate(conditional:): loopVars and repeated.
		*p.Errs = append(*p.Errs, errs...)
		return
	}
	if d.Kind == directive.Barrier || d.Kind == directive.SectionKind {
		return // nothing to wait for; a section runs in its sections' block
	}
	r := p.Binder.Bind(q.Seq)
	if r.Stmt == nil {
		r.Error(p.Errs, q.Pos, string(d.Kind))
		return
	}
	w := &WS{Stmt: r.Stmt}
	var vars []devsync.Var
	var ok bool
	if d.Kind == "for" || d.Kind == "for simd" {
		vars, ok = p.loopVars(d, r.Stmt)
		ok = ok && p.repeated(q, d, r.Stmt) && p.doacrossLoop(q, d, p.Unit.ParallelAround(q))
		if ok {
			vars, ok = p.linear(q, d, w, vars) // linear.go
		}
	} else {
		vars, ok = p.syncVars(d, r.Stmt)
		ok = p.maskedFilter(d, w) && ok
	}
	if !ok || !p.shared(q, d, vars) {
		return
	}
	w.DS = p.Temps.Copies(vars)
	p.s.WSs = append(p.s.WSs, w)
}

// maskedFilter plans the filter of construct d (run as w): the one
// thread is thread 0, so a masked block runs when the filter is 0. A
// constant filter decides it here; another is evaluated where the
// construct stands, by the thread that meets it (filterExpr).
func (p *planner) maskedFilter(d *directive.Directive, w *WS) bool {
	if d.Kind != directive.Masked || d.Sync.Filter == "" {
		return true
	}
	n, isConst := p.Unit.ConstInt(csyntax.Tokenize(d.Sync.Filter))
	if isConst {
		w.skip = n != 0
		return true
	}
	f, ok := p.filterExpr(d, w.Stmt)
	w.filter = f
	return ok
}

// filterExpr renders the filter of masked construct d (over statement
// stmt) for the device: literals, operators, enumerators (as their
// values) and variables visible where the construct stands, which keep
// their names in the region's device code (a private copy shadows its
// variable under the same name). Variables declared outside the target
// region are recorded in FilterUses for the kernel to capture. A
// filter that may assign or call, or a name that is no variable (a
// macro: the pragma's text is not preprocessed), is refused.
func (p *planner) filterExpr(d *directive.Directive, stmt *cc.Statement) (string, bool) {
	if MayHaveEffects(d.Sync.Filter) {
		p.Errs.Errorf(d.Sync.FilterPos, "a filter of '#pragma omp masked' in a nested parallel region in a target region that may assign or call is not supported yet (compute the filter in a variable first)")
		return "", false
	}
	scope := resolve.ScopeOf(stmt)
	first := csyntax.First(stmt)
	seq := first.Seq()
	parts := strings.Fields(d.Sync.Filter)
	for i, w := range parts {
		if !directive.IsIdent(w) {
			continue
		}
		if v, ok := resolve.Enum(scope, w, seq); ok {
			parts[i] = "(" + v + ")"
			continue
		}
		decl := resolve.Lookup(scope, w, seq)
		if decl == nil || decl.IsTypename() {
			p.Errs.Errorf(d.Sync.FilterPos, "'%s' in the filter of '#pragma omp masked' in a nested parallel region in a target region is not a variable in scope (macros are not supported there yet)", w)
			return "", false
		}
		parts[i] = naming.DeviceName(w)
		p.s.FilterUses = append(p.s.FilterUses, FilterUse{Decl: decl, Name: w, Pos: d.Sync.FilterPos, Seq: seq})
	}
	return "(" + strings.Join(parts, " ") + ")", true
}

// innerConstruct plans the inner construct inner (masked, master,
// sections, single) of the combined parallel construct par nested in a
// parallel region, over its whole statement stmt: the region's one
// thread runs it in place, as the same construct written in braces in a
// nested 'parallel' (workshare). It returns par without the
// firstprivate items that are lastprivate on inner: OpenMP 5.2 §17.2
// gives firstprivate to the worksharing leaf there, so they get one
// copy, from the variable's value, written back after the last section.
// The other lastprivate and reduction items of inner must be shared in
// the parallel region: none may be private or firstprivate on par.
func (p *planner) innerConstruct(par, inner *directive.Directive, stmt *cc.Statement) (*directive.Directive, bool) {
	last := map[string]bool{}
	for _, c := range inner.Sync.DS {
		if c.Name == "lastprivate" {
			for _, it := range c.Items {
				last[it.Name] = true
			}
		}
	}
	np, ni := *par, *inner
	ns := *inner.Sync
	ni.Sync = &ns
	np.Clauses = nil
	priv := map[string]bool{}
	for _, c := range par.Clauses {
		if c.Name == "firstprivate" {
			moved := directive.DSClause{Pos: c.Pos, Name: c.Name}
			keep := c
			keep.Items = nil
			for _, it := range c.Items {
				if last[it.Name] {
					moved.Items = append(moved.Items, it)
				} else {
					keep.Items = append(keep.Items, it)
				}
			}
			if len(moved.Items) > 0 {
				ns.DS = append(append([]directive.DSClause(nil), ns.DS...), moved)
			}
			if len(keep.Items) == 0 {
				continue
			}
			c = keep
		}
		if c.Name == "private" || c.Name == "firstprivate" {
			for _, it := range c.Items {
				priv[it.Name] = true
			}
		}
		np.Clauses = append(np.Clauses, c)
	}
	w := &WS{Stmt: stmt}
	vars, ok := p.syncVars(&ni, stmt)
	ok = p.maskedFilter(&ni, w) && ok
	if !ok {
		return nil, false
	}
	for _, v := range vars {
		if v.Kind != "private" && v.Kind != "firstlast" && priv[v.Decl.Name()] {
			p.Errs.Errorf(par.Pos, "'%s' in a '%s' clause of '#pragma omp parallel %s' is private in its parallel region; it must be shared there", v.Decl.Name(), clauseName(v.Kind), inner.Kind)
			ok = false
		}
	}
	if !ok {
		return nil, false
	}
	w.DS = p.Temps.Copies(vars)
	p.s.WSs = append(p.s.WSs, w)
	return &np, true
}

// loopVars resolves the clauses of worksharing loop d (its loop
// stmt) in a nested region; the loops' variables declared outside them
// are private too.
func (p *planner) loopVars(d *directive.Directive, stmt *cc.Statement) ([]devsync.Var, bool) {
	if stmt.Case != cc.StatementIteration {
		p.Errs.Errorf(d.Pos, "'#pragma omp for' must be followed by a for loop")
		return nil, false
	}
	depth := 1
	var ds []directive.DSClause
	for _, c := range d.Clauses {
		switch {
		case !wsClauses[c.Name]:
			p.Errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp %s' in a nested parallel region in a target region is not supported yet", c.Name, d.Kind)
			return nil, false
		case c.Name == "ordered" && c.Expr != "":
			// A doacross loop: the one thread runs its iterations in
			// order (doacross.go).
		case c.Name == "collapse":
			n, isConst := p.Unit.ConstInt(csyntax.Tokenize(c.Expr))
			if !isConst || n < 1 || n > 8 {
				p.Errs.Errorf(c.ExprPos, "the argument of 'collapse' must be an integer constant from 1 to 8")
				return nil, false
			}
			depth = int(n)
		case c.Name == "reduction" && len(c.Modifiers) > 0:
			p.Errs.Errorf(c.Pos, "a reduction modifier on a '#pragma omp for' in a nested parallel region is not supported yet")
			return nil, false
		case c.Name == "private" || c.Name == "firstprivate" || c.Name == "lastprivate" || c.Name == "reduction" || c.Name == "linear":
			ds = append(ds, directive.DSClause{Pos: c.Pos, Name: c.Name, Op: c.ReductionOp, Step: c.Expr, StepPos: c.ExprPos, Items: c.Items})
		}
	}
	vars, ok := DS(p.Input, ds, stmt, "#pragma omp for")
	if !ok {
		return nil, false
	}
	cond := map[string]diag.Pos{}
	for _, it := range d.ConditionalItems() {
		cond[it.Name] = it.Pos
	}
	for i := range vars {
		if _, ok := cond[vars[i].Decl.Name()]; ok && vars[i].Kind == "lastprivate" {
			// The one thread runs the iterations in order on a copy
			// of the variable's value: after the last one the copy
			// holds the value of the last that assigned it, or the
			// variable's own.
			vars[i].Kind = "firstlast"
		}
	}
	listed := map[*cc.Declarator]bool{}
	for _, v := range vars {
		listed[v.Decl] = true
	}
	scope := resolve.ScopeOf(stmt)
	s := stmt
	for i := 0; i < depth; i++ {
		if s == nil || s.Case != cc.StatementIteration || (s.IterationStatement.Case != cc.IterationStatementFor && s.IterationStatement.Case != cc.IterationStatementForDecl) {
			p.Errs.Errorf(d.Pos, "'#pragma omp for' with collapse(%d) in a nested parallel region needs %d perfectly nested for loops", depth, depth)
			return nil, false
		}
		// for (x = ...; ...): x is private to the loop.
		if it := s.IterationStatement; it.Case == cc.IterationStatementFor && it.ExpressionList != nil {
			toks := csyntax.Tokens(it.ExpressionList)
			if len(toks) > 0 && toks[0].Ch == rune(cc.IDENTIFIER) {
				if pos, isCond := cond[toks[0].SrcStr()]; isCond {
					p.Errs.Errorf(pos, "the loop variable '%s' in 'lastprivate(conditional: ...)' is not supported yet", toks[0].SrcStr())
					return nil, false
				}
				if decl := resolve.Lookup(scope, toks[0].SrcStr(), toks[0].Seq()); decl != nil && !listed[decl] {
					listed[decl] = true
					vars = append(vars, devsync.Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: "private"})
				}
			}
		}
		s = innerLoop(s.IterationStatement.Statement)
	}
	return vars, true
}

// repeated refuses lastprivate(conditional:) on the worksharing loop d
// (pragma q, its loop stmt) when its nested parallel region may run it
// more than once (devsync.RefuseRepeated).
func (p *planner) repeated(q frontend.Pragma, d *directive.Directive, stmt *cc.Statement) bool {
	c := devsync.ConditionalClause(d)
	if c == nil {
		return true
	}
	k := p.Unit.ParallelAround(q)
	if k < 0 {
		return true
	}
	r := p.Binder.Bind(p.Pragmas[k].Seq)
	if r.Stmt == nil {
		return true
	}
	return devsync.RefuseRepeated(p.Errs, c, d.Kind, r.Stmt, stmt)
}

// innerLoop is the statement of a loop body that a collapsed loop nest
// continues with: the body, or the one statement of its block.
func innerLoop(s *cc.Statement) *cc.Statement {
	if s != nil && s.Case == cc.StatementCompound && s.CompoundStatement.BlockItemList != nil && s.CompoundStatement.BlockItemList.BlockItemList == nil {
		if bi := s.CompoundStatement.BlockItemList.BlockItem; bi.Case == cc.BlockItemStmt {
			return bi.Statement
		}
	}
	return s
}

// syncVars resolves the data-sharing clauses of single or sections
// d in a nested region; copyprivate needs no copy with one thread.
func (p *planner) syncVars(d *directive.Directive, stmt *cc.Statement) ([]devsync.Var, bool) {
	var ds []directive.DSClause
	for _, c := range d.Sync.DS {
		switch c.Name {
		case "private", "firstprivate", "lastprivate", "reduction":
			ds = append(ds, c)
		case "copyprivate", "shared":
		default:
			p.Errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp %s' in a nested parallel region in a target region is not supported yet", c.Name, d.Kind)
			return nil, false
		}
	}
	return DS(p.Input, ds, stmt, "#pragma omp "+string(d.Kind))
}

// DS resolves data-sharing clauses ds of a construct (what) whose
// statement is stmt; firstprivate and lastprivate of one variable make
// one copy.
func DS(p Input, ds []directive.DSClause, stmt *cc.Statement, what string) ([]devsync.Var, bool) {
	scope := resolve.ScopeOf(stmt)
	first := csyntax.First(stmt)
	var out []devsync.Var
	index := map[*cc.Declarator]int{}
	for _, c := range ds {
		for _, it := range c.Items {
			decl := resolve.Lookup(scope, it.Name, first.Seq())
			switch {
			case len(it.Sections) > 0 || len(it.Members) > 0:
				p.Errs.Errorf(it.Pos, "'%s' in clause '%s' of '%s' in a nested parallel region is not supported yet (variables only)", it.Text, c.Name, what)
				return nil, false
			case decl == nil:
				p.Errs.Errorf(it.Pos, "'%s' in clause '%s' of '%s' is not a variable in scope", it.Text, c.Name, what)
				return nil, false
			case ctype.IsVLA(decl.Type()):
				p.Errs.Errorf(it.Pos, "variable-length array '%s' in clause '%s' of '%s' in a nested parallel region is not supported yet", it.Name, c.Name, what)
				return nil, false
			case c.Name == "reduction" && (!ctype.IsArithmetic(decl.Type()) || !reductionOps[c.Op]):
				p.Errs.Errorf(it.Pos, "reduction(%s: %s) on '%s' in a nested parallel region is not supported yet (arithmetic scalars with + - * & | ^ && || min max)", c.Op, it.Name, what)
				return nil, false
			}
			if i, dup := index[decl]; dup {
				if out[i].Kind == "firstprivate" && c.Name == "lastprivate" || out[i].Kind == "lastprivate" && c.Name == "firstprivate" {
					out[i].Kind = "firstlast"
					continue
				}
				p.Errs.Errorf(it.Pos, "'%s' appears in more than one data-sharing clause of '%s'", it.Name, what)
				return nil, false
			}
			index[decl] = len(out)
			out = append(out, devsync.Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: c.Name, Op: c.Op, Step: c.Step, StepPos: c.StepPos})
		}
	}
	return out, true
}

// edgeTexts returns the tokens of statement st and the device text of its
// first and last tokens (their substitutions, if any), which a wrapping
// construct's copies go around.
func edgeTexts(st *cc.Statement, subst map[int]string) (toks []cc.Token, ft, lt string) {
	toks = csyntax.Tokens(st)
	first, last := toks[0], toks[len(toks)-1]
	ft, lt = first.SrcStr(), last.SrcStr()
	if s, ok := subst[first.Seq()]; ok {
		ft = s
	}
	if s, ok := subst[last.Seq()]; ok {
		lt = s
	}
	return toks, ft, lt
}

// wsCode wraps the statements of the constructs in nested regions
// in subst, innermost first so that an enclosing construct's copies
// come outside: copies, statement, last values written back, reductions
// combined.
func (s *State) wsCode(subst map[int]string) {
	for i := len(s.WSs) - 1; i >= 0; i-- {
		w := s.WSs[i]
		if w.body != nil && w.lin.Iter != "" {
			// Each iteration's linear values, before its body.
			btoks, bft, blt := edgeTexts(w.body, subst)
			if len(btoks) == 1 {
				subst[btoks[0].Seq()] = "{ " + w.lin.Iter + bft + " }"
			} else {
				subst[btoks[0].Seq()] = "{ " + w.lin.Iter + bft
				subst[btoks[len(btoks)-1].Seq()] = blt + " }"
			}
		}
		toks, ft, lt := edgeTexts(w.Stmt, subst)
		first, last := toks[0], toks[len(toks)-1]
		open := w.DS.Open + w.lin.Open
		if w.skip {
			open = "if (0) " + open
		}
		if w.filter != "" {
			open = "if (" + w.filter + " == 0) " + open
		}
		end := " " + w.lin.LastCopy + w.lin.Shut + " " + w.DS.LastCopy + w.DS.Close + w.DS.Shut
		if len(toks) == 1 {
			subst[first.Seq()] = open + ft + end
			continue
		}
		subst[first.Seq()] = open + ft
		subst[last.Seq()] = lt + end
	}
}

// shared reports whether the firstprivate, lastprivate and
// reduction items vars of construct d (pragma q) are shared in the
// nested region it binds to, as OpenMP requires, and reports those that
// are not.
func (p *planner) shared(q frontend.Pragma, d *directive.Directive, vars []devsync.Var) bool {
	k := p.Unit.ParallelAround(q)
	r := p.Binder.Bind(p.Pragmas[k].Seq)
	if r.Stmt == nil {
		return false
	}
	lo, hi, _ := p.Binder.Span(r.Stmt)
	priv := map[string]bool{}
	for _, c := range p.Dirs[k].Clauses {
		if c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
			for _, it := range c.Items {
				priv[it.Name] = true
			}
		}
	}
	ok := true
	if d.Sync != nil {
		scope := resolve.ScopeOf(r.Stmt)
		for _, c := range d.Sync.DS {
			if c.Name != "copyprivate" {
				continue
			}
			for _, it := range c.Items {
				decl := resolve.Lookup(scope, it.Name, q.Seq)
				if decl == nil {
					continue // reported by the host compiler
				}
				nt := decl.NameTok()
				if at := nt.Seq(); !(at >= lo && at <= hi || priv[it.Name]) {
					p.Errs.Errorf(it.Pos, "'%s' in clause 'copyprivate' of '#pragma omp single' is shared in the nested parallel region at %d:%d; it must be private there", it.Name, p.Pragmas[k].Pos.Line, p.Pragmas[k].Pos.Col)
					ok = false
				}
			}
		}
	}
	for _, v := range vars {
		if v.Kind == "private" {
			continue
		}
		nt := v.Decl.NameTok()
		at := nt.Seq()
		if at >= lo && at <= hi || priv[v.Decl.Name()] {
			p.Errs.Errorf(d.Pos, "'%s' in a '%s' clause of '#pragma omp %s' is private in the nested parallel region at %d:%d; it must be shared there", v.Decl.Name(), clauseName(v.Kind), d.Kind, p.Pragmas[k].Pos.Line, p.Pragmas[k].Pos.Col)
			ok = false
		}
	}
	return ok
}

// clauseName names the clause of data-sharing kind k for messages.
func clauseName(k string) string {
	if k == "firstlast" {
		return "firstprivate"
	}
	return k
}
