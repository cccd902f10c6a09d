// Package devfuncs holds what the device definitions of declare target
// functions are made of beside their bodies: the order the device source
// gives them (each after the functions it calls, with its copy for
// nested parallel regions), their device prototypes (the views of
// variable-length array parameters built in a prologue) and their bodies'
// tokens without the declaration of __func__ the parser injects.
package devfuncs

import (
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
	"github.com/omp-offload/rules_omp_offload/lowerer/devtypes"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/vla"
)

// Unit is what ordering the device functions asks of the analysis.
type Unit interface {
	// Func plans the device definition of declare target function fn
	// (nil after an error) and returns the declare target functions it
	// calls, first call first.
	Func(fn *cc.FunctionDefinition) (*plan.DeviceFunc, []string)
	// Def is the unit's definition of function name, nil when none.
	Def(name string) *cc.FunctionDefinition
	// Clones are the functions that get a copy for nested parallel
	// regions, each with the position of a call that needs it, as the
	// functions planned so far found them (package devcall).
	Clones() map[string]diag.Pos
	// Clone makes that copy of df, false when it cannot.
	Clone(df *plan.DeviceFunc) (*plan.DeviceFunc, bool)
}

// Order plans every declare target function defined in the unit
// (declared: explicitly, or implicitly by a call from device code; fns:
// the unit's definitions in source order) and appends them to out in the
// order of the device source: a depth-first walk from the definitions in
// source order that places each function after the declare target
// functions it calls. It returns the functions planned, by name.
func Order(errs *diag.List, u Unit, declared map[string]bool, fns []*cc.FunctionDefinition, out *[]*plan.DeviceFunc) map[string]*plan.DeviceFunc {
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
		df, callees := u.Func(fn)
		for _, c := range callees {
			if def := u.Def(c); def != nil {
				visit(def)
			}
		}
		state[name] = 2
		if df != nil {
			*out = append(*out, df)
			dfs[name] = df
			if at, ok := u.Clones()[name]; ok {
				cloned[name] = true
				// Its copy for nested parallel regions, after the
				// copies of the functions it calls (package devcall).
				if c, ok := u.Clone(df); ok {
					*out = append(*out, c)
				} else {
					errs.Errorf(at, "%s", devcall.NestCloneError(name))
				}
			}
		}
	}
	for _, fn := range fns {
		if declared[fn.Declarator.Name()] {
			visit(fn)
		}
	}
	// The copies that the parallel regions of declare target functions
	// call, of functions placed before them; every device function is
	// declared before the first definition.
	var late []string
	for n := range u.Clones() {
		if !cloned[n] && dfs[n] != nil {
			late = append(late, n)
		}
	}
	sort.Strings(late)
	for _, n := range late {
		if c, ok := u.Clone(dfs[n]); ok {
			*out = append(*out, c)
		} else {
			errs.Errorf(u.Clones()[n], "%s", devcall.NestCloneError(n))
		}
	}
	return dfs
}

// Proto spells the device prototype of function name of type ft,
// and the prologue that builds the views of its variable-length array
// parameters.
func Proto(errs *diag.List, vlas *vla.Checker, types *devtypes.Defs, ft *cc.FunctionType, name, where string, pos diag.Pos) (proto, prologue string) {
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
			d, pro, ok := vlas.Param(p, t, vw, where, pos)
			if ok {
				params = append(params, d)
				prologue += pro
			}
			continue
		}
		types.Records(t, pos)
		// Device code is all that calls a device function, so a
		// function pointer it receives is a device function's address.
		d, err := ctype.FuncDecl(t, p.Name())
		if err != nil {
			errs.Errorf(pos, "%s: parameter '%s': %v", where, p.Name(), err)
			continue
		}
		params = append(params, d)
	}
	if len(params) == 0 {
		params = []string{"void"}
	}
	types.Records(ft.Result(), pos)
	var err error
	proto, err = ctype.FuncDecl(ft.Result(), name+"("+strings.Join(params, ", ")+")")
	if err != nil {
		errs.Errorf(pos, "%s: result: %v", where, err)
	}
	return proto, prologue
}

// WithoutFuncDecl drops the declaration of __func__ that the parser
// injects after a function body's '{' (references to __func__ are
// substituted with the name): its tokens have the brace's position.
func WithoutFuncDecl(toks []cc.Token) []cc.Token {
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
