package analysis

// Worksharing sections, tasks and the data-sharing clauses of single,
// sections and task inside target regions (docs/tasks.md). A task runs
// at once on the thread that meets it and completes before that thread
// goes on (an included task, which OpenMP always allows), so taskwait,
// taskyield and the end of a taskgroup wait for nothing; what needs care
// is the data environment: a firstprivate variable is a copy taken when
// the task is created. Private copies are declared in a block around the
// construct under the variable's own (device) name, so the body's text
// stays as it is.

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// syncScope is what lowerSyncs knows of the region the constructs stand
// in, for the implicit data-sharing of tasks: the kernel (nil in a
// declare target function), the region's token range, and the generic
// region (nil when not one).
type syncScope struct {
	k      *plan.Kernel
	lo, hi int
	gen    *genRegion
}

// dsVar is one variable of a construct's data environment.
type dsVar struct {
	decl *cc.Declarator
	name string // device spelling
	kind string // private, firstprivate, lastprivate, reduction, linear
	op   string // reduction operator
	// linear (taskloop simd): the step clause, "" for 1.
	step    string
	stepPos diag.Pos
}

// dsCode is the code around a construct that gives it its data
// environment: open (temporaries, then the private copies), close
// (reductions combined) and lastCopy (lastprivate values written back,
// by the thread that runs the last section).
type dsCode struct {
	open, close, lastCopy string
	shut                  string // closes the blocks open opened
}

// dsBuild declares the private copies of vars: the temporaries (the
// original's value for firstprivate, its address for lastprivate and
// reduction) in an outer block, the copies under the original names in
// an inner one; shut closes them, after close.
func (a *analyzer) dsBuild(vars []dsVar) dsCode {
	var outer, inner, closing, last strings.Builder
	for _, v := range vars {
		a.dsTemp++
		tmp := fmt.Sprintf("__omp_ds%d", a.dsTemp)
		isArray := v.decl.Type().Kind() == cc.Array
		switch v.kind {
		case "private":
			fmt.Fprintf(&inner, "__typeof__(%s) %s; ", v.name, v.name)
		case "firstprivate", "lastprivate", "firstlast":
			fmt.Fprintf(&outer, "__typeof__(%s) *%s = &%s; ", v.name, tmp, v.name)
			switch {
			case v.kind == "lastprivate":
				fmt.Fprintf(&inner, "__typeof__(*%s) %s; ", tmp, v.name)
			case isArray:
				fmt.Fprintf(&inner, "__typeof__(*%s) %s; memcpy((void *)&%s, (const void *)%s, sizeof %s); ", tmp, v.name, v.name, tmp, v.name)
			default:
				fmt.Fprintf(&inner, "__typeof__(*%s) %s = *%s; ", tmp, v.name, tmp)
			}
			if v.kind == "firstprivate" {
				break
			}
			if isArray {
				fmt.Fprintf(&last, "memcpy((void *)%s, (const void *)&%s, sizeof %s); ", tmp, v.name, v.name)
			} else {
				fmt.Fprintf(&last, "*%s = %s; ", tmp, v.name)
			}
		case "reduction":
			ts := fmt.Sprintf("__typeof__(*%s)", tmp)
			id, _ := kernelplan.Identity(v.op, v.decl.Type(), ts)
			fmt.Fprintf(&outer, "__typeof__(%s) *%s = &%s; ", v.name, tmp, v.name)
			fmt.Fprintf(&inner, "%s %s = %s; ", ts, v.name, id)
			l := critLock("__omp_reduction")
			fmt.Fprintf(&closing, "__omp_critical_enter(%s); *%s = %s()(*%s, %s); __omp_critical_exit(%s); ", l, tmp, kernelplan.ReductionFunctor(v.op), tmp, v.name, l)
		}
	}
	if len(vars) == 0 {
		return dsCode{open: "{ ", shut: "}"}
	}
	return dsCode{open: "{ " + outer.String() + "{ " + inner.String(), close: closing.String(), lastCopy: last.String(), shut: "} }"}
}

// dsVars resolves the data-sharing clauses of construct s into
// variables; kinds lists the clauses that make private copies. It
// reports items that name no variable, and arrays or types a clause
// cannot copy.
func (a *analyzer) dsVars(s *syncSite) ([]dsVar, bool) {
	var out []dsVar
	ok := true
	scope := scopeOf(s.stmt)
	seen := map[*cc.Declarator]string{}
	index := map[*cc.Declarator]int{}
	for _, c := range s.d.Sync.DS {
		for i := range c.Items {
			it := &c.Items[i]
			decl := a.env.ClauseVar(scope, it, c.Name, s.q.Seq)
			if decl == nil {
				ok = false
				continue
			}
			if prev, dup := seen[decl]; dup {
				if prev == "firstprivate" && c.Name == "lastprivate" || prev == "lastprivate" && c.Name == "firstprivate" {
					// A copy initialised from the original and
					// written back.
					out[index[decl]].kind = "firstlast"
					continue
				}
				a.errs.Errorf(it.Pos, "'%s' appears in more than one data-sharing clause of '#pragma omp %s'", it.Name, s.d.Kind)
				ok = false
				continue
			}
			seen[decl] = c.Name
			t := decl.Type()
			isRed := c.Name == "reduction" || c.Name == "in_reduction" || c.Name == "task_reduction"
			switch {
			case c.Name == "shared" || c.Name == "copyprivate":
				// No private copy.
			case isRed && !isArithmetic(t):
				a.errs.Errorf(it.Pos, "'%s' in clause '%s' in a target region must have an arithmetic type", it.Name, c.Name)
				ok = false
			case isRed:
				if _, good := kernelplan.Identity(c.Op, t, "T"); !good {
					a.errs.Errorf(it.Pos, "reduction operator '%s' on '%s' of type %s is not valid", c.Op, it.Name, t)
					ok = false
				}
			case c.Name == "linear" && !ctype.IsInteger(t) && t.Kind() != cc.Ptr:
				a.errs.Errorf(it.Pos, "'%s' in clause 'linear' must have an integer or pointer type", it.Name)
				ok = false
			case t.Kind() == cc.Array && isVLA(t):
				a.errs.Errorf(it.Pos, "a variable-length array in clause '%s' in a target region is not supported yet", c.Name)
				ok = false
			}
			if c.Name == "shared" || c.Name == "copyprivate" || c.Name == "task_reduction" {
				continue // (a taskgroup's reduction scope: its tasks' copies)
			}
			kind := c.Name
			if kind == "in_reduction" {
				// The task's copy starts from the identity and is
				// combined into the scope's original when it ends.
				kind = "reduction"
			}
			index[decl] = len(out)
			out = append(out, dsVar{decl: decl, name: naming.DeviceName(decl.Name()), kind: kind, op: c.Op, step: c.Step, stepPos: c.StepPos})
		}
	}
	return out, ok
}

func isArithmetic(t cc.Type) bool {
	switch t.Kind() {
	case cc.Array, cc.Struct, cc.Union, cc.Ptr, cc.Function, cc.Void:
		return false
	}
	return true
}

func isVLA(t cc.Type) bool {
	at, ok := t.(*cc.ArrayType)
	return ok && at.IsVLA()
}

// taskDS builds the copies of a task or taskloop site in the scope of
// the sync constructs: its clauses' variables, then the implicit rules of
// tasks.
func (a *analyzer) taskDS(s *syncSite, c syncCtx) (dsCode, bool) {
	vars, ok := a.dsVars(s)
	if ok {
		vars, ok = a.taskVars(s, c, a.syncScope, vars)
	}
	if !ok {
		return dsCode{}, false
	}
	return a.dsBuild(vars), true
}

// taskVars adds to the explicit data environment of task s the
// variables it uses whose implicit attribute is firstprivate (OpenMP 5.2
// §5.1.1, as clang-19 decides it in target regions; taskShared).
func (a *analyzer) taskVars(s *syncSite, c syncCtx, sc *syncScope, vars []dsVar) ([]dsVar, bool) {
	explicit := map[*cc.Declarator]bool{}
	for _, v := range vars {
		explicit[v.decl] = true
	}
	for _, cl := range s.d.Sync.DS {
		for _, it := range cl.Items {
			if d := lookup(scopeOf(s.stmt), it.Name, s.q.Seq); d != nil {
				explicit[d] = true
			}
		}
	}
	lo, hi := stmtSpan(s.stmt)
	ok := true
	seen := map[*cc.Declarator]bool{}
	csyntax.Walk(s.stmt, func(n cc.Node) bool {
		pe, isPE := n.(*cc.PrimaryExpression)
		if !isPE || pe.Case != cc.PrimaryExpressionIdent {
			return true
		}
		decl, isDecl := pe.ResolvedTo().(*cc.Declarator)
		if !isDecl || seen[decl] || explicit[decl] || decl.Type().Kind() == cc.Function {
			return true
		}
		seen[decl] = true
		if decl.StorageDuration() != cc.Automatic || decl.IsExtern() || localTo(decl, lo, hi) {
			return true // static storage: shared; or the task's own
		}
		kind := "firstprivate"
		switch s.d.Sync.Default {
		case "shared":
			return true
		case "private":
			kind = "private"
		case "none":
			a.errs.Errorf(frontend.Position(pe.Token), "'%s' must be listed in a data-sharing clause of '#pragma omp task' with default(none)", decl.Name())
			ok = false
			return true
		case "":
			if a.taskShared(s, c, sc, decl) {
				return true
			}
		}
		if isVLA(decl.Type()) {
			a.errs.Errorf(frontend.Position(pe.Token), "a variable-length array used in '#pragma omp task' in a target region is not supported yet")
			ok = false
			return true
		}
		vars = append(vars, dsVar{decl: decl, name: naming.DeviceName(decl.Name()), kind: kind})
		return true
	})
	return vars, ok
}

// stmtSpan returns the first and last token sequence numbers of st.
func stmtSpan(st *cc.Statement) (int, int) {
	t := csyntax.Tokens(st)
	return t[0].Seq(), t[len(t)-1].Seq()
}

// taskShared reports whether decl, of automatic storage, declared
// outside task s and named in none of its clauses, is shared in it: when
// the enclosing context shares it with the whole team. The innermost
// construct around s that decides: one that declares decl or gives it a
// private copy makes it firstprivate; an enclosing task passes on what
// decl is in it. Without one, the region decides, as clang-19 does:
//   - no parallel region around the task (a plain target region, a
//     generic region's code outside its loops, a declare target
//     function): firstprivate, mapped variables too;
//   - a target parallel region, a loop kernel's body (the parallel level
//     is on the target construct): mapped variables (plan.ArgByRef,
//     plan.ArgArray) are shared; those declared in the region, and those
//     the target construct made firstprivate, are firstprivate;
//   - a generic region's parallel loop: shared, unless declared in the
//     loop or named in its data-sharing clauses;
//   - a generic region's parallel region of code: shared, unless
//     declared in it or named in its or its worksharing loop's
//     data-sharing clauses.
func (a *analyzer) taskShared(s *syncSite, c syncCtx, sc *syncScope, decl *cc.Declarator) bool {
	for _, o := range a.around(s) {
		olo, ohi := stmtSpan(o.stmt)
		if localTo(decl, olo, ohi) {
			return false
		}
		for _, cl := range o.d.Sync.DS {
			for _, it := range cl.Items {
				if lookup(scopeOf(o.stmt), it.Name, o.q.Seq) != decl {
					continue
				}
				if cl.Name == "shared" {
					return true
				}
				if cl.Name != "copyprivate" {
					return false
				}
			}
		}
		if o.d.Kind == directive.Task {
			switch o.d.Sync.Default {
			case "shared":
				return true
			case "private", "firstprivate":
				return false
			}
			return a.taskShared(o, c, sc, decl)
		}
	}
	if sc == nil {
		return false
	}
	if sc.gen != nil {
		if l := sc.gen.loopOf(s.q.Seq); l != nil && l.par != nil {
			return parShared(l, s, decl) // worksharing.go
		}
	}
	if sc.gen != nil && c != ctxLoop {
		if blk, par := a.parBlockAround(sc.gen, s); blk != nil {
			// In a parallel block (in a single or masked construct
			// there): the variables declared outside the parallel
			// region are shared in it, unless its clauses give them
			// private copies; those declared in it are each thread's.
			lo, hi := stmtSpan(&cc.Statement{Case: cc.StatementCompound, CompoundStatement: blk})
			if localTo(decl, lo, hi) {
				return false
			}
			if par != nil {
				for _, cl := range par.Clauses {
					switch cl.Name {
					case "private", "firstprivate", "reduction":
						for _, it := range cl.Items {
							if it.Name == decl.Name() {
								return false
							}
						}
					}
				}
			}
			return true
		}
	}
	switch {
	case c == ctxLoop && sc.gen != nil:
		l := sc.gen.loopOf(s.q.Seq)
		if l == nil || localTo(decl, l.lo, l.hi) {
			return false
		}
		for _, cl := range l.d.Clauses {
			switch cl.Name {
			case "private", "firstprivate", "lastprivate", "reduction", "linear":
				for _, it := range cl.Items {
					if it.Name == decl.Name() {
						return false
					}
				}
			}
		}
		return true
	case (c == ctxTeam || c == ctxLoop) && sc.k != nil && !localTo(decl, sc.lo, sc.hi):
		for _, arg := range sc.k.Args {
			if arg.Var == decl.Name() && (arg.Kind == plan.ArgByRef || arg.Kind == plan.ArgArray) {
				return true
			}
		}
	}
	return false
}

// sectionsOf groups the items of a sections construct's block by the
// section directives among them: the item ranges (first and last item)
// of each section, in order.
func (a *analyzer) sectionsOf(s *syncSite, marks []*syncSite) [][2]*cc.BlockItem {
	cs := s.stmt.CompoundStatement
	var out [][2]*cc.BlockItem
	cur := -1
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		bi := l.BlockItem
		if bi == nil {
			continue
		}
		t := csyntax.Tokens(bi)
		if len(t) == 0 {
			continue
		}
		starts := cur < 0
		for _, m := range marks {
			if m.block == cs && m.stmt != nil && len(csyntax.Tokens(m.stmt)) > 0 && csyntax.Tokens(m.stmt)[0].Seq() == t[0].Seq() {
				starts = true
			}
		}
		if starts {
			out = append(out, [2]*cc.BlockItem{bi, bi})
			cur = len(out) - 1
		} else {
			out[cur][1] = bi
		}
	}
	return out
}

// around returns the constructs whose statements hold construct s's,
// innermost first.
func (a *analyzer) around(s *syncSite) []*syncSite {
	lo, hi := stmtSpan(s.stmt)
	var around []*syncSite
	for _, o := range a.syncs {
		if o == s || o.stmt == nil {
			continue
		}
		if olo, ohi := stmtSpan(o.stmt); olo <= lo && ohi >= hi {
			around = append(around, o)
		}
	}
	// Innermost first: the later start, then the later directive.
	sort.Slice(around, func(i, j int) bool {
		li, _ := stmtSpan(around[i].stmt)
		lj, _ := stmtSpan(around[j].stmt)
		if li != lj {
			return li > lj
		}
		return around[i].q.Seq > around[j].q.Seq
	})
	return around
}

// inReductionScopes checks that each in_reduction item of task or
// taskloop s belongs to the reduction scope of an enclosing construct of
// the same region or function: a taskgroup's task_reduction or a
// taskloop's reduction (or an enclosing task's in_reduction) with the
// same operator, the variable not given another private copy in
// between. The task's copy is then combined into the variable where the
// task stands, which is the scope's original or a copy that is
// combined into it in turn.
func (a *analyzer) inReductionScopes(s *syncSite) bool {
	ok := true
	for _, cl := range s.d.Sync.DS {
		if cl.Name != "in_reduction" {
			continue
		}
		for _, it := range cl.Items {
			decl := lookup(scopeOf(s.stmt), it.Name, s.q.Seq)
			if decl == nil {
				continue // reported by dsVars
			}
			if !a.inReductionScope(s, decl, cl.Op) {
				a.errs.Errorf(it.Pos, "'%s' in clause 'in_reduction' must appear with operator '%s' in a 'task_reduction' clause of an enclosing taskgroup or a 'reduction' clause of an enclosing taskloop, with no other task or private copy of it in between; in a target region other cases are not supported yet", it.Name, cl.Op)
				ok = false
			}
		}
	}
	return ok
}

func (a *analyzer) inReductionScope(s *syncSite, decl *cc.Declarator, op string) bool {
	same := func(x string) bool {
		return x == op || (x == "-" || x == "+") && (op == "-" || op == "+")
	}
	for _, o := range a.around(s) {
		olo, ohi := stmtSpan(o.stmt)
		if localTo(decl, olo, ohi) {
			return false
		}
		for _, cl := range o.d.Sync.DS {
			for _, it := range cl.Items {
				if lookup(scopeOf(o.stmt), it.Name, o.q.Seq) != decl {
					continue
				}
				switch {
				case cl.Name == "task_reduction" && o.d.Kind == directive.Taskgroup,
					cl.Name == "reduction" && o.d.Kind == directive.Taskloop,
					cl.Name == "in_reduction":
					return same(cl.Op)
				case cl.Name != "shared":
					return false
				}
			}
		}
		if o.d.Kind == directive.Task || o.d.Kind == directive.Taskloop {
			return false
		}
	}
	return false
}

// parBlockAround returns the block of the parallel construct of generic
// region g whose block holds construct s, and that construct's
// directive (nil when not found).
func (a *analyzer) parBlockAround(g *genRegion, s *syncSite) (*cc.CompoundStatement, *directive.Directive) {
	lo, hi := stmtSpan(s.stmt)
	for blk := range g.parBlocks {
		t := csyntax.Tokens(blk)
		if len(t) == 0 || t[0].Seq() > lo || t[len(t)-1].Seq() < hi {
			continue
		}
		for k, q := range a.u.Pragmas {
			d := a.dirs[k]
			if d == nil || !d.Kind.Has("parallel") || q.Seq >= t[0].Seq() {
				continue
			}
			if r := a.binder.Bind(q.Seq); r.Stmt != nil && r.Stmt.Case == cc.StatementCompound && r.Stmt.CompoundStatement == blk {
				return blk, d
			}
		}
		return blk, nil
	}
	return nil, nil
}
