package analysis

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
	"github.com/omp-offload/rules_omp_offload/lowerer/devdirs"
	"github.com/omp-offload/rules_omp_offload/lowerer/devfuncs"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/simd"
)

// deviceFuncs plans every declare target function defined in the unit
// in the order the device source gives them (package devfuncs), then
// the copies that teams call.
func (a *analyzer) deviceFuncs(fns []*cc.FunctionDefinition) {
	if len(a.declFuncs) == 0 {
		return
	}
	dfs := devfuncs.Order(&a.errs, (*funcUnit)(a), a.declFuncs, fns, &a.plan.DeviceFuncs)
	a.teamClones(dfs) // fnteam.go
}

// funcUnit is the analyzer as package devfuncs asks it (devfuncs.Unit).
type funcUnit analyzer

func (u *funcUnit) Func(fn *cc.FunctionDefinition) (*plan.DeviceFunc, []string) {
	return (*analyzer)(u).deviceFunc(fn)
}

func (u *funcUnit) Def(name string) *cc.FunctionDefinition { return u.callee.Def(name) }

func (u *funcUnit) Clones() map[string]diag.Pos { return u.routes.NestClones() }

func (u *funcUnit) Clone(df *plan.DeviceFunc) (*plan.DeviceFunc, bool) {
	return (*analyzer)(u).nestClone(df)
}

// deviceFunc checks one declare target function like a region body and
// renders its device definition; it returns the declare target functions
// it calls, in order of first call.
func (a *analyzer) deviceFunc(fn *cc.FunctionDefinition) (*plan.DeviceFunc, []string) {
	nerr := len(a.errs)
	name := fn.Declarator.Name()
	pos := frontend.Position(fn.Declarator.NameTok())
	where := fmt.Sprintf("declare target function '%s'", name)
	body := fn.CompoundStatement
	a.parFn = name
	a.devicePragmas(body)
	if !a.teamPass {
		a.calls.ParAddrUses(&a.errs, body) // devcall.go
	}
	ft, ok := fn.Declarator.Type().(*cc.FunctionType)
	if !ok {
		a.errs.Errorf(pos, "%s: cannot determine its type", where)
		return nil, nil
	}
	if ft.IsVariadic() {
		a.errs.Errorf(pos, "%s is variadic; not supported on the device yet", where)
	}
	proto, prologue := devfuncs.Proto(&a.errs, a.vla, a.types, ft, name, where, pos)

	toks := csyntax.Tokens(fn)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	a.jumpChecks(fn, "", lo, hi)
	inFunc := func(n cc.Node) bool {
		t := csyntax.Tokens(n)
		return len(t) > 0 && t[0].Seq() >= lo && t[0].Seq() <= hi
	}
	subst := map[int]string{}
	var callees []string
	called := map[string]bool{}
	a.cxx.Result = ft.Result()
	csyntax.Walk(body, func(n cc.Node) bool {
		if x, ok := n.(*cc.IterationStatement); ok {
			a.loopHint(x, subst, 0) // the user's unroll pragma (loophint.go)
		}
		ref, ok := a.deviceNode(n, subst, name, where)
		if !ok {
			return true
		}
		n2 := ref.decl.Name()
		switch {
		case ref.function:
			if a.declFuncs[n2] && !called[n2] {
				called[n2] = true
				callees = append(callees, n2)
			}
		case inFunc(ref.decl) || a.env.IsDeclTarget(ref.decl):
		case a.env.IsLink(ref.decl):
			// Through the device pointer the runtime sets (dataenv/link.go).
			subst[ref.tok.Seq()] = "(*" + dataenv.LinkPtr(n2) + ")"
		default:
			a.errs.Errorf(frontend.Position(ref.tok), "'%s' is used in %s but is not a declare target variable; add '#pragma omp declare target' for it", n2, where)
		}
		return true
	})
	a.cxx.Result = nil
	a.vla.Uses(body, subst, where)
	if prologue != "" {
		subst[body.Token.Seq()] = "{" + prologue
	}
	a.cxx.Apply(subst)
	a.cxx.CheckJumpsPastInit(body)
	if len(a.errs) > nerr {
		return nil, callees
	}
	a.simd.Copies(subst)        // package simd
	a.nestedParallelCode(subst) // its parallel regions (nested.go)
	for _, s := range a.atomics {
		if pe := rootVar(s.X); pe != nil {
			if decl, ok := pe.ResolvedTo().(*cc.Declarator); ok && csyntax.LocalTo(decl, lo, hi) {
				s.Local = true // a parameter or automatic variable
			}
		}
	}
	atomics.Lower(a.atomics, subst)
	a.calls.FuncTeamCalls(&a.errs, a.syncs) // devcall.go
	a.lowerSyncs(subst, where, func(s *devsync.Site) devsync.Ctx {
		for _, f := range a.syncs {
			if f != s && orphan.IsFor(f) && f.Stmt != nil && firstSeq(f.Stmt) < s.Pragma.Seq && s.Pragma.Seq < lastSeq(f.Stmt) {
				return devsync.CtxLoop // the body of an orphaned worksharing loop
			}
		}
		return devsync.CtxFunc
	})
	if len(a.errs) > nerr {
		return nil, callees
	}
	if a.teamPass {
		// The copy that a team calls (fnteam.go).
		a.teamAround(fn, a.teamParIdx, subst)
		name = devcall.TeamCloneName(name)
		proto = devcall.RenameCalls(proto, map[string]string{fn.Declarator.Name(): name})
	}
	return &plan.DeviceFunc{
		Name:  name,
		Proto: "static __device__ " + proto,
		Body:  csyntax.Render(devfuncs.WithoutFuncDecl(csyntax.Tokens(body)), subst),
	}, callees
}

// devicePragmas checks the directives in the body of a declare target
// function: atomic, the synchronisation constructs and allocate are
// lowered there, others refused.
func (a *analyzer) devicePragmas(body *cc.CompoundStatement) {
	a.atomics, a.syncs, a.simd = nil, nil, simd.Loops{}
	a.nest.Reset()
	teamPar := -1
	if a.teamPass {
		teamPar = a.teamParIdx
	}
	for _, q := range a.src.In(body.Token.Seq(), body.Token2.Seq()) {
		a.runStage(q, devdirs.InFunction(a.dirsInput(), q, teamPar)) // package devdirs
	}
}
