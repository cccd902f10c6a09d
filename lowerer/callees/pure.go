package callees

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
)

// Pure reports whether a call of name computes its value from its
// arguments only and changes nothing its caller can see, so that the
// host computes what the device would (a num_threads the host evaluates
// to size a launch, docs/generic.md#team-sizes): a C math function, or
// a function the unit defines (outside the system headers) whose
// parameters are of arithmetic type, that names no object but its own
// parameters and automatic variables, holds no asm and calls only such
// functions. Anything else (a global it reads may differ between the
// host's copy and the device's; an OpenMP routine answers for the
// thread that calls it) is evaluated where the construct stands.
func (c *Checker) Pure(name string) bool {
	return c.pure(name, map[string]bool{})
}

// pure is Pure with the functions whose check is under way (a
// recursive call of one is as pure as the function itself).
func (c *Checker) pure(name string, open map[string]bool) bool {
	if math[name] && !mathOutCalls[name] {
		return true
	}
	if open[name] {
		return true
	}
	def := c.Def(name)
	if def == nil || c.InSystemHeader(def) {
		return false
	}
	open[name] = true
	ft, ok := def.Declarator.Type().(*cc.FunctionType)
	if !ok || ft.IsVariadic() {
		return false
	}
	for _, p := range ft.Parameters() {
		if !ctype.IsArithmetic(p.Type()) {
			return false
		}
	}
	lo, hi := csyntax.Span(def)
	ok = true
	csyntax.Walk(def.CompoundStatement, func(n cc.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *cc.AsmStatement, *cc.Asm:
			ok = false
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionIdent {
				break
			}
			switch r := x.ResolvedTo().(type) {
			case *cc.Enumerator:
			case *cc.Declarator:
				if r.Type().Kind() == cc.Function {
					ok = c.pure(r.Name(), open)
				} else {
					ok = csyntax.LocalTo(r, lo, hi)
				}
			default:
				ok = false
			}
		}
		return ok
	})
	return ok
}
