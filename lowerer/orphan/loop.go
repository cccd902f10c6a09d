package orphan

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Code puts the code of the worksharing loop s into e: the header's
// tokens give way to the loop over the thread's share, the body stays,
// the copies' values go back (lastprivate, reduction), and the barrier
// follows unless nowait.
func Code(in Input, s *devsync.Site, e *devsync.Edits) bool {
	depth := int64(1)
	if c := s.Dir.Clause("collapse"); c != nil {
		depth, _ = in.ConstInt(csyntax.Tokenize(c.Expr))
	}
	nest, errs := loops.AnalyzeNest(s.Stmt, int(depth))
	if len(errs) > 0 {
		// A non-rectangular nest shares its outer rectangular levels;
		// the inner loops stay in the body (docs/loops.md "collapse(n)").
		var ok bool
		if nest, ok = kernelplan.NonRectangularNest(s.Dir, s.Stmt, int(depth), errs, in.Errs); !ok {
			return false
		}
	}
	// omp_get_num_threads() reads the execution state the kernels set.
	*in.RuntimeState = true
	toks := csyntax.Tokens(s.Stmt)
	if !dropHeaders(in, nest, toks, e) {
		return false
	}
	ds, lin, reds, ok := copies(in, s, nest)
	if !ok {
		return false
	}
	kind, chunk := "static", ""
	dxState, dxBegin, dxEnd := "", "", ""
	if directive.OrderedParam(s.Dir) > 0 {
		if dxState, dxBegin, dxEnd, ok = doacross(in, s, nest); !ok {
			return false
		}
		if !hostSplices(in, s, nest) {
			return false
		}
		// clang-19 deals the iterations of a doacross loop without a
		// schedule clause out one at a time.
		chunk = "1"
	}
	if c := s.Dir.Clause("schedule"); c != nil {
		kind, chunk, _ = splitSchedule(c.Expr)
		if kind == "runtime" || kind == "auto" {
			kind, chunk = "static", ""
		}
		if chunk != "" && !chunkOK(in, chunk, c.ExprPos, resolve.ScopeOf(s.Stmt), s.Pragma.Seq) {
			return false
		}
	}
	// The copies go back before the team meets: the thread that ran the
	// last iteration writes the lastprivate values, each thread combines
	// its reduction copies into the originals.
	tail := ds.Close
	if ds.LastCopy != "" {
		tail = "if (__omp_ws_last) { " + indexFinals(nest, lin.vars) + ds.LastCopy + "} " + tail
	}
	if tail != "" {
		tail = " " + strings.TrimSuffix(tail, " ")
	}
	if chunk != "" {
		chunk = deviceExpr(in, chunk)
	}
	before, after := share(nest, kind, chunk, dxState+ds.Open, ds.LastCopy != "")
	if s.Dir.Clause("ordered") != nil && dxState == "" {
		before = strings.Replace(before, "{ ", "{ "+Ticket, 1)
	}
	before += dxBegin + lin.Iter // the body follows
	after = strings.Replace(after, "@", dxEnd+reds.close+tail+ds.Shut, 1)
	nowait := false
	for _, c := range s.Dir.Clauses {
		nowait = nowait || c.Name == "nowait"
	}
	if !nowait {
		after += " " + devsync.FuncBarrier
	}
	e.Around(toks, before, after)
	return true
}

// Ticket declares the ordered ticket of an orphaned loop with the
// ordered clause, __omp_ws_ord: the team's (__omp_ws_ticket), which
// thread 0 zeroes between two barriers once every thread is past the
// previous loop that used it; none (a null pointer) in a team of one,
// which runs the iterations in order. The loop's ordered regions wait
// for it (OrderedBegin, OrderedEnd).
const Ticket = "unsigned long long *const __omp_ws_ord = omp_get_num_threads() > 1 ? __omp_ws_ticket() : 0; " +
	"if (__omp_ws_ord) { __omp_barrier(); if (omp_get_thread_num() == 0) *__omp_ws_ord = 0ULL; __omp_barrier(); } "

// OrderedBegin and OrderedEnd are the code around the ordered region
// of an orphaned loop's iteration __omp_ws_iv (docs/tasks.md#ordered).
const (
	OrderedBegin = "{ if (__omp_ws_ord) __omp_ordered_begin(__omp_ws_ord, __omp_ws_iv); "
	OrderedEnd   = " if (__omp_ws_ord) __omp_ordered_end(__omp_ws_ord, __omp_ws_iv); }"
)

// dropHeaders drops from e the headers of the loops of nest (and the
// braces between the collapsed levels); toks are the loop's tokens.
func dropHeaders(in Input, nest *loops.Nest, toks []cc.Token, e *devsync.Edits) bool {
	bodyFirst, bodyLast := csyntax.Span(nest.Inner().Body)
	for _, t := range toks {
		if t.Seq() >= bodyFirst && t.Seq() <= bodyLast {
			continue
		}
		if _, ok := e.Subst[t.Seq()]; ok {
			in.Errs.Errorf(frontend.Position(t), "'%s' in the header of '#pragma omp for' in a declare target function is not supported yet", t.SrcStr())
			return false
		}
		e.Drop[e.Touch(t)] = true
	}
	return true
}

// linearVars is a loop's linear code with its resolved scalar items.
type linearVars struct {
	Linear
	vars []devsync.Var
}

// copies builds the thread's copies of the data-sharing items of loop s
// (nest: its loops): the scalars' blocks (with the linear items' code)
// and the array reductions'.
func copies(in Input, s *devsync.Site, nest *loops.Nest) (ds devsync.Copy, lin linearVars, reds arrayRedCode, ok bool) {
	vars, ok := dataSharing(in, s, nest)
	if !ok {
		return ds, lin, reds, false
	}
	lin.vars = vars
	if len(vars) > 0 || s.Dir.Clause("reduction") != nil {
		ds = in.Temps.Copies(vars)
		ds.Shut = " " + ds.Shut
	} // (no block without copies)
	for _, v := range vars {
		if v.Kind == "firstlast" {
			// Every thread has its copy of the original before one
			// writes the last value back (OpenMP 5.2 §5.4.5).
			ds.Open += devsync.FuncBarrier
			break
		}
	}
	if reds, ok = arrayReds(in, s, vars); !ok {
		return ds, lin, reds, false
	}
	if lin.Linear, ok = in.Linear(s, nest, vars); !ok {
		return ds, lin, reds, false
	}
	if lin.Open != "" {
		if ds.Open == "" {
			ds = in.Temps.Copies(nil)
			ds.Shut = " " + ds.Shut
		}
		ds.Open += lin.Open
		ds.Shut = " }" + ds.Shut
		ds.LastCopy += lin.LastCopy
	}
	ds.Open += reds.open
	return ds, lin, reds, true
}

// dataSharing resolves the data-sharing items of the loop s: private
// and firstprivate, lastprivate (with firstprivate, one copy of both),
// linear and reduction.
func dataSharing(in Input, s *devsync.Site, nest *loops.Nest) ([]devsync.Var, bool) {
	var out []devsync.Var
	ok := true
	scope := resolve.ScopeOf(s.Stmt)
	seen := map[*cc.Declarator]int{}
	for _, c := range s.Dir.Clauses {
		switch c.Name {
		case "private", "firstprivate", "lastprivate", "reduction", "linear":
		default:
			continue
		}
		for i := range c.Items {
			it := &c.Items[i]
			decl := in.Env.ClauseVar(scope, it, c.Name, s.Pragma.Seq)
			if decl == nil || !indexItemOK(in, c, it, nest, decl) {
				ok = false
				continue
			}
			if c.Name == "reduction" && (len(it.Sections) > 0 || decl.Type().Kind() == cc.Array) {
				continue // arrayReds
			}
			if j, dup := seen[decl]; dup {
				if prev := out[j].Kind; prev == "firstprivate" && c.Name == "lastprivate" || prev == "lastprivate" && c.Name == "firstprivate" {
					out[j].Kind = "firstlast"
					continue
				}
				in.Errs.Errorf(it.Pos, "'%s' appears in more than one data-sharing clause of '#pragma omp for'", it.Name)
				ok = false
				continue
			}
			if !itemOK(in, c, it, decl) {
				ok = false
				continue
			}
			seen[decl] = len(out)
			out = append(out, devsync.Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: c.Name, Op: c.ReductionOp, Step: c.Expr, StepPos: c.ExprPos})
		}
	}
	return out, ok
}

// indexItemOK refuses an iteration variable of nest, decl, as item it of
// clause c where it may not stand.
func indexItemOK(in Input, c directive.Clause, it *directive.Item, nest *loops.Nest, decl *cc.Declarator) bool {
	if c.Name == "linear" && indexLevel(nest, decl) >= 0 {
		in.Errs.Errorf(it.Pos, "the iteration variable '%s' in 'linear' on '#pragma omp for' in a declare target function is not supported yet", it.Name)
		return false
	}
	if (c.Name == "firstprivate" || c.Name == "reduction") && indexLevel(nest, decl) >= 0 {
		// OpenMP 5.2 §5.1.1: private or lastprivate only.
		what := "firstprivate"
		if c.Name == "reduction" {
			what = "a reduction item"
		}
		in.Errs.Errorf(it.Pos, "the iteration variable '%s' of '#pragma omp for' may not be %s (it is private, or lastprivate)", it.Name, what)
		return false
	}
	return true
}

// itemOK checks item it, the variable decl, of clause c of an orphaned
// loop. firstprivate, lastprivate and reduction items must be shared in
// the team the loop binds to (OpenMP 5.2 §5.4.4, §5.4.5, §5.5.8): a
// variable local to the function is private to each of its threads. The
// messages of the last two are clang-19's.
func itemOK(in Input, c directive.Clause, it *directive.Item, decl *cc.Declarator) bool {
	t := decl.Type()
	local := decl.StorageDuration() == cc.Automatic
	switch {
	case c.Name == "firstprivate" && local:
		in.Errs.Errorf(it.Pos, "'%s' in 'firstprivate' must be shared in the team the loop binds to; a variable local to the function is private to each of its threads", it.Name)
	case c.Name == "lastprivate" && local:
		in.Errs.Errorf(it.Pos, "lastprivate variable must be shared")
	case c.Name == "reduction" && local:
		in.Errs.Errorf(it.Pos, "reduction variable must be shared")
	case c.Name == "linear" && local:
		in.Errs.Errorf(it.Pos, "'%s' in 'linear' on '#pragma omp for' in a declare target function is not supported yet: a variable local to the function is private to each thread of the team", it.Name)
	case c.Name == "linear" && (!ctype.IsInteger(t) || ctype.IsConst(t)):
		in.Errs.Errorf(it.Pos, "'%s' in 'linear' on '#pragma omp for' in a declare target function must be a variable of integer type that is not const", it.Name)
	case c.Name == "private" && constObject(t), c.Name == "lastprivate" && constObject(t):
		in.Errs.Errorf(it.Pos, "const-qualified variable '%s' cannot be %s", it.Name, c.Name)
	case c.Name == "reduction" && !ctype.IsArithmetic(t):
		in.Errs.Errorf(it.Pos, "'%s' in 'reduction' on '#pragma omp for' in a declare target function is not supported yet (variables of arithmetic type, one-dimensional arrays and sections of arithmetic elements)", it.Name)
	case c.Name == "reduction" && ctype.IsConst(t):
		in.Errs.Errorf(it.Pos, "const-qualified variable '%s' cannot be a reduction variable", it.Name)
	case ctype.IsVLA(t):
		in.Errs.Errorf(it.Pos, "a variable-length array in clause '%s' is not supported yet", c.Name)
	case c.Name == "reduction":
		if _, good := kernelplan.Identity(c.ReductionOp, t, "T"); !good {
			in.Errs.Errorf(it.Pos, "reduction operator '%s' on '%s' of type %s is not valid", c.ReductionOp, it.Name, t)
			return false
		}
		return true
	default:
		return true
	}
	return false
}

// constObject reports a const object, or an array of const elements: its
// private copy could hold no value (OpenMP 5.2 §5.4.3).
func constObject(t cc.Type) bool {
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
	}
	return ctype.IsConst(t)
}

// indexFinals gives each lastprivate iteration variable among vars
// (before its copy goes back) the value that ends its loop, lb +
// trip*step, which a sequential run leaves in it after the last iteration
// (OpenMP 5.2 §5.4.5; clang-19 gives the same): the loop itself declares
// each level's variable afresh for every iteration.
func indexFinals(nest *loops.Nest, vars []devsync.Var) string {
	var b strings.Builder
	for k, l := range nest.Levels {
		lb, step, trip := fmt.Sprintf("__omp_ws_lb%d", k), fmt.Sprintf("__omp_ws_step%d", k), fmt.Sprintf("__omp_ws_trip%d", k)
		if nest.Depth() == 1 {
			lb, step, trip = "__omp_ws_lb", "__omp_ws_step", "__omp_ws_trip"
		}
		for _, v := range vars {
			if v.Kind == "lastprivate" && indexLevel(nest, v.Decl) == k {
				fmt.Fprintf(&b, "%s = %s; ", v.Name, l.Value(lb, step, trip))
			}
		}
	}
	return b.String()
}

// indexLevel is the level of nest whose iteration variable is decl, -1
// for none: a level that declares its variable ('for (int i = ...') has
// one no clause of the construct can name.
func indexLevel(nest *loops.Nest, decl *cc.Declarator) int {
	for k, l := range nest.Levels {
		if nest.Stmts[k].Case == cc.IterationStatementFor && l.Index == decl.Name() {
			return k
		}
	}
	return -1
}
