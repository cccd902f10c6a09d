package devtypes_test

import (
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devtypes"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// defs walks the body of function f of src as the device code walks do
// and returns the plan's typedefs and records and the diagnostics.
func defs(t *testing.T, src string) (*plan.Plan, diag.List) {
	t.Helper()
	u, _ := bindingtest.Parse(t, src, frontend.Options{})
	var errs diag.List
	d := &devtypes.Defs{Errs: &errs, FuncPointers: func() bool { return false }}
	for l := u.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		ed := l.ExternalDeclaration
		if ed == nil || ed.Case != cc.ExternalDeclarationFuncDef || ed.FunctionDefinition.Declarator.Name() != "f" {
			continue
		}
		csyntax.Walk(ed.FunctionDefinition.CompoundStatement, func(n cc.Node) bool {
			if x, ok := n.(*cc.TypeSpecifier); ok {
				switch x.Case {
				case cc.TypeSpecifierTypeName:
					d.Typedef(x, x.Token)
				case cc.TypeSpecifierStructOrUnion:
					d.Records(x.StructOrUnionSpecifier.Type(), frontend.Position(x.StructOrUnionSpecifier.StructOrUnion.Token))
				}
			}
			return true
		})
	}
	p := &plan.Plan{}
	d.Finish(p)
	return p, errs
}

func TestDefs(t *testing.T) {
	for _, tt := range []struct {
		name, src         string
		typedefs, records []string // parts of each, in order
		err               string   // part of the one error, "" for none
	}{
		{name: "typedef once", src: "typedef double real_t;\nvoid f(void) { real_t a = 1; real_t b = a; (void)b; }\n",
			typedefs: []string{"typedef double real_t;"}},
		{name: "records in dependency order", src: "struct in { int x; };\nstruct out { struct in i; };\nvoid f(void) { struct out o = {{1}}; (void)o; }\n",
			records: []string{"struct in;", "struct out;", "struct in {", "struct out {"}},
		{name: "typedef of a record", src: "typedef struct s { int x; } s_t;\nvoid f(void) { s_t v = {1}; (void)v; }\n",
			typedefs: []string{"typedef struct s s_t;"}, records: []string{"struct s;", "struct s {"}},
		{name: "typedef struct S S", src: "typedef struct S { int x; } S;\nvoid f(void) { S v = {1}; struct S w = v; (void)w; }\n",
			typedefs: []string{"typedef struct S S;"}, records: []string{"struct S;", "struct S {"}},
		{name: "typedef named like another tag", src: "struct U { int x; };\ntypedef struct T { int y; } U;\nvoid f(void) { U v = {1}; struct U w = {2}; (void)v; (void)w; }\n",
			typedefs: []string{"typedef struct T U;"}, records: []string{"struct T;", "struct U;", "struct T {", "struct U {"},
			err: "typedef 'U' and the tag of 'struct U' have the same name"},
		{name: "empty record", src: "struct e {};\nvoid f(void) { struct e v; (void)v; }\n",
			err: "'struct e' has no members"},
	} {
		p, errs := defs(t, tt.src)
		if tt.err == "" && len(errs) > 0 || tt.err != "" && (len(errs) != 1 || !strings.Contains(errs[0].Msg, tt.err)) {
			t.Errorf("%s: errors %v, want %q", tt.name, errs, tt.err)
		}
		check := func(what string, got, want []string) {
			ok := len(got) == len(want)
			for i := 0; ok && i < len(got); i++ {
				ok = strings.Contains(got[i], want[i])
			}
			if !ok && !(len(got) == 0 && len(want) == 0) {
				t.Errorf("%s: %s %q, want %q", tt.name, what, got, want)
			}
		}
		check("typedefs", p.DeviceTypedefs, tt.typedefs)
		check("records", p.DeviceRecords, tt.records)
	}
}
