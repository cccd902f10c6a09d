package devsync

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
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Var is one variable of a construct's data environment.
type Var struct {
	Decl *cc.Declarator
	Name string // device spelling
	Kind string // private, firstprivate, lastprivate, firstlast, reduction, linear
	Op   string // reduction operator
	// linear (taskloop simd): the step clause, "" for 1.
	Step    string
	StepPos diag.Pos
}

// Copy is the code around a construct that gives it its data
// environment: Open (temporaries, then the private copies), Close
// (reductions combined) and LastCopy (lastprivate values written back,
// by the thread that runs the last section).
type Copy struct {
	Open, Close, LastCopy string
	Shut                  string // closes the blocks Open opened
}

// Temps numbers the temporaries of the constructs' private copies
// (__omp_dsN and the like), once across the unit, so that nested
// constructs never reuse a name.
type Temps struct{ n int }

// Next returns the next number.
func (t *Temps) Next() int {
	t.n++
	return t.n
}

// Copies declares the private copies of vars: the temporaries (the
// original's value for firstprivate, its address for lastprivate and
// reduction) in an outer block, the copies under the original names in
// an inner one; Shut closes them, after Close.
func (t *Temps) Copies(vars []Var) Copy {
	var outer, inner, closing, last strings.Builder
	for _, v := range vars {
		tmp := fmt.Sprintf("__omp_ds%d", t.Next())
		isArray := v.Decl.Type().Kind() == cc.Array
		switch v.Kind {
		case "private":
			fmt.Fprintf(&inner, "__typeof__(%s) %s; ", v.Name, v.Name)
		case "firstprivate", "lastprivate", "firstlast":
			fmt.Fprintf(&outer, "__typeof__(%s) *%s = &%s; ", v.Name, tmp, v.Name)
			// A lastprivate copy starts from the variable's value too
			// (OpenMP leaves its first value unspecified): a loop of no
			// iterations then writes back the value it had, as
			// clang-19 leaves it.
			switch {
			case isArray:
				fmt.Fprintf(&inner, "__typeof__(*%s) %s; memcpy((void *)&%s, (const void *)%s, sizeof %s); ", tmp, v.Name, v.Name, tmp, v.Name)
			default:
				fmt.Fprintf(&inner, "__typeof__(*%s) %s = *%s; ", tmp, v.Name, tmp)
			}
			if v.Kind == "firstprivate" {
				break
			}
			if isArray {
				fmt.Fprintf(&last, "memcpy((void *)%s, (const void *)&%s, sizeof %s); ", tmp, v.Name, v.Name)
			} else {
				fmt.Fprintf(&last, "*%s = %s; ", tmp, v.Name)
			}
		case "reduction":
			ts := fmt.Sprintf("__typeof__(*%s)", tmp)
			id, _ := kernelplan.Identity(v.Op, v.Decl.Type(), ts)
			fmt.Fprintf(&outer, "__typeof__(%s) *%s = &%s; ", v.Name, tmp, v.Name)
			fmt.Fprintf(&inner, "%s %s = %s; ", ts, v.Name, id)
			lock := CritLock("__omp_reduction")
			fmt.Fprintf(&closing, "__omp_critical_enter(%s); *%s = %s()(*%s, %s); __omp_critical_exit(%s); ", lock, tmp, kernelplan.Functor(v.Op, v.Decl.Type()), tmp, v.Name, lock)
		}
	}
	if len(vars) == 0 {
		return Copy{Open: "{ ", Shut: "}"}
	}
	return Copy{Open: "{ " + outer.String() + "{ " + inner.String(), Close: closing.String(), LastCopy: last.String(), Shut: "} }"}
}

// dsVars resolves the data-sharing clauses of construct s into
// variables; kinds lists the clauses that make private copies. It
// reports items that name no variable, and arrays or types a clause
// cannot copy.
func (l *lowering) dsVars(s *Site) ([]Var, bool) {
	var out []Var
	ok := true
	scope := resolve.ScopeOf(s.Stmt)
	seen := map[*cc.Declarator]string{}
	index := map[*cc.Declarator]int{}
	for _, c := range s.Dir.Sync.DS {
		for i := range c.Items {
			it := &c.Items[i]
			decl := l.Env.ClauseVar(scope, it, c.Name, s.Pragma.Seq)
			if decl == nil {
				ok = false
				continue
			}
			if prev, dup := seen[decl]; dup {
				if prev == "firstprivate" && c.Name == "lastprivate" || prev == "lastprivate" && c.Name == "firstprivate" {
					// A copy initialised from the original and
					// written back.
					out[index[decl]].Kind = "firstlast"
					continue
				}
				l.Errs.Errorf(it.Pos, "'%s' appears in more than one data-sharing clause of '#pragma omp %s'", it.Name, s.Dir.Kind)
				ok = false
				continue
			}
			seen[decl] = c.Name
			t := decl.Type()
			isRed := c.Name == "reduction" || c.Name == "in_reduction" || c.Name == "task_reduction"
			switch {
			case c.Name == "shared" || c.Name == "copyprivate":
				// No private copy.
			case isRed && !ctype.IsArithmetic(t):
				l.Errs.Errorf(it.Pos, "'%s' in clause '%s' in a target region must have an arithmetic type", it.Name, c.Name)
				ok = false
			case isRed:
				if _, good := kernelplan.Identity(c.Op, t, "T"); !good {
					l.Errs.Errorf(it.Pos, "reduction operator '%s' on '%s' of type %s is not valid", c.Op, it.Name, t)
					ok = false
				}
			case c.Name == "linear" && !ctype.IsInteger(t) && t.Kind() != cc.Ptr:
				l.Errs.Errorf(it.Pos, "'%s' in clause 'linear' must have an integer or pointer type", it.Name)
				ok = false
			case t.Kind() == cc.Array && ctype.IsVLA(t):
				l.Errs.Errorf(it.Pos, "a variable-length array in clause '%s' in a target region is not supported yet", c.Name)
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
			out = append(out, Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: kind, Op: c.Op, Step: c.Step, StepPos: c.StepPos})
		}
	}
	return out, ok
}

// taskDS builds the copies of a task or taskloop site in the scope of
// the sync constructs: its clauses' variables, then the implicit rules of
// tasks.
func (l *lowering) taskDS(s *Site, c Ctx) (Copy, bool) {
	vars, ok := l.dsVars(s)
	if ok {
		vars, ok = l.taskVars(s, c, vars)
	}
	if !ok {
		return Copy{}, false
	}
	return l.Temps.Copies(vars), true
}

// taskVars adds to the explicit data environment of task s the
// variables it uses whose implicit attribute is firstprivate (OpenMP 5.2
// §5.1.1, as clang-19 decides it in target regions; taskShared).
func (l *lowering) taskVars(s *Site, c Ctx, vars []Var) ([]Var, bool) {
	explicit := map[*cc.Declarator]bool{}
	for _, v := range vars {
		explicit[v.Decl] = true
	}
	for _, cl := range s.Dir.Sync.DS {
		for _, it := range cl.Items {
			if d := resolve.Lookup(resolve.ScopeOf(s.Stmt), it.Name, s.Pragma.Seq); d != nil {
				explicit[d] = true
			}
		}
	}
	lo, hi := s.Span()
	ok := true
	seen := map[*cc.Declarator]bool{}
	csyntax.Walk(s.Stmt, func(n cc.Node) bool {
		pe, isPE := n.(*cc.PrimaryExpression)
		if !isPE || pe.Case != cc.PrimaryExpressionIdent {
			return true
		}
		decl, isDecl := pe.ResolvedTo().(*cc.Declarator)
		if !isDecl || seen[decl] || explicit[decl] || decl.Type().Kind() == cc.Function {
			return true
		}
		seen[decl] = true
		if decl.StorageDuration() != cc.Automatic || decl.IsExtern() || csyntax.LocalTo(decl, lo, hi) {
			return true // static storage: shared; or the task's own
		}
		kind := "firstprivate"
		switch s.Dir.Sync.Default {
		case "shared":
			return true
		case "private":
			kind = "private"
		case "none":
			l.Errs.Errorf(frontend.Position(pe.Token), "'%s' must be listed in a data-sharing clause of '#pragma omp task' with default(none)", decl.Name())
			ok = false
			return true
		case "":
			if l.taskShared(s, c, decl) {
				return true
			}
		}
		if ctype.IsVLA(decl.Type()) {
			l.Errs.Errorf(frontend.Position(pe.Token), "a variable-length array used in '#pragma omp task' in a target region is not supported yet")
			ok = false
			return true
		}
		vars = append(vars, Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: kind})
		return true
	})
	return vars, ok
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
//     plan.ArgArray) are shared, unless a clause of the construct gives
//     each thread a copy; those declared in the region, and those the
//     target construct made firstprivate, are firstprivate;
//   - a generic region's parallel loop: shared, unless declared in the
//     loop or named in its data-sharing clauses;
//   - a generic region's parallel region of code: shared, unless
//     declared in it or named in its or its worksharing loop's
//     data-sharing clauses.
func (l *lowering) taskShared(s *Site, c Ctx, decl *cc.Declarator) bool {
	for _, o := range l.around(s) {
		if shared, decided := l.clauseShared(o, decl); decided {
			return shared
		}
		if o.Dir.Kind == directive.Task {
			switch o.Dir.Sync.Default {
			case "shared":
				return true
			case "private", "firstprivate":
				return false
			}
			return l.taskShared(o, c, decl)
		}
	}
	return l.regionShared(s, c, decl)
}

// clauseShared reports what construct o says of decl, declared outside
// the construct a question starts from: decided when o declares decl or
// names it in a data-sharing clause (copyprivate decides nothing), and
// then whether decl is shared.
func (l *lowering) clauseShared(o *Site, decl *cc.Declarator) (shared, decided bool) {
	declared, named := l.naming(o, decl)
	if declared {
		return false, true
	}
	for _, cl := range named {
		if cl.Name == "shared" {
			return true, true
		}
		if cl.Name != "copyprivate" {
			return false, true
		}
	}
	return false, false
}

// regionShared is taskShared's answer where no construct around task s
// decides: the region's.
func (l *lowering) regionShared(s *Site, c Ctx, decl *cc.Declarator) bool {
	if gl, ok := l.r.GenericLoop(s.Pragma.Seq); ok && gl.Par {
		return l.r.ParShared(s, decl)
	}
	if l.r.Generic() && c != CtxLoop {
		if blk, par := l.r.ParBlockAround(s); blk != nil {
			// In a parallel block (in a single or masked construct
			// there): the variables declared outside the parallel
			// region are shared in it, unless its clauses give them
			// private copies; those declared in it are each thread's.
			lo, hi := csyntax.Span(&cc.Statement{Case: cc.StatementCompound, CompoundStatement: blk})
			if csyntax.LocalTo(decl, lo, hi) {
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
	k, lo, hi := l.r.Kernel()
	switch {
	case c == CtxLoop && l.r.Generic():
		gl, found := l.r.GenericLoop(s.Pragma.Seq)
		if !found || csyntax.LocalTo(decl, gl.Lo, gl.Hi) {
			return false
		}
		return !gl.Dir.ItemNames(directive.CopyClauses...)[decl.Name()]
	case (c == CtxTeam || c == CtxLoop) && k != nil && !csyntax.LocalTo(decl, lo, hi):
		if d := k.Directive; d != nil && d.Kind.HasParallel() && d.ItemNames(directive.CopyClauses...)[decl.Name()] {
			// Mapped, but each thread of the parallel level has its
			// own copy (`target map(tofrom: r)` + `parallel
			// firstprivate(r)`): not shared by the team.
			return false
		}
		for _, arg := range k.Args {
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
func (l *lowering) sectionsOf(s *Site, marks []*Site) [][2]*cc.BlockItem {
	cs := s.Stmt.CompoundStatement
	var out [][2]*cc.BlockItem
	cur := -1
	for list := cs.BlockItemList; list != nil; list = list.BlockItemList {
		bi := list.BlockItem
		if bi == nil {
			continue
		}
		t := csyntax.Tokens(bi)
		if len(t) == 0 {
			continue
		}
		starts := cur < 0
		for _, m := range marks {
			if m.Block == cs && m.Stmt != nil && len(csyntax.Tokens(m.Stmt)) > 0 && csyntax.Tokens(m.Stmt)[0].Seq() == t[0].Seq() {
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

// naming tells how construct o, around a task, sees decl: declared
// inside it, or named by its data-sharing clauses (one entry per list
// item that names it, in clause order).
func (l *lowering) naming(o *Site, decl *cc.Declarator) (declared bool, named []*directive.DSClause) {
	olo, ohi := o.Span()
	if csyntax.LocalTo(decl, olo, ohi) {
		return true, nil
	}
	for i := range o.Dir.Sync.DS {
		cl := &o.Dir.Sync.DS[i]
		for _, it := range cl.Items {
			if resolve.Lookup(resolve.ScopeOf(o.Stmt), it.Name, o.Pragma.Seq) == decl {
				named = append(named, cl)
			}
		}
	}
	return false, named
}

// around returns the constructs whose statements hold construct s's,
// innermost first.
func (l *lowering) around(s *Site) []*Site {
	lo, hi := s.Span()
	var around []*Site
	for _, o := range l.sites {
		if o == s || o.Stmt == nil {
			continue
		}
		if olo, ohi := o.Span(); olo <= lo && ohi >= hi {
			around = append(around, o)
		}
	}
	// Innermost first: the later start, then the later directive.
	sort.Slice(around, func(i, j int) bool {
		li, _ := around[i].Span()
		lj, _ := around[j].Span()
		if li != lj {
			return li > lj
		}
		return around[i].Pragma.Seq > around[j].Pragma.Seq
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
func (l *lowering) inReductionScopes(s *Site) bool {
	ok := true
	for _, cl := range s.Dir.Sync.DS {
		if cl.Name != "in_reduction" {
			continue
		}
		for _, it := range cl.Items {
			decl := resolve.Lookup(resolve.ScopeOf(s.Stmt), it.Name, s.Pragma.Seq)
			if decl == nil {
				continue // reported by dsVars
			}
			if !l.inReductionScope(s, decl, cl.Op) {
				l.Errs.Errorf(it.Pos, "'%s' in clause 'in_reduction' must appear with operator '%s' in a 'task_reduction' clause of an enclosing taskgroup or a 'reduction' clause of an enclosing taskloop, with no other task or private copy of it in between; in a target region other cases are not supported yet", it.Name, cl.Op)
				ok = false
			}
		}
	}
	return ok
}

func (l *lowering) inReductionScope(s *Site, decl *cc.Declarator, op string) bool {
	same := func(x string) bool {
		return x == op || (x == "-" || x == "+") && (op == "-" || op == "+")
	}
	for _, o := range l.around(s) {
		declared, named := l.naming(o, decl)
		if declared {
			return false
		}
		for _, cl := range named {
			switch {
			case cl.Name == "task_reduction" && o.Dir.Kind == directive.Taskgroup,
				cl.Name == "reduction" && o.Dir.Kind == directive.Taskloop,
				cl.Name == "in_reduction":
				return same(cl.Op)
			case cl.Name != "shared":
				return false
			}
		}
		if o.Dir.Kind == directive.Task || o.Dir.Kind == directive.Taskloop {
			return false
		}
	}
	return false
}
