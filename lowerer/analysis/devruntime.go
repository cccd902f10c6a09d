package analysis

// The OpenMP routines device code may call (docs/device-runtime.md):
// deviceCalls lists those the device header provides; the others are
// refused here with a reason.

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// deviceRoutine handles a call to name in device code when name is an
// OpenMP routine; it reports whether it did. A routine that reads the
// execution state makes the unit's kernels set it; one the device does
// not provide is an error.
func (a *analyzer) deviceRoutine(name string, tok cc.Token, where string) bool {
	if name == "omp_in_final" && where != "a target region" {
		// A region's calls are spelled by inFinalCode (final.go).
		if at, ok := a.finalClause(); ok {
			a.errs.Errorf(frontend.Position(tok), "OpenMP routine 'omp_in_final' in %s is not supported yet in a unit with a 'final' clause (at %d:%d): the device does not track final tasks, so a function cannot know whether its caller runs in one", where, at.Line, at.Col)
			return true
		}
	}
	if deviceCalls[name] {
		if stateCalls[name] {
			a.plan.RuntimeState = true
		}
		return true
	}
	if !strings.HasPrefix(name, "omp_") {
		return false
	}
	if def := a.funcDef(name); def != nil && !a.inSystemHeader(def) {
		return false // the program's own function
	}
	host := ""
	switch {
	case strings.Contains(name, "_lock"):
		// lock routines the device lacks: below
	case strings.HasPrefix(name, "omp_set_") || name == "omp_display_env":
		host = "it changes or prints the host's settings (internal control variables)"
	case strings.HasPrefix(name, "omp_target_") || strings.Contains(name, "alloc") || strings.HasSuffix(name, "_free"):
		host = "memory and device management routines run on the host"
	}
	if host != "" {
		a.errs.Errorf(frontend.Position(tok), "OpenMP routine '%s' cannot be called in %s: %s", name, where, host)
		return true
	}
	why := "it is not implemented on the device (docs/device-runtime.md lists the device routines)"
	switch {
	}
	a.errs.Errorf(frontend.Position(tok), "OpenMP routine '%s' in %s is not supported yet: %s", name, where, why)
	return true
}

// finalClause returns the position of the first final clause of a task
// or taskloop construct of the unit (the host's too). Without one no
// task is final, so omp_in_final() is 0 in every function.
func (a *analyzer) finalClause() (diag.Pos, bool) {
	for _, q := range a.u.Pragmas {
		task := false
		for j, t := range q.Toks {
			task = task || t.Text == "task" || t.Text == "taskloop"
			if task && t.Text == "final" && j+1 < len(q.Toks) && q.Toks[j+1].Text == "(" {
				return t.Pos, true
			}
		}
	}
	return diag.Pos{}, false
}

// threadLimit returns the value of a thread_limit clause's expression
// when it is an int constant of at least 1, else 0.
func (a *analyzer) threadLimit(expr string) int {
	if v, ok := a.constInt(expr); ok && v >= 1 && v <= 2147483647 {
		return int(v)
	}
	return 0
}

// regionIsParallel reports whether a parallel construct is the whole
// region of the target construct of pragma ti (its pragma follows the
// target's with no token between them): a generic region's code is then
// at level 1 throughout.
func (a *analyzer) regionIsParallel(ti int) bool {
	ps := a.u.Pragmas
	if ti < 0 || ti+1 >= len(ps) || ps[ti+1].Seq != ps[ti].Seq {
		return false
	}
	d := a.dirs[ti+1]
	return d != nil && d.Kind == "parallel"
}
