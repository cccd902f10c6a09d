package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The analyzer's side of the calls of declare target functions whose
// meaning depends on the team that runs them (package devcall): the
// unit's functions and directives as the package reads them, and the
// calls into it.

// callUnit is the analyzer as package devcall reads it (devcall.Unit).
type callUnit analyzer

func (u *callUnit) FuncDef(name string) *cc.FunctionDefinition {
	return (*analyzer)(u).callee.Def(name)
}

func (u *callUnit) InSystemHeader(fn *cc.FunctionDefinition) bool {
	return (*analyzer)(u).callee.InSystemHeader(fn)
}

func (u *callUnit) Directives(lo, hi int) []devcall.Directive {
	a := (*analyzer)(u)
	ps := a.src.In(lo, hi)
	out := make([]devcall.Directive, len(ps))
	for i, q := range ps {
		out[i] = devcall.Directive{Pragma: q, Index: a.src.Index(q)}
		if out[i].Index >= 0 {
			out[i].Dir = a.dirs[out[i].Index]
		}
	}
	return out
}

func (u *callUnit) Stmt(seq int) *cc.Statement { return u.binder.Bind(seq).Stmt }

// callRegion is the region of kernel k (gen its generic plan, body its
// code) whose calls package devcall checks.
func (a *analyzer) callRegion(k *plan.Kernel, gen *generic.Region, body cc.Node) devcall.Region {
	return devcall.Region{Errs: &a.errs, Kernel: k, Generic: gen, WS: a.ws, Syncs: a.syncs, Body: body, NestCall: a.routes.NestCallAt, TeamCall: a.routes.TeamCallAt}
}

// nestClone is the copy of device function df for nested parallel
// regions (devcall.NestClone).
func (a *analyzer) nestClone(df *plan.DeviceFunc) (*plan.DeviceFunc, bool) {
	return devcall.NestClone(df, nestRoutines, a.routes.NestClones())
}

func (u *callUnit) NestRoutine(name string) bool { return nestRoutines[name] != "" } // nested.go

func (u *callUnit) ConstInt(expr string) (int64, bool) { return (*analyzer)(u).constInt(expr) }

func (u *callUnit) MayHaveEffects(e string) bool { return nested.MayHaveEffects(e) }

func (u *callUnit) AssignSites(n cc.Node, f func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool)) {
	assignSites(n, f) // worksharing.go
}
