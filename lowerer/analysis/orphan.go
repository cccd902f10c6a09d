package analysis

// Orphaned worksharing loops and barriers (docs/sync.md): a '#pragma omp
// for' or '#pragma omp barrier' in a declare target function binds to the
// team of the caller. Thread t of the caller's T threads (as the device
// runtime gives omp_get_thread_num() and omp_get_num_threads() there) takes
// its share of the iterations (static blocks or chunks, or dynamic and
// guided chunks from the team's counter), with its private, firstprivate,
// lastprivate and reduction copies (orphanred.go for arrays); the team's
// threads then meet unless nowait. Outside any parallel region the team is
// of one thread, which runs every iteration and meets no one. Every thread
// of the team must reach the construct (OpenMP 5.2 §11.1), so a call of
// such a function is refused where not every thread of the team runs it.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// orphanFor checks the clauses of the worksharing loop d at q in a
// declare target function and records it with the synchronisation
// constructs.
func (a *analyzer) orphanFor(q frontend.Pragma, d *directive.Directive) {
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	ok := true
	for _, c := range d.Clauses {
		switch c.Name {
		case "nowait":
		case "bind", "order":
			// Only on loop bind(parallel), which shares its iterations
			// as a worksharing loop does (any order is concurrent's).
		case "collapse":
			if n, isConst := a.constInt(tokenize(c.Expr)); !isConst || n < 1 || n > 8 {
				a.errs.Errorf(c.ExprPos, "the argument of 'collapse' must be an integer constant from 1 to 8")
				ok = false
			}
		case "schedule":
			if kind, _, msg := orphanSchedule(c.Expr); msg != "" {
				a.errs.Errorf(c.Pos, "%s", msg)
				ok = false
			} else if !orphanSchedules[kind] {
				a.errs.Errorf(c.Pos, "'schedule(%s)' on '#pragma omp for' in a declare target function is not supported yet (static, dynamic, guided, runtime and auto are)", strings.TrimSpace(c.Expr))
				ok = false
			}
		case "private", "firstprivate", "lastprivate", "reduction", "linear":
			if c.Name == "linear" && c.Expr != "" {
				if _, isConst := a.constInt(tokenizeKeep(c.Expr)); !isConst {
					a.errs.Errorf(c.ExprPos, "a linear step that is not an integer constant ('%s') is not supported yet", strings.TrimSpace(c.Expr))
					ok = false
				}
			}
			for _, it := range c.Items {
				if c.Name == "reduction" && len(it.Sections) == 1 && len(it.Members) == 0 {
					continue // an array section (orphanred.go)
				}
				if len(it.Sections) > 0 || len(it.Members) > 0 {
					a.errs.Errorf(it.Pos, "'%s' in '%s' is not supported yet (variables only)", it.Text, c.Name)
					ok = false
				}
			}
		default:
			a.errs.Errorf(c.Pos, "clause '%s' on '#pragma omp for' in a declare target function is not supported yet (nowait, private, firstprivate, lastprivate, linear, reduction, schedule and collapse are)", c.Name)
			ok = false
		}
	}
	if ok {
		a.syncSite(q, d)
	}
}

// orphanSchedule splits a schedule clause's argument into its kind and
// chunk, past its modifiers: monotonic and nonmonotonic (every thread
// takes its chunks in increasing order, which both allow) and simd (a
// hint); msg says what is wrong with them.
func orphanSchedule(expr string) (kind, chunk, msg string) {
	kind, chunk, modifier := kernelplan.SplitSchedule(expr)
	if !modifier {
		return kind, chunk, ""
	}
	colon := strings.Index(expr, ":")
	kind, chunk, _ = kernelplan.SplitSchedule(expr[colon+1:])
	for _, m := range strings.Split(expr[:colon], ",") {
		switch m = strings.TrimSpace(m); m {
		case "monotonic", "nonmonotonic", "simd":
		default:
			return "", "", fmt.Sprintf("unknown schedule modifier '%s' (OpenMP 5.2 knows monotonic, nonmonotonic and simd)", m)
		}
	}
	return kind, chunk, ""
}

// orphanSchedules are the schedule kinds of an orphaned loop. runtime and
// auto run as static: run-sched-var is implementation defined on a device
// and auto leaves the choice to the implementation.
var orphanSchedules = map[string]bool{"static": true, "dynamic": true, "guided": true, "runtime": true, "auto": true}

// orphanChunkOK refuses a chunk expression that calls a function (the
// device code would need it); the chunk is evaluated once, where the loop
// begins, by each thread of the team.
func (a *analyzer) orphanChunkOK(chunk string, pos diag.Pos, scope *cc.Scope, seq int) bool {
	return a.orphanExprOK(chunk, "the chunk of 'schedule'", pos, scope, seq)
}

// orphanExprOK refuses an expression of a clause (what) that calls a
// function.
func (a *analyzer) orphanExprOK(expr, what string, pos diag.Pos, scope *cc.Scope, seq int) bool {
	for _, t := range strings.Fields(tokenize(expr)) {
		if !directive.IsIdent(t) || keywords[t] {
			continue
		}
		if v := lookup(scope, t, seq); v != nil && v.Type().Kind() == cc.Function {
			a.errs.Errorf(pos, "a call of '%s' in %s is not supported yet (compute the value in a variable before the loop)", t, what)
			return false
		}
	}
	return true
}

// orphanExpr is a clause's expression for the device code: its value
// when it is an integer constant expression (its macros are the host's),
// else orphanChunk's spelling.
func (a *analyzer) orphanExpr(expr string) string {
	if v, ok := a.constInt(tokenize(expr)); ok {
		return fmt.Sprintf("%dLL", v)
	}
	return orphanChunk(expr)
}

// orphanChunk is the chunk expression with the device spelling of its
// names; the rest of its text stays as written.
func orphanChunk(chunk string) string {
	var b strings.Builder
	word := func(r byte) bool {
		return r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
	}
	for i := 0; i < len(chunk); {
		j := i
		for j < len(chunk) && word(chunk[j]) {
			j++
		}
		if j == i {
			b.WriteByte(chunk[i])
			i++
			continue
		}
		if w := chunk[i:j]; w[0] >= '0' && w[0] <= '9' {
			b.WriteString(w) // a number, suffix and all
		} else {
			b.WriteString(naming.DeviceName(w))
		}
		i = j
	}
	return b.String()
}

// orphanDS resolves the data-sharing items of the loop s: private and
// firstprivate, lastprivate (with firstprivate, one copy of both) and
// reduction.
func (a *analyzer) orphanDS(s *devsync.Site, nest *loops.Nest) ([]devsync.Var, bool) {
	var out []devsync.Var
	ok := true
	scope := scopeOf(s.Stmt)
	seen := map[*cc.Declarator]int{}
	for _, c := range s.Dir.Clauses {
		switch c.Name {
		case "private", "firstprivate", "lastprivate", "reduction", "linear":
		default:
			continue
		}
		for i := range c.Items {
			it := &c.Items[i]
			decl := a.env.ClauseVar(scope, it, c.Name, s.Pragma.Seq)
			if decl == nil {
				ok = false
				continue
			}
			if c.Name == "linear" && indexLevel(nest, decl) >= 0 {
				a.errs.Errorf(it.Pos, "the iteration variable '%s' in 'linear' on '#pragma omp for' in a declare target function is not supported yet", it.Name)
				ok = false
				continue
			}
			if (c.Name == "firstprivate" || c.Name == "reduction") && indexLevel(nest, decl) >= 0 {
				// OpenMP 5.2 §5.1.1: private or lastprivate only.
				what := "firstprivate"
				if c.Name == "reduction" {
					what = "a reduction item"
				}
				a.errs.Errorf(it.Pos, "the iteration variable '%s' of '#pragma omp for' may not be %s (it is private, or lastprivate)", it.Name, what)
				ok = false
				continue
			}
			if c.Name == "reduction" && (len(it.Sections) > 0 || decl.Type().Kind() == cc.Array) {
				continue // orphanArrayReds
			}
			if j, dup := seen[decl]; dup {
				if prev := out[j].Kind; prev == "firstprivate" && c.Name == "lastprivate" || prev == "lastprivate" && c.Name == "firstprivate" {
					out[j].Kind = "firstlast"
					continue
				}
				a.errs.Errorf(it.Pos, "'%s' appears in more than one data-sharing clause of '#pragma omp for'", it.Name)
				ok = false
				continue
			}
			if !a.orphanItemOK(c, it, decl) {
				ok = false
				continue
			}
			seen[decl] = len(out)
			out = append(out, devsync.Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: c.Name, Op: c.ReductionOp, Step: c.Expr, StepPos: c.ExprPos})
		}
	}
	return out, ok
}

// orphanItemOK checks item it, the variable decl, of clause c of an
// orphaned loop. firstprivate,
// lastprivate and reduction items must be shared in the team the loop
// binds to (OpenMP 5.2 §5.4.4, §5.4.5, §5.5.8): a variable local to the
// function is private to each of its threads. The messages of the last
// two are clang-19's.
func (a *analyzer) orphanItemOK(c directive.Clause, it *directive.Item, decl *cc.Declarator) bool {
	t := decl.Type()
	local := decl.StorageDuration() == cc.Automatic
	switch {
	case c.Name == "firstprivate" && local:
		a.errs.Errorf(it.Pos, "'%s' in 'firstprivate' must be shared in the team the loop binds to; a variable local to the function is private to each of its threads", it.Name)
	case c.Name == "lastprivate" && local:
		a.errs.Errorf(it.Pos, "lastprivate variable must be shared")
	case c.Name == "reduction" && local:
		a.errs.Errorf(it.Pos, "reduction variable must be shared")
	case c.Name == "linear" && local:
		a.errs.Errorf(it.Pos, "'%s' in 'linear' on '#pragma omp for' in a declare target function is not supported yet: a variable local to the function is private to each thread of the team", it.Name)
	case c.Name == "linear" && (!ctype.IsInteger(t) || isConst(t)):
		a.errs.Errorf(it.Pos, "'%s' in 'linear' on '#pragma omp for' in a declare target function must be a variable of integer type that is not const", it.Name)
	case c.Name == "private" && constObject(t), c.Name == "lastprivate" && constObject(t):
		a.errs.Errorf(it.Pos, "const-qualified variable '%s' cannot be %s", it.Name, c.Name)
	case c.Name == "reduction" && !ctype.IsArithmetic(t):
		a.errs.Errorf(it.Pos, "'%s' in 'reduction' on '#pragma omp for' in a declare target function is not supported yet (variables of arithmetic type, one-dimensional arrays and sections of arithmetic elements)", it.Name)
	case c.Name == "reduction" && isConst(t):
		a.errs.Errorf(it.Pos, "const-qualified variable '%s' cannot be a reduction variable", it.Name)
	case ctype.IsVLA(t):
		a.errs.Errorf(it.Pos, "a variable-length array in clause '%s' is not supported yet", c.Name)
	case c.Name == "reduction":
		if _, good := kernelplan.Identity(c.ReductionOp, t, "T"); !good {
			a.errs.Errorf(it.Pos, "reduction operator '%s' on '%s' of type %s is not valid", c.ReductionOp, it.Name, t)
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
	return isConst(t)
}

// isOrphanFor reports a worksharing loop recorded by orphanFor.
func isOrphanFor(s *devsync.Site) bool { return s.Dir.Kind == "for" || s.Dir.Kind == "loop" }

// orphanForCode puts the code of the worksharing loop s into e: the
// header's tokens give way to the loop over the thread's share, the body
// stays, the copies' values go back (lastprivate, reduction), and the
// barrier follows unless nowait.
func (a *analyzer) orphanForCode(s *devsync.Site, e *devsync.Edits) bool {
	depth := int64(1)
	if c := s.Dir.Clause("collapse"); c != nil {
		depth, _ = a.constInt(tokenize(c.Expr))
	}
	nest, errs := loops.AnalyzeNest(s.Stmt, int(depth))
	if len(errs) > 0 {
		// A non-rectangular nest shares its outer rectangular levels;
		// the inner loops stay in the body (docs/loops.md "collapse(n)").
		var ok bool
		if nest, ok = kernelplan.NonRectangularNest(s.Dir, s.Stmt, int(depth), errs, &a.errs); !ok {
			return false
		}
	}
	// omp_get_num_threads() reads the execution state the kernels set.
	a.plan.RuntimeState = true
	toks := csyntax.Tokens(s.Stmt)
	// The headers (and the braces between the collapsed levels) give way.
	bodyFirst, bodyLast := firstSeq(nest.Inner().Body), lastSeq(nest.Inner().Body)
	for _, t := range toks {
		if t.Seq() >= bodyFirst && t.Seq() <= bodyLast {
			continue
		}
		if _, ok := e.Subst[t.Seq()]; ok {
			a.errs.Errorf(frontend.Position(t), "'%s' in the header of '#pragma omp for' in a declare target function is not supported yet", t.SrcStr())
			return false
		}
		e.Drop[e.Touch(t)] = true
	}
	vars, ok := a.orphanDS(s, nest)
	if !ok {
		return false
	}
	var ds devsync.Copy // (no block without copies)
	if len(vars) > 0 || s.Dir.Clause("reduction") != nil {
		ds = a.temps.Copies(vars)
		ds.Shut = " " + ds.Shut
	}
	for _, v := range vars {
		if v.Kind == "firstlast" {
			// Every thread has its copy of the original before one
			// writes the last value back (OpenMP 5.2 §5.4.5).
			ds.Open += devsync.FuncBarrier
			break
		}
	}
	reds, ok := a.orphanArrayReds(s, vars)
	if !ok {
		return false
	}
	lin, ok := a.orphanLinear(s, nest, vars) // nestlinear.go
	if !ok {
		return false
	}
	if lin.open != "" {
		if ds.Open == "" {
			ds = a.temps.Copies(nil)
			ds.Shut = " " + ds.Shut
		}
		ds.Open += lin.open
		ds.Shut = " }" + ds.Shut
		ds.LastCopy += lin.lastCopy
	}
	ds.Open += reds.open
	kind, chunk := "static", ""
	if c := s.Dir.Clause("schedule"); c != nil {
		kind, chunk, _ = orphanSchedule(c.Expr)
		if kind == "runtime" || kind == "auto" {
			kind, chunk = "static", ""
		}
		if chunk != "" && !a.orphanChunkOK(chunk, c.ExprPos, scopeOf(s.Stmt), s.Pragma.Seq) {
			return false
		}
	}
	// The copies go back before the team meets: the thread that ran the
	// last iteration writes the lastprivate values, each thread combines
	// its reduction copies into the originals.
	tail := ds.Close
	if ds.LastCopy != "" {
		tail = "if (__omp_ws_last) { " + orphanIndexFinals(nest, vars) + ds.LastCopy + "} " + tail
	}
	if tail != "" {
		tail = " " + strings.TrimSuffix(tail, " ")
	}
	if chunk != "" {
		chunk = a.orphanExpr(chunk)
	}
	before, after := orphanShare(nest, kind, chunk, ds.Open, ds.LastCopy != "")
	before += lin.iter // the body follows
	after = strings.Replace(after, "@", reds.close+tail+ds.Shut, 1)
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

// orphanIndexFinals gives each lastprivate iteration variable among vars
// (before its copy goes back) the value that ends its loop, lb +
// trip*step, which a sequential run leaves in it after the last iteration
// (OpenMP 5.2 §5.4.5; clang-19 gives the same): the loop itself declares
// each level's variable afresh for every iteration.
func orphanIndexFinals(nest *loops.Nest, vars []devsync.Var) string {
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

// orphanShare is the code before and after the body of an orphaned loop
// m: the calling thread's share of its iterations under schedule kind
// (static, dynamic or guided) with chunk (device spelling, "" when
// omitted); open opens the copies' blocks, and "@" in after stands where
// they close. __omp_ws_last says whether the thread ran the last
// iteration.
func orphanShare(nest *loops.Nest, kind, chunk, open string, last bool) (before, after string) {
	lastDecl, lastSet := "", ""
	if last {
		lastDecl, lastSet = "int __omp_ws_last = 0; ", "if (__omp_ws_hi == __omp_ws_trip) __omp_ws_last = 1; "
	}
	head, iter := orphanSpace(nest)
	head += "__omp_ws_nt = (unsigned long long)omp_get_num_threads(), "
	if kind == "static" && chunk == "" {
		// Thread t takes the t-th block of ceil(n/T) iterations.
		if last {
			lastDecl = "const int __omp_ws_last = __omp_ws_lo < __omp_ws_hi && __omp_ws_hi == __omp_ws_trip; "
		}
		return head + "__omp_ws_chunk = __omp_ceil_div(__omp_ws_trip, __omp_ws_nt), " +
			"__omp_ws_lo = __omp_sat_mul((unsigned long long)omp_get_thread_num(), __omp_ws_chunk) < __omp_ws_trip ? __omp_sat_mul((unsigned long long)omp_get_thread_num(), __omp_ws_chunk) : __omp_ws_trip, " +
			"__omp_ws_hi = __omp_next(__omp_ws_lo, __omp_ws_chunk, __omp_ws_trip); " +
			lastDecl + open + iter, " }@ }"
	}
	if chunk == "" {
		chunk = "1"
	}
	head += fmt.Sprintf("__omp_ws_tid = (unsigned long long)omp_get_thread_num(); const long long __omp_ws_cv = (long long)(%s); "+
		"const unsigned long long __omp_ws_chunk = __omp_ws_cv < 1 ? 1ULL : (unsigned long long)__omp_ws_cv; ", chunk) + lastDecl
	if kind == "static" {
		// Chunks t, t+T, t+2T... (OpenMP 5.2 §11.5.3).
		return head + open +
			"for (unsigned long long __omp_ws_lo = __omp_sat_mul(__omp_ws_tid, __omp_ws_chunk) < __omp_ws_trip ? __omp_sat_mul(__omp_ws_tid, __omp_ws_chunk) : __omp_ws_trip; " +
			"__omp_ws_lo < __omp_ws_trip; __omp_ws_lo = __omp_next(__omp_ws_lo, __omp_sat_mul(__omp_ws_nt, __omp_ws_chunk), __omp_ws_trip)) { " +
			"const unsigned long long __omp_ws_hi = __omp_next(__omp_ws_lo, __omp_ws_chunk, __omp_ws_trip); " +
			lastSet + iter, " } }@ }"
	}
	// dynamic, guided: the threads take chunks from the team's counter,
	// which thread 0 resets once every thread is past the previous loop
	// that used it: the team meets before and after the reset. A team of
	// one takes the whole loop at once (__omp_ws_solo): a counter in the
	// thread's own memory would need the local-memory test of the device
	// atomics, which nvcc compiles into a local access at address 0.
	guided := 0
	if kind == "guided" {
		guided = 1
	}
	return head + "unsigned long long __omp_ws_own = 0ULL, *__omp_ws_ctr = __omp_ws_nt > 1 ? __omp_ws_counter() : 0; " +
			"if (__omp_ws_nt > 1) { __omp_barrier(); if (__omp_ws_tid == 0) *__omp_ws_ctr = 0ULL; __omp_barrier(); } " +
			"unsigned long long __omp_ws_lo, __omp_ws_hi; " + open +
			fmt.Sprintf("while (__omp_ws_ctr ? __omp_dyn_next_in(__omp_ws_ctr, 0ULL, 1ULL, __omp_ws_trip, __omp_ws_trip, __omp_ws_chunk, %d, &__omp_ws_lo, &__omp_ws_hi) : __omp_ws_solo(&__omp_ws_own, __omp_ws_trip, &__omp_ws_lo, &__omp_ws_hi)) { ", guided) +
			lastSet + iter,
		" } }@ }"
}

// orphanSpace is the start of the declarations of an orphaned loop's
// iteration space (nest: its collapsed levels), up to __omp_ws_trip, and
// the loop over a share [__omp_ws_lo, __omp_ws_hi) of it, which gives each
// level's variable its value (OpenMP 5.2 §4.4.3: the innermost level
// varies fastest).
func orphanSpace(nest *loops.Nest) (head, iter string) {
	m := nest.Outer()
	if nest.Depth() == 1 {
		head = fmt.Sprintf("{ %s __omp_ws_lb = %s; const long long __omp_ws_step = (long long)(%s); "+
			"const unsigned long long __omp_ws_trip = %s, ",
			m.IndexType, m.Lower, m.Step, m.Trip("__omp_ws_lb", m.Upper, "__omp_ws_step"))
		iter = fmt.Sprintf("for (unsigned long long __omp_ws_iv = __omp_ws_lo; __omp_ws_iv < __omp_ws_hi; __omp_ws_iv++) { %s %s = %s; ",
			m.IndexType, m.Index, m.Value("__omp_ws_lb", "__omp_ws_step", "__omp_ws_iv"))
		return head, iter
	}
	head = "{ "
	trip := ""
	values := ""
	for k := nest.Depth() - 1; k >= 0; k-- {
		l := nest.Levels[k]
		lb, step, tk := fmt.Sprintf("__omp_ws_lb%d", k), fmt.Sprintf("__omp_ws_step%d", k), fmt.Sprintf("__omp_ws_trip%d", k)
		head = strings.Replace(head, "{ ", fmt.Sprintf("{ %s %s = %s; const long long %s = (long long)(%s); const unsigned long long %s = %s; ",
			l.IndexType, lb, l.Lower, step, l.Step, tk, l.Trip(lb, l.Upper, step)), 1)
		if trip == "" {
			trip = tk
		} else {
			trip = fmt.Sprintf("__omp_trip_mul(%s, %s)", tk, trip)
		}
		at := fmt.Sprintf("__omp_divmod(&__omp_ws_r, %s)", tk)
		if k == 0 {
			at = "__omp_ws_r"
		}
		values += fmt.Sprintf("%s %s = %s; ", l.IndexType, l.Index, l.Value(lb, step, at))
	}
	head += fmt.Sprintf("const unsigned long long __omp_ws_trip = %s, ", trip)
	iter = "for (unsigned long long __omp_ws_iv = __omp_ws_lo; __omp_ws_iv < __omp_ws_hi; __omp_ws_iv++) { unsigned long long __omp_ws_r = __omp_ws_iv; " + values
	return head, iter
}

// teamFunc reports whether the function name, defined in the unit, holds
// a construct that binds to the caller's team and makes its threads meet
// or share work (for, barrier), itself or in a function it calls.
func (a *analyzer) teamFunc(name string) bool {
	if a.teamFuncs == nil {
		a.teamFuncs = map[string]bool{}
	}
	if v, ok := a.teamFuncs[name]; ok {
		return v
	}
	a.teamFuncs[name] = false // a recursive call adds nothing
	def := a.funcDef(name)
	if def == nil || def.CompoundStatement == nil {
		return false
	}
	body := def.CompoundStatement
	found := false
	// What stands in the function's own parallel regions binds to
	// their teams (fnpar.go).
	spans := a.fnParSpans(def)
	for _, q := range a.pragmasIn(body.Token.Seq(), body.Token2.Seq()) {
		if k := a.pragmaIndex(q); k >= 0 && bindsTeam(a.dirs[k]) && !inSpans(spans, q.Seq) {
			found = true
		}
	}
	if !found {
		a.teamCalls(body, func(tok cc.Token, _ string) { found = found || !inSpans(spans, tok.Seq()) })
	}
	a.teamFuncs[name] = found
	return found
}

// bindsTeam reports the constructs of a declare target function whose
// team's threads share work or meet: every thread must reach them.
func bindsTeam(d *directive.Directive) bool {
	switch d.Kind {
	case "for", directive.Barrier:
		return true
	case "loop":
		return bindsParallel(d)
	case directive.Single, directive.Sections:
		return !d.Sync.Nowait
	}
	return false
}

// teamCalls calls f for each call in n of a function that teamFunc reports.
func (a *analyzer) teamCalls(n cc.Node, f func(tok cc.Token, name string)) {
	csyntax.Walk(n, func(n cc.Node) bool {
		x, ok := n.(*cc.PostfixExpression)
		if !ok || x.Case != cc.PostfixExpressionCall {
			return true
		}
		if pe, ok := x.PostfixExpression.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
			if name := pe.Token.SrcStr(); a.teamFunc(name) {
				f(pe.Token, name)
			}
		}
		return true
	})
}

// teamCallRefusal is the message for a call of team function name where
// (what) some of the team's threads do not run it.
func teamCallRefusal(name, what string) string {
	return fmt.Sprintf("call to '%s' %s: it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them", name, what)
}

// funcTeamCalls refuses the calls of team functions in a declare target
// function's worksharing loops and in the constructs that not every
// thread of the team runs.
func (a *analyzer) funcTeamCalls() {
	for _, s := range a.syncs {
		if s.Stmt == nil || !keepsThreadsAway(s.Dir.Kind) {
			continue
		}
		kind := s.Dir.Kind
		a.teamCalls(s.Stmt, func(tok cc.Token, name string) {
			a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", kind)))
		})
	}
}

// keepsThreadsAway reports the constructs whose statement not every
// thread of the team runs as the code around them (a worksharing loop
// shares its iterations: a nested one may not be closely nested).
func keepsThreadsAway(k directive.Kind) bool {
	switch k {
	case "for", "loop", directive.Single, directive.Masked, directive.Master, directive.Critical, directive.Sections, directive.SectionKind, directive.Task, directive.Ordered, directive.Taskloop:
		// (The only loop constructs among a function's syncs are
		// those with bind(parallel).)
		return true
	}
	return false
}

// kernelTeamCalls checks the calls of team functions in the region of
// kernel k (gen its generic plan): they are lowered where every thread of
// the team the call binds to runs it, and the host plugin then runs the
// team's threads as real threads.
func (a *analyzer) kernelTeamCalls(k *plan.Kernel, gen *generic.Region, region cc.Node) {
	if region == nil {
		return
	}
	called := false
	a.teamCalls(region, func(tok cc.Token, name string) {
		if a.nestCallAt(tok.Seq()) {
			return // a team of one in a nested parallel region (nestcall.go)
		}
		if msg := a.teamCallSite(k, gen, tok.Seq()); msg != "" {
			a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, msg))
			return
		}
		for _, s := range a.syncs {
			if s.Stmt != nil && keepsThreadsAway(s.Dir.Kind) && firstSeq(s.Stmt) <= tok.Seq() && tok.Seq() <= lastSeq(s.Stmt) {
				a.errs.Errorf(frontend.Position(tok), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", s.Dir.Kind)))
				return
			}
		}
		called = true
	})
	if called {
		k.TeamThreads = true
	}
}

// teamCallSite says where the call at token seq in the region of kernel k
// stands when not every thread of the team it binds to runs it, or what
// is not supported there; "" where the call is lowered. The team is the
// innermost parallel region's: the kernel's threads in a target parallel
// region and in a parallel region of code, or one thread (as the device
// runtime reports) in the code of a target or teams region, a distribute
// loop's body and the code that thread 0 of a generic region runs at
// level 0.
func (a *analyzer) teamCallSite(k *plan.Kernel, gen *generic.Region, seq int) string {
	kind := k.Directive.Kind
	switch {
	case k.LoopPlan != nil && kind.Has("for"):
		return wsLoopSite(kind)
	case a.ws != nil && a.ws.LoopOf(seq) != nil:
		return wsLoopSite(a.ws.LoopOf(seq).Dir.Kind)
	case k.LoopPlan != nil && kind.Has("simd"):
		return fmt.Sprintf("in the region of '#pragma omp %s' (a simd region)", kind)
	case k.LoopPlan != nil && kind.Has("loop"):
		return fmt.Sprintf("in the region of '#pragma omp %s' (a loop region)", kind)
	case gen != nil:
		return a.genericCallSite(k, gen, seq)
	}
	return ""
}

// wsLoopSite names the worksharing loop construct kind around a call.
func wsLoopSite(kind directive.Kind) string {
	return fmt.Sprintf("in the region of the worksharing loop of '#pragma omp %s'", kind)
}

// genericCallSite is teamCallSite in generic region gen.
func (a *analyzer) genericCallSite(k *plan.Kernel, gen *generic.Region, seq int) string {
	if l := gen.LoopOf(seq); l != nil {
		switch {
		case l.Par != nil && l.Par.LoopOf(seq) != nil:
			return wsLoopSite(l.Par.LoopOf(seq).Dir.Kind)
		case l.Par != nil:
			return "" // a parallel region of code: every thread runs it
		case l.DistributeOnly() && !l.Dir.Kind.Has("simd"):
			return "" // thread 0 runs the team's iterations, at level 0
		case l.Dir.Kind.Has("simd"):
			return fmt.Sprintf("in the region of '#pragma omp %s' (a simd region)", l.Dir.Kind)
		}
		return wsLoopSite(l.Dir.Kind)
	}
	inBlock := false
	for b := range gen.ParBlocks {
		inBlock = inBlock || b.Token.Seq() < seq && seq < b.Token2.Seq()
	}
	if inBlock || k.Level != 0 {
		// (a parallel region whose code thread 0 alone runs)
		return "between the loops of a parallel region in a target region, which thread 0 alone runs"
	}
	return "" // thread 0 runs it as a team of one
}

// lastSeq is the sequence number of n's last token.
func lastSeq(n cc.Node) int {
	t := csyntax.Tokens(n)
	return t[len(t)-1].Seq()
}

// firstSeq is the sequence number of n's first token.
func firstSeq(n cc.Node) int {
	t := csyntax.First(n)
	return t.Seq()
}
