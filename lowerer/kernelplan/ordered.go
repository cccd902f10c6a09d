package kernelplan

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// CheckOrdered checks the clauses beside the ordered clause of loop
// construct d as clang-19 does, wherever the loop stands (a target
// region's loop, a loop of a generic or nested parallel region, an
// orphaned loop of a declare target function): no nonmonotonic
// schedule (OpenMP 5.2 §11.5.3: the ordered iterations need the chunks
// in order) and, with ordered(n), no linear clause (§5.4.6) and no
// collapse of more than n loops. depth is the number of loops collapse
// makes (CollapseConst; 0 where it is not known). It returns false after
// an error; true without an ordered clause.
func CheckOrdered(errs *diag.List, d *directive.Directive, depth int) bool {
	c := d.Clause("ordered")
	if c == nil {
		return true
	}
	if sc := d.Clause("schedule"); sc != nil && Nonmonotonic(sc.Expr) {
		errs.Errorf(sc.ExprPos, "'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified")
		return false
	}
	n := directive.OrderedParam(d)
	if n == 0 {
		return true
	}
	if l := d.Clause("linear"); l != nil {
		errs.Errorf(l.Pos, "'linear' clause cannot be specified along with 'ordered' clause with a parameter")
		return false
	}
	if depth > n {
		errs.Errorf(c.ExprPos, "the argument of 'ordered' (%d) must not be less than that of 'collapse' (%d)", n, depth)
		return false
	}
	return true
}

// CollapseConst is the number of loops the collapse clause of d makes,
// its argument evaluated by constInt: 1 without the clause, 0 when the
// argument is not a constant.
func CollapseConst(d *directive.Directive, constInt func(string) (int64, bool)) int {
	cl := d.Clause("collapse")
	if cl == nil {
		return 1
	}
	if n, ok := constInt(csyntax.Tokenize(cl.Expr)); ok && n > 0 && n <= 1<<20 {
		return int(n)
	}
	return 0
}
