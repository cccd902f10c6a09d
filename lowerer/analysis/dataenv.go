package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The analyzer's side of the data environment stage (package dataenv):
// what the stage reads, and the calls into it.

// dataInput is what the data environment reads from the analyzer.
func (a *analyzer) dataInput() dataenv.Input {
	return dataenv.Input{
		Unit:       a.u,
		Errs:       &a.errs,
		ScopeAt:    a.scopeAt,
		Lookup:     lookup,
		Link:       func(decl *cc.Declarator) bool { return a.linkVars[decl] },
		DeclTarget: func(decl *cc.Declarator) bool { return a.declTargets[decl] },
		ConstInt:   a.constInt,
	}
}

// checkDefault applies the default clause of d to the variables caps
// that region references (dataenv.CheckDefault).
func (a *analyzer) checkDefault(d *directive.Directive, caps []*capture, region *cc.Statement) map[*cc.Declarator]dataenv.Share {
	firstTok := csyntax.First(region)
	return a.env.CheckDefault(d, dataRefs(caps), scopeOf(region), firstTok.Seq())
}

// captures decides, for every variable the region uses or a clause names,
// how it reaches the kernel, and fills k.Args and k.Locals
// (dataenv.Captures).
func (a *analyzer) captures(k *plan.Kernel, d *directive.Directive, caps []*capture, region *cc.Statement) {
	firstTok := csyntax.First(region)
	a.env.Captures((*regionUnit)(a), k, d, dataRefs(caps), scopeOf(region), firstTok.Seq(), a.inner)
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

func (u *regionUnit) Records(t cc.Type, pos diag.Pos) { (*analyzer)(u).needRecords(t, pos) }

func (u *regionUnit) Spell(t cc.Type, name string) (string, error) {
	return (*analyzer)(u).spellDecl(t, name)
}
