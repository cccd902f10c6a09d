package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// declareVariant records the base function of a declare variant
// directive: the function declared next. The host compiler applies the
// directive to host code as written; device code does not choose
// variants yet, so a call of the base function there is refused
// (checkCallee) rather than compiled to the base where a variant's
// context (device kind, arch, the target construct) could select another
// function.
//
// The implementation selector set is refused: gcc and clang-19 name
// different vendors and extensions, so the host compiler would call
// another function than clang-19 does.
func (a *analyzer) declareVariant(p *frontend.Pragma) {
	for i := 0; i+1 < len(p.Toks); i++ {
		if p.Toks[i].Text == "implementation" && p.Toks[i+1].Text == "=" {
			a.errs.Errorf(p.Toks[i].Pos, "the context selector set 'implementation' of '#pragma omp declare variant' is not supported yet: the host compiler (gcc) and clang-19 answer it differently")
			return
		}
	}
	name := a.functionAfter(p.Seq)
	if name == "" {
		a.errs.Errorf(p.Pos, "'#pragma omp declare variant' must be followed by a function declaration or definition")
		return
	}
	if a.variantBases == nil {
		a.variantBases = map[string]diag.Pos{}
	}
	if _, ok := a.variantBases[name]; !ok {
		a.variantBases[name] = p.Pos
	}
}

// functionAfter returns the name of the function that the first file-scope
// declaration after token seq declares, or "".
func (a *analyzer) functionAfter(seq int) string {
	for l := a.u.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		ed := l.ExternalDeclaration
		if ed == nil {
			continue
		}
		if first := csyntax.First(ed); first.Seq() <= seq {
			continue
		}
		switch ed.Case {
		case cc.ExternalDeclarationFuncDef:
			return ed.FunctionDefinition.Declarator.Name()
		case cc.ExternalDeclarationDecl:
			if ed.Declaration.InitDeclaratorList != nil {
				if d := ed.Declaration.InitDeclaratorList.InitDeclarator.Declarator; d.Type().Kind() == cc.Function {
					return d.Name()
				}
			}
		}
		return ""
	}
	return ""
}

// checkVariantCall refuses a call in device code (where) of a function
// that has a declare variant.
func (a *analyzer) checkVariantCall(name string, tok cc.Token, where string) bool {
	at, ok := a.variantBases[name]
	if !ok {
		return true
	}
	a.errs.Errorf(frontend.Position(tok), "call to '%s' in %s is not supported yet: '%s' has a declare variant, and device code does not choose variants yet; call the function you want by its name", name, where, name)
	a.errs.Notef(at, "declare variant given here")
	return false
}
