// Package orphan lowers orphaned worksharing loops (docs/sync.md): a
// '#pragma omp for' (or 'loop' with bind(parallel)) in a declare target
// function binds to the team of the caller. Thread t of the caller's T
// threads (as the device runtime gives omp_get_thread_num() and
// omp_get_num_threads() there) takes its share of the iterations (static
// blocks or chunks, or dynamic and guided chunks from the team's
// counter), with its private, firstprivate, lastprivate, linear and
// reduction copies (arrayred.go for arrays); the team's threads then meet
// unless nowait. Outside any parallel region the team is of one thread,
// which runs every iteration and meets no one.
//
// The package reads the analysis only through Input: the loops are
// recorded and placed with the other synchronisation constructs by
// package devsync, whose Region.OrphanLoop calls Code.
package orphan

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Input is what lowering an orphaned loop reads from the analysis.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Env is the data environment: the variables clauses name.
	Env *dataenv.Env
	// ConstInt evaluates an integer constant expression whose tokens
	// are separated by spaces (the unit's macros are the host's).
	ConstInt func(expr string) (int64, bool)
	// Temps numbers the temporaries of private copies across the unit.
	Temps *devsync.Temps
	// RuntimeState is set when the device code reads the execution
	// state that the kernels set (omp_get_num_threads()).
	RuntimeState *bool
	// Linear returns the code of the linear items among vars of loop s
	// (nest: its loops), which the analysis shares with the host text
	// of the function.
	Linear func(s *devsync.Site, nest *loops.Nest, vars []devsync.Var) (Linear, bool)
	// Src is the main file's text; PragmasIn returns the pragmas
	// between tokens lo and hi; HostSplice records a splice of the host
	// text of a function (doacross.go), once however often the
	// function is lowered.
	Src        []byte
	PragmasIn  func(lo, hi int) []frontend.Pragma
	HostSplice func(*plan.Splice)
}

// Linear is the code of a loop's linear items: Open declares the
// originals' values and the copies; Iter sets the copies at the start of
// an iteration; LastCopy writes them back.
type Linear struct {
	Open, Iter, LastCopy string
}

// simdHints are the clauses of a composite construct with a simd leaf
// that only that leaf takes: hints for a thread that runs its share of
// the iterations in order, one lane.
var simdHints = map[string]bool{"safelen": true, "simdlen": true, "aligned": true, "nontemporal": true}

// WithoutSimd returns composite construct d ('for simd', 'parallel for
// simd') without its simd leaf: the kind without " simd" and without the
// clauses only that leaf takes (its hints, and an if clause with the
// simd modifier, or without one on 'for simd', where simd is the only
// leaf that takes if). Each thread runs its share of the iterations in
// order, which a simd loop allows. Other directives are returned as they
// are.
func WithoutSimd(d *directive.Directive) *directive.Directive {
	if d == nil {
		return nil
	}
	kind := strings.TrimSuffix(string(d.Kind), " simd")
	if kind == string(d.Kind) {
		return d
	}
	w := *d
	w.Kind = directive.Kind(kind)
	w.Clauses = nil
	for _, c := range d.Clauses {
		if simdHints[c.Name] || c.Name == "if" && (c.NameModifier == "simd" || c.NameModifier == "" && kind == "for") {
			continue
		}
		w.Clauses = append(w.Clauses, c)
	}
	return &w
}

// IsFor reports a worksharing loop among the synchronisation constructs
// (one that Check accepted).
func IsFor(s *devsync.Site) bool { return s.Dir.Kind == "for" || s.Dir.Kind == "loop" }

// Check checks the clauses of the worksharing loop d in a declare target
// function (inParallel: in a parallel construct of the function); it
// reports whether the loop is to be recorded with the synchronisation
// constructs.
func Check(in Input, d *directive.Directive, inParallel bool) bool {
	if errs := directive.WithoutConditional(d); len(errs) > 0 {
		*in.Errs = append(*in.Errs, errs...)
		return false
	}
	if c := devsync.ConditionalClause(d); c != nil {
		if inParallel {
			in.Errs.Errorf(c.ConditionalPos, "lastprivate modifier 'conditional' on a '#pragma omp %s' in a parallel region of a declare target function is not supported yet", d.Kind)
			return false
		}
		// gcc compiles the function's host text into a call of
		// GOMP_loop_start with the clause's memory, which LLVM's
		// libomp, the program's runtime, aborts on.
		in.Errs.Errorf(c.ConditionalPos, "lastprivate modifier 'conditional' on an orphaned '#pragma omp %s' in a declare target function is not supported yet (the host code gcc makes of it needs a libgomp feature LLVM's libomp lacks); put the loop in the parallel region", d.Kind)
		return false
	}
	ok := true
	for _, c := range d.Clauses {
		if !checkClause(in, c) {
			ok = false
		}
	}
	return ok && checkOrdered(in, d)
}

// checkClause checks clause c of an orphaned loop.
func checkClause(in Input, c directive.Clause) bool {
	switch c.Name {
	case "nowait":
	case "ordered":
		// With an argument, a doacross loop (doacross.go).
	case "bind", "order":
		// Only on loop bind(parallel), which shares its iterations
		// as a worksharing loop does (any order is concurrent's).
	case "collapse":
		if n, isConst := in.ConstInt(csyntax.Tokenize(c.Expr)); !isConst || n < 1 || n > 8 {
			in.Errs.Errorf(c.ExprPos, "the argument of 'collapse' must be an integer constant from 1 to 8")
			return false
		}
	case "schedule":
		if kind, _, msg := splitSchedule(c.Expr); msg != "" {
			in.Errs.Errorf(c.Pos, "%s", msg)
			return false
		} else if !schedules[kind] {
			in.Errs.Errorf(c.Pos, "'schedule(%s)' on '#pragma omp for' in a declare target function is not supported yet (static, dynamic, guided, runtime and auto are)", strings.TrimSpace(c.Expr))
			return false
		}
	case "private", "firstprivate", "lastprivate", "reduction", "linear":
		ok := true
		if c.Name == "linear" && c.Expr != "" {
			if _, isConst := in.ConstInt(csyntax.TokenizeKeep(c.Expr)); !isConst {
				in.Errs.Errorf(c.ExprPos, "%s", directive.LinearStepNotConstant(strings.TrimSpace(c.Expr)))
				ok = false
			}
		}
		for _, it := range c.Items {
			if c.Name == "reduction" && len(it.Sections) == 1 && len(it.Members) == 0 {
				continue // an array section (arrayred.go)
			}
			if len(it.Sections) > 0 || len(it.Members) > 0 {
				in.Errs.Errorf(it.Pos, "'%s' in '%s' is not supported yet (variables only)", it.Text, c.Name)
				ok = false
			}
		}
		return ok
	default:
		in.Errs.Errorf(c.Pos, "clause '%s' on '#pragma omp for' in a declare target function is not supported yet (nowait, private, firstprivate, lastprivate, linear, reduction, schedule, collapse and ordered are)", c.Name)
		return false
	}
	return true
}

// splitSchedule splits a schedule clause's argument into its kind and
// chunk, past its modifiers: monotonic and nonmonotonic (every thread
// takes its chunks in increasing order, which both allow) and simd (a
// hint); msg says what is wrong with them.
func splitSchedule(expr string) (kind, chunk, msg string) {
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

// schedules are the schedule kinds of an orphaned loop. runtime and auto
// run as static: run-sched-var is implementation defined on a device and
// auto leaves the choice to the implementation.
var schedules = map[string]bool{"static": true, "dynamic": true, "guided": true, "runtime": true, "auto": true}

// chunkOK refuses a chunk expression that calls a function (the device
// code would need it); the chunk is evaluated once, where the loop
// begins, by each thread of the team.
func chunkOK(in Input, chunk string, pos diag.Pos, scope *cc.Scope, seq int) bool {
	return exprOK(in, chunk, "the chunk of 'schedule'", pos, scope, seq)
}

// exprOK refuses an expression of a clause (what) that calls a function.
func exprOK(in Input, expr, what string, pos diag.Pos, scope *cc.Scope, seq int) bool {
	for _, t := range strings.Fields(csyntax.Tokenize(expr)) {
		if !directive.IsIdent(t) || csyntax.ExprKeywords[t] {
			continue
		}
		if v := resolve.Lookup(scope, t, seq); v != nil && v.Type().Kind() == cc.Function {
			in.Errs.Errorf(pos, "a call of '%s' in %s is not supported yet (compute the value in a variable before the loop)", t, what)
			return false
		}
	}
	return true
}

// deviceExpr is a clause's expression for the device code: its value
// when it is an integer constant expression (its macros are the host's),
// else deviceText's spelling.
func deviceExpr(in Input, expr string) string {
	if v, ok := in.ConstInt(csyntax.Tokenize(expr)); ok {
		return fmt.Sprintf("%dLL", v)
	}
	return deviceText(expr)
}

// deviceText is an expression with the device spelling of its names;
// the rest of its text stays as written.
func deviceText(chunk string) string {
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
