package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
)

// Device code of a unit with declare target indirect functions (package
// indirect) spells function pointers too.

// spellDecl is ctype.Decl that, in a unit with indirect functions, also
// spells function pointers: a value from the host reaches device code,
// whose calls translate it.
func (a *analyzer) spellDecl(t cc.Type, name string) (string, error) {
	return a.spellFuncs(ctype.Decl, ctype.DeclFuncs, t, name)
}

// spellQualDecl is spellDecl keeping const qualifiers (ctype.QualDecl).
func (a *analyzer) spellQualDecl(t cc.Type, name string) (string, error) {
	return a.spellFuncs(ctype.QualDecl, ctype.FuncDecl, t, name)
}

// spellFuncs spells with plain, or with funcs where plain refuses a
// function type and the unit has indirect functions.
func (a *analyzer) spellFuncs(plain, funcs func(cc.Type, string) (string, error), t cc.Type, name string) (string, error) {
	s, err := plain(t, name)
	if err != nil && a.ind.Any() {
		if u, ok := err.(*ctype.Unsupported); ok && u.Type.Kind() == cc.Function {
			return funcs(t, name)
		}
	}
	return s, err
}
