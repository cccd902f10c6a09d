package analysis

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/orphan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/simd"
)

// deviceFuncs analyzes every declare target function defined in the unit
// (explicitly, or implicitly by a call from device code) and orders them
// for the device source: a depth-first walk from the definitions in
// source order that places each function after the declare target
// functions it calls.
func (a *analyzer) deviceFuncs(fns []*cc.FunctionDefinition) {
	if len(a.declFuncs) == 0 {
		return
	}
	state := map[string]int{} // 1: on the walk, 2: done
	dfs := map[string]*plan.DeviceFunc{}
	cloned := map[string]bool{}
	var visit func(fn *cc.FunctionDefinition)
	visit = func(fn *cc.FunctionDefinition) {
		name := fn.Declarator.Name()
		if state[name] != 0 {
			return
		}
		state[name] = 1
		df, callees := a.deviceFunc(fn)
		for _, c := range callees {
			if def := a.callee.Def(c); def != nil {
				visit(def)
			}
		}
		state[name] = 2
		if df != nil {
			a.plan.DeviceFuncs = append(a.plan.DeviceFuncs, df)
			dfs[name] = df
			if at, ok := a.nestClones[name]; ok {
				cloned[name] = true
				// Its copy for nested parallel regions, after the
				// copies of the functions it calls (package devcall).
				if c, ok := a.nestClone(df); ok {
					a.plan.DeviceFuncs = append(a.plan.DeviceFuncs, c)
				} else {
					a.errs.Errorf(at, "%s", devcall.NestCloneError(name))
				}
			}
		}
	}
	for _, fn := range fns {
		if a.declFuncs[fn.Declarator.Name()] {
			visit(fn)
		}
	}
	// The copies that the parallel regions of declare target functions
	// call (fnpar.go), of functions placed before them; every device
	// function is declared before the first definition.
	var late []string
	for n := range a.nestClones {
		if !cloned[n] && dfs[n] != nil {
			late = append(late, n)
		}
	}
	sort.Strings(late)
	for _, n := range late {
		if c, ok := a.nestClone(dfs[n]); ok {
			a.plan.DeviceFuncs = append(a.plan.DeviceFuncs, c)
		} else {
			a.errs.Errorf(a.nestClones[n], "%s", devcall.NestCloneError(n))
		}
	}
	a.teamClones(dfs) // fnteam.go
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
	proto, prologue := a.deviceProto(ft, name, where, pos)

	toks := csyntax.Tokens(fn)
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	inFunc := func(n cc.Node) bool {
		t := csyntax.Tokens(n)
		return len(t) > 0 && t[0].Seq() >= lo && t[0].Seq() <= hi
	}
	subst := map[int]string{}
	var callees []string
	called := map[string]bool{}
	a.cxx.Result = ft.Result()
	csyntax.Walk(body, func(n cc.Node) bool {
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
	a.nestedParallelCode(subst) // its parallel regions (fnpar.go)
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
		Body:  csyntax.Render(withoutFuncDecl(csyntax.Tokens(body)), subst),
	}, callees
}

// devicePragmas checks the directives in the body of a declare target
// function: atomic, the synchronisation constructs and allocate are
// lowered there, others refused.
func (a *analyzer) devicePragmas(body *cc.CompoundStatement) {
	a.atomics, a.syncs, a.simd = nil, nil, simd.Loops{}
	a.nest.Reset()
	for _, q := range a.src.In(body.Token.Seq(), body.Token2.Seq()) {
		var d *directive.Directive
		if k := a.src.Index(q); k >= 0 {
			d = a.dirs[k]
		}
		switch {
		case a.teamPass && a.teamParallel(q, d):
			// The parallel construct of the copy a team calls.
		case a.fnParInner(q, d):
			// In the function's parallel region (fnpar.go).
		case d != nil && d.Kind == directive.Atomic:
			a.atomic(q, d)
		case d != nil && d.Kind.IsSync():
			a.syncSite(q, d)
		case d != nil && (d.Kind == "for" || d.Kind == "loop" && bindsParallel(d)):
			a.orphanFor(q, d, a.parallelAround(q) >= 0) // orphan.go
		case d != nil && d.Kind == directive.AllocateDir:
			a.allocs.Check(q, d) // package allocate
		case d != nil && d.Kind == "simd" && d.Clause("linear") != nil:
			// The host compiles the function with its own linear.
			a.errs.Errorf(d.Clause("linear").Pos, "clause 'linear' on a '#pragma omp simd' in a declare target function is not supported yet")
		case d != nil && (d.Kind == "simd" || d.Kind == "loop" && bindsThread(d)):
			a.simdSite(q, d) // nesting.go
		case isTransform(d):
			a.transformSite(q, d) // transform.go
		case d != nil && d.Kind.HasParallel():
			a.fnParallel(q, d) // fnpar.go
		default:
			a.errs.Errorf(q.Pos, "'#pragma omp %s' inside a declare target function is not supported yet (atomic, the synchronisation constructs, for, simd, loop bind(thread) and bind(parallel), unroll, tile and allocate are)", a.src.KindOf(a.src.Index(q)))
		}
	}
}

// deviceProto spells the device prototype of function name of type ft,
// and the prologue that builds the views of its variable-length array
// parameters.
func (a *analyzer) deviceProto(ft *cc.FunctionType, name, where string, pos diag.Pos) (proto, prologue string) {
	var params []string
	for _, p := range ft.Parameters() {
		t := p.Type()
		if t.Kind() == cc.Array || t.Kind() == cc.Function {
			t = t.Decay()
		}
		if t.Kind() == cc.Void && p.Name() == "" {
			continue // f(void)
		}
		if vw := dataenv.ViewOf(t); vw != nil {
			d, pro, ok := a.vla.Param(p, t, vw, where, pos)
			if ok {
				params = append(params, d)
				prologue += pro
			}
			continue
		}
		a.types.Records(t, pos)
		// Device code is all that calls a device function, so a
		// function pointer it receives is a device function's address.
		d, err := ctype.FuncDecl(t, p.Name())
		if err != nil {
			a.errs.Errorf(pos, "%s: parameter '%s': %v", where, p.Name(), err)
			continue
		}
		params = append(params, d)
	}
	if len(params) == 0 {
		params = []string{"void"}
	}
	a.types.Records(ft.Result(), pos)
	var err error
	proto, err = ctype.FuncDecl(ft.Result(), name+"("+strings.Join(params, ", ")+")")
	if err != nil {
		a.errs.Errorf(pos, "%s: result: %v", where, err)
	}
	return proto, prologue
}

// withoutFuncDecl drops the declaration of __func__ that the parser
// injects after a function body's '{' (references to __func__ are
// substituted with the name): its tokens have the brace's position.
func withoutFuncDecl(toks []cc.Token) []cc.Token {
	if len(toks) < 2 {
		return toks
	}
	off := toks[0].Position().Offset
	out := []cc.Token{toks[0]}
	i := 1
	for ; i < len(toks) && i <= 9 && toks[i].Position().Offset == off && toks[i].Seq() == toks[0].Seq()+i; i++ {
	}
	return append(out, toks[i:]...)
}
