package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/clauseexpr"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/udr"
)

// The analyzer's side of planning a generic region's body (package
// generic): the calls, and the analyzer as the builder sees it.

// genericBody plans the body of the generic region g of kernel k. It
// returns the variables the nested loops' clauses name.
func (a *analyzer) genericBody(k *plan.Kernel, g *generic.Region, region *cc.Statement, subst map[int]string) []*capture {
	var out []*capture
	for _, v := range generic.Body((*genUnit)(a), k, g, region, subst) {
		out = append(out, &capture{d: v.Decl, name: v.Name, pos: v.Pos, first: v.First})
	}
	return out
}

// genUnit is the analyzer as the generic body builder sees it
// (generic.Unit).
type genUnit analyzer

func (u *genUnit) Errs() *diag.List                     { return &u.errs }
func (u *genUnit) Macro(name string) bool               { _, ok := u.u.AST.Macros[name]; return ok }
func (u *genUnit) ErrorAt(pos diag.Pos) bool            { return u.errs.At(pos) }
func (u *genUnit) KernelPlan() *kernelplan.Planner      { return (*analyzer)(u).kernelPlan() }
func (u *genUnit) Syncs() []*devsync.Site               { return u.syncs }
func (u *genUnit) SharedAlign(d *cc.Declaration) string { return u.allocs.SharedAlign(d) }

func (u *genUnit) LoopNest(d *directive.Directive, stmt *cc.Statement) (*loops.Nest, bool) {
	return (*analyzer)(u).loopNest(d, stmt)
}

func (u *genUnit) DeviceClauseExpr(expr string, s *cc.Scope, seq, depth int) string {
	return clauseexpr.Device(u.u.AST.Macros, expr, s, seq, depth)
}

func (u *genUnit) SpellDecl(t cc.Type, name string) (string, error) {
	return (*analyzer)(u).spellDecl(t, name)
}

func (u *genUnit) SpellQualDecl(t cc.Type, name string) (string, error) {
	return (*analyzer)(u).spellQualDecl(t, name)
}

func (u *genUnit) UDROrigRefused(r *plan.Reduction, where string) {
	udr.OrigRefused(&u.errs, r, where)
}

func (u *genUnit) HostCondition(d *directive.Directive, expr string, region *cc.Statement) string {
	return clauseexpr.Host(u.u.AST.Macros, d, expr, region)
}

func (u *genUnit) HostSize(d *directive.Directive, expr string, region *cc.Statement) string {
	return clauseexpr.HostPure(u.u.AST.Macros, d, expr, region, (*analyzer)(u).hostPure)
}

func (u *genUnit) DeviceCall(name string, pos diag.Pos) {
	a := (*analyzer)(u)
	if a.checkDeviceTypeAt(name, pos, targetRegion) {
		a.callee.CallAt(name, pos, targetRegion)
	}
}

func (u *genUnit) WSSharedItems(w *generic.Par, lo, hi int, private map[string]bool) {
	(*analyzer)(u).wsSharedItems(w, lo, hi, private) // worksharing.go
}

func (u *genUnit) ConditionalWrites(d *directive.Directive, body cc.Node, subst map[int]string, lo, hi int) {
	(*analyzer)(u).conditionalWrites(d, body, subst, lo, hi)
}
func (u *genUnit) WSUniform(w *generic.Par, d *directive.Directive, region cc.Node, lo, hi int) {
	(*analyzer)(u).wsUniform(w, d, region, lo, hi) // worksharing.go
}
