package analysis

// The analyzer's side of finding generic regions (package generic,
// generic/find.go; docs/generic.md): the finder over the unit's
// directives, and the synchronisation constructs of a generic region
// lowered where generic.Region.SyncCtx binds them.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/clauseexpr"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
)

// finder finds the loops of generic regions in the unit.
func (a *analyzer) finder() *generic.Finder {
	return &generic.Finder{Errs: &a.errs, Pragmas: a.u.Pragmas, Dirs: a.dirs, Binder: a.binder, TeamsDist: a.teamsDist, Unit: (*findUnit)(a)}
}

// findUnit is the analyzer as the finder asks it (generic.FindUnit).
type findUnit analyzer

func (u *findUnit) ParallelCode(d *directive.Directive, stmt *cc.Statement, g *generic.Region) (*generic.Loop, bool) {
	return (*analyzer)(u).parallelCode(d, stmt, g)
}

func (u *findUnit) HostCondition(d *directive.Directive, expr string, region *cc.Statement) string {
	return clauseexpr.Host(u.u.AST.Macros, d, expr, region)
}

func (u *findUnit) HostSize(d *directive.Directive, expr string, region *cc.Statement) string {
	return clauseexpr.HostPure(u.u.AST.Macros, d, expr, region, (*analyzer)(u).hostPure)
}

// hostPure reports whether the host may call name in place of the
// device, for the same value (callees.Checker.Pure): the host has it.
func (a *analyzer) hostPure(name string) bool {
	_, nohost := a.nohostFuncs[name]
	return !nohost && a.callee.Pure(name)
}

func (u *findUnit) TeamCallLoops(g *generic.Region, ti, lo, hi int) bool {
	return (*analyzer)(u).teamCallLoops(g, ti, lo, hi)
}

// genericSyncs lowers the synchronisation constructs of a generic
// region (tokens lo to hi, caps: the variables its kernel captures), each
// bound where generic.SyncCtx says.
func (a *analyzer) genericSyncs(g *generic.Region, region *cc.Statement, subst map[int]string, lo, hi int, caps map[*cc.Declarator]*capture) {
	generic.PlaceSyncs(&a.errs, g, a.syncs)
	a.syncScope = &syncScope{gen: g, lo: lo, hi: hi, caps: caps}
	defer func() { a.syncScope = nil }()
	a.lowerSyncs(subst, "a target region", g.SyncCtx)
}
