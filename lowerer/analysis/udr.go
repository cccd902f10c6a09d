package analysis

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/udr"
)

// User-defined reductions are package udr's: the analyzer hands it the
// unit and checks the functions their combiners and initializers call.

// udrTable returns the unit's declare reductions, collected on first use.
func (a *analyzer) udrTable() *udr.Table {
	if a.udrs == nil {
		a.udrs = udr.New(udr.Input{
			Errs: &a.errs, Unit: a.u, Dirs: a.dirs, Functions: a.functions(),
			NeedRecords: a.types.Records, Callee: a.udrCallee, Plan: a.plan,
		})
	}
	return a.udrs
}

// DeclaredReduction resolves reduction identifier id for a list item of
// type t used before token seq (kernelplan.Unit, udr.Table.Resolve).
func (u *planUnit) DeclaredReduction(id string, pos diag.Pos, t cc.Type, seq int) (r *plan.UDR, found, ok bool) {
	return (*analyzer)(u).udrTable().Resolve(id, pos, t, seq)
}

// udrCallee checks a function a combiner or initializer calls, as a
// target region's callee: defined in the unit (then a device function),
// or one the device provides.
func (a *analyzer) udrCallee(name string, pos diag.Pos, where string) bool {
	if a.declFuncs[name] || callees.Library(name) || strings.HasPrefix(name, "__builtin_") {
		return true
	}
	if def := a.callee.Def(name); def != nil && !a.callee.InSystemHeader(def) {
		a.declFuncs[name] = true
		return true
	}
	a.errs.Errorf(pos, "call to '%s' in %s is not supported: its definition is not in this translation unit, so it cannot be compiled for the device", name, where)
	return false
}
