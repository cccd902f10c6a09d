// Package bindingtest parses small units for the tests of the stages
// that read directives and their statements.
package bindingtest

import (
	"os"
	"path/filepath"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Parse writes src to u.c in a temporary directory, parses it with opts
// and returns the unit with a binder over all its functions; a parse
// error fails the test.
func Parse(t *testing.T, src string, opts frontend.Options) (*frontend.Unit, *binding.Binder) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "u.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, opts)
	if errs.HasErrors() {
		t.Fatal(errs)
	}
	var fns []*cc.FunctionDefinition
	for l := u.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		if ed := l.ExternalDeclaration; ed != nil && ed.Case == cc.ExternalDeclarationFuncDef {
			fns = append(fns, ed.FunctionDefinition)
		}
	}
	return u, binding.New(fns)
}
