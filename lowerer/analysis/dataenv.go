package analysis

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// The analyzer's side of the data environment stage (package dataenv):
// what the stage reads, and the calls into it.

// dataInput is what the data environment reads from the analyzer.
func (a *analyzer) dataInput() dataenv.Input {
	return dataenv.Input{
		Unit:     a.u,
		Errs:     &a.errs,
		ScopeAt:  func(p *frontend.Pragma) (*cc.FunctionDefinition, *cc.Scope, int) { return a.src.ScopeAt(p) }, // a.src: once the directives are parsed
		ConstInt: a.constInt,
		Measured: map[*cc.Declarator]bool{},
	}
}

// checkDefault applies the default clause of d to the variables caps
// that region references (dataenv.CheckDefault).
func (a *analyzer) checkDefault(d *directive.Directive, caps []*capture, region *cc.Statement) map[*cc.Declarator]dataenv.Share {
	firstTok := csyntax.First(region)
	return a.env.CheckDefault(d, dataRefs(caps), resolve.ScopeOf(region), firstTok.Seq())
}

// captures decides, for every variable the region uses or a clause names,
// how it reaches the kernel, and fills k.Args and k.Locals
// (dataenv.Captures).
func (a *analyzer) captures(k *plan.Kernel, d *directive.Directive, caps []*capture, region *cc.Statement) {
	firstTok := csyntax.First(region)
	a.env.Captures((*regionUnit)(a), k, d, dataRefs(caps), resolve.ScopeOf(region), firstTok.Seq(), a.inner)
}

// dataRefs are the variables a region references, as the data
// environment reads them.
func dataRefs(caps []*capture) []dataenv.Ref {
	refs := make([]dataenv.Ref, len(caps))
	for i, c := range caps {
		refs[i] = dataenv.Ref{Decl: c.d, Name: c.name, Pos: c.pos}
	}
	return refs
}

// regionUnit is the analyzer as the captures of a target region see it
// (dataenv.Region).
type regionUnit analyzer

func (u *regionUnit) Generic() bool { return u.genericKernel }

func (u *regionUnit) GenericTeams() bool { return u.genericTeams }

func (u *regionUnit) Records(t cc.Type, pos diag.Pos) { u.types.Records(t, pos) }

func (u *regionUnit) Spell(t cc.Type, name string) (string, error) {
	return (*analyzer)(u).spellDecl(t, name)
}

// declareTargets reads the declare target directives (dataenv.DeclareTargets).
func (a *analyzer) declareTargets() {
	splices, globals := a.env.DeclareTargets((*declUnit)(a), a.dirs)
	a.plan.Splices = append(a.plan.Splices, splices...)
	a.plan.Globals = append(a.plan.Globals, globals...)
}

// declUnit is the analyzer as reading the declarative directives sees it
// (dataenv.Declarative).
type declUnit analyzer

func (u *declUnit) Func(name string, d *directive.Directive) { (*analyzer)(u).declareFunc(name, d) }

func (u *declUnit) HostOnly(name string, fn bool, d *directive.Directive) {
	if fn {
		u.hostFuncs[name] = d.DeviceTypePos()
	} else {
		u.hostVars[name] = d.DeviceTypePos()
	}
}

func (u *declUnit) InSystemFile(file string) bool { return (*analyzer)(u).callee.InSystemFile(file) }

func (u *declUnit) MacroUse(p *frontend.Pragma) (int, int, bool) {
	return macrouse.PragmaSource((*analyzer)(u).macroUseInput(), p)
}

func (u *declUnit) Spell(t cc.Type, name string) (string, error) {
	return (*analyzer)(u).spellDecl(t, name)
}

func (u *declUnit) Records(t cc.Type, pos diag.Pos) { u.types.Records(t, pos) }

// Init is device text like a region's: enumerators as their values and
// C's types (package devicec).
func (u *declUnit) Init(init *cc.Initializer, name string) string {
	a := (*analyzer)(u)
	subst := map[int]string{}
	complexSeen := false
	csyntax.Walk(init, func(n cc.Node) bool {
		if in, ok := n.(*cc.Initializer); ok && in.Case == cc.InitializerExpr && in.Type() != nil && ctype.IsComplex(in.Type()) {
			if complexSeen {
				return false
			}
			complexSeen = true
			// Device code spells complex values as calls
			// (docs/device-code.md#complex-numbers), which nvcc does not
			// run before the program starts.
			a.errs.Errorf(frontend.Position(csyntax.Tokens(in)[0]), "a complex value in the initializer of declare target variable '%s' is not supported yet (device code computes complex values by calls, and device variables take constant initializers only); assign it in a target region", name)
			return false
		}
		a.deviceNode(n, subst, name, fmt.Sprintf("the initializer of declare target variable '%s'", name))
		return true
	})
	a.cxx.Apply(subst)
	return csyntax.Render(csyntax.Tokens(init), subst)
}

// measureReductions marks measured (dataenv.Input.Measured) each
// one-dimensional variable-length array that a reduction, private or
// firstprivate clause of a loop nested in generic region gen names
// whole: the device sizes the lanes' copies from its size in bytes
// (plan.ReductionArray.Heap, generic's vlaCopy), which the captures then
// pass.
func (a *analyzer) measureReductions(gen *generic.Region, region *cc.Statement) {
	if gen == nil {
		return
	}
	scope := resolve.ScopeOf(region)
	for _, l := range gen.Loops {
		for _, c := range l.Dir.Clauses {
			if c.Name != "reduction" && c.Name != "private" && c.Name != "firstprivate" {
				continue
			}
			for _, it := range c.Items {
				if len(it.Sections) > 0 || len(it.Members) > 0 {
					continue
				}
				if d := resolve.Lookup(scope, it.Name, l.Lo); d != nil && dataenv.VLA1(d.Type()) != nil {
					a.env.Measured()[d] = true
				}
			}
		}
	}
}
