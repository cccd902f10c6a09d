package devsync

// The taskloop construct in target regions (docs/tasks.md). Its tasks
// run at once, one after another, on the thread that meets it; what a
// program can observe is how the logical iterations are split into
// tasks (a task's private copies live from its first iteration to its
// last), which iteration's values lastprivate copies out, and the
// reductions. The loop nest stays as written and runs twice: the first
// pass counts the logical iterations, the second runs them, starting a
// task where the split says one begins. The private copies live in
// storage declared before the nest (the header is the generating task's
// and reads the originals) and are bound to the variables' names by
// references inside the innermost body.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// tlCode is the code of one taskloop: before and after its statement,
// and around the innermost loop's body.
type tlCode struct {
	before, after         string
	body                  *cc.Statement
	bodyBefore, bodyAfter string
}

// taskloopCode lowers taskloop construct s, met in context c.
func (l *lowering) taskloopCode(s *Site, c Ctx) (tlCode, bool) {
	info := s.Dir.Sync
	body, outerIdx, wrap, ok := l.taskloopNest(s)
	if !ok {
		return tlCode{}, false
	}
	if info.Nogroup {
		for _, cl := range info.DS {
			if cl.Name == "reduction" {
				l.Errs.Errorf(cl.Pos, "clauses 'reduction' and 'nogroup' may not both appear on '#pragma omp taskloop'")
				return tlCode{}, false
			}
		}
	}
	vars, ok := l.dsVars(s)
	if ok {
		vars, ok = l.taskVars(s, c, vars)
	}
	if !ok {
		return tlCode{}, false
	}
	vars, keep, restore := taskloopIndices(vars, outerIdx)
	kind, grain := 0, "1"
	if info.GrainClause != "" {
		kind = 1
		if info.GrainClause == "num_tasks" {
			kind = 2
		}
		what := fmt.Sprintf("clause '%s' of '#pragma omp taskloop'", info.GrainClause)
		if grain, ok = l.clauseExprDevice(s, c, info.Grain, info.GrainPos, what); !ok {
			return tlCode{}, false
		}
	}
	strict := 0
	if info.Strict {
		strict = 1
	}

	id := l.Temps.Next()
	v := func(name string) string { return fmt.Sprintf("__omp_tl%d_%s", id, name) }
	var outer, start, iter, refs, end, last, after strings.Builder
	for _, dv := range vars {
		n := l.Temps.Next()
		tmp := fmt.Sprintf("__omp_ds%d", n)
		buf := fmt.Sprintf("__omp_dc%d", n)
		ts := fmt.Sprintf("__typeof__(*%s)", tmp)
		fmt.Fprintf(&outer, "__typeof__(%s) *%s = &%s; unsigned char %s[sizeof(%s)] __attribute__((aligned(__alignof__(%s)))); ", dv.Name, tmp, dv.Name, buf, ts, ts)
		fmt.Fprintf(&refs, "%s &%s = *(%s *)%s; ", ts, dv.Name, ts, buf)
		switch dv.Kind {
		case "firstprivate", "firstlast":
			fmt.Fprintf(&start, "memcpy((void *)%s, (const void *)%s, sizeof(%s)); ", buf, tmp, ts)
		case "reduction":
			idv, _ := kernelplan.Identity(dv.Op, dv.Decl.Type(), ts)
			fmt.Fprintf(&start, "*(%s *)%s = %s; ", ts, buf, idv)
			lock := CritLock("__omp_reduction")
			fmt.Fprintf(&end, "__omp_critical_enter(%s); *%s = %s()(*%s, *(%s *)%s); __omp_critical_exit(%s); ", lock, tmp, kernelplan.Functor(dv.Op, dv.Decl.Type()), tmp, ts, buf, lock)
		}
		if dv.Kind == "linear" {
			// Each iteration's copy is the original's value plus the
			// logical iteration times the step.
			step := "1"
			if dv.Step != "" {
				if step, ok = l.clauseExprDevice(s, c, dv.Step, dv.StepPos, "clause 'linear' of '#pragma omp taskloop simd'"); !ok {
					return tlCode{}, false
				}
			}
			x0 := fmt.Sprintf("__omp_dl%d", n)
			fmt.Fprintf(&outer, "%s %s = *%s; ", ts, x0, tmp)
			fmt.Fprintf(&iter, "*(%s *)%s = %s + %s * (long long)(%s); ", ts, buf, x0, v("k"), step)
		}
		if dv.Kind == "lastprivate" || dv.Kind == "firstlast" || dv.Kind == "linear" {
			fmt.Fprintf(&last, "memcpy((void *)%s, (const void *)%s, sizeof(%s)); ", tmp, buf, ts)
		}
	}
	restoreIndices(&outer, &after, restore, keep, v)
	if last.Len() > 0 {
		// The task that ran the sequentially last iteration.
		fmt.Fprintf(&end, "if (%s == %s) { %s} ", v("k"), v("n"), last.String())
	}
	decl, pass, guard := wrapGuard(wrap, v)
	outer.WriteString(decl)
	var code tlCode
	code.body = body
	// n: logical iterations; k: the next one; e: where the current task
	// ends; t: tasks started; g, x: the first x tasks take g + 1
	// iterations, the others g (the last one what is left).
	code.before = fmt.Sprintf("{ %slong long %s = 0, %s = 0, %s = 0, %s = 0, %s = 1, %s = 0; for (int %s = 0; %s < 2; ++%s) { if (%s == 1) { if (%s == 0) break; __omp_taskloop_split(%s, %d, %d, (long long)(%s), &%s, &%s); } %s",
		outer.String(), v("n"), v("k"), v("e"), v("t"), v("g"), v("x"), v("p"), v("p"), v("p"), v("p"), v("n"), v("n"), kind, strict, grain, v("g"), v("x"), pass)
	code.after = " } " + after.String() + "}"
	code.bodyBefore = fmt.Sprintf("{ %sif (%s == 0) { ++%s; continue; } if (%s == %s) { %s += %s + (%s < %s); if (%s > %s) %s = %s; ++%s; %s} %s{ %sdo { ",
		guard, v("p"), v("n"), v("k"), v("e"), v("e"), v("g"), v("t"), v("x"), v("e"), v("n"), v("e"), v("n"), v("t"), start.String(), iter.String(), refs.String())
	code.bodyAfter = fmt.Sprintf(" } while (0); } if (++%s == %s) { %s} }", v("k"), v("e"), end.String())
	return code, true
}

// wrapGuard prints the stop of loop m, whose walk as written could wrap
// past its last logical iteration (nil: none), where its index moves
// against its direction: the declarations of the last index seen, their
// reset at each pass, and the test at the start of the body. v names
// the taskloop's temporaries.
func wrapGuard(m *loops.Model, v func(string) string) (decl, pass, guard string) {
	if m == nil {
		return "", "", ""
	}
	decl = fmt.Sprintf("unsigned long long %s = 0; int %s = 0; ", v("pv"), v("w"))
	pass = fmt.Sprintf("%s = 0; ", v("w"))
	return decl, pass, m.WrapStop(naming.DeviceName(m.Index), v("w"), v("pv"))
}

// restoreIndices prints, for each loop variable declared before the
// nest (the loop as written runs on it), its saving to outer and its
// restoring to after: its value again, or, kept (lastprivate), the one
// after the sequentially last iteration unless there was none. v names
// the taskloop's temporaries.
func restoreIndices(outer, after *strings.Builder, restore []*cc.Declarator, keep map[*cc.Declarator]bool, v func(string) string) {
	for i, d := range restore {
		name, saved := naming.DeviceName(d.Name()), fmt.Sprintf("%s_sv%d", v("i"), i)
		fmt.Fprintf(outer, "__typeof__(%s) %s = %s; ", name, saved, name)
		if keep[d] {
			fmt.Fprintf(after, "if (%s == 0) %s = %s; ", v("n"), name, saved)
		} else {
			fmt.Fprintf(after, "%s = %s; ", name, saved)
		}
	}
}

// taskloopNest checks the loops of taskloop construct s (the
// collapse(n) nest: perfectly nested, canonical) and returns the
// innermost body, the loop variables declared before their loops
// (`int i; ... for (i = 0; ...)`), which the loops as written then run
// on, and the loop when its walk as written may wrap past its last
// logical iteration (loops.Model.WalkMayWrap; nil if not): no break
// leaves the innermost body.
func (l *lowering) taskloopNest(s *Site) (*cc.Statement, []*cc.Declarator, *loops.Model, bool) {
	st := s.Stmt
	if st.Case != cc.StatementIteration || st.IterationStatement.Case != cc.IterationStatementForDecl && st.IterationStatement.Case != cc.IterationStatementFor {
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp taskloop' in a target region is supported on a for loop; other loops are not supported yet")
		return nil, nil, nil, false
	}
	n := s.Dir.Sync.Collapse
	if n <= 1 && st.IterationStatement.Case == cc.IterationStatementForDecl {
		// The loop as written: its variable is each pass's own.
		body := st.IterationStatement.Statement
		if j := csyntax.EscapingJump(body); j != nil && j.Case == cc.JumpStatementBreak {
			l.Errs.Errorf(frontend.Position(j.Token), "'break' out of the loop of '#pragma omp taskloop' is not allowed")
			return nil, nil, nil, false
		}
		var wrap *loops.Model
		if m, errs := loops.Analyze(st); !errs.HasErrors() && m.WalkMayWrap() {
			wrap = m
		}
		return body, nil, wrap, true
	}
	if n < 1 {
		n = 1
	}
	nest, errs := loops.AnalyzePerfectNest(st, n)
	if errs.HasErrors() {
		*l.Errs = append(*l.Errs, errs...)
		return nil, nil, nil, false
	}
	var wrap *loops.Model
	for i, m := range nest.Levels {
		if !m.WalkMayWrap() {
			continue
		}
		if n > 1 {
			l.Errs.Errorf(m.Pos, "loop %d of the collapsed nest of '#pragma omp taskloop' in a target region has an unsigned index moving by other than 1 or -1, which is not supported yet (write it over a signed index, or collapse fewer loops)", i+1)
			return nil, nil, nil, false
		}
		wrap = m
	}
	var outer []*cc.Declarator
	scope := resolve.ScopeOf(st)
	for i, it := range nest.Stmts {
		if it.Case == cc.IterationStatementForDecl {
			continue
		}
		d := resolve.Lookup(scope, nest.Levels[i].Index, s.Pragma.Seq)
		if d == nil || d.StorageDuration() != cc.Automatic || d.IsExtern() {
			l.Errs.Errorf(frontend.Position(it.Token), "the variable of loop %d of '#pragma omp taskloop' in a target region must be a local variable of automatic storage; others are not supported yet", i+1)
			return nil, nil, nil, false
		}
		outer = append(outer, d)
	}
	body := nest.Inner().Body
	if j := csyntax.EscapingJump(body); j != nil && j.Case == cc.JumpStatementBreak {
		l.Errs.Errorf(frontend.Position(j.Token), "'break' out of the loop of '#pragma omp taskloop' is not allowed")
		return nil, nil, nil, false
	}
	return body, outer, wrap, true
}

// taskloopIndices takes the loop variables idx declared before their
// loops out of a taskloop's private copies vars (the loops run on the
// variables themselves): keep are those lastprivate, restore all of
// them.
func taskloopIndices(vars []Var, idx []*cc.Declarator) (out []Var, keep map[*cc.Declarator]bool, restore []*cc.Declarator) {
	keep = map[*cc.Declarator]bool{}
	isIdx := map[*cc.Declarator]bool{}
	for _, d := range idx {
		isIdx[d] = true
	}
	for _, v := range vars {
		if !isIdx[v.Decl] {
			out = append(out, v)
			continue
		}
		if v.Kind == "lastprivate" || v.Kind == "firstlast" {
			keep[v.Decl] = true
		}
	}
	return out, keep, idx
}

// inTaskloopSimd reports whether construct s stands in the loop of a
// taskloop simd construct.
func (l *lowering) inTaskloopSimd(s *Site) bool {
	for _, o := range l.sites {
		if o == s || o.Dir.Kind != directive.Taskloop || !o.Dir.Sync.Simd || o.Stmt == nil {
			continue
		}
		if lo, hi := o.Span(); s.Pragma.Seq >= lo && s.Pragma.Seq < hi {
			return true
		}
	}
	return false
}
