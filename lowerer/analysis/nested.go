package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
)

// The analyzer's side of nested parallel regions and the constructs
// bound to them (package nested): the unit as the package reads it, and
// the calls into it. Which directives stand in one is package devdirs's
// to decide, the calls their regions make package devcall's
// (Funcs.RegionCalls, recorded in the analyzer's Routes).

// nestRoutines are the OpenMP routines whose value differs at a nested
// region's level, and the device helpers that give it.
var nestRoutines = nested.Routines

// nestInput is the unit as package nested reads it.
func (a *analyzer) nestInput() nested.Input {
	return nested.Input{
		Errs: &a.errs, Temps: &a.temps,
		Binder: a.binder, Pragmas: a.u.Pragmas, Dirs: a.dirs, Src: a.u.Src,
		Fn: a.parFn, Unit: (*nestUnit)(a),
	}
}

// nestedParallelCode puts the nested parallel regions of the region or
// function being lowered into subst: the routines of their level, the
// calls of functions' copies for that level (and of the copies teams
// call), and the private copies around each statement.
func (a *analyzer) nestedParallelCode(subst map[int]string) {
	a.nest.SpellRoutines(subst)
	a.routes.Spell(subst, a.teamPass)
	a.nest.Wrap(subst)
}

// linCode is the code of an orphaned loop's linear items (orphan.go):
// open declares the originals' values and the copies; iter sets the
// copies at the start of an iteration; lastCopy writes them back.
type linCode struct {
	open, iter, lastCopy, shut string
}

// orphanLinear is the device code of the linear items among vars of the
// orphaned loop s (nest: its loops), whose host text gets the same
// values through a splice of the loop (nested.OrphanLinear).
func (a *analyzer) orphanLinear(s *devsync.Site, nest *loops.Nest, vars []devsync.Var) (linCode, bool) {
	c, splice, ok := nested.OrphanLinear(a.nestInput(), s, nest, vars)
	if splice != nil {
		a.plan.Splices = append(a.plan.Splices, splice)
	}
	return linCode{open: c.Open, iter: c.Iter, lastCopy: c.LastCopy, shut: c.Shut}, ok
}

// nestUnit is the analyzer as package nested queries it (nested.Unit).
type nestUnit analyzer

func (u *nestUnit) PragmaIndex(q frontend.Pragma) int      { return u.src.Index(q) }
func (u *nestUnit) PragmasIn(lo, hi int) []frontend.Pragma { return u.src.In(lo, hi) }
func (u *nestUnit) KindOf(k int) string                    { return u.src.KindOf(k) }
func (u *nestUnit) ParallelAround(q frontend.Pragma) int   { return u.src.ParallelAround(q) }
func (u *nestUnit) ConstInt(expr string) (int64, bool)     { return (*analyzer)(u).constInt(expr) }
func (u *nestUnit) Real(t cc.Token) bool                   { return u.src.Written(t) }
func (u *nestUnit) LineAt(off int) int                     { return (*analyzer)(u).lineAt(off) }
func (u *nestUnit) LineDirective(phys int) string          { return u.plan.LineDirective(phys) }

func (u *nestUnit) PragmaLinesBefore(p *frontend.Pragma, first int) []int {
	return hostfallback.PragmaLinesBefore((*analyzer)(u).hostFallbackInput(), p, first)
}

func (u *nestUnit) RegionCalls(d *directive.Directive, stmt *cc.Statement, lo, hi int, whole bool, where string) bool {
	parFn := ""
	if u.inFnPar {
		parFn = u.parFn
	}
	return u.calls.RegionCalls(&u.errs, &u.routes, d, stmt, lo, hi, whole, where, parFn)
}

func (u *nestUnit) Inner(k int) (*directive.Directive, bool) {
	return u.split.Inner[k], u.split.Stacked[k+1]
}
