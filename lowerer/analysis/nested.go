package analysis

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
)

// The analyzer's side of nested parallel regions and the constructs
// bound to them (package nested): which directives stand in one, the
// calls their regions make (lowerer/devcall), and the calls into the
// package.

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

// nestVars resolves the private, firstprivate and reduction items of
// nested parallel construct d (its statement stmt).
func (a *analyzer) nestVars(d *directive.Directive, stmt *cc.Statement) ([]devsync.Var, bool) {
	return nested.Vars(a.nestInput(), d, stmt)
}

// mayHaveEffects reports whether expression e may assign or call.
func mayHaveEffects(e string) bool { return nested.MayHaveEffects(e) }

// nestedParallelCode puts the nested parallel regions of the region or
// function being lowered into subst: the routines of their level, the
// calls of functions' copies for that level, and the private copies
// around each statement.
func (a *analyzer) nestedParallelCode(subst map[int]string) {
	a.nest.SpellRoutines(subst)
	for seq, clone := range a.nestCallSubst {
		if _, done := subst[seq]; !done && !a.teamPass {
			subst[seq] = clone
		}
	}
	for seq, clone := range a.teamCallSubst {
		if _, done := subst[seq]; !done {
			subst[seq] = clone
		}
	}
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

// nestRegionCalls routes the calls in the nested parallel region stmt
// (tokens lo..hi) of directive d to the functions' copies for the nested
// level (lowerer/devcall), refusing those the region cannot make; false
// after an error.
func (a *analyzer) nestRegionCalls(d *directive.Directive, stmt *cc.Statement, lo, hi int, whole bool, where string) bool {
	ok := true
	csyntax.Walk(stmt, func(n cc.Node) bool {
		x, isCall := n.(*cc.PostfixExpression)
		if !isCall || x.Case != cc.PostfixExpressionCall {
			return true
		}
		callee, isName := unparen(x.PostfixExpression).(*cc.PrimaryExpression)
		if !isName || callee.Case != cc.PrimaryExpressionIdent {
			return true
		}
		name := callee.Token.SrcStr()
		if fn := a.callee.Def(name); fn != nil && !a.callee.InSystemHeader(fn) && !a.nestSafe(fn, 0) {
			// The call goes to the function's copy for the nested
			// level (lowerer/devcall), unless it stands in a construct
			// that binds to the region's team and keeps the threads
			// of that team apart, where constructs binding to the
			// same team may not be nested.
			kind := a.nestTeamConstruct(callee.Token.Seq(), lo, hi)
			if whole {
				kind = string(d.Kind) // the loop's body, the inner construct's region
			}
			if kind != "" && a.teamFunc(name) {
				a.errs.Errorf(frontend.Position(callee.Token), "%s", teamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", kind)))
				ok = false
			} else if !a.nestCall(callee.Token, fn, where) {
				ok = false
			}
		}
		return true
	})
	return ok
}

// nestSafe reports whether function fn (and what it calls, four calls
// deep) reads no thread number, team size or level and holds no
// directive, so that it means the same called in a nested region.
func (a *analyzer) nestSafe(fn *cc.FunctionDefinition, depth int) bool {
	toks := csyntax.Tokens(fn)
	if depth > 4 || len(toks) == 0 || len(a.src.In(toks[0].Seq()+1, toks[len(toks)-1].Seq())) > 0 {
		return false
	}
	ok := true
	csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
		if !ok {
			return false
		}
		if x, isName := n.(*cc.PrimaryExpression); isName && x.Case == cc.PrimaryExpressionIdent {
			name := x.Token.SrcStr()
			if nestRoutines[name] != "" {
				ok = false
			} else if g := a.callee.Def(name); g != nil && g != fn && !a.nestSafe(g, depth+1) {
				ok = false
			}
		}
		return true
	})
	return ok
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
	return (*analyzer)(u).nestRegionCalls(d, stmt, lo, hi, whole, where)
}

func (u *nestUnit) Inner(k int) (*directive.Directive, bool) {
	return u.split.Inner[k], u.split.Stacked[k+1]
}
