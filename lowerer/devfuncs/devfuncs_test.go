package devfuncs_test

import (
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/devfuncs"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// fakeUnit plans each function as its name, with the calls given.
type fakeUnit struct {
	defs    map[string]*cc.FunctionDefinition
	calls   map[string][]string
	clones  map[string]diag.Pos
	refused map[string]bool // functions whose planning fails
}

func (u *fakeUnit) Func(fn *cc.FunctionDefinition) (*plan.DeviceFunc, []string) {
	name := fn.Declarator.Name()
	if u.refused[name] {
		return nil, u.calls[name]
	}
	return &plan.DeviceFunc{Name: name}, u.calls[name]
}
func (u *fakeUnit) Def(name string) *cc.FunctionDefinition { return u.defs[name] }
func (u *fakeUnit) Clones() map[string]diag.Pos            { return u.clones }
func (u *fakeUnit) Clone(df *plan.DeviceFunc) (*plan.DeviceFunc, bool) {
	return &plan.DeviceFunc{Name: "clone_" + df.Name}, true
}

// Order places each declare target function after those it calls, each
// copy for nested parallel regions after its function, and the copies of
// functions placed before their need last, by name.
func TestOrder(t *testing.T) {
	u, _ := bindingtest.Parse(t, "void a(void) {}\nvoid b(void) {}\nvoid c(void) {}\nvoid d(void) {}\nvoid host(void) {}\n", frontend.Options{})
	var fns []*cc.FunctionDefinition
	defs := map[string]*cc.FunctionDefinition{}
	for l := u.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		if ed := l.ExternalDeclaration; ed != nil && ed.Case == cc.ExternalDeclarationFuncDef {
			fns = append(fns, ed.FunctionDefinition)
			defs[ed.FunctionDefinition.Declarator.Name()] = ed.FunctionDefinition
		}
	}
	declared := map[string]bool{"a": true, "b": true, "c": true, "d": true}
	for _, tt := range []struct {
		name    string
		calls   map[string][]string
		clones  []string
		refused []string
		want    string
	}{
		{"source order", nil, nil, nil, "a b c d"},
		{"callees first", map[string][]string{"a": {"c"}, "c": {"d", "b"}}, nil, nil, "d b c a"},
		{"recursion", map[string][]string{"a": {"b"}, "b": {"a"}}, nil, nil, "b a c d"},
		{"clones", map[string][]string{"a": {"b"}}, []string{"b", "a"}, nil, "b clone_b a clone_a c d"},
		{"refused", map[string][]string{"a": {"b"}}, nil, []string{"b"}, "a c d"},
	} {
		fu := &fakeUnit{defs: defs, calls: tt.calls, clones: map[string]diag.Pos{}, refused: map[string]bool{}}
		for _, c := range tt.clones {
			fu.clones[c] = diag.Pos{}
		}
		for _, r := range tt.refused {
			fu.refused[r] = true
		}
		var errs diag.List
		var out []*plan.DeviceFunc
		byName := devfuncs.Order(&errs, fu, declared, fns, &out)
		var names []string
		for _, df := range out {
			names = append(names, df.Name)
		}
		if got := strings.Join(names, " "); got != tt.want || len(errs) > 0 {
			t.Errorf("%s: order %q (errors %v), want %q", tt.name, got, errs, tt.want)
		}
		if byName["host"] != nil || (len(tt.refused) == 0 && len(byName) != len(declared)) {
			t.Errorf("%s: planned %d functions by name", tt.name, len(byName))
		}
	}
}
