package analysis

import (
	"fmt"

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

func (u *regionUnit) Declare(arg *plan.Arg, t cc.Type, pos diag.Pos, form string) bool {
	return (*analyzer)(u).declare(arg, t, pos, form)
}

func (u *regionUnit) Local(t cc.Type, name string, pos diag.Pos) (string, bool) {
	a := (*analyzer)(u)
	a.needRecords(t, pos)
	decl, err := a.spellDecl(t, name)
	if err != nil {
		a.errs.Errorf(pos, "%v", err)
		return "", false
	}
	return decl, true
}

func (u *regionUnit) GenericTeams() bool { return u.genericTeams }

func (u *regionUnit) Records(t cc.Type, pos diag.Pos) { (*analyzer)(u).needRecords(t, pos) }

// declare fills the device declaration that rebinds a parameter.
func (a *analyzer) declare(arg *plan.Arg, t cc.Type, pos diag.Pos, form string) bool {
	a.needRecords(t, pos)
	var decl string
	var err error
	spell := func(t cc.Type, name string) string {
		if err != nil {
			return ""
		}
		var s string
		s, err = a.spellDecl(t, name)
		return s
	}
	if a.genericKernel {
		// A generic region's code outside its loops runs on thread 0,
		// whose writes the other threads must see: values the kernel
		// would copy per thread live in shared storage, set by thread
		// 0 (docs/generic.md), and a private copy made by the runtime
		// is used in place.
		switch form {
		case "literal", "pointer":
			rhs := fmt.Sprintf("(%s)%s", spell(t, ""), arg.Param)
			if form == "literal" {
				rhs = fmt.Sprintf("__omp_unpack<%s>(%s)", spell(t, ""), arg.Param)
			}
			decl = fmt.Sprintf("OMP_DEV_SHARED %s; if (OMP_DEV_MASTER) %s = %s;", spell(t, arg.Var), arg.Var, rhs)
			form = ""
		case "copy":
			form = "ref"
			if t.Kind() == cc.Array {
				form = "array"
			}
			if a.genericTeams {
				// Each team's copy, in the team's shared storage.
				if t.Size() > maxShared {
					a.errs.Errorf(pos, "firstprivate '%s' of a teams region with code beside its loops takes more than %d bytes (each team's copy lives in the team's shared memory); map it instead", arg.Var, maxShared)
					return false
				}
				decl = fmt.Sprintf("OMP_DEV_SHARED %s; if (OMP_DEV_MASTER) memcpy((void *)&%s, (const void *)%s, sizeof %s);", spell(t, arg.Var), arg.Var, arg.Param, arg.Var)
				form = ""
			}
		}
	}
	switch form {
	case "literal":
		decl = fmt.Sprintf("%s = __omp_unpack<%s>(%s);", spell(t, arg.Var), spell(t, ""), arg.Param)
	case "ref":
		decl = fmt.Sprintf("%s = *(%s)%s;", spell(t, "&"+arg.Var), spell(t, "*"), arg.Param)
	case "array":
		decl = fmt.Sprintf("%s = *(%s)%s;", spell(t, "(&"+arg.Var+")"), spell(t, "(*)"), arg.Param)
	case "pointer":
		decl = fmt.Sprintf("%s = (%s)%s;", spell(t, arg.Var), spell(t, ""), arg.Param)
	case "copy":
		if t.Kind() == cc.Array {
			decl = fmt.Sprintf("%s; memcpy(%s, (const void *)%s, sizeof %s);", spell(t, arg.Var), arg.Var, arg.Param, arg.Var)
		} else {
			decl = fmt.Sprintf("%s = *(%s)%s;", spell(t, arg.Var), spell(t, "*"), arg.Param)
		}
	}
	if err != nil {
		a.errs.Errorf(pos, "variable '%s': %v", arg.Var, err)
		return false
	}
	arg.DeviceDecl = decl
	return true
}
