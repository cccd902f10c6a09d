package analysis

// The program's names that the headers of the device source already
// declare (CUDA's y1, rint, float2, dim3, min, clock, ...; the C
// library's under C++ and _GNU_SOURCE; macros): the device emitter
// spells them naming.HeaderPrefix + the name in the unit's device text
// (docs/device-code.md, "Names").

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// headerRenames sets plan.DeviceRenames: the names of the declarations
// of the unit outside system headers (variables, functions, parameters,
// typedefs, struct and union tags, members, labels) for which
// naming.HeaderClash holds. A function the unit only declares and that
// names a routine the device provides (callees.Library) is the
// library's, whose name stays.
func (a *analyzer) headerRenames() {
	renames := map[string]bool{}
	add := func(name string, fileScope bool) {
		if name != "" && naming.HeaderClash(name, fileScope) {
			renames[name] = true
		}
	}
	for tu := a.u.AST.TranslationUnit; tu != nil; tu = tu.TranslationUnit {
		ed := tu.ExternalDeclaration
		if ed == nil || a.callee.InSystemFile(ed.Position().Filename) {
			continue
		}
		top := topDeclarators(ed)
		csyntax.Walk(ed, func(n cc.Node) bool {
			switch x := n.(type) {
			case *cc.Declarator:
				name := x.Name()
				if top[x] && x.Type() != nil && x.Type().Kind() == cc.Function && a.callee.Def(name) == nil && callees.Library(name) {
					break // the C library's routine, declared by the program
				}
				add(name, top[x] || x.IsTypename())
			case *cc.StructOrUnionSpecifier:
				// The device source defines records at file scope.
				add(x.Token.SrcStr(), true)
			case *cc.LabeledStatement:
				if x.Case == cc.LabeledStatementLabel {
					add(x.Token.SrcStr(), false)
				}
			}
			return true
		})
	}
	if len(renames) == 0 {
		return
	}
	for name := range renames {
		a.plan.DeviceRenames = append(a.plan.DeviceRenames, name)
	}
	sort.Strings(a.plan.DeviceRenames)
}

// topDeclarators are the declarators of ed at file scope (not its
// parameters, locals or members).
func topDeclarators(ed *cc.ExternalDeclaration) map[*cc.Declarator]bool {
	top := map[*cc.Declarator]bool{}
	if fd := ed.FunctionDefinition; fd != nil {
		top[fd.Declarator] = true
	}
	if d := ed.Declaration; d != nil {
		for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
			if l.InitDeclarator != nil {
				top[l.InitDeclarator.Declarator] = true
			}
		}
	}
	return top
}
