package nested

// linear on the loops of nested (inactive) parallel regions
// (docs/nested.md#nested-parallelism) and on simd loops in target
// regions: one thread runs every iteration in order, so each item's copy
// is, at the start of logical iteration k, the original's value plus k times the step
// (OpenMP 5.2 §5.4.6), counted by the iterations run; after the loop the
// original gets the copy's value after the last iteration's body. The
// host fallback keeps the construct for the host compiler, with the same
// value set at the start of each iteration from the loop's index
// (State.FallbackEdits), since gcc sets a linear copy only where a thread's
// iterations begin.

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostlinear"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// LinCode is the code of a loop's linear items: Open declares the
// originals' values, the iteration count and the copies; Iter sets the
// copies at the start of an iteration; LastCopy writes them back; Shut
// closes Open's blocks.
type LinCode struct {
	Open, Iter, LastCopy, Shut string
}

// SimdLinear plans the linear items lin of simd construct d (pragma q)
// over loop stmt in a target region: its one thread runs the loop in
// order, as in a nested region's loop.
func (s *State) SimdLinear(in Input, q frontend.Pragma, d *directive.Directive, lin []directive.DSClause, stmt *cc.Statement) {
	p := &planner{in, s}
	vars, ok := DS(in, lin, stmt, "#pragma omp simd")
	w := &WS{Stmt: stmt, DS: p.Temps.Copies(nil)}
	if ok {
		_, ok = p.linear(q, d, w, vars)
	}
	if ok {
		s.WSs = append(s.WSs, w)
	}
}

// linear takes the linear items out of vars, the resolved clauses
// of loop d (pragma q) in a nested region, into w's linear code, and
// records the loop for the host fallback.
func (p *planner) linear(q frontend.Pragma, d *directive.Directive, w *WS, vars []devsync.Var) ([]devsync.Var, bool) {
	var lin, rest []devsync.Var
	for _, v := range vars {
		switch {
		case v.Kind != "linear":
			rest = append(rest, v)
		case d.Kind == "simd" && d.Clause("collapse") == nil && isLoopIndex(w.Stmt, v.Decl):
			// The loop variable of a simd loop of one loop, linear
			// with the loop's increment (OpenMP 5.2 §5.1.1): the
			// thread runs the loop in order, which leaves it the
			// value of a sequential run.
		default:
			lin = append(lin, v)
		}
	}
	if len(lin) == 0 {
		return rest, true
	}
	what := fmt.Sprintf("'#pragma omp %s' in a nested parallel region", d.Kind)
	if d.Kind == "simd" {
		what = "'#pragma omp simd' in a target region"
	}
	if c := d.Clause("collapse"); c != nil && strings.TrimSpace(c.Expr) != "1" {
		p.Errs.Errorf(c.Pos, "'linear' with 'collapse' on %s is not supported yet", what)
		return nil, false
	}
	m, errs := loops.Analyze(w.Stmt)
	if errs.HasErrors() {
		*p.Errs = append(*p.Errs, errs...)
		return nil, false
	}
	var open, inner, iter, last strings.Builder
	cnt := fmt.Sprintf("__omp_lk%d", p.Temps.Next())
	fmt.Fprintf(&open, "{ long long %s = 0; ", cnt)
	steps := map[string]string{}
	for _, v := range lin {
		t := v.Decl.Type()
		switch {
		case !ctype.IsInteger(t):
			p.Errs.Errorf(d.Pos, "'%s' in clause 'linear' of %s must have an integer type (pointers are not supported yet)", v.Decl.Name(), what)
			return nil, false
		case v.Decl.Name() == m.Index && d.Kind.Has("simd"):
			p.Errs.Errorf(d.Pos, "the loop variable '%s' in clause 'linear' of %s is not supported yet", m.Index, what)
			return nil, false
		case v.Decl.Name() == m.Index:
			p.Errs.Errorf(d.Pos, "the loop variable '%s' may be in 'linear' only on a simd construct with one associated loop (OpenMP 5.2 §5.1.1); use lastprivate(%s)", m.Index, m.Index)
			return nil, false
		}
		step := "1"
		if v.Step != "" {
			n, isConst := p.Unit.ConstInt(csyntax.TokenizeKeep(v.Step))
			if !isConst {
				p.Errs.Errorf(v.StepPos, "%s", directive.LinearStepNotConstant(strings.TrimSpace(v.Step)))
				return nil, false
			}
			step = fmt.Sprintf("%dLL", n)
		}
		steps[v.Decl.Name()] = step
		linearCode(&open, &inner, &iter, &last, v.Name, p.Temps.Next(), cnt, step)
	}
	fmt.Fprintf(&iter, "++%s; ", cnt)
	w.lin = LinCode{Open: open.String() + "{ " + inner.String(), Iter: iter.String(), LastCopy: last.String(), Shut: "} }"}
	w.body = m.Body
	p.s.Linears = append(p.s.Linears, &Linear{q: q, model: m, steps: steps, combined: d.Kind != "for" && d.Kind != "for simd"})
	return rest, true
}

// isLoopIndex reports whether decl is the variable of loop stmt.
func isLoopIndex(stmt *cc.Statement, decl *cc.Declarator) bool {
	m, errs := loops.Analyze(stmt)
	return !errs.HasErrors() && m.Index == decl.Name()
}

// Linear is a loop with linear items in a nested region, or nested in a
// target construct, whose host fallback sets them (FallbackEdits).
type Linear struct {
	q        frontend.Pragma
	combined bool // parallel for or simd: the encountering thread reads the originals
	model    *loops.Model
	steps    map[string]string // item: step
	done     bool              // its fallback edits are made
}

// CheckLinears refuses the loops with linear items whose host fallback
// could not be edited (a region written by a macro): the host compiler's
// linear would run there.
func (s *State) CheckLinears(errs *diag.List) {
	for _, l := range s.Linears {
		if !l.done {
			errs.Errorf(l.q.Pos, "'linear' in a region written by a macro is not supported yet")
		}
	}
}

// FallbackEdits returns the edits of the host fallback text of the
// source from offset base to end that set the linear items of the loops
// there at the start of each iteration from the loop's index, and
// declare their originals' values before the construct; ok false, with
// an error, where a loop is written by a macro.
func (s *State) FallbackEdits(in Input, base, end int) ([]textedit.Edit, bool) {
	var edits []textedit.Edit
	for _, l := range s.Linears {
		q := l.q
		if q.LineStart < base || q.End > end {
			continue
		}
		body := csyntax.Tokens(l.model.Body)
		bf, bl := body[0], body[len(body)-1]
		if q.FromMacro || !in.Unit.Real(bf) || !in.Unit.Real(bl) {
			in.Errs.Errorf(q.Pos, "'linear' on a loop written by a macro is not supported yet")
			return nil, false
		}
		head, set := hostLinear(in, l)
		l.done = true
		edits = append(edits,
			textedit.Edit{Start: q.LineStart, End: q.End, Text: head},
			textedit.Edit{Start: bf.Position().Offset, End: bf.Position().Offset, Text: "{ " + set},
			textedit.Edit{Start: bl.Position().Offset + len(bl.Src()), End: bl.Position().Offset + len(bl.Src()), Text: " } }"})
	}
	return edits, true
}

// KernelLinear records for the host fallback the linear items of
// kernel k (target construct tp, its statement at offset first) that a
// construct nested in the target construct names: the fallback keeps
// that construct for the host compiler, whose iterations may run on
// several threads, so each iteration's value comes from the loop's index
// (FallbackEdits). It reports whether there were such items.
func (s *State) KernelLinear(in Input, tp *frontend.Pragma, k *plan.Kernel, first int) bool {
	if k.LoopPlan == nil || k.LoopPlan.Nest == nil || k.LoopPlan.Nest.Depth() != 1 {
		return false
	}
	for _, i := range append(in.Unit.PragmaLinesBefore(tp, first), foldedOnLoop(in, k.LoopPlan.Nest.Stmts[0], first)...) {
		d := in.Dirs[i]
		if d == nil {
			continue
		}
		steps := map[string]string{}
		for _, c := range d.Clauses {
			if c.Name != "linear" {
				continue
			}
			step := "1LL"
			if c.Expr != "" {
				n, isConst := in.Unit.ConstInt(csyntax.TokenizeKeep(c.Expr))
				if !isConst {
					return false // reported by the kernel's plan
				}
				step = fmt.Sprintf("%dLL", n)
			}
			for _, it := range c.Items {
				if kernelplan.LoopVarLevel(k.LoopPlan.Nest, it.Name) >= 0 {
					continue // the loop's own variable: its loop sets it
				}
				steps[it.Name] = step
			}
		}
		if len(steps) > 0 {
			s.Linears = append(s.Linears, &Linear{q: in.Pragmas[i], model: k.LoopPlan.Nest.Outer(), steps: steps, combined: d.Kind.HasParallel() || d.Kind == "simd"})
			return true
		}
	}
	return false
}

// hostLinear is the host text of loop l's linear items: head, in place
// of the directive's lines, declares the originals' values and repeats
// the directive (its lines keep their numbers through #line); set, at
// the start of each iteration, gives each item its value from the
// loop's index.
func hostLinear(in Input, l *Linear) (head, set string) {
	names := make([]string, 0, len(l.steps))
	for n := range l.steps {
		names = append(names, n)
	}
	sort.Strings(names)
	items := make([]hostlinear.Item, len(names))
	for i, n := range names {
		items[i] = hostlinear.Item{Name: n, Step: l.steps[n]}
	}
	decl, set := hostlinear.Code(items, hostlinear.Iteration([]*loops.Model{l.model}, nil))
	meet := ""
	if !l.combined {
		// Every thread of the loop's team has read the original
		// before one writes the last value back.
		meet = "#pragma omp barrier\n"
	}
	q := l.q
	head = "{ " + decl + "\n" + meet + in.Unit.LineDirective(in.Unit.LineAt(q.LineStart)) + "\n" + string(directive.WithoutLinearVal(in.Src[q.LineStart:q.End]))
	return head, set
}

// OrphanLinear is the device code of the linear items among vars of the
// orphaned loop s (nest: its loops): every thread reads the originals,
// the team meets, each iteration sets the thread's copies from its
// logical iteration (__omp_ws_iv), and the thread that ran the last one
// writes them back. The function's host text gets the same values
// through splice (hostLinear), nil when there are no linear items.
func OrphanLinear(in Input, s *devsync.Site, nest *loops.Nest, vars []devsync.Var) (c LinCode, splice *plan.Splice, ok bool) {
	var open, inner, iter, last strings.Builder
	steps := map[string]string{}
	for _, v := range vars {
		if v.Kind != "linear" {
			continue
		}
		if nest.Depth() > 1 {
			in.Errs.Errorf(s.Pragma.Pos, "'linear' with 'collapse' on '#pragma omp for' in a declare target function is not supported yet")
			return LinCode{}, nil, false
		}
		step := "1LL"
		if v.Step != "" {
			n, _ := in.Unit.ConstInt(csyntax.TokenizeKeep(v.Step)) // checked by the orphaned loop's plan
			step = fmt.Sprintf("%dLL", n)
		}
		steps[v.Decl.Name()] = step
		linearCode(&open, &inner, &iter, &last, v.Name, in.Temps.Next(), "__omp_ws_iv", step)
	}
	if len(steps) == 0 {
		return LinCode{}, nil, true
	}
	body := csyntax.Tokens(nest.Inner().Body)
	bf, bl := body[0], body[len(body)-1]
	if s.Pragma.FromMacro || !in.Unit.Real(bf) || !in.Unit.Real(bl) {
		// The host text is spliced: the loop must be written out in the
		// unit's own file.
		in.Errs.Errorf(s.Pragma.Pos, "'linear' on an orphaned loop written by a macro or in an included file is not supported yet")
		return LinCode{}, nil, false
	}
	l := &Linear{q: s.Pragma, model: nest.Outer(), steps: steps, done: true}
	head, set := hostLinear(in, l)
	end := bl.Position().Offset + len(bl.Src())
	text := head + string(in.Src[s.Pragma.End:bf.Position().Offset]) + "{ " + set + string(in.Src[bf.Position().Offset:end]) + " } }"
	splice = &plan.Splice{Start: s.Pragma.LineStart, End: end, Expansion: []plan.Piece{{Text: text}}, ResumeLine: in.Unit.LineAt(end)}
	return LinCode{Open: open.String() + devsync.FuncBarrier + "{ " + inner.String(), Iter: iter.String(), LastCopy: last.String()}, splice, true
}

// linearCode writes the code of linear item name (temporaries numbered
// n): open takes its address and original value before the loop, inner
// declares the private copy, iter sets it from logical iteration cnt and
// step at the start of each iteration, last stores it back.
func linearCode(open, inner, iter, last *strings.Builder, name string, n int, cnt, step string) {
	tmp, orig := fmt.Sprintf("__omp_ds%d", n), fmt.Sprintf("__omp_dl%d", n)
	fmt.Fprintf(open, "__typeof__(%s) *%s = &%s; const __typeof__(*%s) %s = *%s; ", name, tmp, name, tmp, orig, tmp)
	fmt.Fprintf(inner, "__typeof__(*%s) %s = %s; ", tmp, name, orig)
	fmt.Fprintf(iter, "%s = (__typeof__(%s))((unsigned long long)%s + (unsigned long long)%s * (unsigned long long)(%s)); ", name, name, orig, cnt, step)
	fmt.Fprintf(last, "*%s = %s; ", tmp, name)
}

// foldedOnLoop returns the pragmas from offset first on (inside the
// braces of a target region) whose construct governs loop statement
// stmt: those of the constructs folded with the target construct (a
// braced 'simd' or 'parallel for' that is all of the region), which the
// host fallback keeps in its text as the stacked ones.
func foldedOnLoop(in Input, stmt *cc.IterationStatement, first int) []int {
	var out []int
	for i := range in.Pragmas {
		q := &in.Pragmas[i]
		if q.LineStart < first || q.FromMacro {
			continue
		}
		if r := in.Binder.Bind(q.Seq).Stmt; r != nil && r.Case == cc.StatementIteration && r.IterationStatement == stmt {
			out = append(out, i)
		}
	}
	return out
}
