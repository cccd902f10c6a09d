package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
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

func (u *callUnit) NestSafe(fn *cc.FunctionDefinition) bool {
	return (*analyzer)(u).nestSafe(fn, 0) // nested.go
}

// teamFunc reports whether function name holds a construct that binds
// to the caller's team (devcall.Funcs.Team).
func (a *analyzer) teamFunc(name string) bool { return a.calls.Team(name) }

// teamCallRefusal is the message for a call of team function name where
// (what) some of the team's threads do not run it.
func teamCallRefusal(name, what string) string { return devcall.TeamCallRefusal(name, what) }

// nestTeamConstruct names the construct of a nested parallel region
// (tokens lo to hi) around the call at token seq that keeps the threads
// of the region's team apart, or "".
func (a *analyzer) nestTeamConstruct(seq, lo, hi int) string {
	return a.calls.NestTeamConstruct(seq, lo, hi)
}

// callRegion is the region of kernel k (gen its generic plan, body its
// code) whose calls package devcall checks.
func (a *analyzer) callRegion(k *plan.Kernel, gen *generic.Region, body cc.Node) devcall.Region {
	return devcall.Region{Errs: &a.errs, Kernel: k, Generic: gen, WS: a.ws, Syncs: a.syncs, Body: body, NestCall: a.nestCallAt, TeamCall: a.teamCallAt}
}

// teamCallAt reports whether token seq is the callee of a call that
// goes to the copy that a team calls.
func (a *analyzer) teamCallAt(seq int) bool {
	_, ok := a.teamCallSubst[seq]
	return ok
}

// nestCall plans the call of function fn (its name token tok) in a
// nested parallel region (where names it for messages): fn and the
// functions it calls that are not nest-safe get a copy for the nested
// level. It reports false, with an error, where it cannot.
func (a *analyzer) nestCall(tok cc.Token, fn *cc.FunctionDefinition, where string) bool {
	parFn := ""
	if a.inFnPar {
		parFn = a.parFn
	}
	names, ok := a.calls.NestCall(&a.errs, tok, fn, where, parFn)
	if !ok {
		return false
	}
	if a.nestClones == nil {
		a.nestClones = map[string]diag.Pos{}
	}
	for _, n := range names {
		if _, seen := a.nestClones[n]; !seen {
			a.nestClones[n] = frontend.Position(tok)
		}
	}
	if a.nestCallSubst == nil {
		a.nestCallSubst = map[int]string{}
	}
	a.nestCallSubst[tok.Seq()] = devcall.NestCloneName(fn.Declarator.Name())
	return true
}

// nestCallAt reports whether token seq is the callee of a call that
// goes to a nested-level copy.
func (a *analyzer) nestCallAt(seq int) bool {
	_, ok := a.nestCallSubst[seq]
	return ok
}

// nestClone is the copy of device function df for nested parallel
// regions (devcall.NestClone).
func (a *analyzer) nestClone(df *plan.DeviceFunc) (*plan.DeviceFunc, bool) {
	return devcall.NestClone(df, nestRoutines, a.nestClones)
}

func (u *callUnit) NestRoutine(name string) bool { return nestRoutines[name] != "" } // nested.go

func (u *callUnit) ConstInt(expr string) (int64, bool) { return (*analyzer)(u).constInt(expr) }

func (u *callUnit) MayHaveEffects(e string) bool { return mayHaveEffects(e) } // nested.go

func (u *callUnit) AssignSites(n cc.Node, f func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool)) {
	assignSites(n, f) // worksharing.go
}
